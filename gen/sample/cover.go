package sample

import (
	"container/heap"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// This file builds strings that reach a chosen element of a grammar with a
// chosen behaviour there: cover sets (every alternative, every repetition
// bound, every edge of a range, both cases of a literal) and near misses
// (a repetition one past its bounds, a value just outside its range, a
// literal left out or in the wrong case).
//
// A string that reaches element n is built along the shortest way down to
// n from the start rule: the elements around the way take their shortest
// strings, and n takes the behaviour asked for. For an alternative, a
// count within bounds, an edge of a range or a case of a literal the
// result is in the rule's language by construction (a context-free
// grammar lets any string of n stand where n stands); near misses may
// still be in the language another way, and are checked.

// A goal is one behaviour of one element that a cover set exercises: an
// alternative (its index in Alts) of an alternation, a count of a
// repetition, an edge (low or high) of a range, a case (lower or upper) of
// a case-insensitive literal with letters.
type goal struct {
	node   abnf.Node
	choice int
}

// Cover returns a small set of strings of rule r that together exercise
// every element r reaches: each alternative of each alternation; each
// repetition at the counts 0, 1, its minimum and its maximum (those its
// bounds allow); the lowest and the highest value of each num-val range;
// both the lower-case and the upper-case spelling of each
// case-insensitive literal that has letters. Each string reaches one goal
// not reached yet by the shortest way, and meets other goals on the way
// where that costs no length. A rule without goals gives its shortest
// string. The set is the same on every call.
//
// Before building any string, Cover computes the length of each; it
// returns a *TooLongError when one would be longer than MaxBytes, and
// when the set would be longer than MaxSetBytes.
func (s *Sampler) Cover(r *abnf.Rule) ([]string, error) {
	if s.short[r] >= inf {
		return nil, nil
	}
	goals := s.goals(r)
	paths := s.paths(r)
	if err := s.fits(r, paths, goals); err != nil {
		return nil, err
	}
	isGoal := map[goal]bool{}
	for _, g := range goals {
		isGoal[g] = true
	}
	covered := map[goal]bool{}
	d := &deriver{s: s}
	d.visit = func(n abnf.Node, c int) { covered[goal{n, c}] = true }
	d.prefer = func(n abnf.Node, options []int) int {
		for _, o := range options {
			if g := (goal{n, o}); isGoal[g] && !covered[g] && !d.made(n, o) {
				return o
			}
		}
		return options[0]
	}
	var out []string
	seen := map[string]bool{}
	set := &setBudget{what: fmt.Sprintf("the cover set of rule %q", r.Name)}
	for _, g := range goals {
		if covered[g] {
			continue
		}
		path := paths.to(g.node)
		if path == nil {
			continue
		}
		if err := d.build(func() { d.along(path, func() { d.reach(g) }) }); err != nil {
			return nil, err // the lengths were checked: a bug
		}
		d.flush()
		if str := string(d.buf); !seen[str] {
			if err := set.add(len(str)); err != nil {
				return nil, err
			}
			seen[str] = true
			out = append(out, str)
		}
	}
	if len(out) == 0 { // nothing to choose: the one shortest string
		str, _ := s.Shortest(r.Body())
		out = append(out, str)
	}
	return out, nil
}

// setBudget counts the bytes of a set of strings against MaxSetBytes.
type setBudget struct {
	what  string
	bytes int
}

func (b *setBudget) add(n int) error {
	b.bytes = satAdd(b.bytes, n)
	if b.bytes > MaxSetBytes {
		return &TooLongError{What: b.what, Len: b.bytes, Limit: MaxSetBytes}
	}
	return nil
}

// fits checks, before any string is built, that the string of each goal
// fits in MaxBytes, and the rule's shortest string too.
func (s *Sampler) fits(r *abnf.Rule, paths *paths, goals []goal) error {
	if n := s.short[r]; n > MaxBytes {
		return &TooLongError{What: fmt.Sprintf("the shortest string of rule %q", r.Name), Len: n, Limit: MaxBytes}
	}
	for _, g := range goals {
		dist, ok := paths.dist[g.node]
		if !ok {
			continue
		}
		if n := satAdd(dist, s.reachLen(g)); n > MaxBytes {
			return &TooLongError{What: fmt.Sprintf("the string of rule %q that reaches %s", r.Name, g), Len: n, Limit: MaxBytes}
		}
	}
	return nil
}

// reachLen is the length of the string reach writes for g.
func (s *Sampler) reachLen(g goal) int {
	switch n := g.node.(type) {
	case *abnf.Alternation:
		return s.min(n.Alts[g.choice])
	case *abnf.Repetition:
		return satMul(g.choice, s.min(n.Item))
	case *abnf.CharVal:
		return len(n.Text)
	}
	return 1 // a value of a range
}

// String names a goal for messages: the element, where it is, and the
// behaviour.
func (g goal) String() string {
	at := g.node.Pos()
	switch n := g.node.(type) {
	case *abnf.Alternation:
		return fmt.Sprintf("alternative %d of the alternation at %s", g.choice+1, at)
	case *abnf.Repetition:
		return fmt.Sprintf("%d iterations of %s at %s", g.choice, abnf.Format(n), at)
	case *abnf.NumVal:
		return fmt.Sprintf("%s at %s", n.Text, at)
	}
	return fmt.Sprintf("%s at %s", abnf.Format(g.node), at)
}

// goals lists the goals of the elements r reaches, in grammar order of
// their rules and source order within each.
func (s *Sampler) goals(r *abnf.Rule) []goal {
	var out []goal
	reach := check.Reachable(s.g, []*abnf.Rule{r})
	for _, rule := range s.g.Rules {
		if !reach[rule] {
			continue
		}
		abnf.Walk(rule.Body(), func(n abnf.Node) bool {
			switch n := n.(type) {
			case *abnf.Alternation:
				for i, a := range n.Alts {
					if s.min(a) < inf {
						out = append(out, goal{n, i})
					}
				}
			case *abnf.Repetition:
				if n.Max == 0 || s.min(n.Item) >= inf {
					return false
				}
				for _, c := range counts(n) {
					out = append(out, goal{n, c})
				}
			case *abnf.NumVal:
				if n.Range && n.Values[0] != n.Values[1] {
					out = append(out, goal{n, low}, goal{n, high})
				}
			case *abnf.CharVal:
				if !n.CaseSensitive && hasLetter(n.Text) {
					out = append(out, goal{n, lower}, goal{n, upper})
				}
			}
			return true
		})
	}
	return out
}

// counts are the counts of n a cover set tries: 0, 1, the minimum and
// the maximum, those within n's bounds, in increasing order.
func counts(n *abnf.Repetition) []int {
	var out []int
	for _, c := range []int{0, 1, n.Min, n.Max} {
		if c >= n.Min && (n.Max == abnf.Unbounded || c <= n.Max) && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// reach writes the string of goal g's element that meets g.
func (d *deriver) reach(g goal) {
	switch n := g.node.(type) {
	case *abnf.Alternation:
		d.report(n, g.choice)
		d.shortest(n.Alts[g.choice])
	case *abnf.Repetition:
		d.report(n, g.choice)
		d.repeat(n.Item, g.choice)
	case *abnf.NumVal:
		d.numVal(n, g.choice)
	case *abnf.CharVal:
		d.charVal(n, g.choice)
	}
}

// along writes a string of path[0] that derives path[len(path)-1] by way
// of the elements of path, each inside the one before it (a rule's body
// inside a reference to the rule), calling last to write the last one.
// The elements around the way take their shortest strings.
func (d *deriver) along(path []abnf.Node, last func()) {
	if len(path) == 1 {
		last()
		return
	}
	next := path[1]
	switch n := path[0].(type) {
	case *abnf.Alternation:
		i := slices.Index(n.Alts, next)
		d.report(n, i)
		d.along(path[1:], last)
	case *abnf.Concatenation:
		done := false
		for _, item := range n.Items {
			if item == next && !done {
				done = true
				d.along(path[1:], last)
			} else {
				d.shortest(item)
			}
		}
	case *abnf.Group:
		d.along(path[1:], last)
	case *abnf.Repetition:
		count := max(n.Min, 1)
		d.report(n, count)
		d.along(path[1:], last)
		d.repeat(n.Item, count-1)
	case *abnf.RuleRef:
		d.along(path[1:], last)
	}
}

// paths holds, for each element a rule reaches, the element it is best
// reached from: the one whose shortest surroundings are shortest.
type paths struct {
	parent map[abnf.Node]abnf.Node
	dist   map[abnf.Node]int // the length of the shortest strings around each
	root   abnf.Node
}

// to returns the way from the rule's body down to n, or nil when the rule
// does not reach n.
func (p *paths) to(n abnf.Node) []abnf.Node {
	if _, ok := p.parent[n]; !ok {
		return nil
	}
	var path []abnf.Node
	for at := n; at != nil; at = p.parent[at] {
		path = append(path, at)
	}
	slices.Reverse(path)
	return path
}

// paths computes the ways down from rule r's body by Dijkstra's
// algorithm, an element's distance being the length of the shortest
// strings around it.
func (s *Sampler) paths(r *abnf.Rule) *paths {
	dist := map[abnf.Node]int{r.Body(): 0}
	p := &paths{parent: map[abnf.Node]abnf.Node{r.Body(): nil}, dist: dist, root: r.Body()}
	done := map[abnf.Node]bool{}
	q := &nodeQueue{}
	heap.Push(q, queued{r.Body(), 0, 0})
	seq := 1
	relax := func(from, to abnf.Node, extra int) {
		if extra >= inf {
			return
		}
		dd := satAdd(dist[from], extra)
		if old, ok := dist[to]; ok && old <= dd {
			return
		}
		dist[to] = dd
		p.parent[to] = from
		heap.Push(q, queued{to, dd, seq})
		seq++
	}
	for q.Len() > 0 {
		e := heap.Pop(q).(queued)
		if done[e.node] || e.dist != dist[e.node] {
			continue
		}
		done[e.node] = true
		switch n := e.node.(type) {
		case *abnf.Alternation:
			for _, a := range n.Alts {
				relax(n, a, 0)
			}
		case *abnf.Concatenation:
			total := 0
			for _, a := range n.Items {
				total = satAdd(total, s.min(a))
			}
			if total >= inf {
				continue
			}
			for _, a := range n.Items {
				extra := total - s.min(a)
				if total == inf-1 {
					extra = inf - 1 // saturated: as long, at least
				}
				relax(n, a, extra)
			}
		case *abnf.Group:
			relax(n, n.Body, 0)
		case *abnf.Repetition:
			if n.Max != 0 && s.min(n.Item) < inf {
				relax(n, n.Item, satMul(max(n.Min, 1)-1, s.min(n.Item)))
			}
		case *abnf.RuleRef:
			if t := s.g.Rule(n.Name); t != nil && s.short[t] < inf {
				relax(n, t.Body(), 0)
			}
		}
	}
	return p
}

type queued struct {
	node      abnf.Node
	dist, seq int
}

type nodeQueue []queued

func (q nodeQueue) Len() int { return len(q) }
func (q nodeQueue) Less(i, j int) bool {
	if q[i].dist != q[j].dist {
		return q[i].dist < q[j].dist
	}
	return q[i].seq < q[j].seq
}
func (q nodeQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *nodeQueue) Push(x any)   { *q = append(*q, x.(queued)) }
func (q *nodeQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// NearMisses returns strings one edit away from strings of rule r that
// valid rejects (valid should be an exact matcher of r, such as package
// match's): for each element r reaches, a repetition one past its maximum
// or one short of its minimum, the value just below and just above a
// num-val range, a num-val or literal left out, a case-sensitive
// literal's letters in the other case; then, for each string of the cover
// set, its last byte removed and two random one-byte edits (see Mutate).
// Strings valid accepts are dropped. The set depends on the seed only
// through the random edits.
//
// Like Cover, NearMisses returns a *TooLongError before building strings
// longer than MaxBytes, and when the set would pass MaxSetBytes.
func (s *Sampler) NearMisses(r *abnf.Rule, valid func(string) bool) ([]string, error) {
	if s.short[r] >= inf {
		return nil, nil
	}
	cover, err := s.Cover(r)
	if err != nil {
		return nil, err
	}
	var out []string
	seen := map[string]bool{}
	set := &setBudget{what: fmt.Sprintf("the near misses of rule %q", r.Name)}
	var tooLong error
	add := func(str string) {
		if !seen[str] && tooLong == nil {
			seen[str] = true
			if err := set.add(len(str)); err != nil {
				tooLong = err
				return
			}
			if !valid(str) {
				out = append(out, str)
			}
		}
	}
	paths := s.paths(r)
	d := &deriver{s: s}
	variant := func(n abnf.Node, length int, write func()) {
		path := paths.to(n)
		if path == nil || tooLong != nil {
			return
		}
		if l := satAdd(paths.dist[n], length); l > MaxBytes {
			tooLong = &TooLongError{What: fmt.Sprintf("a near miss of rule %q at %s", r.Name, n.Pos()), Len: l, Limit: MaxBytes}
			return
		}
		if err := d.build(func() { d.along(path, write) }); err != nil {
			tooLong = err
			return
		}
		add(string(d.buf))
	}
	reach := check.Reachable(s.g, []*abnf.Rule{r})
	for _, rule := range s.g.Rules {
		if !reach[rule] {
			continue
		}
		abnf.Walk(rule.Body(), func(n abnf.Node) bool {
			switch n := n.(type) {
			case *abnf.Repetition:
				if s.min(n.Item) >= inf {
					return false
				}
				repeat := func(c int) {
					variant(n, satMul(c, s.min(n.Item)), func() { d.repeat(n.Item, c) })
				}
				if n.Max != abnf.Unbounded {
					repeat(satAdd(n.Max, 1))
				}
				if n.Min > 0 {
					repeat(n.Min - 1)
				}
			case *abnf.NumVal:
				if n.Range {
					// The values just outside the range; for code
					// points, past the surrogates, which UTF-8 cannot
					// write.
					lo, hi := n.Values[0], n.Values[1]
					top := rune(0xFF)
					if s.utf8 {
						top = utf8.MaxRune
					}
					if lo > 0 {
						below := lo - 1
						if s.utf8 && 0xD800 <= below && below <= 0xDFFF {
							below = 0xD7FF
						}
						variant(n, 1, func() { d.value(below) })
					}
					if hi < top {
						above := hi + 1
						if s.utf8 && 0xD800 <= above && above <= 0xDFFF {
							above = 0xE000
						}
						variant(n, 1, func() { d.value(above) })
					}
				}
				variant(n, 0, func() {})
			case *abnf.CharVal:
				variant(n, 0, func() {})
				if n.CaseSensitive && hasLetter(n.Text) {
					other := strings.Map(func(c rune) rune {
						if c < 0x80 && isLetter(byte(c)) {
							return c ^ 0x20
						}
						return c
					}, n.Text)
					variant(n, len(other), func() {
						d.grow(len(other))
						d.buf = append(d.buf, other...)
					})
				}
			}
			return tooLong == nil
		})
	}
	for _, c := range cover {
		if c != "" {
			add(c[:len(c)-1])
		}
		add(s.Mutate(c))
		add(s.Mutate(c))
	}
	if tooLong != nil {
		return nil, tooLong
	}
	return out, nil
}
