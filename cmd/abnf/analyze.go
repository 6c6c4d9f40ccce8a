package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/analyze"
	"github.com/abnf-uri/uri/gen/dfa"
	"github.com/abnf-uri/uri/gen/peg"
)

// runAnalyze is "abnf analyze": for each rule, the facts package analyze
// establishes, grouped by rule, as text or JSON.
func runAnalyze(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("analyze", "-g FILE[,FILE...] [-r RULE[,RULE...]] [-nodes RULE[,RULE...]] [-depth N] [-hazards=false] [-budget N] [-json]", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "grammar `file`s, comma-separated, read as one grammar")
	rules := &listFlag{what: "rule name"}
	fs.Var(rules, "r", "analyze only these `rule`s (default: every rule)")
	nodes := &listFlag{what: "rule name"}
	fs.Var(nodes, "nodes", "the `rule`s whose matches make parse trees, for ambiguity (default: every rule)")
	depth := fs.Int("depth", 3, "for rules with recursion, search for ambiguity among derivations\nnesting each rule at most `N` deep")
	hazards := fs.Bool("hazards", true, "search for the strings a PEG parser of the rule would reject (order\nand greedy-repetition hazards); -hazards=false skips it")
	budget := fs.Int("budget", 0, "`calls` of the reference matcher the hazard search of each rule may make\n(default 200000)")
	asJSON := fs.Bool("json", false, "print one JSON object per rule, one per line")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case len(files.names) == 0:
		return usageError(fs, "no grammar file (-g)")
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	g, ok := checked(fs, files.names, rules.names...)
	if !ok {
		return 2
	}
	for _, n := range nodes.names {
		if g.Rule(n) == nil {
			return usageError(fs, "-nodes: no rule %q in the grammar", n)
		}
	}
	// With -r, only the rules asked about and those they reach are
	// analyzed: the work is theirs, not the grammar's.
	var only []*abnf.Rule
	for _, n := range rules.names {
		only = append(only, g.Rule(n))
	}
	todo, err := analyze.Rules(g, only...)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 1
	}
	var nodeNames []string
	if len(nodes.names) > 0 {
		nodeNames = nodes.names
	}
	// Rules are analyzed independently, so on all CPUs at once, but a big
	// rule alone (see parallelStates); reports come out in grammar order
	// all the same.
	search, err := analyze.NewAmbiguitySearch(g, nodeNames, *depth)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 1
	}
	size := func(s analyze.Stats) int { return search.Size(s.Rule) }
	reports, stop := inParallel(todo, size, parallelStates, func(s analyze.Stats) (ruleReport, error) {
		// The rules of -nodes are known: an error is about this rule
		// alone, reported with it.
		amb, err := search.Rule(s.Rule)
		r := report(s, amb, g.UTF8())
		var limit *dfa.LimitError
		switch {
		case errors.As(err, &limit):
			r.AmbiguitySearch, r.AmbiguityTooLarge = "not done", "needs "+limit.What
		case err != nil:
			r.AmbiguitySearch, r.AmbiguityError = "not done", err.Error()
		}
		switch {
		case *hazards && (r.DFATooLarge != "" || r.AmbiguityTooLarge != ""):
			// Too large for its automata, too large for the strings
			// the search builds.
			r.Search = notSearched
		case *hazards:
			rep, err := peg.Search(g, s.Rule.Name, peg.Options{Budget: *budget})
			if err != nil {
				return ruleReport{}, err
			}
			r.addHazards(rep)
		}
		return r, nil
	})
	defer stop()
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	first := true
	var unfinished []string
	for i, s := range todo {
		res := <-reports[i]
		if res.err != nil {
			fmt.Fprintf(stderr, "%s: %s: %v\n", fs.Name(), s.Rule.Name, res.err)
			return 1
		}
		r := res.value
		if r.unfinished() {
			unfinished = append(unfinished, r.Rule)
		}
		if *asJSON {
			enc.Encode(r)
			continue
		}
		if !first {
			fmt.Fprintln(stdout)
		}
		first = false
		r.print(stdout)
	}
	if len(unfinished) > 0 {
		names := strings.Join(unfinished[:min(len(unfinished), 10)], ", ")
		if len(unfinished) > 10 {
			names += ", ..."
		}
		fmt.Fprintf(stderr, "%s: %s not fully analyzed (too large, or values above 0xFF), as reported: %s\n",
			fs.Name(), plural(len(unfinished), "rule"), names)
		return 1
	}
	return 0
}

// notSearched is the hazard search of a rule too large for its automata.
const notSearched = "not done: the rule is too large"

