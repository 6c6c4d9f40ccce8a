package iri_test

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/internal/idnacap"
	"github.com/abnf-uri/uri/iri"
	"github.com/sebdah/goldie/v2"
	"golang.org/x/text/unicode/norm"
)

// The expectations of the mapping tests are in the tables below and in
// testdata/mapping.golden, which they write: rewrite it with
// `go test -run Mapping -update ./iri/` after changing a table, and read
// the diff.

// toURICases are IRIs and the URIs they map to (RFC 3987 §3.1), and with
// IDNA for the host ("" when the same; "error" when it fails).
var toURICases = []struct{ sec, in, want, idna string }{
	{"§3.1", "http://résumé.example.org", "http://r%C3%A9sum%C3%A9.example.org", "http://xn--rsum-bpad.example.org"},
	{"§3.1", "http://www.example.org/red%09rosé#red", "http://www.example.org/red%09ros%C3%A9#red", ""},
	{"§3.1", "http://example.com/\U00010300\U00010301\U00010302", "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82", ""},
	{"§3.1", "http://validator.w3.org/check?uri=http%3A%2F%2Frésumé.example.org", "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org", ""},
	// The mapping is the identity on URIs (§3.1).
	{"§3.1", "HTTP://Example.COM/%7e%2F?a=b#c", "HTTP://Example.COM/%7e%2F?a=b#c", ""},
	// §4.1: bidi formatting characters are ucschar, and mapped as such.
	{"§4.1", "http://a/\u202e?\u200e", "http://a/%E2%80%AE?%E2%80%8E", ""},
	{"§2.2", "http://a/?\ue000\U0010FFFD", "http://a/?%EE%80%80%F4%8F%BF%BD", ""},
	// IDNA: percent-encoded UTF-8 is decoded first; an ASCII name, and
	// an IP literal, are kept as written; a name ToASCII refuses is an
	// error.
	{"§3.1", "http://r%C3%A9sum%C3%A9.example.org/ü", "http://r%C3%A9sum%C3%A9.example.org/%C3%BC", "http://xn--rsum-bpad.example.org/%C3%BC"},
	{"§3.1", "http://Bücher.EXAMPLE:8080/", "http://B%C3%BCcher.EXAMPLE:8080/", "http://xn--bcher-kva.example:8080/"},
	{"§3.1", "http://Example.COM/ü", "http://Example.COM/%C3%BC", ""},
	{"§3.1", "http://u:ü@[::1]/", "http://u:%C3%BC@[::1]/", ""},
	{"§3.1", "http://a%FFü/", "http://a%FF%C3%BC/", "error"},
	{"§3.1", "http://ü!.example/", "http://%C3%BC!.example/", "error"},
}

// fromURICases are URIs and the IRIs they map to (RFC 3987 §3.2).
var fromURICases = []struct{ sec, in, want string }{
	{"§3.2.1", "http://www.example.org/D%C3%BCrst", "http://www.example.org/Dürst"},
	{"§3.2.1", "http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"},
	{"§3.2.1", "http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE"},
	{"§6.4", "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9", "http://www.example.org/r%E9sum%E9.xml#résumé"},
	// Step 2: "%", reserved characters and ASCII not allowed in URIs stay
	// as written; unreserved ones are decoded.
	{"§3.2", "http://a/%25%2f%3A%20%7B%7e%41?%26=%3d#%23", "http://a/%25%2f%3A%20%7B~A?%26=%3d#%23"},
	// Step 3: octets that are no UTF-8 (truncated, overlong, surrogate).
	{"§3.2", "/%C3%A9%C3/%C0%AF/%ED%A0%80/%e9", "/é%C3/%C0%AF/%ED%A0%80/%E9"},
	// Step 4: what the grammar does not allow where it is (§2.2): C1
	// controls, noncharacters, tags, iprivate outside the query.
	{"§3.2", "/%C2%80%EF%B7%90%F3%A0%80%81%EE%80%80?%EE%80%80#%EE%80%80", "/%C2%80%EF%B7%90%F3%A0%80%81%EE%80%80?\ue000#%EE%80%80"},
	// Step 4: bidi formatting characters (§4.1), and the isolates.
	{"§4.1", "/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD%E2%80%AE%E2%81%A6%D8%9C", "/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD%E2%80%AE%E2%81%A6%D8%9C"},
	// What would change the meaning: dot-segments, and a combining
	// character NFC would join to a delimiter or an escape.
	{"§3.2", "http://a/b/%2E%2E/%2e/c%2E/.%2E", "http://a/b/%2E%2E/%2e/c./.%2E"},
	{"§3.2", "/a%CC%81/=%CC%B8/%2F%CC%81/%CC%81?%CC%81#x%CC%81", "/a\u0301/=%CC%B8/%2F%CC%81/%CC%81?%CC%81#x\u0301"},
	// Every component that may hold escapes.
	{"§3.2", "foo://%C3%BC:%C3%A9@r%C3%A9sum%C3%A9.example:8080/%E4%BE%8B?%E2%82%AC#%C3%9F", "foo://ü:é@résumé.example:8080/例?€#ß"},
	{"§3.2", "mailto:%E4%BE%8B@example.org", "mailto:例@example.org"},
}

