package scheme

import (
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/sample"
)

// TestParts checks the components Parts reads off the spans of the
// generated parsers for mailto (RFC 6068 §2), urn (RFC 8141 §2), data
// (RFC 2397 §3), news and nntp (RFC 5538 §3, §4) URIs: lists of
// addresses and header fields, the r-component that ends at the first
// "?=" (RFC 8141 §2.3.1), empty components, ";base64" in any case.
func TestParts(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []Part
	}{
		{"mailto:joe@example.com", []Part{{"to", "joe@example.com"}}},
		{"mailto:a@b,c@d?x=y&z=&=w", []Part{{"to", "a@b"}, {"to", "c@d"}, {"hfname", "x"}, {"hfvalue", "y"}, {"hfname", "z"}, {"hfvalue", ""}, {"hfname", ""}, {"hfvalue", "w"}}},
		{"mailto:?to=a@b&cc=c@d#x", []Part{{"hfname", "to"}, {"hfvalue", "a@b"}, {"hfname", "cc"}, {"hfvalue", "c@d"}}},
		{"mailto:", nil},
		{"mailto:?=", []Part{{"hfname", ""}, {"hfvalue", ""}}},
		{"mailto:%22not%40me%22@example.org,b@c", []Part{{"to", "%22not%40me%22@example.org"}, {"to", "b@c"}}},
		{"urn:example:a123,z456?+abc#789", []Part{{"nid", "example"}, {"nss", "a123,z456"}, {"r-component", "abc"}, {"f-component", "789"}}},
		{"urn:ex:b?+r?=q", []Part{{"nid", "ex"}, {"nss", "b"}, {"r-component", "r"}, {"q-component", "q"}}},
		{"urn:ex:b?+r?=q?=p", []Part{{"nid", "ex"}, {"nss", "b"}, {"r-component", "r"}, {"q-component", "q?=p"}}},
		{"urn:ex:b?+r?+s?=q", []Part{{"nid", "ex"}, {"nss", "b"}, {"r-component", "r?+s"}, {"q-component", "q"}}},
		{"urn:ex:b?=q?+r", []Part{{"nid", "ex"}, {"nss", "b"}, {"q-component", "q?+r"}}},
		{"urn:ex:b?+x?=/y", []Part{{"nid", "ex"}, {"nss", "b"}, {"r-component", "x"}, {"q-component", "/y"}}},
		{"urn:ex:b?+x?=", []Part{{"nid", "ex"}, {"nss", "b"}, {"r-component", "x"}, {"q-component", ""}}},
		{"urn:ex:b#", []Part{{"nid", "ex"}, {"nss", "b"}, {"f-component", ""}}},
		{"urn:ex:b?+r?=q#f?=x", []Part{{"nid", "ex"}, {"nss", "b"}, {"r-component", "r"}, {"q-component", "q"}, {"f-component", "f?=x"}}},
		{"URN:EX:B?+R", []Part{{"nid", "EX"}, {"nss", "B"}, {"r-component", "R"}}},
		{"data:,", []Part{{"mediatype", ""}, {"data", ""}}},
		{"data:;base64,", []Part{{"mediatype", ""}, {"base64", "base64"}, {"data", ""}}},
		{"data:;BASE64,x", []Part{{"mediatype", ""}, {"base64", "base64"}, {"data", "x"}}},
		{"data:a/b;base64=x,y", []Part{{"mediatype", "a/b;base64=x"}, {"data", "y"}}},
		{"data:a/b;c=d;base64,e", []Part{{"mediatype", "a/b;c=d"}, {"base64", "base64"}, {"data", "e"}}},
		{"data:text/plain;charset=utf-8,a,b#f", []Part{{"mediatype", "text/plain;charset=utf-8"}, {"data", "a,b"}}},
		{"DATA:,x", []Part{{"mediatype", ""}, {"data", "x"}}},
		{"news:p0624081dc30b8699bf9b@example.org", []Part{{"article", "p0624081dc30b8699bf9b@example.org"}}},
		{"news://u@h:119/a@b#f", []Part{{"article", "a@b"}}},
		{"news:example.group.*", []Part{{"newsgroups", "example.group.*"}}},
		{"news://news.server.example/", []Part{{"newsgroups", ""}}},
		{"news:", []Part{{"newsgroups", ""}}},
		{"nntp://news.server.example/example.group.this", []Part{{"group", "example.group.this"}}},
		{"nntp://h/example.group.n%2Fa/12345", []Part{{"group", "example.group.n%2Fa"}, {"article-number", "12345"}}},
	} {
		got, ok := Parts(tt.in)
		if !ok || !slices.Equal(got, tt.want) {
			t.Errorf("Parts(%q) = %q, %v; want %q", tt.in, got, ok, tt.want)
		}
	}
}

// TestPartsJoin checks, on strings sampled from the rules of mailto, urn
// and data and one-byte mutations of them, that the parts of each valid
// one, joined by the delimiters of its grammar, give it back (but for the
// fragment of a scheme whose rule leaves it apart).
func TestPartsJoin(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 100
	}
	for _, name := range []string{"mailto", "urn", "data"} {
		sc, _ := Lookup(name)
		g := loadGrammar(t, sc.Grammar)
		smp := sample.New(g, 6068)
		valid := 0
		for range n {
			s, ok := smp.Sample(g.Rule(sc.Rule))
			if !ok {
				continue
			}
			for _, in := range []string{s, smp.Mutate(s)} {
				parts, ok := Parts(in)
				if !ok {
					continue
				}
				valid++
				want := in
				if i := strings.IndexByte(in, '#'); i >= 0 && sc.Fragment == FragmentApart {
					want = in[:i] // the fragment is no part of the scheme's
				}
				if got := join(in, parts); got != want {
					t.Errorf("Parts(%q) = %q, joined %q, want %q", in, parts, got, want)
				}
			}
		}
		if valid < n/2 {
			t.Errorf("%s: %d valid samples of %d", name, valid, 2*n)
		}
	}
}

// join writes the parts of in, a URI of scheme mailto, urn or data, with
// the delimiters of its rule, the scheme and ";base64" as in writes them.
func join(in string, parts []Part) string {
	colon := strings.IndexByte(in, ':')
	b := []byte(in[:colon+1])
	hf := 0
	for i, p := range parts {
		switch p.Name {
		case "to":
			if i > 0 {
				b = append(b, ',')
			}
		case "hfname":
			if hf == 0 {
				b = append(b, '?')
			} else {
				b = append(b, '&')
			}
			hf++
		case "hfvalue":
			b = append(b, '=')
		case "nss":
			b = append(b, ':')
		case "r-component":
			b = append(b, "?+"...)
		case "q-component":
			b = append(b, "?="...)
		case "f-component":
			b = append(b, '#')
		case "base64":
			b = append(b, in[len(b):len(b)+len(";base64")]...)
			continue
		case "data":
			b = append(b, ',')
		}
		b = append(b, p.Value...)
	}
	return string(b)
}
