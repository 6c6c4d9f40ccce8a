// Package appendixb splits any string into the components of a URI
// reference as the regular expression of RFC 3986 Appendix B does, for
// the errors of packages iri, zone and lenient and of internal/synerr: to
// name the component an offset is in, and to find a password to hide.
package appendixb

import "strings"

// Parts says where the components of a string are, as Appendix B splits
// it; -1 marks one that is absent.
type Parts struct {
	Scheme    int // the ":" after the scheme
	Authority int // the start of the authority, after "//"
	Path      int // the start of the path
	PathEnd   int // the end of the path
	Query     int // the "?" before the query
	Fragment  int // the "#" before the fragment
}

// Split splits s as the regular expression of RFC 3986 Appendix B does:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
func Split(s string) Parts {
	p := Parts{Scheme: -1, Authority: -1, Query: -1, Fragment: -1}
	i := 0
	for j := 0; j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#'; j++ {
		if s[j] == ':' {
			if j > 0 {
				p.Scheme, i = j, j+1
			}
			break
		}
	}
	end := len(s)
	if j := strings.IndexByte(s[i:], '#'); j >= 0 {
		end, p.Fragment = i+j, i+j
	}
	p.PathEnd = end
	if j := strings.IndexByte(s[i:end], '?'); j >= 0 {
		p.Query, p.PathEnd = i+j, i+j
	}
	if strings.HasPrefix(s[i:p.PathEnd], "//") {
		p.Authority = i + 2
		i = p.PathEnd
		if j := strings.IndexByte(s[p.Authority:p.PathEnd], '/'); j >= 0 {
			i = p.Authority + j
		}
	}
	p.Path = i
	return p
}

// Component names the component of s, split as Appendix B splits it,
// that offset is in, with its delimiter (the ":" after the scheme, the
// "//" before the authority, the "?" of the query...): "scheme",
// "userinfo" (up to the last "@" of the authority), "host", "port" (after
// the last ":" of the authority that is not inside brackets), "path",
// "query" or "fragment"; the last one at the end of s.
func Component(s string, offset int) string {
	p := Split(s)
	type span struct {
		name string
		end  int
	}
	var buf [7]span
	sp := buf[:0]
	if p.Scheme >= 0 {
		sp = append(sp, span{"scheme", p.Scheme + 1})
	}
	if p.Authority >= 0 {
		a, start := s[p.Authority:p.Path], p.Authority
		if at := strings.LastIndexByte(a, '@'); at >= 0 {
			sp = append(sp, span{"userinfo", start + at + 1})
			a, start = a[at+1:], start+at+1
		}
		colon := strings.LastIndexByte(a, ':')
		if strings.HasPrefix(a, "[") && colon < strings.IndexByte(a, ']') {
			colon = -1
		}
		if colon >= 0 {
			sp = append(sp, span{"host", start + colon}, span{"port", p.Path})
		} else {
			sp = append(sp, span{"host", p.Path})
		}
	}
	sp = append(sp, span{"path", p.PathEnd})
	if p.Query >= 0 {
		end := len(s)
		if p.Fragment >= 0 {
			end = p.Fragment
		}
		sp = append(sp, span{"query", end})
	}
	if p.Fragment >= 0 {
		sp = append(sp, span{"fragment", len(s)})
	}
	for _, c := range sp {
		if offset < c.end {
			return c.name
		}
	}
	return sp[len(sp)-1].name
}

// Password returns where the password of the userinfo of s is: after the
// first ":" of the userinfo, up to its "@"; from == to when there is none.
func Password(s string) (from, to int) { return PasswordOf(s, Split(s)) }

// PasswordOf is Password of s, which Split split into p.
func PasswordOf(s string, p Parts) (from, to int) {
	if p.Authority < 0 {
		return 0, 0
	}
	a := s[p.Authority:p.Path]
	at := strings.LastIndexByte(a, '@')
	if at < 0 {
		return 0, 0
	}
	colon := strings.IndexByte(a[:at], ':')
	if colon < 0 {
		return 0, 0
	}
	return p.Authority + colon + 1, p.Authority + at
}

// Redact returns s with the password of its userinfo replaced by "xxxxx",
// as url.URL.Redacted does.
func Redact(s string) string {
	from, to := Password(s)
	if from >= to {
		return s
	}
	return s[:from] + "xxxxx" + s[to:]
}
