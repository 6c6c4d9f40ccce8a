package dfa

// Event is a node boundary found by Run: a Tag at an input offset.
type Event struct {
	Tag Tag
	Pos int
}

// Run interprets d over input, the way generated parsers execute it. On a
// match it returns the node boundaries of the first parse tree in order;
// otherwise the offset where no match could go on (len(input) when the
// input ended too early) and the state there.
func (d *DFA) Run(input string) (ok bool, offset, state int, events []Event) {
	type entry struct {
		prev int
		ev   Event
	}
	var hist []entry
	regs := make([]int, max(d.Regs, 1))
	tmp := make([]int, len(regs))
	for i := range regs {
		regs[i] = -1
	}
	s := 0
	for i := 0; i < len(input); i++ {
		t := d.States[s].Next[d.Class[input[i]]]
		if t.To == Dead {
			return false, i, s, nil
		}
		if len(t.Ops) > 0 {
			copy(tmp, regs)
			for _, op := range t.Ops {
				h := regs[op.Src]
				for _, tg := range op.Tags {
					hist = append(hist, entry{h, Event{tg, i}})
					h = len(hist) - 1
				}
				tmp[op.Dst] = h
			}
			regs, tmp = tmp, regs
		}
		s = t.To
	}
	f := d.States[s].Final
	if f == nil {
		return false, len(input), s, nil
	}
	h := regs[f.Src]
	for _, tg := range f.Tags {
		hist = append(hist, entry{h, Event{tg, len(input)}})
		h = len(hist) - 1
	}
	for ; h >= 0; h = hist[h].prev {
		events = append(events, hist[h].ev)
	}
	for i, j := 0, len(events)-1; i < j; i, j = i+1, j-1 {
		events[i], events[j] = events[j], events[i]
	}
	return true, 0, s, events
}
