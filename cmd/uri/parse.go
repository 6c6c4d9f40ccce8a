package main

import (
	"io"
	"strconv"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/internal/termsafe"
	"github.com/abnf-uri/uri/lint"
	"github.com/abnf-uri/uri/parser"
	"github.com/abnf-uri/uri/zone"
)

// parseRules are the rules "uri parse -rule" takes, with the functions of
// package uri and package parser that parse each, and whether it needs a
// scheme.
var parseRules = []struct {
	rule       parser.Rule
	parse      func(string) (uri.URI, error)
	find       func(string, *ast.Spans) error
	needScheme bool
}{
	{parser.URIReference, uri.Parse, parser.FindURIReference, false},
	{parser.URI, uri.ParseURI, parser.FindURI, true},
	{parser.AbsoluteURI, parseAbsolute, parser.FindAbsoluteURI, true},
	{parser.RelativeRef, parseRelative, parser.FindRelativeRef, false},
}

const parseSynopsis = "usage: uri parse [-rule RULE | -zone] [-lint] [-json] [INPUT...]\n"

const parseHelp = `Parse splits each URI reference into its components (RFC 3986 §3).

The components are as written in the input, still percent-encoded; an
absent component is told from an empty one ("http://a/?" has an empty
query, "http://a/" none). The host type names the rule of §3.2.2 the host
matched: ipv4, ipv6, ipvfuture or reg-name. With -lint, the findings of
"uri lint" follow. With -rule IRI-reference or IRI, the inputs are IRI
references of RFC 3987 (§2.2), which may hold characters beyond ASCII.
With -zone, they are URI references by RFC 6874, whose IPv6 host may hold
a zone ID after "%25" ("http://[fe80::1%25eth0]/"): the host is written
with it, and a line "zone" (a key "zone" in JSON) gives the ZoneID as
written.

` + inputsHelp + `

Output: a block of lines per input, blocks parted by an empty line. The
first line is "input<TAB>INPUT", the input quoted as a Go string; then,
for a valid input, a line "NAME<TAB>VALUE" per component it has, in this
order: scheme, userinfo, host, host_type, zone, port, path (always there),
query, fragment, each value quoted but host_type's; with -lint, a line per
finding, as "uri lint" prints them. For an invalid input, the line
"error<TAB>OFFSET<TAB>MESSAGE" follows instead, OFFSET being the byte
offset, from 0, of the first place in the input no match can go past.

With -json, an object per input: "input", "valid" (true or false), then
for a valid input its components, each key absent when the component is
and "" when it is empty; for a URI of a scheme whose RFC defines
components of its own (mailto, urn, data, tel, geo, ftp, gopher, news,
nntp; see "uri schemes"), and which is valid by that RFC's grammar,
"scheme_parts", a list of {"name", "value"} in the order they appear
(mailto's "to", "hfname" and "hfvalue"; a URN's "nid", "nss",
"r-component", "q-component", "f-component"; data's "mediatype",
"base64", "data"; tel's "number" and a pair per parameter); and with
-lint "findings", as "uri lint -json" writes them; for an invalid input ` + jsonErrorHelp + `

Exit status: 0 when every input is valid, 1 when one is not, 2 on a usage
error or when reading standard input or writing standard output fails.
`

// runParse is "uri parse": it parses each input and prints its
// components, as text or as JSON.
func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var names []string
	for _, r := range parseRules {
		names = append(names, r.rule.String())
	}
	c := newCmdline("parse", parseSynopsis, parseHelp, stderr)
	name := c.fs.String("rule", parser.URIReference.String(), "the `RULE` each input must match as a whole, its name in any case:\n"+orList(append(names, "IRI-reference", "IRI (RFC 3987)")))
	withLint := c.fs.Bool("lint", false, "add the findings of \"uri lint\" (RFC 3986 §7) for each valid input")
	zones := c.fs.Bool("zone", false, "read the inputs as URI references by RFC 6874, which allows a zone ID\nin an IPv6 host (\"http://[fe80::1%25eth0]/\"); not with -rule")
	if code, ok := c.parse(args); !ok {
		return code
	}
	if *zones {
		if *name != parser.URIReference.String() || *withLint {
			return c.usageError("-zone reads URI references by RFC 6874: not with -rule or -lint")
		}
		out := newOutput(c, stdout)
		p := &parsePrinter{out: out}
		return forEachInput(c, stdin, out, func(in string) bool {
			z, err := zone.Parse(in)
			if err != nil {
				p.print(in, uri.Parts{}, parseFailure("", in, false, err), nil)
				return false
			}
			pt := z.URI().Parts()
			p.zone, p.hasZone = z.Zone()
			if p.hasZone {
				pt.Host, _ = z.Host()
			}
			p.print(in, pt, nil, nil)
			return true
		})
	}
	if parseIRI, ok := iriRule(*name); ok {
		if *withLint {
			return c.usageError("-lint checks URIs: not with -rule %s", *name)
		}
		out := newOutput(c, stdout)
		p := &parsePrinter{out: out}
		return forEachInput(c, stdin, out, func(in string) bool {
			i, err := parseIRI(in)
			if err != nil {
				p.print(in, uri.Parts{}, iriFailure("", in, err), nil)
				return false
			}
			printIRI(p, in, i)
			return true
		})
	}
	rule := -1
	if r, ok := parser.Lookup(*name); ok {
		for i, pr := range parseRules {
			if pr.rule == r {
				rule = i
			}
		}
	}
	if rule < 0 {
		return c.usageError("-rule %q: want %s", *name, orList(append(names, "IRI-reference", "IRI")))
	}
	pr := parseRules[rule]

	out := newOutput(c, stdout)
	p := &parsePrinter{out: out, lint: *withLint}
	return forEachInput(c, stdin, out, func(in string) bool {
		u, err := pr.parse(in)
		switch {
		case err != nil:
			p.print(in, uri.Parts{}, parseFailure("", in, pr.needScheme, err), nil)
			return false
		case p.lint:
			p.print(in, u.Parts(), nil, lint.Check(u))
		case out.json:
			// A valid input is ASCII without '"', '\\' or control
			// characters, and so are its components: JSON strings as
			// they are.
			b := append(out.buf, `{"input":"`...)
			b = append(b, in...)
			b = append(b, `","valid":true`...)
			out.buf = append(appendSchemePartsJSON(appendComponentsJSON(b, u.Parts()), in), '}', '\n')
		default:
			p.print(in, u.Parts(), nil, nil)
		}
		return true
	})
}

