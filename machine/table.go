package machine

// Table is a rule's deterministic automaton held as tables, as a generated
// parser holds the rules it does not direct-code. State 0 is the start.
// Validate, Find and Run run it a byte at a time, as the direct-coded
// functions run theirs: the language, the spans, the trees, the errors and
// the linear time are the same.
type Table struct {
	Class  *[256]uint8 // the byte classes
	N      int         // the number of byte classes: the length of a row of Next
	Next   []uint16    // by state and class (state*N+class): the state reached plus 1, 0 for none
	Ops    []uint16    // by state and class: where the transition's operations begin in Prog plus 1, 0 for none
	Final  []uint16    // by state: 0 when it does not accept; else 1, or where its final operations begin in Prog plus 1
	Expect []uint16    // by state: what may come next, an index into the parser's expectations
	Loop   []uint16    // by state: the set of bytes it stays in place on plus 1 (an index into Loops), 0 for none
	Call   []uint16    // by state: the rule called on entering it plus 1, 0 for none
	Prog   []uint16    // the operations of transitions and final states
	Loops  []Class     // the sets of bytes states stay in place on
}

// A Cursor is where a run of a Table is. A run stops at a state that calls
// a rule, with Call set to the callee plus 1 and Offset where the call
// begins: the caller makes the call, sets Offset to where it ended and
// runs the table again with Call still set, which resumes after the call.
// A run that stops with Call 0 is decided. A callee's table calls no rule.
type Cursor struct {
	State  int
	Offset int
	Call   int
}

// resume returns where a run continues from c, and whether the call of
// that state has been made.
func (c *Cursor) resume() (st, i int, called bool) {
	st, i, called = c.State, c.Offset, c.Call != 0
	c.Call = 0
	return st, i, called
}

// Validate decides whether s matches the rule of t, from c: to the end of
// s, or, for a callee, to its first accepting state, where it leaves
// c.Offset. fail is -1, or the first offset no match can go past and
// expect what was expected there.
func (t *Table) Validate(s string, c *Cursor, callee bool) (fail int, expect uint16) {
	st, i, called := c.resume()
	for {
		if k := t.Call[st]; k != 0 && !called {
			c.State, c.Offset, c.Call = st, i, int(k)
			return -1, 0
		}
		called = false
		if callee && t.Final[st] != 0 {
			c.Offset = i
			return -1, 0
		}
		if l := t.Loop[st]; l != 0 {
			i = Skip(s, i, &t.Loops[l-1])
		}
		if i == len(s) {
			if !callee && t.Final[st] != 0 {
				c.Offset = i
				return -1, 0
			}
			return len(s), t.Expect[st]
		}
		to := t.Next[st*t.N+int(t.Class[s[i]])]
		if to == 0 {
			return i, t.Expect[st]
		}
		st = int(to - 1)
		if t.Call[st] == 0 {
			i++
		}
	}
}

// The instructions of Find's programs, three numbers each: the
// instruction, then two registers, or a register and a slot.
const (
	ProgEnd  = iota // the end of a program
	ProgSnap        // tmp[a] = v[b]: a register read after it is written
	ProgCopy        // v[a] = v[b]
	ProgFrom        // v[a] = tmp[b]
	ProgSet         // v[a][b] = the offset
)

// Spans is the type of the spans a parser's Find records: a start and an
// end offset (-1 for none) for each node kind, of at most MaxSpans/2 kinds.
// It is an array, so that Find moves a register as a whole, by its size.
type Spans interface {
	~[0]int32 | ~[2]int32 | ~[4]int32 | ~[6]int32 | ~[8]int32 | ~[10]int32 |
		~[12]int32 | ~[14]int32 | ~[16]int32 | ~[18]int32 | ~[20]int32 |
		~[22]int32 | ~[24]int32 | ~[26]int32 | ~[28]int32 | ~[30]int32 |
		~[32]int32 | ~[34]int32 | ~[36]int32 | ~[38]int32 | ~[40]int32 |
		~[42]int32 | ~[44]int32 | ~[46]int32 | ~[48]int32 | ~[50]int32 |
		~[52]int32 | ~[54]int32 | ~[56]int32 | ~[58]int32 | ~[60]int32 |
		~[62]int32 | ~[64]int32 | ~[66]int32 | ~[68]int32 | ~[70]int32 |
		~[72]int32 | ~[74]int32 | ~[76]int32 | ~[78]int32 | ~[80]int32 |
		~[82]int32 | ~[84]int32 | ~[86]int32 | ~[88]int32 | ~[90]int32 |
		~[92]int32 | ~[94]int32 | ~[96]int32 | ~[98]int32 | ~[100]int32 |
		~[102]int32 | ~[104]int32 | ~[106]int32 | ~[108]int32 | ~[110]int32 |
		~[112]int32 | ~[114]int32 | ~[116]int32 | ~[118]int32 | ~[120]int32 |
		~[122]int32 | ~[124]int32 | ~[126]int32 | ~[128]int32
}

// MaxSpans is the length of the longest Spans: a parser whose spans are
// longer direct-codes its finding automata.
const MaxSpans = 128

