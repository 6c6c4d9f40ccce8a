package dfa

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Tag is a node boundary recorded in a thread's history: the start
// (Exit false) or end of a match of node Node.
type Tag struct {
	Node int  // the rule's node number
	Exit bool // set for the end, unset for the start
}

// Op says how the new state's register Dst gets its history: the history
// in the old state's register Src, then Tags, all at the offset of the
// byte just read. The ops of a transition apply at once, as a parallel
// assignment.
type Op struct {
	Dst, Src int   // register indexes in the new and the old state
	Tags     []Tag // the tags appended, in order
}

// Trans is a transition: the state reached (Dead for none) and the
// history operations on the way.
type Trans struct {
	To  int  // an index into DFA.States, or Dead
	Ops []Op // applied at once; ops that change nothing are left out
}

// Dead is the state of no further match.
const Dead = -1

// Final describes how a state accepts at the end of the input: the
// history in register Src then Tags, at the offset of the end.
type Final struct {
	Src  int   // the register holding the history
	Tags []Tag // the tags appended at the end of the input, in order
}

// DState is a state of the tagged DFA.
type DState struct {
	Call   *abnf.Rule // the rule whose match is read on entering the state, or nil
	Items  []int      // the NFA's Byte and Call states (-1: the start), in priority order
	Reg    []int      // the register holding each item's history; items with equal histories share one
	Next   []Trans    // by byte class
	Final  *Final     // nil when the state does not accept
	Expect []string   // what may come next, for error messages: rule names, terminals or EndOfInput
	// Nodes are the nodes a failure in the state is inside: for each
	// Byte or Call state the items go on to (what the state expects), in
	// priority order, its Node (nil for none), without repeats.
	Nodes []*abnf.Rule
}

// DFA is a tagged deterministic automaton for one rule. State 0 is the
// start. Bytes are read through Class.
type DFA struct {
	NFA      *NFA       // the NFA it was built from
	Class    [256]uint8 // the class of each byte value, an index into Next
	NClasses int        // the number of byte classes: the length of each Next
	States   []DState   // by index, as Trans.To gives them
	Regs     int        // the most registers any state uses
}

// Limits on the automaton of one rule. Determinization can take time and
// states exponential in the NFA, which an ambiguous grammar can reach
// with a few lines; past these limits Determinize gives up with a
// *LimitError. The largest rules of RFC 3986 stay far below both
// (hundreds of states, about a million steps).
const (
	// MaxDStates bounds the states of one rule's DFA before minimizing.
	MaxDStates = 1 << 13
	// MaxSteps bounds the work of determinizing one rule: the NFA
	// transitions followed, over all states and byte classes.
	MaxSteps = 1 << 26
	// MaxFollowSteps bounds the work of NFA.Follow within Determinize:
	// the states its walks visit and the marks they record, which it
	// keeps. The rules of RFC 3986 and RFC 8089 take under 60,000.
	MaxFollowSteps = 1 << 22
)

// A LimitError reports that the automaton of Rule would exceed one of the
// limits above (or MaxStates), or, from package emit, that its generated
// code would be too large (emit.MaxRuleBytes): What says which.
type LimitError struct {
	Rule *abnf.Rule // the rule whose automaton (or generated code) is too big
	What string     // what it needs, e.g. "more than 8192 DFA states"
}

// Error says which rule and which limit.
func (e *LimitError) Error() string {
	return fmt.Sprintf("%s: rule %q needs %s", e.Rule.Pos(), e.Rule.Name, e.What)
}

