package dfa

import (
	"fmt"
	"math/bits"
	"strings"
)

// ByteSet is a set of byte values.
type ByteSet [4]uint64

// Add adds b.
func (s *ByteSet) Add(b byte) { s[b>>6] |= 1 << (b & 63) }

// AddRange adds lo through hi.
func (s *ByteSet) AddRange(lo, hi byte) {
	for c := int(lo); c <= int(hi); c++ {
		s.Add(byte(c))
	}
}

// Has reports whether b is in s.
func (s *ByteSet) Has(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }

// Union adds the elements of t.
func (s *ByteSet) Union(t ByteSet) {
	for i := range s {
		s[i] |= t[i]
	}
}

// Empty reports whether s has no element.
func (s ByteSet) Empty() bool { return s == ByteSet{} }

// Len is the number of elements.
func (s ByteSet) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// String writes s as ranges: [0-9A-Fa-f].
func (s ByteSet) String() string {
	var b strings.Builder
	b.WriteByte('[')
	for c := 0; c < 256; c++ {
		if !s.Has(byte(c)) {
			continue
		}
		e := c
		for e+1 < 256 && s.Has(byte(e+1)) {
			e++
		}
		b.WriteString(byteText(byte(c)))
		if e > c {
			if e > c+1 {
				b.WriteByte('-')
			}
			b.WriteString(byteText(byte(e)))
		}
		c = e
	}
	b.WriteByte(']')
	return b.String()
}

func byteText(c byte) string {
	if c > 0x20 && c < 0x7f && c != '-' && c != ']' && c != '\\' && c != '[' {
		return string(rune(c))
	}
	return fmt.Sprintf(`\x%02x`, c)
}
