package uri

// A reference normalizer: normalization as it was done on strings, taking
// the URI apart into Parts and parsing each result again. It is slow and
// allocates, and it is the oracle the single-pass normalizer of
// normalize.go is compared with (TestNormalizeOracle).

import (
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
)

func refNormalize(n Normalizer, u URI, level Level) URI {
	if level == SimpleString {
		return u
	}
	v := refNormParsed(u)
	if level >= SchemeBased {
		v = refSchemeBased(n, v)
	}
	return v
}

// normParsed returns v, a URI fresh from Parse, normalized by syntax.
func refNormParsed(v URI) URI {
	q := v.Parts()
	p := q
	p.Scheme = refLower(p.Scheme)
	p.Userinfo = refPercent(p.Userinfo, false)
	switch v.HostKind() {
	case RegName:
		if p.HasPort && refDriveHost(p.Host) {
			// Decoded, "%61" would be a drive letter before the ":".
			p.Host = refUpperEscapes(p.Host)
		} else {
			p.Host = refPercent(p.Host, true)
		}
	case IPv6, IPvFuture:
		p.Host = refLower(p.Host)
	}
	lead := refLead(p)
	port := lead && p.Scheme != "file" && p.HasScheme
	drive := lead && p.Scheme == "file" && (!p.HasAuthority || p.Host == "" || p.Host == "localhost")
	p.Path = refPath(p.Path, p.HasScheme, p.HasAuthority && p.Host != "", lead, port, drive)
	p.Query = refPercent(p.Query, false)
	p.Fragment = refPercent(p.Fragment, false)
	if p == q {
		return v
	}
	return refNormCompose(v, p)
}

// normCompose puts p together and parses the result, so that its offsets
// and host kind are right; v is the URI p came from, returned as it is
// when p is v's components unchanged. Normalization keeps a URI valid:
// a result that does not parse is a bug in this package.
func refNormCompose(v URI, p Parts) URI {
	s := p.String()
	if s == v.r.S {
		return v
	}
	w, err := Parse(s)
	if err != nil {
		panic("uri: internal error: normalizing " + strconv.Quote(v.r.S) + " gave " + strconv.Quote(s) + ", not a URI reference")
	}
	return w
}

// refPercent normalizes the percent-encodings of s (RFC 3986 §6.2.2.2):
// those of unreserved characters are decoded and the others written with
// uppercase hexadecimal digits. With lower, which is for a registered
// name, ASCII letters are lowercased too, decoded or not, but not the
// hexadecimal digits of a percent-encoding (§6.2.2.1). It returns s
// itself when nothing changes.
func refPercent(s string, lower bool) string {
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' || lower && 'A' <= c && c <= 'Z' {
			break
		}
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && chars.IsHex(s[i+1]) && chars.IsHex(s[i+2]):
			d := chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2])
			if chars.IsUnreserved(d) {
				if lower {
					d = refLowerByte(d)
				}
				b.WriteByte(d)
			} else {
				b.WriteByte('%')
				b.WriteByte(chars.UpperHex[d>>4])
				b.WriteByte(chars.UpperHex[d&15])
			}
			i += 2
		case lower:
			b.WriteByte(refLowerByte(c))
		default:
			b.WriteByte(c)
		}
	}
	if b.Len() == len(s) && b.String() == s {
		return s
	}
	return b.String()
}

// refPath normalizes the percent-encodings of a path (refPathPercent)
// and removes its dot-segments, as far as it is safe for a URI reference
// with or without scheme and host, and with lead when a reader takes a
// host or a drive from the path's first segment, with port an authority
// with a port, with drive (file) only one that may be a drive letter (see
// Normalizer.Normalize).
func refPath(raw string, hasScheme, hasHost, lead, port, drive bool) string {
	path := refPathPercent(raw)
	rest := strings.TrimLeft(raw, "/")
	if seg, _, _ := strings.Cut(rest, "/"); port && strings.Contains(seg, ":") {
		// A browser reads the first segment as an authority, its port
		// digits: the segment keeps its escapes, in uppercase.
		n := len(raw) - len(rest) + len(seg)
		path = refUpperEscapes(raw[:n]) + refPathPercent(raw[n:])
	}
	if !hasScheme && !hasHost && !strings.HasPrefix(path, "/") {
		return refRelativePath(path)
	}
	out := RemoveDotSegments(path)
	guarded := strings.HasPrefix(strings.TrimLeft(path, "/"), ".//") // "/.//": never the lead of out
	switch {
	case guarded && lead:
		return path
	case guarded:
		if !hasHost && strings.HasPrefix(out, "//") {
			out = "/." + out
		}
	case refUNCHost(out) == refUNCHost(path) && refFirstSegment(out) == refFirstSegment(path) &&
		(!drive || refUNCHost(path) == "/" || refShare(out) == refShare(path)),
		drive && refUNCHost(out) == "/" && refUNCHost(path) == "/" &&
			!refDriveLike(refFirstSegment(out)) && !refDriveLike(refFirstSegment(path)): // path is normalized
	case lead:
		return path
	case !hasHost && strings.HasPrefix(out, "//"):
		out = "/." + out
	}
	return out
}

