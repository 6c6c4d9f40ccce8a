package abnf

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Error is a syntax error in a grammar file.
type Error struct {
	Pos Pos    // where the problem is
	Msg string // the message, without the position
}

// Error formats e as file:line:col: message.
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// The syntax of RFC 5234 §4 with RFC 7405's char-val, as participle reads
// it. Continuation lines, comments and white space are resolved by
// lineLexer, so that "EOL" here always ends a rule.
type pFile struct {
	Rules []*pRule `parser:"EOL* ( @@ EOL* )*"`
}

type pRule struct {
	Pos       lexer.Position
	Name      string `parser:"@RuleName"`
	DefinedAs string `parser:"@DefinedAs"`
	Body      *pAlt  `parser:"@@ ( EOL | EOF )"`
}

type pAlt struct {
	Pos   lexer.Position
	First *pSeq    `parser:"@@"`
	Rest  []*pAlt2 `parser:"@@*"`
}

// pAlt2 is "/" and the alternative after it; a missing alternative is
// reported by convAlt, which knows where it should have been.
type pAlt2 struct {
	Pos   lexer.Position
	Slash string `parser:"@\"/\""`
	Seq   *pSeq  `parser:"@@?"`
}

type pSeq struct {
	Pos  lexer.Position
	Reps []*pRep `parser:"@@+"`
}

type pRep struct {
	Pos    lexer.Position
	Repeat string `parser:"( @Repeat"`
	Elem   *pElem `parser:"  @@? | @@ )"`
}

type pElem struct {
	Pos    lexer.Position
	Rule   string `parser:"  @RuleName"`
	Group  *pAlt  `parser:"| \"(\" @@ \")\""`
	Option *pAlt  `parser:"| \"[\" @@ \"]\""`
	Char   string `parser:"| @CharVal"`
	Num    string `parser:"| @NumVal"`
	Prose  string `parser:"| @ProseVal"`
}

var reader = participle.MustBuild[pFile](
	participle.Lexer(lineLexer{}),
)

// DefaultMaxNesting is how deeply groups and options may nest in a rule
// when the Reader does not say: far deeper than the grammars of RFCs,
// which nest fewer than 10 deep, and shallow enough that reading a grammar
// and every analysis of it stay far within Go's stack.
const DefaultMaxNesting = 1000

// A Reader reads grammar files. Its zero value reads with the default
// limits.
type Reader struct {
	// MaxNesting is how deeply groups "( ... )" and options "[ ... ]" may
	// nest inside each other; 0 means DefaultMaxNesting. A grammar that
	// nests deeper is refused with an *Error at the bracket that goes past
	// the limit, before it is parsed.
	MaxNesting int
}

// Parse reads the grammar file name from src with the default limits (see
// Reader). The error, if any, is an *Error at the first problem found.
func Parse(name string, src []byte) (*File, error) {
	return Reader{}.Parse(name, src)
}

// Parse reads the grammar file name from src. The error, if any, is an
// *Error at the first problem found.
func (rd Reader) Parse(name string, src []byte) (*File, error) {
	toks, err := lexTokens(name, string(src))
	if err != nil {
		return nil, syntaxError(err, src)
	}
	if err := rd.checkNesting(toks); err != nil {
		return nil, err
	}
	peek, err := lexer.Upgrade(&sliceLexer{toks: toks})
	if err != nil {
		return nil, syntaxError(err, src)
	}
	p, err := reader.ParseFromLexer(peek)
	if err != nil {
		return nil, syntaxError(err, src)
	}
	f := &File{Name: name}
	f.RFC, f.Cites = readHeader(src)
	c := conv{src: src}
	for _, r := range p.Rules {
		body, err := c.convAlt(r.Body)
		if err != nil {
			return nil, err
		}
		f.Defs = append(f.Defs, &Definition{
			At:          posOf(r.Pos),
			Name:        r.Name,
			Incremental: r.DefinedAs == "=/",
			Body:        body,
		})
	}
	return f, nil
}

// checkNesting refuses groups and options nested deeper than the limit,
// which would take the recursive descent of the parser, and every pass
// after it, as deep. A rule's end closes whatever it left open: the parser
// reports that.
func (rd Reader) checkNesting(toks []lexer.Token) error {
	limit := rd.MaxNesting
	if limit <= 0 {
		limit = DefaultMaxNesting
	}
	depth := 0
	for _, t := range toks {
		switch {
		case t.Type == tEOL:
			depth = 0
		case t.Value == "(" || t.Value == "[":
			if t.Type != symbols["Punct"] {
				continue
			}
			if depth++; depth > limit {
				return &Error{Pos: posOf(t.Pos), Msg: fmt.Sprintf("groups and options nested more than %d deep (the reader's limit)", limit)}
			}
		case t.Value == ")" || t.Value == "]":
			if t.Type == symbols["Punct"] && depth > 0 {
				depth--
			}
		}
	}
	return nil
}

