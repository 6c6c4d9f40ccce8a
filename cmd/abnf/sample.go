package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
)

// runSample is "abnf sample": it prints strings of a rule, random ones, a
// cover set, or near misses, one per line.
//
// Usage:
//
//	abnf sample [-g FILE[,FILE...]] -r RULE [-n N] [-seed S] [-maxlen L] [-maxdepth N] [-cover] [-invalid] [-raw]
//
// Without -cover or -invalid, sample prints N distinct random strings of
// RULE (package github.com/abnf-uri/uri/gen/sample): alternatives drawn
// at random, repetition counts mostly small and sometimes at their bounds,
// each string taking the shortest way out of every choice once it is L
// bytes long. The same seed gives the same strings.
//
// With -cover, it prints a small set of strings that together exercise
// every alternative of every alternation RULE reaches, every repetition at
// the counts 0, 1, its minimum and its maximum (those its bounds allow),
// the lowest and highest value of every num-val range, and both the
// lower-case and the upper-case spelling of every case-insensitive literal
// with letters; -n and -maxlen do not apply, and the set does not depend
// on the seed.
//
// With -invalid, it prints near misses instead: strings one edit away
// from strings of RULE that the reference matcher (package
// github.com/abnf-uri/uri/gen/match) rejects; any edit that is still a
// string of RULE is dropped. Alone, -invalid prints N random one-byte
// edits (deleted, inserted, replaced or doubled) of random strings. With
// -cover, it prints the systematic ones: every repetition one iteration
// past its maximum and one short of its minimum, the value just below and
// just above every num-val range, every num-val and literal left out,
// every case-sensitive literal in the other case, then edits of the cover
// set (the last byte removed, two random one-byte edits of each string).
//
// Every string printed is checked with the reference matcher: valid ones
// must match RULE, near misses must not. A string the matcher cannot
// decide within its step limit (see "abnf match -maxsteps"; a grammar
// ambiguous over long stretches may need that much), or in which rule
// calls nest deeper than -maxdepth (as in "abnf match"), is left out,
// with a count on standard error that names the limit. No string is built past
// sample.MaxBytes, no set past sample.MaxSetBytes: RULE's shortest string
// and the strings of a cover set are measured before any is built.
//
// Each string is printed on a line of its own, Go-quoted (strconv.Quote:
// double quotes, with backslash escapes for '"', '\\', control characters,
// bytes that are not UTF-8 and a few invisible characters), so that every
// string, the empty one and those holding line breaks included, is one
// line that strconv.Unquote reads back. With -raw, strings are printed as
// they are, for "abnf match" and other line-oriented tools; strings
// holding a carriage return or a line feed cannot be printed that way and
// are left out, with a count on standard error.
//
// Sample exits 0 after printing, and 2 when the command line is wrong,
// RULE is missing or unknown, a file cannot be read, the grammar has
// errors, RULE derives no string a machine can produce (it needs a
// prose-val), or a string or the set would pass those budgets.
func runSample(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("sample", "[-g FILE[,FILE...]] -r RULE [-n N] [-seed S] [-maxlen L] [-maxdepth N] [-cover] [-invalid] [-raw]", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "grammar `file`s, comma-separated, read as one grammar\n(default: embed:"+grammar.RFC3986+", RFC 3986 Appendix A)")
	rule := fs.String("r", "", "the `rule` to draw strings of (required)")
	n := fs.Int("n", 10, "how many random strings or random near misses to print")
	seed := fs.Uint64("seed", 1, "the `seed` of the random choices")
	maxLen := fs.Int("maxlen", 64, "the `length` past which random strings take the shortest way out of each choice\nand repeat no more than they must (a string still ends as the grammar requires)")
	cover := fs.Bool("cover", false, "print a cover set: every alternative, repetition bound, range edge and letter case")
	invalid := fs.Bool("invalid", false, "print near misses: strings one edit away that the rule rejects")
	raw := fs.Bool("raw", false, "print strings as they are, not Go-quoted; strings with CR or LF are left out")
	maxDepth := maxDepthFlag(fs, "a string nested deeper is left out")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case *rule == "":
		return usageError(fs, "no rule: -r is required")
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	case *n < 0:
		return usageError(fs, "-n %d: want 0 or more", *n)
	case *maxLen < 0 || *maxLen > sample.MaxBytes:
		return usageError(fs, "-maxlen %d: want 0 to %d", *maxLen, sample.MaxBytes)
	}
	if code, bad := maxDepthError(fs, *maxDepth); bad {
		return code
	}
	if len(files.names) == 0 {
		files.names = []string{"embed:" + grammar.RFC3986}
	}
	g, m, ok := sampleGrammar(fs, files.names, *rule)
	if !ok {
		return 2
	}
	r := g.Rule(*rule)
	m.MaxDepth = *maxDepth
	// decide matches s; decided is false when the matcher stopped
	// within its limits (see "abnf match"), and deep counts those
	// stopped at -maxdepth.
	deep := 0
	decide := func(s string) (ok, decided bool) {
		res, err := m.Match(r.Name, s, false)
		if _, ok := errors.AsType[*match.DepthError](err); ok {
			deep++
		}
		return err == nil && res.OK, err == nil
	}
	// valid reports whether s is a string of the rule, or may be: a near
	// miss the matcher cannot decide is no near miss.
	valid := func(s string) bool {
		ok, decided := decide(s)
		return ok || !decided
	}
	s := sample.New(g, *seed)
	s.MaxLen = *maxLen
	shortest, ok := s.MinLen(r.Body())
	if !ok {
		fmt.Fprintf(stderr, "%s: rule %q matches no string a machine can produce\n", fs.Name(), r.Name)
		return 2
	}
	// Budgets first: no string is built, let alone matched, past them.
	if shortest > sample.MaxBytes {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), &sample.TooLongError{
			What: fmt.Sprintf("the shortest string of rule %q", r.Name), Len: shortest, Limit: sample.MaxBytes})
		return 2
	}

	var out []string
	var err error
	switch {
	case *cover && *invalid:
		out, err = s.NearMisses(r, valid)
	case *cover:
		out, err = s.Cover(r)
	default:
		out, err = randomStrings(s, r, *n, *invalid, valid)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	checked, undecided := out[:0], 0
	deep = 0 // from here, of the strings drawn
	for _, str := range out {
		ok, decided := decide(str)
		if !decided {
			undecided++
			continue
		}
		if ok == *invalid {
			// Cover sets and samples are strings of the rule by
			// construction, near misses are checked: a bug.
			fmt.Fprintf(stderr, "%s: internal error: %q: the matcher disagrees\n", fs.Name(), str)
			return 2
		}
		checked = append(checked, str)
	}
	out = checked
	w := bufio.NewWriter(stdout)
	skipped := 0
	for _, str := range out {
		if *raw {
			if strings.ContainsAny(str, "\r\n") {
				skipped++
				continue
			}
			w.WriteString(str)
		} else {
			w.WriteString(strconv.Quote(str))
		}
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	if skipped > 0 {
		fmt.Fprintf(stderr, "%s: left out %d strings holding CR or LF, which -raw cannot print\n", fs.Name(), skipped)
	}
	if deep > 0 {
		fmt.Fprintf(stderr, "%s: left out %s in which rule calls nest more than %d deep, the reference matcher's limit (-maxdepth)\n", fs.Name(), plural(deep, "string"), *maxDepth)
	}
	if undecided -= deep; undecided > 0 {
		fmt.Fprintf(stderr, "%s: left out %s the reference matcher could not check within its step limit\n", fs.Name(), plural(undecided, "string"))
	}
	return 0
}

// randomStrings draws n distinct random strings of r, or with invalid n
// distinct random edits of them that valid rejects, in at most 100n
// tries; the strings kept take at most sample.MaxSetBytes together.
func randomStrings(s *sample.Sampler, r *abnf.Rule, n int, invalid bool, valid func(string) bool) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	bytes := 0
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		str, ok := s.Sample(r)
		if !ok {
			// Its shortest string fits: the counts drawn made it long.
			return nil, &sample.TooLongError{What: fmt.Sprintf("a random string of rule %q", r.Name), Len: sample.MaxBytes + 1, Limit: sample.MaxBytes}
		}
		if invalid {
			str = s.Mutate(str)
			if valid(str) {
				continue
			}
		}
		if !seen[str] {
			if bytes += len(str); bytes > sample.MaxSetBytes {
				return nil, &sample.TooLongError{What: fmt.Sprintf("%d random strings of rule %q", n, r.Name), Len: bytes, Limit: sample.MaxSetBytes}
			}
			seen[str] = true
			out = append(out, str)
		}
	}
	return out, nil
}

// sampleGrammar reads the grammar of files, makes sure it has rule and no
// errors, and returns it with its reference matcher. When it cannot, it
// prints why to fs's output and returns false.
func sampleGrammar(fs *flag.FlagSet, files []string, rule string) (*abnf.Grammar, *match.Matcher, bool) {
	g, _ := load(fs, files, fs.Output())
	if g == nil {
		return nil, nil, false
	}
	if g.Rule(rule) == nil {
		fmt.Fprintf(fs.Output(), "%s: no rule %q in %s\n", fs.Name(), rule, strings.Join(files, ", "))
		return nil, nil, false
	}
	if ds := check.Check(g, check.Options{Start: []string{rule}}); check.HasErrors(ds) {
		for _, d := range ds {
			if d.Severity == check.Error {
				fmt.Fprintln(fs.Output(), d)
			}
		}
		return nil, nil, false
	}
	m, err := match.New(g)
	if err != nil {
		fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
		return nil, nil, false
	}
	return g, m, true
}
