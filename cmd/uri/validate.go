package main

import (
	"flag"
	"io"
	"slices"
	"strings"

	"github.com/abnf-uri/uri/parser"
)

const validateSynopsis = "usage: uri validate [-rule RULE | -scheme] [-json] [-echo] [INPUT...]\n"

const validateHelp = `Validate reports whether each input matches a rule of RFC 3986 as a whole.

The rule is URI-reference unless -rule names another: any rule of the
grammar of RFC 3986 Appendix A, or of the core rules it uses, or the
rules IRI-reference and IRI of RFC 3987 (§2.2), which allow characters
beyond ASCII; an IRI that is not UTF-8 stops matching at the first byte
that is not; or URI-Template of RFC 6570 (§2). With
-scheme, each input must be a URI (rule URI) and, when its scheme is one
"uri schemes" lists, a URI of that scheme, by the grammar of the scheme's
RFC ("mailto:@@@" is a URI and no mailto URI, RFC 6068 §2); the message of
such a failure begins with the scheme's rule and RFC section.

An empty argument is the empty reference, a URI-reference (RFC 3986
§4.4), but more often a variable that is not set: without -rule or
-scheme it is a usage error. "-rule URI-reference" validates it; an empty
line of standard input is validated as any other.

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
	name := c.fs.String("rule", parser.URIReference.String(), "the `RULE` each input must match as a whole, its name in any case:\nany rule of the grammar of RFC 3986 (Appendix A), IRI-reference or IRI (RFC 3987),\nor URI-Template (RFC 6570)")
	withScheme := c.fs.Bool("scheme", false, "check each URI against the grammar of its scheme too (see \"uri schemes\");\nnot with -rule")
	if code, ok := c.parse(args); !ok {
		return code
	}
	if *withScheme && *name != parser.URIReference.String() {
		return c.usageError("-scheme checks the rule URI and its scheme's rule: not with -rule")
	}
	ruleSet := false
	c.fs.Visit(func(f *flag.Flag) { ruleSet = ruleSet || f.Name == "rule" })
	if !ruleSet && !*withScheme && slices.Contains(c.args, "") {
		// RFC 3986 §4.1, §4.4: "" is a URI reference, the same-document
		// one; an empty argument is more often a variable that is not set.
		return c.usageError("an empty argument is the empty reference, a valid URI-reference (RFC 3986 §4.4): give -rule URI-reference to accept it or -rule URI to refuse it")
	}
	parseIRI, isIRI := iriRule(*name)
	rule, ok := parser.Lookup(*name)
	isTemplate := strings.EqualFold(*name, uriTemplateRule)
	if !ok && !isIRI && !isTemplate {
		return c.usageError("unknown rule %q: not a rule of RFC 3986, nor IRI-reference or IRI of RFC 3987, nor URI-Template of RFC 6570", *name)
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
		var f *failure
		if *withScheme {
			f = schemeFailure(in)
		} else if isTemplate {
			f = validateTemplate(in)
		} else if isIRI {
			if _, err := parseIRI(in); err != nil {
				f = iriFailure("", in, err)
			}
		} else if err := parser.Validate(rule, in); err != nil {
			e := validateError(in, err, isRef, needScheme)
			f = &failure{offset: e.Offset, message: e.Detail()}
			if isRef {
				f.at(in, needScheme).comp = e.Component
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
