package ref

import (
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/chars"
)

// Level is a rung of the comparison ladder of RFC 3986 §6.2; package
// uri's Level has the same values.
type Level uint8

// The levels of the ladder.
const (
	SimpleString Level = iota // §6.2.1
	SyntaxBased               // §6.2.2
	SchemeBased               // §6.2.3
)

// Comparison is the outcome of Equivalent, as package uri's Comparison
// has it.
type Comparison struct {
	Equal   bool
	Level   Level
	Differs string
}

// Equivalent compares a and b up the comparison ladder of RFC 3986 §6.2
// (RFC 3987 §5.3 for the UCS), from SimpleString to level, as package
// uri's Normalizer.Equivalent says: it stops at the first level at which
// their normal forms are the same, which it compares component by
// component as they are read, without writing them, where no dot-segment
// is to be removed and no percent-encoding kept (percentPlain). scheme
// normalizes by scheme (§6.2.3) a Ref in ASCII normal by syntax. The
// normal forms are compared in ASCII, whatever the repertoire: writing
// them in the UCS (Repertoire.Decode) makes no two the same that were
// not, nor different two that were.
func Equivalent(a, b Ref, level Level, rep Repertoire, scheme func(Ref) Ref) Comparison {
	level = min(level, SchemeBased)
	if a.S == b.S {
		return Comparison{Equal: true, Level: SimpleString}
	}
	pa, pb := a.Parts(), b.Parts()
	if level == SimpleString {
		return Comparison{Level: level, Differs: compareParts(&pa, &pb, false)}
	}
	// Without dot-segments to remove, the normal forms by syntax are
	// compared component by component as they are read, without writing
	// them; so they are when the paths are the same text, which removing
	// dot-segments would change alike (the other components compare
	// equal, authorities and empty hosts included, or the URIs differ).
	if (pa.Path == pb.Path || noDotSegments(&pa) && noDotSegments(&pb)) && percentPlain(&pa) && percentPlain(&pb) {
		d := compareParts(&pa, &pb, true)
		if d == "" {
			return Comparison{Equal: true, Level: SyntaxBased}
		}
		if level == SyntaxBased {
			return Comparison{Level: level, Differs: d}
		}
	}
	var ba, bb Builder
	na, nb := a, b
	if NormalizeSyntax(&a, &pa, &ba, rep) {
		na = ba.RefOr(a)
	}
	if NormalizeSyntax(&b, &pb, &bb, rep) {
		nb = bb.RefOr(b)
	}
	if na.S == nb.S {
		return Comparison{Equal: true, Level: SyntaxBased}
	}
	if level == SyntaxBased {
		pa, pb = na.Parts(), nb.Parts()
		return Comparison{Level: level, Differs: compareParts(&pa, &pb, false)}
	}
	na, nb = scheme(na), scheme(nb)
	if na.S == nb.S {
		return Comparison{Equal: true, Level: SchemeBased}
	}
	pa, pb = na.Parts(), nb.Parts()
	return Comparison{Level: level, Differs: compareParts(&pa, &pb, false)}
}

// noDotSegments reports whether normalizing the path of the URI of
// components p by syntax removes no dot-segment: it has none, and no
// percent-encoded dot that would make one.
func noDotSegments(p *Parts) bool {
	path := p.Path
	if strings.Contains(path, "%2") && (strings.Contains(path, "%2E") || strings.Contains(path, "%2e")) {
		return false
	}
	return !HasDotSegment(path)
}

// EqualNorm reports whether s and t are the same once their
// percent-encodings are normalized (AppendNormPercent), and with lower
// their letters lowercased, without writing either.
func EqualNorm(s, t string, lower bool) bool {
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
	if c >= utf8.RuneSelf {
		return c, true, 1 // percent-encoded (AppendNormPercent)
	}
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
// returns "" when they are the same; with norm, once normalized by syntax
// (EqualNorm), for components neither of which has a dot-segment to
// remove (noDotSegments, percentPlain).
func compareParts(p, q *Parts, norm bool) string {
	same := func(s, t string, lower bool) bool { return s == t || norm && EqualNorm(s, t, lower) }
	switch {
	case p.HasScheme != q.HasScheme || !same(p.Scheme, q.Scheme, true):
		return "scheme"
	case p.HasAuthority != q.HasAuthority:
		return "authority"
	case p.HasUserinfo != q.HasUserinfo || !same(p.Userinfo, q.Userinfo, false):
		return "userinfo"
	case !same(p.Host, q.Host, true):
		// A reg-name is lowercased and its escapes normalized; an IP
		// literal is lowercased and has no escapes; an IPv4address has
		// neither letters nor escapes.
		return "host"
	case p.HasPort != q.HasPort || p.Port != q.Port:
		return "port"
	case !same(p.Path, q.Path, false):
		return "path"
	case p.HasQuery != q.HasQuery || !same(p.Query, q.Query, false):
		return "query"
	case p.HasFragment != q.HasFragment || !same(p.Fragment, q.Fragment, false):
		return "fragment"
	}
	return ""
}

// percentPlain reports whether the components p are normalized by the plain
// rules of AppendNormPercent, with nothing kept out of their
// percent-encodings (driveHost, keepLeadPort, and the periods of
// appendNormPath), so that they may be compared as they are read.
func percentPlain(p *Parts) bool {
	if p.HasPort && driveHost(p.Host) {
		return false
	}
	if !strings.Contains(p.Path, "%") {
		return true
	}
	if strings.Contains(p.Path, "%2") {
		return false // periods, perhaps
	}
	if p.HasAuthority && p.Host != "" || !p.HasScheme {
		return true
	}
	lead, _, _ := strings.Cut(strings.TrimLeft(p.Path, "/"), "/")
	return !strings.Contains(lead, ":")
}
