// Package peg reads an ABNF grammar the way a parsing expression grammar
// (PEG, Ford 2004) reads its rules, and finds where that goes wrong.
//
// ABNF alternation is unordered and its repetitions may stop at any count
// within their bounds: a string matches when some choice of alternatives
// and counts derives it (package match decides exactly that). A PEG parser,
// like most hand-written recursive-descent parsers and the parser
// generators that resolve ambiguity by order, reads the same text with
// prioritized choice: an alternation commits to the first alternative that
// succeeds, and a repetition is greedy and possessive, taking as many
// iterations as it can and never giving one back. It accepts a subset of
// the language; RFC 3986's dec-octet ("25": DIGIT commits on "2") and host
// ("1.2.3.4x": IPv4address commits on "1.2.3.4") are the classic cases.
//
// A Parser is a backtracking interpreter in continuation-passing style in
// which every alternation and every repetition whose count is not fixed
// (a choice node, see IsChoice) has one of two meanings:
//
//   - PEG, the default: the node decides once, the way a PEG parser does.
//     An alternation takes the first alternative that has a match; a
//     repetition takes one more iteration whenever its item has a match
//     that consumes input (or the minimum is not reached yet), and stops
//     otherwise. What follows never makes it decide again. With every node
//     PEG the parser is exactly a PEG parser whose rules are the
//     grammar's, "/" read as ordered choice and repetitions as possessive
//     loops; it memoizes each node's result at each offset (a packrat
//     parser).
//   - ABNF (relaxed): the node yields every result, alternatives in order
//     and counts from the most to the fewest, and what follows backtracks
//     into it.
//
// A PEG node above a relaxed one keeps its decision (which alternative,
// whether to iterate again) but not the result inside: what follows may
// still backtrack into the relaxed node below it (a "soft cut"). So
// relaxing one node frees that node's decisions only, wherever it sits,
// and leaves every other decision as PEG makes it.
//
// Relaxing one node at a time answers "does PEG's commitment at this node
// lose strings of the grammar?" (see Hazards). Relaxing every node
// (RelaxAll) gives the grammar's own semantics, by exhaustive backtracking
// that may take exponential time: use package match for that.
//
// Grammars with left recursion are refused, as PEG cannot run them.
// Recursive rules are fine: without left recursion, every cycle consumes
// input, so a parse ends. A step budget bounds the work of each parse.
package peg

