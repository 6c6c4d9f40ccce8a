// Package dfa compiles the rules of a grammar without recursion, whose
// languages are therefore regular, into deterministic automata:
//
//  1. A Thompson NFA per rule, every rule inlined, with zero-width marks
//     where rules begin and end and ordered choices (nfa.go).
//  2. For each state that reads a byte, the states it can go on to and the
//     marks on the way, in priority order, as a Pike VM would visit them
//     (follow.go).
//  3. Subset construction over ordered lists of such states: a tagged DFA
//     whose transitions say how each thread's history of node boundaries
//     grows, so that one pass over the input yields both the answer and
//     the first parse tree in priority order (tdfa.go).
//  4. Minimization, once keeping the history operations (for parsing) and
//     once without them (for validation) (minimize.go).
//
// Bytes are grouped into classes that no rule tells apart (DFA.classes,
// tdfa.go).
package dfa

import (
	"fmt"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// Kind is what an NFA state does.
type Kind uint8

const (
	// Split goes on to each of Out, in priority order, reading nothing.
	Split Kind = iota
	// Byte reads one byte of Set and goes on to Out[0].
	Byte
	// Marker passes a rule boundary, reading nothing, and goes on to Out[0].
	Marker
	// Accept is the end of the rule being compiled.
	Accept
	// Call reads a whole match of rule Rule, whose first byte is in Set,
	// by running that rule's own automaton, and goes on to Out[0]. It is
	// used for big rules whose match, once begun, is unique (see
	// Compiler.Calls), so that their automaton is not copied into every
	// rule that uses them.
	Call
)

// State is a state of the NFA.
type State struct {
	Kind  Kind       // what the state does
	Out   []int      // the states it goes on to, as indexes into States; see Kind
	Set   ByteSet    // Byte, Call: the bytes it can begin with
	Descs []Desc     // Byte, Call: what the byte stands for in error messages
	Mark  Mark       // Marker
	Rule  *abnf.Rule // Call
	// Loop marks the Split of an unbounded repetition whose item can
	// match the empty string; Back, the Split (of one way, to the Loop)
	// that ends an iteration of its item. A walk at one offset that takes
	// a Loop's first way (one more iteration) may not then pass its Back:
	// an iteration that reads nothing is never taken (see Follow).
	Loop, Back bool
	// More marks a Byte state that reads a byte of a code point's UTF-8
	// encoding other than its last (grammars of code points only: see
	// Grammar.UTF8). A DFA state that has read such a byte expects
	// nothing of its own: a failure there is reported where the code
	// point began (see RuneStart).
	More bool
	// In is the innermost rule whose definition the Byte or Call state
	// was compiled from (a rule of one byte inlined into another leaves
	// the other; Descs names it): what the state is part of.
	In *abnf.Rule
	// Node is the innermost rule among the compiler's nodes whose match
	// the Byte or Call state is part of (the rule itself, for a Call of
	// a node), or nil: the node a failure there is inside.
	Node *abnf.Rule
}

// Mark is the beginning or the end of a match of a rule.
type Mark struct {
	Rule *abnf.Rule // the rule whose match begins or ends
	Exit bool       // set for the end, unset for the beginning
	Node int        // the rule's node number, or -1 when it makes no node
	Root bool       // the rule compiled, around everything
}

// Desc names what a Byte state reads, for the bytes of Set: a rule name
// (`HEXDIG`) or a terminal as the grammar writes it (`"/"`, `%x30-39`).
type Desc struct {
	Set  ByteSet // the bytes described, a subset of the state's Set
	Text string  // the rule name or terminal, as the grammar writes it
}

// NFA is a Thompson NFA for one rule. State 0 is dead (a Split with no way
// out); Start is where matching begins.
type NFA struct {
	Rule   *abnf.Rule // the rule compiled
	States []State    // by index, as Out, Start and Step.To give them
	Start  int        // the index of the first state, the rule's opening mark
	UTF8   bool       // terminals are code points, read as UTF-8 (Grammar.UTF8)
}

// Compiler turns rules into NFAs.
type Compiler struct {
	g        *abnf.Grammar
	nodes    map[*abnf.Rule]int
	nullable map[*abnf.Rule]bool
	limit    int
	utf8     bool // terminals are code points, compiled to UTF-8 byte sequences

	nfa     *NFA
	in      []*abnf.Rule       // the rules being compiled, innermost last
	open    []*abnf.Rule       // those of them that are nodes, innermost last
	active  map[*abnf.Rule]int // how many matches of each rule are open
	classes map[*abnf.Rule]classOf
	sizers  map[int]*sizer // for Bound, by Unroll, while Calls is nil
	// oneByte, when set, holds the answers of Bound's sizers to which
	// rules read one byte, which Calls does not change: Build shares it
	// between the compilers of all its rules.
	oneByte map[*abnf.Rule]bool

	// Unroll, when above zero, compiles a grammar with recursion by
	// cutting every path that would open more than Unroll matches of one
	// rule at once: the automaton then accepts a subset of the language,
	// the strings whose derivations nest each rule at most Unroll deep.
	Unroll int

	// Calls are the rules compiled as Call states, given with the bytes
	// their matches begin with.
	Calls map[*abnf.Rule]ByteSet
}

// MaxStates bounds the size of one rule's NFA (counted repetitions are
// expanded copy by copy).
const MaxStates = 1 << 20

// NewCompiler returns a compiler for g. nodes numbers the rules whose
// matches become tree nodes.
func NewCompiler(g *abnf.Grammar, nodes map[*abnf.Rule]int) *Compiler {
	return newCompiler(g, nodes, check.Nullable(g), g.UTF8())
}

// newCompiler is NewCompiler with the nullable rules of g and its encoding
// already found, for Build, which compiles every rule of g with them.
func newCompiler(g *abnf.Grammar, nodes map[*abnf.Rule]int, nullable map[*abnf.Rule]bool, utf8 bool) *Compiler {
	return &Compiler{g: g, nodes: nodes, nullable: nullable, limit: MaxStates, utf8: utf8}
}

// NotRegularError reports a rule that reaches itself: its language need
// not be regular, so it cannot be compiled to a finite automaton.
type NotRegularError struct {
	Rule  *abnf.Rule   // the rule reached again
	Cycle []*abnf.Rule // a shortest cycle of references from Rule back to it (check.Cycle)
}

// Error names the rule and its cycle.
func (e *NotRegularError) Error() string {
	s := fmt.Sprintf("%s: rule %q is recursive (", e.Rule.Pos(), e.Rule.Name)
	for i, r := range e.Cycle {
		if i > 0 {
			s += " → "
		}
		s += r.Name
	}
	return s + "): not compiled to a finite automaton"
}

// Compile builds the NFA of rule r: the rule's own marks around its body,
// then Accept. The marks of r are those of node root, so that a parse of r
// always has r at the root of its tree, node or not.
//
// Before building anything, Compile bounds the size of the NFA from the
// grammar, in time linear in the part of it that r uses, and returns a
// *LimitError at once when the bound exceeds MaxStates.
func (c *Compiler) Compile(r *abnf.Rule, root int) (n *NFA, err error) {
	if b, ok := c.Bound(r); ok && b >= c.limit {
		return nil, &LimitError{Rule: r, What: fmt.Sprintf("more than %d NFA states", c.limit)}
	}
	c.nfa = &NFA{Rule: r, States: []State{{Kind: Split}}, UTF8: c.utf8}
	c.active = map[*abnf.Rule]int{}
	defer func() {
		if p := recover(); p != nil {
			b, ok := p.(bailout)
			if !ok {
				panic(p)
			}
			n, err = nil, b.err
		}
	}()
	c.in = []*abnf.Rule{r}
	c.open = nil
	if _, node := c.nodes[r]; node {
		c.open = []*abnf.Rule{r}
	}
	accept := c.add(State{Kind: Accept})
	c.active[r] = 1
	exit := c.add(State{Kind: Marker, Mark: Mark{Rule: r, Exit: true, Node: root, Root: true}, Out: []int{accept}})
	body := c.elem(r.Body(), exit)
	c.nfa.Start = c.add(State{Kind: Marker, Mark: Mark{Rule: r, Node: root, Root: true}, Out: []int{body}})
	return c.nfa, nil
}

// bailout carries an error from deep in Compile to its return; other
// panics are bugs and go on.
type bailout struct{ err error }

func (c *Compiler) add(s State) int {
	if len(c.nfa.States) >= c.limit {
		panic(bailout{&LimitError{Rule: c.nfa.Rule, What: fmt.Sprintf("more than %d NFA states", c.limit)}})
	}
	if (s.Kind == Byte || s.Kind == Call) && len(c.in) > 0 {
		s.In = c.in[len(c.in)-1]
	}
	if (s.Kind == Byte || s.Kind == Call) && len(c.open) > 0 {
		s.Node = c.open[len(c.open)-1]
	}
	if _, node := c.nodes[s.Rule]; s.Kind == Call && node {
		s.Node = s.Rule
	}
	c.nfa.States = append(c.nfa.States, s)
	return len(c.nfa.States) - 1
}

func (c *Compiler) mark(r *abnf.Rule, exit bool, next int) int {
	node, ok := c.nodes[r]
	if !ok {
		node = -1
	}
	return c.add(State{Kind: Marker, Mark: Mark{Rule: r, Exit: exit, Node: node}, Out: []int{next}})
}

// rule compiles a match of r followed by next, and returns its start.
func (c *Compiler) rule(r *abnf.Rule, next int) int {
	if c.active[r] >= max(c.Unroll, 1) {
		if c.Unroll > 0 {
			return 0 // cut: deeper nesting is outside the unrolled language
		}
		cycle := check.Cycle(c.g, r)
		if cycle == nil {
			cycle = []*abnf.Rule{r, r}
		}
		panic(bailout{&NotRegularError{Rule: r, Cycle: cycle}})
	}
	if first, ok := c.Calls[r]; ok {
		exit := c.mark(r, true, next)
		call := c.add(State{Kind: Call, Rule: r, Set: first, Descs: []Desc{{Set: first, Text: r.Name}}, Out: []int{exit}})
		return c.mark(r, false, call)
	}
	if _, node := c.nodes[r]; !node {
		if set, descs, ok := c.class(r.Body()); ok {
			if !c.nullable[r] {
				descs = []Desc{{Set: set, Text: r.Name}}
			}
			return c.add(State{Kind: Byte, Set: set, Descs: descs, Out: []int{next}})
		}
	}
	c.active[r]++
	c.in = append(c.in, r)
	_, node := c.nodes[r]
	if node {
		c.open = append(c.open, r)
	}
	defer func() {
		c.active[r]--
		c.in = c.in[:len(c.in)-1]
		if node {
			c.open = c.open[:len(c.open)-1]
		}
	}()
	exit := c.mark(r, true, next)
	return c.mark(r, false, c.elem(r.Body(), exit))
}

// elem compiles n followed by next, and returns its start.
func (c *Compiler) elem(n abnf.Node, next int) int {
	switch n := n.(type) {
	case *abnf.Alternation:
		return c.alt(n, next)
	case *abnf.Concatenation:
		for i := len(n.Items) - 1; i >= 0; i-- {
			next = c.elem(n.Items[i], next)
		}
		return next
	case *abnf.Group:
		return c.elem(n.Body, next)
	case *abnf.Repetition:
		return c.rep(n, next)
	case *abnf.RuleRef:
		return c.rule(c.g.Rule(n.Name), next)
	case *abnf.CharVal:
		for i := len(n.Text) - 1; i >= 0; i-- {
			set := charSet(n.Text[i], n.CaseSensitive)
			next = c.add(State{Kind: Byte, Set: set, Descs: []Desc{{set, n.CharText(i)}}, Out: []int{next}})
		}
		return next
	case *abnf.NumVal:
		if n.Range {
			return c.values(n, n.Values[0], n.Values[1], n.Text, next)
		}
		for i := len(n.Values) - 1; i >= 0; i-- {
			next = c.values(n, n.Values[i], n.Values[i], n.ValueText(i), next)
		}
		return next
	case *abnf.ProseVal:
		return 0 // matches nothing; only a zero repetition of it is ever compiled
	}
	panic(fmt.Errorf("dfa: unknown element %T", n))
}

// alt compiles an alternation. Adjacent alternatives that each read
// exactly one byte and make no node are joined into one Byte state, in
// their place: they differ in nothing but the byte, so the order among
// them cannot change a tree, while moving them ahead of their neighbours
// could ("aa" / "a" must try "aa" first).
func (c *Compiler) alt(n *abnf.Alternation, next int) int {
	if set, descs, ok := c.class(n); ok {
		return c.add(State{Kind: Byte, Set: set, Descs: descs, Out: []int{next}})
	}
	var outs []int
	var set ByteSet
	var descs []Desc
	flush := func() {
		if len(descs) > 0 {
			outs = append(outs, c.add(State{Kind: Byte, Set: set, Descs: descs, Out: []int{next}}))
			set, descs = ByteSet{}, nil
		}
	}
	for _, a := range n.Alts {
		if s, d, ok := c.class(a); ok {
			set.Union(s)
			descs = append(descs, d...)
			continue
		}
		flush()
		outs = append(outs, c.elem(a, next))
	}
	flush()
	return c.add(State{Kind: Split, Out: outs})
}

// rep compiles a repetition as copies of its item: Min required ones,
// then optional ones nested so that each is tried only after the one
// before it (x (x (x)?)?), or a loop when there is no maximum. Each
// optional copy and each loop prefers one more iteration.
func (c *Compiler) rep(n *abnf.Repetition, next int) int {
	if n.Max == 0 {
		return next
	}
	tail := next
	if n.Max == abnf.Unbounded {
		nullable := check.NullableNode(n.Item, c.nullable, c.g)
		loop := c.add(State{Kind: Split, Loop: nullable})
		end := loop
		if nullable {
			end = c.add(State{Kind: Split, Back: true, Out: []int{loop}})
		}
		body := c.elem(n.Item, end)
		c.nfa.States[loop].Out = []int{body, next}
		tail = loop
	} else {
		for k := n.Min; k < n.Max; k++ {
			body := c.elem(n.Item, tail)
			tail = c.add(State{Kind: Split, Out: []int{body, next}})
		}
	}
	for k := 0; k < n.Min; k++ {
		tail = c.elem(n.Item, tail)
	}
	return tail
}

// classOf is what class found for a rule's body.
type classOf struct {
	set ByteSet
	ok  bool
}

// class reports whether n always reads exactly one byte and makes no
// node; if so it returns the bytes and what they stand for.
func (c *Compiler) class(n abnf.Node) (ByteSet, []Desc, bool) {
	switch n := n.(type) {
	case *abnf.Alternation:
		var set ByteSet
		var descs []Desc
		for _, a := range n.Alts {
			s, d, ok := c.class(a)
			if !ok {
				return ByteSet{}, nil, false
			}
			set.Union(s)
			descs = append(descs, d...)
		}
		return set, descs, true
	case *abnf.Group:
		return c.class(n.Body)
	case *abnf.Repetition:
		if n.Min == 1 && n.Max == 1 {
			return c.class(n.Item)
		}
	case *abnf.RuleRef:
		r := c.g.Rule(n.Name)
		if _, node := c.nodes[r]; node || c.active[r] > 0 {
			return ByteSet{}, nil, false
		}
		// Remembered: a rule's answer does not depend on the way to it
		// (a rule on a cycle is never one byte), and without it rules
		// that use others twice ("a = b / b") take exponential time.
		m, ok := c.classes[r]
		if !ok {
			c.active[r]++
			m.set, _, m.ok = c.class(r.Body())
			c.active[r]--
			if c.classes == nil {
				c.classes = map[*abnf.Rule]classOf{}
			}
			c.classes[r] = m
		}
		if m.ok {
			return m.set, []Desc{{m.set, r.Name}}, true
		}
	case *abnf.CharVal:
		if len(n.Text) == 1 {
			set := charSet(n.Text[0], n.CaseSensitive)
			return set, []Desc{{set, n.CharText(0)}}, true
		}
	case *abnf.NumVal:
		if oneByte(n, c.utf8) {
			set := rangeSet(n, n.Values[0], n.Values[len(n.Values)-1])
			return set, []Desc{{set, n.Text}}, true
		}
	}
	return ByteSet{}, nil, false
}

// oneByte reports whether num-val n always reads exactly one byte: a
// range or a single value, of bytes, or of code points below 0x80 when
// they are read as UTF-8.
func oneByte(n *abnf.NumVal, utf8 bool) bool {
	if !n.Range && len(n.Values) != 1 {
		return false
	}
	return !utf8 || n.Values[len(n.Values)-1] < 0x80
}

// values compiles a terminal value of n from lo through hi followed by next,
// and returns its start: one Byte state, or for code points read as
// UTF-8 a choice among sequences of Byte states, one per run of
// encodings (utf8Seqs). text describes the value in error messages.
func (c *Compiler) values(n *abnf.NumVal, lo, hi rune, text string, next int) int {
	if !c.utf8 || hi < 0x80 {
		set := rangeSet(n, lo, hi)
		return c.add(State{Kind: Byte, Set: set, Descs: []Desc{{set, text}}, Out: []int{next}})
	}
	var outs []int
	for _, q := range utf8Seqs(lo, hi) {
		to := next
		for i := q.N - 1; i >= 0; i-- {
			var set ByteSet
			set.AddRange(q.Lo[i], q.Hi[i])
			to = c.add(State{Kind: Byte, Set: set, Descs: []Desc{{set, text}}, Out: []int{to}, More: i < q.N-1})
		}
		outs = append(outs, to)
	}
	if len(outs) == 1 {
		return outs[0]
	}
	return c.add(State{Kind: Split, Out: outs})
}

// utf8States is how many states values adds for lo through hi (see
// Bound).
func utf8States(lo, hi rune) int {
	n := 1 // the Split
	for _, q := range utf8Seqs(lo, hi) {
		n += q.N
	}
	return n
}

func charSet(ch byte, sensitive bool) ByteSet {
	var s ByteSet
	s.Add(ch)
	if !sensitive {
		switch {
		case 'a' <= ch && ch <= 'z':
			s.Add(ch - 'a' + 'A')
		case 'A' <= ch && ch <= 'Z':
			s.Add(ch - 'A' + 'a')
		}
	}
	return s
}

// rangeSet is the set of byte values lo through hi of num-val n. Values
// above 0xFF are code points, which a grammar of bytes cannot have.
func rangeSet(n *abnf.NumVal, lo, hi rune) ByteSet {
	if hi > 0xFF {
		panic(bailout{fmt.Errorf("%s: num-val %s has values above 0xFF, code points, which a grammar of bytes cannot have (see -encoding)", n.At, n.Text)})
	}
	var s ByteSet
	if lo <= hi {
		s.AddRange(byte(lo), byte(hi))
	}
	return s
}
