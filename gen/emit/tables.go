package emit

import (
	"fmt"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/dfa"
	"github.com/abnf-uri/uri/machine"
	. "github.com/dave/jennifer/jen"
)

// genRule writes the functions of a rule: the one that validates it, and
// as the API asks the one that builds its tree (run) and the one that
// finds the spans of its nodes (find); and for a rule other rules call,
// the same for a match that begins at a given offset.
func (m *model) genRule(ru *rule) *File {
	f := m.newFile(m.cfg.Parser)
	v, p := ru.auto.Validate, ru.auto.Parse
	if c := m.set.Callees[ru.r]; c != nil {
		// A rule others call: its functions serve its own entry point too.
		m.genCalled(f, ru, c)
		return f
	}
	f.Add(cmtf("validate%s decides rule %s (%s):\n\n%s\n\n%d states, %d byte classes%s.", ru.name, ru.r.Name, m.source(ru.r), m.ruleDoc(ru.r), len(v.States), v.NClasses, m.form(ru)))
	m.genFunc(f, ru, "validate", "validate"+ru.name, v, false)
	if m.api("parse") {
		f.Add(cmtf("run%s parses rule %s, recording the nodes of %s.\n%d states, %d byte classes, %d registers.", ru.name, ru.r.Name, m.nodesIn(ru), len(p.States), p.NClasses, p.Regs))
		m.genFunc(f, ru, "run", "run"+ru.name, p, false)
	}
	if m.api("find") {
		f.Add(cmtf("find%s matches rule %s, recording the span of the last match of each\nnode kind (%s).", ru.name, ru.r.Name, m.findNodesIn(ru)))
		m.genFunc(f, ru, "find", "find"+ru.name, ru.findAuto.Parse, false)
	}
	return f
}

// genCalled writes the functions of a rule that other rules call, for a
// match that begins at a given offset; the rule's own entry points call
// them from offset 0 and require the match to end at the end of the input
// (the rule's language is prefix-free, so its match is its only one).
func (m *model) genCalled(f *File, ru *rule, c *dfa.Automata) {
	if pkg, ok := m.extern[ru.r]; ok {
		m.genExtern(f, ru, c, pkg)
		return
	}
	if ru.entry {
		m.genPrefix(f, ru)
	}
	end := Lit(m.expectText(EndOfInput))
	f.Add(cmtf("validateCall%s decides a match of rule %s (%s) that begins at offset i:\n\n%s\n\n%d states, %d byte classes.", ru.name, ru.r.Name, m.source(ru.r), m.ruleDoc(ru.r), len(c.Validate.States), c.Validate.NClasses))
	m.genFunc(f, ru, "validate", "validateCall"+ru.name, c.Validate, true)
	m.genValidateCalled(f, ru)
	if m.api("parse") {
		f.Add(cmtf("runCall%s parses a match of rule %s that begins at offset i; the\ncaller records the rule's own node. %d states, %d registers.", ru.name, ru.r.Name, len(c.Parse.States), c.Parse.Regs))
		m.genFunc(f, ru, "run", "runCall"+ru.name, c.Parse, true)
		open := dfa.Tag{Node: ru.kind}
		shut := dfa.Tag{Node: ru.kind, Exit: true}
		f.Add(cmtf("run%s parses rule %s, recording the nodes of %s.", ru.name, ru.r.Name, m.nodesIn(ru)))
		f.Func().Id("run"+ru.name).Params(Id("s").String(), Id("log").Index().Id("event")).Params(Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()).BlockFunc(func(g *Group) {
			g.Id("r0").Op(":=").Int32().Parens(Lit(0))
			push(g, "h", Id("r0"), []dfa.Tag{open}, Lit(0))
			g.List(Id("n"), Id("h"), Id("log"), Id("fail"), Id("expect")).Op(":=").Id("runCall"+ru.name).Call(Id("s"), Lit(0), Id("log"), Id("h"))
			g.If(Id("fail").Op(">=").Lit(0)).Block(Return(Lit(0), Id("log"), Id("fail"), Id("expect")))
			g.If(Id("n").Op("<").Len(Id("s"))).Block(Return(Lit(0), Id("log"), Id("n"), end))
			push(g, "e", Id("h"), []dfa.Tag{shut}, Int32().Parens(Id("n")))
			g.Return(Id("e"), Id("log"), Lit(-1), Lit(0))
		})
	}
	if m.api("find") {
		f.Add(cmtf("findCall%s finds the spans of nodes in a match of rule %s that begins\nat offset i.", ru.name, ru.r.Name))
		m.genFunc(f, ru, "find", "findCall"+ru.name, m.findSet.Callees[ru.r].Parse, true)
		f.Add(cmtf("find%s matches rule %s, recording the span of the last match of each\nnode kind (%s).", ru.name, ru.r.Name, m.findNodesIn(ru)))
		f.Func().Id("find"+ru.name).Params(Id("s").String(), Id("out").Op("*").Qual(m.cfg.AST.Path, "Spans")).Params(Id("fail").Int(), Id("expect").Uint16()).BlockFunc(func(g *Group) {
			g.Id("v").Op(":=").Id("noSpans")
			g.List(Id("n"), Id("fail"), Id("expect")).Op(":=").Id("findCall"+ru.name).Call(Id("s"), Lit(0), Op("&").Id("v"))
			g.If(Id("fail").Op(">=").Lit(0)).Block(Return(Id("fail"), Id("expect")))
			g.If(Id("n").Op("<").Len(Id("s"))).Block(Return(Id("n"), end))
			if slot := m.slot(ru); slot >= 0 {
				g.Id("v").Index(Lit(slot)).Op(",").Id("v").Index(Lit(slot+1)).Op("=").List(Lit(0), Int32().Parens(Id("n")))
			}
			g.Op("*").Id("out").Op("=").Id("v")
			g.Return(Lit(-1), Lit(0))
		})
	}
}

