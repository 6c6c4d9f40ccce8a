package whatwg

import (
	"testing"

	"github.com/abnf-uri/uri/internal/corpus"
)

// wptCase is an entry of the web-platform-tests URL data.
type wptCase = corpus.WPTCase

// wptSkip lists the entries of urltestdata.json this package does not
// pass, by input, with the reason.
var wptSkip = map[string]string{}

func loadWPT(t testing.TB) []wptCase { return corpus.WPT(t) }

// TestWPT runs every entry of the web-platform-tests URL test data: Parse
// fails exactly where the standard returns failure and otherwise gives the
// same href and components as the URL API, and the href parses again to
// itself.
func TestWPT(t *testing.T) {
	cases := loadWPT(t)
	if len(cases) != 869 {
		t.Fatalf("read %d entries from urltestdata.json, want 869", len(cases))
	}
	pass, skip := 0, 0
	for _, c := range cases {
		if why, ok := wptSkip[c.Input]; ok {
			t.Logf("skip %q: %s", c.Input, why)
			skip++
			continue
		}
		if got := runWPT(c); got != "" {
			t.Errorf("Parse(%q, %v): %s", c.Input, quoteBase(c.Base), got)
			continue
		}
		pass++
	}
	t.Logf("%d passed, %d skipped, %d entries", pass, skip, len(cases))
}

func quoteBase(b *string) any {
	if b == nil {
		return "nil"
	}
	return *b
}

// runWPT returns what differs from the expectation, or "".
func runWPT(c wptCase) string {
	var base *URL
	if c.Base != nil {
		b, err := Parse(*c.Base, nil)
		if err != nil {
			if c.Failure {
				return ""
			}
			return "base failed: " + err.Error()
		}
		base = b
	}
	u, err := Parse(c.Input, base)
	if c.Failure {
		if err == nil {
			return "want failure, got " + u.String()
		}
		return ""
	}
	if err != nil {
		return "want " + c.Href + ", got " + err.Error()
	}
	// Parsing the href again gives the same href.
	if v, err := Parse(u.String(), nil); err != nil || v.String() != u.String() {
		return "href " + quote(u.String()) + " does not parse to itself"
	}
	host := u.Host
	if u.Port != "" {
		host += ":" + u.Port
	}
	got := [...]string{u.String(), u.Scheme + ":", u.Username, u.Password, host, u.Host, u.Port, u.Path, u.Search(), u.Hash()}
	want := [...]string{c.Href, c.Protocol, c.Username, c.Password, c.Host, c.Hostname, c.Port, c.Pathname, c.Search, c.Hash}
	names := [...]string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
	for i := range got {
		if got[i] != want[i] {
			return names[i] + " = " + quote(got[i]) + ", want " + quote(want[i])
		}
	}
	return ""
}

func quote(s string) string { return "\"" + s + "\"" }
