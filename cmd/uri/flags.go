package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// A cmdline is the command line of one run of a command: its flags, among
// them -json and -echo, which every command has, and its other arguments.
type cmdline struct {
	fs   *flag.FlagSet
	name string
	// synopsis are the usage lines ("usage: uri validate ..."), and help
	// what "-h" prints after them, before the flags: a one-line
	// description, then the inputs, the output and the exit status.
	synopsis, help string
	json, echo     bool
	// raw is -raw, of the commands that have it (see rawFlag).
	raw bool
	// verify is -verify and urlFile -url-file, of the commands that
	// answer inputs one by one (see readInputs).
	verify  bool
	urlFile string
	// args are the arguments that are not flags, in order.
	args []string
}

// Help of the flags every command has.
const (
	jsonUsage = "print one JSON object per answer and line (NDJSON) instead of text"
	echoUsage = "begin each line of text with the input it answers, and a tab\n(parse, lint, query -list and extract show the input anyway)"
)

// newCmdline returns the command line of the command name, whose usage
// message is synopsis and help (see cmdline). Messages go to stderr.
func newCmdline(name, synopsis, help string, stderr io.Writer) *cmdline {
	c := &cmdline{fs: flag.NewFlagSet("uri "+name, flag.ContinueOnError), name: name, synopsis: synopsis, help: help}
	c.fs.SetOutput(stderr)
	// The flag package calls Usage for -h and after each of its errors:
	// parse prints the whole help or the short usage instead.
	c.fs.Usage = func() {}
	c.fs.BoolVar(&c.json, "json", false, jsonUsage)
	c.fs.BoolVar(&c.echo, "echo", false, echoUsage)
	if !wholeInputs[name] {
		c.fs.BoolVar(&c.verify, "verify", false, verifyUsage)
		c.fs.StringVar(&c.urlFile, "url-file", "", urlFileUsage)
	}
	return c
}

// wholeInputs are the commands whose inputs are not answered one by one
// (extract reads files as text, schemes takes none): they have no
// -verify nor -url-file.
var wholeInputs = map[string]bool{"extract": true, "schemes": true}

// Help of the flags of the commands that answer inputs one by one.
const (
	verifyUsage  = "stop after the first input that fails, with exit status 1"
	urlFileUsage = "read the inputs from the lines of `FILE` (\"-\": standard input), not\nfrom the arguments"
)

// rawUsage is the help of -raw.
const rawUsage = "in text, write results as they are, control characters and bytes that\nare not UTF-8 included, instead of quoting them (a tab or a line break\nis still an error); JSON is the same either way"

// rawFlag adds -raw to a command that writes decoded text, or IRIs, which
// may hold U+2028, U+2029 or a bidirectional formatting character.
func (c *cmdline) rawFlag() {
	c.fs.BoolVar(&c.raw, "raw", false, rawUsage)
}

// shortUsage prints the usage lines and where to read more.
func (c *cmdline) shortUsage() {
	fmt.Fprintf(c.fs.Output(), "%sRun \"uri help %s\" for what it does and its flags.\n", c.synopsis, c.name)
}

// printHelp prints the whole usage message: usage lines, help and flags.
func (c *cmdline) printHelp() {
	w := c.fs.Output()
	fmt.Fprint(w, c.synopsis+"\n"+reflow(c.help, helpWidth)+"\nFlags:\n")
	c.fs.PrintDefaults()
}

