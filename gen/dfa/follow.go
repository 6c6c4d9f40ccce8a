package dfa

// Step is a way from one byte-reading state to the next one (or to
// Accept): the state reached and the marks passed on the way.
type Step struct {
	To    int
	Marks []Mark
}

// Follow returns, for the start (key -1) and every Byte and Call state, the
// steps it can take after its byte, in priority order: a depth-first walk
// over Split, Marker and the end of Byte states, trying each Split's ways
// in order and visiting each state at most once, as a Pike VM does. The
// first way to reach a state is the one with priority; a later way to the
// same state is dropped, as is a loop iteration that reads nothing (it
// comes back to a visited state).
func (n *NFA) Follow() map[int][]Step {
	out := map[int][]Step{-1: n.closure(n.Start)}
	for i, s := range n.States {
		if s.Kind == Byte || s.Kind == Call {
			out[i] = n.closure(s.Out[0])
		}
	}
	return out
}

func (n *NFA) closure(from int) []Step {
	var steps []Step
	seen := map[int]bool{}
	var marks []Mark
	var walk func(int)
	walk = func(i int) {
		if seen[i] {
			return
		}
		seen[i] = true
		s := &n.States[i]
		switch s.Kind {
		case Byte, Call, Accept:
			steps = append(steps, Step{To: i, Marks: append([]Mark(nil), marks...)})
		case Marker:
			marks = append(marks, s.Mark)
			walk(s.Out[0])
			marks = marks[:len(marks)-1]
		case Split:
			for _, o := range s.Out {
				walk(o)
			}
		}
	}
	walk(from)
	return steps
}
