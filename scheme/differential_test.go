package scheme

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
)

// loadGrammar loads a Scheme.Grammar: files, then " -update " and the
// updates.
func loadGrammar(t *testing.T, spec string) *abnf.Grammar {
	t.Helper()
	files, updates, _ := strings.Cut(spec, " -update ")
	var up []string
	if updates != "" {
		up = strings.Split(updates, ",")
	}
	g, err := abnf.Loader{FS: grammar.FS}.Load(strings.Split(files, ","), up)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDifferential compares each built-in validator with the reference
// matcher (package gen/match) run on its scheme's own composition of
// grammars (Scheme.Grammar), which is what the shared generated parsers
// must decide: the golden inputs, strings sampled from the rule and
// one-byte mutations of them; the same verdict, and on failure the same
// offset and expectations.
func TestDifferential(t *testing.T) {
	files, _ := filepath.Glob("../testdata/scheme/*.txt")
	golden := map[string][]string{}
	for _, path := range files {
		for _, c := range readCases(t, path) {
			name := strings.ToLower(c.in[:strings.IndexByte(c.in, ':')])
			golden[name] = append(golden[name], c.in)
		}
	}
	n := 400
	if testing.Short() {
		n = 20
	}
	for _, sc := range builtin {
		t.Run(sc.Name, func(t *testing.T) {
			g := loadGrammar(t, sc.Grammar)
			m, err := match.New(g)
			if err != nil {
				t.Fatal(err)
			}
			var inputs []string
			for _, in := range golden[sc.Name] {
				if i := strings.IndexByte(in, '#'); i >= 0 && sc.Fragment != FragmentInRule {
					in = in[:i]
				}
				inputs = append(inputs, in)
			}
			smp := sample.New(g, 8141)
			r := g.Rule(sc.Rule)
			if r == nil {
				t.Fatalf("no rule %s in %s", sc.Rule, sc.Grammar)
			}
			for range n {
				if s, ok := smp.Sample(r); ok {
					inputs = append(inputs, s, smp.Mutate(s))
				}
			}
			bad := 0
			for _, in := range inputs {
				if d := differ(m, sc, in); d != "" {
					t.Errorf("%q: %s", in, d)
					if bad++; bad > 10 {
						t.FailNow()
					}
				}
			}
		})
	}
}

func differ(m *match.Matcher, sc Scheme, in string) string {
	want, err := m.Match(sc.Rule, in, false)
	if err != nil {
		return err.Error()
	}
	validate := sc.Validate
	if sc.Name == "tel" {
		validate = telGrammar // without the order of parameters, which no grammar says
	}
	off, exp, ok := validate(in)
	switch {
	case ok != want.OK:
		return fmt.Sprintf("validator ok=%v, matcher ok=%v", ok, want.OK)
	case !ok && (off != want.Offset || !want.Expects(exp)):
		return fmt.Sprintf("validator: offset %d: expected %s; matcher: offset %d: %s", off, exp, want.Offset, want.Message())
	}
	return ""
}
