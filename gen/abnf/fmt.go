package abnf

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// FormatWidth is the column past which FormatSource breaks a line, as
// RFCs keep their ABNF within 72 columns.
const FormatWidth = 72

// FormatSource returns src laid out canonically, the way "abnf fmt"
// writes it. Only white space and line breaks change, never a token:
// names, values, strings, prose and repeat counts keep their spelling,
// so the grammar read back is the one read from src.
//
//   - Each rule starts at column 1. In a block of rules (a run not split
//     by blank lines) the "=" and "=/" line up, one space after the
//     longest name.
//   - Elements are separated by one space, with one space inside
//     brackets: "*( a / b )", "[ c ]".
//   - A rule that fits within FormatWidth columns is written on one
//     line; a longer one gets a line per top-level alternative, its "/"
//     under the "=", and an alternative still too long is wrapped between
//     elements, indented two columns past the rule's first element.
//   - A comment stays where it was: after the element it followed (two
//     spaces before its ";"), or on a line of its own, at column 1
//     between rules and indented under the first element inside a rule
//     or on the lines right after it. Trailing white space is dropped.
//   - Blank lines between rules are kept, runs of them collapsed to one;
//     those inside a rule, and at the start and end, are dropped.
//   - Lines end as the first line of src ends, CRLF or LF, the last
//     line included.
//
// A src that does not read as a grammar gets Parse's error and no text.
func FormatSource(name string, src []byte) ([]byte, error) {
	if _, err := Parse(name, src); err != nil {
		return nil, err
	}
	raw, err := rawLexer.LexString(name, string(src))
	if err != nil {
		return nil, syntaxError(err, src)
	}
	toks, err := lexer.ConsumeAll(raw)
	if err != nil {
		return nil, syntaxError(err, src)
	}
	entries := fmtEntries(string(src), toks)
	nl := "\n"
	if i := strings.IndexByte(string(src), '\n'); i > 0 && src[i-1] == '\r' {
		nl = "\r\n"
	}
	p := fmtPrinter{nl: nl}
	// Blocks are the runs of entries between blank lines.
	start := 0
	for i := 0; i <= len(entries); i++ {
		if i < len(entries) && entries[i].kind != fmtBlank {
			continue
		}
		if i > start {
			if p.b.Len() > 0 {
				p.b.WriteString(nl)
			}
			p.block(entries[start:i])
		}
		start = i + 1
	}
	return []byte(p.b.String()), nil
}

type fmtKind int

const (
	fmtBlank   fmtKind = iota
	fmtComment         // a comment line between rules
	fmtRuleEntry
)

// fmtEntry is a blank line, a comment line or a rule of the file.
type fmtEntry struct {
	kind    fmtKind
	comment string
	rule    *fmtRule
}

// fmtTok is a token of a rule with the comments around it.
type fmtTok struct {
	text    string
	repeat  bool     // a repeat count, written against the next token
	before  []string // comment lines before it, inside the rule
	comment string   // the comment ending its line, if any
	depth   int      // brackets open around it
}

type fmtRule struct {
	toks  []*fmtTok
	after []string // comment lines right after it, indented
}

// fmtEntries splits the tokens of a valid grammar into entries, as the
// reader splits rules (see lexTokens).
func fmtEntries(src string, toks []lexer.Token) []fmtEntry {
	var out []fmtEntry
	var cur *fmtRule
	// pending holds the comment lines (and blank lines, as "") seen
	// since cur's last token, with whether each was indented.
	type line struct {
		text     string
		indented bool
	}
	var pending []line
	closeRule := func() {
		if cur == nil {
			return
		}
		out = append(out, fmtEntry{kind: fmtRuleEntry, rule: cur})
		attached := true
		for _, l := range pending {
			switch {
			case l.text == "":
				attached = false
				out = append(out, fmtEntry{kind: fmtBlank})
			case attached && l.indented:
				cur.after = append(cur.after, l.text)
			default:
				attached = false
				out = append(out, fmtEntry{kind: fmtComment, comment: l.text})
			}
		}
		cur, pending = nil, nil
	}
	margin := 0
	lineStart, lineEmpty := true, true
	depth := 0
	var last *fmtTok // the last token on this line
	for _, t := range toks {
		switch t.Type {
		case tWS:
			continue
		case tComment:
			text := strings.TrimRight(t.Value, " \t")
			switch {
			case last != nil:
				last.comment = text
			case cur != nil:
				pending = append(pending, line{text, visualColumn(src, t.Pos.Offset) > 1})
			default:
				out = append(out, fmtEntry{kind: fmtComment, comment: text})
			}
			lineEmpty = false
			continue
		case tEOL, lexer.EOF:
			if lineEmpty && t.Type == tEOL {
				if cur != nil {
					pending = append(pending, line{})
				} else {
					out = append(out, fmtEntry{kind: fmtBlank})
				}
			}
			lineStart, lineEmpty, last = true, true, nil
			continue
		}
		ft := &fmtTok{text: t.Value, repeat: t.Type == symbols["Repeat"]}
		if lineStart {
			col := visualColumn(src, t.Pos.Offset)
			if margin == 0 {
				margin = col
			}
			if col <= margin {
				closeRule()
				cur = &fmtRule{}
				depth = 0
			} else {
				for _, l := range pending {
					if l.text != "" {
						ft.before = append(ft.before, l.text)
					}
				}
				pending = nil
			}
		}
		if t.Value == ")" || t.Value == "]" {
			depth--
		}
		ft.depth = depth
		if t.Value == "(" || t.Value == "[" {
			depth++
		}
		cur.toks = append(cur.toks, ft)
		last = ft
		lineStart, lineEmpty = false, false
	}
	closeRule()
	return out
}

