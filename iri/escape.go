package iri

import (
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
)

// Escape percent-encodes s for component c of an IRI, as package uri's
// Escape does for a URI (RFC 3986 §2.1), but keeps as they are the
// characters RFC 3987 §2.2 allows there beyond ASCII: ucschar in every
// component, and iprivate in a query (c is uri.InQuery or
// uri.InQueryParam). The bidirectional formatting characters that §4.1
// forbids in IRIs are escaped, and so is every byte of invalid UTF-8,
// each as "%HH" with uppercase hexadecimal digits. ASCII is escaped as
// uri.Escape escapes it: "a b/\u00e9" for uri.InSegment is
// "a%20b%2F\u00e9". package uri's Unescape decodes the result. When
// nothing needs escaping, Escape returns s itself without allocating. It
// panics if c is not one of the In constants of package uri.
func Escape(s string, c uri.Component) string {
	query := c == uri.InQuery || c == uri.InQueryParam
	if !c.Literal('a') { // a letter is literal in every component
		panic("iri: Escape with an invalid component")
	}
	k := 0
	for k < len(s) {
		if s[k] < utf8.RuneSelf {
			if !c.Literal(s[k]) {
				break
			}
			k++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[k:])
		if r == utf8.RuneError && n <= 1 || !allowed(r, query) {
			break
		}
		k += n
	}
	if k == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	b.WriteString(s[:k])
	for k < len(s) {
		if s[k] < utf8.RuneSelf {
			if c.Literal(s[k]) {
				b.WriteByte(s[k])
			} else {
				b.WriteString(pctUpper[s[k]])
			}
			k++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[k:])
		if r == utf8.RuneError && n <= 1 || !allowed(r, query) {
			for j := range n {
				b.WriteString(pctUpper[s[k+j]])
			}
		} else {
			b.WriteString(s[k : k+n])
		}
		k += n
	}
	return b.String()
}
