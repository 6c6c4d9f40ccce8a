package uri

import "github.com/abnf-uri/uri/internal/ref"

// Comparison is the outcome of comparing two URI references up the
// ladder of RFC 3986 §6.2: whether they are equivalent, and at which
// level they became so, or where they still differ.
type Comparison struct {
	// Equal reports whether the two are equivalent at the level asked
	// for. As RFC 3986 §6.1 says, false does not mean that they identify
	// different resources, only that this comparison cannot tell.
	Equal bool

	// Level is the lowest level at which the two are equal, when Equal;
	// otherwise the highest level tried: the level asked for, or
	// SchemeBased if that was higher.
	Level Level

	// Differs names the first component, in the order they are written,
	// in which the two differ once normalized to Level: "scheme",
	// "authority" (one has it, the other not), "userinfo", "host",
	// "port", "path", "query" or "fragment". A component present in one
	// and absent from the other differs, even when empty: "http://a/?" is
	// not "http://a/". It is "" when Equal.
	Differs string
}

// String describes c: "equal at syntax-based", "differ in path at
// scheme-based".
func (c Comparison) String() string {
	if c.Equal {
		return "equal at " + c.Level.String()
	}
	return "differ in " + c.Differs + " at " + c.Level.String()
}

// Equivalent compares a and b up the comparison ladder of RFC 3986 §6.2,
// from SimpleString to level, and stops at the first level at which
// their normal forms (see Normalize) are the same string. A level above
// SchemeBased is SchemeBased.
//
// RFC 3986 §6.1 advises against comparing relative references: resolve
// them against their base first. Equivalent compares them anyway, with
// only the normalizations that hold for every base (see Normalize). Nor
// does it leave out fragments, which §6.1 suggests when the URIs are
// compared to retrieve a resource: remove them first if that is the use.
func (n Normalizer) Equivalent(a, b URI, level Level) Comparison {
	c := ref.Equivalent(a.r, b.r, ref.Level(level), ref.ASCII, n.schemeStep)
	return Comparison{Equal: c.Equal, Level: Level(c.Level), Differs: c.Differs}
}
