// Package check finds the mistakes in an ABNF grammar that the reader
// (package abnf) accepts, and computes the analyses that the generator and
// the reference matcher share: Nullable, Cycles, LeftCycles, Reachable.
//
// Check reports these findings, each at the offending element when there
// is one and at the rule's definition otherwise:
//
//   - Undefined rule (error), at each reference to a name that no rule
//     defines, with a suggestion when a defined rule or a core rule is
//     within edit distance 2 (1 for names of two to four letters, 0 for
//     one letter). Rule names are case-insensitive (RFC 5234 §2.1), so a
//     difference in case is never undefined; the core rules of RFC 5234
//     Appendix B.1 count as defined (abnf.New adds the ones used). With
//     start rules given (Options.Start), only the rules they reach cannot
//     be used: a reference in another rule is a warning.
//   - Duplicate definition (error), at every "=" definition of a rule after
//     its first: further alternatives are added with "=/" (RFC 5234 §3.3).
//     The message names the first definition, and when it is in another
//     file, the way to replace it: loading the second file as an update.
//   - Replaced definition (info), at each "=" definition of an update
//     that took the place of earlier ones (abnf.Grammar.Replaced), naming
//     them. A placeholder that yields to a definition is not reported.
//   - Redefined core rule, at a rule defined with "=" under the name of a
//     core rule of RFC 5234 Appendix B.1, in any case (RFC 8259's "char"
//     is core "CHAR"): an info when its language is the core rule's (RFC
//     4180's CR), a warning otherwise, with a string in one language only.
//     Languages are compared when both are finite and small, as every
//     core rule but LWSP is; otherwise the definitions are, as written.
//   - Incremental alternatives without a rule (error): "=/" adds
//     alternatives to a rule defined with "=" (RFC 5234 §3.3), so a rule
//     with only "=/" definitions is reported, at its first one. A "=/"
//     before the rule's "=" (in file order) is a warning.
//   - Unused rule (warning), at a rule that the start rules (Options.Start)
//     do not reach (Reachable). Start rules and core rules are never
//     unused. A start rule that is not defined is an error without a
//     position.
//   - Prose-val (warning): "<...>" is prose, "to be used as last resort"
//     (RFC 5234 §4); no machine can check or match it. Under a repetition
//     with maximum 0, as in RFC 3986's "path-empty = 0<pchar>", it matches
//     exactly the empty string, which is an info instead.
//   - Repetition bounds (error): "a*b" allows at least a and at most b
//     occurrences (RFC 5234 §3.6), so a greater than b matches nothing.
//   - Empty value range (error): "%c##-##" (RFC 5234 §3.4) whose first
//     value is above its second matches nothing.
//   - Recursion (warning), once per set of mutually recursive rules
//     (Cycles), at the reference in the set's first rule (in grammar order)
//     that starts the shortest cycle back to it, which the message spells
//     out: "a → b → a", or "a → a" for a rule that calls itself. A
//     recursive rule may generate a language that is not regular, so the
//     generator cannot compile it to an automaton and uses its general
//     strategy. A set that contains a left cycle gets the error below
//     instead, which would contradict this warning.
//   - Left recursion (error), once per left cycle (LeftCycles), placed the
//     same way: a rule that can call itself before matching any character,
//     directly or behind a prefix that can be empty ("a = [ "x" ] a "y""),
//     which the generator cannot compile.
//   - Unproductive rule (error), at a recursive rule (one of Cycles) that
//     derives no finite string because each alternative needs the rule
//     itself again, as in "a = "x" a". Prose-vals and undefined references
//     count as productive here, and a rule that is unproductive only
//     because it uses such a rule is not reported, so that one mistake is
//     reported once.
//   - Nullable rule (info), at a rule that matches the empty string (RFC
//     5234 §3.6 "*", §3.8 "[ ]").
//
// Infos appear only with Options.Verbose. Diagnostics about core rules
// (those read from core.abnf) are at most infos: the RFC's text is not the
// user's to fix.
package check

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Options are the settings of Check.
type Options struct {
	// Start are the names of the start rules, which every other rule
	// should be reachable from. An undefined rule is an error in the
	// rules they reach and a warning elsewhere. Empty means the first rule
	// of the first file that defines one (see DefaultStart) for unused
	// rules, while every undefined rule is an error, as a generator that
	// compiles every rule needs.
	Start []string
	// Verbose includes Info diagnostics.
	Verbose bool
}

