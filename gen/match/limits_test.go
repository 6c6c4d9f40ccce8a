package match

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// grammarOf returns the matcher of the grammar src.
func grammarOf(t testing.TB, src string) *Matcher {
	t.Helper()
	f, err := abnf.Parse("t.abnf", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(abnf.New(f))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// parens returns depth "(" then as many ")".
func parens(depth int) string {
	return strings.Repeat("(", depth) + strings.Repeat(")", depth)
}

// TestDepthLimit: rules that recurse inside parentheses (RFC 5234 §3.5
// allows any recursion that is not left recursion) nest as deeply as the
// input. Past MaxDepth rule calls, matching, or building the tree, stops
// with a *DepthError at the offset of the call past the limit, and the
// matcher goes on with the next input. Every call counts, even one that
// fails at once: inside 49 parentheses, nest tries a 50th.
func TestDepthLimit(t *testing.T) {
	m := grammarOf(t, "nest = \"(\" *nest \")\"\n")
	m.SetNodes([]string{"nest"})
	m.MaxDepth = 50
	for _, tree := range []bool{false, true} {
		res, err := m.Match("nest", parens(49), tree)
		if err != nil || !res.OK || tree && len(res.Tree) != 49 {
			t.Fatalf("49 deep, tree %v: %+v, %v; want a match", tree, res, err)
		}
		res, err = m.Match("nest", parens(50), tree)
		d, ok := errors.AsType[*DepthError](err)
		const want = "offset 50: nesting limit reached: rules nested more than 50 deep"
		if res != nil || !ok || d.Offset != 50 || err.Error() != want {
			t.Fatalf("50 deep, tree %v: %+v, %v; want %s", tree, res, err, want)
		}
		// What fails before the limit fails as before.
		res, err = m.Match("nest", parens(40)[:79]+"x", tree)
		if err != nil || res.OK || res.Offset != 79 || res.Message() != `expected nest or ")", found "x"` {
			t.Fatalf("40 deep, invalid: %+v, %v", res, err)
		}
	}
}

// TestDepthLimitElements: a rule that nests many groups (RFC 5234 §3.5)
// around its recursion opens that many elements per call: those are
// limited too, to ElementsPerCall × MaxDepth.
func TestDepthLimitElements(t *testing.T) {
	groups := 40
	m := grammarOf(t, "a = \"(\" "+strings.Repeat("( ", groups)+"*a"+strings.Repeat(" )", groups)+" \")\"\n")
	m.MaxDepth = 10
	res, err := m.Match("a", parens(20), false)
	const want = "nesting limit reached: grammar elements nested more than 160 deep"
	// Each call opens the rule, its concatenation, 40 groups and the
	// repetition: the 4th, after 4 "(", goes past 160.
	if d, ok := errors.AsType[*DepthError](err); !ok || d.Msg != want || d.Offset != 4 {
		t.Fatalf("%+v, %v; want offset 4: %s", res, err, want)
	}
	m.MaxDepth = 1000
	if res, err := m.Match("a", parens(20), true); err != nil || !res.OK {
		t.Fatalf("limit 1000: %+v, %v; want a match", res, err)
	}
}

// TestDepthLimitDefault matches 200,000 nested parentheses, which took the
// recursion of the matcher, and of the tree after it, to about 1 GB of
// stack (a fatal error in Go at 1,000,000): the default limit stops it at
// 10,000.
func TestDepthLimitDefault(t *testing.T) {
	m := grammarOf(t, "nest = \"(\" *nest \")\"\n")
	for _, tree := range []bool{false, true} {
		_, err := m.Match("nest", parens(200_000), tree)
		d, ok := errors.AsType[*DepthError](err)
		if !ok || d.Offset != DefaultMaxDepth {
			t.Errorf("tree %v: %v, want a *DepthError at offset %d", tree, err, DefaultMaxDepth)
		}
	}
}

// TestDepthLimitChain: a chain of rules (r0 = r1, r1 = r2, ...) nests as
// deeply as it is long, whatever the input.
func TestDepthLimitChain(t *testing.T) {
	var b strings.Builder
	for i := range 100 {
		fmt.Fprintf(&b, "r%d = r%d\n", i, i+1)
	}
	b.WriteString("r100 = \"x\"\n")
	m := grammarOf(t, b.String())
	if res, err := m.Match("r0", "x", true); err != nil || !res.OK {
		t.Fatalf("%+v, %v; want a match", res, err)
	}
	m.MaxDepth = 100
	if _, err := m.Match("r0", "x", false); err == nil || err.Error() != "offset 0: nesting limit reached: rules nested more than 100 deep" {
		t.Fatalf("limit 100: %v", err)
	}
}

// TestPlan: the rules of RFC 3986 that match a bounded, short string and
// are cheap to match again are matched afresh at each use; the others are
// memoized. Either way the results are the same (TestRFC3986,
// TestFailure, TestTree and the differential tests).
func TestPlan(t *testing.T) {
	m := rfc3986(t)
	for _, name := range []string{"ALPHA", "DIGIT", "HEXDIG", "unreserved", "sub-delims", "pchar", "pct-encoded", "dec-octet", "path-empty"} {
		if m.memo[m.index[m.g.Rule(name)]] {
			t.Errorf("%s is memoized", name)
		}
	}
	for _, name := range []string{"URI-reference", "segment", "path-abempty", "IPv6address", "h16", "reg-name", "query"} {
		if !m.memo[m.index[m.g.Rule(name)]] {
			t.Errorf("%s is not memoized", name)
		}
	}
}

// memoryChild is the environment variable that makes TestMemory run in a
// child process the match whose memory it measures.
const memoryChild = "MATCH_TEST_MEMORY_CHILD"

// TestMemory matches 256 KiB of path characters against RFC 3986's
// URI-reference in a child process and reads its peak resident memory,
// which was about 3.6 KB per input byte (900 MB here) when every rule was
// memoized at every offset in tables as long as the input, with every
// failure kept: now it is about 200 bytes per input byte.
func TestMemory(t *testing.T) {
	if os.Getenv(memoryChild) != "" {
		const seg = "/a-b.c_~d!e$f&g'h(i)j*k+l,m;n=o:p@q%20r"
		in := strings.Repeat(seg, (256<<10)/len(seg))
		res, err := rfc3986(t).Match("URI-reference", in, false)
		if err != nil || !res.OK {
			t.Fatalf("%+v, %v", res, err)
		}
		status, err := os.ReadFile("/proc/self/status")
		if err != nil {
			t.Skip(err)
		}
		for line := range strings.Lines(string(status)) {
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				fmt.Printf("VmHWM %s\n", strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			}
		}
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc/self/status")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestMemory$")
	cmd.Env = append(os.Environ(), memoryChild+"=1", "GOGC=100", "GOMEMLIMIT=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	_, v, ok := strings.Cut(string(out), "VmHWM ")
	if !ok {
		t.Skipf("no VmHWM:\n%s", out)
	}
	kb, err := strconv.Atoi(strings.Fields(v)[0])
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("peak resident memory %d MB", kb>>10)
	if kb > 200<<10 {
		t.Errorf("peak resident memory %d MB, want under 200 MB", kb>>10)
	}
}
