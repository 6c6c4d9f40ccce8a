package analyze

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
)

// The regular expression of a rule accepts exactly the rule's strings:
// checked against the reference matcher on samples of every rule of RFC
// 3986 and on near misses, in both flavors (Go's regexp for RE2 and
// CompilePOSIX for POSIX ERE).
func TestRegexAgreesWithMatcher(t *testing.T) {
	g, err := abnf.Load(grammar.FS, grammar.RFC3986)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range g.Rules {
		for _, f := range []Flavor{RE2, POSIX} {
			expr, err := Regex(g, r, f)
			if err != nil {
				t.Fatalf("%s: %v", r.Name, err)
			}
			re := anchored(t, expr, f)
			s := sample.New(g, 3)
			bad := 0
			for range 300 {
				in, _ := s.Sample(r)
				for k := range 3 {
					if k > 0 {
						in = s.Mutate(in)
					}
					res, _ := m.Match(r.Name, in, false)
					if re.MatchString(in) != res.OK {
						if bad++; bad <= 3 {
							t.Errorf("%s (flavor %d) %q: regex %v, matcher %v\n%s", r.Name, f, in, !res.OK, res.OK, expr)
						}
					}
				}
			}
		}
	}
}

// A recursive rule is refused with its cycle named.
func TestRegexRefusesRecursion(t *testing.T) {
	g, err := abnf.Load(grammar.FS, grammar.RFC5234)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Regex(g, g.Rule("rulelist"), RE2)
	const want = `rule "rulelist" uses recursive rule`
	if err == nil || !regexpContains(err.Error(), want) {
		t.Errorf("Regex(rulelist) error = %v, want %s", err, want)
	}
}

func regexpContains(s, sub string) bool {
	return regexp.MustCompile(regexp.QuoteMeta(sub)).MatchString(s)
}

// Bracket expressions with the bytes POSIX treats specially inside them.
func TestRegexBrackets(t *testing.T) {
	for _, src := range []string{
		`r = "]" / "a"`, `r = "-" / "a"`, `r = "^" / "a"`, `r = "^" / "-"`, `r = "^" / "_"`,
		`r = "]" / "^" / "-"`, `r = %x5B-5E`, `r = %x2C-2E`,
	} {
		f, err := abnf.Parse("t.abnf", []byte(src+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		g := abnf.New(f)
		m, _ := match.New(g)
		for _, fl := range []Flavor{RE2, POSIX} {
			expr, err := Regex(g, g.Rules[0], fl)
			if err != nil {
				t.Fatal(err)
			}
			var re *regexp.Regexp
			if fl == RE2 {
				re, err = regexp.Compile("^(?:" + expr + ")$")
			} else {
				re, err = regexp.CompilePOSIX("^(" + expr + ")$")
			}
			if err != nil {
				t.Fatalf("%s: %v (%s)", src, err, expr)
			}
			for b := 0; b < 128; b++ {
				res, _ := m.Match("r", string(rune(b)), false)
				if re.MatchString(string(rune(b))) != res.OK {
					t.Errorf("%s flavor %d byte %q: regex %s disagrees", src, fl, rune(b), expr)
				}
			}
		}
	}
}

// The regular expression of a rule of a grammar of code points (RFC 3987,
// IRIs) accepts exactly the rule's strings, as Go's regexp reads UTF-8:
// checked against the reference matcher on samples, their mutations, and
// inputs with invalid UTF-8 (no IRI rule allows U+FFFD, which Go's regexp
// reads an invalid byte as: see AllowsReplacement).
func TestRegexCodePointsAgree(t *testing.T) {
	g, err := abnf.Load(grammar.FS, grammar.RFC3987)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"IRI-reference", "ihost", "ipath-abempty", "iquery", "ucschar"} {
		r := g.Rule(name)
		if AllowsReplacement(g, r) {
			t.Fatalf("%s allows U+FFFD", name)
		}
		for _, f := range []Flavor{RE2, POSIX} {
			expr, err := Regex(g, r, f)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			re := anchored(t, expr, f)
			s := sample.New(g, 7)
			bad := 0
			for i := range 200 {
				in, _ := s.Sample(r)
				for k := range 4 {
					switch k {
					case 1, 2:
						in = s.Mutate(in)
					case 3:
						in = in[:len(in)*i%(len(in)+1)] + "\xe2\x82" + in[len(in)*i%(len(in)+1):]
					}
					res, _ := m.Match(name, in, false)
					if re.MatchString(in) != res.OK {
						if bad++; bad <= 3 {
							t.Errorf("%s (flavor %d) %q: regex %v, matcher %v", name, f, in, !res.OK, res.OK)
						}
					}
				}
			}
		}
	}
}

// A regular expression read back as a grammar of code points
// (RegexGrammar with utf8) is the language of the rule it was written
// from: Diff finds them equal (RFC 3987 rules), and tells a different
// one apart with a witness that is valid UTF-8.
func TestRegexGrammarCodePoints(t *testing.T) {
	g, err := abnf.Load(grammar.FS, grammar.RFC3987)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ipath-abempty", "iquery", "ucschar", "iprivate"} {
		expr, err := Regex(g, g.Rule(name), RE2)
		if err != nil {
			t.Fatal(err)
		}
		rg, err := RegexGrammar(expr, true)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		d, err := Diff(g, g.Rule(name), rg, rg.Rule("regex"))
		if err != nil || !d.Equal {
			t.Errorf("%s: %+v, %v; want equal", name, d, err)
		}
	}
	rg, err := RegexGrammar(`[\x{A0}-\x{D7FE}]`, true)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Diff(g, g.Rule("ucschar"), rg, rg.Rule("regex"))
	if err != nil || d.Equal || !d.HasOnlyA || d.OnlyA != "\ud7ff" || !utf8.ValidString(d.OnlyA) {
		t.Errorf("ucschar vs a smaller class: %+v, %v", d, err)
	}
}

