package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestSkipSets checks each set of bytes that a scan skips against what
// the loop that skips it does with each byte, read off the plain
// predicates: a byte in the set is one the loop passes over.
func TestSkipSets(t *testing.T) {
	space := func(c byte) bool { return strings.IndexByte(" \t\n\r\f\v", c) >= 0 }
	sets := []struct {
		name string
		set  *skipSet
		in   func(c byte) bool
	}{
		// next: only "<", "\"" and ":" begin a URI or end a scheme.
		{"quietBytes", quietBytes, func(c byte) bool { return strings.IndexByte("<\":", c) < 0 }},
		// bare and markdownRun: an ASCII byte for which ends is false
		// in every mode, and no bracket either counts. Whether a byte
		// beyond ASCII, or an "&" in HTML (a character reference), ends
		// a URI depends on the bytes after it.
		{"bareBytes", bareBytes, func(c byte) bool {
			if c >= utf8.RuneSelf || c == '&' {
				return false
			}
			for _, m := range []Mode{Text, Markdown, HTML} {
				x := &extScanner{text: string([]byte{c}), mode: m}
				if x.ends(0) || x.short {
					return false
				}
			}
			return strings.IndexByte("[]()", c) < 0
		}},
		// close: the default case, "i++".
		{"delimitedBytes", delimitedBytes, func(c byte) bool {
			return strings.IndexByte("<>\"", c) < 0 && !space(c) && c < utf8.RuneSelf && c >= ' ' && c != 0x7f
		}},
		// collect: ASCII that is no whitespace.
		{"solidBytes", solidBytes, func(c byte) bool { return !space(c) && c < utf8.RuneSelf }},
		// trim: no bracket.
		{"unbracketed", unbracketed, func(c byte) bool { return strings.IndexByte("()[]{}", c) < 0 }},
	}
	for _, s := range sets {
		for c := range 256 {
			if got, want := s.set.Bytes[c], s.in(byte(c)); got != want {
				t.Errorf("%s[%q] = %v, want %v", s.name, byte(c), got, want)
			}
		}
	}
}

// TestTrimTables checks the tables trim reads against the strings it
// read before them: "([{" and ")]}" for brackets, ".,;:!?'" for the
// punctuation that ends a sentence, "*_~" for emphasis in Markdown.
func TestTrimTables(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		want := int8(0)
		if k := strings.IndexByte("([{", b); k >= 0 {
			want = int8(k + 1)
		} else if k := strings.IndexByte(")]}", b); k >= 0 {
			want = int8(-k - 1)
		}
		if bracketKind[b] != want {
			t.Errorf("bracketKind[%q] = %d, want %d", b, bracketKind[b], want)
		}
		var kind uint8
		switch {
		case strings.IndexByte(".,;:!?'", b) >= 0:
			kind = stop
		case strings.IndexByte("*_~", b) >= 0:
			kind = emphasis
		case strings.IndexByte(")]}", b) >= 0:
			kind = closeBracket
		}
		if trailing[b] != kind {
			t.Errorf("trailing[%q] = %d, want %d", b, trailing[b], kind)
		}
	}
}
