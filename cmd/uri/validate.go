package main

import (
	"io"

	"github.com/abnf-uri/uri/parser"
)

const validateSynopsis = "usage: uri validate [-rule RULE] [-json] [-echo] [INPUT...]\n"

const validateHelp = `Validate reports whether each input matches a rule of RFC 3986 as a whole.

The rule is URI-reference unless -rule names another: any rule of the
grammar of RFC 3986 Appendix A, or of the core rules it uses.

` + inputsHelp + `

Output: a line per input, in order: "valid", or
"error<TAB>OFFSET<TAB>MESSAGE", OFFSET being the byte offset, from 0, of
the first place in the input no match can go past, MESSAGE what the
grammar allows there and what the input has. ` + textHelp + `

With -json, an object per input: "input", "valid" (true or false), and for
an input that does not match ` + jsonErrorHelp + `

Exit status: 0 when every input matches, 1 when one does not, 2 on a usage
error or when reading standard input or writing standard output fails.
`

// runValidate is "uri validate": it matches each input as a whole against
// a rule of RFC 3986's grammar and answers each with one line.
func runValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("validate", validateSynopsis, validateHelp, stderr)
	name := c.fs.String("rule", parser.URIReference.String(), "the `RULE` each input must match as a whole, its name in any case:\nany rule of the grammar of RFC 3986 (Appendix A)")
	if code, ok := c.parse(args); !ok {
		return code
	}
	rule, ok := parser.Lookup(*name)
	if !ok {
		return c.usageError("unknown rule %q: not a rule of RFC 3986", *name)
	}
	// The component of an error is that of a URI reference's, for the
	// rules that are one.
	isRef, needScheme := false, false
	switch rule {
	case parser.URIReference, parser.RelativeRef:
		isRef = true
	case parser.URI, parser.AbsoluteURI:
		isRef, needScheme = true, true
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		err := parser.Validate(rule, in)
		var f *failure
		if err != nil {
			e := err.(*parser.Error)
			f = &failure{offset: e.Offset, message: e.Message()}
			if isRef {
				f.at(in, needScheme)
			}
		}
		if out.json {
			out.begin()
			out.str("input", in)
			out.boolean("valid", f == nil)
			if f != nil {
				out.failure(f)
			}
			out.end()
			out.done()
			return f == nil
		}
		out.echoInputs(&in)
		return out.answer("valid", f)
	})
}
