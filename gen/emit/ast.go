package emit

import (
	"fmt"
	"path"
	"strings"

	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/abnf"
)

// files lays out the generated packages.
func (m *model) files() map[string]*File {
	out := map[string]*File{
		path.Join(m.cfg.Parser.Dir, "parser.go"): m.genParser(),
	}
	if !m.validateOnly() {
		out[path.Join(m.cfg.AST.Dir, "ast.go")] = m.genAST()
	}
	if m.trees() {
		out[path.Join(m.cfg.AST.Dir, "nodes.go")] = m.genNodes()
	}
	if m.recursive {
		out[path.Join(m.cfg.Parser.Dir, "program.go")] = m.genProgram()
		return out
	}
	if m.api("parse") {
		out[path.Join(m.cfg.Parser.Dir, "engine.go")] = m.genEngine()
	}
	for _, ru := range m.rules {
		if ru.entry || m.set.Callees[ru.r] != nil {
			out[m.ruleFile(ru)] = m.genRule(ru)
		}
	}
	// Shared tables last: the rule files add to them.
	out[path.Join(m.cfg.Parser.Dir, "tables.go")] = m.genTables()
	return out
}

// ruleFile is the path of the file of rule ru's automata.
func (m *model) ruleFile(ru *rule) string {
	return path.Join(m.cfg.Parser.Dir, "rule_"+snake(ru.r.Name)+".go")
}

func snake(rule string) string {
	return strings.ToLower(strings.ReplaceAll(rule, "-", "_"))
}

func (m *model) newFile(p Package) *File {
	f := NewFilePathName(p.Path, p.Name)
	f.HeaderComment(m.header())
	return f
}

// ruleDoc is the doc comment text quoting a rule as the grammar writes it.
func (m *model) ruleDoc(r *abnf.Rule) string {
	return fmt.Sprintf("\t%s = %s", r.Name, abnf.Format(r.Body()))
}

func (m *model) kindName(ru *rule) string { return "Kind" + ru.name }

// genAST writes the tree types every grammar shares: Kind, Record, Tree,
// Node, Walk and Inspect.
func (m *model) genAST() *File {
	f := m.newFile(m.cfg.AST)
	var nodes []string
	for _, ru := range m.rules {
		if ru.node {
			nodes = append(nodes, ru.r.Name)
		}
	}
	if !m.trees() {
		f.PackageComment(slashes(m.findOnlyDoc()))
	} else {
		f.PackageComment(slashes(fmt.Sprintf(`Package %s declares the parse trees of %s, as package %s builds them.

A tree is a list of Records in pre-order, one per node, each with its
rule (Kind) and the half-open byte span of the source it matched: the
text of a node is a substring of the source, never a copy. Typed views
over the records (one type per node rule, with accessors for the nodes
it contains) implement Node; Walk and Inspect visit them.

The rules that make nodes: %s. A tree's root is a node for the rule
parsed, whatever the rule.

Where the grammar allows several trees for one input, the tree is the
first in priority order: alternatives in the order the grammar writes
them, and one more iteration of a repetition before fewer: the tree a
backtracking parser that tried everything would find first.`, m.cfg.AST.Name, strings.Join(m.cfg.Sources, ", "), m.cfg.Parser.Name, strings.Join(nodes, ", "))))
	}

	f.Add(cmtf("Generation_%s ties this package to the package %s generated with it:\n%s refers to it, so that packages from different runs do not compile\ntogether.", m.hash, m.cfg.Parser.Name, m.cfg.Parser.Name))
	f.Const().Id("Generation_" + m.hash).Op("=").True()

	f.Add(cmt("Kind is the grammar rule a node matched."))
	f.Type().Id("Kind").Add(m.kindType())
	f.Const().DefsFunc(func(g *Group) {
		for i, ru := range m.public() {
			g.Add(cmtf("%s is rule %s (%s), as %s.%s quotes it.", m.kindName(ru), ru.r.Name, m.source(ru.r), m.cfg.Parser.Name, ru.name))
			if i == 0 {
				g.Id(m.kindName(ru)).Id("Kind").Op("=").Iota().Op("+").Lit(1)
			} else {
				g.Id(m.kindName(ru))
			}
		}
	})
	f.Var().Id("kindNames").Op("=").Index(Op("...")).String().ValuesFunc(func(g *Group) {
		g.Line().Lit("")
		for _, ru := range m.public() {
			g.Line().Lit(ru.r.Name)
		}
		g.Line()
	})
	f.Add(cmt("String returns the rule's name as the grammar writes it."))
	f.Func().Params(Id("k").Id("Kind")).Id("String").Params().String().Block(
		If(Int().Parens(Id("k")).Op(">=").Len(Id("kindNames"))).Block(Return(Lit("Kind(").Op("+").Qual("strconv", "Itoa").Call(Int().Parens(Id("k"))).Op("+").Lit(")"))),
		Return(Id("kindNames").Index(Id("k"))),
	)

	if m.trees() {
		m.genTree(f)
	}
	m.genSpans(f)
	if m.trees() {
		m.genWalk(f)
	}
	return f
}

