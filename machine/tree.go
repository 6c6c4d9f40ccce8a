package machine

import "slices"

// This file builds the parse tree of a matched input: the first
// derivation in priority order. Each choice is made knowing, from the end
// sets, where the rest of the derivation can still end, so building never
// backtracks. Building recurses as deeply as the tree nests and counts
// toward the nesting limit as matching does.

// derive appends the nodes of the first derivation of rule r from pos
// that ends at one of allowed; root makes a node even when r does not.
func (m *matcher) derive(dst []Node, r int32, pos int32, allowed []int32, root bool) []Node {
	dst, _ = m.deriveRef(dst, r, pos, allowed, root)
	return dst
}

func (m *matcher) deriveRef(dst []Node, r, pos int32, allowed []int32, root bool) ([]Node, int32) {
	m.descend(pos, true)
	defer m.ascend(true)
	node := root || m.p.Rules[r].Node
	i := len(dst)
	if node {
		dst = append(dst, Node{Kind: int(r) + 1, Pos: pos})
	}
	dst, end := m.deriveElem(dst, m.p.Rules[r].Body, pos, allowed)
	if node {
		dst[i].End, dst[i].Next = end, int32(len(dst))
	}
	return dst, end
}

func (m *matcher) deriveElem(dst []Node, e, pos int32, allowed []int32) ([]Node, int32) {
	el := &m.p.Elems[e]
	switch el.Op {
	case Alt, Seq, Rep:
		m.descend(pos, false)
		defer m.ascend(false)
	}
	switch el.Op {
	case Alt:
		for _, k := range el.Kids {
			if meet(m.elem(k, pos), allowed) {
				return m.deriveElem(dst, k, pos, allowed)
			}
		}
	case Seq:
		// good[i]: offsets after i items from which the rest can end in
		// allowed.
		layers := [][]int32{{pos}}
		for _, k := range el.Kids {
			var next []int32
			for _, p := range layers[len(layers)-1] {
				next = append(next, m.elem(k, p)...)
			}
			layers = append(layers, sorted(next))
		}
		n := len(el.Kids)
		good := make([][]int32, n+1)
		good[n] = both(layers[n], allowed)
		for i := n - 1; i >= 0; i-- {
			for _, p := range layers[i] {
				if meet(m.elem(el.Kids[i], p), good[i+1]) {
					good[i] = append(good[i], p)
				}
			}
		}
		for i, k := range el.Kids {
			dst, pos = m.deriveElem(dst, k, pos, both(m.elem(k, pos), good[i+1]))
		}
		return dst, pos
	case Rep:
		next := map[step][]step{}
		m.rep(el, pos, next)
		// Every step reachable from the start, each with the steps that
		// lead to it; a repetition can have as many as the input is long,
		// so the search keeps its own stack.
		prev := map[step][]step{}
		states := []step{{pos, 0}}
		seen := map[step]bool{{pos, 0}: true}
		for i := 0; i < len(states); i++ {
			s := states[i]
			for _, t := range next[s] {
				prev[t] = append(prev[t], s)
				if !seen[t] {
					seen[t] = true
					states = append(states, t)
				}
			}
		}
		good := map[step]bool{}
		var todo []step
		for _, s := range states {
			if s.n >= el.Min && slices.Contains(allowed, s.pos) {
				good[s] = true
				todo = append(todo, s)
			}
		}
		for len(todo) > 0 {
			t := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			for _, s := range prev[t] {
				if !good[s] {
					good[s] = true
					todo = append(todo, s)
				}
			}
		}
		s := step{pos, 0}
		for {
			var ends []int32
			for _, t := range next[s] {
				if good[t] {
					ends = append(ends, t.pos)
				}
			}
			if len(ends) == 0 {
				return dst, s.pos
			}
			var end int32
			dst, end = m.deriveElem(dst, el.Kids[0], s.pos, sorted(ends))
			for _, t := range next[s] {
				if t.pos == end {
					s = t
					break
				}
			}
		}
	case Ref:
		return m.deriveRef(dst, el.Rule, pos, allowed, false)
	case Lit:
		return dst, pos + int32(len(el.Text))
	case Set:
		return dst, pos + 1
	case Runes:
		return dst, pos + runeAt(m.in, pos, el)
	}
	panic("interp: no derivation where the end sets promised one")
}

// meet reports whether two sorted sets share an element.
func meet(a, b []int32) bool {
	for i, j := 0, 0; i < len(a) && j < len(b); {
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

// both returns the elements of a that are in b (both sorted).
func both(a, b []int32) []int32 {
	var out []int32
	for _, x := range a {
		if _, ok := slices.BinarySearch(b, x); ok {
			out = append(out, x)
		}
	}
	return out
}
