package uri_test

import (
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
	if got := (uri.Parts{}).Compose(); got.Parts() != u.Parts() || got.String() != "" {
		t.Errorf("Parts{}.Compose() = %+v", got.Parts())
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
		if u.String() != tt.in || u.Parts().Compose().String() != tt.in {
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

// TestValid checks that Valid answers as Validate does (RFC 3986 §4.1,
// URI-reference) and never allocates, whatever the input.
func TestValid(t *testing.T) {
	for _, s := range []string{
		"", "http://a/", "http://1.2.3.400/", "http://[1::]/", "//[v7.a]/?#",
		"http://a b/", "http://[::1", "%zz", "http://a/%", "a:b:c", "1a:b", "\x00", "http://a/\xff",
	} {
		want := uri.Validate(s) == nil
		if got := uri.Valid(s); got != want {
			t.Errorf("Valid(%q) = %v; Validate: %v", s, got, uri.Validate(s))
		}
		if n := testing.AllocsPerRun(20, func() { uri.Valid(s) }); n != 0 {
			t.Errorf("Valid(%q): %v allocations, want 0", s, n)
		}
	}
}
