package extract

import (
	"html"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Mode says what kind of text All and a Scanner read: plain text, as
// RFC 3986 Appendix C describes it, or Markdown or HTML, whose markup
// delimits URIs in ways beyond Appendix C.
type Mode uint8

const (
	// Text is plain text, mail and RFC-style documents, delimited as
	// RFC 3986 Appendix C says (see All).
	Text Mode = iota
	// Markdown is CommonMark (version 0.31.2) and GitHub Flavored
	// Markdown. Beyond Appendix C, the markup around a URI is not part of
	// it:
	//
	//   - A bare URI ends at a backtick: the delimiter of a code span
	//     (CommonMark §6.1) is not part of it, while the URI in the span
	//     is still found. No "`" is in a URI (RFC 3986 §2).
	//   - The delimiters of emphasis and strikethrough, "*", "_" and "~"
	//     (CommonMark §6.2, GFM §6.5), are trailing punctuation, as in
	//     GFM's extended autolinks (GFM §6.9): "**https://a.example/**"
	//     gives "https://a.example/". Inside a URI they stay.
	//   - A bare URI ends at a ")" that closes no "(" opened in it, as a
	//     link destination does (CommonMark §6.3): "[a](https://x/y_(z))"
	//     gives "https://x/y_(z)", and "[a](http://a/)[b](http://b/)" both.
	//   - Angle brackets delimit an autolink (CommonMark §6.5), which
	//     holds no whitespace: "<http://a/\n b>" is no autolink and gives
	//     the bare "http://a/", where Text joins the lines.
	//
	// Character references and backslash escapes are not decoded.
	Markdown
	// HTML is HTML source: URIs in attribute values (href, src,
	// action, cite...) and in text. Beyond Appendix C:
	//
	//   - "<" opens a tag (HTML Standard §13.1.2), not a URI: a URI in
	//     angle brackets is written "&lt;http://a/&gt;" in HTML, and is
	//     found as a bare URI.
	//   - Character references (HTML Standard §13.1.4) are decoded, in
	//     text too, as the tokenizer decodes them in an attribute value
	//     (§13.2.5.72 to §13.2.5.80): "&amp;", "&#38;" and "&#x26;" are
	//     "&". A named reference without ";" that is followed by "=" or an
	//     alphanumeric is not one (§13.2.5.73), so that "?a=1&copy=2"
	//     keeps its "&copy=", which in text the HTML Standard would read
	//     "©=": in a URI, it is a parameter far more often. Match.URI is the URI decoded, flagged Decoded when a
	//     reference was; Start and End are where it is in the text, not
	//     decoded; Err's offsets are into the URI decoded.
	//   - A reference whose character ends a URI (a space, "<", ">",
	//     "\"": "&nbsp;", "&gt;", "&quot;") ends it; one whose character
	//     is trailing punctuation ("&#46;", "&rsquo;", "&raquo;") is
	//     trimmed as that character would be; the ";" of a reference is
	//     not punctuation.
	//
	// A URI that is not one once decoded, such as "http://a/&lt;b&gt;",
	// is reported as any text delimited as a URI that is none: flagged
	// Invalid, with the parser's error. The markup is not parsed
	// otherwise: quoted attribute values are in quotes (Quotes), unquoted
	// and single-quoted ones bare, and the text of comments and scripts
	// is text.
	HTML
)

var modeNames = [...]string{"text", "markdown", "html"}

// String names the mode as the uri command's -mode flag does: "text",
// "markdown" or "html".
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return "Mode(" + strconv.Itoa(int(m)) + ")"
}

// All returns the URIs in text, read in mode m, as the package
// function All does for Text.
func (m Mode) All(text string) []Match {
	var out []Match
	x := &extScanner{text: text, mode: m}
	for {
		mt, ok := x.next()
		if !ok {
			return out
		}
		out = append(out, mt)
	}
}

// NewScanner returns a Scanner that reads text in mode m from r.
func (m Mode) NewScanner(r io.Reader) *Scanner {
	return newScanner(r, extChunk, extLimit, m)
}

