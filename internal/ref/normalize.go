package ref

import (
	"bytes"
	"math/bits"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/chars"
)

// Syntax-based normalization (RFC 3986 §6.2.2) of a Ref, as package uri's
// Normalizer.Normalize documents it, in the repertoire of the package that
// made the Ref (see Repertoire).

// A Repertoire is the set of characters a reference may hold as they
// are: ASCII for a URI (RFC 3986 §2), the zero Repertoire, or the UCS for
// an IRI (RFC 3987 §2.2), with Decode. Normalization reads a character
// beyond ASCII as the percent-encoded UTF-8 octets it maps to (RFC 3987
// §3.1, §5.3.2.3: written or percent-encoded, it is the same character),
// normalizes as RFC 3986 §6.2.2 says, and has Decode write the result
// back in the repertoire.
type Repertoire struct {
	// Decode, for the UCS, writes the text s of component c of a
	// reference normal by syntax in ASCII, with the percent-encodings
	// decoded that RFC 3987 §5.3.2.3 decodes (iunreserved characters,
	// those that package iri's FromURI decodes but iprivate); the scheme
	// and the port are never handed to it. Nil for ASCII.
	Decode func(b *Builder, c Component, s string)
}

// ASCII is the repertoire of URIs (RFC 3986 §2).
var ASCII = Repertoire{}

// Parts are the components of a Ref, read off its record once, as
// package uri's Parts has them.
type Parts struct {
	Scheme       string
	HasScheme    bool
	HasAuthority bool
	Userinfo     string
	HasUserinfo  bool
	Host         string
	HostKind     HostKind
	Port         string
	HasPort      bool
	Path         string
	Query        string
	HasQuery     bool
	Fragment     string
	HasFragment  bool
}

// Parts returns r's components.
func (r *Ref) Parts() (p Parts) {
	if r.S == "" {
		return p
	}
	p.Scheme, p.HasScheme = r.Text(Scheme)
	if p.HasAuthority = r.Has(Authority); p.HasAuthority {
		p.Userinfo, p.HasUserinfo = r.Text(Userinfo)
		p.Host, _ = r.Text(Host)
		p.Port, p.HasPort = r.Text(Port)
		p.HostKind = HostKindOf(p.Host)
	}
	p.Path = r.Path()
	p.Query, p.HasQuery = r.Text(Query)
	p.Fragment, p.HasFragment = r.Text(Fragment)
	return p
}

// Slack is how much longer than a URI's text its normal form may be:
// "/." or "./" before a path, "/" after one, "//" for an authority, and
// an IPv6 address written out in full.
const Slack = 64

// Normalize returns r normalized by syntax (RFC 3986 §6.2.2) and then,
// with scheme, by scheme (§6.2.3), written in rep: scheme takes a Ref in
// ASCII normal by syntax and returns it normalized by scheme. A Ref
// normal already is returned as it is.
func Normalize(r Ref, rep Repertoire, scheme func(Ref) Ref) Ref {
	n := r
	p := r.Parts()
	var b Builder
	if NormalizeSyntax(&r, &p, &b, rep) {
		n = b.RefOr(r)
	}
	if scheme != nil {
		n = scheme(n)
	}
	return rep.decode(n, r)
}

// decode returns n, normal in ASCII, written in rep (Repertoire.Decode),
// or orig when that is orig's text.
func (rep Repertoire) decode(n, orig Ref) Ref {
	if rep.Decode == nil || !decodable(n.S) {
		return n
	}
	host, _ := n.Text(Host)
	d := Rewrite(&n, host, len(n.S), rep.Decode)
	if d.S == orig.S {
		return orig
	}
	return d
}

// decodable reports whether s, normal by syntax in ASCII, has an escape
// that Repertoire.Decode may decode: of an octet beyond ASCII, or of an
// unreserved character, which normalization keeps where a reader would
// read the decoded one otherwise.
func decodable(s string) bool {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 || i+2 >= len(s) {
			return false
		}
		if d := chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2]); d >= utf8.RuneSelf || chars.IsUnreserved(d) {
			return true
		}
		s = s[i+3:]
	}
}

// nonASCII counts the bytes of s beyond ASCII, eight at a time.
func nonASCII(s string) int {
	n, i := 0, 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		n += bits.OnesCount64(w & 0x8080808080808080)
	}
	for ; i < len(s); i++ {
		n += int(s[i] >> 7)
	}
	return n
}

