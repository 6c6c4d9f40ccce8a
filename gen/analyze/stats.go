// Package analyze answers questions about the rules of an ABNF grammar
// that a grammar author wants answered before publishing: how long their
// strings can be, what they begin with, whether their languages are
// regular and how big their automata are, whether some string has two
// parse trees (with the shortest such string), and whether two rules (or
// a rule and a regular expression) describe the same language; and it
// writes regular rules as regular expressions.
//
// For rules without recursion the answers are exact: they come from
// finite automata (package dfa). For rules with recursion the ambiguity
// search unrolls the recursion to a depth bound and says so.
package analyze

import (
	"math"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/dfa"
)

// Unbounded is the MaxLen of a rule with strings of every length.
const Unbounded = -1

// Stats are the facts about one rule.
type Stats struct {
	Rule      *abnf.Rule  // the rule these facts are about
	Nullable  bool        // matches the empty string
	MinLen    int         // the length of its shortest string; -1 when it has none
	MaxLen    int         // the length of its longest string, Unbounded, or -1 when it has none
	Recursive bool        // it reaches itself
	Regular   bool        // its language is regular (known: it does not recurse)
	DFAStates int         // the states of its minimal DFA (regular rules), dead state excluded
	First     dfa.ByteSet // the bytes its non-empty strings begin with
}

const inf = math.MaxInt32

// Rules computes the Stats of every rule of g, in g's order.
func Rules(g *abnf.Grammar) ([]Stats, error) {
	nullable := check.Nullable(g)
	recursive := map[*abnf.Rule]bool{}
	for _, c := range check.Cycles(g) {
		for _, r := range c {
			recursive[r] = true
		}
	}
	// A rule that uses a recursive rule is not known to be regular either.
	reaches := map[*abnf.Rule]bool{}
	var reach func(r *abnf.Rule, seen map[*abnf.Rule]bool) bool
	reach = func(r *abnf.Rule, seen map[*abnf.Rule]bool) bool {
		if v, ok := reaches[r]; ok {
			return v
		}
		if recursive[r] || seen[r] {
			return true
		}
		seen[r] = true
		v := false
		for _, ref := range abnf.Refs(r.Body()) {
			if x := g.Rule(ref.Name); x != nil && reach(x, seen) {
				v = true
			}
		}
		delete(seen, r)
		reaches[r] = v
		return v
	}
	short := shortestLengths(g)
	first := firsts(g, nullable)
	var out []Stats
	for _, r := range g.Rules {
		s := Stats{Rule: r, Nullable: nullable[r], Recursive: recursive[r], First: first[r]}
		s.MinLen, s.MaxLen = short[r], Unbounded
		if s.MinLen == inf {
			s.MinLen, s.MaxLen = -1, -1
		}
		if !reach(r, map[*abnf.Rule]bool{}) {
			s.Regular = true
			d, err := languageDFA(g, r)
			if err != nil {
				return nil, err
			}
			s.DFAStates = len(d.States)
			s.MaxLen = longest(d)
		}
		out = append(out, s)
	}
	return out, nil
}

// languageDFA compiles rule r of g to the minimal DFA of its language.
func languageDFA(g *abnf.Grammar, r *abnf.Rule) (*dfa.DFA, error) {
	n, err := dfa.NewCompiler(g, nil).Compile(r, -1)
	if err != nil {
		return nil, err
	}
	d, err := dfa.Determinize(n, check.Nullable(g))
	if err != nil {
		return nil, err
	}
	return dfa.MinimizeLanguage(d), nil
}

// shortestLengths computes each rule's shortest string length as a
// fixpoint from "none" (inf) down.
func shortestLengths(g *abnf.Grammar) map[*abnf.Rule]int {
	short := map[*abnf.Rule]int{}
	for _, r := range g.Rules {
		short[r] = inf
	}
	for changed := true; changed; {
		changed = false
		for _, r := range g.Rules {
			if n := shortest(g, short, r.Body()); n < short[r] {
				short[r], changed = n, true
			}
		}
	}
	return short
}

