// Package extract finds URIs in text, as RFC 3986 Appendix C describes
// ("Delimiting a URI in Context"): in plain text, mail and RFC-style
// documents, URIs are delimited by double quotes, angle brackets, the
// historical "<URL:...>" or whitespace, and a long one may be broken
// across lines. All finds them in a string, a Scanner in text read from
// an io.Reader.
//
// Appendix C is for plain text. Markdown and HTML delimit URIs with
// their markup too, and HTML spells "&" as "&amp;": the modes Markdown
// and HTML read them as CommonMark and the HTML Standard say, beyond
// Appendix C (see Mode), with Markdown.All, HTML.NewScanner and so on.
package extract

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/iana"
)

// Delimiter says how a URI found by Extract was delimited in the text
// (RFC 3986 Appendix C). The delimiters are never part of the URI.
type Delimiter uint8

const (
	// Bare is a URI delimited by whitespace or the ends of the text:
	// "see http://example.com/." Punctuation that ends a sentence is not
	// part of it.
	Bare Delimiter = iota
	// Angle is a URI in angle brackets: "<http://example.com/>".
	Angle
	// URL is a URI in angle brackets after the prefix "URL:", with
	// or without a space, the form RFC 1738 recommended:
	// "<URL:http://example.com/>".
	URL
	// Quotes is a URI in double quotes: "\"http://example.com/\"".
	Quotes
)

var extDelimNames = [...]string{"bare", "angle", "url", "quotes"}

// String names the delimiter as the uri command prints it: "bare",
// "angle", "url" or "quotes".
func (d Delimiter) String() string {
	if int(d) < len(extDelimNames) {
		return extDelimNames[d]
	}
	return "Delimiter(" + strconv.Itoa(int(d)) + ")"
}

// Flags say what All or a Scanner had to do, or could not
// decide, to read a URI out of the text.
type Flags uint8

const (
	// Wrapped: the URI was broken across lines, and the whitespace
	// of the breaks (line ends, and the spaces and tabs around them) is
	// not part of it. In angle brackets, any whitespace is removed.
	Wrapped Flags = 1 << iota
	// HyphenAmbiguous: a line break comes right after a hyphen.
	// The whitespace around the break is ignored, and the hyphen may or
	// may not belong to the URI (Appendix C): URI keeps it, Alt is the
	// reading without it.
	HyphenAmbiguous
	// Invalid: the text delimited as a URI is not one; Err says
	// where the strict parser stops.
	Invalid
	// Truncated: a Scanner cut the URI at its limit, before its
	// end was known (see Scanner). All never sets it.
	Truncated
	// Decoded: in HTML, character references in the URI were decoded
	// (see HTML): URI is not the text between Start and End.
	Decoded
)

var extFlagNames = [...]string{"wrapped", "hyphen-ambiguous", "invalid", "truncated", "decoded"}

// String lists the flags, comma-separated ("wrapped,hyphen-ambiguous"),
// or "" for none.
func (f Flags) String() string {
	var b strings.Builder
	for i, name := range extFlagNames {
		if f&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte(',')
			}
			b.WriteString(name)
		}
	}
	if rest := f &^ (1<<len(extFlagNames) - 1); rest != 0 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString("Flags(" + strconv.Itoa(int(rest)) + ")")
	}
	return b.String()
}

// Match is a URI found in text by All or a Scanner.
type Match struct {
	// Start and End are the byte offsets in the text (for a Scanner,
	// in all it has read) of the URI's first byte and of the byte after
	// its last, delimiters excluded: for a URI broken across lines, the
	// whitespace of the breaks is inside.
	Start, End int
	// URI is the URI as read from the text, without whitespace, and in
	// HTML with its character references decoded.
	URI string
	// Delim is how the text delimits the URI.
	Delim Delimiter
	// Flags say what is unusual about it: wrapped, hyphen-ambiguous,
	// invalid, truncated.
	Flags Flags
	// Err is nil for a URI (RFC 3986 §3, rule URI), or, when the text
	// is none (Invalid), uri.ParseURI's error, a *uri.Error whose
	// *uri.SyntaxError has its Offset in URI.
	Err error
	// For a URI that is HyphenAmbiguous, Alt is the other
	// reading, without the hyphen at each line break (one reading keeps
	// them all, the other drops them all), and AltErr its parser error,
	// as Err is URI's. Otherwise Alt is "" and AltErr nil.
	Alt    string
	AltErr error // Alt's parser error, as Err is URI's
}

