package uri_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
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
			`uri: parse "not a url": space in path at offset 3: write it percent-encoded, "%20"; expected ALPHA, DIGIT, "+", "-", ".", ":", unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input`},
		{"parse", "http://a:8o/", second(uri.Parse("http://a:8o/")), 11, "port", "/", ""}, // "a:8o" may be a userinfo
		{"parse", "http://[::1", second(uri.Parse("http://[::1")), 11, "host", "",
			`uri: parse "http://[::1": unclosed "[" at offset 11: an IP literal ends with "]"; expected HEXDIG, ":", ".", DIGIT or "]"`},
		{"parse", "a/b?c d", second(uri.Parse("a/b?c d")), 5, "query", " ", ""},
		{"parse", "a#b#", second(uri.Parse("a#b#")), 3, "fragment", "#", ""},
		{"parse", "http://a/\xff", second(uri.Parse("http://a/\xff")), 9, "path", "\xff",
			`uri: parse "http://a/\xff": invalid character "\xff" in path at offset 9: write it percent-encoded, "%FF"; expected pchar, "/", "?", "#" or end of input`},
		{"parse", "http://a/é", second(uri.Parse("http://a/é")), 9, "path", "é", ""},
		{"parse URI", "//a/b", second(uri.ParseURI("//a/b")), 0, "scheme", "/",
			`uri: parse URI "//a/b": no scheme at offset 0: a URI begins with a scheme such as "https:"; expected scheme`},
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

// TestErrorRedacted checks that errors leave out the password of a
// userinfo (RFC 3986 §3.2.1, §7.5), in their Input and their messages,
// each of its bytes written "x", and the character of a password the
// parser stops at; an offset in a message points at the byte it names in
// the text the message shows, the same offset as in the input given. The
// old messages showed "xxxxx" for any password, which moved every byte
// after it, and the old Input held the password.
func TestErrorRedacted(t *testing.T) {
	for _, tt := range []struct{ in, shown, msg string }{
		{"https://joe:hunter2@exa mple.com/", "https://joe:xxxxxxx@exa mple.com/", `space in host at offset 23: a host is a name`},
		{"https://joe:hun ter2@example.com/", "https://joe:xxxxxxxx@example.com/", `invalid character in userinfo at offset 15`},
		{"https://joe:@exa mple.com/", "https://joe:@exa mple.com/", `space in host at offset 16: a host is a name`},
		{"https://joe@exa mple.com/", "https://joe@exa mple.com/", `space in host at offset 15: a host is a name`},
		// A browser reads a userinfo after backslashes (WHATWG URL).
		{`http:\\joe:hunter2@host\x`, `http:\\joe:xxxxxxx@host\x`, `invalid character "\\" in path at offset 5`},
		// An escape that is none, in a password.
		{"http://joe:hun%zzter@host/", "http://joe:xxxxxxxxx@host/", `invalid character in userinfo at offset 15`},
	} {
		_, err := uri.Parse(tt.in)
		want := `uri: parse ` + strconv.Quote(tt.shown) + ": " + tt.msg
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Parse(%q):\n got %v\nwant %s...", tt.in, err, want)
		}
		var e *uri.Error
		if !errors.As(err, &e) || e.Input != tt.shown {
			t.Errorf("Parse(%q): Input %q, want %q", tt.in, e.Input, tt.shown)
			continue
		}
		se := e.Err.(*uri.SyntaxError)
		if se.Offset < len(tt.in) && se.InPassword != (tt.shown[se.Offset] != tt.in[se.Offset]) {
			t.Errorf("Parse(%q): InPassword %v at offset %d", tt.in, se.InPassword, se.Offset)
		}
		if se.InPassword && se.Found != "" {
			t.Errorf("Parse(%q): Found %q in the password", tt.in, se.Found)
		}
		if !se.InPassword && se.Offset < len(tt.in) && !strings.HasPrefix(tt.shown[se.Offset:], se.Found) {
			t.Errorf("Parse(%q): Found %q is not at offset %d of %q", tt.in, se.Found, se.Offset, tt.shown)
		}
	}
}

