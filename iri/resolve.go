package iri

import "github.com/abnf-uri/uri/internal/ref"

// Resolution works on IRIs as it does on URIs: RFC 3987 §6.5 applies the
// algorithms of RFC 3986 "directly, treating the characters additionally
// allowed in IRI references in the same way that unreserved characters
// are". Those algorithms never look inside a character that is neither a
// delimiter nor a dot, so the IRIs go through package uri's
// implementation (package internal/ref) as they are, on their records,
// and nothing is parsed again.

// ResolveReference resolves the IRI reference r against the base IRI i
// with the algorithm of RFC 3986 §5.2 (RFC 3987 §6.5), as package uri's
// URI.ResolveReference does, whose documentation says exactly how: strict,
// dot segments removed, the result always an IRI reference whose
// components are the ones it reports. Characters beyond ASCII are carried
// as they are, like unreserved characters: "http://\u4f8b/\u00e9/a" with
// "../\u00fc" gives "http://\u4f8b/\u00fc".
func (i IRI) ResolveReference(r IRI) IRI {
	var t IRI
	ref.Resolve(&t.r, &i.r, &r.r)
	return t
}

// Relative returns the shortest IRI reference that resolves against the
// base i to target, and whether there is one: the inverse of
// ResolveReference, as package uri's URI.Relative is for URIs, with
// characters beyond ASCII compared as they are written.
func (i IRI) Relative(target IRI) (IRI, bool) {
	r, ok := ref.Relative(i.r, target.r)
	return IRI{r: r}, ok
}
