package main

import (
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/lint"
)

// lintSeverities are the values of "uri lint -fail-on", in increasing order.
var lintSeverities = []lint.Severity{lint.Info, lint.Warning, lint.Error}

const lintSynopsis = "usage: uri lint [-fail-on SEVERITY] [-json] [URI...]\n"

const lintHelp = `Lint reports what in URI references may serve an attack (RFC 3986 §7).

It reports, with the codes of package lint (lint.Check): a well-known port
that is not the scheme's, percent-encoded CR, LF, NUL and other control
characters, encoded separators and dot-segments, device names, registered
names that resolvers read as IPv4 addresses, passwords, userinfo that reads
like a host, obscuring percent-encodings, and hosts that browsers (WHATWG
URL parsers) read otherwise than RFC 3986.

` + inputsHelp + `

Output: a block of lines per input, blocks parted by an empty line: the
line "input<TAB>INPUT", the input quoted as a Go string, then a line per
finding:

	SEVERITY<TAB>CODE<TAB>COMPONENT<TAB>START-END<TAB>§SECTION<TAB>MESSAGE

START-END being byte offsets into the input; for an input that is no URI
reference, the line "error<TAB>OFFSET<TAB>MESSAGE" instead.

With -json, an object per input: "input", "valid", then "findings", an
array of objects with "code", "severity", "component", "start", "end",
"section" and "message" ([] when there are none), or, for an invalid input,
` + jsonErrorHelp + `

Exit status: 1 when an input is no URI reference or has a finding at or
above the severity of -fail-on, 0 otherwise, 2 on a usage error or when
reading standard input or writing standard output fails.
`

// runLint is "uri lint": it parses each input as a URI reference and
// reports what lint.Check finds in it (RFC 3986 §7).
func runLint(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("lint", lintSynopsis, lintHelp, stderr)
	failOn := c.fs.String("fail-on", lint.Warning.String(), "exit 1 when a finding is at or above `SEVERITY`: info, warning or error,\nin any case")
	if code, ok := c.parse(args); !ok {
		return code
	}
	var threshold lint.Severity
	for _, s := range lintSeverities {
		if strings.EqualFold(s.String(), *failOn) {
			threshold = s
		}
	}
	if threshold == 0 {
		return c.usageError("-fail-on %q: want info, warning or error", *failOn)
	}

	out := newOutput(c, stdout)
	count := 0
	return forEachInput(c, stdin, out, func(in string) bool {
		u, err := uri.Parse(in)
		var f *failure
		var findings []lint.Finding
		if err != nil {
			f = parseFailure("", in, false, err)
		} else {
			findings = lint.Check(u)
		}
		if out.json {
			out.begin()
			out.str("input", in)
			out.boolean("valid", f == nil)
			if f != nil {
				out.failure(f)
			} else {
				out.findings(findings)
			}
			out.end()
			out.done()
		} else {
			if count > 0 {
				out.writeByte('\n')
			}
			count++
			out.writeString("input\t")
			out.buf = strconv.AppendQuote(out.buf, in)
			out.writeByte('\n')
			if f != nil {
				out.failureLine(f)
			}
			out.buf = appendFindingsText(out.buf, findings)
		}
		if f != nil {
			return false
		}
		for _, f := range findings {
			if f.Severity >= threshold {
				return false
			}
		}
		return true
	})
}

// appendFindingsText appends a line per finding, as "uri lint" prints
// them, to b.
func appendFindingsText(b []byte, findings []lint.Finding) []byte {
	for _, f := range findings {
		b = append(b, f.Severity.String()...)
		b = append(b, '\t')
		b = append(b, f.Code...)
		b = append(b, '\t')
		b = append(b, f.Component...)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(f.Start), 10)
		b = append(b, '-')
		b = strconv.AppendInt(b, int64(f.End), 10)
		b = append(b, "\t§"...)
		b = append(b, f.Section...)
		b = append(b, '\t')
		b = appendTextMessage(b, f.Message)
		b = append(b, '\n')
	}
	return b
}
