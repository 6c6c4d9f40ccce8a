package doctest

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
)

// A Suite runs the examples of a document as a test.
type Suite struct {
	// Runner runs the command lines.
	Runner *Runner
	// Setup prepares, before the example whose command line is the key,
	// what the document tells in prose and shows in no "$ cat" block: a
	// file an example reads, a change to a file.
	Setup map[string]func(t *testing.T)
	// NotRun are the examples that are not run, by command line, with
	// the reason: they use what Runner does not emulate, or read files
	// the document does not show. An example that cannot be run and is
	// not listed fails the test.
	NotRun map[string]string
	// Checks are the examples, by command line, checked otherwise than by
	// comparing their output with the lines shown: their output is told
	// in a table or prose, or shown as an excerpt.
	Checks map[string]func(t *testing.T, r *Runner, ex Example)
}

// Test runs the examples in order, in the current directory, and reports
// each whose output differs from the lines the document shows. An
// example "cat FILE" writes its lines to FILE instead. A key of Setup,
// NotRun or Checks that names no example fails the test, as does a
// document without examples.
func (s *Suite) Test(t *testing.T, exs []Example) {
	t.Helper()
	if len(exs) == 0 {
		t.Fatal("the document has no examples")
	}
	seen := map[string]bool{}
	var ran, files, checked, notRun int
	for _, ex := range exs {
		seen[ex.Command] = true
		if setup := s.Setup[ex.Command]; setup != nil {
			setup(t)
		}
		if reason, ok := s.NotRun[ex.Command]; ok {
			t.Logf("%s: not run: $ %s: %s", ex.Pos, ex.Command, reason)
			notRun++
			continue
		}
		if name, ok := ex.CatFile(); ok {
			if err := os.WriteFile(name, []byte(strings.Join(ex.Output, "\n")+"\n"), 0o666); err != nil {
				t.Fatalf("%s: $ %s: %v", ex.Pos, ex.Command, err)
			}
			files++
			continue
		}
		if check := s.Checks[ex.Command]; check != nil {
			check(t, s.Runner, ex)
			checked++
			continue
		}
		out, code, err := s.Runner.Run(ex.Command)
		if err != nil {
			t.Errorf("%s: $ %s\ncannot be run: %v\n(if it cannot be, list it as not run, with the reason)", ex.Pos, ex.Command, err)
			continue
		}
		ran++
		if err := ex.Check(out); err != nil {
			t.Errorf("%s: $ %s\nexit status %d, and the output is not what the document shows\n%v", ex.Pos, ex.Command, code, err)
		}
	}
	for what, keys := range map[string][]string{
		"Setup":  slices.Collect(maps.Keys(s.Setup)),
		"NotRun": slices.Collect(maps.Keys(s.NotRun)),
		"Checks": slices.Collect(maps.Keys(s.Checks)),
	} {
		for _, k := range keys {
			if !seen[k] {
				t.Errorf("%s has %q, which is no example of the document", what, k)
			}
		}
	}
	t.Logf("%d examples: %d run and compared, %d files written (cat), %d checked otherwise, %d not run",
		len(exs), ran, files, checked, notRun)
}

// TestGoDoc runs the examples of the doc comments of the Go file at path
// (named name in messages, e.g. its path from the module's root) as
// Test does, in a new temporary directory.
func (s *Suite) TestGoDoc(t *testing.T, path, name string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	exs := GoDoc(name, src)
	t.Chdir(t.TempDir())
	s.Test(t, exs)
}
