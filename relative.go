package uri

import (
	"strings"

	"github.com/abnf-uri/uri/ast"
)

// Relative returns the shortest URI reference that resolves against the
// base u to target, and whether there is one: the inverse of
// ResolveReference, as filepath.Rel is of filepath.Join. For every base
// and target, when ok,
//
//	u.ResolveReference(ref).String() == target.String()
//
// and no shorter reference does that. The reference is
//
//   - empty, "#fragment" or "?query#fragment" when target is the base's
//     document (the same path; the base's fragment is ignored, as
//     resolution ignores it);
//   - otherwise a relative path ("g", "../g", "./g:h" where the first
//     segment has a ":", "." for the base's directory) or an absolute
//     path ("/g"), whichever is shorter (a relative path on a tie);
//   - a network-path reference ("//host/g") when the authority differs
//     (or the path is empty: "//host");
//   - target itself when the scheme differs, or when target's path is
//     one only a reference with a scheme gives ("foo:g" against
//     "foo:a/b").
//
// It reports false when no reference resolves to target: when target
// has no scheme and u has one (every target then has one), or lacks u's
// authority and has no scheme; when target's path has a dot segment
// ("http://a/b/../c": resolution removes them) and is not u's own path;
// or when target's path is relative and u's path cannot lead to it
// ("a/b" cannot lead to "c"). Schemes and authorities are compared as
// written, not normalized: against "http://a/", "HTTP://a/x" gives
// itself and "http://A/x" gives "//A/x". Relative undoes strict
// resolution; non-strict resolution of a reference with u's scheme may
// name another target.
func (u URI) Relative(target URI) (URI, bool) {
	b, t := u, target
	bScheme, bHasScheme := b.Scheme()
	tScheme, tHasScheme := t.Scheme()
	tPath := t.Path()
	tAuth := t.HasAuthority()
	// full reports whether target itself will do: a reference with a
	// scheme resolves to itself, dot segments removed.
	full := func() (URI, bool) {
		if _, ok := relUnfixPath(tPath, true, tAuth); tHasScheme && ok {
			return t, true
		}
		return URI{}, false
	}
	if bHasScheme != tHasScheme || bScheme != tScheme {
		return full()
	}
	bAuthority, _ := b.Authority()
	tAuthority, _ := t.Authority()
	if b.HasAuthority() != tAuth || bAuthority != tAuthority {
		if _, ok := relUnfixPath(tPath, tHasScheme, true); tAuth && ok {
			return t.relNetworkPath(), true
		}
		return full()
	}

	// The same scheme and authority. The same path: an empty reference
	// keeps the base's path, and its query when it has none.
	if tPath == b.Path() {
		bq, bHasQuery := b.Query()
		tq, tHasQuery := t.Query()
		switch {
		case bHasQuery == tHasQuery && bq == tq:
			if i, _, ok := t.span(ast.KindFragment); ok {
				return t.relSuffix(i - 1), true // "#fragment"
			}
			return URI{}, true // ""
		case tHasQuery:
			i, _, _ := t.span(ast.KindQuery)
			return t.relSuffix(i - 1), true // "?query#fragment"
		}
	}

	// A reference with a path: target's path must be one that
	// remove_dot_segments (and pathFix) gives. The candidates, by the
	// length of what comes before target's query and fragment:
	p, ok := relUnfixPath(tPath, tHasScheme, tAuth)
	if !ok {
		return URI{}, false
	}
	const none = int(^uint(0) >> 1)
	best, kind := none, ""
	// a relative path, "../" ups times and then tail;
	ups, tail, rel := relPath(relMergeDir(b), p)
	if rel {
		best, kind = relLen(ups, tail), "relative"
	}
	// an absolute path, p, or "/." and p where p begins with "//";
	if strings.HasPrefix(p, "/") {
		if n := len(pathFix(p, true)) + len(p); n < best {
			best, kind = n, "absolute"
		}
	}
	// "//" and the authority and path;
	if tAuth && 2+len(tAuthority)+len(tPath) < best {
		best, kind = 2+len(tAuthority)+len(tPath), "network"
	}
	// target itself.
	if _, pEnd, _ := t.pathSpan(); tHasScheme && pEnd < best {
		kind = "full"
	}
	switch kind {
	case "relative":
		return t.relRef(ups, tail), true
	case "absolute":
		// p is tPath, or tPath without the "/." that pathFix adds back.
		if fix := pathFix(p, true); len(fix)+len(p) != len(tPath) {
			return t.relWithPath(fix, p), true
		}
		pos, _, _ := t.pathSpan()
		return t.relSuffix(pos), true
	case "network":
		return t.relNetworkPath(), true
	case "full":
		return t, true
	}
	return URI{}, false
}

