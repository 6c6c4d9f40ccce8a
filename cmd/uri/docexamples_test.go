package main

import (
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
			"uri validate -rule URI < links.txt | paste - links.txt | grep '^valid' | cut -f2": "a recipe: the document shows neither links.txt nor the output",
			"paste bases.txt links.txt | uri resolve -":                                        "a recipe: the document shows neither bases.txt and links.txt nor the output",
		},
	}
	s.TestGoDoc(t, "doc.go", "cmd/uri/doc.go")
}