func TestMappingGolden(t *testing.T) {
	var b strings.Builder
	b.WriteString("# IRI to URI (RFC 3987 §3.1): IRI, URI, URI with IDNA for the host\n")
	for _, c := range toURICases {
		i := iri.MustParse(c.in)
		got := i.URI().String()
		if got != c.want {
			t.Errorf("%s: URI(%+q) = %q, want %q", c.sec, c.in, got, c.want)
		}
		want := c.idna
		if want == "" {
			want = c.want
		}
		gotIDNA := "error"
		if u, err := i.URIWithIDNA(); err == nil {
			gotIDNA = u.String()
		} else if _, ok := err.(*iri.Error); !ok {
			t.Errorf("%s: URIWithIDNA(%+q): error %T, want *iri.Error", c.sec, c.in, err)
		}
		if gotIDNA != want {
			t.Errorf("%s: URIWithIDNA(%+q) = %q, want %q", c.sec, c.in, gotIDNA, want)
		}
		fmt.Fprintf(&b, "%-7s %+q\n        %s\n        %s\n", c.sec, c.in, got, gotIDNA)
	}
	b.WriteString("\n# URI to IRI (RFC 3987 §3.2): URI, IRI\n")
	for _, c := range fromURICases {
		got := iri.FromURI(uri.MustParse(c.in)).String()
		if got != c.want {
			t.Errorf("%s: FromURI(%q) = %+q, want %+q", c.sec, c.in, got, c.want)
		}
		fmt.Fprintf(&b, "%-7s %s\n        %+q\n", c.sec, c.in, got)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "mapping", []byte(b.String()))
}

var hexEscape = regexp.MustCompile(`%[0-9a-fA-F]{2}`)

// canon writes a URI reference with its unreserved characters decoded and
// every escape in uppercase: what RFC 3987 §3.2 says survives a mapping
// to an IRI and back.
func canon(t *testing.T, s string) string {
	d, err := uri.UnescapeUnreserved(s)
	if err != nil {
		t.Fatal(err)
	}
	return hexEscape.ReplaceAllStringFunc(d, strings.ToUpper)
}

// checkMapping checks the mappings both ways on u and on the IRI it maps
// to: FromURI gives a valid IRI that maps back to u but for case and
// unreserved characters (§3.2); URI is idempotent and the identity on
// URIs (§3.1); an IRI whose characters are all safe to decode and that
// holds no escape comes back from the round trip IRI → URI → IRI as it
// was.
func checkMapping(t *testing.T, u uri.URI) {
	i := iri.FromURI(u)
	if _, err := iri.Parse(i.String()); err != nil {
		t.Fatalf("FromURI(%q) = %+q: %v", u, i, err)
	}
	reparses(t, "FromURI", i)
	reparsesURI(t, "URI", i.URI())
	if got, want := canon(t, i.URI().String()), canon(t, u.String()); got != want {
		t.Errorf("FromURI(%q) = %+q, which maps back to %q, want %q", u, i, i.URI(), want)
	}
	if got := iri.MustParse(u.String()).URI(); got.String() != u.String() {
		t.Errorf("URI(%q) = %q: the mapping is the identity on URIs", u, got)
	}
	if got := iri.MustParse(i.URI().String()).URI(); got.String() != i.URI().String() {
		t.Errorf("URI is not idempotent on %q: %q", i.URI(), got)
	}
	if safe(i.String()) {
		if back := iri.FromURI(i.URI()); back.String() != i.String() {
			t.Errorf("IRI %+q maps to %q and back to %+q", i, i.URI(), back)
		}
	}
}

