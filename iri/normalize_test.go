package iri_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/iri"
	"github.com/sebdah/goldie/v2"
)

// normalizeCases are IRIs and their normal forms at SyntaxBased and
// SchemeBased (RFC 3987 §5.3), without and with NFC; "" where the same as
// the form before it in the row. testdata/normalize.golden holds them
// too: rewrite it with `go test -run Normalize -update ./iri/` after
// changing the table, and read the diff.
var normalizeCases = []struct{ sec, in, syntax, scheme, nfc string }{
	{"§5.3.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", "example://a/b/c/%7Bfoo%7D/rosé", "", ""},
	{"§5.3.2", "example://a/b/c/%7Bfoo%7D/rosé", "", "", ""},
	{"§5.3.2.1", "HTTP://www.EXAMPLE.com/", "http://www.example.com/", "", ""},
	// Only an ASCII host is case-insensitive (§5.3.2.1).
	{"§5.3.2.1", "http://ÉXAMPLE.COM/Ü", "http://Éxample.com/Ü", "", ""},
	// NFC is an option (§5.3.2.2): never across a delimiter, never
	// making ASCII other than unreserved.
	{"§5.3.2.2", "http://www.example.org/re\u0301sume\u0301.html", "", "", "http://www.example.org/résumé.html"},
	{"§5.3.2.2", "http://a/x=\u0338;\u037e?\u212a", "http://a/x=%CC%B8;\u037e?\u212a", "", "http://a/x=%CC%B8;\u037e?K"},
	{"§5.3.2.2", "http://\u212aelvin.example/", "", "", "http://kelvin.example/"},
	{"§5.3.2.3", "http://example.org/%7euser", "http://example.org/~user", "", ""},
	{"§5.3.2.3", "http://example.org/r%c3%a9sum%c3%a9/%e2%80%ae%2f", "http://example.org/résumé/%E2%80%AE%2F", "", ""},
	// §4.1: a bidi formatting character's normal form is its escape.
	{"§5.3.2.3", "http://a/\u202e", "http://a/%E2%80%AE", "", ""},
	// iprivate is not iunreserved (§2.2): percent-encoding normalization
	// does not decode it, in the query where an IRI may hold it, and its
	// normal form is its escape.
	{"§5.3.2.3", "http://a/?%EE%80%80", "", "", ""},
	{"§5.3.2.3", "http://a/?\ue000%f3%b0%80%80", "http://a/?%EE%80%80%F3%B0%80%80", "", ""},
	{"§5.3.2.4", "http://例/a/./b/../../ü/%2E%2E/c", "http://例/c", "", ""},
	{"§5.3.3", "http://example.com", "", "http://example.com/", ""},
	{"§5.3.3", "http://example.com:/", "", "http://example.com/", ""},
	{"§5.3.3", "http://example.com:80/ü", "", "http://example.com/ü", ""},
	{"§5.3.3", "http://example.com/?", "", "", ""},
	{"§5.3.3", "http://[2001:DB8:0::1]/é#", "http://[2001:db8:0::1]/é#", "http://[2001:db8::1]/é#", ""},
}

