package lenient_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/lenient"
)

// The web-platform-tests URL data: ../shared's copy when it is there,
// else the module's (testdata/whatwg/urltestdata.json).
const (
	sharedWPT = "../../shared/data/wpt-urltestdata.json"
	moduleWPT = "../testdata/whatwg/urltestdata.json"
)

// wptCase is an entry of urltestdata.json.
type wptCase struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"`
	Failure bool    `json:"failure"`
	Href    string  `json:"href"`
}

func loadWPT(t *testing.T) []wptCase {
	data, err := os.ReadFile(sharedWPT)
	if err != nil {
		t.Logf("%v: using %s", err, moduleWPT)
		if data, err = os.ReadFile(moduleWPT); err != nil {
			t.Fatal(err)
		}
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

// differences are the kinds of case where a repaired input, resolved
// against its base, is not equivalent to the href browsers make of it.
// Each is listed, with the reason, in the package documentation
// ("Differences from browsers"); the first whose test holds names a
// case. The tests see the input, as a URI reference when it is one, and
// the repaired and resolved result and the href, as URIs.
var differences = []struct {
	name string
	is   func(c wptCase, valid bool, got, want uri.URI) bool
}{
	{"reference with the base's scheme", func(c wptCase, valid bool, got, want uri.URI) bool {
		if c.Base == nil {
			return false
		}
		b, _ := uri.Parse(*c.Base)
		s, _ := b.Scheme()
		return s != "" && strings.HasPrefix(strings.ToLower(c.Input), strings.ToLower(s)+":") && !strings.HasPrefix(c.Input[len(s)+1:], "//")
	}},
	{"special scheme without //", func(c wptCase, valid bool, got, want uri.URI) bool {
		s, ok := got.Scheme()
		return ok && isSpecial(s) && !got.HasAuthority() && want.HasAuthority()
	}},
	{"slashes before the authority", func(c wptCase, valid bool, got, want uri.URI) bool {
		h, _ := got.Host()
		return h == "" && strings.HasPrefix(got.Path(), "/") && want.HasAuthority()
	}},
	{"empty userinfo or password", func(c wptCase, valid bool, got, want uri.URI) bool {
		u, ok := got.Userinfo()
		return ok && (u == "" || strings.HasSuffix(u, ":"))
	}},
	{"IPv4 number forms", func(c wptCase, valid bool, got, want uri.URI) bool {
		return want.HostKind() == uri.IPv4 && got.HostKind() != uri.IPv4
	}},
	{"escapes in a host", func(c wptCase, valid bool, got, want uri.URI) bool {
		h, _ := got.Host()
		return strings.Contains(h, "%")
	}},
	{"file URLs", func(c wptCase, valid bool, got, want uri.URI) bool {
		s, _ := got.Scheme()
		return strings.EqualFold(s, "file")
	}},
	{"quote in a special query", func(c wptCase, valid bool, got, want uri.URI) bool {
		q, _ := got.Query()
		return strings.Contains(q, "'")
	}},
	{"colon in a password", func(c wptCase, valid bool, got, want uri.URI) bool {
		u, _ := want.Userinfo()
		return strings.Contains(u, "%3A")
	}},
}

func isSpecial(scheme string) bool {
	switch strings.ToLower(scheme) {
	case "http", "https", "ws", "wss", "ftp", "file":
		return true
	}
	return false
}

// TestWPT repairs the inputs of the web-platform-tests URL data where
// browsers succeed and make an href that is a URI reference of RFC 3986,
// resolves them against their base (itself repaired), and compares the
// result with the href under RFC 3986 §6.2's scheme-based equivalence (a
// browser's href is normalized: "HTTP://A:80" is "http://a/"). Where the
// input is no URI reference, and Repair has work to do, at least 90% must
// be equivalent; where it is one, Repair returns it as it is, and the
// differences are what browsers read otherwise. Every case that is not
// equivalent must be of a kind of differences.
func TestWPT(t *testing.T) {
	var n uri.Normalizer
	var eligible, strict, equiv, repaired, repairedEquiv int
	kinds := map[string]int{}
	for _, c := range loadWPT(t) {
		if c.Failure {
			continue
		}
		want, err := uri.Parse(c.Href)
		if err != nil {
			continue // browsers make no URI reference of it
		}
		eligible++
		valid := uri.Valid(c.Input)
		if !valid {
			repaired++
		}
		var got uri.URI
		if c.Base != nil {
			b, err := lenient.Parse(*c.Base)
			if err != nil {
				t.Errorf("base %q: %v", *c.Base, err)
				continue
			}
			r, err := lenient.ParseRef(c.Input, b.URI)
			if err != nil {
				t.Errorf("%+q against %q: %v", c.Input, *c.Base, err)
				continue
			}
			got = b.URI.ResolveReference(r.URI)
		} else {
			r, err := lenient.Parse(c.Input)
			if err != nil {
				t.Errorf("%+q: %v", c.Input, err)
				continue
			}
			got = r.URI
		}
		if got.String() == c.Href {
			strict++
		}
		if n.Equivalent(got, want, uri.SchemeBased).Equal {
			equiv++
			if !valid {
				repairedEquiv++
			}
			continue
		}
		kind := ""
		for _, d := range differences {
			if d.is(c, valid, got, want) {
				kind = d.name
				break
			}
		}
		if kind == "" {
			t.Errorf("%+q (base %v): %q, browsers %q: a difference of no known kind", c.Input, c.Base, got, want)
		}
		kinds[kind]++
	}
	t.Logf("%d cases with an href that is a URI reference: %d the same text, %d equivalent (%.1f%%)",
		eligible, strict, equiv, 100*float64(equiv)/float64(eligible))
	t.Logf("%d of them not URI references: %d equivalent once repaired (%.1f%%)",
		repaired, repairedEquiv, 100*float64(repairedEquiv)/float64(repaired))
	for _, d := range differences {
		t.Logf("  %3d %s", kinds[d.name], d.name)
	}
	if eligible < 500 {
		t.Errorf("only %d cases: the test data is not what it was", eligible)
	}
	if float64(repairedEquiv) < 0.9*float64(repaired) {
		t.Errorf("%d of %d repaired inputs equivalent to browsers' href, want 90%%", repairedEquiv, repaired)
	}
}