// genValidateCalled writes validateNAME of called rule ru: its match from
// offset 0, which must end at the end of the input.
func (m *model) genValidateCalled(f *File, ru *rule) {
	end := Lit(m.expectText(EndOfInput))
	f.Add(cmtf("validate%s decides rule %s.", ru.name, ru.r.Name))
	f.Func().Id("validate"+ru.name).Params(Id("s").String()).Params(Id("fail").Int(), Id("expect").Uint16()).Block(
		List(Id("n"), Id("fail"), Id("expect")).Op(":=").Id("validateCall"+ru.name).Call(Id("s"), Lit(0)),
		If(Id("fail").Op(">=").Lit(0)).Block(Return(Id("fail"), Id("expect"))),
		If(Id("n").Op("<").Len(Id("s"))).Block(Return(Id("n"), end)),
		Return(Lit(-1), Lit(0)),
	)
}

// nodesIn names the node rules a parse of ru can record.
func (m *model) nodesIn(ru *rule) string {
	var names []string
	seen := map[*rule]bool{}
	var walk func(r *rule)
	walk = func(r *rule) {
		for _, c := range r.children {
			if !seen[c.rule] {
				seen[c.rule] = true
				names = append(names, c.rule.r.Name)
				walk(c.rule)
			}
		}
	}
	walk(ru)
	if len(names) == 0 {
		return "none but the root"
	}
	return joinOr(names)
}

