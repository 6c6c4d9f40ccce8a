package analyze

import (
	"fmt"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/internal/memstat"
)

// chainGrammar returns a chain of n rules, each using the next:
// r0 = r1 "x" / "y", ..., the last "x".
func chainGrammar(t *testing.T, n int) *abnf.Grammar {
	t.Helper()
	var b strings.Builder
	for i := range n - 1 {
		fmt.Fprintf(&b, "r%d = r%d \"x\" / \"y\"\n", i, i+1)
	}
	fmt.Fprintf(&b, "r%d = \"x\"\n", n-1)
	f, err := abnf.Parse("chain.abnf", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return abnf.New(f)
}

// TestRulesOnlyChain: the Stats of a few rules of a long chain cost the
// work of the rules they reach, not of every rule of the grammar. On a
// chain of 10,000 rules "abnf analyze -r r0" built every rule's DFA
// first, rule i one of 10,000 - i states, and timed out; asked about r0
// alone, Rules builds none past r0's (too large: its longest string has
// 10,000 bytes) and about the rule 200 from the end, only its DFA: what
// is allocated is linear in the grammar (about 2 KB a rule, for its
// components and lengths), where every DFA took gigabytes.
func TestRulesOnlyChain(t *testing.T) {
	const n = 10000
	g := chainGrammar(t, n)
	for _, c := range []struct {
		rule  string
		limit uint64 // bytes allocated, at most
	}{
		{"r0", 64 << 20},
		{fmt.Sprintf("r%d", n-200), 48 << 20},
	} {
		var stats []Stats
		var err error
		bytes := memstat.Allocated(func() { stats, err = Rules(g, g.Rule(c.rule)) })
		if err != nil {
			t.Fatal(err)
		}
		if len(stats) != 1 || stats[0].Rule != g.Rule(c.rule) {
			t.Fatalf("Rules(%s) = %d stats, want that rule's alone", c.rule, len(stats))
		}
		if bytes > c.limit {
			t.Errorf("Rules(%s) of a chain of %d rules allocated %d MB, want at most %d", c.rule, n, bytes>>20, c.limit>>20)
		}
		t.Logf("Rules(%s): %d KB allocated, MinLen %d, MaxLen %d, DFA states %d, NoDFA %v", c.rule, bytes>>10, stats[0].MinLen, stats[0].MaxLen, stats[0].DFAStates, stats[0].NoDFA)
	}
}
