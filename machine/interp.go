package machine

import (
	"slices"
	"strconv"
	"unicode/utf8"
)

// Op is what an element does.
type Op uint8

const (
	// Alt matches one of Kids, tried in order for trees.
	Alt Op = iota + 1
	// Seq matches Kids one after the other.
	Seq
	// Rep matches Kids[0] at least Min and at most Max times (Max < 0: no
	// maximum).
	Rep
	// Ref matches rule Rule.
	Ref
	// Lit matches the bytes of Text; letters in either case unless Exact.
	Lit
	// Set matches one byte of Bytes.
	Set
	// Never matches nothing (a prose-val).
	Never
	// Runes matches one code point from Lo to Hi, read as UTF-8: a byte
	// that begins no valid UTF-8 sequence matches nothing, as a grammar of
	// code points (RFC 5234 §2.4, num-vals above 0xFF) reads its input.
	Runes
)

// Elem is an element of a rule's right-hand side.
type Elem struct {
	Op       Op         // what the element does
	Kids     []int32    // Alt, Seq, Rep: indices into Program.Elems
	Min, Max int32      // Rep
	Rule     int32      // Ref: index into Program.Rules
	Text     string     // Lit: the bytes; Set: how errors name it; Ref: the rule name; Never: the ABNF
	Exact    bool       // Lit: case-sensitive
	Bytes    *[256]bool // Set: the bytes it matches, indexed by byte value
	Descs    []string   // Lit: how errors name each byte
	Lo, Hi   rune       // Runes: the code points it matches
}

// Rule is a rule of the grammar.
type Rule struct {
	Name     string // as its first definition spells it, and as errors name it
	Body     int32  // index into Program.Elems
	Node     bool   // its matches are tree nodes
	Nullable bool   // it matches the empty string
}

// DefaultMaxDepth is the nesting limit of a Program whose MaxDepth is 0:
// far deeper than the inputs of RFC grammars nest, and shallow enough that
// the stack stays well under Go's limit of 1 GB (under 64 MB at the limit
// for "nest = "(" *nest ")"", building the tree).
const DefaultMaxDepth = 10000

// ElementsPerCall is how many elements (Alt, Seq, Rep and rule calls) may
// be open at once for each rule call the nesting limit allows: 16 ×
// MaxDepth in all, which grammars whose rules nest fewer than 16 elements
// deep, as those of RFCs do, never reach before MaxDepth.
const ElementsPerCall = 16

// Program is a grammar with recursion as generated parsers hold it, for
// Match to run (see the package documentation). Rule i is the rule of
// kind i+1.
type Program struct {
	Rules []Rule // by kind: rule i has kind i+1
	Elems []Elem // the elements of every rule, referred to by index
	// MaxDepth is the nesting limit: Match stops, with a Failure whose
	// Limit says so, when rule calls nest more than MaxDepth deep, or
	// elements more than ElementsPerCall × MaxDepth deep, while matching
	// or building the tree. 0 means DefaultMaxDepth.
	MaxDepth int
}

// Node is a node of a parse tree, in pre-order: a match of the rule of
// kind Kind over input[Pos:End]; Next is the index of the first node after
// its subtree, counting from the tree's root (not from the start of the
// slice the tree was appended to).
type Node struct {
	Kind           int   // the rule's kind: its index in Program.Rules plus 1
	Pos, End, Next int32 // Pos, End: byte offsets from 0; Next: a node index from the root
}

// Failure says where a match stopped: the first offset no match could go
// past, and what the grammar allows there, in the order tried; or, when
// Limit is set, where the nesting limit stopped it before it could decide.
type Failure struct {
	Offset   int      // in bytes, from 0
	Expected []string // rule names, terminals as the grammar writes them, or EndOfInput
	// Limit, when not empty, says why matching stopped at Offset with the
	// input neither matched nor refused: "nesting limit reached: ...".
	// Expected is then empty.
	Limit string
}

// EndOfInput is how expectations name the end of the input.
const EndOfInput = "end of input"

