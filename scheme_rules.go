package uri

import (
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
)

// normalizeURN is urn's rule (RFC 8141 §3.1): the NID, between "urn:" and
// the next ":", is case-insensitive, so it is lowercased ("urn:ISBN:0"
// is "urn:isbn:0"); the NSS is compared as written.
func normalizeURN(u URI) URI {
	return normalizePathPrefix(u, func(path string) int {
		if i := strings.IndexByte(path, ':'); i > 0 {
			return i
		}
		return 0
	})
}

// normalizeData is data's rule (RFC 2397 §3): the media type, before the
// ",", is a MIME type whose type, subtype and parameter names are
// case-insensitive (RFC 2045 §5.1), and so is ";base64"; they are
// lowercased. Parameter values are kept as written.
func normalizeData(u URI) URI {
	p := u.Parts()
	comma := strings.IndexByte(p.Path, ',')
	if comma < 0 {
		return u
	}
	b := []byte(p.Path)
	name := true // in the type or a parameter's name, not its value
	for i := 0; i < comma; i++ {
		switch c := b[i]; {
		case c == '%':
			i += 2 // an escape stays as it is
		case c == ';':
			name = true
		case c == '=':
			name = false
		case name && 'A' <= c && c <= 'Z':
			b[i] = c + 'a' - 'A'
		}
	}
	if string(b) == p.Path {
		return u
	}
	p.Path = string(b)
	if v, err := p.URI(); err == nil {
		return v
	}
	return u
}

// normalizePathPrefix lowercases the ASCII letters of the first end(path)
// bytes of u's path, escapes left as they are.
func normalizePathPrefix(u URI, end func(path string) int) URI {
	p := u.Parts()
	n := end(p.Path)
	lower := strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, p.Path[:n])
	if lower == p.Path[:n] {
		return u
	}
	// Escapes keep their uppercase digits: put them back.
	b := []byte(lower)
	for i := 0; i < n; i++ {
		if p.Path[i] == '%' && i+2 < n {
			b[i+1], b[i+2] = p.Path[i+1], p.Path[i+2]
			i += 2
		}
	}
	p.Path = string(b) + p.Path[n:]
	if v, err := p.URI(); err == nil {
		return v
	}
	return u
}

// normalizeMailto is mailto's rule: the domain of each address is
// case-insensitive.
func normalizeMailto(u URI) URI {
	p := u.Parts()
	path := normalizeMailtoPath(p.Path)
	if path == p.Path {
		return u
	}
	p.Path = path
	if v, err := p.URI(); err == nil {
		return v
	}
	return u
}

// normalizeMailtoPath lowercases the domains in the path of a mailto URI
// (RFC 6068 §2):
//
//	to         = addr-spec *("," addr-spec )
//	addr-spec  = local-part "@" domain
//	local-part = dot-atom-text / quoted-string
//	domain     = dot-atom-text / "[" *dtext-no-obs "]"
//
// The path is what the To header field becomes once percent-decoded, so
// it is read byte by decoded byte: "%40" is an "@" and "%2C" a ",". A
// quoted local-part (`"not@me"`, spelled "%22not@me%22" or
// "%22not%40me%22") may hold "@" and "," that separate nothing, and a
// backslash (%5C) escapes the next byte inside it. An address is changed
// only if it has exactly one "@" outside quotes and a domain made of
// dot-atom-text (non-ASCII bytes allowed, for internationalized domain
// names); only its ASCII letters written as such are lowercased, so
// percent-encodings keep their uppercase hexadecimal digits. A
// domain-literal ("[...]") is kept as written, and so is a path whose
// quotes do not close.
func normalizeMailtoPath(path string) string {
	if strings.IndexByte(path, '@') < 0 && !strings.Contains(path, "%40") {
		return path
	}
	// Split the path into addresses at "," outside quotes, remembering
	// where each one's single "@" is (-1: none, -2: more than one).
	type addr struct{ start, at, end int }
	var addrs []addr
	cur := addr{start: 0, at: -1}
	quoted, escaped := false, false
	for i := 0; i < len(path); {
		c, n := mailtoDecodeByte(path, i)
		switch {
		case escaped:
			escaped = false
		case quoted && c == '\\':
			escaped = true
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '@':
			if cur.at == -1 {
				cur.at = i + n
			} else {
				cur.at = -2
			}
		case c == ',':
			cur.end = i
			addrs = append(addrs, cur)
			cur = addr{start: i + n, at: -1}
		}
		i += n
	}
	if quoted {
		return path
	}
	cur.end = len(path)
	addrs = append(addrs, cur)

	var b []byte
	for _, a := range addrs {
		if a.at < 0 || !dotAtom(path[a.at:a.end]) {
			continue
		}
		for i := a.at; i < a.end; i++ {
			switch c := path[i]; {
			case c == '%':
				i += 2
			case 'A' <= c && c <= 'Z':
				if b == nil {
					b = []byte(path)
				}
				b[i] = c + ('a' - 'A')
			}
		}
	}
	if b == nil {
		return path
	}
	return string(b)
}

// mailtoDecodeByte returns the byte that s spells at i, a percent-encoded
// octet decoded, and how many bytes of s spell it.
func mailtoDecodeByte(s string, i int) (byte, int) {
	if c, ok := chars.Decode(s, i); ok {
		return c, 3
	}
	return s[i], 1
}

// dotAtom reports whether s, percent-decoded, is a dot-atom-text
// of RFC 5322 §3.2.3 in which bytes beyond ASCII may stand for UTF-8
// (RFC 6532 §3.2):
//
//	dot-atom-text = 1*atext *("." 1*atext)
func dotAtom(s string) bool {
	atoms := 0 // atext bytes since the last "."
	for i := 0; i < len(s); {
		c, n := mailtoDecodeByte(s, i)
		switch {
		case c == '.':
			if atoms == 0 {
				return false
			}
			atoms = 0
		case c >= 0x80 || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) >= 0:
			atoms++
		default:
			return false
		}
		i += n
	}
	return atoms > 0
}
