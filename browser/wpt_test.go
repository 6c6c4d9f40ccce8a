package browser_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/browser"
	"github.com/abnf-uri/uri/internal/corpus"
)

// wptCase is an entry of the web-platform-tests URL data.
type wptCase = corpus.WPTCase

func loadWPT(t testing.TB) []wptCase { return corpus.WPT(t) }

// parseWPT reads c as the URL API does, new URL(input, base): a base
// that fails makes the case fail.
func parseWPT(c wptCase) (*browser.URL, error) {
	var base *browser.URL
	if c.Base != nil {
		b, err := browser.Parse(*c.Base)
		if err != nil {
			return nil, err
		}
		base = b
	}
	return browser.ParseRef(c.Input, base)
}

// TestWPT runs every entry of the web-platform-tests URL data through
// the public API: ParseRef fails exactly where the URL Standard returns
// failure, and otherwise gives the href and every component the data
// gives (origin where it gives one); the href read again is itself; and
// where the href is a URI reference of RFC 3986, URI succeeds and its
// String is the href, and where it is not, URI fails.
func TestWPT(t *testing.T) {
	cases := loadWPT(t)
	if len(cases) != 869 {
		t.Fatalf("read %d entries from %s, want 869", len(cases), corpus.WPTFile)
	}
	var pass, failures, origins, uris int
	for _, c := range cases {
		u, err := parseWPT(c)
		if c.Failure {
			if err == nil {
				t.Errorf("%+q against %v: %q, want failure", c.Input, quoteBase(c.Base), u)
				continue
			}
			if _, ok := err.(*uri.Error); !ok {
				t.Errorf("%+q against %v: error %T, want *uri.Error", c.Input, quoteBase(c.Base), err)
				continue
			}
			failures++
			pass++
			continue
		}
		if err != nil {
			t.Errorf("%+q against %v: %v, want %q", c.Input, quoteBase(c.Base), err, c.Href)
			continue
		}
		got := [...]string{u.Href(), u.String(), u.Protocol(), u.Username(), u.Password(), u.Host(), u.Hostname(), u.Port(), u.Pathname(), u.Search(), u.Hash()}
		want := [...]string{c.Href, c.Href, c.Protocol, c.Username, c.Password, c.Host, c.Hostname, c.Port, c.Pathname, c.Search, c.Hash}
		names := [...]string{"href", "String", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
		ok := true
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%+q against %v: %s %q, want %q", c.Input, quoteBase(c.Base), names[i], got[i], want[i])
				ok = false
			}
		}
		if c.Origin != nil {
			origins++
			if o := u.Origin(); o != *c.Origin {
				t.Errorf("%+q against %v: origin %q, want %q", c.Input, quoteBase(c.Base), o, *c.Origin)
				ok = false
			}
		}
		if again, err := browser.Parse(u.Href()); err != nil || again.Href() != u.Href() {
			t.Errorf("href %q read again: %v, %v", u.Href(), again, err)
			ok = false
		}
		r, err := u.URI()
		switch {
		case uri.Valid(c.Href) && (err != nil || r.String() != c.Href):
			t.Errorf("%+q: URI() = %q, %v; want %q", c.Input, r, err, c.Href)
			ok = false
		case !uri.Valid(c.Href) && err == nil:
			t.Errorf("%+q: URI() = %q, want an error: %q is no URI reference", c.Input, r, c.Href)
			ok = false
		case err == nil:
			uris++
		}
		if ok {
			pass++
		}
	}
	t.Logf("%d of %d entries pass (%d failures as expected, %d origins); %d hrefs are URI references",
		pass, len(cases), failures, origins, uris)
	if pass != len(cases) {
		t.Errorf("%d of %d entries pass, want all", pass, len(cases))
	}
}

func quoteBase(b *string) any {
	if b == nil {
		return "no base"
	}
	return *b
}
