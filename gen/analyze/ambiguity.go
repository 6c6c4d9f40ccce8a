package analyze

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/dfa"
)

// Ambiguity is a string with two parse trees.
type Ambiguity struct {
	Witness string    // the shortest string with two trees (within Depth when Bounded)
	Trees   [2]string // the two trees, as rule[start:end](children...)
	// Bounded is set for a rule with recursion, searched only among
	// derivations that nest each rule at most Depth deep.
	Bounded bool
	Depth   int // the nesting bound of the search when Bounded; 0 otherwise
}

// MaxAmbiguitySteps bounds the work of the ambiguity search of one rule:
// the epsilon paths it follows, the node tags it records on them and the
// pairs of paths it compares. Its memory grows with the work, so that the
// bound is one on memory too. The rules of the grammars of grammar/ take
// under 600,000 steps.
const MaxAmbiguitySteps = 1 << 25

// MaxAmbiguityPairs bounds the pairs of paths the ambiguity search of one
// rule keeps, each until the search ends (about 250 bytes: a map entry
// and a place in the queue), so that the search holds a few hundred
// megabytes at most: a pair costs the budget of steps one step, and
// thousands of alternatives that begin alike ("s1" / "s2" / ...) reach
// a pair for every two of them, gigabytes within MaxAmbiguitySteps. The
// rules of the grammars of grammar/ keep under 100,000 pairs.
const MaxAmbiguityPairs = 1 << 20

// Ambiguous decides whether some string of rule r has two different parse
// trees over the rules named in nodes (nil: every rule), and returns the
// shortest such string with both trees, or nil. For a rule without
// recursion the answer is exact; for one with recursion the search covers
// derivations that nest each rule at most depth deep, and an ambiguity
// found is real but none found proves nothing beyond that depth. A search
// that would take more than MaxAmbiguitySteps, or an automaton past the
// limits of package dfa, gives a *dfa.LimitError.
//
// It explores pairs of paths through the rule's NFA that read the same
// bytes, noting once their node boundaries differ, breadth first: the
// first pair to reach the end together, differing, gives the shortest
// witness.
//
// To search many rules of one grammar, NewAmbiguitySearch computes once
// what the searches share.
func Ambiguous(g *abnf.Grammar, r *abnf.Rule, nodes []string, depth int) (*Ambiguity, error) {
	s, err := NewAmbiguitySearch(g, nodes, depth)
	if err != nil {
		return nil, err
	}
	return s.Rule(r)
}

// AmbiguitySearch searches the rules of one grammar for ambiguity, as
// Ambiguous does, with what the searches share (the node kinds, which
// rules use recursion, the nullable rules) computed once. It is safe for
// concurrent use.
type AmbiguitySearch struct {
	g         *abnf.Grammar
	depth     int
	kinds     map[*abnf.Rule]int
	names     map[int]string
	index     map[*abnf.Rule]int  // each rule's place in g.Rules
	recursion map[*abnf.Rule]bool // the rules that are or use recursive rules

	mu   sync.Mutex
	free []*dfa.Compiler // compilers for g and kinds, not in use
}

// NewAmbiguitySearch prepares the searches of the rules of g, over the
// node rules named in nodes (nil: every rule), unrolling recursion depth
// deep (at least once).
func NewAmbiguitySearch(g *abnf.Grammar, nodes []string, depth int) (*AmbiguitySearch, error) {
	s := &AmbiguitySearch{g: g, depth: max(depth, 1), kinds: map[*abnf.Rule]int{}, names: map[int]string{}, index: map[*abnf.Rule]int{}}
	for i, x := range g.Rules {
		s.index[x] = i
		s.names[i+1] = x.Name
		if nodes == nil {
			s.kinds[x] = i + 1
		}
	}
	for _, n := range nodes {
		x := g.Rule(n)
		if x == nil {
			return nil, fmt.Errorf("no rule %q in the grammar", n)
		}
		s.kinds[x] = s.index[x] + 1
	}
	in := map[*abnf.Rule]bool{}
	for _, c := range check.Cycles(g) {
		for _, x := range c {
			in[x] = true
		}
	}
	s.recursion = map[*abnf.Rule]bool{}
	for _, comp := range check.Components(g) {
		for _, r := range comp {
			v := in[r]
			for _, ref := range abnf.Refs(r.Body()) {
				if x := g.Rule(ref.Name); x != nil && s.recursion[x] {
					v = true
				}
			}
			s.recursion[r] = v
		}
	}
	return s, nil
}

