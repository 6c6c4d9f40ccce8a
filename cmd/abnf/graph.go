package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/grammar"
)

// runGraph is "abnf graph": it prints the dependency graph of a grammar's
// rules for Graphviz or Mermaid.
//
// Usage:
//
//	abnf graph [-g FILE[,FILE...]] [-r RULE[,RULE...]] [-format dot|mermaid]
//
// Graph prints one node per rule and one edge from each rule to each rule
// it references (once, in the order of first reference), rules in grammar
// order (the files in the order given, core rules last). With -r, only the
// given rules and those they reach, directly or not, are shown.
//
// Recursive rules are highlighted: each strongly connected component of
// the graph that recurses (package check's Cycles: several rules that
// reach one another, or one rule that references itself) is drawn as a
// group labelled "recursive: RULE, ...", its rules filled and the edges
// within it drawn in red. The core rules of RFC 5234 Appendix B.1 are
// drawn with dashed outlines.
//
// -format dot (the default) writes a Graphviz digraph ("dot -Tsvg" draws
// it), -format mermaid a Mermaid flowchart (for Markdown that renders
// Mermaid), whose node names are r0, r1, ... in rule order, labelled with
// the rule names.
//
// Graph exits 0 after printing, and 2 when the command line is wrong, a
// file cannot be read or a rule given with -r is not in the grammar; a
// grammar with a syntax error is reported like "abnf check" does, with
// exit status 1. Other errors of the grammar, such as undefined rules, do
// not stop it: an undefined rule has no node and its references no edge.
func runGraph(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("graph", "[-g FILE[,FILE...]] [-r RULE[,RULE...]] [-format dot|mermaid]", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "grammar `file`s, comma-separated, read as one grammar\n(default: embed:"+grammar.RFC3986+", RFC 3986 Appendix A)")
	start := &listFlag{what: "rule name"}
	fs.Var(start, "r", "show only these `rule`s and the rules they reach, comma-separated")
	format := fs.String("format", "dot", "the output `format`: dot (Graphviz) or mermaid")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	case *format != "dot" && *format != "mermaid":
		return usageError(fs, "-format %q: want dot or mermaid", *format)
	}
	if len(files.names) == 0 {
		files.names = []string{"embed:" + grammar.RFC3986}
	}
	g, code := load(fs, files.names, stderr)
	if g == nil {
		return code
	}
	gr, err := newRuleGraph(g, start.names)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	w := bufio.NewWriter(stdout)
	title := strings.Join(files.names, " ")
	if *format == "dot" {
		gr.dot(w, title)
	} else {
		gr.mermaid(w, title)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	return 0
}

// ruleGraph is the part of a grammar's reference graph that a graph
// shows.
type ruleGraph struct {
	rules []*abnf.Rule                // shown, in grammar order
	edges map[*abnf.Rule][]*abnf.Rule // to shown rules, in order of first reference
	sccs  [][]*abnf.Rule              // the recursive components
	scc   map[*abnf.Rule]int          // the component of each recursive rule
	id    map[*abnf.Rule]int          // the index of each shown rule
}

func newRuleGraph(g *abnf.Grammar, start []string) (*ruleGraph, error) {
	gr := &ruleGraph{edges: map[*abnf.Rule][]*abnf.Rule{}, scc: map[*abnf.Rule]int{}, id: map[*abnf.Rule]int{}}
	shown := map[*abnf.Rule]bool{}
	if len(start) > 0 {
		var roots []*abnf.Rule
		for _, name := range start {
			r := g.Rule(name)
			if r == nil {
				return nil, fmt.Errorf("no rule %q in the grammar", name)
			}
			roots = append(roots, r)
		}
		shown = check.Reachable(g, roots)
	} else {
		for _, r := range g.Rules {
			shown[r] = true
		}
	}
	for _, r := range g.Rules {
		if !shown[r] {
			continue
		}
		gr.id[r] = len(gr.rules)
		gr.rules = append(gr.rules, r)
		seen := map[*abnf.Rule]bool{}
		for _, ref := range abnf.Refs(r.Body()) {
			if t := g.Rule(ref.Name); t != nil && !seen[t] {
				seen[t] = true
				gr.edges[r] = append(gr.edges[r], t)
			}
		}
	}
	for _, c := range check.Cycles(g) {
		if shown[c[0]] {
			for _, r := range c {
				gr.scc[r] = len(gr.sccs)
			}
			gr.sccs = append(gr.sccs, c)
		}
	}
	return gr, nil
}