// Check checks g and returns its diagnostics sorted by file in the order
// of g.Files (core.abnf, not among them, last), then by line and column,
// errors before warnings before infos at the same place.
func Check(g *abnf.Grammar, opt Options) []Diagnostic {
	c := &checker{g: g}
	start := c.startRules(opt.Start)
	c.used = Reachable(g, start)
	c.strict = len(opt.Start) == 0
	c.definitions()
	c.replacements()
	c.coreRedefinitions()
	for _, r := range g.Rules {
		c.elements(r)
	}
	c.unused(start)
	c.recursion()
	c.unproductive()
	nullable := Nullable(g)
	for _, r := range g.Rules {
		if nullable[r] {
			c.report(r, r.Pos(), Info, "rule %q matches the empty string", r.Name)
		}
	}

	var out []Diagnostic
	for _, d := range c.diags {
		if d.Severity > Info || opt.Verbose {
			out = append(out, d)
		}
	}
	rank := map[string]int{}
	for i, f := range g.Files {
		if _, ok := rank[f.Name]; !ok {
			rank[f.Name] = i
		}
	}
	fileRank := func(p abnf.Pos) int {
		if p == (abnf.Pos{}) {
			return -1
		}
		if i, ok := rank[p.File]; ok {
			return i
		}
		return len(g.Files)
	}
	slices.SortStableFunc(out, func(a, b Diagnostic) int {
		return cmp.Or(
			cmp.Compare(fileRank(a.Pos), fileRank(b.Pos)),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col),
			cmp.Compare(b.Severity, a.Severity),
		)
	})
	// One finding once: the references a list expands to (abnf.ParseList)
	// share the list's position.
	return slices.Compact(out)
}

type checker struct {
	g      *abnf.Grammar
	used   map[*abnf.Rule]bool // the rules the start rules reach
	strict bool                // no start rules given: every undefined rule is an error
	diags  []Diagnostic
	steps  int // the work of unproductive: nodes made and nodes told, for tests
}

// report adds a diagnostic about rule r (nil for one about the options).
// Diagnostics about core rules are lowered to infos.
func (c *checker) report(r *abnf.Rule, pos abnf.Pos, sev Severity, format string, args ...any) {
	d := Diagnostic{Pos: pos, Severity: sev, Msg: fmt.Sprintf(format, args...)}
	if r != nil {
		d.Rule = r.Name
		if r.Core {
			d.Severity = Info
		}
	}
	c.diags = append(c.diags, d)
}

// definitions checks how each rule's "=" and "=/" definitions fit
// together (RFC 5234 §3.3).
func (c *checker) definitions() {
	for _, r := range c.g.Rules {
		var first *abnf.Definition
		for _, d := range r.Defs {
			if d.Incremental {
				continue
			}
			if first != nil {
				how := `use "=/" to add alternatives`
				if d.At.File != first.At.File {
					how += fmt.Sprintf(", or load %s as an update (abnf -update) to replace it", d.At.File)
				}
				c.report(r, d.At, Error, "rule %q is already defined at %s; %s", d.Name, first.At, how)
				continue
			}
			first = d
		}
		if first == nil {
			c.report(r, r.Defs[0].At, Error, "rule %q is extended with \"=/\" but never defined with \"=\"", r.Defs[0].Name)
			continue
		}
		for _, d := range r.Defs {
			if d == first {
				break
			}
			c.report(r, d.At, Warning, "rule %q is extended with \"=/\" before its definition at %s", d.Name, first.At)
		}
	}
}

