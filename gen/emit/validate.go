package emit

import (
	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/dfa"
)

// callFlag marks, in a validating DFA's next table, a transition into a
// state entered by a call.
const callFlag = 0x8000

// genValidate writes the tables of a validating DFA as variable name.
func (m *model) genValidate(f *File, name string, d *dfa.DFA) {
	next := make([]int, 0, len(d.States)*d.NClasses)
	var final []bool
	var loop, expect, call []int
	hasCall := false
	for i, st := range d.States {
		for _, t := range st.Next {
			v := t.To + 1
			if t.To != dfa.Dead && d.States[t.To].Call != nil {
				v |= callFlag
			}
			next = append(next, v)
		}
		final = append(final, st.Final != nil)
		l := 0
		if st.Call == nil {
			l = m.loop(d, i)
		}
		loop = append(loop, l)
		expect = append(expect, m.expect(d, i))
		c := 0
		if st.Call != nil {
			c = m.calleeIndex(st.Call) + 1
			hasCall = true
		}
		call = append(call, c)
	}
	if len(d.States) >= callFlag {
		panic("emit: validating DFA too large for its tables")
	}
	fields := Dict{
		Id("class"):  Op("&").Id("classes").Index(Lit(m.classIndex(d))),
		Id("n"):      Lit(d.NClasses),
		Id("next"):   ints("uint16", next, d.NClasses),
		Id("final"):  bools(final),
		Id("loop"):   ints("uint8", loop, 32),
		Id("expect"): ints("uint16", expect, 16),
	}
	if hasCall {
		fields[Id("call")] = ints("uint8", call, 32)
	}
	f.Var().Id(name).Op("=").Id("dfa").Values(fields)
}

// genValidateEngine writes the code that runs validating DFAs.
func (m *model) genValidateEngine(f *File) {
	s, i := Id("s"), Id("i")
	d := func(field string) *Statement { return Id("d").Dot(field) }
	f.Add(cmt("dfa is a minimal deterministic automaton that decides whether a string\nmatches one rule."))
	f.Type().Id("dfa").Struct(
		Id("class").Op("*").Index(Lit(256)).Uint8().Comment("the byte class of each byte"),
		Id("n").Int().Comment("the number of classes"),
		Id("next").Index().Uint16().Comment("next[state*n+class]: the next state + 1, or 0 for no match; callFlag when the state is entered by a call"),
		Id("final").Index().Bool().Comment("whether each state accepts"),
		Id("loop").Index().Uint8().Comment("loop[state]: 1 + index into loops of the bytes that keep the state, or 0"),
		Id("expect").Index().Uint16().Comment("expect[state]: index into expectations"),
		Id("call").Index().Uint8().Comment("call[state]: 1 + index into callees of the rule read on entering the state"),
	)
	f.Add(cmtf("callFlag marks a transition into a state entered by a call."))
	f.Const().Id("callFlag").Op("=").Lit(callFlag)
	// step is the body shared by run and runFrom: from state, read s[i].
	body := func(callee bool) []Code {
		var code []Code
		if callee {
			code = append(code, If(d("final").Index(Id("state"))).Block(Return(i, Lit(-1), Lit(0))))
		}
		code = append(code,
			If(i.Clone().Op("==").Len(s)).Block(Break()),
			If(Id("l").Op(":=").Add(d("loop")).Index(Id("state")), Id("l").Op("!=").Lit(0)).Block(
				Id("set").Op(":=").Op("&").Id("loops").Index(Id("l").Op("-").Lit(1)),
				For(i.Clone().Op("<").Len(s).Op("&&").Id("set").Index(s.Clone().Index(i))).Block(i.Clone().Op("++")),
				If(i.Clone().Op("==").Len(s)).Block(Break()),
			),
			Id("next").Op(":=").Add(d("next")).Index(Id("state").Op("*").Add(d("n")).Op("+").Int().Parens(d("class").Index(s.Clone().Index(i)))),
			If(Id("next").Op("==").Lit(0)).BlockFunc(func(g *Group) {
				if callee {
					g.Return(Lit(0), i, d("expect").Index(Id("state")))
				} else {
					g.Return(i, d("expect").Index(Id("state")))
				}
			}),
			Id("state").Op("=").Int().Parens(Id("next").Op("&^").Id("callFlag")).Op("-").Lit(1),
			If(Id("next").Op("&").Id("callFlag").Op("!=").Lit(0)).BlockFunc(func(g *Group) {
				g.List(Id("end"), Id("fail"), Id("expect")).Op(":=").Id("callees").Index(d("call").Index(Id("state")).Op("-").Lit(1)).Dot("runFrom").Call(s, i)
				g.If(Id("fail").Op(">=").Lit(0)).BlockFunc(func(g *Group) {
					if callee {
						g.Return(Lit(0), Id("fail"), Id("expect"))
					} else {
						g.Return(Id("fail"), Id("expect"))
					}
				})
				g.Add(i).Op("=").Id("end")
				g.Continue()
			}),
			i.Clone().Op("++"),
		)
		return code
	}
	f.Add(cmt("run matches all of s. It returns fail -1 on a match, or else the first\noffset no match can go past and the index of what was expected there."))
	f.Func().Params(Id("d").Op("*").Id("dfa")).Id("run").Params(s.Clone().String()).Params(Id("fail").Int(), Id("expect").Uint16()).Block(
		Id("state").Op(":=").Lit(0),
		Id("i").Op(":=").Lit(0),
		For().Block(body(false)...),
		If(Op("!").Add(d("final")).Index(Id("state"))).Block(Return(Len(s), d("expect").Index(Id("state")))),
		Return(Lit(-1), Lit(0)),
	)
	f.Add(cmt("runFrom matches a called rule from offset i: its language is prefix-free,\nso its only match ends at the first accepting state. It returns the end\nof the match and fail -1, or else as run does."))
	f.Func().Params(Id("d").Op("*").Id("dfa")).Id("runFrom").Params(s.Clone().String(), Id("i").Int()).Params(Id("end"), Id("fail").Int(), Id("expect").Uint16()).Block(
		Id("state").Op(":=").Lit(0),
		For().Block(body(true)...),
		Return(Lit(0), Len(s), d("expect").Index(Id("state"))),
	)
}
