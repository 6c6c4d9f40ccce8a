package main

import (
	"io"
	"strings"

	"github.com/abnf-uri/uri"
)

const resolveSynopsis = `usage: uri resolve [-nonstrict] [-iri] [-raw] [-json] [-echo] BASE [REF...]
       uri resolve [-nonstrict] [-iri] [-json] [-echo] [-]
`

var resolveHelp = `Resolve resolves URI references against a base URI (RFC 3986 §5.2).

Each reference REF is resolved against the base URI BASE with the
algorithm of §5.2, and the target URI printed, dot-segments removed from
its path: "uri resolve http://a/b/c/d;p?q ../g" prints "http://a/b/g".
BASE must be a URI, with a scheme; its fragment, if any, is ignored. With
-iri, BASE and REF are IRIs (RFC 3987), resolved alike (§6.5).

` + pairs("BASE", "REF") + `

Output: a line per reference, in order: the target, or
"error<TAB>OFFSET<TAB>MESSAGE" when BASE is no URI, REF no URI reference or
a line has no tab. MESSAGE begins with "base: " or "reference: ", the input
OFFSET is a byte offset into; OFFSET is "-" for a line without a tab.
With -iri: ` + iriRawHelp + ` ` + pairTextHelp + `

With -json, an object per reference: "base", "reference" (absent for a
line without a tab), then "result", or ` + jsonErrorHelp + `

Exit status: 0 when every reference resolves, 1 otherwise, 2 on a usage
error or when reading standard input or writing standard output fails.
`

// runResolve is "uri resolve": it resolves URI references against a base
// URI (RFC 3986 §5.2) and prints the target of each, one line per
// reference.
func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("resolve", resolveSynopsis, resolveHelp, stderr)
	c.rawFlag()
	nonStrict := c.fs.Bool("nonstrict", false, "read a reference with the base's scheme as if it had none (RFC 3986 §5.2.2)")
	withIRI := iriFlag(c.fs)
	if code, ok := c.parse(args); !ok {
		return code
	}
	out := newOutput(c, stdout)
	return forEachPair(c, stdin, out, func(base string, ref *string) bool {
		resolve := resolve
		if *withIRI {
			resolve = resolveIRI
		}
		result, f := resolve(!*nonStrict, base, ref)
		return out.pair("base", base, "reference", ref, result, f)
	})
}

// resolve resolves ref against base, strictly or not; ref is nil when a
// line of standard input has no tab.
func resolve(strict bool, base string, ref *string) (string, *failure) {
	if ref == nil {
		return "", noTab("BASE<TAB>REF")
	}
	b, err := uri.ParseURI(base)
	if err != nil {
		return "", parseFailure("base", base, true, err)
	}
	r, err := uri.Parse(*ref)
	if err != nil {
		return "", parseFailure("reference", *ref, false, err)
	}
	if !strict {
		r = nonStrict(b, r)
	}
	return b.ResolveReference(r).String(), nil
}

// nonStrict returns ref as the non-strict parsers of RFC 3986 §5.2.2 read
// it against base ("for backward compatibility"): without its scheme when
// it is base's, compared ignoring case as schemes are (§3.1). A first
// segment that holds ":" gets "./", so that it stays a path; resolution
// removes the "./" again.
func nonStrict(base, ref uri.URI) uri.URI {
	rs, ok := ref.Scheme()
	if bs, _ := base.Scheme(); !ok || !strings.EqualFold(rs, bs) {
		return ref
	}
	rest := ref.String()[len(rs)+1:]
	if seg, _, _ := strings.Cut(ref.Path(), "/"); !ref.HasAuthority() && strings.Contains(seg, ":") {
		rest = "./" + rest
	}
	if r, err := uri.Parse(rest); err == nil {
		return r
	}
	return ref
}

// noTab is the failure of a line of pairs without a tab; synopsis is what
// the line should be, as "BASE<TAB>REF".
func noTab(synopsis string) *failure {
	return &failure{offset: -1, message: "want " + synopsis + ", found no tab"}
}
