package check

import (
	"slices"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Nullable reports, for every rule of g, whether it matches the empty
// string. It is the least fixpoint of NullableNode over the rules' bodies:
// a rule is nullable when its body is, given the rules already known to be
// nullable. A prose-val is not nullable (nothing is known about it); a
// repetition with Max 0 is, whatever its item, since it matches exactly the
// empty string.
func Nullable(g *abnf.Grammar) map[*abnf.Rule]bool {
	nullable := make(map[*abnf.Rule]bool, len(g.Rules))
	for _, r := range g.Rules {
		nullable[r] = false
	}
	Fixpoint(Components(g), func(r *abnf.Rule) bool {
		if !nullable[r] && NullableNode(r.Body(), nullable, g) {
			nullable[r] = true
			return true
		}
		return false
	})
	return nullable
}

// NullableNode reports whether n matches the empty string, taking the
// rules it references from g and their nullability from nullable (as
// computed by Nullable). An undefined reference is not nullable.
func NullableNode(n abnf.Node, nullable map[*abnf.Rule]bool, g *abnf.Grammar) bool {
	switch n := n.(type) {
	case *abnf.Alternation:
		return slices.ContainsFunc(n.Alts, func(a abnf.Node) bool { return NullableNode(a, nullable, g) })
	case *abnf.Concatenation:
		for _, item := range n.Items {
			if !NullableNode(item, nullable, g) {
				return false
			}
		}
		return true
	case *abnf.Repetition:
		return n.Max == 0 || n.Min == 0 || NullableNode(n.Item, nullable, g)
	case *abnf.Group:
		return NullableNode(n.Body, nullable, g)
	case *abnf.RuleRef:
		r := g.Rule(n.Name)
		return r != nil && nullable[r]
	case *abnf.CharVal:
		return n.Text == ""
	default: // *abnf.NumVal, *abnf.ProseVal
		return false
	}
}

// Cycles returns the strongly connected components of g's reference graph
// that recurse: those with more than one rule, and single rules that
// reference themselves. Every rule reference counts as an edge, even one
// under a repetition with Max 0, so the answer errs on the side of
// recursion. Components are in the grammar order of their first rule, and
// each lists its rules in grammar order.
func Cycles(g *abnf.Grammar) [][]*abnf.Rule {
	return recursive(g, graph(g, false))
}

// LeftCycles is Cycles over the left edges only: the references that can
// be the first thing a rule matches. In a concatenation those are the
// references in its items up to and including the first item that is not
// nullable; nothing under a repetition with Max 0 counts. A rule in a left
// cycle is left-recursive: it can reach itself without consuming input,
// as in "a = a "x"" or, behind a nullable prefix, "a = [ "x" ] a "y"".
func LeftCycles(g *abnf.Grammar) [][]*abnf.Rule {
	return recursive(g, graph(g, true))
}

// Reachable returns the rules that the start rules use, directly or
// through other rules, including the start rules themselves. Every rule
// reference counts, even one under a repetition with Max 0. Nil start
// rules are ignored.
func Reachable(g *abnf.Grammar, start []*abnf.Rule) map[*abnf.Rule]bool {
	seen := map[*abnf.Rule]bool{}
	var stack []*abnf.Rule
	for _, r := range start {
		if r != nil && !seen[r] {
			seen[r] = true
			stack = append(stack, r)
		}
	}
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, ref := range abnf.Refs(r.Body()) {
			if t := g.Rule(ref.Name); t != nil && !seen[t] {
				seen[t] = true
				stack = append(stack, t)
			}
		}
	}
	return seen
}

// edge is a reference from one rule to a defined rule.
type edge struct {
	ref *abnf.RuleRef
	to  *abnf.Rule
}

// graph returns the references of every rule of g to defined rules, in
// source order: all of them, or only the left edges.
func graph(g *abnf.Grammar, left bool) map[*abnf.Rule][]edge {
	var nullable map[*abnf.Rule]bool
	if left {
		nullable = Nullable(g)
	}
	out := make(map[*abnf.Rule][]edge, len(g.Rules))
	for _, r := range g.Rules {
		var refs []*abnf.RuleRef
		if left {
			refs = leftRefs(r.Body(), nullable, g, refs)
		} else {
			refs = abnf.Refs(r.Body())
		}
		for _, ref := range refs {
			if t := g.Rule(ref.Name); t != nil {
				out[r] = append(out[r], edge{ref, t})
			}
		}
	}
	return out
}

