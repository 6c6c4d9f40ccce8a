package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// chain returns the grammar r0 = r1, r1 = r2, ..., rN = "x", whose rules
// become productive (RFC 5234 §2.2: a rule derives a string of terminals)
// from the last to the first: the order in which a fixpoint over the rules
// in grammar order finds one rule a pass.
func chain(t testing.TB, n int) *abnf.Grammar {
	t.Helper()
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "r%d = r%d\n", i, i+1)
	}
	fmt.Fprintf(&b, "r%d = \"x\"\n", n)
	f, err := abnf.Parse("chain.abnf", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return abnf.New(f)
}

// unproductiveSteps runs the productive-rule computation alone on g and
// returns its work and diagnostics.
func unproductiveSteps(g *abnf.Grammar) (int, []Diagnostic) {
	c := &checker{g: g}
	c.unproductive()
	return c.steps, c.diags
}

// TestUnproductiveChain: a chain of 20,000 rules took "abnf check" 17 s,
// a pass of the fixpoint a rule. The computation now does a constant
// amount of work per element of the grammar (two nodes and two
// notifications a rule here), and twice the rules take twice the work.
func TestUnproductiveChain(t *testing.T) {
	const n = 20000
	g := chain(t, n)
	steps, diags := unproductiveSteps(g)
	if len(diags) != 0 {
		t.Errorf("diagnostics %v, want none", diags)
	}
	if steps > 4*(n+1) {
		t.Errorf("%d rules: %d steps, want at most %d", n+1, steps, 4*(n+1))
	}
	small, _ := unproductiveSteps(chain(t, n/10))
	if double, _ := unproductiveSteps(chain(t, n/5)); double > 2*small+4 {
		t.Errorf("%d steps for %d rules, %d for %d: not linear", small, n/10+1, double, n/5+1)
	}
	// The whole check, with its other passes, is linear too.
	if ds := Check(g, Options{}); HasErrors(ds) {
		t.Errorf("Check: %v", ds)
	}
}

// TestUnproductiveKinds: every kind of element waits for what it needs
// (RFC 5234 §3): all the items of a concatenation, one alternative, the
// item of a repetition with a minimum, but not that of one that may be
// empty; the rules that wait on each other forever are reported.
func TestUnproductiveKinds(t *testing.T) {
	src := `a = b c / "z"
b = 1*( c / b ) [ d ]
c = ( "x" ) undefined
d = d "y"
e = 0*1e
f = 2*3f
g = *g h
h = g
`
	f, err := abnf.Parse("k.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, diags := unproductiveSteps(abnf.New(f))
	var got []string
	for _, d := range diags {
		got = append(got, d.Rule)
	}
	if want := []string{"d", "f", "g", "h"}; !slicesEqualSorted(got, want) {
		t.Errorf("unproductive %v, want %v", got, want)
	}
}

func slicesEqualSorted(a, b []string) bool {
	a, b = append([]string(nil), a...), append([]string(nil), b...)
	if len(a) != len(b) {
		return false
	}
	m := map[string]int{}
	for _, x := range a {
		m[x]++
	}
	for _, x := range b {
		if m[x]--; m[x] < 0 {
			return false
		}
	}
	return true
}
