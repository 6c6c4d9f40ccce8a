package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// rfc9110Fields is RFC 9110's field rules read with RFC 3986: each file a
// scope, uri-host imported from RFC 3986's host.
const rfc9110Fields = "../../grammar/rfc9110.abnf,../../grammar/rfc9110-fields.abnf,../../grammar/rfc3986.abnf"

// TestScopeMatch checks Host and Location through abnf match, with and
// without -bind.
func TestScopeMatch(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"-r", "Host", "example.com:8080"}, "valid\n", 0},
		{[]string{"-r", "Host", "[::1]:80"}, "valid\n", 0},
		{[]string{"-r", "Host", "example.com:x"}, "invalid\t12\texpected DIGIT or end of input, found \"x\"\n", 1},
		{[]string{"-r", "Location", "http://u@example.com:8080/x?y#z"}, "valid\n", 0},
		{[]string{"-bind", "URI=../../grammar/rfc3986.abnf", "-r", "Host", "[::1]:80"}, "valid\n", 0},
		{[]string{"-bind", "URI=other.abnf", "-r", "Host", "[::1]:80"}, "invalid\t0\texpected uri-host, found \"[\"\n", 1},
	} {
		var stdout, stderr bytes.Buffer
		args := append([]string{"match", "-g", rfc9110Fields}, tt.args...)
		code := run(args, nil, &stdout, &stderr)
		if code != tt.code || stdout.String() != tt.want {
			t.Errorf("%q: exit status %d, stdout %q, stderr %q; want %d, %q", args, code, &stdout, &stderr, tt.code, tt.want)
		}
	}
}

// TestScopeGen generates the parser of RFC 9110's Host over RFC 3986 and
// builds it.
func TestScopeGen(t *testing.T) {
	runGenerated(t, rfc9110Fields, "Host", `
	for _, s := range []string{"example.com:8080", "[::1]:80", "example.com:x"} {
		fmt.Println(s, parser.ValidHost(s))
	}
`, "example.com:8080 true\n[::1]:80 true\nexample.com:x false\n")
}

// runGenerated generates the parser of rule over the grammar files g
// (paths from this directory), runs a program whose main function has
// body, which may use fmt and parser, and wants its output to be want.
// The test runs in parallel with the others: gen runs as the built
// command, in a process of its own in the program's directory, and the
// go command builds there.
func runGenerated(t *testing.T, g, rule, body, want string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a generated parser")
	}
	t.Parallel()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	g = strings.ReplaceAll(g, "../..", root)
	dir := t.TempDir()
	if code, _, stderr := runIn(t, dir, "gen", "-module", "example.com/x", "-g", g, "-r", rule, "-o", "parser"); code != 0 {
		t.Fatalf("abnf gen: exit status %d: %s", code, stderr)
	}
	mod := "module example.com/x\n\ngo 1.24\n\nrequire github.com/abnf-uri/uri v0.0.0\n\nreplace github.com/abnf-uri/uri => " + root + "\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	main := "package main\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/x/parser\"\n)\n\nfunc main() {" + body + "}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(main), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")
	out, err := cmd.CombinedOutput()
	if err != nil || string(out) != want {
		t.Fatalf("go run: %v\n%s\nwant %s", err, out, want)
	}
}

// TestScopeRenamed checks RFC 9110's Host over RFC 3986 through abnf
// match with the files renamed: they are of the RFCs their headers name,
// and rfc9110-fields.abnf's reference entry binds [URI] to RFC 3986, so
// that RFC 2396 in its place is an error, not an import.
func TestScopeRenamed(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for from, to := range map[string]string{"rfc9110.abnf": "a.abnf", "rfc9110-fields.abnf": "b.abnf", "rfc3986.abnf": "c.abnf", "rfc2396.abnf": "d.abnf"} {
		src, err := os.ReadFile(filepath.Join("../../grammar", from))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a, b, c, d := filepath.Join(dir, "a.abnf"), filepath.Join(dir, "b.abnf"), filepath.Join(dir, "c.abnf"), filepath.Join(dir, "d.abnf")
	for _, tt := range []struct {
		args   []string
		stdout string
		stderr string
		code   int
	}{
		{[]string{"-g", a + "," + b + "," + c, "-r", "Host", "[::1]:80"}, "valid\n", "", 0},
		{[]string{"-g", a + "," + b + "," + c, "-r", "Host", "example.com:x"}, "invalid\t12\texpected DIGIT or end of input, found \"x\"\n", "", 1},
		{[]string{"-g", a + "," + b + "," + d, "-r", "Host", "[::1]:80"}, "", "host: [URI] is RFC 3986 (" + b + "), and no file of RFC 3986 defines host; " + d, 2},
	} {
		var stdout, stderr bytes.Buffer
		args := append([]string{"match"}, tt.args...)
		code := run(args, nil, &stdout, &stderr)
		if code != tt.code || stdout.String() != tt.stdout || !strings.Contains(stderr.String(), tt.stderr) {
			t.Errorf("%q: exit status %d, stdout %q, stderr %q; want %d, %q, %q", args, code, &stdout, &stderr, tt.code, tt.stdout, tt.stderr)
		}
	}
}

// TestScopeDiagnostics: a reference that could bind to the rules of two
// files is an error of the grammar, printed as check prints errors, with
// exit status 1 by check, and by match as it prints a syntax error, with
// exit status 2 (1 is for inputs that do not match).
func TestScopeDiagnostics(t *testing.T) {
	t.Chdir(t.TempDir())
	for name, src := range map[string]string{
		"a.abnf": "x = host\n",
		"b.abnf": "host = \"b\"\n",
		"c.abnf": "host = \"c\"\n",
	} {
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const want = "a.abnf:1:5: error: host could be the rule of b.abnf:1:1 or of c.abnf:1:1\n"
	for _, tt := range []struct {
		args []string
		code int
	}{
		{[]string{"check", "a.abnf", "b.abnf", "c.abnf"}, 1},
		{[]string{"match", "-g", "a.abnf,b.abnf,c.abnf", "-r", "x", "b"}, 2},
	} {
		var stdout, stderr bytes.Buffer
		code := run(tt.args, nil, &stdout, &stderr)
		if code != tt.code || stdout.String()+stderr.String() != want {
			t.Errorf("abnf %s: exit status %d, output %q; want %d, %q", strings.Join(tt.args, " "), code, stdout.String()+stderr.String(), tt.code, want)
		}
	}
}
