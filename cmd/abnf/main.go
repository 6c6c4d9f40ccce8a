package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// A command is one subcommand of abnf.
type command struct {
	name    string
	summary string // one line for the usage listing
	// run runs the command with the arguments after its name and
	// returns the exit status. Its flag set (see newFlagSet) prints to
	// stderr; given "-h" it prints the usage and returns 0, which
	// "abnf help NAME" relies on.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands are the subcommands, in the order the usage lists them. A new
// subcommand is one more entry here and a file of its own.
var commands = []command{
	{name: "check", summary: "report the mistakes in an ABNF grammar", run: runCheck},
	{name: "match", summary: "match inputs against a rule of a grammar", run: runMatch},
	{name: "gen", summary: "generate a parser package and its syntax tree package", run: runGen},
	{name: "analyze", summary: "report each rule's lengths, regularity, FIRST set and ambiguity", run: runAnalyze},
	{name: "regex", summary: "write a regular rule as a regular expression", run: runRegex},
	{name: "diff", summary: "compare the languages of two regular rules, or of a rule and a regex", run: runDiff},
	{name: "sample", summary: "print random strings, a cover set or near misses of a rule", run: runSample},
	{name: "graph", summary: "draw the rule dependency graph, recursive rules highlighted", run: runGraph},
	{name: "fmt", summary: "lay out grammar files canonically, comments kept", run: runFmt},
	{name: "extract", summary: "print the ABNF rules of an RFC's plain text", run: runExtract},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs abnf with args (without the program name) and returns the exit
// status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	name, args := args[0], args[1:]
	switch name {
	case "help", "-h", "-help", "--help":
		return help(args, stdout, stderr)
	}
	if c := lookup(name); c != nil {
		out := &stdoutWriter{w: stdout}
		code := c.run(args, stdin, out, stderr)
		if out.err != nil && code != 2 {
			// A failed write the command did not report itself.
			fmt.Fprintf(stderr, "abnf %s: %v\n", name, out.err)
			return 2
		}
		return code
	}
	fmt.Fprintf(stderr, "abnf: unknown command %q\n", name)
	usage(stderr)
	return 2
}

func lookup(name string) *command {
	for i := range commands {
		if commands[i].name == name {
			return &commands[i]
		}
	}
	return nil
}

// help prints the usage of abnf, or with one argument the usage of that
// command, to stdout.
func help(args []string, stdout, stderr io.Writer) int {
	switch len(args) {
	case 0:
		usage(stdout)
		return 0
	case 1:
		if c := lookup(args[0]); c != nil {
			// "-h" makes the command print its usage and return 0;
			// asked for, the usage goes to stdout.
			return c.run([]string{"-h"}, nil, stdout, stdout)
		}
		fmt.Fprintf(stderr, "abnf help: unknown command %q\n", args[0])
	default:
		fmt.Fprintln(stderr, "abnf help: too many arguments")
	}
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprint(w, "usage: abnf <command> [arguments]\n\nThe commands are:\n\n")
	width := 0
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	for _, c := range commands {
		fmt.Fprintf(w, "\t%-*s  %s\n", width, c.name, c.summary)
	}
	fmt.Fprint(w, "\nUse \"abnf help <command>\" or \"abnf <command> -h\" for more about a command.\n")
}

// newFlagSet returns the flag set of command name, whose usage message
// shows synopsis (the arguments after the command's name) and the flags.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("abnf "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: abnf %s %s\n", name, synopsis)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprint(fs.Output(), "\nFlags:\n")
			fs.PrintDefaults()
		}
	}
	return fs
}

// parseFlags parses args into fs. When it returns false, the command must
// return code: 0 after -h, which printed the usage, and 2 after a mistake,
// which the flag package reported.
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		return 0, false
	}
	return 2, false
}

// usageError reports a mistake in the arguments of fs's command, followed by
// the command's usage, and returns the exit status 2.
func usageError(fs *flag.FlagSet, format string, args ...any) int {
	fmt.Fprintf(fs.Output(), "%s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	fs.Usage()
	return 2
}

// listFlag is a flag holding a list of comma-separated names; it may be
// given more than once, each time adding to the list.
type listFlag struct {
	names []string
	what  string // "rule name", "file name": for errors
}

func (l *listFlag) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(l.names, ",")
}

func (l *listFlag) Set(s string) error {
	for n := range strings.SplitSeq(s, ",") {
		if n == "" {
			return fmt.Errorf("empty %s", l.what)
		}
		l.names = append(l.names, n)
	}
	return nil
}

// stdoutWriter is standard output as the commands see it. It keeps the
// first write error, so that run reports one that a command did not
// check, and names it as such: "writing standard output: ...". After an
// error, nothing more is written.
type stdoutWriter struct {
	w   io.Writer
	err error
}

func (o *stdoutWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = fmt.Errorf("writing standard output: %w", err)
		return n, o.err
	}
	return n, nil
}
