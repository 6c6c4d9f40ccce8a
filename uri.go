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
//   - Parse, ParseURI, ParseAbsolute and ParseRelative read the four kinds
//     of reference (§4); Validate only decides, without allocating for a
//     valid input, and Valid answers yes or no without allocating at all.
//     Errors are *Error, with the offset where the input stops
//     matching the grammar and what the grammar allows there.
//   - ResolveReference and Resolve resolve a reference against a base
//     (§5.2); Relative finds the shortest reference that resolves back to
//     a target; RemoveDotSegments is §5.2.4.
//   - Normalize and Equivalent normalize and compare (§6) along the ladder
//     of simple string, syntax-based and scheme-based comparison; a
//     Normalizer holds a table of scheme rules users can extend.
//   - Escape and Unescape percent-encode and decode per component (§2.1),
//     with the sets of allowed bytes taken from the grammar.
//   - FileURIToPath and PathToFileURI convert file URIs (RFC 8089) to and
//     from POSIX and Windows paths, whatever the running system.
//   - Extract finds URIs in text (Appendix C); package lint reports what
//     in a URI may serve an attack (§7).
//   - FromURL, URL and IP connect to net/url and net/netip.
package uri

import (
	"strconv"
	"strings"
)

// URI is a parsed URI reference: a URI (RFC 3986 §3) or a relative
// reference (§4.2). The zero value is the empty relative reference. URIs
// are values: operations return new ones.
type URI struct {
	s string
	// Where the components are in s, without their delimiters; the zero
	// mark is an absent component, so that the zero URI is the empty
	// relative reference. The path is always there: s[path:pEnd].
	scheme    mark // end of the scheme (the ":" is at s[scheme])
	authority mark // start of the authority, after "//"
	userinfo  mark // end of the userinfo (the "@" is at s[userinfo])
	host      mark // start of the host; it ends at hEnd
	hEnd      int32
	port      mark // start of the port, after ":"
	path      int32
	pEnd      int32
	query     mark // start of the query, after "?"
	fragment  mark // start of the fragment, after "#"
	hostKind  HostKind
}

// mark is an offset plus one; zero marks nothing.
type mark int32

func at(offset int) mark { return mark(offset + 1) }

// get returns the offset and whether there is one.
func (m mark) get() (int, bool) { return int(m) - 1, m != 0 }

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
func (u URI) String() string { return u.s }

// Scheme returns the scheme (RFC 3986 §3.1), as written, and whether there
// is one.
func (u URI) Scheme() (string, bool) {
	end, ok := u.scheme.get()
	return u.s[:max(end, 0)], ok
}

// HasAuthority reports whether the URI has an authority (RFC 3986 §3.2),
// possibly empty ("file:///x" has an empty one).
func (u URI) HasAuthority() bool { return u.authority != 0 }

// Authority returns the authority (RFC 3986 §3.2): userinfo, host and
// port as written, and whether there is one.
func (u URI) Authority() (string, bool) {
	start, ok := u.authority.get()
	if !ok {
		return "", false
	}
	return u.s[start:u.path], true
}

// Userinfo returns the userinfo (RFC 3986 §3.2.1), as written (still
// percent-encoded), and whether there is one.
func (u URI) Userinfo() (string, bool) {
	end, ok := u.userinfo.get()
	if !ok {
		return "", false
	}
	start, _ := u.authority.get()
	return u.s[start:end], true
}

// Host returns the host (RFC 3986 §3.2.2) as written, brackets included
// for an IP-literal, and whether there is an authority to hold one.
func (u URI) Host() (string, bool) {
	start, ok := u.host.get()
	if !ok {
		return "", false
	}
	return u.s[start:u.hEnd], true
}

// HostKind says what the host is.
func (u URI) HostKind() HostKind { return u.hostKind }

// Port returns the port (RFC 3986 §3.2.3) as written, possibly empty
// ("http://a:/"), and whether there is one.
func (u URI) Port() (string, bool) {
	start, ok := u.port.get()
	if !ok {
		return "", false
	}
	return u.s[start:u.path], true
}

// Path returns the path (RFC 3986 §3.3) as written. Every URI has a path,
// possibly empty.
func (u URI) Path() string { return u.s[u.path:u.pEnd] }

// Query returns the query (RFC 3986 §3.4) as written, without its "?", and
// whether there is one.
func (u URI) Query() (string, bool) {
	start, ok := u.query.get()
	if !ok {
		return "", false
	}
	end := len(u.s)
	if f, ok := u.fragment.get(); ok {
		end = f - 1
	}
	return u.s[start:end], true
}

// Fragment returns the fragment (RFC 3986 §3.5) as written, without its
// "#", and whether there is one.
func (u URI) Fragment() (string, bool) {
	start, ok := u.fragment.get()
	if !ok {
		return "", false
	}
	return u.s[start:], true
}

// IsAbsolute reports whether the URI has a scheme: it is a URI (RFC 3986
// §3), not a relative reference (§4.2).
func (u URI) IsAbsolute() bool { return u.scheme != 0 }

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
