package sample

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
)

// This file derives shortest strings deterministically: the string of an
// element that takes, at each alternation, the first alternative of least
// length and, at each repetition, the fewest iterations; a range gives its
// lowest value and a literal is written as the grammar writes it.
//
// Choosing the shortest alternative alone can loop ("a = a / "x"": both
// alternatives are one character long), so a derivation never enters a
// rule it is already inside: an alternative that would is given up for
// the next one of the same length. Some alternative always works: a
// shortest derivation stays shortest when a rule repeated inside itself
// is replaced by its inner derivation.

// lengthWith is the length of n's shortest string when rule t's shortest
// string has length rule(t) (inf for none), saturating at inf-1.
func (s *Sampler) lengthWith(n abnf.Node, rule func(*abnf.Rule) int) int {
	switch n := n.(type) {
	case *abnf.Alternation:
		best := inf
		for _, a := range n.Alts {
			best = min(best, s.lengthWith(a, rule))
		}
		return best
	case *abnf.Concatenation:
		total := 0
		for _, a := range n.Items {
			if total = satAdd(total, s.lengthWith(a, rule)); total == inf {
				return inf
			}
		}
		return total
	case *abnf.Group:
		return s.lengthWith(n.Body, rule)
	case *abnf.Repetition:
		if n.Min == 0 || n.Max == 0 {
			return 0
		}
		return satMul(n.Min, s.lengthWith(n.Item, rule))
	case *abnf.RuleRef:
		if r := s.g.Rule(n.Name); r != nil {
			return rule(r)
		}
		return inf
	case *abnf.CharVal:
		return len(n.Text)
	case *abnf.NumVal:
		if n.Range {
			return s.valueLen(n.Values[0])
		}
		total := 0
		for _, v := range n.Values {
			total += s.valueLen(v)
		}
		return total
	}
	return inf // prose-val
}

// MinLen returns the length of n's shortest string, and false when n
// derives no string a machine can produce.
func (s *Sampler) MinLen(n abnf.Node) (int, bool) {
	m := s.min(n)
	return m, m < inf
}

// Shortest returns a shortest string of n: at each alternation the first
// alternative of least length, at each repetition its minimum count, at
// each range its lowest value, each literal as written. It is false when
// n derives no string a machine can produce, or when its shortest string
// is longer than MaxBytes.
func (s *Sampler) Shortest(n abnf.Node) (string, bool) {
	if s.min(n) >= inf {
		return "", false
	}
	d := deriver{s: s}
	if err := d.build(func() { d.shortest(n) }); err != nil {
		return "", false
	}
	return string(d.buf), true
}

// deriver builds a string from derivation choices, reporting each choice
// it makes to visit (when set) once the string is complete: what cover
// sets count.
type deriver struct {
	s      *Sampler
	buf    []byte
	events []goal        // the choices made, each once, in the order first made
	madeIn map[goal]bool // the choices in events
	inside map[*abnf.Rule]int
	work   int // elements visited for the string being built
	visit  func(n abnf.Node, choice int)
	// prefer, when set, picks among alternatives of equal least length
	// (indexes into Alts, in order) and among the values of a range
	// (lowest or highest first) and the cases of a literal: how a cover
	// set reaches goals it has not reached yet without longer strings.
	prefer func(n abnf.Node, options []int) int
}

// reset starts a new string.
func (d *deriver) reset() {
	d.buf = d.buf[:0]
	d.truncate(0)
	d.work = 0
}

// build resets d and runs write, within MaxBytes and maxWork: it returns
// a *TooLongError, and leaves no string, when write would pass them.
func (d *deriver) build(write func()) (err error) {
	d.reset()
	defer func() {
		if p := recover(); p != nil {
			if _, ok := p.(tooLong); !ok {
				panic(p)
			}
			d.buf = d.buf[:0]
			d.truncate(0)
			clear(d.inside)
			err = &TooLongError{What: "the string", Len: MaxBytes + 1, Limit: MaxBytes}
		}
	}()
	write()
	return nil
}

// truncate drops the events after the first n: the choices first made
// after them are made no more.
func (d *deriver) truncate(n int) {
	for _, e := range d.events[n:] {
		delete(d.madeIn, e)
	}
	d.events = d.events[:n]
}

// flush reports the choices made for the string built.
func (d *deriver) flush() {
	if d.visit != nil {
		for _, e := range d.events {
			d.visit(e.node, e.choice)
		}
	}
	d.truncate(0)
}

// made reports whether choice c of n was made in the string being built.
func (d *deriver) made(n abnf.Node, c int) bool { return d.madeIn[goal{n, c}] }

// grow makes sure k more bytes fit within MaxBytes.
func (d *deriver) grow(k int) {
	if len(d.buf)+k > MaxBytes {
		panic(tooLong{})
	}
}

