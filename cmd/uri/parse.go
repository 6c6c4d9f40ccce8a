package main

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/lint"
	"github.com/abnf-uri/uri/parser"
)

// parseRules are the rules "uri parse -rule" takes, with the function of
// package uri that parses each.
var parseRules = []struct {
	rule  parser.Rule
	parse func(string) (uri.URI, error)
}{
	{parser.URIReference, uri.Parse},
	{parser.URI, uri.ParseURI},
	{parser.AbsoluteURI, uri.ParseAbsolute},
	{parser.RelativeRef, uri.ParseRelative},
}

// runParse is "uri parse": it parses each input and prints its
// components, as text or as JSON.
func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var names []string
	for _, r := range parseRules {
		names = append(names, r.rule.String())
	}
	fs := newFlagSet("parse", "[-json] [-rule RULE] [INPUT...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per input, one per line, instead of text")
	name := fs.String("rule", parser.URIReference.String(), "the `RULE` each input must match as a whole, its name in any case:\n"+orList(names))
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	var parse func(string) (uri.URI, error)
	if r, ok := parser.Lookup(*name); ok {
		for _, pr := range parseRules {
			if pr.rule == r {
				parse = pr.parse
			}
		}
	}
	if parse == nil {
		return usageError(fs, "-rule %q: want %s", *name, orList(names))
	}

	out := bufio.NewWriter(stdout)
	show := printText(out)
	if *asJSON {
		show = printJSON(out)
	}
	return forEachInput(fs, stdin, out, func(in string) bool {
		u, err := parse(in)
		if err != nil {
			show(in, u, err.(*uri.Error))
			return false
		}
		show(in, u, nil)
		return true
	})
}

// orList lists names as "a, b or c".
func orList(names []string) string {
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// A component is a part of a URI as the output of "uri parse" names it.
type component struct {
	name  string
	value string
}

// components lists the components u has, in the order of the output.
// The path is always there; host_type is there when the host is.
func components(u uri.URI) []component {
	var cs []component
	// add(name)(value, ok) adds the component if ok, so that the
	// accessors of uri.URI can be called in its arguments.
	add := func(name string) func(string, bool) {
		return func(value string, ok bool) {
			if ok {
				cs = append(cs, component{name, value})
			}
		}
	}
	add("scheme")(u.Scheme())
	add("userinfo")(u.Userinfo())
	host, ok := u.Host()
	add("host")(host, ok)
	add("host_type")(u.HostKind().String(), ok)
	add("port")(u.Port())
	add("path")(u.Path(), true)
	add("query")(u.Query())
	add("fragment")(u.Fragment())
	return cs
}

// printText returns a printer of the text form of "uri parse": a block of
// lines "NAME<TAB>VALUE" per input, blocks parted by an empty line.
func printText(w *bufio.Writer) func(in string, u uri.URI, err *uri.Error) {
	first := true
	return func(in string, u uri.URI, err *uri.Error) {
		if !first {
			w.WriteByte('\n')
		}
		first = false
		w.WriteString("input\t" + strconv.Quote(in) + "\n")
		if err != nil {
			w.WriteString("error\t" + strconv.Itoa(err.Offset) + "\t" + err.Message() + "\n")
			return
		}
		for _, c := range components(u) {
			v := c.value
			if c.name != "host_type" {
				v = strconv.Quote(v)
			}
			w.WriteString(c.name + "\t" + v + "\n")
		}
	}
}

// jsonResult is the JSON form of "uri parse" for one input. Its fields are
// in the order of the output; a nil field, a component the URI does not
// have, is left out, and an empty one is "".
type jsonResult struct {
	Input    string     `json:"input"`
	Valid    bool       `json:"valid"`
	Error    *jsonError `json:"error,omitempty"`
	Scheme   *string    `json:"scheme,omitempty"`
	Userinfo *string    `json:"userinfo,omitempty"`
	Host     *string    `json:"host,omitempty"`
	HostType *string    `json:"host_type,omitempty"`
	Port     *string    `json:"port,omitempty"`
	Path     *string    `json:"path,omitempty"`
	Query    *string    `json:"query,omitempty"`
	Fragment *string    `json:"fragment,omitempty"`
	// Warnings are the findings of lint.Check in a valid input at severity
	// warning or above, if any (uri lint shows the others too).
	Warnings []jsonFinding `json:"warnings,omitempty"`
}

type jsonError struct {
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// printJSON returns a printer of the JSON form of "uri parse": a
// jsonResult per input and line.
func printJSON(w *bufio.Writer) func(in string, u uri.URI, err *uri.Error) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return func(in string, u uri.URI, err *uri.Error) {
		r := jsonResult{Input: in, Valid: err == nil}
		if err != nil {
			r.Error = &jsonError{err.Offset, err.Message()}
		} else {
			fields := map[string]**string{
				"scheme": &r.Scheme, "userinfo": &r.Userinfo, "host": &r.Host, "host_type": &r.HostType,
				"port": &r.Port, "path": &r.Path, "query": &r.Query, "fragment": &r.Fragment,
			}
			for _, c := range components(u) {
				*fields[c.name] = &c.value
			}
			r.Warnings = jsonFindings(lintAtLeast(lint.Check(u), lint.Warning))
		}
		// A jsonResult always encodes; a failure to write is the
		// writer's, which forEachInput reports.
		enc.Encode(r)
	}
}
