// Package emit writes the Go source of a parser package and its syntax
// tree package for a checked grammar, with jennifer.
//
// It works in two passes, the way protoc-gen-go does: model computes
// everything first (the automata of every rule, the byte classes, the
// tables, the node types and their children), then one small gen
// function per construct writes code from the model.
//
// Grammars without recursion compile to automata (package dfa): every
// rule gets a minimal DFA to validate and a tagged DFA that builds the
// first parse tree in priority order, both running in one pass, in time
// linear in the input. A grammar that recurses is written as a table of
// elements that package machine runs: exact, with the same trees and
// errors, in polynomial time.
package emit

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/dfa"

	. "github.com/dave/jennifer/jen"
)

// Version changes when the generated code changes for the same input; it
// is part of the generation hash.
const Version = "1"

// Package names a generated package: its name, the directory it is
// written to, and its import path.
type Package struct {
	Name string // the package name, as in its package clause
	Dir  string // the directory, joined with file names into Generate's keys
	Path string // the import path
}

// Config says what to generate.
type Config struct {
	// Grammar is the grammar to generate: every rule of it, which must
	// check without errors.
	Grammar *abnf.Grammar
	Sources []string // the grammar files as given, for headers and docs
	Command string   // the command that generates, recorded in each file
	Nodes   []string // the rules whose matches are tree nodes
	// API is what to offer: "validate" (Validate, always offered),
	// "parse" (Parse and Append), "find" (Find); none means all three.
	// With neither parse nor find ("validate" alone) no tree package is
	// written and the parser does not import one; Nodes and FindNodes
	// must then be empty.
	API []string
	// Entries are the rules that get entry points (Validate, Parse,
	// Find and the per-rule functions); none means every rule. The
	// automata of other rules are not written, except those of rules
	// the entries call.
	Entries []string
	// Direct are the entry rules whose automata are direct-coded, a
	// labelled block of Go per state: the fastest form, and the largest.
	// The other entries hold their automata as tables that one loop
	// runs. None means every rule is direct-coded, unless Tables is set.
	Direct []string
	// Tables holds the automata of every rule not in Direct as tables.
	Tables bool
	// DirectAPI limits direct coding to these parts: "validate",
	// "parse", "find" (none: all three).
	DirectAPI []string
	// FindNodes are the rules whose spans Find records (ast.Spans), when
	// they are not Nodes: fewer nodes make a smaller, faster automaton.
	FindNodes []string
	Parser    Package // the package of the matching code (Validate, Parse, Find)
	AST       Package // the package of the tree types
	// Extern maps rules to the import paths of generated packages whose
	// automata of them the parser calls instead of compiling its own: each
	// must be a rule this grammar compiles once and calls (a prefix-free
	// rule of 32 DFA states or more, such as RFC 3986's IP-literal) with no
	// node inside it, and the package must offer it (PrefixNAME), from the
	// same ABNF: a parser compiles only with a package whose rule and the
	// rules it uses are defined as here (DefinitionNAME_HASH).
	Extern map[string]string
	// Runtime is the package the parser runs on, package machine: its
	// import path (RuntimePath when empty) and, when Dir is set, where
	// Generate writes a copy of it, for a module that does not require
	// this one.
	Runtime Package
	// Note, when set, is told of choices the generator made that the
	// user may want to know of (a rule too large for an automaton).
	Note func(string)
}

// RuntimePath is the import path of package machine, which generated
// parsers run on.
const RuntimePath = "github.com/abnf-uri/uri/machine"

// runtime returns the import path of the runtime the parser imports.
func (m *model) runtime() string {
	if m.cfg.Runtime.Path != "" {
		return m.cfg.Runtime.Path
	}
	return RuntimePath
}

// MaxRuleBytes bounds the Go code written for one rule's automata: an
// automaton within the limits of package dfa can still have so many
// register operations that its code takes minutes to compile. The largest
// rule of RFC 8089 Appendix F takes under 400 KB.
const MaxRuleBytes = 1 << 20

