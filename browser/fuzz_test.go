package browser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/browser"
)

// FuzzParse checks that ParseRef never panics; that a failure is a
// *uri.Error wrapping a *uri.SyntaxError with an offset inside the input
// and a reason, whose text shows no character of a password; that the
// href read again is itself; and that where URI succeeds, the URI is a
// valid URI reference whose String is the href, and where it fails the
// href is no URI reference.
func FuzzParse(f *testing.F) {
	for _, c := range loadWPT(f) {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		f.Add(c.Input, base)
	}
	f.Fuzz(func(t *testing.T, input, baseInput string) {
		var base *browser.URL
		if baseInput != "" {
			base, _ = browser.Parse(baseInput)
		}
		u, err := browser.ParseRef(input, base)
		if err != nil {
			var se *uri.SyntaxError
			if _, ok := err.(*uri.Error); !ok || !errors.As(err, &se) || se.Offset < 0 || se.Offset > len(input) || se.Reason == "" {
				t.Fatalf("ParseRef(%q): error %#v", input, err)
			}
			if strings.Contains(input, "@") && strings.Contains(input, ":SECRET") && strings.Contains(err.Error(), "SECRET") {
				t.Fatalf("ParseRef(%q): error %q shows the password", input, err)
			}
			return
		}
		href := u.Href()
		v, err := browser.Parse(href)
		if err != nil || v.Href() != href {
			t.Fatalf("ParseRef(%q) = %q, which reads again as %v, %v", input, href, v, err)
		}
		r, err := u.URI()
		switch {
		case err == nil && (r.String() != href || !uri.Valid(r.String())):
			t.Fatalf("ParseRef(%q).URI() = %q, href %q", input, r, href)
		case err != nil && uri.Valid(href):
			t.Fatalf("ParseRef(%q).URI() fails on %q, a URI reference: %v", input, href, err)
		}
	})
}
