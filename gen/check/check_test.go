package check

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/grammar"
)

const testdata = "../../testdata/check"

// goldenCases are the grammars whose diagnostics the golden files in
// testdata/check/golden pin, each once with Verbose false (NAME.golden)
// and once with Verbose true (NAME.verbose.golden).
var goldenCases = []struct {
	name  string
	files []string // in testdata/check; none means RFC 3986 from package grammar
	start []string
}{
	// A grammar without mistakes: no output, only infos with Verbose.
	{name: "good", files: []string{"good.abnf"}},
	// Recursion without left recursion: warnings, one per component.
	{name: "recursive", files: []string{"recursive.abnf"}},
	// A prose-val under a zero repetition: an info, not a warning.
	{name: "prose-zero", files: []string{"prose-zero.abnf"}},
	// Infos about core rules come last, after the user's files.
	{name: "lwsp", files: []string{"lwsp.abnf"}},
	// An undefined rule with no near name: no suggestion.
	{name: "undefined", files: []string{"undefined.abnf"}},
	// An undefined rule one edit from a defined rule.
	{name: "undefined-typo", files: []string{"undefined-typo.abnf"}},
	// An undefined rule one edit from a core rule the grammar does not use.
	{name: "undefined-core", files: []string{"undefined-core.abnf"}},
	// A second "=" for a rule, spelt in another case.
	{name: "duplicate", files: []string{"duplicate.abnf"}},
	// "=/" for a rule with no "=".
	{name: "incremental-only", files: []string{"incremental-only.abnf"}},
	// "=/" before the rule's "=".
	{name: "incremental-early", files: []string{"incremental-early.abnf"}},
	// A rule the default start rule (the first rule) does not use.
	{name: "unused", files: []string{"unused.abnf"}},
	// A prose-val that must be matched.
	{name: "prose", files: []string{"prose.abnf"}},
	// A repetition with minimum above maximum.
	{name: "repeat-bounds", files: []string{"repeat-bounds.abnf"}},
	// A value range written high to low.
	{name: "empty-range", files: []string{"empty-range.abnf"}},
	// Direct left recursion.
	{name: "left-recursive", files: []string{"left-recursive.abnf"}},
	// Left recursion behind a nullable prefix.
	{name: "left-recursive-hidden", files: []string{"left-recursive-hidden.abnf"}},
	// Left recursion through two rules.
	{name: "left-recursive-mutual", files: []string{"left-recursive-mutual.abnf"}},
	// A rule that derives no finite string, and a rule using it.
	{name: "unproductive", files: []string{"unproductive.abnf"}},
	// Every kind of mistake at once.
	{name: "many", files: []string{"many.abnf"}},
	// Two files: sorted in load order (not by name), positions in
	// messages name the other file.
	{name: "multi", files: []string{"multi-main.abnf", "multi-ext.abnf"}},
	// Explicit start rules, one misspelt: an error without a position,
	// sorted first; the rules only the misspelt one uses are unused.
	{name: "start", files: []string{"good.abnf"}, start: []string{"setings", "KEY"}},
	// RFC 3986 Appendix A with the start rules of §4.1 and §4.3.
	{name: "rfc3986", start: []string{"URI-reference", "absolute-URI"}},
}

func TestGolden(t *testing.T) {
	gold := goldie.New(t, goldie.WithFixtureDir(filepath.Join(testdata, "golden")))
	for _, tc := range goldenCases {
		t.Run(tc.name, func(t *testing.T) {
			var g *abnf.Grammar
			var err error
			if tc.files == nil {
				g, err = abnf.Load(grammar.FS, grammar.RFC3986)
			} else {
				g, err = abnf.Load(os.DirFS(testdata), tc.files...)
			}
			if err != nil {
				t.Fatal(err)
			}
			quiet := Check(g, Options{Start: tc.start})
			verbose := Check(g, Options{Start: tc.start, Verbose: true})
			gold.Assert(t, tc.name, lines(quiet))
			gold.Assert(t, tc.name+".verbose", lines(verbose))

			// Verbose adds the infos and changes nothing else.
			var notInfo []Diagnostic
			for _, d := range verbose {
				if d.Severity != Info {
					notInfo = append(notInfo, d)
				}
			}
			if !slices.Equal(quiet, notInfo) {
				t.Errorf("without Verbose:\n%s\nwant the non-infos of Verbose:\n%s", lines(quiet), lines(notInfo))
			}
			if got, want := HasErrors(quiet), errorLine.Match(lines(quiet)); got != want {
				t.Errorf("HasErrors = %v, want %v", got, want)
			}
		})
	}
}

