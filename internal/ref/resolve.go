package ref

import (
	"bytes"
	"math/bits"
	"strings"
)

// Reference resolution, RFC 3986 §5.2.
//
// Most targets are a head of the base's text and a tail of the
// reference's (resolveSuffix): their text is one allocation and two
// copies, and their record the base's and the reference's, moved. The
// others are written straight into their text: scheme, authority, the
// merged path (§5.2.3), query and fragment, with the offsets of the
// result counted on the way; remove_dot_segments (§5.2.4) works on the
// path in the target's own buffer.

// Resolve resolves the reference ref against the base u with the
// algorithm of RFC 3986 §5.2.2–5.2.4, strictly, and writes the target,
// recomposed as §5.3 does, dot segments removed from every path, to t,
// which is neither u nor ref; package uri's URI.ResolveReference says
// exactly how. The result is always a reference whose components are the
// ones it records: where the literal algorithm would yield a text that
// reads otherwise, the path gets a dot segment that resolution would
// remove again ("/.//g", "./c:d"). u and ref are not changed: they are
// pointers, and t is written in place, for the records not to be copied
// on the way.
//
// The only allocation is the result's text; none at all when the
// target's text is the reference's or a head of the base's.
func Resolve(t, u, ref *Ref) {
	if !resolveSuffix(t, u, ref) {
		*t = resolve(*u, *ref)
	}
}

// resolveSuffix is Resolve where the target is a head of the base's
// text, then a tail of the reference's, and reports whether it is; it
// writes the target to t. That is where the reference has no scheme and
// no dot segment to remove but those that lead a relative path, and is
//
//   - a network-path reference ("//g/x"), after the base's scheme;
//   - nothing (§5.2.2: the base, without its fragment), a fragment
//     ("#s", after the base's query) or a query ("?y", after the base's
//     path);
//   - against a base with an authority, an absolute path ("/g", after
//     the base's authority) or a relative path ("g", "../g": after the
//     base's path up to its last "/", if that has no dot segment, with a
//     segment less for each leading "..", or after "/" for an empty
//     path, as the merge of §5.2.3 and remove_dot_segments of §5.2.4
//     make it).
//
// Then no part of the target needs what PathFix adds, and its text is
// one concatenation, made in one pass, with its record: the base's for
// the head, the reference's, moved, for the rest.
func resolveSuffix(t, u, ref *Ref) bool {
	if ref.S == "" {
		// The empty reference: the base without its fragment.
		*t = *u
		if f := u.Sp[2*Fragment]; f >= 0 && u.S != "" {
			t.S = u.S[:f-1]
			t.Clear(Fragment)
			if t.S == "" {
				*t = Ref{} // the empty reference records nothing
			}
		}
		return true
	}
	if ref.Sp[2*Scheme] >= 0 {
		return false
	}
	rpos, rend := ref.pathBounds()
	rp := ref.S[rpos:rend]
	var head int   // the base's text kept: u.S[:head]
	var slash bool // whether a "/" follows it
	var from int   // the reference's text kept: ref.S[from:]
	keep := Port   // the last component of the base the target keeps
	switch {
	case ref.Sp[2*Authority] >= 0:
		if HasDotSegment(rp) {
			return false
		}
		keep = Scheme
		if e := u.Sp[2*Scheme+1]; e >= 0 && u.S != "" {
			head = int(e) + 1
		}
	case rp == "":
		if u.S == "" {
			break
		}
		// A query after the base's path; or a fragment after the
		// base's query.
		if ref.Sp[2*Query] >= 0 {
			_, head = u.pathBounds()
		} else {
			head, keep = len(u.S), Query
			if f := u.Sp[2*Fragment]; f >= 0 {
				head = int(f) - 1
			}
		}
	case u.S == "" || u.Sp[2*Authority] < 0:
		return false
	case rp[0] == '/':
		if HasDotSegment(rp) {
			return false
		}
		head = int(u.Sp[2*Authority+1])
	default:
		lead, up := leadingDotSegments(rp)
		if HasDotSegment(rp[lead:]) {
			return false
		}
		from = rpos + lead
		pos, end := u.pathBounds()
		if pos == end {
			// The merged path (§5.2.3) of a base with an authority and
			// an empty path is "/" and the reference's, whose leading
			// ".." have nothing to climb.
			head, slash = pos, true
			break
		}
		// The merged path is the base's up to its last "/", dir, then
		// the reference's: remove_dot_segments (§5.2.4) copies dir to
		// its output but for that "/", which begins its next input,
		// then each leading "." of the reference leaves the output as
		// it is, and each ".." cuts it back to its last "/" (step 2C),
		// and the rest has no dot segment to remove: the output is a
		// head of dir, and the "/" after it is the one that follows.
		path := u.S[pos:end]
		out := lastSlash(path)
		if HasDotSegment(path[:out+1]) {
			return false
		}
		for ; up > 0 && out > 0; up-- {
			out = max(lastSlash(path[:out]), 0)
		}
		head = pos + out + 1
	}

	// The text: no allocation for one piece, else one, of the right size.
	a, b := u.S[:head], ref.S[from:]
	switch {
	case b == "" && !slash:
		t.S = a
	case a == "" && !slash:
		t.S = b
	default:
		n := len(a) + len(b)
		if slash {
			n++
		}
		buf := make([]byte, n)
		i := copy(buf, a)
		if slash {
			buf[i] = '/'
			i++
		}
		copy(buf[i:], b)
		t.S = BytesString(buf)
	}

	// The record: the base's up to keep, the reference's, moved, after.
	t.Sp = u.Sp
	if u.S == "" {
		t.Sp = NoSpans
	}
	d := int32(len(t.S) - len(ref.S)) // where ref.S would begin
	for i := 2 * (keep + 1); i < 2*numComponents; i += 2 {
		if pos := ref.Sp[i]; pos >= 0 {
			t.Sp[i], t.Sp[i+1] = pos+d, ref.Sp[i+1]+d
		} else {
			t.Sp[i], t.Sp[i+1] = -1, -1
		}
	}
	return true
}