// safe reports whether s holds no escape and only characters FromURI
// decodes: no bidi formatting character, no combining character after a
// delimiter, no dot-segment.
func safe(s string) bool {
	if strings.Contains(s, "%") {
		return false
	}
	data := false
	for _, r := range s {
		switch {
		case r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E || r == 0x061C || 0x2066 <= r && r <= 0x2069:
			return false
		case r >= utf8.RuneSelf && !data && !norm.NFC.PropertiesString(string(r)).BoundaryBefore():
			return false
		}
		data = r >= utf8.RuneSelf || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || strings.ContainsRune("-._~", r)
	}
	return true
}

// TestMappingProperties checks the mappings both ways (see checkMapping)
// on the URIs of the examples, on URIs sampled from RFC 3986's grammar
// with escapes of UTF-8 put in, on IRIs sampled from RFC 3987's, and on
// the corpora with ../shared.
func TestMappingProperties(t *testing.T) {
	g, _ := newMatcher(t)
	s := sample.New(g, 1)
	var inputs []string
	for _, c := range fromURICases {
		inputs = append(inputs, c.in)
	}
	n := 400
	if testing.Short() {
		n = 40
	}
	for range n {
		str, ok := s.Sample(g.Rule("IRI-reference"))
		if !ok {
			continue
		}
		inputs = append(inputs, iri.MustParse(str).URI().String())
	}
	for _, l := range corpusLines(t) {
		if u, err := uri.Parse(l); err == nil && strings.Contains(l, "%") {
			inputs = append(inputs, u.String())
		}
	}
	for _, in := range inputs {
		checkMapping(t, uri.MustParse(in))
	}
	t.Logf("%d URIs", len(inputs))
}

// TestURIWithIDNALongLabel checks that a name with a label of 60 KB,
// 20,000 code points beyond ASCII, each different, is refused as longer
// than an A-label may be (RFC 5890 §2.3.2.1, RFC 1034 §3.1), before
// Punycode encodes it, which is quadratic (BenchmarkURIWithIDNALongLabel
// shows the time); and that a label that fits in 63 octets is not.
func TestURIWithIDNALongLabel(t *testing.T) {
	_, err := iri.MustParse("http://" + longLabel() + ".example/").URIWithIDNA()
	_, isLabel := errors.AsType[*idnacap.LabelError](err)
	if e, ok := errors.AsType[*iri.Error](err); !ok || e.Op != "IRI to URI" || !isLabel {
		t.Errorf("URIWithIDNA: %.200v", err)
	}
	for _, c := range []struct {
		host string
		ok   bool
	}{
		{strings.Repeat("\u00fc", 59), false}, // "xn--" and 61 octets of Punycode
		{strings.Repeat("a", 50) + "\u00fc", true},
		{strings.Repeat("a", 60) + "\u00fc", false},
		{strings.Repeat("\u00ad", 1000) + "\u00fc", true}, // soft hyphens are removed
	} {
		u, err := iri.MustParse("http://" + c.host + "/").URIWithIDNA()
		if (err == nil) != c.ok {
			t.Errorf("URIWithIDNA(%q) = %q, %v", c.host, u, err)
		}
	}
}

// longLabel is 20,000 code points beyond ASCII, each different: 60 KB.
func longLabel() string {
	var b strings.Builder
	for i := range 20000 {
		b.WriteRune(rune(0x4e00 + i))
	}
	return b.String()
}

// BenchmarkURIWithIDNALongLabel maps an IRI with one label of 60 KB
// (TestURIWithIDNALongLabel).
func BenchmarkURIWithIDNALongLabel(b *testing.B) {
	i := iri.MustParse("http://" + longLabel() + ".example/")
	for b.Loop() {
		if _, err := i.URIWithIDNA(); err == nil {
			b.Fatal("a 60 KB label is accepted")
		}
	}
}

// reparses checks that i, the result of op, is the IRI its text parses
// to, record and all: the operations write the record with the text and
// parse nothing.
func reparses(t *testing.T, op string, i iri.IRI) {
	t.Helper()
	if p, err := iri.Parse(i.String()); err != nil || p != i {
		t.Errorf("%s: %+q parses to %#v (%v), but is %#v", op, i, p, err, i)
	}
}

// reparsesURI is reparses for a URI.
func reparsesURI(t *testing.T, op string, u uri.URI) {
	t.Helper()
	if p, err := uri.Parse(u.String()); err != nil || p != u {
		t.Errorf("%s: %q parses to %#v (%v), but is %#v", op, u, p, err, u)
	}
}
