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
func (m *model) directFor(ru *rule, kind string) bool {
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
			List(Id("hist"), Id("log")).Op("=").Id("pushTags").Call(Id("log"), Lit(0), Index().Uint16().Values(Lit(open)), Lit(0)),
			List(Id("hist"), Id("log")).Op("=").Id("pushTags").Call(Id("log"), Id("hist"), Index().Uint16().Values(Lit(shut)), Int32().Parens(Len(Id("s")))),
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
		Id("class"):  Op("&").Id("classes").Index(m.class(d)),
		Id("n"):      Lit(nc),
		Id("next"):   Index().Uint16().Add(row(next, max(nc, 32/nc*nc))),
		Id("final"):  Index().Uint16().Add(row(final, 32)),
		Id("expect"): Index().Uint16().Add(row(expect, 32)),
		Id("loop"):   Index().Uint8().Add(row(loop, 32)),
		Id("call"):   Index().Uint8().Add(row(call, 32)),
	}
	if prog != nil {
		fields[Id("ops")] = Index().Uint16().Add(row(opsAt, max(nc, 32/nc*nc)))
		fields[Id("prog")] = Index().Uint16().Add(row(code, 32))
	}
	return Id("machine").Values(fields)
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
	for i, c := range m.callees {
		if c == r {
			return i
		}
	}
	panic("emit: no callee " + r.Name)
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

