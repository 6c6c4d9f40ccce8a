package uri_test

import (
	"errors"
	"testing"

	"github.com/abnf-uri/uri"
)

// The zero URI is the empty relative reference (RFC 3986 §4.2): every
// component absent, the path empty.
func TestZeroURI(t *testing.T) {
	var u uri.URI
	parsed, err := uri.Parse("")
	if err != nil {
		t.Fatal(err)
	}
	if u.Parts() != parsed.Parts() || u.String() != "" || u.HostKind() != uri.NoHost || u.IsAbsolute() || u.HasAuthority() {
		t.Errorf("zero URI: %+v, want %+v", u.Parts(), parsed.Parts())
	}
	if _, ok := u.Query(); ok {
		t.Error("zero URI has a query")
	}
	if got, err := (uri.Parts{}).URI(); err != nil || got != u {
		t.Errorf("Parts{}.URI() = %+v, %v", got.Parts(), err)
	}
}

// Absent and empty components differ (RFC 3986 §5.3): "http://a/?" has an
// empty query, "http://a/" none.
func TestAbsentAndEmpty(t *testing.T) {
	tests := []struct {
		in                             string
		query, fragment, port, userinf bool
	}{
		{"http://a/?", true, false, false, false},
		{"http://a/", false, false, false, false},
		{"x#", false, true, false, false},
		{"x", false, false, false, false},
		{"http://a:/", false, false, true, false},
		{"http://@a/", false, false, false, true},
		{"//@:?#", true, true, true, true},
	}
	for _, tt := range tests {
		u := uri.MustParse(tt.in)
		_, q := u.Query()
		_, f := u.Fragment()
		_, p := u.Port()
		_, ui := u.Userinfo()
		if q != tt.query || f != tt.fragment || p != tt.port || ui != tt.userinf {
			t.Errorf("%q: query %v fragment %v port %v userinfo %v", tt.in, q, f, p, ui)
		}
		if v, err := u.Parts().URI(); u.String() != tt.in || err != nil || v != u {
			t.Errorf("%q does not recompose to itself", tt.in)
		}
	}
}

// Host kinds follow RFC 3986 §3.2.2's "first-match-wins": a host that
// matches IPv4address is one, even though it is a reg-name too.
func TestHostKinds(t *testing.T) {
	tests := []struct {
		host string
		kind uri.HostKind
	}{
		{"1.2.3.4", uri.IPv4},
		{"250.1.1.1", uri.IPv4},
		{"1.2.3.400", uri.RegName}, // 400 is no dec-octet
		{"1.2.3.4.5", uri.RegName}, // five labels
		{"01.2.3.4", uri.RegName},  // dec-octet has no leading zero
		{"[::1]", uri.IPv6},        // IP-literal
		{"[::1.2.3.4]", uri.IPv6},  // with an IPv4address inside
		{"[v7.a]", uri.IPvFuture},  // IP-literal
		{"example.com", uri.RegName},
		{"", uri.RegName}, // an empty reg-name
	}
	for _, tt := range tests {
		u, err := uri.Parse("http://" + tt.host + "/")
		if err != nil {
			t.Fatalf("%q: %v", tt.host, err)
		}
		if host, _ := u.Host(); host != tt.host || u.HostKind() != tt.kind {
			t.Errorf("host %q: got %q of kind %v, want kind %v", tt.host, host, u.HostKind(), tt.kind)
		}
	}
	if u := uri.MustParse("mailto:a@b"); u.HostKind() != uri.NoHost {
		t.Errorf("mailto:a@b has host kind %v", u.HostKind())
	}
}

// TestValid checks that Valid answers as Parse does (RFC 3986 §4.1,
// URI-reference) and never allocates, whatever the input; and that Parse
// allocates nothing for a valid input.
func TestValid(t *testing.T) {
	for _, s := range []string{
		"", "http://a/", "http://1.2.3.400/", "http://[1::]/", "//[v7.a]/?#",
		"http://a b/", "http://[::1", "%zz", "http://a/%", "a:b:c", "1a:b", "\x00", "http://a/\xff",
	} {
		_, err := uri.Parse(s)
		if got := uri.Valid(s); got != (err == nil) {
			t.Errorf("Valid(%q) = %v; Parse: %v", s, got, err)
		}
		if n := testing.AllocsPerRun(20, func() { uri.Valid(s) }); n != 0 {
			t.Errorf("Valid(%q): %v allocations, want 0", s, n)
		}
		if n := testing.AllocsPerRun(20, func() { uri.Parse(s) }); err == nil && n != 0 {
			t.Errorf("Parse(%q): %v allocations, want 0", s, n)
		}
	}
}

// mustURI is p.URI() for parts known to make a URI reference.
func mustURI(p uri.Parts) uri.URI {
	u, err := p.URI()
	if err != nil {
		panic(err)
	}
	return u
}

