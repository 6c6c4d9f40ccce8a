package emit

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// TestCodePoints checks how a grammar with a num-val above 0xFF is
// generated: its terminals are code points; a recursive one goes to
// package machine (it used to panic), a regular one to automata over
// UTF-8 bytes; with -encoding bytes it is refused with an error that names
// the num-val.
func TestCodePoints(t *testing.T) {
	for _, tc := range []struct {
		src    string
		interp bool
	}{
		{"a = \"(\" *a \")\" / %x100\n", true},
		{"a = \"(\" %x100-10FFFF \")\"\n", false},
	} {
		f, err := abnf.Parse("c.abnf", []byte(tc.src))
		if err != nil {
			t.Fatal(err)
		}
		g := abnf.New(f)
		cfg := Config{Grammar: g, Parser: Package{Name: "p", Dir: "p", Path: "x/p"}, AST: Package{Name: "ast", Dir: "ast", Path: "x/ast"}}
		files, err := Generate(cfg)
		if err != nil {
			t.Errorf("%q: %v", tc.src, err)
			continue
		}
		_, hasProgram := files["p/program.go"]
		if hasProgram != tc.interp {
			t.Errorf("%q: program for package machine: %v, want %v", tc.src, hasProgram, tc.interp)
		}
		if tc.interp && !strings.Contains(string(files["p/program.go"]), "machine.Runes") {
			t.Errorf("%q: the program reads no code points:\n%s", tc.src, files["p/program.go"])
		}
		if !strings.Contains(string(files["p/parser.go"]), "(-encoding utf8)") {
			t.Errorf("%q: the parser's header does not say its terminals are code points", tc.src)
		}
		g.Encoding = abnf.Bytes
		if _, err := Generate(cfg); err == nil || !strings.Contains(err.Error(), "above 0xFF") {
			t.Errorf("%q with -encoding bytes: %v, want an error about values above 0xFF", tc.src, err)
		}
	}
}
