package uri

import (
	"maps"
	"strings"
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
	// "http://a/".
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
	// syntax again; if it is not a URI reference with the same scheme, it
	// is ignored.
	//
	// The built-in table uses it for mailto, whose domains are
	// case-insensitive (RFC 6068 §2, RFC 3986 §6.2.3):
	// "mailto:Joe@Example.COM" becomes "mailto:Joe@example.com".
	Normalize func(URI) URI
}

// builtinSchemes is the table of DefaultSchemes, which returns copies of
// it: it is never changed.
var builtinSchemes = map[string]Scheme{
	"http":   {DefaultPort: "80", EmptyPathIsRoot: true},           // RFC 9110 §4.2.1, §4.2.3
	"https":  {DefaultPort: "443", EmptyPathIsRoot: true},          // RFC 9110 §4.2.2, §4.2.3
	"ws":     {DefaultPort: "80", EmptyPathIsRoot: true},           // RFC 6455 §3
	"wss":    {DefaultPort: "443", EmptyPathIsRoot: true},          // RFC 6455 §3
	"ftp":    {DefaultPort: "21"},                                  // RFC 1738 §3.2
	"telnet": {DefaultPort: "23"},                                  // RFC 4248; RFC 1738 §3.8
	"gopher": {DefaultPort: "70"},                                  // RFC 4266; RFC 1738 §3.4
	"nntp":   {DefaultPort: "119"},                                 // RFC 5538; RFC 1738 §3.7
	"ldap":   {DefaultPort: "389"},                                 // RFC 4516
	"imap":   {DefaultPort: "143"},                                 // RFC 5092
	"pop":    {DefaultPort: "110"},                                 // RFC 2384
	"rtsp":   {DefaultPort: "554"},                                 // RFC 2326, RFC 7826
	"snmp":   {DefaultPort: "161"},                                 // RFC 4088
	"file":   {DefaultHost: "localhost", Normalize: fileNormalize}, // RFC 8089 §2, file.go
	"mailto": {Normalize: schemeMailto},                            // RFC 6068 §2
}

// DefaultSchemes returns a new copy of the table a Normalizer uses when
// its Schemes is nil, keyed by lowercase scheme name. Change the copy and
// give it to a Normalizer to add or change schemes; the default stays as
// it is.
//
// It has the default ports of http (80), https (443), ws (80), wss (443),
// ftp (21), telnet (23), gopher (70), nntp (119), ldap (389), imap (143),
// pop (110), rtsp (554) and snmp (161), from their RFCs; the empty path
// of http, https, ws and wss is "/"; file's host defaults to
// "localhost"; mailto's domains are case-insensitive.
//
// Some schemes are left out on purpose. sip and sips URIs carry their
// port in the path, not in an authority, and RFC 3261 §19.1.4 says an
// explicit port 5060 is not the same as none. A scheme whose default the
// RFCs leave to a transport or to DNS has no default here either.
func DefaultSchemes() map[string]Scheme { return maps.Clone(builtinSchemes) }

// schemeMailto is mailto's rule: the domain of each address is
// case-insensitive.
func schemeMailto(u URI) URI {
	p := u.Parts()
	path := schemeMailtoPath(p.Path)
	if path == p.Path {
		return u
	}
	p.Path = path
	return p.Compose()
}

// schemeMailtoPath lowercases the domains in the path of a mailto URI
// (RFC 6068 §2):
//
//	to         = addr-spec *("," addr-spec )
//	addr-spec  = local-part "@" domain
//	local-part = dot-atom-text / quoted-string
//	domain     = dot-atom-text / "[" *dtext-no-obs "]"
//
// The path is what the To header field becomes once percent-decoded, so
// it is read byte by decoded byte: "%40" is an "@" and "%2C" a ",". A
// quoted local-part (`"not@me"`, spelled "%22not@me%22" or
// "%22not%40me%22") may hold "@" and "," that separate nothing, and a
// backslash (%5C) escapes the next byte inside it. An address is changed
// only if it has exactly one "@" outside quotes and a domain made of
// dot-atom-text (non-ASCII bytes allowed, for internationalized domain
// names); only its ASCII letters written as such are lowercased, so
// percent-encodings keep their uppercase hexadecimal digits. A
// domain-literal ("[...]") is kept as written, and so is a path whose
// quotes do not close.
func schemeMailtoPath(path string) string {
	if strings.IndexByte(path, '@') < 0 && !strings.Contains(path, "%40") {
		return path
	}
	// Split the path into addresses at "," outside quotes, remembering
	// where each one's single "@" is (-1: none, -2: more than one).
	type addr struct{ start, at, end int }
	var addrs []addr
	cur := addr{start: 0, at: -1}
	quoted, escaped := false, false
	for i := 0; i < len(path); {
		c, n := schemeDecodeByte(path, i)
		switch {
		case escaped:
			escaped = false
		case quoted && c == '\\':
			escaped = true
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '@':
			if cur.at == -1 {
				cur.at = i + n
			} else {
				cur.at = -2
			}
		case c == ',':
			cur.end = i
			addrs = append(addrs, cur)
			cur = addr{start: i + n, at: -1}
		}
		i += n
	}
	if quoted {
		return path
	}
	cur.end = len(path)
	addrs = append(addrs, cur)

	var b []byte
	for _, a := range addrs {
		if a.at < 0 || !schemeDotAtom(path[a.at:a.end]) {
			continue
		}
		for i := a.at; i < a.end; i++ {
			switch c := path[i]; {
			case c == '%':
				i += 2
			case 'A' <= c && c <= 'Z':
				if b == nil {
					b = []byte(path)
				}
				b[i] = c + ('a' - 'A')
			}
		}
	}
	if b == nil {
		return path
	}
	return string(b)
}

