package synerr

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// ruleOf names the plain rule that applies to l, an error in s, or "".
func ruleOf(s string, l *Leaf) string {
	var buf [7]span
	c := newClue(s, l, splitComponents(s, buf[:0]))
	for i := range plainRules {
		if plainRules[i].applies(c) {
			return plainRules[i].name
		}
	}
	return ""
}

// TestPlain checks which plain rule says what is wrong in the common
// mistakes, each a syntax error of RFC 3986's URI (§3) or URI-reference
// (§4.1) rule as New makes it, and that every rule serves.
func TestPlain(t *testing.T) {
	used := map[string]bool{}
	for _, tt := range []struct {
		in   string
		uri  bool // the URI rule (§3), else URI-reference (§4.1)
		rule string
		want string // a part of the words
	}{
		{"example.com/path", true, "no scheme", `no scheme: a URI begins with a scheme such as "https:"`},
		{"example.com", true, "no scheme", "no scheme"},
		{"//a/b", true, "no scheme", "no scheme"},
		{"/a", true, "no scheme", "no scheme"},
		{":x", true, "empty scheme", "empty scheme"},
		{"1http://a", true, "character in scheme", `invalid character "1" in scheme`},
		{"1http://a", false, "invalid scheme", `invalid scheme: a scheme is a letter`},
		{"ht tp://a", true, "character in scheme", "space in scheme"},
		{"http://a b/", false, "host", "space in host"},
		{"http://a^b/", false, "host", `invalid character "^" in host`},
		{"http://a/b c", false, "to encode", `space in path: write it percent-encoded, "%20"`},
		{"http://a/?q=a b", false, "to encode", `space in query`},
		{"http://a/#a b", false, "to encode", `space in fragment`},
		{"http://a/b|c", false, "to encode", `"%7C"`},
		{"http://a/\x7f", false, "to encode", `"%7F"`},
		{"http://a/\n", false, "to encode", `"%0A"`},
		{"http://a/é", false, "to encode", `"%C3%A9"`},
		{"http://a/b#c#d", false, "to encode", `invalid character "#" in fragment`},
		{"http://u[@a/", false, "to encode", `invalid character "[" in userinfo`},
		{"http://a/%", false, "percent-encoding", "bad percent-encoding"},
		{"http://a/%zz", false, "percent-encoding", "bad percent-encoding"},
		{"http://a/%4g", false, "percent-encoding", "bad percent-encoding"},
		{"http://a%zz/", false, "percent-encoding", "bad percent-encoding"},
		{"http://a/?%", false, "percent-encoding", "bad percent-encoding"},
		{"http://a:8x/", false, "port", "port is not a number"},
		{"http://a:x/", false, "port", "port is not a number"},
		{"http://[::1/", false, "unclosed IP literal", `unclosed "["`},
		{"http://[::1", false, "unclosed IP literal", `unclosed "["`},
		{"http://[::g]/", false, "IP literal", `invalid character "g" in IP literal`},
		{"http://[::1]x/", false, "IP literal", `invalid character "x" after the IP literal`},
		{"http://[vz.x]/", false, "IP literal", `invalid character "z" in IP literal`}, // IPvFuture: no percent
		// The password is never read, nor its character said.
		{"http://u:p w@a/", false, "", ""},
		{"http://u:p%zz@a/", false, "", ""},
	} {
		rule, expected := parser.URIReference, ""
		if tt.uri {
			rule = parser.URI
		}
		err := parser.Validate(rule, tt.in)
		pe, ok := err.(*parser.Error)
		if !ok {
			t.Errorf("%q: %v, want a *parser.Error", tt.in, err)
			continue
		}
		expected = pe.Expected
		l := Leaf{Offset: pe.Offset, Expected: Expected(expected)}
		var pwFrom, pwTo int
		l.Component, pwFrom, pwTo = analyze(tt.in, pe.Offset, tt.uri)
		shown := Mask(tt.in, pwFrom, pwTo)
		l.Found, l.InPassword = found(shown, pe.Offset, pwFrom, pwTo)
		got, words := ruleOf(shown, &l), string(Plain(nil, shown, &l))
		used[got] = true
		if got != tt.rule || !strings.Contains(words, tt.want) {
			t.Errorf("%q (%s at %d, found %q): rule %q, %q; want %q, %q", tt.in, l.Component, l.Offset, l.Found, got, words, tt.rule, tt.want)
		}
		if l.InPassword && words != "" {
			t.Errorf("%q: %q in a password", tt.in, words)
		}
	}
	for _, r := range plainRules {
		if !used[r.name] {
			t.Errorf("rule %q: no case", r.name)
		}
	}
}

// TestPlainOtherGrammar: where a grammar other than RFC 3986's refuses a
// character RFC 3986 allows (a scheme's: "mailto:@@@", "x-digits:12a"),
// the plain rules say nothing, and the grammar's words lead.
func TestPlainOtherGrammar(t *testing.T) {
	for _, tt := range []struct {
		in string
		l  Leaf
	}{
		{"mailto:@@@", Leaf{Offset: 7, Component: "path", Found: "@", Expected: []string{"to", "hfields", "end of input"}, Rule: "mailtoURI"}},
		{"x-digits:12a", Leaf{Offset: 11, Component: "path", Found: "a", Expected: []string{"DIGIT", "end of input"}, Rule: "x-digits-URI"}},
		{"x-host://a_b/", Leaf{Offset: 10, Component: "host", Found: "_", Expected: []string{"ALPHA"}, Rule: "x-host"}},
		{"http://[fe80::1%25]/", Leaf{Offset: 18, Component: "host", Found: "]", Expected: []string{"ZoneID"}, Rule: "IPv6addrz"}},
	} {
		if b := Plain(nil, tt.in, &tt.l); len(b) != 0 {
			t.Errorf("%q %+v: %q", tt.in, tt.l, b)
		}
	}
}

// TestSplitReason splits at the first ": " outside quotes.
func TestSplitReason(t *testing.T) {
	for _, tt := range []struct{ in, what, hint string }{
		{`no scheme: a URI begins with a scheme such as "https:"`, "no scheme", `a URI begins with a scheme such as "https:"`},
		{`invalid IP literal "[::1" in host`, `invalid IP literal "[::1" in host`, ""},
		{`browsers refuse host "a: b": bad`, `browsers refuse host "a: b"`, "bad"},
		{`host "\": x"`, `host "\": x"`, ""},
	} {
		if what, hint := SplitReason(tt.in); what != tt.what || hint != tt.hint {
			t.Errorf("SplitReason(%q) = %q, %q", tt.in, what, hint)
		}
	}
}

// TestPlainRoom: the words of every rule fit in the room New keeps for
// them, with the longest character a message quotes, so that an error
// costs one allocation.
func TestPlainRoom(t *testing.T) {
	for _, r := range plainRules {
		for _, component := range []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment", ""} {
			c := clue{input: "http://[a", offset: 8, component: component, found: "\U0010fffe", utf8: true}
			if b := r.say(nil, c); len(b) > reasonRoom {
				t.Errorf("rule %q in %q: %d bytes, room for %d: %s", r.name, component, len(b), reasonRoom, b)
			}
			c.found = "\xff"
			if b := r.say(nil, c); len(b) > reasonRoom {
				t.Errorf("rule %q in %q: %d bytes, room for %d: %s", r.name, component, len(b), reasonRoom, b)
			}
		}
	}
}
