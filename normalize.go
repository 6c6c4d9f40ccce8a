package uri

import (
	"strconv"

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
	p := u.r.Parts()
	var b ref.Builder
	changed := ref.NormalizeSyntax(&u.r, &p, &b, ref.ASCII)
	if level == SyntaxBased {
		if !changed {
			return u
		}
		return URI{r: b.RefOr(u.r)}
	}
	return URI{r: n.schemeBased(&u.r, &p, &b, changed)}
}

// Level's values are ref.Level's.
var (
	_ [SimpleString - Level(ref.SimpleString)]struct{}
	_ [Level(ref.SimpleString) - SimpleString]struct{}
	_ [SchemeBased - Level(ref.SchemeBased)]struct{}
	_ [Level(ref.SchemeBased) - SchemeBased]struct{}
)
