package emit

import (
	"bytes"
	"fmt"
	"go/format"
	"path"
	"slices"
	"strings"
	"text/template"

	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/dfa"
	"github.com/abnf-uri/uri/machine"
)

// Rules whose automata are held as tables: a rule that is not
// direct-coded (Config.Direct) keeps its automata as data, a row of next
// states per state, which one loop runs (validateTable, runTable,
// findTable in the generated machine.go). The language, the trees, the
// errors and the linear time are those of the direct-coded functions; the
// code is a few lines a state rather than dozens, at the cost of a table
// lookup per byte.

// direct reports whether ru's automata are direct-coded, for some part
// of the API.
func (m *model) direct(ru *rule) bool {
	if len(m.cfg.Direct) == 0 && !m.cfg.Tables {
		return true
	}
	for _, name := range m.cfg.Direct {
		if m.g.Rule(name) == ru.r {
			return true
		}
	}
	return false
}

// directFor reports whether ru's automaton of kind ("validate", "run",
// "find") is direct-coded. A called rule whose automata call other rules
// is: the table runners of called rules make no calls (see runCallTable).
// So is every finding automaton when the spans are longer than
// machine.Find takes (machine.MaxSpans).
func (m *model) directFor(ru *rule, kind string) bool {
	if kind == "find" && 2*m.nodeCount() > machine.MaxSpans {
		return true
	}
	if c := m.set.Callees[ru.r]; c != nil && (calls(c.Parse) || calls(c.Validate) || calls(m.findSet.Callees[ru.r].Parse)) {
		return true
	}
	if !m.direct(ru) {
		return false
	}
	if kind == "run" {
		kind = "parse"
	}
	return len(m.cfg.DirectAPI) == 0 || slices.Contains(m.cfg.DirectAPI, kind)
}

// form says, for a doc comment, how a rule's automata are written.
func (m *model) form(ru *rule) string {
	if m.directFor(ru, "validate") {
		return ""
	}
	return ", held as tables"
}

// entryRules returns the rules with entry points, in grammar order.
func (m *model) entryRules() []*rule {
	var out []*rule
	for _, ru := range m.rules {
		if ru.entry {
			out = append(out, ru)
		}
	}
	return out
}

// tabled reports whether any rule written has an automaton as tables.
func (m *model) tabled() bool {
	for _, ru := range m.rules {
		if !ru.entry && m.set.Callees[ru.r] == nil {
			continue
		}
		for _, kind := range []string{"validate", "run", "find"} {
			if (kind == "validate" || m.api(map[string]string{"run": "parse", "find": "find"}[kind])) && !m.directFor(ru, kind) {
				return true
			}
		}
	}
	return false
}

