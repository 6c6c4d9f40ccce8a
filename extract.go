package uri

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Finding URIs in text, as RFC 3986 Appendix C describes ("Delimiting a
// URI in Context"): in plain text, mail and RFC-style documents, URIs are
// delimited by double quotes, angle brackets, the historical "<URL:...>"
// or whitespace, and a long one may be broken across lines.

// Delimiter says how a URI found by Extract was delimited in the text
// (RFC 3986 Appendix C). The delimiters are never part of the URI.
type Delimiter uint8

const (
	// DelimBare is a URI delimited by whitespace or the ends of the text:
	// "see http://example.com/." Punctuation that ends a sentence is not
	// part of it.
	DelimBare Delimiter = iota
	// DelimAngle is a URI in angle brackets: "<http://example.com/>".
	DelimAngle
	// DelimURL is a URI in angle brackets after the prefix "URL:", with
	// or without a space, the form RFC 1738 recommended:
	// "<URL:http://example.com/>".
	DelimURL
	// DelimQuotes is a URI in double quotes: "\"http://example.com/\"".
	DelimQuotes
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

// ExtractFlags say what Extract had to do, or could not decide, to read a
// URI out of the text.
type ExtractFlags uint8

const (
	// ExtractWrapped: the URI was broken across lines, and the whitespace
	// of the breaks (line ends, and the spaces and tabs around them) is
	// not part of it. In angle brackets, any whitespace is removed.
	ExtractWrapped ExtractFlags = 1 << iota
	// ExtractHyphenAmbiguous: a line break comes right after a hyphen.
	// The whitespace around the break is ignored, and the hyphen may or
	// may not belong to the URI (Appendix C): URI keeps it, Alt is the
	// reading without it.
	ExtractHyphenAmbiguous
	// ExtractInvalid: the text delimited as a URI is not one; Err says
	// where the strict parser stops.
	ExtractInvalid
)

var extFlagNames = [...]string{"wrapped", "hyphen-ambiguous", "invalid"}

// String lists the flags, comma-separated ("wrapped,hyphen-ambiguous"),
// or "" for none.
func (f ExtractFlags) String() string {
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
		b.WriteString("ExtractFlags(" + strconv.Itoa(int(rest)) + ")")
	}
	return b.String()
}

// Extracted is a URI found in text by Extract.
type Extracted struct {
	// Start and End are the byte offsets in the text of the URI's first
	// byte and of the byte after its last, delimiters excluded: for a URI
	// broken across lines, the whitespace of the breaks is inside.
	Start, End int
	// URI is the URI as read from the text, without whitespace.
	URI string
	// Delim is how the text delimits the URI.
	Delim Delimiter
	// Flags say what is unusual about it: wrapped, hyphen-ambiguous,
	// invalid.
	Flags ExtractFlags
	// Err is nil for a URI (RFC 3986 §3, rule URI), or, when the text
	// is none (ExtractInvalid), the parser's error, its Offset in URI.
	Err *Error
	// For a URI that is ExtractHyphenAmbiguous, Alt is the other
	// reading, without the hyphen at each line break (one reading keeps
	// them all, the other drops them all), and AltErr its parser error,
	// as Err is URI's. Otherwise Alt is "" and AltErr nil.
	Alt    string
	AltErr *Error // Alt's parser error, as Err is URI's
}

// Extract returns the URIs in text, in order, as RFC 3986 Appendix C
// delimits them:
//
//   - In double quotes ("http://example.com/"), angle brackets
//     (<http://example.com/>), or angle brackets after "URL:"
//     (<URL:http://example.com/>), the delimiters are not part of the URI.
//     Inside them a long URI may be broken across lines: the whitespace of
//     each break (the line end, and the spaces and tabs of the indentation)
//     is removed (ExtractWrapped). The URI begins right after "<" (or
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
//     the URI is flagged ExtractHyphenAmbiguous, with both readings.
//   - Any scheme counts inside angle brackets. Elsewhere, "word:" begins a
//     URI only if the text after the colon begins with "//" or if the
//     scheme is registered with IANA (RegisteredScheme) and something other
//     than whitespace follows the colon, so that "Note: this" and "for
//     example: the" are no URIs while "mailto:joe@example.com" is.
//
// A scheme begins at a letter that follows no scheme character (letter,
// digit, "+", "-", "."), except that digits, "+", "-" and "." before the
// letter are skipped: "...http://a" gives "http://a". Only URIs are
// found, not relative references: without a scheme, nothing in prose
// tells a reference from a word.
//
// Each URI found is checked with the strict parser (ParseURI). Text that
// is delimited as a URI but is none, such as "http://a/%zz" or a URI with
// characters outside RFC 3986 ("http://résumé.example/"), is returned as
// it is, flagged ExtractInvalid with the parser's error: it is neither
// dropped nor repaired.
//
// Extract takes time linear in the length of text.
func Extract(text string) []Extracted {
	var out []Extracted
	p := &extPieces{text: text} // reused from one URI to the next
	floor := 0                  // where the next URI may start: after the last one found
	for i := 0; i < len(text); i++ {
		var m Extracted
		next := -1
		switch text[i] {
		case '<':
			m, next = extAngle(p, i)
		case '"':
			m, next = extQuoted(p, i)
		case ':':
			if s := extSchemeBefore(text, floor, i); s >= 0 {
				m, next = extBare(p, s, i)
			}
		}
		if next < 0 {
			continue
		}
		out = append(out, m)
		floor = next
		i = next - 1
	}
	return out
}

// extSchemeBefore returns where the scheme that ends at colon, the offset
// of a ":", begins, not before floor; or -1 if there is none.
func extSchemeBefore(text string, floor, colon int) int {
	s := colon
	for s > floor && ianaSchemeChar(text[s-1]) {
		s--
	}
	// Skip digits, "+", "-" and "." before the first letter.
	for s < colon && !ianaAlpha(text[s]) {
		s++
	}
	if s == colon {
		return -1
	}
	return s
}

// extSchemeAt returns the offset of the ":" after a scheme that begins at
// i, or -1.
func extSchemeAt(text string, i int) int {
	if i >= len(text) || !ianaAlpha(text[i]) {
		return -1
	}
	for j := i + 1; j < len(text); j++ {
		if text[j] == ':' {
			return j
		}
		if !ianaSchemeChar(text[j]) {
			return -1
		}
	}
	return -1
}

// extAccept reports whether scheme text[s:colon] begins a URI outside
// angle brackets: the text after the colon begins with "//", or the
// scheme is registered and the colon is followed by part of a URI.
func extAccept(text string, s, colon int) bool {
	rest := text[colon+1:]
	if strings.HasPrefix(rest, "//") {
		return true
	}
	if rest == "" || extEnds(text, colon+1) {
		return false
	}
	return ianaLookup(ianaSchemes().schemes, text[s:colon]) != SchemeUnregistered
}

// extEnds reports whether a bare URI cannot go on at text[i]: whitespace,
// a control character, "<", ">" or "\"". Bytes beyond ASCII go on, unless
// they spell a space (U+00A0, U+2028...).
func extEnds(text string, i int) bool {
	c := text[i]
	switch {
	case c <= ' ' || c == 0x7f || c == '<' || c == '>' || c == '"':
		return true
	case c < utf8.RuneSelf:
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsSpace(r)
}

// extSpace returns the end of the run of whitespace at text[i:], and how
// many line breaks it holds ("\r\n" is one). Whitespace is ASCII
// whitespace and the spaces beyond ASCII.
func extSpace(text string, i int) (end, breaks int) {
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
	return i, breaks
}

// extPieces collects the text of a URI broken across lines: the pieces
// between the breaks, and the breaks that follow a hyphen.
type extPieces struct {
	text   string
	pieces [][2]int // [start, end) of each piece in text
	hyphen []bool   // hyphen[k]: piece k ends with a hyphen before a line break
}

// reset empties p for a new URI, keeping its memory.
func (p *extPieces) reset() {
	p.pieces, p.hyphen = p.pieces[:0], p.hyphen[:0]
}

func (p *extPieces) add(start, end int) {
	if start < end {
		p.pieces = append(p.pieces, [2]int{start, end})
		p.hyphen = append(p.hyphen, false)
	}
}

// extracted returns the URI made of the pieces, checked with the parser.
func (p *extPieces) extracted(delim Delimiter) Extracted {
	first, last := p.pieces[0], p.pieces[len(p.pieces)-1]
	m := Extracted{Start: first[0], End: last[1], Delim: delim}
	if len(p.pieces) == 1 {
		m.URI = p.text[first[0]:first[1]]
	} else {
		m.Flags |= ExtractWrapped
		var b, alt strings.Builder
		b.Grow(m.End - m.Start)
		for k, pc := range p.pieces {
			b.WriteString(p.text[pc[0]:pc[1]])
			if k < len(p.pieces)-1 && p.hyphen[k] {
				m.Flags |= ExtractHyphenAmbiguous
			}
		}
		m.URI = b.String()
		if m.Flags&ExtractHyphenAmbiguous != 0 {
			alt.Grow(len(m.URI))
			for k, pc := range p.pieces {
				end := pc[1]
				if k < len(p.pieces)-1 && p.hyphen[k] {
					end-- // the hyphen
				}
				alt.WriteString(p.text[pc[0]:end])
			}
			m.Alt = alt.String()
		}
	}
	if _, err := ParseURI(m.URI); err != nil {
		m.Flags |= ExtractInvalid
		m.Err = err.(*Error)
	}
	if m.Flags&ExtractHyphenAmbiguous != 0 {
		if _, err := ParseURI(m.Alt); err != nil {
			m.AltErr = err.(*Error)
		}
	}
	return m
}

// extAngle reads the URI in the angle brackets opened at text[lt], and
// returns it with the offset after the closing ">"; or next -1 when there
// is none: no URI right after "<" (or "<URL:"), or no ">" before a
// character that cannot be in one ("<", "\"", a control character), an
// empty line or the end of the text.
func extAngle(p *extPieces, lt int) (m Extracted, next int) {
	text := p.text
	i, delim := lt+1, DelimAngle
	if len(text)-i >= 4 && strings.EqualFold(text[i:i+4], "URL:") {
		k, breaks := extSpace(text, i+4)
		if breaks < 2 && extSchemeAt(text, k) >= 0 {
			i, delim = k, DelimURL
		}
	}
	if extSchemeAt(text, i) < 0 {
		return m, -1
	}
	end := extClose(text, i, '>')
	if end < 0 {
		return m, -1
	}
	p.collect(i, end)
	return p.extracted(delim), end + 1
}

// extQuoted reads the URI in the double quotes opened at text[q], as
// extAngle does; in quotes, whitespace must hold one line break, and the
// scheme must be one extAccept accepts.
func extQuoted(p *extPieces, q int) (m Extracted, next int) {
	text := p.text
	colon := extSchemeAt(text, q+1)
	if colon < 0 || !extAccept(text, q+1, colon) {
		return m, -1
	}
	end := extClose(text, q+1, '"')
	if end < 0 {
		return m, -1
	}
	p.collect(q+1, end)
	return p.extracted(DelimQuotes), end + 1
}

// extClose returns the offset of the delimiter, ">" or "\"", that closes
// the URI beginning at text[i], or -1 if there is none: if a character
// that cannot be in a URI comes first ("<", "\"" or ">", a control
// character), or an empty line, or the end of the text. In quotes,
// whitespace must hold a line break: "\"http://a/ is\"" is no URI.
func extClose(text string, i int, delim byte) int {
	for i < len(text) {
		c := text[i]
		switch {
		case c == delim:
			return i
		case c == '<' || c == '>' || c == '"':
			return -1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c >= utf8.RuneSelf:
			end, breaks := extSpace(text, i)
			if end == i { // a character beyond ASCII, not a space
				_, n := utf8.DecodeRuneInString(text[i:])
				i += n
				continue
			}
			if breaks >= 2 || delim == '"' && breaks == 0 {
				return -1
			}
			i = end
		case c < ' ' || c == 0x7f:
			return -1
		default:
			i++
		}
	}
	return -1
}

// collect makes p the pieces of text[start:end], a delimited URI, parted
// by whitespace; a piece that ends with "-" before a line break is
// flagged.
func (p *extPieces) collect(start, end int) {
	p.reset()
	text := p.text
	for i := start; i < end; {
		c := text[i]
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' && c < utf8.RuneSelf {
			i++
			continue
		}
		wsEnd, breaks := extSpace(text, i)
		if wsEnd == i {
			_, n := utf8.DecodeRuneInString(text[i:])
			i += n
			continue
		}
		p.add(start, i)
		if breaks > 0 && text[i-1] == '-' && len(p.hyphen) > 0 {
			p.hyphen[len(p.hyphen)-1] = true
		}
		start, i = wsEnd, wsEnd
	}
	p.add(start, end)
}

// extBare reads the bare URI whose scheme is text[s:colon], and returns
// it with the offset after it; or next -1 when the scheme begins no URI
// there (extAccept).
func extBare(p *extPieces, s, colon int) (m Extracted, next int) {
	text := p.text
	if !extAccept(text, s, colon) {
		return m, -1
	}
	p.reset()
	start, i := s, colon+1
	open := 0 // the "[" in the URI not yet closed by a "]"
	for {
		for i < len(text) && !extEnds(text, i) {
			if text[i] == '[' {
				open++
			} else if text[i] == ']' {
				if open == 0 {
					break // a "]" is only in an IP literal (§3.2.2)
				}
				open--
			}
			i++
		}
		// A line break right after a hyphen does not end the URI.
		if i < len(text) && text[i-1] == '-' {
			end, breaks := extSpace(text, i)
			if breaks == 1 && end < len(text) && !extEnds(text, end) {
				p.add(start, i)
				p.hyphen[len(p.hyphen)-1] = true
				start, i = end, end
				continue
			}
		}
		break
	}
	p.add(start, i)
	next = i
	if !extTrim(p, colon) {
		return m, -1
	}
	return p.extracted(DelimBare), next
}

// extTrailing are the characters beyond ASCII that end a sentence or
// close a quotation and are not part of a bare URI before them.
const extTrailing = "”’»›…。、"

// extTrim removes from the end of a bare URI the punctuation that is not
// part of it, and reports whether a URI is left: more than its scheme and
// ":", the colon being at text[colon].
func extTrim(p *extPieces, colon int) bool {
	// Count the brackets of the whole URI once; trimming updates them.
	var open, closed [3]int // (), [], {}
	for _, pc := range p.pieces {
		for _, c := range []byte(p.text[pc[0]:pc[1]]) {
			if k := strings.IndexByte("([{", c); k >= 0 {
				open[k]++
			} else if k := strings.IndexByte(")]}", c); k >= 0 {
				closed[k]++
			}
		}
	}
	for len(p.pieces) > 0 {
		last := &p.pieces[len(p.pieces)-1]
		s := p.text[last[0]:last[1]]
		c := s[len(s)-1]
		n := 0
		switch {
		case strings.IndexByte(".,;:!?'", c) >= 0:
			n = 1
		case strings.IndexByte(")]}", c) >= 0:
			k := strings.IndexByte(")]}", c)
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
			p.pieces = p.pieces[:len(p.pieces)-1]
			p.hyphen = p.hyphen[:len(p.hyphen)-1]
			if len(p.hyphen) > 0 {
				// The break after the piece before is not inside the URI
				// any more.
				p.hyphen[len(p.hyphen)-1] = false
			}
		}
	}
	return len(p.pieces) > 0 && p.pieces[len(p.pieces)-1][1] > colon+1
}