func shortest(g *abnf.Grammar, short map[*abnf.Rule]int, n abnf.Node) int {
	switch n := n.(type) {
	case *abnf.Alternation:
		best := inf
		for _, a := range n.Alts {
			best = min(best, shortest(g, short, a))
		}
		return best
	case *abnf.Concatenation:
		total := 0
		for _, a := range n.Items {
			m := shortest(g, short, a)
			if m == inf {
				return inf
			}
			total = min(total+m, inf-1)
		}
		return total
	case *abnf.Group:
		return shortest(g, short, n.Body)
	case *abnf.Repetition:
		if n.Min == 0 || n.Max == 0 {
			return 0
		}
		m := shortest(g, short, n.Item)
		if m == inf {
			return inf
		}
		return min(m*n.Min, inf-1)
	case *abnf.RuleRef:
		if r := g.Rule(n.Name); r != nil {
			return short[r]
		}
	case *abnf.CharVal:
		return len(n.Text)
	case *abnf.NumVal:
		if n.Range {
			return 1
		}
		return len(n.Values)
	}
	return inf
}

// longest is the length of the longest string d accepts, or Unbounded
// when a cycle lies on a way to acceptance.
func longest(d *dfa.DFA) int {
	// live: states from which acceptance is reachable.
	live := make([]bool, len(d.States))
	for changed := true; changed; {
		changed = false
		for i, st := range d.States {
			if live[i] {
				continue
			}
			ok := st.Final != nil
			for _, t := range st.Next {
				ok = ok || t.To != dfa.Dead && live[t.To]
			}
			if ok {
				live[i], changed = true, true
			}
		}
	}
	const (
		white = iota
		grey
		black
	)
	color := make([]int, len(d.States))
	memo := make([]int, len(d.States))
	var visit func(i int) int
	visit = func(i int) int {
		switch color[i] {
		case grey:
			return Unbounded
		case black:
			return memo[i]
		}
		color[i] = grey
		best := -1
		if d.States[i].Final != nil {
			best = 0
		}
		for _, t := range d.States[i].Next {
			if t.To == dfa.Dead || !live[t.To] {
				continue
			}
			m := visit(t.To)
			if m == Unbounded {
				best = Unbounded
				break
			}
			best = max(best, m+1)
		}
		color[i], memo[i] = black, best
		return best
	}
	if !live[0] {
		return -1
	}
	return visit(0)
}

// firsts computes each rule's FIRST set: the bytes its non-empty strings
// can begin with (code points above 0xFF are left out).
func firsts(g *abnf.Grammar, nullable map[*abnf.Rule]bool) map[*abnf.Rule]dfa.ByteSet {
	first := map[*abnf.Rule]dfa.ByteSet{}
	var of func(n abnf.Node) dfa.ByteSet
	of = func(n abnf.Node) dfa.ByteSet {
		var s dfa.ByteSet
		switch n := n.(type) {
		case *abnf.Alternation:
			for _, a := range n.Alts {
				s.Union(of(a))
			}
		case *abnf.Concatenation:
			for _, a := range n.Items {
				s.Union(of(a))
				if !check.NullableNode(a, nullable, g) {
					break
				}
			}
		case *abnf.Group:
			return of(n.Body)
		case *abnf.Repetition:
			if n.Max != 0 {
				return of(n.Item)
			}
		case *abnf.RuleRef:
			if r := g.Rule(n.Name); r != nil {
				return first[r]
			}
		case *abnf.CharVal:
			if n.Text != "" {
				c := n.Text[0]
				s.Add(c)
				if !n.CaseSensitive && ('a' <= c|0x20 && c|0x20 <= 'z') {
					s.Add(c ^ 0x20)
				}
			}
		case *abnf.NumVal:
			lo, hi := n.Values[0], n.Values[0]
			if n.Range {
				hi = n.Values[1]
			}
			for v := lo; v <= hi && v <= 0xFF; v++ {
				s.Add(byte(v))
			}
		}
		return s
	}
	for changed := true; changed; {
		changed = false
		for _, r := range g.Rules {
			s := of(r.Body())
			if s != first[r] {
				first[r], changed = s, true
			}
		}
	}
	return first
}