// The instructions of findTable's programs: each is three numbers, the
// instruction and two operands.
const (
	progEnd  = iota // the end of a transition's program
	progSnap        // t[a] = v[b]: keep a register that is overwritten
	progCopy        // v[a] = v[b]
	progFrom        // v[a] = t[b]
	progSet         // v[a][b] = the offset
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
	err := machineTemplate.Execute(&b, map[string]any{
		"Header":  m.header(),
		"Package": m.cfg.Parser.Name,
		"AST":     m.cfg.AST.Path,
		"Parse":   m.api("parse"),
		"Find":    m.api("find"),
		"Regs":    max(m.tableRegs, 1), // the runners name register 0 even when no automaton has one
		"Callees": callees,
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

var machineTemplate = template.Must(template.New("machine").Funcs(template.FuncMap{"join": strings.Join}).Parse(`{{.Header}}

package {{.Package}}
{{if .Find}}
import ast "{{.AST}}"
{{end}}
// machine is a rule's deterministic automaton held as tables, for the rules
// that are not direct-coded: validateTable, runTable and findTable run it
// as the direct-coded functions run theirs, a byte at a time.
type machine struct {
	class  *[256]uint8 // the byte classes
	n      int         // the number of byte classes: the length of a row of next
	next   []uint16    // by state and class (state*n+class): the state reached plus 1, 0 for none
	ops    []uint16    // by state and class: where the transition's operations begin in prog plus 1, 0 for none
	final  []uint16    // by state: 0 when it does not accept; else 1, or where its final operations begin in prog plus 1
	expect []uint16    // by state: what may come next, an index into expectations
	loop   []uint8     // by state: the set of bytes it stays in place on plus 1 (an index into loops), 0 for none
	call   []uint8     // by state: the rule called on entering it plus 1, 0 for none
	prog   []uint16    // the operations of transitions and final states
}

// validateTable decides whether s matches the rule of m: fail is -1, or the
// first offset no match can go past, and expect what was expected there.
func validateTable(m *machine, s string) (fail int, expect uint16) {
	_, fail, expect = validateMachine(m, s, 0, false)
	return fail, expect
}

// validateCallTable decides a match of the rule of m that begins at offset
// i, which ends at its first accepting state.
func validateCallTable(m *machine, s string, i int) (end, fail int, expect uint16) {
	return validateMachine(m, s, i, true)
}

// validateMachine runs m from offset i: to the end of s, or, for a callee,
// to its first accepting state.
func validateMachine(m *machine, s string, i int, callee bool) (end, fail int, expect uint16) {
	st := 0
	for {
		if c := m.call[st]; c != 0 {
			e, f, x := validateCall(int(c-1), s, i)
			if f >= 0 {
				return 0, f, x
			}
			i = e
		}
		if callee && m.final[st] != 0 {
			return i, -1, 0
		}
		if l := m.loop[st]; l != 0 {
			i = skip(s, i, &loops[l-1])
		}
		if i == len(s) {
			if !callee && m.final[st] != 0 {
				return i, -1, 0
			}
			return 0, len(s), m.expect[st]
		}
		to := m.next[st*m.n+int(m.class[s[i]])]
		if to == 0 {
			return 0, i, m.expect[st]
		}
		st = int(to - 1)
		if m.call[st] == 0 {
			i++
		}
	}
}

// skip returns the offset of the first byte from i on that t does not
// hold, eight bytes a turn while all eight are in t.
func skip(s string, i int, t *[256]bool) int {
	for i+8 <= len(s) {
		w := s[i : i+8]
		if !(t[w[0]] && t[w[1]] && t[w[2]] && t[w[3]] && t[w[4]] && t[w[5]] && t[w[6]] && t[w[7]]) {
			break
		}
		i += 8
	}
	for i < len(s) && t[s[i]] {
		i++
	}
	return i
}

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
{{if or .Parse .Find}}
// tableRegs is the number of registers the largest table automaton uses.
const tableRegs = {{.Regs}}
{{end}}{{if .Parse}}
// runTable parses s as the rule of m, logging the events of each thread's
// history: it returns the history of the match, or the failure.
func runTable(m *machine, s string, log []event) (hist int32, _ []event, fail int, expect uint16) {
	return runMachine(m, s, log)
}

// runCallTable parses a match of the rule of m that begins at offset i,
// extending the history r0; the match ends at its first accepting state.
func runCallTable(m *machine, s string, i int, log []event, r0 int32) (end int, hist int32, _ []event, fail int, expect uint16) {
	var r, h [tableRegs]int32
	r[0] = r0
	st := 0
	for {
		// A called rule's machine calls no rule (gen direct-codes one
		// that would): runMachine, which calls, and this function must
		// not call each other, or the log would leak to the heap.
		if x := m.final[st]; x != 0 {
			p := m.prog[x-1:]
			hist, log = pushTags(log, r[p[0]], p[2:2+p[1]], int32(i))
			return i, hist, log, -1, 0
		}
		if l := m.loop[st]; l != 0 {
			i = skip(s, i, &loops[l-1])
		}
		if i == len(s) {
			return 0, 0, log, len(s), m.expect[st]
		}
		k := st*m.n + int(m.class[s[i]])
		to := m.next[k]
		if to == 0 {
			return 0, 0, log, i, m.expect[st]
		}
		if x := m.ops[k]; x != 0 {
			log = runOps(m.prog[x-1:], &r, &h, log, int32(i))
		}
		st = int(to - 1)
		i++
	}
}

// runMachine runs m over all of s.
func runMachine(m *machine, s string, log []event) (hist int32, _ []event, fail int, expect uint16) {
	var r, h [tableRegs]int32
	st, i := 0, 0
	for {
		if c := m.call[st]; c != 0 {
			e, h0, lg, f, x := runCall(int(c-1), s, i, log, r[0])
			if f >= 0 {
				return 0, lg, f, x
			}
			i, r[0], log = e, h0, lg
		}
		if l := m.loop[st]; l != 0 {
			i = skip(s, i, &loops[l-1])
		}
		if i == len(s) {
			x := m.final[st]
			if x == 0 {
				return 0, log, len(s), m.expect[st]
			}
			p := m.prog[x-1:]
			hist, log = pushTags(log, r[p[0]], p[2:2+p[1]], int32(len(s)))
			return hist, log, -1, 0
		}
		k := st*m.n + int(m.class[s[i]])
		to := m.next[k]
		if to == 0 {
			return 0, log, i, m.expect[st]
		}
		if x := m.ops[k]; x != 0 {
			log = runOps(m.prog[x-1:], &r, &h, log, int32(i))
		}
		st = int(to - 1)
		if m.call[st] == 0 {
			i++
		}
	}
}

// runOps performs the history operations of program p at offset pos: all
// the new histories first, from the registers as they were, then the
// assignments.
func runOps(p []uint16, r, h *[tableRegs]int32, log []event, pos int32) []event {
	n := int(p[0])
	p = p[1:]
	q := p
	for j := 0; j < n; j++ {
		h[j], log = pushTags(log, r[q[1]], q[3:3+q[2]], pos)
		q = q[3+q[2]:]
	}
	for j := 0; j < n; j++ {
		r[p[0]] = h[j]
		p = p[3+p[2]:]
	}
	return log
}

// pushTags extends the history src by an event for each tag, at offset
// pos, and returns the new history.
func pushTags(log []event, src int32, tags []uint16, pos int32) (int32, []event) {
	if len(tags) == 0 {
		return src, log
	}
	nodes := log[src].nodes
	prev := src
	for _, t := range tags {
		if t&1 == 0 {
			nodes++
		}
		log = append(log, event{prev, pos, nodes, t})
		prev = int32(len(log) - 1)
	}
	return prev, log
}

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
{{end}}{{if .Find}}
// findTable matches s against the rule of m, recording in out the span of
// the last match of each node kind.
func findTable(m *machine, s string, out *ast.Spans) (fail int, expect uint16) {
	return findMachine(m, s, out)
}

// findCallTable finds the spans of nodes in a match of the rule of m that
// begins at offset i, from the spans in out; the match ends at its first
// accepting state.
func findCallTable(m *machine, s string, i int, out *ast.Spans) (end, fail int, expect uint16) {
	var v, t [tableRegs]ast.Spans
	for k := range v {
		v[k] = noSpans
	}
	v[0] = *out
	st := 0
	for {
		// No calls here either: see runCallTable.
		if x := m.final[st]; x != 0 {
			p := m.prog[x-1:]
			src := p[0]
			for _, slot := range p[2 : 2+p[1]] {
				v[src][slot] = int32(i)
			}
			*out = v[src]
			return i, -1, 0
		}
		if l := m.loop[st]; l != 0 {
			i = skip(s, i, &loops[l-1])
		}
		if i == len(s) {
			return 0, len(s), m.expect[st]
		}
		k := st*m.n + int(m.class[s[i]])
		to := m.next[k]
		if to == 0 {
			return 0, i, m.expect[st]
		}
		if x := m.ops[k]; x != 0 {
			findOps(m.prog[x-1:], &v, &t, int32(i))
		}
		st = int(to - 1)
		i++
	}
}

// findMachine runs m over all of s; on a match it leaves the spans of the
// match in out.
func findMachine(m *machine, s string, out *ast.Spans) (fail int, expect uint16) {
	var v, t [tableRegs]ast.Spans
	for k := range v {
		v[k] = noSpans
	}
	st, i := 0, 0
	for {
		if c := m.call[st]; c != 0 {
			e, f, x := findCall(int(c-1), s, i, &v[0])
			if f >= 0 {
				return f, x
			}
			i = e
		}
		if l := m.loop[st]; l != 0 {
			i = skip(s, i, &loops[l-1])
		}
		if i == len(s) {
			x := m.final[st]
			if x == 0 {
				return len(s), m.expect[st]
			}
			p := m.prog[x-1:]
			src := p[0]
			for _, slot := range p[2 : 2+p[1]] {
				v[src][slot] = int32(len(s))
			}
			*out = v[src]
			return -1, 0
		}
		k := st*m.n + int(m.class[s[i]])
		to := m.next[k]
		if to == 0 {
			return i, m.expect[st]
		}
		if x := m.ops[k]; x != 0 {
			findOps(m.prog[x-1:], &v, &t, int32(i))
		}
		st = int(to - 1)
		if m.call[st] == 0 {
			i++
		}
	}
}

// findOps performs the spans operations of program p at offset pos.
func findOps(p []uint16, v, t *[tableRegs]ast.Spans, pos int32) {
	for ; p[0] != progEnd; p = p[3:] {
		switch a, b := p[1], p[2]; p[0] {
		case progSnap:
			t[a] = v[b]
		case progCopy:
			v[a] = v[b]
		case progFrom:
			v[a] = t[b]
		case progSet:
			v[a][b] = pos
		}
	}
}

// The instructions of findTable's programs, three numbers each: the
// instruction, then two registers, or a register and a slot.
const (
	progEnd  = iota // the end of a program
	progSnap        // t[a] = v[b]: a register read after it is written
	progCopy        // v[a] = v[b]
	progFrom        // v[a] = t[b]
	progSet         // v[a][b] = the offset
)

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
{{end}}`))
