package dfa

import (
	"math"
	"slices"
)

// Step is a way from one byte-reading state to the next one (or to
// Accept): the state reached and the marks passed on the way.
type Step struct {
	To    int    // the Byte, Call or Accept state reached, an index into NFA.States
	Marks []Mark // the marks passed on the way, in order
}

// Follow returns, for the start (key -1) and every Byte and Call state, the
// steps it can take after its byte, in priority order: a depth-first walk
// over Split, Marker and the end of Byte states, trying each Split's ways
// in order, as a Pike VM does. The first way to reach a Byte, Call or
// Accept state is the one with priority; a later way to the same state is
// dropped.
//
// A Pike VM visits each state at most once per walk, which drops too
// much where a repetition's item can match the empty string: in
//
//	r1 = *( r2 r2 ), r2 = [ %s"a" ] / "a"
//
// after "a", the walk reaches the second r2 as the end of the first
// iteration, then again, through the loop, as part of a second iteration
// whose first r2 is empty; that second way comes first in priority order
// (the first r2 takes its first alternative) and leads to the second r2's
// "a" before the first way does. So the walk tells its visits apart by
// the Loop splits whose next iteration it has begun on the way, and does
// not let such an iteration reach its Back: it would read nothing, and an
// empty iteration is never taken. Other loops need no such care, as their
// iterations read something before they can come back.
func (n *NFA) Follow() map[int][]Step {
	out, _ := n.follow(math.MaxInt)
	return out
}

// follow is Follow within a budget of work: the states visited and the
// marks recorded in steps, over all walks. It returns false, and no
// steps, when the work would pass budget.
func (n *NFA) follow(budget int) (map[int][]Step, bool) {
	work := 0
	out := map[int][]Step{-1: n.closure(n.Start, &work, budget)}
	for i, s := range n.States {
		if work > budget {
			return nil, false
		}
		if s.Kind == Byte || s.Kind == Call {
			out[i] = n.closure(s.Out[0], &work, budget)
		}
	}
	if work > budget {
		return nil, false
	}
	return out, true
}

// closure walks from state from, adding its work to *work; it stops early
// once *work passes budget.
func (n *NFA) closure(from int, work *int, budget int) []Step {
	var steps []Step
	type visit struct {
		state int
		begun string // the Loop splits whose iteration has begun, as a sorted list
	}
	seen := map[visit]bool{}
	reached := map[int]bool{}
	var marks []Mark
	var begun []int
	key := func() string {
		b := make([]byte, 0, 4*len(begun))
		for _, p := range slices.Sorted(slices.Values(begun)) {
			b = append(b, byte(p>>24), byte(p>>16), byte(p>>8), byte(p))
		}
		return string(b)
	}
	var walk func(int)
	walk = func(i int) {
		if *work > budget {
			return
		}
		*work += 1 + len(begun) // the visit and its key
		s := &n.States[i]
		if s.Back && slices.Contains(begun, s.Out[0]) {
			return // an iteration that read nothing
		}
		v := visit{i, key()}
		if seen[v] {
			return
		}
		seen[v] = true
		switch s.Kind {
		case Byte, Call, Accept:
			if !reached[i] {
				reached[i] = true
				*work += len(marks)
				steps = append(steps, Step{To: i, Marks: append([]Mark(nil), marks...)})
			}
		case Marker:
			marks = append(marks, s.Mark)
			walk(s.Out[0])
			marks = marks[:len(marks)-1]
		case Split:
			for k, o := range s.Out {
				if s.Loop && k == 0 && !slices.Contains(begun, i) {
					begun = append(begun, i)
					walk(o)
					begun = begun[:len(begun)-1]
					continue
				}
				walk(o)
			}
		}
	}
	walk(from)
	return steps
}
