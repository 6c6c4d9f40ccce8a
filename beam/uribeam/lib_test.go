package uribeam

import (
	"errors"
	"slices"
	"testing"

	"github.com/abnf-uri/uri"
)

// TestGuard checks that a panic in the library becomes a failure of the
// input that caused it, not the end of the bundle.
func TestGuard(t *testing.T) {
	f := guard(func() *failure { panic("boom") })
	if f == nil || f.offset != -1 || f.message != "internal error: boom" {
		t.Fatalf("guard of a panic = %+v, want an internal error at no offset", f)
	}
	if f := guard(func() *failure { return nil }); f != nil {
		t.Fatalf("guard of nil = %+v", f)
	}
}

// TestRepairFailure checks the failure of an input lenient cannot
// repair: its offset into the input and its reason, then the error under
// it (here package uri's, about the host's bytes); an error of another
// type keeps its text, at no offset.
func TestRepairFailure(t *testing.T) {
	r, fixes, f := repair("http://a\xffb/")
	want := failure{offset: 7, message: `host "a\xffb" is not UTF-8: uri: unescape "a\xffb": invalid UTF-8 "\xff" at offset 1`}
	if r != "" || fixes != nil || f == nil || *f != want {
		t.Errorf("repair = %q, %v, %+v; want a failure %+v", r, fixes, f, want)
	}
	if got := repairFailure(errors.New("boom")); got == nil || *got != (failure{offset: -1, message: "boom"}) {
		t.Errorf("repairFailure of another error = %+v, want its text at offset -1", got)
	}
}

// TestErrorComponent checks the component named for an error, as "uri
// validate -json" names it (cmd/uri/doc.go): the library's
// *uri.SyntaxError names it.
func TestErrorComponent(t *testing.T) {
	for _, c := range []struct {
		in         string
		needScheme bool
		want       string
	}{
		{"http://a b/", false, "host"},
		{"http://[::1/", false, "host"}, // the parser stops in the path, the host is wrong
		{"//a:b:c", false, "host"},
		{"http://a/%zz", false, "path"},
		{"http://a/?%zz", false, "query"},
		{"http://a/#%zz", false, "fragment"},
		{"http://a:8x/", false, "port"},
		{"http://u%zz@a/", false, "userinfo"},
		{"//a", true, "scheme"}, // §5.1: a base URI has a scheme
	} {
		parse := uri.Parse
		if c.needScheme {
			parse = uri.ParseURI
		}
		_, err := parse(c.in)
		if f := parseFailure(err); f.component != c.want {
			t.Errorf("parseFailure(%q) = %+v, want component %q", c.in, f, c.want)
		}
	}
	if f := parseFailure(errors.New("boom")); *f != (failure{offset: -1, message: "boom"}) {
		t.Errorf("parseFailure of another error = %+v, want its text at offset -1, no component", f)
	}
}

// TestTally checks the accumulator of Dedupe and LintSummary: the count,
// and the first n distinct inputs in byte order, whatever the order of the
// inputs and of the merges.
func TestTally(t *testing.T) {
	fn := &tallyFn{N: 3}
	in := []string{"e", "b", "d", "b", "a", "c", "a", "f"}
	want := Tally{Count: 8, Examples: []string{"a", "b", "c"}}
	for split := range len(in) + 1 {
		for _, order := range [][]string{in, reversed(in)} {
			a, b := fn.CreateAccumulator(), fn.CreateAccumulator()
			for _, s := range order[:split] {
				a = fn.AddInput(a, s)
			}
			for _, s := range order[split:] {
				b = fn.AddInput(b, s)
			}
			for _, got := range []Tally{fn.MergeAccumulators(a, b), fn.MergeAccumulators(b, a)} {
				if got.Count != want.Count || !slices.Equal(got.Examples, want.Examples) {
					t.Fatalf("split %d of %q: tally %+v, want %+v", split, order, got, want)
				}
			}
		}
	}
	if got := (&tallyFn{N: 0}).AddInput(Tally{}, "a"); got.Count != 1 || len(got.Examples) != 0 {
		t.Errorf("N 0: %+v, want a count and no example", got)
	}
}

func reversed(s []string) []string {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}

func TestParseLevel(t *testing.T) {
	for in, want := range map[string]Level{"simple": SimpleString, "Syntax": SyntaxBased, "scheme-based": SchemeBased, "SCHEME": SchemeBased} {
		if got, err := ParseLevel(in); err != nil || got != want {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseLevel("full"); err == nil {
		t.Error(`ParseLevel("full") succeeded`)
	}
}
