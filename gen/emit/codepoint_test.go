package emit

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// TestCodePoints checks how a grammar with a num-val above 0xFF is
// generated: by default its terminals are code points and package interp
// runs it (a recursive one used to panic); with -encoding bytes it is
// refused with an error that names the num-val.
func TestCodePoints(t *testing.T) {
	for _, src := range []string{
		"a = \"(\" *a \")\" / %x100\n",
		"a = \"(\" %x100-10FFFF \")\"\n",
	} {
		f, err := abnf.Parse("c.abnf", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Grammar: abnf.New(f), Parser: Package{Name: "p", Dir: "p", Path: "x/p"}, AST: Package{Name: "ast", Dir: "ast", Path: "x/ast"}}
		files, err := Generate(cfg)
		if err != nil {
			t.Errorf("%q: %v", src, err)
		} else if prog := string(files["p/program.go"]); !strings.Contains(prog, "interp.Runes") {
			t.Errorf("%q: the program reads no code points:\n%s", src, prog)
		}
		cfg.Encoding = "bytes"
		if _, err := Generate(cfg); err == nil || !strings.Contains(err.Error(), "above 0xFF") {
			t.Errorf("%q with -encoding bytes: %v, want an error about values above 0xFF", src, err)
		}
		cfg.Encoding = "latin1"
		if _, err := Generate(cfg); err == nil || !strings.Contains(err.Error(), "want bytes or utf8") {
			t.Errorf("%q with -encoding latin1: %v, want an error naming the encodings", src, err)
		}
	}
}
