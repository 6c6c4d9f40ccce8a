package uri

import (
	"maps"

	"github.com/abnf-uri/uri/internal/schemes"
)

// Scheme is what scheme-based normalization (RFC 3986 §6.2.3) knows about
// one URI scheme: the rules its specification adds to the generic
// syntax. A Normalizer holds a table of them by scheme name.
//
// The zero Scheme knows nothing: a URI of such a scheme is normalized as
// one of a scheme missing from the table.
type Scheme struct {
	// DefaultPort is the port a URI of the scheme has when its authority
	// names none, in decimal without leading zeros ("80" for http), or ""
	// for none. A port is a number in decimal (RFC 3986 §3.2.3), so for
	// a scheme with a DefaultPort leading zeros go ("http://a:08080/"
	// becomes "http://a:8080/"), and a port of the default number is
	// removed with its ":": "http://a:80/" and "http://a:080/" become
	// "http://a/". After an empty host it stays, as an empty port does:
	// "http://:80//evil/" stays as it is, where "http:////evil/"
	// would reach host "evil" in a browser (see Normalizer.Normalize).
	DefaultPort string

	// EmptyPathIsRoot says that the empty path after an authority means
	// "/", as it does for http (RFC 9110 §4.2.3): "http://a" and
	// "http://a?q" become "http://a/" and "http://a/?q". A URI without an
	// authority is not changed.
	EmptyPathIsRoot bool

	// DefaultHost is the host that an empty host, or a missing authority,
	// stands for (RFC 3986 §3.2.2): "localhost" for file (RFC 8089 §2), or
	// "" for none. As RFC 3986 §6.2.3 asks, that default is written as
	// the empty authority: "file://localhost/x", "file:/x" and
	// "file:///x" all become "file:///x". A host written with userinfo or
	// a port stays as it is, and so does a URI without an authority whose
	// path does not begin with "/".
	DefaultHost string

	// Normalize, if not nil, applies the scheme's own rules to a URI of
	// the scheme, after the generic ones and those above: it gets a URI
	// normalized by syntax, with a lowercase scheme, and returns one that
	// means the same. It should change only what the scheme says is
	// equivalent, and normalizing what it returns should give that back
	// (normalization stays idempotent). The result is normalized by
	// syntax again; if it has another scheme, it is ignored. It is the
	// one part of normalization that may allocate more than once.
	//
	// The built-in table uses it for mailto, whose domains are
	// case-insensitive (RFC 6068 §2, RFC 3986 §6.2.3):
	// "mailto:Joe@Example.COM" becomes "mailto:Joe@example.com"; for urn,
	// whose namespace identifier is (RFC 8141 §3.1): "urn:ISBN:0" becomes
	// "urn:isbn:0"; and for data, whose media type is (RFC 2397 §3, RFC
	// 2045 §5.1): "data:Text/Plain;BASE64,SGk=" becomes
	// "data:text/plain;base64,SGk=".
	Normalize func(URI) URI
}

// builtinSchemes is the table of DefaultSchemes, which returns copies of
// it: the schemes of package internal/schemes that normalization knows
// (Normalized), with their rules of their own (hooks) attached by
// name. It is never changed.
var builtinSchemes = func() map[string]Scheme {
	m := make(map[string]Scheme)
	for _, f := range schemes.All {
		if f.Normalized {
			m[f.Name] = Scheme{DefaultPort: f.DefaultPort, EmptyPathIsRoot: f.EmptyPathIsRoot,
				DefaultHost: f.DefaultHost, Normalize: hooks[f.Name]}
		}
	}
	return m
}()

// hooks are the Normalize functions of the built-in schemes whose
// facts have a Hook, by name.
var hooks = map[string]func(URI) URI{
	"mailto": normalizeMailto,
	"urn":    normalizeURN,
	"data":   normalizeData,
}

// DefaultSchemes returns a new copy of the table a Normalizer uses when
// its Schemes is nil, keyed by lowercase scheme name. Change the copy and
// give it to a Normalizer to add or change schemes; the default stays as
// it is.
//
// It has the default ports of http (80), https (443), ws (80), wss (443),
// ftp (21), telnet (23), gopher (70), news and nntp (119), ldap (389),
// imap (143), pop (110), rtsp (554) and snmp (161), from their RFCs; the
// empty path of http, https, ws and wss is "/"; file's host defaults to
// "localhost"; mailto's domains, a URN's namespace identifier and a data
// URI's media type are case-insensitive.
//
// Some schemes are left out on purpose. sip and sips URIs carry their
// port in the path, not in an authority, and RFC 3261 §19.1.4 says an
// explicit port 5060 is not the same as none. A scheme whose default the
// RFCs leave to a transport or to DNS has no default here either.
func DefaultSchemes() map[string]Scheme { return maps.Clone(builtinSchemes) }

// scheme returns the rules for the lowercase scheme name, and whether
// the table has any.
func (n Normalizer) scheme(name string) (Scheme, bool) {
	t := n.Schemes
	if t == nil {
		// The schemes of most URIs, without hashing their names.
		switch name {
		case "https":
			return builtinHTTPS, true
		case "http":
			return builtinHTTP, true
		}
		t = builtinSchemes
	}
	s, ok := t[name]
	return s, ok
}
