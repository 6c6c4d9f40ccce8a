package extract

import (
	"strings"
	"testing"
)

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
