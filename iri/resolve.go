package iri

import (
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
)

// Resolution works on IRIs as it does on URIs: RFC 3987 §6.5 applies the
// algorithms of RFC 3986 "directly, treating the characters additionally
// allowed in IRI references in the same way that unreserved characters
// are". Those algorithms never look inside a character that is neither a
// delimiter nor a dot, so the IRIs are carried through package uri's
// implementation in a form where every such character is opaque: "%" is
// written "%25" and every byte that is not ASCII "%HH". The form is a URI
// (each escape stands where an unreserved character or an escape may) and
// maps back exactly, as the algorithms copy escapes and make none.

// opaque writes s, an IRI reference, as a URI reference in which what is
// not ASCII, and every "%", is an escape.
func opaque(s string) uri.URI {
	var b strings.Builder
	for k := 0; k < len(s); k++ {
		if c := s[k]; c >= utf8.RuneSelf || c == '%' {
			b.WriteString(pctUpper[c])
		} else {
			b.WriteByte(c)
		}
	}
	return mustURI(b.String())
}

// fromOpaque reads back an IRI reference that opaque wrote.
func fromOpaque(u uri.URI) IRI {
	s := u.String()
	b := make([]byte, 0, len(s))
	for k := 0; k < len(s); k++ {
		if s[k] == '%' {
			b = append(b, chars.Unhex(s[k+1])<<4|chars.Unhex(s[k+2]))
			k += 2
		} else {
			b = append(b, s[k])
		}
	}
	return MustParse(string(b))
}

// asURI returns i as a URI when it is one (all ASCII), for the fast path.
func asURI(i IRI) (uri.URI, bool) {
	for k := 0; k < len(i.s); k++ {
		if i.s[k] >= utf8.RuneSelf {
			return uri.URI{}, false
		}
	}
	return mustURI(i.s), true
}

func mustURI(s string) uri.URI {
	u, err := uri.Parse(s)
	if err != nil {
		panic("iri: internal error: " + err.Error())
	}
	return u
}

// ResolveReference resolves the IRI reference ref against the base IRI i
// with the algorithm of RFC 3986 §5.2 (RFC 3987 §6.5), as package uri's
// URI.ResolveReference does, whose documentation says exactly how: strict,
// dot segments removed, the result always an IRI reference whose
// components are the ones it reports. Characters beyond ASCII are carried
// as they are, like unreserved characters: "http://\u4f8b/\u00e9/a" with
// "../\u00fc" gives "http://\u4f8b/\u00fc".
func (i IRI) ResolveReference(ref IRI) IRI {
	if b, ok := asURI(i); ok {
		if r, ok := asURI(ref); ok {
			return MustParse(b.ResolveReference(r).String())
		}
	}
	return fromOpaque(opaque(i.s).ResolveReference(opaque(ref.s)))
}

// Relative returns the shortest IRI reference that resolves against the
// base i to target, and whether there is one: the inverse of
// ResolveReference, as package uri's URI.Relative is for URIs, with
// characters beyond ASCII compared as they are written.
func (i IRI) Relative(target IRI) (IRI, bool) {
	if b, ok := asURI(i); ok {
		if t, ok := asURI(target); ok {
			r, ok := b.Relative(t)
			if !ok {
				return IRI{}, false
			}
			return MustParse(r.String()), true
		}
	}
	r, ok := opaque(i.s).Relative(opaque(target.s))
	if !ok {
		return IRI{}, false
	}
	return fromOpaque(r), true
}
