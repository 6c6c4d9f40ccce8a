package uri

import (
	"bytes"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/ref"
)

// syntaxBased writes u, whose components are p, normalized by syntax (RFC
// 3986 §6.2.2) into b and reports true, or reports false, writing
// nothing, when u is in that normal form already.
func syntaxBased(u *URI, p *Parts, b *ref.Builder) bool {
	if syntaxNormal(p) {
		return false
	}
	b.Init(len(u.r.S) + slack)
	if p.HasScheme {
		b.Buf = appendLower(b.Buf, p.Scheme)
		b.EndScheme()
	}
	var scheme, host string // normalized
	if p.HasScheme {
		scheme = ref.BytesString(b.Buf[:len(p.Scheme)])
	}
	if p.HasAuthority {
		b.BeginAuthority()
		if p.HasUserinfo {
			b.Buf = appendNormPercent(b.Buf, p.Userinfo, false)
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
				b.Buf = appendNormPercent(b.Buf, p.Host, true)
			}
		case IPv6, IPvFuture:
			b.Buf = appendLower(b.Buf, p.Host)
		default:
			b.Write(p.Host)
		}
		b.EndHost()
		host, _ = b.Text(ref.Host)
		if p.HasPort {
			b.Port(p.Port)
		}
	}
	b.BeginPath()
	if !p.HasScheme && !p.HasAuthority && !strings.HasPrefix(p.Path, "/") {
		b.Buf = appendNormRelativePath(b.Buf, p.Path)
	} else {
		start := b.N()
		keep := keptOut(scheme, p.HasScheme, p.HasAuthority, host)
		b.Buf = appendNormPath(b.Buf, p.Path, keep&keepLeadPort != 0)
		if ref.HasDotSegment(ref.BytesString(b.Buf[start:])) {
			b.Buf = removeDots(b.Buf, start, p.Path, p.HasAuthority && p.Host != "", keep)
		}
	}

	if p.HasQuery {
		b.BeginQuery()
		b.Buf = appendNormPercent(b.Buf, p.Query, false)
	}
	if p.HasFragment {
		b.BeginFragment()
		b.Buf = appendNormPercent(b.Buf, p.Fragment, false)
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
	return !ref.HasDotSegment(p.Path)
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

// appendNormPercent appends s with its percent-encodings normalized (RFC
// 3986 §6.2.2.2): those of unreserved characters are decoded and the
// others written with uppercase hexadecimal digits. With lower, which is
// for a registered name, ASCII letters are lowercased too, decoded or
// not, but not the hexadecimal digits of a percent-encoding (§6.2.2.1).
func appendNormPercent(b []byte, s string, lower bool) []byte {
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
// percent-encodings normalized (appendNormPercent), but for the periods
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
		return appendNormPercent(b, path, false)
	}
	for {
		seg, rest, more := strings.Cut(path, "/")
		if winDots(seg) {
			b = appendUpperEscapes(b, seg)
		} else {
			b = appendNormPercent(b, seg, false)
		}
		if !more {
			return b
		}
		b = append(b, '/')
		path = rest
	}
}

// appendUpperEscapes appends s with the hexadecimal digits of its
// percent-encodings in uppercase.
func appendUpperEscapes(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if d, ok := chars.Decode(s, i); ok {
			b = append(b, '%', chars.UpperHex[d>>4], chars.UpperHex[d&15])
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return b
}

// percentPlain reports whether the components p are normalized by the plain
// rules of appendNormPercent, with nothing kept out of their
// percent-encodings (driveHost, keepLeadPort, and the periods of
// appendNormPath), so that they may be compared as they are read.
func percentPlain(p *Parts) bool {
	if p.HasPort && driveHost(p.Host) {
		return false
	}
	if !strings.Contains(p.Path, "%") {
		return true
	}
	if strings.Contains(p.Path, "%2") {
		return false // periods, perhaps
	}
	if p.HasAuthority && p.Host != "" || !p.HasScheme {
		return true
	}
	lead, _, _ := strings.Cut(strings.TrimLeft(p.Path, "/"), "/")
	return !strings.Contains(lead, ":")
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
	if len(p) == 0 || !ref.HasDotSegment(ref.BytesString(p)) {
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