// Find matches s against the rule of t from c, recording in out the span
// of the last match of each node kind. v and tmp are the registers, v[0]
// register 0: the caller fills v with -1 (v[0] with the spans so far, for
// a callee) and passes v[0] to the rules it calls. A callee's match ends
// at its first accepting state, where Find leaves c.Offset.
func Find[S Spans](t *Table, s string, c *Cursor, out *S, v, tmp []S, callee bool) (fail int, expect uint16) {
	st, i, called := c.resume()
	if k := t.Call[st]; k != 0 && !called {
		c.State, c.Offset, c.Call = st, i, int(k)
		return -1, 0
	}
	for {
		if callee && t.Final[st] != 0 {
			accept(t.Prog[t.Final[st]-1:], v, out, i)
			c.Offset = i
			return -1, 0
		}
		if l := t.Loop[st]; l != 0 {
			i = Skip(s, i, &t.Loops[l-1])
		}
		if i == len(s) {
			if x := t.Final[st]; !callee && x != 0 {
				accept(t.Prog[x-1:], v, out, i)
				c.Offset = i
				return -1, 0
			}
			return len(s), t.Expect[st]
		}
		k := st*t.N + int(t.Class[s[i]])
		to := t.Next[k]
		if to == 0 {
			return i, t.Expect[st]
		}
		if x := t.Ops[k]; x != 0 {
			findOps(t.Prog[x-1:], v, tmp, int32(i))
		}
		st = int(to - 1)
		if k := t.Call[st]; k != 0 {
			// The call begins at the byte that entered its state.
			c.State, c.Offset, c.Call = st, i, int(k)
			return -1, 0
		}
		i++
	}
}

// findOps performs the spans operations of program p at offset pos.
func findOps[S Spans](p []uint16, v, tmp []S, pos int32) {
	for ; p[0] != ProgEnd; p = p[3:] {
		switch a, b := p[1], p[2]; p[0] {
		case ProgSnap:
			tmp[a] = v[b]
		case ProgCopy:
			v[a] = v[b]
		case ProgFrom:
			v[a] = tmp[b]
		case ProgSet:
			v[a][b] = pos
		}
	}
}

// accept performs the final operations p of Find's accepting state at
// offset i: the register they name, with its slots set, is the spans.
func accept[S Spans](p []uint16, v []S, out *S, i int) {
	r := p[0]
	for _, slot := range p[2 : 2+p[1]] {
		v[r][slot] = int32(i)
	}
	*out = v[r]
}

// Event is a node boundary in a history, as Run logs them: Tag is the
// node's kind << 1, | 1 at its end; Prev is the event before it; Nodes
// counts the node starts in the history up to this event. Every log begins
// with an empty history (event 0), where every thread starts.
type Event struct {
	Prev  int32
	Pos   int32
	Nodes int32
	Tag   uint16
}

// Run parses s as the rule of t from c, logging the events of each
// thread's history: it returns the history of the match, or the failure.
// r and h are the registers, one history each, r[0] the history so far
// (for a callee, the caller's; the caller passes r[0] to the rules it
// calls and sets it to the history they return). A callee's match ends at
// its first accepting state, where Run leaves c.Offset.
func (t *Table) Run(s string, c *Cursor, r, h []int32, log []Event, callee bool) (hist int32, _ []Event, fail int, expect uint16) {
	st, i, called := c.resume()
	for {
		if k := t.Call[st]; k != 0 && !called {
			c.State, c.Offset, c.Call = st, i, int(k)
			return 0, log, -1, 0
		}
		called = false
		if callee && t.Final[st] != 0 {
			p := t.Prog[t.Final[st]-1:]
			hist, log = PushTags(log, r[p[0]], p[2:2+p[1]], int32(i))
			c.Offset = i
			return hist, log, -1, 0
		}
		if l := t.Loop[st]; l != 0 {
			i = Skip(s, i, &t.Loops[l-1])
		}
		if i == len(s) {
			if x := t.Final[st]; !callee && x != 0 {
				p := t.Prog[x-1:]
				hist, log = PushTags(log, r[p[0]], p[2:2+p[1]], int32(i))
				c.Offset = i
				return hist, log, -1, 0
			}
			return 0, log, len(s), t.Expect[st]
		}
		k := st*t.N + int(t.Class[s[i]])
		to := t.Next[k]
		if to == 0 {
			return 0, log, i, t.Expect[st]
		}
		if x := t.Ops[k]; x != 0 {
			log = runOps(t.Prog[x-1:], r, h, log, int32(i))
		}
		st = int(to - 1)
		if t.Call[st] == 0 {
			i++
		}
	}
}

// runOps performs the history operations of program p at offset pos: all
// the new histories first, from the registers as they were, then the
// assignments.
func runOps(p []uint16, r, h []int32, log []Event, pos int32) []Event {
	n := int(p[0])
	p = p[1:]
	q := p
	for j := 0; j < n; j++ {
		h[j], log = PushTags(log, r[q[1]], q[3:3+q[2]], pos)
		q = q[3+q[2]:]
	}
	for j := 0; j < n; j++ {
		r[p[0]] = h[j]
		p = p[3+p[2]:]
	}
	return log
}

// PushTags extends the history src by an event for each tag, at offset
// pos, and returns the new history.
func PushTags(log []Event, src int32, tags []uint16, pos int32) (int32, []Event) {
	if len(tags) == 0 {
		return src, log
	}
	nodes := log[src].Nodes
	prev := src
	for _, t := range tags {
		if t&1 == 0 {
			nodes++
		}
		log = append(log, Event{prev, pos, nodes, t})
		prev = int32(len(log) - 1)
	}
	return prev, log
}