// genFunc writes the function name that runs automaton d of rule ru for
// kind "validate", "run" or "find" (see genRun): direct-coded, or as a
// machine, a table that a runner of the machine file runs. Both have the
// same signature and results.
func (m *model) genFunc(f *File, ru *rule, kind, name string, d *dfa.DFA, callee bool) {
	var e engine
	var prog progFunc
	switch kind {
	case "validate":
		e = validateEngine{}
	case "run":
		e, prog = historyEngine{}, historyProg
	case "find":
		e, prog = m.spans(), m.spansProg
	}
	if m.directFor(ru, kind) {
		m.genRun(f, e, name, d, callee)
		return
	}
	if kind == "run" && !callee && onlyRoot(d, ru.kind) {
		// No node but the root, which spans the input: the tree is the
		// root's two events once the input is valid.
		open, shut := tagWord(dfa.Tag{Node: ru.kind}), tagWord(dfa.Tag{Node: ru.kind, Exit: true})
		f.Func().Id(name).Params(Id("s").String(), Id("log").Index().Id("event")).Params(Id("hist").Int32(), Id("_").Index().Id("event"), Id("fail").Int(), Id("expect").Uint16()).Block(
			If(List(Id("fail"), Id("expect")).Op("=").Id("validate"+ru.name).Call(Id("s")), Id("fail").Op(">=").Lit(0)).Block(
				Return(Lit(0), Id("log"), Id("fail"), Id("expect")),
			),
			List(Id("hist"), Id("log")).Op("=").Qual(m.runtime(), "PushTags").Call(Id("log"), Lit(0), Index().Uint16().Values(Lit(open)), Lit(0)),
			List(Id("hist"), Id("log")).Op("=").Qual(m.runtime(), "PushTags").Call(Id("log"), Id("hist"), Index().Uint16().Values(Lit(shut)), Int32().Parens(Len(Id("s")))),
			Return(Id("hist"), Id("log"), Lit(-1), Lit(0)),
		)
		return
	}
	if kind == "find" && !callee && !m.recordsSpans(d) {
		// Nothing to record: the spans stay empty.
		f.Func().Id(name).Params(Id("s").String(), Id("out").Op("*").Qual(m.cfg.AST.Path, "Spans")).Params(Id("fail").Int(), Id("expect").Uint16()).Block(
			If(List(Id("fail"), Id("expect")).Op("=").Id("validate"+ru.name).Call(Id("s")), Id("fail").Op("<").Lit(0)).Block(
				Op("*").Id("out").Op("=").Id("noSpans"),
			),
			Return(),
		)
		return
	}
	mach := "machine" + strings.ToUpper(name[:1]) + name[1:]
	params, results := e.signature(callee)
	// The parameters, as each engine's signature names them.
	names := map[string][]string{"validate": {"s"}, "run": {"s", "log"}, "find": {"s", "out"}}[kind]
	if callee {
		names = map[string][]string{"validate": {"s", "i"}, "run": {"s", "i", "log", "r0"}, "find": {"s", "i", "v"}}[kind]
	}
	args := []Code{Op("&").Id(mach)}
	for _, n := range names {
		args = append(args, Id(n))
	}
	runner := kind + "Table"
	if callee {
		runner = kind + "CallTable"
	}
	f.Func().Id(name).Params(params...).Params(results...).Block(Return(Id(runner).Call(args...)))
	f.Add(cmtf("%s is the automaton %s runs: %d states, %d byte classes, %d registers.", mach, name, len(d.States), d.NClasses, d.Regs))
	f.Var().Id(mach).Op("=").Add(m.machine(d, prog))
}

// progFunc encodes the operations of a transition (ops) or of a final
// state (fin), for one of the table runners.
type progFunc func(ops []dfa.Op, fin *dfa.Final, read map[int]bool) []int

// machine writes the table form of d. With prog nil it is a validating
// automaton, whose final states only accept; else prog encodes the
// history operations of each transition and final state.
func (m *model) machine(d *dfa.DFA, prog progFunc) Code {
	read := readRegs(d)
	nc := d.NClasses
	next := make([]int, len(d.States)*nc)
	opsAt := make([]int, len(d.States)*nc)
	final := make([]int, len(d.States))
	expect := make([]int, len(d.States))
	loop := make([]int, len(d.States))
	call := make([]int, len(d.States))
	var code []int
	progs := map[string]int{} // operation lists already in code, by text
	encode := func(ops []dfa.Op, fin *dfa.Final) int {
		seq := prog(ops, fin, read)
		if seq == nil {
			return 0
		}
		key := fmt.Sprint(seq)
		if at, ok := progs[key]; ok {
			return at
		}
		code = append(code, seq...)
		progs[key] = len(code) - len(seq) + 1
		return progs[key]
	}
	for k, st := range d.States {
		for c, t := range st.Next {
			if t.To == dfa.Dead {
				continue
			}
			next[k*nc+c] = t.To + 1
			if prog != nil && len(t.Ops) > 0 {
				opsAt[k*nc+c] = encode(t.Ops, nil)
			}
		}
		switch {
		case st.Final == nil:
		case prog == nil:
			final[k] = 1
		default:
			final[k] = encode(nil, st.Final)
		}
		expect[k] = m.expect(d, k)
		if st.Call != nil {
			call[k] = m.calleeIndex(st.Call) + 1
		} else {
			loop[k] = m.loop(d, k)
		}
	}
	if prog != nil && len(code) > 0 {
		m.tableRegs = max(m.tableRegs, d.Regs)
	}
	fields := Dict{
		Id("Class"):  Op("&").Id("classes").Index(m.class(d)),
		Id("N"):      Lit(nc),
		Id("Next"):   Index().Uint16().Add(row(next, max(nc, 32/nc*nc))),
		Id("Final"):  Index().Uint16().Add(row(final, 32)),
		Id("Expect"): Index().Uint16().Add(row(expect, 32)),
		Id("Loop"):   Index().Uint16().Add(row(loop, 32)),
		Id("Call"):   Index().Uint16().Add(row(call, 32)),
	}
	if slices.ContainsFunc(loop, func(l int) bool { return l != 0 }) {
		fields[Id("Loops")] = Id("loops").Index(Empty(), Empty())
	}
	if prog != nil {
		fields[Id("Ops")] = Index().Uint16().Add(row(opsAt, max(nc, 32/nc*nc)))
		fields[Id("Prog")] = Index().Uint16().Add(row(code, 32))
	}
	return Qual(m.runtime(), "Table").Values(fields)
}

