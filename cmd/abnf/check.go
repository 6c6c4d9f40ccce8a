package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// runCheck is "abnf check": it prints the diagnostics of package check for
// one grammar made of the given files.
func runCheck(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("check", "[-r RULE[,RULE...]] [-v] [-update FILE[,FILE...]] [-ext list] FILE...", stderr)
	start := &listFlag{what: "rule name"}
	fs.Var(start, "r", "start `rule`s, comma-separated; rules they do not use are unused\n(default: the first rule of the first file)")
	verbose := fs.Bool("v", false, "also print infos, such as which rules match the empty string")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return usageError(fs, "no grammar file")
	}
	g, code := load(fs, fs.Args(), stdout)
	if g == nil {
		return code
	}
	if len(start.names) == 0 {
		// Named, so that an undefined rule the start rule does not reach
		// is a warning.
		start.names = check.DefaultStart(g)
	}
	ds := check.Check(g, check.Options{Start: start.names, Verbose: *verbose})
	for _, d := range ds {
		fmt.Fprintln(stdout, d)
	}
	if check.HasErrors(ds) {
		return 1
	}
	return 0
}

// load reads files as one grammar for the command of fs, then the update
// files and with the extensions that fs's flags give (see grammarFlags).
// When it fails it returns a nil grammar and an exit status: 1 after a
// syntax error, which it prints to diag in the form of a diagnostic, and 2
// after any other error (a file that cannot be read), which it prints to
// fs's output.
func load(fs *flag.FlagSet, files []string, diag io.Writer) (*abnf.Grammar, int) {
	updates, list := grammarOptions(fs, files)
	g, err := abnf.Loader{List: list, Bind: binds(fs)}.Load(files, updates)
	if err == nil {
		g.Encoding = encoding(fs)
		if err = g.CheckEncoding(); err == nil {
			return g, 0
		}
	}
	if e, ok := errors.AsType[*abnf.Error](err); ok {
		fmt.Fprintf(diag, "%s: %s: %s\n", e.Pos, check.Error, e.Msg)
		return nil, 1
	}
	fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
	return nil, 2
}
