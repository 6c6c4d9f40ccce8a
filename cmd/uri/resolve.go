package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"

	"github.com/abnf-uri/uri"
)

// jsonResolve is the JSON form of "uri resolve" for one reference.
type jsonResolve struct {
	Base      string  `json:"base"`
	Reference *string `json:"reference,omitempty"` // nil for a line without a tab
	jsonOutcome
}

// runResolve is "uri resolve": it resolves URI references against a base
// URI (RFC 3986 §5.2) and prints the target of each, one line per
// reference.
func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("resolve", "[-json] [-nonstrict] BASE [REF...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per reference, one per line, instead of text")
	nonStrict := fs.Bool("nonstrict", false, "read a reference with the base's scheme as if it had none (RFC 3986 §5.2.2)")
	fs.Usage = resolveUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	opts := uri.ResolveOptions{NonStrict: *nonStrict}
	out := bufio.NewWriter(stdout)
	enc := newJSONEncoder(out)
	return forEachPair(fs, stdin, out, func(base string, ref *string) bool {
		result, f := resolve(opts, base, ref)
		if *asJSON {
			enc.Encode(jsonResolve{base, ref, outcome(result, f)})
			return f == nil
		}
		return writeAnswer(out, result, f)
	})
}

// resolve resolves ref against base with opts; ref is nil when a line of
// standard input has no tab.
func resolve(opts uri.ResolveOptions, base string, ref *string) (string, *failure) {
	if ref == nil {
		return "", noTab("BASE<TAB>REF")
	}
	b, err := uri.ParseURI(base)
	if err != nil {
		return "", parseFailure("base", err)
	}
	r, err := uri.Parse(*ref)
	if err != nil {
		return "", parseFailure("reference", err)
	}
	return opts.ResolveReference(b, r).String(), nil
}

// resolveUsage returns the usage message of "uri resolve".
func resolveUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri resolve [-json] [-nonstrict] BASE [REF...]
       uri resolve [-json] [-nonstrict] [-]

Resolve resolves each URI reference REF against the base URI BASE, with the
algorithm of RFC 3986 §5.2, and prints the target URI, one line per
reference: "uri resolve http://a/b/c/d;p?q ../g" prints "http://a/b/g".
BASE must be a URI, with a scheme; its fragment, if any, is ignored.
Dot-segments are removed from the target's path.

With BASE alone, or BASE and "-", the references are the lines of standard
input. With no arguments, or "-" alone, each line of standard input is a
pair, BASE<TAB>REF.

A reference that does not resolve (BASE is no URI, REF no URI reference, a
line has no tab) gets a line

	error<TAB>OFFSET<TAB>MESSAGE

where MESSAGE begins with "base: " or "reference: ", the input OFFSET is a
byte offset into; OFFSET is "-" for a line without a tab. With -json, each
reference is an object with base, reference (absent for a line without a
tab), and result or error: {"offset": OFFSET, "message": MESSAGE}.

The exit status is 0 when every reference resolves, 1 otherwise, 2 on a
usage or input error.

Flags:
`)
		fs.PrintDefaults()
	}
}
