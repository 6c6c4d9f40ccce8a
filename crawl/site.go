package crawl

import (
	"errors"
	"strings"

	"github.com/abnf-uri/uri"
	"golang.org/x/net/publicsuffix"
)

// Site returns the registrable domain of u's host, the public suffix of
// the Public Suffix List (https://publicsuffix.org/, with
// golang.org/x/net/publicsuffix's copy of it) and the label before it:
// "www.example.co.uk" is of the site "example.co.uk". The host is read
// after syntax-based normalization (RFC 3986 §6.2.2.1: lowercased, its
// unreserved characters decoded), without a trailing ".". A URI without a
// host, an IP address, a name that is itself a public suffix ("co.uk")
// and one with characters no DNS name has (IDNA A-labels are; Unicode is
// not, map it with package iri first) have no site: the error says which.
// The list, not RFC 3986, says where a site begins.
func Site(u uri.URI) (string, error) {
	u = uri.Normalizer{}.Normalize(u, uri.SyntaxBased)
	host, ok := u.Host()
	switch {
	case !ok || host == "":
		return "", errors.New("crawl: no host: a site is a domain name")
	case u.HostKind() != uri.RegName:
		return "", errors.New("crawl: host " + host + " is an IP address: a site is a domain name")
	}
	host = strings.TrimSuffix(host, ".")
	for i := 0; i < len(host); i++ {
		if c := host[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_') {
			return "", errors.New("crawl: host " + host + " is no DNS name (letters, digits, \"-\" and \".\"): a site is a domain name")
		}
	}
	site, err := publicsuffix.EffectiveTLDPlusOne(host)
	if err != nil {
		return "", errors.New("crawl: host " + host + " has no registrable domain: " + err.Error())
	}
	return site, nil
}

// SameSite reports whether a and b have a site and the same one (Site),
// as a crawler keeps to the sites it was given: "https://a.example.com/"
// and "http://b.example.com/x" do, "https://example.co.uk/" and
// "https://other.co.uk/" do not. The scheme and the port do not count.
func SameSite(a, b uri.URI) bool {
	s, err := Site(a)
	if err != nil {
		return false
	}
	t, err := Site(b)
	return err == nil && s == t
}
