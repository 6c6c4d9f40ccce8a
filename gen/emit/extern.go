package emit

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"slices"
	"strings"

	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/dfa"
)

// Rules shared between generated packages. A rule that a grammar compiles
// once and calls (a prefix-free rule, such as RFC 3986's IP-literal) is
// offered, when it has entry points, as PrefixNAME: a match that begins at
// a given offset. A parser of another grammar that uses the same rule
// (Config.Extern: RFC 3987, RFC 8089 and the scheme grammars over RFC
// 3986) calls it instead of compiling its own copy. DefinitionNAME_HASH
// names the ABNF of the rule and of the rules it uses, so that the two
// packages compile together only when their rule is the same.

// externs resolves Config.Extern: each rule must be one the grammar calls,
// with no node inside it that Parse or Find would record.
func (m *model) externs() error {
	for name, pkg := range m.cfg.Extern {
		r := m.g.Rule(name)
		switch {
		case r == nil:
			return fmt.Errorf("-extern %s: no such rule", name)
		case m.set.Callees[r] == nil:
			return fmt.Errorf("-extern %s: the rule is not compiled once and called here (only a prefix-free rule of 32 DFA states or more that other rules begin is), so it has no automaton to share", name)
		case m.api("parse") && tags(m.set.Callees[r].Parse):
			return fmt.Errorf("-extern %s: a node of Parse lies inside the rule; the automaton of another package records none", name)
		case m.api("find") && m.recordsSpans(m.findSet.Callees[r].Parse):
			return fmt.Errorf("-extern %s: a node of Find lies inside the rule; the automaton of another package records none", name)
		}
		if m.extern == nil {
			m.extern = map[*abnf.Rule]string{}
		}
		m.extern[r] = pkg
	}
	return nil
}

// tags reports whether the parsing automaton d records any node.
func tags(d *dfa.DFA) bool {
	for _, st := range d.States {
		if st.Call != nil || st.Final != nil && len(st.Final.Tags) > 0 {
			return true
		}
		for _, t := range st.Next {
			for _, op := range t.Ops {
				if len(op.Tags) > 0 {
					return true
				}
			}
		}
	}
	return false
}

// definition hashes the ABNF of rule r and of every rule it uses, as the
// files define them (names as written, bodies as Format writes them), and
// the encoding: the identity of the language a shared automaton decides
// and of the expectations its errors name.
func (m *model) definition(r *abnf.Rule) string {
	var names []string
	seen := map[*abnf.Rule]bool{}
	var walk func(r *abnf.Rule)
	walk = func(r *abnf.Rule) {
		if seen[r] {
			return
		}
		seen[r] = true
		names = append(names, r.Name+" = "+abnf.Format(r.Body()))
		for _, ref := range abnf.Refs(r.Body()) {
			if u := m.g.Rule(ref.Name); u != nil {
				walk(u)
			}
		}
	}
	walk(r)
	slices.Sort(names)
	h := sha256.New()
	// The encoding changes the language of a rule with terminals beyond
	// ASCII only: over ASCII, bytes and code points are one.
	ascii := true
	for u := range seen {
		abnf.Walk(u.Body(), func(n abnf.Node) bool {
			switch n := n.(type) {
			case *abnf.NumVal:
				ascii = ascii && !slices.ContainsFunc(n.Values, func(v rune) bool { return v > 0x7f })
			case *abnf.CharVal:
				ascii = ascii && !strings.ContainsFunc(n.Text, func(c rune) bool { return c > 0x7f })
			}
			return true
		})
	}
	if !ascii {
		fmt.Fprintln(h, "utf8", m.utf8)
	}
	for _, n := range names {
		fmt.Fprintln(h, n)
	}
	return "Definition" + m.byRef[r].name + "_" + hex.EncodeToString(h.Sum(nil))[:12]
}

// genPrefix writes PrefixNAME and DefinitionNAME_HASH, which offer the
// automaton of called rule ru to parsers of other grammars.
func (m *model) genPrefix(f *File, ru *rule) {
	f.Add(cmtf("Prefix%s matches rule %s (%s) at offset i of s: end is where the\nmatch ends (no match of %s is a prefix of another), or fail is the first\noffset no match can go past and expected what the grammar allows there.\nParsers of other grammars that use the rule call it (abnf gen -extern).", ru.name, ru.r.Name, m.source(ru.r), ru.r.Name))
	f.Func().Id("Prefix"+ru.name).Params(Id("s").String(), Id("i").Int()).Params(Id("end"), Id("fail").Int(), Id("expected").String()).Block(
		List(Id("end"), Id("fail"), Id("x")).Op(":=").Id("validateCall"+ru.name).Call(Id("s"), Id("i")),
		If(Id("fail").Op(">=").Lit(0)).Block(Return(Lit(0), Id("fail"), Id("expectations").Index(Id("x")))),
		Return(Id("end"), Lit(-1), Lit("")),
	)
	def := m.definition(ru.r)
	f.Add(cmtf("%s names the ABNF of rule %s and of the rules it uses: a parser\nthat calls Prefix%s refers to it, so that it compiles only with this\npackage when the rule is defined the same way.", def, ru.r.Name, ru.name))
	f.Const().Id(def).Op("=").True()
}

