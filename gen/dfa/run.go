package dfa

import (
	"slices"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Event is a node boundary found by Run: a Tag at an input offset.
type Event struct {
	Tag Tag // the boundary
	Pos int // the byte offset from 0: a node's first byte, or just past its last
}

// Result is the outcome of Run.
type Result struct {
	// OK is set when the whole input matches.
	OK bool
	// On a match: the node boundaries of the first parse tree, in order.
	Events []Event
	// Otherwise: the first offset no match can go past (the input's length
	// when it ends too early), and what the grammar allows there.
	Offset int
	Expect []string // as DState.Expect
}

// Run interprets d over input, the way generated parsers execute it;
// calls gives the automata of the rules d reads with Call states (each
// compiled with no root node of its own).
func (d *DFA) Run(input string, calls map[*abnf.Rule]*DFA) Result {
	r := &runner{in: input, calls: calls}
	end, h, fail, expect := r.run(d, 0, -1, false)
	if fail >= 0 {
		if d.NFA != nil && d.NFA.UTF8 {
			if o := RuneStart(input, fail); o != fail {
				// What the automaton expected where the code point
				// began: run it to there, then on a byte no UTF-8
				// has, which fails there.
				_, _, fail, expect = (&runner{in: input[:o] + "\xff", calls: calls}).run(d, 0, -1, false)
			}
		}
		return Result{Offset: fail, Expect: expect}
	}
	_ = end
	var events []Event
	for ; h >= 0; h = r.hist[h].prev {
		events = append(events, r.hist[h].ev)
	}
	for i, j := 0, len(events)-1; i < j; i, j = i+1, j-1 {
		events[i], events[j] = events[j], events[i]
	}
	return Result{OK: true, Events: events}
}

type runner struct {
	in    string
	calls map[*abnf.Rule]*DFA
	hist  []entry
}

type entry struct {
	prev int
	ev   Event
}

func (r *runner) push(h int, tags []Tag, pos int) int {
	for _, tg := range tags {
		r.hist = append(r.hist, entry{h, Event{tg, pos}})
		h = len(r.hist) - 1
	}
	return h
}

// run runs d from offset i with history h in its first register. A
// called automaton (sub) stops at its first accepting state, which ends
// its rule's only match; the whole input must match otherwise. It returns
// where the match ended and its history, or fail >= 0 and the
// expectations there.
func (r *runner) run(d *DFA, i, h int, sub bool) (end, hist, fail int, expect []string) {
	regs := make([]int, max(d.Regs, 1))
	tmp := make([]int, len(regs))
	regs[0] = h
	s := 0
	for {
		if sub && d.States[s].Final != nil {
			f := d.States[s].Final
			return i, r.push(regs[f.Src], f.Tags, i), -1, nil
		}
		if i == len(r.in) {
			break
		}
		t := d.States[s].Next[d.Class[r.in[i]]]
		if t.To == Dead {
			return 0, 0, i, d.States[s].Expect
		}
		if len(t.Ops) > 0 {
			copy(tmp, regs)
			for _, op := range t.Ops {
				tmp[op.Dst] = r.push(regs[op.Src], op.Tags, i)
			}
			regs, tmp = tmp, regs
		}
		s = t.To
		if c := d.States[s].Call; c != nil {
			e, h, fail, expect := r.run(r.calls[c], i, regs[0], true)
			if fail >= 0 {
				return 0, 0, fail, expect
			}
			i, regs[0] = e, h
			continue
		}
		i++
	}
	f := d.States[s].Final
	if f == nil {
		return 0, 0, len(r.in), d.States[s].Expect
	}
	return i, r.push(regs[f.Src], f.Tags, i), -1, nil
}

// RuneStart returns the offset of the first byte of the code point whose
// UTF-8 encoding holds offset i of s, where an automaton of a grammar of
// code points stopped: i itself when the bytes before it end a code
// point, or else the lead byte of the partial encoding the automaton was
// reading (it reads only valid UTF-8, so at most 3 bytes back). A failure
// is reported there, with what the automaton expected there.
func RuneStart(s string, i int) int {
	k := i
	for k > 0 && i-k < 3 && s[k-1]&0xC0 == 0x80 {
		k--
	}
	if k > 0 && i-(k-1) < seqLen(s[k-1]) {
		return k - 1
	}
	return i
}

// seqLen is the length of the UTF-8 encoding that lead byte b begins, 0
// for a byte that begins none.
func seqLen(b byte) int {
	switch {
	case b < 0x80:
		return 1
	case b < 0xC2:
		return 0
	case b < 0xE0:
		return 2
	case b < 0xF0:
		return 3
	case b < 0xF5:
		return 4
	}
	return 0
}

// Within lists the rules state k of d is inside: for each of its items,
// in priority order, the innermost rule it was compiled from, without
// repeats; none for the start state.
func (d *DFA) Within(k int) []*abnf.Rule {
	var out []*abnf.Rule
	for _, it := range d.States[k].Items {
		if it < 0 {
			continue
		}
		if r := d.NFA.States[it].In; r != nil && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}
