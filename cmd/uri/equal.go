package main

import (
	"io"

	"github.com/abnf-uri/uri"
)

const equalSynopsis = `usage: uri equal [-level simple|syntax|scheme] [-iri] [-json] [-echo] A B...
       uri equal [-level simple|syntax|scheme] [-iri] [-json] [-echo] [-]
`

var equalHelp = `Equal compares URI references up the ladder of RFC 3986 §6.2.

A and B are compared from simple string comparison up to the level asked
for, and the step that decided is printed:

	equal at LEVEL
	differ in COMPONENT at LEVEL

LEVEL is the first level at which the two are equivalent (simple-string,
syntax-based or scheme-based), or the one asked for when they are not;
COMPONENT is the first, in the order of a URI, in which their normal forms
differ: scheme, authority (one has one, the other not), userinfo, host,
port, path, query or fragment. "uri equal http://example.com
http://example.com:80/" prints "equal at scheme-based". Nothing is resolved
and fragments count: "x#" and "x" differ. With -iri, A and B are IRI
references (RFC 3987 §5.3): "é" and "%C3%A9" are equal at syntax-based,
and with -nfc, so are "é" and "e" with U+0301.

` + pairs("A", "B") + `

Output: a line per pair, in order: the step that decided, or
"error<TAB>OFFSET<TAB>MESSAGE" when A or B is no URI reference or a line has
no tab. MESSAGE begins with "a: " or "b: ", the input OFFSET is a byte
offset into; OFFSET is "-" for a line without a tab. ` + pairTextHelp + `

With -json, an object per pair: "a", "b" (absent for a line without a
tab), then "result" (the line of text), "equal" (true or false), "level"
and "differs" (absent when equal), or ` + jsonErrorHelp + `

Exit status: 0 when every pair is equal, 1 when one differs or is no pair
of URI references, 2 on a usage error or when reading standard input or
writing standard output fails.
`

// runEqual is "uri equal": it compares URI references up the ladder of
// RFC 3986 §6.2 and prints the step that decided, one line per pair.
func runEqual(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("equal", equalSynopsis, equalHelp, stderr)
	var level uri.Level
	levelFlag(c.fs, &level, uri.SimpleString, uri.SyntaxBased, uri.SchemeBased)
	withIRI := iriFlag(c.fs)
	nfc := c.fs.Bool("nfc", false, "with -iri, normalize characters to NFC too (RFC 3987 §5.3.2.2)")
	if code, ok := c.parse(args); !ok {
		return code
	}
	if *nfc && !*withIRI {
		return c.usageError("-nfc normalizes the characters of IRIs: only with -iri")
	}
	out := newOutput(c, stdout)
	return forEachPair(c, stdin, out, func(a string, b *string) bool {
		cmp, f := uri.Comparison{}, (*failure)(nil)
		if *withIRI {
			cmp, f = equalIRI(level, *nfc, a, b)
		} else {
			cmp, f = equal(level, a, b)
		}
		if !out.json {
			out.echoInputs(&a, b)
			return out.answer(cmp.String(), f) && cmp.Equal
		}
		out.begin()
		out.str("a", a)
		if b != nil {
			out.str("b", *b)
		}
		if f == nil {
			out.str("result", cmp.String())
			out.boolean("equal", cmp.Equal)
			out.str("level", cmp.Level.String())
			if cmp.Differs != "" {
				out.str("differs", cmp.Differs)
			}
		} else {
			out.failure(f)
		}
		out.end()
		out.done()
		return f == nil && cmp.Equal
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
		return uri.Comparison{}, parseFailure("a", a, false, err)
	}
	ub, err := uri.Parse(*b)
	if err != nil {
		return uri.Comparison{}, parseFailure("b", *b, false, err)
	}
	return uri.Normalizer{}.Equivalent(ua, ub, level), nil
}