import (
	"errors"
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// DefaultMaxSteps is the step budget of a parse when Parser.MaxSteps is 0.
const DefaultMaxSteps = 2_000_000

// ErrBudget is returned by a parse that used up its step budget.
var ErrBudget = errors.New("peg: step budget exhausted")

// Parser matches inputs against the rules of a grammar with PEG semantics
// at every choice node except the relaxed ones. A Parser is safe for
// concurrent use: each Match has its own state.
type Parser struct {
	t       *tables
	relaxed []bool // by node number
	impure  []bool // relaxed, or with a relaxed node inside
	all     bool
	// MaxSteps bounds the elements one Match may try (0 means
	// DefaultMaxSteps); past it, Match returns ErrBudget.
	MaxSteps int
}

// tables is what every parser of a grammar shares: the grammar compiled
// into nodes that know their number, their kind and their children.
type tables struct {
	g     *abnf.Grammar
	utf8  bool
	nodes []*node              // by number
	id    map[abnf.Node]*node  // the compiled form of each element
	rules map[*abnf.Rule]*node // the body of each rule
	refs  map[*abnf.RuleRef]*abnf.Rule

	mu   sync.Mutex
	free []*state // states to reuse, with their memo tables
}

type kind uint8

const (
	kAlt kind = iota
	kCat
	kRep
	kRef
	kChar
	kNum
	kProse
)

// node is a compiled element. Groups are compiled as their body.
type node struct {
	id       int
	kind     kind
	choice   bool // see IsChoice
	kids     []*node
	min, max int       // of a repetition
	body     *node     // of a reference: the referenced rule's body
	src      abnf.Node // the element
}

// New returns a PEG parser for g, with no node relaxed. It fails when a
// rule is undefined or the grammar is left-recursive.
func New(g *abnf.Grammar) (*Parser, error) {
	t, err := newTables(g)
	if err != nil {
		return nil, err
	}
	if cs := check.LeftCycles(g); len(cs) > 0 {
		return nil, fmt.Errorf("%s: rule %q is left-recursive, which a PEG parser cannot run", cs[0][0].Pos(), cs[0][0].Name)
	}
	p := &Parser{t: t}
	p.relaxed = make([]bool, len(t.nodes))
	p.impure = make([]bool, len(t.nodes))
	return p, nil
}

func newTables(g *abnf.Grammar) (*tables, error) {
	t := &tables{g: g, id: map[abnf.Node]*node{}, rules: map[*abnf.Rule]*node{}, refs: map[*abnf.RuleRef]*abnf.Rule{}, utf8: g.UTF8()}
	var compile func(n abnf.Node) (*node, error)
	compile = func(n abnf.Node) (*node, error) {
		if c, ok := t.id[n]; ok {
			return c, nil
		}
		if grp, ok := n.(*abnf.Group); ok {
			c, err := compile(grp.Body)
			t.id[n] = c
			return c, err
		}
		c := &node{id: len(t.nodes), src: n, choice: IsChoice(n)}
		t.nodes = append(t.nodes, c)
		t.id[n] = c
		var kids []abnf.Node
		switch n := n.(type) {
		case *abnf.Alternation:
			c.kind, kids = kAlt, n.Alts
		case *abnf.Concatenation:
			c.kind, kids = kCat, n.Items
		case *abnf.Repetition:
			c.kind, kids, c.min, c.max = kRep, []abnf.Node{n.Item}, n.Min, n.Max
		case *abnf.RuleRef:
			c.kind = kRef
			target := g.Rule(n.Name)
			if target == nil {
				return nil, fmt.Errorf("%s: undefined rule %q", n.At, n.Name)
			}
			t.refs[n] = target
		case *abnf.CharVal:
			c.kind = kChar
		case *abnf.NumVal:
			c.kind = kNum
		default:
			c.kind = kProse
		}
		for _, k := range kids {
			kc, err := compile(k)
			if err != nil {
				return nil, err
			}
			c.kids = append(c.kids, kc)
		}
		return c, nil
	}
	for _, r := range g.Rules {
		body, err := compile(r.Body())
		if err != nil {
			return nil, err
		}
		t.rules[r] = body
	}
	for _, c := range t.nodes {
		if c.kind == kRef {
			c.body = t.rules[t.refs[c.src.(*abnf.RuleRef)]]
		}
	}
	return t, nil
}

func (t *tables) get() *state {
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := len(t.free); n > 0 {
		s := t.free[n-1]
		t.free = t.free[:n-1]
		return s
	}
	return &state{}
}

func (t *tables) put(s *state) {
	s.p, s.in, s.trail, s.visited = nil, "", nil, nil
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.free) < 8 {
		t.free = append(t.free, s)
	}
}

// Grammar returns the parser's grammar.
func (p *Parser) Grammar() *abnf.Grammar { return p.t.g }

// Relax returns a parser like p in which the given nodes, in addition to
// those p relaxes, have ABNF semantics. Nodes that are not choice nodes,
// or not of p's grammar, are ignored: they have one meaning.
func (p *Parser) Relax(nodes ...abnf.Node) *Parser {
	q := &Parser{t: p.t, relaxed: append([]bool(nil), p.relaxed...), all: p.all, MaxSteps: p.MaxSteps}
	for _, n := range nodes {
		if c, ok := p.t.id[n]; ok && c.choice {
			q.relaxed[c.id] = true
		}
	}
	q.impure = q.t.impure(q.relaxed)
	return q
}

// impure returns, by node number, whether each node is relaxed or has a
// relaxed node inside it, through rule references too.
func (t *tables) impure(relaxed []bool) []bool {
	out := append([]bool(nil), relaxed...)
	for changed := true; changed; {
		changed = false
		// Children are numbered after their parents, so one pass from
		// the end settles everything but references to rules above.
		for i := len(t.nodes) - 1; i >= 0; i-- {
			c := t.nodes[i]
			if out[i] {
				continue
			}
			in := c.kind == kRef && out[c.body.id]
			for _, k := range c.kids {
				in = in || out[k.id]
			}
			if in {
				out[i], changed = true, true
			}
		}
	}
	return out
}

// RelaxAll returns a parser like p in which every node has ABNF semantics:
// an exact, exhaustive backtracking matcher.
func (p *Parser) RelaxAll() *Parser {
	q := p.Relax()
	q.all = true
	return q
}