func syntaxError(err error, src []byte) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var pe participle.Error
	if errors.As(err, &pe) {
		msg := pe.Message()
		var ut *participle.UnexpectedTokenError
		if errors.As(err, &ut) {
			msg = unexpected(ut, src)
		}
		return &Error{Pos: posOf(pe.Position()), Msg: msg}
	}
	return err
}

// unexpected words a participle UnexpectedTokenError in the terms of RFC
// 5234: what was found, and what the grammar of ABNF allows there.
func unexpected(ut *participle.UnexpectedTokenError, src []byte) string {
	tok := ut.Unexpected
	found := quoteText(tok.Value)
	switch {
	case tok.EOF():
		found = "end of file"
	case tok.Type == tEOL:
		found = "end of rule"
	}
	expect := ut.Expect
	if expect == "" {
		// participle keeps the expected node private; its text is in Message.
		m := ut.Message()
		if i := strings.Index(m, " (expected "); i >= 0 {
			expect = strings.TrimSuffix(m[i+len(" (expected "):], ")")
		}
	}
	msg := "unexpected " + found
	switch {
	case expect == "" || tok.Type == symbols["DefinedAs"] && firstOnLine(src, tok.Pos.Offset):
		msg += ", expected a rule name"
		if tok.Value == "/" {
			msg += " (a line that continues a rule must be indented)"
		}
		return msg
	case tok.Type == symbols["DefinedAs"]:
		return msg + `: a rule definition starts on a new line at the left margin; a line that continues a rule must be indented`
	case strings.HasPrefix(expect, "<definedas>"):
		return msg + `, expected "=" or "=/" after the rule name`
	case strings.HasPrefix(strings.ToLower(expect), "pelem"), strings.HasPrefix(strings.ToLower(expect), "palt"):
		return msg + ", expected an element (rule name, char-val, num-val, prose-val, group or option)"
	case strings.HasPrefix(expect, "(<eol>"), strings.HasPrefix(expect, "<eol>"):
		return msg + `, expected another element, "/" or the end of the rule`
	case expect == `")"` || expect == `"]"`:
		return msg + ", expected " + expect + " to close the " + map[string]string{`")"`: "group", `"]"`: "option"}[expect]
	}
	return msg + ", expected " + expect
}

