package schemes

import (
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// TestTable checks each entry of the table on its own: a scheme name
// (RFC 3986 §3.1) in lowercase, once; a port in decimal without leading
// zeros (§3.2.3) that TCP and UDP can carry; a hook only where
// normalization knows the scheme; a grammar and a rule together; and a
// fragment rule only for a scheme with a grammar.
func TestTable(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range All {
		if !parser.ValidScheme(s.Name) || s.Name != strings.ToLower(s.Name) {
			t.Errorf("%q: not a lowercase scheme name", s.Name)
		}
		if seen[s.Name] {
			t.Errorf("%s: twice in the table", s.Name)
		}
		seen[s.Name] = true
		if s.Spec == "" {
			t.Errorf("%s: no Spec", s.Name)
		}
		if s.DefaultPort != "" {
			n, err := strconv.Atoi(s.DefaultPort)
			if err != nil || n < 0 || n > 65535 || strconv.Itoa(n) != s.DefaultPort {
				t.Errorf("%s: DefaultPort %q is not a port in decimal without leading zeros", s.Name, s.DefaultPort)
			}
		}
		if (s.Hook || s.EmptyPathIsRoot || s.DefaultHost != "") && !s.Normalized {
			t.Errorf("%s: facts for normalization, which does not know the scheme", s.Name)
		}
		if (s.Grammar == "") != (s.Rule == "") || s.Fragment != FragmentApart && s.Rule == "" {
			t.Errorf("%s: Grammar %q, Rule %q, Fragment %d", s.Name, s.Grammar, s.Rule, s.Fragment)
		}
		if got, ok := Lookup(s.Name); !ok || got != s {
			t.Errorf("Lookup(%s) = %+v, %v", s.Name, got, ok)
		}
	}
	if _, ok := Lookup("HTTP"); ok {
		t.Error("Lookup(HTTP) found a scheme: names are lowercase")
	}
}
