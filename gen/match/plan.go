package match

import (
	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// This file decides which rules the matcher memoizes. Memoizing every
// rule at every offset costs a table entry, an end set and a failure list
// per rule and offset; for rules such as ALPHA, HEXDIG or RFC 3986's pchar,
// used at every offset of a long input, that is most of the memory, and
// matching them again is as cheap as looking them up. So a rule is matched
// afresh at each use when its matches have a bounded length and matching it
// once takes a bounded, small number of steps; every other rule (recursive
// ones, ones with unbounded repetitions, costly ones such as IPv6address)
// is memoized, which keeps the time polynomial. Either way the result, the
// failures and their descriptions are the same.
//
// The same holds inside a rule: an alternation, concatenation or
// repetition whose matches are unbounded or costly is memoized too, per
// offset, as if it were a rule of its own. Without that, each level of
// "*(*(*("a")))" would match the level inside it again at every offset
// for every start, a cost exponential in the nesting.

// inlineCost is the most steps (elements matched, as span.cost bounds
// them) a rule may take to be matched afresh at each use.
const inlineCost = 64

// A span bounds what matching an element once does: its matches are lo to
// hi bytes long (hi < 0: unbounded), and it matches at most cost elements,
// counting itself and the rules it matches afresh but not inside memoized
// rules. Costs above inlineCost are all the same: too many. fresh is the
// cost counting memoized elements inside rules as one step, as memoized
// rules are: it decides which elements are memoized, cost which rules are.
type span struct{ lo, hi, cost, fresh int }

// plan sets m.memo and m.memoNodes: which rules, and which elements
// inside rules, are memoized.
func (m *Matcher) plan() {
	recursive := map[*abnf.Rule]bool{}
	for _, c := range check.Cycles(m.g) {
		for _, r := range c {
			recursive[r] = true
		}
	}
	// A rule's body is memoized with the rule, or not at all.
	bodies := map[abnf.Node]bool{}
	for _, r := range m.g.Rules {
		bodies[r.Body()] = true
	}
	m.memoNodes = map[abnf.Node]int{}
	shapes := map[*abnf.Rule]span{}
	var rule func(r *abnf.Rule) span
	var node func(n abnf.Node) span
	rule = func(r *abnf.Rule) span {
		if s, ok := shapes[r]; ok {
			return s
		}
		s := span{hi: -1, cost: inlineCost + 1, fresh: inlineCost + 1}
		if recursive[r] {
			// Its shape is known before its body's: the body is
			// walked only for the elements inside it to memoize.
			shapes[r] = s
			m.memo[m.index[r]] = true
			node(r.Body())
		} else {
			s = node(r.Body())
		}
		shapes[r] = s
		m.memo[m.index[r]] = s.hi < 0 || s.cost > inlineCost
		return s
	}
	// memoize marks compound element n memoized when matching it afresh
	// is costly, and returns its span as its parent sees it: one step of
	// fresh cost when memoized. Its parent counts its cost in full all
	// the same, so that the rules memoized are those that would be
	// without it.
	memoize := func(n abnf.Node, s span) span {
		if bodies[n] || s.fresh <= inlineCost {
			return s
		}
		if _, ok := m.memoNodes[n]; !ok {
			m.memoNodes[n] = len(m.memo)
			m.memo = append(m.memo, true)
		}
		s.fresh = 1
		return s
	}
	width := 1 // bytes a terminal value takes: up to 4 in UTF-8
	if m.utf8 {
		width = 4
	}
	node = func(n abnf.Node) span {
		switch n := n.(type) {
		case *abnf.Alternation:
			s := span{lo: -1, cost: 1, fresh: 1}
			for _, a := range n.Alts {
				t := node(a)
				if s.lo < 0 || t.lo < s.lo {
					s.lo = t.lo
				}
				s.hi = maxLen(s.hi, t.hi)
				s.cost = addCost(s.cost, t.cost)
				s.fresh = addCost(s.fresh, t.fresh)
			}
			return memoize(n, s)
		case *abnf.Concatenation:
			s := span{cost: 1, fresh: 1}
			for _, item := range n.Items {
				t := node(item)
				// The item starts from each offset where the items
				// before it can end.
				starts := inlineCost + 1
				if s.hi >= 0 {
					starts = s.hi - s.lo + 1
				}
				s.cost = addCost(s.cost, mulCost(starts, t.cost))
				s.fresh = addCost(s.fresh, mulCost(starts, t.fresh))
				s.lo += t.lo
				s.hi = sumLen(s.hi, t.hi)
			}
			return memoize(n, s)
		case *abnf.Group:
			t := node(n.Body)
			t.cost = addCost(t.cost, 1)
			t.fresh = addCost(t.fresh, 1)
			return t
		case *abnf.Repetition:
			t := node(n.Item)
			s := span{lo: n.Min * t.lo, hi: -1, cost: inlineCost + 1, fresh: inlineCost + 1}
			switch {
			case n.Max == 0 || t.hi == 0:
				s.hi = 0
			case n.Max != abnf.Unbounded && t.hi >= 0:
				s.hi = mulLen(n.Max, t.hi)
			}
			if n.Max == 0 {
				s.cost, s.fresh = 1, 1
			} else if s.hi >= 0 && n.Max != abnf.Unbounded {
				// Each of the Max+1 counts at each offset it can reach.
				states := mulCost(n.Max+1, s.hi+1)
				s.cost = addCost(1, mulCost(states, t.cost))
				s.fresh = addCost(1, mulCost(states, t.fresh))
			} else if n.Max == 1 {
				// An option matches its item once, at its start.
				s.fresh = addCost(1, t.fresh)
			}
			return memoize(n, s)
		case *abnf.RuleRef:
			r := m.refs[n]
			if r == nil {
				// Undefined: the rules that use it are never matched.
				return span{hi: -1, cost: inlineCost + 1, fresh: inlineCost + 1}
			}
			t := rule(r)
			if m.memo[m.index[r]] {
				t.cost, t.fresh = 1, 1
			}
			t.cost = addCost(t.cost, 1)
			t.fresh = addCost(t.fresh, 1)
			return t
		case *abnf.CharVal:
			return span{lo: len(n.Text), hi: len(n.Text), cost: 1, fresh: 1}
		case *abnf.NumVal:
			k := len(n.Values)
			if n.Range {
				k = 1
			}
			return span{lo: k, hi: k * width, cost: 1, fresh: 1}
		}
		return span{cost: 1, fresh: 1} // a prose-val matches nothing
	}
	for _, r := range m.g.Rules {
		rule(r)
	}
}

// maxLen is the longer of two lengths, negative for unbounded.
func maxLen(a, b int) int {
	if a < 0 || b < 0 {
		return -1
	}
	return max(a, b)
}

// maxBounded is the longest length counted as bounded, far above any
// rule that is cheap to match afresh, so that lengths never overflow.
const maxBounded = 1 << 30

// sumLen adds two lengths, negative for unbounded.
func sumLen(a, b int) int {
	if a < 0 || b < 0 || a+b > maxBounded {
		return -1
	}
	return a + b
}

// mulLen multiplies a count and a length, negative for unbounded.
func mulLen(n, l int) int {
	if l < 0 || l > 0 && n > maxBounded/l {
		return -1
	}
	return n * l
}

// addCost and mulCost compute costs, all those above inlineCost being the
// same.
func addCost(a, b int) int { return min(a+b, inlineCost+1) }

func mulCost(a, b int) int {
	if a > inlineCost || b > inlineCost {
		return inlineCost + 1
	}
	return min(a*b, inlineCost+1)
}
