// Package termsafe says which characters of a text are not written as they
// are to a terminal, a log or a line of NDJSON, and writes them escaped.
//
// Decoded text ("%1B" is ESC) and the inputs themselves may hold characters
// that a terminal acts on instead of showing: ESC and CSI (U+009B) begin the
// sequences that move the cursor, clear the screen, set the window's title or
// write to the clipboard; a tab or a line break in a field breaks the line
// into other fields and lines. Bidirectional formatting characters make a
// terminal or an editor show the text around them in another order than it
// has (RFC 3987 §4.1, which forbids them in IRIs; Unicode's UAX #9). The uri
// command, the uripipe command and the messages of the library's syntax
// errors all escape what Unsafe names.
package termsafe

import (
	"strings"
	"unicode/utf8"
)

// Unsafe reports whether r is a character that text output does not write
// as it is:
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
func Unsafe(r rune) bool {
	switch {
	case r < 0x20, 0x7f <= r && r <= 0x9f:
		return true
	case r < 0x61c:
		return false
	}
	return r == 0x61c || r == 0x200e || r == 0x200f || 0x2028 <= r && r <= 0x202e || 0x2066 <= r && r <= 0x2069
}

// Index returns the offset in s of the first character unsafeRune
// names or byte that is not UTF-8, or -1 when there is none. A byte that
// is not UTF-8 is one for a terminal that reads another encoding, where
// 0x9B alone is CSI.
func Index(s string) int {
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
		if r == utf8.RuneError && size == 1 || Unsafe(r) {
			return i
		}
		i += size
	}
	return -1
}

// AppendJSONString appends s to b as a JSON string: as encoding/json does with
// SetEscapeHTML(false), so that "<", ">" and "&" stay; a byte that is not
// UTF-8 is "\ufffd", for a JSON string holds only text. Unlike
// encoding/json, it escapes every character that Unsafe names, DEL,
// C1 controls and bidirectional formatting characters too ("\u009b"):
// NDJSON read on a terminal acts on none of them. Decoded, the string is
// the same.
func AppendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		// Runs of bytes that stand for themselves are copied at once.
		for i < len(s) && jsonPlain[s[i]] {
			i++
		}
		if i == len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				// The character goes with the run after it.
				b = append(b, '\\')
				i++
				start = i - 1
				continue
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			start = i + size
		case Unsafe(r):
			// U+2028 and U+2029 end lines in JavaScript; the others,
			// as in text (see Unsafe).
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', hex[r>>12], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf])
			start = i + size
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// jsonPlain are the bytes a JSON string holds as they are: ASCII but
// control characters, DEL, '"' and '\\'.
var jsonPlain = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != 0x7f
	}
	return t
}()

// JSON escapes, in text that encoding/json wrote, every character Unsafe
// names that encoding/json leaves as it is (DEL, C1 controls and the
// bidirectional formatting characters) as "\uXXXX": encoding/json writes
// characters beyond ASCII only inside strings, where the escape reads back
// as the character. Text without such a character is returned as it is.
func JSON(text string) string {
	const hex = "0123456789abcdef"
	var b strings.Builder
	start := 0
	for i, r := range text {
		if r < 0x7f || !Unsafe(r) {
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(text) + 8)
		}
		b.WriteString(text[start:i])
		b.Write([]byte{'\\', 'u', hex[r>>12], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf]})
		start = i + utf8.RuneLen(r)
	}
	if start == 0 {
		return text
	}
	b.WriteString(text[start:])
	return b.String()
}