// A parsePrinter prints the answers of "uri parse".
type parsePrinter struct {
	out   *output
	lint  bool
	count int // the inputs answered so far
	// zone is the zone ID of the input being printed, with -zone, and
	// hasZone whether it has one.
	zone    string
	hasZone bool
}

// print prints the answer to in: its components pt and, with -lint, its
// findings, or the failure f.
func (p *parsePrinter) print(in string, pt uri.Parts, f *failure, findings []lint.Finding) {
	o := p.out
	if o.json {
		if f != nil {
			b := append(o.buf, `{"input":`...)
			b = termsafe.AppendJSONString(b, in)
			o.buf = append(b, `,"valid":false`...)
			o.first = false
			o.failure(f)
			o.buf = append(o.buf, '}', '\n')
			return
		}
		// A valid input is ASCII without '"', '\\' or control
		// characters, and so are its components: JSON strings as they
		// are.
		b := append(o.buf, `{"input":"`...)
		b = append(b, in...)
		b = append(b, `","valid":true`...)
		b = appendComponentsJSON(b, pt)
		if p.hasZone {
			// A ZoneID is unreserved characters and pct-encoded ones
			// (RFC 6874 §2): a JSON string as it is.
			b = append(append(append(b, `,"zone":"`...), p.zone...), '"')
		}
		o.buf = appendSchemePartsJSON(b, in)
		if p.lint {
			o.first = false
			o.findings(findings)
		}
		o.buf = append(o.buf, '}', '\n')
		return
	}
	b := p.header(in)
	if f != nil {
		o.buf = b
		o.failureLine(f)
		return
	}
	// The components of a valid input are ASCII without '"', '\\' or
	// control characters: quoted, they are themselves in quotes.
	line := func(name, value string, quote bool) {
		b = append(b, name...)
		b = append(b, '\t')
		if quote {
			b = append(b, '"')
			b = append(b, value...)
			b = append(b, '"')
		} else {
			b = append(b, value...)
		}
		b = append(b, '\n')
	}
	if pt.HasScheme {
		line("scheme", pt.Scheme, true)
	}
	if pt.HasUserinfo {
		line("userinfo", pt.Userinfo, true)
	}
	if pt.HasAuthority {
		line("host", pt.Host, true)
		line("host_type", pt.HostKind.String(), false)
		if p.hasZone {
			line("zone", p.zone, true)
		}
	}
	if pt.HasPort {
		line("port", pt.Port, true)
	}
	line("path", pt.Path, true)
	if pt.HasQuery {
		line("query", pt.Query, true)
	}
	if pt.HasFragment {
		line("fragment", pt.Fragment, true)
	}
	o.buf = appendFindingsText(b, findings)
}

// appendComponentsJSON appends the components of p, the parts of a valid
// URI reference, as "uri parse -json" writes them: a key for each the URI
// has, in the order of a URI, host_type after host, each after a comma.
// The values are written as they are: the components of a URI reference
// need no escaping in JSON.
func appendComponentsJSON(b []byte, p uri.Parts) []byte {
	add := func(key, value string) {
		b = append(b, key...)
		b = append(b, value...)
		b = append(b, '"')
	}
	if p.HasScheme {
		add(`,"scheme":"`, p.Scheme)
	}
	if p.HasUserinfo {
		add(`,"userinfo":"`, p.Userinfo)
	}
	if p.HasAuthority {
		add(`,"host":"`, p.Host)
		add(`,"host_type":"`, p.HostKind.String())
	}
	if p.HasPort {
		add(`,"port":"`, p.Port)
	}
	add(`,"path":"`, p.Path)
	if p.HasQuery {
		add(`,"query":"`, p.Query)
	}
	if p.HasFragment {
		add(`,"fragment":"`, p.Fragment)
	}
	return b
}

// header appends to the output the first line of in's block, after a
// blank line between blocks, and returns the buffer.
func (p *parsePrinter) header(in string) []byte {
	b := p.out.buf
	if p.count > 0 {
		b = append(b, '\n')
	}
	p.count++
	b = append(b, "input\t"...)
	b = strconv.AppendQuote(b, in)
	return append(b, '\n')
}
