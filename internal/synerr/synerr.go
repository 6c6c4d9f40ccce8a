// Package synerr holds what the packages of this module share to report
// text that does not match a grammar: New, the one constructor of their
// syntax errors (a *uri.Error wrapping a *uri.SyntaxError), which hides
// the password of the input; the lists of what the grammar expects; the
// component an error is in; and where a password is.
package synerr

import (
	"github.com/abnf-uri/uri/internal/appendixb"
	"maps"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"

	"github.com/abnf-uri/uri/parser"
)

// expected caches the lists of what the grammar expects, by the text the
// parser gives them in: the grammars have a few hundred. Readers load the
// map without a lock; a writer replaces it with a copy that has one more.
var expected struct {
	m  atomic.Pointer[map[string]*expectedList]
	mu sync.Mutex
}

// An expectedList is a list of what the grammar expects and its text.
type expectedList struct {
	text string
	list []string
}

// lastExpected holds the lists Expected gave last, by where their text
// is in memory: a parser gives the text of one place of its grammar from
// one constant, and the errors of one place find their list there without
// hashing the text. A slot is taken for the text only if it is the same
// (a comparison that ends at once where the text is at the same place).
var lastExpected [64]atomic.Pointer[expectedList]

// Expected splits a list written "a, b or c", its items possibly
// quoted (`","`) or holding words in parentheses (`a name (in order, no
// name twice)`), into its items; the result is shared and not to be
// changed.
func Expected(s string) []string {
	slot := &lastExpected[(uintptr(unsafe.Pointer(unsafe.StringData(s)))>>3^uintptr(len(s)))%uintptr(len(lastExpected))]
	if e := slot.Load(); e != nil && e.text == s {
		return e.list
	}
	if m := expected.m.Load(); m != nil {
		if e, ok := (*m)[s]; ok {
			slot.Store(e)
			return e.list
		}
	}
	e := &expectedList{text: s, list: splitList(s)}
	expected.mu.Lock()
	defer expected.mu.Unlock()
	old := expected.m.Load()
	m := make(map[string]*expectedList, 1)
	if old != nil {
		m = maps.Clone(*old)
	}
	if f, ok := m[s]; ok {
		e = f
	} else {
		m[e.text] = e
		expected.m.Store(&m)
	}
	slot.Store(e)
	return e.list
}

func splitList(s string) []string {
	var list []string
	start, depth := 0, 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '(':
			depth++
		case s[i] == ')' && depth > 0:
			depth--
		case depth > 0:
		case s[i] == '"':
			// A quoted literal, backslash escapes inside.
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case strings.HasPrefix(s[i:], ", "):
			list = append(list, s[start:i])
			start = i + 2
			i++
		case strings.HasPrefix(s[i:], " or "):
			list = append(list, s[start:i])
			start = i + 4
			i += 3
		}
	}
	if start < len(s) {
		list = append(list, s[start:])
	}
	return list
}

// JoinOr writes list as "a, b or c".
func JoinOr(list []string) string {
	switch len(list) {
	case 0:
		return "nothing"
	case 1:
		return list[0]
	}
	return strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
}

// Password returns where the password of the userinfo of s is, after
// the userinfo's first ":", as RFC 3986 Appendix B or a browser splits s
// (appendixb.Password); from == to when there is none.
func Password(s string) (from, to int) { return appendixb.Password(s) }

// Redact returns s with each byte of its password written "x"
// (appendixb.Redact): the one redaction of every error of the module.
func Redact(s string) string { return appendixb.Redact(s) }

// Mask returns s with the bytes s[from:to] written "x"
// (appendixb.Mask).
func Mask(s string, from, to int) string { return appendixb.Mask(s, from, to) }

// analyze returns the component of s, no URI reference (no URI when
// needScheme), in which it goes wrong at offset (see Component), and
// where the password of its userinfo is (see Password).
func analyze(s string, offset int, needScheme bool) (component string, pwFrom, pwTo int) {
	p := appendixb.Split(s)
	pwFrom, pwTo = appendixb.PasswordOf(s, p)
	var buf [7]span
	return componentOf(splitParts(s, p, buf[:0]), offset, needScheme), pwFrom, pwTo
}

// found returns the character of s at offset, as the errors of the
// module report what they found there (a single byte where s is not
// UTF-8), and whether offset is in s[pwFrom:pwTo], a password: then
// found is "", for a message never shows a character of a password (RFC
// 3986 §7.5). found is "" at the end of s too.
func found(s string, offset, pwFrom, pwTo int) (found string, inPassword bool) {
	if pwFrom <= offset && offset < pwTo {
		return "", true
	}
	if offset < 0 || offset >= len(s) {
		return "", false
	}
	_, n := utf8.DecodeRuneInString(s[offset:])
	return s[offset : offset+n], false
}

// A span is where a component of a URI reference is in its text, with
// the delimiter that goes with it: the ":" after the scheme, "//" before
// the authority's first component, "@" after the userinfo, ":" before the
// port, "?" before the query, "#" before the fragment.
type span struct {
	name       string
	start, end int
	text       string // the component, without delimiters
}