// parallelStates is the total size, in NFA states (analyze.Size), of the
// rules analyzed at once: a rule bigger than that is analyzed alone, so
// that the memory of analyze is that of its biggest rule, not that times
// the number of CPUs. The rules of RFC 3986 take at most a few hundred.
const parallelStates = 1 << 14

// ruleReport is what analyze says of one rule; JSON names are stable.
type ruleReport struct {
	Rule      string `json:"rule"`
	At        string `json:"at"`
	Nullable  bool   `json:"nullable"`
	MinLen    int    `json:"min_length"` // -1: no string
	MaxLen    int    `json:"max_length"` // -1: unbounded or no string
	Unbounded bool   `json:"unbounded"`  // strings of every length from min_length
	Recursive bool   `json:"recursive"`
	Regular   bool   `json:"regular"` // known regular
	// Encoding is "utf8" for a grammar of code points: lengths count
	// code points, the DFA reads their UTF-8 encodings.
	Encoding  string `json:"encoding,omitempty"`
	DFAStates int    `json:"dfa_states,omitempty"` // minimal DFA, regular rules
	// DFATooLarge says why a regular rule's DFA was not built, when it is
	// too large ("needs more than 8192 DFA states"); DFAError gives any
	// other reason (values above 0xFF).
	DFATooLarge string     `json:"dfa_too_large,omitempty"`
	DFAError    string     `json:"dfa_error,omitempty"`
	First       string     `json:"first"`
	Ambiguity   *ambiguity `json:"ambiguity,omitempty"`
	// AmbiguitySearch says how far the ambiguity search went: "exact",
	// "bounded" for a rule that uses recursion (see -depth), or "not
	// done", with AmbiguityTooLarge saying why when the search would be
	// too large, AmbiguityError otherwise (values above 0xFF).
	AmbiguitySearch   string `json:"ambiguity_search"`
	AmbiguityTooLarge string `json:"ambiguity_too_large,omitempty"`
	AmbiguityError    string `json:"ambiguity_error,omitempty"`
	// Hazards are the choice nodes of this rule's definition that make a
	// PEG parser reject strings of the rule, with the search's bounds.
	Hazards []hazard `json:"hazards,omitempty"`
	Search  string   `json:"hazard_search,omitempty"`
}

type hazard struct {
	At       string    `json:"at"`
	Kind     string    `json:"kind"`
	Node     string    `json:"node"`
	Witness  terminals `json:"witness"`
	Shortest bool      `json:"shortest"`
	Text     string    `json:"text"`
}

// addHazards keeps the hazards of the search whose nodes are in r's own
// definition; those of rules r uses are reported under those rules.
func (r *ruleReport) addHazards(rep *peg.Report) {
	for _, h := range rep.Hazards {
		if h.Rule != r.Rule {
			continue
		}
		r.Hazards = append(r.Hazards, hazard{
			At: fmt.Sprintf("%d:%d", h.Pos.Line, h.Pos.Col), Kind: h.Kind.String(), Node: h.Text,
			Witness: terminals{h.Witness, r.Encoding != ""}, Shortest: h.Shortest, Text: h.String(),
		})
	}
	switch {
	case !rep.Bounded:
		r.Search = "exact: every string tried"
	case rep.Exhaustive < 0:
		r.Search = "bounded"
	default:
		r.Search = fmt.Sprintf("every string of up to %d bytes tried, longer ones bounded", rep.Exhaustive)
	}
}

type ambiguity struct {
	Witness terminals `json:"witness"`
	Trees   [2]string `json:"trees"`
	Bounded bool      `json:"bounded,omitempty"`
	Depth   int       `json:"depth,omitempty"`
}

func report(s analyze.Stats, a *analyze.Ambiguity, utf8 bool) ruleReport {
	p := s.Rule.Pos()
	r := ruleReport{
		Rule: s.Rule.Name, At: fmt.Sprintf("%s:%d", path.Base(p.File), p.Line),
		Nullable: s.Nullable, MinLen: s.MinLen, MaxLen: s.MaxLen, Unbounded: s.MaxLen == analyze.Unbounded,
		Recursive: s.Recursive, Regular: s.Regular, DFAStates: s.DFAStates, First: s.First.Text(utf8),
	}
	if utf8 {
		r.Encoding = "utf8"
	}
	if r.Unbounded {
		r.MaxLen = -1
	}
	if limit := s.TooLarge(); limit != nil {
		r.DFATooLarge = "needs " + limit.What
	} else if s.NoDFA != nil {
		r.DFAError = s.NoDFA.Error()
	}
	r.AmbiguitySearch = "exact"
	if !s.Regular {
		r.AmbiguitySearch = "bounded"
	}
	if a != nil {
		r.Ambiguity = &ambiguity{Witness: terminals{a.Witness, utf8}, Trees: a.Trees, Bounded: a.Bounded, Depth: a.Depth}
	}
	return r
}

