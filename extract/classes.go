package extract

import "github.com/abnf-uri/uri/machine"

// A skipSet holds the bytes of a run that a scan passes over without
// looking at them one at a time: bytes that begin nothing, or that a URI
// goes on over whatever its mode and brackets.
type skipSet = machine.Class

// newSkipSet returns the set of the bytes c for which in(c) is true.
func newSkipSet(in func(c byte) bool) *skipSet {
	var t [256]bool
	for c := range t {
		t[c] = in(byte(c))
	}
	set := machine.NewClass(&t)
	return &set
}

// skip returns the offset of the first byte of s from i on that set does
// not hold: where the loop that calls it has to look at a byte. Every
// scan over a run goes through here. With x.ref it returns i, so that the
// loops read every byte themselves: the reference the tests compare with.
func (x *extScanner) skip(s string, i int, set *skipSet) int {
	if x.ref {
		return i
	}
	return machine.Skip(s, i, set)
}

var (
	// quietBytes begin no URI and no scheme's end: all but "<" and
	// "\"", which may open a delimited URI, and ":", which may end a
	// scheme (next).
	quietBytes = newSkipSet(func(c byte) bool { return c != '<' && c != '"' && c != ':' })
	// bareBytes go on in a bare URI in every mode, whatever brackets
	// it has opened: the ASCII graphic characters but "<", ">", "\""
	// (ends), "[", "]" (an IP literal's, §3.2.2), "(", ")" (a link
	// destination's, in Markdown), "&" (a character reference, in HTML)
	// and "`" (a code span's, in Markdown).
	bareBytes = newSkipSet(func(c byte) bool {
		switch c {
		case '<', '>', '"', '[', ']', '(', ')', '&', '`':
			return false
		}
		return ' ' < c && c < 0x7f
	})
	// delimitedBytes go on in a URI in angle brackets or quotes, for
	// close: the ASCII graphic characters but "<", ">" and "\"".
	delimitedBytes = newSkipSet(func(c byte) bool {
		return ' ' < c && c < 0x7f && c != '<' && c != '>' && c != '"'
	})
	// solidBytes are ASCII and no whitespace, for collect: the bytes
	// of a piece of a delimited URI.
	solidBytes = newSkipSet(func(c byte) bool {
		switch c {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			return false
		}
		return c < 0x80
	})
	// unbracketed are the bytes but the brackets "()[]{}", that trim
	// counts.
	unbracketed = newSkipSet(func(c byte) bool { return bracketKind[c] == 0 })
)

// bracketKind says which bracket a byte is, for trim: opening "(", "["
// and "{" are 1, 2 and 3, closing ")", "]" and "}" are -1, -2 and -3,
// any other byte 0.
var bracketKind = [256]int8{'(': 1, '[': 2, '{': 3, ')': -1, ']': -2, '}': -3}

// The kinds of trailing bytes, for trim.
const (
	notTrailing  = iota
	stop         // ".", ",", ";", ":", "!", "?", "'": punctuation that ends a sentence
	emphasis     // "*", "_", "~": emphasis and strikethrough, in Markdown (GFM §6.9)
	closeBracket // ")", "]", "}": trailing unless it closes a bracket of the URI
)

// trailing is the kind of each byte at the end of a bare URI.
var trailing = func() (t [256]uint8) {
	for _, c := range []byte(".,;:!?'") {
		t[c] = stop
	}
	for _, c := range []byte("*_~") {
		t[c] = emphasis
	}
	for _, c := range []byte(")]}") {
		t[c] = closeBracket
	}
	return t
}()