// relUnfixPath undoes pathFix: it returns the path remove_dot_segments
// gives for p in a URI with or without a scheme and authority, and
// whether there is one (p has no dot segment but the one pathFix adds).
func relUnfixPath(p string, scheme, auth bool) (string, bool) {
	q := p
	switch {
	case !auth && strings.HasPrefix(p, "/.//"):
		q = p[2:]
	case !scheme && !auth && strings.HasPrefix(p, "./") && firstSegmentHasColon(p[2:]):
		q = p[2:]
	case !auth && strings.HasPrefix(p, "//"),
		!scheme && !auth && p != "" && p[0] != '/' && firstSegmentHasColon(p):
		return "", false // not a path of such a URI
	}
	return q, !hasDotSegment(q)
}

// relMergeDir is the part of the base's path that a relative path is
// appended to (§5.2.3), dot segments removed: "/" when the base has an
// authority and an empty path, else all of the path up to its last "/".
func relMergeDir(b URI) string {
	bp := b.Path()
	if b.HasAuthority() && bp == "" {
		return "/"
	}
	dir := bp[:strings.LastIndexByte(bp, '/')+1]
	// remove_dot_segments(dir + r) is remove_dot_segments(
	// remove_dot_segments(dir) + r): dir ends with "/".
	return RemoveDotSegments(dir)
}

// relPath finds the shortest relative path r with
// remove_dot_segments(dir + r) == p, for dir ending in "/" (or empty) and
// p without dot segments, as ups "../" and then tail, a suffix of p. The
// segments of dir and p are a stack: r pops dir's last segments to what
// it shares with p, then pushes the rest of p.
func relPath(dir, p string) (ups int, tail string, ok bool) {
	if dir == "" {
		// r is the whole path, relative: "." for the empty one.
		if strings.HasPrefix(p, "/") {
			return 0, "", false // "./" + p: never shorter than p
		}
		return 0, p, true
	}
	absolute := dir[0] == '/'
	if absolute != strings.HasPrefix(p, "/") {
		// A relative dir leads to an absolute path only by popping all
		// of it ("../../" + p[1:]), longer than p; an absolute one never
		// leads to a relative path.
		return 0, "", false
	}
	// dir's k segments, each followed by "/", and p's, without the "/"
	// that begins an absolute path.
	ds, ps := dir, p
	k := strings.Count(dir, "/")
	if absolute {
		ds, ps = ds[1:], ps[1:]
		k--
	}
	// Match dir's segments against the segments of p before its last.
	common, tailAt := 0, len(p)-len(ps)
	for common < k {
		seg, dsRest, _ := strings.Cut(ds, "/")
		pj := strings.IndexByte(ps, '/')
		if pj < 0 || ps[:pj] != seg {
			break
		}
		common++
		ps, ds = ps[pj+1:], dsRest
		tailAt += pj + 1
	}
	if !absolute && common == 0 {
		// Popping every segment of a relative dir leaves an absolute
		// path ("a/" + "../g" is "/g").
		return 0, "", false
	}
	return k - common, p[tailAt:], true
}

// relParts spells the relative path of ups "../" and then tail:
// lead, ups "../", and last. It is "." for none, "../.." without the
// last "/" where tail is empty, and "./" before a tail that would read as
// an absolute path or a scheme.
func relParts(ups int, tail string) (lead string, n int, last string) {
	switch {
	case tail == "" && ups == 0:
		return "", 0, "."
	case tail == "":
		return "", ups - 1, ".."
	case ups == 0 && (tail[0] == '/' || firstSegmentHasColon(tail)):
		return "./", 0, tail
	}
	return "", ups, tail
}

// relLen is the length of the relative path of ups "../" and tail.
func relLen(ups int, tail string) int {
	lead, n, last := relParts(ups, tail)
	return len(lead) + 3*n + len(last)
}

// relRef returns the relative reference of the relative path of
// ups "../" and tail, and u's query and fragment.
func (u URI) relRef(ups int, tail string) URI {
	lead, n, last := relParts(ups, tail)
	_, pEnd, _ := u.pathSpan()
	var b builder
	b.init(len(lead) + 3*n + len(last) + len(u.s) - pEnd)
	b.beginPath()
	b.write(lead)
	for range n {
		b.write("../")
	}
	b.write(last)
	return b.restOf(&u)
}

// relWithPath returns the relative reference of the path fix+path and u's
// query and fragment.
func (u URI) relWithPath(fix, path string) URI {
	_, pEnd, _ := u.pathSpan()
	var b builder
	b.init(len(fix) + len(path) + len(u.s) - pEnd)
	b.beginPath()
	b.write(fix)
	b.write(path)
	return b.restOf(&u)
}

// relNetworkPath returns the network-path reference of u, which has an
// authority: u without its scheme, "//authority/path?query#fragment".
func (u URI) relNetworkPath() URI {
	start, _, _ := u.span(ast.KindAuthority)
	return u.suffix(start - 2)
}

// relSuffix returns the relative reference u.s[i:], for i the start of
// u's path, or of the "?" of its query or the "#" of its fragment: the
// components from there on, without copying.
func (u URI) relSuffix(i int) URI { return u.suffix(i) }
