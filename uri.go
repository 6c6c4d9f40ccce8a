// Package uri parses and validates Uniform Resource Identifiers exactly as
// RFC 3986 defines them, with a parser generated from the RFC's own
// grammar (Appendix A, grammar/rfc3986.abnf): it accepts what the grammar
// accepts and nothing else, in one pass over the input.
//
// A URI value keeps the exact text it was parsed from and where each
// component (RFC 3986 §3) is in it. A component that is absent is told
// apart from one that is present but empty: "http://a/?" has an empty
// query, "http://a/" has none. String gives back the parsed text byte for
// byte.
//
// Where RFC 3986 lets a host be read two ways ("250.1.1.1" is both an
// IPv4address and a reg-name), the host is what §3.2.2 says: "the
// first-match-wins", an IPv4address.
//
// The operations of the RFC work on parsed values, as passes over their
// components:
//
//   - Parse reads a URI reference, a URI or a relative reference (§4.1),
//     and ParseURI a URI, with a scheme (§3); Valid answers yes or no
//     without allocating at all. A Policy checks what a program asks of
//     a URI from a configuration or an API beyond the grammar: a scheme
//     from a set, a host, one from a list, no userinfo, no query or
//     fragment, a port and an IPv4 address that are ones. Absolute and
//     Checked are configuration fields that decode only a URI, or one
//     that a Policy accepts.
//   - Parts.URI builds a URI from its components (§5.3), IPHost writes a
//     host from an address; URI.JoinPath and URI.WithoutFragment make
//     new URIs of old ones.
//   - URI.ResolveReference resolves a reference against a base (§5.2);
//     URI.Relative finds the shortest reference that resolves back to a
//     target; RemoveDotSegments is §5.2.4.
//   - A Normalizer normalizes and compares (§6) along the ladder of simple
//     string, syntax-based and scheme-based comparison, with a table of
//     scheme rules users can extend.
//   - Escape and Unescape percent-encode and decode per component (§2.1),
//     with the sets of allowed bytes taken from the grammar.
//   - URI.URL, FromURL, URI.IP and IPHost connect to net/url and
//     net/netip.
//
// Errors are *Error, which names the operation and the input and wraps
// what is wrong: a *SyntaxError with the offset where the input stops
// matching the grammar, the component it is in and what the grammar
// allows there; an *EscapeError; a *PolicyError naming the rule of a
// Policy a URI breaks.
//
// Other packages of the module do the rest: fileuri converts file URIs
// (RFC 8089) to and from POSIX and Windows paths, extract finds URIs in
// text (Appendix C), lint reports what in a URI may serve an attack (§7)
// and knows IANA's registry of schemes.
package uri

import (
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/internal/ref"
)

// URI is a URI reference: a URI (RFC 3986 §3) or a relative reference
// (§4.2), always a valid one: Parse, Parts.URI and every operation that
// returns a URI make sure of it, so that the operations trust its
// components and parse nothing again. The zero value is the empty
// relative reference. URIs are values: operations return new ones, and
// two URIs of the same text are ==.
//
// A URI is a struct, so that encoding/json's omitempty never omits one,
// even the zero URI; omitzero (Go 1.24) does. As a configuration field, a
// URI takes any URI reference, "" included: Absolute takes only a URI,
// and Checked one that a Policy accepts.
type URI struct {
	// r is the text and where each component is in it, as the generated
	// parser records it (parser.FindURIReference, whose ast.Spans has the
	// layout of ref.Spans): the spans of the scheme, authority, userinfo,
	// host, port, query and fragment that matched; the path is what lies
	// between them. The passes read the components through it. A URI
	// whose text is empty is the zero URI: it has only an empty path.
	r ref.Ref
}

// HostKind says which rule of RFC 3986 §3.2.2 a host matched.
type HostKind uint8

