package uri_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
	"unsafe"

	"github.com/sebdah/goldie/v2"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// escComponents are all the components, in their order.
var escComponents = []uri.Component{
	uri.InUserinfo, uri.InHost, uri.InPath, uri.InSegment,
	uri.InSegmentNoColon, uri.InQuery, uri.InQueryParam, uri.InFragment,
}

// The plain predicates of RFC 3986's ABNF (§2.2, §2.3, §3.2.1, §3.2.2,
// §3.3, §3.4, §3.5), written out by hand to check the sets Escape derives
// from the generated parser.

func escAlpha(b byte) bool { return 'A' <= b && b <= 'Z' || 'a' <= b && b <= 'z' }
func escDigit(b byte) bool { return '0' <= b && b <= '9' }

// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
func escIsUnreserved(b byte) bool {
	return escAlpha(b) || escDigit(b) || strings.IndexByte("-._~", b) >= 0
}

// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
func escIsSubDelim(b byte) bool { return strings.IndexByte("!$&'()*+,;=", b) >= 0 }

// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
func escIsPchar(b byte) bool { return escIsUnreserved(b) || escIsSubDelim(b) || b == ':' || b == '@' }

// escPredicates say, for each component, which bytes its ABNF rule lets
// stand for themselves.
var escPredicates = map[uri.Component]func(byte) bool{
	// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
	uri.InUserinfo: func(b byte) bool { return escIsUnreserved(b) || escIsSubDelim(b) || b == ':' },
	// reg-name = *( unreserved / pct-encoded / sub-delims )
	uri.InHost: func(b byte) bool { return escIsUnreserved(b) || escIsSubDelim(b) },
	// path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
	uri.InPath: func(b byte) bool { return escIsPchar(b) || b == '/' },
	// segment = *pchar
	uri.InSegment: escIsPchar,
	// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
	uri.InSegmentNoColon: func(b byte) bool { return escIsUnreserved(b) || escIsSubDelim(b) || b == '@' },
	// query = *( pchar / "/" / "?" )
	uri.InQuery: func(b byte) bool { return escIsPchar(b) || b == '/' || b == '?' },
	// query, less the separators applications use
	uri.InQueryParam: func(b byte) bool {
		return (escIsPchar(b) || b == '/' || b == '?') && strings.IndexByte("&+;=", b) < 0
	},
	// fragment = *( pchar / "/" / "?" )
	uri.InFragment: func(b byte) bool { return escIsPchar(b) || b == '/' || b == '?' },
}

// escRule is the rule of RFC 3986 that Escape's output for c matches.
var escRule = map[uri.Component]parser.Rule{
	uri.InUserinfo:       parser.Userinfo,
	uri.InHost:           parser.RegName,
	uri.InPath:           parser.Path,
	uri.InSegment:        parser.Segment,
	uri.InSegmentNoColon: parser.SegmentNzNc,
	uri.InQuery:          parser.Query,
	uri.InQueryParam:     parser.Query,
	uri.InFragment:       parser.Fragment,
}

func TestEscapeSets(t *testing.T) {
	for _, c := range escComponents {
		for b := range 256 {
			if got, want := c.Literal(byte(b)), escPredicates[c](byte(b)); got != want {
				t.Errorf("%v: Literal(%q) = %v, want %v", c, byte(b), got, want)
			}
			if escIsUnreserved(byte(b)) && !c.Literal(byte(b)) {
				t.Errorf("%v: unreserved %q is not literal", c, byte(b))
			}
		}
		if c.Literal('%') {
			t.Errorf("%v: %q is literal", c, '%')
		}
	}
	for _, c := range []uri.Component{0, 9, 255} {
		for b := range 256 {
			if c.Literal(byte(b)) {
				t.Errorf("%v: Literal(%q) = true", c, byte(b))
			}
		}
	}
	// The single-byte rules agree with the hand-written predicates too,
	// and the separators of InQueryParam are sub-delims.
	for b := range 256 {
		s := string([]byte{byte(b)})
		for rule, pred := range map[parser.Rule]func(byte) bool{
			parser.Unreserved: escIsUnreserved,
			parser.SubDelims:  escIsSubDelim,
			parser.Pchar:      escIsPchar,
		} {
			if got := parser.Validate(rule, s) == nil; got != pred(byte(b)) {
				t.Errorf("%v matches %q: %v, want %v", rule, s, got, !got)
			}
		}
	}
	for _, b := range []byte("&+;=") {
		if !escIsSubDelim(b) || !uri.InQuery.Literal(b) {
			t.Errorf("%q: not a sub-delim literal in a query", b)
		}
	}
}

