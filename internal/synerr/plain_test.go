package synerr

import (
	"strings"
	"sync"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// ruleOf names the plain rule that applies to l, an error in s, or "".
func ruleOf(s string, l *Leaf) string {
	var buf [7]span
	c := newClue(s, l, splitComponents(s, buf[:0]))
	if r := firstRule(&c); r >= 0 {
		return plainRules[r].name
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
	for r, rule := range plainRules {
		if rule.forms == 0 {
			if len(rule.words) > reasonRoom {
				t.Errorf("rule %q: %d bytes, room for %d: %s", rule.name, len(rule.words), reasonRoom, rule.words)
			}
			continue
		}
		for _, component := range []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment", ""} {
			for _, found := range []string{"\U0010fffe", "\xff"} {
				c := clue{input: "http://[a]", offset: 8, component: component, found: found, utf8: true, host: "[a]", hostAt: 7}
				for _, offset := range []int{8, 10} {
					c.offset = offset
					if b := say(nil, r, &c); len(b) > reasonRoom {
						t.Errorf("rule %q in %q: %d bytes, room for %d: %s", rule.name, component, len(b), reasonRoom, b)
					}
				}
			}
		}
	}
}

// TestSayForms: the forms of the plain rules that name the character
// found fill sayings, and each form of each rule is a place of its own
// there.
func TestSayForms(t *testing.T) {
	n := 0
	for r, rule := range plainRules {
		if formBase[r] != n {
			t.Errorf("rule %q: forms from %d, want %d", rule.name, formBase[r], n)
		}
		n += rule.forms
		if (rule.forms == 0) != (rule.words != "") {
			t.Errorf("rule %q: %d forms and words %q", rule.name, rule.forms, rule.words)
		}
	}
	if n != sayForms {
		t.Errorf("%d forms in all, sayForms is %d", n, sayForms)
	}
}

// TestSayings: the words New shares for an ASCII character (sayings) are
// those Plain writes, for every ASCII character in every component, and
// an error whose words are shared costs one allocation as one that keeps
// room for them does.
func TestSayings(t *testing.T) {
	for _, component := range []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment", ""} {
		for _, s := range []string{"http://a/b", "http://[::1]/b", "http://[::1"} {
			for k := 0; k < 0x80; k++ {
				for _, offset := range []int{8, 12} {
					found := string(rune(k))
					l := Leaf{Offset: offset, Component: component, Found: found}
					want := string(Plain(nil, s, &l))
					for range 2 { // made, then shared
						var buf [7]span
						if got := reasonOf(nil, s, &l, splitComponents(s, buf[:0])); got != want {
							t.Fatalf("%q at %d, %q in %q: %q, want %q", s, offset, found, component, got, want)
						}
					}
				}
			}
		}
	}
	for _, s := range []string{"http://a/b c", "http://a/b\u00e9", "http://a b/", "http://a/%zz", "ht<tp://a"} {
		pe := parser.Validate(parser.URIReference, s).(*parser.Error)
		New[Wrapper, testLeaf, *testLeaf]("parse", s, Params{Offset: pe.Offset, Expected: pe.Expected})
		if n := testing.AllocsPerRun(100, func() {
			New[Wrapper, testLeaf, *testLeaf]("parse", s, Params{Offset: pe.Offset, Expected: pe.Expected})
		}); n != 1 {
			t.Errorf("%q: %v allocations, want 1", s, n)
		}
	}
}

// testLeaf is a Leaf as an error, for New in tests.
type testLeaf Leaf

func (e *testLeaf) Error() string { return e.Reason }

// TestForms: form gives "to encode" the place of its component in
// encodeForms.
func TestForms(t *testing.T) {
	for k, component := range encodeForms {
		if got := form(toEncode, &clue{component: component}); got != k {
			t.Errorf("form of %q: %d, want %d", component, got, k)
		}
	}
}

// TestSayingsConcurrent builds errors whose words are shared from many
// goroutines at once (for the race detector): each gets the words Plain
// writes.
func TestSayingsConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for k := 0x20; k < 0x7f; k++ {
				s := "http://a/b" + string(rune(k)) + strings.Repeat("c", g)
				err := parser.Validate(parser.URIReference, s)
				if err == nil {
					continue
				}
				pe := err.(*parser.Error)
				e := New[Wrapper, testLeaf, *testLeaf]("parse", s, Params{Offset: pe.Offset, Expected: pe.Expected})
				l := Leaf(*e.Err.(*testLeaf))
				l.Reason = ""
				if want := string(Plain(nil, s, &l)); e.Err.(*testLeaf).Reason != want {
					t.Errorf("%q: %q, want %q", s, e.Err.(*testLeaf).Reason, want)
				}
			}
		})
	}
	wg.Wait()
}
