package dfa

import (
	"slices"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// TestUTF8Automaton runs the automaton of a grammar of code points (RFC
// 5234 §2.4: %xA0 is U+00A0) over UTF-8: code points of every length
// match; invalid UTF-8, surrogates and truncated encodings do not; a
// failure inside an encoding is reported at its first byte, with what was
// expected there.
func TestUTF8Automaton(t *testing.T) {
	f, err := abnf.Parse("t.abnf", []byte("a = 1*( \"x\" / %xA0-D7FF / %x10000-1FFFD ) [\"!\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	set, err := Build(abnf.New(f), map[*abnf.Rule]int{}, map[*abnf.Rule]int{})
	if err != nil {
		t.Fatal(err)
	}
	after := []string{`"x"`, "%xA0-D7FF", "%x10000-1FFFD", `"!"`, EndOfInput}
	first := []string{`"x"`, "%xA0-D7FF", "%x10000-1FFFD"}
	for _, tc := range []struct {
		in     string
		offset int // -1: a match
		expect []string
	}{
		{"x", -1, nil},
		{"é", -1, nil},
		{"x\u00a0\ud7ff\U00010000\U0001FFFD!", -1, nil},
		{"\u009f", 0, first},        // below the range: C2 9F
		{"x\ue000", 1, after},       // between the ranges
		{"x\U0001FFFE", 1, after},   // above
		{"x\xc3", 1, after},         // truncated at the end
		{"x\xe2\x82x", 1, after},    // truncated inside
		{"x\xed\xa0\x80", 1, after}, // a surrogate
		{"x\xc0\xaf", 1, after},     // overlong
		{"\xff", 0, first},          // no UTF-8
		{"xé\x80", 3, after},        // a stray continuation byte
		{"\U00010000\xf0\x90\x80", 4, after},
	} {
		for _, d := range []*DFA{set.Rules[0].Validate, set.Rules[0].Parse} {
			r := d.Run(tc.in, nil)
			if tc.offset < 0 {
				if !r.OK {
					t.Errorf("%q: offset %d, expected %v; want a match", tc.in, r.Offset, r.Expect)
				}
				continue
			}
			if r.OK || r.Offset != tc.offset || !slices.Equal(r.Expect, tc.expect) {
				t.Errorf("%q: ok %v, offset %d, expected %q; want offset %d, expected %q", tc.in, r.OK, r.Offset, r.Expect, tc.offset, tc.expect)
			}
		}
	}
}
