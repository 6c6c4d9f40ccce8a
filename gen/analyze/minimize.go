package analyze

import "github.com/abnf-uri/uri/gen/dfa"

// minimalLanguage returns the minimal DFA of d's language: the states of d
// that accept the same strings merged, as dfa.MinimizeLanguage does, its
// states numbered breadth first from the start in the same way, but by
// Hopcroft's partition refinement, in time O(k n log n) for n states and
// k byte classes where the rounds of Moore's algorithm take O(k n²) on a
// chain of states (a rule of 8,000 bytes in a row).
//
// The dead state (dfa.Dead) is a block of its own from the start, as in
// dfa.MinimizeLanguage, so that the two agree on every DFA.
func minimalLanguage(d *dfa.DFA) *dfa.DFA {
	n := len(d.States)
	sink := n // the dead state, made explicit
	total := n + 1
	k := d.NClasses
	target := func(s, c int) int {
		if s == sink {
			return sink
		}
		if t := d.States[s].Next[c].To; t != dfa.Dead {
			return t
		}
		return sink
	}
	// Predecessors by class, as lists in one array per class.
	predStart := make([][]int, k)
	preds := make([][]int, k)
	for c := range k {
		count := make([]int, total+1)
		for s := range total {
			count[target(s, c)+1]++
		}
		for t := 1; t <= total; t++ {
			count[t] += count[t-1]
		}
		list := make([]int, total)
		fill := append([]int(nil), count[:total]...)
		for s := range total {
			t := target(s, c)
			list[fill[t]] = s
			fill[t]++
		}
		predStart[c], preds[c] = count, list
	}

	// The partition: the states of block b are elems[first[b]:end[b]].
	elems := make([]int, 0, total)
	loc := make([]int, total)
	block := make([]int, total)
	var first, end, marked []int
	newBlock := func(states []int) {
		b := len(first)
		first = append(first, len(elems))
		for _, s := range states {
			loc[s] = len(elems)
			block[s] = b
			elems = append(elems, s)
		}
		end = append(end, len(elems))
		marked = append(marked, 0)
	}
	var accepting, rejecting []int
	for s := range n {
		if d.States[s].Final != nil {
			accepting = append(accepting, s)
		} else {
			rejecting = append(rejecting, s)
		}
	}
	var work []int
	inWork := []bool{}
	for _, part := range [][]int{accepting, rejecting, {sink}} {
		if len(part) > 0 {
			newBlock(part)
			work = append(work, len(first)-1)
			inWork = append(inWork, true)
		}
	}
	var touched []int
	var splitter []int
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		inWork[b] = false
		splitter = append(splitter[:0], elems[first[b]:end[b]]...)
		for c := range k {
			touched = touched[:0]
			for _, t := range splitter {
				for _, p := range preds[c][predStart[c][t]:predStart[c][t+1]] {
					pb := block[p]
					if loc[p] < first[pb]+marked[pb] {
						continue // marked already
					}
					if marked[pb] == 0 {
						touched = append(touched, pb)
					}
					// Move p to the marked front of its block.
					q := elems[first[pb]+marked[pb]]
					elems[loc[p]], elems[first[pb]+marked[pb]] = q, p
					loc[q], loc[p] = loc[p], first[pb]+marked[pb]
					marked[pb]++
				}
			}
			for _, pb := range touched {
				m := marked[pb]
				marked[pb] = 0
				if m == end[pb]-first[pb] {
					continue // every state of the block: no split
				}
				// The marked front becomes a block of its own.
				nb := len(first)
				first = append(first, first[pb])
				end = append(end, first[pb]+m)
				marked = append(marked, 0)
				first[pb] += m
				for _, s := range elems[first[nb]:end[nb]] {
					block[s] = nb
				}
				inWork = append(inWork, false)
				switch {
				case inWork[pb]:
					work = append(work, nb)
					inWork[nb] = true
				case end[nb]-first[nb] <= end[pb]-first[pb]:
					work = append(work, nb)
					inWork[nb] = true
				default:
					work = append(work, pb)
					inWork[pb] = true
				}
			}
		}
	}

	// Renumber breadth first from the start, one representative per
	// block, as dfa.MinimizeLanguage does.
	order := map[int]int{block[0]: 0}
	reps := []int{0}
	for i := 0; i < len(reps); i++ {
		for _, t := range d.States[reps[i]].Next {
			if t.To == dfa.Dead {
				continue
			}
			if _, ok := order[block[t.To]]; !ok {
				order[block[t.To]] = len(reps)
				reps = append(reps, t.To)
			}
		}
	}
	m := &dfa.DFA{NFA: d.NFA, Class: d.Class, NClasses: d.NClasses}
	for _, r := range reps {
		s := d.States[r]
		ns := dfa.DState{Call: s.Call, Items: s.Items, Reg: s.Reg, Expect: s.Expect, Next: make([]dfa.Trans, len(s.Next))}
		if s.Final != nil {
			ns.Final = &dfa.Final{Src: 0}
		}
		for c, t := range s.Next {
			if t.To == dfa.Dead {
				ns.Next[c] = dfa.Trans{To: dfa.Dead}
				continue
			}
			ns.Next[c] = dfa.Trans{To: order[block[t.To]]}
		}
		m.States = append(m.States, ns)
	}
	return m
}
