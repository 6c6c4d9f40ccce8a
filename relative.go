package uri

import "github.com/abnf-uri/uri/internal/ref"

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
	r, ok := ref.Relative(u.r, target.r)
	return URI{r: r}, ok
}
