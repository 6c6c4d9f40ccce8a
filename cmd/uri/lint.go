package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/lint"
)

// lintSeverities are the values of "uri lint -fail-on", in increasing order.
var lintSeverities = []lint.Severity{lint.Info, lint.Warning, lint.Error}

// runLint is "uri lint": it parses each input as a URI reference and
// reports what uri.Lint finds in it (RFC 3986 §7).
func runLint(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("lint", "[-json] [-fail-on SEVERITY] [URI...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per input, one per line, instead of text")
	failOn := fs.String("fail-on", lint.Warning.String(), "exit 1 when a finding is at or above `SEVERITY`: info, warning or error,\nin any case")
	fs.Usage = lintUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	var threshold lint.Severity
	for _, s := range lintSeverities {
		if strings.EqualFold(s.String(), *failOn) {
			threshold = s
		}
	}
	if threshold == 0 {
		return usageError(fs, "-fail-on %q: want info, warning or error", *failOn)
	}

	out := bufio.NewWriter(stdout)
	show := printLintText(out)
	if *asJSON {
		show = printLintJSON(out)
	}
	return forEachInput(fs, stdin, out, func(in string) bool {
		u, err := uri.Parse(in)
		if err != nil {
			show(in, nil, err.(*uri.Error))
			return false
		}
		findings := lint.Check(u)
		show(in, findings, nil)
		for _, f := range findings {
			if f.Severity >= threshold {
				return false
			}
		}
		return true
	})
}

// lintUsage returns the usage message of "uri lint".
func lintUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri lint [-json] [-fail-on SEVERITY] [URI...]

Lint parses each URI reference (the arguments, or the lines of standard input
when there are none or the only one is "-") and reports what in it may serve
an attack or mislead a reader, as RFC 3986 §7 describes: a well-known port
that is not the scheme's, percent-encoded CR, LF or NUL, encoded separators
and dot-segments, device names, registered names that resolvers read as IPv4
addresses, passwords, userinfo that reads like a host, obscuring
percent-encodings.

For each input, the text output is a line "input<TAB>QUOTED-INPUT", then a
line per finding:

	SEVERITY<TAB>CODE<TAB>COMPONENT<TAB>START-END<TAB>§SECTION<TAB>MESSAGE

START-END are byte offsets into the input; an input that is no URI reference
gets "invalid<TAB>OFFSET<TAB>MESSAGE" instead. Inputs are parted by an empty
line. With -json, each input is an object with input, valid, error (if
invalid) and warnings: an array of objects with code, severity, component,
start, end, section and message.

The exit status is 1 when an input is invalid or has a finding at or above
the severity of -fail-on, 0 otherwise, 2 on a usage or input error.

Flags:
`)
		fs.PrintDefaults()
	}
}

// printLintText returns a printer of the text form of "uri lint".
func printLintText(w *bufio.Writer) func(in string, findings []lint.Finding, err *uri.Error) {
	first := true
	return func(in string, findings []lint.Finding, err *uri.Error) {
		if !first {
			w.WriteByte('\n')
		}
		first = false
		w.WriteString("input\t" + strconv.Quote(in) + "\n")
		if err != nil {
			w.WriteString("invalid\t" + strconv.Itoa(err.Offset) + "\t" + err.Message() + "\n")
			return
		}
		for _, f := range findings {
			w.WriteString(f.Severity.String() + "\t" + f.Code + "\t" + f.Component + "\t" +
				strconv.Itoa(f.Start) + "-" + strconv.Itoa(f.End) + "\t§" + f.Section + "\t" + f.Message + "\n")
		}
	}
}

// jsonFinding is the JSON form of a lint.Finding, in "uri lint -json" and
// in the warnings of "uri parse -json".
type jsonFinding struct {
	Code      string `json:"code"`
	Severity  string `json:"severity"`
	Component string `json:"component"`
	Start     int    `json:"start"`
	End       int    `json:"end"`
	Section   string `json:"section"`
	Message   string `json:"message"`
}

// jsonFindings converts findings to their JSON form: never nil, so that
// none is [].
func jsonFindings(findings []lint.Finding) []jsonFinding {
	out := make([]jsonFinding, 0, len(findings))
	for _, f := range findings {
		out = append(out, jsonFinding{f.Code, f.Severity.String(), f.Component, f.Start, f.End, f.Section, f.Message})
	}
	return out
}

// lintAtLeast returns the findings at severity min or above.
func lintAtLeast(findings []lint.Finding, min lint.Severity) []lint.Finding {
	var out []lint.Finding
	for _, f := range findings {
		if f.Severity >= min {
			out = append(out, f)
		}
	}
	return out
}

// jsonLint is the JSON form of "uri lint" for one input.
type jsonLint struct {
	Input    string        `json:"input"`
	Valid    bool          `json:"valid"`
	Error    *jsonError    `json:"error,omitempty"`
	Warnings []jsonFinding `json:"warnings,omitzero"`
}

// printLintJSON returns a printer of the JSON form of "uri lint": a
// jsonLint per input and line; a valid input has "warnings", possibly [].
func printLintJSON(w *bufio.Writer) func(in string, findings []lint.Finding, err *uri.Error) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return func(in string, findings []lint.Finding, err *uri.Error) {
		r := jsonLint{Input: in, Valid: err == nil}
		if err != nil {
			r.Error = &jsonError{err.Offset, err.Message()}
		} else {
			r.Warnings = jsonFindings(findings)
		}
		enc.Encode(r)
	}
}
