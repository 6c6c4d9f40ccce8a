package whatwg

import "unicode/utf8"

// An encodeSet is one of the percent-encode sets of the URL Standard
// ("Percent-encoded bytes").
type encodeSet uint8

const (
	c0ControlSet    encodeSet = iota // C0 controls and all code points above U+007E
	fragmentSet                      // C0 control set, space, ", <, >, `
	querySet                         // C0 control set, space, ", #, <, >
	specialQuerySet                  // query set and '
	pathSet                          // query set, ?, ^, `, {, }
	userinfoSet                      // path set, /, :, ;, =, @, [ to ^, |
	numEncodeSets
)

// inSet is the plain definition of the percent-encode sets; encodeTable is
// built from it.
func inSet(s encodeSet, c rune) bool {
	if c < 0x20 || c > 0x7e {
		return true
	}
	switch s {
	case fragmentSet:
		return c == ' ' || c == '"' || c == '<' || c == '>' || c == '`'
	case querySet:
		return c == ' ' || c == '"' || c == '#' || c == '<' || c == '>'
	case specialQuerySet:
		return inSet(querySet, c) || c == '\''
	case pathSet:
		return inSet(querySet, c) || c == '?' || c == '^' || c == '`' || c == '{' || c == '}'
	case userinfoSet:
		return inSet(pathSet, c) || c == '/' || c == ':' || c == ';' || c == '=' || c == '@' ||
			('[' <= c && c <= '^') || c == '|'
	}
	return false
}

// encodeTable[s][c] reports whether the ASCII byte c is in set s.
var encodeTable [numEncodeSets][128]bool

func init() {
	for s := range numEncodeSets {
		for c := range 128 {
			encodeTable[s][c] = inSet(s, rune(c))
		}
	}
}

const upperhex = "0123456789ABCDEF"

// appendEncoded appends c to b, UTF-8 percent-encoded if it is in set s.
func appendEncoded(b []byte, c rune, s encodeSet) []byte {
	if c < utf8.RuneSelf && !encodeTable[s][c] {
		return append(b, byte(c))
	}
	var tmp [utf8.UTFMax]byte
	n := utf8.EncodeRune(tmp[:], c)
	for _, x := range tmp[:n] {
		b = append(b, '%', upperhex[x>>4], upperhex[x&15])
	}
	return b
}

// decodeUTF8 decodes s the way the Encoding Standard's UTF-8 decoder does:
// each maximal ill-formed subsequence becomes one U+FFFD. It returns the
// code points and, for each of them and for the end of s, its byte offset
// in s.
func decodeUTF8(s string) ([]rune, []int) {
	rs := make([]rune, 0, len(s))
	offs := make([]int, 0, len(s)+1)
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			rs = append(rs, rune(b))
			offs = append(offs, i)
			i++
			continue
		}
		start := i
		var need int
		var cp rune
		lo, hi := byte(0x80), byte(0xbf)
		switch {
		case 0xc2 <= b && b <= 0xdf:
			need, cp = 1, rune(b&0x1f)
		case 0xe0 <= b && b <= 0xef:
			if b == 0xe0 {
				lo = 0xa0
			} else if b == 0xed {
				hi = 0x9f
			}
			need, cp = 2, rune(b&0xf)
		case 0xf0 <= b && b <= 0xf4:
			if b == 0xf0 {
				lo = 0x90
			} else if b == 0xf4 {
				hi = 0x8f
			}
			need, cp = 3, rune(b&7)
		default:
			rs = append(rs, utf8.RuneError)
			offs = append(offs, i)
			i++
			continue
		}
		i++
		for ; need > 0; need-- {
			if i >= len(s) || s[i] < lo || s[i] > hi {
				// The byte that broke the sequence is read again.
				cp = utf8.RuneError
				break
			}
			cp = cp<<6 | rune(s[i]&0x3f)
			lo, hi = 0x80, 0xbf
			i++
		}
		if need > 0 {
			cp = utf8.RuneError
		}
		rs = append(rs, cp)
		offs = append(offs, start)
	}
	offs = append(offs, len(s))
	return rs, offs
}

// toValidUTF8 returns s with each maximal ill-formed subsequence replaced
// by U+FFFD, as decodeUTF8 reads it.
func toValidUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	rs, _ := decodeUTF8(s)
	return string(rs)
}

// isHex reports whether c is an ASCII hex digit.
func isHex(c rune) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// unhex returns the value of the ASCII hex digit c.
func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// percentDecode is the URL Standard's "percent-decode" of a string's
// UTF-8 bytes: "%" and two hex digits become that byte, anything else is
// kept.
func percentDecode(s string) string {
	i := 0
	for i < len(s) && s[i] != '%' {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && isHex(rune(s[i+1])) && isHex(rune(s[i+2])) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

// isURLCodePoint reports whether c is a URL code point.
func isURLCodePoint(c rune) bool {
	switch {
	case c < 0x80:
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			c == '!' || c == '$' || c == '&' || c == '\'' || c == '(' || c == ')' ||
			c == '*' || c == '+' || c == ',' || c == '-' || c == '.' || c == '/' ||
			c == ':' || c == ';' || c == '=' || c == '?' || c == '@' || c == '_' || c == '~'
	case c < 0xa0 || c > 0x10fffd:
		return false
	case 0xd800 <= c && c <= 0xdfff: // surrogates
		return false
	case 0xfdd0 <= c && c <= 0xfdef: // noncharacters
		return false
	case c&0xfffe == 0xfffe: // noncharacters U+xFFFE and U+xFFFF
		return false
	}
	return true
}