// row writes the braces of a table's composite literal: on one line when
// it is short, else perLine values to a line.
func row(vals []int, perLine int) *Statement {
	if len(vals) > 16 {
		return ints(vals, perLine)
	}
	return ValuesFunc(func(g *Group) {
		for _, v := range vals {
			g.Lit(v)
		}
	})
}

// calls reports whether some state of d calls a rule.
func calls(d *dfa.DFA) bool {
	for _, st := range d.States {
		if st.Call != nil {
			return true
		}
	}
	return false
}

// onlyRoot reports whether the parsing automaton d tags no node but its
// root, of kind root.
func onlyRoot(d *dfa.DFA, root int) bool {
	other := func(tags []dfa.Tag) bool {
		for _, t := range tags {
			if t.Node != root {
				return true
			}
		}
		return false
	}
	for _, st := range d.States {
		if st.Call != nil || st.Final != nil && other(st.Final.Tags) {
			return false
		}
		for _, t := range st.Next {
			for _, op := range t.Ops {
				if other(op.Tags) {
					return false
				}
			}
		}
	}
	return true
}

// recordsSpans reports whether the automaton d of Find sets any slot.
func (m *model) recordsSpans(d *dfa.DFA) bool {
	slot := m.spans().slot
	set := func(tags []dfa.Tag) bool {
		for _, t := range tags {
			if slot(t) >= 0 {
				return true
			}
		}
		return false
	}
	for _, st := range d.States {
		if st.Call != nil || st.Final != nil && set(st.Final.Tags) {
			return true
		}
		for _, t := range st.Next {
			for _, op := range t.Ops {
				if set(op.Tags) {
					return true
				}
			}
		}
	}
	return false
}

// calleeIndex returns the index of a called rule among m.callees.
func (m *model) calleeIndex(r *abnf.Rule) int {
	i, ok := m.calleeIdx[r]
	if !ok {
		panic("emit: no callee " + r.Name)
	}
	return i
}

// historyProg encodes history operations for runTable: a transition's as
// the count of operations, then for each the registers written and read,
// the count of its tags and the tags' words; a final state's as the
// register read, the count of tags and their words.
func historyProg(ops []dfa.Op, fin *dfa.Final, read map[int]bool) []int {
	words := func(tags []dfa.Tag) []int {
		out := []int{len(tags)}
		for _, t := range tags {
			out = append(out, tagWord(t))
		}
		return out
	}
	if fin != nil {
		return append([]int{fin.Src}, words(fin.Tags)...)
	}
	var body []int
	n := 0
	for _, op := range ops {
		if !read[op.Dst] {
			continue
		}
		n++
		body = append(append(body, op.Dst, op.Src), words(op.Tags)...)
	}
	if n == 0 {
		return nil
	}
	return append([]int{n}, body...)
}

// The instructions of findTable's programs (see machine.ProgEnd): each is
// three numbers, the instruction and two operands.
const (
	progEnd  = machine.ProgEnd  // the end of a transition's program
	progSnap = machine.ProgSnap // t[a] = v[b]: keep a register that is overwritten
	progCopy = machine.ProgCopy // v[a] = v[b]
	progFrom = machine.ProgFrom // v[a] = t[b]
	progSet  = machine.ProgSet  // v[a][b] = the offset
)

