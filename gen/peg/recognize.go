package peg

import (
	"slices"

	"github.com/abnf-uri/uri/gen/abnf"
)

// recognizer decides membership with the grammar's own semantics, and
// whether an input is a prefix of a member, for the thousands of
// candidates a search tries. It computes, like package match, the set of
// offsets where an element started at an offset can end, memoizing rules
// per offset; it keeps no failure information and reuses its memory from
// one input to the next. Witnesses are checked again with package match.
type recognizer struct {
	t     *tables
	index map[*abnf.Rule]int
	in    string
	gen   uint32
	memo  [][]memoEnds // by rule index, then offset
	// atEnd is set when some derivation tried to read past the end of
	// the input: the input is a prefix of a longer member.
	atEnd bool
}

type memoEnds struct {
	gen  uint32
	busy bool
	ends []int
}

func newRecognizer(t *tables) *recognizer {
	r := &recognizer{t: t, index: map[*abnf.Rule]int{}}
	for i, rule := range t.g.Rules {
		r.index[rule] = i
	}
	r.memo = make([][]memoEnds, len(t.g.Rules))
	return r
}

// match reports whether input matches rule as a whole, and whether it is
// a prefix of a string that does (itself included).
func (r *recognizer) match(rule *abnf.Rule, input string) (ok, prefix bool) {
	r.in = input
	r.gen++
	r.atEnd = false
	ends := r.rule(rule, 0)
	ok = slices.Contains(ends, len(input))
	return ok, ok || r.atEnd
}

func (r *recognizer) rule(rule *abnf.Rule, pos int) []int {
	i := r.index[rule]
	if len(r.memo[i]) <= len(r.in) {
		r.memo[i] = make([]memoEnds, len(r.in)+8)
	}
	e := &r.memo[i][pos]
	if e.gen == r.gen {
		if e.busy {
			panic("peg: left recursion in " + rule.Name) // refused by New
		}
		return e.ends
	}
	e.gen, e.busy, e.ends = r.gen, true, e.ends[:0]
	ends := r.elem(rule.Body(), pos)
	e = &r.memo[i][pos] // the slice may have been replaced meanwhile
	e.gen, e.busy = r.gen, false
	e.ends = append(e.ends[:0], ends...)
	return e.ends
}

// elem returns the sorted offsets where n, started at pos, can end.
func (r *recognizer) elem(n abnf.Node, pos int) []int {
	switch n := n.(type) {
	case *abnf.Alternation:
		var out []int
		for _, a := range n.Alts {
			out = append(out, r.elem(a, pos)...)
		}
		return sortedSet(out)
	case *abnf.Concatenation:
		cur := []int{pos}
		for _, item := range n.Items {
			var next []int
			for _, p := range cur {
				next = append(next, r.elem(item, p)...)
			}
			cur = sortedSet(next)
			if len(cur) == 0 {
				return nil
			}
		}
		return cur
	case *abnf.Group:
		return r.elem(n.Body, pos)
	case *abnf.Repetition:
		return r.repeat(n, pos)
	case *abnf.RuleRef:
		return r.rule(r.t.refs[n], pos)
	case *abnf.CharVal:
		for i := 0; i < len(n.Text); i++ {
			if pos+i >= len(r.in) {
				r.atEnd = true
				return nil
			}
			if !sameChar(r.in[pos+i], n.Text[i], n.CaseSensitive) {
				return nil
			}
		}
		return []int{pos + len(n.Text)}
	case *abnf.NumVal:
		at := pos
		for i, want := range n.Values {
			if n.Range && i > 0 {
				break
			}
			if at >= len(r.in) {
				r.atEnd = true
				return nil
			}
			v, size := value(r.in, at, r.t.utf8)
			if size == 0 || n.Range && (v < n.Values[0] || v > n.Values[1]) || !n.Range && v != want {
				return nil
			}
			at += size
		}
		return []int{at}
	}
	return nil // prose-val
}

// repeat explores the states (offset, count) of repetition n breadth
// first, counts past an unbounded repetition's minimum folded into one.
func (r *recognizer) repeat(n *abnf.Repetition, pos int) []int {
	type st struct{ pos, count int }
	states := []st{{pos, 0}}
	var out []int
	for i := 0; i < len(states); i++ {
		s := states[i]
		if s.count >= n.Min {
			out = append(out, s.pos)
		}
		if n.Max != abnf.Unbounded && s.count >= n.Max {
			continue
		}
		count := s.count + 1
		if n.Max == abnf.Unbounded {
			count = min(count, n.Min)
		}
		for _, e := range r.elem(n.Item, s.pos) {
			if t := (st{e, count}); t != s && !slices.Contains(states, t) {
				states = append(states, t)
			}
		}
	}
	return sortedSet(out)
}

func sortedSet(a []int) []int {
	if len(a) < 2 {
		return a
	}
	slices.Sort(a)
	return slices.Compact(a)
}