func TestNormalizeGolden(t *testing.T) {
	var b strings.Builder
	sec := ""
	for _, c := range normalizeCases {
		if c.sec != sec {
			sec = c.sec
			fmt.Fprintf(&b, "\n# %s\n", sec)
		}
		i := iri.MustParse(c.in)
		want := c.in
		fmt.Fprintf(&b, "%+q\n", c.in)
		for _, step := range []struct {
			name  string
			n     iri.Normalizer
			level uri.Level
			want  string
		}{
			{"syntax-based", iri.Normalizer{}, uri.SyntaxBased, c.syntax},
			{"scheme-based", iri.Normalizer{}, uri.SchemeBased, c.scheme},
			{"nfc", iri.Normalizer{NFC: true}, uri.SchemeBased, c.nfc},
		} {
			if step.want != "" {
				want = step.want
			}
			got := step.n.Normalize(i, step.level)
			if got.String() != want {
				t.Errorf("%s: %s %+q = %+q, want %+q", c.sec, step.name, c.in, got, want)
			}
			if again := step.n.Normalize(got, step.level); again.String() != got.String() {
				t.Errorf("%s: %s %+q = %+q, then %+q", c.sec, step.name, c.in, got, again)
			}
			if cmp := step.n.Equivalent(i, got, step.level); !cmp.Equal {
				t.Errorf("%s: %s: %+q and %+q: %v", c.sec, step.name, c.in, got, cmp)
			}
			fmt.Fprintf(&b, "  %-13s %+q\n", step.name+":", got)
		}
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "normalize", []byte(strings.TrimPrefix(b.String(), "\n")))
}

// TestEquivalent compares IRIs up the ladder (RFC 3987 §5.3): simple
// string comparison never maps IRIs to URIs (§5.3.1), the levels above
// compare the URIs (§5.3.2.3).
func TestEquivalent(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		n     iri.Normalizer
		level uri.Level
		want  string
	}{
		{"http://a/rosé", "http://a/rosé", iri.Normalizer{}, uri.SchemeBased, "equal at simple-string"},
		{"http://a/rosé", "http://a/ros%C3%A9", iri.Normalizer{}, uri.SimpleString, "differ in path at simple-string"},
		{"http://a/rosé", "http://a/ros%C3%A9", iri.Normalizer{}, uri.SyntaxBased, "equal at syntax-based"},
		{"http://a/rosé", "http://a/rose\u0301", iri.Normalizer{}, uri.SchemeBased, "differ in path at scheme-based"},
		{"http://a/rosé", "http://a/rose\u0301", iri.Normalizer{NFC: true}, uri.SyntaxBased, "equal at syntax-based"},
		{"http://a/rosé", "http://a/rose\u0301", iri.Normalizer{NFC: true}, uri.SimpleString, "differ in path at simple-string"},
		{"http://ü.example", "HTTP://ü.example:80/", iri.Normalizer{}, uri.SchemeBased, "equal at scheme-based"},
		{"http://Ü.example/", "http://ü.example/", iri.Normalizer{}, uri.SchemeBased, "differ in host at scheme-based"},
	} {
		got := c.n.Equivalent(iri.MustParse(c.a), iri.MustParse(c.b), c.level).String()
		if got != c.want {
			t.Errorf("Equivalent(%+q, %+q, %v) with NFC %v: %s, want %s", c.a, c.b, c.level, c.n.NFC, got, c.want)
		}
	}
}

// TestNormalizeProperties checks on IRIs sampled from RFC 3987's grammar
// that normalizing is idempotent, with and without NFC, keeps the kind of
// reference, and gives an IRI equivalent to the input.
func TestNormalizeProperties(t *testing.T) {
	g, _ := newMatcher(t)
	s := sample.New(g, 53)
	n := 400
	if testing.Short() {
		n = 40
	}
	for range n {
		str, ok := s.Sample(g.Rule("IRI-reference"))
		if !ok {
			continue
		}
		i := iri.MustParse(str)
		for _, nz := range []iri.Normalizer{{}, {NFC: true}} {
			for _, level := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
				got := nz.Normalize(i, level)
				if again := nz.Normalize(got, level); again.String() != got.String() {
					t.Errorf("%v, NFC %v: %+q becomes %+q, then %+q", level, nz.NFC, i, got, again)
				}
				if got.IsAbsolute() != i.IsAbsolute() || got.HasAuthority() && !i.HasAuthority() && !i.IsAbsolute() {
					t.Errorf("%v: %+q becomes %+q, another kind of reference", level, i, got)
				}
				if c := nz.Equivalent(i, got, level); !c.Equal {
					t.Errorf("%v, NFC %v: %+q and its normal form %+q: %v", level, nz.NFC, i, got, c)
				}
			}
		}
	}
}

