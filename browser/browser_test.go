package browser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/browser"
)

// TestErrors checks the shape of the errors of Parse: a *uri.Error with
// Op "parse as a browser" wrapping a *uri.SyntaxError, its offset, its
// component, its reason in plain words, the URL Standard's name of the
// validation error in Rule; and that no password shows.
func TestErrors(t *testing.T) {
	for _, c := range []struct {
		in        string
		offset    int
		component string
		rule      string
		msg       string
	}{
		{"no scheme", 0, "scheme", "missing-scheme-non-relative-URL",
			`uri: parse as a browser "no scheme": no scheme at offset 0: a URL begins with a scheme such as "https:", or is read against a base`},
		{"http://[::1/x", 11, "host", "IPv6-unclosed",
			`uri: parse as a browser "http://[::1/x": invalid IPv6 address at offset 11: expected "]" at the end of an IPv6 address`},
		{"https://user:secret@:80/", 20, "host", "host-missing",
			`uri: parse as a browser "https://user:xxxxxx@:80/": no host at offset 20: a URL of a special scheme (http, https, ws, wss, ftp) has one: expected a host before ":"`},
		{"http://a:99999/", 9, "port", "port-out-of-range",
			`uri: parse as a browser "http://a:99999/": port out of range at offset 9: expected a port up to 65535, found "99999"`},
		{"http://u:pw@a:8x/", 15, "port", "port-invalid",
			`uri: parse as a browser "http://u:xx@a:8x/": invalid port at offset 15: expected a digit, "/", "?", "#" or the end in the port, found 'x'`},
		{"https://trusted.example\uFF20evil.example/", 8, "host", "domain-invalid-code-point",
			`uri: parse as a browser "https://trusted.example＠evil.example/": invalid character in host at offset 8: forbidden domain code point '@' after domain to ASCII`},
		{"http://1.2.3.4.5.6/", 7, "host", "IPv4-too-many-parts",
			`uri: parse as a browser "http://1.2.3.4.5.6/": invalid IPv4 address at offset 7: a host that ends in a number is one: expected at most four parts in an IPv4 address, found 6`},
		{"http://user:se cret@ex ample/", 22, "host", "domain-invalid-code-point",
			`uri: parse as a browser "http://user:xxxxxxx@ex ample/": invalid character in host at offset 22: forbidden domain code point ' ' after domain to ASCII`},
	} {
		_, err := browser.Parse(c.in)
		if err == nil {
			t.Errorf("Parse(%q) succeeds", c.in)
			continue
		}
		var se *uri.SyntaxError
		e, ok := err.(*uri.Error)
		if !ok || e.Op != "parse as a browser" || !errors.As(err, &se) {
			t.Errorf("Parse(%q): error %#v", c.in, err)
			continue
		}
		if se.Offset != c.offset || se.Component != c.component || se.Rule != c.rule || se.Spec != "URL Standard" || err.Error() != c.msg {
			t.Errorf("Parse(%q): offset %d, component %q, rule %q, spec %q,\n%s\nwant %d, %q, %q,\n%s",
				c.in, se.Offset, se.Component, se.Rule, se.Spec, err, c.offset, c.component, c.rule, c.msg)
		}
		if strings.Contains(e.Input, "secret") || strings.Contains(e.Input, "pw") || strings.Contains(e.Input, "se cret") {
			t.Errorf("Parse(%q): Input %q shows the password", c.in, e.Input)
		}
	}
}

// TestParseRef reads references against a base as a browser does: a
// reference with the base's special scheme and no "//" is relative
// (RFC 3986 §5.2.2's non-strict reading), backslashes are slashes.
func TestParseRef(t *testing.T) {
	base := browser.MustParse("http://example.org/dir/page?q")
	for _, c := range []struct{ ref, href string }{
		{"http:other", "http://example.org/dir/other"},
		{`\\cdn.example\img\a b.png`, "http://cdn.example/img/a%20b.png"},
		{"?x", "http://example.org/dir/page?x"},
		{"", "http://example.org/dir/page?q"},
		{"../../../x", "http://example.org/x"},
		{"https:other", "https://other/"},
	} {
		u, err := browser.ParseRef(c.ref, base)
		if err != nil || u.Href() != c.href {
			t.Errorf("ParseRef(%q, %q) = %v, %v; want %q", c.ref, base, u, err, c.href)
		}
	}
	if u, err := browser.ParseRef("x", nil); err == nil {
		t.Errorf("ParseRef(%q, nil) = %q, want an error", "x", u)
	}
}

// TestURI checks URI on hrefs that are URI references and hrefs that are
// not.
func TestURI(t *testing.T) {
	for _, c := range []struct {
		in, href string
		ok       bool
	}{
		{"HTTP://Example.COM:80/a/../b", "http://example.com/b", true},
		{"http://example.com/foo%", "http://example.com/foo%", false},
		{"sc://a/[x]", "sc://a/[x]", false},
		{"http://a/?q='x'", "http://a/?q=%27x%27", true},
	} {
		u := browser.MustParse(c.in)
		r, err := u.URI()
		if u.Href() != c.href || (err == nil) != c.ok || err == nil && r.String() != c.href {
			t.Errorf("Parse(%q): href %q, URI %q, %v; want %q, ok %v", c.in, u.Href(), r, err, c.href, c.ok)
		}
	}
}

func TestMustParsePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustParse(\"x\") does not panic")
		}
	}()
	browser.MustParse("x")
}
