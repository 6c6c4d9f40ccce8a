// Package sample generates strings from the rules of an ABNF grammar: the
// inputs of differential tests and fuzzing, and of "abnf sample".
//
// A Sampler picks each alternative at random, and repetition counts from
// a distribution that favours small counts and the bounds; once a string
// grows past its length budget it takes the shortest way out of every
// choice (each element's shortest derivation is known), so that it ends,
// recursive grammars included. Sampling is reproducible from a seed.
//
// Besides random strings, a Sampler derives shortest strings (Shortest),
// cover sets that exercise every alternative, repetition bound, range edge
// and letter case a rule reaches (Cover), and near misses one edit away
// from the rule's strings (NearMisses, Mutate).
package sample

import (
	"math"
	"math/rand/v2"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Sampler draws strings from a grammar.
type Sampler struct {
	g      *abnf.Grammar
	rng    *rand.Rand
	MaxLen int // the length past which choices take the shortest way out

	short map[*abnf.Rule]int // the length of each rule's shortest string
	b     strings.Builder
}

// New returns a sampler for g seeded with seed.
func New(g *abnf.Grammar, seed uint64) *Sampler {
	s := &Sampler{g: g, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), MaxLen: 64}
	s.shortest()
	return s
}

// Rand is the sampler's source of randomness, for callers that draw
// their own choices reproducibly (mutations).
func (s *Sampler) Rand() *rand.Rand { return s.rng }

// Sample returns a string of rule r, or false when r matches no string a
// machine can produce (it needs a prose-val, or derives nothing finite).
func (s *Sampler) Sample(r *abnf.Rule) (string, bool) {
	if s.short[r] == inf {
		return "", false
	}
	s.b.Reset()
	s.elem(r.Body())
	return s.b.String(), true
}

// SampleNode returns a string of element n, drawn the way Sample draws
// a rule's, or false when n matches no string a machine can produce.
func (s *Sampler) SampleNode(n abnf.Node) (string, bool) {
	if s.min(n) >= inf {
		return "", false
	}
	s.b.Reset()
	s.elem(n)
	return s.b.String(), true
}

const inf = math.MaxInt32

// shortest computes the length of each rule's shortest string, as a
// fixpoint from "none" (inf).
func (s *Sampler) shortest() {
	s.short = map[*abnf.Rule]int{}
	for _, r := range s.g.Rules {
		s.short[r] = inf
	}
	for changed := true; changed; {
		changed = false
		for _, r := range s.g.Rules {
			if n := s.min(r.Body()); n < s.short[r] {
				s.short[r] = n
				changed = true
			}
		}
	}
}

// min is the length of n's shortest string, inf for none.
func (s *Sampler) min(n abnf.Node) int {
	switch n := n.(type) {
	case *abnf.Alternation:
		best := inf
		for _, a := range n.Alts {
			best = min(best, s.min(a))
		}
		return best
	case *abnf.Concatenation:
		total := 0
		for _, a := range n.Items {
			m := s.min(a)
			if m == inf {
				return inf
			}
			total += m
		}
		return total
	case *abnf.Group:
		return s.min(n.Body)
	case *abnf.Repetition:
		if n.Min == 0 || n.Max == 0 {
			return 0
		}
		m := s.min(n.Item)
		if m == inf {
			return inf
		}
		return min(m*n.Min, inf-1)
	case *abnf.RuleRef:
		if r := s.g.Rule(n.Name); r != nil {
			return s.short[r]
		}
		return inf
	case *abnf.CharVal:
		return len(n.Text)
	case *abnf.NumVal:
		if n.Range {
			return 1
		}
		return len(n.Values)
	}
	return inf // prose-val
}

// over reports whether the string has outgrown its budget.
func (s *Sampler) over() bool { return s.b.Len() >= s.MaxLen }

func (s *Sampler) elem(n abnf.Node) {
	switch n := n.(type) {
	case *abnf.Alternation:
		var ok []abnf.Node
		best, bestLen := abnf.Node(nil), inf
		for _, a := range n.Alts {
			if m := s.min(a); m < inf {
				ok = append(ok, a)
				if m < bestLen {
					best, bestLen = a, m
				}
			}
		}
		if s.over() {
			s.elem(best)
			return
		}
		s.elem(ok[s.rng.IntN(len(ok))])
	case *abnf.Concatenation:
		for _, a := range n.Items {
			s.elem(a)
		}
	case *abnf.Group:
		s.elem(n.Body)
	case *abnf.Repetition:
		if s.min(n.Item) == inf {
			return // only zero iterations are possible
		}
		// Past the budget, no iteration beyond the minimum: the count
		// was drawn before the earlier ones made the string long.
		for i, k := 0, s.count(n); i < k && (i < n.Min || !s.over()); i++ {
			s.elem(n.Item)
		}
	case *abnf.RuleRef:
		s.elem(s.g.Rule(n.Name).Body())
	case *abnf.CharVal:
		for i := 0; i < len(n.Text); i++ {
			c := n.Text[i]
			if !n.CaseSensitive && isLetter(c) && s.rng.IntN(4) == 0 {
				c ^= 0x20 // the other case, sometimes
			}
			s.b.WriteByte(c)
		}
	case *abnf.NumVal:
		if !n.Range {
			for _, v := range n.Values {
				s.value(v)
			}
			return
		}
		lo, hi := n.Values[0], n.Values[1]
		switch s.rng.IntN(4) {
		case 0:
			s.value(lo)
		case 1:
			s.value(hi)
		default:
			s.value(lo + rune(s.rng.IntN(int(hi-lo)+1)))
		}
	}
}

// count draws a repetition count: the minimum once past the budget;
// otherwise mostly small, sometimes a bound.
func (s *Sampler) count(n *abnf.Repetition) int {
	if s.over() {
		return n.Min
	}
	hi := n.Max
	if hi == abnf.Unbounded {
		hi = n.Min + 8
	}
	switch s.rng.IntN(8) {
	case 0:
		return n.Min
	case 1:
		return hi
	}
	// Geometric from the minimum.
	c := n.Min
	for c < hi && s.rng.IntN(3) != 0 {
		c++
	}
	return c
}

func (s *Sampler) value(v rune) {
	if v < 0x100 {
		s.b.WriteByte(byte(v))
		return
	}
	s.b.WriteRune(v)
}

func isLetter(c byte) bool {
	u := c &^ 0x20
	return 'A' <= u && u <= 'Z'
}

// edits are the bytes mutations insert and substitute: the delimiters of
// URIs and of ABNF, letters and digits, and bytes no rule of RFC 3986
// allows (space, a control, a UTF-8 lead byte, 0xFF).
const edits = ":/?#[]@!$&'()*+,;=%.-_~ aZ09vF\x00\xc3\xff\"<>^`{|}\\"

// Mutate returns s with one random edit: a byte deleted, inserted,
// replaced, or duplicated; near misses of a valid string.
func (s *Sampler) Mutate(in string) string {
	pos := s.rng.IntN(len(in) + 1)
	c := edits[s.rng.IntN(len(edits))]
	switch k := s.rng.IntN(4); {
	case k == 0 && pos < len(in):
		return in[:pos] + in[pos+1:]
	case k == 1 && pos < len(in):
		return in[:pos] + string([]byte{c}) + in[pos+1:]
	case k == 2 && pos < len(in):
		return in[:pos+1] + in[pos:]
	}
	return in[:pos] + string([]byte{c}) + in[pos:]
}
