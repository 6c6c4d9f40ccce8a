package emit

import (
	"regexp"
	"strings"
	"testing"
)

// TestSharedTransitions checks that a transition whose operations several
// states share is written once and jumped to: the node of d opens on a
// digit after "x" and after "y", two states that differ in the letter they
// take else, so both make the same transition into d, and the spans of
// Find and the tree of Parse each write it once.
func TestSharedTransitions(t *testing.T) {
	files := generate(t, "a = \"x\" (d / \"q\") / \"y\" (d / \"r\")\nd = 1*DIGIT\n", Config{Nodes: []string{"d"}, Entries: []string{"a"}})
	src := string(files["p/rule_a.go"])
	for _, fn := range []string{"runA", "findA"} {
		body := src[strings.Index(src, "func "+fn+"("):]
		body = body[:strings.Index(body, "\n}\n")]
		if n := len(regexp.MustCompile(`(?m)^t\d+: // shared by \d+ transitions$`).FindAllString(body, -1)); n == 0 {
			t.Errorf("%s writes no shared transition:\n%s", fn, body)
		}
		// Each shared copy ends in a jump to a state; the states jump to it.
		if !strings.Contains(body, "goto t0") {
			t.Errorf("%s: no state jumps to t0", fn)
		}
	}
}