// normalizeViaURIInputs are IRIs whose normal forms take the paths of
// normalization that RFC 3986 §6.2.2 gives URIs beyond ASCII: characters
// beyond ASCII written and percent-encoded in every component, next to
// the percent-encodings, dot-segments and leads of paths that URI
// normalization keeps (package uri's Normalizer.Normalize).
var normalizeViaURIInputs = []string{
	"http://\u00e9xample.com/ros\u00e9/../%C3%A9/./x?q=\u00e9&%C3%A9#\u00e9%C3%A9",
	"HTTP://%C3%89X.example:80/%7e\u00fc/%2e%2E/y",
	"file:///c\u00e9/../x", "file:///c%C3%A9/../x", "file:///\u00e9:/../d:/x",
	"file://%61:/\u00e9", "file://h\u00e9/s/../t", "file://localhost/\u00e9",
	"http:/h\u00e9:%38%30/", "http:/h:%38%30/\u00e9", "https:///../\u00e9vil/x", "http:\u00e9:../../x",
	"a/\u00e9/../b", "\u00e9/./x/..", "./\u00e9:b", "..%2e/\u00e9", "a/..%2E/\u00e9",
	"?\ue000", "?%EE%80%80", "#%EE%80%80", "/%EE%80%80", "/%E2%80%8E\u00e9", "/\u200e",
	"/=\u0338", "/=%CC%B8", "?%CC%B8", "/%C3", "/%C3\u00a9", "/%FC%80", "/%f0%9f%98%80x",
	"//[V1.X]/\u00e9", "//%31.2.3.4/\u00e9", "//\u00e9@h\u00e9:/p", "foo:/a/..//\u00e9",
	"http://[2001:DB8::0:1]/\u00e9", "mailto:\u00e9@EXAMPLE.com", "urn:ISBN:\u00e9",
}

// TestNormalizeViaURI checks that normalizing an IRI is what RFC 3987
// §5.3 says it is: mapping it to a URI (§3.1), normalizing that (RFC 3986
// §6.2) and mapping the result back (§3.2, FromNormalURI), written in one
// pass without the URI; and that Equivalent compares the URIs (§5.3.2.3).
// The IRIs are the table's, those above, IRIs sampled from the grammar
// and the corpora when they are there.
func TestNormalizeViaURI(t *testing.T) {
	var ins []string
	for _, c := range normalizeCases {
		ins = append(ins, c.in)
	}
	ins = append(ins, normalizeViaURIInputs...)
	g, _ := newMatcher(t)
	s := sample.New(g, 59)
	for range 2000 {
		if str, ok := s.Sample(g.Rule("IRI-reference")); ok {
			ins = append(ins, str)
		}
	}
	for _, l := range corpusLines(t) {
		if iri.Valid(l) {
			ins = append(ins, l)
		}
	}
	var n iri.Normalizer
	var un uri.Normalizer
	var prev iri.IRI
	for _, in := range ins {
		i := iri.MustParse(in)
		for _, level := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			got := n.Normalize(i, level)
			want := iri.FromNormalURI(un.Normalize(i.URI(), level))
			if got.String() != want.String() {
				t.Errorf("%v: %+q becomes %+q, via its URI %+q", level, in, got, want)
			}
			for _, j := range []iri.IRI{prev, got, iri.MustParse(i.URI().String()), iri.FromURI(i.URI())} {
				got := n.Equivalent(i, j, level)
				want := un.Equivalent(i.URI(), j.URI(), level)
				if want.Equal && want.Level == uri.SimpleString && i.String() != j.String() {
					want.Level = uri.SyntaxBased
				}
				if got != want {
					t.Errorf("%v: %+q and %+q: %v, via their URIs %v", level, in, j, got, want)
				}
			}
		}
		prev = i
	}
}
