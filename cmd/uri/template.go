package main

import (
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/internal/termsafe"
	"github.com/abnf-uri/uri/template"
)

const templateSynopsis = `usage: uri template [-json] [-echo] TEMPLATE [NAME=VALUE... | OBJECT... | -]
       uri template -match [-json] [-echo] TEMPLATE [URI...]
`

const templateHelp = `Template expands a URI Template (RFC 6570), or matches URIs against one.

Each input gives the values of the variables of TEMPLATE. TEMPLATE must be a URI Template of RFC 6570 §2, level 4; one that is not
is a usage error, which says where it stops matching the grammar ("uri
validate -rule URI-Template" checks templates as inputs). It is expanded
as RFC 6570 §3 says, for every operator, and the result is checked to be a
URI reference (RFC 3986 §4.1).

Inputs: the variables of an expansion. After TEMPLATE, NAME=VALUE
arguments are one input, each setting the variable NAME to the string
VALUE, a NAME given more than once making a list: "uri template
'https://api.example.com/users{/user}{?page}' user=octocat page=2". An
argument that begins with "{" is an input of its own, a JSON object of the
variables; with no argument after TEMPLATE, or "-", each line of standard
input is one: {"user": "octocat", "page": 2, "list": ["a", "b"], "keys":
{"semi": ";", "dot": "."}}, strings, numbers, true and false being
strings, arrays lists, objects associative arrays in their order (RFC 6570
§2.4.2), and null undefined. With -url-file FILE, the lines of FILE. With
-match, the inputs are URI references, the arguments after TEMPLATE or the
lines of standard input. With -verify, the command stops after the first
input that fails. Flags may come anywhere; an input that begins with "-"
goes after "--".

Output: a line per input, in order: the expansion, or with -match the JSON
object of the variables that expand to the URI, lists as arrays and
associative arrays as objects, variables it leaves undefined left out. An
answer that fails is the line "error<TAB>OFFSET<TAB>MESSAGE": for a JSON
object that is not one of variables, OFFSET is into the line; for an
expansion that fails (an operator reserved for future extensions, a
prefix modifier on a list, a value that makes no URI reference), the
MESSAGE begins "template: " and OFFSET is into TEMPLATE; with -match,
OFFSET is into the URI, where no way of matching it goes further, or where
the variable it does not determine begins. ` + textHelp + `

With -json, an object per input: "input" (the NAME=VALUE arguments parted
by spaces, or the object, or the URI), then "result", or with -match
"variables", or ` + jsonErrorHelp + `

` + `Exit status: 0 when every input expands, or matches in one way, 1
otherwise, 2 on a usage error or when reading standard input or writing
standard output fails.
`

// runTemplate is "uri template": it expands a URI Template (RFC 6570)
// with each input's variables, or with -match matches each input against
// it, and answers each with one line.
func runTemplate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("template", templateSynopsis, templateHelp, stderr)
	match := c.fs.Bool("match", false, "match each input, a URI reference, against TEMPLATE and print the\nvariables that expand to it (RFC 6570 §1.4)")
	if code, ok := c.parse(args); !ok {
		return code
	}
	if len(c.args) == 0 {
		return c.usageError("no TEMPLATE")
	}
	tmpl, err := template.Parse(c.args[0])
	if err != nil {
		msg := err.Error()
		if se := syntaxErrorOf(err); se != nil {
			msg = "offset " + strconv.Itoa(se.Offset) + ": " + se.Detail()
		}
		return c.usageError("TEMPLATE %s is no URI Template (RFC 6570 §2): %s", strconv.Quote(c.args[0]), msg)
	}
	inputs := c.args[1:]
	out := newOutput(c, stdout)
	if *match {
		return eachInput(c, inputs, stdin, out, func(in string) bool {
			vars, err := tmpl.Match(in)
			if err != nil {
				return out.single(in, "", templateFailure("", err))
			}
			obj := appendVars(nil, tmpl, vars)
			if out.json {
				out.begin()
				out.str("input", in)
				out.key("variables")
				out.buf = append(out.buf, obj...)
				out.end()
				out.done()
				return true
			}
			out.echoInputs(&in)
			return out.answer(string(obj), nil)
		})
	}
	expand := func(in string, vars map[string]any) bool {
		s, err := tmpl.ExpandString(vars)
		if err != nil {
			return out.single(in, "", templateFailure("template", err))
		}
		return out.single(in, s, nil)
	}
	if len(inputs) > 0 && !strings.HasPrefix(inputs[0], "{") && inputs[0] != "-" {
		vars := map[string]any{}
		for _, a := range inputs {
			name, value, ok := strings.Cut(a, "=")
			if !ok || strings.HasPrefix(a, "{") {
				return c.usageError("argument %s: want NAME=VALUE, as those before it", strconv.Quote(a))
			}
			switch v := vars[name].(type) {
			case nil:
				vars[name] = value
			case string:
				vars[name] = []string{v, value}
			case []string:
				vars[name] = append(v, value)
			}
		}
		in := strings.Join(inputs, " ")
		status := readInputs(c, []string{in}, false, stdin, out, func(in string) bool { return expand(in, vars) })
		return status
	}
	for _, a := range inputs {
		if !strings.HasPrefix(a, "{") && a != "-" {
			return c.usageError("argument %s: want a JSON object, as those before it", strconv.Quote(a))
		}
	}
	return eachInput(c, inputs, stdin, out, func(in string) bool {
		vars, f := readVars(in)
		if f != nil {
			return out.single(in, "", f)
		}
		return expand(in, vars)
	})
}

