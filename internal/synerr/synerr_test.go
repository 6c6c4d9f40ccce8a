package synerr

import (
	"slices"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// TestExpected splits the lists the generated parsers write, quoted
// literals holding "," and " or " included, and joins them back.
func TestExpected(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"scheme", []string{"scheme"}},
		{`ALPHA, DIGIT, "+", "-", "." or ":"`, []string{"ALPHA", "DIGIT", `"+"`, `"-"`, `"."`, `":"`}},
		{`pchar, "/" or end of input`, []string{"pchar", `"/"`, "end of input"}},
		{`",", " or " or "\""`, []string{`","`, `" or "`, `"\""`}},
		{`%x30-34, "5" or DIGIT`, []string{"%x30-34", `"5"`, "DIGIT"}},
		{`a name (in order, no name twice) or end of input`, []string{"a name (in order, no name twice)", "end of input"}},
		{`end of input (a fragment "MUST NOT be used")`, []string{`end of input (a fragment "MUST NOT be used")`}},
	} {
		got := Expected(tt.in)
		if !slices.Equal(got, tt.want) {
			t.Errorf("Expected(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if back := JoinOr(got); back != tt.in {
			t.Errorf("JoinOr(%q) = %q, want %q", got, back, tt.in)
		}
	}
}

// TestPassword finds the password of a userinfo as RFC 3986 Appendix B
// splits any string.
func TestPassword(t *testing.T) {
	for _, tt := range []struct {
		in       string
		from, to int
	}{
		{"http://u:p@h/", 9, 10},
		{"http://u:p:q@h/", 9, 12},
		{"http://u@h/", 0, 0},
		{"http://u:@h/", 9, 9},
		{"//u:pw@h", 4, 6},
		{"u:p@h", 0, 0}, // no authority: a scheme "u"
		{"http://h/u:p@x", 0, 0},
		{"http://a:b@c@d/", 9, 12}, // the last "@" ends the userinfo
	} {
		if from, to := Password(tt.in); from != tt.from || to != tt.to {
			t.Errorf("Password(%q) = %d, %d, want %d, %d", tt.in, from, to, tt.from, tt.to)
		}
	}
}

// TestExpectedList checks that the list a generated parser's error
// carries (its table expectationLists) is its text split, item by item,
// for every rule of RFC 3986 on inputs that fail in many states.
func TestExpectedList(t *testing.T) {
	inputs := []string{"", " ", "a", "a:", "%", "%z", "http://[", "http://[::1", "http://[v1", "http://a:b:c@d:e/", "//a@b@c", "1.2.3.", "a/b?c#d#", "\xff", "[::1]x", "25x", "a:b c"}
	n := 0
	for _, r := range parser.Rules {
		for _, in := range inputs {
			err := parser.Validate(r, in)
			if err == nil {
				continue
			}
			pe := err.(*parser.Error)
			n++
			if !slices.Equal(pe.ExpectedList, Expected(pe.Expected)) || JoinOr(pe.ExpectedList) != pe.Expected {
				t.Errorf("%v %q: ExpectedList %q, Expected %q", r, in, pe.ExpectedList, pe.Expected)
			}
		}
	}
	if n < 100 {
		t.Errorf("%d errors checked, want more", n)
	}
}
