package uri_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
	"github.com/abnf-uri/uri/parser"
)

// The generated parser must accept exactly what the reference matcher
// (package gen/match) accepts, stop at the same offset expecting the same
// things, and build the same tree: the first in priority order, which is
// RFC 3986 §3.2.2's "first-match-wins" for host.

// shared is where the reference corpora are, beside the repository.
const shared = "../shared/data"

// nodeRules are the rules generate.go makes nodes of.
var nodeRules = []string{"URI", "relative-ref", "scheme", "authority", "userinfo", "host", "IP-literal",
	"IPv4address", "IPv6address", "IPvFuture", "reg-name", "port", "path-abempty", "path-absolute",
	"path-noscheme", "path-rootless", "path-empty", "segment", "segment-nz", "segment-nz-nc", "query", "fragment"}

var rfc3986 = sync.OnceValue(func() *abnf.Grammar {
	g, err := abnf.Load(grammar.FS, grammar.RFC3986)
	if err != nil {
		panic(err)
	}
	return g
})

func newMatcher(t testing.TB) *match.Matcher {
	m, err := match.New(rfc3986())
	if err != nil {
		t.Fatal(err)
	}
	m.SetNodes(nodeRules)
	return m
}

// differ compares the parser with the matcher on one input and describes
// the first difference, or returns "".
func differ(m *match.Matcher, rule parser.Rule, in string) string {
	m.SetNodes(append(slices.Clone(nodeRules), rule.String()))
	want, err := m.Match(rule.String(), in, true)
	if err != nil {
		return err.Error()
	}
	verr := parser.Validate(rule, in)
	tree, perr := parser.Parse(rule, in)
	switch {
	case want.OK != (verr == nil):
		return fmt.Sprintf("Validate: %v, matcher ok=%v", verr, want.OK)
	case rule == parser.URIReference && want.OK != parser.ValidURIReference(in):
		return fmt.Sprintf("ValidURIReference: %v, matcher ok=%v", !want.OK, want.OK)
	case want.OK != (perr == nil):
		return fmt.Sprintf("Parse: %v, matcher ok=%v", perr, want.OK)
	case !want.OK:
		for _, err := range []error{verr, perr} {
			e := err.(*parser.Error)
			if e.Offset != want.Offset || !want.Expects(e.Expected) || e.Message() != "expected "+e.Expected+", found "+want.Found {
				return fmt.Sprintf("error %v; matcher: offset %d: %s", e, want.Offset, want.Message())
			}
		}
		return ""
	}
	if got, exp := shape(tree), match.Shape(want.Tree); got != exp {
		return fmt.Sprintf("tree\n  %s\nmatcher\n  %s", got, exp)
	}
	return ""
}

// shape writes a tree as kind[pos,end](children...).
func shape(t *ast.Tree) string {
	var b strings.Builder
	var write func(i int) int
	write = func(i int) int {
		r := t.Records[i]
		fmt.Fprintf(&b, "%s[%d,%d]", r.Kind, r.Pos, r.End)
		j := i + 1
		if j < int(r.Next) {
			b.WriteByte('(')
			for j < int(r.Next) {
				if j > i+1 {
					b.WriteByte(' ')
				}
				j = write(j)
			}
			b.WriteByte(')')
		}
		return int(r.Next)
	}
	write(0)
	return b.String()
}

// corpus returns the lines of the reference URL lists and the inputs of
// the WHATWG URL tests, or skips the test without them.
func corpus(t *testing.T) map[string][]string {
	out := corpusOrNil()
	if len(out) == 0 {
		t.Skipf("no reference corpora in %s (they sit beside the repository); samples are tested by TestDifferentialSamples", shared)
	}
	return out
}

// corpusOrNil is corpus without the skip: nil without the corpora.
func corpusOrNil() map[string][]string {
	files, _ := filepath.Glob(filepath.Join(shared, "urls", "*"))
	out := map[string][]string{}
	for _, f := range files {
		if strings.HasSuffix(f, ".md") {
			continue
		}
		fh, err := os.Open(f)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		var lines []string
		for sc.Scan() {
			line := sc.Text()
			if strings.HasSuffix(f, ".csv") {
				if line == "base,relative" {
					continue // the header
				}
				base, ref, _ := strings.Cut(line, ",")
				lines = append(lines, base, ref)
			} else {
				lines = append(lines, line)
			}
		}
		fh.Close()
		out[filepath.Base(f)] = lines
	}
	if b, err := os.ReadFile(filepath.Join(shared, "wpt-urltestdata.json")); err == nil {
		var cases []json.RawMessage
		if err := json.Unmarshal(b, &cases); err != nil {
			panic(err)
		}
		var inputs []string
		for _, c := range cases {
			var x struct {
				Input *string `json:"input"`
				Base  *string `json:"base"`
			}
			if json.Unmarshal(c, &x) == nil && x.Input != nil {
				inputs = append(inputs, *x.Input)
				if x.Base != nil {
					inputs = append(inputs, *x.Base)
				}
			}
		}
		out["wpt-urltestdata.json"] = inputs
	}
	return out
}

// TestDifferentialCorpora compares parser and matcher on URI-reference for
// every line of the URL corpora and every input of the WHATWG tests.
func TestDifferentialCorpora(t *testing.T) {
	for name, inputs := range corpus(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			m := newMatcher(t)
			bad := 0
			for _, in := range inputs {
				if d := differ(m, parser.URIReference, in); d != "" {
					if bad++; bad <= 10 {
						t.Errorf("URI-reference %q: %s", in, d)
					}
				}
			}
			t.Logf("%d inputs, %d disagreements", len(inputs), bad)
		})
	}
}

// samplesPerRule is how many strings TestDifferentialSamples draws from
// each rule; each is also tested with four mutations.
const samplesPerRule = 500

// TestDifferentialSamples compares parser and matcher on every rule, on
// strings sampled from the grammar and single-byte mutations of them:
// near misses that exercise every place a match can fail.
func TestDifferentialSamples(t *testing.T) {
	g := rfc3986()
	for i, rule := range parser.Rules {
		t.Run(rule.String(), func(t *testing.T) {
			t.Parallel()
			m := newMatcher(t)
			s := sample.New(g, uint64(i+1))
			n := samplesPerRule
			if testing.Short() {
				n /= 10
			}
			bad, total := 0, 0
			for range n {
				in, ok := s.Sample(g.Rule(rule.String()))
				if !ok {
					t.Fatalf("rule %s has no sample", rule)
				}
				for k := range 5 {
					if k > 0 {
						in = s.Mutate(in)
					}
					total++
					if d := differ(m, rule, in); d != "" {
						if bad++; bad <= 10 {
							t.Errorf("%s %q: %s", rule, in, d)
						}
					}
				}
			}
			t.Logf("%d inputs, %d disagreements", total, bad)
		})
	}
}
