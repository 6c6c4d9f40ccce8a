package emit

import (
	"fmt"
	"strings"

	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/dfa"
	"github.com/abnf-uri/uri/machine"
)

// engine is what a run function records while it runs an automaton, and
// how: nothing (validate), histories of node boundaries in a log (for
// trees), or the last span of each node kind in vectors (for spans).
type engine interface {
	// signature gives the parameters and results of the function.
	signature(callee bool) (params, results []Code)
	// declare declares the registers the function's code names: those
	// read (read), and whatever else the engine writes.
	declare(g *Group, d *dfa.DFA, read map[int]bool, callee bool)
	// ops performs a transition's operations, at offset i.
	ops(g *Group, ops []dfa.Op, read map[int]bool)
	// call runs a called rule's function at offset i; it leaves the end
	// of the match in i, or returns the failure.
	call(g *Group, fn string, callee bool)
	// accept returns a match, after the final operation at offset pos.
	accept(g *Group, fin *dfa.Final, pos Code, callee bool)
	// fail returns a failure at offset at expecting expect.
	fail(at, expect Code, callee bool) Code
	// prefix names the functions: validate, run, find.
	prefix() string
}

// genRun writes the function that runs an automaton, Ragel style: each
// state is a label, which skips the bytes the state loops on and then
// jumps where the byte's class leads, doing that transition's operations
// on registers held in local variables. A state entered by a call runs
// the called rule's function first.
//
// The code of a transition that does more than jump (the operations of a
// node's start or end) is written once however many states take it: after
// the states, as a label the states jump to. The same goes for what the
// accepting states do at the end of the input. Each byte is still read
// once; the function is a third of the size, which the instruction cache
// pays for.
//
// A rule's own function must match all of s; a called rule's function
// matches from offset i and returns at its first accepting state, which
// ends its only match. Each returns fail -1 on a match, or else the first
// offset no match can go past and the index of what was expected there.
func (m *model) genRun(f *File, e engine, name string, d *dfa.DFA, callee bool) {
	read := readRegs(d)
	loops := func(k int) bool { return d.States[k].Call == nil && m.loop(d, k) != 0 }
	targets := map[int]bool{}
	for k, st := range d.States {
		for _, t := range st.Next {
			if t.To != dfa.Dead && !(t.To == k && len(t.Ops) == 0 && loops(k)) {
				targets[t.To] = true
			}
		}
	}
	// The code of each arm (a transition's operations and jump) and of
	// each accepting end; where several states share one that does more
	// than jump, it is written once, after the states, and jumped to.
	type arm struct {
		to      int
		ops     []dfa.Op
		classes []Code
		body    func(*Group)
	}
	// key renders code, to find the same code written twice.
	key := func(body func(*Group)) string { return fmt.Sprintf("%#v", BlockFunc(body)) }
	armsOf := make([][]*arm, len(d.States))
	accepts := make([]func(*Group), len(d.States))
	uses := map[string]int{}
	for k, st := range d.States {
		// Group the classes by where they lead and what they do.
		byKey := map[string]*arm{}
		for c, t := range st.Next {
			if t.To == dfa.Dead || t.To == k && len(t.Ops) == 0 && loops(k) {
				continue
			}
			ak := fmt.Sprint(t.To, t.Ops)
			a := byKey[ak]
			if a == nil {
				a = &arm{to: t.To, ops: t.Ops}
				a.body = func(g *Group) {
					e.ops(g, a.ops, read)
					if d.States[a.to].Call == nil {
						g.Id("i").Op("++")
					}
					g.Goto().Id(fmt.Sprintf("s%d", a.to))
				}
				if len(a.ops) > 0 {
					uses[key(a.body)]++
				}
				byKey[ak] = a
				armsOf[k] = append(armsOf[k], a)
			}
			a.classes = append(a.classes, Lit(c))
		}
		if fin := st.Final; !callee && fin != nil && len(fin.Tags) > 0 {
			accepts[k] = func(g *Group) { e.accept(g, fin, Int32().Parens(Len(Id("s"))), false) }
			uses[key(accepts[k])]++
		}
	}
	shared := map[string]string{}
	var tails []Code
	// emit writes body into g, or a jump to the one copy of it after the
	// states when other transitions do the same and it does more than
	// jump.
	emit := func(g *Group, body func(*Group), what string) {
		k := key(body)
		if uses[k] < 2 || strings.Count(k, "\n") < 4 {
			body(g)
			return
		}
		label, ok := shared[k]
		if !ok {
			label = fmt.Sprintf("t%d", len(shared))
			shared[k] = label
			tails = append(tails, Id(label).Op(":").Comment(fmt.Sprintf("shared by %d %s", uses[k], what)), BlockFunc(body))
		}
		g.Goto().Id(label)
	}
	params, results := e.signature(callee)
	f.Func().Id(name).Params(params...).Params(results...).BlockFunc(func(g *Group) {
		e.declare(g, d, read, callee)
		if !callee {
			g.Id("i").Op(":=").Lit(0)
		}
		class := Id("classes").Index(m.class(d))
		for k, st := range d.States {
			if targets[k] {
				g.Id(fmt.Sprintf("s%d", k)).Op(":").Comment(m.within(d, k))
			} else {
				g.Comment(m.within(d, k))
			}
			if c := st.Call; c != nil {
				e.call(g, e.prefix()+"Call"+m.byRef[c].name, callee)
			}
			if callee && st.Final != nil {
				// A called rule's match ends at its first accepting state.
				g.BlockFunc(func(g *Group) { e.accept(g, st.Final, Int32().Parens(Id("i")), true) })
				continue
			}
			if loops(k) {
				m.scan(g, m.loop(d, k)-1)
			}
			g.If(Id("i").Op("==").Len(Id("s"))).BlockFunc(func(g *Group) {
				switch {
				case accepts[k] != nil:
					emit(g, accepts[k], "states at the end of the input")
				case !callee && st.Final != nil:
					e.accept(g, st.Final, Int32().Parens(Len(Id("s"))), false)
				default:
					g.Add(e.fail(Len(Id("s")), Lit(m.expect(d, k)), callee))
				}
			})
			if arms := armsOf[k]; len(arms) > 0 {
				g.Switch(Add(class).Index(Id("s").Index(Id("i")))).BlockFunc(func(g *Group) {
					for _, a := range arms {
						g.Case(a.classes...).BlockFunc(func(g *Group) { emit(g, a.body, "transitions") })
					}
				})
			}
			g.Add(e.fail(Id("i"), Lit(m.expect(d, k)), callee))
		}
		for _, c := range tails {
			g.Add(c)
		}
	})
}

