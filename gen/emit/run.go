package emit

import (
	"fmt"

	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/dfa"
)

// genRun writes the function that runs a tagged DFA, Ragel style: each
// state is a label, which skips the bytes the state loops on and then
// jumps where the byte's class leads, doing that transition's history
// operations on registers held in local variables. A state entered by a
// call runs the called rule's function first.
//
// A rule's own function (callee false) must match all of s:
//
//	func name(s string, log []event) (hist int32, _ []event, fail int, expect uint16)
//
// A called rule's function matches from i and returns at its first
// accepting state, which ends its only match:
//
//	func name(s string, i int, log []event, r0 int32) (end int, hist int32, _ []event, fail int, expect uint16)
//
// Both return fail -1 on a match, or else the first offset no match can
// go past and the index of what was expected there.
func (m *model) genRun(f *File, name string, d *dfa.DFA, callee bool) {
	// Only registers that something reads are kept.
	read := map[int]bool{}
	for _, st := range d.States {
		for _, t := range st.Next {
			for _, op := range t.Ops {
				read[op.Src] = true
			}
		}
		if st.Final != nil {
			read[st.Final.Src] = true
		}
		if st.Call != nil {
			read[0] = true
		}
	}
	if callee {
		read[0] = true
	}
	reg := func(i int) *Statement { return Id(fmt.Sprintf("r%d", i)) }
	// ops writes a transition's history operations at offset pos.
	ops := func(g *Group, list []dfa.Op, pos Code) {
		var dst, val []Code
		for j, op := range list {
			if !read[op.Dst] {
				continue
			}
			h := fmt.Sprintf("h%d", j)
			push(g, h, reg(op.Src), op.Tags, pos)
			dst = append(dst, reg(op.Dst))
			val = append(val, Id(h))
		}
		if len(dst) > 0 {
			g.List(dst...).Op("=").List(val...)
		}
	}
	fail := func(at Code, st int) Code {
		if callee {
			return Return(Lit(0), Lit(0), Id("log"), at, Lit(m.expect(d, st)))
		}
		return Return(Lit(0), Id("log"), at, Lit(m.expect(d, st)))
	}
	accept := func(g *Group, fin *dfa.Final, pos Code) {
		push(g, "h", reg(fin.Src), fin.Tags, pos)
		if callee {
			g.Return(Id("i"), Id("h"), Id("log"), Lit(-1), Lit(0))
		} else {
			g.Return(Id("h"), Id("log"), Lit(-1), Lit(0))
		}
	}
	loops := func(k int) bool { return d.States[k].Call == nil && m.loop(d, k) != 0 }
	targets := map[int]bool{}
	for k, st := range d.States {
		for _, t := range st.Next {
			if t.To != dfa.Dead && !(t.To == k && len(t.Ops) == 0 && loops(k)) {
				targets[t.To] = true
			}
		}
	}
	var params, results []Code
	if callee {
		params = []Code{Id("s").String(), Id("i").Int(), Id("log").Index().Id("event"), Id("r0").Int32()}
		results = []Code{Id("end").Int(), Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()}
	} else {
		params = []Code{Id("s").String(), Id("log").Index().Id("event")}
		results = []Code{Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()}
	}
	f.Func().Id(name).Params(params...).Params(results...).BlockFunc(func(g *Group) {
		for r := range max(d.Regs, 1) {
			if read[r] && !(callee && r == 0) {
				g.Add(reg(r)).Op(":=").Int32().Parens(Lit(0))
			}
		}
		if !callee {
			g.Id("i").Op(":=").Lit(0)
		}
		class := Id("classes").Index(Lit(m.classIndex(d)))
		for k, st := range d.States {
			if targets[k] {
				g.Id(fmt.Sprintf("s%d", k)).Op(":")
			}
			if c := st.Call; c != nil {
				g.BlockFunc(func(g *Group) {
					g.List(Id("end"), Id("h"), Id("lg"), Id("f"), Id("e")).Op(":=").Id("call"+m.byRef[c].name).Call(Id("s"), Id("i"), Id("log"), Id("r0"))
					g.If(Id("f").Op(">=").Lit(0)).BlockFunc(func(g *Group) {
						if callee {
							g.Return(Lit(0), Lit(0), Id("lg"), Id("f"), Id("e"))
						} else {
							g.Return(Lit(0), Id("lg"), Id("f"), Id("e"))
						}
					})
					g.List(Id("i"), Id("r0"), Id("log")).Op("=").List(Id("end"), Id("h"), Id("lg"))
				})
			}
			if callee && st.Final != nil {
				// A called rule's match ends at its first accepting state.
				g.BlockFunc(func(g *Group) { accept(g, st.Final, Int32().Parens(Id("i"))) })
				continue
			}
			if loops(k) {
				g.For(Id("i").Op("<").Len(Id("s")).Op("&&").Id("loops").Index(Lit(m.loop(d, k) - 1)).Index(Id("s").Index(Id("i")))).Block(Id("i").Op("++"))
			}
			g.If(Id("i").Op("==").Len(Id("s"))).BlockFunc(func(g *Group) {
				if !callee && st.Final != nil {
					accept(g, st.Final, Int32().Parens(Len(Id("s"))))
					return
				}
				g.Add(fail(Len(Id("s")), k))
			})
			// Group the classes by where they lead and what they do.
			type arm struct {
				to      int
				ops     []dfa.Op
				classes []Code
			}
			var arms []*arm
			byKey := map[string]*arm{}
			for c, t := range st.Next {
				if t.To == dfa.Dead || t.To == k && len(t.Ops) == 0 && loops(k) {
					continue
				}
				key := fmt.Sprint(t.To, t.Ops)
				a := byKey[key]
				if a == nil {
					a = &arm{to: t.To, ops: t.Ops}
					byKey[key] = a
					arms = append(arms, a)
				}
				a.classes = append(a.classes, Lit(c))
			}
			g.Switch(Add(class).Index(Id("s").Index(Id("i")))).BlockFunc(func(g *Group) {
				for _, a := range arms {
					g.Case(a.classes...).BlockFunc(func(g *Group) {
						needP := false
						for _, op := range a.ops {
							needP = needP || read[op.Dst] && len(op.Tags) > 0
						}
						if needP {
							g.Id("p").Op(":=").Int32().Parens(Id("i"))
						}
						ops(g, a.ops, Id("p"))
						if d.States[a.to].Call == nil {
							g.Id("i").Op("++")
						}
						g.Goto().Id(fmt.Sprintf("s%d", a.to))
					})
				}
			})
			g.Add(fail(Id("i"), k))
		}
	})
}

// push writes the history operation that extends the history in src by
// the events of tags, at offset pos, into a new variable h: inline for
// one tag, through function push for more.
func push(g *Group, h string, src Code, tags []dfa.Tag, pos Code) {
	switch len(tags) {
	case 0:
		g.Id(h).Op(":=").Add(src)
		return
	case 1:
		t := tags[0]
		count := Id("log").Index(src).Dot("nodes")
		if !t.Exit {
			count = count.Op("+").Lit(1)
		}
		g.Id(h).Op(":=").Int32().Parens(Len(Id("log")))
		g.Id("log").Op("=").Append(Id("log"), Id("event").Values(src, pos, count, Lit(tagWord(t))))
		return
	}
	var words []Code
	for _, t := range tags {
		words = append(words, Lit(tagWord(t)))
	}
	g.Var().Id(h).Int32()
	g.List(Id("log"), Id(h)).Op("=").Id("push").Call(Id("log"), src, pos, Index().Uint16().Values(words...))
}

// tagWord encodes a tag as an event's tag: the kind << 1, | 1 at the end.
func tagWord(t dfa.Tag) int {
	w := t.Node << 1
	if t.Exit {
		w |= 1
	}
	return w
}