// findNodesIn names the rules whose spans Find records in a match of ru:
// ru itself and the rules it uses that are find nodes.
func (m *model) findNodesIn(ru *rule) string {
	var names []string
	if m.nodeCount() == 0 {
		return "none"
	}
	reach := check.Reachable(m.g, []*abnf.Rule{ru.r})
	for _, r := range m.rules {
		if r.findNode && reach[r.r] {
			names = append(names, r.r.Name)
		}
	}
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// genTables writes what the rules' automata share: byte classes, loop sets
// and expectation texts. It runs last: the rules' files add to them.
func (m *model) genTables() *File {
	f := m.newFile(m.cfg.Parser)
	if len(m.classes) > 0 {
		f.Add(cmt("The byte-class maps, each named after the first rule whose automata\nread it."))
		f.Const().DefsFunc(func(g *Group) {
			for i, name := range m.classNames {
				g.Id(name).Op("=").Lit(i).Comment("the automata of " + strings.Join(m.classUsers[i], ", "))
			}
		})
	}
	f.Add(cmt("classes maps bytes to the byte classes of the rules' automata."))
	f.Var().Id("classes").Op("=").Index(Op("...")).Index(Lit(256)).Uint8().ValuesFunc(func(g *Group) {
		for i, c := range m.classes {
			vals := make([]int, 256)
			for b, x := range c {
				vals[b] = int(x)
			}
			g.Line().Id(m.classNames[i]).Op(":").Add(ints(vals, 32))
		}
		g.Line()
	})
	if len(m.loops) > 0 {
		f.Add(cmt("The loop sets, each named after the rule a state that stays in place\non it is in."))
		f.Const().DefsFunc(func(g *Group) {
			for i, name := range m.loopNames {
				var set dfa.ByteSet
				for b, in := range m.loops[i] {
					if in {
						set.Add(byte(b))
					}
				}
				what := m.loopRules[i]
				if what == "" {
					what = "the start"
				}
				g.Id(name).Op("=").Lit(i).Comment(fmt.Sprintf("%s, in %s", set, what))
			}
		})
	}
	f.Add(cmt("loops are the sets of bytes on which a state stays in place, with\ntheir nibble tables for the vector unit (machine.Class)."))
	f.Var().Id("loops").Op("=").Index(Op("...")).Qual(m.runtime(), "Class").ValuesFunc(func(g *Group) {
		for i, l := range m.loops {
			c := machine.NewClass(&l)
			fields := Dict{Id("Bytes"): Index(Lit(256)).Bool().ValuesFunc(func(g *Group) {
				for b, in := range l {
					if in {
						g.Add(byteLit(b)).Op(":").True()
					}
				}
			})}
			if c.Vector {
				fields[Id("Lo")] = nibbles(&c.Lo)
				fields[Id("Hi")] = nibbles(&c.Hi)
				fields[Id("Vector")] = True()
			}
			g.Line().Id(m.loopNames[i]).Op(":").Values(fields)
		}
		g.Line()
	})
	f.Add(cmt("expectations are what the grammar allows where a match stops."))
	f.Var().Id("expectations").Op("=").Index(Op("...")).String().ValuesFunc(func(g *Group) {
		for _, e := range m.expectations {
			g.Line().Lit(e)
		}
		g.Line()
	})
	f.Add(cmt("expectationLists are the items of expectations, in the same order."))
	f.Var().Id("expectationLists").Op("=").Index(Op("...")).Index().String().ValuesFunc(func(g *Group) {
		for _, items := range m.expectLists {
			if len(items) == 0 {
				g.Line().Nil()
				continue
			}
			g.Line().ValuesFunc(func(g *Group) {
				for _, it := range items {
					g.Lit(it)
				}
			})
		}
		g.Line()
	})
	if len(m.cfg.Nodes) > 0 {
		m.genNodeSets(f)
	}
	if len(m.extern) > 0 {
		m.genExpectation(f)
	}
	return f
}

// genNodeSets writes expectationNodes and nodeSets, which say which
// nodes a failure is inside, by its expectation (machine.Error.Nodes).
func (m *model) genNodeSets(f *File) {
	m.nodeSet([]string{""}) // so that nodeSets begins with its nil, unknown
	f.Add(cmt("expectationNodes are the nodes a failure is inside, by the index of its\nexpectation: an index into nodeSets."))
	typ := Uint8()
	if len(m.nodeSets) > 256 {
		typ = Uint16()
	}
	f.Var().Id("expectationNodes").Op("=").Index(Op("...")).Add(typ).Add(ints(m.expectNodes, 32))
	f.Add(cmt("nodeSets are the lists of nodes a failure is inside, as Error.Nodes\nsays: nil where it is not known."))
	f.Var().Id("nodeSets").Op("=").Index(Op("...")).Index().String().ValuesFunc(func(g *Group) {
		for _, names := range m.nodeSets {
			if names == nil {
				g.Line().Nil()
				continue
			}
			g.Line().ValuesFunc(func(g *Group) {
				for _, n := range names {
					g.Lit(n)
				}
			})
		}
		g.Line()
	})
}

// byteLit writes a byte value as a character literal where it is a
// printable ASCII character ('a', '%'), else as a number.
func byteLit(b int) Code {
	if b > ' ' && b < 0x7f {
		return LitRune(rune(b))
	}
	return Lit(b)
}

// nibbles writes a nibble table of a machine.Class, in hexadecimal.
func nibbles(t *[16]uint8) *Statement {
	return Index(Lit(16)).Uint8().ValuesFunc(func(g *Group) {
		for _, v := range t {
			g.Op(fmt.Sprintf("0x%02x", v))
		}
	})
}

// ints writes the braces of a composite literal of vals, perLine values
// to a line.
func ints(vals []int, perLine int) *Statement {
	return ValuesFunc(func(g *Group) {
		for i, v := range vals {
			if i%perLine == 0 {
				g.Line().Lit(v)
			} else {
				g.Lit(v)
			}
		}
		if len(vals) > 0 {
			g.Line()
		}
	})
}
