package iri_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/iri"
)

// TestParseCounts pins how often each operation parses: once to parse,
// never again for what is parsed already. IRIs and URIs share one record
// (package internal/ref), so that resolving, mapping to a URI and back,
// normalizing and comparing read the components where the parser
// recorded them and write new records as they write new text.
func TestParseCounts(t *testing.T) {
	base := iri.MustParse("http://\u4f8b.example/\u00e9/a/b?q")
	rel := iri.MustParse("../\u00fc?x#y")
	messy := iri.MustParse("HTTP://\u4F8B.example:80/a/./b/../%C3%BC?%41#f")
	same := iri.MustParse("http://\u4f8b.example/a/\u00fc?A#f")
	ascii := iri.MustParse("http://a/b/c/d;p?q")
	asciiRef := iri.MustParse("../g?y#s")
	u := uri.MustParse("http://example.com/ros%C3%A9?%E2%80%AE")
	var n iri.Normalizer
	for _, c := range []struct {
		name string
		f    func()
		want int
	}{
		{"Parse", func() { iri.Parse("http://\u4f8b/") }, 1},
		// An ASCII string is read by the URI's automaton first, which is
		// faster (parseASCII); where it is no URI reference, the IRI's
		// automaton says where and what its grammar expects.
		{"Parse invalid", func() { iri.Parse("http://a b/") }, 2},
		{"Parse invalid non-ASCII", func() { iri.Parse("http://\u4f8b b/") }, 1},
		{"Parse ASCII", func() { iri.Parse("http://a/b") }, 1},
		{"ParseIRI", func() { iri.ParseIRI("http://\u4f8b/") }, 1},
		{"ParseIRI relative", func() { iri.ParseIRI("//a/b") }, 2}, // the rule IRI's automaton says where
		{"ResolveReference", func() { base.ResolveReference(rel) }, 0},
		{"ResolveReference ASCII", func() { ascii.ResolveReference(asciiRef) }, 0},
		{"Relative", func() { base.Relative(messy) }, 0},
		{"URI", func() { base.URI() }, 0},
		{"FromURI", func() { iri.FromURI(u) }, 0},
		{"Normalize", func() { n.Normalize(messy, uri.SchemeBased) }, 0},
		{"Equivalent", func() { n.Equivalent(messy, same, uri.SchemeBased) }, 0},
		{"HostKind", func() { base.HostKind() }, 0},
	} {
		if got := ref.CountParses(c.f); got != c.want {
			t.Errorf("%s: %d parses, want %d", c.name, got, c.want)
		}
	}
}
