package abnf

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// rawLexer splits ABNF text into tokens (RFC 5234 §4). The Bad* rules catch
// malformed tokens so that they get a precise message instead of a generic
// lexer failure.
var rawLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Comment", Pattern: `;[^\r\n]*`},
	{Name: "EOL", Pattern: `\r?\n`},
	{Name: "WS", Pattern: `[ \t]+`},
	{Name: "DefinedAs", Pattern: `=/|=`},
	{Name: "CharVal", Pattern: `(?:%[sSiI])?"[^"\r\n]*"`},
	{Name: "BadCharVal", Pattern: `(?:%[sSiI])?"[^"\r\n]*`},
	{Name: "ProseVal", Pattern: `<[^>\r\n]*>`},
	{Name: "BadProseVal", Pattern: `<[^>\r\n]*`},
	{Name: "NumVal", Pattern: `%[bBdDxX][0-9A-Za-z]*(?:[.-][0-9A-Za-z]*)*`},
	{Name: "Repeat", Pattern: `[0-9]*\*[0-9]*|[0-9]+`},
	{Name: "RuleName", Pattern: `[A-Za-z][A-Za-z0-9-]*`},
	{Name: "Punct", Pattern: `[()\[\]/]`},
	{Name: "Bad", Pattern: `.`},
})

// lineLexer turns the raw tokens into the tokens the grammar reads: it
// drops comments and white space and keeps a line end only where a new
// rule begins, so that continuation lines (RFC 5234 §4, c-wsp) join their
// rule. A rule begins on a line whose first token is at or left of the
// margin: column 1, or the column of the file's first rule when the whole
// grammar is indented as RFCs print it.
type lineLexer struct{}

var (
	symbols  = rawLexer.Symbols()
	tComment = symbols["Comment"]
	tEOL     = symbols["EOL"]
	tWS      = symbols["WS"]
)

func (lineLexer) Symbols() map[string]lexer.TokenType { return symbols }

func (l lineLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return l.LexString(filename, string(b))
}

func (lineLexer) LexString(filename, src string) (lexer.Lexer, error) {
	toks, err := lexTokens(filename, src)
	if err != nil {
		return nil, err
	}
	return &sliceLexer{toks: toks}, nil
}

// lexTokens returns the tokens lineLexer gives for src, the last one EOF.
func lexTokens(filename, src string) ([]lexer.Token, error) {
	raw, err := rawLexer.LexString(filename, src)
	if err != nil {
		return nil, err
	}
	toks, err := lexer.ConsumeAll(raw)
	if err != nil {
		return nil, err
	}
	out := make([]lexer.Token, 0, len(toks))
	margin := 0
	lineStart := true // no token yet on this line
	spaced := true    // white space or a line end before the token
	var eol *lexer.Token
	for _, t := range toks {
		switch t.Type {
		case tComment, tWS:
			spaced = true
			continue
		case tEOL:
			if eol == nil {
				e := t
				eol = &e
			}
			lineStart, spaced = true, true
			continue
		case lexer.EOF:
			if len(out) > 0 && out[len(out)-1].Type != tEOL {
				out = append(out, endOfLine(eol, t))
			}
			out = append(out, t)
			return out, nil
		}
		if err := badToken(t); err != nil {
			return nil, err
		}
		if len(out) > 0 {
			if err := spacing(out[len(out)-1], t, spaced); err != nil {
				return nil, err
			}
		}
		if lineStart {
			col := visualColumn(src, t.Pos.Offset)
			if margin == 0 {
				margin = col
			}
			if col <= margin && len(out) > 0 {
				out = append(out, endOfLine(eol, t))
			}
		}
		lineStart, spaced = false, false
		eol = nil
		out = append(out, t)
	}
	panic("unreachable: the raw lexer always ends with EOF")
}

// visualColumn is the column of offset on its line, counting from 1, with
// tabs stopping every 8 columns.
func visualColumn(src string, offset int) int {
	start := strings.LastIndexByte(src[:offset], '\n') + 1
	col := 0
	for _, r := range src[start:offset] {
		if r == '\t' {
			col += 8 - col%8
		} else {
			col++
		}
	}
	return col + 1
}