// NormalizeSyntax writes r, whose components are p, normalized by syntax
// (RFC 3986 §6.2.2) in ASCII into b and reports true, or reports false,
// writing nothing, when r is in that normal form already. In a
// repertoire beyond ASCII, a byte beyond ASCII is written percent-encoded
// (RFC 3987 §3.1) and r is not in normal form; the caller writes the
// result in the repertoire (Normalize).
func NormalizeSyntax(r *Ref, p *Parts, b *Builder, rep Repertoire) bool {
	wide := 0
	if rep.Decode != nil {
		wide = nonASCII(r.S)
	}
	if wide == 0 && syntaxNormal(p) {
		return false
	}
	b.Init(len(r.S) + 2*wide + Slack)
	if p.HasScheme {
		b.Buf = appendLower(b.Buf, p.Scheme)
		b.EndScheme()
	}
	var scheme, host string // normalized
	if p.HasScheme {
		scheme = BytesString(b.Buf[:len(p.Scheme)])
	}
	if p.HasAuthority {
		b.BeginAuthority()
		if p.HasUserinfo {
			b.Buf = AppendNormPercent(b.Buf, p.Userinfo, false)
			b.EndUserinfo()
		}
		b.BeginHost()
		// "%31.2.3.4" is the IPv4address "1.2.3.4" once decoded: the
		// record has no host kind, which follows from the text.
		switch p.HostKind {
		case RegName:
			if p.HasPort && driveHost(p.Host) {
				b.Buf = appendUpperEscapes(b.Buf, p.Host)
			} else {
				b.Buf = AppendNormPercent(b.Buf, p.Host, true)
			}
		case IPv6, IPvFuture:
			b.Buf = appendLower(b.Buf, p.Host)
		default:
			b.Write(p.Host)
		}
		b.EndHost()
		host, _ = b.Text(Host)
		if p.HasPort {
			b.Port(p.Port)
		}
	}
	b.BeginPath()
	if !p.HasScheme && !p.HasAuthority && !strings.HasPrefix(p.Path, "/") {
		b.Buf = appendNormRelativePath(b.Buf, p.Path)
	} else {
		start := b.N()
		keep := KeptOut(scheme, p.HasScheme, p.HasAuthority, host)
		b.Buf = appendNormPath(b.Buf, p.Path, keep&keepLeadPort != 0)
		if HasDotSegment(BytesString(b.Buf[start:])) {
			b.Buf = removeDots(b.Buf, start, p.Path, p.HasAuthority && p.Host != "", keep)
		}
	}

	if p.HasQuery {
		b.BeginQuery()
		b.Buf = AppendNormPercent(b.Buf, p.Query, false)
	}
	if p.HasFragment {
		b.BeginFragment()
		b.Buf = AppendNormPercent(b.Buf, p.Fragment, false)
	}
	b.Close()
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
	return !HasDotSegment(p.Path)
}

// percentNormal reports whether s, a component of a URI, is in the
// normal form of AppendNormPercent: no escape of an unreserved
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
		if h, l := s[i+1], s[i+2]; 'a' <= h || 'a' <= l || chars.IsUnreserved(chars.Unhex(h)<<4|chars.Unhex(l)) {
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

// AppendNormPercent appends s with its percent-encodings normalized (RFC
// 3986 §6.2.2.2): those of unreserved characters are decoded and the
// others written with uppercase hexadecimal digits. With lower, which is
// for a registered name, ASCII letters are lowercased too, decoded or
// not, but not the hexadecimal digits of a percent-encoding (§6.2.2.1).
// A byte beyond ASCII, which only an IRI holds, is written
// percent-encoded, as RFC 3987 §3.1 maps it.
func AppendNormPercent(b []byte, s string, lower bool) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && chars.IsHex(s[i+1]) && chars.IsHex(s[i+2]):
			d := chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2])
			if chars.IsUnreserved(d) {
				if lower {
					d = lowerByte(d)
				}
				b = append(b, d)
			} else {
				b = append(b, '%', chars.UpperHex[d>>4], chars.UpperHex[d&15])
			}
			i += 2
		case c >= utf8.RuneSelf:
			b = append(b, '%', chars.UpperHex[c>>4], chars.UpperHex[c&15])
		case lower:
			b = append(b, lowerByte(c))
		default:
			b = append(b, c)
		}
	}
	return b
}

// appendLower appends s with its ASCII letters lowercased.
func appendLower(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		b = append(b, lowerByte(s[i]))
	}
	return b
}

// appendNormPath appends path, a path or a segment, with its
// percent-encodings normalized (AppendNormPercent), but for the periods
// of a segment that decoded would be periods only, three or more: "..%2E"
// stays, where "..." is ".." to Windows, which drops the periods that end
// a name, a dot-segment that remove_dot_segments would not remove. With
// port, a first non-empty segment that holds a ":", which a browser
// takes for an authority with a port (keepLeadPort), keeps its
// percent-encodings, only written in uppercase.
func appendNormPath(b []byte, path string, port bool) []byte {
	if port && strings.IndexByte(path, '%') >= 0 {
		i := len(path) - len(strings.TrimLeft(path, "/"))
		if j := strings.IndexByte(path[i:], '/'); j >= 0 {
			i += j
		} else {
			i = len(path)
		}
		if strings.IndexByte(path[:i], ':') >= 0 {
			b = appendUpperEscapes(b, path[:i])
			path = path[i:]
		}
	}
	if !strings.Contains(path, "%2") {
		return AppendNormPercent(b, path, false)
	}
	for {
		seg, rest, more := strings.Cut(path, "/")
		if winDots(seg) {
			b = appendUpperEscapes(b, seg)
		} else {
			b = AppendNormPercent(b, seg, false)
		}
		if !more {
			return b
		}
		b = append(b, '/')
		path = rest
	}
}

// appendUpperEscapes appends s with the hexadecimal digits of its
// percent-encodings in uppercase, and its bytes beyond ASCII
// percent-encoded (AppendNormPercent).
func appendUpperEscapes(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if d, ok := chars.Decode(s, i); ok {
			b = append(b, '%', chars.UpperHex[d>>4], chars.UpperHex[d&15])
			i += 2
			continue
		}
		if c := s[i]; c >= utf8.RuneSelf {
			b = append(b, '%', chars.UpperHex[c>>4], chars.UpperHex[c&15])
			continue
		}
		b = append(b, s[i])
	}
	return b
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
	b = appendNormPath(b, path, false)
	p := b[start:]
	if len(p) == 0 || !HasDotSegment(BytesString(p)) {
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

func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}
