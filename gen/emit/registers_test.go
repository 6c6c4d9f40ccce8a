package emit

import (
	"strings"
	"testing"
)

// TestCalledRuleWithoutNodes generates the smallest grammar whose parser
// did not compile: a rule compiled once and called (an automaton of 36
// states, which is not inlined), with no node inside. Its Find function
// declared register 0, "v0 := v", and never read it. A register is now
// declared only where the code names it; TestRandomGrammars builds such
// parsers.
func TestCalledRuleWithoutNodes(t *testing.T) {
	files := generate(t, "top = big \"x\"\nbig = %s\"abcdefghijklmnopqrstuvwxyz0123456789\"\n", Config{})
	src := string(files["p/rule_big.go"])
	i := strings.Index(src, "func findCallBig(")
	if i < 0 {
		t.Fatalf("no findCallBig in rule_big.go:\n%s", src)
	}
	body := src[i:]
	body = body[:strings.Index(body, "\n}\n")]
	if strings.Contains(body, "v0") {
		t.Errorf("findCallBig names register v0, which nothing in it reads:\n%s", body)
	}
}
