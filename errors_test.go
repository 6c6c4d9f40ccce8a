package uri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/parser"
)

// TestErrorShape checks the one shape of errors: an *uri.Error with the
// operation and the input, which unwraps to the leaf that says what is
// wrong and where.
func TestErrorShape(t *testing.T) {
	for _, tt := range []struct {
		op, in    string
		err       error
		offset    int
		component string
		found     string
		msg       string
	}{
		{"parse", "not a url", second(uri.Parse("not a url")), 3, "path", " ",
			`uri: parse "not a url": invalid character " " in path at offset 3; expected ALPHA, DIGIT, "+", "-", ".", ":", unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input`},
		{"parse", "http://a:8o/", second(uri.Parse("http://a:8o/")), 11, "port", "/", ""}, // "a:8o" may be a userinfo
		{"parse", "http://[::1", second(uri.Parse("http://[::1")), 11, "host", "",
			`uri: parse "http://[::1": unexpected end of input in host at offset 11; expected HEXDIG, ":", ".", DIGIT or "]"`},
		{"parse", "a/b?c d", second(uri.Parse("a/b?c d")), 5, "query", " ", ""},
		{"parse", "a#b#", second(uri.Parse("a#b#")), 3, "fragment", "#", ""},
		{"parse", "http://a/\xff", second(uri.Parse("http://a/\xff")), 9, "path", "\xff",
			`uri: parse "http://a/\xff": invalid character "\xff" in path at offset 9; expected pchar, "/", "?", "#" or end of input`},
		{"parse", "http://a/é", second(uri.Parse("http://a/é")), 9, "path", "é", ""},
		{"parse URI", "//a/b", second(uri.ParseURI("//a/b")), 0, "scheme", "/",
			`uri: parse URI "//a/b": missing scheme at offset 0; expected scheme`},
		{"parse URI", "a/b", second(uri.ParseURI("a/b")), 1, "scheme", "/", ""},
		{"parse URI", "1a:b", second(uri.ParseURI("1a:b")), 0, "scheme", "1", ""},
	} {
		var e *uri.Error
		if !errors.As(tt.err, &e) || e.Op != tt.op || e.Input != tt.in || errors.Unwrap(tt.err) != e.Err {
			t.Errorf("%s %q: %#v, want an *uri.Error", tt.op, tt.in, tt.err)
			continue
		}
		var se *uri.SyntaxError
		if !errors.As(tt.err, &se) || se.Offset != tt.offset || se.Component != tt.component || se.Found != tt.found {
			t.Errorf("%s %q: %#v, want offset %d in %s, found %q", tt.op, tt.in, se, tt.offset, tt.component, tt.found)
			continue
		}
		// Expected is the parser's list, item by item.
		pe := parser.Validate(map[string]parser.Rule{"parse": parser.URIReference, "parse URI": parser.URI}[tt.op], tt.in).(*parser.Error)
		if got := strings.Join(se.Expected, "|"); pe.Offset != se.Offset || pe.Message() != se.Detail() || !strings.Contains(pe.Expected, strings.Join(se.Expected[:len(se.Expected)-1], ", ")) {
			t.Errorf("%s %q: Expected %s, Detail %q; parser: %v", tt.op, tt.in, got, se.Detail(), pe)
		}
		if tt.msg != "" && tt.err.Error() != tt.msg {
			t.Errorf("%s %q:\n got %s\nwant %s", tt.op, tt.in, tt.err, tt.msg)
		}
	}
}

func second[T any](_ T, err error) error { return err }

// TestErrorRedacted checks that messages leave out the password of a
// userinfo, as url.URL.Redacted does (RFC 3986 §7.5), and the character
// of a password the parser stops at; the Input keeps the text as given.
func TestErrorRedacted(t *testing.T) {
	for _, tt := range []struct{ in, msg string }{
		{"https://joe:hunter2@exa mple.com/", `uri: parse "https://joe:xxxxx@exa mple.com/": invalid character " " in host at offset 23`},
		{"https://joe:hun ter2@example.com/", `uri: parse "https://joe:xxxxx@example.com/": invalid character in userinfo at offset 15`},
		{"https://joe:@exa mple.com/", `uri: parse "https://joe:@exa mple.com/": invalid character " " in host at offset 16`},
		{"https://joe@exa mple.com/", `uri: parse "https://joe@exa mple.com/": invalid character " " in host at offset 15`},
	} {
		_, err := uri.Parse(tt.in)
		if err == nil || !strings.HasPrefix(err.Error(), tt.msg) {
			t.Errorf("Parse(%q):\n got %v\nwant %s...", tt.in, err, tt.msg)
		}
		var e *uri.Error
		if errors.As(err, &e) && e.Input != tt.in {
			t.Errorf("Parse(%q): Input %q", tt.in, e.Input)
		}
	}
}

// TestErrorAllocs: an invalid input costs one allocation, the *uri.Error
// and its *SyntaxError together (the generated parser's FindAt reports a
// failure without an error value), password or not, however long the
// authority (an authority of more than 32 bytes once cost two more).
func TestErrorAllocs(t *testing.T) {
	for _, s := range []string{"not a url", "http://[::1", "%zz", "http://u:secret@h^/",
		"https://www.armchairempire.com/Reviews/PC\\%20Games/undying.htm"} {
		if n := testing.AllocsPerRun(100, func() { uri.Parse(s) }); n > 1 {
			t.Errorf("Parse(%q): %v allocations, want 1", s, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { uri.Unescape("a%zz") }); n > 1 {
		t.Errorf("Unescape: %v allocations, want 1", n)
	}
}

// TestErrorExpectedShared checks that appending to one error's Expected,
// which errors of the same place share, changes no other's.
func TestErrorExpectedShared(t *testing.T) {
	_, err1 := uri.Parse("http://a/%zz")
	_, err2 := uri.Parse("http://b/%zz")
	var a, b *uri.SyntaxError
	errors.As(err1, &a)
	errors.As(err2, &b)
	_ = append(a.Expected, "more")
	a.Expected = append(a.Expected, "more")
	if len(b.Expected) != 1 || b.Expected[0] != "HEXDIG" || cap(b.Expected) != 1 {
		t.Errorf("Expected of the other error: %q", b.Expected)
	}
}
