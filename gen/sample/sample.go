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
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// MaxBytes is the length past which the sampler builds no string: a
// string that would be longer is given up (Sample, SampleNode and
// Shortest report false, Cover and NearMisses a *TooLongError), whatever
// it was asked for, and MaxLen above it counts as MaxBytes. Three lines of
// ABNF (1000( 1000( 1000"a" ) )) describe strings of a gigabyte.
const MaxBytes = 1 << 20

// MaxSetBytes bounds the strings of one cover set, or one set of near
// misses, together.
const MaxSetBytes = 1 << 24

// maxWork bounds the elements a sampler visits for one string, so that
// elements that add nothing to it (a repetition of the empty string a
// billion times) cannot take the time a long string would.
const maxWork = 64 * MaxBytes

// A TooLongError reports a string, or a set of strings, that would be
// longer than the sampler builds.
type TooLongError struct {
	What  string // what would be too long, e.g. `the shortest string of rule "r"`
	Len   int    // its length in bytes, at least
	Limit int    // MaxBytes or MaxSetBytes
}

// Error says what, how long and the limit.
func (e *TooLongError) Error() string {
	return fmt.Sprintf("%s would be %d bytes long or more, past the limit of %d bytes", e.What, e.Len, e.Limit)
}

// tooLong stops the building of a string that outgrows MaxBytes or
// maxWork; the entry points recover it.
type tooLong struct{}

// Sampler draws strings from a grammar.
type Sampler struct {
	g      *abnf.Grammar
	rng    *rand.Rand
	MaxLen int // the length past which choices take the shortest way out

	utf8  bool               // values are code points, written as UTF-8 (Grammar.UTF8)
	short map[*abnf.Rule]int // the length of each rule's shortest string
	mins  map[abnf.Node]int  // the length of each element's, once known
	empty map[abnf.Node]bool // the elements that match "" and nothing else
	b     strings.Builder
	work  int // elements visited for the string being built
}

// New returns a sampler for g seeded with seed.
func New(g *abnf.Grammar, seed uint64) *Sampler {
	s := &Sampler{g: g, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), MaxLen: 64}
	s.utf8 = g.UTF8()
	s.shortest()
	return s
}

// Rand is the sampler's source of randomness, for callers that draw
// their own choices reproducibly (mutations).
func (s *Sampler) Rand() *rand.Rand { return s.rng }

// Sample returns a string of rule r, or false when r matches no string a
// machine can produce (it needs a prose-val, or derives nothing finite),
// or when the string drawn would be longer than MaxBytes.
func (s *Sampler) Sample(r *abnf.Rule) (string, bool) {
	if s.short[r] == inf {
		return "", false
	}
	return s.build(r.Body())
}

// SampleNode returns a string of element n, drawn the way Sample draws
// a rule's, or false when n matches no string a machine can produce or
// the string would be longer than MaxBytes.
func (s *Sampler) SampleNode(n abnf.Node) (string, bool) {
	if s.min(n) >= inf {
		return "", false
	}
	return s.build(n)
}

// build draws a string of n within MaxBytes and maxWork.
func (s *Sampler) build(n abnf.Node) (str string, ok bool) {
	s.b.Reset()
	s.work = 0
	if s.min(n) > MaxBytes {
		return "", false
	}
	defer func() {
		if p := recover(); p != nil {
			if _, ok := p.(tooLong); !ok {
				panic(p)
			}
			s.b.Reset()
			str, ok = "", false
		}
	}()
	s.elem(n)
	return s.b.String(), true
}

// inf stands for "no string" in lengths; lengths saturate below it.
const inf = math.MaxInt

// satAdd adds lengths, saturating at inf-1; inf (none) absorbs.
func satAdd(a, b int) int {
	if a == inf || b == inf {
		return inf
	}
	if a > inf-1-b {
		return inf - 1
	}
	return a + b
}

// satMul multiplies a count by a length, saturating at inf-1; inf (none)
// absorbs unless the count is 0.
func satMul(count, n int) int {
	switch {
	case count == 0:
		return 0
	case n == inf:
		return inf
	case n != 0 && count > (inf-1)/n:
		return inf - 1
	}
	return count * n
}

// shortest computes the length of each rule's shortest string, as a
// fixpoint from "none" (inf), rule by rule in the order of their
// references (see fixpoint): in time linear in the grammar when it has
// no recursion.
func (s *Sampler) shortest() {
	s.short = map[*abnf.Rule]int{}
	for _, r := range s.g.Rules {
		s.short[r] = inf
	}
	rule := func(r *abnf.Rule) int { return s.short[r] }
	check.Fixpoint(check.Components(s.g), func(r *abnf.Rule) bool {
		if n := s.lengthWith(r.Body(), rule); n < s.short[r] {
			s.short[r] = n
			return true
		}
		return false
	})
	s.mins = map[abnf.Node]int{}
	s.empty = map[abnf.Node]bool{}
}

