package lint

import (
	"strings"

	"github.com/abnf-uri/uri"
	"golang.org/x/net/publicsuffix"
)

// The code of the finding about a host whose first labels read like a
// host of another site.
const codeHostSiteLookalike = "host-site-lookalike"

// site returns the registrable domain of the DNS name name: its public
// suffix by the Public Suffix List (https://publicsuffix.org/, in
// golang.org/x/net/publicsuffix's copy) and the label before it, in
// lowercase ("www.Example.co.uk" is of the site "example.co.uk"); false
// for a name that is a public suffix itself, or has a character no DNS
// name has (A-labels are names of letters, digits and "-"). The site is
// the naming authority of RFC 3986 §7.6 that a reader tells from a host:
// the hosts of one site are one owner's. A trailing "." is dropped.
func site(name string) (string, bool) {
	name = strings.ToLower(strings.TrimSuffix(name, "."))
	if !dnsName(name) {
		return "", false
	}
	s, err := publicsuffix.EffectiveTLDPlusOne(name)
	return s, err == nil
}

// dnsName reports whether name is labels of letters, digits, "-" and
// "_", separated by ".", none empty.
func dnsName(name string) bool {
	if name == "" {
		return false
	}
	label := 0
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case isAlpha(c) || isDigit(c) || c == '-' || c == '_':
			label++
		case c == '.' && label > 0:
			label = 0
		default:
			return false
		}
	}
	return label > 0
}

// sameSite reports whether the names a and b are of the same site; an
// address (a name inet_aton reads, "10.0.0.1", "127.1") is of none.
func sameSite(a, b string) bool {
	if _, ok := inetAton(a); ok {
		return false
	}
	if _, ok := inetAton(b); ok {
		return false
	}
	s, ok := site(a)
	t, ok2 := site(b)
	return ok && ok2 && s == t
}

// ofSite is the quoted host, and the site it is of when that is not the
// host itself: "\"login.evil.example\", of the site \"evil.example\"".
func ofSite(host string) string {
	plain := unescape(host)
	if _, ok := inetAton(plain); !ok {
		if s, ok := site(plain); ok && s != strings.ToLower(strings.TrimSuffix(plain, ".")) {
			return quote(host) + ", of the site " + quote(s)
		}
	}
	return quote(host)
}

// lookalikeTLDs are the public suffixes of one label that a host's first
// labels must end in for host-site-lookalike: "com", seldom a label of a
// site's own host names. Others are left out, for they are: a country
// code ("api.eu.example.com", "cdn.us.example.net"), "net" and "org"
// ("www.net.cmu.edu"), "info" ("docs.info.apple.com"), "int"
// ("api.int.example.com"). A suffix of two labels or more of the ICANN
// section ("co.uk", "co.jp") is no label of a site's own names either.
// On the URL corpora beside the repository (TestHostSiteLookalikeCorpora)
// this reports 148 of 11,378 phishing URLs (userbait.txt: "secureupdate.appleld.com.duilawyeryork.com",
// "ebay.co.uk.2912168371646.bid", none through "net" or "org") and 3 of
// 47,669 others (kasztp.txt: "drg.com.sapo.pt").
var lookalikeTLDs = []string{"com"}

// checkHostSite reports a registered name whose labels before its site
// end in a public suffix, so that they read like a host of another site
// (host-site-lookalike, RFC 3986 §7.6): "https://www.paypal.com.evil.example/"
// is of the site "evil.example", though a reader who reads from the left
// sees "www.paypal.com". The public suffix those labels end in is one of
// lookalikeTLDs or one of two labels or more of the Public Suffix List's
// ICANN section ("paypal.co.uk.evil.example"), and a label comes before
// it. The name is percent-decoded first.
func (l *linter) checkHostSite() {
	host, _ := l.u.Host()
	if l.u.HostKind() != uri.RegName || host == "" {
		return
	}
	name := strings.ToLower(strings.TrimSuffix(unescape(host), "."))
	own, ok := site(name)
	if !ok || own == name {
		return
	}
	prefix := strings.TrimSuffix(name, "."+own)
	suffix, icann := publicsuffix.PublicSuffix(prefix)
	if !icann || suffix == prefix || !strings.Contains(suffix, ".") && !hasFold(lookalikeTLDs, suffix) {
		return
	}
	other, ok := site(prefix)
	if !ok {
		return
	}
	l.add(codeHostSiteLookalike, "host", l.host.start, l.host.end,
		"host "+quote(host)+" begins with "+quote(prefix)+", which reads like a host of the site "+quote(other)+
			", but the host is of the site "+quote(own)+" (registrable domains by the Public Suffix List)")
}

// hasFold reports whether list has s, up to case.
func hasFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}