// MaxRules is the most rules a grammar can have: the events of a parse
// (type event of the generated parser) hold a rule's number shifted left
// by one, and a bit for a node's end, in 16 bits.
const MaxRules = 1<<15 - 1

// MaxExpectations is the most distinct texts of what was expected where a
// match stops that the generated automata can have: they name them by
// 16-bit indices.
const MaxExpectations = 1 << 16

// Generate returns the generated files, by path: the parser's, the tree
// package's and, when cfg.Runtime.Dir is set, a copy of the runtime.
func Generate(cfg Config) (map[string][]byte, error) {
	files, err := generateFiles(cfg)
	if err != nil || cfg.Runtime.Dir == "" {
		return files, err
	}
	rt, err := runtimeFiles(cfg.Runtime.Dir)
	if err != nil {
		return nil, err
	}
	maps.Copy(files, rt)
	return files, nil
}

// generateFiles returns the files of the parser and the tree package.
func generateFiles(cfg Config) (map[string][]byte, error) {
	m, err := newModel(cfg, nil)
	if err != nil {
		return nil, err
	}
	files, err := m.render()
	if err != nil || m.recursive {
		return files, err
	}
	for _, ru := range m.rules {
		if n := len(files[m.ruleFile(ru)]); n > MaxRuleBytes && m.direct(ru) {
			m, err = newModel(cfg, &dfa.LimitError{Rule: ru.r, What: fmt.Sprintf("%d bytes of Go code, more than %d", n, MaxRuleBytes)})
			if err != nil {
				return nil, err
			}
			return m.render()
		}
	}
	return files, nil
}

// render renders the files of m, by path.
func (m *model) render() (map[string][]byte, error) {
	files := map[string][]byte{}
	fs := m.files()
	if n := len(m.expectations); n > MaxExpectations {
		return nil, fmt.Errorf("the automata have %d distinct texts of what was expected where a match stops; at most %d are supported (they are named by 16-bit indices)", n, MaxExpectations)
	}
	for name, f := range fs {
		var b strings.Builder
		if err := f.Render(&b); err != nil {
			return nil, fmt.Errorf("rendering %s: %w", name, err)
		}
		files[name] = []byte(b.String())
	}
	if !m.recursive && m.tabled() {
		name, src, err := m.machineFile()
		if err != nil {
			return nil, err
		}
		files[name] = src
	}
	return files, nil
}

// model is everything the generated code is written from.
type model struct {
	cfg   Config
	g     *abnf.Grammar
	rules []*rule // in the order of their kinds: the named rules first
	named int     // how many rules are named in the output (see public)
	byRef map[*abnf.Rule]*rule
	hash  string

	recursive    bool            // generate for package machine: the grammar recurses, or see tooLarge
	utf8         bool            // terminals are code points, read as UTF-8 (Grammar.UTF8)
	tooLarge     *dfa.LimitError // a rule too large for an automaton, or nil
	set          *dfa.Set
	findSet      *dfa.Set              // the automata Find runs, built for the find nodes
	callees      []*abnf.Rule          // the rules other rules call, in grammar order
	extern       map[*abnf.Rule]string // callees whose automata another package holds, by import path (Config.Extern)
	classes      [][256]uint8          // distinct byte-class maps
	classNames   []string              // the name of each one's index
	classUsers   [][]string            // the rules whose automata read each one
	loopNames    []string              // the name of each loop set's index
	loopRules    []string              // the rules each loop set reads
	tableNames   map[string]bool
	loops        [][256]bool        // distinct sets of bytes a state loops on
	expectations []string           // distinct "what was expected" texts, with their nodes
	expectLists  [][]string         // the items of each of expectations
	expectNodes  []int              // the index in nodeSets of each of expectations' nodes
	nodeSets     [][]string         // distinct lists of the nodes a failure is inside; [0] is nil, unknown
	sites        map[*abnf.Rule]int // a callee's nodes at its call sites, an index into nodeSets (0: they differ)
	maxDepth     int
	tableRegs    int   // the most registers a table automaton uses
	slots        []int // by kind-1: a find node rule's first slot in ast.Spans, or -1 (see slot)
	findNodes    int   // how many rules are find nodes

	// Indices of what the slices above hold, so that a grammar of
	// thousands of rules does not search them for each state.
	classIdx  map[[256]uint8]int
	loopIdx   map[[256]bool]int
	expectIdx map[string]int
	nodeIdx   map[string]int
	calleeIdx map[*abnf.Rule]int
}