// All returns the URIs in text, in order, as RFC 3986 Appendix C
// delimits them:
//
//   - In double quotes ("http://example.com/"), angle brackets
//     (<http://example.com/>), or angle brackets after "URL:"
//     (<URL:http://example.com/>), the delimiters are not part of the URI.
//     Inside them a long URI may be broken across lines: the whitespace of
//     each break (the line end, and the spaces and tabs of the indentation)
//     is removed (Wrapped). The URI begins right after "<" (or
//     after "<URL:" and any spaces), so that "a < b: c > d" holds none;
//     after that, angle brackets may hold whitespace anywhere, while in
//     quotes it must hold a line break. An empty line ends
//     both: a URI does not run across paragraphs.
//   - A bare URI ends at whitespace, at "<", ">" or "\"", at a control
//     character, or at a "]" that closes no "[" in the URI (RFC 3986 has
//     "]" only at the end of an IP literal, §3.2.2), so that the Markdown
//     link "[http://a/](http://b/)" gives both URIs. Punctuation that ends a sentence is not part of it: ".",
//     ",", ";", ":", "!", "?", "'", and a closing ")", "]" or "}" that
//     does not close one opened in the URI, so that "(see
//     http://a/b_(c))" gives "http://a/b_(c)"; so are the typographic
//     quotes and stops "”", "’", "»", "›", "…", "。" and "、".
//   - A line break right after a hyphen, in a bare URI as in a delimited
//     one, does not end the URI: the whitespace around it is ignored and
//     the URI is flagged HyphenAmbiguous, with both readings.
//   - Any scheme counts inside angle brackets. Elsewhere, "word:" begins a
//     URI only if the text after the colon begins with "//" or if the
//     scheme is registered with IANA (lint.RegisteredScheme) and something other
//     than whitespace follows the colon, so that "Note: this" and "for
//     example: the" are no URIs while "mailto:joe@example.com" is.
//
// A scheme begins at a letter that follows no scheme character (letter,
// digit, "+", "-", "."), except that digits, "+", "-" and "." before the
// letter are skipped: "...http://a" gives "http://a". Only URIs are
// found, not relative references: without a scheme, nothing in prose
// tells a reference from a word.
//
// Each URI found is checked with the strict parser (uri.ParseURI). Text that
// is delimited as a URI but is none, such as "http://a/%zz" or a URI with
// characters outside RFC 3986 ("http://résumé.example/"), is returned as
// it is, flagged Invalid with the parser's error: it is neither
// dropped nor repaired.
//
// All takes time linear in the length of text. To read text from an
// io.Reader in constant memory, use a Scanner. All reads text in mode
// Text; Markdown.All and HTML.All read those.
func All(text string) []Match {
	return Text.All(text)
}

// extScanner finds URIs in text: the whole text for All, or what an
// Scanner holds of its stream.
type extScanner struct {
	text   string
	m      Match    // the URI read last
	pieces [][2]int // [start, end) of each piece of the URI being read
	hyphen []bool   // hyphen[k]: piece k ends with a hyphen before a line break
	i      int      // where the search goes on
	floor  int      // where the next URI may begin: after the last one found
	mode   Mode     // what kind of text it is

	// The fields below serve a Scanner; All leaves them zero.

	// more: text goes on after its end. A scan that reaches the end
	// undecided sets short and gives up; cand is then where the URI it
	// was reading begins.
	more, short bool
	cand        int
	// limit, if not 0: a URI is read from at most limit bytes of text
	// from where it begins (its "<" or "\"", or its scheme).
	limit int
	// cut: text ends at a URI's limit, so that an open "<" or "\""
	// closes at the end, and trunc says a URI reached it.
	cut, trunc bool
	// lost: the scheme characters at text[0] go on before it, above the
	// floor, and a letter is among those before.
	lost bool
	// clone: copy URIs out of text, which is not kept.
	clone bool
	// ref: read every byte, skipping no run (see skip), for tests.
	ref bool
}

