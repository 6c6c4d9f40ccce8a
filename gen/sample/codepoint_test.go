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
	g, m := matcherOf(t, "x = %xA0-D7FF\ny = %x41 %xE9 %x1F600\nz = %x100-10FFFF\n")
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

// NearMisses of a range of code points are the code points just outside
// it, past the surrogates, which UTF-8 cannot write (it wrote U+FFFD for
// U+D800), and the strings the matcher rejects.
func TestNearMissesCodePoints(t *testing.T) {
	g, m := matcherOf(t, "x = %xA0-D7FF\ny = %xE000-FFFF\n")
	for name, want := range map[string][]string{"x": {"\u009f", "\ue000"}, "y": {"\ud7ff", "\U00010000"}} {
		valid := func(s string) bool { res, _ := m.Match(name, s, false); return res.OK }
		misses, err := New(g, 1).NearMisses(g.Rule(name), valid)
		if err != nil {
			t.Fatal(err)
		}
		if len(misses) < 2 || misses[0] != want[0] || misses[1] != want[1] {
			t.Errorf("NearMisses(%s) = %q, want %q first", name, misses, want)
		}
		for _, s := range misses {
			if valid(s) {
				t.Errorf("NearMisses(%s): %q matches", name, s)
			}
		}
	}
}

// matcherOf reads the grammar src and returns it with its matcher.
func matcherOf(t *testing.T, src string) (*abnf.Grammar, *match.Matcher) {
	t.Helper()
	f, err := abnf.Parse("c.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := abnf.New(f)
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	return g, m
}
