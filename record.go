package uri

import (
	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/internal/ref"
)

// The record of a URI is a ref.Ref: its text and the ref.Spans that
// parser.FindURIReference fills, where the scheme, authority, userinfo,
// host, port, query and fragment began and ended. What the grammar says
// of them besides, the rule of the path and of the host, follows from
// their text and where they are (ref.Ref.PathSpan, hostKindOf), and is
// not recorded. The operations that make a URI without parsing it write
// the same record as they write the text, one span for each node the
// parser would find there (checkReparses, in the tests, checks results against
// the parser's).

// The parser's spans are a ref.Spans: the same size, and each component's
// node in its slot (TestRecordLayout checks the slots).
var _ = ref.Spans(ast.Spans{})

// HostKind's values are ref.HostKind's.
var (
	_ [NoHost - HostKind(ref.NoHost)]struct{}
	_ [HostKind(ref.NoHost) - NoHost]struct{}
	_ [IPvFuture - HostKind(ref.IPvFuture)]struct{}
	_ [HostKind(ref.IPvFuture) - IPvFuture]struct{}
)

// hostKindOf says which rule of RFC 3986 §3.2.2 a host matches (see
// ref.HostKindOf).
func hostKindOf(host string) HostKind { return HostKind(ref.HostKindOf(host)) }

// parts returns u's components, read off its record once (ref.Ref.Parts).
func (u *URI) parts() Parts {
	p := u.r.Parts()
	return Parts{
		Scheme:       p.Scheme,
		HasScheme:    p.HasScheme,
		HasAuthority: p.HasAuthority,
		Userinfo:     p.Userinfo,
		HasUserinfo:  p.HasUserinfo,
		Host:         p.Host,
		HostKind:     HostKind(p.HostKind),
		Port:         p.Port,
		HasPort:      p.HasPort,
		Path:         p.Path,
		Query:        p.Query,
		HasQuery:     p.HasQuery,
		Fragment:     p.Fragment,
		HasFragment:  p.HasFragment,
	}
}