// next returns the next URI after x.i, or ok false at the end of the
// text or when a scan is short.
func (x *extScanner) next() (m Match, ok bool) {
	text := x.text
	for i := x.i; i < len(text); i++ {
		if i = x.skip(text, i, quietBytes); i == len(text) {
			break
		}
		c := i
		switch text[i] {
		case '<', '"':
		case ':':
			if c = x.schemeBefore(i); c < 0 {
				continue
			}
		default:
			continue
		}
		next := x.at(c, i)
		if x.short {
			x.i = i
			return m, false
		}
		if next >= 0 {
			x.i, x.floor = next, next
			return x.m, true
		}
	}
	x.i = len(text)
	return m, false
}

// at reads the URI that begins at text[c] and that the "<", "\"" or ":"
// at text[i] begins or ends the scheme of, into x.m, and returns the
// offset after it; or -1 for none. For a ":", c is x.schemeBefore(i).
func (x *extScanner) at(c, i int) (next int) {
	x.cand = c
	if x.limit > 0 && len(x.text)-c > x.limit {
		// Read it from its limit's worth of text, which goes on.
		text, more := x.text, x.more
		x.text, x.more = text[:c+x.limit], true
		next = x.read(c, i)
		x.text, x.more = text, more
		return next
	}
	return x.read(c, i)
}

// read reads the URI of at: in the delimiters opened at text[i] (then
// c is i), or with the scheme text[c:i].
func (x *extScanner) read(c, i int) (next int) {
	switch x.text[i] {
	case '<':
		if x.mode == HTML {
			return -1 // a tag
		}
		return x.angle(i)
	case '"':
		return x.quoted(i)
	}
	return x.bare(c, i)
}

// needMore notes that a scan reached the end of the text and that what
// it found depends on what comes after.
func (x *extScanner) needMore() {
	if x.more {
		x.short = true
	}
}

// schemeBefore returns where the scheme that ends at colon, the offset
// of a ":", begins, not before x.floor; or -1 if there is none.
func (x *extScanner) schemeBefore(colon int) int {
	text, floor := x.text, x.floor
	s := colon
	for s > floor && chars.IsSchemeChar(text[s-1]) {
		s--
	}
	if s == 0 && x.lost {
		return -1 // it begins more than the limit before the colon
	}
	// Skip digits, "+", "-" and "." before the first letter.
	for s < colon && !iana.Alpha(text[s]) {
		s++
	}
	if s == colon || x.limit > 0 && colon-s >= x.limit {
		return -1
	}
	return s
}

// schemeAt returns the offset of the ":" after a scheme that begins at
// i, or -1.
func (x *extScanner) schemeAt(i int) int {
	text := x.text
	if i >= len(text) {
		x.needMore()
		return -1
	}
	if !iana.Alpha(text[i]) {
		return -1
	}
	for j := i + 1; j < len(text); j++ {
		if text[j] == ':' {
			return j
		}
		if !chars.IsSchemeChar(text[j]) {
			return -1
		}
	}
	x.needMore()
	return -1
}

// accept reports whether scheme text[s:colon] begins a URI outside
// angle brackets: the text after the colon begins with "//", or the
// scheme is registered and the colon is followed by part of a URI.
func (x *extScanner) accept(s, colon int) bool {
	rest := x.text[colon+1:]
	if strings.HasPrefix(rest, "//") {
		return true
	}
	if len(rest) < 2 && strings.HasPrefix("//", rest) {
		x.needMore()
	}
	if rest == "" || x.ends(colon+1) {
		return false
	}
	return iana.Lookup(x.text[s:colon]) != iana.Unregistered
}

