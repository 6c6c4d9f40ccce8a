package peg

import (
	"slices"

	"github.com/abnf-uri/uri/gen/abnf"
)

// recognizer decides membership with the grammar's own semantics, and
// whether an input is a prefix of a member, for the thousands of
// candidates a search tries. It computes, like package match, the set of
// offsets where an element started at an offset can end, memoizing rules
// per offset; it keeps no failure information and reuses its memory from
// one input to the next. Witnesses are checked again with package match.
//
// It walks the compiled elements of tables (references already bound to
// their rules' bodies) and keeps the sets of offsets it is computing on
// one stack, buf, so that a candidate costs no allocation once the
// memory has grown to the candidates' sizes.
type recognizer struct {
	t     *tables
	index map[*abnf.Rule]int
	rule  []int // by node number: of a reference, the index of its rule
	in    string
	gen   uint32
	memo  [][]memoEnds // by rule index, then offset
	// atEnd is set when some derivation tried to read past the end of
	// the input: the input is a prefix of a longer member.
	atEnd bool
	buf   []int    // the sets of offsets being computed, one after another
	reps  []repEnd // the states of the repetitions being explored
}

type memoEnds struct {
	gen  uint32
	busy bool
	ends []int
}

// repEnd is a state of a repetition: an offset reached after count
// matches of its item.
type repEnd struct{ pos, count int }

func newRecognizer(t *tables) *recognizer {
	r := &recognizer{t: t, index: map[*abnf.Rule]int{}, rule: make([]int, len(t.nodes))}
	for i, rule := range t.g.Rules {
		r.index[rule] = i
	}
	for _, c := range t.nodes {
		if c.kind == kRef {
			r.rule[c.id] = r.index[t.refs[c.src.(*abnf.RuleRef)]]
		}
	}
	r.memo = make([][]memoEnds, len(t.g.Rules))
	return r
}

// match reports whether input matches rule as a whole, and whether it is
// a prefix of a string that does (itself included).
func (r *recognizer) match(rule *abnf.Rule, input string) (ok, prefix bool) {
	r.in = input
	r.gen++
	r.atEnd = false
	r.buf, r.reps = r.buf[:0], r.reps[:0]
	ends := r.ruleEnds(r.index[rule], r.t.rules[rule], 0)
	ok = slices.Contains(ends, len(input))
	return ok, ok || r.atEnd
}

// ruleEnds returns the sorted offsets where rule i, of body n, started at
// pos can end; the slice is the memo's, valid for this input.
func (r *recognizer) ruleEnds(i int, n *node, pos int) []int {
	if len(r.memo[i]) <= len(r.in) {
		r.memo[i] = make([]memoEnds, len(r.in)+8)
	}
	e := &r.memo[i][pos]
	if e.gen == r.gen {
		if e.busy {
			panic("peg: left recursion in " + r.t.g.Rules[i].Name) // refused by New
		}
		return e.ends
	}
	e.gen, e.busy, e.ends = r.gen, true, e.ends[:0]
	start := len(r.buf)
	r.elem(n, pos)
	e = &r.memo[i][pos] // the slice may have been replaced meanwhile
	e.gen, e.busy = r.gen, false
	e.ends = append(e.ends[:0], r.buf[start:]...)
	r.buf = r.buf[:start]
	return e.ends
}

// elem pushes onto buf the sorted offsets where n, started at pos, can
// end.
func (r *recognizer) elem(n *node, pos int) {
	switch n.kind {
	case kAlt:
		start := len(r.buf)
		for _, a := range n.kids {
			r.elem(a, pos)
		}
		r.sortedSet(start)
	case kCat:
		// The offsets reached so far are at buf[start:]; those the next
		// item reaches from them are pushed after, then moved down.
		start := len(r.buf)
		r.buf = append(r.buf, pos)
		for _, item := range n.kids {
			end := len(r.buf)
			for j := start; j < end; j++ {
				r.elem(item, r.buf[j])
			}
			r.sortedSet(end)
			r.buf = append(r.buf[:start], r.buf[end:]...)
			if len(r.buf) == start {
				return
			}
		}
	case kRep:
		r.repeat(n, pos)
	case kRef:
		ends := r.ruleEnds(r.rule[n.id], n.body, pos) // which moves buf
		r.buf = append(r.buf, ends...)
	case kChar:
		c := n.src.(*abnf.CharVal)
		for i := 0; i < len(c.Text); i++ {
			if pos+i >= len(r.in) {
				r.atEnd = true
				return
			}
			if !sameChar(r.in[pos+i], c.Text[i], c.CaseSensitive) {
				return
			}
		}
		r.buf = append(r.buf, pos+len(c.Text))
	case kNum:
		v := n.src.(*abnf.NumVal)
		at := pos
		for i, want := range v.Values {
			if v.Range && i > 0 {
				break
			}
			if at >= len(r.in) {
				r.atEnd = true
				return
			}
			c, size := value(r.in, at, r.t.utf8)
			if size == 0 || v.Range && (c < v.Values[0] || c > v.Values[1]) || !v.Range && c != want {
				return
			}
			at += size
		}
		r.buf = append(r.buf, at)
	}
	// kProse matches nothing.
}

// repeat explores the states (offset, count) of repetition n breadth
// first, counts past an unbounded repetition's minimum folded into one,
// and pushes onto buf the sorted offsets where it can end.
func (r *recognizer) repeat(n *node, pos int) {
	item := n.kids[0]
	states := len(r.reps)
	r.reps = append(r.reps, repEnd{pos, 0})
	start := len(r.buf)
	for i := states; i < len(r.reps); i++ {
		s := r.reps[i]
		if s.count >= n.min {
			r.buf = append(r.buf, s.pos)
		}
		if n.max != abnf.Unbounded && s.count >= n.max {
			continue
		}
		count := s.count + 1
		if n.max == abnf.Unbounded {
			count = min(count, n.min)
		}
		ends := len(r.buf)
		r.elem(item, s.pos)
		for _, e := range r.buf[ends:] {
			if t := (repEnd{e, count}); t != s && !slices.Contains(r.reps[states:], t) {
				r.reps = append(r.reps, t)
			}
		}
		r.buf = r.buf[:ends]
	}
	r.reps = r.reps[:states]
	r.sortedSet(start)
}

// sortedSet sorts buf[start:] and removes its repeats.
func (r *recognizer) sortedSet(start int) {
	if len(r.buf)-start < 2 {
		return
	}
	set := r.buf[start:]
	slices.Sort(set)
	r.buf = r.buf[:start+len(slices.Compact(set))]
}
