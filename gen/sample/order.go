package sample

import "github.com/abnf-uri/uri/gen/abnf"

// components returns the strongly connected components of g's reference
// graph, each after the components of the rules it references (Tarjan's
// algorithm, with an explicit stack: a chain of rules can be as deep as
// the grammar is long). Package analyze orders its fixpoints the same
// way.
func components(g *abnf.Grammar) [][]*abnf.Rule {
	index := map[*abnf.Rule]int{}
	low := map[*abnf.Rule]int{}
	on := map[*abnf.Rule]bool{}
	refs := func(r *abnf.Rule) []*abnf.Rule {
		var t []*abnf.Rule
		for _, ref := range abnf.Refs(r.Body()) {
			if x := g.Rule(ref.Name); x != nil {
				t = append(t, x)
			}
		}
		return t
	}
	type frame struct {
		r    *abnf.Rule
		refs []*abnf.Rule
	}
	var stack []*abnf.Rule
	var out [][]*abnf.Rule
	visit := func(r *abnf.Rule) frame {
		index[r], low[r] = len(index), len(index)
		stack = append(stack, r)
		on[r] = true
		return frame{r, refs(r)}
	}
	for _, root := range g.Rules {
		if _, ok := index[root]; ok {
			continue
		}
		frames := []frame{visit(root)}
		for len(frames) > 0 {
			f := &frames[len(frames)-1]
			if len(f.refs) > 0 {
				x := f.refs[0]
				f.refs = f.refs[1:]
				if _, ok := index[x]; !ok {
					frames = append(frames, visit(x))
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

// fixpoint calls update on the rules of each component, in the order of
// components, until it reports no change within the component: once for
// a rule without recursion.
func fixpoint(comps [][]*abnf.Rule, update func(*abnf.Rule) bool) {
	for _, comp := range comps {
		for {
			changed := false
			for _, r := range comp {
				if update(r) {
					changed = true
				}
			}
			if !changed || len(comp) == 1 && !refersTo(comp[0], comp[0]) {
				break
			}
		}
	}
}

// refersTo reports whether rule r references rule x.
func refersTo(r, x *abnf.Rule) bool {
	for _, ref := range abnf.Refs(r.Body()) {
		if abnf.Key(ref.Name) == abnf.Key(x.Name) {
			return true
		}
	}
	return false
}
