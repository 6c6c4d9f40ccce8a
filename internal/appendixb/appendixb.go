// Package appendixb splits any string into the components of a URI
// reference as the regular expression of RFC 3986 Appendix B does, for
// the errors of packages iri, zone and lenient and of internal/synerr: to
// name the component an offset is in, and to find a password to hide.
package appendixb

import (
	"strings"
	"unicode/utf8"
)

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
		if at := LastIndexByte(a, '@'); at >= 0 {
			sp = append(sp, span{"userinfo", start + at + 1})
			a, start = a[at+1:], start+at+1
		}
		colon := LastIndexByte(a, ':')
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
	f, t, _ := whatwgPassword(s)
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
	at := LastIndexByte(a, '@')
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
// "@". read is how many bytes of s it reads: the password of s[:n] is
// that of s for every n >= read.
func whatwgPassword(s string) (from, to, read int) {
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
		k := class[c]
		if k&skipped != 0 {
			continue
		}
		if k&letter != 0 || n > 0 && k&schemeChar != 0 {
			if n < len(name) {
				name[n] = c | 0x20
			}
			n++
			continue
		}
		hasScheme = c == ':' && n > 0
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
		if class[c]&skipped != 0 {
			continue
		}
		if c != '/' && (c != '\\' || !special) || !special && slashes == 2 {
			break
		}
		slashes++
	}
	if !special && slashes != 2 || !hasScheme && slashes < 2 {
		return 0, 0, min(max(i, j)+1, len(s))
	}
	// The authority, its last "@" and the first ":" before it.
	end := i + IndexDelim(s[i:], special)
	read = min(max(j, end)+1, len(s))
	a := s[i:end]
	at := LastIndexByte(a, '@')
	if at < 0 {
		return 0, 0, read
	}
	colon := strings.IndexByte(a[:at], ':')
	if colon < 0 {
		return 0, 0, read
	}
	return i + colon + 1, i + at, read
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

// Window returns n, how many bytes of s, from its start, the errors of
// the module read to say what they say of an offset in s, and where the
// password of s is (Password). Of s[:n] as of s, Split gives the same
// scheme and authority, and the same components up to the one offset is
// in (whose end may differ, past offset); Password, Component and the
// character at offset are the same. With whole, the component offset is
// in is in s[:n] whole, for its rule to be matched again. n is the
// largest of: offset plus a character; the end of the scheme and of the
// authority, as Appendix B and as a browser read them (an error must
// find the password it hides, RFC 3986 §3.2.1, §7.5, and its "@" may
// come last); with whole, the end of the component offset is in. An
// error costs in proportion to where it is, not to the length of s.
func Window(s string, offset int, whole bool) (n, pwFrom, pwTo int) {
	n, pwFrom, pwTo, _ = WindowParts(s, offset, whole)
	return n, pwFrom, pwTo
}

// WindowParts is Window, and p is Split(s[:n]): the scheme and the
// authority as Window found them, the query and the fragment looked for
// in s[:n] after them, so that an error splits its input once.
func WindowParts(s string, offset int, whole bool) (n, pwFrom, pwTo int, p Parts) {
	offset = max(offset, 0)
	n = offset + utf8.UTFMax
	// The scheme, up to the first of ":/?#" (its ":" and the two bytes
	// after, which say whether an authority follows).
	j := 0
	for j < len(s) && class[s[j]]&(colon|delim) == 0 {
		j++
	}
	i := 0
	if j < len(s) && s[j] == ':' && j > 0 {
		i = j + 1
	}
	n = max(n, j+1, i+2)
	path := i
	if strings.HasPrefix(s[i:], "//") {
		path = authorityEnd(s, i+2)
		n = max(n, path+1)
		pwFrom, pwTo = rfcPassword(s, Parts{Authority: i + 2, Path: path})
	}
	f, t, read := whatwgPassword(s)
	n = max(n, read)
	switch {
	case f >= t:
	case pwFrom >= pwTo:
		pwFrom, pwTo = f, t
	default:
		pwFrom, pwTo = min(pwFrom, f), max(pwTo, t)
	}
	if whole && offset >= path {
		// The path ends at the first "?" or "#", the query at the first
		// "#", the fragment at the end of s.
		end := path
		for end < len(s) && s[end] != '?' && s[end] != '#' {
			end++
		}
		if end <= offset && end < len(s) && s[end] == '?' {
			if k := strings.IndexByte(s[end:], '#'); k >= 0 {
				end += k
			} else {
				end = len(s)
			}
		}
		if end <= offset {
			end = len(s)
		}
		n = max(n, end+1)
	}
	n = min(n, len(s))
	// Split(s[:n]): s[:n] holds the scheme's ":" and the end of the
	// authority (n >= j+1, path+1, or is len(s)), which Split finds as
	// Window did: the first of ":/?#", then "//", then the first of
	// "/?#" after it; then the first "#" after the path (the authority
	// holds none) and the first "?" before it.
	p = Parts{Scheme: -1, Authority: -1, Path: path, PathEnd: n, Query: -1, Fragment: -1}
	if i > 0 {
		p.Scheme = j
	}
	if path > i {
		p.Authority = i + 2
	}
	if k := strings.IndexByte(s[path:n], '#'); k >= 0 {
		p.Fragment, p.PathEnd = path+k, path+k
	}
	if k := strings.IndexByte(s[path:p.PathEnd], '?'); k >= 0 {
		p.Query, p.PathEnd = path+k, path+k
	}
	return n, pwFrom, pwTo, p
}

