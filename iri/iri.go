// Package iri parses and validates Internationalized Resource Identifiers
// exactly as RFC 3987 defines them, with a parser generated from the RFC's
// own grammar (§2.2, grammar/rfc3987.abnf), whose terminals are Unicode
// code points read as UTF-8: it accepts what the grammar accepts and
// nothing else, invalid UTF-8 included, in one pass over the input.
//
// An IRI is a URI (RFC 3986) that may also hold non-ASCII characters:
// ucschar where RFC 3986 allows unreserved characters, and iprivate in
// the query. Every URI is an IRI. The package has the shape of package
// uri, and its values work the same way: an IRI keeps the exact text it
// was parsed from and where each component is, tells an absent component
// from an empty one, and String gives the text back byte for byte.
//
//   - Parse reads an IRI reference (§2.2, IRI-reference), ParseIRI an IRI
//     with a scheme; Valid answers yes or no without allocating.
//   - IRI.ResolveReference and IRI.Relative resolve references and make
//     them relative with the algorithms of RFC 3986, which §6.5 applies to
//     IRIs as they are.
//   - A Normalizer normalizes and compares along the ladder of §5.3, with
//     NFC as an option.
//   - Escape percent-encodes data for a component, keeping the characters
//     an IRI may hold as they are.
//   - IRI.URI maps an IRI to a URI (§3.1), with IDNA for the host as an
//     option (IRI.URIWithIDNA, which refuses an A-label longer than 63
//     octets, the longest label of DNS: RFC 5890 §2.3.2.1, RFC 1034
//     §3.1); FromURI maps a URI to an IRI (§3.2), decoding only what is
//     safe to decode.
//
// RFC 3987 §4.1 forbids the bidirectional formatting characters (LRM,
// RLM, LRE, RLE, LRO, RLO and PDF) in IRIs, which the grammar allows, as
// ucschar: Parse follows the grammar and accepts them, IRI.URI
// percent-encodes them, and FromURI never decodes them.
package iri

import (
	"net/netip"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/iri/internal/ast"
	"github.com/abnf-uri/uri/iri/internal/parser"
)

// IRI is a parsed IRI reference: an IRI (RFC 3987 §2.2, IRI) or a
// relative reference (irelative-ref). The zero value is the empty
// relative reference. IRIs are values: operations return new ones.
type IRI struct {
	s string
	// Where the components are in s, without their delimiters; the zero
	// mark is an absent component. The path is always there:
	// s[path:pEnd].
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
	hostKind  uri.HostKind
}

// mark is an offset plus one; zero marks nothing.
type mark int32

func at(offset int) mark { return mark(offset + 1) }

// get returns the offset and whether there is one.
func (m mark) get() (int, bool) { return int(m) - 1, m != 0 }

// Parse parses s as an IRI reference (RFC 3987 §2.2, IRI-reference): an
// IRI or a relative reference. A string that is none is an *Error whose
// *SyntaxError says where it stops being one: at a character the grammar
// does not allow there, or at the first byte of invalid UTF-8. Parse
// allocates nothing for a valid s.
func Parse(s string) (IRI, error) {
	var sp ast.Spans
	if err := parser.FindIRIReference(s, &sp); err != nil {
		return IRI{}, syntaxError("parse", s, err, false)
	}
	return fromSpans(s, &sp), nil
}

// ParseIRI parses s as an IRI (RFC 3987 §2.2, IRI): an IRI reference with
// a scheme.
func ParseIRI(s string) (IRI, error) {
	var sp ast.Spans
	if parser.FindIRIReference(s, &sp) == nil {
		if i := fromSpans(s, &sp); i.IsAbsolute() {
			return i, nil
		}
	}
	// The rule's own automaton says where s stops being an IRI, and what
	// the rule expects there.
	return IRI{}, syntaxError("parse IRI", s, parser.ValidateIRI(s), true)
}

// MustParse is Parse for strings known to be IRI references; it panics
// otherwise.
func MustParse(s string) IRI {
	i, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return i
}

// Valid reports whether s is an IRI reference (RFC 3987 §2.2), as Parse
// does, but never allocates, not even for an invalid s.
func Valid(s string) bool { return parser.ValidIRIReference(s) }

// fromSpans reads the components of an IRI reference out of the spans of
// its nodes. The path, the userinfo and the kind of host are read from
// where the nodes around them end, so that the parser records fewer spans.
func fromSpans(s string, sp *ast.Spans) IRI {
	i := IRI{s: s}
	if _, end, ok := sp.Get(ast.KindScheme); ok {
		i.scheme = at(end)
		i.path = int32(end + 1)
	}
	if pos, end, ok := sp.Get(ast.KindIauthority); ok {
		i.authority = at(pos)
		hPos, hEnd, _ := sp.Get(ast.KindIhost)
		i.host, i.hEnd = at(hPos), int32(hEnd)
		if hPos > pos {
			i.userinfo = at(hPos - 1) // the "@"
		}
		if pPos, _, ok := sp.Get(ast.KindPort); ok {
			i.port = at(pPos)
		}
		i.hostKind = hostKind(s[hPos:hEnd])
		i.path = int32(end)
	}
	i.pEnd = int32(len(s))
	if pos, _, ok := sp.Get(ast.KindIfragment); ok {
		i.fragment = at(pos)
		i.pEnd = int32(pos - 1)
	}
	if pos, _, ok := sp.Get(ast.KindIquery); ok {
		i.query = at(pos)
		i.pEnd = int32(pos - 1)
	}
	return i
}

