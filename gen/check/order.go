package check

import "github.com/abnf-uri/uri/gen/abnf"

// Components returns the strongly connected components of g's reference
// graph, each after the components of the rules it references, so that a
// computation over rules that follows references can finish each
// component once those below it are done: in one pass for a rule without
// recursion. Tarjan's algorithm, with an explicit stack: a chain of rules
// can be as deep as the grammar is long.
func Components(g *abnf.Grammar) [][]*abnf.Rule {
	index := map[*abnf.Rule]int{}
	low := map[*abnf.Rule]int{}
	on := map[*abnf.Rule]bool{}
	refs := map[*abnf.Rule][]*abnf.Rule{}
	targets := func(r *abnf.Rule) []*abnf.Rule {
		if t, ok := refs[r]; ok {
			return t
		}
		var t []*abnf.Rule
		for _, ref := range abnf.Refs(r.Body()) {
			if x := g.Rule(ref.Name); x != nil {
				t = append(t, x)
			}
		}
		refs[r] = t
		return t
	}
	var stack []*abnf.Rule
	var out [][]*abnf.Rule
	type frame struct {
		r    *abnf.Rule
		next int
	}
	for _, root := range g.Rules {
		if _, ok := index[root]; ok {
			continue
		}
		frames := []frame{{root, 0}}
		index[root], low[root] = len(index), len(index)
		stack = append(stack, root)
		on[root] = true
		for len(frames) > 0 {
			f := &frames[len(frames)-1]
			if t := targets(f.r); f.next < len(t) {
				x := t[f.next]
				f.next++
				if _, ok := index[x]; !ok {
					index[x], low[x] = len(index), len(index)
					stack = append(stack, x)
					on[x] = true
					frames = append(frames, frame{x, 0})
				} else if on[x] {
					low[f.r] = min(low[f.r], index[x])
				}
				continue
			}
			r := f.r
			frames = frames[:len(frames)-1]
			if len(frames) > 0 {
				p := frames[len(frames)-1].r
				low[p] = min(low[p], low[r])
			}
			if low[r] != index[r] {
				continue
			}
			var comp []*abnf.Rule
			for {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[x] = false
				comp = append(comp, x)
				if x == r {
					break
				}
			}
			out = append(out, comp)
		}
	}
	return out
}

// Fixpoint calls update on every rule, component by component in the
// order of components, until update reports no change within each
// component: once for a rule without recursion. For a monotone
// computation whose values settle after one visit of each rule of a
// component (a shortest derivation, a first byte, nullability), time is
// linear in the grammar without recursion and quadratic at worst in the
// size of a recursive component.
func Fixpoint(comps [][]*abnf.Rule, update func(*abnf.Rule) bool) {
	for _, comp := range comps {
		for {
			changed := false
			for _, r := range comp {
				if update(r) {
					changed = true
				}
			}
			if !changed || len(comp) == 1 && !selfRef(comp[0]) {
				break
			}
		}
	}
}

// selfRef reports whether r references itself.
func selfRef(r *abnf.Rule) bool {
	for _, ref := range abnf.Refs(r.Body()) {
		if abnf.Key(ref.Name) == abnf.Key(r.Name) {
			return true
		}
	}
	return false
}
