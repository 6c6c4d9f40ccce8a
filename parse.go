package uri

import (
	"strconv"

	"github.com/abnf-uri/uri/internal/uriparse/ast"
	"github.com/abnf-uri/uri/internal/uriparse/parser"
)

// Error records a string that is not a URI of the kind asked for: the
// operation, the input and why (a *parser.Error: where the input stops
// matching RFC 3986's grammar, what the grammar allows there, and what the
// input has).
type Error struct {
	Op  string
	URI string
	Err error
}

// Error formats e as `uri: parse "http://a b/": offset 8: expected ...`.
func (e *Error) Error() string {
	return "uri: " + e.Op + " " + strconv.Quote(e.URI) + ": " + e.Err.Error()
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// Parse parses s as a URI reference (RFC 3986 §4.1, URI-reference): a URI
// or a relative reference.
func Parse(s string) (URI, error) { return parse("parse", parser.URIReference, s) }

// ParseURI parses s as a URI (RFC 3986 §3, URI): it has a scheme.
func ParseURI(s string) (URI, error) { return parse("parse URI", parser.URI, s) }

// ParseAbsolute parses s as an absolute URI (RFC 3986 §4.3,
// absolute-URI): a URI without a fragment, as a base URI must be.
func ParseAbsolute(s string) (URI, error) { return parse("parse absolute URI", parser.AbsoluteURI, s) }

// ParseRelative parses s as a relative reference (RFC 3986 §4.2,
// relative-ref): no scheme.
func ParseRelative(s string) (URI, error) {
	return parse("parse relative reference", parser.RelativeRef, s)
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
	if err := parser.Validate(parser.URIReference, s); err != nil {
		return &Error{Op: "validate", URI: s, Err: err}
	}
	return nil
}

func parse(op string, rule parser.Rule, s string) (URI, error) {
	var buf [48]ast.Record
	recs, err := parser.Append(buf[:0], rule, s)
	if err != nil {
		return URI{}, &Error{Op: op, URI: s, Err: err}
	}
	return fromRecords(s, recs), nil
}

// fromRecords reads the components of a URI out of its parse tree.
func fromRecords(s string, recs []ast.Record) URI {
	u := URI{s: s, scheme: -1, authority: -1, userinfo: -1, host: -1, hEnd: -1, port: -1, query: -1, fragment: -1}
	for i := 0; i < len(recs); i++ {
		r := &recs[i]
		switch r.Kind {
		case ast.KindScheme:
			u.scheme = r.End
		case ast.KindAuthority:
			u.authority = r.Pos
		case ast.KindUserinfo:
			u.userinfo = r.End
		case ast.KindHost:
			u.host, u.hEnd = r.Pos, r.End
			u.hostKind = hostKind(recs, i)
			i = int(r.Next) - 1
		case ast.KindPort:
			u.port = r.Pos
		case ast.KindPathAbempty, ast.KindPathAbsolute, ast.KindPathNoscheme, ast.KindPathRootless, ast.KindPathEmpty:
			u.path, u.pEnd = r.Pos, r.End
			i = int(r.Next) - 1
		case ast.KindQuery:
			u.query = r.Pos
		case ast.KindFragment:
			u.fragment = r.Pos
		}
	}
	return u
}

// hostKind reads the kind of the host whose record is recs[i] from its
// first child.
func hostKind(recs []ast.Record, i int) HostKind {
	switch recs[i+1].Kind {
	case ast.KindIPv4Address:
		return IPv4
	case ast.KindIPLiteral:
		if recs[i+2].Kind == ast.KindIPvFuture {
			return IPvFuture
		}
		return IPv6
	}
	return RegName
}
