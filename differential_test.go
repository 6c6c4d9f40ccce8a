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
// things, and Find must record the spans of the matcher's tree: the first
// in priority order, which is RFC 3986 §3.2.2's "first-match-wins" for
// host. The parser builds no trees (generate.go asks for -api find); the
// matcher's trees are the trees it is checked against.

// shared is where the reference corpora are, beside the repository.
const shared = "../shared/data"

// findRules are the rules whose spans Find records: the -nodes of
// generate.go.
var findRules = []string{"scheme", "authority", "userinfo", "host", "port", "query", "fragment"}

// treeRules are the nodes of the matcher's trees: the find rules, and
// the rules package uri reads off their text and place instead of off
// spans (the kind of a host, the rule of a path), which treeParts reads.
var treeRules = append(slices.Clone(findRules), "IP-literal", "IPv4address", "IPv6address", "IPvFuture", "reg-name",
	"path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty")

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
	m.SetNodes(treeRules)
	return m
}

// differ compares the parser with the matcher on one input and describes
// the first difference, or returns "". For URI-reference it also compares
// the components package uri reads (componentsDiffer).
func differ(m *match.Matcher, rule parser.Rule, in string) string {
	want, err := m.Match(rule.String(), in, true)
	if err != nil {
		return err.Error()
	}
	if d := parserDiffers(rule, in, want); d != "" {
		return d
	}
	if rule == parser.URIReference {
		return componentsDiffer(in, want)
	}
	return ""
}

// parserDiffers compares Validate, Find and, for URI-reference, the
// functions of its direct-coded automata with the matcher's result want
// for rule and in.
func parserDiffers(rule parser.Rule, in string, want *match.Result) string {
	verr := parser.Validate(rule, in)
	var spans ast.Spans
	ferr := parser.Find(rule, in, &spans)
	switch {
	case want.OK != (verr == nil):
		return fmt.Sprintf("Validate: %v, matcher ok=%v", verr, want.OK)
	case want.OK != (ferr == nil):
		return fmt.Sprintf("Find: %v, matcher ok=%v", ferr, want.OK)
	}
	var at ast.Spans
	fail, expected := -1, ""
	if rule == parser.URIReference {
		if want.OK != parser.ValidURIReference(in) {
			return fmt.Sprintf("ValidURIReference: %v, matcher ok=%v", !want.OK, want.OK)
		}
		fail, expected, _ = parser.FindURIReferenceAt(in, &at)
	}
	if !want.OK {
		for _, err := range []error{verr, ferr} {
			e := err.(*parser.Error)
			if e.Offset != want.Offset || !want.Expects(e.Expected) || e.Message() != "expected "+e.Expected+", found "+want.Found {
				return fmt.Sprintf("error %v; matcher: offset %d: %s", e, want.Offset, want.Message())
			}
		}
		if rule == parser.URIReference && (fail != want.Offset || !want.Expects(expected)) {
			return fmt.Sprintf("FindURIReferenceAt: offset %d: expected %s; matcher: offset %d: %s", fail, expected, want.Offset, want.Message())
		}
		return ""
	}
	got, exp := spansShape(&spans), lastNodes(want.Tree)
	if got != exp {
		return fmt.Sprintf("Find: %s; matcher: %s", got, exp)
	}
	if rule == parser.URIReference {
		if fail >= 0 {
			return fmt.Sprintf("FindURIReferenceAt: offset %d: expected %s; the matcher matches", fail, expected)
		}
		if at != spans {
			return fmt.Sprintf("FindURIReferenceAt: %s; Find: %s", spansShape(&at), got)
		}
	}
	return ""
}

// spansShape writes the spans Find recorded as rule[pos,end] for each find
// rule that matched, in the order of findRules.
func spansShape(spans *ast.Spans) string {
	var b strings.Builder
	for _, name := range findRules {
		r, ok := parser.Lookup(name)
		if !ok {
			panic("no rule " + name)
		}
		if pos, end, ok := spans.Get(ast.Kind(r)); ok {
			fmt.Fprintf(&b, "%s[%d,%d] ", name, pos, end)
		}
	}
	return b.String()
}

// lastNodes writes, as spansShape does, the last node in pre-order of each
// find rule in a tree of the matcher: what Find records.
func lastNodes(tree []match.Node) string {
	var b strings.Builder
	for _, name := range findRules {
		last := -1
		for i, n := range tree {
			if n.Rule == name {
				last = i
			}
		}
		if last >= 0 {
			fmt.Fprintf(&b, "%s[%d,%d] ", name, tree[last].Pos, tree[last].End)
		}
	}
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
// every line of the URL corpora and every input of the WHATWG tests, and
// package uri's components with the matcher's tree.
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

// TestFindRules checks findRules against the parser: ast.Spans has slots
// for exactly those rules, so that spansShape compares every span Find
// records.
func TestFindRules(t *testing.T) {
	var probe ast.Spans // every slot 0: a match at 0
	for _, r := range parser.Rules {
		_, _, got := probe.Get(ast.Kind(r))
		if want := slices.Contains(findRules, r.String()); got != want {
			t.Errorf("rule %s: a slot in ast.Spans: %v; in findRules: %v", r, got, want)
		}
	}
}