// Determinize builds the tagged DFA of n. nullable tells which rules can
// match the empty string (for error descriptions).
//
// Before the subset construction, Determinize checks what it can cheaply:
// a rule whose longest string is MaxDStates bytes or more needs more than
// MaxDStates states, and the walks of Follow stop at MaxFollowSteps.
func Determinize(n *NFA, nullable map[*abnf.Rule]bool) (*DFA, error) {
	if l, ok := n.longestPath(); ok && l >= MaxDStates {
		return nil, &LimitError{Rule: n.Rule, What: fmt.Sprintf("more than %d DFA states", MaxDStates)}
	}
	follow, ok := n.follow(MaxFollowSteps)
	if !ok {
		return nil, &LimitError{Rule: n.Rule, What: fmt.Sprintf("more than %d steps to follow the NFA's empty moves", MaxFollowSteps)}
	}
	d := &DFA{NFA: n}
	d.classes()
	reps := make([]byte, d.NClasses)
	for b := 255; b >= 0; b-- {
		reps[d.Class[b]] = byte(b)
	}
	index := map[string]int{}
	var k []byte // the key of a state: ITEM ":" REG "," for each item
	addState := func(items, reg []int) (int, error) {
		k = k[:0]
		for i, it := range items {
			k = strconv.AppendInt(k, int64(it), 10)
			k = append(k, ':')
			k = strconv.AppendInt(k, int64(reg[i]), 10)
			k = append(k, ',')
		}
		if i, ok := index[string(k)]; ok {
			return i, nil
		}
		if len(d.States) >= MaxDStates {
			return 0, &LimitError{Rule: n.Rule, What: fmt.Sprintf("more than %d DFA states", MaxDStates)}
		}
		index[string(k)] = len(d.States)
		st := DState{Items: items, Reg: reg}
		if items[0] >= 0 && n.States[items[0]].Kind == Call {
			if len(items) > 1 {
				return 0, &CallConflictError{Rule: n.States[items[0]].Rule}
			}
			st.Call = n.States[items[0]].Rule
		}
		for _, it := range items[1:] {
			if n.States[it].Kind == Call {
				return 0, &CallConflictError{Rule: n.States[it].Rule}
			}
		}
		d.States = append(d.States, st)
		for _, r := range reg {
			d.Regs = max(d.Regs, r+1)
		}
		return len(d.States) - 1, nil
	}
	if _, err := addState([]int{-1}, []int{0}); err != nil {
		return nil, err
	}
	steps := 0
	for si := 0; si < len(d.States); si++ {
		items, regs := d.States[si].Items, d.States[si].Reg
		next := make([]Trans, d.NClasses)
		for c := range next {
			for _, q := range items {
				steps += len(follow[q])
			}
			if steps > MaxSteps {
				return nil, &LimitError{Rule: n.Rule, What: fmt.Sprintf("more than %d steps to determinize", MaxSteps)}
			}
			b := reps[c]
			var to, reg []int
			var ops []Op
			in := map[int]bool{}
			// A new item's history is its old item's register extended
			// by the tags on the way; equal ones share a register.
			value := map[string]int{}
			var v []byte
			for j, q := range items {
				for _, st := range follow[q] {
					s := &n.States[st.To]
					if s.Kind != Byte && s.Kind != Call || !s.Set.Has(b) || in[st.To] {
						continue
					}
					in[st.To] = true
					tg := tags(st.Marks)
					v = appendTags(strconv.AppendInt(v[:0], int64(regs[j]), 10), tg)
					r, ok := value[string(v)]
					if !ok {
						r = len(value)
						value[string(v)] = r
						ops = append(ops, Op{Dst: r, Src: regs[j], Tags: tg})
					}
					to = append(to, st.To)
					reg = append(reg, r)
				}
			}
			if len(to) == 0 {
				next[c] = Trans{To: Dead}
				continue
			}
			t, err := addState(to, reg)
			if err != nil {
				return nil, err
			}
			next[c] = Trans{To: t, Ops: prune(ops)}
		}
		st := &d.States[si]
		st.Next = next
		if items[0] >= 0 && n.States[items[0]].More {
			continue // inside a code point: never final, nothing expected
		}
		seen := map[string]bool{}
		addNode := func(r *abnf.Rule) {
			if !slices.Contains(st.Nodes, r) {
				st.Nodes = append(st.Nodes, r)
			}
		}
		for j, q := range items {
			for _, step := range follow[q] {
				s := &n.States[step.To]
				if s.Kind == Byte || s.Kind == Call {
					addNode(s.Node)
				}
				if s.Kind == Accept && st.Final == nil {
					st.Final = &Final{Src: regs[j], Tags: tags(step.Marks)}
				}
				for _, e := range describe(step, s, nullable) {
					if !seen[e] {
						seen[e] = true
						st.Expect = append(st.Expect, e)
					}
				}
			}
		}
	}
	return d, nil
}