// compiler returns a compiler set for r, which put gives back: a compiler
// serves one search at a time, and making one costs time linear in the
// grammar.
func (s *AmbiguitySearch) compiler(r *abnf.Rule) *dfa.Compiler {
	var c *dfa.Compiler
	s.mu.Lock()
	if n := len(s.free); n > 0 {
		c, s.free = s.free[n-1], s.free[:n-1]
	}
	s.mu.Unlock()
	if c == nil {
		c = dfa.NewCompiler(s.g, s.kinds)
	}
	c.Unroll = 0
	if s.recursion[r] {
		c.Unroll = s.depth
	}
	return c
}

func (s *AmbiguitySearch) put(c *dfa.Compiler) {
	s.mu.Lock()
	s.free = append(s.free, c)
	s.mu.Unlock()
}

// Rule searches rule r of the grammar, as Ambiguous does.
func (s *AmbiguitySearch) Rule(r *abnf.Rule) (*Ambiguity, error) {
	c := s.compiler(r)
	n, err := c.Compile(r, s.index[r]+1)
	unroll := c.Unroll
	s.put(c)
	if err != nil {
		return nil, err
	}
	a, ok := newPairSearch(n, MaxAmbiguitySteps)
	var found *Ambiguity
	if ok {
		found, ok = a.search()
	}
	if !ok {
		if a != nil && a.pairs > MaxAmbiguityPairs {
			return nil, &dfa.LimitError{Rule: r, What: fmt.Sprintf("more than %d pairs of paths kept by the ambiguity search", MaxAmbiguityPairs)}
		}
		return nil, &dfa.LimitError{Rule: r, What: fmt.Sprintf("more than %d steps of ambiguity search", MaxAmbiguitySteps)}
	}
	if found == nil {
		return nil, nil
	}
	found.Bounded = unroll > 0
	if found.Bounded {
		found.Depth = unroll
	}
	for i := range found.Trees {
		found.Trees[i] = treeText(a.events[i], s.names)
	}
	return found, nil
}

// Size returns an upper bound on the NFA states that the search of rule
// r builds (see dfa.Compiler.Bound), saturating at math.MaxInt; when that
// cannot be told cheaply, math.MaxInt. It measures the memory the search
// may take, for running searches side by side.
func (s *AmbiguitySearch) Size(r *abnf.Rule) int {
	c := s.compiler(r)
	defer s.put(c)
	if b, ok := c.Bound(r); ok {
		return b
	}
	return math.MaxInt
}

// move is a way from a byte-reading state to the next one (or Accept):
// every epsilon path, each with its own node tags.
type move struct {
	to   int
	tags string // the node tags on the way, encoded
}

type pairSearch struct {
	n      *dfa.NFA
	steps  int            // the work done
	limit  int            // the most steps allowed
	pairs  int            // the pairs kept, at most MaxAmbiguityPairs
	moves  map[int][]move // by byte-reading state; -1 the start
	cyclic map[int]string // states whose closure loops through node tags: the loop's tags
	reps   []byte         // a byte of each class
	class  [256]int
	events [2][]taggedAt // the trees of the witness found
}

type taggedAt struct {
	tags string
	pos  int
}