// Relaxed reports whether p gives n ABNF semantics.
func (p *Parser) Relaxed(n abnf.Node) bool {
	c, ok := p.t.id[n]
	return ok && c.choice && (p.all || p.relaxed[c.id])
}

func (p *Parser) relaxedNode(c *node) bool { return c.choice && (p.all || p.relaxed[c.id]) }

// IsChoice reports whether n is a choice node, one that PEG and ABNF read
// differently: an alternation of two or more alternatives, or a
// repetition whose count is not fixed (an option "[ x ]" included).
func IsChoice(n abnf.Node) bool {
	switch n := n.(type) {
	case *abnf.Alternation:
		return len(n.Alts) > 1
	case *abnf.Repetition:
		return n.Min != n.Max
	}
	return false
}

// Match reports whether the whole input matches rule: whether the rule,
// started at offset 0, has a result that ends at the end of the input.
// It fails when the grammar has no such rule or the step budget runs out.
func (p *Parser) Match(rule, input string) (bool, error) {
	ok, _, err := p.parse(rule, input, false)
	return ok, err
}

// visits matches input against rule like Match, and returns the choice
// nodes the parse evaluated. A parser that relaxes nodes the parse never
// evaluated parses input the same way: until it evaluates a relaxed node,
// it makes the same decisions.
func (p *Parser) visits(rule, input string) (bool, map[abnf.Node]bool, error) {
	return p.parse(rule, input, true)
}

func (p *Parser) parse(rule, input string, visits bool) (bool, map[abnf.Node]bool, error) {
	r := p.t.g.Rule(rule)
	if r == nil {
		return false, nil, fmt.Errorf("no rule %q in the grammar", rule)
	}
	s := p.state(input, nil)
	defer p.t.put(s)
	if visits {
		s.visited = make([]bool, len(p.t.nodes))
	}
	var ok bool
	err := s.run(func() {
		ok = s.m(p.t.rules[r], 0, func(end int) bool { return end == len(input) })
	})
	var v map[abnf.Node]bool
	if visits {
		v = map[abnf.Node]bool{}
		for i, seen := range s.visited {
			if seen {
				v[p.t.nodes[i].src] = true
			}
		}
	}
	return ok, v, err
}

// A decision is what a choice node did at one place of an input: the
// alternative it took (from 0) or the iterations it made, and where its
// match ended.
type decision struct {
	pos, end int
	choice   int
}

// trail is a list of decisions of the watched node, newest first.
type trail struct {
	d    decision
	next *trail
}

// trace matches input against rule like Match and, when it matches,
// returns the decisions node made on the accepting derivation, in the
// order they were made.
func (p *Parser) trace(rule, input string, n abnf.Node) (bool, []decision, error) {
	r := p.t.g.Rule(rule)
	if r == nil {
		return false, nil, fmt.Errorf("no rule %q in the grammar", rule)
	}
	s := p.state(input, p.t.id[n])
	defer p.t.put(s)
	var ok bool
	var ds []decision
	err := s.run(func() {
		ok = s.m(p.t.rules[r], 0, func(end int) bool {
			if end != len(input) {
				return false
			}
			for t := s.trail; t != nil; t = t.next {
				ds = append(ds, t.d)
			}
			return true
		})
	})
	for i, j := 0, len(ds)-1; i < j; i, j = i+1, j-1 {
		ds[i], ds[j] = ds[j], ds[i]
	}
	return ok, ds, err
}

// first returns the first result of n at pos under p's semantics for the
// nodes inside it, and n's own decision there: what PEG's n does. It is
// false when n does not match at pos.
func (p *Parser) first(n abnf.Node, input string, pos int) (decision, bool, error) {
	c := p.t.id[n]
	s := p.state(input, c)
	defer p.t.put(s)
	var d decision
	var ok bool
	err := s.run(func() {
		r := s.first(c, pos)
		if r.end >= 0 && r.seg != nil {
			// n's own decision is made last, after those inside it.
			d, ok = r.seg.d, true
		}
	})
	return d, ok, err
}

func (p *Parser) state(input string, watch *node) *state {
	max := p.MaxSteps
	if max <= 0 {
		max = DefaultMaxSteps
	}
	s := p.t.get()
	if n := len(p.t.nodes) * (len(input) + 1); len(s.memo) < n {
		s.memo = make([]result, n)
		s.gen = 0
	}
	s.gen++
	s.p, s.t, s.in, s.steps, s.max, s.watch, s.trail = p, p.t, input, 0, max, watch, nil
	return s
}

