package iri_test

import (
	"encoding/json"
	"errors"
	"net/netip"
	"slices"
	"testing"

	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/iri"
)

// TestComponents reads the components of IRI references (RFC 3987 §2.2),
// absent ("-") told apart from empty, and checks that String gives the
// input back byte for byte.
func TestComponents(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// §1.4 and §3.1's examples, written in UTF-8.
		{"http://résumé.example.org", `scheme="http" userinfo="-" host="résumé.example.org" kind=reg-name port="-" path="" query="-" fragment="-" `},
		{"http://www.example.org/red%09rosé#red", `scheme="http" userinfo="-" host="www.example.org" kind=reg-name port="-" path="/red%09rosé" query="-" fragment="red" `},
		{"http://example.com/\U00010300\U00010301\U00010302", `scheme="http" userinfo="-" host="example.com" kind=reg-name port="-" path="/𐌀𐌁𐌂" query="-" fragment="-" `},
		// Empty components are present: "?", "#", "@", ":" and "//".
		{"foo://ü@[::1]:/p?#", `scheme="foo" userinfo="ü" host="[::1]" kind=ipv6 port="" path="/p" query="" fragment="" `},
		{"//@", `scheme="-" userinfo="" host="" kind=reg-name port="-" path="" query="-" fragment="-" `},
		{"", `scheme="-" userinfo="-" host="-" kind= port="-" path="" query="-" fragment="-" `},
		// ipath-noscheme and ipath-rootless, iprivate in the query only.
		{"ü/é:x?\ue000", `scheme="-" userinfo="-" host="-" kind= port="-" path="ü/é:x" query="\ue000" fragment="-" `},
		{"urn:例:x#ß", `scheme="urn" userinfo="-" host="-" kind= port="-" path="例:x" query="-" fragment="ß" `},
		// The host: first match wins (RFC 3986 §3.2.2).
		{"//1.2.3.4:80", `scheme="-" userinfo="-" host="1.2.3.4" kind=ipv4 port="80" path="" query="-" fragment="-" `},
		{"//1.2.3.400", `scheme="-" userinfo="-" host="1.2.3.400" kind=reg-name port="-" path="" query="-" fragment="-" `},
		{"//01.2.3.4", `scheme="-" userinfo="-" host="01.2.3.4" kind=reg-name port="-" path="" query="-" fragment="-" `},
		{"//[v7.é]", ``}, // IPvFuture is ASCII
		{"//[V7.x]", `scheme="-" userinfo="-" host="[V7.x]" kind=ipvfuture port="-" path="" query="-" fragment="-" `},
		{"//[::ffff:1.2.3.4]", `scheme="-" userinfo="-" host="[::ffff:1.2.3.4]" kind=ipv6 port="-" path="" query="-" fragment="-" `},
	} {
		i, err := iri.Parse(c.in)
		if c.want == "" {
			if err == nil {
				t.Errorf("Parse(%+q) = %q, want an error", c.in, i)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%+q): %v", c.in, err)
			continue
		}
		if got := components(i); got != c.want {
			t.Errorf("Parse(%+q):\n got %s\nwant %s", c.in, got, c.want)
		}
		if i.String() != c.in {
			t.Errorf("Parse(%+q).String() = %q", c.in, i.String())
		}
		if got, want := i.Parts().Path, i.Path(); got != want {
			t.Errorf("Parse(%+q).Parts().Path = %q, want %q", c.in, got, want)
		}
	}
}