// genExtern writes the functions of called rule ru as calls of the
// automaton that package pkg offers (Prefix): a validating function that
// turns its expectations into this package's, and, nothing inside the
// rule being a node, a parsing and a finding function that record nothing
// (the caller records the rule's own node).
func (m *model) genExtern(f *File, ru *rule, c *dfa.Automata, pkg string) {
	// The expectations the other package's automaton names, so that this
	// package's table has them: the same automaton, the same texts.
	for k := range c.Validate.States {
		m.expect(c.Validate, k)
	}
	site := m.sites[ru.r]
	m.expectIn(site, EndOfInput)
	m.expectIn(site)
	f.Var().Id("_").Op("=").Qual(pkg, m.definition(ru.r))
	f.Add(cmtf("validateCall%s decides a match of rule %s (%s) that begins at offset i:\n\n%s\n\nwith the automaton of package %s.", ru.name, ru.r.Name, m.source(ru.r), m.ruleDoc(ru.r), path.Base(pkg)))
	f.Func().Id("validateCall"+ru.name).Params(Id("s").String(), Id("i").Int()).Params(Id("end"), Id("fail").Int(), Id("expect").Uint16()).Block(
		List(Id("end"), Id("fail"), Id("x")).Op(":=").Qual(pkg, "Prefix"+ru.name).Call(Id("s"), Id("i")),
		If(Id("fail").Op(">=").Lit(0)).Block(Return(Lit(0), Id("fail"), Id("expectation").Call(Id("x"), Lit(site)))),
		Return(Id("end"), Lit(-1), Lit(0)),
	)
	m.genValidateCalled(f, ru)
	if m.api("parse") {
		f.Add(cmtf("runCall%s parses a match of rule %s that begins at offset i, in\nwhich no node lies; the caller records the rule's own node.", ru.name, ru.r.Name))
		f.Func().Id("runCall"+ru.name).Params(Id("s").String(), Id("i").Int(), Id("log").Index().Id("event"), Id("r0").Int32()).Params(Id("end").Int(), Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()).Block(
			List(Id("end"), Id("fail"), Id("expect")).Op("=").Id("validateCall"+ru.name).Call(Id("s"), Id("i")),
			Return(Id("end"), Id("r0"), Id("log"), Id("fail"), Id("expect")),
		)
		open, shut := dfa.Tag{Node: ru.kind}, dfa.Tag{Node: ru.kind, Exit: true}
		f.Add(cmtf("run%s parses rule %s, recording its node.", ru.name, ru.r.Name))
		f.Func().Id("run"+ru.name).Params(Id("s").String(), Id("log").Index().Id("event")).Params(Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()).Block(
			If(List(Id("fail"), Id("expect")).Op("=").Id("validate"+ru.name).Call(Id("s")), Id("fail").Op(">=").Lit(0)).Block(
				Return(Lit(0), Id("log"), Id("fail"), Id("expect")),
			),
			List(Id("hist"), Id("log")).Op("=").Qual(m.runtime(), "PushTags").Call(Id("log"), Lit(0), Index().Uint16().Values(Lit(tagWord(open))), Lit(0)),
			List(Id("hist"), Id("log")).Op("=").Qual(m.runtime(), "PushTags").Call(Id("log"), Id("hist"), Index().Uint16().Values(Lit(tagWord(shut))), Int32().Parens(Len(Id("s")))),
			Return(Id("hist"), Id("log"), Lit(-1), Lit(0)),
		)
	}
	if m.api("find") {
		f.Add(cmtf("findCall%s matches rule %s from offset i, in which no node lies; the\ncaller records the rule's own node.", ru.name, ru.r.Name))
		f.Func().Id("findCall"+ru.name).Params(Id("s").String(), Id("i").Int(), Id("v").Op("*").Qual(m.cfg.AST.Path, "Spans")).Params(Id("end"), Id("fail").Int(), Id("expect").Uint16()).Block(
			Return(Id("validateCall"+ru.name).Call(Id("s"), Id("i"))),
		)
		f.Add(cmtf("find%s matches rule %s, recording its span when it is a node.", ru.name, ru.r.Name))
		f.Func().Id("find"+ru.name).Params(Id("s").String(), Id("out").Op("*").Qual(m.cfg.AST.Path, "Spans")).Params(Id("fail").Int(), Id("expect").Uint16()).BlockFunc(func(g *Group) {
			g.If(List(Id("fail"), Id("expect")).Op("=").Id("validate"+ru.name).Call(Id("s")), Id("fail").Op(">=").Lit(0)).Block(Return())
			g.Op("*").Id("out").Op("=").Id("noSpans")
			if slot := m.slot(ru); slot >= 0 {
				g.Id("out").Index(Lit(slot)).Op(",").Id("out").Index(Lit(slot+1)).Op("=").List(Lit(0), Int32().Parens(Len(Id("s"))))
			}
			g.Return(Lit(-1), Lit(0))
		})
	}
}

// genExpectation writes expectation, which finds an expectation text of
// another package's automaton in this package's table, at a place inside
// the nodes nodeSets[set] (see sites).
func (m *model) genExpectation(f *File) {
	f.Add(cmt("expectation returns the index of text in expectations, where the texts\nof the automata of other packages this parser calls are too, inside the\nnodes nodeSets[set] where the parser has nodes."))
	same := Id("e").Op("==").Id("text")
	if len(m.cfg.Nodes) > 0 {
		same = same.Op("&&").Int().Parens(Id("expectationNodes").Index(Id("k"))).Op("==").Id("set")
	}
	f.Func().Id("expectation").Params(Id("text").String(), Id("set").Int()).Uint16().Block(
		For(List(Id("k"), Id("e")).Op(":=").Range().Id("expectations")).Block(
			If(same).Block(Return(Uint16().Parens(Id("k")))),
		),
		// Not reached: the automata are the same (DefinitionNAME_HASH),
		// and so are the texts; "nothing" is what an empty list reads.
		Return(Lit(m.expectText())),
	)
}
