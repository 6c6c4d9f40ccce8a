package ref

import "strings"

// Relative returns the shortest reference that resolves against the
// base u to target, and whether there is one: the inverse of Resolve, as
// package uri's URI.Relative says.
func Relative(u, target Ref) (Ref, bool) {
	b, t := u, target
	bScheme, bHasScheme := b.Text(Scheme)
	tScheme, tHasScheme := t.Text(Scheme)
	tPath := t.Path()
	tAuth := t.Has(Authority)
	// full reports whether target itself will do: a reference with a
	// scheme resolves to itself, dot segments removed.
	full := func() (Ref, bool) {
		if _, ok := unfixPath(tPath, true, tAuth); tHasScheme && ok {
			return t, true
		}
		return Ref{}, false
	}
	if bHasScheme != tHasScheme || bScheme != tScheme {
		return full()
	}
	bAuthority, _ := b.Text(Authority)
	tAuthority, _ := t.Text(Authority)
	if b.Has(Authority) != tAuth || bAuthority != tAuthority {
		if _, ok := unfixPath(tPath, tHasScheme, true); tAuth && ok {
			return t.networkPath(), true
		}
		return full()
	}

	// The same scheme and authority. The same path: an empty reference
	// keeps the base's path, and its query when it has none.
	if tPath == b.Path() {
		bq, bHasQuery := b.Text(Query)
		tq, tHasQuery := t.Text(Query)
		switch {
		case bHasQuery == tHasQuery && bq == tq:
			if i, _, ok := t.Span(Fragment); ok {
				return t.Suffix(i - 1), true // "#fragment"
			}
			return Ref{}, true // ""
		case tHasQuery:
			i, _, _ := t.Span(Query)
			return t.Suffix(i - 1), true // "?query#fragment"
		}
	}

	// A reference with a path: target's path must be one that
	// remove_dot_segments (and pathFix) gives. The candidates, by the
	// length of what comes before target's query and fragment:
	p, ok := unfixPath(tPath, tHasScheme, tAuth)
	if !ok {
		return Ref{}, false
	}
	const none = int(^uint(0) >> 1)
	best, kind := none, ""
	// a relative path, "../" ups times and then tail;
	ups, tail, rel := relativePath(mergeDir(b), p)
	if rel {
		best, kind = spellLen(ups, tail), "relative"
	}
	// an absolute path, p, or "/." and p where p begins with "//";
	if strings.HasPrefix(p, "/") {
		if n := len(PathFix(p, true)) + len(p); n < best {
			best, kind = n, "absolute"
		}
	}
	// "//" and the authority and path;
	if tAuth && 2+len(tAuthority)+len(tPath) < best {
		best, kind = 2+len(tAuthority)+len(tPath), "network"
	}
	// target itself.
	if _, pEnd, _ := t.PathSpan(); tHasScheme && pEnd < best {
		kind = "full"
	}
	switch kind {
	case "relative":
		return t.withRelativePath(ups, tail), true
	case "absolute":
		// p is tPath, or tPath without the "/." that pathFix adds back.
		if fix := PathFix(p, true); len(fix)+len(p) != len(tPath) {
			return t.withPath(fix, p), true
		}
		pos, _, _ := t.PathSpan()
		return t.Suffix(pos), true
	case "network":
		return t.networkPath(), true
	case "full":
		return t, true
	}
	return Ref{}, false
}

// unfixPath undoes pathFix: it returns the path remove_dot_segments
// gives for p in a URI with or without a scheme and authority, and
// whether there is one (p has no dot segment but the one pathFix adds).
func unfixPath(p string, scheme, auth bool) (string, bool) {
	q := p
	switch {
	case !auth && strings.HasPrefix(p, "/.//"):
		q = p[2:]
	case !scheme && !auth && strings.HasPrefix(p, "./") && FirstSegmentHasColon(p[2:]):
		q = p[2:]
	case !auth && strings.HasPrefix(p, "//"),
		!scheme && !auth && p != "" && p[0] != '/' && FirstSegmentHasColon(p):
		return "", false // not a path of such a URI
	}
	return q, !HasDotSegment(q)
}

// mergeDir is the part of the base's path that a relative path is
// appended to (§5.2.3), dot segments removed: "/" when the base has an
// authority and an empty path, else all of the path up to its last "/".
func mergeDir(b Ref) string {
	bp := b.Path()
	if b.Has(Authority) && bp == "" {
		return "/"
	}
	dir := bp[:strings.LastIndexByte(bp, '/')+1]
	// remove_dot_segments(dir + r) is remove_dot_segments(
	// remove_dot_segments(dir) + r): dir ends with "/".
	return RemoveDotSegments(dir)
}

// relativePath finds the shortest relative path r with
// remove_dot_segments(dir + r) == p, for dir ending in "/" (or empty) and
// p without dot segments, as ups "../" and then tail, a suffix of p. The
// segments of dir and p are a stack: r pops dir's last segments to what
// it shares with p, then pushes the rest of p.
func relativePath(dir, p string) (ups int, tail string, ok bool) {
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

// spellPath spells the relative path of ups "../" and then tail:
// lead, ups "../", and last. It is "." for none, "../.." without the
// last "/" where tail is empty, and "./" before a tail that would read as
// an absolute path or a scheme.
func spellPath(ups int, tail string) (lead string, n int, last string) {
	switch {
	case tail == "" && ups == 0:
		return "", 0, "."
	case tail == "":
		return "", ups - 1, ".."
	case ups == 0 && (tail[0] == '/' || FirstSegmentHasColon(tail)):
		return "./", 0, tail
	}
	return "", ups, tail
}

// spellLen is the length of the relative path of ups "../" and tail.
func spellLen(ups int, tail string) int {
	lead, n, last := spellPath(ups, tail)
	return len(lead) + 3*n + len(last)
}

// withRelativePath returns the relative reference of the relative path of
// ups "../" and tail, and u's query and fragment.
func (u Ref) withRelativePath(ups int, tail string) Ref {
	lead, n, last := spellPath(ups, tail)
	_, pEnd, _ := u.PathSpan()
	var b Builder
	b.Init(len(lead) + 3*n + len(last) + len(u.S) - pEnd)
	b.BeginPath()
	b.Write(lead)
	for range n {
		b.Write("../")
	}
	b.Write(last)
	return b.RestOf(&u)
}

// withPath returns the relative reference of the path fix+path and u's
// query and fragment.
func (u Ref) withPath(fix, path string) Ref {
	_, pEnd, _ := u.PathSpan()
	var b Builder
	b.Init(len(fix) + len(path) + len(u.S) - pEnd)
	b.BeginPath()
	b.Write(fix)
	b.Write(path)
	return b.RestOf(&u)
}

// networkPath returns the network-path reference of u, which has an
// authority: u without its scheme, "//authority/path?query#fragment".
func (u Ref) networkPath() Ref {
	start, _, _ := u.Span(Authority)
	return u.Suffix(start - 2)
}
