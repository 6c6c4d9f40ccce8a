package chars

import (
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// TestIsHex checks IsHex and Unhex on every byte against the grammar
// (RFC 3986 §2.1, HEXDIG of RFC 5234 B.1, case-insensitive as ABNF
// strings are) and against the digits as §2.1 lists them.
func TestIsHex(t *testing.T) {
	const digits = "0123456789ABCDEFabcdef" // RFC 3986 §2.1
	for c := range 256 {
		b := byte(c)
		want := parser.ValidHEXDIG(string([]byte{b}))
		if got := IsHex(b); got != want {
			t.Errorf("IsHex(%q) = %v, parser.ValidHEXDIG says %v", b, got, want)
		}
		if in := strings.IndexByte(digits, b) >= 0; in != want {
			t.Errorf("parser.ValidHEXDIG(%q) = %v, RFC 3986 §2.1 says %v", b, want, in)
		}
		if !want {
			continue
		}
		v, err := strconv.ParseUint(string([]byte{b}), 16, 8)
		if err != nil || Unhex(b) != byte(v) {
			t.Errorf("Unhex(%q) = %d, want %d", b, Unhex(b), v)
		}
	}
}

// TestIsUnreserved checks IsUnreserved on every byte against the
// grammar and against the characters as RFC 3986 §2.3 lists them.
func TestIsUnreserved(t *testing.T) {
	const listed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~" // RFC 3986 §2.3
	for c := range 256 {
		b := byte(c)
		want := parser.ValidUnreserved(string([]byte{b}))
		if got := IsUnreserved(b); got != want {
			t.Errorf("IsUnreserved(%q) = %v, parser.ValidUnreserved says %v", b, got, want)
		}
		if in := strings.IndexByte(listed, b) >= 0; in != want {
			t.Errorf("parser.ValidUnreserved(%q) = %v, RFC 3986 §2.3 says %v", b, want, in)
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

// TestIsSchemeChar checks IsSchemeChar on every byte against the scheme
// rule (RFC 3986 §3.1) and against the characters as it lists them.
func TestIsSchemeChar(t *testing.T) {
	const listed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-." // RFC 3986 §3.1
	for c := range 256 {
		b := byte(c)
		want := parser.ValidScheme(string([]byte{'a', b})) && parser.ValidScheme(string([]byte{'a', b, 'a'}))
		if got := IsSchemeChar(b); got != want {
			t.Errorf("IsSchemeChar(%q) = %v, parser.ValidScheme says %v", b, got, want)
		}
		if in := strings.IndexByte(listed, b) >= 0; in != want {
			t.Errorf("parser.ValidScheme(\"a\" + %q) = %v, RFC 3986 §3.1 says %v", b, want, in)
		}
	}
}
