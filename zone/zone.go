// Package zone reads URI references whose host may be an IPv6 address
// with a zone identifier, as RFC 6874 writes it in a URI:
// "http://[fe80::1%25eth0]/", the "%" that introduces the zone itself
// percent-encoded. RFC 6874 updates RFC 3986's IP-literal; package uri
// keeps to RFC 3986, which has no zones, so that zones are opt-in: a
// program that wants them parses with this package.
//
// The grammar is RFC 3986's with RFC 6874's rules in place of IP-literal
// (grammar/rfc3986.abnf updated by grammar/rfc6874.abnf), and the parser
// is generated from it. A URI of this package is a uri.URI and a zone: the
// zone is a component of its own (URI.Zone), the uri.URI is the reference
// without it (URI.URI), on which package uri's operations work, and
// URI.IP gives a netip.Addr with the zone.
package zone

import (
	"net/netip"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/zone/internal/ast"
	"github.com/abnf-uri/uri/zone/internal/parser"
)

// URI is a parsed URI reference whose host may hold a zone identifier
// (RFC 6874). The zero value is the empty relative reference.
type URI struct {
	r    ref.Ref // the text, as parsed, and its record: the host's span holds the zone
	u    uri.URI // the reference without the zone: "%25" and ZoneID removed
	zone int32   // where the ZoneID begins in r.S, after "%25"; 0 for none
	zEnd int32
}

// components are the nodes of the parser that a ref.Ref records.
var components = [...]struct {
	c ref.Component
	k ast.Kind
}{
	{ref.Scheme, ast.KindScheme}, {ref.Authority, ast.KindAuthority}, {ref.Userinfo, ast.KindUserinfo},
	{ref.Host, ast.KindHost}, {ref.Port, ast.KindPort}, {ref.Query, ast.KindQuery}, {ref.Fragment, ast.KindFragment},
}

