// Package match is the reference matcher: an interpreter that decides
// whether a whole input matches a rule of an ABNF grammar under the
// grammar's own context-free semantics (RFC 5234 §3): a string matches if
// some choice of alternatives and some count of every repetition derives
// it. Nothing commits early the way a PEG parser does, so "1.2.3.400"
// is a host of RFC 3986 (a reg-name) even though it starts like an
// IPv4address.
//
// It is the oracle the generated parsers are tested against, so it favours
// the obviously correct over the clever. It computes, for a grammar element
// and a start offset, the set of offsets where a match can end; sets for
// rules are memoized per offset, which keeps it polynomial: at most
// O(n) sets of O(n) offsets per rule, each built from its elements' sets.
// Left-recursive grammars are refused (package check reports them).
//
// Terminals are bytes, unless the grammar has a num-val above 0xFF: then
// num-vals are Unicode code points and the input is read as UTF-8.
package match

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// Matcher matches inputs against the rules of one grammar. It is not safe
// for concurrent use.
type Matcher struct {
	g        *abnf.Grammar
	utf8     bool
	nullable map[*abnf.Rule]bool
	nodes    map[string]bool // keys of the rules that become tree nodes

	refs  map[*abnf.RuleRef]*abnf.Rule // every reference, resolved
	index map[*abnf.Rule]int

	// state of one Match call
	in    string
	rules [][]*entry // by rule index, then offset
	stack []*entry
	out   []Node // the tree being built
}

// New returns a matcher for g. It fails when a rule is undefined or the
// grammar is left-recursive, which no interpretation of ABNF can match.
func New(g *abnf.Grammar) (*Matcher, error) {
	for _, r := range g.Rules {
		for _, ref := range abnf.Refs(r.Body()) {
			if g.Rule(ref.Name) == nil {
				return nil, fmt.Errorf("%s: undefined rule %q", ref.At, ref.Name)
			}
		}
	}
	if cs := check.LeftCycles(g); len(cs) > 0 {
		return nil, fmt.Errorf("%s: rule %q is left-recursive", cs[0][0].Pos(), cs[0][0].Name)
	}
	m := &Matcher{g: g, nullable: check.Nullable(g), nodes: map[string]bool{},
		refs: map[*abnf.RuleRef]*abnf.Rule{}, index: map[*abnf.Rule]int{}}
	for i, r := range g.Rules {
		m.index[r] = i
		for _, ref := range abnf.Refs(r.Body()) {
			m.refs[ref] = g.Rule(ref.Name)
		}
		abnf.Walk(r.Body(), func(n abnf.Node) bool {
			if v, ok := n.(*abnf.NumVal); ok {
				for _, x := range v.Values {
					if x > 0xFF {
						m.utf8 = true
					}
				}
			}
			return true
		})
	}
	return m, nil
}

// SetNodes names the rules that appear as nodes in Result.Tree.
func (m *Matcher) SetNodes(rules []string) {
	m.nodes = map[string]bool{}
	for _, r := range rules {
		m.nodes[abnf.Key(r)] = true
	}
}

// Result is the outcome of matching a whole input.
type Result struct {
	// OK is set when the whole input matches the rule.
	OK bool
	// On failure: the furthest offset any derivation reached, what the
	// grammar allows there (rule names and literals, in the order they were
	// tried) and what the input has there.
	Offset   int
	Expected []string // without duplicates; EndOfInput for the end of the input
	Found    string   // as Found words it: a quoted character, or EndOfInput
	// On success, when Match was asked for a tree: the nodes of the first parse tree in
	// priority order (see Tree).
	Tree []Node
}

// Node is a node of a parse tree: a match of rule Rule spanning
// input[Pos:End], nested in the node Parent (an index into the tree, -1
// for a node at the top: the root, or, when the rule matched makes no
// node, each node directly under its match). Trees list nodes in
// pre-order.
type Node struct {
	Rule     string // the rule's name, as its first definition spells it
	Pos, End int    // byte offsets into the input, from 0
	Parent   int    // the index of the enclosing node, -1 when none encloses it
}

// Message words a failure the way the generated parsers do:
// `expected "/", "?" or end of input, found " "`.
func (r *Result) Message() string {
	return "expected " + JoinOr(r.Expected) + ", found " + r.Found
}

