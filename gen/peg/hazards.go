package peg

import (
	"container/heap"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
)

// Kind is the kind of a hazard.
type Kind uint8

const (
	// Order is an alternation where PEG commits to an alternative that
	// succeeds, and a string of the rule needs another one (later in
	// order, or the same one ending elsewhere).
	Order Kind = iota + 1
	// Greedy is a repetition where PEG takes as many iterations as it
	// can, and a string of the rule needs fewer, leaving input to what
	// follows.
	Greedy
)

// String names the kind of hazard as reports print it.
func (k Kind) String() string {
	switch k {
	case Order:
		return "order"
	case Greedy:
		return "greedy"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Site is a choice node of a grammar (see IsChoice).
type Site struct {
	Rule string    // the rule whose definition holds the node
	Pos  abnf.Pos  // where the node starts
	Text string    // the node as ABNF (abnf.Format)
	Node abnf.Node // the node itself
}

// Hazard is a choice node whose PEG reading loses strings of a rule: a
// string of rule Start that the grammar accepts (package match), that a
// PEG parser rejects, and that the same parser with only this node
// relaxed to ABNF semantics accepts.
type Hazard struct {
	Site
	Kind    Kind   // Order for an alternation, Greedy for a repetition
	Start   string // the rule the witness is a string of
	Witness string // the shortest such string found
	// Offset is where in Witness the node, on the derivation that the
	// relaxed parser accepts, decides other than PEG does; PEG and Needed
	// are the two decisions there.
	Offset int
	PEG    Choice // what PEG does; End -1 when the node fails there
	Needed Choice // what the relaxed parser does
	// Shortest is true when no shorter witness exists: every shorter
	// string of Start was tried.
	Shortest bool
}

// Choice is what a choice node did at one offset of a witness.
type Choice struct {
	Alt   int    // for an alternation: the alternative taken, from 1
	Text  string // for an alternation: that alternative as ABNF
	Count int    // for a repetition: the iterations made
	End   int    // where the node's match ended
}

// Compound is a string of the rule that PEG rejects but that no single
// relaxed node makes it accept: the hazard is in the interplay of nodes.
type Compound struct {
	// Witness is the string, shortened as far as it keeps that property.
	Witness string
	// Sites are two nodes that, relaxed together, make PEG accept
	// Witness; nil when no pair does.
	Sites []Site
}

// Report is the outcome of a search for hazards.
type Report struct {
	Start    string     // the rule searched, as its first definition spells it
	Sites    []Site     // the choice nodes Start reaches, in grammar order
	Hazards  []Hazard   // one per node found a hazard, in the order of Sites
	Compound []Compound // the shortest few found
	// Exhaustive is the length up to which every string of Start was
	// tried (-1 when not even the empty string was).
	Exhaustive int
	// Bounded is true when the search stopped at a limit rather than
	// having tried every string of Start: a node with no hazard here may
	// still have one, and a witness longer than Exhaustive+1 may not be
	// the shortest. It is false only for small finite languages.
	Bounded bool
	Tried   int // distinct strings tried
}

// Options bound the search. Zero values take the defaults.
type Options struct {
	// Budget is the number of reference matcher calls the exhaustive
	// enumeration may make; the constructions and the local searches get
	// half as many more each (default 200000).
	Budget int
	// MaxLen is the longest string enumerated exhaustively (default 24).
	MaxLen int
	// Samples is the number of random strings of the rule tried, each
	// with one random edit (default 300).
	Samples int
	// Seed seeds the random strings (default 1).
	Seed uint64
	// Contexts is how many ways of reaching each node from the rule are
	// tried, the shortest first (default 6).
	Contexts int
	// MaxSteps is the step budget of each parse (default
	// DefaultMaxSteps).
	MaxSteps int
}

func (o Options) withDefaults() Options {
	if o.Budget <= 0 {
		o.Budget = 200_000
	}
	if o.MaxLen <= 0 {
		o.MaxLen = 24
	}
	if o.Samples <= 0 {
		o.Samples = 300
	}
	if o.Seed == 0 {
		o.Seed = 1
	}
	if o.Contexts <= 0 {
		o.Contexts = 6
	}
	return o
}

// Hazards returns the order and greedy-repetition hazards of the choice
// nodes that rule reaches, each with the shortest witness found: a string
// of rule. See Search for the search and its bounds.
func Hazards(g *abnf.Grammar, rule string, opts Options) ([]Hazard, error) {
	r, err := Search(g, rule, opts)
	if err != nil {
		return nil, err
	}
	return r.Hazards, nil
}

// Search looks for hazards: strings of rule that the grammar accepts and
// a PEG parser rejects, and for each choice node that rule reaches, the
// shortest string that relaxing that node alone makes PEG accept. Every
// witness is checked both ways: the grammar (package match) accepts it,
// PEG rejects it, PEG with the node relaxed accepts it. The candidates,
// each tried as a whole string of rule, are:
//
//   - every string of rule in order of length, over one representative of
//     each class of bytes the grammar does not tell apart, while the
//     budget lasts (a string with the same classes behaves the same in
//     every semantics, so up to Report.Exhaustive nothing is missed);
//   - for each rule at or below rule and each choice node it reaches:
//     short strings of the node's later alternatives, or of its item
//     repeated a few times, placed where the node stands in that rule
//     (by the shortest ways of reaching it); those PEG rejects as strings
//     of that rule are then placed where the rule stands in rule;
//   - for each rule below, its shortest strings (enumerated as above, on
//     a smaller budget) that PEG rejects, placed where the rule stands;
//   - for each alternation, strings built so that an alternative's string
//     is a proper prefix of a later alternative's (short strings of the
//     earlier one, completed within the later one), or an earlier
//     alternative's string is followed by whatever completes it where the
//     node stands, so that a later, shorter alternative may be needed;
//   - for each repetition, strings where it stops at a few counts and
//     what follows it starts with another iteration, completed;
//   - random strings of rule (package sample) and one-byte edits of them.
//
// Candidates are checked with a fast recognizer of the grammar's language;
// only the witnesses reported, after shortening, are checked again with
// package match, and a witness the two disagree on is dropped.
//
// A witness is then shortened, one byte or byte class at a time, while it
// remains one. The search refuses left-recursive grammars; recursive ones
// are searched like the others, within the bounds.
func Search(g *abnf.Grammar, rule string, opts Options) (*Report, error) {
	opts = opts.withDefaults()
	r := g.Rule(rule)
	if r == nil {
		return nil, fmt.Errorf("no rule %q in the grammar", rule)
	}
	sub, err := g.Only([]string{rule})
	if err != nil {
		return nil, err
	}
	p, err := New(sub)
	if err != nil {
		return nil, err
	}
	p.MaxSteps = opts.MaxSteps
	s := &searcher{
		opts: opts, start: r.Name, g: sub, peg: p,
		relax: map[abnf.Node]*Parser{}, alt: map[abnf.Node]string{},
		short: map[abnf.Node]string{}, tried: map[string]bool{}, best: map[abnf.Node]string{},
		exhaustive: -1, rules: map[string]*abnf.Rule{},
	}
	s.sites = Sites(sub, rule)
	for _, site := range s.sites {
		s.relax[site.Node] = p.Relax(site.Node)
	}
	if err := s.matcher(g); err != nil {
		return nil, err
	}
	s.sm = sample.New(sub, opts.Seed)
	s.reps = classes(sub, sub.Rules, p.t.utf8)
	s.holes = s.contexts(r.Body(), opts.Contexts)

	s.enumerate()
	s.lift()
	s.local()
	s.construct()
	s.random()
	return s.report(), nil
}

// Sites lists the choice nodes that rule reaches, in grammar order of
// their rules and source order within each (nil for an unknown rule).
func Sites(g *abnf.Grammar, rule string) []Site {
	r := g.Rule(rule)
	if r == nil {
		return nil
	}
	reach := check.Reachable(g, []*abnf.Rule{r})
	var out []Site
	for _, rr := range g.Rules {
		if !reach[rr] {
			continue
		}
		abnf.Walk(rr.Body(), func(n abnf.Node) bool {
			if IsChoice(n) {
				out = append(out, Site{Rule: rr.Name, Pos: n.Pos(), Text: abnf.Format(n), Node: n})
			}
			return true
		})
	}
	return out
}

type searcher struct {
	opts  Options
	start string
	g     *abnf.Grammar // the rules start reaches
	peg   *Parser
	relax map[abnf.Node]*Parser // for each site, the parser relaxing it
	sites []Site

	m     *match.Matcher // the reference matcher, for the witnesses
	rec   *recognizer    // the same language, faster, for the candidates
	full  *abnf.Grammar  // the rules of m and rec
	rules map[string]*abnf.Rule
	alt   map[abnf.Node]string // a rule of the matcher's grammar for each alternative of an alternation site
	sm    *sample.Sampler
	reps  []string
	short map[abnf.Node]string
	holes map[abnf.Node][]hole

	tried      map[string]bool
	best       map[abnf.Node]string
	compound   []string
	calls      int
	exhaustive int
	complete   bool
}

// matcher builds the reference matcher over the rules start reaches and
// one rule more for each alternative of each alternation site, so that
// strings of an alternative can be enumerated and completed on their own.
func (s *searcher) matcher(g *abnf.Grammar) error {
	f := &abnf.File{Name: "peg-alternatives"}
	names := []string{s.start}
	for _, site := range s.sites {
		a, ok := site.Node.(*abnf.Alternation)
		if !ok {
			continue
		}
		for _, alt := range a.Alts {
			name := fmt.Sprintf("peg-alternative-%d", len(f.Defs)+1)
			for g.Rule(name) != nil {
				name += "-"
			}
			f.Defs = append(f.Defs, &abnf.Definition{At: alt.Pos(), Name: name, Body: alt})
			s.alt[alt] = name
			names = append(names, name)
		}
	}
	full, err := abnf.New(append(slices.Clone(g.Files), f)...).Only(names)
	if err != nil {
		return err
	}
	if s.m, err = match.New(full); err != nil {
		return err
	}
	t, err := newTables(full)
	if err != nil {
		return err
	}
	s.full, s.rec = full, newRecognizer(t)
	return nil
}

// try matches w against rule: whether it matches, and whether it is a
// prefix of a string that does.
func (s *searcher) try(rule, w string) (ok, prefix bool) {
	s.calls++
	r := s.rules[rule]
	if r == nil {
		r = s.full.Rule(rule)
		s.rules[rule] = r
	}
	return s.rec.match(r, w)
}

// verified reports whether the reference matcher accepts w as a string of
// the start rule.
func (s *searcher) verified(w string) bool {
	res, err := s.m.Match(s.start, w, false)
	return err == nil && res.OK
}

// better reports whether witness a is preferred to b: shorter, or as
// long and first in the order of rank, byte by byte.
func better(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := 0; i < len(a); i++ {
		if ra, rb := rank(a[i]), rank(b[i]); ra != rb {
			return ra < rb
		}
	}
	return false
}

// rank orders bytes for witnesses: digits, lower-case letters, upper-case
// letters, then the other bytes by value.
func rank(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return 10 + int(c-'a')
	case 'A' <= c && c <= 'Z':
		return 36 + int(c-'A')
	}
	return 62 + int(c)
}

// check tries candidate w: when the grammar accepts it and PEG does not,
// it is a witness for each site whose relaxing makes PEG accept it, or a
// compound witness when there is none.
func (s *searcher) check(w string) {
	if s.tried[w] {
		return
	}
	s.tried[w] = true
	if ok, _ := s.try(s.start, w); ok {
		s.checkValid(w)
	}
}

// checkValid is check for a string the grammar is known to accept.
func (s *searcher) checkValid(w string) {
	s.tried[w] = true
	ok, visited, err := s.peg.visits(s.start, w)
	if ok || err != nil {
		return
	}
	// Only the sites PEG evaluated can change its answer. First the sites
	// w would be a better witness for; the others only until one explains
	// w.
	explained := false
	var rest []Site
	for _, site := range s.sites {
		if !visited[site.Node] {
			continue
		}
		if b, has := s.best[site.Node]; has && !better(w, b) {
			rest = append(rest, site)
			continue
		}
		if ok, err := s.relax[site.Node].Match(s.start, w); ok && err == nil {
			explained = true
			s.best[site.Node] = w
		}
	}
	for _, site := range rest {
		if explained {
			break
		}
		ok, err := s.relax[site.Node].Match(s.start, w)
		explained = ok && err == nil
	}
	if !explained {
		s.compound = append(s.compound, w)
		slices.SortFunc(s.compound, func(a, b string) int {
			if better(a, b) {
				return -1
			}
			if better(b, a) {
				return 1
			}
			return 0
		})
		s.compound = slices.Compact(s.compound)
		if len(s.compound) > 3 {
			s.compound = s.compound[:3]
		}
	}
}

// witness reports whether w is a witness for site n.
func (s *searcher) witness(n abnf.Node, w string) bool {
	if ok, _ := s.try(s.start, w); !ok {
		return false
	}
	if ok, err := s.peg.Match(s.start, w); ok || err != nil {
		return false
	}
	ok, err := s.relax[n].Match(s.start, w)
	return ok && err == nil
}

// enumerate tries every string of start by increasing length, over the
// class representatives, while the budget lasts.
func (s *searcher) enumerate() {
	limit := s.calls + s.opts.Budget
	if ok, _ := s.try(s.start, ""); ok {
		s.checkValid("")
	}
	s.exhaustive = 0
	level := []string{""}
	for n := 1; n <= s.opts.MaxLen && len(level) > 0; n++ {
		if s.calls+len(level)*len(s.reps) > limit {
			return // a level begun and not finished proves nothing
		}
		var next []string
		for _, p := range level {
			for _, c := range s.reps {
				w := p + c
				ok, prefix := s.try(s.start, w)
				if ok {
					s.checkValid(w)
				}
				if prefix {
					next = append(next, w)
				}
			}
		}
		s.exhaustive = n
		level = next
	}
	s.complete = len(level) == 0
}

// strings enumerates up to max strings of rule (of the matcher's grammar)
// by increasing length, spending at most calls matcher calls.
func (s *searcher) strings(rule string, max, calls int) []string {
	limit := s.calls + calls
	var out []string
	if ok, _ := s.try(rule, ""); ok {
		out = append(out, "")
	}
	level := []string{""}
	for len(level) > 0 && len(out) < max {
		var next []string
		for _, p := range level {
			for _, c := range s.reps {
				if s.calls >= limit || len(out) >= max {
					return out
				}
				w := p + c
				ok, prefix := s.try(rule, w)
				if ok {
					out = append(out, w)
				}
				if prefix {
					next = append(next, w)
				}
			}
		}
		level = next
	}
	return out
}

// complete returns up to want shortest strings of rule (of the matcher's
// grammar) that extend p by at least one byte, searching breadth first
// with a bounded frontier and at most calls matcher calls.
func (s *searcher) completions(rule, p string, want, calls int) []string {
	limit := s.calls + calls
	if _, prefix := s.try(rule, p); !prefix {
		return nil
	}
	var out []string
	level := []string{p}
	for depth := 0; depth < 16 && len(level) > 0; depth++ {
		var next []string
		for _, f := range level {
			for _, c := range s.reps {
				if s.calls >= limit {
					return out
				}
				w := f + c
				ok, prefix := s.try(rule, w)
				if ok {
					out = append(out, w)
					if len(out) >= want {
						return out
					}
				}
				if prefix && len(next) < 64 {
					next = append(next, w)
				}
			}
		}
		level = next
	}
	return out
}

// shortest is the shortest string of n (see sample.Sampler.Shortest).
func (s *searcher) shortest(n abnf.Node) (string, bool) {
	if str, ok := s.short[n]; ok {
		return str, true
	}
	str, ok := s.sm.Shortest(n)
	if ok {
		s.short[n] = str
	}
	return str, ok
}

// some returns the shortest string of n and a few random short ones.
func (s *searcher) some(n abnf.Node, count int) []string {
	first, ok := s.shortest(n)
	if !ok {
		return nil
	}
	out := []string{first}
	s.sm.MaxLen = len(first) + 4
	for range count * 3 {
		if len(out) > count {
			break
		}
		if str, ok := s.sm.SampleNode(n); ok && !slices.Contains(out, str) {
			out = append(out, str)
		}
	}
	return out
}

// A hole is a way of reaching a node from the start rule: a string of the
// start rule is u, then a string of the node, then v.
type hole struct{ u, v string }

// contexts computes, for every node below root, up to k of the shortest
// ways of reaching it from root.
func (s *searcher) contexts(root abnf.Node, k int) map[abnf.Node][]hole {
	out := map[abnf.Node][]hole{}
	q := &holeQueue{}
	seq := 0
	push := func(n abnf.Node, h hole) {
		heap.Push(q, holeItem{n, h, seq})
		seq++
	}
	push(root, hole{})
	for q.Len() > 0 && seq < 200_000 {
		it := heap.Pop(q).(holeItem)
		hs := out[it.n]
		if len(hs) >= k || slices.Contains(hs, it.h) {
			continue
		}
		out[it.n] = append(hs, it.h)
		h := it.h
		switch n := it.n.(type) {
		case *abnf.Alternation:
			for _, a := range n.Alts {
				push(a, h)
			}
		case *abnf.Concatenation:
			strs := make([]string, len(n.Items))
			for i, a := range n.Items {
				str, ok := s.shortest(a)
				if !ok {
					strs = nil
					break
				}
				strs[i] = str
			}
			if strs == nil {
				continue
			}
			for i, a := range n.Items {
				push(a, hole{h.u + strings.Join(strs[:i], ""), strings.Join(strs[i+1:], "") + h.v})
			}
		case *abnf.Group:
			push(n.Body, h)
		case *abnf.Repetition:
			if n.Max == 0 {
				continue
			}
			if str, ok := s.shortest(n.Item); ok {
				push(n.Item, hole{h.u, strings.Repeat(str, max(n.Min, 1)-1) + h.v})
			}
		case *abnf.RuleRef:
			push(s.g.Rule(n.Name).Body(), h)
		}
	}
	return out
}

type holeItem struct {
	n   abnf.Node
	h   hole
	seq int
}

type holeQueue []holeItem

func (q holeQueue) Len() int { return len(q) }
func (q holeQueue) Less(i, j int) bool {
	a, b := len(q[i].h.u)+len(q[i].h.v), len(q[j].h.u)+len(q[j].h.v)
	if a != b {
		return a < b
	}
	return q[i].seq < q[j].seq
}
func (q holeQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *holeQueue) Push(x any)   { *q = append(*q, x.(holeItem)) }
func (q *holeQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// place tries y where n stands, in each of its contexts.
func (s *searcher) place(n abnf.Node, y string) {
	for _, h := range s.holes[n] {
		s.check(h.u + y + h.v)
	}
}

// local enumerates the shortest strings of each rule below start that
// holds a choice node, and places those PEG rejects where the rule stands.
func (s *searcher) local() {
	limit := s.calls + s.opts.Budget/2
	holders := map[string]bool{}
	for _, site := range s.sites {
		holders[abnf.Key(site.Rule)] = true
	}
	for _, r := range s.g.Rules {
		if r.Name == s.start || !holders[abnf.Key(r.Name)] || s.calls >= limit {
			continue
		}
		found := 0
		for _, y := range s.strings(r.Name, 2000, min(limit-s.calls, 3000)) {
			if ok, err := s.peg.Match(r.Name, y); ok || err != nil {
				continue
			}
			s.place(r.Body(), y)
			if found++; found >= 8 {
				break
			}
		}
	}
}

// placements are the strings lift places where site n stands: a few
// short strings of each alternative but the first, or the shortest
// iterations at a few counts.
func (s *searcher) placements(n abnf.Node) []string {
	var out []string
	switch n := n.(type) {
	case *abnf.Alternation:
		for j, a := range n.Alts {
			if j > 0 {
				out = append(out, s.some(a, 2)...)
			}
		}
	case *abnf.Repetition:
		if item, ok := s.shortest(n.Item); ok {
			for c := n.Min; c <= n.Min+2 && (n.Max == abnf.Unbounded || c < n.Max); c++ {
				out = append(out, strings.Repeat(item, c))
			}
		}
	}
	return out
}

// lift places, for each rule r at or below start, the placements of each
// site r reaches where the site stands in r; strings of r that PEG
// rejects as strings of r are then placed where r stands in start.
func (s *searcher) lift() {
	for _, r := range s.g.Rules {
		sites := Sites(s.g, r.Name)
		if len(sites) == 0 {
			continue
		}
		holes := s.holes
		if r.Name != s.start {
			holes = s.contexts(r.Body(), s.opts.Contexts)
		}
		tried := map[string]bool{}
		for _, site := range sites {
			for _, y := range s.placements(site.Node) {
				for _, h := range holes[site.Node] {
					w := h.u + y + h.v
					if r.Name == s.start {
						s.check(w)
						continue
					}
					if tried[w] {
						continue
					}
					tried[w] = true
					if ok, _ := s.try(r.Name, w); !ok {
						continue
					}
					if ok, err := s.peg.Match(r.Name, w); ok || err != nil {
						continue
					}
					s.place(r.Body(), w)
				}
			}
		}
	}
}

// construct builds the candidates of each site that need completing (see
// Search), while the budget lasts.
func (s *searcher) construct() {
	limit := s.calls + s.opts.Budget/2
	const per = 300 // matcher calls per completion
	for _, site := range s.sites {
		holes := s.holes[site.Node]
		if len(holes) > 2 {
			holes = holes[:2]
		}
		switch n := site.Node.(type) {
		case *abnf.Alternation:
			for i, a := range n.Alts {
				for _, x := range s.some(a, 2) {
					// x a proper prefix of a later alternative's string.
					for _, b := range n.Alts[i+1:] {
						if s.calls >= limit {
							return
						}
						for _, y := range s.completions(s.alt[b], x, 2, per) {
							s.place(n, y)
						}
					}
					// A later alternative's string followed by the rest
					// of x: whatever completes x where n stands.
					for _, h := range holes {
						if s.calls >= limit {
							return
						}
						for _, w := range s.completions(s.start, h.u+x, 2, per) {
							s.check(w)
						}
					}
				}
			}
		case *abnf.Repetition:
			item, ok := s.shortest(n.Item)
			if !ok {
				continue
			}
			xs := s.some(n.Item, 2)
			for c := n.Min; c <= n.Min+2 && (n.Max == abnf.Unbounded || c < n.Max); c++ {
				y := strings.Repeat(item, c)
				for _, h := range holes {
					for _, x := range xs {
						if s.calls >= limit {
							return
						}
						for _, w := range s.completions(s.start, h.u+y+x, 2, per) {
							s.check(w)
						}
					}
				}
			}
		}
	}
}

// random tries random strings of start and an edit of each.
func (s *searcher) random() {
	s.sm.MaxLen = 32
	r := s.g.Rule(s.start)
	for range s.opts.Samples {
		w, ok := s.sm.Sample(r)
		if !ok {
			return
		}
		s.check(w)
		s.check(s.sm.Mutate(w))
	}
}

// shrink shortens witness w of site n, a few bytes at a time, then makes
// it smaller byte by byte with class representatives, while it remains a
// witness.
func (s *searcher) shrink(n abnf.Node, w string) string {
	return s.shrinkWith(w, func(c string) bool { return s.witness(n, c) })
}

// shrinkWith shrinks w while keep holds.
func (s *searcher) shrinkWith(w string, keep func(string) bool) string {
	for budget := 4000; budget > 0; {
		improved := false
		for size := 1; size <= 3 && !improved; size++ {
			for i := 0; i+size <= len(w) && !improved; i++ {
				budget--
				if c := w[:i] + w[i+size:]; keep(c) {
					w, improved = c, true
				}
			}
		}
		for i := 0; i < len(w) && !improved; i++ {
			for _, r := range s.reps {
				if len(r) != 1 || rank(r[0]) >= rank(w[i]) {
					continue
				}
				budget--
				if c := w[:i] + r + w[i+1:]; keep(c) {
					w, improved = c, true
					break
				}
			}
		}
		if !improved {
			break
		}
	}
	return w
}

func (s *searcher) report() *Report {
	rep := &Report{Start: s.start, Sites: s.sites, Exhaustive: s.exhaustive, Bounded: !s.complete, Tried: len(s.tried)}
	for _, site := range s.sites {
		w, ok := s.best[site.Node]
		if !ok {
			continue
		}
		w = s.shrink(site.Node, w)
		if !s.verified(w) {
			continue // the recognizer and package match disagree: a bug
		}
		h := Hazard{Site: site, Start: s.start, Witness: w, Shortest: len(w) <= s.exhaustive+1}
		switch site.Node.(type) {
		case *abnf.Alternation:
			h.Kind = Order
		default:
			h.Kind = Greedy
		}
		s.explain(&h)
		rep.Hazards = append(rep.Hazards, h)
	}
	hazard := map[abnf.Node]bool{}
	for _, h := range rep.Hazards {
		hazard[h.Node] = true
	}
	seen := map[string]bool{}
	for _, w := range s.compound {
		w = s.shrinkWith(w, s.unexplained)
		if seen[w] || !s.verified(w) {
			continue
		}
		seen[w] = true
		c := Compound{Witness: w, Sites: s.pair(w)}
		// Two nodes that are hazards on their own only show that two
		// hazards can meet in one string; keep the others.
		if c.Sites != nil && hazard[c.Sites[0].Node] && hazard[c.Sites[1].Node] {
			continue
		}
		rep.Compound = append(rep.Compound, c)
	}
	return rep
}

// unexplained reports whether w is a string of start that PEG rejects and
// that no single relaxed site makes PEG accept.
func (s *searcher) unexplained(w string) bool {
	if ok, _ := s.try(s.start, w); !ok {
		return false
	}
	ok, visited, err := s.peg.visits(s.start, w)
	if ok || err != nil {
		return false
	}
	for _, site := range s.sites {
		if !visited[site.Node] {
			continue
		}
		if ok, _ := s.relax[site.Node].Match(s.start, w); ok {
			return false
		}
	}
	return true
}

// explain fills in where h's node decides other than PEG does in h's
// witness, and the two decisions.
func (s *searcher) explain(h *Hazard) {
	n := h.Node
	_, ds, _ := s.relax[n].trace(s.start, h.Witness, n)
	for i, d := range ds {
		f, ok, _ := s.peg.first(n, h.Witness, d.pos)
		if i < len(ds)-1 && ok && f.choice == d.choice && f.end == d.end {
			continue
		}
		h.Offset = d.pos
		h.Needed = s.choice(n, d)
		if ok {
			h.PEG = s.choice(n, f)
		} else {
			h.PEG = Choice{End: -1}
		}
		return
	}
}

func (s *searcher) choice(n abnf.Node, d decision) Choice {
	if a, ok := n.(*abnf.Alternation); ok {
		return Choice{Alt: d.choice + 1, Text: abnf.Format(a.Alts[d.choice]), End: d.end}
	}
	return Choice{Count: d.choice, End: d.end}
}

// pair returns the first two sites that, relaxed together, make PEG
// accept w, or nil.
func (s *searcher) pair(w string) []Site {
	// The first of the two that the parse evaluates, PEG evaluates too.
	_, visited, _ := s.peg.visits(s.start, w)
	for i, a := range s.sites {
		for _, b := range s.sites[i+1:] {
			if !visited[a.Node] && !visited[b.Node] {
				continue
			}
			if ok, err := s.peg.Relax(a.Node, b.Node).Match(s.start, w); ok && err == nil {
				return []Site{a, b}
			}
		}
	}
	return nil
}

// String describes h on one line:
//
//	FILE:LINE:COL: order hazard in dec-octet: "10": PEG takes alternative 1 (DIGIT), matching "1", where "10" needs alternative 2 (%x31-39 DIGIT), matching "10"
func (h Hazard) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s hazard in %s: %s", h.Pos, h.Kind, h.Rule, strconv.Quote(h.Witness))
	if h.Start != h.Rule {
		fmt.Fprintf(&b, " (%s)", h.Start)
	}
	at := ""
	if h.Offset > 0 {
		at = " at offset " + strconv.Itoa(h.Offset)
	}
	part := func(end int) string {
		if end < h.Offset || end > len(h.Witness) {
			return "nothing"
		}
		return strconv.Quote(h.Witness[h.Offset:end])
	}
	switch h.Kind {
	case Order:
		fmt.Fprintf(&b, ": PEG takes alternative %d (%s)%s, matching %s, where the string needs alternative %d (%s), matching %s",
			h.PEG.Alt, h.PEG.Text, at, part(h.PEG.End), h.Needed.Alt, h.Needed.Text, part(h.Needed.End))
	case Greedy:
		fmt.Fprintf(&b, ": PEG takes %s%s, matching %s, where the string needs %s, matching %s",
			iterations(h.PEG.Count), at, part(h.PEG.End), iterations(h.Needed.Count), part(h.Needed.End))
	}
	return b.String()
}

func iterations(n int) string { return plural(n, "iteration") }

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// String writes r as text: a heading line with the bounds of the search,
// then one line per hazard (see Hazard.String), marked "(shortest)" when
// no shorter witness exists, then one line per compound witness.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s, %s; ", r.Start, plural(len(r.Sites), "choice node"), plural(len(r.Hazards), "hazard"))
	switch {
	case !r.Bounded:
		b.WriteString("every string tried: exact\n")
	case r.Exhaustive < 0:
		b.WriteString("bounded search\n")
	default:
		fmt.Fprintf(&b, "every string of up to %d bytes tried, longer ones bounded\n", r.Exhaustive)
	}
	for _, h := range r.Hazards {
		b.WriteString(h.String())
		if h.Shortest {
			b.WriteString(" (shortest)")
		}
		b.WriteByte('\n')
	}
	for _, c := range r.Compound {
		fmt.Fprintf(&b, "compound: %s: ", strconv.Quote(c.Witness))
		if c.Sites == nil {
			b.WriteString("no single node, nor any two, relaxed makes PEG accept it\n")
			continue
		}
		var parts []string
		for _, s := range c.Sites {
			parts = append(parts, fmt.Sprintf("%s (%s, %s)", s.Text, s.Rule, s.Pos))
		}
		fmt.Fprintf(&b, "PEG accepts it only with %s relaxed together\n", strings.Join(parts, " and "))
	}
	return b.String()
}
