package scheme

import (
	"bufio"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// validateTwoPass is Validate as its doc defines it, without shortcuts:
// RFC 3986's grammar first, then the scheme's.
func validateTwoPass(s string) error {
	sc, colon := referenceLookup(s)
	if colon < 0 {
		return validateURI(s)
	}
	if sc == nil || !validGeneric(s) {
		return validateURI(s)
	}
	return sc.check(s, false) // the component named by matching the components again
}

// referenceLookup finds the scheme of s and the offset of its ":" (-1
// for none) as the package's doc says, without the tables Validate reads
// them with: RFC 3986's automaton of scheme (§3.1) up to the first ":",
// then the registry, by the name in lower case.
func referenceLookup(s string) (*Scheme, int) {
	i := strings.IndexByte(s, ':')
	if i <= 0 || !parser.ValidScheme(s[:i]) {
		return nil, -1
	}
	return (*registry.Load())[strings.ToLower(s[:i])], i
}

// FuzzValidate compares Validate with the two passes it stands for and
// Valid with both, on any string: schemes in any case, near the names of
// the built-in ones, or no scheme at all.
func FuzzValidate(f *testing.F) {
	for _, s := range []string{"file:///a?b", "HTTP://a/b#c", "Https://[::1]:8/", "urn:a:b", "URN:isbn:1", "ws://a/#f", "WSS://a", "data:,x",
		"mailto:a@b", "tel:+1", "gopher://a/", "nntp://a/b", "fil:///a", "files:///a", "htt://a", "httpx://a", "h\u212attp://a", "Ftp://a/", "", ":", "a:", "a+b.c-d:e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, want := Validate(s), validateTwoPass(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Validate(%q)\n\t= %v\n\twant %v", s, got, want)
		}
		if Valid(s) != (want == nil) {
			t.Fatalf("Valid(%q) = %v, want %v", s, Valid(s), want == nil)
		}
	})
}

// variants returns s and strings near it where the query and fragment
// of a subset scheme's URI begin and end: what Validate's shortcut for
// a scheme's failure at a "?" or "#" must get right.
func variants(s string) []string {
	out := []string{s}
	for _, tail := range []string{"?", "?a", "?a?b/c", "?a#b", "?a#b?c", "#", "#a", "#a#b", "?%zz", "?a%2", "?a#%zz",
		"? ", "#[", "?a#b#", "??#?", "?#", "/?x", ":?x", "@?x"} {
		out = append(out, s+tail)
	}
	for i := len(s) / 2; i < len(s); i++ {
		for _, c := range []string{"?", "#", "?x#", "#x?", "%", " ", "/"} {
			out = append(out, s[:i]+c+s[i:], s[:i]+c+s[i+1:])
		}
	}
	return out
}

// TestValidateShortcut: Validate gives the error the two passes give
// (RFC 3986 first, then the scheme), offset, expectation and rule alike,
// on the golden cases, strings near them and, where ../shared is
// present, the URL corpora.
func TestValidateShortcut(t *testing.T) {
	var inputs []string
	files, _ := filepath.Glob("../testdata/scheme/*.txt")
	for _, path := range files {
		for _, c := range readCases(t, path) {
			inputs = append(inputs, variants(c.in)...)
		}
	}
	inputs = append(inputs, variants("file:///a/b")...)
	inputs = append(inputs, variants("file://[::1")...)
	inputs = append(inputs, variants("http://a/b?c")...)
	inputs = append(inputs, variants("urn:ab:c?+d?=e")...)
	inputs = append(inputs, variants("ws://a/b")...)
	// No scheme: RFC 3986's URI rule fails in the scheme (§3.1).
	inputs = append(inputs, "", "a", "ab", "a1+-.", "1", "-a:", ":", "//a/b", "/a:b", "a/b:c", "a b:c", "ab%3a:c", "aé:b", "\x00")
	corpora, _ := filepath.Glob("../../shared/data/urls/*.*")
	for _, path := range corpora {
		if strings.HasSuffix(path, ".md") {
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for n := 0; sc.Scan() && n < 2000; n++ {
			if base, ref, ok := strings.Cut(sc.Text(), ","); ok && strings.HasSuffix(path, ".csv") {
				inputs = append(inputs, base, ref)
			} else {
				inputs = append(inputs, sc.Text())
			}
		}
		f.Close()
	}
	bad := 0
	for _, in := range inputs {
		got, want := Validate(in), validateTwoPass(in)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Validate(%q)\n\t= %v\n\twant %v", in, got, want)
			if bad++; bad > 10 {
				t.FailNow()
			}
		}
		if Valid(in) != (want == nil) {
			t.Errorf("Valid(%q) = %v, want %v", in, Valid(in), want == nil)
		}
	}
}

func TestEndAllowed(t *testing.T) {
	for exp, want := range map[string]bool{
		"end of input":                                 true,
		`end of input or DIGIT`:                        true,
		`end of input, DIGIT or "."`:                   true,
		`pchar, "/" or end of input`:                   true,
		`a, end of input, b or c`:                      true,
		`a, end of input or c`:                         true,
		`pchar or "/"`:                                 false,
		`end of input (a fragment "MUST NOT be used")`: false,
		`"/", segment-nz`:                              false,
	} {
		if got := endAllowed(exp); got != want {
			t.Errorf("endAllowed(%q) = %v, want %v", exp, got, want)
		}
	}
}

// TestSchemeFail checks schemeFail against the automaton of RFC 3986's
// scheme rule: where it stops on strings of every byte at every place.
func TestSchemeFail(t *testing.T) {
	for _, base := range []string{"", "a", "http", "a+b-c.d9", "9a", "http:", "a b"} {
		for i := 0; i <= len(base); i++ {
			for c := 0; c < 256; c++ {
				s := base[:i] + string([]byte{byte(c)}) + base[i:]
				want := len(s)
				if e, ok := parser.ValidateScheme(s).(*parser.Error); ok {
					want = e.Offset
				}
				if got := schemeFail(s); got != want {
					t.Errorf("schemeFail(%q) = %d, want %d", s, got, want)
				}
			}
		}
	}
}
