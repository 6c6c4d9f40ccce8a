package analyze

import (
	"fmt"
	"slices"
	"strings"

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

// Ambiguous decides whether some string of rule r has two different parse
// trees over the rules named in nodes (nil: every rule), and returns the
// shortest such string with both trees, or nil. For a rule without
// recursion the answer is exact; for one with recursion the search covers
// derivations that nest each rule at most depth deep, and an ambiguity
// found is real but none found proves nothing beyond that depth.
//
// It explores pairs of paths through the rule's NFA that read the same
// bytes, noting once their node boundaries differ, breadth first: the
// first pair to reach the end together, differing, gives the shortest
// witness.
func Ambiguous(g *abnf.Grammar, r *abnf.Rule, nodes []string, depth int) (*Ambiguity, error) {
	kinds := map[*abnf.Rule]int{}
	names := map[int]string{}
	for i, x := range g.Rules {
		names[i+1] = x.Name
		if nodes == nil {
			kinds[x] = i + 1
		}
	}
	for _, n := range nodes {
		x := g.Rule(n)
		if x == nil {
			return nil, fmt.Errorf("no rule %q in the grammar", n)
		}
		kinds[x] = slices.Index(g.Rules, x) + 1
	}
	recursive := false
	for _, c := range check.Cycles(g) {
		for _, x := range c {
			recursive = recursive || x == r
		}
	}
	c := dfa.NewCompiler(g, kinds)
	if recursive || reachesRecursion(g, r) {
		c.Unroll = max(depth, 1)
	}
	n, err := c.Compile(r, slices.Index(g.Rules, r)+1)
	if err != nil {
		return nil, err
	}
	a := newAmbiguitySearch(n)
	found := a.search()
	if found == nil {
		return nil, nil
	}
	found.Bounded = c.Unroll > 0
	if found.Bounded {
		found.Depth = c.Unroll
	}
	for i := range found.Trees {
		found.Trees[i] = treeText(a.events[i], names)
	}
	return found, nil
}

func reachesRecursion(g *abnf.Grammar, r *abnf.Rule) bool {
	in := map[*abnf.Rule]bool{}
	for _, c := range check.Cycles(g) {
		for _, x := range c {
			in[x] = true
		}
	}
	seen := map[*abnf.Rule]bool{}
	var visit func(x *abnf.Rule) bool
	visit = func(x *abnf.Rule) bool {
		if x == nil || seen[x] {
			return false
		}
		seen[x] = true
		if in[x] {
			return true
		}
		for _, ref := range abnf.Refs(x.Body()) {
			if visit(g.Rule(ref.Name)) {
				return true
			}
		}
		return false
	}
	return visit(r)
}

// move is a way from a byte-reading state to the next one (or Accept):
// every epsilon path, each with its own node tags.
type move struct {
	to   int
	tags string // the node tags on the way, encoded
}

type ambiguitySearch struct {
	n      *dfa.NFA
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

func newAmbiguitySearch(n *dfa.NFA) *ambiguitySearch {
	a := &ambiguitySearch{n: n, moves: map[int][]move{}, cyclic: map[int]string{}}
	a.moves[-1] = a.closure(-1, n.Start)
	for i, s := range n.States {
		if s.Kind == dfa.Byte {
			a.moves[i] = a.closure(i, s.Out[0])
		}
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
	return a
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
func (a *ambiguitySearch) closure(from, at int) []move {
	var out []move
	seen := map[move]bool{}
	onPath := map[int]int{} // state → length of tags when first on the path
	var tags []string
	var walk func(i int)
	walk = func(i int) {
		if at, ok := onPath[i]; ok {
			if loop := strings.Join(tags[at:], ""); loop != "" {
				a.cyclic[from] = loop
			}
			return
		}
		s := &a.n.States[i]
		switch s.Kind {
		case dfa.Byte, dfa.Accept:
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

func (a *ambiguitySearch) search() *Ambiguity {
	start := pair{-1, -1, false}
	prev := map[pair]step{start: {}}
	queue := []pair{start}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if found := a.accepts(s, prev); found != nil {
			return found
		}
		for c := range a.reps {
			b := a.reps[c]
			for _, mp := range a.moves[s.p] {
				if !a.reads(mp.to, b) {
					continue
				}
				for _, mq := range a.moves[s.q] {
					if !a.reads(mq.to, b) {
						continue
					}
					t := pair{mp.to, mq.to, s.diff || mp.tags != mq.tags}
					if _, ok := prev[t]; !ok {
						prev[t] = step{from: s, class: c, tp: mp.tags, tq: mq.tags}
						queue = append(queue, t)
					}
				}
			}
		}
	}
	return nil
}

func (a *ambiguitySearch) reads(state int, b byte) bool {
	s := &a.n.States[state]
	return s.Kind == dfa.Byte && s.Set.Has(b)
}

// accepts reports a witness when both paths of s can end here with
// different trees (or one path's state loops through node tags).
func (a *ambiguitySearch) accepts(s pair, prev map[pair]step) *Ambiguity {
	for _, mp := range a.moves[s.p] {
		if a.n.States[mp.to].Kind != dfa.Accept {
			continue
		}
		for _, mq := range a.moves[s.q] {
			if a.n.States[mq.to].Kind != dfa.Accept {
				continue
			}
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
func (a *ambiguitySearch) witness(s pair, prev map[pair]step, finalP, finalQ string) *Ambiguity {
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
