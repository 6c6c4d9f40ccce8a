package dfa

import (
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// TestWithin checks the rules each state of an automaton is inside, which
// the comments of generated code name: RFC 3986's authority is read as
// userinfo, dec-octet and reg-name at once until "@", "." or a letter
// tells them apart.
func TestWithin(t *testing.T) {
	f, err := abnf.Parse("t.abnf", []byte("a = [ sign ] 1*digit\nsign = \"+\" / \"-\"\ndigit = %x30-39\nb = [ user \"@\" ] ( num / name )\nuser = 1*%x30-39\nnum = 1*3%x30-39\nname = 1*( %x30-39 / %x61-7A )\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := abnf.New(f)
	set, err := Build(g, map[*abnf.Rule]int{}, map[*abnf.Rule]int{})
	if err != nil {
		t.Fatal(err)
	}
	names := func(d *DFA, in string) string {
		k := 0
		for i := 0; i < len(in); i++ {
			k = d.States[k].Next[d.Class[in[i]]].To
		}
		s := ""
		for _, r := range d.Within(k) {
			s += r.Name + " "
		}
		return s
	}
	a, b := set.Rules[0].Validate, set.Rules[3].Validate
	for _, tc := range []struct {
		d      *DFA
		in     string
		within string
	}{
		{a, "", ""},
		{a, "+", "a "}, // sign is one byte: inlined into a, its byte named sign
		{a, "+1", "a "},
		{b, "1", "user num name "},
		{b, "1@", "b "},
		{b, "1@x", "name "},
	} {
		if got := names(tc.d, tc.in); got != tc.within {
			t.Errorf("%s after %q: within %q, want %q", tc.d.NFA.Rule.Name, tc.in, got, tc.within)
		}
	}
}

// TestNodes checks the nodes a failure in each state is inside: the
// nodes of what the state's threads would read next, in priority order,
// nil for a thread in none. Until "@", "1" in b is read as a user and a
// num at once; after it, as a num or a name; the "@" itself is in no
// node.
func TestNodes(t *testing.T) {
	f, err := abnf.Parse("t.abnf", []byte("b = [ user \"@\" ] ( num / name )\nuser = 1*%x30-39\nnum = 1*3%x30-39\nname = 1*( %x30-39 / %x61-7A )\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := abnf.New(f)
	nodes := map[*abnf.Rule]int{g.Rule("user"): 0, g.Rule("num"): 1, g.Rule("name"): 2}
	set, err := Build(g, nodes, map[*abnf.Rule]int{g.Rule("b"): 3, g.Rule("user"): 0, g.Rule("num"): 1, g.Rule("name"): 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []*DFA{set.Rules[0].Validate, set.Rules[0].Parse} {
		names := func(in string) string {
			k := 0
			for i := 0; i < len(in); i++ {
				k = d.States[k].Next[d.Class[in[i]]].To
			}
			s := ""
			for _, r := range d.States[k].Nodes {
				if r == nil {
					s += "- "
				} else {
					s += r.Name + " "
				}
			}
			return s
		}
		for _, tc := range []struct{ in, want string }{
			{"", "user num name "},
			{"1", "user - num name "},
			{"1@", "num name "},
			{"1@1", "num name "},
			{"a", "name "},
		} {
			if got := names(tc.in); got != tc.want {
				t.Errorf("after %q: nodes %q, want %q", tc.in, got, tc.want)
			}
		}
	}
}
