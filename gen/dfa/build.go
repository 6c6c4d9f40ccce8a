package dfa

import (
	"errors"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// Automata are the automata of one rule: the tagged DFA that parses it and
// the DFA that validates it, both minimal.
type Automata struct {
	Rule     *abnf.Rule // the rule compiled
	Parse    *DFA       // with its history operations, for parsing
	Validate *DFA       // without history operations, for validation
}

// Set is the automata of every rule of a grammar, and those of the rules
// that other rules call (Callees, compiled with no root node of their own).
type Set struct {
	Rules   []*Automata              // every rule of the grammar, in its order
	Callees map[*abnf.Rule]*Automata // the rules that Call states in these automata read
}

// MinCallStates is the size (in validating states) from which a rule is
// called rather than copied into the rules that use it.
const MinCallStates = 32

// Build compiles every rule of g. nodes numbers the rules whose matches
// become tree nodes; a rule's own number is kinds[rule].
//
// A big rule whose language is prefix-free and lacks the empty string (a
// match, once begun, is unique and ends at its first accepting state, as
// RFC 3986's IP-literal "[...]" does) is compiled once and called where
// another rule's automaton would begin it with no other thread alive;
// elsewhere it is copied in. The language, the trees and the linear time
// are those of the copied automaton: each byte is still read once.
func Build(g *abnf.Grammar, nodes, kinds map[*abnf.Rule]int) (*Set, error) {
	nullable := check.Nullable(g)
	// Which rules read one byte depends on the grammar and the nodes
	// alone: found once for every compile, not once per rule compiled,
	// which in a grammar of thousands of rules takes time quadratic in it.
	classes, oneByte, utf8 := map[*abnf.Rule]classOf{}, map[*abnf.Rule]bool{}, g.UTF8()
	compile := func(r *abnf.Rule, root int, calls map[*abnf.Rule]ByteSet) (*Automata, error) {
		for {
			c := newCompiler(g, nodes, nullable, utf8)
			c.classes, c.oneByte, c.Calls = classes, oneByte, calls
			n, err := c.Compile(r, root)
			if err != nil {
				return nil, err
			}
			d, err := Determinize(n, nullable)
			var conflict *CallConflictError
			if errors.As(err, &conflict) {
				calls = without(calls, conflict.Rule)
				continue
			}
			if err != nil {
				return nil, err
			}
			return &Automata{Rule: r, Parse: Minimize(d, true), Validate: Minimize(d, false)}, nil
		}
	}
	// First every rule on its own, to find the ones worth calling.
	calls := map[*abnf.Rule]ByteSet{}
	for _, r := range g.Rules {
		a, err := compile(r, kinds[r], nil)
		if err != nil {
			return nil, err
		}
		if len(a.Validate.States) >= MinCallStates && a.Validate.PrefixFree() {
			calls[r] = a.Validate.First()
		}
	}
	set := &Set{Callees: map[*abnf.Rule]*Automata{}}
	for _, r := range g.Rules {
		a, err := compile(r, kinds[r], without(calls, r))
		if err != nil {
			return nil, err
		}
		set.Rules = append(set.Rules, a)
	}
	// The called rules, with no root node: the caller records it.
	for {
		added := false
		for _, a := range append(set.Rules, values(set.Callees)...) {
			for _, d := range []*DFA{a.Parse, a.Validate} {
				for _, st := range d.States {
					if st.Call == nil || set.Callees[st.Call] != nil {
						continue
					}
					c, err := compile(st.Call, -1, without(calls, st.Call))
					if err != nil {
						return nil, err
					}
					set.Callees[st.Call] = c
					added = true
				}
			}
		}
		if !added {
			return set, nil
		}
	}
}

func without(calls map[*abnf.Rule]ByteSet, r *abnf.Rule) map[*abnf.Rule]ByteSet {
	out := map[*abnf.Rule]ByteSet{}
	for k, v := range calls {
		if k != r {
			out[k] = v
		}
	}
	return out
}

func values(m map[*abnf.Rule]*Automata) []*Automata {
	var out []*Automata
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
