package main

import (
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/query"
)

const querySynopsis = "usage: uri query [-list] [-delete KEY]... [-set KEY=VALUE]... [-append KEY[=VALUE]]... [-sort] [-form] [-query-separator CHAR] [-json] [-echo] [URI...]\n"

const queryHelp = `Query lists, adds, deletes and sorts the parameters of queries.

A query (RFC 3986 §3.4) is read as parameters KEY=VALUE parted by "&", as
HTML forms and most web applications write them, or by the character
-query-separator names (";" as some applications have it; "&" is then
data); an empty parameter ("a&&b", a last "&") is none, and one without
"=" has a key and no value. Keys and values are compared and listed
percent-decoded; "+" is a space only with -form
(application/x-www-form-urlencoded), and is otherwise "+" as RFC 3986
has it.

-delete KEY removes every parameter whose key is KEY, each "*" in KEY
standing for any run of characters ("utm_*"); then -set KEY=VALUE puts
KEY=VALUE in place of the first parameter whose key is KEY and removes
the others of that key (with none, it adds KEY=VALUE at the end); then
-append adds KEY=VALUE at the end; KEY and VALUE percent-encoded as "uri
escape -component query-param" does (with -form, a space is "+"), and
the separator too; then -sort orders the parameters by key, bytewise,
keeping the order of those with the same key. The parameters not deleted
or set are kept as written, empty ones dropped; a query left without
parameters is removed, with its "?", when -delete emptied it. Without
any of these flags, or with -list, the parameters are listed instead.

` + inputsHelp + `

Output: with -delete, -set, -append or -sort and without -list, a line per
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
	var deletes, sets, appends []string
	list := c.fs.Bool("list", false, "list the parameters (after the edits) instead of printing the URI")
	c.fs.Func("delete", "remove every parameter whose key is `KEY`, \"*\" standing for any run of characters; may be repeated", func(s string) error {
		deletes = append(deletes, s)
		return nil
	})
	c.fs.Func("set", "set the parameter `KEY=VALUE` in place of the first named KEY, percent-encoded, removing the others; may be repeated", func(s string) error {
		sets = append(sets, s)
		return nil
	})
	c.fs.Func("append", "add the parameter `KEY[=VALUE]` at the end, percent-encoded; may be repeated", func(s string) error {
		appends = append(appends, s)
		return nil
	})
	sort := c.fs.Bool("sort", false, "order the parameters by key, keeping the order of those with the same key")
	form := c.fs.Bool("form", false, "read and write \"+\" as a space, as HTML forms do")
	separator := c.fs.String("query-separator", "&", "the `CHAR` that parts the parameters, as \";\"")
	if code, ok := c.parse(args); !ok {
		return code
	}
	var opts query.Options
	if *form {
		opts.Encoding = query.Form
	}
	if sep := *separator; len(sep) != 1 || sep == "=" || !uri.InQuery.Literal(sep[0]) {
		return c.usageError("-query-separator %q: want one character a query holds as it is, not \"=\", such as \"&\" or \";\"", sep)
	}
	opts.Separator = (*separator)[0]
	edit := len(deletes) > 0 || len(sets) > 0 || len(appends) > 0 || *sort
	type kv struct {
		key, value string
		hasValue   bool
	}
	var toSet, toAppend []kv
	for _, a := range sets {
		key, value, hasValue := strings.Cut(a, "=")
		if key == "" || !hasValue {
			return c.usageError("-set %q: want KEY=VALUE, KEY not empty", a)
		}
		toSet = append(toSet, kv{key, value, true})
	}
	for _, a := range appends {
		key, value, hasValue := strings.Cut(a, "=")
		if key == "" {
			return c.usageError("-append %q: want KEY or KEY=VALUE, KEY not empty", a)
		}
		toAppend = append(toAppend, kv{key, value, hasValue})
	}
	var matches []func(query.Param) bool
	for _, d := range deletes {
		matches = append(matches, query.Match(d))
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
		q := opts.Of(u)
		// An empty parameter is none.
		q.DeleteFunc(func(p query.Param) bool { return p.Raw() == "" })
		n := q.Len()
		for _, m := range matches {
			q.DeleteFunc(m)
		}
		deleted := q.Len() < n
		for _, a := range toSet {
			q.Set(a.key, a.value)
		}
		for _, a := range toAppend {
			if a.hasValue {
				q.Add(a.key, a.value)
			} else {
				q.AddName(a.key)
			}
		}
		if *sort {
			q.Sort()
		}
		if *list || !edit {
			return listParams(out, &count, in, locate(u)["query"].at, q, *form)
		}
		pt := u.Parts()
		pt.Query = q.String()
		if q.Len() == 0 && deleted {
			pt.HasQuery = false
		}
		pt.HasQuery = pt.HasQuery || q.Len() > 0
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

// listParams writes the parameters of q, the query at offset at of the
// input in, as "uri query -list" does, and reports whether they could be
// written.
func listParams(out *output, count *int, in string, at int, q *query.Query, form bool) bool {
	if !out.json {
		listBlock(out, count, in)
		for p := range q.All() {
			b := append(out.buf, "param\t"...)
			b = strconv.AppendQuote(b, p.Name())
			if p.HasValue() {
				b = append(b, '\t')
				b = strconv.AppendQuote(b, p.Value())
			}
			out.buf = append(b, '\n')
		}
		return true
	}
	// In JSON, keys and values must be text.
	type kv struct {
		key, value string
		hasValue   bool
	}
	var decoded []kv
	for p := range q.All() {
		d := kv{hasValue: p.HasValue()}
		// An appended parameter (at -1) is in no input.
		keyAt, valueAt := -1, -1
		rawKey, rawValue, _ := strings.Cut(p.Raw(), "=")
		if p.Offset() >= 0 {
			keyAt = at + p.Offset()
			valueAt = keyAt + len(rawKey) + 1
		}
		var f *failure
		if d.key, f = decode(out, in, keyAt, rawKey, form); f == nil && d.hasValue {
			d.value, f = decode(out, in, valueAt, rawValue, form)
		}
		if f != nil {
			return out.single(in, "", f)
		}
		decoded = append(decoded, d)
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