// charRef reads the HTML character reference that begins at s[i], an
// "&", as the tokenizer reads one in an attribute value (HTML Standard
// §13.2.5.72 to §13.2.5.80), and returns its value and its length in s,
// n being 0 when none begins there. atEnd says that the reference, or
// what may be one, runs to the end of s, so that what follows s may
// change it.
func charRef(s string, i int) (val string, n int, atEnd bool) {
	if strings.HasPrefix(s[i:], "&amp;") {
		return "&", len("&amp;"), false // the most common, without html's copy
	}
	j := i + 1
	if j < len(s) && s[j] == '#' {
		j++
		hex := j < len(s) && s[j]|0x20 == 'x'
		if hex {
			j++
		}
		d := j
		for j < len(s) && (isDigit(s[j]) || hex && isHexLetter(s[j])) {
			j++
		}
		if j == len(s) {
			atEnd = true
		} else if s[j] == ';' && j > d {
			j++
		}
		if j == d {
			return "", 0, atEnd
		}
		return html.UnescapeString(s[i:j]), j - i, atEnd
	}
	d := j
	for j < len(s) && (isDigit(s[j]) || isHexLetter(s[j]) || s[j]|0x20 >= 'g' && s[j]|0x20 <= 'z') {
		j++
	}
	if j == d {
		return "", 0, j == len(s)
	}
	last := s[j-1 : j]
	switch {
	case j == len(s):
		atEnd = true
	case s[j] == ';':
		j++
		last = s[j-2 : j]
	case s[j] == '=':
		return "", 0, false
	}
	// html.UnescapeString also reads a prefix of the name as a
	// reference, as in text but not in an attribute: then, as when no
	// reference is found, the value ends as the name does.
	val = html.UnescapeString(s[i:j])
	if strings.HasSuffix(val, last) {
		return "", 0, atEnd
	}
	return val, j - i, atEnd
}

func isDigit(c byte) bool     { return '0' <= c && c <= '9' }
func isHexLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'f' }

// decodeRefs returns s with its HTML character references decoded, as
// charRef reads them, s being all the text there is.
func decodeRefs(s string) string {
	i := strings.IndexByte(s, '&')
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i >= 0 {
		val, n, _ := charRef(s, i)
		if n == 0 {
			b.WriteString(s[:i+1])
			s = s[i+1:]
		} else {
			b.WriteString(s[:i])
			b.WriteString(val)
			s = s[i+n:]
		}
		i = strings.IndexByte(s, '&')
	}
	b.WriteString(s)
	return b.String()
}

// refEnds reports whether the character reference at x.text[i], an "&",
// ends a bare URI, as ends does for its character; in a Scanner, a
// reference that may go on past the text held makes the scan short.
func (x *extScanner) refEnds(i int) bool {
	val, n, atEnd := charRef(x.text, i)
	if atEnd && x.more {
		x.short = true
		return true
	}
	if n == 0 {
		return false
	}
	c := val[0]
	switch {
	case c <= ' ' || c == 0x7f || c == '<' || c == '>' || c == '"':
		return true
	case c < utf8.RuneSelf:
		return false
	}
	r, _ := utf8.DecodeRuneInString(val)
	return unicode.IsSpace(r)
}

// trailingRef returns how many bytes at the end of s, a bare URI in HTML
// that ends with ";", are trailing punctuation: a character reference's
// length if its character is (see trim), else 0; or 1, the ";", if no
// reference ends there.
func trailingRef(s string) int {
	k := len(s) - 1
	for k > 0 && (s[k-1] == '#' || isDigit(s[k-1]) || s[k-1]|0x20 >= 'a' && s[k-1]|0x20 <= 'z') {
		k--
	}
	if k == 0 || s[k-1] != '&' {
		return 1
	}
	val, n, _ := charRef(s, k-1)
	if n != len(s)-(k-1) {
		return 1 // the ";" is not the reference's
	}
	r, size := utf8.DecodeRuneInString(val)
	if size == len(val) && (r < utf8.RuneSelf && trailing[r] == stop || strings.ContainsRune(extTrailing, r)) {
		return n
	}
	return 0
}

// decode decodes the character references of m.URI and m.Alt, in HTML.
func (x *extScanner) decode(m *Match) {
	if strings.IndexByte(m.URI, '&') < 0 {
		return
	}
	if u := decodeRefs(m.URI); u != m.URI {
		m.URI = u
		m.Flags |= Decoded
	}
	if m.Alt != "" {
		m.Alt = decodeRefs(m.Alt)
	}
}
