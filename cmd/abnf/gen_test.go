package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/abnf-uri/uri/gen/emit"
)

// TestGeneratedUpToDate regenerates, in memory, every package a
// //go:generate line of the module makes with "abnf gen", and fails when
// the committed files differ: generated code must never be stale.
func TestGeneratedUpToDate(t *testing.T) {
	t.Parallel()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") {
			return nil
		}
		for _, args := range directives(t, p) {
			found++
			dir := filepath.Dir(p)
			rel, _ := filepath.Rel(root, p)
			// In parallel, each in its directory, as go generate runs
			// the line: the command built once, in a process of its own.
			t.Run(rel, func(t *testing.T) {
				t.Parallel()
				bin, err := abnfCommand()
				if err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(bin, append(args, "-check")...)
				cmd.Dir = dir
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Errorf("generated files are stale (run go generate ./...): %v\n%s", err, out)
				}
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no //go:generate line runs abnf gen")
	}
}

// abnfDir is the directory abnfCommand builds the command in; TestMain
// removes it.
var abnfDir string

// packageDir is the directory of this package, where the tests start.
var packageDir, _ = os.Getwd()

// abnfCommand builds the abnf command once, for the tests that run it in
// processes of their own, and returns the path of the executable.
var abnfCommand = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "abnf-test-")
	if err != nil {
		return "", err
	}
	abnfDir = dir
	bin := filepath.Join(dir, "abnf")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = packageDir // whatever directory a test is in
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build -o %s .: %v\n%s", bin, err, out)
	}
	return bin, nil
})

// runIn runs the abnf command abnfCommand built with args in dir, in a
// process of its own, and returns its exit status and what it printed:
// for the tests that run in parallel with others and need a working
// directory of their own, which the process has and a test cannot.
func runIn(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	bin, err := abnfCommand()
	if err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, &out, &errs
	if err := cmd.Run(); err != nil {
		e, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("abnf %s: %v", strings.Join(args, " "), err)
		}
		code = e.ExitCode()
	}
	return code, out.String(), errs.String()
}

// TestMain runs the tests and removes the command abnfCommand built.
func TestMain(m *testing.M) {
	code := m.Run()
	if abnfDir != "" {
		os.RemoveAll(abnfDir)
	}
	os.Exit(code)
}

// directives returns the arguments of the abnf commands that the
// //go:generate lines of file run ("go run PATH/cmd/abnf ARGS...").
func directives(t *testing.T, file string) [][]string {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "//go:generate ")
		if !ok {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) >= 4 && fields[0] == "go" && fields[1] == "run" && strings.HasSuffix(fields[2], "cmd/abnf") {
			out = append(out, fields[3:])
		}
	}
	return out
}

// TestGenTooLarge generates a parser for a rule whose automaton would be
// too large (internal/golden/toolarge): the generator says so and writes
// a parser for package machine, and refuses -api find, which such parsers
// lack.
func TestGenTooLarge(t *testing.T) {
	src, err := os.ReadFile("../../internal/golden/toolarge/toolarge.abnf")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.WriteFile("toolarge.abnf", src, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"gen", "-module", "example.com/x", "-g", "toolarge.abnf", "-o", "parser"}, nil, &stdout, &stderr)
	wantErr := `abnf gen: note: toolarge.abnf:7:1: rule "word" needs more than 8192 DFA states; the parser holds the grammar as a table for package machine, which takes time polynomial in the input` + "\n"
	if code != 0 || stdout.Len() > 0 || stderr.String() != wantErr {
		t.Errorf("exit status %d, stdout %q, stderr %q; want 0, \"\", %q", code, &stdout, &stderr, wantErr)
	}
	b, err := os.ReadFile("parser/program.go")
	if err != nil || !bytes.Contains(b, []byte(`"example.com/x/parser/internal/machine"`)) {
		t.Errorf("parser/program.go does not use package machine: %v", err)
	}

	stdout.Reset()
	stderr.Reset()
	code = run([]string{"gen", "-module", "example.com/x", "-g", "toolarge.abnf", "-api", "find", "-o", "found"}, nil, &stdout, &stderr)
	wantErr = `abnf gen: -api find: toolarge.abnf:7:1: rule "word" needs more than 8192 DFA states; Find is not offered for parsers package machine runs; use parse` + "\n"
	if code != 1 || stderr.String() != wantErr {
		t.Errorf("-api find: exit status %d, stderr %q; want 1, %q", code, &stderr, wantErr)
	}
	if _, err := os.Stat("found"); err == nil {
		t.Error("-api find wrote a package")
	}
}

// bigcodeGrammar is the fixture of TestGenTooMuchCode.
const bigcodeGrammar = "grammars/bigcode.abnf"

// TestGenTooMuchCode generates a parser for a grammar whose automata
// would take more than emit.MaxRuleBytes of Go code: the generator says
// so and writes a parser for package machine. It renders more than a
// megabyte of code to find that out, so it runs with -long only.
func TestGenTooMuchCode(t *testing.T) {
	skipUnlessLong(t)
	src, err := os.ReadFile(filepath.Join(fixtures, bigcodeGrammar))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.WriteFile("bigcode.abnf", src, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"gen", "-module", "example.com/x", "-g", "bigcode.abnf", "-nodes", "r0,r1,r2", "-o", "parser"}, nil, &stdout, &stderr)
	note := regexp.MustCompile(`^abnf gen: note: bigcode\.abnf:6:1: rule "r0" needs [0-9]+ bytes of Go code, more than 1048576; the parser holds the grammar as a table for package machine, which takes time polynomial in the input\n$`)
	if code != 0 || stdout.Len() > 0 || !note.MatchString(stderr.String()) {
		t.Errorf("exit status %d, stdout %q, stderr %q; want 0, \"\", %s", code, &stdout, &stderr, note)
	}
	entries, err := os.ReadDir("parser")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{"internal", "parser.go", "program.go"}; !slices.Equal(names, want) {
		t.Errorf("parser/ holds %q, want %q", names, want)
	}
}

