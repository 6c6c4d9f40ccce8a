package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/query"
	"github.com/abnf-uri/uri/zone"
)

const getSynopsis = "usage: uri get -f TEMPLATE [-form] [-zone] [-raw] [-json] [-echo] [URI...]\n"

const getHelp = `Get prints components of URI references through a template.

TEMPLATE is text in which {NAME} stands for a component of the URI
reference, percent-decoded, and {:NAME} for the component as written:

	{scheme}  {userinfo}  {host}  {port}  {path}  {query}  {fragment}
	{user}  {password}  the userinfo before and after its first ":"
	{url}  the URI reference itself, as written, never decoded
	{zone}  the zone ID of an IPv6 host (RFC 6874 §2), as in
	        "http://[fe80::1%25eth0]/": inputs are read by RFC 6874
	{query:KEY}  the value of the first parameter of the query named KEY
	             (names compared decoded); "" if there is none
	{query-all:KEY}
	             the values of every parameter of the query named KEY,
	             in order, parted by a space; "" if there is none

{port} is the scheme's default port (http 80, https 443, ...) when the
URI names none or an empty one; {:port} is the port as written. A
component the URI does not have is "". "{{" is "{", and "}}" is "}". With -form, "+" in the
query is a space, as in HTML forms ({query}, {query:KEY} and {query-all:KEY}).
"uri get -f '{scheme} {host} {port}' https://example.com/" prints
"https example.com 443".

` + inputsHelp + `

Output: a line per input, in order: the template filled in, or
"error<TAB>OFFSET<TAB>MESSAGE" for an input that is no URI reference, or
whose decoded component the output cannot hold (in text with -raw, a tab
or a line break: use {:NAME}, leave out -raw or use -json; in JSON,
bytes that are not UTF-8), OFFSET being a byte offset into the input. A
line filled in with a control character, a bidirectional formatting
character or a byte that is not UTF-8 ("{path}" of "/%1B%5B2J") is quoted
as a Go string as a whole ("/\x1b[2J"); with -raw, it is written as it
is. ` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `

Exit status: 0 when every input is a URI reference whose components could
be printed, 1 otherwise, 2 on a usage error or when reading standard input
or writing standard output fails.
`

// A field is a piece of a template of "uri get": text, or a component.
type field struct {
	text      string // the text, or the component's name
	component bool
	raw       bool   // {:NAME}: as written, not decoded
	key       string // for query:KEY and query-all:KEY, the key
	all       bool   // query-all:KEY
}

// getOnly are the names a template of "uri get" has besides the
// components: the parts of a userinfo, and an IPv6 address's zone (RFC
// 6874).
var getOnly = []string{"user", "password", "zone", "url"}

// parseTemplate reads a template of "uri get" into its fields.
func parseTemplate(t string) ([]field, error) {
	var fs []field
	if i := strings.IndexAny(t, "\r\n"); i >= 0 {
		return nil, fmt.Errorf("offset %d: a line break: the output has one line per input", i)
	}
	for i := 0; i < len(t); {
		j := strings.IndexByte(t[i:], '{')
		if j < 0 {
			j = len(t) - i
		}
		if j > 0 {
			fs = append(fs, field{text: strings.ReplaceAll(t[i:i+j], "}}", "}")})
		}
		if i += j; i == len(t) {
			break
		}
		if strings.HasPrefix(t[i:], "{{") {
			fs = append(fs, field{text: "{"})
			i += 2
			continue
		}
		k := strings.IndexByte(t[i:], '}')
		if k < 0 {
			return nil, fmt.Errorf("offset %d: %q is not closed (\"{{\" is a \"{\")", i, t[i:])
		}
		f := field{component: true, text: t[i+1 : i+k]}
		f.text, f.raw = strings.CutPrefix(f.text, ":")
		if name, key, ok := strings.Cut(f.text, ":"); ok && (name == "query" || name == "query-all") && key != "" {
			f.text, f.key, f.all = "query", key, name == "query-all"
		} else if !slices.Contains(editComponents, f.text) && !slices.Contains(getOnly, f.text) {
			names := append(append(slices.Clip(editComponents), getOnly...), "query:KEY", "query-all:KEY")
			return nil, fmt.Errorf("offset %d: unknown component %q: want {NAME} or {:NAME}, NAME %s", i, t[i:i+k+1], orList(names))
		}
		f.raw = f.raw || f.text == "url" // decoded, it would be no URI
		fs = append(fs, f)
		i += k + 1
	}
	return fs, nil
}

