package uri_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/schemes"
)

// TestSchemeGolden writes the built-in scheme table to
// testdata/normalize/schemes.golden, and checks the default ports
// against the RFCs that define them.
func TestSchemeGolden(t *testing.T) {
	table := uri.DefaultSchemes()
	ports := map[string]string{
		"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21", "telnet": "23",
		"gopher": "70", "news": "119", "nntp": "119", "ldap": "389", "imap": "143", "pop": "110", "rtsp": "554",
		"snmp": "161",
	}
	var b strings.Builder
	for _, name := range slices.Sorted(maps.Keys(table)) {
		s := table[name]
		if s.DefaultPort != ports[name] {
			t.Errorf("scheme %s: DefaultPort %q, want %q", name, s.DefaultPort, ports[name])
		}
		if name != strings.ToLower(name) {
			t.Errorf("scheme %q is not lowercase: Normalizer never looks it up", name)
		}
		fmt.Fprintf(&b, "%-7s port=%-4s empty-path-is-root=%-5v default-host=%-9q normalize=%v\n",
			name, s.DefaultPort, s.EmptyPathIsRoot, s.DefaultHost, s.Normalize != nil)
	}
	for name := range ports {
		if _, ok := table[name]; !ok {
			t.Errorf("scheme %s is missing", name)
		}
	}
	for _, name := range []string{"sip", "sips"} {
		if _, ok := table[name]; ok {
			t.Errorf("scheme %s: RFC 3261 §19.1.4 says an explicit default port is not the same as none", name)
		}
	}
	normGoldie(t).Assert(t, "schemes", []byte(b.String()))
}

// TestSchemeFacts checks that DefaultSchemes is the view of package
// internal/schemes' table that normalization knows: every scheme it has
// has the table's facts and a Normalize function exactly when the table
// says it has a hook, and every Normalized scheme of the table is there.
func TestSchemeFacts(t *testing.T) {
	table := uri.DefaultSchemes()
	for name, s := range table {
		f, ok := schemes.Lookup(name)
		switch {
		case !ok:
			t.Errorf("scheme %s: not in internal/schemes", name)
		case !f.Normalized:
			t.Errorf("scheme %s: internal/schemes says normalization does not know it", name)
		case s.DefaultPort != f.DefaultPort || s.EmptyPathIsRoot != f.EmptyPathIsRoot || s.DefaultHost != f.DefaultHost || (s.Normalize != nil) != f.Hook:
			t.Errorf("scheme %s: port %q, empty path is root %v, default host %q, normalize %v; internal/schemes: %q, %v, %q, %v",
				name, s.DefaultPort, s.EmptyPathIsRoot, s.DefaultHost, s.Normalize != nil, f.DefaultPort, f.EmptyPathIsRoot, f.DefaultHost, f.Hook)
		}
	}
	for _, f := range schemes.All {
		if _, ok := table[f.Name]; ok != f.Normalized {
			t.Errorf("scheme %s: in DefaultSchemes %v, Normalized %v", f.Name, ok, f.Normalized)
		}
	}
}

