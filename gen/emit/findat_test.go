package emit

import (
	"strings"
	"testing"
)

// TestFindAt checks that a rule named by -direct gets ValidateXAt, and
// FindXAt with Find direct-coded, which report a failure without
// allocating an error, and that other rules do not.
func TestFindAt(t *testing.T) {
	for _, tc := range []struct {
		direct []string
		want   string
		not    string
	}{
		{[]string{"a"}, "func FindAAt(", "func FindBAt("},
		{[]string{"a"}, "func ValidateAAt(", "func ValidateBAt("},
		{nil, "func FindA(", "At("},
	} {
		files := generate(t, "a = 1*\"x\" [ b ]\nb = \"y\"\n", Config{Direct: tc.direct, Tables: true, Nodes: []string{"b"}})
		src := string(files["p/parser.go"])
		if !strings.Contains(src, tc.want) || strings.Contains(src, tc.not) {
			t.Errorf("-direct %v: has %q: %v, has %q: %v; want true, false", tc.direct, tc.want, strings.Contains(src, tc.want), tc.not, strings.Contains(src, tc.not))
		}
	}
}