// ends reports whether a bare URI cannot go on at text[i]: whitespace,
// a control character, "<", ">" or "\"". Bytes beyond ASCII go on, unless
// they spell a space (U+00A0, U+2028...).
func (x *extScanner) ends(i int) bool {
	text := x.text
	c := text[i]
	switch {
	case c <= ' ' || c == 0x7f || c == '<' || c == '>' || c == '"':
		return true
	case c < utf8.RuneSelf:
		if c == '&' && x.mode == HTML {
			return x.refEnds(i)
		}
		return c == '`' && x.mode == Markdown
	}
	if x.more && !utf8.FullRuneInString(text[i:]) {
		x.short = true
		return true
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsSpace(r)
}

// space returns the end of the run of whitespace at text[i:], and how
// many line breaks it holds ("\r\n" is one). Whitespace is ASCII
// whitespace and the spaces beyond ASCII.
func (x *extScanner) space(i int) (end, breaks int) {
	text := x.text
	for i < len(text) {
		c := text[i]
		switch c {
		case '\n':
			breaks++
		case '\r':
			if i+1 >= len(text) || text[i+1] != '\n' {
				breaks++
			}
		case ' ', '\t', '\f', '\v':
		default:
			if c < utf8.RuneSelf {
				return i, breaks
			}
			if x.more && !utf8.FullRuneInString(text[i:]) {
				x.short = true
				return i, breaks
			}
			r, n := utf8.DecodeRuneInString(text[i:])
			if !unicode.IsSpace(r) {
				return i, breaks
			}
			if r == '\u2028' || r == '\u2029' || r == '\u0085' {
				breaks++
			}
			i += n
			continue
		}
		i++
	}
	x.needMore()
	return i, breaks
}

func (x *extScanner) add(start, end int) {
	if start < end {
		x.pieces = append(x.pieces, [2]int{start, end})
		x.hyphen = append(x.hyphen, false)
	}
}

// extracted returns the URI made of the pieces, checked with the parser.
func (x *extScanner) extracted(delim Delimiter) Match {
	first, last := x.pieces[0], x.pieces[len(x.pieces)-1]
	m := Match{Start: first[0], End: last[1], Delim: delim}
	if x.trunc {
		m.Flags |= Truncated
		x.trunc = false
	}
	if len(x.pieces) == 1 {
		m.URI = x.text[first[0]:first[1]]
		if x.clone {
			m.URI = strings.Clone(m.URI)
		}
	} else {
		m.Flags |= Wrapped
		var b, alt strings.Builder
		b.Grow(m.End - m.Start)
		for k, pc := range x.pieces {
			b.WriteString(x.text[pc[0]:pc[1]])
			if k < len(x.pieces)-1 && x.hyphen[k] {
				m.Flags |= HyphenAmbiguous
			}
		}
		m.URI = b.String()
		if m.Flags&HyphenAmbiguous != 0 {
			alt.Grow(len(m.URI))
			for k, pc := range x.pieces {
				end := pc[1]
				if k < len(x.pieces)-1 && x.hyphen[k] {
					end-- // the hyphen
				}
				alt.WriteString(x.text[pc[0]:end])
			}
			m.Alt = alt.String()
		}
	}
	if x.mode == HTML {
		x.decode(&m)
	}
	if _, err := uri.ParseURI(m.URI); err != nil {
		m.Flags |= Invalid
		m.Err = err
	}
	if m.Flags&HyphenAmbiguous != 0 {
		if _, err := uri.ParseURI(m.Alt); err != nil {
			m.AltErr = err
		}
	}
	return m
}

// delimited reads the URI of text[start:end], in delimiters that end at
// end, into x.m, and returns the offset after them.
func (x *extScanner) delimited(start, end int, delim Delimiter) (next int) {
	x.collect(start, end)
	x.m = x.extracted(delim)
	if x.m.Flags&Truncated != 0 {
		return end // cut: no closing delimiter
	}
	return end + 1
}

// angle reads the URI in the angle brackets opened at text[lt] into
// x.m, and returns the offset after the closing ">"; or -1 when there is
// none: no URI right after "<" (or "<URL:"), or no ">" before
// a character that cannot be in one ("<", "\"", a control character), an
// empty line or the end of the text.
func (x *extScanner) angle(lt int) (next int) {
	text := x.text
	i, delim := lt+1, Angle
	// Text that ends inside "URL:" ends inside a scheme: schemeAt says
	// it is short.
	if len(text)-i >= 4 && strings.EqualFold(text[i:i+4], "URL:") {
		k, breaks := x.space(i + 4)
		if breaks < 2 && x.schemeAt(k) >= 0 {
			i, delim = k, URL
		}
	}
	if x.short || x.schemeAt(i) < 0 {
		return -1
	}
	end := x.close(i, '>')
	if end < 0 {
		return -1
	}
	return x.delimited(i, end, delim)
}

// quoted reads the URI in the double quotes opened at text[q], as angle
// does; in quotes, whitespace must hold one line break, and the scheme
// must be one accept accepts.
func (x *extScanner) quoted(q int) (next int) {
	colon := x.schemeAt(q + 1)
	if colon < 0 || !x.accept(q+1, colon) || x.short {
		return -1
	}
	end := x.close(q+1, '"')
	if end < 0 {
		return -1
	}
	return x.delimited(q+1, end, Quotes)
}

// close returns the offset of the delimiter, ">" or "\"", that closes
// the URI beginning at text[i], or -1 if there is none: if a character
// that cannot be in a URI comes first ("<", "\"" or ">", a control
// character), or an empty line, or the end of the text. In quotes,
// whitespace must hold a line break: "\"http://a/ is\"" is no URI.
//
// When the text is cut, the end of the text, or the whitespace before it,
// closes the URI.
func (x *extScanner) close(i int, delim byte) int {
	text := x.text
	for i < len(text) {
		if i = x.skip(text, i, delimitedBytes); i == len(text) {
			break
		}
		c := text[i]
		switch {
		case c == delim:
			return i
		case c == '<' || c == '>' || c == '"':
			return -1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c >= utf8.RuneSelf:
			end, breaks := x.space(i)
			if x.short {
				return -1
			}
			if end == i { // a character beyond ASCII, not a space
				_, n := utf8.DecodeRuneInString(text[i:])
				i += n
				continue
			}
			if breaks >= 2 || delim == '>' && x.mode == Markdown {
				return -1 // an autolink holds no whitespace (CommonMark §6.5)
			}
			if end == len(text) && x.cut {
				x.trunc = true
				return i
			}
			if delim == '"' && breaks == 0 {
				return -1
			}
			i = end
		case c < ' ' || c == 0x7f:
			return -1
		default:
			i++
		}
	}
	if x.cut {
		x.trunc = true
		return i
	}
	x.needMore()
	return -1
}

// collect makes x's pieces those of text[start:end], a delimited URI,
// parted by whitespace; a piece that ends with "-" before a line break is
// flagged.
func (x *extScanner) collect(start, end int) {
	x.pieces, x.hyphen = x.pieces[:0], x.hyphen[:0]
	text := x.text
	for i := start; i < end; {
		if i = x.skip(text[:end], i, solidBytes); i == end {
			break
		}
		c := text[i]
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' && c < utf8.RuneSelf {
			i++
			continue
		}
		wsEnd, breaks := x.space(i)
		if wsEnd == i {
			_, n := utf8.DecodeRuneInString(text[i:])
			i += n
			continue
		}
		x.add(start, i)
		if breaks > 0 && text[i-1] == '-' && len(x.hyphen) > 0 {
			x.hyphen[len(x.hyphen)-1] = true
		}
		start, i = wsEnd, wsEnd
	}
	x.add(start, end)
}

