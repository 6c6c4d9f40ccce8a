package analyze

import (
	"fmt"
	"slices"
	"strings"
)

// CharSet is a set of terminal values (bytes, or code points for a
// grammar of code points): sorted ranges, neither overlapping nor
// adjacent.
type CharSet [][2]rune

// Union returns the values of s and t.
func (s CharSet) Union(t CharSet) CharSet {
	if len(t) == 0 {
		return s
	}
	all := append(append(CharSet(nil), s...), t...)
	slices.SortFunc(all, func(a, b [2]rune) int { return int(a[0] - b[0]) })
	var out CharSet
	for _, r := range all {
		if n := len(out); n > 0 && r[0] <= out[n-1][1]+1 {
			out[n-1][1] = max(out[n-1][1], r[1])
			continue
		}
		out = append(out, r)
	}
	return out
}

// String writes s as a bracket expression: printable ASCII as itself,
// other bytes as \xhh, values above 0xFF as \uhhhh or \Uhhhhhhhh.
func (s CharSet) String() string { return s.text(false) }

// Text is String for values that are code points when utf8 is set:
// 0x80-0xFF are then \u0080-\u00ff, not bytes.
func (s CharSet) Text(utf8 bool) string { return s.text(utf8) }

func (s CharSet) text(utf8 bool) string {
	var b strings.Builder
	b.WriteByte('[')
	one := func(c rune) {
		switch {
		case c > 0x20 && c < 0x7f && !strings.ContainsRune(`-]\[`, c):
			b.WriteRune(c)
		case c < 0x80 || c <= 0xFF && !utf8:
			fmt.Fprintf(&b, `\x%02x`, c)
		case c <= 0xFFFF:
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			fmt.Fprintf(&b, `\U%08x`, c)
		}
	}
	for _, r := range s {
		one(r[0])
		if r[1] > r[0] {
			if r[1] > r[0]+1 {
				b.WriteByte('-')
			}
			one(r[1])
		}
	}
	b.WriteByte(']')
	return b.String()
}
