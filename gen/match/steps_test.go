package match

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/internal/memstat"
)

// TestNestedRepetitions: six repetitions nested in one rule (RFC 5234
// §3.6) made the matcher match each level again at every offset for every
// start of the level around it, a cost exponential in the nesting: 64
// bytes took 1.8 s and 145 MB at five levels, and "abnf sample", which
// checks each string it draws, ran past 30 s and 1 GB at six. Elements
// inside rules are memoized now, like rules: each level is matched once an
// offset.
func TestNestedRepetitions(t *testing.T) {
	m := grammarOf(t, `r = *(*(*(*(*(*("a"))))))`+"\n")
	in := strings.Repeat("a", 64)
	var res *Result
	var err error
	bytes := memstat.Allocated(func() { res, err = m.Match("r", in, true) })
	if err != nil || !res.OK {
		t.Fatalf("%+v, %v; want a match", res, err)
	}
	if m.steps > 1_000_000 || bytes > 8<<20 {
		t.Errorf("%d steps, %d bytes allocated; want at most 1000000 steps and 8 MB", m.steps, bytes)
	}
	res, err = m.Match("r", in+"b", false)
	if err != nil || res.OK || res.Offset != 64 || res.Message() != `expected "a" or end of input, found "b"` {
		t.Errorf("with a b: %+v, %v", res, err)
	}
}

// TestQuadraticRefused: "s = *x", "x = *"a"" is ambiguous over the whole
// input (RFC 5234 §3.6 allows any count of iterations that match the
// empty string or not), so x can end at every later offset from each
// offset: end sets quadratic in the input. On 16 KB of "a…ab" the
// matcher took 27 s and 1.9 GB (125 KB: 13 GB), and -maxlen did not bound
// it. Past its step limit, linear in the input, it now stops with a
// *LimitError that names the limit (here on 8 KB); below it, it decides
// as before.
func TestQuadraticRefused(t *testing.T) {
	m := grammarOf(t, "s = *x\nx = *\"a\"\n")
	in := strings.Repeat("a", 8<<10) + "b"
	var err error
	bytes := memstat.Allocated(func() { _, err = m.Match("s", in, false) })
	l, ok := errors.AsType[*LimitError](err)
	want := fmt.Sprintf("step limit reached: matching takes more than %d steps for 8193 bytes of input", DefaultSteps(len(in)))
	if !ok || l.Msg != want {
		t.Fatalf("%v; want a *LimitError: %s", err, want)
	}
	// What the steps hold is a small multiple of them.
	if limit := uint64(16 * DefaultSteps(len(in))); bytes > limit {
		t.Errorf("%d bytes allocated, want at most %d", bytes, limit)
	}
	// A lower limit stops it sooner.
	m.MaxSteps = 10000
	if _, err := m.Match("s", in, false); err == nil || !strings.Contains(err.Error(), "more than 10000 steps") {
		t.Errorf("MaxSteps 10000: %v", err)
	}
	m.MaxSteps = 0
	// A short input is decided as before.
	res, err := m.Match("s", strings.Repeat("a", 500)+"b", false)
	if err != nil || res.OK || res.Offset != 500 || res.Message() != `expected "a" or end of input, found "b"` {
		t.Errorf("500 bytes: %+v, %v", res, err)
	}
}

