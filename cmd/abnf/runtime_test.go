package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenRuntime generates parsers in a module that does not require
// github.com/abnf-uri/uri, as a user's first run of gen does: by default
// gen writes a copy of package machine beside the parser, and the module
// builds, vets and runs offline (GOPROXY=off) with the default flags,
// -tables and a grammar with recursion. In a module that requires
// github.com/abnf-uri/uri the parser imports the package instead, and
// -runtime says which explicitly; in one whose go line is older than
// this module's, it copies the runtime, which it could not import without
// an update of go.mod.
//
// It runs in parallel with the other tests, for it waits on the go
// command most of the time: gen runs as the built command does, in a
// process of its own in the module's directory, as a user runs it.
func TestGenRuntime(t *testing.T) {
	if testing.Short() {
		t.Skip("builds generated packages")
	}
	t.Parallel()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	dir := "" // the module the steps below are in, in tmp
	write := func(name, text string) {
		t.Helper()
		name = filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// genIn runs abnf gen with args in the module and returns its exit
	// status and standard error.
	genIn := func(args ...string) (int, string) {
		t.Helper()
		code, _, stderr := runIn(t, filepath.Join(tmp, dir), append([]string{"gen"}, args...)...)
		return code, stderr
	}
	gen := func(args ...string) {
		t.Helper()
		if code, stderr := genIn(args...); code != 0 {
			t.Fatalf("abnf gen %s: exit status %d: %s", strings.Join(args, " "), code, stderr)
		}
	}
	goCmd := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("go", args...)
		cmd.Dir = filepath.Join(tmp, dir)
		// go.mod as written, as a user's build reads it: -mod=mod would
		// hide a go.mod the go command wants updated.
		cmd.Env = append(os.Environ(), "GOFLAGS=", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), cmd.Dir, err, out)
		}
		return string(out)
	}
	imports := func(file, path string) bool {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(tmp, dir, file))
		if err != nil {
			t.Fatal(err)
		}
		return bytes.Contains(b, []byte(`"`+path+`"`))
	}

	// A module of its own, requiring nothing.
	write("own/go.mod", "module example.com/own\n\ngo 1.24\n")
	write("own/kv.abnf", "pair = key \"=\" value\nkey = ALPHA *( ALPHA / DIGIT )\nvalue = *VCHAR\n")
	write("own/nest.abnf", "nest = \"(\" *nest \")\"\n")
	write("own/big.abnf", "top = big \"x\" / \"y\" big\nbig = %s\"abcdefghijklmnopqrstuvwxyz0123456789\"\n")
	dir = "own"
	gen("-g", "kv.abnf", "-nodes", "key,value", "-o", "kv")
	gen("-g", "big.abnf", "-tables", "-o", "tables/p", "-ast", "tables/ast")
	gen("-g", "nest.abnf", "-o", "nest/p", "-ast", "nest/ast")
	gen("-g", filepath.Join(root, "grammar", "rfc3986.abnf"), "-r", "URI-reference", "-o", "uri/p", "-ast", "uri/ast")
	for _, p := range []string{"kv", "tables/p", "nest/p", "uri/p"} {
		if !imports(p+"/parser.go", "example.com/own/"+p+"/internal/machine") {
			t.Errorf("%s/parser.go does not import its copy of the runtime", p)
		}
		if _, err := os.Stat(filepath.Join(tmp, dir, p, "internal/machine/table.go")); err != nil {
			t.Errorf("no copy of the runtime in %s/internal/machine: %v", p, err)
		}
	}
	write("own/main.go", `package main

import (
	"fmt"

	kv "example.com/own/kv"
	nest "example.com/own/nest/p"
	tables "example.com/own/tables/p"
	uri "example.com/own/uri/p"
)

func main() {
	fmt.Println(kv.ValidatePair("a1=bc"), kv.ValidatePair("1=b"))
	fmt.Println(nest.Validate(nest.Nest, "(()())"), nest.Validate(nest.Nest, "(()"))
	fmt.Println(tables.ValidateTop("yabcdefghijklmnopqrstuvwxyz0123456789"), tables.ValidateTop("x"))
	fmt.Println(uri.ValidateURIReference("http://[::1]:80/a?b#c"), uri.ValidateURIReference("http://[::1"))
}
`)
	goCmd("vet", "./...")
	want := "<nil> offset 0: expected key, found \"1\"\n" +
		"<nil> offset 3: expected nest or \")\", found end of input\n" +
		"<nil> offset 0: expected big or \"y\", found \"x\"\n" +
		"<nil> offset 11: expected HEXDIG, \":\", \".\", DIGIT or \"]\", found end of input\n"
	if got := goCmd("run", "."); got != want {
		t.Errorf("go run: got\n%s\nwant\n%s", got, want)
	}
	// Generating again changes nothing; -runtime import removes the copy.
	gen("-g", "kv.abnf", "-nodes", "key,value", "-o", "kv", "-check")
	gen("-g", "kv.abnf", "-nodes", "key,value", "-o", "kv", "-runtime", "import")
	if !imports("kv/parser.go", "github.com/abnf-uri/uri/machine") {
		t.Error("-runtime import: kv/parser.go does not import github.com/abnf-uri/uri/machine")
	}
	if _, err := os.Stat(filepath.Join(tmp, dir, "kv/internal/machine/table.go")); err == nil {
		t.Error("-runtime import: the copy of the runtime is still there")
	}

	// A module that requires this one imports the runtime.
	write("dep/go.mod", "module example.com/dep\n\ngo "+runtimeGo+"\n\nrequire github.com/abnf-uri/uri v0.0.0\n\nreplace github.com/abnf-uri/uri => "+root+"\n")
	write("dep/kv.abnf", "pair = key \"=\" value\nkey = ALPHA *( ALPHA / DIGIT )\nvalue = *VCHAR\n")
	write("dep/main.go", "package main\n\nimport (\n\t\"fmt\"\n\n\tkv \"example.com/dep/kv\"\n)\n\nfunc main() { fmt.Println(kv.ValidatePair(\"a=b\")) }\n")
	dir = "dep"
	gen("-g", "kv.abnf", "-o", "kv")
	if !imports("kv/parser.go", "github.com/abnf-uri/uri/machine") {
		t.Error("in a module requiring github.com/abnf-uri/uri, kv/parser.go does not import its runtime")
	}
	if _, err := os.Stat(filepath.Join(tmp, dir, "kv/internal")); err == nil {
		t.Error("in a module requiring github.com/abnf-uri/uri, gen wrote a copy of the runtime")
	}
	if got := goCmd("run", "."); got != "<nil>\n" {
		t.Errorf("go run: %q, want <nil>", got)
	}

	// A module that requires this one but says an older go version than
	// this module's (go 1.26 is older than go 1.26.0) could not import the
	// runtime without updating its go.mod: gen copies it, and says so.
	write("old/go.mod", "module example.com/old\n\ngo 1.26\n\nrequire github.com/abnf-uri/uri v0.0.0\n\nreplace github.com/abnf-uri/uri => "+root+"\n")
	write("old/kv.abnf", "pair = key \"=\" value\nkey = ALPHA *( ALPHA / DIGIT )\nvalue = *VCHAR\n")
	write("old/main.go", "package main\n\nimport (\n\t\"fmt\"\n\n\tkv \"example.com/old/kv\"\n)\n\nfunc main() { fmt.Println(kv.ValidatePair(\"a=b\")) }\n")
	dir = "old"
	if code, stderr := genIn("-g", "kv.abnf", "-o", "kv"); code != 0 || !strings.Contains(stderr, "abnf gen: note: ") || !strings.Contains(stderr, "says go 1.26, older than the go "+runtimeGo) {
		t.Errorf("abnf gen in a module of go 1.26: exit status %d, stderr %q; want 0 and a note on the go version", code, stderr)
	}
	if !imports("kv/parser.go", "example.com/old/kv/internal/machine") {
		t.Error("in a module of an older go version, kv/parser.go does not import its copy of the runtime")
	}
	if got := goCmd("run", "."); got != "<nil>\n" {
		t.Errorf("go run: %q, want <nil>", got)
	}
}

