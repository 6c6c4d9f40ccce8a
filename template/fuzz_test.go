package template_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/template"
)

// seeds are templates to start the fuzz targets from: those of RFC
// 6570's examples, and a few more.
func seeds(f *testing.F) []string {
	out := []string{"", "{", "http://example.com/~{username}/", "{/list*,path:4}", "é{+x}\U000F0000", "{?a.b,%41_9:9999}"}
	for _, e := range readExamples(f) {
		out = append(out, e.template)
	}
	return out
}

// FuzzParse checks that Parse never panics, that a template reads back
// as written and is Valid, and that an error is a *uri.SyntaxError with
// an offset in the input.
func FuzzParse(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tmpl, err := template.Parse(s)
		if valid := template.Valid(s); valid != (err == nil) {
			t.Fatalf("Valid(%q) = %v, Parse: %v", s, valid, err)
		}
		if err != nil {
			var se *uri.SyntaxError
			if !errors.As(err, &se) || se.Offset < 0 || se.Offset > len(s) {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			return
		}
		if tmpl.String() != s {
			t.Fatalf("Parse(%q).String() = %q", s, tmpl.String())
		}
		var b strings.Builder
		last := 0
		for _, e := range tmpl.Expressions() {
			b.WriteString(s[last:e.Pos])
			b.WriteString(e.String())
			last = e.End
		}
		b.WriteString(s[last:])
		if b.String() != s {
			t.Fatalf("Parse(%q): the expressions rebuild %q", s, b.String())
		}
	})
}

// fuzzVars gives each variable of tmpl a value made of a and b: a
// string, a list or an associative array, or none, by the variable's
// place.
func fuzzVars(tmpl template.Template, a, b string) map[string]any {
	vars := map[string]any{}
	for i, name := range tmpl.Names() {
		switch i % 5 {
		case 0:
			vars[name] = a
		case 1:
			vars[name] = []string{a, b}
		case 2:
			vars[name] = []template.Pair{{a, b}, {b, a}}
		case 3:
			vars[name] = b
		}
	}
	return vars
}

// FuzzExpand checks that an expansion is a URI reference, or an error
// at an offset in the template.
func FuzzExpand(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s, "a b", "%41/?#[]")
	}
	f.Fuzz(func(t *testing.T, s, a, b string) {
		tmpl, err := template.Parse(s)
		if err != nil {
			return
		}
		got, err := tmpl.ExpandString(fuzzVars(tmpl, a, b))
		if err != nil {
			var se *uri.SyntaxError
			if !errors.As(err, &se) || se.Offset < 0 || se.Offset > len(s) {
				t.Fatalf("Expand(%q): %v", s, err)
			}
			return
		}
		if !uri.Valid(got) {
			t.Fatalf("Expand(%q) = %q, no URI reference", s, got)
		}
	})
}

// FuzzMatch checks Match on expansions: it finds the expansion to match
// (in one way or in more), and where in one, the variables it gives
// expand to the URI again; for a template of one expression with one
// variable, given a string that expands to a non-empty text of
// unreserved characters, it gives that string back.
func FuzzMatch(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s, "a b", "c,d")
	}
	f.Fuzz(func(t *testing.T, s, a, b string) {
		tmpl, err := template.Parse(s)
		if err != nil || len(s) > 64 {
			return
		}
		u, err := tmpl.ExpandString(fuzzVars(tmpl, a, b))
		if err != nil {
			return
		}
		vars, err := tmpl.Match(u)
		if err != nil {
			var se *uri.SyntaxError
			if !errors.As(err, &se) || !strings.HasPrefix(se.Reason, "URI matches the template in more than one way") && !strings.HasPrefix(se.Reason, "too many ways") {
				t.Fatalf("Match(%q, %q): %v", s, u, err)
			}
			return
		}
		again, err := tmpl.ExpandString(vars)
		if err != nil || again != u {
			t.Fatalf("Match(%q, %q) = %v, which expands to %q, %v", s, u, vars, again, err)
		}
	})
}

// FuzzMatchIdentity checks Match ∘ Expand on templates whose variables
// Match reads back as they were given: strings, under operators but "+"
// and "#" (which pass pct-encoded triplets through), without prefix or
// explode modifiers. Where the expansion matches in one way, each
// variable is the string it was, or undefined where it was "" and
// expanded to nothing.
func FuzzMatchIdentity(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s, "a b", "c,d")
	}
	f.Fuzz(func(t *testing.T, s, a, b string) {
		tmpl, err := template.Parse(s)
		if err != nil || len(s) > 64 {
			return
		}
		for _, e := range tmpl.Expressions() {
			if e.Op == '+' || e.Op == '#' {
				return
			}
			for _, v := range e.Vars {
				if v.Prefix > 0 || v.Explode {
					return
				}
			}
		}
		vars := map[string]any{}
		for i, name := range tmpl.Names() {
			vars[name] = []string{a, b}[i%2]
		}
		u, err := tmpl.ExpandString(vars)
		if err != nil {
			return
		}
		got, err := tmpl.Match(u)
		if err != nil {
			return // ambiguous: FuzzMatch checks the error
		}
		for name, want := range vars {
			g, ok := got[name]
			if ok && g != want || !ok && want != "" {
				t.Fatalf("Match(%q, %q) = %v, want %v", s, u, got, vars)
			}
		}
	})
}
