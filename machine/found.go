package machine

import (
	"strconv"
	"unicode/utf8"
)

// Found names what input holds at offset: the character there, quoted
// (a control or a character that is not graphic escaped: "\x1b",
// "\u202e"), or "end of input". A byte that begins no UTF-8 encoding is
// quoted as "\xNN".
func Found(input string, offset int) string {
	return found(input, offset, "")
}

// FoundUTF8 is Found for a grammar of code points: a byte that begins no
// UTF-8 encoding is named "invalid UTF-8" and quoted.
func FoundUTF8(input string, offset int) string {
	return found(input, offset, "invalid UTF-8 ")
}

func found(input string, offset int, invalid string) string {
	if offset >= len(input) {
		return EndOfInput
	}
	var buf [32]byte
	return string(AppendFound(buf[:0], input, offset, invalid))
}

// AppendFound appends to b what Found names at offset, before offset's
// end of input: the character there, quoted, with invalid before a byte
// that begins no UTF-8 encoding ("" as Found has it, "invalid UTF-8 " as
// FoundUTF8 has it), without allocating where b has room.
func AppendFound(b []byte, input string, offset int, invalid string) []byte {
	r, n := utf8.DecodeRuneInString(input[offset:])
	hex := func(b []byte, esc string, v uint64, width int) []byte {
		b = append(b, esc...)
		for k := width - 1; k >= 0; k-- {
			b = append(b, "0123456789abcdef"[v>>(4*k)&15])
		}
		return append(b, '"')
	}
	switch {
	case r == utf8.RuneError && n <= 1:
		return hex(append(b, invalid...), `"\x`, uint64(input[offset]), 2)
	case r < 0x20 || r == 0x7f:
		return hex(b, `"\x`, uint64(r), 2)
	case r > 0xffff && !strconv.IsGraphic(r):
		return hex(b, `"\U`, uint64(r), 8)
	case r >= 0x80 && !strconv.IsGraphic(r):
		return hex(b, `"\u`, uint64(r), 4)
	case r == '"' || r == '\\':
		return append(b, '"', '\\', byte(r), '"')
	}
	b = append(b, '"')
	b = append(b, input[offset:offset+n]...)
	return append(b, '"')
}
