package abnf

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Format writes n as ABNF text on one line, with single spaces, the way
// RFC 5234 writes elements: `"/" segment`, `*( "/" segment )`, `1*4HEXDIG`.
func Format(n Node) string {
	var b strings.Builder
	format(&b, n, false)
	return b.String()
}

func format(b *strings.Builder, n Node, inner bool) {
	switch n := n.(type) {
	case *Alternation:
		if inner {
			b.WriteString("( ")
		}
		for i, a := range n.Alts {
			if i > 0 {
				b.WriteString(" / ")
			}
			format(b, a, false)
		}
		if inner {
			b.WriteString(" )")
		}
	case *Concatenation:
		if inner {
			b.WriteString("( ")
		}
		for i, a := range n.Items {
			if i > 0 {
				b.WriteByte(' ')
			}
			format(b, a, true)
		}
		if inner {
			b.WriteString(" )")
		}
	case *Repetition:
		if n.Option {
			b.WriteString("[ ")
			format(b, n.Item, false)
			b.WriteString(" ]")
			return
		}
		b.WriteString(RepeatText(n.Min, n.Max))
		format(b, n.Item, true)
	case *Group:
		b.WriteString("( ")
		format(b, n.Body, false)
		b.WriteString(" )")
	case *RuleRef:
		b.WriteString(n.Name)
	case *CharVal:
		b.WriteString(n.Prefix + `"` + n.Text + `"`)
	case *NumVal:
		b.WriteString(n.Text)
	case *ProseVal:
		b.WriteString("<" + n.Text + ">")
	}
}

// RepeatText writes repetition bounds the way RFC 5234 §3.6 does: "*",
// "1*", "*4", "1*4", or "3" for exactly three.
func RepeatText(min, max int) string {
	switch {
	case min == max:
		return strconv.Itoa(min)
	case max == Unbounded && min == 0:
		return "*"
	case max == Unbounded:
		return strconv.Itoa(min) + "*"
	case min == 0:
		return "*" + strconv.Itoa(max)
	default:
		return strconv.Itoa(min) + "*" + strconv.Itoa(max)
	}
}

// Dump writes the parsed form of g, one element per line, indented by
// depth, each with its line:col: what golden files pin to show how a
// grammar was read.
func Dump(w io.Writer, g *Grammar) {
	for _, r := range g.Rules {
		for _, d := range r.Defs {
			op := "="
			if d.Incremental {
				op = "=/"
			}
			core := ""
			if r.Core {
				core = " (core)"
			}
			fmt.Fprintf(w, "%s %s%s  %s\n", d.Name, op, core, d.At)
			dump(w, d.Body, 1)
		}
	}
}

func dump(w io.Writer, n Node, depth int) {
	ind := strings.Repeat("  ", depth)
	at := fmt.Sprintf("%d:%d", n.Pos().Line, n.Pos().Col)
	switch n := n.(type) {
	case *Alternation:
		fmt.Fprintf(w, "%salternation  %s\n", ind, at)
		for _, a := range n.Alts {
			dump(w, a, depth+1)
		}
	case *Concatenation:
		fmt.Fprintf(w, "%sconcatenation  %s\n", ind, at)
		for _, a := range n.Items {
			dump(w, a, depth+1)
		}
	case *Repetition:
		kind := "repetition " + boundsText(n.Min, n.Max)
		if n.Option {
			kind = "option"
		}
		fmt.Fprintf(w, "%s%s  %s\n", ind, kind, at)
		dump(w, n.Item, depth+1)
	case *Group:
		fmt.Fprintf(w, "%sgroup  %s\n", ind, at)
		dump(w, n.Body, depth+1)
	case *RuleRef:
		fmt.Fprintf(w, "%srule %s  %s\n", ind, n.Name, at)
	case *CharVal:
		cs := "case-insensitive"
		if n.CaseSensitive {
			cs = "case-sensitive"
		}
		fmt.Fprintf(w, "%schar-val %s %s  %s\n", ind, strconv.Quote(n.Text), cs, at)
	case *NumVal:
		fmt.Fprintf(w, "%snum-val %s %s  %s\n", ind, n.Text, valuesText(n), at)
	case *ProseVal:
		fmt.Fprintf(w, "%sprose-val %s  %s\n", ind, strconv.Quote(n.Text), at)
	}
}

func boundsText(min, max int) string {
	if max == Unbounded {
		return fmt.Sprintf("%d..inf", min)
	}
	return fmt.Sprintf("%d..%d", min, max)
}

func valuesText(n *NumVal) string {
	hex := func(r rune) string { return fmt.Sprintf("0x%02X", r) }
	if n.Range {
		return "range " + hex(n.Values[0]) + "-" + hex(n.Values[1])
	}
	var parts []string
	for _, v := range n.Values {
		parts = append(parts, hex(v))
	}
	return "values " + strings.Join(parts, ".")
}

// CharText writes the i-th character of n on its own, as error messages
// name it: "b" when case does not matter (a quoted string, RFC 5234
// §2.3, or a character that is no letter), %s"b" when it does (RFC 7405).
func (n *CharVal) CharText(i int) string {
	c := n.Text[i]
	q := strconv.Quote(n.Text[i : i+1])
	if n.CaseSensitive && ('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
		return "%s" + q
	}
	return q
}

// ValueText writes the i-th value of n on its own, in the base the grammar
// used, as error messages name it: %x0A, %d10, %b1010; a single value or a
// range as written.
func (n *NumVal) ValueText(i int) string {
	if n.Range || len(n.Values) == 1 {
		return n.Text
	}
	v := int64(n.Values[i])
	switch n.Base {
	case 'b':
		return n.Text[:2] + strconv.FormatInt(v, 2)
	case 'd':
		return n.Text[:2] + strconv.FormatInt(v, 10)
	}
	return n.Text[:2] + fmt.Sprintf("%02X", v)
}
