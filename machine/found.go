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
	r, n := utf8.DecodeRuneInString(input[offset:])
	if r == utf8.RuneError && n <= 1 {
		return invalid + `"\x` + strconv.FormatUint(uint64(input[offset])|0x100, 16)[1:] + `"`
	}
	switch {
	case r < 0x20 || r == 0x7f:
		return `"\x` + strconv.FormatUint(uint64(r)|0x100, 16)[1:] + `"`
	case r > 0xffff && !strconv.IsGraphic(r):
		return `"\U` + strconv.FormatUint(uint64(r)|0x100000000, 16)[1:] + `"`
	case r >= 0x80 && !strconv.IsGraphic(r):
		return `"\u` + strconv.FormatUint(uint64(r)|0x10000, 16)[1:] + `"`
	case r == '"' || r == '\\':
		return `"\` + string(r) + `"`
	}
	return `"` + string(r) + `"`
}
