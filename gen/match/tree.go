package match

import "github.com/abnf-uri/uri/gen/abnf"

// This file builds the parse tree of a matched input. Where a string has
// several parse trees, the one built is the first in priority order:
// alternatives are tried in the order written, a repetition prefers one
// more iteration to stopping, and an unbounded repetition past its
// minimum never takes an iteration that matches nothing. It is the tree a
// backtracking parser that tried everything would find first, and what
// RFC 3986 §3.2.2 asks of host: "the first-match-wins" rule.
//
// Each choice is made knowing which offsets the rest of the derivation can
// still reach (from the memoized end sets), so building the tree never
// backtracks. Building recurses as deeply as the tree nests and counts
// toward the nesting limit as matching does.

// tree returns the nodes of the first derivation of r over the whole
// input, which must match.
func (m *Matcher) tree(r *abnf.Rule, end int) []Node {
	m.out = nil
	m.deriveRule(r, 0, []int{end}, -1)
	return m.out
}

func (m *Matcher) deriveRule(r *abnf.Rule, pos int, allowed []int, parent int) int {
	m.descend(pos, true)
	defer m.ascend(true)
	idx := parent
	if m.nodes[abnf.Key(r.Name)] {
		idx = len(m.out)
		m.out = append(m.out, Node{Rule: r.Name, Pos: pos, Parent: parent})
	}
	end := m.derive(r.Body(), pos, allowed, idx)
	if idx != parent {
		m.out[idx].End = end
	}
	return end
}

// derive builds the first derivation of n from pos that ends at one of
// allowed and returns where it ends.
func (m *Matcher) derive(n abnf.Node, pos int, allowed []int, parent int) int {
	switch n.(type) {
	case *abnf.Alternation, *abnf.Concatenation, *abnf.Group, *abnf.Repetition:
		m.descend(pos, false)
		defer m.ascend(false)
	}
	switch n := n.(type) {
	case *abnf.Alternation:
		for _, a := range n.Alts {
			if meets(m.elem(a, pos), allowed) {
				return m.derive(a, pos, allowed, parent)
			}
		}
	case *abnf.Concatenation:
		return m.deriveSeq(n, pos, allowed, parent)
	case *abnf.Group:
		return m.derive(n.Body, pos, allowed, parent)
	case *abnf.Repetition:
		return m.deriveRep(n, pos, allowed, parent)
	case *abnf.RuleRef:
		return m.deriveRule(m.refs[n], pos, allowed, parent)
	case *abnf.CharVal, *abnf.NumVal:
		if ends := m.elem(n, pos); len(ends) == 1 && has(allowed, ends[0]) {
			return ends[0]
		}
	}
	panic("match: no derivation where the end sets promised one")
}

// deriveSeq derives the items of n in turn. It first marks, item by
// item from the last, the offsets from which the rest of the items can
// still end in allowed, so that each item's derivation can be chosen
// knowing where it may end.
func (m *Matcher) deriveSeq(n *abnf.Concatenation, pos int, allowed []int, parent int) int {
	layers := m.layers(n, pos)
	k := len(n.Items)
	good := make([][]int, k+1)
	good[k] = intersect(layers[k], allowed)
	for i := k - 1; i >= 0; i-- {
		for _, p := range layers[i] {
			if meets(m.elem(n.Items[i], p), good[i+1]) {
				good[i] = append(good[i], p)
			}
		}
	}
	for i, item := range n.Items {
		pos = m.derive(item, pos, intersect(m.elem(item, pos), good[i+1]), parent)
	}
	return pos
}

// deriveRep takes one more iteration whenever the repetition can still
// end in allowed after it, the first derivation of the item each time.
func (m *Matcher) deriveRep(n *abnf.Repetition, pos int, allowed []int, parent int) int {
	g := m.repeat(n, pos, true)
	prev := map[repState][]repState{}
	var queue []repState
	good := map[repState]bool{}
	for _, s := range g.states {
		for _, t := range g.next[s] {
			prev[t] = append(prev[t], s)
		}
		if g.final(s) && has(allowed, s.pos) {
			good[s] = true
			queue = append(queue, s)
		}
	}
	for len(queue) > 0 {
		t := queue[0]
		queue = queue[1:]
		for _, s := range prev[t] {
			if !good[s] {
				good[s] = true
				queue = append(queue, s)
			}
		}
	}
	s := g.states[0]
	for {
		var mids []int
		for _, t := range g.next[s] {
			if good[t] {
				mids = append(mids, t.pos)
			}
		}
		if len(mids) == 0 {
			if !good[s] {
				panic("match: no derivation where the end sets promised one")
			}
			return s.pos
		}
		mid := m.derive(n.Item, s.pos, normalize(mids), parent)
		for _, t := range g.next[s] {
			if t.pos == mid {
				s = t
				break
			}
		}
	}
}

// intersect returns the elements of sorted set a that are in sorted set b.
func intersect(a, b []int) []int {
	var out []int
	for _, x := range a {
		if has(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// meets reports whether two sorted sets share an element.
func meets(a, b []int) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			return true
		}
	}
	return false
}