// Parse parses s as a URI reference of RFC 3986 (§4.1) in which an IP
// literal may also be an IPv6 address with a zone: IPv6addrz, an
// IPv6address, "%25" and a ZoneID of unreserved characters and escapes
// (RFC 6874 §2). A string that is none is a *uri.Error (Op "parse URI
// reference with zone") whose *uri.SyntaxError says where it stops being
// one; a "%" in an IP literal that is not "%25" is a bare "%", which RFC
// 6874 §2 says must be encoded, and the error says so (its Reason is
// BarePercent). It parses s once: the reference without the zone is
// read off the same record.
func Parse(s string) (URI, error) {
	ref.CountParse()
	var sp ast.Spans
	if err := parser.FindURIReference(s, &sp); err != nil {
		return URI{}, syntaxError(s, err)
	}
	if s == "" {
		return URI{}, nil
	}
	r := ref.Ref{S: s, Sp: ref.NoSpans}
	for _, n := range components {
		if pos, end, ok := sp.Get(n.k); ok {
			r.Set(n.c, pos, end)
		}
	}
	pos, end, ok := sp.Get(ast.KindZoneID)
	if !ok {
		return URI{r: r, u: ref.As[uri.URI](r)}, nil
	}
	// Without "%25" and the ZoneID, what follows them moves back.
	from, cut := pos-3, int32(end-(pos-3))
	w := ref.Ref{S: s[:from] + s[end:], Sp: r.Sp}
	for k, o := range w.Sp {
		if int(o) >= end {
			w.Sp[k] = o - cut
		}
	}
	return URI{r: r, u: ref.As[uri.URI](w), zone: int32(pos), zEnd: int32(end)}, nil
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

// Valid reports whether s is a URI reference in which an IP literal may
// hold a zone, as Parse does, without allocating.
func Valid(s string) bool { return parser.ValidURIReference(s) }

// String returns the text of the URI reference: for a parsed one, exactly
// the input, zone included.
func (u URI) String() string { return u.r.S }

// MarshalText returns the text, as String does.
func (u URI) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText parses text as Parse does, into u. On error u is left as
// it was.
func (u *URI) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// URI returns the URI reference without its zone, "%25" and ZoneID
// removed: "http://[fe80::1%25eth0]/" gives "http://[fe80::1]/". It is
// the reference itself when there is no zone. Package uri's operations
// work on it; a zone has meaning only on the host where the URI was made
// (RFC 6874 §2, §3), and such a URI is the one to send elsewhere.
func (u URI) URI() uri.URI { return u.u }

// Zone returns the zone identifier (RFC 6874 §2, ZoneID) as written,
// percent-encoded, without the "%25" before it, and whether there is one.
func (u URI) Zone() (string, bool) {
	if u.zone == 0 {
		return "", false
	}
	return u.r.S[u.zone:u.zEnd], true
}

// Host returns the host as written, brackets and zone included
// ("[fe80::1%25eth0]"), and whether there is an authority to hold one.
func (u URI) Host() (string, bool) { return u.r.Text(ref.Host) }

// IP returns the host as an IP address, as uri.URI.IP does, with the zone
// of an IPv6 address, decoded ("[fe80::1%25%65th0]" gives fe80::1%eth0).
func (u URI) IP() (netip.Addr, bool) {
	a, ok := u.u.IP()
	if z, has := u.Zone(); ok && has {
		d, err := uri.Unescape(z)
		if err != nil {
			return netip.Addr{}, false // not for a parsed URI
		}
		a = a.WithZone(d)
	}
	return a, ok
}

// Literal returns the host that names a in a URI, as uri.IPHost does,
// with a zone too: an IPv4 address in dotted decimal, an IPv6 address in
// brackets in the text of RFC 5952, with its zone after "%25", every
// character of the zone that is not unreserved percent-encoded (RFC 6874
// §2): "[fe80::1%25eth0]". It returns "" for the zero Addr.
func Literal(a netip.Addr) string {
	host, err := uri.IPHost(a.WithZone(""))
	if err != nil || a.Zone() == "" {
		return host // "" for the zero Addr
	}
	var b strings.Builder
	b.WriteString(host[:len(host)-1] + "%25") // host ends with "]"
	z := a.Zone()
	for k := 0; k < len(z); k++ {
		if c := z[k]; chars.IsUnreserved(c) {
			b.WriteByte(c)
		} else {
			b.WriteString("%" + string(chars.UpperHex[c>>4]) + string(chars.UpperHex[c&15]))
		}
	}
	b.WriteByte(']')
	return b.String()
}

// Normalize returns u normalized to level by n, as uri.Normalizer.Normalize
// does, and its zone kept: the zone is case-sensitive (RFC 6874 §2), so
// only its percent-encoding is normalized (RFC 3986 §6.2.2.2: unreserved
// characters decoded, the hexadecimal digits of the other escapes in
// uppercase): "HTTP://[FE80::A%25En%311]/" becomes "http://[fe80::a%25En11]/".
func (u URI) Normalize(n uri.Normalizer, level uri.Level) URI {
	nu := n.Normalize(u.u, level)
	z, ok := u.Zone()
	if !ok || level == uri.SimpleString {
		if !ok {
			return URI{r: ref.Of(nu), u: nu}
		}
		return u
	}
	if nu.HostKind() != uri.IPv6 {
		return u // a scheme's rules changed the host: keep u as it was
	}
	z, err := uri.UnescapeUnreserved(z)
	if err != nil {
		return u // not for a parsed URI
	}
	// The zone goes back before the "]" of the normalized host: the
	// record moves with the text, and nothing is parsed again.
	z = "%25" + upperEscapes(z)
	r := ref.Of(nu)
	_, hEnd, _ := r.Span(ref.Host)
	var b ref.Builder
	b.From(r, len(z))
	b.Splice(hEnd-1, hEnd-1, z)
	return URI{r: b.Ref(), u: nu, zone: int32(hEnd - 1 + 3), zEnd: int32(hEnd - 1 + len(z))}
}

// upperEscapes writes the hexadecimal digits of the escapes of s in
// uppercase.
func upperEscapes(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := []byte(s)
	for k := 0; k+2 < len(b); k++ {
		if b[k] == '%' {
			for j := k + 1; j <= k+2; j++ {
				if 'a' <= b[j] && b[j] <= 'f' {
					b[j] -= 'a' - 'A'
				}
			}
			k += 2
		}
	}
	return string(b)
}
