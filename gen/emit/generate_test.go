package emit

import (
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// generate generates the parser of grammar with cfg, into packages p and
// ast at x/p and x/ast, and returns its files by path.
func generate(t *testing.T, grammar string, cfg Config) map[string][]byte {
	t.Helper()
	f, err := abnf.Parse("g.abnf", []byte(grammar))
	if err != nil {
		t.Fatal(err)
	}
	cfg.Grammar = abnf.New(f)
	cfg.Parser = Package{Name: "p", Dir: "p", Path: "x/p"}
	cfg.AST = Package{Name: "ast", Dir: "ast", Path: "x/ast"}
	files, err := Generate(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return files
}