// lastSlash is strings.LastIndexByte(s, '/'), which reads a byte a
// step, reading eight: the last segment of a base path, which resolving
// a relative path reads through, is often longer than a few bytes.
func lastSlash(s string) int {
	const low7 = 0x7f7f7f7f7f7f7f7f
	i := len(s)
	for ; i >= 8; i -= 8 {
		p := s[i-8 : i]
		w := uint64(p[0]) | uint64(p[1])<<8 | uint64(p[2])<<16 | uint64(p[3])<<24 |
			uint64(p[4])<<32 | uint64(p[5])<<40 | uint64(p[6])<<48 | uint64(p[7])<<56
		x := w ^ ('/' * 0x0101010101010101) // a zero byte for each "/"
		// The high bit of each zero byte of x, and of no other: no
		// carry crosses from one byte to the next.
		if z := ^((x&low7 + low7) | x | low7); z != 0 {
			return i - 8 + (63-bits.LeadingZeros64(z))/8
		}
	}
	for i--; i >= 0; i-- {
		if s[i] == '/' {
			break
		}
	}
	return i
}

// leadingDotSegments returns the length of the "." and ".." segments
// that lead the relative path p, each with the "/" after it if any, and
// how many of them are "..". They are what steps 2A and 2D of
// remove_dot_segments (RFC 3986 §5.2.4) remove from the front of a
// relative path, and, after the "/" that ends a merged path's base part,
// what steps 2B and 2C do.
func leadingDotSegments(p string) (n, up int) {
	for n < len(p) && p[n] == '.' {
		k := n + 1
		if k < len(p) && p[k] == '.' {
			k++
		}
		if k < len(p) && p[k] != '/' {
			break // "..." or ".a": not a dot segment
		}
		if k-n == 2 {
			up++
		}
		n = min(k+1, len(p))
	}
	return n, up
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

	// The text, in one allocation, with room for what PathFix adds. The
	// path is dir+path, from which remove_dot_segments (§5.2.4), when
	// there are dot segments, removes them in place: its output is never
	// longer than its input.
	n := len(scheme) + 1 + 2 + len(authority) + 2 + len(dir) + len(path) + 1 + len(q) + 1 + len(f)
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
	start := bd.N()
	bd.Write(dir)
	bd.Write(path)
	if dots {
		bd.Buf = bd.Buf[:start+len(RemoveDotSegmentsInPlace(bd.Buf[start:]))]
	}
	if !hasAuth {
		if fix := PathFix(bd.Buf[start:], hasSch); fix != "" {
			bd.Splice(start, start, fix)
		}
	}

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
