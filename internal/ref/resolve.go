package ref

import (
	"bytes"
	"strings"
)

// Reference resolution, RFC 3986 §5.2.
//
// The target is written straight into its text: scheme, authority, the
// merged path (§5.2.3), query and fragment, with the offsets of the
// result counted on the way. A path with dot segments goes through
// remove_dot_segments (§5.2.4) in a buffer on the stack first.

// Resolve resolves the reference r against the base u with the
// algorithm of RFC 3986 §5.2.2–5.2.4, strictly, and returns the target
// recomposed as §5.3 does, dot segments removed from every path; package
// uri's URI.ResolveReference says exactly how. The result is always a
// reference whose components are the ones it records: where the literal
// algorithm would yield a text that reads otherwise, the path gets a dot
// segment that resolution would remove again ("/.//g", "./c:d").
//
// The only allocation is the result's text (and a buffer, for a path of
// more than 256 bytes with dot segments); none at all when the target is
// the reference or the base itself.
func Resolve(u, ref Ref) Ref {
	if t, ok := resolveSuffix(&u, &ref); ok {
		return t
	}
	return resolve(u, ref)
}

// resolveSuffix is Resolve where the target is a head of the base's
// text, then the whole reference, and reports whether it is: where the
// reference has no scheme and no dot segment to remove, and is a
// network-path reference ("//g/x", after the base's scheme), or, against
// a base with an authority, an absolute path ("/g", after the base's
// authority), a relative path ("g", after the base's path up to its last
// "/", or a "/" for an empty one: §5.2.3's merge), a query ("?y", after
// the base's path), a fragment ("#s", after the base's query) or nothing
// (§5.2.2). Then no part of the target needs what PathFix adds, and the
// text is one concatenation: the base's record holds for the head, the
// reference's, moved, for the rest.
func resolveSuffix(u, ref *Ref) (Ref, bool) {
	if ref.Has(Scheme) {
		return Ref{}, false
	}
	rp := ref.Path()
	var head int   // the base's text kept: u.S[:head]
	var mid string // what comes between it and the reference
	keep := Port   // the last component of the base the target keeps
	switch {
	case ref.Has(Authority):
		if HasDotSegment(rp) {
			return Ref{}, false
		}
		keep = Scheme
		if e := u.Sp[2*Scheme+1]; e >= 0 && u.S != "" {
			head = int(e) + 1
		}
	case !u.Has(Authority):
		return Ref{}, false
	case rp != "" && rp[0] == '/':
		if HasDotSegment(rp) {
			return Ref{}, false
		}
		head, _ = u.pathBounds()
	case rp != "":
		if HasDotSegment(rp) {
			return Ref{}, false
		}
		// The merged path (§5.2.3): the base's path up to its last "/",
		// or "/" for an empty one, then the reference's.
		pos, end := u.pathBounds()
		dir := u.S[pos : pos+strings.LastIndexByte(u.S[pos:end], '/')+1]
		if pos == end {
			mid = "/"
		} else if HasDotSegment(dir) {
			return Ref{}, false
		}
		head = pos + len(dir)
	case ref.Has(Query):
		_, head = u.pathBounds() // the base's path, the reference's query
	default:
		// The base's path and query, the reference's fragment, if any.
		head, keep = len(u.S), Query
		if f := u.Sp[2*Fragment]; f >= 0 {
			head = int(f) - 1
		}
		if !ref.Has(Fragment) && head == len(u.S) {
			return *u, true // the base document
		}
	}
	// One allocation, which the runtime does not zero first.
	t := Ref{S: u.S[:head] + mid + ref.S, Sp: u.Sp}
	if u.S == "" {
		t.Sp = NoSpans // the empty reference records nothing
	}
	d := head + len(mid)
	for c := keep + 1; c < numComponents; c++ {
		t.Clear(c)
		if pos, end, ok := ref.Span(c); ok {
			t.Set(c, d+pos, d+end)
		}
	}
	return t, true
}

// resolve is Resolve, component by component.
func resolve(u, ref Ref) Ref {
	base := &u
	refHasScheme := ref.Has(Scheme)

	// The target's components (§5.2.2): where each comes from.
	var (
		sch, auth, qry *Ref   // the URI holding T's scheme, authority, query
		dir, path      string // T.path is remove_dot_segments(dir + path), or path
		dots           bool   // whether to remove dot segments
	)
	refPath := ref.Path()
	switch {
	case refHasScheme:
		if !HasDotSegment(refPath) {
			return ref // T is R, component for component
		}
		sch, auth, qry = &ref, &ref, &ref
		path, dots = refPath, true
	case ref.Has(Authority):
		sch, auth, qry = base, &ref, &ref
		path, dots = refPath, HasDotSegment(refPath)
	default:
		sch, auth, qry = base, base, &ref
		switch {
		case refPath == "":
			if !ref.Has(Query) && !ref.Has(Fragment) && !base.Has(Fragment) {
				return u // the empty reference: the base document
			}
			path = base.Path()
			if !ref.Has(Query) {
				qry = base
			}
		case refPath[0] == '/':
			path, dots = refPath, HasDotSegment(refPath)
		default:
			// merge (§5.2.3)
			bp := base.Path()
			if base.Has(Authority) && bp == "" {
				dir = "/"
			} else {
				dir = bp[:strings.LastIndexByte(bp, '/')+1]
			}
			path = refPath
			dots = HasDotSegment(dir) || HasDotSegment(refPath)
		}
	}
	scheme, hasSch := sch.Text(Scheme)
	authority, hasAuth := auth.Text(Authority)
	q, hasQry := qry.Text(Query)
	f, hasFrag := ref.Text(Fragment)

	// The path: dir+path as they are, or, with dot segments to remove,
	// the output of remove_dot_segments in a buffer.
	var dotless []byte
	if dots {
		var scratch [256]byte
		if n := len(dir) + len(path); n <= len(scratch) {
			dotless = scratch[:0]
		} else {
			dotless = make([]byte, 0, n)
		}
		dotless = append(append(dotless, dir...), path...)
		dotless = RemoveDotSegmentsInPlace(dotless)
		dir, path = "", ""
	}
	var fix string
	if !hasAuth {
		if dots {
			fix = PathFix(dotless, hasSch)
		} else if dir != "" {
			fix = PathFix(dir, hasSch)
		} else {
			fix = PathFix(path, hasSch)
		}
	}

	// The text, in one allocation.
	n := len(scheme) + 1 + len(authority) + 2 + len(fix) + len(dir) + len(path) + len(dotless) + len(q) + 1 + len(f) + 1
	var bd Builder
	bd.Init(n)
	if hasSch {
		bd.Write(scheme)
		bd.EndScheme()
	}
	if hasAuth {
		bd.AuthorityOf(auth)
	}
	bd.BeginPath()
	bd.Write(fix)
	bd.Write(dir)
	bd.Write(path)
	bd.Buf = append(bd.Buf, dotless...)

	if hasQry {
		bd.BeginQuery()
		bd.Write(q)
	}
	if hasFrag {
		bd.BeginFragment()
		bd.Write(f)
	}
	return bd.Ref()
}