// escRanges writes the bytes of c's set: printable ASCII as itself, runs
// of three or more digits or letters as "0-9", anything else as \xNN.
func escRanges(c uri.Component) string {
	var sb strings.Builder
	class := func(b int) int {
		switch {
		case escDigit(byte(b)):
			return 1
		case 'A' <= b && b <= 'Z':
			return 2
		case 'a' <= b && b <= 'z':
			return 3
		}
		return 0
	}
	put := func(b int) {
		if b > ' ' && b < 0x7f {
			sb.WriteByte(byte(b))
		} else {
			fmt.Fprintf(&sb, `\x%02X`, b)
		}
	}
	for b := 0; b < 256; b++ {
		if !c.Literal(byte(b)) {
			continue
		}
		e := b
		for k := class(b); k != 0 && e+1 < 256 && class(e+1) == k && c.Literal(byte(e+1)); e++ {
		}
		if e-b >= 2 {
			put(b)
			sb.WriteByte('-')
			put(e)
			b = e
			continue
		}
		put(b)
	}
	return sb.String()
}

// TestEscapeGolden shows each component's literal bytes, to be read
// against RFC 3986: testdata/escape/sets.golden.
func TestEscapeGolden(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("# Bytes each Component leaves as they are (Component.Literal); Escape\n")
	sb.WriteString("# percent-encodes every other byte, \"%\" and all non-ASCII included.\n")
	for _, c := range escComponents {
		fmt.Fprintf(&sb, "%s: %s\n", c, escRanges(c))
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata/escape"), goldie.WithNameSuffix(".golden"))
	g.Assert(t, "sets", []byte(sb.String()))
}

func TestEscape(t *testing.T) {
	for _, tt := range []struct {
		in   string
		c    uri.Component
		want string
	}{
		// §2.1: "%20" is the percent-encoding of SP; uppercase hex.
		{" ", uri.InPath, "%20"},
		{"\x00\x1f\x7f\xff", uri.InSegment, "%00%1F%7F%FF"},
		// §2.4: "%" must be encoded as "%25".
		{"%", uri.InQuery, "%25"},
		{"%20", uri.InSegment, "%2520"},
		// §2.5: UTF-8, then each byte encoded.
		{"A", uri.InPath, "A"},
		{"\u00c0", uri.InPath, "%C3%80"},
		{"\u30a2", uri.InPath, "%E3%82%A2"},
		{"Laguna Beach", uri.InSegment, "Laguna%20Beach"},
		// §2.3: unreserved is never encoded.
		{"azAZ09-._~", uri.InSegmentNoColon, "azAZ09-._~"},
		{"azAZ09-._~", uri.InQueryParam, "azAZ09-._~"},
		// §3.2.1: userinfo keeps ":" and sub-delims; "@" ends it.
		{"user:pass", uri.InUserinfo, "user:pass"},
		{"a@b/c?d#e[f]", uri.InUserinfo, "a%40b%2Fc%3Fd%23e%5Bf%5D"},
		// §3.2.2: reg-name: no ":" (port), no "@", no brackets.
		{"example.com", uri.InHost, "example.com"},
		{"b\u00fccher.example", uri.InHost, "b%C3%BCcher.example"},
		{"a:b@c", uri.InHost, "a%3Ab%40c"},
		{"[::1]", uri.InHost, "%5B%3A%3A1%5D"},
		{"!$&'()*+,;=", uri.InHost, "!$&'()*+,;="},
		// §3.3: a segment keeps ":" and "@", not "/"; a path keeps "/".
		{"a/b c", uri.InSegment, "a%2Fb%20c"},
		{"a/b c", uri.InPath, "a/b%20c"},
		{"/a:b@c/", uri.InPath, "/a:b@c/"},
		{"a:b@c", uri.InSegment, "a:b@c"},
		{"a:b@c", uri.InSegmentNoColon, "a%3Ab@c"},
		{"?#", uri.InPath, "%3F%23"},
		{".", uri.InSegment, "."},
		// §3.4: a query keeps "/" and "?"; "#" would end it.
		{"a=1&b=2/?", uri.InQuery, "a=1&b=2/?"},
		{"a#b", uri.InQuery, "a%23b"},
		{"a=1&b=2;c+d", uri.InQueryParam, "a%3D1%26b%3D2%3Bc%2Bd"},
		{"x y", uri.InQueryParam, "x%20y"},
		{"/?:@!$'()*,", uri.InQueryParam, "/?:@!$'()*,"},
		// §3.5: a fragment as a query.
		{"sec/1?x#y", uri.InFragment, "sec/1?x%23y"},
		{"", uri.InFragment, ""},
		{"", uri.InSegmentNoColon, ""},
	} {
		if got := uri.Escape(tt.in, tt.c); got != tt.want {
			t.Errorf("Escape(%q, %v) = %q, want %q", tt.in, tt.c, got, tt.want)
		}
		if got, err := uri.Unescape(tt.want); got != tt.in || err != nil {
			t.Errorf("Unescape(%q) = %q, %v, want %q", tt.want, got, err, tt.in)
		}
	}
}

func TestEscapeInvalidComponent(t *testing.T) {
	for _, c := range []uri.Component{0, 9} {
		func() {
			defer func() {
				if r := recover(); r == nil {
					t.Errorf("Escape(%v) did not panic", c)
				}
			}()
			uri.Escape("a", c)
		}()
	}
	if got := uri.Component(200).String(); got != "Component(200)" {
		t.Errorf("String() = %q", got)
	}
}

func TestUnescape(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		// §2.1: "%20" is SP; hex digits in either case.
		{"%20", " "},
		{"Laguna%20Beach", "Laguna Beach"},
		{"%7e%7E", "~~"},
		{"%C3%80", "\u00c0"},
		{"%e3%82%a2", "\u30a2"},
		{"%2F%3f%23", "/?#"},
		{"%25", "%"},
		{"%2520", "%20"}, // once only (§2.4)
		{"%00", "\x00"},
		{"%FF", "\xff"},
		{"a+b", "a+b"},
		{"%41%42C", "ABC"},
	} {
		got, err := uri.Unescape(tt.in)
		if got != tt.want || err != nil {
			t.Errorf("Unescape(%q) = %q, %v, want %q", tt.in, got, err, tt.want)
		}
	}
}