// templateFailure is the failure of an expansion or a match; name, if
// not "", names the input its offset is into.
func templateFailure(name string, err error) *failure {
	se := syntaxErrorOf(err)
	if se == nil {
		return &failure{offset: -1, message: prefixed(name, err.Error())}
	}
	msg := se.Reason
	if msg == "" {
		msg = se.Detail()
	} else if se.Spec != "" {
		msg += " (" + se.Spec + ")"
	}
	if se.Err != nil {
		msg += ": " + se.Err.Error()
	}
	return &failure{offset: se.Offset, message: prefixed(name, msg)}
}

// readVars reads a line of variables: a JSON object whose values are
// strings, numbers, booleans or null, arrays of them (lists) or objects
// of them (associative arrays, in their order).
func readVars(line string) (map[string]any, *failure) {
	dec := json.NewDecoder(strings.NewReader(line))
	dec.UseNumber()
	fail := func(msg string) (map[string]any, *failure) {
		return nil, &failure{offset: int(dec.InputOffset()), message: msg}
	}
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fail("want a JSON object of variables")
	}
	vars := map[string]any{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return fail("bad JSON: " + jsonMessage(err))
		}
		name := t.(string)
		v, msg := readValue(dec, true)
		if msg != "" {
			return fail(msg)
		}
		vars[name] = v
	}
	if _, err := dec.Token(); err != nil {
		return fail("bad JSON: " + jsonMessage(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return fail("more than one JSON value on the line")
	}
	return vars, nil
}

// readValue reads the value of a variable, or with top false of a
// member of a list or an associative array, which is a string or null;
// it returns a message for one that is none.
func readValue(dec *json.Decoder, top bool) (any, string) {
	t, err := dec.Token()
	if err != nil {
		return nil, "bad JSON: " + jsonMessage(err)
	}
	switch v := t.(type) {
	case string:
		return v, ""
	case json.Number:
		return v.String(), ""
	case bool:
		if v {
			return "true", ""
		}
		return "false", ""
	case nil:
		return nil, ""
	}
	if !top {
		return nil, "a member of a list or an associative array is a string, a number, true, false or null"
	}
	if t == json.Delim('[') {
		list := []string{}
		for dec.More() {
			m, msg := readValue(dec, false)
			if msg != "" {
				return nil, msg
			}
			if m != nil {
				list = append(list, m.(string))
			}
		}
		dec.Token() // "]"
		return list, ""
	}
	pairs := []template.Pair{}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil, "bad JSON: " + jsonMessage(err)
		}
		m, msg := readValue(dec, false)
		if msg != "" {
			return nil, msg
		}
		if m != nil {
			pairs = append(pairs, template.Pair{Name: k.(string), Value: m.(string)})
		}
	}
	dec.Token() // "}"
	return pairs, ""
}

// jsonMessage is the message of an error of encoding/json, without the
// offset, which the answer gives.
func jsonMessage(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return se.Error()
	}
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		return "unexpected end of the line"
	}
	return err.Error()
}

// appendVars appends the JSON object of the variables vars of a match,
// in the order of their first use in tmpl.
func appendVars(b []byte, tmpl template.Template, vars map[string]any) []byte {
	b = append(b, '{')
	first := true
	for _, name := range tmpl.Names() {
		v, ok := vars[name]
		if !ok {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = termsafe.AppendJSONString(b, name)
		b = append(b, ':')
		switch v := v.(type) {
		case string:
			b = termsafe.AppendJSONString(b, v)
		case []string:
			b = append(b, '[')
			for i, m := range v {
				if i > 0 {
					b = append(b, ',')
				}
				b = termsafe.AppendJSONString(b, m)
			}
			b = append(b, ']')
		case []template.Pair:
			b = append(b, '{')
			for i, p := range v {
				if i > 0 {
					b = append(b, ',')
				}
				b = termsafe.AppendJSONString(b, p.Name)
				b = append(b, ':')
				b = termsafe.AppendJSONString(b, p.Value)
			}
			b = append(b, '}')
		}
	}
	return append(b, '}')
}

// uriTemplateRule is the rule of RFC 6570 that validate takes.
const uriTemplateRule = "URI-Template"

// validateTemplate is the failure of in as a URI Template (RFC 6570 §2),
// for "uri validate -rule URI-Template", or nil.
func validateTemplate(in string) *failure {
	_, err := template.Parse(in)
	if err == nil {
		return nil
	}
	if se := syntaxErrorOf(err); se != nil {
		return &failure{offset: se.Offset, message: se.Detail()}
	}
	return &failure{offset: -1, message: err.Error()}
}