// TestErrorNoPassword: the errors of Parts.URI, Unescape, Policy and
// Parse hide the password in what they hold and show (RFC 3986 §7.5),
// even where no parser finds it ("u:p/w" as a userinfo of Parts), and say
// no character of it.
func TestErrorNoPassword(t *testing.T) {
	const secret = "hun"
	for _, tt := range []struct {
		name string
		err  error
		msg  string
	}{
		{"Parts.URI, the password invalid", second(uri.Parts{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: "joe:hun ter", HasUserinfo: true, Host: "h"}.URI()),
			`uri: build "http://joe:xxxxxxx@h": invalid character in userinfo at offset 14; expected unreserved, pct-encoded, sub-delims, ":" or end of input`},
		{"Parts.URI, a \"/\" in the password", second(uri.Parts{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: "joe:hun/ter", HasUserinfo: true, Host: "h"}.URI()),
			`uri: build "http://joe:xxxxxxx@h": invalid character in userinfo at offset 14; expected unreserved, pct-encoded, sub-delims, ":" or end of input`},
		{"Parts.URI, the host invalid", second(uri.Parts{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: "joe:hunter", HasUserinfo: true, Host: "a b"}.URI()),
			`uri: build "http://joe:xxxxxx@a b": space in host at offset 19: a host is a name`},
		{"Unescape", second(uri.Unescape("http://joe:hun%zz@h/")),
			`uri: unescape "http://joe:xxxxxx@h/": invalid escape at offset 14: "%" must be followed by two hexadecimal digits`},
		{"Policy", uri.Policy{NoUserinfo: true}.Check(uri.MustParse("http://joe:hunter@h/")),
			`uri: check "http://joe:xxxxxx@h/": userinfo at offset 7: no credentials in a URI here (rule userinfo)`},
		{"Policy.Parse", second(uri.Policy{}.Parse("http://joe:hunter@h/%zz")),
			`uri: check "http://joe:xxxxxx@h/%zz": bad percent-encoding at offset 21: a "%" begins two hex digits`},
	} {
		if tt.err == nil || !strings.HasPrefix(tt.err.Error(), tt.msg) {
			t.Errorf("%s:\n got %v\nwant %s...", tt.name, tt.err, tt.msg)
			continue
		}
		if s := fmt.Sprintf("%#v %+v", tt.err, errors.Unwrap(tt.err)); strings.Contains(s, secret) {
			t.Errorf("%s: %s", tt.name, s)
		}
		if b, _ := json.Marshal(tt.err); strings.Contains(string(b), secret) {
			t.Errorf("%s: %s", tt.name, b)
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

// TestErrorPlain checks that messages lead with plain words for the
// common mistakes, whatever the operation, the offset after what is wrong;
// the grammar's words stay in Expected and Detail.
func TestErrorPlain(t *testing.T) {
	for _, tt := range []struct {
		err      error
		msg      string
		expected string // Expected, joined
	}{
		{second(uri.ParseURI("example.com/path")),
			`uri: parse URI "example.com/path": no scheme at offset 11: a URI begins with a scheme such as "https:"; expected ALPHA, DIGIT, "+", "-", "." or ":"`,
			`ALPHA DIGIT "+" "-" "." ":"`},
		{second(uri.ParseURI("//a/b")),
			`uri: parse URI "//a/b": no scheme at offset 0: a URI begins with a scheme such as "https:"; expected scheme`, "scheme"},
		{second(uri.Parse("http://a/b c")),
			`uri: parse "http://a/b c": space in path at offset 10: write it percent-encoded, "%20"; expected pchar, "/", "?", "#" or end of input`,
			`pchar "/" "?" "#" end of input`},
		{second(uri.Parse("http://a:8o/")),
			`uri: parse "http://a:8o/": port is not a number at offset 11: a port is digits, such as "8080"; expected unreserved, pct-encoded, sub-delims, ":" or "@"`,
			`unreserved pct-encoded sub-delims ":" "@"`},
		{second(uri.Parse("http://a/100%")),
			`uri: parse "http://a/100%": bad percent-encoding at offset 13: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"; expected HEXDIG`,
			"HEXDIG"},
		{second(uri.Parse("http://[::1/x")),
			`uri: parse "http://[::1/x": unclosed "[" at offset 11: an IP literal ends with "]"; expected HEXDIG, ":", ".", DIGIT or "]"`,
			`HEXDIG ":" "." DIGIT "]"`},
		{second(uri.Parse("http://a_b^c/")),
			`uri: parse "http://a_b^c/": invalid character "^" in host at offset 10: a host is a name such as "example.com", or an IP address; expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input`,
			`unreserved pct-encoded sub-delims ":" "@" "/" "?" "#" end of input`},
		{second(uri.Parts{Scheme: "https", Host: "example.com", Path: "a?b"}.URI()),
			`uri: build "https://example.com/a?b": invalid character "?" in path at offset 21: write it percent-encoded, "%3F"; expected pchar, "/" or end of input`,
			`pchar "/" end of input`},
		{second(uri.Policy{}.Parse("https://a/{x}")),
			`uri: check "https://a/{x}": invalid character "{" in path at offset 10: write it percent-encoded, "%7B"; expected pchar, "/", "?", "#" or end of input`,
			`pchar "/" "?" "#" end of input`},
		// A password: neither its character nor plain words about it.
		{second(uri.Parse("http://u:p w@a/")),
			`uri: parse "http://u:xxx@a/": invalid character in userinfo at offset 10; expected unreserved, pct-encoded, sub-delims, ":" or "@"`,
			`unreserved pct-encoded sub-delims ":" "@"`},
	} {
		var se *uri.SyntaxError
		if tt.err == nil || !errors.As(tt.err, &se) {
			t.Errorf("%v: want a *uri.SyntaxError", tt.err)
			continue
		}
		if got := tt.err.Error(); got != tt.msg {
			t.Errorf("message:\n got %s\nwant %s", got, tt.msg)
		}
		if got := strings.Join(se.Expected, " "); got != tt.expected {
			t.Errorf("%v: Expected %q, want %q", tt.err, got, tt.expected)
		}
		if d := se.Detail(); !strings.HasPrefix(d, "expected ") {
			t.Errorf("%v: Detail %q", tt.err, d)
		}
	}
}

// TestComponentFromParser checks the rule of SyntaxError.Component on the
// classes it names: the component comes from the nodes the generated
// parser's failure is inside (parser.Error.Nodes), read with RFC 3986
// Appendix B's split; the success path does not pay for it (TestValid).
func TestComponentFromParser(t *testing.T) {
	for _, tt := range []struct {
		in, want  string
		needsNode []string // what the parser reports, in part
	}{
		{"http://a b/", "host", []string{"userinfo", "host"}}, // a userinfo only with an "@"
		{"http://[::1/x", "host", []string{"host"}},           // inside IP-literal, a called rule
		{"//a:b/", "port", []string{"userinfo"}},              // §3.2.3: a port has digits alone
		{"//a:b:c", "host", []string{"userinfo"}},             // two ":" outside brackets
		{"//2001:db8::7]/", "host", []string{"userinfo"}},     // an IPv6 address without "["
		{"http://[::1]x", "host", []string{"authority"}},      // the ":" of a port expected
		{"http://[::1]:8o/", "port", []string{"port"}},        // §3.2.3
		{"http://a@b@c/", "userinfo", []string{"host"}},       // Appendix B: the last "@"
		{"ht tp://x", "scheme", []string{"scheme"}},           // §3.1
		{"%ftp://x", "scheme", []string{""}},                  // §4.2: no ":" in a first segment
		{"http://a?b c", "query", []string{"query"}},          // §3.4
		{"http://a#b c", "fragment", []string{"fragment"}},    // §3.5
		{"http://a/b c", "path", []string{""}},                // §3.3: no node of its own
		{"http://a/b\x00#", "path", []string{""}},             // §3.3
		{"a b", "path", []string{""}},                         // no ":": no scheme
	} {
		pe, ok := parser.ValidateURIReference(tt.in).(*parser.Error)
		if !ok {
			t.Errorf("%q: valid", tt.in)
			continue
		}
		for _, n := range tt.needsNode {
			if !slices.Contains(pe.Nodes, n) {
				t.Errorf("%q: nodes %q, want %q among them", tt.in, pe.Nodes, n)
			}
		}
		_, err := uri.Parse(tt.in)
		var se *uri.SyntaxError
		if !errors.As(err, &se) || se.Component != tt.want {
			t.Errorf("Parse(%q): %v, want it in %s", tt.in, err, tt.want)
		}
	}
	// ParseURI names the scheme of a URI without one.
	_, err := uri.ParseURI("//a b")
	var se *uri.SyntaxError
	if !errors.As(err, &se) || se.Component != "scheme" {
		t.Errorf(`ParseURI("//a b"): %v, want it in scheme`, err)
	}
}
