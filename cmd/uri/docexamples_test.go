package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/abnf-uri/uri/internal/doctest"
)

// TestDocExamples runs the examples of doc.go ("$ uri ...") in a
// temporary directory, in order, and compares what each prints with the
// lines the package documentation shows after it.
func TestDocExamples(t *testing.T) {
	s := &doctest.Suite{
		Runner: &doctest.Runner{Commands: map[string]doctest.Func{"uri": run}},
		NotRun: map[string]string{
			"paste bases.txt links.txt | uri resolve -": "a recipe: the document shows neither bases.txt and links.txt nor the output",
		},
	}
	s.TestGoDoc(t, "doc.go", "cmd/uri/doc.go")
}

// TestReadmeExamples runs the examples of the README's section on the uri
// command (code blocks beginning "uri ") and compares what each prints
// with what the README shows.
func TestReadmeExamples(t *testing.T) {
	const doc = "README.md"
	src, err := os.ReadFile(filepath.Join("../..", doc))
	if err != nil {
		t.Fatal(err)
	}
	exs := doctest.Markdown(doc, src, "uri ")
	s := &doctest.Suite{
		Runner: &doctest.Runner{Commands: map[string]doctest.Func{"uri": run}},
		NotRun: map[string]string{
			"uri validate [-rule RULE] [INPUT...]            # valid, or error<TAB>OFFSET<TAB>MESSAGE": "the synopsis of every command",
		},
	}
	t.Chdir(t.TempDir())
	s.Test(t, exs)
}
