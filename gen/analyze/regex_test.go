package analyze

import (
	"regexp"
	"testing"

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
			var re *regexp.Regexp
			if f == RE2 {
				re, err = regexp.Compile("^(?:" + expr + ")$")
			} else {
				re, err = regexp.CompilePOSIX("^(" + expr + ")$")
			}
			if err != nil {
				t.Fatalf("%s (flavor %d): %v\n%s", r.Name, f, err, expr)
			}
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