// schemeDecodeByte returns the byte that s spells at i, a percent-encoded
// octet decoded, and how many bytes of s spell it.
func schemeDecodeByte(s string, i int) (byte, int) {
	if s[i] == '%' && i+2 < len(s) && escIsHex(s[i+1]) && escIsHex(s[i+2]) {
		return escUnhex(s[i+1])<<4 | escUnhex(s[i+2]), 3
	}
	return s[i], 1
}

// schemeDotAtom reports whether s, percent-decoded, is a dot-atom-text
// of RFC 5322 §3.2.3 in which bytes beyond ASCII may stand for UTF-8
// (RFC 6532 §3.2):
//
//	dot-atom-text = 1*atext *("." 1*atext)
func schemeDotAtom(s string) bool {
	atoms := 0 // atext bytes since the last "."
	for i := 0; i < len(s); {
		c, n := schemeDecodeByte(s, i)
		switch {
		case c == '.':
			if atoms == 0 {
				return false
			}
			atoms = 0
		case c >= 0x80 || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) >= 0:
			atoms++
		default:
			return false
		}
		i += n
	}
	return atoms > 0
}

// scheme returns the rules for the lowercase scheme name, and whether
// the table has any.
func (n Normalizer) scheme(name string) (Scheme, bool) {
	t := n.Schemes
	if t == nil {
		t = builtinSchemes
	}
	s, ok := t[name]
	return s, ok
}

// schemeBased applies scheme-based normalization (RFC 3986 §6.2.3) to v,
// a URI reference normalized by syntax, and normalizes the result by
// syntax again.
func (n Normalizer) schemeBased(v URI) URI {
	p := v.Parts()
	if p.HasPort && p.Port == "" {
		// RFC 3986 §3.2.3: an empty port goes, for every scheme.
		p.HasPort = false
	}
	if a, ok := v.IP(); ok && v.hostKind == IPv6 {
		// One address, one text: RFC 5952 §4 (netip writes it so).
		p.Host = "[" + a.String() + "]"
	}
	s, known := Scheme{}, false
	if p.HasScheme {
		s, known = n.scheme(p.Scheme)
	}
	if known {
		if p.HasPort && s.DefaultPort != "" {
			// A port is a number in decimal (§3.2.3): "080" is 80.
			if p.Port = strings.TrimLeft(p.Port, "0"); p.Port == "" {
				p.Port = "0"
			}
			if p.Port == s.DefaultPort {
				p.HasPort, p.Port = false, ""
			}
		}
		if s.DefaultHost != "" {
			switch {
			case p.HasAuthority:
				if !p.HasUserinfo && !p.HasPort && p.Host == normPercent(s.DefaultHost, true) {
					p.Host, p.HostKind, p.Path = "", RegName, normEmptyHostPath(p.Path)
				}
			case strings.HasPrefix(p.Path, "/"):
				p.HasAuthority, p.Host, p.HostKind = true, "", RegName
			}
		}
		if s.EmptyPathIsRoot && p.HasAuthority && p.Path == "" {
			p.Path = "/"
		}
	}
	w := normCompose(v, p)
	if known && s.Normalize != nil {
		if x, err := Parse(s.Normalize(w).s); err == nil {
			if scheme, ok := x.Scheme(); ok && normLower(scheme) == p.Scheme {
				w = x
			}
		}
	}
	return normParsed(w)
}
