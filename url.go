package uri

import (
	"errors"
	"net/netip"
	"net/url"
	"strings"
)

// Interoperation with net/url and net/netip.
//
// A net/url URL is not an RFC 3986 URI reference: it holds its path and
// fragment decoded, lowercases the scheme, accepts bytes RFC 3986 does
// not (spaces and non-ASCII in a path or query, IPv6 zones), and cannot
// tell an empty fragment ("#") from none. The conversions go through the
// text, so what each side cannot represent shows as an error or a change:
// URL is url.Parse(u.String()), and the way back, FromURL, is
// Parse(v.String()).

// URL returns url.Parse(u.String()): u as a net/url URL, or url.Parse's
// error. net/url reads some RFC 3986 URI references differently, and
// rejects some:
//
//   - the scheme is lowercased ("HTTP://a" has Scheme "http");
//   - Path and Fragment are decoded (RawPath and RawFragment keep the
//     spelling where it is not net/url's own);
//   - an empty fragment ("http://a/#") is dropped;
//   - a URI with a scheme and a path not beginning with "/" is Opaque
//     ("mailto:x@example.org" has Opaque "x@example.org");
//   - an IPvFuture host ("http://[v1.x]/") is an error, and so is a
//     percent-encoded ASCII byte in a host ("http://%61/": net/url allows
//     only non-ASCII bytes encoded there);
//   - its String re-escapes the userinfo ("(" and "*" become "%28" and
//     "%2A"), uppercases escapes in the host, writes a path without "/"
//     after a host with one, and writes an empty authority with an empty
//     path ("http://") as none ("http:"), so that Parse(v.String()) may
//     differ from u; a relative URL with no host whose path begins with
//     "//" is written as that path, which reads back as an authority;
//   - its ResolveReference keeps the base's fragment for an empty
//     reference, where RFC 3986 §5.2.2 does not, and drops an empty
//     one ("#").
func (u URI) URL() (*url.URL, error) { return url.Parse(u.String()) }

// IP returns the host as an IP address, when it is an IPv4address (RFC
// 3986 §3.2.2, "192.0.2.1") or an IP-literal holding an IPv6address
// ("[2001:db8::1]", brackets removed; "[::ffff:192.0.2.1]" is an
// IPv4-mapped IPv6 address, netip's Is4In6). Any other host, a reg-name
// such as "localhost" or an IPvFuture, and a URI without an authority
// give false. RFC 3986 has no IPv6 zones ("%25eth0", RFC 6874), so the
// address never has one.
func (u URI) IP() (netip.Addr, bool) {
	host, _ := u.Host()
	kind := u.HostKind()
	switch kind {
	case IPv4:
	case IPv6:
		inner, ok := strings.CutPrefix(host, "[")
		if host, ok = strings.CutSuffix(inner, "]"); !ok {
			return netip.Addr{}, false // never for a URI
		}
	default:
		return netip.Addr{}, false
	}
	// A URI always has an address of its kind here.
	a, err := netip.ParseAddr(host)
	if err != nil || a.Is4() != (kind == IPv4) || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a, true
}

// FromURL returns v as a URI: Parse(v.String()), whose error is an *Error
// with Op "from URL" when v's text is no RFC 3986 URI reference (§4.1):
// net/url writes a RawQuery as it is ("q=a b"), and an IPv6 zone
// ("[fe80::1%en0]", RFC 6874: see package zone) as it is. What net/url
// writes of the other fields is escaped, so they convert: Path "/b c" is
// "/b%20c", Fragment "x y" "#x%20y"; a host with a path that does not
// begin with "/" gets one, and a path with ":" in its first segment,
// without a scheme, "./" before it. A nil v is an error.
func FromURL(v *url.URL) (URI, error) {
	if v == nil {
		return URI{}, &Error{Op: "from URL", Err: errors.New("nil *url.URL")}
	}
	u, err := Parse(v.String())
	if err != nil {
		if e, ok := err.(*Error); ok {
			e.Op = "from URL" // e is new, and no one else's
		}
		return URI{}, err
	}
	return u, nil
}

// IPHost returns the host that names a in a URI (RFC 3986 §3.2.2): an
// IPv4 address in dotted-decimal form ("192.0.2.1"), an IPv6 address in
// the brackets of an IP-literal, written as RFC 5952 §4 says
// ("[2001:db8::1]"; an IPv4-mapped one "[::ffff:192.0.2.1]"), for
// Parts.Host. RFC 3986 has no zones: an address with one is an error, as
// the zero Addr is; package zone writes a host with a zone (RFC 6874,
// zone.Literal).
func IPHost(a netip.Addr) (string, error) {
	switch {
	case !a.IsValid():
		return "", &Error{Op: "host of IP", Err: errors.New("the zero netip.Addr is no address")}
	case a.Zone() != "":
		return "", &Error{Op: "host of IP", Input: a.String(), Err: errors.New("an IPv6 zone is no part of an RFC 3986 host: see package zone (RFC 6874)")}
	case a.Is4():
		return a.String(), nil
	}
	return "[" + a.String() + "]", nil
}