// validateEngine records nothing: the function decides a rule.
//
//	func validateX(s string) (fail int, expect uint16)
//	func validateCallX(s string, i int) (end, fail int, expect uint16)
type validateEngine struct{}

func (validateEngine) prefix() string { return "validate" }

func (validateEngine) signature(callee bool) (params, results []Code) {
	if callee {
		return []Code{Id("s").String(), Id("i").Int()}, []Code{Id("end"), Id("fail").Int(), Id("expect").Uint16()}
	}
	return []Code{Id("s").String()}, []Code{Id("fail").Int(), Id("expect").Uint16()}
}

func (validateEngine) declare(*Group, *dfa.DFA, map[int]bool, bool) {}
func (validateEngine) ops(*Group, []dfa.Op, map[int]bool)           {}

func (validateEngine) call(g *Group, fn string, callee bool) {
	g.BlockFunc(func(g *Group) {
		g.List(Id("end"), Id("f"), Id("e")).Op(":=").Id(fn).Call(Id("s"), Id("i"))
		g.If(Id("f").Op(">=").Lit(0)).BlockFunc(func(g *Group) {
			if callee {
				g.Return(Lit(0), Id("f"), Id("e"))
			} else {
				g.Return(Id("f"), Id("e"))
			}
		})
		g.Id("i").Op("=").Id("end")
	})
}

func (validateEngine) accept(g *Group, _ *dfa.Final, _ Code, callee bool) {
	if callee {
		g.Return(Id("i"), Lit(-1), Lit(0))
	} else {
		g.Return(Lit(-1), Lit(0))
	}
}

func (validateEngine) fail(at, expect Code, callee bool) Code {
	if callee {
		return Return(Lit(0), at, expect)
	}
	return Return(at, expect)
}

// historyEngine records node boundaries as events in a log: each thread's
// register holds the last event of its history.
//
//	func runX(s string, log []event) (hist int32, _ []event, fail int, expect uint16)
//	func runCallX(s string, i int, log []event, r0 int32) (end int, hist int32, _ []event, fail int, expect uint16)
type historyEngine struct{}