// rule is a rule of the grammar and what is generated for it.
type rule struct {
	r        *abnf.Rule
	name     string // Go name
	kind     int    // its number, as ast.Kind and parser.Rule
	node     bool
	findNode bool          // Find records its spans (Config.FindNodes)
	entry    bool          // it has entry points (Config.Entries)
	findAuto *dfa.Automata // the automata Find runs
	auto     *dfa.Automata
	children []child
}

// child is a kind of node that can appear directly under a node.
type child struct {
	rule *rule
	many bool // can appear more than once
}

// reserved are the identifiers the generated packages declare whatever
// the grammar; rules get other names (see names).
var reserved = map[string]bool{
	// package ast
	"Kind": true, "Record": true, "Tree": true, "Node": true, "Match": true, "Spans": true,
	"Visitor": true, "Walk": true, "Inspect": true, "Children": true,
	"base": true, "inspector": true, "kindNames": true, "spanSlot": true,
	// package parser
	"Rule": true, "Rules": true, "Lookup": true, "Error": true, "Found": true,
	"Validate": true, "Parse": true, "Append": true, "Find": true,
	"tree": true, "classes": true, "loops": true, "expectations": true, "noSpans": true,
	"event": true, "span": true, "build": true, "maxDepth": true, "program": true, "failure": true,
	"ruleNames": true,
}

// nodeMethods are the methods every node type has; accessors of children
// avoid them.
var nodeMethods = map[string]bool{"Kind": true, "Pos": true, "End": true, "Text": true, "Tree": true, "Index": true}