// inputOf returns the Input of the *uri.Error err, or "<none>" when err is
// none.
func inputOf(err error) string {
	var e *uri.Error
	if !errors.As(err, &e) {
		return "<none>"
	}
	return e.Input
}

func TestUnescapeErrors(t *testing.T) {
	for _, tt := range []struct {
		in     string
		offset int
		msg    string
	}{
		{"%", 0, `uri: unescape "%": invalid escape "%" at offset 0: "%" must be followed by two hexadecimal digits`},
		{"%4", 0, `uri: unescape "%4": invalid escape "%4" at offset 0: "%" must be followed by two hexadecimal digits`},
		{"%zz", 0, `uri: unescape "%zz": invalid escape "%zz" at offset 0: "%" must be followed by two hexadecimal digits`},
		{"%4g", 0, `uri: unescape "%4g": invalid escape "%4g" at offset 0: "%" must be followed by two hexadecimal digits`},
		{"a%", 1, `uri: unescape "a%": invalid escape "%" at offset 1: "%" must be followed by two hexadecimal digits`},
		{"ab%2", 2, ""},
		{"%41%g1", 3, ""},
		{"%41%1", 3, ""},
		{"%%41", 0, ""},
		{"a%20b%", 5, ""},
		{"%\u00e9", 0, `uri: unescape "%é": invalid escape "%é" at offset 0: "%" must be followed by two hexadecimal digits`},
		{"\"%x\"\n", 1, `uri: unescape "\"%x\"\n": invalid escape "%x\"" at offset 1: "%" must be followed by two hexadecimal digits`},
	} {
		for name, f := range map[string]func(string) (string, error){
			"Unescape":           uri.Unescape,
			"UnescapeUTF8":       uri.UnescapeUTF8,
			"UnescapeUnreserved": uri.UnescapeUnreserved,
		} {
			got, err := f(tt.in)
			var e *uri.EscapeError
			if !errors.As(err, &e) {
				t.Errorf("%s(%q) = %q, %v, want an *EscapeError", name, tt.in, got, err)
				continue
			}
			if got != "" || e.Offset != tt.offset || inputOf(err) != tt.in || e.UTF8 {
				t.Errorf("%s(%q) = %q, %#v, want offset %d", name, tt.in, got, e, tt.offset)
			}
			if len(e.Found) == 0 || e.Found[0] != '%' || tt.in[e.Offset:e.Offset+len(e.Found)] != e.Found {
				t.Errorf("%s(%q): Found %q, want the escape at offset %d", name, tt.in, e.Found, tt.offset)
			}
			if tt.msg != "" && err.Error() != tt.msg {
				t.Errorf("%s(%q): error\n%s\nwant\n%s", name, tt.in, err, tt.msg)
			}
		}
	}
}