type fmtPrinter struct {
	b     strings.Builder
	nl    string
	lines []fmtLine
}

func (p *fmtPrinter) emit(code, comment string) {
	p.lines = append(p.lines, fmtLine{code: strings.TrimRight(code, " "), comment: comment})
}

// flush writes the lines, the trailing comments of consecutive lines
// aligned two spaces past the longest of their code.
func (p *fmtPrinter) flush() {
	ls := p.lines
	for i := 0; i < len(ls); {
		j, w := i, 0
		for j < len(ls) && ls[j].code != "" && ls[j].comment != "" {
			w = max(w, utf8.RuneCountInString(ls[j].code))
			j++
		}
		if j == i {
			l := ls[i]
			if l.code == "" {
				l.code = strings.TrimRight(l.indent, " ")
				if l.comment != "" {
					l.code = l.indent
				}
			}
			p.b.WriteString(l.code + l.comment + p.nl)
			j = i + 1
		}
		for _, l := range ls[i:j] {
			if l.comment != "" && l.code != "" {
				pad := w + 2 - utf8.RuneCountInString(l.code)
				p.b.WriteString(l.code + strings.Repeat(" ", pad) + l.comment + p.nl)
			}
		}
		i = j
	}
	p.lines = nil
}

// fmtLine is a line of output: code, a comment, or both; a comment on
// its own is indented by indent.
type fmtLine struct {
	code, comment string
	indent        string
}

// block writes a run of entries with no blank line between them.
func (p *fmtPrinter) block(es []fmtEntry) {
	w := 0
	for _, e := range es {
		if e.kind == fmtRuleEntry {
			w = max(w, utf8.RuneCountInString(e.rule.toks[0].text))
		}
	}
	for _, e := range es {
		if e.kind == fmtComment {
			p.emit("", e.comment)
		} else {
			p.rule(e.rule, w)
		}
	}
	p.flush()
}

// rule writes r with its "=" at column w+2.
func (p *fmtPrinter) rule(r *fmtRule, w int) {
	name, op, body := r.toks[0], r.toks[1], r.toks[2:]
	eq := w + 1                    // the indentation of "=" and of "/"
	first := eq + len(op.text) + 1 // of the first element
	wrap := first + 2              // of a wrapped alternative
	line := name.text + strings.Repeat(" ", w-utf8.RuneCountInString(name.text)+1)
	if name.comment != "" || op.before != nil {
		p.emit(name.text, name.comment)
		for _, c := range op.before {
			p.lines = append(p.lines, fmtLine{comment: c, indent: strings.Repeat(" ", first)})
		}
		line = strings.Repeat(" ", eq)
	}
	line += op.text
	fresh := false // line holds nothing but indentation
	if op.comment != "" {
		p.emit(line, op.comment)
		line, fresh = "", true
	}
	// The body goes in chunks, split where a comment forces a line break.
	for i := 0; i < len(body); {
		j := i + 1
		for j < len(body) && body[j-1].comment == "" && body[j].before == nil {
			j++
		}
		chunk := body[i:j]
		for _, c := range chunk[0].before {
			if !fresh {
				p.emit(line, "")
			}
			p.lines = append(p.lines, fmtLine{comment: c, indent: strings.Repeat(" ", first)})
			line, fresh = "", true
		}
		if fresh {
			line = strings.Repeat(" ", p.indent(chunk[0], eq, wrap)-1)
		}
		units := fmtUnits(chunk)
		all := strings.Join(unitTexts(units), " ")
		if utf8.RuneCountInString(line)+1+len(all) <= FormatWidth {
			line += " " + all
		} else {
			for k, u := range units {
				switch {
				case u.alt && (k > 0 || !fresh):
					p.emit(line, "")
					line = strings.Repeat(" ", eq) + u.text
				case utf8.RuneCountInString(line)+1+len(u.text) > FormatWidth && strings.TrimSpace(line) != "" && !(k == 0 && fresh):
					p.emit(line, "")
					line = strings.Repeat(" ", wrap) + u.text
				default:
					line += " " + u.text
				}
			}
		}
		fresh = false
		if c := chunk[len(chunk)-1].comment; c != "" {
			p.emit(line, c)
			line, fresh = "", true
		}
		i = j
	}
	if !fresh {
		p.emit(line, "")
	}
	for _, c := range r.after {
		p.lines = append(p.lines, fmtLine{comment: c, indent: strings.Repeat(" ", first)})
	}
}

// indent is where a line starting with t goes: a top-level "/" under
// the "=", anything else as a wrapped alternative.
func (p *fmtPrinter) indent(t *fmtTok, eq, wrap int) int {
	if t.text == "/" && t.depth == 0 {
		return eq
	}
	return wrap
}

// fmtUnit is a piece of a line that is never broken: a token, or a
// repeat count with the token after it.
type fmtUnit struct {
	text string
	alt  bool // a top-level "/"
}

func fmtUnits(ts []*fmtTok) []fmtUnit {
	var us []fmtUnit
	glue := false
	for _, t := range ts {
		if glue {
			us[len(us)-1].text += t.text
		} else {
			us = append(us, fmtUnit{text: t.text, alt: t.text == "/" && t.depth == 0})
		}
		glue = t.repeat
	}
	return us
}

func unitTexts(us []fmtUnit) []string {
	s := make([]string, len(us))
	for i, u := range us {
		s[i] = u.text
	}
	return s
}