// refDriveLike reports whether seg may be read as a drive letter: a
// letter alone or before ":", "|" or "%".
func refDriveLike(seg string) bool {
	if seg == "" || !('a' <= seg[0]|0x20 && seg[0]|0x20 <= 'z') {
		return false
	}
	return len(seg) == 1 || strings.ContainsAny(seg[1:2], ":|%")
}

// refFirstSegment returns the first non-empty segment of path.
func refFirstSegment(path string) string {
	seg, _, _ := strings.Cut(strings.TrimLeft(path, "/"), "/")
	return seg
}

// refLead reports whether a reader takes a host or a drive from the
// first segment of the path of the URI of components p: a browser, for
// the special schemes without a host (or a network-path reference with
// an empty one, resolved against such a base), and RFC 8089 for a file
// URI (a drive letter, or a UNC host after "//", or the share of the UNC
// path of a file URI with a host).
func refLead(p Parts) bool {
	scheme, host := refLower(p.Scheme), p.Host // normalized
	noHost := !p.HasAuthority || host == ""
	switch {
	case !p.HasScheme:
		return p.HasAuthority && host == ""
	case scheme == "file":
		// A local file URI's first segment may be a drive; another
		// host's is the share of its UNC path (RFC 8089 E.3.1).
		return true
	case scheme == "http", scheme == "https", scheme == "ws", scheme == "wss", scheme == "ftp":
		return noHost
	}
	return false
}

// refDriveHost reports whether host is one letter, percent-encoded.
func refDriveHost(host string) bool {
	d, err := Unescape(host)
	return err == nil && len(host) == 3 && len(d) == 1 && ('a' <= d[0]|0x20 && d[0]|0x20 <= 'z')
}

// refUpperEscapes writes the hexadecimal digits of the escapes of s in
// uppercase.
func refUpperEscapes(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		if b[i] == '%' && i+2 < len(b) {
			b[i+1], b[i+2] = refUpperByte(b[i+1]), refUpperByte(b[i+2])
			i += 2
		}
	}
	return string(b)
}

