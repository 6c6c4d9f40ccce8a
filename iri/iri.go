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
	"encoding/binary"
	"net/netip"
	"strings"
	"unsafe"

	"github.com/abnf-uri/uri"
	uriast "github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/iri/internal/ast"
	"github.com/abnf-uri/uri/iri/internal/parser"
	uriparser "github.com/abnf-uri/uri/parser"
)

// IRI is a parsed IRI reference: an IRI (RFC 3987 §2.2, IRI) or a
// relative reference (irelative-ref). The zero value is the empty
// relative reference. IRIs are values: operations return new ones.
type IRI struct {
	// r is the text and where its components are, the record of package
	// uri's URI, read off the spans the generated parser records
	// (fromSpans). The operations of RFC 3986 work on it as they are
	// (§6.5).
	r ref.Ref
}

// Parse parses s as an IRI reference (RFC 3987 §2.2, IRI-reference): an
// IRI or a relative reference. A string that is none is a *uri.Error
// (Op "parse IRI reference") whose *uri.SyntaxError says where it stops
// being one: at a character the grammar
// does not allow there, or at the first byte of invalid UTF-8. Parse
// allocates nothing for a valid s.
func Parse(s string) (i IRI, err error) {
	// As parseASCII, in place: the record is written where it is
	// returned.
	if isASCII(s) {
		ref.CountParse()
		if fail, _, _ := uriparser.FindURIReferenceAt(s, (*uriast.Spans)(&i.r.Sp)); fail < 0 {
			if s == "" {
				return IRI{}, nil
			}
			i.r.S = s
			return i, nil
		}
	}
	ref.CountParse()
	var sp ast.Spans
	if err := parser.FindIRIReference(s, &sp); err != nil {
		return IRI{}, syntaxError("parse IRI reference", s, err, false)
	}
	return fromSpans(s, &sp), nil
}

// parseASCII parses s as a URI reference (RFC 3986 §4.1), with package
// uri's parser, when s is ASCII, and reports whether it is one. An ASCII
// string is an IRI reference exactly when it is a URI reference, with the
// same components: RFC 3987 §2.2 adds to the rules of RFC 3986 only
// ucschar and iprivate, code points beyond ASCII, each where unreserved
// (or, for iprivate, any pchar) is allowed already. The URI's automaton
// has no states for those and reads ASCII faster. The error of an s that
// is none is the IRI's grammar's to say.
func parseASCII(s string) (i IRI, ascii, ok bool) {
	if !isASCII(s) {
		return IRI{}, false, false
	}
	ref.CountParse()
	if fail, _, _ := uriparser.FindURIReferenceAt(s, (*uriast.Spans)(&i.r.Sp)); fail >= 0 {
		return IRI{}, true, false
	}
	if s == "" {
		return IRI{}, true, true
	}
	i.r.S = s
	return i, true, true
}

// isASCII reports whether s is ASCII alone, sixteen bytes a step.
func isASCII(s string) bool {
	const high = 0x8080808080808080
	b := unsafe.Slice(unsafe.StringData(s), len(s))
	for len(b) >= 16 {
		if (binary.LittleEndian.Uint64(b)|binary.LittleEndian.Uint64(b[8:]))&high != 0 {
			return false
		}
		b = b[16:]
	}
	if len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&high != 0 {
			return false
		}
		b = b[8:]
	}
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// ParseIRI parses s as an IRI (RFC 3987 §2.2, IRI): an IRI reference with
// a scheme. Its error is Parse's, with Op "parse IRI".
func ParseIRI(s string) (IRI, error) {
	i, ascii, ok := parseASCII(s)
	if !ascii {
		ref.CountParse()
		var sp ast.Spans
		if parser.FindIRIReference(s, &sp) == nil {
			i, ok = fromSpans(s, &sp), true
		}
	}
	if ok && i.IsAbsolute() {
		return i, nil
	}
	// The rule's own automaton says where s stops being an IRI, and what
	// the rule expects there.
	ref.CountParse()
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

// fromSpans returns the IRI reference s, whose nodes the parser found at
// sp. The parser records no userinfo: it is what lies before the host in
// the authority, before an "@".
func fromSpans(s string, sp *ast.Spans) IRI {
	if s == "" {
		return IRI{}
	}
	r := ref.Ref{S: s, Sp: ref.NoSpans}
	for _, n := range [...]struct {
		c ref.Component
		k ast.Kind
	}{
		{ref.Scheme, ast.KindScheme}, {ref.Authority, ast.KindIauthority}, {ref.Host, ast.KindIhost},
		{ref.Port, ast.KindPort}, {ref.Query, ast.KindIquery}, {ref.Fragment, ast.KindIfragment},
	} {
		if pos, end, ok := sp.Get(n.k); ok {
			r.Set(n.c, pos, end)
		}
	}
	if a, _, ok := r.Span(ref.Authority); ok {
		if h, _, _ := r.Span(ref.Host); h > a {
			r.Set(ref.Userinfo, a, h-1) // the "@" is at h-1
		}
	}
	return IRI{r: r}
}

// String returns the IRI's text: for a parsed IRI, exactly the input.
func (i IRI) String() string { return i.r.S }

// MarshalText returns the IRI's text, as String does, so that an IRI is
// written as a string in JSON and other text encodings.
func (i IRI) MarshalText() ([]byte, error) { return []byte(i.r.S), nil }

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
func (i IRI) Scheme() (string, bool) { return i.r.Text(ref.Scheme) }

// HasAuthority reports whether the IRI has an authority (iauthority),
// possibly empty ("file:///x" has an empty one).
func (i IRI) HasAuthority() bool { return i.r.Has(ref.Authority) }

// Authority returns the authority (iauthority): userinfo, host and port as
// written, and whether there is one.
func (i IRI) Authority() (string, bool) { return i.r.Text(ref.Authority) }

// Userinfo returns the userinfo (iuserinfo), as written, and whether there
// is one.
func (i IRI) Userinfo() (string, bool) { return i.r.Text(ref.Userinfo) }

// Host returns the host (ihost) as written, brackets included for an
// IP-literal, and whether there is an authority to hold one.
func (i IRI) Host() (string, bool) { return i.r.Text(ref.Host) }

// HostKind says what the host is: a registered name (ireg-name), an
// IPv4address or an IP-literal, first match wins (RFC 3986 §3.2.2).
func (i IRI) HostKind() uri.HostKind {
	h, ok := i.r.Text(ref.Host)
	if !ok {
		return uri.NoHost
	}
	return uri.HostKind(ref.HostKindOf(h))
}

// Port returns the port as written, possibly empty, and whether there is
// one.
func (i IRI) Port() (string, bool) { return i.r.Text(ref.Port) }

// Path returns the path (ipath) as written. Every IRI has a path, possibly
// empty.
func (i IRI) Path() string { return i.r.Path() }

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
func (i IRI) Query() (string, bool) { return i.r.Text(ref.Query) }

// Fragment returns the fragment (ifragment) as written, without its "#",
// and whether there is one.
func (i IRI) Fragment() (string, bool) { return i.r.Text(ref.Fragment) }

// IsAbsolute reports whether the IRI has a scheme: it is an IRI, not a
// relative reference (irelative-ref).
func (i IRI) IsAbsolute() bool { return i.r.Has(ref.Scheme) }

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
	kind := i.HostKind()
	switch kind {
	case uri.IPv4:
	case uri.IPv6:
		host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(host)
	if err != nil || a.Is4() != (kind == uri.IPv4) || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a, true
}
