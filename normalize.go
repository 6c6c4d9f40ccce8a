package uri

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/parser"
)

// Level is a rung of the comparison ladder of RFC 3986 §6.2: how much is
// done to find that two URIs are equivalent. Each level does what the
// levels below it do, and more: a higher level finds at least as many
// URIs equivalent, at more cost, and never calls different two URIs that
// a lower level calls equivalent.
type Level uint8

const (
	// SimpleString compares URIs as they are written, character for
	// character (RFC 3986 §6.2.1): a.String() == b.String(). Normalizing
	// to it changes nothing.
	SimpleString Level = iota

	// SyntaxBased applies the normalizations that the generic syntax
	// licenses for every URI, whatever its scheme (RFC 3986 §6.2.2): case
	// (§6.2.2.1), percent-encoding (§6.2.2.2) and path segment
	// (§6.2.2.3) normalization. Normalizer.Normalize says exactly what
	// changes.
	SyntaxBased

	// SchemeBased adds what the specification of the URI's scheme says
	// (RFC 3986 §6.2.3), from the Normalizer's table of Schemes, and
	// removes an empty port for every scheme.
	SchemeBased
)

var levelNames = [...]string{"simple-string", "syntax-based", "scheme-based"}

// String names the level after its section of RFC 3986:
// "simple-string", "syntax-based" or "scheme-based".
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "Level(" + strconv.Itoa(int(l)) + ")"
}

// A Normalizer normalizes and compares URIs (RFC 3986 §6) with a table
// of scheme rules. The zero Normalizer uses the built-in table, the one
// DefaultSchemes returns: Normalizer{}.Normalize(u, SchemeBased) is the
// normal form most programs want.
//
// A Normalizer only reads its table, so one may be used by many
// goroutines at once, as long as nobody changes the map meanwhile.
type Normalizer struct {
	// Schemes are the rules of scheme-based normalization, keyed by
	// lowercase scheme name. Nil means the built-in table; an empty map,
	// no scheme rules at all (an empty port is still removed).
	Schemes map[string]Scheme
}