// newModel builds the model of cfg's grammar. With tooLarge set it does
// not build automata: the grammar is written for package machine, for the
// reason tooLarge gives.
func newModel(cfg Config, tooLarge *dfa.LimitError) (*model, error) {
	g := cfg.Grammar
	if n := len(g.Rules); n > MaxRules {
		return nil, fmt.Errorf("the grammar has %d rules; at most %d are supported (an event of a parse holds a rule's number and one bit in 16 bits)", n, MaxRules)
	}
	// Only errors matter here, and they do not depend on the start rules.
	ds := check.Check(g, check.Options{Start: nil})
	if check.HasErrors(ds) {
		var msgs []string
		for _, d := range ds {
			if d.Severity == check.Error {
				msgs = append(msgs, d.String())
			}
		}
		return nil, fmt.Errorf("the grammar has errors:\n%s", strings.Join(msgs, "\n"))
	}
	m := &model{cfg: cfg, g: g, byRef: map[*abnf.Rule]*rule{}}
	for _, a := range cfg.API {
		if a != "validate" && a != "parse" && a != "find" {
			return nil, fmt.Errorf("API part %q: want validate, parse or find", a)
		}
	}
	if m.validateOnly() && len(cfg.Nodes)+len(cfg.FindNodes) > 0 {
		return nil, fmt.Errorf("-api validate: nodes are what Parse and Find record, and Validate records none; drop -nodes and -find-nodes, or add parse or find to -api")
	}
	goNames := names(g.Rules, reserved)
	for i, r := range g.Rules {
		ru := &rule{r: r, name: goNames[r], kind: i + 1}
		m.rules = append(m.rules, ru)
		m.byRef[r] = ru
	}
	for _, ru := range m.rules {
		ru.entry = len(cfg.Entries) == 0
	}
	for _, name := range cfg.Entries {
		r := g.Rule(name)
		if r == nil {
			return nil, fmt.Errorf("entry rule %q is not in the grammar", name)
		}
		m.byRef[r].entry = true
	}
	for _, name := range cfg.Direct {
		if r := g.Rule(name); r == nil || !m.byRef[r].entry {
			return nil, fmt.Errorf("direct-coded rule %q is not an entry rule of the grammar", name)
		}
	}
	// With -entries, only the entry and node rules are named in the
	// output (Rule and Kind constants): they come first, the other rules
	// after them, numbered on but never shown.
	if len(cfg.Entries) > 0 {
		named := map[*abnf.Rule]bool{}
		for _, n := range slices.Concat(cfg.Entries, cfg.Nodes, cfg.FindNodes) {
			if r := g.Rule(n); r != nil {
				named[r] = true
			}
		}
		var first, rest []*rule
		for _, ru := range m.rules {
			if named[ru.r] {
				first = append(first, ru)
			} else {
				rest = append(rest, ru)
			}
		}
		m.rules, m.named = append(first, rest...), len(first)
		for i, ru := range m.rules {
			ru.kind = i + 1
		}
	} else {
		m.named = len(m.rules)
	}
	nodes := map[*abnf.Rule]int{}
	for _, n := range cfg.Nodes {
		r := g.Rule(n)
		if r == nil {
			return nil, fmt.Errorf("node rule %q is not in the grammar", n)
		}
		m.byRef[r].node = true
		nodes[r] = m.byRef[r].kind
	}
	findNodes := nodes
	if len(cfg.FindNodes) > 0 {
		findNodes = map[*abnf.Rule]int{}
		for _, n := range cfg.FindNodes {
			r := g.Rule(n)
			if r == nil {
				return nil, fmt.Errorf("find node rule %q is not in the grammar", n)
			}
			findNodes[r] = m.byRef[r].kind
		}
	}
	for r := range findNodes {
		m.byRef[r].findNode = true
	}
	m.numberSlots()
	m.children()
	m.hash = m.generation()
	if err := g.CheckEncoding(); err != nil {
		return nil, err
	}
	m.utf8 = g.UTF8()
	if len(check.Cycles(g)) > 0 {
		// Recursion: the general strategy (package machine, Program).
		m.recursive = true
		if slices.Contains(cfg.API, "find") {
			return nil, fmt.Errorf("-api find: Find is not offered for grammars with recursion, whose parsers package machine runs; use parse")
		}
		return m, nil
	}
	kinds := map[*abnf.Rule]int{}
	for _, ru := range m.rules {
		kinds[ru.r] = ru.kind
	}
	var set *dfa.Set
	var err error
	if tooLarge != nil {
		err = tooLarge
	} else {
		set, err = dfa.Build(g, nodes, kinds)
	}
	var limit *dfa.LimitError
	if errors.As(err, &limit) {
		// An automaton this large would take too long to build and make
		// too much code: package machine runs the grammar instead.
		m.recursive, m.tooLarge = true, limit
		if slices.Contains(cfg.API, "find") {
			return nil, fmt.Errorf("-api find: %v; Find is not offered for parsers package machine runs; use parse", limit)
		}
		if cfg.Note != nil {
			cfg.Note(fmt.Sprintf("%v; the parser holds the grammar as a table for package machine, which takes time polynomial in the input", limit))
		}
		return m, nil
	}
	if err != nil {
		return nil, err
	}
	m.set, m.findSet = set, set
	if len(cfg.FindNodes) > 0 && m.api("find") {
		if m.findSet, err = dfa.Build(g, findNodes, kinds); err != nil {
			return nil, fmt.Errorf("the automata of Find: %w", err)
		}
		for r := range set.Callees {
			if m.findSet.Callees[r] == nil {
				return nil, fmt.Errorf("-find-nodes: rule %q is called in the automata of Parse and not in those of Find; give -find-nodes the same rules as -nodes", r.Name)
			}
		}
		if len(m.findSet.Callees) != len(set.Callees) {
			return nil, fmt.Errorf("-find-nodes: the automata of Find call other rules than those of Parse; give -find-nodes the same rules as -nodes")
		}
	}
	for i, a := range set.Rules { // in the grammar's order
		ru := m.byRef[a.Rule]
		ru.auto = a
		ru.findAuto = m.findSet.Rules[i]
	}
	m.findSites()
	m.calleeIdx = map[*abnf.Rule]int{}
	for _, r := range g.Rules {
		if set.Callees[r] != nil {
			m.calleeIdx[r] = len(m.callees)
			m.callees = append(m.callees, r)
		}
	}
	if err := m.externs(); err != nil {
		return nil, err
	}
	return m, nil
}