// TestRuntimeGo checks that runtimeGo is the go line of this module.
func TestRuntimeGo(t *testing.T) {
	t.Parallel()
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if got := goLine(mod); got != runtimeGo {
		t.Errorf("go.mod says go %s; runtimeGo is %s", got, runtimeGo)
	}
}

// TestModRequires reads go.mod files as gen does to choose -runtime.
func TestModRequires(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		mod  string
		want bool
	}{
		{"module github.com/abnf-uri/uri\n", true},
		{"module example.com/x\n", false},
		{"module example.com/x\nrequire github.com/abnf-uri/uri v1.2.3\n", true},
		{"module example.com/x\nrequire (\n\tgolang.org/x/net v0.1.0\n\tgithub.com/abnf-uri/uri v1.2.3 // indirect\n)\n", true},
		{"module example.com/x\nrequire (\n\tgithub.com/abnf-uri/uri/beam v1.2.3\n)\n", false},
		{"module example.com/x\n// require github.com/abnf-uri/uri v1.2.3\n", false},
		{"module example.com/x\nreplace github.com/abnf-uri/uri => ../uri\n", false},
	} {
		if got := modRequires([]byte(tt.mod), runtimeModule); got != tt.want {
			t.Errorf("modRequires(%q) = %v, want %v", tt.mod, got, tt.want)
		}
	}
}
