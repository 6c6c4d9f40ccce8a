package uri

import (
	"maps"
	"net/netip"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/ref"
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
// (Normalized), with their rules of their own (schemeHooks) attached by
// name. It is never changed.
var builtinSchemes = func() map[string]Scheme {
	m := make(map[string]Scheme)
	for _, f := range schemes.All {
		if f.Normalized {
			m[f.Name] = Scheme{DefaultPort: f.DefaultPort, EmptyPathIsRoot: f.EmptyPathIsRoot,
				DefaultHost: f.DefaultHost, Normalize: schemeHooks[f.Name]}
		}
	}
	return m
}()

// schemeHooks are the Normalize functions of the built-in schemes whose
// facts have a Hook, by name.
var schemeHooks = map[string]func(URI) URI{
	"mailto": schemeMailto, // RFC 6068 §2
	"urn":    schemeURN,    // RFC 8141 §3.1
	"data":   schemeData,   // RFC 2397 §3, RFC 2045 §5.1
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

// schemeURN is urn's rule (RFC 8141 §3.1): the NID, between "urn:" and
// the next ":", is case-insensitive, so it is lowercased ("urn:ISBN:0"
// is "urn:isbn:0"); the NSS is compared as written.
func schemeURN(u URI) URI {
	return schemePathPrefix(u, func(path string) int {
		if i := strings.IndexByte(path, ':'); i > 0 {
			return i
		}
		return 0
	})
}

// schemeData is data's rule (RFC 2397 §3): the media type, before the
// ",", is a MIME type whose type, subtype and parameter names are
// case-insensitive (RFC 2045 §5.1), and so is ";base64"; they are
// lowercased. Parameter values are kept as written.
func schemeData(u URI) URI {
	p := u.Parts()
	comma := strings.IndexByte(p.Path, ',')
	if comma < 0 {
		return u
	}
	b := []byte(p.Path)
	name := true // in the type or a parameter's name, not its value
	for i := 0; i < comma; i++ {
		switch c := b[i]; {
		case c == '%':
			i += 2 // an escape stays as it is
		case c == ';':
			name = true
		case c == '=':
			name = false
		case name && 'A' <= c && c <= 'Z':
			b[i] = c + 'a' - 'A'
		}
	}
	if string(b) == p.Path {
		return u
	}
	p.Path = string(b)
	if v, err := p.URI(); err == nil {
		return v
	}
	return u
}

// schemePathPrefix lowercases the ASCII letters of the first end(path)
// bytes of u's path, escapes left as they are.
func schemePathPrefix(u URI, end func(path string) int) URI {
	p := u.Parts()
	n := end(p.Path)
	lower := strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, p.Path[:n])
	if lower == p.Path[:n] {
		return u
	}
	// Escapes keep their uppercase digits: put them back.
	b := []byte(lower)
	for i := 0; i < n; i++ {
		if p.Path[i] == '%' && i+2 < n {
			b[i+1], b[i+2] = p.Path[i+1], p.Path[i+2]
			i += 2
		}
	}
	p.Path = string(b) + p.Path[n:]
	if v, err := p.URI(); err == nil {
		return v
	}
	return u
}

// schemeMailto is mailto's rule: the domain of each address is
// case-insensitive.
func schemeMailto(u URI) URI {
	p := u.Parts()
	path := schemeMailtoPath(p.Path)
	if path == p.Path {
		return u
	}
	p.Path = path
	if v, err := p.URI(); err == nil {
		return v
	}
	return u
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
	if c, ok := chars.Decode(s, i); ok {
		return c, 3
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

var builtinHTTP, builtinHTTPS = builtinSchemes["http"], builtinSchemes["https"]

// schemeBased returns u, whose components are p, normalized by scheme
// (RFC 3986 §6.2.3) after normalizing it by syntax, which b holds when
// changed, else u is normal by syntax already. The edits are made in b, in
// place, so that the text is allocated once; a URI that is normal already
// is returned as it is.
func (n Normalizer) schemeBased(u *URI, p *Parts, b *ref.Builder, changed bool) URI {
	s, known := Scheme{}, false
	if p.HasScheme {
		scheme := p.Scheme
		if changed {
			scheme = ref.BytesString(b.Buf[:len(scheme)]) // lowercased
		}
		s, known = n.scheme(scheme)
	}
	var keep keepOut // what stays; only a port is a question here
	if p.HasPort {
		scheme, host := p.Scheme, p.Host
		if changed {
			scheme, _ = b.Text(ref.Scheme)
			host, _ = b.Text(ref.Host)
		}
		keep = keptOut(scheme, p.HasScheme, p.HasAuthority, host)
	}
	if !changed && schemeNormal(p, s, known, keep) {
		if known && s.Normalize != nil {
			return n.schemeHook(*u, s)
		}
		return *u
	}
	if !changed {
		b.From(u.r, slack)
	}

	// RFC 3986 §3.2.3: an empty port goes, for every scheme, but where
	// a reader would then take the host from the path (keptOut).
	if v := (URI{r: b.View()}); keep&keepPort == 0 && v.r.Has(ref.Port) {
		if o, end, _ := v.r.Span(ref.Port); o == end {
			b.Splice(o-1, o, "")
			b.Clear(ref.Port)
		}
	}
	// One IPv6 address, one text: RFC 5952 §4 (netip writes it so).
	if v := (URI{r: b.View()}); v.HostKind() == IPv6 {
		var scratch [64]byte
		host, _ := v.Host()
		if text, ok := canonicalIPv6(scratch[:0], host); ok {
			start, end, _ := v.r.Span(ref.Host)
			b.Splice(start+1, end-1, ref.BytesString(text))
			b.Set(ref.Host, start, start+len(text)+2)
		}
	}
	if known {
		if v := (URI{r: b.View()}); s.DefaultPort != "" {
			if o, end, ok := v.r.Span(ref.Port); ok {
				// A port is a number in decimal (§3.2.3): "080" is 80.
				port := v.r.S[o:end]
				switch p := trimPort(port); {
				case p == s.DefaultPort && keep&keepPort == 0:
					b.Splice(o-1, end, "")
					b.Clear(ref.Port)
				case p != port && port != "":
					b.Splice(o, end, p)
					b.Set(ref.Port, o, o+len(p))
				}
			}
		}
		if v := (URI{r: b.View()}); s.DefaultHost != "" {
			switch host, _ := v.Host(); {
			case !v.HasAuthority():
				if pos, end, _ := v.r.PathSpan(); strings.HasPrefix(v.r.S[pos:end], "/") {
					// "file:/x" is "file:///x".
					b.Splice(pos, pos, "//")
					b.Set(ref.Authority, pos+2, pos+2)
					b.Set(ref.Host, pos+2, pos+2)
				}
			case !v.r.Has(ref.Userinfo) && !v.r.Has(ref.Port) && defaultHost(host, s.DefaultHost):
				// "file://localhost/x" is "file:///x"; "/." stays before
				// a path that would read as a UNC host (see sameUNCHost).
				start, end, _ := v.r.Span(ref.Host)
				b.Splice(start, end, "")
				b.Set(ref.Host, start, start)
				w := URI{r: b.View()}
				if pos, end, _ := w.r.PathSpan(); strings.HasPrefix(w.r.S[pos:end], "//") {
					b.Splice(pos, pos, "/.")
				}
			}
		}
		if v := (URI{r: b.View()}); s.EmptyPathIsRoot && v.HasAuthority() && v.Path() == "" {
			pos, _, _ := v.r.PathSpan()
			b.Splice(pos, pos, "/")
		}
	}
	w := URI{r: b.RefOr(u.r)}
	if known && s.Normalize != nil {
		return n.schemeHook(w, s)
	}
	return w
}

// schemeNormal reports whether the scheme-based edits of schemeBased
// leave the URI of components p, normal by syntax, as it is.
func schemeNormal(p *Parts, s Scheme, known bool, keep keepOut) bool {
	if p.HasPort && p.Port == "" && keep&keepPort == 0 {
		return false
	}
	if p.HostKind == IPv6 {
		var scratch [64]byte
		if _, ok := canonicalIPv6(scratch[:0], p.Host); ok {
			return false
		}
	}
	if !known {
		return true
	}
	if p.HasPort && s.DefaultPort != "" && p.Port != "" && (p.Port == s.DefaultPort && keep&keepPort == 0 || trimPort(p.Port) != p.Port) {
		return false
	}
	if s.DefaultHost != "" {
		switch {
		case !p.HasAuthority:
			if strings.HasPrefix(p.Path, "/") {
				return false
			}
		case !p.HasUserinfo && !p.HasPort && defaultHost(p.Host, s.DefaultHost):
			return false
		}
	}
	return !s.EmptyPathIsRoot || !p.HasAuthority || p.Path != ""
}

// schemeHook applies the scheme's own Normalize to w, and normalizes what
// it returns by syntax again; a result of another scheme is ignored.
func (n Normalizer) schemeHook(w URI, s Scheme) URI {
	x := s.Normalize(w)
	if x.r.S == w.r.S {
		return w
	}
	xs, ok := x.Scheme()
	ws, _ := w.Scheme()
	if !ok || !strings.EqualFold(xs, ws) {
		return w
	}
	var b ref.Builder
	if p := x.parts(); syntaxBased(&x, &p, &b) {
		return URI{r: b.RefOr(x.r)}
	}
	return x
}

// trimPort returns port, digits, without its leading zeros: "0" for
// zeros only.
func trimPort(port string) string {
	if p := strings.TrimLeft(port, "0"); p != "" {
		return p
	}
	return "0"
}

// defaultHost reports whether host, normalized by syntax, is the scheme's
// default host, as normalization by syntax writes it.
func defaultHost(host, def string) bool {
	var scratch [64]byte
	return host == ref.BytesString(appendNormPercent(scratch[:0], def, true))
}

// canonicalIPv6 appends to b the text of RFC 5952 §4 of the IPv6 address
// of the IP-literal host, brackets aside, and reports whether it differs
// from the one host has.
func canonicalIPv6(b []byte, host string) ([]byte, bool) {
	inner := host[1 : len(host)-1]
	a, err := netip.ParseAddr(inner)
	if err != nil {
		return b, false
	}
	b = a.AppendTo(b)
	return b, ref.BytesString(b) != inner
}
