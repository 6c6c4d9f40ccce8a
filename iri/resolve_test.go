package iri_test

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/iri"
)

// resolveBase is the base of the examples of RFC 3986 §5.4.
const resolveBase = "http://a/b/c/d;p?q"

// resolveCases are RFC 3986's examples of resolution, §5.4.1 (normal)
// and §5.4.2 (abnormal), which RFC 3987 §6.5 applies to IRIs.
var resolveCases = []struct{ sec, ref, want string }{
	{"§5.4.1", "g:h", "g:h"}, {"§5.4.1", "g", "http://a/b/c/g"}, {"§5.4.1", "./g", "http://a/b/c/g"},
	{"§5.4.1", "g/", "http://a/b/c/g/"}, {"§5.4.1", "/g", "http://a/g"}, {"§5.4.1", "//g", "http://g"},
	{"§5.4.1", "?y", "http://a/b/c/d;p?y"}, {"§5.4.1", "g?y", "http://a/b/c/g?y"}, {"§5.4.1", "#s", "http://a/b/c/d;p?q#s"},
	{"§5.4.1", "g#s", "http://a/b/c/g#s"}, {"§5.4.1", "g?y#s", "http://a/b/c/g?y#s"}, {"§5.4.1", ";x", "http://a/b/c/;x"},
	{"§5.4.1", "g;x", "http://a/b/c/g;x"}, {"§5.4.1", "g;x?y#s", "http://a/b/c/g;x?y#s"}, {"§5.4.1", "", "http://a/b/c/d;p?q"},
	{"§5.4.1", ".", "http://a/b/c/"}, {"§5.4.1", "./", "http://a/b/c/"}, {"§5.4.1", "..", "http://a/b/"},
	{"§5.4.1", "../", "http://a/b/"}, {"§5.4.1", "../g", "http://a/b/g"}, {"§5.4.1", "../..", "http://a/"},
	{"§5.4.1", "../../", "http://a/"}, {"§5.4.1", "../../g", "http://a/g"},
	{"§5.4.2", "../../../g", "http://a/g"}, {"§5.4.2", "../../../../g", "http://a/g"}, {"§5.4.2", "/./g", "http://a/g"},
	{"§5.4.2", "/../g", "http://a/g"}, {"§5.4.2", "g.", "http://a/b/c/g."}, {"§5.4.2", ".g", "http://a/b/c/.g"},
	{"§5.4.2", "g..", "http://a/b/c/g.."}, {"§5.4.2", "..g", "http://a/b/c/..g"}, {"§5.4.2", "./../g", "http://a/b/g"},
	{"§5.4.2", "./g/.", "http://a/b/c/g/"}, {"§5.4.2", "g/./h", "http://a/b/c/g/h"}, {"§5.4.2", "g/../h", "http://a/b/c/h"},
	{"§5.4.2", "g;x=1/./y", "http://a/b/c/g;x=1/y"}, {"§5.4.2", "g;x=1/../y", "http://a/b/c/y"}, {"§5.4.2", "g?y/./x", "http://a/b/c/g?y/./x"},
	{"§5.4.2", "g?y/../x", "http://a/b/c/g?y/../x"}, {"§5.4.2", "g#s/./x", "http://a/b/c/g#s/./x"}, {"§5.4.2", "g#s/../x", "http://a/b/c/g#s/../x"},
	{"§5.4.2", "http:g", "http:g"},
}

// international writes an example of RFC 3986 §5.4 with characters beyond
// ASCII: each letter of the host, the path, the query and the fragment
// that it names becomes one beyond ASCII, and "d;p" gets an escape that
// must pass through unchanged (so must one of UTF-8, and a "%25").
func international(s string) string {
	scheme := ""
	if i := strings.Index(s, ":"); i > 0 && !strings.ContainsAny(s[:i], "/?#") {
		scheme, s = s[:i+1], s[i+1:]
	}
	s = strings.NewReplacer("a", "ä", "b", "ḃ", "c", "ç", "g", "ğ", "y", "ÿ", "s", "ş", "d;p", "d%3B%25p%C3%A9").Replace(s)
	return scheme + s
}

// TestResolveExamples resolves the examples of RFC 3986 §5.4 as IRIs
// (RFC 3987 §6.5): as they are, where the result must be package uri's,
// and with characters beyond ASCII in every component.
func TestResolveExamples(t *testing.T) {
	for _, c := range resolveCases {
		for _, f := range []func(string) string{func(s string) string { return s }, international} {
			base, ref, want := f(resolveBase), f(c.ref), f(c.want)
			got := iri.MustParse(base).ResolveReference(iri.MustParse(ref))
			reparses(t, "ResolveReference", got)
			if got.String() != want {
				t.Errorf("%s: %+q against %+q = %+q, want %+q", c.sec, ref, base, got, want)
			}
			if r, ok := iri.MustParse(base).Relative(got); !ok {
				t.Errorf("%s: no reference from %+q to %+q", c.sec, base, got)
			} else if back := iri.MustParse(base).ResolveReference(r); back.String() != got.String() {
				t.Errorf("%s: Relative(%+q, %+q) = %+q, which resolves to %+q", c.sec, base, got, r, back)
			}
		}
	}
}

// TestResolveProperties checks, on IRIs sampled from RFC 3987's grammar,
// that resolving IRIs and mapping the result to a URI is resolving the
// URIs they map to (RFC 3987 §3.1: "there is no need to define
// resolution separately on the IRI level"), and that Relative finds a
// reference back.
func TestResolveProperties(t *testing.T) {
	g, _ := newMatcher(t)
	s := sample.New(g, 65)
	n := 300
	if testing.Short() {
		n = 30
	}
	var bases, refs []iri.IRI
	for range n {
		if str, ok := s.Sample(g.Rule("IRI")); ok {
			bases = append(bases, iri.MustParse(str))
		}
		if str, ok := s.Sample(g.Rule("IRI-reference")); ok {
			refs = append(refs, iri.MustParse(str))
		}
	}
	for k, b := range bases {
		for _, r := range refs[k%7*len(refs)/7:][:min(len(refs)/7, 20)] {
			got := b.ResolveReference(r)
			reparses(t, "ResolveReference", got)
			if want := b.URI().ResolveReference(r.URI()); got.URI().String() != want.String() {
				t.Errorf("%+q against %+q = %+q, mapped %q; the URIs resolve to %q", r, b, got, got.URI(), want)
			}
			if rel, ok := b.Relative(got); ok {
				if back := b.ResolveReference(rel); back.String() != got.String() {
					t.Errorf("Relative(%+q, %+q) = %+q, which resolves to %+q", b, got, rel, back)
				}
			}
		}
	}
}
