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
		// The package comment says what the package holds: trees, or
		// Spans in their place, and where the trees are.
		doc := comments(src)
		for _, text := range []string{"Spans is the syntax tree of this parser", "With -api parse, abnf gen also writes parse trees"} {
			if strings.Contains(doc, text) == trees {
				t.Errorf("-api %v: the package comment has %q: %v, want %v", api, text, trees, !trees)
			}
		}
	}
	// Without node rules, Spans has no slots, and the comments say so.
	files := generate(t, "a = 1*\"x\"\n", Config{API: []string{"find"}})
	if src := comments(string(files["ast/ast.go"])); !strings.Contains(src, "No rule makes a node") || strings.Contains(src, "priority order") {
		t.Errorf("-api find, no nodes: the package comment of ast.go:\n%s", src)
	}
	if src := comments(string(files["p/parser.go"])); strings.Contains(src, "priority order") {
		t.Errorf("-api find, no nodes: parser.go speaks of the priority order of trees:\n%s", src)
	}
}

// comments returns the text of the comment lines of src, joined by
// spaces, so that a phrase is found wherever the lines break.
func comments(src string) string {
	var words []string
	for line := range strings.Lines(src) {
		if text, ok := strings.CutPrefix(strings.TrimSpace(line), "//"); ok {
			words = append(words, strings.Fields(text)...)
		}
	}
	return strings.Join(words, " ")
}
