// Package crawl tells, for a crawler or a cache, when two URIs name the
// same page: the normalization of RFC 3986 §6.2.2 and §6.2.3, which keeps
// the meaning of every URI, then steps that RFC 3986 does not take, each
// named and each asked for. A Profile says which; Key writes the URI that
// stands for all those the profile counts as one, and Same compares two.
//
// The steps beyond RFC 3986 are guesses about servers that hold for most
// of the web and not for all of it: a server may serve "/a?x=1&y=2" and
// "/a?y=2&x=1" differently (RFC 3986 §3.4 gives the order of a query no
// meaning, and no meaning to its parameters either), "index.html" may not
// be the page "/" serves, and "example.com." and "example.com" are two
// origins to a browser and two names to a TLS certificate. Use a Key to
// decide what to fetch once, never to rewrite the URI that is fetched.
//
// Site and SameSite say which site a URI is of, its registrable domain by
// the Public Suffix List (golang.org/x/net/publicsuffix), as a crawler
// that keeps to its sites needs: "a.example.co.uk" and "b.example.co.uk"
// are one site, "example.co.uk" and "other.co.uk" two.
package crawl

import (
	"slices"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/schemes"
	"github.com/abnf-uri/uri/query"
)

// A Profile is the normalization a crawler applies to the URIs it meets,
// beyond RFC 3986's. The zero Profile takes no step beyond scheme-based
// normalization (RFC 3986 §6.2.3).
type Profile struct {
	// Normalizer normalizes first, at SchemeBased (RFC 3986 §6.2.2,
	// §6.2.3): case, percent-encoding, dot segments, default ports, an
	// empty path as "/". The zero Normalizer uses the built-in table of
	// schemes.
	Normalizer uri.Normalizer

	// DropFragment removes the fragment, "#" included: a fragment is
	// read by the user agent on the page it got, and never sent to the
	// server (RFC 3986 §3.5), so every fragment of a page names that
	// page to the crawler. (RFC 3986 §6 keeps it: two URIs that differ
	// in their fragments are not equivalent.)
	DropFragment bool

	// DropParam removes the parameters of the query it reports true for,
	// such as those that track where a visitor came from
	// (query.Match("utm_*")); a query left without parameters is removed
	// with its "?". Nil removes none.
	DropParam func(query.Param) bool

	// SortQuery orders the parameters of the query by name, decoded,
	// keeping the order of those of the same name (query.Query.Sort).
	SortQuery bool

	// TrailingDot removes the "." that ends a host of a scheme whose host
	// is a DNS name (http, https, ws, wss, ftp, ...), one dot after a
	// label that is not empty: DNS reads
	// "example.com." and "example.com" as the same absolute name (RFC
	// 1034 §3.1), which browsers and TLS do not.
	TrailingDot bool

	// IndexNames are last path segments that servers answer as their
	// directory, such as "index.html": a path that ends with one of them,
	// compared exactly after normalization, ends with the "/" before it
	// instead ("/a/index.html" becomes "/a/"). Only the names listed, and
	// only in a URI with an authority.
	IndexNames []string
}

// Crawler is a profile for deduplicating crawled pages: fragments
// dropped, queries sorted, trailing dots of DNS names removed. It keeps
// every parameter and every path as RFC 3986 normalizes them: add
// DropParam and IndexNames where a crawl knows its sites.
var Crawler = Profile{DropFragment: true, SortQuery: true, TrailingDot: true}

// Key returns the URI that stands for u and for every URI the profile
// counts as the same page: u normalized by RFC 3986 §6.2.2 and §6.2.3,
// then by the profile's steps. Key of a Key is that Key.
func (p Profile) Key(u uri.URI) uri.URI {
	u = p.Normalizer.Normalize(u, uri.SchemeBased)
	if p.DropParam != nil || p.SortQuery {
		if _, ok := u.Query(); ok {
			q := query.Of(u)
			if p.DropParam != nil {
				q.DeleteFunc(p.DropParam)
			}
			if p.SortQuery {
				q.Sort()
			}
			u = query.With(u, q)
		}
	}
	pt := u.Parts()
	changed := false
	if p.DropFragment && pt.HasFragment {
		pt.Fragment, pt.HasFragment = "", false
		changed = true
	}
	// One dot, the root of an absolute name; "a.." has an empty label
	// and is no DNS name to shorten.
	if p.TrailingDot && pt.HostKind == uri.RegName && len(pt.Host) > 1 && strings.HasSuffix(pt.Host, ".") &&
		!strings.HasSuffix(pt.Host, "..") && dnsHost(pt.Scheme) {
		pt.Host = strings.TrimSuffix(pt.Host, ".")
		changed = true
	}
	if len(p.IndexNames) > 0 && pt.HasAuthority {
		i := strings.LastIndexByte(pt.Path, '/')
		if i >= 0 && slices.Contains(p.IndexNames, pt.Path[i+1:]) {
			pt.Path = pt.Path[:i+1]
			changed = true
		}
	}
	if !changed {
		return u
	}
	// Each step leaves components that are valid as they are: a Parts of
	// a URI with one dropped, or shortened at a delimiter.
	k, err := pt.URI()
	if err != nil {
		return u
	}
	return k
}

// Same reports whether the profile counts a and b as the same page: their
// Keys are the same.
func (p Profile) Same(a, b uri.URI) bool { return p.Key(a) == p.Key(b) }

// dnsHost reports whether the host of a URI of scheme, in lowercase after
// normalization, is a DNS name (internal/schemes).
func dnsHost(scheme string) bool {
	s, ok := schemes.Lookup(scheme)
	return ok && s.DNSHost
}
