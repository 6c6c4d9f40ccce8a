package crawl_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/crawl"
)

// TestSite checks the registrable domain of hosts by the Public Suffix
// List, and the hosts that have none.
func TestSite(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://www.example.com/", "example.com"},
		{"https://WWW.Example.COM./x", "example.com"},
		{"http://a.b.example.co.uk/", "example.co.uk"},
		{"http://%77ww.example.org/", "example.org"}, // §6.2.2.2: "%77" is "w"
		{"http://user@shop.example.net:8080/", "example.net"},
		{"https://foo.github.io/", "foo.github.io"}, // a private suffix of the list
		{"https://xn--bcher-kva.example/", "xn--bcher-kva.example"},
		// No site: no host, an IP address, a public suffix, no DNS name.
		{"mailto:a@example.com", ""},
		{"file:///etc/passwd", ""},
		{"http://192.0.2.1/", ""},
		{"http://[2001:db8::1]/", ""},
		{"http://co.uk/", ""},
		{"http://com/", ""},
		{"http://b%C3%BCcher.example/", ""},
		{"http://a+b.example/", ""},
	} {
		got, err := crawl.Site(uri.MustParse(c.in))
		if got != c.want || (err == nil) != (c.want != "") {
			t.Errorf("Site(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// TestSameSite checks SameSite on sites shared and not.
func TestSameSite(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"https://a.example.com/", "http://b.example.com:8080/x", true},
		{"https://example.co.uk/", "https://other.co.uk/", false},
		{"https://foo.github.io/", "https://bar.github.io/", false},
		{"http://192.0.2.1/", "http://192.0.2.1/", false},
	} {
		if got := crawl.SameSite(uri.MustParse(c.a), uri.MustParse(c.b)); got != c.want {
			t.Errorf("SameSite(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
