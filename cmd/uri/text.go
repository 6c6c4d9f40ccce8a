package main

import (
	"strconv"
	"unicode/utf8"
)

// What the commands write is read on terminals, and in files and logs
// that are read on terminals later. Decoded text ("%1B" is ESC) and the
// inputs themselves may hold characters that a terminal acts on instead of
// showing: ESC and CSI (U+009B) begin the sequences that move the cursor,
// clear the screen, set the window's title or write to the clipboard; a
// tab or a line break in a field breaks the line into other fields and
// lines. Bidirectional formatting characters make a terminal or an editor
// show the text around them in another order than it has (RFC 3987 §4.1,
// which forbids them in IRIs; Unicode's UAX #9). All of them are written
// escaped, by one function for every command: appendText, or
// appendTextMessage for a message, and appendJSONString in JSON.

// unsafeRune reports whether r is a character the text output does not
// write as it is:
//
//   - C0 controls (U+0000 to U+001F), tab and line feed included, DEL
//     (U+007F) and C1 controls (U+0080 to U+009F, among them CSI, U+009B,
//     which a terminal reads as ESC "[");
//   - U+2028 and U+2029, which end lines in Unicode (and in JavaScript);
//   - the bidirectional formatting characters: the marks ALM (U+061C),
//     LRM and RLM (U+200E, U+200F), the embeddings and overrides LRE, RLE,
//     PDF, LRO and RLO (U+202A to U+202E) and the isolates LRI, RLI, FSI
//     and PDI (U+2066 to U+2069).
//
// Other characters that are not printed (a zero-width space, a soft
// hyphen) change no terminal's state nor the order of what is shown: they
// are written as they are, as are letters of every script, which IRIs
// hold.
func unsafeRune(r rune) bool {
	switch {
	case r < 0x20, 0x7f <= r && r <= 0x9f:
		return true
	case r < 0x61c:
		return false
	}
	return r == 0x61c || r == 0x200e || r == 0x200f || 0x2028 <= r && r <= 0x202e || 0x2066 <= r && r <= 0x2069
}

// unsafeIndex returns the offset in s of the first character unsafeRune
// names or byte that is not UTF-8, or -1 when there is none. A byte that
// is not UTF-8 is one for a terminal that reads another encoding, where
// 0x9B alone is CSI.
func unsafeIndex(s string) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || unsafeRune(r) {
			return i
		}
		i += size
	}
	return -1
}

// appendText appends s, a field of a line of text output (an input, a
// result, a URI found in text), to b: as it is, or, when it holds a
// character unsafeRune names or a byte that is not UTF-8, or begins with
// a double quote, quoted as a Go string literal (strconv.Quote: "\x1b",
// "\t", "\u009b", "\u202e", "\xff"). Quoted, a field is one line without
// a tab, shows what it holds on any terminal, and reads back with
// strconv.Unquote; a field that begins with a double quote is always
// quoted, so that the two are told apart.
func appendText(b []byte, s string) []byte {
	if len(s) > 0 && s[0] == '"' || unsafeIndex(s) >= 0 {
		return strconv.AppendQuote(b, s)
	}
	return append(b, s...)
}

// appendTextMessage appends msg, a message, the last field of its line,
// to b as appendText does, but for a message that begins with a double
// quote, which is written as it is: messages are read, not read back, and
// many begin with a quoted piece of the input.
func appendTextMessage(b []byte, msg string) []byte {
	if unsafeIndex(msg) >= 0 {
		return strconv.AppendQuote(b, msg)
	}
	return append(b, msg...)
}
