package uri

import (
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/ref"
)

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
	level = min(level, SchemeBased)
	if a.r.S == b.r.S {
		return Comparison{Equal: true, Level: SimpleString}
	}
	pa, pb := a.parts(), b.parts()
	if level == SimpleString {
		return Comparison{Level: level, Differs: compareParts(pa, pb)}
	}
	// Without dot-segments to remove, the normal forms by syntax are
	// compared component by component as they are read, without writing
	// them; so they are when the paths are the same text, which removing
	// dot-segments would change alike (the other components compare
	// equal, authorities and empty hosts included, or the URIs differ).
	if (pa.Path == pb.Path || noDotSegments(&pa) && noDotSegments(&pb)) && percentPlain(&pa) && percentPlain(&pb) {
		d := compareNormParts(&pa, &pb)
		if d == "" {
			return Comparison{Equal: true, Level: SyntaxBased}
		}
		if level == SyntaxBased {
			return Comparison{Level: level, Differs: d}
		}
	}
	na, nb := n.Normalize(a, SyntaxBased), n.Normalize(b, SyntaxBased)
	if na.r.S == nb.r.S {
		return Comparison{Equal: true, Level: SyntaxBased}
	}
	if level == SyntaxBased {
		return Comparison{Level: level, Differs: compareParts(na.parts(), nb.parts())}
	}
	var ba, bb ref.Builder
	pa, pb = na.parts(), nb.parts()
	na, nb = n.schemeBased(&na, &pa, &ba, false), n.schemeBased(&nb, &pb, &bb, false)
	if na.r.S == nb.r.S {
		return Comparison{Equal: true, Level: SchemeBased}
	}
	return Comparison{Level: level, Differs: compareParts(na.parts(), nb.parts())}
}

// noDotSegments reports whether normalizing the path of the URI of
// components p by syntax removes no dot-segment: it has none, and no
// percent-encoded dot that would make one.
func noDotSegments(p *Parts) bool {
	path := p.Path
	if strings.Contains(path, "%2") && (strings.Contains(path, "%2E") || strings.Contains(path, "%2e")) {
		return false
	}
	return !ref.HasDotSegment(path)
}

// compareNormParts names the first component in which the URIs of
// components p and q differ once normalized by syntax, or returns "" when
// they are the same; neither has a dot-segment to remove.
func compareNormParts(p, q *Parts) string {
	switch {
	case p.HasScheme != q.HasScheme || !equalNorm(p.Scheme, q.Scheme, true):
		return "scheme"
	case p.HasAuthority != q.HasAuthority:
		return "authority"
	case p.HasUserinfo != q.HasUserinfo || !equalNorm(p.Userinfo, q.Userinfo, false):
		return "userinfo"
	case !equalNorm(p.Host, q.Host, true):
		// A reg-name is lowercased and its escapes normalized; an IP
		// literal is lowercased and has no escapes; an IPv4address has
		// neither letters nor escapes.
		return "host"
	case p.HasPort != q.HasPort || p.Port != q.Port:
		return "port"
	case !equalNorm(p.Path, q.Path, false):
		return "path"
	case p.HasQuery != q.HasQuery || !equalNorm(p.Query, q.Query, false):
		return "query"
	case p.HasFragment != q.HasFragment || !equalNorm(p.Fragment, q.Fragment, false):
		return "fragment"
	}
	return ""
}

// equalNorm reports whether s and t are the same once their
// percent-encodings are normalized (appendNormPercent), and with lower
// their letters lowercased, without writing either.
func equalNorm(s, t string, lower bool) bool {
	if s == t {
		return true
	}
	// Up to the first escape on either side, a byte is itself (lowercased
	// when lower): compare them so, quickly.
	i, n := 0, min(len(s), len(t))
	for ; i < n && s[i] != '%' && t[i] != '%'; i++ {
		if c, d := s[i], t[i]; c != d && (!lower || lowerByte(c) != lowerByte(d)) {
			return false
		}
	}
	j := i
	for i < len(s) && j < len(t) {
		c, ce, n := normalByte(s, i, lower)
		d, de, m := normalByte(t, j, lower)
		if c != d || ce != de {
			return false
		}
		i, j = i+n, j+m
	}
	return i == len(s) && j == len(t)
}

// normalByte reads the byte at s[i] as normalization writes it: the byte it
// spells and whether it is written escaped, and how many bytes of s spell
// it.
func normalByte(s string, i int, lower bool) (c byte, escaped bool, n int) {
	c = s[i]
	if c == '%' && i+2 < len(s) {
		d := chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2])
		if !chars.IsUnreserved(d) {
			return d, true, 3
		}
		c, n = d, 3
	} else {
		n = 1
	}
	if lower {
		c = lowerByte(c)
	}
	return c, false, n
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
