package iri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/iri"
)

// TestFromURIWithIDNA checks the A-labels of a registered name written as
// U-labels (RFC 5891 §5.2, left to the application by RFC 3987 §3.2),
// the other labels and components as FromURI writes them.
func TestFromURIWithIDNA(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://xn--rsum-bpad.example/%C3%BC", "http://r\u00e9sum\u00e9.example/\u00fc"},
		{"http://XN--RSUM-BPAD.Example:80/", "http://r\u00e9sum\u00e9.Example:80/"},
		{"http://www.xn--bcher-kva.example/?q#f", "http://www.b\u00fccher.example/?q#f"},
		{"http://u:p@xn--99zt52a.example/", "http://u:p@\u7d0d\u8c46.example/"},
		// No A-label, no registered name: FromURI's result.
		{"http://example.com/%C3%A9", "http://example.com/\u00e9"},
		{"http://[::1]/", "http://[::1]/"},
		{"mailto:xn--rsum-bpad@example", "mailto:xn--rsum-bpad@example"},
		{"/xn--rsum-bpad", "/xn--rsum-bpad"},
		// "xn--" alone is no A-label (a label after the prefix is needed).
		{"http://xn--/", "http://xn--/"},
	} {
		i, err := iri.FromURIWithIDNA(uri.MustParse(c.in))
		if err != nil || i.String() != c.want {
			t.Errorf("FromURIWithIDNA(%q) = %q, %v; want %q", c.in, i.String(), err, c.want)
		}
		if err == nil {
			if _, err := iri.Parse(i.String()); err != nil {
				t.Errorf("FromURIWithIDNA(%q) = %q, no IRI reference: %v", c.in, i, err)
			}
		}
	}
	for _, in := range []string{
		"http://xn--a/", // "a" is no Punycode of a valid label
		"http://xn--" + strings.Repeat("a", 60) + "/", // 64 octets
		"http://user:secret@xn--a/",
	} {
		_, err := iri.FromURIWithIDNA(uri.MustParse(in))
		var e *uri.Error
		if !errors.As(err, &e) || e.Op != "URI to IRI" {
			t.Errorf("FromURIWithIDNA(%q): %v, want an *uri.Error with Op \"URI to IRI\"", in, err)
			continue
		}
		if strings.Contains(err.Error(), "secret") {
			t.Errorf("FromURIWithIDNA(%q): %v shows the password", in, err)
		}
	}
}