// leftRefs appends to refs the references that can be the first thing n
// matches.
func leftRefs(n abnf.Node, nullable map[*abnf.Rule]bool, g *abnf.Grammar, refs []*abnf.RuleRef) []*abnf.RuleRef {
	switch n := n.(type) {
	case *abnf.Alternation:
		for _, a := range n.Alts {
			refs = leftRefs(a, nullable, g, refs)
		}
	case *abnf.Concatenation:
		for _, item := range n.Items {
			refs = leftRefs(item, nullable, g, refs)
			if !NullableNode(item, nullable, g) {
				break
			}
		}
	case *abnf.Repetition:
		if n.Max != 0 {
			refs = leftRefs(n.Item, nullable, g, refs)
		}
	case *abnf.Group:
		refs = leftRefs(n.Body, nullable, g, refs)
	case *abnf.RuleRef:
		refs = append(refs, n)
	}
	return refs
}

// recursive returns the strongly connected components of the graph that
// recurse (Tarjan's algorithm), ordered as Cycles documents.
func recursive(g *abnf.Grammar, edges map[*abnf.Rule][]edge) [][]*abnf.Rule {
	order := make(map[*abnf.Rule]int, len(g.Rules))
	for i, r := range g.Rules {
		order[r] = i
	}
	index := map[*abnf.Rule]int{}
	low := map[*abnf.Rule]int{}
	onStack := map[*abnf.Rule]bool{}
	var stack []*abnf.Rule
	var sccs [][]*abnf.Rule
	var visit func(r *abnf.Rule)
	visit = func(r *abnf.Rule) {
		index[r] = len(index)
		low[r] = index[r]
		stack = append(stack, r)
		onStack[r] = true
		for _, e := range edges[r] {
			if _, ok := index[e.to]; !ok {
				visit(e.to)
				low[r] = min(low[r], low[e.to])
			} else if onStack[e.to] {
				low[r] = min(low[r], index[e.to])
			}
		}
		if low[r] != index[r] {
			return
		}
		var scc []*abnf.Rule
		for {
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			onStack[top] = false
			scc = append(scc, top)
			if top == r {
				break
			}
		}
		if len(scc) > 1 || slices.ContainsFunc(edges[r], func(e edge) bool { return e.to == r }) {
			slices.SortFunc(scc, func(a, b *abnf.Rule) int { return order[a] - order[b] })
			sccs = append(sccs, scc)
		}
	}
	for _, r := range g.Rules {
		if _, ok := index[r]; !ok {
			visit(r)
		}
	}
	slices.SortFunc(sccs, func(a, b []*abnf.Rule) int { return order[a[0]] - order[b[0]] })
	return sccs
}

// cyclePath returns a shortest path from the first rule of scc back to
// itself through the rules of scc, as the list of rules visited (first and
// last the same), and the reference in the first rule where it starts.
// Cycle returns a shortest cycle of references through rule r of g: r,
// the rules the references go through, and r again ("a → b → a", or
// "a → a" for a rule that references itself); nil when r does not
// recurse. Every rule reference counts, as in Cycles.
func Cycle(g *abnf.Grammar, r *abnf.Rule) []*abnf.Rule {
	all := graph(g, false)
	for _, scc := range recursive(g, all) {
		if i := slices.Index(scc, r); i >= 0 {
			// cyclePath starts from the component's first rule.
			rotated := append(slices.Clone(scc[i:]), scc[:i]...)
			path, _ := cyclePath(rotated, all)
			return path
		}
	}
	return nil
}

func cyclePath(scc []*abnf.Rule, edges map[*abnf.Rule][]edge) ([]*abnf.Rule, *abnf.RuleRef) {
	start := scc[0]
	in := map[*abnf.Rule]bool{}
	for _, r := range scc {
		in[r] = true
	}
	type step struct {
		from *abnf.Rule
		ref  *abnf.RuleRef
	}
	prev := map[*abnf.Rule]step{}
	queue := []*abnf.Rule{start}
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		for _, e := range edges[r] {
			if !in[e.to] {
				continue
			}
			if e.to == start {
				path := []*abnf.Rule{start}
				first := e.ref
				for at := r; at != start; at = prev[at].from {
					path = append(path, at)
					first = prev[at].ref
				}
				path = append(path, start)
				slices.Reverse(path)
				return path, first
			}
			if _, seen := prev[e.to]; !seen {
				prev[e.to] = step{r, e.ref}
				queue = append(queue, e.to)
			}
		}
	}
	panic("check: component does not recurse")
}
