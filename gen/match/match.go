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
// rules, and for the costly elements inside rules (repetitions over
// unbounded strings, say), are memoized per offset, which keeps it
// polynomial: at most O(n) sets of O(n) offsets per rule or element, each
// built from its elements' sets, however deeply repetitions nest.
// Left-recursive grammars are refused (package check reports them).
//
// Polynomial is not linear: a grammar ambiguous over long stretches
// ("s = *x", "x = *"a"") has end sets as long as the input at each
// offset. Match counts its steps and stops, undecided, with a *LimitError
// past a limit linear in the input (Matcher.MaxSteps, DefaultSteps), so
// that its time and memory stay linear in the input whatever the grammar;
// the grammars of RFCs take a few hundred steps a byte at most, far below
// the limit.
//
// Memory is linear in the input for such grammars: rules whose matches are
// short and cheap to find again (ALPHA, pchar) are not memoized, memo
// tables are allocated in pages where rules are used, and only the
// failures at the furthest offset reached so far are kept.
//
// Rule calls nest as deeply as the input makes them ("((((...))))" for a
// rule that recurses inside parentheses), and the matcher recurses with
// them; past a limit (Matcher.MaxDepth) Match stops with a *DepthError
// instead of exhausting the stack.
//
// Terminals are bytes, unless the grammar has a num-val above 0xFF: then
// num-vals are Unicode code points and the input is read as UTF-8.
package match

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// DefaultMaxDepth is the nesting limit of a Matcher whose MaxDepth is 0:
// far deeper than the inputs of RFC grammars nest, and shallow enough that
// the matcher's stack stays well under Go's limit of 1 GB (under 32 MB at
// the limit for "nest = "(" *nest ")"", building the tree).
const DefaultMaxDepth = 10000

// ElementsPerCall is how many grammar elements (alternations,
// concatenations, groups, repetitions and rule calls) may be open at once
// for each rule call the nesting limit allows: 16 × MaxDepth in all, which
// grammars with rules nested fewer than 16 elements deep, as those of RFCs
// are, never reach before MaxDepth.
const ElementsPerCall = 16

// Matcher matches inputs against the rules of one grammar. It is not safe
// for concurrent use.
type Matcher struct {
	// MaxDepth is the nesting limit: Match stops with a *DepthError when
	// rule calls nest more than MaxDepth deep, or grammar elements more than
	// ElementsPerCall × MaxDepth deep, while matching or building the tree.
	// 0 means DefaultMaxDepth.
	MaxDepth int
	// MaxSteps bounds the work of one Match: Match stops with a
	// *LimitError past MaxSteps steps, a step being an element matched at
	// an offset or an offset where one can end. 0 means
	// DefaultSteps(len(input)).
	MaxSteps int

	g          *abnf.Grammar
	unresolved map[*abnf.Rule]*abnf.RuleRef // the rules that reach an undefined rule
	utf8       bool
	nullable   map[*abnf.Rule]bool
	nodes      map[string]bool // keys of the rules that become tree nodes

	refs      map[*abnf.RuleRef]*abnf.Rule // every reference, resolved
	index     map[*abnf.Rule]int
	memo      []bool            // by rule index, then memoized element: the matches are memoized
	memoNodes map[abnf.Node]int // the elements inside rules that are memoized, by index into memo

	// state of one Match call
	in       string
	rules    [][][]*entry // memoized matches by rule index, then page and offset (see slot)
	stack    []*entry
	far      int       // the furthest offset where anything failed
	log      []failure // the failures at far, of every entry (see fail)
	free     []*entry  // entries to reuse
	calls    int       // rule calls open
	open     int       // elements open, rule calls included
	limit    int       // MaxDepth, or its default
	steps    int       // steps taken (see MaxSteps)
	maxSteps int       // MaxSteps, or its default for the input
	out      []Node    // the tree being built
}

// A DepthError reports that Match stopped, undecided, because rules nested
// deeper than the matcher's limit (see Matcher.MaxDepth).
type DepthError struct {
	Offset int    // where the rule call or element past the limit begins
	Msg    string // "nesting limit reached: ..."
}

// Error formats e as "offset N: message".
func (e *DepthError) Error() string { return "offset " + strconv.Itoa(e.Offset) + ": " + e.Msg }

// StepsPerByte and MinSteps make the default step limit (see
// DefaultSteps).
const (
	StepsPerByte = 512
	MinSteps     = 1 << 20
)