// children finds, for each node rule, the node kinds that can appear
// directly under it: node rules reached through rules that are not nodes.
// A kind can appear many times when it is under a repetition or appears
// twice in a concatenation; an alternation counts its largest branch.
func (m *model) children() {
	depth := map[*rule]int{}
	// Without recursion a rule's count does not depend on the way to it
	// (seen never stops a walk): it is kept, so that a grammar of
	// thousands of rules is walked once, not once per rule above.
	var memo map[*abnf.Rule]map[*rule]int
	if len(check.Cycles(m.g)) == 0 {
		memo = map[*abnf.Rule]map[*rule]int{}
	}
	var count func(n abnf.Node, seen map[*abnf.Rule]bool) map[*rule]int
	count = func(n abnf.Node, seen map[*abnf.Rule]bool) map[*rule]int {
		out := map[*rule]int{}
		add := func(c map[*rule]int, times int) {
			for k, v := range c {
				out[k] = min(out[k]+v*times, 2)
			}
		}
		switch n := n.(type) {
		case *abnf.Alternation:
			for _, a := range n.Alts {
				for k, v := range count(a, seen) {
					out[k] = max(out[k], v)
				}
			}
		case *abnf.Concatenation:
			for _, a := range n.Items {
				add(count(a, seen), 1)
			}
		case *abnf.Group:
			return count(n.Body, seen)
		case *abnf.Repetition:
			times := n.Max
			if times == abnf.Unbounded || times > 2 {
				times = 2
			}
			add(count(n.Item, seen), times)
		case *abnf.RuleRef:
			r := m.g.Rule(n.Name)
			if ru := m.byRef[r]; ru.node {
				out[ru] = 1
			} else if c, ok := memo[r]; ok {
				add(c, 1)
			} else if !seen[r] {
				seen[r] = true
				c := count(r.Body(), seen)
				add(c, 1)
				delete(seen, r)
				if memo != nil {
					memo[r] = c
				}
			}
		}
		return out
	}
	for _, ru := range m.rules {
		if !ru.node {
			continue
		}
		for k, v := range count(ru.r.Body(), map[*abnf.Rule]bool{ru.r: true}) {
			if v > 0 {
				ru.children = append(ru.children, child{rule: k, many: v > 1})
			}
		}
		sort.Slice(ru.children, func(i, j int) bool { return ru.children[i].rule.kind < ru.children[j].rule.kind })
	}
	// The deepest a tree can be: a root (node or not) over node rules.
	var deep func(ru *rule, seen map[*rule]bool) int
	deep = func(ru *rule, seen map[*rule]bool) int {
		if d, ok := depth[ru]; ok {
			return d
		}
		best := 0
		for _, c := range ru.children {
			if !seen[c.rule] {
				seen[c.rule] = true
				best = max(best, deep(c.rule, seen))
				delete(seen, c.rule)
			}
		}
		depth[ru] = best + 1
		return best + 1
	}
	for _, ru := range m.rules {
		kids := count(ru.r.Body(), map[*abnf.Rule]bool{ru.r: true})
		d := 0
		for k := range kids {
			d = max(d, deep(k, map[*rule]bool{k: true}))
		}
		m.maxDepth = max(m.maxDepth, d+1)
	}
}