// runGet is "uri get": it prints each input through a template of its
// components.
func runGet(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("get", getSynopsis, getHelp, stderr)
	tmpl := c.fs.String("f", "", "the `TEMPLATE` to fill in (required): text with {NAME} and {:NAME}")
	form := c.fs.Bool("form", false, "read \"+\" in the query as a space, as HTML forms write it")
	zones := c.fs.Bool("zone", false, "read the inputs by RFC 6874, which allows a zone ID in an IPv6 host\n(\"http://[fe80::1%25eth0]/\"); {zone} in the template implies it")
	c.rawFlag()
	if code, ok := c.parse(args); !ok {
		return code
	}
	if *tmpl == "" {
		return c.usageError("-f TEMPLATE is required, as -f '{host}'")
	}
	fields, err := parseTemplate(*tmpl)
	if err != nil {
		return c.usageError("-f %q: %v", *tmpl, err)
	}
	*zones = *zones || slices.ContainsFunc(fields, func(f field) bool { return f.component && f.text == "zone" })
	schemes := uri.DefaultSchemes()
	var opts query.Options
	if *form {
		opts.Encoding = query.Form
	}
	out := newOutput(c, stdout)
	var b strings.Builder
	// put writes raw, at offset at of the input in, as written or decoded.
	put := func(f field, in, raw string, at int) *failure {
		if f.raw {
			b.WriteString(raw)
			return nil
		}
		s, fail := decode(out, in, at, raw, *form && f.text == "query")
		b.WriteString(s)
		return fail
	}
	return forEachInput(c, stdin, out, func(in string) bool {
		var u uri.URI
		var comps map[string]located
		if *zones {
			z, err := zone.Parse(in)
			if err != nil {
				return out.single(in, "", parseFailure("", in, false, err))
			}
			u, comps = z.URI(), locateZone(z)
			comps["url"] = located{in, 0, true}
		} else {
			var err error
			if u, err = uri.Parse(in); err != nil {
				return out.single(in, "", parseFailure("", in, false, err))
			}
			comps = locate(u)
			comps["url"] = located{in, 0, true}
		}
		b.Reset()
		for _, f := range fields {
			if !f.component {
				b.WriteString(f.text)
				continue
			}
			l := comps[f.text]
			raw, at := l.text, l.at
			switch {
			case f.key != "":
				// {query:KEY} is the first value of KEY, "" for none;
				// {query-all:KEY} every one, parted by spaces.
				raw, at = "", l.at
				n := 0
				for p := range opts.Of(u).All() {
					if p.Name() != f.key {
						continue
					}
					name, value, _ := strings.Cut(p.Raw(), "=")
					raw, at = value, l.at+p.Offset()+len(name)+1
					if !f.all {
						break
					}
					if n++; n > 1 {
						b.WriteByte(' ')
					}
					if fail := put(f, in, raw, at); fail != nil {
						return out.single(in, "", fail)
					}
				}
				if f.all {
					continue
				}
			case f.text == "port" && !f.raw && raw == "":
				s, _ := u.Scheme()
				raw = schemes[strings.ToLower(s)].DefaultPort
			}
			if fail := put(f, in, raw, at); fail != nil {
				return out.single(in, "", fail)
			}
		}
		return out.single(in, b.String(), nil)
	})
}
