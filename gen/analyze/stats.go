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
	"errors"
	"fmt"
	"slices"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/dfa"
)

// Unbounded is the MaxLen of a rule with strings of every length.
const Unbounded = -1

// Stats are the facts about one rule.
type Stats struct {
	Rule      *abnf.Rule // the rule these facts are about
	Nullable  bool       // matches the empty string
	MinLen    int        // the length of its shortest string (at most Huge); -1 when it has none
	MaxLen    int        // the length of its longest string (at most Huge), Unbounded, or -1 when it has none
	Recursive bool       // it reaches itself
	Regular   bool       // its language is regular (known: it does not recurse)
	DFAStates int        // the states of its minimal DFA (regular rules), dead state excluded
	First     CharSet    // the values (bytes, or code points) its non-empty strings begin with
	// NoDFA says why a regular rule has no DFA (DFAStates is then 0): a
	// *dfa.LimitError when the automaton would be too large, or another
	// error.
	NoDFA error
}

// TooLarge returns the *dfa.LimitError of s.NoDFA, or nil.
func (s *Stats) TooLarge() *dfa.LimitError {
	var limit *dfa.LimitError
	if errors.As(s.NoDFA, &limit) {
		return limit
	}
	return nil
}

// Rules computes the Stats of every rule of g, in g's order, or, given
// only, of those rules alone (in g's order too): then the lengths,
// nullability and FIRST sets are computed for the rules they reach and no
// others, and a DFA is built for them alone, so that the work is that of
// the rules asked about, not of the grammar. A rule whose
// automaton would be too large, or cannot be built, is reported as such in
// its Stats (NoDFA) and the others are computed all the same.
//
// The lengths, nullability and FIRST sets take time linear in the grammar
// when it has no recursion (quadratic at worst in the size of a set of
// rules that reach one another); each regular rule's DFA is built within
// the limits of package dfa, checked before the work where they can be:
// an NFA bound from the grammar, and a longest string of MaxDStates bytes
// or more, which needs more than MaxDStates states.
func Rules(g *abnf.Grammar, only ...*abnf.Rule) ([]Stats, error) {
	comps := check.Components(g)
	rules := g.Rules
	if len(only) > 0 {
		comps, rules = reachable(g, comps, only)
	}
	nullable := nullables(g, comps)
	recursive := map[*abnf.Rule]bool{}
	for _, c := range check.Cycles(g) {
		for _, r := range c {
			recursive[r] = true
		}
	}
	// A rule that uses a recursive rule is not known to be regular either.
	reaches := map[*abnf.Rule]bool{}
	for _, comp := range comps {
		for _, r := range comp {
			v := recursive[r]
			for _, ref := range abnf.Refs(r.Body()) {
				if x := g.Rule(ref.Name); x != nil && reaches[x] {
					v = true
				}
			}
			reaches[r] = v
		}
	}
	short := shortestLengths(g, comps)
	long := longestLengths(g, comps, reaches)
	first := firsts(g, comps, nullable)
	var out []Stats
	c := dfa.NewCompiler(g, nil) // for every regular rule: made once
	for _, r := range rules {
		s := Stats{Rule: r, Nullable: nullable[r], Recursive: recursive[r], First: first[r]}
		s.MinLen, s.MaxLen = short[r], Unbounded
		if s.MinLen == inf {
			s.MinLen, s.MaxLen = -1, -1
		}
		if !reaches[r] {
			s.Regular = true
			if s.MinLen >= 0 {
				s.MaxLen = long[r]
				if s.MaxLen == inf {
					s.MaxLen = Unbounded
				}
			}
			if s.MaxLen >= dfa.MaxDStates {
				// Its longest string passes that many states.
				s.NoDFA = &dfa.LimitError{Rule: r, What: fmt.Sprintf("more than %d DFA states", dfa.MaxDStates)}
			} else if d, err := languageDFA(c, r, nullable); err != nil {
				s.NoDFA = err
			} else {
				s.DFAStates = len(d.States)
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// reachable returns the components of comps (in their order) of the
// rules that the rules of only reach, themselves included, and the rules
// of only that g defines, in g's order.
func reachable(g *abnf.Grammar, comps [][]*abnf.Rule, only []*abnf.Rule) ([][]*abnf.Rule, []*abnf.Rule) {
	seen := map[*abnf.Rule]bool{}
	stack := slices.Clone(only)
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if r == nil || seen[r] {
			continue
		}
		seen[r] = true
		for _, ref := range abnf.Refs(r.Body()) {
			if x := g.Rule(ref.Name); x != nil && !seen[x] {
				stack = append(stack, x)
			}
		}
	}
	var kept [][]*abnf.Rule
	for _, c := range comps {
		if seen[c[0]] { // a component is reached whole or not at all
			kept = append(kept, c)
		}
	}
	asked := map[*abnf.Rule]bool{}
	for _, r := range only {
		asked[r] = true
	}
	var rules []*abnf.Rule
	for _, r := range g.Rules {
		if asked[r] {
			rules = append(rules, r)
		}
	}
	return kept, rules
}

// languageDFA compiles rule r with c (no nodes) to the minimal DFA of its
// language.
func languageDFA(c *dfa.Compiler, r *abnf.Rule, nullable map[*abnf.Rule]bool) (*dfa.DFA, error) {
	n, err := c.Compile(r, -1)
	if err != nil {
		return nil, err
	}
	d, err := dfa.Determinize(n, nullable)
	if err != nil {
		return nil, err
	}
	return minimalLanguage(d), nil
}

// nullables computes which rules match the empty string.
func nullables(g *abnf.Grammar, comps [][]*abnf.Rule) map[*abnf.Rule]bool {
	nullable := map[*abnf.Rule]bool{}
	check.Fixpoint(comps, func(r *abnf.Rule) bool {
		if !nullable[r] && check.NullableNode(r.Body(), nullable, g) {
			nullable[r] = true
			return true
		}
		return false
	})
	return nullable
}

// shortestLengths computes each rule's shortest string length (inf for
// none) as a fixpoint from "none" down.
func shortestLengths(g *abnf.Grammar, comps [][]*abnf.Rule) map[*abnf.Rule]int {
	short := map[*abnf.Rule]int{}
	for _, r := range g.Rules {
		short[r] = inf
	}
	check.Fixpoint(comps, func(r *abnf.Rule) bool {
		if n := shortest(g, short, r.Body()); n < short[r] {
			short[r] = n
			return true
		}
		return false
	})
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
			if total = satAdd(total, shortest(g, short, a)); total == inf {
				return inf
			}
		}
		return total
	case *abnf.Group:
		return shortest(g, short, n.Body)
	case *abnf.Repetition:
		if n.Min == 0 || n.Max == 0 {
			return 0
		}
		return satMul(n.Min, shortest(g, short, n.Item))
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

// longestLengths computes the length of the longest string of each rule
// that uses no recursion: -1 for none, inf for strings of every length.
// Without recursion it is exact: the parts of a concatenation are chosen
// independently.
func longestLengths(g *abnf.Grammar, comps [][]*abnf.Rule, recursion map[*abnf.Rule]bool) map[*abnf.Rule]int {
	long := map[*abnf.Rule]int{}
	var of func(n abnf.Node) int
	of = func(n abnf.Node) int {
		switch n := n.(type) {
		case *abnf.Alternation:
			best := -1
			for _, a := range n.Alts {
				best = max(best, of(a))
			}
			return best
		case *abnf.Concatenation:
			total := 0
			for _, a := range n.Items {
				m := of(a)
				if m < 0 {
					return -1
				}
				if total = satAdd(total, m); total == inf {
					// Unbounded, unless a later part has no string.
					for _, b := range n.Items {
						if of(b) < 0 {
							return -1
						}
					}
					return inf
				}
			}
			return total
		case *abnf.Group:
			return of(n.Body)
		case *abnf.Repetition:
			if n.Max == 0 {
				return 0
			}
			m := of(n.Item)
			switch {
			case m < 0 && n.Min == 0:
				return 0
			case m < 0:
				return -1
			case m == 0:
				return 0
			case n.Max == abnf.Unbounded:
				return inf
			}
			return satMul(n.Max, m)
		case *abnf.RuleRef:
			if r := g.Rule(n.Name); r != nil {
				if v, ok := long[r]; ok {
					return v
				}
			}
			return -1
		case *abnf.CharVal:
			return len(n.Text)
		case *abnf.NumVal:
			if n.Range {
				return 1
			}
			return len(n.Values)
		}
		return -1 // prose-val
	}
	for _, comp := range comps {
		if len(comp) == 1 && !recursion[comp[0]] {
			long[comp[0]] = of(comp[0].Body())
		}
	}
	return long
}

// firsts computes each rule's FIRST set: the values (bytes, or code
// points) its non-empty strings can begin with.
func firsts(g *abnf.Grammar, comps [][]*abnf.Rule, nullable map[*abnf.Rule]bool) map[*abnf.Rule]CharSet {
	first := map[*abnf.Rule]CharSet{}
	var of func(n abnf.Node) CharSet
	of = func(n abnf.Node) CharSet {
		var s CharSet
		switch n := n.(type) {
		case *abnf.Alternation:
			for _, a := range n.Alts {
				s = s.Union(of(a))
			}
		case *abnf.Concatenation:
			for _, a := range n.Items {
				s = s.Union(of(a))
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
				c := rune(n.Text[0])
				s = CharSet{{c, c}}
				if !n.CaseSensitive && ('a' <= c|0x20 && c|0x20 <= 'z') {
					s = s.Union(CharSet{{c ^ 0x20, c ^ 0x20}})
				}
			}
		case *abnf.NumVal:
			lo, hi := n.Values[0], n.Values[0]
			if n.Range {
				hi = n.Values[1]
			}
			if lo <= hi {
				s = CharSet{{lo, hi}}
			}
		}
		return s
	}
	check.Fixpoint(comps, func(r *abnf.Rule) bool {
		s := of(r.Body())
		if !slices.Equal(s, first[r]) {
			first[r] = s
			return true
		}
		return false
	})
	return first
}
