package uri

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
	// not "http://a/". It is "" when Equal, and "uri" when one of the two
	// is not a valid URI reference.
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

// Equivalent compares a and b up the comparison ladder (RFC 3986 §6.2)
// with the built-in scheme table: it is Normalizer{}.Equivalent(a, b,
// level).
func Equivalent(a, b URI, level Level) Comparison { return Normalizer{}.Equivalent(a, b, level) }

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
	level = min(level, SchemeBased)
	if a.s == b.s {
		return Comparison{Equal: true, Level: SimpleString}
	}
	ra, errA := Parse(a.s)
	rb, errB := Parse(b.s)
	if errA != nil || errB != nil {
		return Comparison{Level: level, Differs: "uri"}
	}
	if level == SimpleString {
		return Comparison{Level: level, Differs: compareParts(ra.Parts(), rb.Parts())}
	}
	na, nb := normParsed(ra), normParsed(rb)
	if na.s == nb.s {
		return Comparison{Equal: true, Level: SyntaxBased}
	}
	if level == SyntaxBased {
		return Comparison{Level: level, Differs: compareParts(na.Parts(), nb.Parts())}
	}
	na, nb = n.schemeBased(na), n.schemeBased(nb)
	if na.s == nb.s {
		return Comparison{Equal: true, Level: SchemeBased}
	}
	return Comparison{Level: level, Differs: compareParts(na.Parts(), nb.Parts())}
}

// compareParts names the first component in which p and q differ, or
// returns "" when they are the same.
func compareParts(p, q Parts) string {
	switch {
	case p.HasScheme != q.HasScheme || p.Scheme != q.Scheme:
		return "scheme"
	case p.HasAuthority != q.HasAuthority:
		return "authority"
	case p.HasUserinfo != q.HasUserinfo || p.Userinfo != q.Userinfo:
		return "userinfo"
	case p.Host != q.Host:
		return "host"
	case p.HasPort != q.HasPort || p.Port != q.Port:
		return "port"
	case p.Path != q.Path:
		return "path"
	case p.HasQuery != q.HasQuery || p.Query != q.Query:
		return "query"
	case p.HasFragment != q.HasFragment || p.Fragment != q.Fragment:
		return "fragment"
	}
	return ""
}
