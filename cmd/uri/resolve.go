package main

import (
	"io"

	"github.com/abnf-uri/uri"
)

const resolveSynopsis = `usage: uri resolve [-nonstrict] [-json] [-echo] BASE [REF...]
       uri resolve [-nonstrict] [-json] [-echo] [-]
`

var resolveHelp = `Resolve resolves URI references against a base URI (RFC 3986 §5.2).

Each reference REF is resolved against the base URI BASE with the
algorithm of §5.2, and the target URI printed, dot-segments removed from
its path: "uri resolve http://a/b/c/d;p?q ../g" prints "http://a/b/g".
BASE must be a URI, with a scheme; its fragment, if any, is ignored.

` + pairs("BASE", "REF") + `

Output: a line per reference, in order: the target, or
"error<TAB>OFFSET<TAB>MESSAGE" when BASE is no URI, REF no URI reference or
a line has no tab. MESSAGE begins with "base: " or "reference: ", the input
OFFSET is a byte offset into; OFFSET is "-" for a line without a tab.
` + pairTextHelp + `

With -json, an object per reference: "base", "reference" (absent for a
line without a tab), then "result", or ` + jsonErrorHelp + `

Exit status: 0 when every reference resolves, 1 otherwise, 2 on a usage
error or when reading standard input or writing standard output fails.
`

// runResolve is "uri resolve": it resolves URI references against a base
// URI (RFC 3986 §5.2) and prints the target of each, one line per
// reference.
func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("resolve", resolveSynopsis, resolveHelp, stderr)
	nonStrict := c.fs.Bool("nonstrict", false, "read a reference with the base's scheme as if it had none (RFC 3986 §5.2.2)")
	if code, ok := c.parse(args); !ok {
		return code
	}
	opts := uri.ResolveOptions{NonStrict: *nonStrict}
	out := newOutput(c, stdout)
	return forEachPair(c, stdin, out, func(base string, ref *string) bool {
		result, f := resolve(opts, base, ref)
		return out.pair("base", base, "reference", ref, result, f)
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
		return "", parseFailure("base", base, true, err)
	}
	r, err := uri.Parse(*ref)
	if err != nil {
		return "", parseFailure("reference", *ref, false, err)
	}
	return opts.ResolveReference(b, r).String(), nil
}

// noTab is the failure of a line of pairs without a tab; synopsis is what
// the line should be, as "BASE<TAB>REF".
func noTab(synopsis string) *failure {
	return &failure{offset: -1, message: "want " + synopsis + ", found no tab"}
}
