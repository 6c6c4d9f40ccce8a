package main

import (
	"bytes"
	"strings"
	"testing"
)

// graphFixtures holds the golden files of graphCases and the grammars
// they read; the cases run in the directory above it.
const graphFixtures = fixtures + "/graph"

var graphCases = []cliCase{
	{name: "h", args: []string{"graph", "-h"}},
	{name: "help", args: []string{"help", "graph"}},
	// RFC 3986 (no recursion) and RFC 5234's own grammar (recursive), in
	// both formats.
	{name: "rfc3986-dot", args: []string{"graph", "-g", "embed:rfc3986.abnf"}},
	{name: "rfc3986-mermaid", args: []string{"graph", "-g", "embed:rfc3986.abnf", "-format", "mermaid"}},
	{name: "rfc5234-dot", args: []string{"graph", "-g", "embed:rfc5234.abnf"}},
	{name: "rfc5234-mermaid", args: []string{"graph", "-g", "embed:rfc5234.abnf", "-format", "mermaid"}},
	// What a rule reaches: the default grammar, two start rules.
	{name: "authority", args: []string{"graph", "-r", "authority"}},
	{name: "rfc5234-element", args: []string{"graph", "-g", "embed:rfc5234.abnf", "-r", "element,comment", "-format", "mermaid"}},
	// A rule that references itself.
	{name: "self-dot", args: []string{"graph", "-g", "graph/self.abnf"}},
	{name: "self-mermaid", args: []string{"graph", "-g", "graph/self.abnf", "-format", "mermaid"}},
	// Mistakes.
	{name: "unknown-format", args: []string{"graph", "-format", "svg"}, code: 2},
	{name: "unknown-rule", args: []string{"graph", "-r", "authority,hots"}, code: 2},
	{name: "argument", args: []string{"graph", "x.abnf"}, code: 2},
	{name: "syntax", args: []string{"graph", "-g", "graph/syntax.abnf"}, code: 1},
	{name: "missing", args: []string{"graph", "-g", "graph/missing.abnf"}, code: 2},
}

func TestGraphGolden(t *testing.T) {
	runCases(t, fixtures, graphFixtures, graphCases)
}

func TestGraphFixturesUsed(t *testing.T) {
	t.Parallel()
	casesUseFixtures(t, graphFixtures, graphCases)
}

// TestGraphShape checks the DOT output of RFC 5234 apart from the golden
// file: one recursive cluster, with the six rules of element's cycle,
// and red edges only inside it.
func TestGraphShape(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"graph", "-g", "embed:rfc5234.abnf"}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit status %d: %s", code, &stderr)
	}
	out := stdout.String()
	if n := strings.Count(out, "subgraph cluster_"); n != 1 {
		t.Errorf("%d clusters, want 1", n)
	}
	for _, r := range []string{"alternation", "concatenation", "repetition", "element", "group", "option"} {
		if !strings.Contains(out, "\t\t\""+r+"\" [style=filled") {
			t.Errorf("%s is not in the recursive cluster", r)
		}
	}
	for line := range strings.Lines(out) {
		if strings.Contains(line, "[color=red]") && (strings.Contains(line, "c-wsp") || strings.Contains(line, "ALPHA")) {
			t.Errorf("red edge out of the cycle: %s", line)
		}
	}
}
