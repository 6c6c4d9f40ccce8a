package uri

import (
	"strconv"
	"strings"
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
// DefaultSchemes returns; the package functions Normalize and Equivalent
// use a zero Normalizer.
//
// A Normalizer only reads its table, so one may be used by many
// goroutines at once, as long as nobody changes the map meanwhile.
type Normalizer struct {
	// Schemes are the rules of scheme-based normalization, keyed by
	// lowercase scheme name. Nil means the built-in table; an empty map,
	// no scheme rules at all (an empty port is still removed).
	Schemes map[string]Scheme
}

// Normalize returns u normalized up to level with the built-in scheme
// table: it is Normalizer{}.Normalize(u, level), where the rules are
// written out.
func Normalize(u URI, level Level) URI { return Normalizer{}.Normalize(u, level) }

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
//     the same against every base is done: "." segments go, ".." stay
//     with the segments before them, and a path ending in "." or ".."
//     gets its final "/": "a/./b/." becomes "a/b/", "a/../b" and "../a"
//     stay as they are. Against a base whose path holds no "/", such as
//     "foo:bar", "a/../b" resolves to "foo:/b" and "b" to "foo:b", so
//     the two are not equivalent. A "./" in front stays where without it
//     the reference would read differently: "./a:b" (not scheme "a"),
//     ".//a" (not authority "a") and "./" (not the empty reference).
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
// authority ("file:/x" becomes "file:///x"). Normalizing the result again gives it back.
//
// A URI value that is not a valid URI reference (Parts.Compose of parts
// that are not one) is returned unchanged.
func (n Normalizer) Normalize(u URI, level Level) URI {
	if level == SimpleString {
		return u
	}
	v, ok := normSyntax(u)
	if !ok {
		return u
	}
	if level >= SchemeBased {
		v = n.schemeBased(v)
	}
	return v
}

// normSyntax returns u normalized by syntax, and false if u is not a
// valid URI reference. It reads u's text again rather than trusting its
// offsets, which a composed URI may have wrong.
func normSyntax(u URI) (URI, bool) {
	v, err := Parse(u.s)
	if err != nil {
		return u, false
	}
	return normParsed(v), true
}

// normParsed returns v, a URI fresh from Parse, normalized by syntax.
func normParsed(v URI) URI {
	q := v.Parts()
	p := q
	p.Scheme = normLower(p.Scheme)
	p.Userinfo = normPercent(p.Userinfo, false)
	switch v.hostKind {
	case RegName:
		p.Host = normPercent(p.Host, true)
	case IPv6, IPvFuture:
		p.Host = normLower(p.Host)
	}
	p.Path = normPath(normPercent(p.Path, false), p.HasScheme, p.HasAuthority && p.Host != "")
	p.Query = normPercent(p.Query, false)
	p.Fragment = normPercent(p.Fragment, false)
	if p == q {
		return v
	}
	return normCompose(v, p)
}

// normCompose puts p together and parses the result, so that its offsets
// and host kind are right; v is the URI p came from, returned as it is
// when p is v's components unchanged. Normalization keeps a URI valid:
// a result that does not parse is a bug in this package.
func normCompose(v URI, p Parts) URI {
	s := p.Compose().s
	if s == v.s {
		return v
	}
	w, err := Parse(s)
	if err != nil {
		panic("uri: internal error: normalizing " + strconv.Quote(v.s) + " gave " + strconv.Quote(s) + ", not a URI reference")
	}
	return w
}

// normPercent normalizes the percent-encodings of s (RFC 3986 §6.2.2.2):
// those of unreserved characters are decoded and the others written with
// uppercase hexadecimal digits. With lower, which is for a registered
// name, ASCII letters are lowercased too, decoded or not, but not the
// hexadecimal digits of a percent-encoding (§6.2.2.1). It returns s
// itself when nothing changes.
func normPercent(s string, lower bool) string {
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
		case c == '%' && i+2 < len(s) && escIsHex(s[i+1]) && escIsHex(s[i+2]):
			d := escUnhex(s[i+1])<<4 | escUnhex(s[i+2])
			if escUnreserved()[d] {
				if lower {
					d = normLowerByte(d)
				}
				b.WriteByte(d)
			} else {
				b.WriteByte('%')
				b.WriteByte(escUpperHex[d>>4])
				b.WriteByte(escUpperHex[d&15])
			}
			i += 2
		case lower:
			b.WriteByte(normLowerByte(c))
		default:
			b.WriteByte(c)
		}
	}
	if b.Len() == len(s) && b.String() == s {
		return s
	}
	return b.String()
}

// normPath removes the dot-segments of a path whose percent-encodings
// are normalized, as far as it is safe for a URI reference with or
// without scheme and host (see Normalizer.Normalize).
func normPath(path string, hasScheme, hasHost bool) string {
	if !hasScheme && !hasHost && !strings.HasPrefix(path, "/") {
		return normRelativePath(path)
	}
	out := RemoveDotSegments(path)
	if !hasHost && strings.HasPrefix(out, "//") && normUNCHost(out) != normUNCHost(path) {
		out = "/." + out
	}
	return out
}

// normUNCHost returns the first non-empty segment of a path that begins
// with "//" ("" if there is none), or "/" for any other path. Without an
// authority, "//" would start one (RFC 3986 §3.3); after an empty host,
// RFC 8089 Appendix E.3.2 (and Windows) read "file:////host/share" and
// "file://///host/share" as the UNC path \\host\share, and WHATWG URL
// parsers read "http:////host/" as host "host". Normalization keeps that
// reading: where removing dot-segments would change it
// ("file:///.//evil/share" would become "file:////evil/share"), "/." in
// front means the same path and keeps the host empty.
func normUNCHost(path string) string {
	if !strings.HasPrefix(path, "//") {
		return "/"
	}
	seg, _, _ := strings.Cut(strings.TrimLeft(path, "/"), "/")
	return seg
}

// normEmptyHostPath returns the path of a URI whose host becomes empty:
// "/." in front of one that begins with "//", which after an empty host
// would read as a UNC path on another host (see normUNCHost).
func normEmptyHostPath(path string) string {
	if strings.HasPrefix(path, "//") {
		return "/." + path
	}
	return path
}

// normRelativePath removes from the path of a relative-path reference
// (RFC 3986 §4.2) the dot-segments that can go whatever the base: the "."
// segments, each of which remove_dot_segments (§5.2.4) removes without
// touching its neighbours, keeping a "./" in front where it is needed.
// ".." segments stay: what they remove depends on the base.
func normRelativePath(path string) string {
	if path == "" || !normHasDotSegment(path) {
		return path
	}
	segs := strings.Split(path, "/")
	if last := segs[len(segs)-1]; last == "." || last == ".." {
		// "a/." is "a/", and "a/.." is "a/../": step 2B or 2C of §5.2.4
		// leaves the "/".
		segs = append(segs, "")
	}
	out := segs[:0]
	for _, s := range segs {
		if s != "." {
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

// normLower returns s with its ASCII letters lowercased, or s itself
// when it has none in uppercase.
func normLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				b[j] = normLowerByte(b[j])
			}
			return string(b)
		}
	}
	return s
}

func normLowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}
