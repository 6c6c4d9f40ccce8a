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

// Password returns where the password of the userinfo of s is, as any
// reader of s may find one: after the first ":" of the userinfo, up to
// its "@" (RFC 3986 §3.2.1); from == to when there is none. It is the
// password of the userinfo that RFC 3986 Appendix B splits s into, or of
// the one a browser reads (see whatwgPassword), both when there are two:
// `http:\\u:pw@h` has a path to RFC 3986 and "pw" to a browser;
// `http://u:p\w@h/` has `p\w` to RFC 3986 and a port to a browser.
func Password(s string) (from, to int) { return passwordOf(s, Split(s)) }

// PasswordOf is Password of s, which Split split into p.
func PasswordOf(s string, p Parts) (from, to int) { return passwordOf(s, p) }

func passwordOf(s string, p Parts) (from, to int) {
	from, to = rfcPassword(s, p)
	f, t := whatwgPassword(s)
	switch {
	case f >= t:
	case from >= to:
		from, to = f, t
	default: // both: they begin at the same ":", but hide both anyway
		from, to = min(from, f), max(to, t)
	}
	return from, to
}

// rfcPassword is the password of the userinfo of s as RFC 3986
// Appendix B splits it into p.
func rfcPassword(s string, p Parts) (from, to int) {
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

// whatwgPassword is the password of s as the WHATWG URL Standard's
// parser reads one, and package lenient after it: leading C0 controls
// and spaces skipped, tabs and newlines skipped anywhere; for a special
// scheme (http, https, ws, wss, ftp, file), or none, "\" is "/", and the
// authority comes after any number of slashes (at least two without a
// scheme); for another scheme, after "//". The authority ends at "/",
// "?" or "#" ("\" too for a special scheme), its userinfo at its last
// "@".
func whatwgPassword(s string) (from, to int) {
	i := 0
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	// The scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":", tabs
	// and newlines skipped.
	var name [6]byte
	n, j, hasScheme := 0, i, false
	for ; j < len(s); j++ {
		c := s[j]
		switch {
		case c == '\t' || c == '\n' || c == '\r':
			continue
		case 'a' <= c|0x20 && c|0x20 <= 'z' || n > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
			if n < len(name) {
				name[n] = c | 0x20
			}
			n++
			continue
		case c == ':' && n > 0:
			hasScheme = true
		}
		break
	}
	special := true
	if hasScheme {
		switch string(name[:min(n, len(name))]) {
		case "http", "https", "ws", "wss", "ftp", "file":
		default:
			special = false
		}
		i = j + 1
	}
	// The slashes before the authority.
	slashes := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '\t' || c == '\n' || c == '\r' {
			continue
		}
		if c != '/' && (c != '\\' || !special) || !special && slashes == 2 {
			break
		}
		slashes++
	}
	if !special && slashes != 2 || !hasScheme && slashes < 2 {
		return 0, 0
	}
	// The authority, its last "@" and the first ":" before it.
	colon, at := -1, -1
	for k := i; k < len(s); k++ {
		c := s[k]
		if c == '/' || c == '?' || c == '#' || c == '\\' && special {
			break
		}
		switch {
		case c == '@':
			at = k
		case c == ':' && colon < 0:
			colon = k
		}
	}
	if at < 0 || colon < 0 || colon > at {
		return 0, 0
	}
	return colon + 1, at
}

// Redact returns s with each byte of its password (see Password) written
// "x": as many as there are, so that an offset into s is the same offset
// into what Redact returns, and its length shows, as the dots of a
// password field do, but none of its characters. RFC 3986 §7.5 asks not
// to render the password as clear text.
func Redact(s string) string {
	from, to := Password(s)
	return Mask(s, from, to)
}

// Mask returns s with the bytes s[from:to] written "x"; s itself when
// from >= to.
func Mask(s string, from, to int) string {
	if from >= to {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:from])
	for range to - from {
		b.WriteByte('x')
	}
	b.WriteString(s[to:])
	return b.String()
}