// spacing checks the white space RFC 5234 §4 requires or forbids between
// two tokens: none between a repeat count and its element
// (repetition = [repeat] element), some between the elements of a
// concatenation (concatenation = repetition *(1*c-wsp repetition)).
func spacing(prev, t lexer.Token, spaced bool) error {
	if spaced {
		if prev.Type == symbols["Repeat"] {
			return &Error{Pos: posOf(t.Pos), Msg: fmt.Sprintf("white space between the repeat count %s and its element (RFC 5234 §4: repetition = [repeat] element)", quoteText(prev.Value))}
		}
		return nil
	}
	ends := prev.Type == symbols["RuleName"] || prev.Type == symbols["CharVal"] || prev.Type == symbols["NumVal"] ||
		prev.Type == symbols["ProseVal"] || prev.Value == ")" || prev.Value == "]"
	begins := t.Type == symbols["RuleName"] || t.Type == symbols["CharVal"] || t.Type == symbols["NumVal"] ||
		t.Type == symbols["ProseVal"] || t.Type == symbols["Repeat"] || t.Value == "(" || t.Value == "["
	if ends && begins {
		return &Error{Pos: posOf(t.Pos), Msg: fmt.Sprintf("%s follows %s without white space; the elements of a concatenation are separated by white space (RFC 5234 §4)", quoteText(t.Value), quoteText(prev.Value))}
	}
	return nil
}

// endOfLine is the token that ends a rule: at the line end that ended it,
// or just before next when there was none.
func endOfLine(eol *lexer.Token, next lexer.Token) lexer.Token {
	pos := next.Pos
	if eol != nil {
		pos = eol.Pos
	}
	return lexer.Token{Type: tEOL, Value: "end of rule", Pos: pos}
}

func badToken(t lexer.Token) error {
	var msg string
	switch t.Type {
	case symbols["BadCharVal"]:
		msg = fmt.Sprintf("unterminated char-val %s: missing closing quote before the end of the line", quoteText(t.Value))
	case symbols["BadProseVal"]:
		msg = fmt.Sprintf("unterminated prose-val %s: missing \">\" before the end of the line", quoteText(t.Value))
	case symbols["Bad"]:
		msg = fmt.Sprintf("unexpected character %s", quoteText(t.Value))
		switch t.Value {
		case "’", "‘", "“", "”", "„":
			msg += " (a typographic quote; ABNF uses only ASCII quotes)"
		case "\r":
			msg += " (a carriage return without a line feed; lines end with CRLF or LF)"
		}
	default:
		return nil
	}
	return &Error{Pos: posOf(t.Pos), Msg: msg}
}

// quoteText quotes grammar text for a message, keeping non-ASCII visible
// but escaping control characters and bytes that are not UTF-8 ("\xff").
func quoteText(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !validAt(s, i):
			fmt.Fprintf(&b, "\\x%02x", s[i])
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\x%02x", r)
		case r >= 0x80 && r < 0xa0 || r == 0xfeff || r == 0x2028 || r == 0x2029:
			fmt.Fprintf(&b, "\\u%04x", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// validAt reports whether s holds a UTF-8 encoded character at offset i.
func validAt(s string, i int) bool {
	r, n := utf8.DecodeRuneInString(s[i:])
	return r != utf8.RuneError || n > 1
}

// charText names the character at offset i of grammar text s for a
// message: U+00E9 "é", or "\xff" (a byte that is not UTF-8).
func charText(s string, i int) string {
	if !validAt(s, i) {
		return fmt.Sprintf("the byte %s (not UTF-8)", quoteText(s[i:i+1]))
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return fmt.Sprintf("%U %s", r, quoteText(string(r)))
}

type sliceLexer struct {
	toks []lexer.Token
	i    int
}

func (l *sliceLexer) Next() (lexer.Token, error) {
	t := l.toks[l.i]
	if l.i < len(l.toks)-1 {
		l.i++
	}
	return t, nil
}

func posOf(p lexer.Position) Pos {
	return Pos{File: p.Filename, Line: p.Line, Col: p.Column, Offset: p.Offset}
}
