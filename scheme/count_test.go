package scheme_test

import (
	"testing"

	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/scheme"
)

// TestParseCounts pins how often Validate and Parts run an automaton over
// the text: a scheme whose rule narrows RFC 3986's (http, urn: a subset)
// once, as its rule decides both; one whose grammar stands apart (mailto,
// tel) twice, RFC 3986's rule and then its own; a fragment apart from the
// rule once more; a URI of no registered scheme once. Parts finds the
// components with one more pass of its rule's finding automaton.
func TestParseCounts(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func()
		want int
	}{
		{"http", func() { scheme.Validate("http://example.com/a?q") }, 1},
		{"http fragment", func() { scheme.Validate("http://example.com/a#f") }, 2},
		{"http invalid", func() { scheme.Validate("http:///nohost") }, 2},
		{"urn", func() { scheme.Validate("urn:example:a") }, 1},
		{"mailto", func() { scheme.Validate("mailto:a@example.com") }, 2},
		{"tel", func() { scheme.Validate("tel:+1-201-555-0123") }, 2},
		{"unregistered", func() { scheme.Validate("x-foo:a") }, 1},
		// No scheme: where the scheme stops is read off a table of its
		// characters (schemeFail), with no automaton.
		{"no URI", func() { scheme.Validate("a b") }, 0},
		{"Parts mailto", func() { scheme.Parts("mailto:a@example.com") }, 3},
		{"Parts urn", func() { scheme.Parts("urn:example:a") }, 2},
	} {
		if got := ref.CountParses(c.f); got != c.want {
			t.Errorf("%s: %d parses, want %d", c.name, got, c.want)
		}
	}
}