// newPairSearch prepares the search of n within limit steps; it returns
// false when that alone would pass the limit.
func newPairSearch(n *dfa.NFA, limit int) (*pairSearch, bool) {
	a := &pairSearch{n: n, limit: limit, moves: map[int][]move{}, cyclic: map[int]string{}}
	a.moves[-1] = a.closure(-1, n.Start)
	for i, s := range n.States {
		if a.steps > a.limit {
			return nil, false
		}
		if s.Kind == dfa.Byte {
			a.moves[i] = a.closure(i, s.Out[0])
		}
	}
	if a.steps > a.limit {
		return nil, false
	}
	// Byte classes: bytes no state's set tells apart.
	var sets []dfa.ByteSet
	for _, s := range n.States {
		if s.Kind == dfa.Byte {
			sets = append(sets, s.Set)
		}
	}
	sig := map[string]int{}
	for b := 0; b < 256; b++ {
		var k strings.Builder
		for _, s := range sets {
			if s.Has(byte(b)) {
				k.WriteByte('1')
			} else {
				k.WriteByte('0')
			}
		}
		id, ok := sig[k.String()]
		if !ok {
			id = len(sig)
			sig[k.String()] = id
			a.reps = append(a.reps, byte(b))
		} else if readability(byte(b)) > readability(a.reps[id]) {
			a.reps[id] = byte(b)
		}
		a.class[b] = id
	}
	return a, true
}

// readability ranks bytes for witnesses: letters and digits first, then
// other printable ASCII, then space, then the rest.
func readability(b byte) int {
	switch {
	case 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9':
		return 3
	case 0x21 <= b && b <= 0x7E:
		return 2
	case b == ' ':
		return 1
	}
	return 0
}

// closure lists every epsilon path from state at to a byte-reading state
// or Accept, once per distinct tag sequence. A loop of epsilon moves that
// passes node boundaries (a repetition of something that can match the
// empty string and holds a node) gives infinitely many trees: it is noted
// in cyclic.
func (a *pairSearch) closure(from, at int) []move {
	var out []move
	seen := map[move]bool{}
	onPath := map[int]int{} // state → length of tags when first on the path
	var tags []string
	var walk func(i int)
	walk = func(i int) {
		if a.steps > a.limit {
			return
		}
		a.steps++
		if at, ok := onPath[i]; ok {
			if loop := strings.Join(tags[at:], ""); loop != "" {
				a.cyclic[from] = loop
			}
			return
		}
		s := &a.n.States[i]
		switch s.Kind {
		case dfa.Byte, dfa.Accept:
			a.steps += len(tags)
			m := move{to: i, tags: strings.Join(tags, "")}
			if !seen[m] {
				seen[m] = true
				out = append(out, m)
			}
			return
		}
		onPath[i] = len(tags)
		switch s.Kind {
		case dfa.Marker:
			t := ""
			if s.Mark.Node >= 0 {
				t = fmt.Sprintf("%c%d,", "<>"[boolIndex(s.Mark.Exit)], s.Mark.Node)
			}
			tags = append(tags, t)
			walk(s.Out[0])
			tags = tags[:len(tags)-1]
		case dfa.Split:
			for _, o := range s.Out {
				walk(o)
			}
		}
		delete(onPath, i)
	}
	walk(at)
	return out
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pair is a state of the search: two paths at byte-reading states p and
// q, and whether their node boundaries have differed yet.
type pair struct {
	p, q int
	diff bool
}

type step struct {
	from   pair
	class  int
	tp, tq string
}

// search returns the first witness in breadth-first order, or nil; it
// returns false when the search would pass its limit.
//
// Each pair is checked for a witness as it is first reached rather than
// when its turn comes: the pairs are reached in the order they are taken
// from the queue, so the witness is the same, and found before the pairs
// after it in the queue are expanded.
func (a *pairSearch) search() (*Ambiguity, bool) {
	start := pair{-1, -1, false}
	prev := map[pair]step{start: {}}
	if found := a.accepts(start, prev); found != nil {
		return found, true
	}
	queue := []pair{start}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for c := range a.reps {
			b := a.reps[c]
			for _, mp := range a.moves[s.p] {
				if a.steps++; !a.reads(mp.to, b) {
					continue
				}
				for _, mq := range a.moves[s.q] {
					if a.steps++; a.steps > a.limit {
						return nil, false
					}
					if !a.reads(mq.to, b) {
						continue
					}
					t := pair{mp.to, mq.to, s.diff || mp.tags != mq.tags}
					if _, ok := prev[t]; !ok {
						if a.pairs++; a.pairs > MaxAmbiguityPairs {
							return nil, false
						}
						prev[t] = step{from: s, class: c, tp: mp.tags, tq: mq.tags}
						queue = append(queue, t)
						if found := a.accepts(t, prev); found != nil {
							return found, true
						}
						if a.steps > a.limit {
							return nil, false
						}
					}
				}
			}
		}
	}
	return nil, true
}