// classIndex returns the index of d's byte-class map among the distinct
// ones.
func (m *model) classIndex(d *dfa.DFA) int {
	if i, ok := m.classIdx[d.Class]; ok {
		return i
	}
	if m.classIdx == nil {
		m.classIdx = map[[256]uint8]int{}
	}
	m.classIdx[d.Class] = len(m.classes)
	m.classes = append(m.classes, d.Class)
	m.classNames = append(m.classNames, m.tableName("of"+m.byRef[d.NFA.Rule].name))
	m.classUsers = append(m.classUsers, nil)
	return len(m.classes) - 1
}

// class returns the name of the index of d's byte-class map in classes,
// noting that rule ru's automata read it.
func (m *model) class(d *dfa.DFA) Code {
	i := m.classIndex(d)
	if r := d.NFA.Rule; !slices.Contains(m.classUsers[i], r.Name) {
		m.classUsers[i] = append(m.classUsers[i], r.Name)
	}
	return Id(m.classNames[i])
}

// tableName returns name, or name with a number after it when a table
// already has it.
func (m *model) tableName(name string) string {
	if m.tableNames == nil {
		m.tableNames = map[string]bool{}
	}
	n := name
	for k := 2; m.tableNames[n]; k++ {
		n = name + strconv.Itoa(k)
	}
	m.tableNames[n] = true
	return n
}

// api reports whether the generated parser offers part: "validate",
// "parse" (Parse and Append, building trees) or "find" (Find, spans of
// nodes).
func (m *model) api(part string) bool {
	if len(m.cfg.API) == 0 || part == "validate" {
		return true
	}
	return slices.Contains(m.cfg.API, part)
}

// validateOnly reports whether the parser offers Validate alone (-api
// validate): it then has no tree package.
func (m *model) validateOnly() bool { return !m.api("parse") && !m.api("find") }

// spans returns the engine of Find: a vector of two slots (start, end)
// per node rule, in kind order; the marks of a root that is no node are
// not kept (its span is the whole input).
func (m *model) spans() spansEngine {
	return spansEngine{
		spans: Qual(m.cfg.AST.Path, "Spans"),
		slot: func(t dfa.Tag) int {
			s := m.slot(m.rules[t.Node-1])
			if s < 0 {
				return -1
			}
			if t.Exit {
				s++
			}
			return s
		},
	}
}

// slot is the first of the two slots of a node rule in ast.Spans, -1 for
// a rule that makes no node.
func (m *model) slot(ru *rule) int { return m.slots[ru.kind-1] }

// nodeCount is the number of rules whose spans Find records.
func (m *model) nodeCount() int { return m.findNodes }

// numberSlots finds the slots of slot and the count of nodeCount, once the
// find nodes are known.
func (m *model) numberSlots() {
	m.slots, m.findNodes = make([]int, len(m.rules)), 0
	for i, r := range m.rules {
		m.slots[i] = -1
		if r.findNode {
			m.slots[i] = 2 * m.findNodes
			m.findNodes++
		}
	}
}

// loop returns the index+1 of the set of bytes on which state s of d
// stays in place with no history operation, or 0 when there is none.
func (m *model) loop(d *dfa.DFA, s int) int {
	var set [256]bool
	any := false
	for b := 0; b < 256; b++ {
		t := d.States[s].Next[d.Class[b]]
		if t.To == s && len(t.Ops) == 0 {
			set[b] = true
			any = true
		}
	}
	if !any {
		return 0
	}
	if i, ok := m.loopIdx[set]; ok {
		return i + 1
	}
	if m.loopIdx == nil {
		m.loopIdx = map[[256]bool]int{}
	}
	m.loopIdx[set] = len(m.loops)
	m.loops = append(m.loops, set)
	name, in := "loop", d.Within(s)
	if len(in) > 0 {
		name = "in" + m.byRef[in[0]].name
	}
	m.loopNames = append(m.loopNames, m.tableName(name))
	var what []string
	for _, r := range in {
		what = append(what, r.Name)
	}
	m.loopRules = append(m.loopRules, strings.Join(what, ", "))
	return len(m.loops)
}