// inside reports whether the edge from a to b stays within a recursive
// component.
func (gr *ruleGraph) inside(a, b *abnf.Rule) bool {
	ca, ok := gr.scc[a]
	cb, ok2 := gr.scc[b]
	return ok && ok2 && ca == cb
}

func (gr *ruleGraph) label(i int) string {
	var names []string
	for _, r := range gr.sccs[i] {
		names = append(names, r.Name)
	}
	return "recursive: " + strings.Join(names, ", ")
}

// dot writes the graph in the Graphviz language.
func (gr *ruleGraph) dot(w io.Writer, title string) {
	q := strconv.Quote
	fmt.Fprintf(w, "// Rule dependency graph of %s (abnf graph).\n", title)
	fmt.Fprintf(w, "digraph %s {\n", q(title))
	fmt.Fprint(w, "\trankdir=LR;\n\tnode [shape=box, fontname=\"Helvetica\"];\n\tedge [color=gray40];\n")
	for i := range gr.sccs {
		fmt.Fprintf(w, "\tsubgraph cluster_%d {\n", i+1)
		fmt.Fprintf(w, "\t\tlabel=%s;\n\t\tcolor=red;\n\t\tfontcolor=red;\n", q(gr.label(i)))
		for _, r := range gr.sccs[i] {
			fmt.Fprintf(w, "\t\t%s [style=filled, fillcolor=mistyrose, color=red];\n", q(r.Name))
		}
		fmt.Fprint(w, "\t}\n")
	}
	for _, r := range gr.rules {
		if _, ok := gr.scc[r]; ok {
			continue
		}
		attrs := ""
		if r.Core {
			attrs = " [style=dashed, fontcolor=gray30]"
		}
		fmt.Fprintf(w, "\t%s%s;\n", q(r.Name), attrs)
	}
	for _, r := range gr.rules {
		for _, t := range gr.edges[r] {
			attrs := ""
			if gr.inside(r, t) {
				attrs = " [color=red]"
			}
			fmt.Fprintf(w, "\t%s -> %s%s;\n", q(r.Name), q(t.Name), attrs)
		}
	}
	fmt.Fprint(w, "}\n")
}

// mermaid writes the graph as a Mermaid flowchart.
func (gr *ruleGraph) mermaid(w io.Writer, title string) {
	name := func(r *abnf.Rule) string { return "r" + strconv.Itoa(gr.id[r]) }
	node := func(r *abnf.Rule) string { return name(r) + `["` + r.Name + `"]` }
	fmt.Fprintf(w, "%%%% Rule dependency graph of %s (abnf graph).\n", title)
	fmt.Fprint(w, "flowchart LR\n")
	for i := range gr.sccs {
		fmt.Fprintf(w, "\tsubgraph recursive%d [\"%s\"]\n", i+1, gr.label(i))
		for _, r := range gr.sccs[i] {
			fmt.Fprintf(w, "\t\t%s\n", node(r))
		}
		fmt.Fprint(w, "\tend\n")
	}
	for _, r := range gr.rules {
		if _, ok := gr.scc[r]; !ok {
			fmt.Fprintf(w, "\t%s\n", node(r))
		}
	}
	var red []string
	edge := 0
	for _, r := range gr.rules {
		for _, t := range gr.edges[r] {
			fmt.Fprintf(w, "\t%s --> %s\n", name(r), name(t))
			if gr.inside(r, t) {
				red = append(red, strconv.Itoa(edge))
			}
			edge++
		}
	}
	fmt.Fprint(w, "\tclassDef core stroke-dasharray:5 5,color:#555\n")
	fmt.Fprint(w, "\tclassDef recursive fill:mistyrose,stroke:red\n")
	var core, rec []string
	for _, r := range gr.rules {
		if _, ok := gr.scc[r]; ok {
			rec = append(rec, name(r))
		} else if r.Core {
			core = append(core, name(r))
		}
	}
	if len(core) > 0 {
		fmt.Fprintf(w, "\tclass %s core\n", strings.Join(core, ","))
	}
	if len(rec) > 0 {
		fmt.Fprintf(w, "\tclass %s recursive\n", strings.Join(rec, ","))
	}
	if len(red) > 0 {
		fmt.Fprintf(w, "\tlinkStyle %s stroke:red\n", strings.Join(red, ","))
	}
}
