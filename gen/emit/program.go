package emit

import (
	"fmt"

	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// genProgram writes a recursive grammar as the table package machine runs:
// each rule's right-hand side flattened into elements.
func (m *model) genProgram() *File {
	f := m.newFile(m.cfg.Parser)
	nullable := check.Nullable(m.g)
	var elems []Code
	var compile func(n abnf.Node) int
	add := func(fields Dict) int {
		elems = append(elems, Values(fields))
		return len(elems) - 1
	}
	kids := func(nodes []abnf.Node) Code {
		var ids []Code
		for _, n := range nodes {
			ids = append(ids, Lit(compile(n)))
		}
		return Index().Int32().Values(ids...)
	}
	op := func(name string) Code { return Qual(m.runtime(), name) }
	compile = func(n abnf.Node) int {
		switch n := n.(type) {
		case *abnf.Alternation:
			// The kids first, so that ids are in the order elements print.
			k := kids(n.Alts)
			return add(Dict{Id("Op"): op("Alt"), Id("Kids"): k})
		case *abnf.Concatenation:
			k := kids(n.Items)
			return add(Dict{Id("Op"): op("Seq"), Id("Kids"): k})
		case *abnf.Group:
			return compile(n.Body)
		case *abnf.Repetition:
			k := kids([]abnf.Node{n.Item})
			return add(Dict{Id("Op"): op("Rep"), Id("Kids"): k, Id("Min"): Lit(n.Min), Id("Max"): Lit(n.Max)})
		case *abnf.RuleRef:
			return add(Dict{Id("Op"): op("Ref"), Id("Rule"): Lit(m.byRef[m.g.Rule(n.Name)].kind - 1), Id("Text"): Lit(n.Name)})
		case *abnf.CharVal:
			var descs []Code
			for i := 0; i < len(n.Text); i++ {
				descs = append(descs, Lit(n.CharText(i)))
			}
			return add(Dict{Id("Op"): op("Lit"), Id("Text"): Lit(n.Text), Id("Exact"): Lit(n.CaseSensitive), Id("Descs"): Index().String().Values(descs...)})
		case *abnf.NumVal:
			if m.utf8 {
				// Code points, read as UTF-8.
				if n.Range {
					return add(Dict{Id("Op"): op("Runes"), Id("Text"): Lit(n.Text), Id("Lo"): Lit(n.Values[0]), Id("Hi"): Lit(n.Values[1])})
				}
				var ids []Code
				for i, v := range n.Values {
					ids = append(ids, Lit(add(Dict{Id("Op"): op("Runes"), Id("Text"): Lit(n.ValueText(i)), Id("Lo"): Lit(v), Id("Hi"): Lit(v)})))
				}
				if len(ids) == 1 {
					return len(elems) - 1
				}
				return add(Dict{Id("Op"): op("Seq"), Id("Kids"): Index().Int32().Values(ids...)})
			}
			if n.Range {
				return add(Dict{Id("Op"): op("Set"), Id("Text"): Lit(n.Text), Id("Bytes"): byteSet(n, n.Values[0], n.Values[1])})
			}
			var text []byte
			var descs []Code
			for i, v := range n.Values {
				if v > 0xFF {
					panic(fmt.Errorf("%s: num-val %s has values above 0xFF; code-point grammars are not supported yet", n.At, n.Text))
				}
				text = append(text, byte(v))
				descs = append(descs, Lit(n.ValueText(i)))
			}
			return add(Dict{Id("Op"): op("Lit"), Id("Text"): Lit(string(text)), Id("Exact"): True(), Id("Descs"): Index().String().Values(descs...)})
		}
		return add(Dict{Id("Op"): op("Never"), Id("Text"): Lit(abnf.Format(n))})
	}
	var rules []Code
	for _, ru := range m.rules {
		body := compile(ru.r.Body())
		rules = append(rules, Values(Dict{
			Id("Name"):     Lit(ru.r.Name),
			Id("Body"):     Lit(body),
			Id("Node"):     Lit(ru.node),
			Id("Nullable"): Lit(nullable[ru.r]),
		}))
	}
	f.Add(cmtf("program is the grammar as package machine runs it: rule i is the rule of\nkind i+1; each rule's elements are numbered depth first."))
	f.Var().Id("program").Op("=").Qual(m.runtime(), "Program").Values(Dict{
		Id("Rules"): Index().Qual(m.runtime(), "Rule").ValuesFunc(func(g *Group) {
			for _, r := range rules {
				g.Line().Add(r)
			}
			g.Line()
		}),
		Id("Elems"): Index().Qual(m.runtime(), "Elem").ValuesFunc(func(g *Group) {
			for _, e := range elems {
				g.Line().Add(e)
			}
			g.Line()
		}),
	})
	return f
}

// byteSet writes the set of byte values lo through hi.
func byteSet(n *abnf.NumVal, lo, hi rune) Code {
	if hi > 0xFF {
		panic(fmt.Errorf("%s: num-val %s has values above 0xFF; code-point grammars are not supported yet", n.At, n.Text))
	}
	return Op("&").Index(Lit(256)).Bool().ValuesFunc(func(g *Group) {
		for b := lo; b <= hi; b++ {
			g.Lit(int(b)).Op(":").True()
		}
	})
}

// genAppendInterp writes Append for a recursive grammar.
func (m *model) genAppendInterp(f *File) {
	astPath := m.cfg.AST.Path
	f.Add(cmt("Append parses s as rule r and appends the records of its parse tree to\ndst, the root first; record indices (Record.Next) count from the root."))
	f.Func().Id("Append").Params(Id("dst").Index().Qual(astPath, "Record"), Id("r").Id("Rule"), Id("s").String()).Params(Index().Qual(astPath, "Record"), Error()).Block(
		List(Id("nodes"), Id("f")).Op(":=").Id("program").Dot("Match").Call(Int().Parens(Id("r")).Op("-").Lit(1), Id("s"), Nil(), True()),
		If(Id("f").Op("!=").Nil()).Block(Return(Id("dst"), Id("failure").Call(Id("r"), Id("s"), Id("f")))),
		For(List(Id("_"), Id("n")).Op(":=").Range().Id("nodes")).Block(
			Id("dst").Op("=").Append(Id("dst"), Qual(astPath, "Record").Values(Dict{
				Id("Kind"): Qual(astPath, "Kind").Call(Id("n").Dot("Kind")),
				Id("Pos"):  Id("n").Dot("Pos"),
				Id("End"):  Id("n").Dot("End"),
				Id("Next"): Id("n").Dot("Next"),
			})),
		),
		Return(Id("dst"), Nil()),
	)
	m.genFailure(f)
}

// failureError writes the *Error of failure f of rule r.
func (m *model) failureError() Code {
	fields := Dict{Id("Rule"): Id("r"), Id("Input"): Id("s"), Id("Offset"): Id("f").Dot("Offset"), Id("Expected"): Id("exp"), Id("ExpectedList"): Id("list"), Id("Limit"): Id("f").Dot("Limit")}
	if m.utf8 {
		fields[Id("UTF8")] = True()
	}
	return Op("&").Id("Error").Values(fields)
}

// genFailure writes failure, which turns the runtime's failures into
// errors, for a recursive grammar.
func (m *model) genFailure(f *File) {
	f.Add(cmt("failure turns the failure of Match into an *Error, or nil."))
	f.Func().Id("failure").Params(Id("r").Id("Rule"), Id("s").String(), Id("f").Op("*").Qual(m.runtime(), "Failure")).Error().Block(
		If(Id("f").Op("==").Nil()).Block(Return(Nil())),
		Id("exp").Op(":=").Lit("nothing"),
		Switch(Id("n").Op(":=").Len(Id("f").Dot("Expected")), Empty()).Block(Case(Id("n").Op("==").Lit(1)).Block(
			Id("exp").Op("=").Id("f").Dot("Expected").Index(Lit(0)),
		), Case(Id("n").Op(">").Lit(1)).Block(
			Id("exp").Op("=").Qual("strings", "Join").Call(Id("f").Dot("Expected").Index(Empty(), Id("n").Op("-").Lit(1)), Lit(", ")).Op("+").Lit(" or ").Op("+").Id("f").Dot("Expected").Index(Id("n").Op("-").Lit(1)),
		)),
		Id("list").Op(":=").Id("f").Dot("Expected").Index(Empty(), Len(Id("f").Dot("Expected")), Len(Id("f").Dot("Expected"))),
		If(Id("f").Dot("Limit").Op("!=").Lit("")).Block(List(Id("exp"), Id("list")).Op("=").List(Lit(""), Nil())),
		Return(m.failureError()),
	)
}
