package sample

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/internal/memstat"
)

// nestedGrammar returns a random rule of repetitions nested up to depth
// deep (RFC 5234 §3.6, §3.7, §3.8: n*m, *, options), with concatenations
// and alternations of "a" and "b" between them.
func nestedGrammar(rng *rand.Rand, depth int) string {
	var gen func(d int) string
	gen = func(d int) string {
		if d == 0 {
			return []string{`"a"`, `"b"`, `%x61-62`}[rng.IntN(3)]
		}
		inner := gen(d - 1)
		switch rng.IntN(6) {
		case 0:
			return "[" + inner + "]"
		case 1:
			lo := rng.IntN(3)
			return fmt.Sprintf("%d*%d(%s)", lo, lo+rng.IntN(4), inner)
		case 2:
			return fmt.Sprintf("*(%s %s)", inner, gen(d-1))
		case 3:
			return fmt.Sprintf("*(%s / %s)", inner, gen(d-1))
		}
		return fmt.Sprintf("%d*(%s)", rng.IntN(2), inner)
	}
	return "r = " + gen(depth) + "\n"
}

// TestNestedRepetitionGrammars is a property of random grammars of
// repetitions nested up to seven deep: random strings, cover sets and near
// misses, each checked by the reference matcher as "abnf sample" checks
// them, are drawn with bounded allocations (256 MB for the thirty or so strings of a
// grammar, each match within the step limit) and the
// matcher agrees with what the sampler drew, where it decides within its
// step limit (a grammar this ambiguous may take more than its limit of
// a million steps on 64 bytes: O(n³) for a concatenation of
// repetitions inside a repetition). "r = *(*(*(*(*(*("a"))))))"
// took past 30 s and 1 GB, the matcher's work exponential in the nesting.
func TestNestedRepetitionGrammars(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 22))
	grammars, strs, failures, undecided := 0, 0, 0, 0
	for i := range 24 {
		src := nestedGrammar(rng, 2+i%6)
		if i == 0 {
			src = `r = *(*(*(*(*(*("a"))))))` + "\n"
		}
		g := grammarOf(t, src)
		m, err := match.New(g)
		if err != nil {
			t.Fatal(err)
		}
		r := g.Rule("r")
		// A string the matcher cannot decide within its step limit
		// is no near miss, and is counted.
		valid := func(s string) bool {
			res, err := m.Match("r", s, false)
			if _, ok := errors.AsType[*match.LimitError](err); ok {
				undecided++
				return true
			}
			if err != nil {
				t.Fatalf("%s: %q: %v", strings.TrimSpace(src), s, err)
			}
			return res.OK
		}
		grammars++
		bytes := memstat.Allocated(func() {
			s := New(g, uint64(i))
			for range 10 {
				str, ok := s.Sample(r)
				if !ok {
					continue
				}
				strs++
				if !valid(str) {
					failures++
					t.Errorf("%s: sample %q does not match", src, str)
				}
			}
			set, err := s.Cover(r)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			for _, str := range set {
				strs++
				if !valid(str) {
					failures++
					t.Errorf("%s: cover %q does not match", src, str)
				}
			}
			misses, err := s.NearMisses(r, valid)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			strs += len(misses)
		})
		if bytes > 256<<20 {
			failures++
			t.Errorf("%s: %d MB allocated, want at most 256", strings.TrimSpace(src), bytes>>20)
		}
	}
	t.Logf("%d grammars, %d strings (%d matches the matcher could not decide within its step limit), %d failures", grammars, strs, undecided, failures)
}
