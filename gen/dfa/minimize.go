package dfa

import (
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Minimize merges the states of d that no input can tell apart: same
// acceptance, same expectations, and for each byte class a transition to
// equivalent states; a merged state has the nodes of all it merges
// (DState.Nodes). With ops set, transitions must also do the same
// history operations (the DFA for parsing); without, ops are dropped (the
// DFA for validation). Moore's partition refinement; states are
// renumbered breadth first from the start.
func Minimize(d *DFA, ops bool) *DFA { return minimize(d, ops, true) }

// MinimizeLanguage merges the states of d that accept the same strings,
// whatever they expect or record: the minimal DFA of d's language.
func MinimizeLanguage(d *DFA) *DFA { return minimize(d, false, false) }

func minimize(d *DFA, ops, expect bool) *DFA {
	n := len(d.States)
	block := make([]int, n)
	sig := func(b []byte, i int) []byte {
		s := &d.States[i]
		if s.Call != nil {
			b = append(b, "C"+s.Call.Name...)
		}
		if s.Final != nil {
			b = append(b, 'F')
			if ops {
				b = strconv.AppendInt(b, int64(s.Final.Src), 10)
				b = appendTags(b, s.Final.Tags)
			}
		}
		if expect {
			b = append(b, '|')
			b = append(b, strings.Join(s.Expect, "\x00")...)
		}
		return b
	}
	count := split(block, sig)
	for {
		next := make([]int, n)
		c := split(next, func(b []byte, i int) []byte {
			b = strconv.AppendInt(b, int64(block[i]), 10)
			for _, t := range d.States[i].Next {
				to := -1
				if t.To != Dead {
					to = block[t.To]
				}
				b = append(b, ',')
				b = strconv.AppendInt(b, int64(to), 10)
				if ops && len(t.Ops) > 0 {
					b = appendOps(b, t.Ops)
				}
			}
			return b
		})
		block = next
		if c == count {
			break
		}
		count = c
	}
	// Renumber breadth first from the start, keeping one representative
	// per block.
	order := map[int]int{block[0]: 0}
	reps := []int{0}
	for k := 0; k < len(reps); k++ {
		for _, t := range d.States[reps[k]].Next {
			if t.To == Dead {
				continue
			}
			if _, ok := order[block[t.To]]; !ok {
				order[block[t.To]] = len(reps)
				reps = append(reps, t.To)
			}
		}
	}
	// The nodes of a merged state are those of all the states it merges,
	// in the order of the states: the reader of the error tells which
	// one a failure is inside from the text (package synerr), and
	// telling them apart here would keep states no input distinguishes.
	nodes := map[int][]*abnf.Rule{}
	for i := range d.States {
		for _, r := range d.States[i].Nodes {
			if b := block[i]; !slices.Contains(nodes[b], r) {
				nodes[b] = append(nodes[b], r)
			}
		}
	}
	m := &DFA{NFA: d.NFA, Class: d.Class, NClasses: d.NClasses, Regs: d.Regs}
	for _, r := range reps {
		s := d.States[r]
		ns := DState{Call: s.Call, Items: s.Items, Reg: s.Reg, Final: s.Final, Expect: s.Expect, Nodes: nodes[block[r]], Next: make([]Trans, len(s.Next))}
		if !ops {
			ns.Final = nil
			if s.Final != nil {
				ns.Final = &Final{Src: 0}
			}
		}
		for c, t := range s.Next {
			if t.To == Dead {
				ns.Next[c] = Trans{To: Dead}
				continue
			}
			ns.Next[c] = Trans{To: order[block[t.To]]}
			if ops {
				ns.Next[c].Ops = t.Ops
			}
		}
		m.States = append(m.States, ns)
	}
	if !ops {
		m.Regs = 0
	}
	return m
}

// split numbers the distinct signatures and writes each state's number
// into block; it returns how many there are. sig appends the signature
// of state i to its buffer, which split reuses: only a new signature is
// copied.
func split(block []int, sig func(b []byte, i int) []byte) int {
	ids := map[string]int{}
	var b []byte
	for i := range block {
		b = sig(b[:0], i)
		id, ok := ids[string(b)]
		if !ok {
			id = len(ids)
			ids[string(b)] = id
		}
		block[i] = id
	}
	return len(ids)
}

// appendOps appends a spelling of ops to b, one for each list of ops:
// "[" then, for each op, DST ":" SRC and its tags, then "]".
func appendOps(b []byte, ops []Op) []byte {
	b = append(b, '[')
	for i, op := range ops {
		if i > 0 {
			b = append(b, ';')
		}
		b = strconv.AppendInt(b, int64(op.Dst), 10)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(op.Src), 10)
		b = appendTags(b, op.Tags)
	}
	return append(b, ']')
}

// appendTags appends a spelling of tags to b, one for each list of tags:
// "(" then, for each tag, "<" (start) or ">" (end) and its node, then ")".
func appendTags(b []byte, tags []Tag) []byte {
	b = append(b, '(')
	for _, t := range tags {
		if t.Exit {
			b = append(b, '>')
		} else {
			b = append(b, '<')
		}
		b = strconv.AppendInt(b, int64(t.Node), 10)
	}
	return append(b, ')')
}
