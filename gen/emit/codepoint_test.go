package emit

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// TestCodePointsRefused checks that a grammar with a num-val above 0xFF
// is refused with an error that names it, with recursion or without; a
// recursive one used to panic.
func TestCodePointsRefused(t *testing.T) {
	for _, src := range []string{
		"a = \"(\" *a \")\" / %x100\n",
		"a = \"(\" %x100-10FFFF \")\"\n",
	} {
		f, err := abnf.Parse("c.abnf", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Generate(Config{Grammar: abnf.New(f), Parser: Package{Name: "p", Dir: "p", Path: "x/p"}, AST: Package{Name: "ast", Dir: "ast", Path: "x/ast"}})
		if err == nil || !strings.Contains(err.Error(), "above 0xFF") {
			t.Errorf("%q: %v, want an error about values above 0xFF", src, err)
		}
	}
}
