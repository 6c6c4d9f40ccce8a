package analyze

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/dfa"
	"github.com/abnf-uri/uri/internal/memstat"
)

func grammarOf(t *testing.T, src string) *abnf.Grammar {
	t.Helper()
	f, err := abnf.Parse("test.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return abnf.New(f)
}

// chain is a grammar of n rules r0, r1, ..., each defined from the next
// by def (a format of the next rule's name), the last "a".
func chain(n int, def string) string {
	var b strings.Builder
	for i := range n - 1 {
		fmt.Fprintf(&b, "r%d = %s\n", i, fmt.Sprintf(def, fmt.Sprintf("r%d", i+1)))
	}
	fmt.Fprintf(&b, "r%d = \"a\"\n", n-1)
	return b.String()
}

// grammarFiles are the grammars of grammar/, as the command reads them.
var grammarFiles = [][]string{
	{"embed:rfc3986.abnf"}, {"embed:rfc2396.abnf"}, {"embed:core.abnf"},
	{"embed:rfc8089.abnf", "embed:rfc3986.abnf"},
	{"embed:rfc8089-appendix-f.abnf", "embed:rfc3986.abnf"},
}

// minimalLanguage (Hopcroft) gives the DFA dfa.MinimizeLanguage (Moore)
// gives, state for state, on every regular rule of the grammars of
// grammar/; and the longest string computed from the grammar is the
// longest path of that DFA.
func TestMinimalLanguageAgrees(t *testing.T) {
	for _, files := range grammarFiles {
		g, err := abnf.LoadFiles(files...)
		if err != nil {
			t.Fatal(err)
		}
		stats, err := Rules(g)
		if err != nil {
			t.Fatal(err)
		}
		c := dfa.NewCompiler(g, nil)
		for _, s := range stats {
			if !s.Regular {
				continue
			}
			n, err := c.Compile(s.Rule, -1)
			if err != nil {
				t.Fatal(err)
			}
			d, err := dfa.Determinize(n, check.Nullable(g))
			if err != nil {
				t.Fatal(err)
			}
			moore, hopcroft := dfa.MinimizeLanguage(d), minimalLanguage(d)
			if len(moore.States) != len(hopcroft.States) {
				t.Fatalf("%s: %d states, want %d", s.Rule.Name, len(hopcroft.States), len(moore.States))
			}
			for i := range moore.States {
				a, b := moore.States[i], hopcroft.States[i]
				if (a.Final == nil) != (b.Final == nil) {
					t.Fatalf("%s: state %d: final %v, want %v", s.Rule.Name, i, b.Final != nil, a.Final != nil)
				}
				for c := range a.Next {
					if a.Next[c].To != b.Next[c].To {
						t.Fatalf("%s: state %d, class %d: to %d, want %d", s.Rule.Name, i, c, b.Next[c].To, a.Next[c].To)
					}
				}
			}
			if want := longestPath(moore); s.MaxLen != want {
				t.Errorf("%s: MaxLen %d, the DFA's longest string %d", s.Rule.Name, s.MaxLen, want)
			}
			if s.DFAStates != len(moore.States) {
				t.Errorf("%s: DFAStates %d, want %d", s.Rule.Name, s.DFAStates, len(moore.States))
			}
		}
	}
}

// longestPath is the length of the longest string d accepts, Unbounded
// when a cycle lies on a way to acceptance, -1 for none.
func longestPath(d *dfa.DFA) int {
	live := make([]bool, len(d.States))
	for changed := true; changed; {
		changed = false
		for i, st := range d.States {
			ok := st.Final != nil
			for _, t := range st.Next {
				ok = ok || t.To != dfa.Dead && live[t.To]
			}
			if ok && !live[i] {
				live[i], changed = true, true
			}
		}
	}
	color := make([]int, len(d.States))
	memo := make([]int, len(d.States))
	var visit func(i int) int
	visit = func(i int) int {
		switch color[i] {
		case 1:
			return Unbounded
		case 2:
			return memo[i]
		}
		color[i] = 1
		best := -1
		if d.States[i].Final != nil {
			best = 0
		}
		for _, t := range d.States[i].Next {
			if t.To == dfa.Dead || !live[t.To] {
				continue
			}
			m := visit(t.To)
			if m == Unbounded {
				best = Unbounded
				break
			}
			best = max(best, m+1)
		}
		color[i], memo[i] = 2, best
		return best
	}
	if !live[0] {
		return -1
	}
	return visit(0)
}

// A rule whose automaton would be too large is reported as such, with
// little memory, and the other rules are analyzed all the same: in a
// chain of rules that each use the next twice, r0 has 2^39 "a"s.
func TestRulesTooLarge(t *testing.T) {
	g := grammarOf(t, chain(40, "%[1]s %[1]s")+"other = \"b\" / \"c\"\n")
	var stats []Stats
	var err error
	bytes := memstat.Allocated(func() { stats, err = Rules(g) })
	if err != nil {
		t.Fatalf("Rules: %v", err)
	}
	if bytes > 64<<20 {
		t.Errorf("Rules allocated %d bytes", bytes)
	}
	for _, s := range stats {
		switch name := s.Rule.Name; {
		case name == "r0":
			if s.TooLarge() == nil || s.DFAStates != 0 || s.MinLen != 1<<39 || s.MaxLen != 1<<39 {
				t.Errorf("r0: too large %v, %d states, lengths %d to %d; want too large, 0, 2^39", s.TooLarge(), s.DFAStates, s.MinLen, s.MaxLen)
			}
		case name == "r39", name == "other":
			if s.NoDFA != nil || s.DFAStates != 2 {
				t.Errorf("%s: %v, %d states; want a DFA of 2 states", name, s.NoDFA, s.DFAStates)
			}
		}
	}
	// Lengths saturate at Huge rather than wrap.
	g = grammarOf(t, "r = 16000000(16000000(16000000(16000000\"a\")))\n")
	if stats, err = Rules(g); err != nil || stats[0].MinLen != Huge || stats[0].TooLarge() == nil {
		t.Errorf("Rules: %v, MinLen %d, too large %v; want Huge, too large", err, stats[0].MinLen, stats[0].TooLarge())
	}
}

// A rule of a code point grammar gets a DFA over UTF-8 (RFC 5234 §2.4:
// %x80 is then U+0080, the bytes C2 80), and a FIRST set of code points.
func TestRulesCodePoints(t *testing.T) {
	g := grammarOf(t, "r = %x100-10FFFF\ns = \"a\" / %x80-FF\n")
	stats, err := Rules(g)
	if err != nil {
		t.Fatalf("Rules: %v", err)
	}
	// r: the start; after a lead byte of 2 bytes; of 3 bytes (E0, ED, or
	// another); of 4 (F0, F4, or another); 1 continuation byte to go, 2 to
	// go; the end.
	if stats[0].NoDFA != nil || stats[0].DFAStates != 9 || stats[0].First.Text(true) != `[\u0100-\U0010ffff]` {
		t.Errorf("r: %v, %d states, first %s; want 9, [\\u0100-\\U0010ffff]", stats[0].NoDFA, stats[0].DFAStates, stats[0].First.Text(true))
	}
	// s: the start, after C2 or C3 (one continuation byte to go), the end.
	if stats[1].NoDFA != nil || stats[1].DFAStates != 3 {
		t.Errorf("s: %v, %d states; want 3", stats[1].NoDFA, stats[1].DFAStates)
	}
	// As bytes, s is one byte.
	g = grammarOf(t, "s = \"a\" / %x80-FF\n")
	g.Encoding = abnf.Bytes
	if stats, err = Rules(g); err != nil || stats[0].DFAStates != 2 || stats[0].First.String() != `[Aa\x80-\xff]` {
		t.Errorf("s as bytes: %v, %d states, first %s; want 2, [Aa\\x80-\\xff]", err, stats[0].DFAStates, stats[0].First)
	}
}

// The fixpoints visit each rule of a grammar without recursion once, in
// the order of references, wherever the rules stand in the grammar.
func TestFixpointOnce(t *testing.T) {
	g := grammarOf(t, chain(1000, "\"a\" %s"))
	calls := 0
	check.Fixpoint(check.Components(g), func(*abnf.Rule) bool { calls++; return true })
	if calls != 1000 {
		t.Errorf("%d calls of update, want 1000", calls)
	}
	// Within a cycle, until nothing changes.
	g = grammarOf(t, "a = b / \"x\"\nb = \"y\" a\n")
	short := shortestLengths(g, check.Components(g))
	if short[g.Rule("a")] != 1 || short[g.Rule("b")] != 2 {
		t.Errorf("shortest lengths a %d, b %d; want 1, 2", short[g.Rule("a")], short[g.Rule("b")])
	}
}

// The ambiguity search stops at its budget; the rules of the grammars of
// grammar/ stay far below it.
func TestAmbiguityBudget(t *testing.T) {
	// r is unambiguous: the search follows every pair of its N+1
	// positions that a string can reach at once, N² pairs.
	g := grammarOf(t, "r = *( \"a\" / \"b\" ) \"a\" 200( \"a\" / \"b\" )\n")
	s, err := NewAmbiguitySearch(g, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	n, err := s.compiler(g.Rules[0]).Compile(g.Rules[0], 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []int{10_000, 1 << 20} {
		a, ok := newPairSearch(n, limit)
		var found *Ambiguity
		if ok {
			found, ok = a.search()
		}
		if ok != (limit > 10_000) || found != nil || a.steps > limit+1 {
			t.Errorf("limit %d: ok %v after %d steps, found %v", limit, ok, a.steps, found)
		}
	}
	most, rule, pairs := 0, "", 0
	for _, files := range grammarFiles {
		g, err := abnf.LoadFiles(files...)
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewAmbiguitySearch(g, nil, 3)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range g.Rules {
			n, err := s.compiler(r).Compile(r, s.index[r]+1)
			if err != nil {
				t.Fatal(err)
			}
			a, ok := newPairSearch(n, MaxAmbiguitySteps/32)
			if ok {
				_, ok = a.search()
			}
			if !ok {
				t.Errorf("%v %s: more than %d steps", files, r.Name, MaxAmbiguitySteps/32)
			}
			if a.steps > most {
				most, rule = a.steps, r.Name
			}
			pairs = max(pairs, a.pairs)
		}
	}
	t.Logf("at most %d steps (%s), %d pairs", most, rule, pairs)
	if pairs > 100_000 {
		t.Errorf("%d pairs, want under 100,000 (see MaxAmbiguityPairs)", pairs)
	}
}

// Regex on a grammar of bytes refuses values above 0x7F, ranges
// included, with the reason rather than an internal error; on a grammar
// of code points it writes them as characters.
func TestRegexCodePoints(t *testing.T) {
	g := grammarOf(t, "s = \"a\" / %x80-FF\n")
	for _, f := range []Flavor{RE2, POSIX} {
		want := `test.abnf:1:11: num-val %x80-FF is above 0x7F, which Go's regexp cannot match as a byte: it reads UTF-8 (with -encoding utf8, values are code points)`
		if re, err := Regex(g, g.Rule("s"), f); err == nil || err.Error() != want {
			t.Errorf("Regex(s, %v) = %q, %v; want %s", f, re, err, want)
		}
	}
	g = grammarOf(t, "r = %x100-10FFFF\ns = \"a\" / %x80-FF\nt = %x41.100\nu = \"b\" r\n")
	for rule, want := range map[string][2]string{
		"r": {`[\x{100}-\x{10FFFF}]`, "[\u0100-\U0010ffff]"},
		"s": {`[Aa\x{80}-\x{FF}]`, "[Aa\u0080-\u00ff]"},
		"t": {`A\x{100}`, "A\u0100"},
		"u": {`[Bb][\x{100}-\x{10FFFF}]`, "[Bb][\u0100-\U0010ffff]"},
	} {
		for i, f := range []Flavor{RE2, POSIX} {
			re, err := Regex(g, g.Rule(rule), f)
			if err != nil || re != want[i] {
				t.Errorf("Regex(%s, %v) = %q, %v; want %q", rule, f, re, err, want[i])
			}
		}
	}
}

// TestAmbiguityPairs: 12,500 alternatives that begin alike (RFC 5234 §3.2,
// "s0" / "s1" / ...) took "abnf analyze" 2 GB (4 GB here), past its doc's
// "a few hundred megabytes at most": the search kept a pair of paths for
// every two alternatives, within its budget of steps. It keeps at most
// MaxAmbiguityPairs now and says so; 2,000 alternatives show it (2 GB
// allocated before, 1.1 GB resident; 530 MB and 300 MB now).
func TestAmbiguityPairs(t *testing.T) {
	var b strings.Builder
	b.WriteString("r = ")
	for i := range 2000 {
		if i > 0 {
			b.WriteString(" / ")
		}
		fmt.Fprintf(&b, "\"s%d\"", i)
	}
	g := grammarOf(t, b.String()+"\n")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	found, err := Ambiguous(g, g.Rules[0], nil, 3)
	runtime.ReadMemStats(&after)
	want := fmt.Sprintf("more than %d pairs of paths kept by the ambiguity search", MaxAmbiguityPairs)
	if l, ok := errors.AsType[*dfa.LimitError](err); !ok || l.What != want || found != nil {
		t.Errorf("%v, %v; want a *dfa.LimitError: %s", found, err, want)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 768<<20 {
		t.Errorf("%d MB allocated, want at most 768", got>>20)
	}
}