func TestUnescapeUTF8(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		offset   int // of the error, when want is ""
	}{
		{"", "", 0},
		{"caf%C3%A9", "caf\u00e9", 0},
		{"caf\u00e9", "caf\u00e9", 0},
		{"%E3%82%A2", "\u30a2", 0},
		{"%EF%BF%BD", "\ufffd", 0}, // U+FFFD itself is UTF-8
		{"%FF", "", 0},
		{"a%C3(", "", 1},
		{"a%C3%28", "", 1},
		{"ok%C3%A9%80", "", 8},
		{"%E3%82", "", 0},
		{"%ED%A0%80", "", 0}, // a surrogate
		{"%C0%AF", "", 0},    // overlong "/"
		{"ab\xff%41", "", 2},
		{"%41\xe9", "", 3},
	} {
		got, err := uri.UnescapeUTF8(tt.in)
		if tt.want != "" || tt.in == "" {
			if got != tt.want || err != nil {
				t.Errorf("UnescapeUTF8(%q) = %q, %v, want %q", tt.in, got, err, tt.want)
			}
			continue
		}
		var e *uri.EscapeError
		if !errors.As(err, &e) || got != "" || !e.UTF8 || e.Offset != tt.offset || inputOf(err) != tt.in {
			t.Errorf("UnescapeUTF8(%q) = %q, %#v, want UTF-8 error at offset %d", tt.in, got, err, tt.offset)
		}
		// Unescape takes any bytes.
		if _, err := uri.Unescape(tt.in); err != nil {
			t.Errorf("Unescape(%q): %v", tt.in, err)
		}
	}
	_, err := uri.UnescapeUTF8("ok%C3%A9%80")
	if want := `uri: unescape "ok%C3%A9%80": invalid UTF-8 "%80" at offset 8`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
	_, err = uri.UnescapeUTF8("ab\xff")
	if want := `uri: unescape "ab\xff": invalid UTF-8 "\xff" at offset 2`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func TestUnescapeUnreserved(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"%7E", "~"},
		{"%7euser", "~user"},
		{"%41%2F%7e%20", "A%2F~%20"},
		{"%2d%2E%5F%30%39%61%7A%5a", "-._09azZ"},
		{"%2F%3a%25%c3%a9", "%2F%3a%25%c3%a9"}, // reserved, "%" and non-ASCII stay as written
		{"http://%65xample.com/%7Efoo?q=%61%26#%66", "http://example.com/~foo?q=a%26#f"},
	} {
		got, err := uri.UnescapeUnreserved(tt.in)
		if got != tt.want || err != nil {
			t.Errorf("UnescapeUnreserved(%q) = %q, %v, want %q", tt.in, got, err, tt.want)
		}
	}
	// Exactly the unreserved bytes are decoded.
	for b := range 256 {
		in := fmt.Sprintf("%%%02X", b)
		got, err := uri.UnescapeUnreserved(in)
		if err != nil {
			t.Fatal(err)
		}
		if decoded := got != in; decoded != escIsUnreserved(byte(b)) {
			t.Errorf("UnescapeUnreserved(%q) = %q", in, got)
		}
	}
}

