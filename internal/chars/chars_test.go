package chars

import (
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// classes are the classes of the package, each with the rule of the
// grammar it is read from and its characters as RFC 3986 lists them.
var classes = []struct {
	name   string
	in     func(byte) bool
	rule   func(byte) bool
	listed string
}{
	// §2.1: HEXDIG of RFC 5234 B.1, case-insensitive as ABNF strings are.
	{"IsHex", IsHex, func(c byte) bool { return parser.ValidHEXDIG(string([]byte{c})) }, "0123456789ABCDEFabcdef"},
	// §2.3.
	{"IsUnreserved", IsUnreserved, func(c byte) bool { return parser.ValidUnreserved(string([]byte{c})) },
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"},
	// §2.2.
	{"IsReserved", IsReserved, func(c byte) bool { return parser.ValidReserved(string([]byte{c})) }, ":/?#[]@!$&'()*+,;="},
	// §3.1: "a" c and "a" c "a" are schemes.
	{"IsSchemeChar", IsSchemeChar, func(c byte) bool {
		return parser.ValidScheme(string([]byte{'a', c})) && parser.ValidScheme(string([]byte{'a', c, 'a'}))
	}, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-."},
}

// TestClasses checks each class on every byte against its rule and its
// list.
func TestClasses(t *testing.T) {
	for _, tc := range classes {
		for c := range 256 {
			b := byte(c)
			want := tc.rule(b)
			if got := tc.in(b); got != want {
				t.Errorf("%s(%q) = %v, the grammar says %v", tc.name, b, got, want)
			}
			if listed := strings.IndexByte(tc.listed, b) >= 0; listed != want {
				t.Errorf("%s: the grammar says %v of %q, RFC 3986 %v", tc.name, want, b, listed)
			}
		}
	}
}

// TestUnhex checks the value of every HEXDIG (RFC 3986 §2.1).
func TestUnhex(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		if !IsHex(b) {
			continue
		}
		v, err := strconv.ParseUint(string([]byte{b}), 16, 8)
		if err != nil || Unhex(b) != byte(v) {
			t.Errorf("Unhex(%q) = %d, want %d (%v)", b, Unhex(b), v, err)
		}
	}
}

// TestDecode checks Decode on every triplet "%" c d against the
// pct-encoded rule (RFC 3986 §2.1), alone and inside text, and on what
// is too short to be one.
func TestDecode(t *testing.T) {
	for c := range 256 {
		for d := range 256 {
			s := string([]byte{'%', byte(c), byte(d)})
			want := parser.ValidPctEncoded(s)
			for _, in := range []string{s, "a" + s, "a" + s + "b"} {
				i := strings.IndexByte(in, '%')
				got, ok := Decode(in, i)
				if ok != want {
					t.Fatalf("Decode(%q, %d) ok = %v, parser.ValidPctEncoded(%q) says %v", in, i, ok, s, want)
				}
				if v, _ := strconv.ParseUint(s[1:], 16, 8); ok && got != byte(v) {
					t.Fatalf("Decode(%q, %d) = %#x, want %#x", in, i, got, v)
				}
			}
		}
	}
	for _, tc := range []struct {
		s string
		i int
	}{{"", 0}, {"%", 0}, {"%4", 0}, {"a%41", 0}, {"%41", 1}, {"%%41", 0}} {
		if got, ok := Decode(tc.s, tc.i); ok {
			t.Errorf("Decode(%q, %d) = %#x, true; want false", tc.s, tc.i, got)
		}
	}
}

// TestUpperHex checks that UpperHex spells every byte as a pct-encoded
// triplet with uppercase digits (RFC 3986 §2.1) that Decode reads back.
func TestUpperHex(t *testing.T) {
	for c := range 256 {
		s := "%" + string(UpperHex[c>>4]) + string(UpperHex[c&15])
		if !parser.ValidPctEncoded(s) || strings.ToUpper(s) != s {
			t.Errorf("byte %#x is spelled %q", c, s)
		}
		if got, ok := Decode(s, 0); !ok || got != byte(c) {
			t.Errorf("Decode(%q, 0) = %#x, %v; want %#x", s, got, ok, c)
		}
	}
}
