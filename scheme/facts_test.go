package scheme

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/schemes"
	"github.com/abnf-uri/uri/parser"
)

// TestFacts checks that the built-in registry is the view of package
// internal/schemes' table that has grammars: each built-in scheme has the
// table's facts, in the table's order, a validator attached, and each
// scheme of the table with a Rule is built in.
func TestFacts(t *testing.T) {
	i := 0
	for _, f := range schemes.All {
		if f.Rule == "" {
			if _, ok := validators[f.Name]; ok {
				t.Errorf("scheme %s: a validator, and no Rule in internal/schemes", f.Name)
			}
			continue
		}
		if i >= len(builtin) {
			t.Errorf("scheme %s: not built in", f.Name)
			continue
		}
		s := builtin[i]
		i++
		if s.Name != f.Name || s.Spec != f.Spec || s.Grammar != f.Grammar || s.Rule != f.Rule ||
			s.DefaultPort != f.DefaultPort || s.DNSHost != f.DNSHost || s.Fragment != FragmentRule(f.Fragment) {
			t.Errorf("built-in scheme %+v, internal/schemes %+v", s, f)
		}
		if s.Validate == nil {
			t.Errorf("scheme %s: no validator attached", s.Name)
		}
	}
	if i != len(builtin) {
		t.Errorf("%d built-in schemes, %d in internal/schemes with a Rule", len(builtin), i)
	}
	if len(validators) != len(builtin) {
		t.Errorf("%d validators, %d built-in schemes", len(validators), len(builtin))
	}
	for _, c := range []struct {
		a FragmentRule
		b schemes.Fragment
	}{{FragmentApart, schemes.FragmentApart}, {FragmentInRule, schemes.FragmentInRule}, {FragmentForbidden, schemes.FragmentForbidden}} {
		if c.a != FragmentRule(c.b) {
			t.Errorf("FragmentRule %d, schemes.Fragment %d", c.a, c.b)
		}
	}
}

// TestSchemeEnd checks schemeEnd, RFC 3986's scheme rule (§3.1) and the
// ":" after it, and the offsets at which validateGeneric reports a string
// without them failing RFC 3986's URI rule, against RFC 3986's parser.
func TestSchemeEnd(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
	}{
		{"", -1}, {":", -1}, {"a", -1}, {"a:", 1}, {"A+b-c.9:x", 7}, {"1a:", -1}, {"a b:", -1},
		{"ab/c:d", -1}, {"ab:c:d", 2}, {"é:", -1}, {"-a:", -1},
	} {
		if got := schemeEnd(tt.in); got != tt.want {
			t.Errorf("schemeEnd(%q) = %d, want %d", tt.in, got, tt.want)
		}
		got, ok1 := errors.AsType[*uri.SyntaxError](validateGeneric(tt.in))
		want, ok2 := errors.AsType[*uri.SyntaxError](validateURI(tt.in))
		if ok1 != ok2 || ok1 && (got.Offset != want.Offset || !slices.Equal(got.Expected, want.Expected)) {
			t.Errorf("validateGeneric(%q) = %v, RFC 3986's parser %v", tt.in, got, want)
		}
	}
}

// TestLookupBuiltin checks lookup of the built-in schemes, faster than
// the registry's map, against the map: every built-in name in upper,
// lower and mixed case, names near them, and names strings.ToLower maps
// to one ("FİLE", read as "file" since it has an ASCII capital).
func TestLookupBuiltin(t *testing.T) {
	if !builtinIndexed {
		t.Error("builtinIndex lacks a built-in scheme")
	}
	want := lookupRegistry // the registry's way
	names := []string{"", "h", "x", "node", "tapmock", "abcdefghij", "\u212aeo", "FİLE", "fİle", "http\x00", "HTTP\x00", "htt\x10", "1ttp", "@ttp", "[ttp"}
	for _, sc := range builtin {
		n := sc.Name
		names = append(names, n, strings.ToUpper(n), strings.ToUpper(n[:1])+n[1:], n[:len(n)-1], n+"s", n+"+", "x"+n[1:], n[:len(n)-1]+"\x10")
	}
	for _, name := range names {
		if got, want := lookup(name), want(name); got != want {
			t.Errorf("lookup(%q) = %v, want %v", name, got, want)
		}
		// As Validate finds it, from the scan of the scheme.
		s := name + ":x"
		if colon, key := scanScheme(s); colon >= 0 {
			if got, want := lookupScheme(s, colon, key), want(name); got != want {
				t.Errorf("lookupScheme(%q) = %v, want %v", s, got, want)
			}
		}
	}
}

// TestSchemeFold checks the table scanScheme reads against RFC 3986's
// scheme rule (§3.1): a scheme character maps to itself in lower case,
// every other byte to 0.
func TestSchemeFold(t *testing.T) {
	for c := range 256 {
		want := byte(0)
		if parser.ValidScheme("a" + string(byte(c))) {
			want = byte(c)
			if 'A' <= c && c <= 'Z' {
				want = byte(c) + 'a' - 'A'
			}
		}
		if schemeFold[c] != want {
			t.Errorf("schemeFold[%q] = %q, want %q", byte(c), schemeFold[c], want)
		}
	}
}
