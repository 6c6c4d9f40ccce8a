package main

import (
	"errors"
	"flag"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/iri"
)

// IRIs (RFC 3987): the rules IRI-reference and IRI of validate and parse,
// -iri on resolve, relative, normalize and equal, and the commands
// iri2uri and uri2iri, all with package iri.

// iriRules are the rules of RFC 3987 that validate and parse take, with
// the function of package iri that parses each.
var iriRules = []struct {
	name  string
	parse func(string) (iri.IRI, error)
}{
	{"IRI-reference", iri.Parse},
	{"IRI", iri.ParseIRI},
}

// iriRule returns the parser of rule name of RFC 3987, if it is one.
func iriRule(name string) (func(string) (iri.IRI, error), bool) {
	for _, r := range iriRules {
		if strings.EqualFold(r.name, name) {
			return r.parse, true
		}
	}
	return nil, false
}

// iriFailure is the failure of an input, named name in messages, that err
// of package iri refuses.
func iriFailure(name, in string, err error) *failure {
	se, ok := errors.AsType[*uri.SyntaxError](err)
	if !ok {
		return &failure{offset: -1, message: prefixed(name, err.Error())}
	}
	return &failure{offset: se.Offset, message: prefixed(name, se.Detail()), in: in, inURI: true, comp: se.Component}
}

// iriFlag adds -iri to a command.
func iriFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("iri", false, "read the inputs as IRI references (RFC 3987), which may hold\ncharacters beyond ASCII, and answer with IRIs")
}

// printIRI prints the components of i, the answer to in, as "uri parse"
// prints those of a URI reference; every value is quoted, as IRIs may
// hold any character of UTF-8.
func printIRI(p *parsePrinter, in string, i iri.IRI) {
	o := p.out
	pt := i.Parts()
	type comp struct {
		name, value string
		ok          bool
	}
	comps := []comp{
		{"scheme", pt.Scheme, pt.HasScheme},
		{"userinfo", pt.Userinfo, pt.HasUserinfo},
		{"host", pt.Host, pt.HasAuthority},
		{"host_type", pt.HostKind.String(), pt.HasAuthority},
		{"port", pt.Port, pt.HasPort},
		{"path", pt.Path, true},
		{"query", pt.Query, pt.HasQuery},
		{"fragment", pt.Fragment, pt.HasFragment},
	}
	if o.json {
		o.begin()
		o.str("input", in)
		o.boolean("valid", true)
		for _, c := range comps {
			if c.ok {
				o.str(c.name, c.value)
			}
		}
		o.end()
		o.done()
		return
	}
	b := p.header(in)
	for _, c := range comps {
		if !c.ok {
			continue
		}
		b = append(b, c.name...)
		b = append(b, '\t')
		if c.name == "host_type" {
			b = append(b, c.value...)
		} else {
			b = strconv.AppendQuote(b, c.value)
		}
		b = append(b, '\n')
	}
	o.buf = b
}

// resolveIRI is resolve for IRIs (RFC 3987 §6.5).
func resolveIRI(strict bool, base string, ref *string) (string, *failure) {
	if ref == nil {
		return "", noTab("BASE<TAB>REF")
	}
	b, err := iri.ParseIRI(base)
	if err != nil {
		return "", iriFailure("base", base, err)
	}
	r, err := iri.Parse(*ref)
	if err != nil {
		return "", iriFailure("reference", *ref, err)
	}
	if !strict {
		// As nonStrict does for URIs: the scheme and the path hold no
		// character beyond ASCII that matters here.
		if rs, ok := r.Scheme(); ok {
			if bs, _ := b.Scheme(); strings.EqualFold(rs, bs) {
				rest := r.String()[len(rs)+1:]
				if seg, _, _ := strings.Cut(r.Path(), "/"); !r.HasAuthority() && strings.Contains(seg, ":") {
					rest = "./" + rest
				}
				if v, err := iri.Parse(rest); err == nil {
					r = v
				}
			}
		}
	}
	return b.ResolveReference(r).String(), nil
}

// relativeIRI is relative for IRIs.
func relativeIRI(base string, target *string) (string, *failure) {
	if target == nil {
		return "", noTab("BASE<TAB>TARGET")
	}
	b, err := iri.ParseIRI(base)
	if err != nil {
		return "", iriFailure("base", base, err)
	}
	t, err := iri.ParseIRI(*target)
	if err != nil {
		return "", iriFailure("target", *target, err)
	}
	ref, ok := b.Relative(t)
	if !ok {
		return "", noReference(t, *target)
	}
	return ref.String(), nil
}

// normalizeIRI is normalize for IRIs (RFC 3987 §5.3), with NFC when nfc.
func normalizeIRI(level uri.Level, nfc bool, in string) (string, *failure) {
	i, err := iri.Parse(in)
	if err != nil {
		return "", iriFailure("", in, err)
	}
	return iri.Normalizer{NFC: nfc}.Normalize(i, level).String(), nil
}

