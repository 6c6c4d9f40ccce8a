package dfa

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
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

// chain is a grammar of n rules, each defined from the next by def (a
// format with the next rule's name), the last "a".
func chain(n int, def string) string {
	var b strings.Builder
	for i := range n - 1 {
		fmt.Fprintf(&b, "r%d = %s\n", i, fmt.Sprintf(def, fmt.Sprintf("r%d", i+1)))
	}
	fmt.Fprintf(&b, "r%d = \"a\"\n", n-1)
	return b.String()
}

// The bound of Compile is an upper bound, and a close one, on every rule
// of the URI grammars (RFC 3986 Appendix A, RFC 8089 Appendix F), with
// and without node marks.
func TestBoundIsUpperBound(t *testing.T) {
	for _, files := range [][]string{{"embed:rfc3986.abnf"}, {"embed:rfc8089-appendix-f.abnf", "embed:rfc3986.abnf"}, {"embed:rfc2396.abnf"}} {
		g, err := abnf.LoadFiles(files...)
		if err != nil {
			t.Fatal(err)
		}
		for _, nodes := range []bool{false, true} {
			kinds := map[*abnf.Rule]int{}
			if nodes {
				for i, r := range g.Rules {
					kinds[r] = i + 1
				}
			}
			c := NewCompiler(g, kinds)
			for _, r := range g.Rules {
				b, ok := c.Bound(r)
				n, err := c.Compile(r, -1)
				if err != nil || !ok {
					t.Fatalf("%s: bound %v, compile %v", r.Name, ok, err)
				}
				if got := len(n.States) - 1; got > b || b > 3*got {
					t.Errorf("%v %s (nodes %v): %d states, bound %d", files, r.Name, nodes, got, b)
				}
			}
		}
	}
}

// A rule whose NFA would pass MaxStates is refused before anything is
// built: 1000( 1000( 1000"a" ) ) needs 10^9 states, and a chain of rules
// that each use the next twice doubles at each rule.
func TestCompileRefusesBeforeBuilding(t *testing.T) {
	for _, src := range []string{
		"r = 1000(1000(1000\"a\"))\n",
		chain(40, "%[1]s %[1]s"),
		chain(40, "%[1]s \"a\" %[1]s"),
		// Counts beyond int: the bound saturates.
		"r = 16000000(16000000(16000000(16000000\"a\")))\n",
	} {
		g := grammarOf(t, src)
		var err error
		bytes := memstat.Allocated(func() { _, err = NewCompiler(g, nil).Compile(g.Rules[0], -1) })
		var limit *LimitError
		if !errors.As(err, &limit) || limit.What != fmt.Sprintf("more than %d NFA states", MaxStates) {
			t.Errorf("%.40q: err %v, want more than %d NFA states", src, err, MaxStates)
		}
		if bytes > 4<<20 {
			t.Errorf("%.40q: %d bytes allocated before refusing", src, bytes)
		}
	}
}

// A rule reaching recursion is not bounded but compiled as before: the
// error names the cycle.
func TestBoundRecursion(t *testing.T) {
	g := grammarOf(t, "a = \"x\" b\nb = \"(\" a \")\" / \"y\"\n")
	c := NewCompiler(g, nil)
	if _, ok := c.Bound(g.Rules[0]); ok {
		t.Errorf("Bound(a) ok, want none: a is recursive")
	}
	var rec *NotRegularError
	if _, err := c.Compile(g.Rules[0], -1); !errors.As(err, &rec) {
		t.Errorf("Compile(a): %v, want a NotRegularError", err)
	}
	// Unrolled, it is bounded, and the bound holds.
	c.Unroll = 3
	b, ok := c.Bound(g.Rules[0])
	n, err := c.Compile(g.Rules[0], -1)
	if !ok || err != nil || len(n.States)-1 > b {
		t.Errorf("unrolled: bound %d, %v; compile %v, %d states", b, ok, err, len(n.States)-1)
	}
}

// Determinize refuses a rule whose longest string has MaxDStates bytes or
// more before the subset construction: its DFA has more states than that.
func TestDeterminizeLongestString(t *testing.T) {
	g := grammarOf(t, fmt.Sprintf("r = %d\"a\"\nok = %d\"a\"\n", MaxDStates, MaxDStates-2))
	c := NewCompiler(g, nil)
	n, err := c.Compile(g.Rule("r"), -1)
	if err != nil {
		t.Fatal(err)
	}
	var d *DFA
	bytes := memstat.Allocated(func() { d, err = Determinize(n, check.Nullable(g)) })
	var limit *LimitError
	if !errors.As(err, &limit) || limit.What != fmt.Sprintf("more than %d DFA states", MaxDStates) {
		t.Errorf("err %v, want more than %d DFA states", err, MaxDStates)
	}
	// The subset construction would allocate far more than the check.
	if bytes > 1<<20 {
		t.Errorf("%d bytes allocated before refusing", bytes)
	}
	// One shorter is built.
	if n, err = c.Compile(g.Rule("ok"), -1); err == nil {
		d, err = Determinize(n, check.Nullable(g))
	}
	if err != nil || len(d.States) != MaxDStates-1 {
		t.Errorf("ok: %v, want a DFA of %d states", err, MaxDStates-1)
	}
}

// The walks of Follow stop at their budget.
func TestFollowBudget(t *testing.T) {
	g := grammarOf(t, chain(60, "*%s"))
	n, err := NewCompiler(g, nil).Compile(g.Rules[0], -1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := n.follow(1000); ok {
		t.Errorf("follow(1000) ok on a chain of 60 nested repetitions")
	}
	if _, ok := n.follow(MaxFollowSteps); !ok {
		t.Errorf("follow(MaxFollowSteps) failed")
	}
}

// Rules that use the next rule twice in an alternation ("a = b / b") are
// a single byte each: found in linear time, not exponential.
func TestClassLinear(t *testing.T) {
	g := grammarOf(t, chain(60, "%[1]s / %[1]s"))
	done := make(chan error, 1)
	go func() {
		_, err := NewCompiler(g, nil).Compile(g.Rules[0], -1)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("compiling a chain of 60 rules r = s / s takes more than 10s")
	}
}