// bare reads the bare URI whose scheme is text[s:colon] into x.m, and
// returns the offset after it; or -1 when the scheme begins no URI there
// (accept). When the text is cut, a URI that reaches its end is
// truncated.
func (x *extScanner) bare(s, colon int) (next int) {
	text := x.text
	if !x.accept(s, colon) || x.short {
		return -1
	}
	x.pieces, x.hyphen = x.pieces[:0], x.hyphen[:0]
	start, i := s, colon+1
	open := 0   // the "[" in the URI not yet closed by a "]"
	parens := 0 // the "(" not yet closed by a ")", in Markdown
	for {
		if x.mode == Markdown {
			i = x.markdownRun(i, &open, &parens)
		} else {
			for ; i < len(text); i++ {
				if i = x.skip(text, i, bareBytes); i == len(text) || x.ends(i) {
					break
				}
				if text[i] == '[' {
					open++
				} else if text[i] == ']' {
					if open == 0 {
						break // a "]" is only in an IP literal (§3.2.2)
					}
					open--
				}
			}
		}
		// A line break right after a hyphen does not end the URI.
		if i < len(text) && text[i-1] == '-' && !x.short {
			end, breaks := x.space(i)
			if breaks == 1 && end < len(text) && !x.ends(end) {
				x.add(start, i)
				x.hyphen[len(x.hyphen)-1] = true
				start, i = end, end
				continue
			}
		}
		break
	}
	if i == len(text) {
		x.needMore()
		x.trunc = x.cut
	}
	if x.short {
		return -1
	}
	x.add(start, i)
	next = i
	if !x.trim(colon) {
		x.trunc = false
		return -1
	}
	x.m = x.extracted(Bare)
	return next
}