func (c conv) convAlt(a *pAlt) (Node, error) {
	var alts []Node
	seqs := []*pSeq{a.First}
	for _, r := range a.Rest {
		if r.Seq == nil {
			return nil, &Error{Pos: c.skipSpace(posOf(r.Pos), 1), Msg: `expected an alternative after "/"`}
		}
		seqs = append(seqs, r.Seq)
	}
	for _, s := range seqs {
		n, err := c.convSeq(s)
		if err != nil {
			return nil, err
		}
		alts = append(alts, n)
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return &Alternation{At: posOf(a.Pos), Alts: alts}, nil
}

func (c conv) convSeq(s *pSeq) (Node, error) {
	var items []Node
	for _, r := range s.Reps {
		n, err := c.convRep(r)
		if err != nil {
			return nil, err
		}
		items = append(items, n)
	}
	if len(items) == 1 {
		return items[0], nil
	}
	return &Concatenation{At: posOf(s.Pos), Items: items}, nil
}

func (c conv) convRep(r *pRep) (Node, error) {
	if r.Elem == nil {
		return nil, &Error{Pos: c.skipSpace(posOf(r.Pos), len(r.Repeat)), Msg: fmt.Sprintf("expected an element after the repeat count %s", quoteText(r.Repeat))}
	}
	e, err := c.convElem(r.Elem)
	if err != nil || r.Repeat == "" {
		return e, err
	}
	at := posOf(r.Pos)
	min, max, err := repeatBounds(r.Repeat)
	if err != nil {
		return nil, &Error{Pos: at, Msg: err.Error()}
	}
	return &Repetition{At: at, Min: min, Max: max, Item: e}, nil
}

// repeatBounds reads "*", "n*", "*m", "n*m" and "n" (RFC 5234 §3.6, §3.7).
func repeatBounds(s string) (min, max int, err error) {
	num := func(t string, def int) (int, error) {
		if t == "" {
			return def, nil
		}
		n, err := strconv.Atoi(t)
		if err != nil || n > 1<<24 {
			return 0, fmt.Errorf("repeat count %s is too large", t)
		}
		return n, nil
	}
	lo, hi, star := strings.Cut(s, "*")
	if min, err = num(lo, 0); err != nil {
		return
	}
	if !star {
		return min, min, nil
	}
	max, err = num(hi, Unbounded)
	return
}

func (c conv) convElem(e *pElem) (Node, error) {
	at := posOf(e.Pos)
	switch {
	case e.Rule != "":
		return &RuleRef{At: at, Name: e.Rule}, nil
	case e.Group != nil:
		body, err := c.convAlt(e.Group)
		if err != nil {
			return nil, err
		}
		return &Group{At: at, Body: body}, nil
	case e.Option != nil:
		body, err := c.convAlt(e.Option)
		if err != nil {
			return nil, err
		}
		return &Repetition{At: at, Min: 0, Max: 1, Option: true, Item: body}, nil
	case e.Char != "":
		return charVal(at, e.Char)
	case e.Num != "":
		return numVal(at, e.Num)
	default:
		return proseVal(at, e.Prose[1:len(e.Prose)-1])
	}
}

// charVal reads a quoted string: its characters must be printable US-ASCII
// other than the double quote (RFC 5234 §4, char-val; RFC 7405 §2.1).
func charVal(at Pos, tok string) (Node, error) {
	c := &CharVal{At: at}
	if tok[0] == '%' {
		c.Prefix = strings.ToLower(tok[:2])
		c.CaseSensitive = c.Prefix == "%s"
		tok = tok[2:]
	}
	c.Text = tok[1 : len(tok)-1]
	col := at.Col + len(c.Prefix) + 1
	for i, r := range c.Text {
		if r < 0x20 || r > 0x7e {
			p := at
			p.Col = col + len([]rune(c.Text[:i]))
			p.Offset += len(c.Prefix) + 1 + i
			msg := fmt.Sprintf("char-val contains %s, which is not printable US-ASCII (RFC 5234 §4 allows %%x20-21 / %%x23-7E)", charText(c.Text, i))
			switch r {
			case '’', '‘':
				msg += "; a typographic quote: use %x27 or \"'\""
			case '“', '”', '„':
				msg += "; a typographic quote: use %x22 (DQUOTE)"
			}
			return nil, &Error{Pos: p, Msg: msg}
		}
	}
	return c, nil
}

// numVal reads "%b", "%d" and "%x" values, ranges and dot-concatenations
// (RFC 5234 §2.3, §3.4).
func numVal(at Pos, tok string) (Node, error) {
	n := &NumVal{At: at, Text: tok, Base: tok[1] | 0x20}
	base := map[byte]int{'b': 2, 'd': 10, 'x': 16}[n.Base]
	body := tok[2:]
	fail := func(format string, args ...any) error {
		return &Error{Pos: at, Msg: fmt.Sprintf("invalid num-val %s: ", quoteText(tok)) + fmt.Sprintf(format, args...)}
	}
	var parts []string
	switch {
	case strings.Contains(body, "-") && strings.Contains(body, "."):
		return nil, fail("a value is either a range (\"-\") or a concatenation (\".\"), not both")
	case strings.Contains(body, "-"):
		n.Range = true
		parts = strings.Split(body, "-")
		if len(parts) != 2 {
			return nil, fail("a range has exactly two values")
		}
	default:
		parts = strings.Split(body, ".")
	}
	for _, p := range parts {
		if p == "" {
			return nil, fail("missing digits")
		}
		v, err := strconv.ParseUint(p, base, 32)
		if err != nil {
			if errors.Is(err, strconv.ErrRange) {
				return nil, fail("value %s is too large", p)
			}
			return nil, fail("%q is not a base-%d number", p, base)
		}
		if v > 0x10FFFF {
			return nil, fail("value %s is above U+10FFFF, the largest supported terminal", p)
		}
		n.Values = append(n.Values, rune(v))
	}
	return n, nil
}

// proseVal checks the text of "<...>": printable US-ASCII other than ">"
// (RFC 5234 §4, prose-val).
func proseVal(at Pos, text string) (Node, error) {
	for i, r := range text {
		if r < 0x20 || r > 0x7e {
			p := at
			p.Col += 1 + len([]rune(text[:i]))
			p.Offset += 1 + i
			return nil, &Error{Pos: p, Msg: fmt.Sprintf("prose-val contains %s, which is not printable US-ASCII (RFC 5234 §4 allows %%x20-3D / %%x3F-7E)", charText(text, i))}
		}
	}
	return &ProseVal{At: at, Text: text}, nil
}

// conv converts participle's parse into the model; src is the file text.
type conv struct{ src []byte }

// skipSpace returns the position n bytes (ASCII) after at, past any
// spaces and tabs: where the next token is, or the line end.
func (c conv) skipSpace(at Pos, n int) Pos {
	at.Col += n
	at.Offset += n
	for at.Offset < len(c.src) && (c.src[at.Offset] == ' ' || c.src[at.Offset] == '\t') {
		at.Col++
		at.Offset++
	}
	return at
}

// firstOnLine reports whether only white space precedes offset on its line.
func firstOnLine(src []byte, offset int) bool {
	for i := offset - 1; i >= 0 && src[i] != '\n'; i-- {
		if src[i] != ' ' && src[i] != '\t' {
			return false
		}
	}
	return true
}
