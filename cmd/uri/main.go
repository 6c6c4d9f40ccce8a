package main

import (
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
	{name: "repair", summary: "repair hrefs into URI references, or read them as browsers do", run: runRepair},
	{name: "iri2uri", summary: "map IRI references to URI references (RFC 3987 §3.1)", run: runIRI2URI},
	{name: "uri2iri", summary: "map URI references to IRI references (RFC 3987 §3.2)", run: runURI2IRI},
	{name: "escape", summary: "percent-encode data for a component of a URI", run: runEscape},
	{name: "unescape", summary: "decode percent-encoded data", run: runUnescape},
	{name: "extract", summary: "find the URIs in text (RFC 3986 Appendix C)", run: runExtract},
	{name: "lint", summary: "report what in URIs may serve an attack (RFC 3986 §7)", run: runLint},
	{name: "get", summary: "print components of URI references through a template", run: runGet},
	{name: "set", summary: "set components of URI references, percent-encoding the values", run: runSet},
	{name: "template", summary: "expand URI Templates (RFC 6570), or match URIs against one", run: runTemplate},
	{name: "query", summary: "list, add, delete and sort the parameters of queries", run: runQuery},
	{name: "file2path", summary: "convert file URIs (RFC 8089) to POSIX or Windows paths", run: runFile2Path},
	{name: "path2file", summary: "convert POSIX or Windows paths to file URIs (RFC 8089)", run: runPath2File},
	{name: "schemes", summary: "list the schemes whose own grammar validate -scheme checks", run: runSchemes},
	{name: "version", summary: "print the version of uri", run: runVersion},
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
	case "-version", "--version":
		return runVersion(args, stdin, stdout, stderr)
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
	fmt.Fprint(w, `
Each command answers its inputs, the arguments or the lines of standard
input, in order; -json gives an object per answer, -echo begins each line
with the input it answers. Flags may come anywhere; "--" ends them.

In text, an input, a result or a message that holds what a terminal acts
on or shows out of order is quoted as a Go string ("\x1b[2J", "\u202e"),
and so is an input or a result that begins with a double quote: the C0
controls U+0000 to U+001F (tab and line feed among them), DEL and the C1
controls U+007F to U+009F, the line and paragraph separators U+2028 and
U+2029, the bidirectional formatting characters U+061C, U+200E, U+200F,
U+202A to U+202E and U+2066 to U+2069, and bytes that are not UTF-8. JSON
escapes the same characters ("\u001b"). With -raw, the commands that
write decoded text or IRIs (get, unescape, file2path, uri2iri, and
normalize, resolve and relative) write results as they are.

Use "uri help <command>" or "uri <command> -h" for more about a command.
`)
}