// elements checks the elements of r's body: references, prose-vals,
// repetition bounds and value ranges.
func (c *checker) elements(r *abnf.Rule) {
	var visit func(n abnf.Node, zero bool)
	visit = func(n abnf.Node, zero bool) {
		switch n := n.(type) {
		case *abnf.Alternation:
			for _, a := range n.Alts {
				visit(a, zero)
			}
		case *abnf.Concatenation:
			for _, a := range n.Items {
				visit(a, zero)
			}
		case *abnf.Group:
			visit(n.Body, zero)
		case *abnf.Repetition:
			if n.Max != abnf.Unbounded && n.Min > n.Max {
				c.report(r, n.At, Error, "repetition %s has minimum %d greater than maximum %d", abnf.RepeatText(n.Min, n.Max), n.Min, n.Max)
			}
			visit(n.Item, zero || n.Max == 0)
		case *abnf.RuleRef:
			if c.g.Rule(n.Name) == nil {
				msg := fmt.Sprintf("undefined rule %q", n.Name)
				if s := c.suggest(n.Name); s != "" {
					msg += fmt.Sprintf(" (did you mean %q?)", s)
				}
				sev := Error
				if !c.used[r] && !c.strict {
					// Only the rules that reach it cannot be used.
					sev = Warning
					msg += fmt.Sprintf(", in rule %q, which the start rules do not use", r.Name)
				}
				c.report(r, n.At, sev, "%s", msg)
			}
		case *abnf.NumVal:
			if n.Range && n.Values[0] > n.Values[1] {
				c.report(r, n.At, Error, "range %s is empty", n.Text)
			}
		case *abnf.ProseVal:
			if zero {
				c.report(r, n.At, Info, "prose-val <%s> under a zero repetition matches only the empty string", n.Text)
			} else {
				c.report(r, n.At, Warning, "prose-val <%s> cannot be checked or matched by a machine", n.Text)
			}
		}
	}
	visit(r.Body(), false)
}

// DefaultStart returns the start rule Check takes when Options.Start is
// empty: the first rule of the first file that defines one, as long as g
// has it (Grammar.Only may have left it out). It returns nil when there
// is none.
func DefaultStart(g *abnf.Grammar) []string {
	for _, f := range g.Files {
		if len(f.Defs) > 0 {
			if r := g.Rule(f.Defs[0].Name); r != nil {
				return []string{r.Name}
			}
			break
		}
	}
	return nil
}

// startRules returns the rules named in names, reporting those that are
// not defined, or when names is empty the rule of DefaultStart.
func (c *checker) startRules(names []string) []*abnf.Rule {
	var start []*abnf.Rule
	if len(names) == 0 {
		for _, n := range DefaultStart(c.g) {
			start = append(start, c.g.Rule(n))
		}
	}
	for _, name := range names {
		r := c.g.Rule(name)
		if r == nil {
			msg := fmt.Sprintf("start rule %q is not defined", name)
			if s := c.suggest(name); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			}
			c.report(nil, abnf.Pos{}, Error, "%s", msg)
			continue
		}
		if !slices.Contains(start, r) {
			start = append(start, r)
		}
	}
	return start
}

// unused reports the rules that the start rules do not reach.
func (c *checker) unused(start []*abnf.Rule) {
	if len(start) == 0 {
		return
	}
	var starts []string
	for _, r := range start {
		starts = append(starts, r.Name)
	}
	for _, r := range c.g.Rules {
		if !c.used[r] && !r.Core {
			c.report(r, r.Pos(), Warning, "rule %q is not used by the start rule(s) %s", r.Name, strings.Join(starts, ", "))
		}
	}
}

// recursion reports left cycles as errors and other recursive rules as
// warnings.
func (c *checker) recursion() {
	left := graph(c.g, true)
	inLeft := map[*abnf.Rule]bool{}
	for _, scc := range recursive(c.g, left) {
		path, ref := cyclePath(scc, left)
		c.report(scc[0], ref.At, Error, "rule %q is left-recursive (%s): the generator cannot compile it", scc[0].Name, pathText(path))
		for _, r := range scc {
			inLeft[r] = true
		}
	}
	all := graph(c.g, false)
	for _, scc := range recursive(c.g, all) {
		if slices.ContainsFunc(scc, func(r *abnf.Rule) bool { return inLeft[r] }) {
			continue
		}
		path, ref := cyclePath(scc, all)
		c.report(scc[0], ref.At, Warning, "rule %q is recursive (%s); its language may not be regular, so generated parsers use the general strategy", scc[0].Name, pathText(path))
	}
}

