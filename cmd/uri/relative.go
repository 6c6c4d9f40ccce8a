package main

import (
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
)

const relativeSynopsis = `usage: uri relative [-iri] [-raw] [-json] [-echo] BASE [TARGET...]
       uri relative [-iri] [-json] [-echo] [-]
`

var relativeHelp = `Relative finds the shortest reference from a base URI to a URI.

For each URI TARGET it prints the shortest URI reference that resolves
against the base URI BASE to TARGET (RFC 3986 §5.2): "uri relative
http://a/b/c/d;p?q http://a/b/g" prints "../g". It is the inverse of "uri
resolve": resolving the reference against BASE gives TARGET back, byte for
byte. The reference is empty (an empty line) when TARGET is BASE without a
fragment (BASE's own is ignored); it is TARGET itself when the schemes
differ. Schemes and authorities are compared as written, not normalized.
BASE and TARGET must be URIs, with a scheme; with -iri, IRIs (RFC 3987).

` + pairs("BASE", "TARGET") + `

Output: a line per target, in order: the reference, or
"error<TAB>OFFSET<TAB>MESSAGE" when no reference leads to TARGET (its path
has a dot-segment, which resolution removes), when BASE or TARGET is no
URI, or when a line has no tab. MESSAGE begins with "base: " or "target: ",
the input OFFSET is a byte offset into; OFFSET is "-" where there is none.
With -iri: ` + iriRawHelp + ` ` + pairTextHelp + `

With -json, an object per target: "base", "target" (absent for a line
without a tab), then "result", or ` + jsonErrorHelp + `

Exit status: 0 when every target has a reference, 1 otherwise, 2 on a
usage error or when reading standard input or writing standard output
fails.
`

// runRelative is "uri relative": for each target URI it prints the
// shortest reference that resolves against the base to it, one line per
// target.
func runRelative(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("relative", relativeSynopsis, relativeHelp, stderr)
	c.rawFlag()
	withIRI := iriFlag(c.fs)
	if code, ok := c.parse(args); !ok {
		return code
	}
	out := newOutput(c, stdout)
	return forEachPair(c, stdin, out, func(base string, target *string) bool {
		relative := relative
		if *withIRI {
			relative = relativeIRI
		}
		result, f := relative(base, target)
		return out.pair("base", base, "target", target, result, f)
	})
}

// relative returns the shortest reference from base to target; target is
// nil when a line of standard input has no tab.
func relative(base string, target *string) (string, *failure) {
	if target == nil {
		return "", noTab("BASE<TAB>TARGET")
	}
	b, err := uri.ParseURI(base)
	if err != nil {
		return "", parseFailure("base", base, true, err)
	}
	t, err := uri.ParseURI(*target)
	if err != nil {
		return "", parseFailure("target", *target, true, err)
	}
	ref, ok := b.Relative(t)
	if !ok {
		return "", noReference(t, *target)
	}
	return ref.String(), nil
}

// noReference is the failure of a target, t read from text, to which no
// reference leads from the base.
func noReference(t interface {
	Parts() uri.Parts
	Authority() (string, bool)
}, text string) *failure {
	if i, seg := dotSegment(t); i >= 0 {
		return (&failure{offset: i, message: "target: no reference leads to a path with the dot-segment " + strconv.Quote(seg) + ": resolution removes it (RFC 3986 §5.2.4)"}).at(text, true)
	}
	return &failure{offset: -1, message: "target: no reference resolves against the base to it"}
}

// dotSegment returns the offset in u's text of the first dot-segment of
// its path ("." or ".."), and the segment, or -1. A path that begins with
// "/.//" and has no authority begins so that "//" does not read as one
// (see uri.URI.ResolveReference): that "." is not counted.
func dotSegment(u interface {
	Parts() uri.Parts
	Authority() (string, bool)
}) (int, string) {
	p := u.Parts()
	i := 0
	if p.HasScheme {
		i += len(p.Scheme) + 1
	}
	if a, ok := u.Authority(); ok {
		i += 2 + len(a)
	}
	path := p.Path
	if !p.HasAuthority && strings.HasPrefix(path, "/.//") {
		i += 2
		path = path[2:]
	}
	for seg := range strings.SplitSeq(path, "/") {
		if seg == "." || seg == ".." {
			return i, seg
		}
		i += len(seg) + 1
	}
	return -1, ""
}
