package emit

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
)

// randomGrammars is how many random grammars TestRandomGrammars adds to
// its fixed seed set (make fuzz runs it with many).
var randomGrammars = flag.Int("gen.random", 0, "TestRandomGrammars: random grammars to run besides the fixed seeds")

// randomSeed is the first seed of the -gen.random grammars.
var randomSeed = flag.Uint64("gen.seed", 1000, "TestRandomGrammars: the seed of the first -gen.random grammar")

// manySize, when set, is the size of the grammars of largeGrammars that
// TestRandomGrammars adds: their parsers take minutes to build.
var manySize = flag.Int("gen.rules", 0, "TestRandomGrammars: add grammars of this many rules (largeGrammars)")

// seedGrammars are the seeds of the grammars TestRandomGrammars always
// runs: between them they have every construct randomGrammar writes. 29
// calls a 36-byte %s literal from two rules and has code points above
// 0xFF; 5 recurses (package machine runs it) and has code points.
var seedGrammars = []uint64{29, 5}

// TestRandomGrammars generates random grammars (every ABNF construct:
// repetitions, options, groups, case-sensitive and case-insensitive
// strings, num-vals and their ranges and concatenations, code points
// above 0xFF, prose-vals, recursion, rules called from many places, a
// literal of 36 characters), and for each the parser of every flag
// combination of abnf gen (default, -tables, -direct, -direct-api, -api
// parse, find and validate, -entries, -nodes and -find-nodes subsets,
// -encoding utf8). All the packages go into one temporary module, which must go
// build and go vet cleanly; a test written into it checks each parser
// against the verdicts of the reference matcher (package match) on
// sampled strings and near misses (package sample) and their mutants.
//
// A rule compiled once and called, with no node inside, once declared a
// register it never read: the default parser of RFC 3986 did not
// compile ("declared and not used: v0").
func TestRandomGrammars(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds a module of generated parsers")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	start := time.Now()
	grammars := fixedGrammars
	if *randomGrammars > 0 {
		grammars = append(slices.Clone(grammars), slowGrammars...)
	}
	if *manySize > 0 {
		grammars = append(slices.Clone(grammars), largeGrammars(*manySize)...)
	}
	for _, seed := range seedGrammars {
		grammars = append(grammars, testGrammar{name: fmt.Sprintf("g%d", seed), seed: seed, src: randomGrammar(seed), flags: true})
	}
	for i := range *randomGrammars {
		seed := *randomSeed + uint64(i)
		grammars = append(grammars, testGrammar{name: fmt.Sprintf("g%d", seed), seed: seed, src: randomGrammar(seed), flags: true})
	}
	dir, write := testModule(t, "example.com/rnd")

	var driver strings.Builder
	driver.WriteString("package rnd\n\nimport (\n\t\"testing\"\n\n")
	var body strings.Builder
	packages, inputs := 0, 0
	for _, tg := range grammars {
		name, seed := tg.name, tg.seed
		if tg.src != "" {
			write(name+".abnf", []byte(tg.src))
		}
		sets := []flagSet{{}}
		if tg.flags {
			sets = flagSets(tg.load(t), seed)
		}
		if tg.sets != nil {
			sets = tg.sets
		}
		for ci, fl := range sets {
			g := tg.load(t)
			if fl.utf8 {
				g.Encoding = abnf.UTF8
			}
			cfg := fl.cfg
			cfg.Grammar = g
			cfg.Sources = tg.sources()
			cfg.Command = "abnf gen " + fl.String()
			pkg := fmt.Sprintf("%sc%d", name, ci)
			cfg.Parser = Package{Name: "p", Dir: pkg + "/p", Path: "example.com/rnd/" + pkg + "/p"}
			cfg.AST = Package{Name: "ast", Dir: pkg + "/ast", Path: "example.com/rnd/" + pkg + "/ast"}
			what := fmt.Sprintf("grammar %s, %s", tg, fl)
			files, err := generateRandom(cfg)
			if err != nil {
				if fl.mayFail(err) {
					continue
				}
				t.Errorf("%s: %v\n%s", what, err, tg.src)
				continue
			}
			for p, b := range files {
				write(p, b)
			}
			packages++
			checked := fl.cfg.Entries
			if len(checked) == 0 {
				checked = tg.check
			}
			cases := verdicts(t, g, seed, checked, tg.rules)
			inputs += len(cases)
			fmt.Fprintf(&driver, "\t%s %q\n", pkg, cfg.Parser.Path)
			fmt.Fprintf(&body, "\nfunc Test%s(t *testing.T) {\n\tconst what = %q\n", strings.ToUpper(pkg[:1])+pkg[1:], what)
			body.WriteString("\tfor _, c := range []tcase{\n")
			for _, c := range cases {
				fmt.Fprintf(&body, "\t\t{%q, %q, %v},\n", c.rule, c.in, c.ok)
			}
			body.WriteString("\t} {\n")
			fmt.Fprintf(&body, "\t\tr, ok := %s.Lookup(c.rule)\n\t\tif !ok {\n\t\t\tt.Errorf(\"%%s: no rule %%q\", what, c.rule)\n\t\t\tcontinue\n\t\t}\n", pkg)
			fmt.Fprintf(&body, "\t\tcheck(t, what, \"Validate\", c, %s.Validate(r, c.in))\n", pkg)
			// A parser package machine runs has no Find: see mayFail.
			parser := string(files[cfg.Parser.Dir+"/parser.go"])
			if strings.Contains(parser, "\nfunc Parse(") {
				fmt.Fprintf(&body, "\t\t_, err := %s.Parse(r, c.in)\n\t\tcheck(t, what, \"Parse\", c, err)\n", pkg)
			}
			if strings.Contains(parser, "\nfunc Find(") {
				fmt.Fprintf(&driver, "\t%sast %q\n", pkg, cfg.AST.Path)
				fmt.Fprintf(&body, "\t\tvar spans %sast.Spans\n\t\tcheck(t, what, \"Find\", c, %s.Find(r, c.in, &spans))\n", pkg, pkg)
			}
			body.WriteString("\t}\n}\n")
		}
	}
	driver.WriteString(")\n\ntype tcase struct {\n\trule, in string\n\tok       bool\n}\n\n")
	driver.WriteString("func check(t *testing.T, what, fn string, c tcase, err error) {\n\tt.Helper()\n\tif (err == nil) != c.ok {\n\t\tt.Errorf(\"%s: %s(%s, %q) = %v; the matcher says match: %v\", what, fn, c.rule, c.in, err, c.ok)\n\t}\n}\n")
	driver.WriteString(body.String())
	write("rnd_test.go", []byte(driver.String()))
	t.Logf("%d grammars, %d parsers, %d inputs; generated in %v", len(grammars), packages, inputs, time.Since(start).Round(time.Millisecond))
	if t.Failed() {
		return
	}
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local")
	for _, args := range [][]string{{"build", "./..."}, {"vet", "./..."}, {"test", "-count=1", "."}} {
		cmd := exec.Command(gocmd, args...)
		cmd.Dir, cmd.Env = dir, env
		t0 := time.Now()
		out, err := cmd.CombinedOutput()
		t.Logf("go %s: %v", strings.Join(args, " "), time.Since(t0).Round(time.Millisecond))
		if err != nil {
			t.Fatalf("go %s in the module of the generated parsers (grammars as written by randomGrammar(seed), in %s): %v\n%s", strings.Join(args, " "), dir, err, out)
		}
	}
}

