package machine

import (
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
)

// nest is the program of the grammar
//
//	nest = "(" *nest ")"
//
// whose matches nest as deeply as the input's parentheses.
func nest() *Program {
	return &Program{
		Rules: []Rule{{Name: "nest", Body: 3, Node: true}},
		Elems: []Elem{
			{Op: Lit, Text: "(", Descs: []string{`"("`}},
			{Op: Ref, Rule: 0, Text: "nest"},
			{Op: Rep, Kids: []int32{1}, Min: 0, Max: -1},
			{Op: Seq, Kids: []int32{0, 2, 4}},
			{Op: Lit, Text: ")", Descs: []string{`")"`}},
		},
	}
}

func parens(depth int) string {
	return strings.Repeat("(", depth) + strings.Repeat(")", depth)
}

// TestNestingLimit: past MaxDepth rule calls, matching, or building the
// tree, stops with a Failure whose Limit says so, at the offset of the
// call past the limit; every call counts, even one that fails at once
// (inside 49 parentheses, nest tries a 50th).
func TestNestingLimit(t *testing.T) {
	p := nest()
	p.MaxDepth = 50
	for _, tree := range []bool{false, true} {
		nodes, f := p.Match(0, parens(49), nil, tree)
		if f != nil || tree && len(nodes) != 49 {
			t.Fatalf("49 deep, tree %v: %d nodes, %+v; want a match", tree, len(nodes), f)
		}
		_, f = p.Match(0, parens(50), nil, tree)
		const want = "nesting limit reached: rules nested more than 50 deep"
		if f == nil || f.Offset != 50 || f.Limit != want || f.Expected != nil {
			t.Fatalf("50 deep, tree %v: %+v; want offset 50: %s", tree, f, want)
		}
		// What fails before the limit fails as before.
		_, f = p.Match(0, parens(40)[:79]+"x", nil, tree)
		if f == nil || f.Offset != 79 || f.Limit != "" || strings.Join(f.Expected, " ") != `nest ")"` {
			t.Fatalf("40 deep, invalid: %+v", f)
		}
	}
}

// TestNestingLimitDefault matches 200,000 nested parentheses, which took
// the recursion past Go's stack limit of 1 GB, a fatal error, when it
// built the tree: the default limit stops it at 10,000.
func TestNestingLimitDefault(t *testing.T) {
	for _, tree := range []bool{false, true} {
		_, f := nest().Match(0, parens(200_000), nil, tree)
		if f == nil || f.Offset != DefaultMaxDepth || f.Limit == "" {
			t.Errorf("tree %v: %+v, want the nesting limit at offset %d", tree, f, DefaultMaxDepth)
		}
	}
}

// stackChild is the environment variable that makes TestLongRepetitionTree
// run its parse in a child process.
const stackChild = "INTERP_TEST_STACK_CHILD"

// TestLongRepetitionTree builds the tree of a repetition of 200,000
// iterations with 8 MB of stack at most, in a child process: the steps
// of a repetition were searched by a recursion as deep as the repetition
// is long, a fatal stack overflow there.
func TestLongRepetitionTree(t *testing.T) {
	if os.Getenv(stackChild) != "" {
		debug.SetMaxStack(8 << 20)
		// word = 1*%x61
		p := &Program{
			Rules: []Rule{{Name: "word", Body: 1, Node: true}},
			Elems: []Elem{
				{Op: Lit, Text: "a", Exact: true, Descs: []string{"%x61"}},
				{Op: Rep, Kids: []int32{0}, Min: 1, Max: -1},
			},
		}
		nodes, f := p.Match(0, strings.Repeat("a", 200_000), nil, true)
		if f != nil || len(nodes) != 1 || nodes[0].End != 200_000 {
			t.Fatalf("%d nodes, %+v", len(nodes), f)
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestLongRepetitionTree$")
	cmd.Env = append(os.Environ(), stackChild+"=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		if i := strings.Index(string(out), "\ngoroutine "); i >= 0 {
			out = out[:i] // the message, not every frame
		}
		t.Fatalf("%v\n%s", err, out)
	}
}