// equalIRI is equal for IRIs (RFC 3987 §5.3), with NFC when nfc.
func equalIRI(level uri.Level, nfc bool, a string, b *string) (uri.Comparison, *failure) {
	if b == nil {
		return uri.Comparison{}, noTab("A<TAB>B")
	}
	ia, err := iri.Parse(a)
	if err != nil {
		return uri.Comparison{}, iriFailure("a", a, err)
	}
	ib, err := iri.Parse(*b)
	if err != nil {
		return uri.Comparison{}, iriFailure("b", *b, err)
	}
	return iri.Normalizer{NFC: nfc}.Equivalent(ia, ib, level), nil
}

const iri2uriSynopsis = "usage: uri iri2uri [-idna] [-json] [-echo] [IRI...]\n"

const iri2uriHelp = `Iri2uri maps IRI references to URI references (RFC 3987 §3.1).

Every character beyond ASCII becomes the "%HH" escapes of its UTF-8
octets; what is ASCII stays as it is, escapes included, so that a URI
maps to itself: "uri iri2uri http://résumé.example/ü" prints
"http://r%C3%A9sum%C3%A9.example/%C3%BC". With -idna, a registered name
beyond ASCII is written in IDNA A-labels instead, as §3.1 allows for
schemes that use domain names: "http://xn--rsum-bpad.example/%C3%BC".

` + inputsHelp + `

Output: a line per input, in order: the URI reference, or, for an input
that is no IRI reference or whose host IDNA refuses,
"error<TAB>OFFSET<TAB>MESSAGE", OFFSET being a byte offset into it, or "-".
` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `

Exit status: 0 when every input maps to a URI reference, 1 otherwise, 2
on a usage error or when reading standard input or writing standard
output fails.
`

// runIRI2URI is "uri iri2uri".
func runIRI2URI(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("iri2uri", iri2uriSynopsis, iri2uriHelp, stderr)
	withIDNA := c.fs.Bool("idna", false, "write a registered name beyond ASCII in IDNA A-labels (RFC 3987 §3.1)")
	if code, ok := c.parse(args); !ok {
		return code
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		i, err := iri.Parse(in)
		if err != nil {
			return out.single(in, "", iriFailure("", in, err))
		}
		if !*withIDNA {
			return out.single(in, i.URI().String(), nil)
		}
		u, err := i.URIWithIDNA()
		if err != nil {
			return out.single(in, "", &failure{offset: -1, message: err.Error()})
		}
		return out.single(in, u.String(), nil)
	})
}

const uri2iriSynopsis = "usage: uri uri2iri [-idna] [-raw] [-json] [-echo] [URI...]\n"

const uri2iriHelp = `Uri2iri maps URI references to IRI references (RFC 3987 §3.2).

The escapes of UTF-8 are decoded, and those of unreserved characters;
kept are the escapes of "%", of reserved characters, of ASCII that URIs do
not allow, of octets that are not UTF-8, of characters an IRI may not hold
there, of bidirectional formatting characters (§4.1), of dot-segments and
of combining characters after a delimiter: "uri uri2iri
http://example.org/D%C3%BCrst%2F%FC" prints "http://example.org/Dürst%2F%FC".
IDNA A-labels stay as they are, unless -idna (or -as-idn, as trurl names
it) writes those of a registered name as U-labels (RFC 5891 §5.2):
"http://xn--rsum-bpad.example/" becomes "http://résumé.example/", and an
A-label that IDNA refuses is an error.

` + inputsHelp + `

Output: a line per input, in order: the IRI reference, or, for an input
that is no URI reference, "error<TAB>OFFSET<TAB>MESSAGE", OFFSET being a
byte offset into it. ` + iriRawHelp + ` ` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `

Exit status: 0 when every input is a URI reference, 1 otherwise, 2 on a
usage error or when reading standard input or writing standard output
fails.
`

// runURI2IRI is "uri uri2iri".
func runURI2IRI(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("uri2iri", uri2iriSynopsis, uri2iriHelp, stderr)
	withIDNA := c.fs.Bool("idna", false, "write the IDNA A-labels of a registered name as U-labels (RFC 5891 §5.2)")
	c.fs.BoolVar(withIDNA, "as-idn", false, "the same as -idna, as trurl names it")
	c.rawFlag()
	if code, ok := c.parse(args); !ok {
		return code
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		u, err := uri.Parse(in)
		if err != nil {
			return out.single(in, "", parseFailure("", in, false, err))
		}
		if !*withIDNA {
			return out.single(in, iri.FromURI(u).String(), nil)
		}
		i, err := iri.FromURIWithIDNA(u)
		if err != nil {
			return out.single(in, "", &failure{offset: -1, message: err.Error()})
		}
		return out.single(in, i.String(), nil)
	})
}
