package main

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
)

const querySynopsis = "usage: uri query [-list] [-delete KEY]... [-append KEY[=VALUE]]... [-sort] [-form] [-json] [-echo] [URI...]\n"

const queryHelp = `Query lists, adds, deletes and sorts the parameters of queries.

A query (RFC 3986 §3.4) is read as parameters KEY=VALUE parted by "&", as
HTML forms and most web applications write them; an empty parameter
("a&&b", a last "&") is none, and one without "=" has a key and no value.
Keys and values are compared and listed percent-decoded; "+" is a space
only with -form (application/x-www-form-urlencoded), and is otherwise
"+" as RFC 3986 has it.

-delete KEY removes every parameter whose key is KEY; then -append adds
KEY=VALUE at the end, percent-encoded as "uri escape -component
query-param" does (with -form, a space is "+"); then -sort orders the
parameters by key, bytewise, keeping the order of those with the same
key. The parameters not deleted are kept as written, empty ones dropped; a
query left without parameters is removed, with its "?", when -delete
emptied it. Without any
of these flags, or with -list, the parameters are listed instead.

` + inputsHelp + `

Output: with -delete, -append or -sort and without -list, a line per
input, in order: the URI reference with its query edited, or
"error<TAB>OFFSET<TAB>MESSAGE" for an input that is no URI reference,
OFFSET being a byte offset into it. ` + textHelp + `

With -list, a block of lines per input, blocks parted by an empty line:
"input<TAB>INPUT", the input quoted as a Go string, then a line
"param<TAB>KEY<TAB>VALUE" per parameter, in order, KEY and VALUE decoded
and quoted as Go strings, VALUE left out (with its tab) for a parameter
without "="; or the error line.

With -json, an object per input: "input", then "result", or with -list
"params", an array of objects with "key" and "value" ("value" absent
without "="); or ` + jsonErrorHelp + `
A JSON string holds only text: a key or a value that does not decode to
UTF-8 is an error.

Exit status: 0 when every input is a URI reference (whose parameters, in
JSON, are text), 1 otherwise, 2 on a usage error or when reading standard
input or writing standard output fails.
`

// runQuery is "uri query": it lists or edits the parameters of queries.
func runQuery(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("query", querySynopsis, queryHelp, stderr)
	var deletes, appends []string
	list := c.fs.Bool("list", false, "list the parameters (after the edits) instead of printing the URI")
	c.fs.Func("delete", "remove every parameter whose key is `KEY`; may be repeated", func(s string) error {
		deletes = append(deletes, s)
		return nil
	})
	c.fs.Func("append", "add the parameter `KEY[=VALUE]` at the end, percent-encoded; may be repeated", func(s string) error {
		appends = append(appends, s)
		return nil
	})
	sort := c.fs.Bool("sort", false, "order the parameters by key, keeping the order of those with the same key")
	form := c.fs.Bool("form", false, "read and write \"+\" as a space, as HTML forms do")
	if code, ok := c.parse(args); !ok {
		return code
	}
	edit := len(deletes) > 0 || len(appends) > 0 || *sort
	var added []string // the parameters to append, encoded
	for _, a := range appends {
		key, value, hasValue := strings.Cut(a, "=")
		if key == "" {
			return c.usageError("-append %q: want KEY or KEY=VALUE, KEY not empty", a)
		}
		p := encodeParam(key, *form)
		if hasValue {
			p += "=" + encodeParam(value, *form)
		}
		added = append(added, p)
	}
	out := newOutput(c, stdout)
	count := 0
	return forEachInput(c, stdin, out, func(in string) bool {
		u, err := uri.Parse(in)
		if err != nil {
			f := parseFailure("", in, false, err)
			if (*list || !edit) && !out.json {
				listBlock(out, &count, in)
				out.failureLine(f)
				return false
			}
			return out.single(in, "", f)
		}
		pt := u.Parts()
		q := locate(u)["query"]
		ps := params(q.text, q.at)
		deleted := false
		if len(deletes) > 0 {
			ps = slices.DeleteFunc(ps, func(p param) bool {
				name, _ := paramName(p, *form)
				if slices.Contains(deletes, name) {
					deleted = true
					return true
				}
				return false
			})
		}
		for _, a := range added {
			ps = append(ps, params(a, -1)[0])
		}
		if *sort {
			slices.SortStableFunc(ps, func(a, b param) int {
				na, _ := paramName(a, *form)
				nb, _ := paramName(b, *form)
				return strings.Compare(na, nb)
			})
		}
		if *list || !edit {
			return listParams(out, &count, in, ps, *form)
		}
		texts := make([]string, len(ps))
		for i, p := range ps {
			texts[i] = p.text
		}
		pt.Query = strings.Join(texts, "&")
		if len(ps) == 0 && deleted {
			pt.HasQuery = false
		}
		pt.HasQuery = pt.HasQuery || len(ps) > 0
		s, f := buildResult(pt)
		return out.single(in, s, f)
	})
}

// listBlock begins the block of "uri query -list" for in: an empty line
// after the block before, and the input line.
func listBlock(out *output, count *int, in string) {
	if *count > 0 {
		out.writeByte('\n')
	}
	*count++
	out.writeString("input\t")
	out.buf = strconv.AppendQuote(out.buf, in)
	out.writeByte('\n')
}

// listParams writes the parameters ps of the input in, as "uri query
// -list" does, and reports whether they could be written.
func listParams(out *output, count *int, in string, ps []param, form bool) bool {
	if !out.json {
		listBlock(out, count, in)
	}
	type kv struct {
		key, value string
		hasValue   bool
	}
	var decoded []kv
	for _, p := range ps {
		d := kv{hasValue: p.hasValue}
		// An appended parameter (at -1) is in no input.
		valueAt := -1
		if p.at >= 0 {
			valueAt = p.at + len(p.name) + 1
		}
		var f *failure
		if d.key, f = decodeParam(out, in, p.at, p.name, form); f == nil && p.hasValue {
			d.value, f = decodeParam(out, in, valueAt, p.value, form)
		}
		if f != nil {
			if out.json {
				return out.single(in, "", f)
			}
			out.failureLine(f)
			return false
		}
		decoded = append(decoded, d)
	}
	if !out.json {
		for _, d := range decoded {
			b := append(out.buf, "param\t"...)
			b = strconv.AppendQuote(b, d.key)
			if d.hasValue {
				b = append(b, '\t')
				b = strconv.AppendQuote(b, d.value)
			}
			out.buf = append(b, '\n')
		}
		return true
	}
	out.begin()
	out.str("input", in)
	out.key("params")
	out.array()
	for _, d := range decoded {
		out.elem()
		out.begin()
		out.str("key", d.key)
		if d.hasValue {
			out.str("value", d.value)
		}
		out.end()
	}
	out.endArray()
	out.end()
	out.done()
	return true
}

// decodeParam decodes raw, a key or a value at offset at of in (-1 for an
// appended one), for a list: quoted in text, any bytes will do; in JSON,
// they must be UTF-8.
func decodeParam(out *output, in string, at int, raw string, form bool) (string, *failure) {
	if !out.json {
		if form {
			raw = strings.ReplaceAll(raw, "+", " ")
		}
		s, _ := uri.Unescape(raw) // the escapes of a URI are well formed
		return s, nil
	}
	return decode(out, in, at, raw, form)
}