// errorLine matches an error in the output of lines.
var errorLine = regexp.MustCompile(`(?m)(^|: )error: `)

func lines(ds []Diagnostic) []byte {
	var b strings.Builder
	for _, d := range ds {
		b.WriteString(d.String())
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// TestGoldenCoversTestdata keeps every grammar in testdata/check in use.
func TestGoldenCoversTestdata(t *testing.T) {
	names, err := filepath.Glob(filepath.Join(testdata, "*.abnf"))
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, tc := range goldenCases {
		for _, f := range tc.files {
			used[f] = true
		}
	}
	for _, n := range names {
		if !used[filepath.Base(n)] {
			t.Errorf("%s is in no golden case", n)
		}
	}
}

// grammarOf reads an inline grammar.
func grammarOf(t *testing.T, src string) *abnf.Grammar {
	t.Helper()
	f, err := abnf.Parse("test.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return abnf.New(f)
}

// names lists the rules of set in grammar order.
func names(g *abnf.Grammar, set map[*abnf.Rule]bool) []string {
	var out []string
	for _, r := range g.Rules {
		if set[r] {
			out = append(out, r.Name)
		}
	}
	return out
}

func componentNames(sccs [][]*abnf.Rule) [][]string {
	var out [][]string
	for _, scc := range sccs {
		var ns []string
		for _, r := range scc {
			ns = append(ns, r.Name)
		}
		out = append(out, ns)
	}
	return out
}

func TestNullable(t *testing.T) {
	tests := []struct {
		name    string
		grammar string
		want    []string // the nullable rules, in grammar order
	}{
		// Terminals: only the empty char-val matches the empty string.
		{"terminals", `
a = "x"
b = ""
c = %x00-FF
d = %x0D.0A
`, []string{"b"}},
		// Options and "*" are nullable, "1*" is not.
		{"option and star", `
a = [ "x" ]
b = *"x"
c = 1*"x"
`, []string{"a", "b"}},
		// A repetition with maximum 0 is nullable whatever its item, a
		// prose-val on its own is not.
		{"zero repetition", `
a = 0"x"
b = 0<prose>
c = <prose>
d = *0"x"
e = 0*0( "x" "y" )
`, []string{"a", "b", "d", "e"}},
		// A concatenation needs every item nullable, an alternation one.
		{"concatenation and alternation", `
a = [ "x" ] "y"
b = "x" / ""
c = [ "x" ] *"y"
d = ( [ "x" ] / "y" )
`, []string{"b", "c", "d"}},
		// The fixpoint: rules defined after the rules that use them, so one
		// pass is not enough.
		{"through references", `
a = b c
b = [ "x" ]
c = d
d = *"y"
`, []string{"a", "b", "c", "d"}},
		// Recursion: a nullable alternative makes the rule nullable; a rule
		// that needs itself is not (least fixpoint).
		{"recursive", `
a = "(" a ")" / ""
b = b "x"
c = [ c ]
`, []string{"a", "c"}},
		// Undefined references are not nullable, an option of one is.
		{"undefined", `
a = missing
b = [ missing ]
`, []string{"b"}},
		// Rule names are case-insensitive.
		{"case", `
a = B
b = ""
`, []string{"a", "b"}},
		// Core rules take part: LWSP is nullable, the rules it uses are not.
		{"core", `
a = LWSP
`, []string{"a", "LWSP"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := grammarOf(t, tc.grammar)
			n := Nullable(g)
			if len(n) != len(g.Rules) {
				t.Errorf("Nullable has %d entries, want one per rule (%d)", len(n), len(g.Rules))
			}
			if got := names(g, n); !slices.Equal(got, tc.want) {
				t.Errorf("Nullable = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestNullableNode(t *testing.T) {
	g := grammarOf(t, `
a = [ "x" ]
b = "y"
`)
	nullable := Nullable(g)
	tests := []struct {
		name string
		node abnf.Node
		want bool
	}{
		// A reference to a nullable rule.
		{"nullable ref", &abnf.RuleRef{Name: "A"}, true},
		// A reference to a rule that is not nullable.
		{"ref", &abnf.RuleRef{Name: "b"}, false},
		// A reference to no rule.
		{"undefined ref", &abnf.RuleRef{Name: "c"}, false},
		// A group of a concatenation of nullable items.
		{"group", &abnf.Group{Body: &abnf.Concatenation{Items: []abnf.Node{
			&abnf.RuleRef{Name: "a"}, &abnf.Repetition{Min: 0, Max: abnf.Unbounded, Item: &abnf.RuleRef{Name: "b"}},
		}}}, true},
		// A repetition at least once of a nullable item.
		{"1* nullable", &abnf.Repetition{Min: 1, Max: abnf.Unbounded, Item: &abnf.RuleRef{Name: "a"}}, true},
		// A prose-val.
		{"prose", &abnf.ProseVal{Text: "anything"}, false},
		// A num-val.
		{"num-val", &abnf.NumVal{Base: 'x', Values: []rune{0x30, 0x39}, Range: true, Text: "%x30-39"}, false},
	}
	for _, tc := range tests {
		if got := NullableNode(tc.node, nullable, g); got != tc.want {
			t.Errorf("%s: NullableNode(%s) = %v, want %v", tc.name, abnf.Format(tc.node), got, tc.want)
		}
	}
}

// cycleTests are grammars with what Cycles and LeftCycles find in them.
var cycleTests = []struct {
	name    string
	grammar string
	cycles  [][]string
	left    [][]string
}{
	// No recursion at all.
	{"none", `
a = b "x"
b = "y"
`, nil, nil},
	// Right recursion through an option: recursive, not left-recursive.
	{"right recursion", `
list = item [ "," list ]
item = "x"
`, [][]string{{"list"}}, nil},
	// Mutual recursion between two rules; the rule that calls them is
	// outside the cycle.
	{"mutual", `
c = a
a = "(" b ")"
b = [ a ]
`, [][]string{{"a", "b"}}, nil},
	// Recursion through a group and an option.
	{"group and option", `
a = "x" ( "y" / [ a ] )
`, [][]string{{"a"}}, nil},
	// Components come in grammar order even when Tarjan's algorithm
	// finishes the later one first.
	{"order", `
a = b
b = "(" c ")"
c = [ b ] d
d = "x" [ d ]
`, [][]string{{"b", "c"}, {"d"}}, nil},
	// Rule names are case-insensitive: "A" is "a".
	{"case", `
a = "x" [ A ]
`, [][]string{{"a"}}, nil},
	// Undefined references are no edges.
	{"undefined", `
a = missing "x"
`, nil, nil},
	// Direct left recursion.
	{"left direct", `
a = a "x" / "y"
`, [][]string{{"a"}}, [][]string{{"a"}}},
	// Left recursion hidden behind a nullable prefix.
	{"left behind option", `
a = [ "x" ] a "y"
`, [][]string{{"a"}}, [][]string{{"a"}}},
	// Left recursion behind a nullable rule.
	{"left behind nullable rule", `
a = n b
n = *SP
b = a / "z"
`, [][]string{{"a", "b"}}, [][]string{{"a", "b"}}},
	// Mutual left recursion.
	{"left mutual", `
a = b "x"
b = a "y" / "z"
`, [][]string{{"a", "b"}}, [][]string{{"a", "b"}}},
	// Left edges stop at the first item that is not nullable.
	{"left stops", `
a = b a
b = "y"
`, [][]string{{"a"}}, nil},
	// ...and go on past a nullable one.
	{"left goes on", `
a = b a
b = [ "y" ]
`, [][]string{{"a"}}, [][]string{{"a"}}},
	// Left recursion through a group inside a concatenation.
	{"left in group", `
a = ( "x" / a ) "y"
`, [][]string{{"a"}}, [][]string{{"a"}}},
	// A repetition of the rule itself first: left edge, with any minimum.
	{"left under repetition", `
a = *a "x"
b = 1*b "y"
`, [][]string{{"a"}, {"b"}}, [][]string{{"a"}, {"b"}}},
	// Under a zero repetition: an edge for Cycles, not a left edge.
	{"zero repetition", `
a = 0a "x" / "y"
`, [][]string{{"a"}}, nil},
	// A cycle with one left edge and one that is not.
	{"partly left", `
a = b "x"
b = "y" a / "z"
`, [][]string{{"a", "b"}}, nil},
	// Within a larger component, only the left-recursive part is a left
	// cycle.
	{"left inside larger", `
a = "(" b ")"
b = c / a
c = c "x" / "y"
`, [][]string{{"a", "b"}, {"c"}}, [][]string{{"c"}}},
}

func TestCycles(t *testing.T) {
	for _, tc := range cycleTests {
		t.Run(tc.name, func(t *testing.T) {
			g := grammarOf(t, tc.grammar)
			if got := componentNames(Cycles(g)); !slices.EqualFunc(got, tc.cycles, slices.Equal) {
				t.Errorf("Cycles = %q, want %q", got, tc.cycles)
			}
		})
	}
}

func TestLeftCycles(t *testing.T) {
	for _, tc := range cycleTests {
		t.Run(tc.name, func(t *testing.T) {
			g := grammarOf(t, tc.grammar)
			if got := componentNames(LeftCycles(g)); !slices.EqualFunc(got, tc.left, slices.Equal) {
				t.Errorf("LeftCycles = %q, want %q", got, tc.left)
			}
		})
	}
}

func TestReachable(t *testing.T) {
	const chain = `
a = b
b = c / "x"
c = "y" [ b ]
d = a
e = missing / DIGIT
f = 0g
g = "z"
`
	tests := []struct {
		name    string
		grammar string
		start   []string
		want    []string // in grammar order
	}{
		// No start rules reach nothing.
		{"no start", chain, nil, nil},
		// A chain with a cycle; the rule that uses the start rule is not
		// reached.
		{"chain", chain, []string{"a"}, []string{"a", "b", "c"}},
		// A start rule in the middle, named in another case.
		{"middle", chain, []string{"C"}, []string{"b", "c"}},
		// Several start rules.
		{"several", chain, []string{"d", "g"}, []string{"a", "b", "c", "d", "g"}},
		// Core rules are reached, undefined references ignored.
		{"core", chain, []string{"e"}, []string{"e", "DIGIT"}},
		// A reference under a zero repetition counts.
		{"zero repetition", chain, []string{"f"}, []string{"f", "g"}},
		// A start name that is no rule (nil) is ignored.
		{"nil start", chain, []string{"nothing", "g"}, []string{"g"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := grammarOf(t, tc.grammar)
			var start []*abnf.Rule
			for _, n := range tc.start {
				start = append(start, g.Rule(n))
			}
			if got := names(g, Reachable(g, start)); !slices.Equal(got, tc.want) {
				t.Errorf("Reachable(%q) = %q, want %q", tc.start, got, tc.want)
			}
		})
	}
}

func TestDiagnosticString(t *testing.T) {
	tests := []struct {
		name string
		d    Diagnostic
		want string
	}{
		// A diagnostic in a file.
		{"file", Diagnostic{Pos: abnf.Pos{File: "a.abnf", Line: 3, Col: 7, Offset: 40}, Severity: Error, Msg: "m"}, "a.abnf:3:7: error: m"},
		// A grammar read without a file name.
		{"no file", Diagnostic{Pos: abnf.Pos{Line: 1, Col: 2}, Severity: Warning, Msg: "m"}, "1:2: warning: m"},
		// A diagnostic about the options has no position.
		{"no position", Diagnostic{Severity: Error, Msg: "m"}, "error: m"},
		// An info.
		{"info", Diagnostic{Pos: abnf.Pos{File: "a", Line: 1, Col: 1}, Severity: Info, Msg: "m"}, "a:1:1: info: m"},
	}
	for _, tc := range tests {
		if got := tc.d.String(); got != tc.want {
			t.Errorf("%s: String() = %q, want %q", tc.name, got, tc.want)
		}
	}
	if got := Severity(7).String(); got != "Severity(7)" {
		t.Errorf("Severity(7).String() = %q", got)
	}
}

func TestHasErrors(t *testing.T) {
	tests := []struct {
		name string
		ds   []Diagnostic
		want bool
	}{
		// Nothing.
		{"none", nil, false},
		// Infos and warnings are no errors.
		{"warnings", []Diagnostic{{Severity: Info}, {Severity: Warning}}, false},
		// One error among others.
		{"error", []Diagnostic{{Severity: Warning}, {Severity: Error}}, true},
	}
	for _, tc := range tests {
		if got := HasErrors(tc.ds); got != tc.want {
			t.Errorf("%s: HasErrors = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		// Equal.
		{"abc", "abc", 0},
		// One deletion.
		{"segment", "segmnt", 1},
		// One substitution.
		{"digit", "digjt", 1},
		// One swap of neighbours.
		{"digit", "dgiit", 1},
		// From and to nothing.
		{"", "abc", 3},
		// Two deletions.
		{"hexdigit", "hexdig", 2},
	}
	for _, tc := range tests {
		if got := distance(tc.a, tc.b); got != tc.want {
			t.Errorf("distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestDiagnosticRule(t *testing.T) {
	g := grammarOf(t, `
top  = Item / itm
item = "x" item
`)
	var got []string
	for _, d := range Check(g, Options{Start: []string{"top", "nothing"}, Verbose: true}) {
		got = append(got, d.Rule+": "+d.Msg)
	}
	want := []string{
		// About the options: no rule.
		`: start rule "nothing" is not defined`,
		// A reference: the rule it is in.
		`top: undefined rule "itm" (did you mean "item"?)`,
		// About a rule as a whole: the rule, spelt as defined.
		`item: rule "item" matches no finite string`,
		// A cycle: its first rule.
		`item: rule "item" is recursive (item → item); its language may not be regular, so generated parsers use the general strategy`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestEmptyGrammar(t *testing.T) {
	// No files, and a file without rules: nothing to report, no start rule.
	for _, g := range []*abnf.Grammar{abnf.New(), grammarOf(t, "; only a comment\n")} {
		if ds := Check(g, Options{Verbose: true}); len(ds) != 0 {
			t.Errorf("Check = %v, want nothing", ds)
		}
	}
}

// TestCycle: the cycle through a rule follows references, shortest
// first; it is not the order of the rules in the component.
func TestCycle(t *testing.T) {
	g := grammarOf(t, "a = \"(\" b \")\" / \"(\" c \")\" / \"x\"\nb = a\nc = a\nd = d / \"y\"\ne = \"z\"\n")
	for rule, want := range map[string]string{"a": "a → b → a", "b": "b → a → b", "c": "c → a → c", "d": "d → d", "e": ""} {
		if got := pathText(Cycle(g, g.Rule(rule))); got != want {
			t.Errorf("Cycle(%s) = %q, want %q", rule, got, want)
		}
	}
}
