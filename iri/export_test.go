package iri

import (
	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/ref"
)

// FromNormalURI maps u, a URI normal by syntax, to an IRI as
// normalization writes it (RFC 3987 §5.3.2.3): as FromURI does, but that
// iprivate characters stay percent-encoded in the query.
func FromNormalURI(u uri.URI) IRI {
	r := ref.Of(u)
	host, _ := u.Host()
	return IRI{r: ref.Rewrite(&r, host, len(r.S), decodeNorm)}
}
