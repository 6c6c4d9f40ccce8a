package emit

import (
	"fmt"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// genParser writes the public face of the parser package: Rule, Validate,
// Parse, Append and Error.
func (m *model) genParser() *File {
	f := m.newFile(m.cfg.Parser)
	astPath := m.cfg.AST.Path
	f.PackageComment(slashes(m.parserDoc()))

	f.Var().Id("_").Op("=").Qual(m.runtime(), "Generation2")
	if m.validateOnly() {
		f.Add(cmt("Rule is a rule of the grammar."))
	} else {
		f.Var().Id("_").Op("=").Qual(astPath, "Generation_"+m.hash)
		f.Add(cmtf("Rule is a rule of the grammar; its value is the %s.Kind of its nodes.", m.cfg.AST.Name))
	}
	f.Type().Id("Rule").Add(m.kindType())
	f.Const().DefsFunc(func(g *Group) {
		for i, ru := range m.public() {
			g.Add(cmtf("%s is rule %s (%s):\n\n%s", ru.name, ru.r.Name, m.source(ru.r), m.ruleDoc(ru.r)))
			if i == 0 {
				g.Id(ru.name).Id("Rule").Op("=").Iota().Op("+").Lit(1)
			} else {
				g.Id(ru.name)
			}
		}
	})
	f.Add(cmt("String returns the rule's name as the grammar writes it."))
	if m.validateOnly() {
		// No tree package: the names are here.
		f.Func().Params(Id("r").Id("Rule")).Id("String").Params().String().Block(
			If(Int().Parens(Id("r")).Op(">=").Len(Id("ruleNames"))).Block(Return(Lit("Rule(").Op("+").Qual("strconv", "Itoa").Call(Int().Parens(Id("r"))).Op("+").Lit(")"))),
			Return(Id("ruleNames").Index(Id("r"))),
		)
		f.Add(cmt("ruleNames are the rules' names, by Rule."))
		f.Var().Id("ruleNames").Op("=").Index(Op("...")).String().ValuesFunc(func(g *Group) {
			g.Line().Lit("")
			for _, ru := range m.public() {
				g.Line().Lit(ru.r.Name)
			}
			g.Line()
		})
	} else {
		f.Func().Params(Id("r").Id("Rule")).Id("String").Params().String().Block(
			Return(Qual(astPath, "Kind").Call(Id("r")).Dot("String").Call()),
		)
	}
	if len(m.cfg.Entries) == 0 {
		f.Add(cmt("Rules lists every rule, in the grammar's order."))
	} else {
		f.Add(cmt("Rules lists the rules with entry points, in the grammar's order."))
	}
	f.Var().Id("Rules").Op("=").Index().Id("Rule").ValuesFunc(func(g *Group) {
		for _, ru := range m.entryRules() {
			g.Line().Id(ru.name)
		}
		g.Line()
	})
	f.Add(cmt("Lookup returns the rule named name (in any case, as ABNF rule names are)."))
	f.Func().Id("Lookup").Params(Id("name").String()).Params(Id("Rule"), Bool()).Block(
		For(List(Id("_"), Id("r")).Op(":=").Range().Id("Rules")).Block(
			If(Qual("strings", "EqualFold").Call(Id("r").Dot("String").Call(), Id("name"))).Block(Return(Id("r"), True())),
		),
		Return(Lit(0), False()),
	)

	rt := m.runtime()
	if m.recursive {
		f.Add(cmt("Error is a failure to match: where the input stops matching, what the\ngrammar allows there, and the input; or where rules nested too deeply\nfor the parser to decide (Limit)."))
	} else {
		f.Add(cmt("Error is a failure to match: where the input stops matching, what the\ngrammar allows there, and the input."))
	}
	f.Type().Id("Error").Op("=").Qual(rt, "Error").Types(Id("Rule"))
	found, foundDoc := "Found", `Found names what input holds at offset: the character there, quoted
(a control or a character that is not graphic escaped: "\x1b",
"\u202e"), or "end of input".`
	if m.utf8 {
		// In a grammar of code points, a byte that begins no UTF-8
		// encoding is named as such.
		found, foundDoc = "FoundUTF8", `Found names what input holds at offset: the character there, quoted
(a control or a character that is not graphic escaped: "\x1b",
"\u202e"), "invalid UTF-8" and the byte there, or "end of input".`
	}
	f.Add(cmt(foundDoc))
	f.Func().Id("Found").Params(Id("input").String(), Id("offset").Int()).String().Block(
		Return(Qual(rt, found).Call(Id("input"), Id("offset"))),
	)

	if m.utf8 && !m.recursive {
		f.Add(cmt(`atRuneStart moves a failure of rule r at offset fail inside a code point's
UTF-8 encoding to the encoding's first byte, with what was expected there:
the automaton runs to that byte, then on a byte no UTF-8 has, which fails
there. Failures elsewhere stay as they are.`))
		f.Func().Id("atRuneStart").Params(Id("r").Id("Rule"), Id("s").String(), Id("fail").Int(), Id("expect").Uint16()).Params(Int(), Uint16()).Block(
			Id("o").Op(":=").Id("runeStart").Call(Id("s"), Id("fail")),
			If(Id("o").Op("==").Id("fail")).Block(Return(Id("fail"), Id("expect"))),
			Switch(Id("r")).BlockFunc(func(g *Group) {
				for _, ru := range m.entryRules() {
					g.Case(Id(ru.name)).Block(Return(Id("validate" + ru.name).Call(Id("s").Index(Empty(), Id("o")).Op("+").Lit("\xff"))))
				}
			}),
			Return(Id("o"), Id("expect")),
		)
		f.Add(cmt(`runeStart returns where the code point whose UTF-8 encoding holds offset i
of s begins, where an automaton stopped: i when the bytes before it end a
code point, else the first byte of the encoding it was reading (it reads
only valid UTF-8, so at most 3 bytes back). What the automaton expected
there is what it expected at that first byte.`))
		f.Func().Id("runeStart").Params(Id("s").String(), Id("i").Int()).Int().Block(
			Id("k").Op(":=").Id("i"),
			For(Id("k").Op(">").Lit(0).Op("&&").Id("i").Op("-").Id("k").Op("<").Lit(3).Op("&&").Id("s").Index(Id("k").Op("-").Lit(1)).Op("&").Lit(0xC0).Op("==").Lit(0x80)).Block(
				Id("k").Op("--"),
			),
			If(Id("k").Op("==").Lit(0)).Block(Return(Id("i"))),
			Id("n").Op(":=").Lit(0),
			Switch(Id("b").Op(":=").Id("s").Index(Id("k").Op("-").Lit(1)), Empty()).Block(
				Case(Id("b").Op(">=").Lit(0xF0).Op("&&").Id("b").Op("<").Lit(0xF5)).Block(Id("n").Op("=").Lit(4)),
				Case(Id("b").Op(">=").Lit(0xE0).Op("&&").Id("b").Op("<").Lit(0xF0)).Block(Id("n").Op("=").Lit(3)),
				Case(Id("b").Op(">=").Lit(0xC2).Op("&&").Id("b").Op("<").Lit(0xE0)).Block(Id("n").Op("=").Lit(2)),
			),
			If(Id("i").Op("-").Parens(Id("k").Op("-").Lit(1)).Op("<").Id("n")).Block(Return(Id("k").Op("-").Lit(1))),
			Return(Id("i")),
		)
	}
	f.Add(cmt("Validate reports whether s matches rule r as a whole: nil, or an *Error.\nIt does not allocate unless s does not match."))
	if m.recursive {
		f.Func().Id("Validate").Params(Id("r").Id("Rule"), Id("s").String()).Error().Block(
			List(Id("_"), Id("f")).Op(":=").Id("program").Dot("Match").Call(Int().Parens(Id("r")).Op("-").Lit(1), Id("s"), Nil(), False()),
			Return(Id("failure").Call(Id("r"), Id("s"), Id("f"))),
		)
	} else {
		f.Func().Id("Validate").Params(Id("r").Id("Rule"), Id("s").String()).Error().Block(
			Var().Id("fail").Int(),
			Var().Id("expect").Uint16(),
			Switch(Id("r")).BlockFunc(func(g *Group) {
				for _, ru := range m.entryRules() {
					g.Case(Id(ru.name)).Block(List(Id("fail"), Id("expect")).Op("=").Id("validate" + ru.name).Call(Id("s")))
				}
				g.Default().Block(Panic(Lit("parser: unknown rule ").Op("+").Id("r").Dot("String").Call()))
			}),
			If(Id("fail").Op("<").Lit(0)).Block(Return(Nil())),
			m.toRuneStart(Id("r")),
			Return(m.newError(Id("r"))),
		)
	}
	if !m.recursive {
		m.genPerRule(f)
	}
	if !m.recursive && m.api("find") {
		f.Add(cmt("Find matches s against rule r and records in spans where the last match\nof each node rule began and ended (-1 for none), without building a tree.\nIt does not allocate unless s does not match; then spans holds what was\nrecorded before the failure."))
		f.Func().Id("Find").Params(Id("r").Id("Rule"), Id("s").String(), Id("spans").Op("*").Qual(astPath, "Spans")).Error().Block(
			Var().Id("fail").Int(),
			Var().Id("expect").Uint16(),
			Switch(Id("r")).BlockFunc(func(g *Group) {
				for _, ru := range m.entryRules() {
					g.Case(Id(ru.name)).Block(List(Id("fail"), Id("expect")).Op("=").Id("find"+ru.name).Call(Id("s"), Id("spans")))
				}
				g.Default().Block(Panic(Lit("parser: unknown rule ").Op("+").Id("r").Dot("String").Call()))
			}),
			If(Id("fail").Op("<").Lit(0)).Block(Return(Nil())),
			m.toRuneStart(Id("r")),
			Return(m.newError(Id("r"))),
		)
		f.Add(cmt("noSpans is a vector of spans where nothing matched."))
		f.Var().Id("noSpans").Op("=").Qual(astPath, "Spans").ValuesFunc(func(g *Group) {
			for range 2 * m.nodeCount() {
				g.Lit(-1)
			}
		})
	}
	if m.recursive && m.validateOnly() {
		m.genFailure(f)
		return f
	}
	if !m.recursive && !m.api("parse") {
		return f
	}
	f.Add(cmt("Parse parses s as rule r and returns its parse tree, whose root is a node\nof rule r."))
	f.Func().Id("Parse").Params(Id("r").Id("Rule"), Id("s").String()).Params(Op("*").Qual(astPath, "Tree"), Error()).Block(
		Id("t").Op(":=").New(Id("tree")),
		List(Id("recs"), Err()).Op(":=").Id("Append").Call(Id("t").Dot("buf").Index(Empty(), Lit(0)), Id("r"), Id("s")),
		If(Err().Op("!=").Nil()).Block(Return(Nil(), Err())),
		Id("t").Dot("Tree").Op("=").Qual(astPath, "Tree").Values(Dict{Id("Source"): Id("s"), Id("Records"): Id("recs")}),
		Return(Op("&").Id("t").Dot("Tree"), Nil()),
	)
	f.Add(cmt("tree holds a tree and room for its records in one allocation."))
	f.Type().Id("tree").Struct(Qual(astPath, "Tree"), Id("buf").Index(Lit(16)).Qual(astPath, "Record"))
	f.Add(cmt("Append parses s as rule r and appends the records of its parse tree to\ndst, the root first; record indices (Record.Next) count from the root.\nIt allocates only when dst has no room or the input does not match."))
	if m.recursive {
		m.genAppendInterp(f)
		return f
	}
	f.Func().Id("Append").Params(Id("dst").Index().Qual(astPath, "Record"), Id("r").Id("Rule"), Id("s").String()).Params(Index().Qual(astPath, "Record"), Error()).Block(
		Var().Id("buf").Index(Lit(64)).Id("event"),
		Id("buf").Index(Lit(0)).Dot("Prev").Op("=").Lit(-1),
		Var().Id("hist").Int32(),
		Var().Id("log").Index().Id("event"),
		Var().Id("fail").Int(),
		Var().Id("expect").Uint16(),
		Comment("Direct calls, so that buf can stay on the stack."),
		Switch(Id("r")).BlockFunc(func(g *Group) {
			for _, ru := range m.entryRules() {
				g.Case(Id(ru.name)).Block(
					List(Id("hist"), Id("log"), Id("fail"), Id("expect")).Op("=").Id("run"+ru.name).Call(Id("s"), Id("buf").Index(Empty(), Lit(1))),
				)
			}
		}),
		If(Id("fail").Op(">=").Lit(0)).Block(
			m.toRuneStart(Id("r")),
			Return(Id("dst"), m.newError(Id("r"))),
		),
		Return(Id("build").Call(Id("dst"), Id("log"), Id("hist")), Nil()),
	)
	return f
}

// genPerRule writes an entry point per rule and operation
// (ValidateURIReference, ValidURIReference, FindURIReference). ValidX runs
// rule X's automaton alone; ValidateX and FindX are Validate and Find for X,
// but for the rules named by -direct, whose entry points run their automata
// themselves.
func (m *model) genPerRule(f *File) {
	astPath := m.cfg.AST.Path
	errorOf := func(ru *rule) Code {
		return m.newError(Id(ru.name))
	}
	// A body on one line, which gofmt keeps when the function is short.
	oneLine := func(stmts ...Code) Code {
		return Custom(Options{Open: "{ ", Close: " }", Separator: "; "}, stmts...)
	}
	for _, ru := range m.entryRules() {
		// The rules named by -direct are the hot paths: their entry
		// points run the automaton themselves. The others call the
		// switch of Validate and Find.
		hot := len(m.cfg.Direct) > 0 && m.direct(ru)
		f.Add(cmtf("Validate%s is Validate(%s, s).", ru.name, ru.name))
		if hot {
			f.Func().Id("Validate"+ru.name).Params(Id("s").String()).Error().Block(
				If(List(Id("fail"), Id("expect")).Op(":=").Id("validate"+ru.name).Call(Id("s")), Id("fail").Op(">=").Lit(0)).Block(m.toRuneStart(Id(ru.name)), Return(errorOf(ru))),
				Return(Nil()),
			)
		} else {
			f.Func().Id("Validate" + ru.name).Params(Id("s").String()).Error().Add(oneLine(Return(Id("Validate").Call(Id(ru.name), Id("s")))))
		}
		if len(m.cfg.Direct) > 0 && m.directFor(ru, "validate") && m.direct(ru) {
			// The hot path of a rule named by -direct, as FindXAt.
			f.Add(cmtf("Validate%[1]sAt is Validate%[1]s without an error value: fail is -1\non a match, else the first offset no match can go past, and expected\nwhat the grammar allows there%[2]s. It never allocates.", ru.name, m.atNodesDoc()))
			f.Func().Id("Validate"+ru.name+"At").Params(Id("s").String()).Params(m.atResults()...).Block(
				List(Id("fail"), Id("expect")).Op(":=").Id("validate"+ru.name).Call(Id("s")),
				If(Id("fail").Op("<").Lit(0)).Block(Return(m.atReturn(Lit(-1), Lit(""), Nil())...)),
				m.toRuneStart(Id(ru.name)),
				Return(m.atReturn(Id("fail"), Id("expectations").Index(Id("expect")), Id("nodeSets").Index(Id("expectationNodes").Index(Id("expect"))))...),
			)
		}
		f.Add(cmtf("Valid%s reports whether s matches rule %s; it never allocates.", ru.name, ru.r.Name))
		f.Func().Id("Valid" + ru.name).Params(Id("s").String()).Bool().Add(oneLine(
			List(Id("fail"), Id("_")).Op(":=").Id("validate"+ru.name).Call(Id("s")),
			Return(Id("fail").Op("<").Lit(0)),
		))
		if m.api("find") {
			f.Add(cmtf("Find%s is Find(%s, s, spans).", ru.name, ru.name))
			if hot {
				f.Func().Id("Find"+ru.name).Params(Id("s").String(), Id("spans").Op("*").Qual(astPath, "Spans")).Error().Block(
					If(List(Id("fail"), Id("expect")).Op(":=").Id("find"+ru.name).Call(Id("s"), Id("spans")), Id("fail").Op(">=").Lit(0)).Block(m.toRuneStart(Id(ru.name)), Return(errorOf(ru))),
					Return(Nil()),
				)
			} else {
				f.Func().Id("Find"+ru.name).Params(Id("s").String(), Id("spans").Op("*").Qual(astPath, "Spans")).Error().Add(oneLine(Return(Id("Find").Call(Id(ru.name), Id("s"), Id("spans")))))
			}
			if len(m.cfg.Direct) > 0 && m.directFor(ru, "find") {
				// The hot path of a rule named by -direct: a failure
				// without an allocation, for callers that make their
				// own error.
				f.Add(cmtf("Find%[1]sAt is Find%[1]s without an error value: fail is -1 on a\nmatch, else the first offset no match can go past, and expected what\nthe grammar allows there%[2]s. It never allocates.", ru.name, m.atNodesDoc()))
				f.Func().Id("Find"+ru.name+"At").Params(Id("s").String(), Id("spans").Op("*").Qual(astPath, "Spans")).Params(m.atResults()...).Block(
					List(Id("fail"), Id("expect")).Op(":=").Id("find"+ru.name).Call(Id("s"), Id("spans")),
					If(Id("fail").Op("<").Lit(0)).Block(Return(m.atReturn(Lit(-1), Lit(""), Nil())...)),
					m.toRuneStart(Id(ru.name)),
					Return(m.atReturn(Id("fail"), Id("expectations").Index(Id("expect")), Id("nodeSets").Index(Id("expectationNodes").Index(Id("expect"))))...),
				)
			}
		}
	}
}

// atResults are the results of the functions XAt: with nodes, for a
// parser that has them (see Error.Nodes).
func (m *model) atResults() []Code {
	if len(m.cfg.Nodes) > 0 {
		return []Code{Id("fail").Int(), Id("expected").String(), Id("nodes").Index().String()}
	}
	return []Code{Id("fail").Int(), Id("expected").String()}
}

// atReturn is what a function XAt returns: fail, expected and, for a
// parser with nodes, nodes.
func (m *model) atReturn(fail, expected, nodes Code) []Code {
	if len(m.cfg.Nodes) > 0 {
		return []Code{fail, expected, nodes}
	}
	return []Code{fail, expected}
}

// atNodesDoc says what the functions XAt say of nodes.
func (m *model) atNodesDoc() string {
	if len(m.cfg.Nodes) > 0 {
		return ",\nand nodes the nodes the failure is inside (Error.Nodes)"
	}
	return ""
}

// parserDoc is the package comment of the parser package: what it offers
// and how it runs, which depends on the grammar and the API asked for.
func (m *model) parserDoc() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Package %s matches text against the rules of %s.\n\n", m.cfg.Parser.Name, strings.Join(m.cfg.Sources, ", "))
	switch n := len(m.cfg.Entries); {
	case n == 0:
		b.WriteString("Every rule is an entry point")
	case n == 1:
		fmt.Fprintf(&b, "Rule %s is the entry point", m.cfg.Entries[0])
	default:
		fmt.Fprintf(&b, "Rules %s and %s are the entry points", strings.Join(m.cfg.Entries[:n-1], ", "), m.cfg.Entries[n-1])
	}
	b.WriteString(": Validate reports whether a string matches a\nrule as a whole")
	if m.trees() {
		fmt.Fprintf(&b, ", Parse builds its parse tree (package %s), Append builds\nthe tree into a caller's buffer", m.cfg.AST.Name)
	}
	if !m.recursive && m.api("find") {
		b.WriteString(", Find records where the last match of each node\nrule began and ended, without a tree")
	}
	b.WriteString(". ")
	if m.tooLarge != nil {
		fmt.Fprintf(&b, `Rule %s is too large for a deterministic automaton (it
would need %s), so the parser holds the grammar as a table that package
machine runs, exactly (every alternative and every repetition count is
considered, none is committed to early) and in time polynomial in the
input.`, m.tooLarge.Rule.Name, m.tooLarge.What)
	} else if m.recursive {
		b.WriteString(`The grammar has recursion, so its language need not
be regular: the parser holds it as a table that package machine runs,
exactly (every alternative and every repetition count is considered, none
is committed to early) and in time polynomial in the input.`)
	} else {
		b.WriteString(`Each runs one deterministic automaton
over the input, a byte at a time, so that time is linear in the input
whatever it holds, and the language accepted is exactly the grammar's:
every alternative and every repetition count is considered, none is
committed to early.`)
		fmt.Fprintf(&b, ` Each rule also has functions of its own
(Validate%[1]s, Valid%[1]s, ...); Valid%[1]s runs that rule's automaton
alone, so that a program that uses only it links only that automaton, and
answers without allocating, even when the input does not match.`, m.entryRules()[0].name)
	}
	if m.utf8 && !m.recursive {
		b.WriteString(`

The grammar's terminals are Unicode code points (-encoding utf8): the
automata read their UTF-8 encodings a byte at a time, so that invalid UTF-8
matches no terminal, and a failure inside an encoding is reported at its
first byte.`)
	} else if m.utf8 {
		b.WriteString(`

The grammar's terminals are Unicode code points (-encoding utf8), read as
UTF-8: invalid UTF-8 matches no terminal.`)
	}
	if m.trees() {
		fmt.Fprintf(&b, `

Where the grammar allows several parse trees, the tree is the first in
priority order (see package %s).`, m.cfg.AST.Name)
	} else if !m.validateOnly() && m.nodeCount() > 0 {
		fmt.Fprintf(&b, `

Where the grammar allows several parse trees, Find records the spans of
the first in priority order (see package %s).`, m.cfg.AST.Name)
	}
	b.WriteString(`

On no match, the error says where the input stops matching (the first
offset no match can go past; the input's length when it ends too early),
what the grammar allows there and what the input has.`)
	return fill(b.String(), 72)
}

