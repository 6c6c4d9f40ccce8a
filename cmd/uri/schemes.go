package main

import (
	"fmt"
	"github.com/abnf-uri/uri/internal/termsafe"
	"io"
	"strings"

	"github.com/abnf-uri/uri/scheme"
)

const schemesSynopsis = "usage: uri schemes [-json]\n"

const schemesHelp = `Schemes lists the schemes whose own grammar "uri validate -scheme" checks.

The list is package scheme's registry: each scheme's name, the RFC section
of its syntax, the grammar files its validator was generated from (files
of package grammar; those after -update replace rules of the others) and
its default port.

Inputs: none; schemes reads no input, and -echo changes nothing.

Output: a line per scheme, sorted by name,
"NAME<TAB>SPEC<TAB>GRAMMAR<TAB>PORT", PORT being "-" for none. With -json,
an object per scheme: "name", "spec", "grammar", "rule" and, if it has
one, "default_port".

Exit status: 0, or 2 on a usage error or when writing standard output
fails.
`

// runSchemes is "uri schemes": it lists the registry of package scheme.
func runSchemes(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("schemes", schemesSynopsis, schemesHelp, stderr)
	if code, ok := c.parse(args); !ok {
		return code
	}
	if len(c.args) > 0 {
		return c.usageError("unexpected argument %q: schemes reads no input", c.args[0])
	}
	out := newOutput(c, stdout)
	for _, s := range scheme.Schemes() {
		if out.json {
			out.begin()
			out.str("name", s.Name)
			out.str("spec", s.Spec)
			out.str("grammar", s.Grammar)
			out.str("rule", s.Rule)
			if s.DefaultPort != "" {
				out.str("default_port", s.DefaultPort)
			}
			out.end()
			out.done()
			continue
		}
		port := s.DefaultPort
		if port == "" {
			port = "-"
		}
		out.writeString(s.Name + "\t" + s.Spec + "\t" + s.Grammar + "\t" + port + "\n")
	}
	if err := out.flush(); err != nil {
		fmt.Fprintf(stderr, "%s: writing standard output: %v\n", c.fs.Name(), err)
		return 2
	}
	return 0
}

// schemeFailure checks in as "uri validate -scheme" does: a URI (RFC
// 3986's rule URI) and, when package scheme knows its scheme, a URI of
// that scheme. It returns nil when in is both. The message of a scheme's
// failure begins with the rule and the RFC section that in breaks.
func schemeFailure(in string) *failure {
	err := scheme.Validate(in)
	if err == nil {
		return nil
	}
	e := syntaxErrorOf(err)
	if e == nil {
		return &failure{offset: -1, message: err.Error()}
	}
	msg := e.Detail()
	if e.Rule != "URI" || e.Spec != "RFC 3986 §3" {
		// The scheme's grammar, not RFC 3986's.
		msg = e.Rule + " (" + e.Spec + "): " + msg
	}
	return (&failure{offset: e.Offset, message: msg, comp: e.Component}).at(in, true)
}

// appendSchemePartsJSON appends to b, for a URI of a scheme that package
// scheme splits into components of its own (mailto, urn, data, tel, ...),
// `,"scheme_parts":[{"name":NAME,"value":VALUE},...]`, the components in
// the order they appear; for any other input, nothing.
func appendSchemePartsJSON(b []byte, in string) []byte {
	colon := strings.IndexByte(in, ':')
	if colon <= 0 {
		return b
	}
	if s, ok := scheme.Lookup(in[:colon]); !ok || s.Parts == nil {
		return b
	}
	parts, ok := scheme.Parts(in)
	if !ok {
		return b
	}
	if len(parts) == 0 {
		return b
	}
	b = append(b, `,"scheme_parts":[`...)
	for i, p := range parts {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"name":`...)
		b = termsafe.AppendJSONString(b, p.Name)
		b = append(b, `,"value":`...)
		b = termsafe.AppendJSONString(b, p.Value)
		b = append(b, '}')
	}
	return append(b, ']')
}