// escSame reports whether a and b are the same string in memory.
func escSame(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// TestEscapeUnchanged: nothing to do returns the input itself, without
// allocating.
func TestEscapeUnchanged(t *testing.T) {
	s := strings.Clone("/a/b:c@d/~x-y_z.html")
	if got := uri.Escape(s, uri.InPath); !escSame(got, s) {
		t.Errorf("Escape copied %q", s)
	}
	for name, f := range map[string]func(string) (string, error){
		"Unescape":           uri.Unescape,
		"UnescapeUTF8":       uri.UnescapeUTF8,
		"UnescapeUnreserved": uri.UnescapeUnreserved,
	} {
		in := s
		if name == "UnescapeUnreserved" {
			in = strings.Clone("/a%2Fb%C3%A9")
		}
		if got, err := f(in); err != nil || !escSame(got, in) {
			t.Errorf("%s copied %q", name, in)
		}
		if n := testing.AllocsPerRun(100, func() { f(in) }); n != 0 {
			t.Errorf("%s(%q): %v allocations", name, in, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { uri.Escape(s, uri.InPath) }); n != 0 {
		t.Errorf("Escape: %v allocations", n)
	}
	// A change is one allocation.
	if n := testing.AllocsPerRun(100, func() { uri.Escape("a b", uri.InPath) }); n != 1 {
		t.Errorf("Escape: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { uri.Unescape("a%20b") }); n != 1 {
		t.Errorf("Unescape: %v allocations", n)
	}
}

// escCheck checks the properties of Escape on s for every component: the
// output matches the component's rule, holds nothing but its literal bytes
// and escapes, decodes back to s, and every unescaping agrees.
func escCheck(t *testing.T, s string) {
	t.Helper()
	for _, c := range escComponents {
		e := uri.Escape(s, c)
		if s != "" || c != uri.InSegmentNoColon {
			if err := parser.Validate(escRule[c], e); err != nil {
				t.Fatalf("Escape(%q, %v) = %q: not a %v: %v", s, c, e, escRule[c], err)
			}
		}
		for i := 0; i < len(e); i++ {
			if e[i] == '%' {
				i += 2
			} else if !c.Literal(e[i]) {
				t.Fatalf("Escape(%q, %v) = %q: %q at %d", s, c, e, e[i], i)
			}
		}
		if d, err := uri.Unescape(e); d != s || err != nil {
			t.Fatalf("Unescape(Escape(%q, %v)) = %q, %v", s, c, d, err)
		}
		d, err := uri.UnescapeUTF8(e)
		if utf8.ValidString(s) != (err == nil) || err == nil && d != s {
			t.Fatalf("UnescapeUTF8(Escape(%q, %v)) = %q, %v", s, c, d, err)
		}
		if err != nil {
			var ee *uri.EscapeError
			if !errors.As(err, &ee) || !ee.UTF8 {
				t.Fatalf("UnescapeUTF8(%q): %v", e, err)
			}
		}
		n, err := uri.UnescapeUnreserved(e)
		if err != nil || n != e { // Escape never encodes unreserved bytes
			t.Fatalf("UnescapeUnreserved(Escape(%q, %v)) = %q, %v", s, c, n, err)
		}
	}
}

func TestEscapeRoundTrip(t *testing.T) {
	for b := range 256 {
		escCheck(t, string([]byte{byte(b)}))
		escCheck(t, "a"+string([]byte{byte(b)})+"%")
	}
	alphabet := []byte("aZ09-._~!$&'()*+,;=:@/?#[]% \x00\x7f\x80\xc3\xa9\xff")
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, r.IntN(16))
		for i := range b {
			if r.IntN(4) == 0 {
				b[i] = byte(r.IntN(256))
			} else {
				b[i] = alphabet[r.IntN(len(alphabet))]
			}
		}
		escCheck(t, string(b))
	}
}

func FuzzEscape(f *testing.F) {
	for _, s := range []string{
		"", " ", "%", "%20", "%zz", "a%", "Laguna Beach", "caf\u00e9", "\u30a2",
		"a/b?c#d", "user:pass@host", "[::1]", "a=1&b=2;c+d", "\x00\xff", "%C3(",
		"!$&'()*+,;=", "-._~", "//a", ":x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		escCheck(t, s)
		// Unescape on anything: an error points at a "%", and quotes s
		// with what may be a password masked (RFC 3986 §7.5), as every
		// error of the package does ("\\\\:%@" reads as a userinfo).
		for _, f := range []func(string) (string, error){uri.Unescape, uri.UnescapeUTF8, uri.UnescapeUnreserved} {
			d, err := f(s)
			var e *uri.EscapeError
			switch {
			case err == nil:
				if !strings.Contains(s, "%") && d != s || len(d) > len(s) {
					t.Fatalf("unescape %q = %q", s, d)
				}
			case !errors.As(err, &e) || inputOf(err) != synerr.Redact(s) || e.Offset < 0 || e.Offset >= len(s):
				t.Fatalf("unescape %q: %v", s, err)
			case !e.UTF8 && s[e.Offset] != '%':
				t.Fatalf("unescape %q: %v", s, err)
			}
		}
	})
}

func BenchmarkEscape(b *testing.B) {
	const s = "/files/r\u00e9sum\u00e9 2024 (final).pdf"
	b.ReportAllocs()
	for b.Loop() {
		uri.Escape(s, uri.InSegment)
	}
}

func BenchmarkUnescape(b *testing.B) {
	s := uri.Escape("/files/r\u00e9sum\u00e9 2024 (final).pdf", uri.InSegment)
	b.ReportAllocs()
	for b.Loop() {
		uri.Unescape(s)
	}
}
