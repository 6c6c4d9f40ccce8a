package dfa

import "unicode/utf8"

// A utf8Seq is the UTF-8 encodings of a range of code points that one
// sequence of byte ranges spells: byte i of each encoding is in
// [Lo[i], Hi[i]], and every such byte sequence is one of them.
type utf8Seq struct {
	N      int // the length of the encodings, 1 to 4
	Lo, Hi [utf8.UTFMax]byte
}

// utf8Seqs splits the code points lo through hi, surrogates left out
// (UTF-8 cannot encode them), into ranges whose encodings are each one
// sequence of byte ranges, in increasing order: the way RE2 and Go's
// regexp compile a range of runes into a byte automaton.
func utf8Seqs(lo, hi rune) []utf8Seq {
	var out []utf8Seq
	var split func(lo, hi rune)
	split = func(lo, hi rune) {
		if lo > hi {
			return
		}
		// Leave out the surrogates.
		if lo <= 0xDFFF && hi >= 0xD800 {
			split(lo, 0xD7FF)
			split(0xE000, hi)
			return
		}
		// One length of encoding at a time.
		for _, m := range []rune{0x7F, 0x7FF, 0xFFFF} {
			if lo <= m && hi > m {
				split(lo, m)
				split(m+1, hi)
				return
			}
		}
		n := utf8.RuneLen(lo)
		// Split until the bytes past the first that differ range over
		// all continuation values: then each byte is a range on its own.
		for i := 1; i < n; i++ {
			mask := rune(1)<<(6*i) - 1
			if lo&^mask != hi&^mask {
				if lo&mask != 0 {
					split(lo, lo|mask)
					split((lo|mask)+1, hi)
					return
				}
				if hi&mask != mask {
					split(lo, hi&^mask-1)
					split(hi&^mask, hi)
					return
				}
			}
		}
		var a, b [utf8.UTFMax]byte
		utf8.EncodeRune(a[:], lo)
		utf8.EncodeRune(b[:], hi)
		out = append(out, utf8Seq{N: n, Lo: a, Hi: b})
	}
	split(lo, min(hi, utf8.MaxRune))
	return out
}