// Match matches all of input against rule (an index into p.Rules). On a
// match, with tree set, it appends the first parse tree in priority order
// to dst, its root a node of the rule, and returns it; on no match it
// returns the failure.
func (p *Program) Match(rule int, input string, dst []Node, tree bool) (_ []Node, f *Failure) {
	m := &matcher{p: p, in: input, memo: make([]map[int32]*call, len(p.Rules)), limit: p.MaxDepth}
	if m.limit <= 0 {
		m.limit = DefaultMaxDepth
	}
	defer func() {
		if x := recover(); x != nil {
			l, ok := x.(limitReached)
			if !ok {
				panic(x)
			}
			f = &Failure{Offset: int(l.offset), Limit: l.msg}
		}
	}()
	top := &call{rule: -1, far: -1}
	m.stack = []*call{top}
	ends := m.ref(int32(rule), 0)
	if !slices.Contains(ends, int32(len(input))) {
		for _, e := range ends {
			top.fail(e, miss{end: true})
		}
		return dst, &Failure{Offset: int(top.far), Expected: m.names(top)}
	}
	if !tree {
		return dst, nil
	}
	base := len(dst)
	dst = m.derive(dst, int32(rule), 0, []int32{int32(len(input))}, true)
	for i := base; i < len(dst); i++ {
		dst[i].Next -= int32(base)
	}
	return dst, nil
}

type matcher struct {
	p     *Program
	in    string
	memo  []map[int32]*call
	stack []*call
	calls int // rule calls open
	open  int // elements open, rule calls included
	limit int // MaxDepth, or its default
}

// limitReached is the panic that stops a match at the nesting limit.
type limitReached struct {
	offset int32
	msg    string
}

// descend counts an element opened at offset pos, a rule call when call
// is set, and stops the match past the nesting limit.
func (m *matcher) descend(pos int32, call bool) {
	m.open++
	if call {
		m.calls++
		if m.calls > m.limit {
			panic(limitReached{pos, "nesting limit reached: rules nested more than " + strconv.Itoa(m.limit) + " deep"})
		}
	}
	if m.open > m.limit*ElementsPerCall {
		panic(limitReached{pos, "nesting limit reached: elements nested more than " + strconv.Itoa(m.limit*ElementsPerCall) + " deep"})
	}
}

// ascend closes what descend opened.
func (m *matcher) ascend(call bool) {
	m.open--
	if call {
		m.calls--
	}
}

// call is the match of a rule from an offset: where it can end, and the
// failures furthest into the input met while finding out.
type call struct {
	rule  int32
	start int32
	ends  []int32
	done  bool
	far   int32
	miss  []miss
	root  bool // the rule matched, which descriptions never name
}

// miss is a terminal that failed at a call's furthest offset (elem and
// byte index), the end of input expected there, or a rule called there
// whose own furthest failures are there.
type miss struct {
	elem, at int32
	end      bool
	sub      *call
}

func (c *call) fail(pos int32, x miss) {
	if pos > c.far {
		c.far, c.miss = pos, c.miss[:0]
	}
	if pos == c.far {
		c.miss = append(c.miss, x)
	}
}

// ref returns the sorted offsets where rule r, started at pos, can end.
func (m *matcher) ref(r int32, pos int32) []int32 {
	caller := m.stack[len(m.stack)-1]
	memo := m.memo[r]
	if memo == nil {
		memo = map[int32]*call{}
		m.memo[r] = memo
	}
	c := memo[pos]
	if c == nil {
		m.descend(pos, true)
		c = &call{rule: r, start: pos, far: -1, root: len(m.stack) == 1}
		memo[pos] = c
		m.stack = append(m.stack, c)
		c.ends = m.elem(m.p.Rules[r].Body, pos)
		m.stack = m.stack[:len(m.stack)-1]
		c.done = true
		m.ascend(true)
	} else if !c.done {
		panic("interp: left recursion in rule " + m.p.Rules[r].Name)
	}
	if c.far >= 0 {
		caller.fail(c.far, miss{sub: c})
	}
	return c.ends
}