// CallConflictError reports that a Call state would run alongside other
// threads: the rule must be inlined instead.
type CallConflictError struct {
	Rule *abnf.Rule // the rule that cannot be called
}

// Error names the rule that cannot be called.
func (e *CallConflictError) Error() string {
	return fmt.Sprintf("a match of rule %q can begin where other matches go on", e.Rule.Name)
}

// PrefixFree reports whether no match of d's rule is a proper prefix of
// another and the empty string is not a match: then a match, once begun,
// ends at the first accepting state, and is unique.
func (d *DFA) PrefixFree() bool {
	if d.States[0].Final != nil {
		return false
	}
	for _, st := range d.States {
		if st.Final == nil {
			continue
		}
		for _, t := range st.Next {
			if t.To != Dead {
				return false
			}
		}
	}
	return true
}

// First is the set of bytes a match can begin with.
func (d *DFA) First() ByteSet {
	var set ByteSet
	for b := 0; b < 256; b++ {
		if d.States[0].Next[d.Class[b]].To != Dead {
			set.Add(byte(b))
		}
	}
	return set
}

// tags keeps the marks of node rules.
func tags(marks []Mark) []Tag {
	var t []Tag
	for _, m := range marks {
		if m.Node >= 0 {
			t = append(t, Tag{Node: m.Node, Exit: m.Exit})
		}
	}
	return t
}

// prune drops the ops that leave a history where it is.
func prune(ops []Op) []Op {
	var out []Op
	for _, o := range ops {
		if o.Dst != o.Src || len(o.Tags) > 0 {
			out = append(out, o)
		}
	}
	return out
}

// EndOfInput names the end of the input in expectations.
const EndOfInput = "end of input"

// describe names what a step expects next, the way the reference matcher
// does: the outermost rule that begins with this byte and cannot match the
// empty string, or else the terminal itself. The rule being matched is
// never named: where it begins, what it begins with is more telling.
func describe(step Step, s *State, nullable map[*abnf.Rule]bool) []string {
	if s.Kind == Accept {
		return []string{EndOfInput}
	}
	var open []*abnf.Rule
	for _, m := range step.Marks {
		switch {
		case m.Root:
		case !m.Exit:
			open = append(open, m.Rule)
		case len(open) > 0 && open[len(open)-1] == m.Rule:
			open = open[:len(open)-1]
		}
	}
	for _, r := range open {
		if !nullable[r] {
			return []string{r.Name}
		}
	}
	var out []string
	for _, d := range s.Descs {
		out = append(out, d.Text)
	}
	return out
}

// classes partitions the bytes by the Byte states' sets: two bytes share a
// class when every set has both or neither.
func (d *DFA) classes() {
	var sets []ByteSet
	seen := map[ByteSet]bool{}
	for _, s := range d.NFA.States {
		if (s.Kind == Byte || s.Kind == Call) && !seen[s.Set] {
			seen[s.Set] = true
			sets = append(sets, s.Set)
		}
	}
	sig := map[string]uint8{}
	for b := 0; b < 256; b++ {
		var k strings.Builder
		for _, s := range sets {
			if s.Has(byte(b)) {
				k.WriteByte('1')
			} else {
				k.WriteByte('0')
			}
		}
		c, ok := sig[k.String()]
		if !ok {
			c = uint8(len(sig))
			sig[k.String()] = c
		}
		d.Class[b] = c
	}
	d.NClasses = len(sig)
}
