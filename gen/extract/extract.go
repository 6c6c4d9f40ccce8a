// Package extract reads the ABNF rules out of the plain text of an RFC,
// as BAP's aex does: it finds the rule definitions ("name = ..." and
// "name =/ ..." with their continuation lines, indented more), leaves out
// page footers and headers, joins a rule split by a page break, and skips
// prose, figures and examples that are not ABNF.
package extract

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Rule is one definition found in an RFC's text.
type Rule struct {
	Name string // as printed
	// Text is the definition as printed, without page footers and
	// headers, its lines joined by "\n", each with the indentation of
	// the first line removed, with no trailing white space.
	Text    string
	Line    int    // line of the RFC text where it begins, from 1
	Page    int    // page number of that line's footer; 0 without page footers
	Section string // "3.2.2", or "A" and "A.1" for appendices; "" before the first heading
}

// Invalid is text laid out as a rule definition and written in ABNF's
// tokens that does not parse as ABNF (RFC 5234, RFC 7405): in an RFC,
// usually an erratum.
type Invalid struct {
	Rule
	Err error // an *abnf.Error whose position is in the RFC text
}

// Result is what Extract finds.
type Result struct {
	Rules   []Rule    // definitions that parse, in the order of the text
	Invalid []Invalid // definitions in ABNF tokens that do not parse
}

// Rules returns the rules of text that parse as ABNF. The error, if not
// nil, lists the definitions that are written in ABNF tokens but do not
// parse (see Extract), which the rules leave out.
func Rules(text []byte) ([]Rule, error) {
	r := Extract(text)
	var errs []string
	for _, in := range r.Invalid {
		errs = append(errs, in.Err.Error())
	}
	if len(errs) > 0 {
		return r.Rules, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return r.Rules, nil
}

// Section names a rule's section as a heading does: "Section 3.2.2",
// "Appendix A.1", or "" for none.
func (r Rule) SectionName() string {
	switch {
	case r.Section == "":
		return ""
	case r.Section[0] >= 'A' && r.Section[0] <= 'Z':
		return "Appendix " + r.Section
	}
	return "Section " + r.Section
}

// Tokens returns the ABNF tokens of the rule's text, without white space
// and comments: two definitions print the same rule when their tokens
// are equal.
func (r Rule) Tokens() []string {
	toks, _ := tokens(r.Text)
	return toks
}

type line struct {
	text    string
	num     int
	page    int
	section string
	brk     bool // a page break lies before this line
}

var (
	pageFooter = regexp.MustCompile(`\[Page \d+\]\s*$`)
	pageNum    = regexp.MustCompile(`\[Page (\d+)\]\s*$`)
	heading    = regexp.MustCompile(`^(?:Appendix\s+([A-Z](?:\.\d+)*)|([A-Z](?:\.\d+)+)|(\d+(?:\.\d+)*))\.?(?:\s|$)`)
	ruleStart  = regexp.MustCompile(`^([ \t]*)([A-Za-z][A-Za-z0-9-]*)[ \t]*(=/|=)(?:[^=]|$)`)
)

// logical returns the lines of text without page footers, form feeds,
// page headers and the blank lines around them.
func logical(text []byte) []line {
	s := strings.TrimPrefix(string(text), "\ufeff")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	raw := strings.Split(s, "\n")
	pages := make([]int, len(raw))
	page := 0
	for i := len(raw) - 1; i >= 0; i-- {
		if m := pageNum.FindStringSubmatch(raw[i]); m != nil && i+1 < len(raw) && strings.HasPrefix(raw[i+1], "\f") {
			fmt.Sscan(m[1], &page)
		}
		pages[i] = page
	}
	var out []line
	section := ""
	brk := false
	for i := 0; i < len(raw); i++ {
		t := strings.TrimRight(raw[i], " \t")
		if strings.HasPrefix(t, "\f") {
			// Drop the padding and the footer before, the header and
			// blank lines after.
			for len(out) > 0 && strings.TrimSpace(out[len(out)-1].text) == "" {
				out = out[:len(out)-1]
			}
			if len(out) > 0 && pageFooter.MatchString(out[len(out)-1].text) {
				out = out[:len(out)-1]
			}
			for len(out) > 0 && strings.TrimSpace(out[len(out)-1].text) == "" {
				out = out[:len(out)-1]
			}
			i++
			for i < len(raw) && strings.TrimSpace(raw[i]) == "" {
				i++
			}
			if i < len(raw) && (strings.HasPrefix(raw[i], "RFC ") || strings.HasPrefix(raw[i], "Internet-Draft")) {
				i++
			}
			for i < len(raw) && strings.TrimSpace(raw[i]) == "" {
				i++
			}
			i--
			brk = true
			continue
		}
		if m := heading.FindStringSubmatch(t); m != nil {
			section = m[1] + m[2] + m[3]
		}
		out = append(out, line{text: t, num: i + 1, page: pages[i], section: section, brk: brk})
		brk = false
	}
	return out
}

func indent(s string) int { return len(s) - len(strings.TrimLeft(s, " \t")) }

// Extract finds the rule definitions of text, an RFC in the RFC Editor's
// plain-text format.
func Extract(text []byte) *Result {
	lines := logical(text)
	res := &Result{}
	for i := 0; i < len(lines); i++ {
		m := ruleStart.FindStringSubmatch(lines[i].text)
		if m == nil {
			continue
		}
		k := len(m[1])
		j := i + 1
		for j < len(lines) {
			t := lines[j].text
			if strings.TrimSpace(t) == "" || indent(t) <= k || ruleStart.MatchString(t) {
				break
			}
			j++
		}
		// A page break inside is kept only if the rule then reads.
		cand := lines[i:j]
		for {
			r, err, ok := build(cand, m[2], k)
			if !ok || err != nil {
				if cut := lastBreak(cand); cut > 0 {
					cand = cand[:cut]
					continue
				}
			}
			if ok {
				if err != nil {
					res.Invalid = append(res.Invalid, Invalid{Rule: r, Err: err})
				} else {
					res.Rules = append(res.Rules, r)
				}
			}
			break
		}
		i += len(cand) - 1
	}
	return res
}

func lastBreak(ls []line) int {
	for i := len(ls) - 1; i > 0; i-- {
		if ls[i].brk {
			return i
		}
	}
	return 0
}

// build makes the rule of lines; ok is false when its text is not in
// ABNF tokens, err not nil when it is but does not parse.
func build(ls []line, name string, k int) (Rule, error, bool) {
	var b strings.Builder
	for i, l := range ls {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.text[min(k, indent(l.text)):])
	}
	r := Rule{Name: name, Text: b.String(), Line: ls[0].num, Page: ls[0].page, Section: ls[0].section}
	if _, err := tokens(r.Text); err != nil {
		return r, nil, false
	}
	if _, err := abnf.Parse("", []byte(r.Text+"\n")); err != nil {
		if e, ok := err.(*abnf.Error); ok {
			p := e.Pos
			if p.Line >= 1 && p.Line <= len(ls) {
				p.Line, p.Col = ls[p.Line-1].num, p.Col+min(k, indent(ls[p.Line-1].text))
			}
			return r, &abnf.Error{Pos: p, Msg: e.Msg}, true
		}
		return r, err, true
	}
	return r, nil, true
}
