package sample

import (
	"testing"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
)

// TestCodePoints checks strings drawn from a grammar of code points (RFC
// 5234 §2.4: a num-val above 0xFF makes every value a code point): each
// is valid UTF-8 and matches its rule, and %xA0 is U+00A0, two bytes, not
// the byte 0xA0. Cover wrote single bytes for values below 0x100 and the
// matcher refused them.
func TestCodePoints(t *testing.T) {
	f, err := abnf.Parse("c.abnf", []byte("x = %xA0-D7FF\ny = %x41 %xE9 %x1F600\nz = %x100-10FFFF\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := abnf.New(f)
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	s := New(g, 1)
	for _, name := range []string{"x", "y", "z"} {
		r := g.Rule(name)
		var all []string
		for range 200 {
			if str, ok := s.Sample(r); ok {
				all = append(all, str)
			}
		}
		cover, err := s.Cover(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, str := range append(all, cover...) {
			res, err := m.Match(name, str, false)
			if err != nil || !res.OK || !utf8.ValidString(str) {
				t.Errorf("rule %s: %q is not a string of the rule (%v, %+v)", name, str, err, res)
			}
		}
	}
	if cover, _ := s.Cover(g.Rule("x")); len(cover) == 0 || cover[0] != "\u00a0" {
		t.Errorf("Cover(x) = %q, want \"\\u00a0\" first", cover)
	}
}