// adversarial returns a random grammar of nested repetitions,
// concatenations, alternations and chains of rules over "a" and "b"
// (RFC 5234 §3.1-§3.7), and the same language as a Go regular
// expression.
func adversarial(rng *rand.Rand) (abnf, re string, rules int) {
	var defs []string
	var gen func(depth int) (string, string)
	gen = func(depth int) (string, string) {
		if depth == 0 || rng.IntN(5) == 0 {
			if rng.IntN(2) == 0 {
				return `"a"`, "a"
			}
			return `%x62`, "b"
		}
		switch rng.IntN(5) {
		case 0, 1:
			a, ra := gen(depth - 1)
			lo := rng.IntN(3)
			switch rng.IntN(3) {
			case 0:
				return fmt.Sprintf("%d*(%s)", lo, a), fmt.Sprintf("(?:%s){%d,}", ra, lo)
			case 1:
				hi := lo + rng.IntN(3)
				return fmt.Sprintf("%d*%d(%s)", lo, hi, a), fmt.Sprintf("(?:%s){%d,%d}", ra, lo, hi)
			}
			return fmt.Sprintf("[%s]", a), fmt.Sprintf("(?:%s)?", ra)
		case 2:
			a, ra := gen(depth - 1)
			b, rb := gen(depth - 1)
			return fmt.Sprintf("(%s %s)", a, b), ra + rb
		case 3:
			a, ra := gen(depth - 1)
			b, rb := gen(depth - 1)
			return fmt.Sprintf("(%s / %s)", a, b), fmt.Sprintf("(?:%s|%s)", ra, rb)
		}
		// A rule of its own, through a chain of rules.
		a, ra := gen(depth - 1)
		name := fmt.Sprintf("x%d", len(defs))
		defs = append(defs, "") // reserved
		i := len(defs) - 1
		k := 1 + rng.IntN(3)
		for j := range k {
			next := fmt.Sprintf("%s-%d", name, j+1)
			if j == k-1 {
				defs[i] += fmt.Sprintf("%s-%d = %s\n", name, j, a)
			} else {
				defs[i] += fmt.Sprintf("%s-%d = %s\n", name, j, next)
			}
		}
		return name + "-0", "(?:" + ra + ")"
	}
	body, rb := gen(5)
	src := "s = " + body + "\n" + strings.Join(defs, "")
	return src, "^(?:" + rb + ")$", strings.Count(src, "\n")
}

// TestAdversarialGrammars is a property of random grammars of nested
// repetitions, alternations, concatenations and chains: the matcher
// agrees with Go's regexp on every input it decides, and on inputs of up
// to 2 KB the memory it allocates is within a bound linear in the input
// and the grammar (bytes ≤ 4096 × (rules + memoized elements) × (input
// bytes + 1) + 64 MB) whether it decides or stops at its step limit.
func TestAdversarialGrammars(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 8))
	grammars, inputs, decided, refused := 0, 0, 0, 0
	worst := 0.0
	for range 60 {
		src, expr, _ := adversarial(rng)
		m := grammarOf(t, src)
		re := regexp.MustCompile(expr)
		grammars++
		for k := range 12 {
			var b strings.Builder
			n := rng.IntN(40)
			if k >= 10 {
				n = 2000
			}
			for range n {
				if rng.IntN(8) == 0 {
					b.WriteByte('b')
				} else {
					b.WriteByte('a')
				}
			}
			in := b.String()
			if k == 11 {
				in = strings.Repeat("a", n) + "b"
			}
			inputs++
			var res *Result
			var err error
			bytes := memstat.Allocated(func() { res, err = m.Match("s", in, false) })
			worst = max(worst, float64(bytes)/float64(len(m.memo)*(len(in)+1)))
			if limit := uint64(4096*len(m.memo)*(len(in)+1) + 64<<20); bytes > limit {
				t.Errorf("%s on %d bytes: %d bytes allocated, want at most %d", src, len(in), bytes, limit)
			}
			if _, ok := errors.AsType[*LimitError](err); ok {
				refused++
				continue
			}
			if err != nil {
				t.Fatalf("%s on %q: %v", src, in, err)
			}
			decided++
			if want := re.MatchString(in); res.OK != want {
				t.Errorf("%s on %q: match %v, regexp %s says %v", src, in, res.OK, expr, want)
			}
		}
	}
	t.Logf("%d grammars, %d inputs: %d decided, %d refused at the step limit; at most %.0f bytes allocated per memo table and input byte", grammars, inputs, decided, refused, worst)
}