// testModule makes a temporary module, path, that requires this one
// (replaced by its directory), for generated parsers and their tests;
// write writes a file into it.
func testModule(t *testing.T, path string) (dir string, write func(name string, data []byte)) {
	t.Helper()
	dir = t.TempDir()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	sums, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	write = func(name string, data []byte) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", fmt.Appendf(nil, "module %s\n\ngo 1.26\n\nrequire github.com/abnf-uri/uri v0.0.0\n\nreplace github.com/abnf-uri/uri => %s\n", path, root))
	write("go.sum", sums)
	return dir, write
}

// testGrammar is a grammar of TestRandomGrammars: the text src (written
// by randomGrammar(seed), or fixed), or files of grammar/ with updates,
// limited to the rules start needs.
type testGrammar struct {
	name           string
	seed           uint64
	src            string
	files, updates []string
	start          []string
	flags          bool      // every flag set of flagSets, not the defaults only
	sets           []flagSet // these flag sets, not the defaults only
	rules          int       // the rules whose inputs are checked, the first ones; 0: all
	check          []string  // the rules whose inputs are checked, unless -entries says; none: all
}

// String says where the grammar comes from, to reproduce a failure.
func (tg testGrammar) String() string {
	switch {
	case tg.files != nil:
		return fmt.Sprintf("%s (-g %s -update %s -r %s)", tg.name, strings.Join(tg.files, ","), strings.Join(tg.updates, ","), strings.Join(tg.start, ","))
	case tg.seed != 0:
		return fmt.Sprintf("%s (randomGrammar(%d))", tg.name, tg.seed)
	}
	return tg.name
}