// PathFix returns what makes a path that begins with p, in a URI without
// an authority, read back as a path: "/." before "//g" (else "g" is an
// authority) and, with no scheme either, "./" before "c:d" (else "c" is a
// scheme). Either is a dot segment that resolution removes again.
func PathFix[S string | []byte](p S, hasScheme bool) string {
	switch {
	case len(p) >= 2 && p[0] == '/' && p[1] == '/':
		return "/."
	case !hasScheme && len(p) > 0 && p[0] != '/' && FirstSegmentHasColon(p):
		return "./"
	}
	return ""
}

func FirstSegmentHasColon[S string | []byte](p S) bool {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case ':':
			return true
		case '/':
			return false
		}
	}
	return false
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
func RemoveDotSegments(path string) string {
	if !HasDotSegment(path) {
		return path
	}
	var scratch [256]byte
	b := append(scratch[:0], path...)
	return string(RemoveDotSegmentsInPlace(b))
}

// RemoveDotSegmentsInPlace is remove_dot_segments (RFC 3986 §5.2.4) in place:
// the input buffer is b[i:], the output buffer b[:w], and the output
// never outgrows what has been read (w <= i), so it can share b.
//
// The output is a stack of segments, each "/" and the text up to the next
// "/"; rule C pops one by cutting the output back to its last "/". That
// scans only the bytes it pops, and a byte is pushed once and so popped
// at most once: the whole is linear in len(b), where loops that re-slice
// and re-join strings for each ".." are quadratic on "/a/a/.../../..".
func RemoveDotSegmentsInPlace(b []byte) []byte {
	n := len(b)
	w, i := 0, 0
	for i < n {
		rest := b[i:]
		if rest[0] == '.' {
			// A and D: only at the start, where the input does not
			// begin with "/" (after any step it does, or is empty).
			switch {
			case len(rest) == 1: // D: "."
				i = n
				continue
			case rest[1] == '/': // A: "./"
				i += 2
				continue
			case rest[1] == '.' && len(rest) == 2: // D: ".."
				i = n
				continue
			case rest[1] == '.' && rest[2] == '/': // A: "../"
				i += 3
				continue
			}
		} else if rest[0] == '/' && len(rest) >= 2 && rest[1] == '.' {
			switch {
			case len(rest) == 2: // B: "/." at the end: the input is "/"
				b[w] = '/'
				w++
				i = n
				continue
			case rest[2] == '/': // B: "/./" becomes "/"
				i += 2
				continue
			case rest[2] == '.' && (len(rest) == 3 || rest[3] == '/'): // C
				if k := bytes.LastIndexByte(b[:w], '/'); k > 0 {
					w = k
				} else {
					w = 0
				}
				if len(rest) == 3 { // "/.." at the end: the input is "/"
					b[w] = '/'
					w++
					i = n
				} else { // "/../" becomes "/"
					i += 3
				}
				continue
			}
		}
		// E: move the first segment, with its "/" if any.
		k := bytes.IndexByte(rest[1:], '/') + 1
		if k == 0 {
			k = len(rest)
		}
		copy(b[w:], rest[:k])
		w += k
		i += k
	}
	return b[:w]
}

// HasDotSegment reports whether the path p has a complete "." or ".."
// segment, the only thing remove_dot_segments changes. A dot segment
// begins the path or follows a "/"; paths hold few dots, which
// strings.IndexByte finds many bytes a step.
func HasDotSegment(p string) bool {
	for i := 0; ; i++ {
		j := strings.IndexByte(p[i:], '.')
		if j < 0 {
			return false
		}
		i += j
		if (i == 0 || p[i-1] == '/') && dotSegmentAt(p, i) {
			return true
		}
	}
}

// dotSegmentAt reports whether the segment at p[i], a ".", is "." or "..".
func dotSegmentAt(p string, i int) bool {
	k := i + 1
	if k < len(p) && p[k] == '.' {
		k++
	}
	return k == len(p) || p[k] == '/'
}