// Normalize returns a URI reference equivalent to u in the normal form of
// level (RFC 3986 §6.2), so that equivalent URIs become the same string.
// SimpleString returns u itself; a level above SchemeBased is
// SchemeBased.
//
// SyntaxBased changes u in these ways and no others (RFC 3986 §6.2.2):
//
//   - The scheme is lowercased, and the host: all of a registered name
//     or of an IP literal, hexadecimal digits and the "v" of IPvFuture
//     included (§6.2.2.1, §3.2.2): "HTTP://www.EXAMPLE.com/" becomes
//     "http://www.example.com/". Userinfo, path, query and fragment keep
//     their case.
//   - In every component, a percent-encoded unreserved character (§2.3:
//     letters, digits, "-", ".", "_", "~") is decoded, and every other
//     percent-encoding is written with uppercase hexadecimal digits
//     (§6.2.2.2, §2.1): "/%7euser/%61%2fb" becomes "/~user/a%2Fb". No
//     other percent-encoding is decoded: "%2F" is not "/" and "%25" is
//     not "%" (§2.2). A host decoded this way is read again, so
//     "%31.2.3.4" becomes the IPv4 address "1.2.3.4".
//   - Dot-segments are removed from the path (§6.2.2.3) with the
//     remove_dot_segments algorithm of §5.2.4, as resolving u against
//     any base would, when u has a scheme or an authority, or its path
//     begins with "/": "http://a/b/c/./../../g" becomes "http://a/g",
//     and "/a/%2E%2E/b" becomes "/b". The decoding above comes first
//     (§6.2.2.2 before §6.2.2.3), so "%2E" and "%2E%2E" segments are
//     dot-segments here, as §2.3's equivalence makes them (and as
//     WHATWG URL parsers read them); resolution by §5.2.4, which does
//     not decode, passes over them: "http://h/a/%2E/../b" resolves to
//     "http://h/a/b" but normalizes to "http://h/b". Package lint reports such
//     segments (code encoded-dot-segment, §7.3). Where that would leave a
//     path beginning with "//" and no authority, "/." is kept in front,
//     so the path does not read as an authority: "foo:/a/..//b" becomes
//     "foo:/.//b". So it is after an empty host, where the path would
//     begin with "//" and another first segment than before: RFC 8089
//     E.3.2 reads "file:////host/share" as a UNC path on "host", and
//     WHATWG URL parsers read "http:////host/" as host "host", so
//     "file:///.//evil/share" stays as it is rather than become
//     "file:////evil/share"; "file:////host/./share" becomes
//     "file:////host/share", its host unchanged (package lint reports the form,
//     code empty-host-unc-path).
//   - In a relative-path reference ("a/./b", "../c"), only what resolves
//     the same against every base is done: "." segments go, and so does
//     a ".." with the segment before it, unless that segment is the first
//     one that is not ".."; a path ending in "." or ".." gets its final
//     "/": "a/./b/." becomes "a/b/", "a/b/../c/././d" becomes "a/c/d",
//     and "a/../b", "../a/../b" and "../a" stay as they are. Against a
//     base whose path holds no "/", such as "foo:bar", "a/../b" resolves
//     to "foo:/b" and "b" to "foo:b", so the two are not equivalent. A
//     "./" in front stays where without it the reference would read
//     differently: "./a:b" (not scheme "a"), ".//a" (not authority "a")
//     and "./" (not the empty reference).
//
// Delimiters stay even when their component is empty ("http://a/?" has
// an empty query), and ports stay as they are written (SchemeBased reads
// them as numbers for the schemes of the table: see Scheme.DefaultPort).
//
// SchemeBased then applies the rules of RFC 3986 §6.2.3: an empty port
// is removed with its ":" for every URI (§3.2.3), an IPv6 address is
// written in the canonical text of RFC 5952 §4 for every URI
// ("[2001:DB8:0:0::1]" and "[2001:db8::0:1]" become "[2001:db8::1]",
// "[::FFFF:192.0.2.1]" becomes "[::ffff:192.0.2.1]"), and the rules of
// the URI's scheme in the Normalizer's table (see Scheme) apply, after
// which the URI is normalized by syntax again. SyntaxBased only
// lowercases an IPv6 address: RFC 3986 does not make "[0:0::1]" and
// "[::1]" one string. For http, "http://example.com",
// "http://example.com:/" and "http://example.com:80/" all become
// "http://example.com/".
//
// The result is a URI reference of the same kind as u: a URI stays a URI
// with the same scheme, a relative reference stays one of the same form
// (network-path "//a", absolute-path "/a" or relative-path "a"). Removing
// dot-segments may make a rootless path begin with "/" ("foo:a/.."
// becomes "foo:/"), and a Scheme's DefaultHost may give a URI an
// authority ("file:/x" becomes "file:///x"). Normalizing the result
// again gives it back.
//
// Normalize reads u's components where they are and writes the normal
// form in one pass, in one allocation; a URI that is in normal form
// already is returned as it is, without allocating. Only a Scheme's own
// Normalize may allocate more.
func (n Normalizer) Normalize(u URI, level Level) URI {
	if level == SimpleString {
		return u
	}
	p := u.parts()
	var b builder
	changed := normSyntax(&u, &p, &b)
	if level == SyntaxBased {
		if !changed {
			return u
		}
		return b.uriOr(u)
	}
	return n.schemeBased(&u, &p, &b, changed)
}

// normSlack is how much longer than a URI's text its normal form may be:
// "/." or "./" before a path, "/" after one, "//" for an authority, and an
// IPv6 address written out in full.
const normSlack = 64

// normSyntax writes u, whose components are p, normalized by syntax (RFC
// 3986 §6.2.2) into b and reports true, or reports false, writing
// nothing, when u is in that normal form already.
func normSyntax(u *URI, p *Parts, b *builder) bool {
	if syntaxNormal(p) {
		return false
	}
	b.init(len(u.s) + normSlack)
	if p.HasScheme {
		b.buf = appendLower(b.buf, p.Scheme)
		b.endScheme()
	}
	if p.HasAuthority {
		b.beginAuthority()
		if p.HasUserinfo {
			b.buf = appendNormPercent(b.buf, p.Userinfo, false)
			b.endUserinfo()
		}
		b.beginHost()
		// "%31.2.3.4" is the IPv4address "1.2.3.4" once decoded: the
		// record has no host kind, which follows from the text.
		switch p.HostKind {
		case RegName:
			b.buf = appendNormPercent(b.buf, p.Host, true)
		case IPv6, IPvFuture:
			b.buf = appendLower(b.buf, p.Host)
		default:
			b.write(p.Host)
		}
		b.endHost()
		if p.HasPort {
			b.port(p.Port)
		}
	}
	b.beginPath()
	if !p.HasScheme && !p.HasAuthority && !strings.HasPrefix(p.Path, "/") {
		b.buf = appendNormRelativePath(b.buf, p.Path)
	} else {
		start := b.n()
		b.buf = appendNormPercent(b.buf, p.Path, false)
		b.buf = normDotSegments(b.buf, start, p.Path, p.HasAuthority && p.Host != "")
	}

	if p.HasQuery {
		b.beginQuery()
		b.buf = appendNormPercent(b.buf, p.Query, false)
	}
	if p.HasFragment {
		b.beginFragment()
		b.buf = appendNormPercent(b.buf, p.Fragment, false)
	}
	b.close()
	return true
}