func (historyEngine) prefix() string { return "run" }

func reg(i int) *Statement { return Id(fmt.Sprintf("r%d", i)) }

func (historyEngine) signature(callee bool) (params, results []Code) {
	if callee {
		return []Code{Id("s").String(), Id("i").Int(), Id("log").Index().Id("event"), Id("r0").Int32()},
			[]Code{Id("end").Int(), Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()}
	}
	return []Code{Id("s").String(), Id("log").Index().Id("event")},
		[]Code{Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()}
}

// declare declares the registers read but a called rule's register 0,
// which is its parameter r0.
func (historyEngine) declare(g *Group, d *dfa.DFA, read map[int]bool, callee bool) {
	for r := range max(d.Regs, 1) {
		if read[r] && !(callee && r == 0) {
			g.Add(reg(r)).Op(":=").Int32().Parens(Lit(0))
		}
	}
}

func (historyEngine) ops(g *Group, list []dfa.Op, read map[int]bool) {
	needP := false
	for _, op := range list {
		needP = needP || read[op.Dst] && len(op.Tags) > 0
	}
	if needP {
		g.Id("p").Op(":=").Int32().Parens(Id("i"))
	}
	var dst, val []Code
	for j, op := range list {
		if !read[op.Dst] {
			continue
		}
		h := fmt.Sprintf("h%d", j)
		push(g, h, reg(op.Src), op.Tags, Id("p"))
		dst = append(dst, reg(op.Dst))
		val = append(val, Id(h))
	}
	if len(dst) > 0 {
		g.List(dst...).Op("=").List(val...)
	}
}