// expect returns the index of the text of what state s of d expects,
// with the nodes a failure there is inside (see nodes).
func (m *model) expect(d *dfa.DFA, s int) int {
	return m.expectIn(m.nodes(d, s), d.States[s].Expect...)
}

// EndOfInput names the end of the input in expectations.
const EndOfInput = dfa.EndOfInput

// expectText returns the index of the expectation of items, whose text
// is the items joined as `a, b or c` ("nothing" for none), at a place
// whose nodes are unknown.
func (m *model) expectText(items ...string) int { return m.expectIn(0, items...) }

// expectIn returns the index of the expectation of items at a place
// inside the nodes nodeSets[set].
func (m *model) expectIn(set int, items ...string) int {
	text := joinOr(items)
	key := text + "\x00" + strconv.Itoa(set)
	if i, ok := m.expectIdx[key]; ok {
		return i
	}
	if m.expectIdx == nil {
		m.expectIdx = map[string]int{}
	}
	m.expectIdx[key] = len(m.expectations)
	m.expectations = append(m.expectations, text)
	m.expectLists = append(m.expectLists, items)
	m.expectNodes = append(m.expectNodes, set)
	return len(m.expectations) - 1
}

// nodeSet returns the index in nodeSets of names, a list of the nodes a
// failure is inside ("" for none); nil is 0, unknown.
func (m *model) nodeSet(names []string) int {
	if names == nil {
		return 0
	}
	if len(m.nodeSets) == 0 {
		m.nodeSets = [][]string{nil}
	}
	key := strings.Join(names, "\x00") + "\x00"
	if i, ok := m.nodeIdx[key]; ok {
		return i
	}
	if m.nodeIdx == nil {
		m.nodeIdx = map[string]int{}
	}
	m.nodeIdx[key] = len(m.nodeSets)
	m.nodeSets = append(m.nodeSets, names)
	return len(m.nodeSets) - 1
}

