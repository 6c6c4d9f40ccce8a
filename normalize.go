package uri

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/ref"
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
	// removes an empty port for every scheme, but after an empty host
	// and in a file URI (see Normalizer.Normalize).
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
//     "foo:///a/..//evil" becomes "foo:///.//evil" rather than
//     "foo:////evil"; "file:////host/./share" becomes
//     "file:////host/share", its host unchanged (package lint reports the form,
//     code empty-host-unc-path). Where a reader takes a host or a drive
//     from the path, dot-segments that would change it are kept (see
//     below).
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
// No step changes what the readers of a URI other than RFC 3986 reach:
// the host that a WHATWG URL parser (a browser) reads in a URI of a
// special scheme (http, https, ws, wss, ftp, file), and whether it reads
// one at all, nor the UNC host and share or the drive letter of the
// Windows path of a file URI (RFC 8089). Where a step would, it is kept out for that
// URI, which stays equivalent to its normal form but is not written so:
//
//   - Dot-segments stay in the path of a URI of a special scheme that
//     has no host, or only an empty one, where removing them would change
//     the path's first non-empty segment, or whether the path begins
//     with "//": a browser reads the host there, after any number of
//     "/", so "https:///../evil.example/x" (host "..") and
//     "https:/.%2e/evil.example/" stay as they are (but for the
//     decoding, "https:/../evil.example/"), and so does
//     "http:FILE:../../evil.example" (which browsers refuse) rather than
//     become "http:/evil.example"; "http:/a/./b/../c" becomes
//     "http:/a/c". So they do in a file URI without a host, or on
//     "localhost", where that segment is or would become one that may be
//     a drive letter (RFC 8089 E.2: a letter alone or before ":", "|" or
//     an escape; "file:///C:/../d:/x" stays, "file:///etc/../usr/x"
//     becomes "file:///usr/x") or, after "//", a UNC host (E.3.2); and
//     in a file URI with another host, where that segment is the share
//     of the UNC path (E.3.1: "file://host/c:/../d:/x" stays, where
//     "file://host/d:/x" would open the share "d:"; "file://host/s/a/../b"
//     becomes "file://host/s/b"); and
//     in a network-path reference with an empty host ("////..",
//     "///a/../b"), which a browser resolves against an http base by
//     reading the host from its path. "file:///c:/a/../b" becomes
//     "file:///c:/b". For a special scheme but file, that first segment
//     keeps its percent-encodings (in uppercase) when it holds a ":":
//     the browser reads it as an authority with a port, which must be
//     digits, so "http:/h:%38%30/" (refused) stays rather than become
//     "http:/h:80/" (host "h").
//   - A segment of periods only, three or more, some percent-encoded,
//     keeps them encoded, in uppercase: "..%2e" becomes "..%2E", not
//     "...", which Windows reads as "..", as it drops the periods that
//     end a name; remove_dot_segments would not remove it, and
//     package fileuri refuses the encoded form. That is so in every URI.
//   - The port stays, empty or the scheme's default, after an empty
//     host: without it the authority would be empty, and readers would
//     take the host from the path ("https://://evil.example/", which
//     browsers refuse, would become "https:////evil.example/", which
//     reaches evil.example; "file://://evil/share" would become the UNC
//     path "file:////evil/share"). It stays in a file URI too, which has
//     none (RFC 8089 §2): "file://c:/x" is drive C: (E.2) to browsers
//     and to package fileuri, not host "c", and browsers refuse
//     "file://host:/x".
//   - A host that is one percent-encoded letter, before a port, stays
//     encoded, and so does the port, in every URI: browsers refuse
//     "file://%61:/x" and read "file://a:/x" as drive A:.
//
// SchemeBased then applies the rules of RFC 3986 §6.2.3: an empty port
// is removed with its ":" for every URI (§3.2.3), but where it stays
// (above), an IPv6 address is
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
// already is returned as it is, without allocating, but for one whose
// dot-segments or percent-encodings stay (above), which takes the one
// allocation. Only a Scheme's own Normalize may allocate more.
func (n Normalizer) Normalize(u URI, level Level) URI {
	if level == SimpleString {
		return u
	}
	p := u.parts()
	var b ref.Builder
	changed := normSyntax(&u, &p, &b)
	if level == SyntaxBased {
		if !changed {
			return u
		}
		return URI{r: b.RefOr(u.r)}
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
func normSyntax(u *URI, p *Parts, b *ref.Builder) bool {
	if syntaxNormal(p) {
		return false
	}
	b.Init(len(u.r.S) + normSlack)
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
		keep := normKeepOut(scheme, p.HasScheme, p.HasAuthority, host)
		b.Buf = appendNormPath(b.Buf, p.Path, keep&keepLeadPort != 0)
		if ref.HasDotSegment(ref.BytesString(b.Buf[start:])) {
			b.Buf = normDotSegments(b.Buf, start, p.Path, p.HasAuthority && p.Host != "", keep)
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
					d = normLowerByte(d)
				}
				b = append(b, d)
			} else {
				b = append(b, '%', chars.UpperHex[d>>4], chars.UpperHex[d&15])
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
// host that is not empty. Where that would change the path's lead (see
// sameLead) and keep has keepLead, as a reader takes a host or a drive
// from it (see normKeepOut), the path keeps its dot-segments; otherwise,
// where the path would then begin with "//" after no host, "/." stays in
// front. b has room for two more bytes.
func normDotSegments(b []byte, start int, raw string, hasHost bool, keep keepOut) []byte {
	out := ref.RemoveDotSegmentsInPlace(b[start:])
	b = b[:start+len(out)]
	slashes := len(out) >= 2 && out[0] == '/' && out[1] == '/'
	lead := keep&keepLead != 0
	switch {
	case !lead && (hasHost || !slashes), sameLead(raw, out, keep):
	case lead:
		return appendNormPath(b[:start], raw, keep&keepLeadPort != 0)
	default: // "//" after no host
		b = append(b, 0, 0)
		copy(b[start+2:], b[start:])
		b[start], b[start+1] = '/', '.'
	}
	return b
}

// sameLead reports whether out, a path without dot-segments, has the same
// lead as raw, the path it was normalized from: "//" in front of both or
// neither, and the same first non-empty segment, percent-encodings
// normalized (as appendNormPath does, with keepLeadPort). With keepDrive,
// two first segments neither of which may be a drive letter (driveLike)
// are the same lead. A raw path that begins with "/.//", the form that
// keeps "//" from being read, never has the lead of out. That is what
// readers take a host, a drive or a share from:
//
//   - Without an authority, "//" would start one (RFC 3986 §3.3).
//   - After an empty host, RFC 8089 Appendix E.3.2 (and Windows) read
//     "file:////host/share" and "file://///host/share" as the UNC path
//     \\host\share, and WHATWG URL parsers read "http:////host/" as host
//     "host".
//   - WHATWG URL parsers read the host of a URI of a special scheme
//     (http, https, ws, wss, ftp) after any number of "/": "http:/host/",
//     "http:host/" and "http:///host/" all reach "host".
//   - RFC 8089 Appendix E.2 reads a drive letter in the first segment:
//     "file:///c:/x" is c:\x.
//   - RFC 8089 Appendix E.3.1 reads the share of a UNC path in the first
//     segment after a host: "file://host/share/x" is \\host\share\x;
//     after an empty host and "//" (E.3.2), in the second segment: with
//     keepDrive, a path that begins with "//" keeps its first two.
func sameLead(raw string, out []byte, keep keepOut) bool {
	rawSlashes := strings.HasPrefix(raw, "//")
	if rawSlashes != (len(out) >= 2 && out[0] == '/' && out[1] == '/') {
		return false
	}
	rawSeg, after, _ := strings.Cut(strings.TrimLeft(raw, "/"), "/")
	outSeg := bytes.TrimLeft(out, "/")
	if i := bytes.IndexByte(outSeg, '/'); i >= 0 {
		outSeg = outSeg[:i]
	}
	var scratch [128]byte
	normSeg := appendNormPath(scratch[:0], rawSeg, keep&keepLeadPort != 0)
	if string(normSeg) == "." && strings.HasPrefix(after, "/") {
		return false // "/.//": "//" kept from reading as a UNC host or an authority
	}
	if keep&keepDrive != 0 && !rawSlashes && !driveLike(normSeg) && !driveLike(outSeg) {
		return true
	}
	if !bytes.Equal(normSeg, outSeg) {
		return false
	}
	if keep&keepDrive != 0 && rawSlashes {
		// A UNC path after an empty host: the share is the next
		// segment ("file://///server/share", E.3.2).
		rawShare, _, _ := strings.Cut(after, "/")
		outRest := bytes.TrimLeft(out, "/")[len(outSeg):]
		outShare := bytes.TrimPrefix(outRest, []byte("/"))
		if i := bytes.IndexByte(outShare, '/'); i >= 0 {
			outShare = outShare[:i]
		}
		return string(appendNormPath(scratch[:0], rawShare, false)) == string(outShare)
	}
	return true
}

// driveLike reports whether seg, a first segment, may be read as a drive
// letter: a letter alone ("file:///c/x" is c:\x to package fileuri), or
// followed by ":", "|" or a percent-encoding ("c:", "c|", "c%3A").
func driveLike(seg []byte) bool {
	if len(seg) == 0 || 'a' > seg[0]|0x20 || seg[0]|0x20 > 'z' {
		return false
	}
	return len(seg) == 1 || seg[1] == ':' || seg[1] == '|' || seg[1] == '%'
}

// keepOut says which steps of normalization are kept out for a URI,
// because they would change what a reader other than RFC 3986 reaches:
// the host a WHATWG URL parser (a browser) reads, or the UNC host or
// drive letter of the Windows path of a file URI (RFC 8089).
type keepOut uint8

const (
	// keepLead: a reader takes a host or a drive from the lead of the
	// path (sameLead), so dot-segments are not removed where that would
	// change it.
	keepLead keepOut = 1 << iota
	// keepPort: the port stays, empty or the scheme's default.
	keepPort
	// keepLeadPort: a lead with a ":" keeps its percent-encodings.
	keepLeadPort
	// keepDrive, with keepLead: only a lead that may be a drive letter
	// (or follows "//") is kept.
	keepDrive
)

// normKeepOut returns the steps kept out for a URI of the lowercase
// scheme (if hasScheme) and host (normalized by syntax, if hasAuthority),
// with a port or not:
//
//   - keepLead for a URI without a host that is not empty, of a special
//     scheme (http, https, ws, wss, ftp: WHATWG URL parsers read its host
//     from the path) or file (RFC 8089: a drive letter, or a UNC host
//     after "//", with keepDrive, as no reader takes a host from another
//     lead); for a file URI whose host is "localhost", which is as local
//     as none (RFC 8089 §2); for a file URI of another host, whose
//     first segment is the share of its UNC path (Appendix E.3.1:
//     "file://h/../x" is not "file://h/x", which opens the share "x");
//     and for a network-path reference with
//     an empty host, which a browser resolves against a special base by
//     reading its host from the path.
//   - keepPort after an empty host, where removing the port leaves an
//     empty authority and readers then take the host from the path
//     ("https://://evil/" is refused by browsers, "https:////evil/"
//     reaches "evil"); and in a file URI, which has no port (RFC 8089
//     §2): "file://c:/x" is drive C: (Appendix E.2, and WHATWG URL
//     parsers), and browsers refuse "file://host:/x".
//   - keepLeadPort with keepLead for a special scheme but file: a
//     browser reads the lead as an authority, whose port must be
//     digits, so a lead with a ":" keeps its percent-encodings: browsers
//     refuse "http:/h:%38%30/" and read "http:/h:80/" as host "h".
//
// And in every URI, a host that is one percent-encoded letter before a
// port stays encoded (driveHost), and so does the port.
func normKeepOut(scheme string, hasScheme, hasAuthority bool, host string) keepOut {
	var k keepOut
	file := hasScheme && scheme == "file"
	if hasAuthority && (host == "" || driveHost(host)) || file {
		k |= keepPort
	}
	noHost := !hasAuthority || host == ""
	switch {
	case !hasScheme:
		if hasAuthority && host == "" {
			k |= keepLead
		}
	case file:
		k |= keepLead
		if noHost || host == "localhost" {
			k |= keepDrive
		}
	case noHost:
		switch scheme {
		case "http", "https", "ws", "wss", "ftp":
			k |= keepLead | keepLeadPort
		}
	}
	return k
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

// winDots reports whether seg is made of periods only, three or more, one
// of them at least percent-encoded ("..%2E", "%2e%2e%2e").
func winDots(seg string) bool {
	n, esc := 0, false
	for i := 0; i < len(seg); i++ {
		switch {
		case seg[i] == '.':
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && seg[i+2]|0x20 == 'e':
			i += 2
			esc = true
		default:
			return false
		}
		n++
	}
	return esc && n > 2
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

// driveHost reports whether host, before a port, is one percent-encoded
// letter: decoded, host and empty port would be a drive letter, which
// WHATWG URL parsers and RFC 8089 Appendix E.2 read in "file://a:/x" but
// not in "file://%61:/x" (browsers refuse it), so it stays encoded.
func driveHost(host string) bool {
	c, ok := chars.Decode(host, 0)
	return ok && len(host) == 3 && 'a' <= c|0x20 && c|0x20 <= 'z'
}

// normPlain reports whether the components p are normalized by the plain
// rules of appendNormPercent, with nothing kept out of their
// percent-encodings (driveHost, keepLeadPort, and the periods of
// appendNormPath), so that they may be compared as they are read.
func normPlain(p *Parts) bool {
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

func normLowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}
