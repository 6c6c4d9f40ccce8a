package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

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
	if *verbose {
		fmt.Fprintln(stdout, summary(g, start.names, ds))
	}
	if check.HasErrors(ds) {
		return 1
	}
	return 0
}

// summary is the last line of "abnf check -v": what was checked (the
// files of g, in the order read, and the start rules) and what was found, so that a check that finds nothing says so: "grammar/a.abnf:
// 42 rules (3 core rules), start rules A, B: 0 errors, 0 warnings, 15 infos".
func summary(g *abnf.Grammar, start []string, ds []check.Diagnostic) string {
	var files []string // those -update names too, in the order read
	for _, f := range g.Files {
		files = append(files, f.Name)
	}
	core := 0
	for _, r := range g.Rules {
		if r.Core {
			core++
		}
	}
	var n [3]int // errors, warnings, infos
	for _, d := range ds {
		switch d.Severity {
		case check.Error:
			n[0]++
		case check.Warning:
			n[1]++
		default:
			n[2]++
		}
	}
	plural := func(k int, what string) string {
		if k == 1 {
			return "1 " + what
		}
		return fmt.Sprintf("%d %ss", k, what)
	}
	return fmt.Sprintf("%s: %s (%s), start rule%s %s: %s, %s, %s", strings.Join(files, ", "),
		plural(len(g.Rules), "rule"), plural(core, "core rule"), map[bool]string{true: "s"}[len(start) != 1],
		strings.Join(start, ", "), plural(n[0], "error"), plural(n[1], "warning"), plural(n[2], "info"))
}

// load reads files as one grammar for the command of fs, then the update
// files and with the extensions that fs's flags give (see grammarFlags).
// When it fails it returns a nil grammar and an exit status: 1 after a
// syntax error or a reference the files' scopes cannot bind, which it
// prints to diag in the form of a diagnostic, and 2 after any other error
// (a file that cannot be read), which it prints to fs's output.
func load(fs *flag.FlagSet, files []string, diag io.Writer) (*abnf.Grammar, int) {
	updates, list := grammarOptions(fs, files)
	g, err := abnf.Loader{List: list, Bind: binds(fs)}.Load(files, updates)
	if err == nil {
		g.Encoding = encoding(fs)
		if err = g.CheckEncoding(); err == nil {
			return g, 0
		}
	}
	if ds, ok := grammarErrors(err); ok {
		for _, d := range ds {
			fmt.Fprintln(diag, d)
		}
		return nil, 1
	}
	fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
	return nil, 2
}

// grammarErrors returns err as diagnostics, "POS: error: MESSAGE", when
// it is the grammar's fault: a syntax error, or references the files'
// scopes cannot bind (abnf.ScopeError, abnf.CiteError), one or joined.
func grammarErrors(err error) ([]string, bool) {
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	var out []string
	for _, e := range errs {
		var pos abnf.Pos
		msg := e.Error()
		switch e := e.(type) {
		case *abnf.Error:
			pos, msg = e.Pos, e.Msg
		case *abnf.ScopeError:
			pos = e.Ref
		case *abnf.CiteError:
			pos = e.Ref
		default:
			if se, ok := errors.AsType[*abnf.Error](e); ok {
				pos, msg = se.Pos, se.Msg
				break
			}
			return nil, false
		}
		out = append(out, fmt.Sprintf("%s: %s: %s", pos, check.Error, strings.TrimPrefix(msg, pos.String()+": ")))
	}
	return out, len(out) > 0
}