// hostKind says what a host that matches ihost is (RFC 3986 §3.2.2, which
// RFC 3987 §2.2 keeps): an IP-literal by its brackets, an IPv4address
// before a reg-name, first match wins.
func hostKind(h string) uri.HostKind {
	switch {
	case h == "":
		return uri.RegName
	case h[0] == '[':
		if h[1] == 'v' || h[1] == 'V' {
			return uri.IPvFuture
		}
		return uri.IPv6
	case isIPv4(h):
		return uri.IPv4
	}
	return uri.RegName
}

// isIPv4 reports whether h matches IPv4address (RFC 3986 §3.2.2): four
// dec-octets, 0 to 255 without leading zeros, separated by ".".
func isIPv4(h string) bool {
	for n := range 4 {
		if n > 0 {
			if h == "" || h[0] != '.' {
				return false
			}
			h = h[1:]
		}
		d := 0
		for d < len(h) && d < 4 && '0' <= h[d] && h[d] <= '9' {
			d++
		}
		switch {
		case d == 0 || d > 3 || d > 1 && h[0] == '0':
			return false
		case d == 3 && h[:3] > "255":
			return false
		}
		h = h[d:]
	}
	return h == ""
}

// String returns the IRI's text: for a parsed IRI, exactly the input.
func (i IRI) String() string { return i.s }

// MarshalText returns the IRI's text, as String does, so that an IRI is
// written as a string in JSON and other text encodings.
func (i IRI) MarshalText() ([]byte, error) { return []byte(i.s), nil }

// UnmarshalText parses text as an IRI reference, as Parse does, into i.
// On error i is left as it was.
func (i *IRI) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*i = v
	return nil
}

// Scheme returns the scheme (RFC 3986 §3.1), as written, and whether there
// is one.
func (i IRI) Scheme() (string, bool) {
	end, ok := i.scheme.get()
	return i.s[:max(end, 0)], ok
}

// HasAuthority reports whether the IRI has an authority (iauthority),
// possibly empty ("file:///x" has an empty one).
func (i IRI) HasAuthority() bool { return i.authority != 0 }

// Authority returns the authority (iauthority): userinfo, host and port as
// written, and whether there is one.
func (i IRI) Authority() (string, bool) {
	start, ok := i.authority.get()
	if !ok {
		return "", false
	}
	return i.s[start:i.path], true
}

// Userinfo returns the userinfo (iuserinfo), as written, and whether there
// is one.
func (i IRI) Userinfo() (string, bool) {
	end, ok := i.userinfo.get()
	if !ok {
		return "", false
	}
	start, _ := i.authority.get()
	return i.s[start:end], true
}

// Host returns the host (ihost) as written, brackets included for an
// IP-literal, and whether there is an authority to hold one.
func (i IRI) Host() (string, bool) {
	start, ok := i.host.get()
	if !ok {
		return "", false
	}
	return i.s[start:i.hEnd], true
}

// HostKind says what the host is: a registered name (ireg-name), an
// IPv4address or an IP-literal, first match wins (RFC 3986 §3.2.2).
func (i IRI) HostKind() uri.HostKind { return i.hostKind }

// Port returns the port as written, possibly empty, and whether there is
// one.
func (i IRI) Port() (string, bool) {
	start, ok := i.port.get()
	if !ok {
		return "", false
	}
	return i.s[start:i.path], true
}

// Path returns the path (ipath) as written. Every IRI has a path, possibly
// empty.
func (i IRI) Path() string { return i.s[i.path:i.pEnd] }

// Segments returns the path's segments as written: the text after each
// "/", and before the first one in a path that does not begin with "/".
// The empty path has none; "/" has one, empty.
func (i IRI) Segments() []string {
	p := i.Path()
	switch {
	case p == "":
		return nil
	case p[0] == '/':
		p = p[1:]
	}
	return strings.Split(p, "/")
}

// Query returns the query (iquery) as written, without its "?", and
// whether there is one.
func (i IRI) Query() (string, bool) {
	start, ok := i.query.get()
	if !ok {
		return "", false
	}
	end := len(i.s)
	if f, ok := i.fragment.get(); ok {
		end = f - 1
	}
	return i.s[start:end], true
}

// Fragment returns the fragment (ifragment) as written, without its "#",
// and whether there is one.
func (i IRI) Fragment() (string, bool) {
	start, ok := i.fragment.get()
	if !ok {
		return "", false
	}
	return i.s[start:], true
}

// IsAbsolute reports whether the IRI has a scheme: it is an IRI, not a
// relative reference (irelative-ref).
func (i IRI) IsAbsolute() bool { return i.scheme != 0 }

// Parts returns i's components, as written, each Has field saying whether
// its component is present. They are the parts of a URI reference only
// when the IRI is all ASCII; URI maps an IRI to one.
func (i IRI) Parts() uri.Parts {
	var p uri.Parts
	p.Scheme, p.HasScheme = i.Scheme()
	p.HasAuthority = i.HasAuthority()
	p.Userinfo, p.HasUserinfo = i.Userinfo()
	p.Host, _ = i.Host()
	p.HostKind = i.HostKind()
	p.Port, p.HasPort = i.Port()
	p.Path = i.Path()
	p.Query, p.HasQuery = i.Query()
	p.Fragment, p.HasFragment = i.Fragment()
	return p
}

// IP returns the host as an IP address, when it is an IPv4address or an
// IP-literal holding an IPv6address (brackets removed), as package uri's
// URI.IP does. Any other host, and an IRI without an authority, give
// false.
func (i IRI) IP() (netip.Addr, bool) {
	host, _ := i.Host()
	switch i.hostKind {
	case uri.IPv4:
	case uri.IPv6:
		host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(host)
	if err != nil || a.Is4() != (i.hostKind == uri.IPv4) || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a, true
}