// TestNewsPort checks the default port of news URIs, which RFC 5538 §2
// gives news and nntp alike ("The default <port> associated with NNTP in
// [RFC3977] is 119"): normalization removes it from both, as package
// scheme and lint read it.
func TestNewsPort(t *testing.T) {
	for in, want := range map[string]string{
		"news://news.server.example:119/example.group.this": "news://news.server.example/example.group.this",
		"news://news.server.example:0119/a@b":               "news://news.server.example/a@b",
		"news://news.server.example:563/example.group.this": "news://news.server.example:563/example.group.this",
		"nntp://news.server.example:119/example.group/12":   "nntp://news.server.example/example.group/12",
		"news:example.group.this":                           "news:example.group.this",
	} {
		if got := norm.Normalize(uri.MustParse(in), uri.SchemeBased).String(); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDefaultSchemesCopy checks that the table DefaultSchemes returns is
// the caller's: changing it changes neither the default nor other copies.
func TestDefaultSchemesCopy(t *testing.T) {
	a := uri.DefaultSchemes()
	delete(a, "http")
	a["https"] = uri.Scheme{}
	b := uri.DefaultSchemes()
	if b["http"].DefaultPort != "80" || b["https"].DefaultPort != "443" {
		t.Errorf("DefaultSchemes() after changing a copy: http %+v, https %+v", b["http"], b["https"])
	}
	if got := norm.Normalize(uri.MustParse("http://a:80"), uri.SchemeBased).String(); got != "http://a/" {
		t.Errorf("Normalize after changing a copy of the table = %q, want \"http://a/\"", got)
	}
	n := uri.Normalizer{Schemes: a}
	for in, want := range map[string]string{"http://a:80": "http://a:80", "https://a:443": "https://a:443", "ftp://a:21/": "ftp://a/"} {
		if got := n.Normalize(uri.MustParse(in), uri.SchemeBased).String(); got != want {
			t.Errorf("with the changed table, Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestNormalizerTables checks a Normalizer with its own table: an empty
// table knows no scheme but still removes empty ports, and a table with
// new schemes applies their rules, written in any case.
func TestNormalizerTables(t *testing.T) {
	empty := uri.Normalizer{Schemes: map[string]uri.Scheme{}}
	custom := uri.Normalizer{Schemes: map[string]uri.Scheme{
		"x-my-scheme": {DefaultPort: "8080", EmptyPathIsRoot: true, DefaultHost: "Home.%45xample"},
		"HTTP":        {DefaultPort: "1"}, // never looked up: keys are lowercase
	}}
	for _, c := range []struct {
		n        uri.Normalizer
		in, want string
	}{
		{empty, "HTTP://A:80", "http://a:80"},
		{empty, "http://a:/", "http://a/"},
		{empty, "file://localhost/x", "file://localhost/x"},
		{empty, "mailto:A@B.C", "mailto:A@B.C"},
		{custom, "X-My-Scheme://Example.COM:8080", "x-my-scheme://example.com/"},
		{custom, "x-my-scheme://home.example:8080?q", "x-my-scheme:///?q"},
		{custom, "x-my-scheme:/a/b", "x-my-scheme:///a/b"},
		{custom, "x-my-scheme://u@home.example/", "x-my-scheme://u@home.example/"},
		{custom, "x-my-scheme://home.example:8081/", "x-my-scheme://home.example:8081/"},
		{custom, "http://a:1/", "http://a:1/"},
		{custom, "http://a:80/", "http://a:80/"},
	} {
		got := c.n.Normalize(uri.MustParse(c.in), uri.SchemeBased)
		if got.String() != c.want {
			t.Errorf("Normalize(%q) = %q, want %q", c.in, got, c.want)
		}
		normCheck(t, c.n, uri.MustParse(c.in))
	}
}

// TestSchemeNormalize checks the Normalize hook of a Scheme: its result
// is normalized by syntax again, and ignored when it is not a URI
// reference of the same scheme.
func TestSchemeNormalize(t *testing.T) {
	hook := func(f func(uri.URI) uri.URI) uri.Normalizer {
		return uri.Normalizer{Schemes: map[string]uri.Scheme{"x": {Normalize: f}}}
	}
	var seen []string
	record := hook(func(u uri.URI) uri.URI { seen = append(seen, u.String()); return u })
	record.Normalize(uri.MustParse("X://A:/%7e/./b"), uri.SchemeBased)
	if want := []string{"x://a/~/b"}; !slices.Equal(seen, want) {
		t.Errorf("the hook got %q, want %q: normalized by syntax, empty port removed", seen, want)
	}
	for _, c := range []struct {
		name     string
		f        func(uri.URI) uri.URI
		in, want string
	}{
		{"result normalized again", func(u uri.URI) uri.URI {
			return uri.MustParse(u.String() + "/./%7E")
		}, "x:a", "x:a/~"},
		{"another scheme", func(u uri.URI) uri.URI { return uri.MustParse("y:b") }, "X:%41", "x:A"},
		{"a relative reference", func(u uri.URI) uri.URI { return uri.MustParse("b") }, "X:%41", "x:A"},
		{"the zero URI", func(u uri.URI) uri.URI { return uri.URI{} }, "X:%41", "x:A"},
		{"scheme in uppercase", func(u uri.URI) uri.URI { return uri.MustParse("X:B") }, "x:a", "x:B"},
	} {
		if got := hook(c.f).Normalize(uri.MustParse(c.in), uri.SchemeBased).String(); got != c.want {
			t.Errorf("%s: Normalize(%q) = %q, want %q", c.name, c.in, got, c.want)
		}
	}
}

// TestNormalizerConcurrent normalizes with one Normalizer from many
// goroutines; run with -race.
func TestNormalizerConcurrent(t *testing.T) {
	n := uri.Normalizer{Schemes: uri.DefaultSchemes()}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for _, c := range normalizeCases {
				if got := n.Normalize(uri.MustParse(c.in), uri.SchemeBased).String(); got != c.scheme {
					t.Errorf("Normalize(%q) = %q, want %q", c.in, got, c.scheme)
				}
				norm.Normalize(uri.MustParse(c.in), uri.SchemeBased)
			}
		})
	}
	wg.Wait()
}
