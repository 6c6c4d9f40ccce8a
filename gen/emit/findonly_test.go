package emit

import (
	"strings"
	"testing"
)

// TestFindOnlyAST checks that the tree package of a parser without Parse
// (-api find) declares the kinds and Spans, and no trees: no Tree, Node or
// Walk, and no nodes.go of typed views.
func TestFindOnlyAST(t *testing.T) {
	for _, api := range [][]string{{"find"}, {"parse", "find"}} {
		files := generate(t, "a = 1*\"x\" [ b ]\nb = \"y\"\n", Config{API: api, Nodes: []string{"b"}})
		trees := len(api) == 2
		src := string(files["ast/ast.go"])
		for _, decl := range []string{"type Tree struct", "type Node interface", "func Walk(", "type Record struct"} {
			if strings.Contains(src, decl) != trees {
				t.Errorf("-api %v: ast.go has %q: %v, want %v", api, decl, !trees, trees)
			}
		}
		for _, decl := range []string{"type Kind uint8", "type Spans [", "func (s *Spans) Get("} {
			if !strings.Contains(src, decl) {
				t.Errorf("-api %v: ast.go lacks %q", api, decl)
			}
		}
		if _, ok := files["ast/nodes.go"]; ok != trees {
			t.Errorf("-api %v: nodes.go written: %v, want %v", api, ok, trees)
		}
	}
}
