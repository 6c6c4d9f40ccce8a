package peg

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
)

func load(t *testing.T, files ...string) *abnf.Grammar {
	t.Helper()
	g, err := abnf.LoadFiles(files...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func grammarOf(t *testing.T, src string) *abnf.Grammar {
	t.Helper()
	f, err := abnf.Parse("test.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return abnf.New(f)
}

// TestPEG pins what a PEG parser makes of RFC 3986: the classic inputs it
// rejects although the grammar accepts them, and some it gets right.
func TestPEG(t *testing.T) {
	g := load(t, "embed:rfc3986.abnf")
	p, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		rule, input string
		peg         bool // what PEG says; the grammar accepts every input
	}{
		{"dec-octet", "0", true},
		{"dec-octet", "25", false}, // DIGIT commits on "2"
		{"dec-octet", "250", false},
		{"IPv4address", "1.2.3.4", true},
		{"IPv4address", "10.0.0.1", false}, // every dec-octet takes one digit
		{"host", "example.com", true},
		{"host", "1.2.3.4", true},
		{"host", "1.2.3.4a", false}, // IPv4address commits on "1.2.3.4"
		{"host", "10.0.0.1", true},  // IPv4address fails on "10": a reg-name
		{"host", "0.0.0.10", false}, // IPv4address commits on "0.0.0.1"
		{"IPv6address", "::1", true},
		{"IPv6address", "1:2:3:4:5:6:7:8", true},
		{"IPv6address", "1::", false}, // *6( h16 ":" ) takes "1:"
		{"IPv6address", "1::2", false},
		{"URI-reference", "http://a/b?c#d", true},
		{"URI-reference", "", true},
		{"URI-reference", "http://[1::]/", false},
		{"URI-reference", "http://1.2.3.400/", false},
		{"URI-reference", "http://[::1]:80/", true},
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		if res, _ := m.Match(tt.rule, tt.input, false); !res.OK {
			t.Errorf("the grammar rejects %s %q", tt.rule, tt.input)
		}
		got, err := p.Match(tt.rule, tt.input)
		if err != nil || got != tt.peg {
			t.Errorf("PEG %s %q = %v, %v; want %v", tt.rule, tt.input, got, err, tt.peg)
		}
		if got, err := p.RelaxAll().Match(tt.rule, tt.input); !got || err != nil {
			t.Errorf("relaxed %s %q = %v, %v; want true", tt.rule, tt.input, got, err)
		}
	}
}

// inputs returns random strings of rule and one-byte edits of them.
func inputs(g *abnf.Grammar, rule string, n int, seed uint64) []string {
	s := sample.New(g, seed)
	s.MaxLen = 24
	var out []string
	for range n {
		in, ok := s.Sample(g.Rule(rule))
		if !ok {
			break
		}
		out = append(out, in, s.Mutate(in), s.Mutate(s.Mutate(in)))
	}
	return out
}

// TestRelaxedAgreesWithMatch checks the exact semantics against the
// reference matcher: with every node relaxed, on RFC 3986 and on RFC
// 5234's recursive grammar; with one node relaxed, a subset of the
// language that contains PEG's.
func TestRelaxedAgreesWithMatch(t *testing.T) {
	for _, tc := range []struct {
		file  string
		rules []string
	}{
		{"embed:rfc3986.abnf", []string{"URI-reference", "host", "IPv6address", "dec-octet", "path"}},
		{"embed:rfc5234.abnf", []string{"rulelist", "alternation", "num-val", "comment"}},
	} {
		g := load(t, tc.file)
		p, err := New(g)
		if err != nil {
			t.Fatal(err)
		}
		p.MaxSteps = 200_000
		all := p.RelaxAll()
		m, err := match.New(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, rule := range tc.rules {
			sites := Sites(g, rule)
			budget := 0
			for i, in := range inputs(g, rule, 60, uint64(len(rule))) {
				res, _ := m.Match(rule, in, false)
				got, err := all.Match(rule, in)
				if errors.Is(err, ErrBudget) {
					budget++
					continue
				}
				if got != res.OK {
					t.Errorf("%s %s %q: relaxed %v, match %v", tc.file, rule, in, got, res.OK)
				}
				pg, _ := p.Match(rule, in)
				if pg && !res.OK {
					t.Errorf("%s %s %q: PEG accepts what the grammar rejects", tc.file, rule, in)
				}
				if len(sites) == 0 {
					continue
				}
				one, err := p.Relax(sites[i%len(sites)].Node).Match(rule, in)
				if err == nil && (one && !res.OK || pg && !one) {
					t.Errorf("%s %s %q: with %s relaxed %v; PEG %v, grammar %v", tc.file, rule, in, sites[i%len(sites)].Text, one, pg, res.OK)
				}
			}
			if budget > 5 {
				t.Errorf("%s %s: %d inputs ran out of steps", tc.file, rule, budget)
			}
		}
	}
}

// TestRecognizer checks the search's fast recognizer against the
// reference matcher, prefixes included: an input is a prefix of a string
// of the rule when it matches or the matcher's furthest failure is at its
// end.
func TestRecognizer(t *testing.T) {
	for _, file := range []string{"embed:rfc3986.abnf", "embed:rfc5234.abnf"} {
		g := load(t, file)
		tb, err := newTables(g)
		if err != nil {
			t.Fatal(err)
		}
		rec := newRecognizer(tb)
		m, err := match.New(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range g.Rules {
			for _, in := range inputs(g, r.Name, 20, 7) {
				for _, cut := range []string{in, in[:len(in)/2], in[:len(in)*3/4]} {
					res, _ := m.Match(r.Name, cut, false)
					ok, prefix := rec.match(r, cut)
					if ok != res.OK || prefix != (res.OK || res.Offset == len(cut)) {
						t.Errorf("%s %q: recognizer %v %v, matcher %v at %d", r.Name, cut, ok, prefix, res.OK, res.Offset)
					}
				}
			}
		}
	}
}

func TestLeftRecursionRefused(t *testing.T) {
	g := grammarOf(t, "expr = expr \"+\" term / term\nterm = DIGIT\n")
	_, err := New(g)
	if err == nil || !strings.Contains(err.Error(), `rule "expr" is left-recursive`) {
		t.Errorf("New = %v, want a left recursion error", err)
	}
	if _, err := Search(g, "expr", Options{}); err == nil {
		t.Error("Search accepted a left-recursive grammar")
	}
}

func TestUndefined(t *testing.T) {
	g := grammarOf(t, "a = b\n")
	if _, err := New(g); err == nil || !strings.Contains(err.Error(), `undefined rule "b"`) {
		t.Errorf("New = %v, want an undefined rule error", err)
	}
}

func TestIsChoice(t *testing.T) {
	g := grammarOf(t, "a = \"x\" / \"y\"\nb = 2\"x\"\nc = *\"x\"\nd = [ \"x\" ]\ne = \"x\" \"y\"\n")
	for name, want := range map[string]bool{"a": true, "b": false, "c": true, "d": true, "e": false} {
		if got := IsChoice(g.Rule(name).Body()); got != want {
			t.Errorf("IsChoice(%s) = %v, want %v", name, got, want)
		}
	}
}

// TestSemantics pins the meaning of relaxing on small grammars.
func TestSemantics(t *testing.T) {
	g := grammarOf(t, `word = "x" / "xy"
file = 1*( ALPHA / "." ) "." 2ALPHA
opt  = [ "a" ] "a"
empty = *( [ "a" ] ) "b"
pair = word word
`)
	p, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	body := func(name string) abnf.Node { return g.Rule(name).Body() }
	file := body("file").(*abnf.Concatenation).Items[0]
	opt := body("opt").(*abnf.Concatenation).Items[0]
	tests := []struct {
		p           *Parser
		rule, input string
		want        bool
	}{
		{p, "word", "x", true},
		{p, "word", "xy", false},
		{p.Relax(body("word")), "word", "xy", true},
		{p, "file", "a.bc", false},
		{p.Relax(file), "file", "a.bc", true},
		{p.Relax(file), "file", "a.b.cd", true},
		{p, "opt", "a", false}, // the option takes the only "a"
		{p.Relax(opt), "opt", "a", true},
		{p, "opt", "aa", true},
		{p, "empty", "b", true}, // an empty iteration ends the loop
		{p, "empty", "aab", true},
		// Above a relaxed node, word keeps its decision but not its end:
		// "xyx" needs the second alternative first, "xxy" in second place.
		{p.Relax(body("word")), "pair", "xyx", true},
		{p.Relax(body("word")), "pair", "xxy", true},
		{p, "pair", "xx", true},
		{p, "pair", "xxy", false},
	}
	for _, tt := range tests {
		got, err := tt.p.Match(tt.rule, tt.input)
		if err != nil || got != tt.want {
			t.Errorf("%s %q = %v, %v; want %v", tt.rule, tt.input, got, err, tt.want)
		}
	}
}

func TestBudget(t *testing.T) {
	// Exhaustive backtracking over nested unbounded repetitions of a
	// string that does not match takes exponential time.
	g := grammarOf(t, "a = *( *\"x\" ) \"y\"\n")
	p, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	p.MaxSteps = 10_000
	if _, err := p.RelaxAll().Match("a", strings.Repeat("x", 40)); !errors.Is(err, ErrBudget) {
		t.Errorf("Match = %v, want ErrBudget", err)
	}
	if ok, err := p.Match("a", strings.Repeat("x", 40)+"y"); !ok || err != nil {
		t.Errorf("PEG Match = %v, %v; want true", ok, err)
	}
}
