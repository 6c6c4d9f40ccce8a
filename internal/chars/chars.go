// Package chars holds the classes of bytes of RFC 3986 that the
// hand-written passes of the module test one at a time: the hexadecimal
// digits of a percent-encoding (§2.1), the unreserved characters (§2.3),
// the reserved characters (§2.2) and the characters of a scheme (§3.1).
//
// The classes are not written out here: they are read off the generated
// parser at init, by asking a validator about every byte, as package
// uri's escape tables are, so that the grammar stays their one source.
package chars

import (
	"strings"

	"github.com/abnf-uri/uri/parser"
)

// UpperHex holds the hexadecimal digits in the order of their values,
// uppercase as RFC 3986 §2.1 asks: "%", UpperHex[c>>4], UpperHex[c&15]
// is the percent-encoding of the byte c.
const UpperHex = "0123456789ABCDEF"

var (
	// hexval is the value of each HEXDIG, and notHex for other bytes.
	hexval     = hexValues()
	unreserved = class(parser.ValidUnreserved)
	reserved   = class(parser.ValidReserved)
	// schemeChar holds the bytes c for which "a" c is a scheme.
	schemeChar = class(func(s string) bool { return parser.ValidScheme("a" + s) })
)

const notHex = 0xff

// class returns the bytes whose one-byte string valid accepts.
func class(valid func(string) bool) [256]bool {
	var t [256]bool
	var one [1]byte
	for c := range t {
		one[0] = byte(c)
		t[c] = valid(string(one[:]))
	}
	return t
}

// hexValues returns hexval: the HEXDIGs are the bytes of the class of
// parser.ValidHEXDIG, each worth its place among the digits (c|0x20
// lowercases a letter and leaves a digit as it is).
func hexValues() [256]byte {
	var t [256]byte
	for c, ok := range class(parser.ValidHEXDIG) {
		t[c] = notHex
		if ok {
			t[c] = byte(strings.IndexByte("0123456789abcdef", byte(c)|0x20))
		}
	}
	return t
}

// IsHex reports whether c is a HEXDIG, in either case (RFC 3986 §2.1:
// "0"-"9", "A"-"F", "a"-"f").
func IsHex(c byte) bool { return hexval[c] != notHex }

// Unhex returns the value of the HEXDIG c, in either case (RFC 3986
// §2.1). For a byte that is no HEXDIG the result means nothing.
func Unhex(c byte) byte { return hexval[c] }

// Decode returns the octet that the pct-encoded triplet at s[i] stands
// for (RFC 3986 §2.1: "%" HEXDIG HEXDIG), and whether there is one there.
func Decode(s string, i int) (byte, bool) {
	if i+2 < len(s) && s[i] == '%' {
		if h, l := hexval[s[i+1]], hexval[s[i+2]]; h|l < 16 {
			return h<<4 | l, true
		}
	}
	return 0, false
}

// IsUnreserved reports whether c is unreserved (RFC 3986 §2.3): ALPHA,
// DIGIT, "-", ".", "_" or "~", the characters that may be written as
// they are in every component and delimit none.
func IsUnreserved(c byte) bool { return unreserved[c] }

// IsReserved reports whether c is reserved (RFC 3986 §2.2): a gen-delim,
// ":" / "/" / "?" / "#" / "[" / "]" / "@", or a sub-delim, "!" / "$" /
// "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=".
func IsReserved(c byte) bool { return reserved[c] }

// IsSchemeChar reports whether c may follow the first character of a
// scheme (RFC 3986 §3.1, "scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" /
// "." )"): a letter, a digit, "+", "-" or ".".
func IsSchemeChar(c byte) bool { return schemeChar[c] }