// TestErrors checks the errors of Parse and ParseIRI: the offset, the
// component, what is found (invalid UTF-8 said as such) and what the
// grammar expects there, the input quoted and its password hidden.
func TestErrors(t *testing.T) {
	for _, c := range []struct{ op, in, want string }{
		{"parse IRI reference", "http://a b/", `uri: parse IRI reference "http://a b/": space in host at offset 8: a host is a name such as "example.com", or an IP address; expected iunreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input`},
		{"parse IRI reference", "http://ü/\xff", `uri: parse IRI reference "http://ü/\xff": invalid UTF-8 "\xff" in path at offset 10: write it percent-encoded, "%FF"; expected ipchar, "/", "?", "#" or end of input`},
		// A truncated sequence fails at its first byte (gen: "Code points").
		{"parse IRI reference", "/é\xc3", `uri: parse IRI reference "/é\xc3": invalid UTF-8 "\xc3" in path at offset 3: write it percent-encoded, "%C3"; expected ipchar, "/", "?", "#" or end of input`},
		// A surrogate's encoding is no UTF-8.
		{"parse IRI reference", "/\xed\xa0\x80", `uri: parse IRI reference "/\xed\xa0\x80": invalid UTF-8 "\xed" in path at offset 1: write it percent-encoded, "%ED"; expected "/", isegment-nz, "?", "#" or end of input`},
		// iprivate is allowed in the query only (§2.2).
		{"parse IRI reference", "/\ue000", `uri: parse IRI reference "/\ue000": invalid character "\ue000" in path at offset 1: write it percent-encoded, "%EE%80%80"; expected "/", isegment-nz, "?", "#" or end of input`},
		// RFC 3987 has no zone IDs (§2.2, "This syntax does not support
		// IPv6 scoped addressing zone identifiers").
		{"parse IRI reference", "http://[fe80::1%25eth0]/", `uri: parse IRI reference "http://[fe80::1%25eth0]/": invalid character "%" in IP literal at offset 15: brackets hold an IPv6 address, such as "[2001:db8::1]", or an IPvFuture, such as "[v1.x]"; expected HEXDIG, ":", ".", DIGIT or "]"`},
		{"parse IRI reference", "http://u:pä ss@h/", `uri: parse IRI reference "http://u:xxxxxx@h/": invalid character in userinfo at offset 12; expected iunreserved, pct-encoded, sub-delims, ":" or "@"`},
		{"parse IRI", "//a", `uri: parse IRI "//a": no scheme at offset 0: a URI begins with a scheme such as "https:"; expected scheme`},
		{"parse IRI", "é:x", `uri: parse IRI "é:x": invalid character "é" in scheme at offset 0: a scheme is a letter, then letters, digits, "+", "-" or "."; expected scheme`},
		{"parse IRI", "a/b", `uri: parse IRI "a/b": no scheme at offset 1: a URI begins with a scheme such as "https:"; expected ALPHA, DIGIT, "+", "-", "." or ":"`},
		{"parse IRI reference", "a:\u0080", `uri: parse IRI reference "a:\u0080": invalid character "\u0080" in path at offset 2: write it percent-encoded, "%C2%80"; expected "/", ipath-absolute, ipath-rootless, "?", "#" or end of input`},
	} {
		parse := iri.Parse
		if c.op == "parse IRI" {
			parse = iri.ParseIRI
		}
		_, err := parse(c.in)
		if err == nil {
			t.Errorf("%s %+q: no error", c.op, c.in)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("%s %+q:\n got %s\nwant %s", c.op, c.in, err, c.want)
		}
		e, ok := errors.AsType[*iri.Error](err)
		if !ok || e.Op != c.op || e.Input != synerr.Redact(c.in) {
			t.Errorf("%s %+q: error %#v", c.op, c.in, err)
		}
		if _, ok := errors.AsType[*iri.SyntaxError](err); !ok {
			t.Errorf("%s %+q: no *SyntaxError in %v", c.op, c.in, err)
		}
	}
}

// TestValidAllocs checks that Valid never allocates and Parse allocates
// nothing for a valid input.
func TestValidAllocs(t *testing.T) {
	for _, s := range []string{"https://résumé.example/ü?q=€#f", "http://a b/\xff"} {
		if n := testing.AllocsPerRun(100, func() { iri.Valid(s) }); n != 0 {
			t.Errorf("Valid(%+q) allocates %v times", s, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { iri.Parse("https://résumé.example/ü?q=€#f") }); n != 0 {
		t.Errorf("Parse allocates %v times", n)
	}
}

// TestIP reads the host as an address, as package uri does.
func TestIP(t *testing.T) {
	for in, want := range map[string]string{
		"http://192.0.2.1/é":         "192.0.2.1",
		"http://[2001:db8::1]/é":     "2001:db8::1",
		"http://[::ffff:1.2.3.4]/":   "::ffff:1.2.3.4",
		"http://例/":                  "",
		"http://[v1.x]/":             "",
		"/é":                         "",
		"http://1.2.3.400/":          "",
		"http://[2001:db8::1]:80/ü?": "2001:db8::1",
	} {
		a, ok := iri.MustParse(in).IP()
		if got := a.String(); ok != (want != "") || ok && got != want {
			t.Errorf("IP(%+q) = %v, %v; want %q", in, a, ok, want)
		}
		if ok && a != netip.MustParseAddr(want) {
			t.Errorf("IP(%+q) = %v", in, a)
		}
	}
}

// TestText reads and writes IRIs as JSON strings, and refuses an invalid
// one, leaving the value as it was.
func TestText(t *testing.T) {
	var v struct{ I iri.IRI }
	if err := json.Unmarshal([]byte(`{"I":"http://例/ü"}`), &v); err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(v)
	if string(out) != `{"I":"http://例/ü"}` {
		t.Errorf("Marshal = %s", out)
	}
	if err := json.Unmarshal([]byte(`{"I":"a b"}`), &v); err == nil || v.I.String() != "http://例/ü" {
		t.Errorf("Unmarshal of an invalid IRI: %v, %q", err, v.I)
	}
}

// TestSegments splits paths as package uri does (RFC 3986 §3.3).
func TestSegments(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil}, {"http://h", nil}, {"/", []string{""}}, {"/ä/ö/", []string{"ä", "ö", ""}}, {"ä/ö", []string{"ä", "ö"}},
	} {
		if got := iri.MustParse(c.in).Segments(); !slices.Equal(got, c.want) || (got == nil) != (c.want == nil) {
			t.Errorf("Segments(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDetail words errors as the generated parser does.
func TestDetail(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/|":    `expected ipchar, "/", "?", "#" or end of input, found "|"`,
		"http://a/\xff": `expected ipchar, "/", "?", "#" or end of input, found invalid UTF-8 "\xff"`,
		"http://[::1":   `expected HEXDIG, ":", ".", DIGIT or "]", found end of input`,
	} {
		_, err := iri.Parse(in)
		se, ok := errors.AsType[*iri.SyntaxError](err)
		if !ok || se.Detail() != want {
			t.Errorf("Parse(%+q): %v, want %s", in, err, want)
		}
	}
}