// syntaxNormal reports whether normalizing the URI of components p by
// syntax leaves it as it is. It may say false of a URI that is normal
// ("../a", "file:///.//x"), never true of one that is not.
func syntaxNormal(p *Parts) bool {
	if hasUpper(p.Scheme) {
		return false
	}
	if p.HasAuthority {
		if !percentNormal(p.Userinfo, false) {
			return false
		}
		switch p.HostKind {
		case RegName:
			if !percentNormal(p.Host, true) {
				return false
			}
		case IPv6, IPvFuture:
			if hasUpper(p.Host) {
				return false
			}
		}
	}
	if !percentNormal(p.Path, false) || !percentNormal(p.Query, false) || !percentNormal(p.Fragment, false) {
		return false
	}
	if !p.HasScheme && !p.HasAuthority && !strings.HasPrefix(p.Path, "/") {
		return !normHasDotSegment(p.Path)
	}
	return !hasDotSegment(p.Path)
}

// percentNormal reports whether s, a component of a URI, is in the
// normal form of appendNormPercent: no escape of an unreserved
// character, no lowercase hexadecimal digit in an escape, and with lower
// no uppercase letter.
func percentNormal(s string, lower bool) bool {
	if lower && hasUpper(s) {
		return false
	}
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			return true
		}
		if i+2 >= len(s) {
			return false // never in a URI
		}
		if h, l := s[i+1], s[i+2]; 'a' <= h || 'a' <= l || escUnreserved()[escUnhex(h)<<4|escUnhex(l)] {
			return false
		}
		s = s[i+3:]
	}
}

// hasUpper reports whether s has an ASCII uppercase letter.
func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i]-'A' < 26 {
			return true
		}
	}
	return false
}

// appendNormPercent appends s with its percent-encodings normalized (RFC
// 3986 §6.2.2.2): those of unreserved characters are decoded and the
// others written with uppercase hexadecimal digits. With lower, which is
// for a registered name, ASCII letters are lowercased too, decoded or
// not, but not the hexadecimal digits of a percent-encoding (§6.2.2.1).
func appendNormPercent(b []byte, s string, lower bool) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && escIsHex(s[i+1]) && escIsHex(s[i+2]):
			d := escUnhex(s[i+1])<<4 | escUnhex(s[i+2])
			if escUnreserved()[d] {
				if lower {
					d = normLowerByte(d)
				}
				b = append(b, d)
			} else {
				b = append(b, '%', escUpperHex[d>>4], escUpperHex[d&15])
			}
			i += 2
		case lower:
			b = append(b, normLowerByte(c))
		default:
			b = append(b, c)
		}
	}
	return b
}

// appendLower appends s with its ASCII letters lowercased.
func appendLower(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		b = append(b, normLowerByte(s[i]))
	}
	return b
}

// normDotSegments removes the dot-segments of the path b[start:], whose
// percent-encodings are normalized, with remove_dot_segments (RFC 3986
// §5.2.4): raw is the path as u has it, and hasHost says that u has a
// host that is not empty. Where the path would then begin with "//"
// after no host, and another first segment than before, "/." stays in
// front (see sameUNCHost). b has room for two more bytes.
func normDotSegments(b []byte, start int, raw string, hasHost bool) []byte {
	if !hasDotSegment(bytesString(b[start:])) {
		return b
	}
	out := removeDotSegmentsInPlace(b[start:])
	b = b[:start+len(out)]
	if !hasHost && len(out) >= 2 && out[0] == '/' && out[1] == '/' && !sameUNCHost(raw, out) {
		b = append(b, 0, 0)
		copy(b[start+2:], b[start:])
		b[start], b[start+1] = '/', '.'
	}
	return b
}

