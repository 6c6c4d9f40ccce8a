package uri

import "github.com/abnf-uri/uri/internal/ref"

// Reference resolution, RFC 3986 §5.2: the algorithm is package
// internal/ref's, which packages iri and zone share.

// ResolveReference resolves the URI reference ref against the base URI u
// with the algorithm of RFC 3986 §5.2.2–5.2.4, strictly (a reference with
// a scheme is never read as relative), and returns the target recomposed
// as §5.3 does. Like net/url's (*URL).ResolveReference it removes dot
// segments ("." and "..") from the path of every reference that has a
// path, relative or not, and returns a new URI.
//
// The base should be a URI with a scheme (§5.1: it "must conform to the
// <absolute-URI> syntax rule"). Its fragment, if any, is ignored (§5.2.1:
// a base is "stripped of any fragment component"); the target's fragment
// is the reference's. A base without a scheme (a relative reference) is
// used all the same, and the target is then a relative reference too; but
// resolving in two steps is not resolving in one, as remove_dot_segments
// drops what climbs above the relative base's path: "a/b" with "../c"
// gives "/c", where "http://x/y/a/b" with "../c" gives "http://x/y/c".
//
// The result is always a URI reference whose components are the ones it
// reports: parsing its String gives the same URI. Where the literal
// algorithm would yield a text that parses differently, the path gets a
// dot segment that resolution would remove again:
//
//   - A path beginning with "//" and no authority (base "f:/a",
//     reference "..//g", literal "f://g", where "g" would read as an
//     authority) is written "/.//g": "f:/.//g".
//   - A relative result (only from a relative base) whose path is
//     relative and has a ":" in its first segment (base "b", reference
//     "./c:d", literal "c:d", where "c" would read as a scheme) is
//     written "./c:d".
//
// Otherwise the algorithm is followed to the letter, including for bases
// whose path does not begin with "/": "foo:a/b" with "../c" gives
// "foo:/c". RemoveDotSegments describes the dot segments; errata 4547 and
// 4789 of RFC 3986, held for a document update, would change the results
// for ".." above the root ("http://a/b/c/d;p?q" with "../../../g" stays
// "http://a/g", §5.4.2) and for a base path ending in "/.." (the path is
// merged as printed); they are not applied.
//
// RFC 3986 §5.2.2 also allows, "for backward compatibility", reading a
// reference whose scheme is the base's as if it had none ("http:g"
// against "http://a/b/c/d;p?q" as "g"), and says its use "should be
// avoided"; ResolveReference does not, and "uri resolve -nonstrict"
// shows how to.
//
// The only allocation is the result's text; none at all when the target's
// text is the reference's or the beginning of the base's ("" or ".."
// against "http://a/b/c/d;p?q": "http://a/b/c/d;p?q", "http://a/b/").
func (u URI) ResolveReference(r URI) URI {
	var t URI
	ref.Resolve(&t.r, &u.r, &r.r)
	return t
}

// RemoveDotSegments returns path without its dot segments: the
// remove_dot_segments routine of RFC 3986 §5.2.4, which reads each
// complete "." segment as "this directory" and each ".." as "the parent",
// dropping a ".." that has no parent to climb to ("/a/b/../../../g" is
// "/g") and any "." or ".." that leads a relative path. A path without
// dot segments is returned as it is; "a.b", ".a" and "..." are not dot
// segments.
//
// The result is the routine's, to the letter, including where it is
// surprising: "/.//g" gives "//g", which at the start of a URI without
// an authority would read as one (ResolveReference writes "/.//g"
// there); ".//g" gives "/g", and a relative path whose first segment a
// ".." pops becomes absolute: "a/../b" gives "/b". Percent-encoded dots
// ("%2E") are not dots here; normalization decodes them first (§6.2.2.2).
// It takes time linear in len(path), on any input.
func RemoveDotSegments(path string) string { return ref.RemoveDotSegments(path) }
