package dfa

import (
	"testing"
	"unicode/utf8"
)

// TestUTF8Seqs checks the split of code point ranges into byte-range
// sequences against utf8.EncodeRune for every code point of the ranges
// (RFC 3629 §3: surrogates have no encoding).
func TestUTF8Seqs(t *testing.T) {
	for _, r := range [][2]rune{
		{0, 0x10FFFF}, {0x80, 0xFF}, {0xA0, 0xD7FF}, {0xE000, 0xFFFD}, {0x10000, 0xEFFFD},
		{0x7F, 0x80}, {0x7FF, 0x800}, {0xFFFF, 0x10000}, {0xD7FF, 0xE000}, {0xD800, 0xDFFF},
		{0x1234, 0x1234}, {0x5D, 0x10FFFF}, {0x10FFFF, 0x110000},
	} {
		seqs := utf8Seqs(r[0], r[1])
		in := func(b []byte) bool {
			for _, s := range seqs {
				if s.N != len(b) {
					continue
				}
				ok := true
				for i := range b {
					ok = ok && s.Lo[i] <= b[i] && b[i] <= s.Hi[i]
				}
				if ok {
					return true
				}
			}
			return false
		}
		// Every code point of the range, and only those, is spelled.
		want := 0
		for c := max(r[0]-0x100, 0); c <= min(r[1]+0x100, utf8.MaxRune); c++ {
			if !utf8.ValidRune(c) {
				continue // no encoding to spell
			}
			var b [4]byte
			n := utf8.EncodeRune(b[:], c)
			inside := r[0] <= c && c <= r[1]
			if inside {
				want++
			}
			if got := in(b[:n]); got != inside {
				t.Fatalf("range %U-%U: U+%04X spelled: %v, want %v", r[0], r[1], c, got, inside)
			}
		}
		// No sequence spells anything but those code points: count them.
		total := 0
		for _, s := range seqs {
			k := 1
			for i := 0; i < s.N; i++ {
				k *= int(s.Hi[i]-s.Lo[i]) + 1
			}
			total += k
		}
		// Surrogates are spelled by no sequence either: ED A0-BF xx.
		if in([]byte{0xED, 0xA0, 0x80}) || in([]byte{0xED, 0xBF, 0xBF}) {
			t.Errorf("range %U-%U: a surrogate is spelled", r[0], r[1])
		}
		if lo, hi := max(r[0]-0x100, 0), min(r[1]+0x100, utf8.MaxRune); r[0] >= lo && r[1] <= hi && total != want {
			t.Errorf("range %U-%U: sequences spell %d strings, want %d", r[0], r[1], total, want)
		}
	}
}