// spansProg encodes spans operations for findTable: a transition's as
// instructions that perform its parallel assignment in order (snapshots
// of registers read after they are written, copies, then the slots set);
// a final state's as the register read, the count of slots and the slots.
func (m *model) spansProg(ops []dfa.Op, fin *dfa.Final, read map[int]bool) []int {
	slot := m.spans().slot
	if fin != nil {
		out := []int{fin.Src, 0}
		for _, t := range fin.Tags {
			if s := slot(t); s >= 0 {
				out = append(out, s)
				out[1]++
			}
		}
		return out
	}
	written := map[int]bool{}
	for _, op := range ops {
		if read[op.Dst] && op.Dst != op.Src {
			written[op.Dst] = true
		}
	}
	var out []int
	snap := map[int]bool{}
	for _, op := range ops {
		if read[op.Dst] && op.Dst != op.Src && written[op.Src] && !snap[op.Src] {
			snap[op.Src] = true
			out = append(out, progSnap, op.Src, op.Src)
		}
	}
	for _, op := range ops {
		if read[op.Dst] && op.Dst != op.Src {
			if snap[op.Src] {
				out = append(out, progFrom, op.Dst, op.Src)
			} else {
				out = append(out, progCopy, op.Dst, op.Src)
			}
		}
	}
	for _, op := range ops {
		if !read[op.Dst] {
			continue
		}
		for _, t := range op.Tags {
			if s := slot(t); s >= 0 {
				out = append(out, progSet, op.Dst, s)
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return append(out, progEnd, 0, 0)
}

// readRegs returns the registers of d something reads: a final operation,
// a call (which is passed register 0), or an operation whose own register
// is read; to a fixpoint, since an operation on a register no one reads is
// left out. Nothing is assumed read: a called rule's register 0 is the
// caller's, and is read only where the rule's code reads it; a final state
// whose register is another copies that one over it.
func readRegs(d *dfa.DFA) map[int]bool {
	read := map[int]bool{}
	for _, st := range d.States {
		if st.Final != nil {
			read[st.Final.Src] = true
		}
		if st.Call != nil {
			read[0] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, st := range d.States {
			for _, t := range st.Next {
				for _, op := range t.Ops {
					if read[op.Dst] && !read[op.Src] {
						read[op.Src], changed = true, true
					}
				}
			}
		}
	}
	return read
}

// machineFile is the file of the table runners, written when some rule is
// held as tables.
func (m *model) machineFile() (string, []byte, error) {
	var b bytes.Buffer
	var callees []string
	for _, c := range m.callees {
		callees = append(callees, m.byRef[c].name)
	}
	// With spans longer than machine.Find takes, no finding automaton is
	// held as tables (directFor), and findTable would not compile.
	findTables := m.api("find") && 2*m.nodeCount() <= machine.MaxSpans
	err := machineTemplate.Execute(&b, map[string]any{
		"Header":  m.header(),
		"Package": m.cfg.Parser.Name,
		"AST":     m.cfg.AST.Path,
		"Parse":   m.api("parse"),
		"Find":    findTables,
		"Regs":    max(m.tableRegs, 1), // the runners name register 0 even when no automaton has one
		"Callees": callees,
		"Runtime": m.runtime(),
	})
	if err != nil {
		return "", nil, err
	}
	src, err := format.Source(b.Bytes())
	if err != nil {
		return "", nil, fmt.Errorf("formatting machine.go: %v\n%s", err, b.Bytes())
	}
	return path.Join(m.cfg.Parser.Dir, "machine.go"), src, nil
}

var machineTemplate = template.Must(template.New("machine").Parse(`{{.Header}}

package {{.Package}}

import (
{{- if .Find}}
	ast "{{.AST}}"
{{- end}}
	machine "{{.Runtime}}"
)

// validateTable decides whether s matches the rule of m: fail is -1, or the
// first offset no match can go past, and expect what was expected there.
func validateTable(m *machine.Table, s string) (fail int, expect uint16) {
	var c machine.Cursor
{{- if .Callees}}
	for {
		fail, expect = m.Validate(s, &c, false)
		if c.Call == 0 {
			return fail, expect
		}
		end, f, x := validateCall(c.Call-1, s, c.Offset)
		if f >= 0 {
			return f, x
		}
		c.Offset = end
	}
{{- else}}
	return m.Validate(s, &c, false)
{{- end}}
}

// validateCallTable decides a match of the rule of m that begins at offset
// i, which ends at its first accepting state.
func validateCallTable(m *machine.Table, s string, i int) (end, fail int, expect uint16) {
	c := machine.Cursor{Offset: i}
	fail, expect = m.Validate(s, &c, true)
	return c.Offset, fail, expect
}
{{if .Callees}}
// validateCall runs the validating function of callee c at offset i.
func validateCall(c int, s string, i int) (end, fail int, expect uint16) {
	switch c {
{{- range $i, $c := .Callees}}
	case {{$i}}:
		return validateCall{{$c}}(s, i)
{{- end}}
	}
	panic("parser: no callee")
}
{{end}}{{if or .Parse .Find}}
// tableRegs is the number of registers the largest table automaton uses.
const tableRegs = {{.Regs}}
{{end}}{{if .Parse}}
// runTable parses s as the rule of m, logging the events of each thread's
// history: it returns the history of the match, or the failure.
func runTable(m *machine.Table, s string, log []event) (hist int32, _ []event, fail int, expect uint16) {
	var r, h [tableRegs]int32
	var c machine.Cursor
{{- if .Callees}}
	for {
		hist, log, fail, expect = m.Run(s, &c, r[:], h[:], log, false)
		if c.Call == 0 {
			return hist, log, fail, expect
		}
		end, h0, lg, f, x := runCall(c.Call-1, s, c.Offset, log, r[0])
		if f >= 0 {
			return 0, lg, f, x
		}
		c.Offset, r[0], log = end, h0, lg
	}
{{- else}}
	return m.Run(s, &c, r[:], h[:], log, false)
{{- end}}
}

// runCallTable parses a match of the rule of m that begins at offset i,
// extending the history r0; the match ends at its first accepting state.
// A called rule's table calls no rule (gen direct-codes one that would):
// runTable, which calls, and this function must not call each other, or
// the log would leak to the heap.
func runCallTable(m *machine.Table, s string, i int, log []event, r0 int32) (end int, hist int32, _ []event, fail int, expect uint16) {
	var r, h [tableRegs]int32
	r[0] = r0
	c := machine.Cursor{Offset: i}
	hist, log, fail, expect = m.Run(s, &c, r[:], h[:], log, true)
	return c.Offset, hist, log, fail, expect
}
{{if .Callees}}
// runCall runs the parsing function of callee c at offset i.
func runCall(c int, s string, i int, log []event, r0 int32) (end int, hist int32, _ []event, fail int, expect uint16) {
	switch c {
{{- range $i, $c := .Callees}}
	case {{$i}}:
		return runCall{{$c}}(s, i, log, r0)
{{- end}}
	}
	panic("parser: no callee")
}
{{end}}{{end}}{{if .Find}}
// findTable matches s against the rule of m, recording in out the span of
// the last match of each node kind.
func findTable(m *machine.Table, s string, out *ast.Spans) (fail int, expect uint16) {
	var v, t [tableRegs]ast.Spans
	for k := range v {
		v[k] = noSpans
	}
	var c machine.Cursor
{{- if .Callees}}
	for {
		fail, expect = machine.Find(m, s, &c, out, v[:], t[:], false)
		if c.Call == 0 {
			return fail, expect
		}
		end, f, x := findCall(c.Call-1, s, c.Offset, &v[0])
		if f >= 0 {
			return f, x
		}
		c.Offset = end
	}
{{- else}}
	return machine.Find(m, s, &c, out, v[:], t[:], false)
{{- end}}
}

// findCallTable finds the spans of nodes in a match of the rule of m that
// begins at offset i, from the spans in out; the match ends at its first
// accepting state.
func findCallTable(m *machine.Table, s string, i int, out *ast.Spans) (end, fail int, expect uint16) {
	var v, t [tableRegs]ast.Spans
	for k := range v {
		v[k] = noSpans
	}
	v[0] = *out
	c := machine.Cursor{Offset: i}
	fail, expect = machine.Find(m, s, &c, out, v[:], t[:], true)
	return c.Offset, fail, expect
}
{{if .Callees}}
// findCall runs the finding function of callee c at offset i.
func findCall(c int, s string, i int, v *ast.Spans) (end, fail int, expect uint16) {
	switch c {
{{- range $i, $c := .Callees}}
	case {{$i}}:
		return findCall{{$c}}(s, i, v)
{{- end}}
	}
	panic("parser: no callee")
}
{{end}}{{end}}`))
