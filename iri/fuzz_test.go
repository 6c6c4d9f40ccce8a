package iri_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/iri"
)

// FuzzParse compares Parse, ParseIRI and Valid with the reference matcher
// on arbitrary inputs (see differ): acceptance, the offset and
// expectations of a failure, the components. Its seed corpus is
// handInputs and testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	for _, s := range handInputs {
		f.Add(s)
	}
	_, m := newMatcher(f)
	f.Fuzz(func(t *testing.T, in string) {
		for _, rule := range []string{"IRI-reference", "IRI"} {
			if d := differ(m, rule, in); d != "" {
				t.Fatalf("%s %+q: %s", rule, in, d)
			}
		}
	})
}

// FuzzMapping checks the mappings between IRIs and URIs (RFC 3987 §3.1,
// §3.2; see checkMapping) on the input read as a URI, as an IRI mapped to
// a URI, and with every byte escaped, and the escaping of the input as
// data for each component (see checkEscape).
func FuzzMapping(f *testing.F) {
	for _, c := range fromURICases {
		f.Add(c.in)
	}
	for _, s := range handInputs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if u, err := uri.Parse(in); err == nil {
			checkMapping(t, u)
		}
		if i, err := iri.Parse(in); err == nil {
			checkMapping(t, i.URI())
		}
		checkMapping(t, uri.MustParse("/"+uri.Escape(in, uri.InSegment)+"?"+uri.Escape(in, uri.InQuery)))
		for c := uri.InUserinfo; c <= uri.InFragment; c++ {
			checkEscape(t, in, c)
		}
	})
}

// FuzzNormalize checks that normalizing an IRI, with and without NFC, is
// idempotent and gives an equivalent IRI, and that resolving against it
// agrees with resolving the URIs they map to.
func FuzzNormalize(f *testing.F) {
	for _, c := range normalizeCases {
		f.Add(c.in, "../ü")
	}
	f.Fuzz(func(t *testing.T, in, ref string) {
		i, err := iri.Parse(in)
		if err != nil {
			return
		}
		for _, n := range []iri.Normalizer{{}, {NFC: true}} {
			for _, level := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
				got := n.Normalize(i, level)
				reparses(t, "Normalize", got)
				if again := n.Normalize(got, level); again.String() != got.String() {
					t.Fatalf("%v, NFC %v: %+q becomes %+q, then %+q", level, n.NFC, i, got, again)
				}
				if c := n.Equivalent(i, got, level); !c.Equal {
					t.Fatalf("%v, NFC %v: %+q and its normal form %+q: %v", level, n.NFC, i, got, c)
				}
			}
		}
		r, err := iri.Parse(ref)
		if err != nil || !i.IsAbsolute() {
			return
		}
		got := i.ResolveReference(r)
		reparses(t, "ResolveReference", got)
		if want := i.URI().ResolveReference(r.URI()); got.URI().String() != want.String() {
			t.Fatalf("%+q against %+q = %+q; the URIs resolve to %q", r, i, got, want)
		}
		if rel, ok := i.Relative(got); ok {
			reparses(t, "Relative", rel)
			if back := i.ResolveReference(rel); back.String() != got.String() {
				t.Fatalf("Relative(%+q, %+q) = %+q, which resolves to %+q", i, got, rel, back)
			}
		}
	})
}
