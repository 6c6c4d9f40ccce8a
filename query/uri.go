package query

import (
	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/ref"
)

// Of is Options{}.Of.
func Of(u uri.URI) *Query { return Options{}.Of(u) }

// Of returns the parameters of u's query (RFC 3986 §3.4), read as Parse
// reads it; the offsets of the parameters are into the query. A URI
// without a query has none, as has one with an empty query: use
// u.Query to tell them apart.
func (o Options) Of(u uri.URI) *Query {
	s, _ := u.Query() // valid: u is
	return o.read(s, o.sep())
}

// With returns u with the query q. When q's text is u's query, With
// returns u itself (an empty query stays: "http://a/?" is not
// "http://a/", RFC 3986 §6.2.3); otherwise u's query is q's text, and a q
// without text removes the query, "?" included, so that deleting every
// parameter of "http://a/?utm_source=x" leaves "http://a/". The result is
// a valid URI reference: every parameter of q is valid text for a query,
// as Parse or an edit made it, and u's other components are as they were.
func With(u uri.URI, q *Query) uri.URI {
	old, had := u.Query()
	s := q.String()
	if s == old && (had || s == "") {
		return u
	}
	r := ref.Of(u)
	var b ref.Builder
	b.From(r, len(s)+1)
	_, pEnd, _ := r.PathSpan()
	qEnd := pEnd // where the query ends, its "?" included
	if had {
		qEnd += 1 + len(old)
	}
	if s == "" {
		b.Splice(pEnd, qEnd, "")
		b.Clear(ref.Query)
	} else {
		b.Splice(pEnd, qEnd, "?"+s)
		b.Set(ref.Query, pEnd+1, pEnd+1+len(s))
	}
	return ref.As[uri.URI](b.Ref())
}