func (tg testGrammar) sources() []string {
	if tg.files != nil {
		return append(slices.Clone(tg.files), tg.updates...)
	}
	return []string{tg.name + ".abnf"}
}

// load reads the grammar.
func (tg testGrammar) load(t *testing.T) *abnf.Grammar {
	t.Helper()
	var g *abnf.Grammar
	if tg.files != nil {
		var err error
		if g, err = (abnf.Loader{}).Load(tg.files, tg.updates); err != nil {
			t.Fatal(err)
		}
	} else {
		f, err := abnf.Parse(tg.name+".abnf", []byte(tg.src))
		if err != nil {
			t.Fatalf("%s: %v\n%s", tg, err, tg.src)
		}
		g = abnf.New(f)
	}
	if tg.start != nil {
		var err error
		if g, err = g.Only(tg.start); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// fixedGrammars are the reproducers TestRandomGrammars always runs.
var fixedGrammars = []testGrammar{
	// A rule compiled once and called, whose automaton has 36 states
	// and no node inside: its Find function declared register 0 and
	// never read it ("declared and not used: v0").
	{name: "called", src: "top = big \"x\"\nbig = %s\"abcdefghijklmnopqrstuvwxyz0123456789\"\n", flags: true},
	// Only the automaton of Parse is held as a table, and it records no
	// node but the root, so it is written as Validate and two events,
	// with no table: machine.go, which the parser still needs, declared
	// its runners' registers as an array of none, whose register 0 they
	// name ("index 0 out of bounds").
	{name: "rootonly", src: "a = \"x\"\n", sets: []flagSet{{cfg: Config{Tables: true, Direct: []string{"a"}, DirectAPI: []string{"validate", "find"}}}}},
	// More than 255 rules, and node rules of numbers above 255: Rule and
	// ast.Kind were uint8, and abnf gen refused such grammars.
	manyGrammar, manyRecursive,
	// More than 255 called rules and loop sets: the call and loop columns
	// of the machines of machine.go were []uint8.
	wideGrammar,
}

// slowGrammars are the other reproducers, with the default flags: a chain
// of 100 rules each calling the next, and the RFC grammars of grammar/,
// whose parsers did not compile either. TestRandomGrammars runs them with
// -gen.random, as they take seconds to build.
var slowGrammars = []testGrammar{
	{name: "chain", src: chain(100), rules: 3},
	{name: "rfc3986", files: []string{"../../grammar/rfc3986.abnf"}, start: []string{"URI-reference"}},
	{name: "rfc3987", files: []string{"../../grammar/rfc3987.abnf"}, start: []string{"IRI-reference"}},
	{name: "rfc6874", files: []string{"../../grammar/rfc3986.abnf"}, updates: []string{"../../grammar/rfc6874.abnf"}, start: []string{"URI-reference"}},
}

// chain writes a grammar of n rules, each calling the next.
func chain(n int) string {
	var b strings.Builder
	for i := range n - 1 {
		fmt.Fprintf(&b, "r%d = r%d \"a\"\n", i, i+1)
	}
	fmt.Fprintf(&b, "r%d = \"a\"\n", n-1)
	return b.String()
}

// generateRandom is Generate, with a panic returned as an error.
func generateRandom(cfg Config) (files map[string][]byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return Generate(cfg)
}

// flagSet is one combination of abnf gen's flags.
type flagSet struct {
	cfg  Config
	utf8 bool // -encoding utf8
}

// String writes the flags as abnf gen takes them.
func (f flagSet) String() string {
	var out []string
	list := func(name string, v []string) {
		if len(v) > 0 {
			out = append(out, "-"+name, strings.Join(v, ","))
		}
	}
	list("nodes", f.cfg.Nodes)
	list("find-nodes", f.cfg.FindNodes)
	list("entries", f.cfg.Entries)
	list("api", f.cfg.API)
	if f.cfg.Tables && len(f.cfg.Direct) == 0 {
		out = append(out, "-tables")
	}
	list("direct", f.cfg.Direct)
	list("direct-api", f.cfg.DirectAPI)
	if f.utf8 {
		out = append(out, "-encoding", "utf8")
	}
	if len(out) == 0 {
		return "default flags"
	}
	return strings.Join(out, " ")
}

// mayFail reports whether err is a refusal abnf gen documents for these
// flags: Find for a grammar package machine runs, and -find-nodes that
// leave Parse and Find calling different rules.
func (f flagSet) mayFail(err error) bool {
	s := err.Error()
	return strings.HasPrefix(s, "-api find:") && slices.Contains(f.cfg.API, "find") && !slices.Contains(f.cfg.API, "parse") ||
		strings.HasPrefix(s, "-find-nodes:") && len(f.cfg.FindNodes) > 0
}

// flagSets returns the flag combinations TestRandomGrammars generates g
// with, choosing the subsets of rules from seed.
func flagSets(g *abnf.Grammar, seed uint64) []flagSet {
	rng := rand.New(rand.NewPCG(seed, 7))
	var rules []string
	for _, r := range g.Rules {
		rules = append(rules, r.Name)
	}
	subset := func() []string {
		var out []string
		for _, r := range rules {
			if rng.IntN(2) == 0 {
				out = append(out, r)
			}
		}
		if len(out) == 0 {
			out = rules[len(rules)-1:]
		}
		return out
	}
	nodes := subset()
	entries := rules[:1+rng.IntN(len(rules))]
	if len(entries) == len(rules) {
		entries = rules[:1]
	}
	// Each flag, alone and with -nodes, which gives the automata of
	// Parse and Find operations to do; -tables and -direct with each
	// other and with -direct-api, and with -entries and -find-nodes as
	// package parser has them; -api validate, which takes no nodes,
	// alone and with -entries, -direct and -encoding utf8.
	return []flagSet{
		{},
		{cfg: Config{Tables: true}},
		{cfg: Config{Tables: true, Direct: rules[:1]}},
		{cfg: Config{Tables: true, Direct: rules[:1], DirectAPI: []string{"validate"}, Nodes: nodes}},
		{cfg: Config{API: []string{"parse"}, Entries: entries}},
		{cfg: Config{API: []string{"find"}, Nodes: nodes}},
		{cfg: Config{Nodes: nodes}},
		{cfg: Config{Nodes: rules, FindNodes: subset(), Tables: true}},
		{cfg: Config{Nodes: nodes}, utf8: true},
		{cfg: Config{Nodes: nodes, FindNodes: subset(), Entries: entries, Tables: true, Direct: entries[:1], DirectAPI: []string{"validate", "find"}}},
		{cfg: Config{API: []string{"validate"}}},
		{cfg: Config{API: []string{"validate"}, Entries: entries, Tables: true, Direct: entries[:1]}, utf8: true},
	}
}

// tcase is an input to a rule, and whether the matcher matches it.
type tcase struct {
	rule, in string
	ok       bool
}

// verdicts returns inputs to the rules of g (those of entries, or all)
// (or the first rules of them) with the matcher's verdicts: samples, near
// misses and mutants.
func verdicts(t *testing.T, g *abnf.Grammar, seed uint64, entries []string, rules int) []tcase {
	t.Helper()
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	s := sample.New(g, seed)
	s.MaxLen = 40
	var out []tcase
	for i, r := range g.Rules {
		if len(entries) > 0 && !slices.Contains(entries, r.Name) || rules > 0 && i >= rules {
			continue
		}
		matches := func(in string) bool {
			res, err := m.Match(r.Name, in, false)
			if err != nil {
				t.Fatalf("match %s %q: %v", r.Name, in, err)
			}
			return res.OK
		}
		seen := map[string]bool{}
		var ins []string
		add := func(in string) {
			if !seen[in] && len(ins) < 24 {
				seen[in] = true
				ins = append(ins, in)
			}
		}
		add("")
		for range 4 {
			if in, ok := s.Sample(r); ok {
				add(in)
				add(s.Mutate(in))
			}
		}
		misses, _ := s.NearMisses(r, matches)
		for _, in := range misses {
			add(in)
		}
		for _, in := range ins {
			out = append(out, tcase{r.Name, in, matches(in)})
		}
	}
	return out
}

// randomGrammar writes a random grammar of 2 to 6 rules r0, r1, ... and
// a rule long, a literal of 36 characters that several rules call. A
// rule's first alternative calls only later rules, so every rule matches
// some finite string; later alternatives may call any rule, after a
// terminal, so the grammar may recurse but never on the left. Odd seeds
// may write code points above 0xFF.
func randomGrammar(seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 1))
	n := 2 + rng.IntN(5)
	codePoints := seed%2 == 1 && rng.IntN(2) == 0
	letters := "abcAB-1"
	lit := func() string {
		var b strings.Builder
		for range 1 + rng.IntN(3) {
			b.WriteByte(letters[rng.IntN(len(letters))])
		}
		return b.String()
	}
	terminal := func() string {
		switch rng.IntN(8) {
		case 0:
			return strconv.Quote(lit())
		case 1:
			return "%s" + strconv.Quote(lit())
		case 2:
			return "%i" + strconv.Quote(lit())
		case 3:
			return fmt.Sprintf("%%x%X", 'a'+rng.IntN(3))
		case 4:
			lo := 'a' + rng.IntN(3)
			return fmt.Sprintf("%%x%X-%X", lo, lo+rng.IntN(4))
		case 5:
			return fmt.Sprintf("%%d%d.%d", '0'+rng.IntN(3), 'a'+rng.IntN(2))
		case 6:
			if codePoints {
				return []string{"%x3B1-3B3", "%x100", "%x10000-10FFFF", "%xE9"}[rng.IntN(4)]
			}
			return "%x80-FF"
		}
		return strconv.Quote(lit())
	}
	var element func(i, depth int, recurse bool) string
	// rep writes a repeat of the element e, in a group where e is one.
	rep := func(prefix, e string) string {
		if strings.IndexByte("0123456789*", e[0]) >= 0 {
			e = "(" + e + ")"
		}
		return prefix + e
	}
	element = func(i, depth int, recurse bool) string {
		k := rng.IntN(10)
		if depth >= 2 {
			k = rng.IntN(4)
		}
		switch k {
		case 0, 1:
			return terminal()
		case 2:
			if j := i + 1 + rng.IntN(n-i); j < n {
				return fmt.Sprintf("r%d", j)
			}
			return "long"
		case 3:
			// Recursion one time in three: a grammar that recurses is run
			// by package machine, and the automata are where most of the
			// generated code is.
			if recurse && rng.IntN(3) == 0 {
				return fmt.Sprintf("r%d", rng.IntN(n))
			}
			return terminal()
		case 4:
			return rep("*", element(i, depth+1, recurse))
		case 5:
			return rep("1*", element(i, depth+1, recurse))
		case 6:
			return rep(fmt.Sprintf("%d*%d", rng.IntN(2), 1+rng.IntN(3)), element(i, depth+1, recurse))
		case 7:
			return "[" + element(i, depth+1, recurse) + "]"
		case 8:
			return "(" + element(i, depth+1, recurse) + " / " + element(i, depth+1, recurse) + ")"
		}
		return rep("2", element(i, depth+1, recurse))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "; random grammar, seed %d\n", seed)
	for i := range n {
		var alts []string
		for a := range 1 + rng.IntN(3) {
			var els []string
			if a > 0 {
				// A terminal first: a call of any rule after it recurses
				// on the right at worst.
				els = append(els, strconv.Quote(lit()))
			}
			for range 1 + rng.IntN(3) {
				els = append(els, element(i, 0, a > 0))
			}
			alts = append(alts, strings.Join(els, " "))
		}
		if rng.IntN(4) == 0 {
			alts = append(alts, "<prose, matching nothing>")
		}
		fmt.Fprintf(&b, "r%d = %s\n", i, strings.Join(alts, " / "))
	}
	if rng.IntN(2) == 0 {
		b.WriteString("long = %s\"abcdefghijklmnopqrstuvwxyz0123456789\"\n")
	} else {
		b.WriteString("long = \"abcdefghijklmnopqrstuvwxyz0123456789\"\n")
	}
	return b.String()
}