func (a *pairSearch) reads(state int, b byte) bool {
	s := &a.n.States[state]
	return s.Kind == dfa.Byte && s.Set.Has(b)
}

// accepts reports a witness when both paths of s can end here with
// different trees (or one path's state loops through node tags).
func (a *pairSearch) accepts(s pair, prev map[pair]step) *Ambiguity {
	for _, mp := range a.moves[s.p] {
		a.steps++
		if a.n.States[mp.to].Kind != dfa.Accept {
			continue
		}
		for _, mq := range a.moves[s.q] {
			if a.steps++; a.steps > a.limit {
				return nil
			}
			if a.n.States[mq.to].Kind != dfa.Accept {
				continue
			}
			a.steps += min(len(mp.tags), len(mq.tags)) // the comparison
			if s.diff || mp.tags != mq.tags {
				return a.witness(s, prev, mp.tags, mq.tags)
			}
		}
		if loop, ok := a.cyclic[s.p]; ok && s.p == s.q && !s.diff {
			return a.witness(s, prev, mp.tags, loop+mp.tags)
		}
	}
	return nil
}

// witness spells the bytes that lead to s and records both paths' tags.
func (a *pairSearch) witness(s pair, prev map[pair]step, finalP, finalQ string) *Ambiguity {
	var bytes []byte
	var tp, tq []string
	for cur := s; cur != (pair{-1, -1, false}); {
		st := prev[cur]
		bytes = append(bytes, a.reps[st.class])
		tp = append(tp, st.tp)
		tq = append(tq, st.tq)
		cur = st.from
	}
	slices.Reverse(bytes)
	slices.Reverse(tp)
	slices.Reverse(tq)
	w := string(bytes)
	for i, tags := range [2][]string{tp, tq} {
		var evs []taggedAt
		for pos, t := range tags {
			evs = append(evs, taggedAt{t, pos})
		}
		final := finalP
		if i == 1 {
			final = finalQ
		}
		evs = append(evs, taggedAt{final, len(w)})
		a.events[i] = evs
	}
	return &Ambiguity{Witness: w}
}

// treeText writes a tree from its tags: rule[start:end](children...).
func treeText(evs []taggedAt, names map[int]string) string {
	type node struct {
		name       string
		start, end int
		kids       []*node
	}
	root := &node{}
	stack := []*node{root}
	for _, e := range evs {
		for _, t := range strings.Split(strings.TrimSuffix(e.tags, ","), ",") {
			if t == "" {
				continue
			}
			var kind int
			fmt.Sscanf(t[1:], "%d", &kind)
			if t[0] == '<' {
				n := &node{name: names[kind], start: e.pos}
				top := stack[len(stack)-1]
				top.kids = append(top.kids, n)
				stack = append(stack, n)
				continue
			}
			stack[len(stack)-1].end = e.pos
			stack = stack[:len(stack)-1]
		}
	}
	var b strings.Builder
	var write func(n *node)
	write = func(n *node) {
		fmt.Fprintf(&b, "%s[%d:%d]", n.name, n.start, n.end)
		if len(n.kids) == 0 {
			return
		}
		b.WriteByte('(')
		for i, k := range n.kids {
			if i > 0 {
				b.WriteByte(' ')
			}
			write(k)
		}
		b.WriteByte(')')
	}
	for i, k := range root.kids {
		if i > 0 {
			b.WriteByte(' ')
		}
		write(k)
	}
	return b.String()
}