// unfinished reports whether an analysis of r was given up: its DFA or
// its ambiguity search.
func (r ruleReport) unfinished() bool {
	return r.AmbiguitySearch == "not done" || r.DFATooLarge != "" || r.DFAError != ""
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func (r ruleReport) print(w io.Writer) {
	fmt.Fprintf(w, "%s  %s\n", r.Rule, r.At)
	fmt.Fprintf(w, "  nullable:   %s\n", yesNo(r.Nullable))
	switch {
	case r.MinLen < 0:
		fmt.Fprintf(w, "  length:     matches no string\n")
	case r.Unbounded || r.MinLen == analyze.Huge:
		fmt.Fprintf(w, "  length:     %d or more\n", r.MinLen)
	case r.MinLen == r.MaxLen:
		fmt.Fprintf(w, "  length:     %d\n", r.MinLen)
	case r.MaxLen == analyze.Huge:
		// Lengths saturate there: the longest is at least that long.
		fmt.Fprintf(w, "  length:     %d to %d or more\n", r.MinLen, r.MaxLen)
	default:
		fmt.Fprintf(w, "  length:     %d to %d\n", r.MinLen, r.MaxLen)
	}
	if r.Encoding != "" {
		fmt.Fprintf(w, "  encoding:   %s (lengths in code points, automata over their UTF-8 bytes)\n", r.Encoding)
	}
	fmt.Fprintf(w, "  recursive:  %s\n", yesNo(r.Recursive))
	switch {
	case r.DFATooLarge != "":
		fmt.Fprintf(w, "  regular:    yes, DFA too large: it %s\n", r.DFATooLarge)
	case r.DFAError != "":
		fmt.Fprintf(w, "  regular:    yes, no DFA: %s\n", r.DFAError)
	case r.Regular:
		fmt.Fprintf(w, "  regular:    yes, minimal DFA of %s\n", plural(r.DFAStates, "state"))
	default:
		fmt.Fprintf(w, "  regular:    not known (it uses recursion)\n")
	}
	fmt.Fprintf(w, "  first:      %s\n", r.First)
	switch a := r.Ambiguity; {
	case r.AmbiguityTooLarge != "":
		fmt.Fprintf(w, "  ambiguous:  not decided, search too large: it %s\n", r.AmbiguityTooLarge)
	case r.AmbiguityError != "":
		fmt.Fprintf(w, "  ambiguous:  not decided: %s\n", r.AmbiguityError)
	case a == nil && r.AmbiguitySearch == "bounded":
		fmt.Fprintf(w, "  ambiguous:  none found (bounded search)\n")
	case a == nil:
		fmt.Fprintf(w, "  ambiguous:  no\n")
	default:
		bound := ""
		if a.Bounded {
			bound = fmt.Sprintf(" (found with recursion nested at most %d deep)", a.Depth)
		}
		fmt.Fprintf(w, "  ambiguous:  yes%s: %q has two trees\n", bound, a.Witness)
		fmt.Fprintf(w, "    %s\n    %s\n", a.Trees[0], a.Trees[1])
	}
	switch r.Search {
	case "":
		return
	case notSearched:
		fmt.Fprintf(w, "  hazards:    not searched, the rule is too large\n")
		return
	}
	if len(r.Hazards) == 0 {
		fmt.Fprintf(w, "  hazards:    none (%s)\n", r.Search)
		return
	}
	fmt.Fprintf(w, "  hazards:    %d (%s)\n", len(r.Hazards), r.Search)
	for _, h := range r.Hazards {
		shortest := ""
		if h.Shortest {
			shortest = " (shortest)"
		}
		fmt.Fprintf(w, "    %s %s %s: %q%s\n", h.At, h.Kind, h.Node, h.Witness, shortest)
	}
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// terminals is a string of a grammar's terminal values. In a grammar of
// bytes each value is one byte (RFC 5234 §2.3: %xE9 is the value 233,
// whatever encoding the text is in), and in JSON each value is the
// character of that number (U+0000 to U+00FF), so that a value of 128 or
// more survives the encoding, which would make a byte that is not UTF-8
// into U+FFFD. In a grammar of code points (utf8) the string is UTF-8,
// written as it is.
type terminals struct {
	s    string
	utf8 bool
}

// String returns the string, for printing with %q.
func (t terminals) String() string { return t.s }

// MarshalJSON writes t as a JSON string of one character per value.
func (t terminals) MarshalJSON() ([]byte, error) {
	text := t.s
	if !t.utf8 {
		rs := make([]rune, len(t.s))
		for i := 0; i < len(t.s); i++ {
			rs[i] = rune(t.s[i])
		}
		text = string(rs)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(text); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
