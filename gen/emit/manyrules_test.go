package emit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// manyGrammar has 260 rules (manyRules), more than the 255 a Rule and an
// ast.Kind held when they were uint8: TestRandomGrammars generates it with
// the default flags, -tables and -api parse with every rule a node, and
// -api validate, and checks its rules of the highest numbers against the
// matcher. It is about as small as crosses the limit: building its parsers
// takes seconds.
var manyGrammar = testGrammar{
	name:  "many",
	src:   manyRules(250, 10),
	check: []string{"t0", "t249", "l9"},
	sets: []flagSet{
		{},
		{cfg: Config{Tables: true, Nodes: manyNodes(250, 10)}},
	},
}

// manyRecursive is manyGrammar with a rule that recurses, of number 261:
// package machine runs its parsers.
var manyRecursive = testGrammar{
	name:  "manyrec",
	src:   manyRules(250, 10) + "rec = \"(\" [ rec ] \")\" / l9\n",
	check: []string{"t0", "t249", "rec"},
	sets: []flagSet{
		{cfg: Config{Nodes: []string{"t0", "t249", "l9", "rec"}}},
	},
}

// manyRules writes a grammar of top rules t0 ... t(top-1), each of which
// uses three of the leaf rules l0 ... l(leaves-1), so that every leaf is
// used from many places; the leaves are numbered after the top rules,
// above 255 when top is 250.
func manyRules(top, leaves int) string {
	var b strings.Builder
	for i := range top {
		x, y, z := i%leaves, (i*7+3)%leaves, (i*3+1)%leaves
		fmt.Fprintf(&b, "t%d = l%d l%d / l%d\n", i, x, y, z)
	}
	for i := range leaves {
		fmt.Fprintf(&b, "l%d = %%s\"%c\" / \"%d\"\n", i, 'a'+i%26, i)
	}
	return b.String()
}

// manyNodes names every rule of manyRules(top, leaves).
func manyNodes(top, leaves int) []string {
	var out []string
	for i := range top {
		out = append(out, fmt.Sprintf("t%d", i))
	}
	for i := range leaves {
		out = append(out, fmt.Sprintf("l%d", i))
	}
	return out
}

// largeGrammars are grammars of n rules, for -gen.rules: a chain of rules
// each an alternative of the next and a byte (abnf gen -api validate, and
// -tables -api parse), and manyRules, with the default flags and with
// every rule a node.
func largeGrammars(n int) []testGrammar {
	var b strings.Builder
	for i := range n - 1 {
		fmt.Fprintf(&b, "r%d = r%d / \"a\"\n", i, i+1)
	}
	fmt.Fprintf(&b, "r%d = \"b\"\n", n-1)
	last := func(prefix string, k int) string { return fmt.Sprintf("%s%d", prefix, k-1) }
	return []testGrammar{
		{name: "alts", src: b.String(), check: []string{"r0", last("r", n/2), last("r", n)}, sets: []flagSet{
			{cfg: Config{API: []string{"validate"}}},
			{cfg: Config{Tables: true, API: []string{"parse"}}},
		}},
		{name: "large", src: manyRules(n-10, 10), check: []string{"t0", last("t", n-10), "l9"}, sets: []flagSet{
			{},
			{cfg: Config{Nodes: manyNodes(n-10, 10)}},
		}},
	}
}

// wideGrammar has 256 rules that other rules call and 256 distinct loop
// sets (wideRules): the machines of -tables number them above 255.
var wideGrammar = testGrammar{
	name:  "wide",
	src:   wideRules(256),
	check: []string{"a0", "a255", "c255"},
	sets:  []flagSet{{cfg: Config{Tables: true, API: []string{"validate"}}}},
}

// wideRules writes a grammar of n rules a0 ... a(n-1), each calling a rule
// of its own, c0 ... c(n-1) (dfa.MinCallStates-1 bytes "a", which its
// automaton has dfa.MinCallStates states to read), then looping on a set
// of two bytes of its own.
func wideRules(n int) string {
	var pairs [][2]int
	for x := 'A'; x <= 'Z'; x++ {
		for y := x + 1; y <= 'Z'; y++ {
			pairs = append(pairs, [2]int{int(x), int(y)})
		}
	}
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "a%d = c%d *(%%x%X / %%x%X)\n", i, i, pairs[i][0], pairs[i][1])
	}
	for i := range n {
		fmt.Fprintf(&b, "c%d = 31%%x61\n", i)
	}
	return b.String()
}

// TestWideTypes checks that the types of rule numbers are uint8 while
// they fit and uint16 beyond, so that the parsers of small grammars stay
// as they were. (The call and loop columns of machine.Table are uint16:
// wideGrammar, with more callees and loop sets than uint8 holds, builds
// and runs in TestRandomGrammars.)
func TestWideTypes(t *testing.T) {
	for _, tc := range []struct {
		name, grammar string
		cfg           Config
		want          map[string][]string // file: lines it must have
	}{
		{"small", wideRules(2), Config{Tables: true}, map[string][]string{
			"p/parser.go": {"type Rule uint8"},
			"ast/ast.go":  {"type Kind uint8"},
		}},
		{"many", manyRules(250, 10), Config{Tables: true}, map[string][]string{
			"p/parser.go": {"type Rule uint16"},
			"ast/ast.go":  {"type Kind uint16"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := generate(t, tc.grammar, tc.cfg)
			for name, lines := range tc.want {
				src := string(files[name])
				for _, l := range lines {
					if !strings.Contains(src, "\n"+l) {
						t.Errorf("%s lacks %q", name, l)
					}
				}
			}
		})
	}
}

// TestTooManyRules checks that a grammar of more rules than an event of a
// parse numbers (MaxRules, 32767) is refused, with the limit.
func TestTooManyRules(t *testing.T) {
	f, err := abnf.Parse("g.abnf", []byte(chain(32768)))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Generate(Config{Grammar: abnf.New(f), Parser: Package{Name: "p", Dir: "p", Path: "x/p"}, AST: Package{Name: "ast", Dir: "ast", Path: "x/ast"}})
	const want = "the grammar has 32768 rules; at most 32767 are supported"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("err = %v, want %q", err, want)
	}
}
