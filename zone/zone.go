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
	"github.com/abnf-uri/uri/zone/internal/ast"
	"github.com/abnf-uri/uri/zone/internal/parser"
)

// URI is a parsed URI reference whose host may hold a zone identifier
// (RFC 6874). The zero value is the empty relative reference.
type URI struct {
	s    string  // the text, as parsed
	u    uri.URI // the reference without the zone: "%25" and ZoneID removed
	zone int32   // where the ZoneID begins in s, after "%25"; 0 for none
	zEnd int32
}

// Parse parses s as a URI reference of RFC 3986 (§4.1) in which an IP
// literal may also be an IPv6 address with a zone: IPv6addrz, an
// IPv6address, "%25" and a ZoneID of unreserved characters and escapes
// (RFC 6874 §2). A string that is none is an *Error whose *SyntaxError
// says where it stops being one; a "%" in an IP literal that is not
// "%25" is a bare "%", which RFC 6874 §2 says must be encoded, and the
// error says so.
func Parse(s string) (URI, error) {
	var sp ast.Spans
	if err := parser.FindURIReference(s, &sp); err != nil {
		return URI{}, syntaxError("parse", s, err)
	}
	pos, end, ok := sp.Get(ast.KindZoneID)
	if !ok {
		u, err := uri.Parse(s)
		if err != nil {
			// The grammar is RFC 3986's but for zones.
			panic("zone: internal error: " + err.Error())
		}
		return URI{s: s, u: u}, nil
	}
	u, err := uri.Parse(s[:pos-3] + s[end:])
	if err != nil {
		panic("zone: internal error: " + err.Error())
	}
	return URI{s: s, u: u, zone: int32(pos), zEnd: int32(end)}, nil
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
func (u URI) String() string {
	if u.s == "" {
		return u.u.String()
	}
	return u.s
}

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
	return u.s[u.zone:u.zEnd], true
}

// Host returns the host as written, brackets and zone included
// ("[fe80::1%25eth0]"), and whether there is an authority to hold one.
func (u URI) Host() (string, bool) {
	h, ok := u.u.Host()
	if z, has := u.Zone(); has {
		h = h[:len(h)-1] + "%25" + z + "]"
	}
	return h, ok
}

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

// Literal returns the host that names a in a URI: an IPv4 address in
// dotted decimal, an IPv6 address in brackets in the text of RFC 5952,
// with its zone after "%25", every character of the zone that is not
// unreserved percent-encoded (RFC 6874 §2): "[fe80::1%25eth0]". It
// returns "" for the zero Addr.
func Literal(a netip.Addr) string {
	switch {
	case !a.IsValid():
		return ""
	case a.Is4():
		return a.String()
	}
	var b strings.Builder
	b.WriteString("[" + a.WithZone("").String())
	if z := a.Zone(); z != "" {
		b.WriteString("%25")
		for k := 0; k < len(z); k++ {
			if c := z[k]; chars.IsUnreserved(c) {
				b.WriteByte(c)
			} else {
				b.WriteString("%" + string(chars.UpperHex[c>>4]) + string(chars.UpperHex[c&15]))
			}
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
			return URI{u: nu}
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
	z = upperEscapes(z)
	p := nu.Parts()
	p.Host = p.Host[:len(p.Host)-1] + "%25" + z + "]"
	v, err := Parse(p.String())
	if err != nil {
		return u
	}
	return v
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
