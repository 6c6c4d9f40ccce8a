package whatwg

import (
	"encoding/json"
	"os"
	"testing"
)

// wptCase is one entry of the web-platform-tests URL test data
// (url/resources/urltestdata.json).
type wptCase struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`
}

// wptSkip lists the entries of urltestdata.json this package does not
// pass, by input, with the reason.
var wptSkip = map[string]string{}

func loadWPT(t testing.TB) []wptCase {
	t.Helper()
	data, err := os.ReadFile("../../testdata/whatwg/urltestdata.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var cases []wptCase
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue // a comment
		}
		var c wptCase
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	return cases
}

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
