package emit

import (
	. "github.com/dave/jennifer/jen"
)

// genEngine writes what the run functions of every rule share: the events
// of histories, and the step from a history to tree records.
func (m *model) genEngine() *File {
	f := m.newFile(m.cfg.Parser)
	astPath := m.cfg.AST.Path
	f.Add(cmt("event is a node boundary in a history (see machine.Event)."))
	f.Type().Id("event").Op("=").Qual(m.runtime(), "Event")
	f.Add(cmt("maxDepth is the deepest any tree of the grammar can be."))
	f.Const().Id("maxDepth").Op("=").Lit(m.maxDepth)

	f.Add(cmt("span is where an open node ends and the index of the record after its\nsubtree, while build walks back to its start."))
	f.Type().Id("span").Struct(List(Id("end"), Id("next")).Int32())
	f.Add(cmt("build appends to dst the records of the tree whose events end at hist.\nWalking the events from the last, each end is met before its start, and\nthe records are filled from the last one back: when a node's end is met,\nthe records after its subtree are already numbered."))
	f.Func().Id("build").Params(Id("dst").Index().Qual(astPath, "Record"), Id("log").Index().Id("event"), Id("hist").Int32()).Index().Qual(astPath, "Record").Block(
		Id("n").Op(":=").Int().Parens(Id("log").Index(Id("hist")).Dot("Nodes")),
		Id("base").Op(":=").Len(Id("dst")),
		Id("dst").Op("=").Qual("slices", "Grow").Call(Id("dst"), Id("n")).Index(Empty(), Id("base").Op("+").Id("n")),
		Id("recs").Op(":=").Id("dst").Index(Id("base"), Empty()),
		Var().Id("ends").Index(Id("maxDepth")).Id("span"),
		Id("depth").Op(":=").Lit(0),
		Id("idx").Op(":=").Int32().Parens(Id("n")),
		For(Id("e").Op(":=").Id("hist"), Id("e").Op(">").Lit(0), Id("e").Op("=").Id("log").Index(Id("e")).Dot("Prev")).Block(
			Id("ev").Op(":=").Op("&").Id("log").Index(Id("e")),
			If(Id("ev").Dot("Tag").Op("&").Lit(1).Op("!=").Lit(0)).Block(
				Id("ends").Index(Id("depth")).Op("=").Id("span").Values(Id("ev").Dot("Pos"), Id("idx")),
				Id("depth").Op("++"),
				Continue(),
			),
			Id("depth").Op("--"),
			Id("idx").Op("--"),
			Id("recs").Index(Id("idx")).Op("=").Qual(astPath, "Record").Values(Dict{
				Id("Kind"): Qual(astPath, "Kind").Call(Id("ev").Dot("Tag").Op(">>").Lit(1)),
				Id("Pos"):  Id("ev").Dot("Pos"),
				Id("End"):  Id("ends").Index(Id("depth")).Dot("end"),
				Id("Next"): Id("ends").Index(Id("depth")).Dot("next"),
			}),
		),
		Return(Id("dst")),
	)
	return f
}
