package uri

import (
	"errors"

	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/parser"
)

// Parse parses s as a URI reference (RFC 3986 §4.1, URI-reference): a URI
// or a relative reference. A string that is none is an *Error whose
// *SyntaxError says where it stops being one. Parse allocates nothing
// for a valid s: the URI holds s and the record the generated parser
// fills as it reads s.
func Parse(s string) (u URI, err error) {
	if testHookParse != nil {
		testHookParse()
	}
	if fail, expected := parser.FindURIReferenceAt(s, &u.sp); fail >= 0 {
		return URI{}, syntaxErrorAt("parse", s, fail, expected, false)
	}
	if s == "" {
		return URI{}, nil
	}
	u.s = s
	return u, nil
}

// ParseURI parses s as a URI (RFC 3986 §3, URI): a URI reference with a
// scheme. For a URI that a program is to use, from a configuration or an
// API, a Policy checks more.
func ParseURI(s string) (URI, error) {
	u := URI{s: s}
	if find(s, &u.sp) == nil && u.IsAbsolute() {
		return u, nil
	}
	// The rule's own validator says where s stops being a URI, and what
	// the rule expects there; a URI reference with a scheme is a URI
	// (RFC 3986 §4.1), so it fails on every s that fails above.
	countParse()
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
func find(s string, sp *ast.Spans) error {
	countParse()
	return parser.FindURIReference(s, sp)
}

// testHookParse, when not nil, is called each time the package runs one
// of the generated parser's automata over text: tests count the calls.
var testHookParse func()

func countParse() {
	if testHookParse != nil {
		testHookParse()
	}
}