// DefaultSteps is the step limit of a Matcher whose MaxSteps is 0, for an
// input of n bytes: StepsPerByte steps a byte, and at least MinSteps. The
// grammars of RFCs take a few hundred steps a byte at most, and the
// memory a match holds grows with its steps, so matching stays within
// time and memory linear in the input. A grammar that is ambiguous over
// long stretches ("s = *x", "x = *"a"") has end sets as long as the
// input at each offset, quadratic in all: past the limit, Match refuses
// it rather than take seconds and gigabytes.
func DefaultSteps(n int) int {
	return max(MinSteps, StepsPerByte*(n+1))
}

// A LimitError reports that Match stopped, undecided, because matching
// would take more steps than the matcher's limit (see Matcher.MaxSteps).
type LimitError struct {
	Offset int    // where the element that went past the limit begins
	Msg    string // "step limit reached: ..."
}

// Error formats e as "offset N: message".
func (e *LimitError) Error() string { return "offset " + strconv.Itoa(e.Offset) + ": " + e.Msg }

// New returns a matcher for g. It fails when the grammar is
// left-recursive, which no interpretation of ABNF can match. A rule that
// uses an undefined rule, directly or not, cannot be matched: Match
// returns an error for it, and matches the other rules.
func New(g *abnf.Grammar) (*Matcher, error) {
	if cs := check.LeftCycles(g); len(cs) > 0 {
		return nil, fmt.Errorf("%s: rule %q is left-recursive", cs[0][0].Pos(), cs[0][0].Name)
	}
	m := &Matcher{g: g, unresolved: g.Unresolved(), nullable: check.Nullable(g), nodes: map[string]bool{},
		refs: map[*abnf.RuleRef]*abnf.Rule{}, index: map[*abnf.Rule]int{},
		memo: make([]bool, len(g.Rules))}
	for i, r := range g.Rules {
		m.index[r] = i
		for _, ref := range abnf.Refs(r.Body()) {
			m.refs[ref] = g.Rule(ref.Name)
		}
	}
	m.utf8 = g.UTF8()
	m.plan()
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
// builds the first parse tree (see Tree). When rules nest deeper than the
// limit (see MaxDepth) it returns a *DepthError.
func (m *Matcher) Match(rule, input string, tree bool) (res *Result, err error) {
	r := m.g.Rule(rule)
	if r == nil {
		return nil, fmt.Errorf("no rule %q in the grammar", rule)
	}
	if ref := m.unresolved[r]; ref != nil {
		return nil, fmt.Errorf("rule %q uses undefined rule %q (%s)", r.Name, ref.Name, ref.At)
	}
	m.in = input
	m.rules = make([][][]*entry, len(m.memo))
	top := &entry{start: 0, far: -1, head: -1}
	m.stack = append(m.stack[:0], top)
	m.far, m.log = -1, m.log[:0]
	m.calls, m.open = 0, 0
	m.limit = m.MaxDepth
	if m.limit <= 0 {
		m.limit = DefaultMaxDepth
	}
	m.steps, m.maxSteps = 0, m.MaxSteps
	if m.maxSteps <= 0 {
		m.maxSteps = DefaultSteps(len(input))
	}
	defer func() {
		// Let the garbage collector have the memo tables and what they
		// refer to, keeping small buffers for the next input, and turn
		// the nesting limit's panic into an error.
		m.in, m.rules, m.out = "", nil, nil
		m.stack, m.log, m.free = reuse(m.stack), reuse(m.log), reuse(m.free)
		switch x := recover().(type) {
		case nil:
		case *DepthError:
			res, err = nil, x
		case *LimitError:
			res, err = nil, x
		default:
			panic(x)
		}
	}()
	ends := m.rule(r, 0)
	res = &Result{}
	for _, e := range ends {
		if e == len(input) {
			res.OK = true
		} else {
			m.fail(top, e, failure{end: true})
		}
	}
	if res.OK {
		if tree {
			res.Tree = m.tree(r, len(input))
		}
		return res, nil
	}
	// Every failure is recorded where it happens, prose-vals included,
	// so top.far is an offset of the input.
	res.Offset = top.far
	res.Expected = m.describe(top)
	res.Found = Found(input, top.far)
	if m.utf8 && top.far < len(input) && !startsRune(input[top.far:]) {
		res.Found = "invalid UTF-8 " + res.Found
	}
	return res, nil
}

// descend counts an element opened at offset pos, a rule call when call
// is set, and stops the match past the nesting limit.
func (m *Matcher) descend(pos int, call bool) {
	m.open++
	if call {
		m.calls++
		if m.calls > m.limit {
			panic(&DepthError{Offset: pos, Msg: fmt.Sprintf("nesting limit reached: rules nested more than %d deep", m.limit)})
		}
	}
	if m.open > m.limit*ElementsPerCall {
		panic(&DepthError{Offset: pos, Msg: fmt.Sprintf("nesting limit reached: grammar elements nested more than %d deep", m.limit*ElementsPerCall)})
	}
}

// ascend closes what descend opened.
func (m *Matcher) ascend(call bool) {
	m.open--
	if call {
		m.calls--
	}
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
		case r > 0xffff && !strconv.IsGraphic(r):
			fmt.Fprintf(&b, `\U%08x`, r)
		case r >= 0x80 && !strconv.IsGraphic(r):
			// C1 controls, format characters (U+FEFF, the bidirectional
			// ones: U+202E), line and paragraph separators, private use.
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// entry is the match of a rule at an offset, memoized or not, with the
// failures furthest into the input seen while computing it.
type entry struct {
	rule  *abnf.Rule
	start int
	ends  []int
	far   int
	// The failures at far, when far is the furthest offset of the whole
	// match (Matcher.far): a list through Matcher.log from head to tail.
	head, tail int
	busy       bool
	root       bool // the rule matched, which descriptions never name
}

// failure is a terminal that did not match at an entry's furthest offset,
// the end of input expected there, or a rule matched inside the entry
// whose own furthest failures are there.
type failure struct {
	term  abnf.Node // a CharVal or NumVal
	index int       // which character or value of term failed
	end   bool      // the end of input was expected
	child *entry
	next  int // the entry's next failure in Matcher.log, -1 for none
}

// fail records at e a failure f at offset pos. Only the failures at the
// furthest offset of the whole match are ever described, so a failure
// short of the furthest offset so far moves e.far but is not kept, and the
// failures kept, in one log for all entries, are dropped when something
// fails further.
func (m *Matcher) fail(e *entry, pos int, f failure) {
	if pos > m.far {
		m.far, m.log = pos, m.log[:0]
	}
	if pos > e.far {
		e.far, e.head = pos, -1
	}
	if pos == m.far {
		f.next = -1
		m.log = append(m.log, f)
		if i := len(m.log) - 1; e.head < 0 {
			e.head, e.tail = i, i
		} else {
			m.log[e.tail].next = i
			e.tail = i
		}
	}
}

// merge adds to e the failures of child, a rule matched inside e.
func (m *Matcher) merge(e, child *entry) {
	if child.far >= 0 {
		m.fail(e, child.far, failure{child: child})
	}
}

// describe names the failures of top at its furthest offset, in the order
// they were found and without repeats: for each, the outermost rule open
// around it that started there and cannot match the empty string, or else
// the terminal itself. The rule matched is never named: where it begins,
// what it begins with is more telling. The walk keeps its own stack, as
// deep as rules nested.
func (m *Matcher) describe(top *entry) []string {
	pos := top.far
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	// Each entry on the stack, as the next of its failures to describe.
	var stack []int
	if top.far == m.far {
		stack = append(stack, top.head)
	}
	visited := map[*entry]bool{top: true}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		if i < 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		x := m.log[i]
		stack[len(stack)-1] = x.next
		switch c := x.child; {
		case x.end:
			add(EndOfInput)
		case c != nil:
			// A child described before added its names then.
			if visited[c] {
				continue
			}
			visited[c] = true
			if c.rule != nil && !c.root && c.start == pos && !m.nullable[c.rule] {
				add(c.rule.Name)
			} else {
				stack = append(stack, c.head)
			}
		default:
			add(TermText(x.term, x.index))
		}
	}
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

// reuse returns a buffer emptied for the next match, or nil when it grew
// large: it is kept without what it referred to.
func reuse[T any](buf []T) []T {
	if cap(buf) > 64 {
		return nil
	}
	clear(buf[:cap(buf)])
	return buf[:0]
}

// pageBits sets the size of the pages of memo tables: 256 offsets.
const pageBits = 8

// slot returns where the memoized match of rule i at pos is kept,
// allocating the page that holds it: a rule used at few offsets costs a
// few pages, not a table as long as the input, and a short input's page
// is as long as the input.
func (m *Matcher) slot(i, pos int) **entry {
	pages := m.rules[i]
	if pages == nil {
		pages = make([][]*entry, len(m.in)>>pageBits+1)
		m.rules[i] = pages
	}
	p := pages[pos>>pageBits]
	if p == nil {
		start := pos &^ (1<<pageBits - 1)
		p = make([]*entry, min(1<<pageBits, len(m.in)+1-start))
		pages[pos>>pageBits] = p
	}
	return &p[pos&(1<<pageBits-1)]
}

// rule returns the offsets where rule r, started at pos, can end.
func (m *Matcher) rule(r *abnf.Rule, pos int) []int {
	i := m.index[r]
	return m.memoized(i, r, r.Body(), pos, m.memo[i])
}

// memoized returns the offsets where n, started at pos, can end: n is
// the body of rule r or, with r nil, an element inside a rule. When memo
// is set, the match is kept in the memo table of index i (see slot).
func (m *Matcher) memoized(i int, r *abnf.Rule, n abnf.Node, pos int, memo bool) []int {
	parent := m.stack[len(m.stack)-1]
	var slot **entry
	if memo {
		slot = m.slot(i, pos)
		if e := *slot; e != nil {
			if e.busy {
				panic(fmt.Sprintf("match: left recursion at %s", n.Pos())) // refused by New
			}
			m.merge(parent, e)
			return e.ends
		}
	}
	call := r != nil
	if call {
		m.descend(pos, true)
	}
	var e *entry
	if k := len(m.free); k > 0 {
		e, m.free = m.free[k-1], m.free[:k-1]
	} else {
		e = new(entry)
	}
	*e = entry{rule: r, start: pos, far: -1, head: -1, busy: true, root: call && len(m.stack) == 1}
	if slot != nil {
		*slot = e
	}
	m.stack = append(m.stack, e)
	e.ends = m.eval(n, pos)
	m.stack = m.stack[:len(m.stack)-1]
	e.busy = false
	if call {
		m.ascend(true)
	}
	m.merge(parent, e)
	ends := e.ends
	if slot == nil && e.far != m.far {
		// Neither memoized nor among the failures kept: nothing refers
		// to it.
		m.free = append(m.free, e)
	}
	return ends
}

// elem returns the sorted offsets where n, started at pos, can end, and
// counts them as steps (see Matcher.MaxSteps).
func (m *Matcher) elem(n abnf.Node, pos int) []int {
	var ends []int
	memo := false
	switch n.(type) {
	case *abnf.Alternation, *abnf.Concatenation, *abnf.Repetition:
		var i int
		if i, memo = m.memoNodes[n]; memo {
			ends = m.memoized(i, nil, n, pos, true)
		}
	}
	if !memo {
		ends = m.eval(n, pos)
	}
	if m.steps += 1 + len(ends); m.steps > m.maxSteps {
		panic(&LimitError{Offset: pos, Msg: fmt.Sprintf("step limit reached: matching takes more than %d steps for %d bytes of input", m.maxSteps, len(m.in))})
	}
	return ends
}

// eval computes what elem returns, without looking n up in the memo
// tables.
func (m *Matcher) eval(n abnf.Node, pos int) []int {
	switch n := n.(type) {
	case *abnf.Alternation:
		m.descend(pos, false)
		var out []int
		for _, a := range n.Alts {
			out = append(out, m.elem(a, pos)...)
		}
		m.ascend(false)
		return normalize(out)
	case *abnf.Concatenation:
		m.descend(pos, false)
		ends := m.seq(n, pos)
		m.ascend(false)
		return ends
	case *abnf.Group:
		m.descend(pos, false)
		ends := m.elem(n.Body, pos)
		m.ascend(false)
		return ends
	case *abnf.Repetition:
		m.descend(pos, false)
		var g repGraph
		m.explore(&g, n, pos)
		m.ascend(false)
		return g.ends()
	case *abnf.RuleRef:
		return m.rule(m.refs[n], pos)
	case *abnf.CharVal:
		return m.charVal(n, pos)
	case *abnf.NumVal:
		return m.numVal(n, pos)
	case *abnf.ProseVal:
		// No machine matches prose: it fails where it starts, and says
		// what it needed.
		m.fail(m.stack[len(m.stack)-1], pos, failure{term: n})
		return nil
	}
	panic(fmt.Sprintf("match: unknown element %T", n))
}

// seq returns the sorted offsets where the items of n, started at pos,
// can end: the last of layers, without keeping the others.
func (m *Matcher) seq(n *abnf.Concatenation, pos int) []int {
	cur := m.elem(n.Items[0], pos)
	for _, item := range n.Items[1:] {
		if len(cur) == 1 {
			// Sorted already; shared, so appending must copy.
			next := m.elem(item, cur[0])
			cur = next[:len(next):len(next)]
			continue
		}
		var next []int
		for _, p := range cur {
			next = append(next, m.elem(item, p)...)
		}
		cur = normalize(next)
	}
	return cur
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
// iterations between them (see explore).
type repGraph struct {
	n      *abnf.Repetition
	states []repState              // all of them with next, else those left to explore
	stops  []int                   // the offsets of final states, as found
	next   map[repState][]repState // successors in the order of the item's ends
}

func (g *repGraph) final(s repState) bool { return s.count >= g.n.Min }

// ends returns the sorted offsets where the repetition can stop.
func (g *repGraph) ends() []int {
	return normalize(g.stops)
}

// repeat explores repetition n from pos breadth first, recording the
// iterations between states when graph is set.
func (m *Matcher) repeat(n *abnf.Repetition, pos int, graph bool) *repGraph {
	g := &repGraph{}
	if graph {
		g.next = map[repState][]repState{}
	}
	m.explore(g, n, pos)
	return g
}

// smallRep is how many states a repetition searches linearly before it
// keeps a set of them.
const smallRep = 16

// repSeen is the set of states a repetition has found: a few in an
// array, then a stateSet.
type repSeen struct {
	few [smallRep]repState
	n   int // states in few
	set *stateSet
}

// add adds t and reports whether it was not in the set already.
func (s *repSeen) add(t repState) bool {
	if s.set == nil {
		if slices.Contains(s.few[:s.n], t) {
			return false
		}
		if s.n < smallRep {
			s.few[s.n] = t
			s.n++
			return true
		}
		s.set = &stateSet{}
		for _, u := range s.few {
			s.set.add(u)
		}
	}
	return s.set.add(t)
}

// stateSet is a set of the states of a repetition, by count. A
// repetition over the whole input reaches most offsets: a bit an offset
// costs less than a map entry a state.
type stateSet struct {
	levels []level // by count
}

// add adds t to the set and reports whether it was not in it already.
func (set *stateSet) add(t repState) bool {
	for len(set.levels) <= t.count {
		set.levels = append(set.levels, level{})
	}
	return set.levels[t.count].add(t.pos)
}

// level is the offsets a repetition reached with one count: a bitset of
// the offsets from the first one while it has at least a bit set in 256,
// else a map.
type level struct {
	base, n int
	bits    []uint64
	sparse  map[int]bool
}

// add adds pos to l and reports whether it was not in it already.
func (l *level) add(pos int) bool {
	if l.n == 0 {
		l.base = pos
	}
	i := pos - l.base
	if l.sparse == nil && (i < 0 || i/64 >= 4+l.n/4) {
		l.sparse = make(map[int]bool, l.n+1)
		for w, word := range l.bits {
			for b := range 64 {
				if word&(1<<b) != 0 {
					l.sparse[l.base+64*w+b] = true
				}
			}
		}
		l.bits = nil
	}
	if l.sparse != nil {
		if l.sparse[pos] {
			return false
		}
		l.sparse[pos] = true
		l.n++
		return true
	}
	if w := i / 64; w >= len(l.bits) {
		l.bits = slices.Grow(l.bits, w+1-len(l.bits))[:w+1]
	}
	bit := uint64(1) << (i % 64)
	if l.bits[i/64]&bit != 0 {
		return false
	}
	l.bits[i/64] |= bit
	l.n++
	return true
}

// explore finds the states of repetition n from pos, breadth first, and
// the offsets where it can stop. An iteration that matches nothing once
// the count is folded changes no state and is left out: the language is
// the same and the search ends. Without g.next, the states explored are
// dropped as the search goes: a repetition over the whole input keeps
// only its stops.
func (m *Matcher) explore(g *repGraph, n *abnf.Repetition, pos int) {
	g.n = n
	var seen repSeen
	start := repState{pos, 0}
	seen.add(start)
	g.states = append(g.states, start)
	if g.final(start) {
		g.stops = append(g.stops, pos)
	}
	for i := 0; i < len(g.states); i++ {
		if g.next == nil && i >= smallRep && 2*i >= len(g.states) {
			g.states = g.states[:copy(g.states, g.states[i:])]
			i = 0
		}
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
			if g.next != nil {
				g.next[s] = append(g.next[s], t)
			}
			if seen.add(t) {
				g.states = append(g.states, t)
				if g.final(t) {
					g.stops = append(g.stops, t.pos)
				}
			}
		}
	}
}

func (m *Matcher) charVal(n *abnf.CharVal, pos int) []int {
	for i := 0; i < len(n.Text); i++ {
		if pos+i >= len(m.in) || !sameChar(m.in[pos+i], n.Text[i], n.CaseSensitive) {
			m.fail(m.stack[len(m.stack)-1], pos+i, failure{term: n, index: i})
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
			m.fail(m.stack[len(m.stack)-1], at, failure{term: n, index: i})
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

// startsRune reports whether s begins with a valid UTF-8 encoding.
func startsRune(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	return r != utf8.RuneError || n > 1
}