// JoinOr joins items as `a, b or c`.
func JoinOr(items []string) string {
	switch len(items) {
	case 0:
		return "nothing"
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// EndOfInput is how expectations and findings name the end of the input.
const EndOfInput = "end of input"

// Match matches the whole input against rule. With tree set it also
// builds the first parse tree (see Tree).
func (m *Matcher) Match(rule, input string, tree bool) (*Result, error) {
	r := m.g.Rule(rule)
	if r == nil {
		return nil, fmt.Errorf("no rule %q in the grammar", rule)
	}
	m.in = input
	m.rules = make([][]*entry, len(m.g.Rules))
	top := &entry{start: 0, far: -1}
	m.stack = []*entry{top}
	ends := m.rule(r, 0)
	res := &Result{}
	for _, e := range ends {
		if e == len(input) {
			res.OK = true
		} else {
			top.fail(e, failure{end: true})
		}
	}
	if res.OK {
		if tree {
			res.Tree = m.tree(r, len(input))
		}
		return res, nil
	}
	res.Offset = top.far
	seen := map[string]bool{}
	for _, d := range m.describe(top, top.far, map[*entry][]string{}) {
		if !seen[d] {
			seen[d] = true
			res.Expected = append(res.Expected, d)
		}
	}
	res.Found = Found(input, top.far)
	return res, nil
}

// Found names what input holds at offset: the character there, quoted, or
// the end of the input.
func Found(input string, offset int) string {
	if offset >= len(input) {
		return EndOfInput
	}
	r, n := utf8.DecodeRuneInString(input[offset:])
	if r == utf8.RuneError && n <= 1 {
		return fmt.Sprintf(`"\x%02x"`, input[offset])
	}
	return quote(string(r))
}

func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && r < 0xa0, r == 0xfeff, r == 0x2028, r == 0x2029:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// entry is the memoized match of a rule at an offset, with the failures
// furthest into the input seen while computing it.
type entry struct {
	rule  *abnf.Rule
	start int
	ends  []int
	far   int
	fails []failure
	busy  bool
	root  bool // the rule matched, which descriptions never name
}

// failure is a terminal that did not match at an entry's furthest offset,
// the end of input expected there, or a rule matched inside the entry
// whose own furthest failures are there.
type failure struct {
	term  abnf.Node // a CharVal or NumVal
	index int       // which character or value of term failed
	end   bool      // the end of input was expected
	child *entry
}

func (e *entry) fail(pos int, f failure) {
	if pos > e.far {
		e.far, e.fails = pos, nil
	}
	if pos == e.far {
		e.fails = append(e.fails, f)
	}
}

// merge adds the failures of child, a rule matched inside e.
func (e *entry) merge(child *entry) {
	if child.far >= 0 {
		e.fail(child.far, failure{child: child})
	}
}

// describe names the failures of e at offset pos, in the order they were
// found: for each, the outermost rule open around it that started at pos
// and cannot match the empty string, or else the terminal itself. The rule
// matched is never named: where it begins, what it begins with is more
// telling.
func (m *Matcher) describe(e *entry, pos int, memo map[*entry][]string) []string {
	if d, ok := memo[e]; ok {
		return d
	}
	var out []string
	if e.rule != nil && !e.root && e.start == pos && !m.nullable[e.rule] {
		out = []string{e.rule.Name}
	} else {
		for _, f := range e.fails {
			switch {
			case f.end:
				out = append(out, EndOfInput)
			case f.child != nil:
				out = append(out, m.describe(f.child, pos, memo)...)
			default:
				out = append(out, TermText(f.term, f.index))
			}
		}
	}
	memo[e] = out
	return out
}

// TermText names the index-th character or value of a terminal, the way
// the grammar writes it: `"/"`, `%x30-39`, `%x0A`.
func TermText(n abnf.Node, index int) string {
	switch n := n.(type) {
	case *abnf.CharVal:
		return n.CharText(index)
	case *abnf.NumVal:
		return n.ValueText(index)
	}
	return abnf.Format(n)
}

// rule returns the offsets where rule r, started at pos, can end.
func (m *Matcher) rule(r *abnf.Rule, pos int) []int {
	parent := m.stack[len(m.stack)-1]
	memo := m.rules[m.index[r]]
	if memo == nil {
		memo = make([]*entry, len(m.in)+1)
		m.rules[m.index[r]] = memo
	}
	if e := memo[pos]; e != nil {
		if e.busy {
			panic("match: left recursion in " + r.Name) // refused by New
		}
		parent.merge(e)
		return e.ends
	}
	e := &entry{rule: r, start: pos, far: -1, busy: true, root: len(m.stack) == 1}
	memo[pos] = e
	m.stack = append(m.stack, e)
	e.ends = m.elem(r.Body(), pos)
	m.stack = m.stack[:len(m.stack)-1]
	e.busy = false
	parent.merge(e)
	return e.ends
}

// elem returns the sorted offsets where n, started at pos, can end.
func (m *Matcher) elem(n abnf.Node, pos int) []int {
	switch n := n.(type) {
	case *abnf.Alternation:
		var out []int
		for _, a := range n.Alts {
			out = append(out, m.elem(a, pos)...)
		}
		return normalize(out)
	case *abnf.Concatenation:
		layers := m.layers(n, pos)
		return layers[len(layers)-1]
	case *abnf.Group:
		return m.elem(n.Body, pos)
	case *abnf.Repetition:
		return m.repeat(n, pos, false).ends()
	case *abnf.RuleRef:
		return m.rule(m.refs[n], pos)
	case *abnf.CharVal:
		return m.charVal(n, pos)
	case *abnf.NumVal:
		return m.numVal(n, pos)
	case *abnf.ProseVal:
		return nil
	}
	panic(fmt.Sprintf("match: unknown element %T", n))
}

// layers returns, for each i, the offsets where the first i items of n
// can end when started at pos: layers[0] is {pos}, the last layer the
// ends of n.
func (m *Matcher) layers(n *abnf.Concatenation, pos int) [][]int {
	layers := [][]int{{pos}}
	for _, item := range n.Items {
		var next []int
		for _, p := range layers[len(layers)-1] {
			next = append(next, m.elem(item, p)...)
		}
		layers = append(layers, normalize(next))
	}
	return layers
}

// repState is a step of a repetition: an offset reached after count
// iterations. Past the minimum of an unbounded repetition every count is
// the same, so counts there are folded into one.
type repState struct{ pos, count int }

// repGraph is every state a repetition reaches from its start, with the
// iterations between them.
type repGraph struct {
	n      *abnf.Repetition
	states []repState
	next   map[repState][]repState // successors in the order of the item's ends
}

func (g *repGraph) final(s repState) bool { return s.count >= g.n.Min }

// ends returns the sorted offsets where the repetition can stop.
func (g *repGraph) ends() []int {
	var out []int
	for _, s := range g.states {
		if g.final(s) {
			out = append(out, s.pos)
		}
	}
	return normalize(out)
}

// repeat explores repetition n from pos breadth first. An iteration that
// matches nothing once the count is folded changes no state and is left
// out: the language is the same and the search ends.
func (m *Matcher) repeat(n *abnf.Repetition, pos int, graph bool) *repGraph {
	g := &repGraph{n: n}
	if graph {
		g.next = map[repState][]repState{}
	}
	start := repState{pos, 0}
	g.states = append(g.states, start)
	seen := map[repState]bool{start: true}
	for i := 0; i < len(g.states); i++ {
		s := g.states[i]
		if n.Max != abnf.Unbounded && s.count >= n.Max {
			continue
		}
		count := s.count + 1
		if n.Max == abnf.Unbounded {
			count = min(count, n.Min)
		}
		for _, e := range m.elem(n.Item, s.pos) {
			t := repState{e, count}
			if t == s {
				continue
			}
			if graph {
				g.next[s] = append(g.next[s], t)
			}
			if !seen[t] {
				seen[t] = true
				g.states = append(g.states, t)
			}
		}
	}
	return g
}

func (m *Matcher) charVal(n *abnf.CharVal, pos int) []int {
	for i := 0; i < len(n.Text); i++ {
		if pos+i >= len(m.in) || !sameChar(m.in[pos+i], n.Text[i], n.CaseSensitive) {
			m.stack[len(m.stack)-1].fail(pos+i, failure{term: n, index: i})
			return nil
		}
	}
	return []int{pos + len(n.Text)}
}

func sameChar(in, want byte, sensitive bool) bool {
	if in == want {
		return true
	}
	if sensitive {
		return false
	}
	lower := func(c byte) byte {
		if 'A' <= c && c <= 'Z' {
			return c + 'a' - 'A'
		}
		return c
	}
	return lower(in) == lower(want)
}

func (m *Matcher) numVal(n *abnf.NumVal, pos int) []int {
	at := pos
	for i := range n.Values {
		if n.Range && i > 0 {
			break
		}
		v, size := m.value(at)
		ok := size > 0 && v == n.Values[i]
		if n.Range {
			ok = size > 0 && n.Values[0] <= v && v <= n.Values[1]
		}
		if !ok {
			m.stack[len(m.stack)-1].fail(at, failure{term: n, index: i})
			return nil
		}
		at += size
	}
	return []int{at}
}

// value reads one terminal value at pos: a byte, or a UTF-8 encoded code
// point for grammars of code points. size is 0 at the end or on invalid
// UTF-8.
func (m *Matcher) value(pos int) (rune, int) {
	if pos >= len(m.in) {
		return 0, 0
	}
	if !m.utf8 {
		return rune(m.in[pos]), 1
	}
	r, size := utf8.DecodeRuneInString(m.in[pos:])
	if r == utf8.RuneError && size <= 1 {
		return 0, 0
	}
	return r, size
}

// normalize sorts a list of offsets and drops repeats.
func normalize(a []int) []int {
	if len(a) < 2 {
		return a
	}
	sort.Ints(a)
	out := a[:1]
	for _, x := range a[1:] {
		if x != out[len(out)-1] {
			out = append(out, x)
		}
	}
	return out
}

func has(set []int, x int) bool {
	i := sort.SearchInts(set, x)
	return i < len(set) && set[i] == x
}
