package dfa

import (
	"math"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// This file checks budgets before the work they bound: the size of a
// rule's NFA, from the grammar, before the NFA is built (Compile), and
// the longest string of an NFA, a lower bound on the states of its DFA,
// before determinizing (Determinize). Both take time linear in what they
// read, and their arithmetic saturates: a few lines of ABNF
// (1000( 1000( 1000"a" ) )) describe automata far beyond any budget.

// satAdd returns a+b for non-negative a and b, or math.MaxInt when that
// overflows.
func satAdd(a, b int) int {
	if a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}

// satMul returns a*b for non-negative a and b, or math.MaxInt when that
// overflows.
func satMul(a, b int) int {
	if a != 0 && b > math.MaxInt/a {
		return math.MaxInt
	}
	return a * b
}

// maxBoundWork bounds the work of sizing a rule that uses recursion, which
// grows with the unrolling depth and the size of its recursive rules;
// past it, only the limit of Compile's own count applies.
const maxBoundWork = 1 << 24

// sizer computes upper bounds on the NFA states that Compile adds, the way
// Compile adds them: a rule that reads a single byte and makes no node is
// one Byte state, a called rule three states, and a counted repetition
// one copy of its item per count.
type sizer struct {
	c     *Compiler
	class map[*abnf.Rule]bool // rules whose body reads exactly one byte
	size  map[*abnf.Rule]int  // bounds of rules without recursion
	open  map[*abnf.Rule]bool // rules being sized (non-recursive mode)
	// When unrolling: the component of each recursive rule, the index of
	// each rule in its component, and the bounds of each recursive rule
	// at each nesting budget (size sized[rule][j], j instances allowed).
	comp  map[*abnf.Rule][]*abnf.Rule
	sized map[*abnf.Rule][]int
	work  int
	// recursion is set when a rule reaches itself and the compiler does
	// not unroll: Compile then reports a NotRegularError, no bound.
	recursion bool
}

// Bound returns an upper bound on the states of the NFA Compile(r) would
// build, saturating at math.MaxInt, in time linear in the part of the
// grammar r uses (with Unroll, in that times Unroll and the size of its
// recursive rules); false when it cannot tell: recursion without Unroll
// (Compile then reports a *NotRegularError), or a bound too costly to
// compute. Compile refuses a rule whose bound passes MaxStates before it
// builds anything; callers can use it as a measure of the memory a rule's
// automata take.
func (c *Compiler) Bound(r *abnf.Rule) (int, bool) {
	// The bounds of rules do not depend on the rule compiled: kept for
	// the next call, unless Calls may have changed.
	z := c.sizers[c.Unroll]
	if z == nil || c.Calls != nil {
		z = &sizer{c: c, class: map[*abnf.Rule]bool{}, size: map[*abnf.Rule]int{}, open: map[*abnf.Rule]bool{}}
		if c.oneByte != nil && c.Unroll == 0 {
			z.class = c.oneByte
		}
		if c.Unroll > 0 {
			z.comp = map[*abnf.Rule][]*abnf.Rule{}
			z.sized = map[*abnf.Rule][]int{}
			for _, cyc := range check.Cycles(c.g) {
				for _, x := range cyc {
					z.comp[x] = cyc
				}
			}
		}
		if c.Calls == nil {
			if c.sizers == nil {
				c.sizers = map[int]*sizer{}
			}
			c.sizers[c.Unroll] = z
		}
	}
	z.recursion, z.work = false, 0
	clear(z.open)
	n, ok := z.root(r)
	if z.recursion || !ok {
		return 0, false
	}
	return n, true
}

// root sizes Compile(r): its marks, Accept and its body.
func (z *sizer) root(r *abnf.Rule) (int, bool) {
	if comp, ok := z.comp[r]; ok {
		b, ok := z.recursive(r, comp)
		if !ok {
			return 0, false
		}
		// The root is one instance of r, its marks shared with Accept.
		return satAdd(b[len(b)-1], 1), true
	}
	if n, ok := z.size[r]; ok {
		if n < 0 {
			z.recursion = true
			return 0, false
		}
		return satAdd(n, 1), true // its marks, body and Accept
	}
	z.open[r] = true
	n := satAdd(3, z.elem(r.Body(), nil))
	return n, true
}

// recursive returns the bounds of the instances of recursive rule r, by
// the nesting budget: element j bounds an instance of r within which j-1
// more instances of r's component may nest. Compile cuts a path that
// opens a rule Unroll times, so at most Unroll×len(comp) instances of the
// component nest on any path.
func (z *sizer) recursive(r *abnf.Rule, comp []*abnf.Rule) ([]int, bool) {
	if b, ok := z.sized[r]; ok {
		return b, b != nil
	}
	depth := satMul(z.c.Unroll, len(comp))
	var size int
	for _, x := range comp {
		size = satAdd(size, nodeCount(x.Body()))
	}
	if satMul(depth, size) > maxBoundWork-z.work {
		for _, x := range comp {
			z.sized[x] = nil
		}
		return nil, false
	}
	z.work += depth * size
	prev := map[*abnf.Rule]int{} // the bounds at budget j-1: 0 at 0, a cut
	for _, x := range comp {
		prev[x] = 0
		z.sized[x] = []int{0}
	}
	for j := 1; j <= depth; j++ {
		cur := map[*abnf.Rule]int{}
		done := true
		for _, x := range comp {
			n := satAdd(2, z.elem(x.Body(), prev))
			cur[x] = n
			z.sized[x] = append(z.sized[x], n)
			done = done && (n == prev[x] || n > z.c.limit)
		}
		prev = cur
		if done {
			// Nothing grows any more, or everything is past the limit
			// already: deeper budgets give the same answer.
			for _, x := range comp {
				for len(z.sized[x]) <= depth {
					z.sized[x] = append(z.sized[x], cur[x])
				}
			}
			break
		}
	}
	return z.sized[r], true
}

// nodeCount is the number of elements of n.
func nodeCount(n abnf.Node) int {
	count := 0
	abnf.Walk(n, func(abnf.Node) bool { count++; return true })
	return count
}

// elem bounds the states of n. inner, when set, gives the bounds of the
// rules of the recursive component being sized, one nesting level down.
func (z *sizer) elem(n abnf.Node, inner map[*abnf.Rule]int) int {
	switch n := n.(type) {
	case *abnf.Alternation:
		if z.isClass(n) {
			return 1
		}
		total := 1 // the Split
		for _, a := range n.Alts {
			if z.isClass(a) {
				total = satAdd(total, 1) // joined with its neighbours, at most one each
				continue
			}
			total = satAdd(total, z.elem(a, inner))
		}
		return total
	case *abnf.Concatenation:
		total := 0
		for _, a := range n.Items {
			total = satAdd(total, z.elem(a, inner))
		}
		return total
	case *abnf.Group:
		return z.elem(n.Body, inner)
	case *abnf.Repetition:
		if n.Max == 0 {
			return 0
		}
		e := z.elem(n.Item, inner)
		if n.Max == abnf.Unbounded {
			return satAdd(2, satMul(satAdd(n.Min, 1), e))
		}
		return satMul(n.Max, satAdd(e, 1))
	case *abnf.RuleRef:
		x := z.c.g.Rule(n.Name)
		if x == nil {
			return 0
		}
		return z.rule(x, inner)
	case *abnf.CharVal:
		return len(n.Text)
	case *abnf.NumVal:
		if !z.c.utf8 {
			if n.Range {
				return 1
			}
			return len(n.Values)
		}
		if n.Range {
			return utf8States(n.Values[0], n.Values[1])
		}
		total := 0
		for _, v := range n.Values {
			total += utf8States(v, v)
		}
		return total
	}
	return 0 // prose-val: matches nothing
}

// rule bounds the states of a match of x.
func (z *sizer) rule(x *abnf.Rule, inner map[*abnf.Rule]int) int {
	if _, ok := z.c.Calls[x]; ok {
		return 3
	}
	if _, node := z.c.nodes[x]; !node && z.isClassRule(x) {
		return 1
	}
	if z.comp != nil {
		if comp, ok := z.comp[x]; ok {
			if n, ok := inner[x]; ok {
				return n // one level down in the component being sized
			}
			b, ok := z.recursive(x, comp)
			if !ok {
				z.recursion = true // too costly to size: no bound
				return 0
			}
			return b[len(b)-1]
		}
	}
	if n, ok := z.size[x]; ok {
		if n < 0 {
			z.recursion = true // it was found to reach a cycle
			return 0
		}
		return n
	}
	if z.open[x] {
		z.recursion = true
		return 0
	}
	z.open[x] = true
	before := z.recursion
	z.recursion = false
	n := satAdd(2, z.elem(x.Body(), inner))
	delete(z.open, x)
	if z.recursion {
		n = -1 // x reaches a cycle, whatever rule is compiled
	}
	z.recursion = z.recursion || before
	z.size[x] = n
	return max(n, 0)
}

// isClassRule reports whether x's body always reads exactly one byte, as
// Compiler.class finds when x is not open; a recursive rule is taken not
// to (which only makes the bound larger).
func (z *sizer) isClassRule(x *abnf.Rule) bool {
	if v, ok := z.class[x]; ok {
		return v
	}
	if z.comp != nil && z.comp[x] != nil {
		return false
	}
	z.class[x] = false // while deciding: a reference back is no class
	v := z.isClass(x.Body())
	z.class[x] = v
	return v
}

// isClass reports whether n always reads exactly one byte and makes no
// node, as Compiler.class does.
func (z *sizer) isClass(n abnf.Node) bool {
	switch n := n.(type) {
	case *abnf.Alternation:
		for _, a := range n.Alts {
			if !z.isClass(a) {
				return false
			}
		}
		return true
	case *abnf.Group:
		return z.isClass(n.Body)
	case *abnf.Repetition:
		return n.Min == 1 && n.Max == 1 && z.isClass(n.Item)
	case *abnf.RuleRef:
		x := z.c.g.Rule(n.Name)
		if x == nil {
			return false
		}
		if _, node := z.c.nodes[x]; node {
			return false
		}
		return z.isClassRule(x)
	case *abnf.CharVal:
		return len(n.Text) == 1
	case *abnf.NumVal:
		return oneByte(n, z.c.utf8)
	}
	return false
}

// longestPath returns the most Byte and Call states on a way from n's
// start to Accept, and false when a way to Accept passes a loop (the
// language may be infinite) or none reaches Accept. A DFA of a finite
// language whose longest string is L bytes has at least L+1 states.
func (n *NFA) longestPath() (int, bool) {
	const (
		unseen = iota
		open
		done
	)
	state := make([]uint8, len(n.States))
	best := make([]int, len(n.States)) // -1: Accept not reached
	loop := false
	// An explicit stack: an NFA can be a million states deep.
	type frame struct{ s, next int }
	stack := []frame{{n.Start, 0}}
	state[n.Start] = open
	for len(stack) > 0 && !loop {
		f := &stack[len(stack)-1]
		st := &n.States[f.s]
		if f.next < len(st.Out) && st.Kind != Accept {
			o := st.Out[f.next]
			f.next++
			switch state[o] {
			case unseen:
				state[o] = open
				stack = append(stack, frame{o, 0})
			case open:
				// A loop: harmless unless Accept lies beyond it, which
				// is known once the loop is closed; be conservative.
				loop = true
			}
			continue
		}
		b := -1
		if st.Kind == Accept {
			b = 0
		}
		for _, o := range st.Out {
			if best[o] >= 0 {
				step := best[o]
				if st.Kind == Byte || st.Kind == Call {
					step = satAdd(step, 1)
				}
				b = max(b, step)
			}
		}
		best[f.s] = b
		state[f.s] = done
		stack = stack[:len(stack)-1]
	}
	if loop || best[n.Start] < 0 {
		return 0, false
	}
	return best[n.Start], true
}
