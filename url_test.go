package uri_test

import (
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
)

// TestURLRoundTrip converts RFC 3986 URI references to net/url URLs and
// back, with what net/url changes on the way (URL's documentation).
func TestURLRoundTrip(t *testing.T) {
	for _, c := range []struct {
		in, back string // back: after URL and Parse; "" means in
		err      bool   // URL fails
	}{
		{in: "http://a/b/c/d;p?q#f"},
		{in: "http://u:p@[2001:db8::1]:8080/x?y#z"},
		{in: "mailto:x@example.org"},
		{in: "file:///etc/hosts"},
		{in: "http://a/?"},
		{in: "a/b?c"},
		{in: "//h/p"},
		{in: "./c:d"},
		{in: "http://a/%7Efoo%20bar"},
		{in: "HTTP://a/", back: "http://a/"},  // the scheme is lowercased
		{in: "http://a/#", back: "http://a/"}, // the empty fragment is lost
		{in: "http://", back: "http:"},        // and the empty authority before an empty path
		{in: "http://%61/", err: true},        // net/url: no %-encoded ASCII in a host
		{in: "http://[v1.x]/", err: true},     // nor an IPvFuture
		{in: "http://(*)@a/", back: "http://%28%2A%29@a/"},
		{in: "http://%c3%a9/", back: "http://%C3%A9/"},
	} {
		u := uri.MustParse(c.in)
		nu, err := u.URL()
		if c.err {
			if err == nil {
				t.Errorf("%q.URL() = %q, want an error", c.in, nu)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q.URL(): %v", c.in, err)
			continue
		}
		back, err := uri.Parse(nu.String())
		want := c.back
		if want == "" {
			want = c.in
		}
		if err != nil || back.String() != want {
			t.Errorf("Parse(%q.URL().String()) = %q, %v; want %q", c.in, back, err, want)
		}
	}
}

// TestFromURL checks what the way back from net/url (Parse of the URL's
// String) makes of URLs that were not parsed from RFC 3986 URI
// references.
func TestFromURL(t *testing.T) {
	for _, c := range []struct {
		u    *url.URL
		want string // "" for an error
	}{
		{&url.URL{Scheme: "http", Host: "a", Path: "/b c"}, "http://a/b%20c"},
		{&url.URL{Scheme: "http", Host: "a", Path: "b"}, "http://a/b"},          // net/url adds the "/"
		{&url.URL{Path: "c:d"}, "./c:d"},                                        // and "./"
		{&url.URL{Path: "//x/y"}, "//x/y"},                                      // an authority now
		{&url.URL{Scheme: "http", Host: "a", Path: "/", RawQuery: "q=a b"}, ""}, // the query is written raw
		{&url.URL{Scheme: "http", Host: "[fe80::1%en0]", Path: "/"}, ""},        // zones are RFC 6874
		{&url.URL{Scheme: "http", Host: "a", Path: "/", Fragment: "x y"}, "http://a/#x%20y"},
	} {
		got, err := uri.Parse(c.u.String())
		switch {
		case c.want == "" && err == nil:
			t.Errorf("Parse(%v) = %q, want an error", c.u, got)
		case c.want == "":
			if !strings.HasPrefix(err.Error(), "uri: parse") {
				t.Errorf("Parse(%v): %v", c.u, err)
			}
		case err != nil || got.String() != c.want:
			t.Errorf("Parse(%v) = %q, %v; want %q", c.u, got, err, c.want)
		}
	}
	// Every URL of the corpus that is an RFC 3986 URI reference comes
	// back from net/url the same, but for an empty fragment.
	t.Run("corpus", func(t *testing.T) {
		for _, p := range csvPairs(t) {
			for _, s := range p {
				u, err := uri.Parse(s)
				if err != nil {
					continue
				}
				nu, err := u.URL()
				if err != nil {
					t.Errorf("%q.URL(): %v", s, err)
					continue
				}
				back, err := uri.Parse(nu.String())
				if err != nil || (back.String() != s && back.String()+"#" != s) {
					t.Errorf("Parse(%q.URL().String()) = %q, %v", s, back, err)
				}
			}
		}
	})
}

func TestIP(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // "" for none
		is4  bool
	}{
		{"http://192.0.2.1/", "192.0.2.1", true},
		{"http://[2001:db8::1]:80/", "2001:db8::1", false},
		{"http://[2001:DB8:0:0:0:0:0:1]/", "2001:db8::1", false},
		{"http://[::ffff:192.0.2.1]/", "::ffff:192.0.2.1", false},
		{"//u@10.0.0.1:8/", "10.0.0.1", true},
		{"http://localhost/", "", false},
		{"http://1.2.3.4.5/", "", false}, // a reg-name
		{"http://256.1.1.1/", "", false}, // a reg-name
		{"http://01.1.1.1/", "", false},  // a reg-name: dec-octet has no leading zeros
		{"http://[v1.x]/", "", false},    // IPvFuture
		{"mailto:192.0.2.1", "", false},  // no authority
		{"http:///", "", false},          // an empty host
	} {
		got, ok := uri.MustParse(c.in).IP()
		if c.want == "" {
			if ok {
				t.Errorf("%q.IP() = %v, want none", c.in, got)
			}
			continue
		}
		if !ok || got != netip.MustParseAddr(c.want) || got.Is4() != c.is4 || got.Zone() != "" {
			t.Errorf("%q.IP() = %v, %v; want %v", c.in, got, ok, c.want)
		}
	}
	var zero uri.URI
	if a, ok := zero.IP(); ok {
		t.Errorf("zero.IP() = %v", a)
	}
	// Parts.URI reads the host kind from the host, not from the parts: a
	// kind claimed that does not fit is no matter, and a host that is
	// none is an error.
	for _, c := range []struct {
		p    uri.Parts
		want string // the address; "" for none; "error" when URI fails
	}{
		{uri.Parts{HasAuthority: true, Host: "a", HostKind: uri.IPv6}, ""},
		{uri.Parts{HasAuthority: true, Host: "", HostKind: uri.IPv6}, ""},
		{uri.Parts{HasAuthority: true, Host: "[", HostKind: uri.IPv6}, "error"},
		{uri.Parts{HasAuthority: true, Host: "[1.2.3.4]", HostKind: uri.IPv6}, "error"},
		{uri.Parts{HasAuthority: true, Host: "::1", HostKind: uri.IPv4}, "error"},
		{uri.Parts{HasAuthority: true, Host: "[fe80::1%eth0]", HostKind: uri.IPv6}, "error"},
		{uri.Parts{HasAuthority: true, Host: "[::1]", HostKind: uri.IPv4}, "::1"},
		{uri.Parts{HasAuthority: true, Host: "1.2.3.4", HostKind: uri.RegName}, "1.2.3.4"},
	} {
		u, err := c.p.URI()
		if (err != nil) != (c.want == "error") {
			t.Errorf("Parts{Host: %q}.URI() = %q, %v", c.p.Host, u, err)
			continue
		}
		a, ok := u.IP()
		if got := a.String(); c.want != "error" && (ok != (c.want != "") || ok && got != c.want) {
			t.Errorf("Parts{Host: %q}.URI().IP() = %v, %v; want %q", c.p.Host, a, ok, c.want)
		}
	}
	u := uri.MustParse("http://[2001:db8::1]/")
	if n := testing.AllocsPerRun(100, func() { u.IP() }); n != 0 {
		t.Errorf("IP: %v allocations", n)
	}
}