// min is the length of n's shortest string, inf for none; each element's
// is computed once.
func (s *Sampler) min(n abnf.Node) int {
	if m, ok := s.mins[n]; ok {
		return m
	}
	var m int
	switch n := n.(type) {
	case *abnf.Alternation:
		m = inf
		for _, a := range n.Alts {
			m = min(m, s.min(a))
		}
	case *abnf.Concatenation:
		for _, a := range n.Items {
			m = satAdd(m, s.min(a))
		}
	case *abnf.Group:
		m = s.min(n.Body)
	case *abnf.Repetition:
		if n.Min == 0 || n.Max == 0 {
			m = 0
		} else {
			m = satMul(n.Min, s.min(n.Item))
		}
	default:
		m = s.lengthWith(n, func(r *abnf.Rule) int { return s.short[r] })
	}
	s.mins[n] = m
	return m
}

// onlyEmpty reports whether n matches the empty string and no other.
func (s *Sampler) onlyEmpty(n abnf.Node) bool {
	if v, ok := s.empty[n]; ok {
		return v
	}
	s.empty[n] = false // a rule that reaches itself: not decided this way
	v := false
	switch n := n.(type) {
	case *abnf.Alternation:
		v = true
		for _, a := range n.Alts {
			v = v && (s.min(a) == inf || s.onlyEmpty(a))
		}
		v = v && s.min(n) == 0
	case *abnf.Concatenation:
		v = true
		for _, a := range n.Items {
			v = v && s.onlyEmpty(a)
		}
	case *abnf.Group:
		v = s.onlyEmpty(n.Body)
	case *abnf.Repetition:
		v = n.Max == 0 || s.min(n.Item) == inf || s.onlyEmpty(n.Item)
	case *abnf.RuleRef:
		if r := s.g.Rule(n.Name); r != nil {
			v = s.onlyEmpty(r.Body())
		}
	case *abnf.CharVal:
		v = n.Text == ""
	}
	s.empty[n] = v
	return v
}

// over reports whether the string has outgrown its budget.
func (s *Sampler) over() bool { return s.b.Len() >= min(s.MaxLen, MaxBytes) }

// grow makes sure k more bytes fit within MaxBytes.
func (s *Sampler) grow(k int) {
	if s.b.Len()+k > MaxBytes {
		panic(tooLong{})
	}
}

func (s *Sampler) elem(n abnf.Node) {
	if s.work++; s.work > maxWork {
		panic(tooLong{})
	}
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
		if s.onlyEmpty(n.Item) {
			return // every iteration would add nothing
		}
		// Past the budget, no iteration beyond the minimum: the count
		// was drawn before the earlier ones made the string long.
		for i, k := 0, s.count(n); i < k && (i < n.Min || !s.over()); i++ {
			if s.over() && s.min(n.Item) == 0 {
				// Past the budget an iteration takes the shortest way,
				// the empty string, and draws nothing at random: the
				// rest would add nothing.
				break
			}
			s.elem(n.Item)
		}
	case *abnf.RuleRef:
		s.elem(s.g.Rule(n.Name).Body())
	case *abnf.CharVal:
		s.grow(len(n.Text))
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
			v := lo + rune(s.rng.IntN(int(hi-lo)+1))
			if s.utf8 && 0xD800 <= v && v <= 0xDFFF {
				// A surrogate is no code point UTF-8 can write.
				v = lo
				if hi >= 0xE000 {
					v = 0xE000
				}
			}
			s.value(v)
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
		hi = satAdd(n.Min, 8)
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
	s.grow(s.valueLen(v))
	if v < 0x100 && !s.utf8 {
		s.b.WriteByte(byte(v))
		return
	}
	s.b.WriteRune(v)
}

// valueLen is the bytes a terminal value takes: one below 0x100 in a
// grammar of bytes, else its UTF-8 encoding (RFC 5234 §2.4: in a grammar
// of code points, %xA0 is U+00A0, two bytes).
func (s *Sampler) valueLen(v rune) int {
	if v < 0x100 && !s.utf8 {
		return 1
	}
	if n := utf8.RuneLen(v); n > 0 {
		return n
	}
	return 3 // a surrogate, written as U+FFFD
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
