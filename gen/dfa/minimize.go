package dfa

import (
	"fmt"
	"slices"
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
	sig := func(i int) string {
		s := &d.States[i]
		var b strings.Builder
		if s.Call != nil {
			b.WriteString("C" + s.Call.Name)
		}
		if s.Final != nil {
			b.WriteString("F")
			if ops {
				fmt.Fprintf(&b, "%d%v", s.Final.Src, s.Final.Tags)
			}
		}
		if expect {
			b.WriteString("|" + strings.Join(s.Expect, "\x00"))
		}
		return b.String()
	}
	count := split(block, sig)
	for {
		next := make([]int, n)
		c := split(next, func(i int) string {
			var b strings.Builder
			fmt.Fprintf(&b, "%d", block[i])
			for _, t := range d.States[i].Next {
				to := -1
				if t.To != Dead {
					to = block[t.To]
				}
				fmt.Fprintf(&b, ",%d", to)
				if ops && len(t.Ops) > 0 {
					fmt.Fprintf(&b, "%v", t.Ops)
				}
			}
			return b.String()
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
// into block; it returns how many there are.
func split(block []int, sig func(int) string) int {
	ids := map[string]int{}
	for i := range block {
		s := sig(i)
		id, ok := ids[s]
		if !ok {
			id = len(ids)
			ids[s] = id
		}
		block[i] = id
	}
	return len(ids)
}
