package sample

import (
	"slices"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
)

func grammarOf(t *testing.T, src string) *abnf.Grammar {
	t.Helper()
	f, err := abnf.Parse("test.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return abnf.New(f)
}

func rfc3986(t *testing.T) (*abnf.Grammar, *match.Matcher) {
	t.Helper()
	g, err := abnf.LoadFiles("embed:rfc3986.abnf")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	return g, m
}

func TestShortest(t *testing.T) {
	g, _ := rfc3986(t)
	s := New(g, 1)
	for rule, want := range map[string]string{
		"URI-reference": "",
		"URI":           "A:",
		"IPv6address":   "::",
		"IPv4address":   "0.0.0.0",
		"h16":           "0",
		"dec-octet":     "0",
		"pct-encoded":   "%00",
		"IPvFuture":     "v0.A",
		"scheme":        "A",
	} {
		got, ok := s.Shortest(g.Rule(rule).Body())
		if !ok || got != want {
			t.Errorf("Shortest(%s) = %q, %v; want %q", rule, got, ok, want)
		}
		if n, _ := s.MinLen(g.Rule(rule).Body()); n != len(want) {
			t.Errorf("MinLen(%s) = %d, want %d", rule, n, len(want))
		}
	}
}

// TestShortestLoops checks that shortest derivations end where choosing
// the first shortest alternative alone would loop.
func TestShortestLoops(t *testing.T) {
	g := grammarOf(t, "a = b / \"x\"\nb = a / \"y\"\nc = c \"z\" / \"w\"\nd = <prose>\n")
	s := New(g, 1)
	for rule, want := range map[string]string{"a": "x", "b": "y", "c": "w"} {
		if got, ok := s.Shortest(g.Rule(rule).Body()); !ok || got != want {
			t.Errorf("Shortest(%s) = %q, %v; want %q", rule, got, ok, want)
		}
	}
	if got, ok := s.Shortest(g.Rule("d").Body()); ok {
		t.Errorf("Shortest(d) = %q, want none", got)
	}
}

// TestCover checks that a cover set matches its rule, reaches every goal,
// and does not depend on the seed.
func TestCover(t *testing.T) {
	g, m := rfc3986(t)
	for _, r := range g.Rules {
		s := New(g, 1)
		set := s.Cover(r)
		if len(set) == 0 {
			t.Errorf("%s: empty cover set", r.Name)
		}
		for _, in := range set {
			if res, _ := m.Match(r.Name, in, false); !res.OK {
				t.Errorf("%s: cover string %q does not match", r.Name, in)
			}
		}
		if other := New(g, 99).Cover(r); !slices.Equal(other, set) {
			t.Errorf("%s: the cover set depends on the seed", r.Name)
		}
		// Every goal is met by some string of the set: rebuild the
		// derivations and collect what they reported.
		covered := map[goal]bool{}
		d := &deriver{s: s, visit: func(n abnf.Node, c int) { covered[goal{n, c}] = true }}
		isGoal := map[goal]bool{}
		for _, gl := range s.goals(r) {
			isGoal[gl] = true
		}
		d.prefer = func(n abnf.Node, options []int) int {
			for _, o := range options {
				if gl := (goal{n, o}); isGoal[gl] && !covered[gl] && !d.made(n, o) {
					return o
				}
			}
			return options[0]
		}
		paths := s.paths(r)
		for _, gl := range s.goals(r) {
			if covered[gl] {
				continue
			}
			d.reset()
			d.along(paths.to(gl.node), func() { d.reach(gl) })
			d.flush()
			if !covered[gl] {
				t.Errorf("%s: goal %s/%d not met", r.Name, abnf.Format(gl.node), gl.choice)
			}
			if !slices.Contains(set, string(d.buf)) {
				t.Errorf("%s: %q is not in the cover set", r.Name, d.buf)
			}
		}
	}
}

func TestCoverDecOctet(t *testing.T) {
	g, _ := rfc3986(t)
	got := New(g, 1).Cover(g.Rule("dec-octet"))
	want := []string{"0", "19", "100", "200", "250", "90", "240", "255"}
	if !slices.Equal(got, want) {
		t.Errorf("Cover(dec-octet) = %q, want %q", got, want)
	}
}

func TestNearMisses(t *testing.T) {
	g, m := rfc3986(t)
	for _, r := range g.Rules {
		valid := func(in string) bool {
			res, _ := m.Match(r.Name, in, false)
			return res.OK
		}
		misses := New(g, 3).NearMisses(r, valid)
		if len(misses) == 0 {
			t.Errorf("%s: no near misses", r.Name)
		}
		for _, in := range misses {
			if valid(in) {
				t.Errorf("%s: near miss %q matches", r.Name, in)
			}
		}
		if again := New(g, 3).NearMisses(r, valid); !slices.Equal(again, misses) {
			t.Errorf("%s: near misses differ with the same seed", r.Name)
		}
	}
	valid := func(in string) bool {
		res, _ := m.Match("dec-octet", in, false)
		return res.OK
	}
	misses := New(g, 3).NearMisses(g.Rule("dec-octet"), valid)
	for _, want := range []string{"256", "1000", "00", ""} {
		if !slices.Contains(misses, want) {
			t.Errorf("near misses of dec-octet %q lack %q", misses, want)
		}
	}
}

func TestNearMissesCase(t *testing.T) {
	g := grammarOf(t, "t = %s\"Id\" 2*3%x41-43\n")
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	valid := func(in string) bool {
		res, _ := m.Match("t", in, false)
		return res.OK
	}
	misses := New(g, 1).NearMisses(g.Rule("t"), valid)
	for _, want := range []string{"iD" + "AA", "IdAAAA", "IdA", "Id@A", "IdDA", "AA"} {
		if !slices.Contains(misses, want) {
			t.Errorf("near misses %q lack %q", misses, want)
		}
	}
}

func TestMutateBytes(t *testing.T) {
	g, _ := rfc3986(t)
	s := New(g, 1)
	raw := false
	for range 2000 {
		out := s.Mutate("abc")
		if len(out) < 2 || len(out) > 4 {
			t.Fatalf("Mutate(%q) = %q: not one edit", "abc", out)
		}
		for i := 0; i < len(out); i++ {
			if out[i] >= 0x80 {
				raw = true
			}
		}
	}
	if !raw {
		t.Error("Mutate never inserts a byte of 0x80 or more")
	}
}

func TestSampleNode(t *testing.T) {
	g, m := rfc3986(t)
	s := New(g, 5)
	alt := g.Rule("host").Body().(*abnf.Alternation)
	for range 50 {
		str, ok := s.SampleNode(alt.Alts[1])
		if !ok {
			t.Fatal("no string of IPv4address")
		}
		if res, _ := m.Match("IPv4address", str, false); !res.OK {
			t.Errorf("%q is no IPv4address", str)
		}
	}
}