// repeat writes count shortest strings of item, and reports whether it
// could. Once an iteration adds no byte and no choice not made already,
// the others would be the same: they are left out, so that a repetition
// of the empty string a billion times takes no time.
func (d *deriver) repeat(item abnf.Node, count int) bool {
	for range count {
		size, events := len(d.buf), len(d.events)
		if !d.shortest(item) {
			return false
		}
		if len(d.buf) == size && len(d.events) == events {
			break
		}
	}
	return true
}

// Choices of elements other than alternations and repetitions, reported
// to visit.
const (
	low   = 0 // a range's lowest value
	high  = 1 // a range's highest value
	lower = 0 // a literal's letters in lower case
	upper = 1 // a literal's letters in upper case
	asIs  = 2 // a literal as written
)

// shortest writes a shortest derivation of n that enters none of the
// rules it is inside (d.inside), and reports whether there is one.
func (d *deriver) shortest(n abnf.Node) bool {
	s := d.s
	if d.work++; d.work > maxWork {
		panic(tooLong{})
	}
	switch n := n.(type) {
	case *abnf.Alternation:
		best := inf
		for _, a := range n.Alts {
			best = min(best, s.min(a))
		}
		var options []int
		for i, a := range n.Alts {
			if s.min(a) == best && best < inf {
				options = append(options, i)
			}
		}
		if len(options) > 1 && d.prefer != nil {
			first := d.prefer(n, options)
			options = append([]int{first}, slices.DeleteFunc(options, func(i int) bool { return i == first })...)
		}
		for _, i := range options {
			size, events := len(d.buf), len(d.events)
			d.report(n, i)
			if d.shortest(n.Alts[i]) {
				return true
			}
			d.buf = d.buf[:size]
			d.truncate(events)
		}
		return false
	case *abnf.Concatenation:
		for _, a := range n.Items {
			if !d.shortest(a) {
				return false
			}
		}
		return true
	case *abnf.Group:
		return d.shortest(n.Body)
	case *abnf.Repetition:
		count := n.Min
		if n.Max == 0 {
			count = 0
		}
		d.report(n, count)
		return d.repeat(n.Item, count)
	case *abnf.RuleRef:
		r := s.g.Rule(n.Name)
		if r == nil || d.inside[r] > 0 {
			return false
		}
		if d.inside == nil {
			d.inside = map[*abnf.Rule]int{}
		}
		d.inside[r]++
		ok := d.shortest(r.Body())
		if d.inside[r]--; d.inside[r] == 0 {
			delete(d.inside, r)
		}
		return ok
	case *abnf.CharVal:
		c := asIs
		if d.prefer != nil && hasLetter(n.Text) {
			c = d.prefer(n, []int{asIs, lower, upper})
		}
		d.charVal(n, c)
		return true
	case *abnf.NumVal:
		c := low
		if d.prefer != nil && n.Range {
			c = d.prefer(n, []int{low, high})
		}
		d.numVal(n, c)
		return true
	}
	return false // prose-val
}

// report records that choice was made at n, unless it was already:
// what visit and prefer see is the set of choices made, so the events
// are no more than the choices of the grammar, however long the string.
func (d *deriver) report(n abnf.Node, choice int) {
	e := goal{n, choice}
	if d.madeIn[e] {
		return
	}
	if d.madeIn == nil {
		d.madeIn = map[goal]bool{}
	}
	d.madeIn[e] = true
	d.events = append(d.events, e)
}

// charVal writes a literal in case c (lower, upper or asIs) and reports
// the case its letters have.
func (d *deriver) charVal(n *abnf.CharVal, c int) {
	text := n.Text
	switch c {
	case lower:
		text = strings.ToLower(text)
	case upper:
		text = strings.ToUpper(text)
	}
	d.grow(len(text))
	d.buf = append(d.buf, text...)
	if hasLetter(text) {
		switch text {
		case strings.ToLower(text):
			d.report(n, lower)
		case strings.ToUpper(text):
			d.report(n, upper)
		}
	}
}

// numVal writes a num-val: its values, or for a range its lowest or
// highest value (c), which it reports.
func (d *deriver) numVal(n *abnf.NumVal, c int) {
	if !n.Range {
		for _, v := range n.Values {
			d.value(v)
		}
		return
	}
	v := n.Values[0]
	if c == high {
		v = n.Values[1]
	}
	d.value(v)
	d.report(n, c)
}

func (d *deriver) value(v rune) {
	d.grow(d.s.valueLen(v))
	if v < 0x100 && !d.s.utf8 {
		d.buf = append(d.buf, byte(v))
		return
	}
	d.buf = utf8.AppendRune(d.buf, v)
}

func hasLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if isLetter(s[i]) {
			return true
		}
	}
	return false
}