// markdownRun returns the end of the run of a bare URI's characters
// that begins at text[i], in Markdown, as bare's loop reads it, and ends
// it too at a ")" that closes no "(" of the URI, as a link destination
// ends (CommonMark §6.3). open and parens count the "[" and "(" not yet
// closed.
func (x *extScanner) markdownRun(i int, open, parens *int) int {
	text := x.text
	for ; i < len(text); i++ {
		if i = x.skip(text, i, bareBytes); i == len(text) || x.ends(i) {
			return i
		}
		switch text[i] {
		case '[':
			*open++
		case ']':
			if *open == 0 {
				return i // a "]" is only in an IP literal (§3.2.2)
			}
			*open--
		case '(':
			*parens++
		case ')':
			if *parens == 0 {
				return i
			}
			*parens--
		}
	}
	return i
}

// extTrailing are the characters beyond ASCII that end a sentence or
// close a quotation and are not part of a bare URI before them.
const extTrailing = "”’»›…。、"

// trim removes from the end of a bare URI the punctuation that is not
// part of it, and reports whether a URI is left: more than its scheme and
// ":", the colon being at text[colon].
func (x *extScanner) trim(colon int) bool {
	// Count the brackets of the whole URI once; trimming updates them.
	var open, closed [3]int // (), [], {}
	for _, pc := range x.pieces {
		s := x.text[:pc[1]]
		for i := pc[0]; i < len(s); i++ {
			if i = x.skip(s, i, unbracketed); i == len(s) {
				break
			}
			if k := bracketKind[s[i]]; k > 0 {
				open[k-1]++
			} else if k < 0 {
				closed[-k-1]++
			}
		}
	}
	for len(x.pieces) > 0 {
		last := &x.pieces[len(x.pieces)-1]
		s := x.text[last[0]:last[1]]
		c := s[len(s)-1]
		n := 0
		switch {
		case c == ';' && x.mode == HTML:
			n = trailingRef(s)
		case trailing[c] == stop:
			n = 1
		case x.mode == Markdown && trailing[c] == emphasis:
			n = 1 // emphasis, strikethrough (GFM §6.9)
		case trailing[c] == closeBracket:
			k := -bracketKind[c] - 1
			if closed[k] > open[k] {
				closed[k]--
				n = 1
			}
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeLastRuneInString(s)
			if strings.ContainsRune(extTrailing, r) {
				n = size
			}
		}
		if n == 0 {
			break
		}
		last[1] -= n
		if last[0] == last[1] {
			x.pieces = x.pieces[:len(x.pieces)-1]
			x.hyphen = x.hyphen[:len(x.hyphen)-1]
			if len(x.hyphen) > 0 {
				// The break after the piece before is not inside the URI
				// any more.
				x.hyphen[len(x.hyphen)-1] = false
			}
		}
	}
	return len(x.pieces) > 0 && x.pieces[len(x.pieces)-1][1] > colon+1
}