// parse parses args, flags and other arguments in any order, as GNU tools
// do: an argument that begins with "-" is a flag, and the argument after a
// flag that takes a value and has no "=" is its value, wherever they are;
// every argument after "--" is no flag, and neither is "-". The other
// arguments are c.args, in order.
//
// When parse returns false, the command must exit with code: 0 after -h,
// which printed the help, and 2 after a mistake, which parse reported
// (an unknown flag, a missing or bad value).
func (c *cmdline) parse(args []string) (code int, ok bool) {
	var flags []string
	c.args = nil
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			c.args = append(c.args, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			c.args = append(c.args, a)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		f := c.fs.Lookup(name)
		if f == nil && name != "h" && name != "help" {
			return c.usageError("unknown flag %s (an input that begins with \"-\" goes after \"--\")", a), false
		}
		flags = append(flags, a)
		if f != nil && !hasValue && !isBoolFlag(f) && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	// The flag package's message of a bad value, named as ours are.
	w := c.fs.Output()
	var msg strings.Builder
	c.fs.SetOutput(&msg)
	err := c.fs.Parse(flags)
	c.fs.SetOutput(w)
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		c.printHelp()
		return 0, false
	}
	fmt.Fprintf(w, "%s: %s", c.fs.Name(), msg.String())
	c.shortUsage()
	return 2, false
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// usageError reports a mistake on the command line, followed by the short
// usage, and returns the exit status 2.
func (c *cmdline) usageError(format string, args ...any) int {
	msg := appendTextMessage(nil, fmt.Sprintf(format, args...))
	fmt.Fprintf(c.fs.Output(), "%s: %s\n", c.fs.Name(), msg)
	c.shortUsage()
	return 2
}

// orList lists names as "a, b or c".
func orList(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Parts of the help of the commands, which read their inputs, write
// their output and exit alike.
const (
	// inputsHelp: the commands that take one input at a time.
	inputsHelp = `Inputs: the arguments, each one input, or, when there are none or the only
one is "-", the lines of standard input, without their line endings; with
-url-file FILE, the lines of FILE. Standard input read for want of
arguments must hold an input: empty, it is a usage error ("-" reads it
even so). With -verify, the command stops after the first input that
fails. Flags may come anywhere; an input that begins with "-" goes after
"--".`

	// textHelp: how a line of text answers an input.
	textHelp = `With -echo, each line begins with the input it answers and a tab. ` + quoteHelp

	// pairTextHelp is textHelp for resolve, relative and equal.
	pairTextHelp = `With -echo, each line begins with the two inputs of the pair it
answers, each followed by a tab; the second is empty for a line without a
tab. ` + quoteHelp

	// iriRawHelp: -raw of the commands whose results are IRIs.
	iriRawHelp = `An IRI that holds U+2028, U+2029 or a
bidirectional formatting character is quoted as a Go string ("\u2028");
with -raw, it is written as it is.`

	// quoteHelp: how appendText writes the fields of a line.
	quoteHelp = `An input or a result is quoted as a Go string ("a\x1b[2J", "\u202e")
when it holds a control character (a tab, ESC, U+009B CSI, ...), a
bidirectional formatting character or a byte that is not UTF-8, or begins
with a double quote; a message too, when it holds one of them: a terminal
shows the line and acts on nothing in it (see "uri help").`

	// errorHelp: the error line.
	errorHelp = `An answer that fails is the line "error<TAB>OFFSET<TAB>MESSAGE", OFFSET the
byte offset, from 0, in the input of where the problem is, or "-" when it
is at no one place.`

	// jsonErrorHelp: the error object.
	jsonErrorHelp = `"error": {"offset": OFFSET, "component": COMPONENT, "message": MESSAGE},
"offset" absent when there is none, "component" (scheme, userinfo, host,
port, path, query, fragment) absent when the offset is in no component of
a URI.`

	// statusHelp: the exit status; %s says when it is 1.
	statusHelp = `Exit status: 0 when %s, 1 otherwise, 2 on a usage
error or when reading standard input or writing standard output fails.`
)

// pairs returns the paragraph on the inputs of a command of pairs, whose
// first and second are named first and second.
func pairs(first, second string) string {
	return "Inputs: pairs. The first argument, " + first + ", is the first of every pair;\n" +
		"the arguments after it are the seconds, each one " + second + ", or, when there\n" +
		"are none or the only one is \"-\", the lines of standard input. With no\n" +
		"arguments at all, or \"-\" alone, each line of standard input is a pair,\n" +
		first + "<TAB>" + second + "; with -url-file FILE, the lines of FILE, as those of\n" +
		"standard input. Standard input read for want of arguments must hold an\n" +
		"input: empty, it is a usage error (\"-\" reads it even so). With -verify,\n" +
		"the command stops after the first pair that fails. Flags may come\n" +
		"anywhere; an input that begins with \"-\" goes after \"--\"."
}

// helpWidth is the width of the lines of the help of a command.
const helpWidth = 76

// reflow fills the paragraphs of text, parted by empty lines, into lines
// of at most width bytes, but for words longer than that; a line that
// begins with a tab is kept as it is, on a line of its own.
func reflow(text string, width int) string {
	var b strings.Builder
	n := 0 // the length of the line being filled
	for line := range strings.Lines(text) {
		line = strings.TrimSuffix(line, "\n")
		switch {
		case line == "" || strings.HasPrefix(line, "\t"):
			if n > 0 {
				b.WriteByte('\n')
				n = 0
			}
			b.WriteString(line + "\n")
			continue
		}
		for _, word := range strings.Fields(line) {
			switch {
			case n == 0:
			case n+1+len(word) > width:
				b.WriteByte('\n')
				n = 0
			default:
				b.WriteByte(' ')
				n++
			}
			b.WriteString(word)
			n += len(word)
		}
	}
	if n > 0 {
		b.WriteByte('\n')
	}
	return b.String()
}