// sameUNCHost reports whether out, a path that begins with "//" and has no
// dot-segments, has the same UNC host as raw, the path it was normalized
// from: the first non-empty segment of a path that begins with "//", none
// for another path. Without an authority, "//" would start one (RFC 3986
// §3.3); after an empty host, RFC 8089 Appendix E.3.2 (and Windows) read
// "file:////host/share" and "file://///host/share" as the UNC path
// \\host\share, and WHATWG URL parsers read "http:////host/" as host
// "host". Normalization keeps that reading: where removing dot-segments
// would change it ("file:///.//evil/share" would become
// "file:////evil/share"), "/." in front means the same path and keeps the
// host empty.
func sameUNCHost(raw string, out []byte) bool {
	if !strings.HasPrefix(raw, "//") {
		return false // raw has none; out has one, perhaps empty
	}
	rawSeg, _, _ := strings.Cut(strings.TrimLeft(raw, "/"), "/")
	outSeg := bytes.TrimLeft(out, "/")
	if i := bytes.IndexByte(outSeg, '/'); i >= 0 {
		outSeg = outSeg[:i]
	}
	var scratch [128]byte
	return bytes.Equal(appendNormPercent(scratch[:0], rawSeg, false), outSeg)
}

// appendNormRelativePath appends the path of a relative-path reference
// (RFC 3986 §4.2), its percent-encodings normalized, without the
// dot-segments that can go whatever the base, keeping a "./" in front
// where it is needed:
//
//   - every "." segment, which remove_dot_segments (§5.2.4) removes
//     without touching its neighbours: "a/./b" is "a/b";
//   - every ".." with the segment before it, "b/.." in "a/b/../c", which
//     step 2C removes together after any base path: "a/c";
//   - but not a ".." after the first segment that is not "..": what it
//     removes depends on the base. Merged with the path "x" of a base
//     that has no "/" ("foo:x"), "a/../c" is "/c" but "c" is "c", and
//     "../a/../c" is "/c" but "../c" is "c".
//
// The ".." segments that lead the path stay: they climb the base's path.
// The result is at most one byte longer than the path ("a/.." is
// "a/../"), and b has room for it.
func appendNormRelativePath(b []byte, path string) []byte {
	start := len(b)
	b = appendNormPercent(b, path, false)
	p := b[start:]
	if len(p) == 0 || !normHasDotSegment(bytesString(p)) {
		return b
	}
	// The segments are read from a copy, and written over the path as a
	// stack: first the ".." that lead, then the first other segment,
	// which no ".." pops, then the rest.
	var scratch [256]byte
	in := append(scratch[:0], p...)
	b = b[:start]
	n, first := 0, -1 // segments written; index of the first that is not ".."
	push := func(seg []byte) {
		if n > 0 {
			b = append(b, '/')
		}
		b = append(b, seg...)
		n++
	}
	for rest := in; ; {
		seg := rest
		i := bytes.IndexByte(rest, '/')
		if i >= 0 {
			seg, rest = rest[:i], rest[i+1:]
		}
		switch {
		case string(seg) == ".":
		case string(seg) == "..":
			if first >= 0 && n-1 > first {
				k := bytes.LastIndexByte(b[start:], '/')
				if string(b[start+k+1:]) != ".." {
					b = b[:start+k]
					n--
					break
				}
			}
			push(seg)
		default:
			if first < 0 {
				first = n
			}
			push(seg)
		}
		if i < 0 {
			if string(seg) == "." || string(seg) == ".." {
				// "a/." is "a/", and "a/.." is "a/../": step 2B or 2C
				// of §5.2.4 leaves the "/".
				if first < 0 {
					first = n
				}
				push(nil)
			}
			break
		}
	}
	firstSeg := b[start:]
	if i := bytes.IndexByte(firstSeg, '/'); i >= 0 {
		firstSeg = firstSeg[:i]
	}
	if len(firstSeg) == 0 || bytes.IndexByte(firstSeg, ':') >= 0 {
		// "", "/b" or "a:b" alone would be the empty reference, an
		// absolute path or a scheme: a "./" in front keeps the path
		// relative (step 2A of §5.2.4 removes it again).
		b = append(b, 0, 0)
		copy(b[start+2:], b[start:])
		b[start], b[start+1] = '.', '/'
	}
	return b
}

// normHasDotSegment reports whether path has a segment "." or "..".
func normHasDotSegment(path string) bool {
	for len(path) > 0 {
		seg := path
		if i := strings.IndexByte(path, '/'); i >= 0 {
			seg, path = path[:i], path[i+1:]
		} else {
			path = ""
		}
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

func normLowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// validIPv4 reports whether host, text normalization wrote, is an
// IPv4address (RFC 3986 §3.2.2).
func validIPv4(host string) bool {
	countParse()
	return parser.ValidIPv4Address(host)
}