// elem returns the sorted offsets where element e, started at pos, can
// end.
func (m *matcher) elem(e int32, pos int32) []int32 {
	el := &m.p.Elems[e]
	switch el.Op {
	case Alt:
		m.descend(pos, false)
		var out []int32
		for _, k := range el.Kids {
			out = append(out, m.elem(k, pos)...)
		}
		m.ascend(false)
		return sorted(out)
	case Seq:
		m.descend(pos, false)
		cur := []int32{pos}
		for _, k := range el.Kids {
			var next []int32
			for _, p := range cur {
				next = append(next, m.elem(k, p)...)
			}
			cur = sorted(next)
		}
		m.ascend(false)
		return cur
	case Rep:
		m.descend(pos, false)
		ends := m.rep(el, pos, nil)
		m.ascend(false)
		return ends
	case Ref:
		return m.ref(el.Rule, pos)
	case Lit:
		for i := 0; i < len(el.Text); i++ {
			at := int(pos) + i
			if at >= len(m.in) || !sameByte(m.in[at], el.Text[i], el.Exact) {
				m.stack[len(m.stack)-1].fail(int32(at), miss{elem: e, at: int32(i)})
				return nil
			}
		}
		return []int32{pos + int32(len(el.Text))}
	case Set:
		if int(pos) < len(m.in) && el.Bytes[m.in[pos]] {
			return []int32{pos + 1}
		}
		m.stack[len(m.stack)-1].fail(pos, miss{elem: e})
	case Runes:
		if n := runeAt(m.in, pos, el); n > 0 {
			return []int32{pos + n}
		}
		m.stack[len(m.stack)-1].fail(pos, miss{elem: e})
	}
	return nil
}

// runeAt returns the length of the code point of el.Lo to el.Hi at offset
// pos of in, or 0 when there is none: the end of the input, invalid
// UTF-8, or another code point.
func runeAt(in string, pos int32, el *Elem) int32 {
	if int(pos) >= len(in) {
		return 0
	}
	r, n := utf8.DecodeRuneInString(in[pos:])
	if r == utf8.RuneError && n <= 1 || r < el.Lo || r > el.Hi {
		return 0
	}
	return int32(n)
}

// step is a state of a repetition: an offset after some iterations, the
// count folded into Min once past it when there is no maximum.
type step struct{ pos, n int32 }

// rep returns where repetition el, started at pos, can end. With next it
// also records, for each step, the steps one more iteration leads to.
func (m *matcher) rep(el *Elem, pos int32, next map[step][]step) []int32 {
	var out []int32
	seen := map[step]bool{{pos, 0}: true}
	todo := []step{{pos, 0}}
	for len(todo) > 0 {
		s := todo[0]
		todo = todo[1:]
		if s.n >= el.Min {
			out = append(out, s.pos)
		}
		if el.Max >= 0 && s.n >= el.Max {
			continue
		}
		n := s.n + 1
		if el.Max < 0 {
			n = min(n, el.Min)
		}
		for _, e := range m.elem(el.Kids[0], s.pos) {
			t := step{e, n}
			if t == s {
				continue // an iteration that matches nothing changes nothing
			}
			if next != nil {
				next[s] = append(next[s], t)
			}
			if !seen[t] {
				seen[t] = true
				todo = append(todo, t)
			}
		}
	}
	return sorted(out)
}

func sameByte(in, want byte, exact bool) bool {
	if in == want {
		return true
	}
	if exact || (want|0x20) < 'a' || (want|0x20) > 'z' {
		return false
	}
	return in|0x20 == want|0x20
}

// sorted sorts offsets and drops repeats.
func sorted(a []int32) []int32 {
	slices.Sort(a)
	return slices.Compact(a)
}

// names describes the failures of c: each as the outermost rule open
// around it that began at the failure's offset and cannot match the empty
// string, or else the terminal itself; without repeats. The walk keeps its
// own stack, as deep as rules nested.
func (m *matcher) names(top *call) []string {
	var out []string
	seen := map[string]bool{}
	type frame struct {
		c    *call
		next int // index into c.miss
	}
	visited := map[*call]bool{top: true}
	stack := []frame{{c: top}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.next == len(f.c.miss) {
			stack = stack[:len(stack)-1]
			continue
		}
		x := f.c.miss[f.next]
		f.next++
		switch c := x.sub; {
		case x.end:
			add(&out, seen, EndOfInput)
		case c != nil:
			if visited[c] {
				continue
			}
			visited[c] = true
			if !c.root && c.start == top.far && !m.p.Rules[c.rule].Nullable {
				add(&out, seen, m.p.Rules[c.rule].Name)
			} else {
				stack = append(stack, frame{c: c})
			}
		default:
			el := &m.p.Elems[x.elem]
			if el.Op == Lit {
				add(&out, seen, el.Descs[x.at])
			} else {
				add(&out, seen, el.Text)
			}
		}
	}
	return out
}

func add(out *[]string, seen map[string]bool, s string) {
	if !seen[s] {
		seen[s] = true
		*out = append(*out, s)
	}
}
