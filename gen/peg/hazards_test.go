package peg

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/sebdah/goldie/v2"
)

// fixtures holds small grammars with known answers and the golden reports
// (NAME.golden) of the cases below; the tests run there, so that file
// names in positions are short.
const fixtures = "../../testdata/peg"

var searches = []struct {
	name  string
	files []string
	rules []string
	opts  Options
}{
	// RFC 3986 Appendix A: the rules where PEG goes wrong, and the rule
	// above them all.
	{"rfc3986", []string{"embed:rfc3986.abnf"},
		[]string{"dec-octet", "IPv4address", "IPv6address", "host", "URI-reference"}, Options{}},
	{"order", []string{"order.abnf"}, []string{"word"}, Options{}},
	{"greedy", []string{"greedy.abnf"}, []string{"file"}, Options{}},
	{"safe", []string{"safe.abnf"}, []string{"list"}, Options{}},
	{"recursive", []string{"recursive.abnf"}, []string{"list"}, Options{}},
	// RFC 2396, which RFC 3986 replaced: its hostname's domain labels eat
	// the top label's dot; its authority may be empty, so "//" commits.
	{"rfc2396", []string{"embed:rfc2396.abnf"}, []string{"hostname", "URI-reference"}, Options{}},
	// RFC 5234's own grammar, recursive: "=" commits before "=/", 1*DIGIT
	// before *DIGIT "*" *DIGIT.
	{"rfc5234", []string{"embed:rfc5234.abnf"}, []string{"defined-as", "repeat", "rulelist"}, Options{Budget: 20_000, Samples: 100}},
}

// TestSearchGolden pins the reports, and checks every witness both ways:
// the reference matcher accepts it, PEG rejects it, and PEG with only the
// hazard's node relaxed accepts it.
func TestSearchGolden(t *testing.T) {
	dir, err := filepath.Abs(fixtures)
	if err != nil {
		t.Fatal(err)
	}
	gold := goldie.New(t, goldie.WithFixtureDir(dir))
	t.Chdir(dir)
	for _, tc := range searches {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.files...)
			var b strings.Builder
			for _, rule := range tc.rules {
				rep := search(t, g, tc.files, rule, tc.opts)
				b.WriteString(rep.String())
				verify(t, g, rep)
			}
			gold.Assert(t, tc.name, []byte(b.String()))
		})
	}
}

var reports = map[string]*Report{}

// search runs Search once for the tests of this file.
func search(t *testing.T, g *abnf.Grammar, files []string, rule string, opts Options) *Report {
	t.Helper()
	key := fmt.Sprint(files, rule, opts)
	if rep, ok := reports[key]; ok {
		return rep
	}
	rep, err := Search(g, rule, opts)
	if err != nil {
		t.Fatal(err)
	}
	reports[key] = rep
	return rep
}

func verify(t *testing.T, g *abnf.Grammar, rep *Report) {
	t.Helper()
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range rep.Hazards {
		res, _ := m.Match(h.Start, h.Witness, false)
		pg, _ := p.Match(h.Start, h.Witness)
		relaxed, _ := p.Relax(h.Node).Match(h.Start, h.Witness)
		if !res.OK || pg || !relaxed {
			t.Errorf("%s: grammar %v, PEG %v, relaxed %v; want true, false, true", h, res.OK, pg, relaxed)
		}
	}
	for _, c := range rep.Compound {
		res, _ := m.Match(rep.Start, c.Witness, false)
		pg, _ := p.Match(rep.Start, c.Witness)
		if !res.OK || pg {
			t.Errorf("compound %q: grammar %v, PEG %v; want true, false", c.Witness, res.OK, pg)
		}
		for _, s := range rep.Sites {
			if ok, _ := p.Relax(s.Node).Match(rep.Start, c.Witness); ok {
				t.Errorf("compound %q: relaxing %s alone is enough", c.Witness, s.Text)
			}
		}
	}
}

// TestKnownHazards checks the answers known for RFC 3986 apart from the
// golden file's wording.
func TestKnownHazards(t *testing.T) {
	g := load(t, "embed:rfc3986.abnf")
	find := func(rep *Report, rule string, kind Kind) []Hazard {
		var out []Hazard
		for _, h := range rep.Hazards {
			if h.Rule == rule && h.Kind == kind {
				out = append(out, h)
			}
		}
		return out
	}
	files := []string{"embed:rfc3986.abnf"}
	rep := search(t, g, files, "dec-octet", Options{})
	if hs := find(rep, "dec-octet", Order); len(hs) != 1 || len(hs[0].Witness) != 2 || !hs[0].Shortest || rep.Bounded {
		t.Errorf("dec-octet: %v, want one exact order hazard with a witness of two digits", rep)
	}
	rep = search(t, g, files, "IPv6address", Options{})
	hs := find(rep, "IPv6address", Greedy)
	want := []string{"0::0:0:0:0:0", "0::0:0:0:0", "0::0:0:0", "0::0:0", "0::0", "0::"}
	if len(hs) != len(want) {
		t.Fatalf("IPv6address: %v, want %d greedy hazards", rep, len(want))
	}
	for i, h := range hs {
		if h.Witness != want[i] || h.PEG.Count != 1 || h.Needed.Count != 0 {
			t.Errorf("IPv6address: %s, want witness %q, 1 iteration where 0 are needed", h, want[i])
		}
	}
	rep = search(t, g, files, "host", Options{})
	if hs := find(rep, "host", Order); len(hs) != 1 || hs[0].Witness != "0.0.0.00" || hs[0].PEG.Alt != 2 || hs[0].Needed.Alt != 3 {
		t.Errorf("host: %v, want the order hazard IPv4address before reg-name", rep)
	}
}

func TestHazardsSmall(t *testing.T) {
	g := grammarOf(t, "word = \"x\" / \"xy\"\n")
	hs, err := Hazards(g, "word", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(hs) != 1 || hs[0].Witness != "xy" || hs[0].PEG.Alt != 1 || hs[0].Needed.Alt != 2 || hs[0].PEG.End != 1 || hs[0].Needed.End != 2 || !hs[0].Shortest {
		t.Errorf("Hazards = %v", hs)
	}
	want := `test.abnf:1:8: order hazard in word: "xy": PEG takes alternative 1 ("x"), matching "x", where the string needs alternative 2 ("xy"), matching "xy"`
	if len(hs) == 1 && hs[0].String() != want {
		t.Errorf("String:\n%s\nwant\n%s", hs[0], want)
	}
	if _, err := Hazards(g, "nope", Options{}); err == nil {
		t.Error("Hazards of an unknown rule did not fail")
	}
}

// TestGoldenCoversFixtures keeps every grammar of the fixtures in a case
// (left-recursive.abnf in TestLeftRecursiveFixture).
func TestGoldenCoversFixtures(t *testing.T) {
	used := map[string]bool{"left-recursive.abnf": true}
	for _, tc := range searches {
		used[tc.name+".golden"] = true
		for _, f := range tc.files {
			used[f] = true
		}
	}
	for _, pattern := range []string{"*.abnf", "*.golden"} {
		names, _ := filepath.Glob(filepath.Join(fixtures, pattern))
		for _, n := range names {
			if !used[filepath.Base(n)] {
				t.Errorf("%s is in no case", n)
			}
		}
	}
}

func TestLeftRecursiveFixture(t *testing.T) {
	g := load(t, filepath.Join(fixtures, "left-recursive.abnf"))
	if _, err := Search(g, "expr", Options{}); err == nil || !strings.Contains(err.Error(), "left-recursive") {
		t.Errorf("Search = %v, want a left recursion error", err)
	}
}