// state is one parse.
type state struct {
	p     *Parser
	t     *tables
	in    string
	memo  []result // first results, by node number and offset
	gen   uint32   // the parse the memo entries of which are valid
	steps int
	max   int
	watch *node  // the node whose decisions are traced, or nil
	trail *trail // the watched node's decisions on the current path
	// visited, when not nil, records the choice nodes evaluated.
	visited []bool
}

// result is the first result of a node in parse gen: where it ends (-1
// for no match) and the decisions of the watched node inside it.
type result struct {
	gen uint32
	end int
	seg *trail
}

type budgetPanic struct{}

// run runs f, turning an exhausted budget into ErrBudget.
func (s *state) run(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(budgetPanic); ok {
				err = ErrBudget
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

// m matches n at pos and calls k with each end it yields, in priority
// order, until k returns true; it returns whether k did.
func (s *state) m(n *node, pos int, k func(int) bool) bool {
	if s.steps++; s.steps > s.max {
		panic(budgetPanic{})
	}
	if !s.p.all && !s.p.impure[n.id] && s.watch == nil {
		// Nothing relaxed below: one result, computed directly.
		if end := s.det(n, pos); end >= 0 {
			return k(end)
		}
		return false
	}
	if !n.choice || s.p.all || s.p.impure[n.id] {
		return s.self(n, pos, k)
	}
	// A PEG node with nothing relaxed inside has one result: memoize it.
	r := s.first(n, pos)
	if r.end < 0 {
		return false
	}
	if r.seg == nil {
		return k(r.end)
	}
	saved := s.trail
	s.trail = prepend(r.seg, saved)
	ok := k(r.end)
	s.trail = saved
	return ok
}

// first computes, once per node and offset, the first result of n at pos.
func (s *state) first(n *node, pos int) result {
	slot := n.id*(len(s.in)+1) + pos
	if r := s.memo[slot]; r.gen == s.gen {
		return r
	}
	saved := s.trail
	s.trail = nil
	r := result{gen: s.gen, end: -1}
	s.self(n, pos, func(end int) bool {
		r = result{gen: s.gen, end: end, seg: s.trail}
		return true
	})
	s.trail = saved
	s.memo[slot] = r
	return r
}

// det matches n at pos with PEG semantics for n and everything inside it
// and returns where the match ends, or -1: the parse of a node with
// nothing relaxed inside, when no node is watched. Rules and choice nodes
// are memoized.
func (s *state) det(n *node, pos int) int {
	if s.steps++; s.steps > s.max {
		panic(budgetPanic{})
	}
	memo := n.choice || n.kind == kRef
	slot := n.id*(len(s.in)+1) + pos
	if memo {
		if r := s.memo[slot]; r.gen == s.gen {
			return r.end
		}
	}
	if s.visited != nil && n.choice {
		s.visited[n.id] = true
	}
	end := -1
	switch n.kind {
	case kAlt:
		for _, a := range n.kids {
			if end = s.det(a, pos); end >= 0 {
				break
			}
		}
	case kCat:
		end = pos
		for _, item := range n.kids {
			if end = s.det(item, end); end < 0 {
				break
			}
		}
	case kRep:
		end = pos
		count := 0
		for n.max == abnf.Unbounded || count < n.max {
			e := s.det(n.kids[0], end)
			if e < 0 || e == end && count >= n.min {
				break
			}
			end, count = e, count+1
		}
		if count < n.min {
			end = -1
		}
	case kRef:
		end = s.det(n.body, pos)
	case kChar:
		if e, ok := s.charVal(n.src.(*abnf.CharVal), pos); ok {
			end = e
		}
	case kNum:
		if e, ok := s.numVal(n.src.(*abnf.NumVal), pos); ok {
			end = e
		}
	}
	if memo {
		s.memo[slot] = result{gen: s.gen, end: end}
	}
	return end
}

// prepend returns the decisions of seg (newest first) followed by rest.
func prepend(seg, rest *trail) *trail {
	if seg == nil {
		return rest
	}
	return &trail{seg.d, prepend(seg.next, rest)}
}

// decide calls k with end, recording the decision when n is watched.
func (s *state) decide(n *node, pos, end, choice int, k func(int) bool) bool {
	if n != s.watch {
		return k(end)
	}
	saved := s.trail
	s.trail = &trail{decision{pos, end, choice}, saved}
	ok := k(end)
	s.trail = saved
	return ok
}

// self matches n at pos with n's own semantics, without memoizing n.
func (s *state) self(n *node, pos int, k func(int) bool) bool {
	if s.visited != nil && n.choice {
		s.visited[n.id] = true
	}
	switch n.kind {
	case kAlt:
		if s.p.relaxedNode(n) {
			for i, a := range n.kids {
				if s.m(a, pos, func(end int) bool { return s.decide(n, pos, end, i, k) }) {
					return true
				}
			}
			return false
		}
		// PEG: the first alternative that has a match, and only it.
		for i, a := range n.kids {
			if s.first(a, pos).end >= 0 {
				return s.m(a, pos, func(end int) bool { return s.decide(n, pos, end, i, k) })
			}
		}
		return false
	case kCat:
		return s.seq(n.kids, pos, k)
	case kRep:
		if s.p.relaxedNode(n) {
			return s.repeat(n, pos, pos, 0, k)
		}
		return s.possessive(n, pos, pos, 0, k)
	case kRef:
		return s.m(n.body, pos, k)
	case kChar:
		if end, ok := s.charVal(n.src.(*abnf.CharVal), pos); ok {
			return k(end)
		}
		return false
	case kNum:
		if end, ok := s.numVal(n.src.(*abnf.NumVal), pos); ok {
			return k(end)
		}
		return false
	}
	return false // prose-val
}

func (s *state) seq(items []*node, pos int, k func(int) bool) bool {
	if len(items) == 0 {
		return k(pos)
	}
	return s.m(items[0], pos, func(end int) bool { return s.seq(items[1:], end, k) })
}

// repeat continues relaxed repetition n, started at start, after count
// iterations that reached pos: one more iteration first (greedy), then
// stopping. An iteration that matches nothing is only taken to reach the
// minimum.
func (s *state) repeat(n *node, start, pos, count int, k func(int) bool) bool {
	if n.max == abnf.Unbounded || count < n.max {
		if s.m(n.kids[0], pos, func(end int) bool {
			if end == pos && count >= n.min {
				return false
			}
			return s.repeat(n, start, end, count+1, k)
		}) {
			return true
		}
	}
	if count < n.min {
		return false
	}
	return s.decide(n, start, pos, count, k)
}

// possessive continues PEG repetition n: when the item's first match at
// pos consumes input (or the minimum is not reached) and the maximum
// allows, it iterates again and never considers stopping here; otherwise
// it stops.
func (s *state) possessive(n *node, start, pos, count int, k func(int) bool) bool {
	if n.max == abnf.Unbounded || count < n.max {
		if e := s.first(n.kids[0], pos).end; e > pos || e == pos && count < n.min {
			return s.m(n.kids[0], pos, func(end int) bool {
				if end == pos && count >= n.min {
					return false
				}
				return s.possessive(n, start, end, count+1, k)
			})
		}
	}
	if count < n.min {
		return false
	}
	return s.decide(n, start, pos, count, k)
}

func (s *state) charVal(n *abnf.CharVal, pos int) (int, bool) {
	if len(s.in)-pos < len(n.Text) {
		return 0, false
	}
	for i := 0; i < len(n.Text); i++ {
		if !sameChar(s.in[pos+i], n.Text[i], n.CaseSensitive) {
			return 0, false
		}
	}
	return pos + len(n.Text), true
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

func (s *state) numVal(n *abnf.NumVal, pos int) (int, bool) {
	at := pos
	for i, want := range n.Values {
		if n.Range && i > 0 {
			break
		}
		v, size := value(s.in, at, s.t.utf8)
		if size == 0 {
			return 0, false
		}
		if n.Range && (v < n.Values[0] || v > n.Values[1]) || !n.Range && v != want {
			return 0, false
		}
		at += size
	}
	return at, true
}

// value reads one terminal value of in at pos: a byte, or a UTF-8 encoded
// code point for grammars of code points; size is 0 at the end of the
// input or on invalid UTF-8.
func value(in string, pos int, utf bool) (rune, int) {
	if pos >= len(in) {
		return 0, 0
	}
	if !utf {
		return rune(in[pos]), 1
	}
	r, size := utf8.DecodeRuneInString(in[pos:])
	if r == utf8.RuneError && size <= 1 {
		return 0, 0
	}
	return r, size
}