func pathText(path []*abnf.Rule) string {
	names := make([]string, len(path))
	for i, r := range path {
		names[i] = r.Name
	}
	return strings.Join(names, " → ")
}

// unproductive reports the recursive rules that derive no finite string.
//
// It is the classical computation of the productive rules, in time linear
// in the grammar: every element of every body is a node that waits for
// some of its children (all the items of a concatenation, one alternative
// of an alternation, the item of a repetition with a minimum, the body of
// a group, the rule a reference names) and becomes productive when they
// have; terminals, prose-vals, references to undefined rules and
// repetitions that may be empty are productive from the start. Each node
// becomes productive once and tells its parent, or, for a rule's body,
// every reference to the rule.
func (c *checker) unproductive() {
	type node struct {
		parent int        // -1 for a rule's body
		need   int        // children still to become productive
		rule   *abnf.Rule // the rule whose body this is
	}
	var nodes []node
	var queue []int // nodes found productive, to tell their parents
	refs := map[*abnf.Rule][]int{}
	add := func(parent, need int, r *abnf.Rule) int {
		c.steps++
		nodes = append(nodes, node{parent: parent, need: need, rule: r})
		i := len(nodes) - 1
		if need == 0 {
			queue = append(queue, i)
		}
		return i
	}
	// The walk keeps its own stack: bodies nest as deeply as the
	// grammar's text.
	type item struct {
		n      abnf.Node
		parent int
		rule   *abnf.Rule
	}
	var stack []item
	for _, r := range c.g.Rules {
		stack = append(stack[:0], item{r.Body(), -1, r})
		for len(stack) > 0 {
			it := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			switch n := it.n.(type) {
			case *abnf.Alternation:
				i := add(it.parent, 1, it.rule)
				for _, a := range n.Alts {
					stack = append(stack, item{a, i, nil})
				}
			case *abnf.Concatenation:
				i := add(it.parent, len(n.Items), it.rule)
				for _, a := range n.Items {
					stack = append(stack, item{a, i, nil})
				}
			case *abnf.Repetition:
				need := 1
				if n.Min == 0 || n.Max == 0 {
					need = 0
				}
				stack = append(stack, item{n.Item, add(it.parent, need, it.rule), nil})
			case *abnf.Group:
				stack = append(stack, item{n.Body, add(it.parent, 1, it.rule), nil})
			case *abnf.RuleRef:
				if x := c.g.Rule(n.Name); x == nil {
					add(it.parent, 0, it.rule)
				} else {
					refs[x] = append(refs[x], add(it.parent, 1, it.rule))
				}
			default: // terminals, and prose-vals, whatever they mean
				add(it.parent, 0, it.rule)
			}
		}
	}
	productive := map[*abnf.Rule]bool{}
	// tell counts one more productive child of node i.
	tell := func(i int) {
		c.steps++
		if nodes[i].need--; nodes[i].need == 0 {
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if p := nodes[i].parent; p >= 0 {
			tell(p)
			continue
		}
		if r := nodes[i].rule; !productive[r] {
			productive[r] = true
			for _, ref := range refs[r] {
				tell(ref)
			}
		}
	}
	for _, scc := range Cycles(c.g) {
		for _, r := range scc {
			if !productive[r] {
				c.report(r, r.Pos(), Error, "rule %q matches no finite string", r.Name)
			}
		}
	}
}

// suggest returns the defined or core rule whose name is nearest to name
// (the first in grammar order among equals), if it is within edit distance
// 2. Short names allow less: one edit for two to four letters, none for
// one letter, so that "note" does not suggest "name".
func (c *checker) suggest(name string) string {
	key := abnf.Key(name)
	best, bestDist := "", min(2, (len(key)+1)/3)+1
	try := func(cand string) {
		if d := distance(key, abnf.Key(cand)); d < bestDist {
			best, bestDist = cand, d
		}
	}
	for _, r := range c.g.Rules {
		try(r.Name)
	}
	for _, n := range abnf.CoreNames() {
		try(n)
	}
	return best
}

// distance is the optimal string alignment distance between a and b: the
// number of single-byte insertions, deletions, substitutions and swaps of
// adjacent bytes that turn one into the other.
func distance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