// authorityEnd returns where the authority of s that begins at from ends:
// at the first "/", "?" or "#" (RFC 3986 §3.2), else at the end of s.
func authorityEnd(s string, from int) int { return from + IndexDelim(s[from:], false) }

// IndexDelim returns the index of the first "/", "?" or "#" in s, or of a
// "\" too with backslash, the end of an authority (RFC 3986 §3.2; a
// browser's for a special scheme); len(s) for none. It reads s in blocks
// that double, with strings.IndexByte, which reads many bytes a step: it
// reads at most twice as far as the delimiter. The first bytes, where an
// authority mostly ends, it reads one at a time.
func IndexDelim(s string, backslash bool) int {
	const first = 32
	mask := uint8(delim)
	if backslash {
		mask |= backslashBit
	}
	for k, m := 0, min(len(s), first); k < m; k++ {
		if class[s[k]]&mask != 0 {
			return k
		}
	}
	for start, size := first, 64; start < len(s); start, size = start+size, min(2*size, 4096) {
		b := s[start:min(len(s), start+size)]
		end := len(b)
		for _, c := range [...]byte{'/', '?', '#', '\\'} {
			if c == '\\' && !backslash {
				break
			}
			if k := strings.IndexByte(b[:end], c); k >= 0 {
				end = k
			}
		}
		if end < len(b) {
			return start + end
		}
	}
	return len(s)
}

// The classes of bytes the scanners look for, bits of class.
const (
	delim        = 1 << iota // "/", "?" or "#", which end an authority
	backslashBit             // "\", which ends a special scheme's to a browser
	colon                    // ":"
	letter                   // ALPHA
	schemeChar               // ALPHA, DIGIT, "+", "-" or "." (RFC 3986 §3.1)
	skipped                  // tab, LF or CR, which a browser skips
)

// class holds the classes of each byte.
var class = func() (t [256]uint8) {
	for c := range 256 {
		b := byte(c)
		switch {
		case b == '/' || b == '?' || b == '#':
			t[c] |= delim
		case b == '\\':
			t[c] |= backslashBit
		case b == ':':
			t[c] |= colon
		case b == '\t' || b == '\n' || b == '\r':
			t[c] |= skipped
		}
		if 'a' <= b|0x20 && b|0x20 <= 'z' {
			t[c] |= letter | schemeChar
		}
		if '0' <= b && b <= '9' || b == '+' || b == '-' || b == '.' {
			t[c] |= schemeChar
		}
	}
	return t
}()

// LastIndexByte is strings.LastIndexByte, which reads a byte a step,
// made to read many: it looks for c with strings.IndexByte in blocks from
// the end, each twice the one before up to 64 KB, so that a c near the
// end is found at once and a long string is read in few calls; the block
// that holds c is halved while its upper half holds one, and only the
// last 256 bytes are read a byte a step. Every byte is read at most
// three times.
func LastIndexByte(s string, c byte) int {
	if len(s) <= 32 {
		return strings.LastIndexByte(s, c)
	}
	for end, size := len(s), 256; end > 0; end, size = end-size, min(2*size, 64<<10) {
		start := max(0, end-size)
		if strings.IndexByte(s[start:end], c) < 0 {
			continue
		}
		for end-start > 256 {
			if mid := start + (end-start)/2; strings.IndexByte(s[mid:end], c) >= 0 {
				start = mid
			} else {
				end = mid
			}
		}
		return start + strings.LastIndexByte(s[start:end], c)
	}
	return -1
}
