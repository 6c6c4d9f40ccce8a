package uri

import (
	"strconv"

	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/parser"
)

// Error records a string that is not a URI of the kind asked for: the
// operation, the input, the first offset where no URI of that kind can go
// on, and what RFC 3986's grammar allows there.
type Error struct {
	Op       string // "parse", "validate", ...
	URI      string // the input, as given
	Offset   int    // in bytes from 0; len(URI) when the input ends too early
	Expected string // as `"/", "?", "#" or end of input`
}

// Error formats e as
// `uri: parse "http://a b/": offset 8: expected ..., found " "`.
func (e *Error) Error() string {
	return "uri: " + e.Op + " " + strconv.Quote(e.URI) + ": offset " + strconv.Itoa(e.Offset) + ": " + e.Message()
}

// Message is the error without operation, input and offset:
// `expected ..., found " "`.
func (e *Error) Message() string {
	return "expected " + e.Expected + ", found " + parser.Found(e.URI, e.Offset)
}

func newError(op string, err error) *Error {
	pe := err.(*parser.Error)
	return &Error{Op: op, URI: pe.Input, Offset: pe.Offset, Expected: pe.Expected}
}

// Parse parses s as a URI reference (RFC 3986 §4.1, URI-reference): a URI
// or a relative reference.
func Parse(s string) (URI, error) {
	var sp ast.Spans
	if err := parser.FindURIReference(s, &sp); err != nil {
		return URI{}, newError(ops[reference], err)
	}
	return fromSpans(s, &sp), nil
}

// ParseURI parses s as a URI (RFC 3986 §3, URI): it has a scheme.
func ParseURI(s string) (URI, error) {
	if u, ok := parseAs(s, true, false); ok {
		return u, nil
	}
	return URI{}, kindError(ops[absolute], parser.ValidateURI(s))
}

// ParseAbsolute parses s as an absolute URI (RFC 3986 §4.3,
// absolute-URI): a URI without a fragment, as a base URI must be.
func ParseAbsolute(s string) (URI, error) {
	if u, ok := parseAs(s, true, true); ok {
		return u, nil
	}
	return URI{}, kindError(ops[base], parser.ValidateAbsoluteURI(s))
}

// ParseRelative parses s as a relative reference (RFC 3986 §4.2,
// relative-ref): no scheme.
func ParseRelative(s string) (URI, error) {
	if u, ok := parseAs(s, false, false); ok {
		return u, nil
	}
	return URI{}, kindError(ops[relative], parser.ValidateRelativeRef(s))
}

// kindError is the error of a Parse function from its rule's validator,
// which fails where parseAs does.
func kindError(op string, err error) error {
	if err == nil {
		panic("uri: internal error: " + op + ": the grammar's rules disagree")
	}
	return newError(op, err)
}

// parseAs parses s as a URI reference and reports whether it is one with
// a scheme (or without), and without a fragment if noFragment. The
// components are those the rule of that kind finds: a URI reference with
// a scheme is a URI (RFC 3986 §4.1), one without is a relative-ref, and
// no string is both. Where s is not of the kind, the caller asks that
// rule's validator for the error, so that it names what that rule
// expects; a program links one direct-coded automaton, URI-reference's.
func parseAs(s string, scheme, noFragment bool) (URI, bool) {
	var sp ast.Spans
	if parser.FindURIReference(s, &sp) != nil {
		return URI{}, false
	}
	u := fromSpans(s, &sp)
	_, hasScheme := u.Scheme()
	_, hasFragment := u.Fragment()
	if hasScheme != scheme || noFragment && hasFragment {
		return URI{}, false
	}
	return u, true
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

// Validate reports whether s is a URI reference (RFC 3986 §4.1): nil, or
// an *Error saying where it stops being one. It allocates nothing for a
// valid s.
func Validate(s string) error {
	if err := parser.ValidateURIReference(s); err != nil {
		return newError("validate", err)
	}
	return nil
}

// Valid reports whether s is a URI reference (RFC 3986 §4.1), as
// Validate does, but never allocates, not even for an invalid s: for
// validating untrusted input where only the answer matters. Package
// parser has the same for every rule of the grammar (parser.ValidURI for
// a URI with a scheme, parser.ValidIPv6Address, ...).
func Valid(s string) bool { return parser.ValidURIReference(s) }

// The kinds of URI references the Parse functions accept.
const (
	reference = iota // URI-reference
	absolute         // URI
	base             // absolute-URI
	relative         // relative-ref
)

// ops name the operations of the Parse functions in errors.
var ops = [...]string{"parse", "parse URI", "parse absolute URI", "parse relative reference"}

// fromSpans reads the components of a URI out of the spans of its nodes.
func fromSpans(s string, sp *ast.Spans) URI {
	u := URI{s: s}
	if _, end, ok := sp.Get(ast.KindScheme); ok {
		u.scheme = at(end)
	}
	if pos, _, ok := sp.Get(ast.KindAuthority); ok {
		u.authority = at(pos)
		if _, end, ok := sp.Get(ast.KindUserinfo); ok {
			u.userinfo = at(end)
		}
		pos, end, _ := sp.Get(ast.KindHost)
		u.host, u.hEnd = at(pos), int32(end)
		switch {
		case has(sp, ast.KindIPvFuture):
			u.hostKind = IPvFuture
		case has(sp, ast.KindIPv6Address):
			u.hostKind = IPv6
		case has(sp, ast.KindIPv4Address):
			u.hostKind = IPv4
		default:
			u.hostKind = RegName
		}
		if pos, _, ok := sp.Get(ast.KindPort); ok {
			u.port = at(pos)
		}
	}
	for _, k := range [...]ast.Kind{ast.KindPathAbempty, ast.KindPathAbsolute, ast.KindPathNoscheme, ast.KindPathRootless, ast.KindPathEmpty} {
		if pos, end, ok := sp.Get(k); ok {
			u.path, u.pEnd = int32(pos), int32(end)
			break
		}
	}
	if pos, _, ok := sp.Get(ast.KindQuery); ok {
		u.query = at(pos)
	}
	if pos, _, ok := sp.Get(ast.KindFragment); ok {
		u.fragment = at(pos)
	}
	return u
}

func has(sp *ast.Spans, k ast.Kind) bool {
	_, _, ok := sp.Get(k)
	return ok
}