// nodes returns the index in nodeSets of the nodes a failure in state s
// of d is inside (dfa.DState.Nodes): the rule names of the grammar's
// nodes, "" for a thread inside none of them. A rule compiled to be
// called (d's root is no node: see dfa.Set.Callees) is inside the nodes
// of its call sites: a thread inside none of its own nodes stands for
// those, when every call site has the same (see sites), else the place is
// unknown (0).
func (m *model) nodes(d *dfa.DFA, s int) int {
	if len(m.cfg.Nodes) == 0 {
		return 0
	}
	callee := d.NFA.States[d.NFA.Start].Mark.Node < 0
	var names []string
	add := func(n string) {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for _, r := range d.States[s].Nodes {
		switch {
		case r != nil:
			add(r.Name)
		case !callee:
			add("")
		default:
			site, ok := m.sites[d.NFA.Rule]
			if !ok || site == 0 {
				return 0
			}
			for _, n := range m.nodeSets[site] {
				add(n)
			}
		}
	}
	if names == nil {
		names = []string{""}
	}
	return m.nodeSet(names)
}

// findSites fills m.sites: for each called rule, the nodes its call
// sites are inside, when all of them agree. A call site inside another
// called rule and inside none of its nodes is at that rule's call sites:
// a few rounds resolve the depths of calls grammars have.
func (m *model) findSites() {
	if len(m.cfg.Nodes) == 0 {
		return
	}
	type site struct{ callee, caller, node *abnf.Rule } // caller: nil outside every callee
	var all []site
	for _, set := range []*dfa.Set{m.set, m.findSet} {
		autos := slices.Clone(set.Rules)
		for _, r := range m.g.Rules {
			if a := set.Callees[r]; a != nil {
				autos = append(autos, a)
			}
		}
		for _, a := range autos {
			var caller *abnf.Rule
			if set.Callees[a.Rule] == a {
				caller = a.Rule
			}
			for _, d := range []*dfa.DFA{a.Parse, a.Validate} {
				for _, st := range d.States {
					if st.Call != nil {
						all = append(all, site{st.Call, caller, d.NFA.States[st.Items[0]].Node})
					}
				}
			}
		}
	}
	m.sites = map[*abnf.Rule]int{}
	for range 4 {
		sets := map[*abnf.Rule][]string{}
		conflict := map[*abnf.Rule]bool{}
		for _, c := range all {
			var these []string
			switch {
			case c.node != nil:
				these = []string{c.node.Name}
			case c.caller == nil:
				these = []string{""}
			default:
				if i := m.sites[c.caller]; i != 0 {
					these = m.nodeSets[i]
				}
			}
			if old, ok := sets[c.callee]; these == nil || ok && !slices.Equal(old, these) {
				conflict[c.callee] = true
			}
			sets[c.callee] = these
		}
		for _, r := range m.g.Rules { // in order: the indices do not depend on a map's
			if these, ok := sets[r]; ok {
				m.sites[r] = 0
				if !conflict[r] {
					m.sites[r] = m.nodeSet(these)
				}
			}
		}
	}
}

// joinOr joins items as `a, b or c`.
func joinOr(items []string) string {
	switch len(items) {
	case 0:
		return "nothing"
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// generation hashes what the generated code depends on, so that a parser
// and an ast package from different runs do not compile together.
func (m *model) generation() string {
	h := sha256.New()
	fmt.Fprintln(h, Version, m.cfg.Parser, m.cfg.AST, m.cfg.Nodes)
	if len(m.cfg.FindNodes) > 0 {
		fmt.Fprintln(h, m.cfg.FindNodes)
	}
	if len(m.cfg.Extern) > 0 {
		fmt.Fprintln(h, m.cfg.Extern)
	}
	if m.g.UTF8() {
		fmt.Fprintln(h, "utf8")
	}
	for _, r := range m.g.Rules {
		fmt.Fprintln(h, r.Name, abnf.Format(r.Body()))
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// HeaderPrefix begins every generated file.
const HeaderPrefix = "// Code generated by \"abnf gen\""

// header is the first comment of every generated file.
func (m *model) header() string {
	h := fmt.Sprintf("%s from %s; DO NOT EDIT.\n//\n//\t%s", HeaderPrefix, strings.Join(m.cfg.Sources, ", "), m.cfg.Command)
	if m.utf8 {
		h += "\n//\n// Terminals are code points, read as UTF-8 (-encoding utf8)."
	}
	return h
}

// source names where a rule is defined, for doc comments.
func (m *model) source(r *abnf.Rule) string {
	p := r.Pos()
	return fmt.Sprintf("%s:%d", path.Base(p.File), p.Line)
}

// uintType is the smallest unsigned integer type that holds every value
// up to max: uint8 while it can, so that the code of small grammars stays
// as compact as it was.
func uintType(max int) *Statement { return Id(uintName(max)) }

// uintName is the name of uintType(max).
func uintName(max int) string {
	if max <= 255 {
		return "uint8"
	}
	return "uint16"
}

// kindType is the type of Rule and ast.Kind: it holds every rule's number.
func (m *model) kindType() *Statement { return uintType(len(m.rules)) }

// public returns the rules named in the output, with Rule and Kind
// constants: every rule, or with -entries the entry and node rules.
func (m *model) public() []*rule { return m.rules[:m.named] }