// findOnlyDoc is the package comment of a tree package without trees
// (-api find): Spans is the syntax tree its parser offers.
func (m *model) findOnlyDoc() string {
	var nodes []string
	for _, ru := range m.rules {
		if ru.findNode {
			nodes = append(nodes, ru.r.Name)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, `Package %[1]s declares Kind, the rules of %[2]s that package %[3]s
names, and Spans, the record of a match that Find of package %[3]s fills
in: for each node rule, where its last match began and ended.`, m.cfg.AST.Name, strings.Join(m.cfg.Sources, ", "), m.cfg.Parser.Name)
	if len(nodes) == 0 {
		b.WriteString(` No rule makes a node (-nodes names none), so Spans has no slots and
Find decides what Validate decides.`)
	} else {
		fmt.Fprintf(&b, ` Spans is the syntax tree of this parser, one span per node rule: a
pass reads a node off it by its kind (Spans.Get), and the node's text is a
substring of the source, never a copy; no tree is built. The rules that
make nodes: %s.

Where the grammar allows several parse trees for one input, the spans are
those of the first in priority order: alternatives in the order the
grammar writes them, and one more iteration of a repetition before fewer:
the tree a backtracking parser that tried everything would find first.`, strings.Join(nodes, ", "))
	}
	fmt.Fprintf(&b, `

This package was generated with -api find. With -api parse, abnf gen also
writes parse trees here (Tree, a typed view per node rule, Walk and
Inspect), which Parse and Append of package %s build.`, m.cfg.Parser.Name)
	return fill(b.String(), 72)
}

// genTree writes the tree, its records and the typed views' common part.
func (m *model) genTree(f *File) {
	f.Add(cmt("Record is a node as a tree stores it."))
	f.Type().Id("Record").Struct(
		Id("Kind").Id("Kind").Comment("the rule matched"),
		Id("Pos").Int32().Comment("offset of the node's first byte in the source"),
		Id("End").Int32().Comment("offset just past its last byte"),
		Id("Next").Int32().Comment("index of the first record after the node's subtree"),
	)
	f.Add(cmt("Tree is the parse tree of Source: its nodes in pre-order, the root first."))
	f.Type().Id("Tree").Struct(
		Id("Source").String(),
		Id("Records").Index().Id("Record"),
	)
	f.Add(cmt("Root returns the root node."))
	f.Func().Params(Id("t").Op("*").Id("Tree")).Id("Root").Params().Id("Node").Block(Return(Id("t").Dot("Node").Call(Lit(0))))
	f.Add(cmt("Node returns the node of record i as its typed view."))
	f.Func().Params(Id("t").Op("*").Id("Tree")).Id("Node").Params(Id("i").Int()).Id("Node").Block(
		Id("b").Op(":=").Id("base").Values(Id("t"), Int32().Parens(Id("i"))),
		Switch(Id("t").Dot("Records").Index(Id("i")).Dot("Kind")).BlockFunc(func(g *Group) {
			for _, ru := range m.rules {
				if ru.node {
					g.Case(Id(m.kindName(ru))).Block(Return(Id(ru.name).Values(Id("b"))))
				}
			}
		}),
		Return(Id("Match").Values(Id("b"))),
	)

	f.Add(cmt("Node is a node of a tree; every node type implements it."))
	f.Type().Id("Node").Interface(
		cmt("Kind is the rule the node matched."),
		Id("Kind").Params().Id("Kind"),
		cmt("Pos is the offset of the node's first byte in the source."),
		Id("Pos").Params().Int(),
		cmt("End is the offset just past the node's last byte."),
		Id("End").Params().Int(),
		cmt("Text is the source text the node matched."),
		Id("Text").Params().String(),
		cmt("Tree is the tree the node belongs to."),
		Id("Tree").Params().Op("*").Id("Tree"),
		cmt("Index is the index of the node's record in its tree."),
		Id("Index").Params().Int(),
		Id("node").Params(),
	)
	f.Add(cmt("base is the part every typed node shares: a record of a tree."))
	f.Type().Id("base").Struct(Id("t").Op("*").Id("Tree"), Id("i").Int32())
	rec := func() *Statement { return Id("b").Dot("t").Dot("Records").Index(Id("b").Dot("i")) }
	method := func(name string, result Code, body ...Code) {
		f.Add(cmt(fmt.Sprintf("%s implements Node.", name)))
		f.Func().Params(Id("b").Id("base")).Id(name).Params().Add(result).Block(body...)
	}
	method("Kind", Id("Kind"), Return(rec().Dot("Kind")))
	method("Pos", Int(), Return(Int().Parens(rec().Dot("Pos"))))
	method("End", Int(), Return(Int().Parens(rec().Dot("End"))))
	method("Text", String(), Id("r").Op(":=").Op("&").Add(rec()), Return(Id("b").Dot("t").Dot("Source").Index(Id("r").Dot("Pos"), Id("r").Dot("End"))))
	method("Tree", Op("*").Id("Tree"), Return(Id("b").Dot("t")))
	method("Index", Int(), Return(Int().Parens(Id("b").Dot("i"))))
	f.Func().Params(Id("base")).Id("node").Params().Block()

	f.Add(cmt("kids calls yield for each child record of b, in order, until it returns false."))
	f.Func().Params(Id("b").Id("base")).Id("kids").Params(Id("yield").Func().Params(Id("base")).Bool()).Block(
		Id("rs").Op(":=").Id("b").Dot("t").Dot("Records"),
		For(Id("j").Op(":=").Id("b").Dot("i").Op("+").Lit(1), Id("j").Op("<").Id("rs").Index(Id("b").Dot("i")).Dot("Next"), Id("j").Op("=").Id("rs").Index(Id("j")).Dot("Next")).Block(
			If(Op("!").Id("yield").Call(Id("base").Values(Id("b").Dot("t"), Id("j")))).Block(Return()),
		),
	)
	f.Add(cmt("child returns the first child of b of kind k."))
	f.Func().Params(Id("b").Id("base")).Id("child").Params(Id("k").Id("Kind")).Params(Id("c").Id("base"), Id("ok").Bool()).Block(
		Id("b").Dot("kids").Call(Func().Params(Id("x").Id("base")).Bool().Block(
			If(Id("x").Dot("Kind").Call().Op("==").Id("k")).Block(
				List(Id("c"), Id("ok")).Op("=").List(Id("x"), True()),
				Return(False()),
			),
			Return(True()),
		)),
		Return(),
	)

}

// genSpans writes Spans, the record of Find, when the parser has Find.
func (m *model) genSpans(f *File) {
	if !m.recursive && m.api("find") {
		f.Add(cmtf("Spans holds, for each node rule, where its last match in a parse began\nand ended, as Find (in package %s) records them: two slots per node rule\nin kind order, -1 when it did not match.", m.cfg.Parser.Name))
		f.Type().Id("Spans").Index(Lit(2 * m.nodeCount())).Int32()
		f.Add(cmt("Get returns where the last match of node rule k began and ended, and\nwhether it matched; false for a rule that makes no node."))
		f.Func().Params(Id("s").Op("*").Id("Spans")).Id("Get").Params(Id("k").Id("Kind")).Params(Id("pos"), Id("end").Int(), Id("ok").Bool()).Block(
			If(Int().Parens(Id("k")).Op(">=").Len(Id("spanSlot"))).Block(Return(Lit(-1), Lit(-1), False())),
			Id("i").Op(":=").Id("spanSlot").Index(Id("k")),
			If(Id("i").Op("<").Lit(0).Op("||").Id("s").Index(Id("i")).Op("<").Lit(0)).Block(Return(Lit(-1), Lit(-1), False())),
			Return(Int().Parens(Id("s").Index(Id("i"))), Int().Parens(Id("s").Index(Id("i").Op("+").Lit(1))), True()),
		)
		f.Add(cmt("spanSlot is the first slot in Spans of each kind, -1 for rules that make\nno node."))
		f.Var().Id("spanSlot").Op("=").Index(Op("...")).Int().ValuesFunc(func(g *Group) {
			g.Line().Lit(-1)
			for _, ru := range m.public() {
				g.Line().Lit(m.slot(ru))
			}
			g.Line()
		})
	}

}

// genWalk writes Match, Children, Walk and Inspect.
func (m *model) genWalk(f *File) {
	f.Add(cmt("Match is the root of a tree for a rule that makes no node of its own."))
	f.Type().Id("Match").Struct(Id("base"))

	f.Add(cmt("Children returns the nodes directly under n, in order."))
	f.Func().Id("Children").Params(Id("n").Id("Node")).Qual("iter", "Seq").Index(Id("Node")).Block(
		Return(Func().Params(Id("yield").Func().Params(Id("Node")).Bool()).Block(
			Id("t").Op(":=").Id("n").Dot("Tree").Call(),
			Id("base").Values(Id("t"), Int32().Parens(Id("n").Dot("Index").Call())).Dot("kids").Call(Func().Params(Id("c").Id("base")).Bool().Block(
				Return(Id("yield").Call(Id("t").Dot("Node").Call(Int().Parens(Id("c").Dot("i"))))),
			)),
		)),
	)
	f.Add(cmt("A Visitor's Visit method is called for each node Walk finds. If it returns\na visitor w, Walk visits the node's children with w, then calls\nw.Visit(nil)."))
	f.Type().Id("Visitor").Interface(Id("Visit").Params(Id("n").Id("Node")).Params(Id("w").Id("Visitor")))
	f.Add(cmt("Walk traverses the tree under n depth first, as go/ast.Walk does."))
	f.Func().Id("Walk").Params(Id("v").Id("Visitor"), Id("n").Id("Node")).Block(
		If(Id("v").Op("=").Id("v").Dot("Visit").Call(Id("n")), Id("v").Op("==").Nil()).Block(Return()),
		For(Id("c").Op(":=").Range().Id("Children").Call(Id("n"))).Block(Id("Walk").Call(Id("v"), Id("c"))),
		Id("v").Dot("Visit").Call(Nil()),
	)
	f.Type().Id("inspector").Func().Params(Id("Node")).Bool()
	f.Func().Params(Id("f").Id("inspector")).Id("Visit").Params(Id("n").Id("Node")).Id("Visitor").Block(
		If(Id("f").Call(Id("n"))).Block(Return(Id("f"))),
		Return(Nil()),
	)
	f.Add(cmt("Inspect traverses the tree under n depth first, calling f for each node\nand, after a node's children, f(nil); when f returns false the node's\nchildren are skipped."))
	f.Func().Id("Inspect").Params(Id("n").Id("Node"), Id("f").Func().Params(Id("Node")).Bool()).Block(
		Id("Walk").Call(Id("inspector").Call(Id("f")), Id("n")),
	)
}

// trees reports whether the parser builds trees, so that package ast
// declares them: Parse is in its API, or the grammar is recursive.
func (m *model) trees() bool { return m.api("parse") || m.recursive && !m.validateOnly() }

// genNodes writes a type for each node rule, with an accessor for each
// kind of node it contains.
func (m *model) genNodes() *File {
	f := m.newFile(m.cfg.AST)
	for _, ru := range m.rules {
		if !ru.node {
			continue
		}
		f.Add(cmtf("%s is a node of rule %s (%s):\n\n%s", ru.name, ru.r.Name, m.source(ru.r), m.ruleDoc(ru.r)))
		f.Type().Id(ru.name).Struct(Id("base"))
		names := accessors(ru.children, nodeMethods)
		for _, c := range ru.children {
			cn, an := c.rule.name, names[c.rule]
			if c.many {
				f.Add(cmtf("%s returns the %s nodes directly under n, in order.", an, c.rule.r.Name))
				f.Func().Params(Id("n").Id(ru.name)).Id(an).Params().Qual("iter", "Seq").Index(Id(cn)).Block(
					Return(Func().Params(Id("yield").Func().Params(Id(cn)).Bool()).Block(
						Id("n").Dot("kids").Call(Func().Params(Id("c").Id("base")).Bool().Block(
							Return(Id("c").Dot("Kind").Call().Op("!=").Id(m.kindName(c.rule)).Op("||").Id("yield").Call(Id(cn).Values(Id("c")))),
						)),
					)),
				)
				continue
			}
			f.Add(cmtf("%s returns the %s node directly under n, if there is one.", an, c.rule.r.Name))
			f.Func().Params(Id("n").Id(ru.name)).Id(an).Params().Params(Id(cn), Bool()).Block(
				List(Id("c"), Id("ok")).Op(":=").Id("n").Dot("child").Call(Id(m.kindName(c.rule))),
				Return(Id(cn).Values(Id("c")), Id("ok")),
			)
		}
	}
	return f
}