// anchored compiles expr, written in flavor f, to match whole strings:
// with Go's regexp for RE2, with CompilePOSIX for POSIX ERE.
func anchored(t *testing.T, expr string, f Flavor) *regexp.Regexp {
	t.Helper()
	var re *regexp.Regexp
	var err error
	if f == RE2 {
		re, err = regexp.Compile("^(?:" + expr + ")$")
	} else {
		re, err = regexp.CompilePOSIX("^(" + expr + ")$")
	}
	if err != nil {
		t.Fatalf("flavor %d: %v\n%s", f, err, expr)
	}
	return re
}

// A rule that reaches a prose-val has an expression all the same: a
// prose-val (RFC 5234 §4) matches no string, as the reference matcher and
// Diff read it, so an alternative that needs one is left out and a
// repetition that may take none of it is the empty string. Each
// expression is the rule's language (Diff finds them equal, in both
// flavors), and a rule that cannot do without a prose-val is refused with
// an *EmptyError naming it.
func TestRegexProseAlternatives(t *testing.T) {
	src := "top = a / b / c\n" +
		"a = \"x\" <prose>\n" +
		"b = \"y\" *<more> \"z\"\n" +
		"c = 1*<p> / \"a\" / \"b\" (\"c\" / <q> \"d\") / (<r> / \"e\")\n" +
		"d = 2*3<s> / \"-\"\n" +
		"e = [<t>] \"f\"\n" +
		"none = a / <u> / 1*a\n"
	f, err := abnf.Parse("prose.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := abnf.New(f)
	for _, name := range []string{"top", "b", "c", "d", "e"} {
		for _, fl := range []Flavor{RE2, POSIX} {
			expr, err := Regex(g, g.Rule(name), fl)
			if err != nil {
				t.Errorf("%s (flavor %d): %v", name, fl, err)
				continue
			}
			anchored(t, expr, fl)
			if fl != RE2 {
				continue
			}
			rg, err := RegexGrammar(expr, false)
			if err != nil {
				t.Fatalf("%s: %v (%s)", name, err, expr)
			}
			d, err := Diff(g, g.Rule(name), rg, rg.Rule("regex"))
			if err != nil || !d.Equal {
				t.Errorf("%s: %s is not its language: %+v, %v", name, expr, d, err)
			}
		}
	}
	for _, name := range []string{"a", "none"} {
		_, err := Regex(g, g.Rule(name), RE2)
		if e, ok := errors.AsType[*EmptyError](err); !ok || e.Rule != g.Rule(name) {
			t.Errorf("%s: %v, want an *EmptyError naming it", name, err)
		}
	}
}

// TestRegexProseRandom is the property of TestRegexProseAlternatives over
// random grammars without recursion, prose-vals among their elements:
// the expression of each rule is its language (Diff, which reads a
// prose-val as matching nothing, finds them equal), and a rule is refused
// with an *EmptyError exactly when Rules finds it matches no string.
func TestRegexProseRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 3))
	var elem func(d, rule int) string
	elem = func(d, rule int) string {
		k := rng.IntN(9)
		if d == 0 {
			k %= 4
		}
		switch k {
		case 0:
			return `"` + string(rune('a'+rng.IntN(3))) + `"`
		case 1:
			return "<prose>"
		case 2:
			if rule < 3 {
				return fmt.Sprintf("r%d", rule+1+rng.IntN(3-rule))
			}
			return "%x30-32"
		case 3:
			return "%s\"ab\""
		case 4:
			return "(" + elem(d-1, rule) + " / " + elem(d-1, rule) + ")"
		case 5:
			return elem(d-1, rule) + " " + elem(d-1, rule)
		case 6:
			return "[" + elem(d-1, rule) + "]"
		case 7:
			return fmt.Sprintf("%d*%d(%s)", rng.IntN(2), 1+rng.IntN(2), elem(d-1, rule))
		}
		return "*(" + elem(d-1, rule) + ")"
	}
	grammars, rules, empty := 0, 0, 0
	for range 60 {
		var src strings.Builder
		for i := range 4 {
			fmt.Fprintf(&src, "r%d = %s / %s\n", i, elem(3, i), elem(2, i))
		}
		f, err := abnf.Parse("random.abnf", []byte(src.String()))
		if err != nil {
			t.Fatal(err)
		}
		g := abnf.New(f)
		stats, err := Rules(g)
		if err != nil {
			t.Fatal(err)
		}
		grammars++
		for _, s := range stats {
			rules++
			expr, err := Regex(g, s.Rule, RE2)
			if s.MinLen < 0 {
				empty++
				if _, ok := errors.AsType[*EmptyError](err); !ok {
					t.Errorf("%s%s matches no string: Regex %q, %v; want an *EmptyError", &src, s.Rule.Name, expr, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s%s: %v", &src, s.Rule.Name, err)
				continue
			}
			anchored(t, expr, RE2)
			rg, err := RegexGrammar(expr, false)
			if err != nil {
				t.Fatalf("%s%s: %v (%s)", &src, s.Rule.Name, err, expr)
			}
			d, err := Diff(g, s.Rule, rg, rg.Rule("regex"))
			if err != nil || !d.Equal {
				t.Errorf("%s%s: %s is not its language: %+v, %v", &src, s.Rule.Name, expr, d, err)
			}
		}
	}
	t.Logf("%d grammars, %d rules (%d of the empty language)", grammars, rules, empty)
}