func refUpperByte(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// refPathPercent is refPercent for a path, segment by segment, but for a
// segment of periods only, three or more, some percent-encoded: its
// escapes stay, in uppercase ("..." is ".." to Windows).
func refPathPercent(path string) string {
	segs := strings.Split(path, "/")
	for i, seg := range segs {
		d := strings.NewReplacer("%2e", ".", "%2E", ".").Replace(seg)
		if d != seg && len(d) > 2 && strings.Trim(d, ".") == "" {
			segs[i] = strings.ReplaceAll(seg, "%2e", "%2E")
			continue
		}
		segs[i] = refPercent(seg, false)
	}
	return strings.Join(segs, "/")
}

// refUNCHost returns the first non-empty segment of a path that begins
// with "//" ("" if there is none), or "/" for any other path. Without an
// authority, "//" would start one (RFC 3986 §3.3); after an empty host,
// RFC 8089 Appendix E.3.2 (and Windows) read "file:////host/share" and
// "file://///host/share" as the UNC path \\host\share, and WHATWG URL
// parsers read "http:////host/" as host "host". Normalization keeps that
// reading: where removing dot-segments would change it
// ("file:///.//evil/share" would become "file:////evil/share"), "/." in
// front means the same path and keeps the host empty.
func refUNCHost(path string) string {
	if !strings.HasPrefix(path, "//") {
		return "/"
	}
	seg, _, _ := strings.Cut(strings.TrimLeft(path, "/"), "/")
	return seg
}

// refShare returns the share of a path that begins with "//", after an
// empty host: the segment after its first non-empty one (RFC 8089 E.3.2).
func refShare(path string) string {
	_, rest, _ := strings.Cut(strings.TrimLeft(path, "/"), "/")
	seg, _, _ := strings.Cut(rest, "/")
	return seg
}

// refEmptyHostPath returns the path of a URI whose host becomes empty:
// "/." in front of one that begins with "//", which after an empty host
// would read as a UNC path on another host (see refUNCHost).
func refEmptyHostPath(path string) string {
	if strings.HasPrefix(path, "//") {
		return "/." + path
	}
	return path
}

// refRelativePath removes from the path of a relative-path reference
// (RFC 3986 §4.2) the dot-segments that can go whatever the base, keeping
// a "./" in front where it is needed:
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
func refRelativePath(path string) string {
	if path == "" || !refHasDotSegment(path) {
		return path
	}
	segs := strings.Split(path, "/")
	if last := segs[len(segs)-1]; last == "." || last == ".." {
		// "a/." is "a/", and "a/.." is "a/../": step 2B or 2C of §5.2.4
		// leaves the "/".
		segs = append(segs, "")
	}
	// out is a stack of segments: first the ".." that lead, then the
	// first other segment, which no ".." pops, then the rest.
	out := segs[:0]
	first := -1 // the index in out of the first segment that is not ".."
	for _, s := range segs {
		switch {
		case s == ".":
		case s == "..":
			if n := len(out); n > 0 && first >= 0 && n-1 > first && out[n-1] != ".." {
				out = out[:n-1]
				continue
			}
			out = append(out, s)
		default:
			if first < 0 {
				first = len(out)
			}
			out = append(out, s)
		}
	}
	if first := out[0]; first == "" || strings.IndexByte(first, ':') >= 0 {
		// "", "/b" or "a:b" alone would be the empty reference, an
		// absolute path or a scheme: a "./" in front keeps the path
		// relative (step 2A of §5.2.4 removes it again).
		out = append([]string{"."}, out...)
	}
	return strings.Join(out, "/")
}

// refHasDotSegment reports whether path has a segment "." or "..".
func refHasDotSegment(path string) bool {
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

// refLower returns s with its ASCII letters lowercased, or s itself
// when it has none in uppercase.
func refLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				b[j] = refLowerByte(b[j])
			}
			return string(b)
		}
	}
	return s
}

func refLowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

// schemeBased applies scheme-based normalization (RFC 3986 §6.2.3) to v,
// a URI reference normalized by syntax, and normalizes the result by
// syntax again.
func refSchemeBased(n Normalizer, v URI) URI {
	p := v.Parts()
	// A port stays after an empty host, and in a file URI: readers would
	// take the host from the path, or a drive letter for a host.
	keepPort := p.HasAuthority && (p.Host == "" || refDriveHost(p.Host)) || p.Scheme == "file"
	if p.HasPort && p.Port == "" && !keepPort {
		// RFC 3986 §3.2.3: an empty port goes, for every scheme.
		p.HasPort = false
	}
	if a, ok := v.IP(); ok && v.HostKind() == IPv6 {
		// One address, one text: RFC 5952 §4 (netip writes it so).
		p.Host = "[" + a.String() + "]"
	}
	s, known := Scheme{}, false
	if p.HasScheme {
		s, known = n.scheme(p.Scheme)
	}
	if known {
		if p.HasPort && p.Port != "" && s.DefaultPort != "" {
			// A port is a number in decimal (§3.2.3): "080" is 80.
			if p.Port = strings.TrimLeft(p.Port, "0"); p.Port == "" {
				p.Port = "0"
			}
			if p.Port == s.DefaultPort && !keepPort {
				p.HasPort, p.Port = false, ""
			}
		}
		if s.DefaultHost != "" {
			switch {
			case p.HasAuthority:
				if !p.HasUserinfo && !p.HasPort && p.Host == refPercent(s.DefaultHost, true) {
					p.Host, p.HostKind, p.Path = "", RegName, refEmptyHostPath(p.Path)
				}
			case strings.HasPrefix(p.Path, "/"):
				p.HasAuthority, p.Host, p.HostKind = true, "", RegName
			}
		}
		if s.EmptyPathIsRoot && p.HasAuthority && p.Path == "" {
			p.Path = "/"
		}
	}
	w := refNormCompose(v, p)
	if known && s.Normalize != nil {
		if x, err := Parse(s.Normalize(w).r.S); err == nil {
			if scheme, ok := x.Scheme(); ok && refLower(scheme) == p.Scheme {
				w = x
			}
		}
	}
	return refNormParsed(w)
}

// RefNormalize is refNormalize, for the tests of package uri_test.
var RefNormalize = refNormalize