// TestPartsURI checks how Parts.URI reads its fields (RFC 3986 §5.3): a
// field that is set is present, whatever its Has field; a Has field makes
// an empty component present; a userinfo or a port makes an authority.
// And that it refuses, naming the component, what makes no URI reference.
func TestPartsURI(t *testing.T) {
	for _, tt := range []struct {
		p    uri.Parts
		want string
	}{
		{uri.Parts{Scheme: "https", Host: "h", Port: "8443", Path: "/x"}, "https://h:8443/x"},
		{uri.Parts{Scheme: "https", Host: "h"}, "https://h"},
		{uri.Parts{Scheme: "https", HasAuthority: true, Path: "/x"}, "https:///x"},
		{uri.Parts{Scheme: "mailto", Path: "a@b"}, "mailto:a@b"},
		{uri.Parts{Userinfo: "u", Host: "h"}, "//u@h"},
		{uri.Parts{HasUserinfo: true, Host: "h"}, "//@h"},
		{uri.Parts{Userinfo: "u"}, "//u@"},
		{uri.Parts{Port: "80"}, "//:80"},
		{uri.Parts{HasPort: true, Host: "h"}, "//h:"},
		{uri.Parts{Path: "a", Query: "q"}, "a?q"},
		{uri.Parts{Path: "a", HasQuery: true}, "a?"},
		{uri.Parts{Fragment: "f"}, "#f"},
		{uri.Parts{HasFragment: true}, "#"},
		{uri.Parts{HasQuery: true, HasFragment: true}, "?#"},
		{uri.Parts{Host: "[::1]", Path: "/"}, "//[::1]/"},
		{uri.Parts{Path: "./a:b"}, "./a:b"},
		{uri.Parts{}, ""},
		// RFC 3986 §3.3: after an authority, a path is empty or begins
		// with "/"; URI puts the "/" in, as net/url's URL.String does.
		{uri.Parts{Scheme: "https", Host: "example.com", Path: "files/x"}, "https://example.com/files/x"},
		{uri.Parts{Host: "h", Path: "x"}, "//h/x"},
		{uri.Parts{HasAuthority: true, Path: "x:y"}, "///x:y"},
		{uri.Parts{Scheme: "s", Host: "h", Path: "a", Query: "q"}, "s://h/a?q"},
	} {
		u, err := tt.p.URI()
		if err != nil || u.String() != tt.want {
			t.Errorf("%+v.URI() = %q, %v; want %q", tt.p, u, err, tt.want)
			continue
		}
		if p := uri.MustParse(tt.want); p != u {
			t.Errorf("%+v.URI() = %#v, but its text parses to %#v", tt.p, u, p)
		}
		if n := testing.AllocsPerRun(20, func() { tt.p.URI() }); n > 1 {
			t.Errorf("%+v.URI(): %v allocations, want 1", tt.p, n)
		}
	}
	for _, tt := range []struct {
		p         uri.Parts
		component string
		offset    int
	}{
		{uri.Parts{HasScheme: true, Path: "x"}, "scheme", 0},
		{uri.Parts{Scheme: "1a", Path: "x"}, "scheme", 0},
		{uri.Parts{Scheme: "a b", Path: "x"}, "scheme", 1},
		{uri.Parts{Userinfo: "u@v", Host: "h"}, "userinfo", 3},
		{uri.Parts{Host: "a b"}, "host", 3},
		{uri.Parts{Host: "[::1"}, "host", 6},
		{uri.Parts{Host: "h:80"}, "host", 3},
		{uri.Parts{Host: "h", Port: "8o"}, "port", 5},
		{uri.Parts{Host: "h", Path: "x y"}, "path", 5},
		{uri.Parts{Path: "//x"}, "path", 1},
		{uri.Parts{Scheme: "s", Path: "//x"}, "path", 3},
		{uri.Parts{Path: "a:b"}, "path", 1},
		{uri.Parts{Path: "a?b"}, "path", 1},
		{uri.Parts{Path: "a#b"}, "path", 1},
		{uri.Parts{Query: "a#b"}, "query", 2},
		{uri.Parts{Fragment: "a#b"}, "fragment", 2},
		{uri.Parts{Fragment: "%zz"}, "fragment", 2},
	} {
		u, err := tt.p.URI()
		var e *uri.Error
		var se *uri.SyntaxError
		if !errors.As(err, &e) || e.Op != "build" || !errors.As(err, &se) || se.Component != tt.component || se.Offset != tt.offset {
			t.Errorf("%+v.URI() = %q, %v; want an error in %s at offset %d", tt.p, u, err, tt.component, tt.offset)
		}
		if u != (uri.URI{}) {
			t.Errorf("%+v.URI() = %q with its error", tt.p, u)
		}
	}
}

// TestPartsString: String writes what URI builds, the "/" put in before
// a path after an authority (RFC 3986 §3.3) included.
func TestPartsString(t *testing.T) {
	for _, p := range []uri.Parts{
		{Scheme: "https", Host: "example.com", Path: "files/x"},
		{Host: "h", Path: "x", Query: "q"},
		{HasAuthority: true},
		{Scheme: "https", Host: "h", Path: "/x"},
	} {
		u, err := p.URI()
		if err != nil || p.String() != u.String() {
			t.Errorf("%+v: String() = %q, URI() = %q, %v", p, p.String(), u, err)
		}
	}
}

// TestPartsRoundTrip: every URI is its own Parts put together.
func TestPartsRoundTrip(t *testing.T) {
	for _, s := range normInputs(t, 2000) {
		u := uri.MustParse(s)
		if v, err := u.Parts().URI(); err != nil || v != u {
			t.Errorf("%q: Parts().URI() = %#v, %v", s, v, err)
		}
	}
}
