package main

import (
	"fmt"
	"io"
	"strconv"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/analyze"
)

// runDiff is "abnf diff": whether two regular rules, or a rule and a
// regular expression, match the same strings, with the shortest string
// each way that one matches and the other does not.
func runDiff(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("diff", "-g FILE[,FILE...] -r RULE (-g2 FILE[,FILE...] [-r2 RULE] | -regex2 EXPR)", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "the first grammar's `file`s, comma-separated")
	rule := fs.String("r", "", "the first `rule` (required)")
	files2 := &listFlag{what: "file name"}
	fs.Var(files2, "g2", "the second grammar's `file`s, comma-separated")
	rule2 := fs.String("r2", "", "the second `rule` (default: the name of the first)")
	regex2 := fs.String("regex2", "", "a regular `expression` (Go's RE2 syntax) as the second side, matched\nagainst whole strings, its classes read as sets of bytes")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case len(files.names) == 0:
		return usageError(fs, "no grammar file (-g)")
	case *rule == "":
		return usageError(fs, "no rule: -r is required")
	case (len(files2.names) == 0) == (*regex2 == ""):
		return usageError(fs, "give one second side: -g2 or -regex2")
	case *regex2 != "" && *rule2 != "":
		return usageError(fs, "-r2 names a rule of -g2; with -regex2 there is none")
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	if *rule2 == "" {
		*rule2 = *rule
	}
	g, ok := checked(fs, files.names, *rule)
	if !ok {
		return 2
	}
	var g2 *abnf.Grammar
	if *regex2 != "" {
		var err error
		if g2, err = analyze.RegexGrammar(*regex2, g.UTF8()); err != nil {
			fmt.Fprintf(stderr, "%s: -regex2: %v\n", fs.Name(), err)
			return 2
		}
		*rule2 = "regex"
	} else if g2, ok = checked(fs, files2.names, *rule2); !ok {
		return 2
	}
	d, err := analyze.Diff(g, g.Rule(*rule), g2, g2.Rule(*rule2))
	if err != nil {
		// Exit 1 means "different": trouble is 2.
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	if d.Equal {
		fmt.Fprintln(stdout, "equal")
		return 0
	}
	fmt.Fprintln(stdout, "different")
	if d.HasOnlyA {
		fmt.Fprintf(stdout, "only first\t%s\n", strconv.Quote(d.OnlyA))
	}
	if d.HasOnlyB {
		fmt.Fprintf(stdout, "only second\t%s\n", strconv.Quote(d.OnlyB))
	}
	return 1
}