// fill rewraps each paragraph of text (paragraphs are separated by blank
// lines) into lines of at most width bytes, breaking at spaces.
func fill(text string, width int) string {
	var out []string
	for _, para := range strings.Split(text, "\n\n") {
		var lines []string
		line := ""
		for _, w := range strings.Fields(para) {
			switch {
			case line == "":
				line = w
			case len(line)+1+len(w) > width:
				lines = append(lines, line)
				line = w
			default:
				line += " " + w
			}
		}
		out = append(out, strings.Join(append(lines, line), "\n"))
	}
	return strings.Join(out, "\n\n")
}

// toRuneStart moves a failure of rule r's automata inside a code point's
// encoding to its first byte, with what was expected there (grammars of
// code points; nothing otherwise).
func (m *model) toRuneStart(r Code) Code {
	if !m.utf8 {
		return Null()
	}
	return List(Id("fail"), Id("expect")).Op("=").Id("atRuneStart").Call(r, Id("s"), Id("fail"), Id("expect"))
}

// newError writes the *Error of a failure of rule r at offset fail, where
// expectations[expect] was expected.
func (m *model) newError(r Code) Code {
	fields := Dict{
		Id("Rule"):         r,
		Id("Input"):        Id("s"),
		Id("Offset"):       Id("fail"),
		Id("Expected"):     Id("expectations").Index(Id("expect")),
		Id("ExpectedList"): Id("expectationLists").Index(Id("expect")),
	}
	if len(m.cfg.Nodes) > 0 {
		fields[Id("Nodes")] = Id("nodeSets").Index(Id("expectationNodes").Index(Id("expect")))
	}
	if m.utf8 {
		fields[Id("UTF8")] = True()
	}
	return Op("&").Id("Error").Values(fields)
}