const (
	// NoHost: the URI has no authority.
	NoHost HostKind = iota
	// RegName is a registered name, possibly empty ("example.com").
	RegName
	// IPv4 is an IPv4address in dotted-decimal form ("192.0.2.1").
	IPv4
	// IPv6 is an IP-literal holding an IPv6address ("[2001:db8::1]").
	IPv6
	// IPvFuture is an IP-literal holding an IPvFuture ("[v1.x]").
	IPvFuture
)

var hostKinds = [...]string{"", "reg-name", "ipv4", "ipv6", "ipvfuture"}

// String names the kind as the JSON output of the uri command does:
// "reg-name", "ipv4", "ipv6", "ipvfuture"; "" for NoHost.
func (k HostKind) String() string {
	if int(k) < len(hostKinds) {
		return hostKinds[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// String returns the URI's text: for a parsed URI, exactly the input.
func (u URI) String() string { return u.r.S }

// MarshalText returns the URI's text, as String does, so that a URI is
// written as a string in JSON, YAML and other text encodings.
func (u URI) MarshalText() ([]byte, error) { return []byte(u.r.S), nil }

// UnmarshalText parses text as a URI reference, as Parse does, into u,
// so that a URI is read from a string in JSON, YAML, flag values and
// other text encodings. On error u is left as it was. Any URI reference
// is one, "" and "/relative" included: for a field that needs a URI, see
// Absolute and Checked.
func (u *URI) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// Scheme returns the scheme (RFC 3986 §3.1), as written, and whether there
// is one.
func (u URI) Scheme() (string, bool) { return u.r.Text(ref.Scheme) }

// HasAuthority reports whether the URI has an authority (RFC 3986 §3.2),
// possibly empty ("file:///x" has an empty one).
func (u URI) HasAuthority() bool { return u.r.Has(ref.Authority) }

// Authority returns the authority (RFC 3986 §3.2): userinfo, host and
// port as written, and whether there is one.
func (u URI) Authority() (string, bool) { return u.r.Text(ref.Authority) }

// Userinfo returns the userinfo (RFC 3986 §3.2.1), as written (still
// percent-encoded), and whether there is one.
func (u URI) Userinfo() (string, bool) { return u.r.Text(ref.Userinfo) }

// Host returns the host (RFC 3986 §3.2.2) as written, brackets included
// for an IP-literal, and whether there is an authority to hold one.
func (u URI) Host() (string, bool) { return u.r.Text(ref.Host) }

// HostKind says what the host is.
func (u URI) HostKind() HostKind {
	host, ok := u.r.Text(ref.Host)
	if !ok {
		return NoHost
	}
	return hostKindOf(host)
}

// Port returns the port (RFC 3986 §3.2.3) as written, possibly empty
// ("http://a:/"), and whether there is one.
func (u URI) Port() (string, bool) { return u.r.Text(ref.Port) }

// Path returns the path (RFC 3986 §3.3) as written. Every URI has a path,
// possibly empty.
func (u URI) Path() string {
	pos, end, _ := u.r.PathSpan()
	return u.r.S[pos:end]
}

// Query returns the query (RFC 3986 §3.4) as written, without its "?", and
// whether there is one.
func (u URI) Query() (string, bool) { return u.r.Text(ref.Query) }

// Fragment returns the fragment (RFC 3986 §3.5) as written, without its
// "#", and whether there is one.
func (u URI) Fragment() (string, bool) { return u.r.Text(ref.Fragment) }

// IsAbsolute reports whether the URI has a scheme: it is a URI (RFC 3986
// §3), not a relative reference (§4.2).
func (u URI) IsAbsolute() bool { return u.r.Has(ref.Scheme) }

// Segments returns the path's segments as written (RFC 3986 §3.3): the
// text after each "/", and before the first one in a path that does not
// begin with "/". The empty path has none; "/" has one, empty.
func (u URI) Segments() []string {
	p := u.Path()
	switch {
	case p == "":
		return nil
	case p[0] == '/':
		p = p[1:]
	}
	return strings.Split(p, "/")
}
