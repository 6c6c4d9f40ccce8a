package sample

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/internal/memstat"
)

func grammarOf(t *testing.T, src string) *abnf.Grammar {
	t.Helper()
	f, err := abnf.Parse("test.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return abnf.New(f)
}

func mustCover(t *testing.T, s *Sampler, r *abnf.Rule) []string {
	t.Helper()
	set, err := s.Cover(r)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func mustNearMisses(t *testing.T, s *Sampler, r *abnf.Rule, valid func(string) bool) []string {
	t.Helper()
	set, err := s.NearMisses(r, valid)
	if err != nil {
		t.Fatal(err)
	}
	return set
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
		set := mustCover(t, s, r)
		if len(set) == 0 {
			t.Errorf("%s: empty cover set", r.Name)
		}
		for _, in := range set {
			if res, _ := m.Match(r.Name, in, false); !res.OK {
				t.Errorf("%s: cover string %q does not match", r.Name, in)
			}
		}
		if other := mustCover(t, New(g, 99), r); !slices.Equal(other, set) {
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
	got := mustCover(t, New(g, 1), g.Rule("dec-octet"))
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
		misses := mustNearMisses(t, New(g, 3), r, valid)
		if len(misses) == 0 {
			t.Errorf("%s: no near misses", r.Name)
		}
		for _, in := range misses {
			if valid(in) {
				t.Errorf("%s: near miss %q matches", r.Name, in)
			}
		}
		if again := mustNearMisses(t, New(g, 3), r, valid); !slices.Equal(again, misses) {
			t.Errorf("%s: near misses differ with the same seed", r.Name)
		}
	}
	valid := func(in string) bool {
		res, _ := m.Match("dec-octet", in, false)
		return res.OK
	}
	misses := mustNearMisses(t, New(g, 3), g.Rule("dec-octet"), valid)
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
	misses := mustNearMisses(t, New(g, 1), g.Rule("t"), valid)
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

// No string longer than MaxBytes is built, whatever is asked: the
// shortest string of 1000( 1000( 1000"a" ) ) is a gigabyte, and lengths
// saturate rather than wrap past the range of int.
func TestMaxBytes(t *testing.T) {
	for _, src := range []string{
		"r = 1000(1000(1000\"a\"))\n",
		"r = 16000000(16000000(16000000(16000000\"a\")))\n",
		"r = 1000(1000(1000%x100))\n",
	} {
		g := grammarOf(t, src)
		r := g.Rule("r")
		bytes := memstat.Allocated(func() {
			s := New(g, 1)
			if n, ok := s.MinLen(r.Body()); !ok || n <= MaxBytes {
				t.Errorf("%.30q: MinLen %d, %v; want more than MaxBytes", src, n, ok)
			}
			if str, ok := s.Sample(r); ok {
				t.Errorf("%.30q: Sample gave %d bytes", src, len(str))
			}
			if str, ok := s.Shortest(r.Body()); ok {
				t.Errorf("%.30q: Shortest gave %d bytes", src, len(str))
			}
			var tooLong *TooLongError
			if _, err := s.Cover(r); !errors.As(err, &tooLong) {
				t.Errorf("%.30q: Cover: %v, want a TooLongError", src, err)
			}
			if _, err := s.NearMisses(r, func(string) bool { return false }); !errors.As(err, &tooLong) {
				t.Errorf("%.30q: NearMisses: %v, want a TooLongError", src, err)
			}
		})
		if bytes > 8<<20 {
			t.Errorf("%.30q: %d bytes allocated", src, bytes)
		}
	}
	// A string whose shortest form fits, but not the one a cover goal
	// needs: 100 iterations of 20000 bytes is 2 MB.
	g := grammarOf(t, "r = 1*100( 20000\"a\" )\n")
	var tooLong *TooLongError
	if _, err := New(g, 1).Cover(g.Rule("r")); !errors.As(err, &tooLong) || tooLong.Len != 2000000 {
		t.Errorf("Cover: %v, want a TooLongError of 2000000 bytes", err)
	}
	// A set past MaxSetBytes: 60 strings of 300000 bytes.
	var alts []string
	for c := 0x41; c < 0x41+60; c++ {
		alts = append(alts, fmt.Sprintf("300000%%x%X", c))
	}
	g = grammarOf(t, "r = "+strings.Join(alts, " / ")+"\n")
	if _, err := New(g, 1).Cover(g.Rule("r")); !errors.As(err, &tooLong) || tooLong.Limit != MaxSetBytes {
		t.Errorf("Cover: %v, want a TooLongError of the set", err)
	}
}

// A repetition of the empty string a million times takes no time: once
// an iteration adds nothing, the others would add nothing either.
func TestEmptyIterations(t *testing.T) {
	g := grammarOf(t, "r = 16000000( [\"x\"] ) \"b\"\ns = 16000000( 16000000( \"\" ) / \"y\" )\n")
	// The languages, as regular expressions: the reference matcher tries
	// every count.
	lang := map[string]*regexp.Regexp{"r": regexp.MustCompile(`^[xX]*[bB]$`), "s": regexp.MustCompile(`^[yY]*$`)}
	for _, name := range []string{"r", "s"} {
		r := g.Rule(name)
		s := New(g, 1)
		s.MaxLen = 4
		done := make(chan []string, 1)
		go func() {
			var out []string
			for range 5 {
				str, _ := s.Sample(r)
				out = append(out, str)
			}
			str, _ := s.Shortest(r.Body())
			out = append(out, str)
			set, err := s.Cover(r)
			if err != nil {
				t.Error(err)
			}
			done <- append(out, set...)
		}()
		select {
		case out := <-done:
			for _, str := range out {
				if !lang[name].MatchString(str) {
					t.Errorf("%s: %q does not match", name, str)
				}
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: sampling takes more than 10s", name)
		}
	}
}

// The lengths of a chain of rules take one pass: each rule's after the
// rules it uses.
func TestShortestChain(t *testing.T) {
	var b strings.Builder
	for i := range 2999 {
		fmt.Fprintf(&b, "r%d = \"a\" r%d\n", i, i+1)
	}
	b.WriteString("r2999 = \"a\"\n")
	g := grammarOf(t, b.String())
	calls := 0
	check.Fixpoint(check.Components(g), func(*abnf.Rule) bool { calls++; return true })
	if calls != 3000 {
		t.Errorf("%d calls, want 3000", calls)
	}
	s := New(g, 1)
	if str, ok := s.Shortest(g.Rule("r0").Body()); !ok || str != strings.Repeat("a", 3000) {
		t.Errorf("Shortest(r0) = %d bytes, %v", len(str), ok)
	}
}
