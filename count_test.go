package uri

import (
	"testing"

	"github.com/abnf-uri/uri/internal/ref"
)

// TestParseCounts pins how often each operation parses: once to parse,
// never again for what is parsed already. Normalize and Equivalent read
// the components of the URIs they get where the parser recorded them
// (normalizing by scheme parsed 3 times, comparing 5 times, when they
// worked on strings); they check only text they write themselves, a host
// that percent-decoding may have made an IPv4address ("%31.2.3.4"). A
// host's kind is read off its text (hostKindOf): the IPv4address
// automaton runs on hosts that begin with a digit only.
func TestParseCounts(t *testing.T) {
	normal := MustParse("https://example.com/a/b?q=1#f")
	messy := MustParse("HTTPS://Example.COM:443/a/./b/../%7Ec?q=%41#%5a")
	encodedIPv4 := MustParse("http://%31.2.3.4/")
	file := MustParse("FILE://localhost/x")
	base := MustParse("http://a/b/c/d;p?q")
	rel := MustParse("../g?y#s")
	same := MustParse("https://example.com/a/~c?q=A#%5A")
	var n Normalizer
	for _, c := range []struct {
		name string
		f    func()
		want int
	}{
		{"Parse", func() { Parse("http://a/b") }, 1},
		{"Parse invalid", func() { Parse("http://a b/") }, 1},
		{"ParseURI", func() { ParseURI("http://a/b") }, 1},
		{"ParseURI relative", func() { ParseURI("//a/b") }, 2}, // the rule URI's validator says where
		{"UnmarshalText", func() { new(URI).UnmarshalText([]byte("http://a/")) }, 1},
		{"Normalize normal", func() { n.Normalize(normal, SchemeBased) }, 0},
		{"Normalize syntax", func() { n.Normalize(messy, SyntaxBased) }, 0},
		{"Normalize scheme", func() { n.Normalize(messy, SchemeBased) }, 0},
		{"Normalize file", func() { n.Normalize(file, SchemeBased) }, 0},
		{"Normalize decoded host", func() { n.Normalize(encodedIPv4, SchemeBased) }, 1},
		{"Equivalent", func() { n.Equivalent(messy, normal, SchemeBased) }, 0},
		{"Equivalent equal", func() { n.Equivalent(messy, same, SchemeBased) }, 0},
		{"ResolveReference", func() { base.ResolveReference(rel) }, 0},
		{"Relative", func() { base.Relative(messy) }, 0},
		{"Parts", func() { messy.Parts() }, 0},
		{"Parts.URI", func() { messy.Parts().URI() }, 6}, // new text: each of its 6 components checked
		{"Policy.Check", func() { Policy{RequireHost: true}.Check(messy) }, 0},
		{"IP", func() { encodedIPv4.IP() }, 0},
	} {
		if got := ref.CountParses(c.f); got != c.want {
			t.Errorf("%s: %d parses, want %d", c.name, got, c.want)
		}
	}
}
