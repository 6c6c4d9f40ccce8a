package uri

import (
	"errors"

	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// Parse parses s as a URI reference (RFC 3986 §4.1, URI-reference): a URI
// or a relative reference. A string that is none is an *Error whose
// *SyntaxError says where it stops being one. Parse allocates nothing
// for a valid s: the URI holds s and the record the generated parser
// fills as it reads s.
func Parse(s string) (u URI, err error) {
	ref.CountParse()
	if fail, expected, nodes := parser.FindURIReferenceAt(s, (*ast.Spans)(&u.r.Sp)); fail >= 0 {
		return URI{}, newSyntaxError("parse", s, synerr.Params{Offset: fail, Expected: expected, Nodes: nodes})
	}
	if s == "" {
		return URI{}, nil
	}
	u.r.S = s
	return u, nil
}

// ParseURI parses s as a URI (RFC 3986 §3, URI): a URI reference with a
// scheme. For a URI that a program is to use, from a configuration or an
// API, a Policy checks more.
func ParseURI(s string) (URI, error) {
	u := URI{r: ref.Ref{S: s}}
	if find(s, &u.r.Sp) == nil && u.IsAbsolute() {
		return u, nil
	}
	// The rule's own validator says where s stops being a URI, and what
	// the rule expects there; a URI reference with a scheme is a URI
	// (RFC 3986 §4.1), so it fails on every s that fails above.
	ref.CountParse()
	err := parser.ValidateURI(s)
	if err == nil {
		return URI{}, &Error{Op: "parse URI", Input: s, Err: errors.New("internal error: the grammar's rules disagree")}
	}
	return URI{}, syntaxError("parse URI", s, err, true)
}

// MustParse is Parse for strings known to be URI references; it panics
// otherwise.
func MustParse(s string) URI {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// Valid reports whether s is a URI reference (RFC 3986 §4.1), as Parse
// does, but never allocates, not even for an invalid s: for validating
// untrusted input where only the answer matters. Package parser has the
// same for every rule of the grammar (parser.ValidURI for a URI with a
// scheme, parser.ValidIPv6Address, ...).
func Valid(s string) bool { return parser.ValidURIReference(s) }

// find runs the generated parser over s, the one place the package parses
// a URI reference, and fills sp with the spans of its nodes.
func find(s string, sp *ref.Spans) error {
	ref.CountParse()
	return parser.FindURIReference(s, (*ast.Spans)(sp))
}