// splitComponents splits s into components as the regular expression of
// RFC 3986 Appendix B does (appendixb.Split), which splits any string, URI
// reference or not; the authority is split at its last "@" and at the ":"
// of a port, after the "]" of an IP-literal. The spans are appended to
// out, which has room for all seven.
func splitComponents(s string, out []span) []span { return splitParts(s, appendixb.Split(s), out) }

// splitParts is splitComponents of s, which appendixb.Split split into p.
func splitParts(s string, p appendixb.Parts, out []span) []span {
	if p.Scheme >= 0 {
		out = append(out, span{"scheme", 0, p.Scheme + 1, s[:p.Scheme]})
	}
	if p.Authority >= 0 {
		a, e := p.Authority, p.Path
		start := a - 2 // "//" goes with the first component
		if j := appendixb.LastIndexByte(s[a:e], '@'); j >= 0 {
			out = append(out, span{"userinfo", start, a + j + 1, s[a : a+j]})
			a += j + 1
			start = a
		}
		port := -1 // the ":" of the port
		if strings.HasPrefix(s[a:e], "[") {
			if j := strings.IndexByte(s[a:e], ']'); j >= 0 && a+j+1 < e && s[a+j+1] == ':' {
				port = a + j + 1
			}
		} else if j := appendixb.LastIndexByte(s[a:e], ':'); j >= 0 {
			port = a + j
		}
		hostEnd := e
		if port >= 0 {
			hostEnd = port
		}
		out = append(out, span{"host", start, hostEnd, s[a:hostEnd]})
		if port >= 0 {
			out = append(out, span{"port", port, e, s[port+1 : e]})
		}
	}
	out = append(out, span{"path", p.Path, p.PathEnd, s[p.Path:p.PathEnd]})
	end := len(s)
	if p.Fragment >= 0 {
		end = p.Fragment
	}
	if p.Query >= 0 {
		out = append(out, span{"query", p.Query, end, s[p.Query+1 : end]})
	}
	if p.Fragment >= 0 {
		out = append(out, span{"fragment", end, len(s), s[end+1:]})
	}
	return out
}

// validComponent reports whether text matches the rule of the component
// name.
func validComponent(name, text string) bool {
	switch name {
	case "scheme":
		return parser.ValidScheme(text)
	case "userinfo":
		return parser.ValidUserinfo(text)
	case "host":
		return parser.ValidHost(text)
	case "port":
		return parser.ValidPort(text)
	case "path":
		return parser.ValidPath(text)
	case "query":
		return parser.ValidQuery(text)
	}
	return parser.ValidFragment(text)
}

// Component names the component of s, which is no URI reference (or
// no URI, when needScheme), in which it goes wrong at offset, s split as
// RFC 3986 Appendix B splits it (see splitComponents). It is
//
//   - "scheme" when s should have one and has none ("//a" for a URI);
//   - else the first component, at or before offset, that does not match
//     its rule on its own ("http://a b/": host; "http://[::1/": host,
//     though the parser stops at the "/" after it; "//a:b:c": host, though
//     the parser, reading "a:b:c" as a userinfo, stops at the end);
//   - else the component where offset is ("http://a/#f" for an
//     absolute-URI, which has no fragment: fragment), or, at the end of
//     s, the last one.
func Component(s string, offset int, needScheme bool) string {
	n, _, _ := appendixb.Window(s, offset, true)
	s = s[:n]
	var buf [7]span
	return componentOf(splitComponents(s, buf[:0]), offset, needScheme)
}

func componentOf(sp []span, offset int, needScheme bool) string {
	if needScheme && sp[0].name != "scheme" {
		return "scheme"
	}
	for _, c := range sp {
		if c.start > offset {
			break
		}
		if !validComponent(c.name, c.text) {
			return c.name
		}
	}
	for _, c := range sp {
		if offset < c.end {
			return c.name
		}
	}
	return sp[len(sp)-1].name
}

// Hidden is what the Detail of an error says it found in a password, in
// place of the character: `expected HEXDIG, found a character of the
// password (not shown)`.
const Hidden = "a character of the password (not shown)"

// Describe writes a syntax error as a person reads it first: what is
// wrong at offset (found: an "invalid character" without saying which
// where secret, for a character of a password, "unexpected end of input"
// where found is "", else what bad says of it), in which component, and what
// the grammar expects there: `invalid character " " in path at offset 3;
// expected ALPHA, DIGIT or "-"`.
func Describe(found string, secret bool, bad func(found string) string, component string, offset int, expected []string) string {
	var b strings.Builder
	switch {
	case secret:
		b.WriteString("invalid character")
	case found == "":
		b.WriteString("unexpected end of input")
	default:
		b.WriteString(bad(found))
	}
	if component != "" {
		b.WriteString(" in " + component)
	}
	b.WriteString(" at offset " + strconv.Itoa(offset))
	if len(expected) > 0 {
		b.WriteString("; expected " + JoinOr(expected))
	}
	return b.String()
}
