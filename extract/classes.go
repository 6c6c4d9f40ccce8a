package extract

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
