package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"

	"github.com/abnf-uri/uri"
)

// jsonEqual is the JSON form of "uri equal" for one pair. Result is the
// line of the text form; Equal, Level and Differs are the fields of the
// uri.Comparison it describes.
type jsonEqual struct {
	A       string       `json:"a"`
	B       *string      `json:"b,omitempty"` // nil for a line without a tab
	Result  *string      `json:"result,omitempty"`
	Equal   *bool        `json:"equal,omitempty"`
	Level   string       `json:"level,omitempty"`
	Differs string       `json:"differs,omitempty"`
	Error   *jsonFailure `json:"error,omitempty"`
}

// runEqual is "uri equal": it compares URI references up the ladder of
// RFC 3986 §6.2 and prints the step that decided, one line per pair.
func runEqual(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("equal", "[-json] [-level simple|syntax|scheme] A B...", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per pair, one per line, instead of text")
	var level uri.Level
	levelFlag(fs, &level, uri.SimpleString, uri.SyntaxBased, uri.SchemeBased)
	fs.Usage = equalUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	out := bufio.NewWriter(stdout)
	enc := newJSONEncoder(out)
	return forEachPair(fs, stdin, out, func(a string, b *string) bool {
		c, f := equal(level, a, b)
		if *asJSON {
			r := jsonEqual{A: a, B: b}
			o := outcome(c.String(), f)
			r.Result, r.Error = o.Result, o.Error
			if f == nil {
				r.Equal, r.Level, r.Differs = &c.Equal, c.Level.String(), c.Differs
			}
			enc.Encode(r)
			return f == nil && c.Equal
		}
		return writeAnswer(out, c.String(), f) && c.Equal
	})
}

// equal compares a and b up to level; b is nil when a line of standard
// input has no tab.
func equal(level uri.Level, a string, b *string) (uri.Comparison, *failure) {
	if b == nil {
		return uri.Comparison{}, noTab("A<TAB>B")
	}
	ua, err := uri.Parse(a)
	if err != nil {
		return uri.Comparison{}, parseFailure("a", err)
	}
	ub, err := uri.Parse(*b)
	if err != nil {
		return uri.Comparison{}, parseFailure("b", err)
	}
	return uri.Equivalent(ua, ub, level), nil
}

// equalUsage returns the usage message of "uri equal".
func equalUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri equal [-json] [-level simple|syntax|scheme] A B...
       uri equal [-json] [-level simple|syntax|scheme] [-]

Equal compares the URI references A and B up the comparison ladder of RFC
3986 §6.2, from simple string comparison to the level asked for, and prints
the step that decided:

	equal at LEVEL
	differ in COMPONENT at LEVEL

LEVEL is the first level at which the two are equivalent (simple-string,
syntax-based or scheme-based), or the one asked for when they are not;
COMPONENT is the first, in the order of the URI, in which their normal forms
differ: scheme, authority (one has one, the other not), userinfo, host,
port, path, query or fragment. "uri equal http://example.com
http://example.com:80/" prints "equal at scheme-based". Nothing is resolved
and fragments count: "x#" and "x" differ.

Given more than one B, each is compared with A, one line each; with A alone,
or A and "-", the Bs are the lines of standard input. With no arguments, or
"-" alone, each line of standard input is a pair, A<TAB>B.

A pair with no URI reference gets a line

	error<TAB>OFFSET<TAB>MESSAGE

where MESSAGE begins with "a: " or "b: ", the input OFFSET is a byte offset
into; OFFSET is "-" for a line without a tab. With -json, each pair is an
object with a, b (absent for a line without a tab), and either result (the
line of text), equal, level and differs (absent when equal), or error:
{"offset": OFFSET, "message": MESSAGE}.

The exit status is 0 when every pair is equal, 1 when one differs or is no
pair of URI references, 2 on a usage or input error.

Flags:
`)
		fs.PrintDefaults()
	}
}
