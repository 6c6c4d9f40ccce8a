package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

// A command is one subcommand of uri.
type command struct {
	name    string
	summary string // one line for the usage listing
	// run runs the command with the arguments after its name and
	// returns the exit status. Its flag set (see newFlagSet) prints to
	// stderr; given "-h" it prints the usage and returns 0, which
	// "uri help NAME" relies on.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands are the subcommands, in the order the usage lists them. A new
// subcommand is one more entry here and a file of its own.
var commands = []command{
	{name: "validate", summary: "report whether inputs match a rule of RFC 3986", run: runValidate},
	{name: "parse", summary: "split URI references into their components", run: runParse},
	{name: "resolve", summary: "resolve URI references against a base URI (RFC 3986 §5.2)", run: runResolve},
	{name: "relative", summary: "find the shortest reference from a base URI to a URI", run: runRelative},
	{name: "normalize", summary: "normalize URI references (RFC 3986 §6.2.2, §6.2.3)", run: runNormalize},
	{name: "equal", summary: "compare URI references up the ladder of RFC 3986 §6.2", run: runEqual},
	{name: "escape", summary: "percent-encode data for a component of a URI", run: runEscape},
	{name: "unescape", summary: "decode percent-encoded data", run: runUnescape},
	{name: "extract", summary: "find the URIs in text (RFC 3986 Appendix C)", run: runExtract},
	{name: "lint", summary: "report what in URIs may serve an attack (RFC 3986 §7)", run: runLint},
	{name: "file2path", summary: "convert file URIs (RFC 8089) to POSIX or Windows paths", run: runFile2Path},
	{name: "path2file", summary: "convert POSIX or Windows paths to file URIs (RFC 8089)", run: runPath2File},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs uri with args (without the program name) and returns the exit
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
		return c.run(args, stdin, stdout, stderr)
	}
	fmt.Fprintf(stderr, "uri: unknown command %q\n", name)
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

// help prints the usage of uri, or with one argument the usage of that
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
		fmt.Fprintf(stderr, "uri help: unknown command %q\n", args[0])
	default:
		fmt.Fprintln(stderr, "uri help: too many arguments")
	}
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprint(w, "usage: uri <command> [arguments]\n\nThe commands are:\n\n")
	width := 0
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	for _, c := range commands {
		fmt.Fprintf(w, "\t%-*s  %s\n", width, c.name, c.summary)
	}
	fmt.Fprint(w, "\nUse \"uri help <command>\" or \"uri <command> -h\" for more about a command.\n")
}

// newFlagSet returns the flag set of command name, whose usage message
// shows synopsis (the arguments after the command's name) and the flags.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("uri "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: uri %s %s\n", name, synopsis)
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
