package uri_test

import (
	"errors"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
)

// TestIPHost: an IPv4address as it is, an IPv6 address in the brackets
// of an IP-literal (RFC 3986 §3.2.2) in the text of RFC 5952 §4; no zone
// (RFC 6874 is package zone's), no zero Addr.
func TestIPHost(t *testing.T) {
	for _, tt := range []struct{ addr, want string }{
		{"192.0.2.1", "192.0.2.1"},
		{"2001:db8::1", "[2001:db8::1]"},
		{"2001:DB8:0:0:0:0:0:1", "[2001:db8::1]"},
		{"::ffff:192.0.2.1", "[::ffff:192.0.2.1]"},
		{"::", "[::]"},
		{"fe80::1%en0", ""},
	} {
		a := netip.MustParseAddr(tt.addr)
		got, err := uri.IPHost(a)
		if tt.want == "" {
			var e *uri.Error
			if !errors.As(err, &e) || !strings.Contains(err.Error(), "package zone") || got != "" {
				t.Errorf("IPHost(%v) = %q, %v; want an error", a, got, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("IPHost(%v) = %q, %v; want %q", a, got, err, tt.want)
			continue
		}
		// The host reads back as the address.
		u, err := uri.Parts{Scheme: "http", Host: got, Path: "/"}.URI()
		if ip, ok := u.IP(); err != nil || !ok || ip != a {
			t.Errorf("%q: IP() = %v, %v, %v", u, ip, ok, err)
		}
	}
	if _, err := uri.IPHost(netip.Addr{}); err == nil {
		t.Errorf("IPHost(zero): no error")
	}
}

// TestJoinPath: elements escaped for a path (RFC 3986 §3.3), joined with
// one "/", dot segments of an absolute path removed (§5.2.4), query and
// fragment kept; beside net/url's URL.JoinPath where RFC 3986 and net/url
// agree.
func TestJoinPath(t *testing.T) {
	for _, tt := range []struct {
		base string
		elem []string
		want string
		url  bool // net/url's JoinPath gives the same
	}{
		{"https://example.com", []string{"a", "b"}, "https://example.com/a/b", true},
		{"https://example.com/", []string{"a"}, "https://example.com/a", true},
		{"https://example.com/api/", []string{"/v1/", "users"}, "https://example.com/api/v1/users", true},
		{"https://example.com/api", []string{"b/"}, "https://example.com/api/b/", true},
		{"https://example.com/a", []string{"a b", "c?d#e", "100%"}, "https://example.com/a/a%20b/c%3Fd%23e/100%25", false}, // net/url: escaped already
		{"https://example.com/a/b", []string{"../c"}, "https://example.com/a/c", true},
		{"https://example.com/a", []string{"../../../c"}, "https://example.com/c", true},
		{"https://example.com/a", []string{".", "b"}, "https://example.com/a/b", true},
		{"https://example.com/a?q=1#f", []string{"b"}, "https://example.com/a/b?q=1#f", true},
		{"https://example.com/a", []string{"", "b", ""}, "https://example.com/a/b", true},
		{"https://example.com/a", nil, "https://example.com/a", true},
		{"https://example.com/a", []string{"x:y@z"}, "https://example.com/a/x:y@z", true},
		{"https://example.com/a", []string{"b//c"}, "https://example.com/a/b//c", false}, // net/url: "b/c"
		{"https://example.com/a", []string{"%2F"}, "https://example.com/a/%252F", false}, // text, not escapes
		{"mailto:", []string{"x"}, "mailto:x", false},
		{"a", []string{"b"}, "a/b", false},
		{"", []string{"b"}, "b", false},
		{"", []string{"a:b"}, "", false}, // scheme "a"? no: §4.2
		{"//h", []string{"x"}, "//h/x", true},
		{"//h/a/../b", []string{"c"}, "//h/b/c", true},
	} {
		u := uri.MustParse(tt.base)
		got, err := u.JoinPath(tt.elem...)
		if tt.want == "" {
			if err == nil {
				t.Errorf("%q.JoinPath(%q) = %q, want an error", tt.base, tt.elem, got)
			}
			continue
		}
		if err != nil || got.String() != tt.want {
			t.Errorf("%q.JoinPath(%q) = %q, %v; want %q", tt.base, tt.elem, got, err, tt.want)
			continue
		}
		if tt.url {
			v, _ := url.Parse(tt.base)
			if w := v.JoinPath(tt.elem...).String(); w != tt.want {
				t.Errorf("%q.JoinPath(%q) = %q, net/url %q", tt.base, tt.elem, tt.want, w)
			}
		}
	}
}

// TestWithoutFragment: the "#" and the fragment go (RFC 3986 §3.5), even
// an empty one; the rest stays, and is what its text parses to.
func TestWithoutFragment(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://a/b?q#f", "https://a/b?q"},
		{"https://a/b#", "https://a/b"},
		{"https://a/b?#", "https://a/b?"},
		{"https://a/b", "https://a/b"},
		{"#f", ""},
		{"", ""},
		{"urn:x#a#", ""},
	} {
		u, err := uri.Parse(tt.in)
		if err != nil {
			continue // "urn:x#a#" is no URI reference: no case
		}
		got := u.WithoutFragment()
		if got.String() != tt.want || got != uri.MustParse(tt.want) {
			t.Errorf("%q.WithoutFragment() = %#v, want %q", tt.in, got, tt.want)
		}
		if _, ok := got.Fragment(); ok {
			t.Errorf("%q.WithoutFragment() has a fragment", tt.in)
		}
	}
}

// TestFromURLErrors: FromURL's error names its operation, hides a
// password, and a nil URL is one.
func TestFromURLErrors(t *testing.T) {
	for _, tt := range []struct {
		u    *url.URL
		want string
	}{
		{&url.URL{Scheme: "http", Host: "a", Path: "b"}, "http://a/b"},
		{&url.URL{Scheme: "https", User: url.UserPassword("u", "pw"), Host: "a", Path: "/", RawQuery: "q"}, "https://u:pw@a/?q"},
		{&url.URL{Scheme: "mailto", Opaque: "x@example.org"}, "mailto:x@example.org"},
		{&url.URL{Scheme: "https", User: url.UserPassword("u", "secret"), Host: "a", Path: "/", RawQuery: "q=a b"}, `uri: from URL "https://u:xxxxxx@a/?q=a b": `},
		{&url.URL{Scheme: "http", Host: "[fe80::1%en0]", Path: "/"}, `uri: from URL "http://[fe80::1%25en0]/": `},
		{nil, `uri: from URL "": nil *url.URL`},
	} {
		u, err := uri.FromURL(tt.u)
		switch {
		case strings.HasPrefix(tt.want, "uri: "):
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) || u != (uri.URI{}) {
				t.Errorf("FromURL(%v) = %q, %v; want %s...", tt.u, u, err, tt.want)
			}
		case err != nil || u.String() != tt.want:
			t.Errorf("FromURL(%v) = %q, %v; want %q", tt.u, u, err, tt.want)
		}
	}
}
