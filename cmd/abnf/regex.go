package main

import (
	"fmt"
	"io"

	"github.com/abnf-uri/uri/gen/analyze"
)

// runRegex is "abnf regex": a regular expression for a regular rule.
func runRegex(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("regex", "-g FILE[,FILE...] -r RULE [-flavor re2|posix]", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "grammar `file`s, comma-separated, read as one grammar")
	rule := fs.String("r", "", "the `rule` (required)")
	flavor := fs.String("flavor", "re2", "the syntax: re2 (RE2, Go's regexp) or posix (POSIX extended, egrep)")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case len(files.names) == 0:
		return usageError(fs, "no grammar file (-g)")
	case *rule == "":
		return usageError(fs, "no rule: -r is required")
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	f := analyze.RE2
	switch *flavor {
	case "re2":
	case "posix":
		f = analyze.POSIX
	default:
		return usageError(fs, "-flavor %q: want re2 or posix", *flavor)
	}
	g, ok := checked(fs, files.names, *rule)
	if !ok {
		return 2
	}
	re, err := analyze.Regex(g, g.Rule(*rule), f)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 1
	}
	if analyze.AllowsReplacement(g, g.Rule(*rule)) {
		fmt.Fprintf(stderr, "%s: note: rule %s allows U+FFFD, which Go's regexp also reads invalid UTF-8 as: check utf8.ValidString too\n", fs.Name(), g.Rule(*rule).Name)
	}
	fmt.Fprintln(stdout, re)
	return 0
}
