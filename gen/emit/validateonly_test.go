package emit

import (
	"regexp"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// TestValidateOnly checks that a parser of -api validate offers Validate
// alone: no tree package, no import of one, none of the code of Parse,
// Append and Find, and fewer bytes than the default parser of the same
// grammar; for a grammar of automata, with -tables and with -entries,
// and for one package machine runs.
func TestValidateOnly(t *testing.T) {
	const automata = "a = 1*\"x\" [ b ] c\nb = \"y\" / %x80-FF\nc = %s\"abcdefghijklmnopqrstuvwxyz0123456789\"\nd = c \"z\"\n"
	const recursive = "a = \"(\" [ a ] \")\" / b\nb = 1*\"x\"\n"
	for _, tc := range []struct {
		name, grammar string
		cfg           Config
	}{
		{"automata", automata, Config{}},
		{"tables", automata, Config{Tables: true}},
		{"entries", automata, Config{Entries: []string{"a"}, Direct: []string{"a"}}},
		{"interp", recursive, Config{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			full := tc.cfg
			full.Nodes = []string{"b"}
			def := generate(t, tc.grammar, full)
			cfg := tc.cfg
			cfg.API = []string{"validate"}
			files := generate(t, tc.grammar, cfg)
			size := func(files map[string][]byte) int {
				n := 0
				for _, b := range files {
					n += len(b)
				}
				return n
			}
			if v, d := size(files), size(def); v >= d {
				t.Errorf("-api validate writes %d bytes, the default %d", v, d)
			}
			if _, ok := files["p/parser.go"]; !ok {
				t.Fatal("no parser.go")
			}
			decl := regexp.MustCompile(`(?m)^func (Parse|Append|Find\w*|run\w*|find\w*|build)\(|^type (event|tree) |^var noSpans`)
			for p, b := range files {
				if !strings.HasPrefix(p, "p/") {
					t.Errorf("%s written: -api validate writes no tree package", p)
				}
				src := string(b)
				if strings.Contains(src, `"x/ast"`) {
					t.Errorf("%s imports the tree package", p)
				}
				if d := decl.FindString(src); d != "" {
					t.Errorf("%s declares %q", p, d)
				}
			}
			if _, ok := files["p/engine.go"]; ok {
				t.Error("engine.go written")
			}
			parser := string(files["p/parser.go"])
			for _, want := range []string{"\nfunc Validate(", "\ntype Error = machine.Error[Rule]", "\nfunc Found(", "\nfunc (r Rule) String() string", `"a",`} {
				if !strings.Contains(parser, want) {
					t.Errorf("parser.go lacks %q", want)
				}
			}
			if tc.name == "tables" {
				if m := string(files["p/machine.go"]); !strings.Contains(m, "func validateTable(") || strings.Contains(m, "func runTable(") || strings.Contains(m, "func findTable(") {
					t.Errorf("machine.go: want validateTable alone:\n%s", m)
				}
			}
		})
	}
}

// TestValidateOnlyNodes checks that -api validate refuses nodes, which
// only Parse and Find record.
func TestValidateOnlyNodes(t *testing.T) {
	for _, cfg := range []Config{{Nodes: []string{"b"}}, {FindNodes: []string{"b"}}} {
		cfg.API = []string{"validate"}
		f, err := abnf.Parse("g.abnf", []byte("a = b\nb = \"x\"\n"))
		if err != nil {
			t.Fatal(err)
		}
		cfg.Grammar = abnf.New(f)
		cfg.Parser = Package{Name: "p", Dir: "p", Path: "x/p"}
		cfg.AST = Package{Name: "ast", Dir: "ast", Path: "x/ast"}
		_, err = Generate(cfg)
		if err == nil || !strings.HasPrefix(err.Error(), "-api validate: nodes are what Parse and Find record") {
			t.Errorf("nodes %v, find nodes %v: err = %v, want the refusal of nodes", cfg.Nodes, cfg.FindNodes, err)
		}
	}
}