func (historyEngine) call(g *Group, fn string, callee bool) {
	g.BlockFunc(func(g *Group) {
		g.List(Id("end"), Id("h"), Id("lg"), Id("f"), Id("e")).Op(":=").Id(fn).Call(Id("s"), Id("i"), Id("log"), Id("r0"))
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

func (historyEngine) accept(g *Group, fin *dfa.Final, pos Code, callee bool) {
	push(g, "h", reg(fin.Src), fin.Tags, pos)
	if callee {
		g.Return(Id("i"), Id("h"), Id("log"), Lit(-1), Lit(0))
	} else {
		g.Return(Id("h"), Id("log"), Lit(-1), Lit(0))
	}
}

func (historyEngine) fail(at, expect Code, callee bool) Code {
	if callee {
		return Return(Lit(0), Lit(0), Id("log"), at, expect)
	}
	return Return(Lit(0), Id("log"), at, expect)
}

// push writes the history operation that extends the history in src by
// the events of tags, at offset pos, into a new variable h: inline, each
// event linked to the one before it and counting the node starts so far.
func push(g *Group, h string, src Code, tags []dfa.Tag, pos Code) {
	if len(tags) == 0 {
		g.Id(h).Op(":=").Add(src)
		return
	}
	n, c := "n"+h, "c"+h
	g.Id(n).Op(":=").Int32().Parens(Len(Id("log")))
	starts := 0
	for _, t := range tags {
		if !t.Exit {
			starts++
		}
	}
	if starts > 0 {
		g.Id(c).Op(":=").Id("log").Index(src).Dot("Nodes")
	}
	var evs []Code
	starts = 0
	for k, t := range tags {
		prev := src
		if k > 0 {
			prev = Id(n).Op("+").Lit(k - 1)
		}
		if !t.Exit {
			starts++
		}
		count := Id("log").Index(src).Dot("Nodes")
		if starts > 0 {
			count = Id(c).Op("+").Lit(starts)
		}
		// Keyed, as vet wants of a struct of another package, on one line.
		evs = append(evs, Id("event").Custom(Options{Open: "{", Close: "}", Separator: ", "},
			Id("Prev").Op(":").Add(prev), Id("Pos").Op(":").Add(pos), Id("Nodes").Op(":").Add(count), Id("Tag").Op(":").Lit(tagWord(t))))
	}
	g.Id("log").Op("=").Append(append([]Code{Id("log")}, evs...)...)
	g.Id(h).Op(":=").Id(n).Op("+").Lit(len(tags) - 1)
}

// tagWord encodes a tag as an event's tag: the kind << 1, | 1 at the end.
func tagWord(t dfa.Tag) int {
	w := t.Node << 1
	if t.Exit {
		w |= 1
	}
	return w
}

// spansEngine records, for each node kind, where its last match began and
// ended, in a vector per thread (ast.Spans, indexed by slot).
//
//	func findX(s string, out *ast.Spans) (fail int, expect uint16)
//	func findCallX(s string, i int, v *ast.Spans) (end, fail int, expect uint16)
type spansEngine struct {
	spans *Statement // the type ast.Spans
	slot  func(tag dfa.Tag) int
}

func (spansEngine) prefix() string { return "find" }

func vreg(i int) *Statement { return Id(fmt.Sprintf("v%d", i)) }

func (e spansEngine) signature(callee bool) (params, results []Code) {
	if callee {
		return []Code{Id("s").String(), Id("i").Int(), Id("v").Op("*").Add(e.spans.Clone())}, []Code{Id("end"), Id("fail").Int(), Id("expect").Uint16()}
	}
	return []Code{Id("s").String(), Id("out").Op("*").Add(e.spans.Clone())}, []Code{Id("fail").Int(), Id("expect").Uint16()}
}

// declare makes register 0 the caller's vector itself (out, or v for a
// called rule), so that a match that ends in it needs no copy; the other
// registers are copied from one before they are read (a register other
// than 0 is only ever set whole from another), so they start zero. A
// register is declared where the code names it: where it is read, and
// register 0 also where a final state copies another register into it. A
// called rule with no node inside names no register at all.
func (e spansEngine) declare(g *Group, d *dfa.DFA, read map[int]bool, callee bool) {
	named := e.named(d, read)
	if !callee {
		named[0] = true // out is reset
	}
	for r := range max(d.Regs, 1) {
		switch {
		case !named[r]:
		case r == 0 && callee:
			g.Add(vreg(0)).Op(":=").Id("v")
		case r == 0:
			g.Add(vreg(0)).Op(":=").Id("out")
			g.Op("*").Add(vreg(0)).Op("=").Id("noSpans")
		default:
			g.Var().Add(vreg(r)).Add(e.spans.Clone())
		}
	}
}

// named returns the registers the code of ops, accept and call names:
// those copied and those whose slots are set, register 0 where a final
// state copies another over it or a rule is called. A register read only
// by a final state that takes it as it is, or by operations that keep it
// as it is, is named by no code.
func (e spansEngine) named(d *dfa.DFA, read map[int]bool) map[int]bool {
	named := map[int]bool{}
	slots := func(r int, tags []dfa.Tag) {
		for _, t := range tags {
			if e.slot(t) >= 0 {
				named[r] = true
			}
		}
	}
	for _, st := range d.States {
		if st.Call != nil {
			named[0] = true
		}
		if fin := st.Final; fin != nil {
			slots(fin.Src, fin.Tags)
			if fin.Src != 0 {
				named[0], named[fin.Src] = true, true
			}
		}
		for _, t := range st.Next {
			for _, op := range t.Ops {
				if !read[op.Dst] {
					continue
				}
				if op.Dst != op.Src {
					named[op.Dst], named[op.Src] = true, true
				}
				slots(op.Dst, op.Tags)
			}
		}
	}
	return named
}

// vval is register r's vector as a value: register 0 is a pointer.
func vval(r int) *Statement {
	if r == 0 {
		return Op("*").Add(vreg(0))
	}
	return vreg(r)
}

// ops sets each new vector to its source with the tags' slots at offset
// i: copies first, from snapshots where a source is also overwritten,
// then the updates in place.
func (e spansEngine) ops(g *Group, list []dfa.Op, read map[int]bool) {
	written := map[int]bool{}
	for _, op := range list {
		if read[op.Dst] && op.Dst != op.Src {
			written[op.Dst] = true
		}
	}
	snap := map[int]bool{}
	for _, op := range list {
		if read[op.Dst] && op.Dst != op.Src && written[op.Src] && !snap[op.Src] {
			snap[op.Src] = true
			g.Id(fmt.Sprintf("t%d", op.Src)).Op(":=").Add(vval(op.Src))
		}
	}
	for _, op := range list {
		if read[op.Dst] && op.Dst != op.Src {
			src := vval(op.Src)
			if snap[op.Src] {
				src = Id(fmt.Sprintf("t%d", op.Src))
			}
			g.Add(vval(op.Dst)).Op("=").Add(src)
		}
	}
	for _, op := range list {
		if !read[op.Dst] {
			continue
		}
		for _, t := range op.Tags {
			if s := e.slot(t); s >= 0 {
				g.Add(vreg(op.Dst)).Index(Lit(s)).Op("=").Int32().Parens(Id("i"))
			}
		}
	}
}

func (spansEngine) call(g *Group, fn string, callee bool) {
	g.BlockFunc(func(g *Group) {
		g.List(Id("end"), Id("f"), Id("e")).Op(":=").Id(fn).Call(Id("s"), Id("i"), vreg(0))
		g.If(Id("f").Op(">=").Lit(0)).BlockFunc(func(g *Group) {
			if callee {
				g.Return(Lit(0), Id("f"), Id("e"))
			} else {
				g.Return(Id("f"), Id("e"))
			}
		})
		g.Id("i").Op("=").Id("end")
	})
}

func (e spansEngine) accept(g *Group, fin *dfa.Final, pos Code, callee bool) {
	for _, t := range fin.Tags {
		if s := e.slot(t); s >= 0 {
			g.Add(vreg(fin.Src)).Index(Lit(s)).Op("=").Add(pos)
		}
	}
	if fin.Src != 0 {
		g.Op("*").Add(vreg(0)).Op("=").Add(vreg(fin.Src))
	}
	if callee {
		g.Return(Id("i"), Lit(-1), Lit(0))
	} else {
		g.Return(Lit(-1), Lit(0))
	}
}

func (spansEngine) fail(at, expect Code, callee bool) Code {
	if callee {
		return Return(Lit(0), at, expect)
	}
	return Return(at, expect)
}

// scan writes the loop of a state that goes back to itself on the bytes
// of loop set l and does nothing else on them. Where the set has nibble
// tables and the processor a vector unit, one call of the runtime's
// SkipVector passes the run sixteen or thirty-two bytes at a time;
// otherwise the code reads eight bytes at a time while all eight are in the set, then byte by
// byte: the eight lookups of a window do not wait on one another, which
// makes long runs (path segments, queries) about twice as fast as one byte
// a turn. With the build tag purego, machine.Vector is false and the
// compiler leaves the call out.
func (m *model) scan(g *Group, l int) {
	loop := Id(m.loopNames[l])
	bytes := Id("loops").Index(loop).Dot("Bytes")
	var all []Code
	for j := range 8 {
		all = append(all, bytes.Clone().Index(Id("w").Index(Lit(j))))
	}
	scalar := []Code{
		For(Id("i").Op("+").Lit(8).Op("<=").Len(Id("s"))).Block(
			Id("w").Op(":=").Id("s").Index(Id("i"), Id("i").Op("+").Lit(8)),
			If(Op("!").Parens(joinAnd(all))).Block(Break()),
			Id("i").Op("+=").Lit(8),
		),
		For(Id("i").Op("<").Len(Id("s")).Op("&&").Add(bytes.Clone().Index(Id("s").Index(Id("i"))))).Block(Id("i").Op("++")),
	}
	set := m.loops[l]
	if c := machine.NewClass(&set); !c.Vector {
		g.Add(scalar...)
		return
	}
	g.If(Qual(m.runtime(), "Vector").Call(Len(Id("s")))).Block(
		Id("i").Op("=").Qual(m.runtime(), "SkipVector").Call(Id("s"), Id("i"), Op("&").Id("loops").Index(loop)),
	).Else().Block(scalar...)
}

// joinAnd joins conditions with &&.
func joinAnd(cs []Code) *Statement {
	st := Null().Add(cs[0])
	for _, c := range cs[1:] {
		st = st.Op("&&").Add(c)
	}
	return st
}

// within says which part of the rule state k of d is in, for the
// state's comment: the rules its threads are inside, innermost first.
func (m *model) within(d *dfa.DFA, k int) string {
	in := d.Within(k)
	if len(in) == 0 {
		return "at the start"
	}
	var names []string
	for i, r := range in {
		if i == 4 {
			names = append(names, "...")
			break
		}
		names = append(names, r.Name)
	}
	return "in " + strings.Join(names, ", ")
}