// TestGenValidateOnly generates a parser with -api validate: it writes
// the parser package alone, smaller than the default output, leaves the
// tree package beside it (another parser's) in place, and refuses the
// flags that ask for nodes or a tree package.
func TestGenValidateOnly(t *testing.T) {
	t.Chdir(t.TempDir())
	grammar := "top = big \"x\" / \"y\" big\nbig = %s\"abcdefghijklmnopqrstuvwxyz0123456789\"\n"
	if err := os.WriteFile("g.abnf", []byte(grammar), 0o644); err != nil {
		t.Fatal(err)
	}
	other := []byte(emit.HeaderPrefix + " from other.abnf; DO NOT EDIT.\n\npackage ast\n")
	if err := os.MkdirAll("ast", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("ast/ast.go", other, 0o644); err != nil {
		t.Fatal(err)
	}
	gen := func(args ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"gen", "-module", "example.com/x", "-g", "g.abnf"}, args...), nil, &stdout, &stderr)
		return code, stdout.String() + stderr.String()
	}
	if code, out := gen("-api", "validate", "-o", "v"); code != 0 || out != "" {
		t.Fatalf("-api validate: exit status %d, output %q; want 0, none", code, out)
	}
	if code, out := gen("-api", "validate", "-o", "v", "-check"); code != 0 || out != "" {
		t.Errorf("-api validate -check: exit status %d, output %q; want 0, none", code, out)
	}
	if b, err := os.ReadFile("ast/ast.go"); err != nil || !bytes.Equal(b, other) {
		t.Errorf("ast/ast.go, the tree package of another parser, was changed or removed: %v", err)
	}
	if code, out := gen("-o", "d/p"); code != 0 || out != "" {
		t.Fatalf("default flags: exit status %d, output %q; want 0, none", code, out)
	}
	size := func(dirs ...string) int {
		n := 0
		for _, dir := range dirs {
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if e.IsDir() {
					continue // the copy of the runtime, the same for both
				}
				b, err := os.ReadFile(filepath.Join(dir, e.Name()))
				if err != nil {
					t.Fatal(err)
				}
				if bytes.Contains(b, []byte(`"example.com/x/ast"`)) {
					t.Errorf("%s/%s imports the tree package", dir, e.Name())
				}
				n += len(b)
			}
		}
		return n
	}
	if v, d := size("v"), size("d/p", "d/ast"); v >= d {
		t.Errorf("-api validate wrote %d bytes, the default %d", v, d)
	} else {
		t.Logf("-api validate: %d bytes; default: %d", v, d)
	}
	if _, err := os.Stat("v/parser.go"); err != nil {
		t.Error(err)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-api", "validate", "-nodes", "big"}, "abnf gen: -nodes: -api validate records no nodes; drop -nodes, or add parse or find to -api\n"},
		{[]string{"-api", "validate", "-find-nodes", "big"}, "abnf gen: -find-nodes: -api validate records no nodes; drop -find-nodes, or add find to -api\n"},
		{[]string{"-api", "validate", "-ast", "t"}, "abnf gen: -ast: -api validate writes no tree package\n"},
		{[]string{"-api", "validate", "-direct", "top", "-direct-api", "validate,find"}, "abnf gen: -direct-api \"find\": -api validate has no automata of find\n"},
		{[]string{"-api", "check"}, "abnf gen: -api \"check\": want validate, parse or find\n"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"gen", "-module", "example.com/x", "-g", "g.abnf", "-o", "bad"}, tc.args...), nil, &stdout, &stderr)
		if first, _, _ := strings.Cut(stderr.String(), "usage:"); code != 2 || first != tc.want {
			t.Errorf("%q: exit status %d, stderr begins %q; want 2, %q", tc.args, code, first, tc.want)
		}
		if _, err := os.Stat("bad"); err == nil {
			t.Errorf("%q wrote a package", tc.args)
		}
	}
}

// TestGenManyRules generates a parser for a grammar of 300 rules, more
// than the 255 abnf gen once refused: its rules are numbered by uint16,
// and the parser is written whole. gen runs in a process of its own in
// the module's directory, so that the test runs in parallel with others.
func TestGenManyRules(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var b strings.Builder
	for i := range 299 {
		fmt.Fprintf(&b, "r%d = r%d / \"a\"\n", i, i+1)
	}
	b.WriteString("r299 = \"b\"\n")
	if err := os.WriteFile(filepath.Join(dir, "many.abnf"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runIn(t, dir, "gen", "-module", "example.com/x", "-g", "many.abnf", "-o", "parser")
	if code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("exit status %d, stdout %q, stderr %q; want 0, none", code, stdout, stderr)
	}
	for file, want := range map[string]string{"parser/parser.go": "\ntype Rule uint16\n", "ast/ast.go": "\ntype Kind uint16\n", "parser/rule_r299.go": "\nfunc validateR299("} {
		if src, err := os.ReadFile(filepath.Join(dir, file)); err != nil || !bytes.Contains(src, []byte(want)) {
			t.Errorf("%s lacks %q (%v)", file, want, err)
		}
	}
}
