package analyze

import (
	"fmt"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// Flavor is a dialect of regular expressions.
type Flavor int

const (
	// RE2 is the syntax of RE2 and Go's regexp: (?:...) groups, (?i:...)
	// for case-insensitive letters, \x escapes.
	RE2 Flavor = iota
	// POSIX is POSIX extended regular expressions (egrep; Go's
	// regexp.CompilePOSIX): plain groups, bracket expressions, no escapes
	// but backslashes before special characters.
	POSIX
)

// Regex writes rule r as a regular expression of flavor f that matches
// exactly the rule's strings when anchored at both ends (^(?:...)$). It
// refuses a rule with recursion, naming the cycle, a prose-val that must
// match something, values above 0x7F (Go's regexp reads UTF-8, not
// bytes), and code points above 0xFF, for which the same holds.
func Regex(g *abnf.Grammar, r *abnf.Rule, f Flavor) (string, error) {
	for _, c := range check.Cycles(g) {
		if reaches(g, r, c[0]) {
			path := []string{}
			for _, x := range check.Cycle(g, c[0]) {
				path = append(path, x.Name)
			}
			// Recursion need not make a language irregular
			// (a = "x" a / "y" is x*y), so say what is refused, not why.
			return "", fmt.Errorf("%s: rule %q uses recursive rule %q (%s): expressions are written only for rules without recursion", r.Pos(), r.Name, c[0].Name, strings.Join(path, " → "))
		}
	}
	w := regexWriter{g: g, rule: r, f: f}
	if err := w.node(r.Body(), true); err != nil {
		return "", err
	}
	return w.b.String(), nil
}

func reaches(g *abnf.Grammar, from, to *abnf.Rule) bool {
	seen := map[*abnf.Rule]bool{}
	var visit func(x *abnf.Rule) bool
	visit = func(x *abnf.Rule) bool {
		if x == nil || seen[x] {
			return false
		}
		if x == to {
			return true
		}
		seen[x] = true
		for _, ref := range abnf.Refs(x.Body()) {
			if visit(g.Rule(ref.Name)) {
				return true
			}
		}
		return false
	}
	return visit(from)
}

type regexWriter struct {
	g    *abnf.Grammar
	rule *abnf.Rule // the rule written, for messages
	f    Flavor
	b    strings.Builder
}

func (w *regexWriter) open() {
	if w.f == RE2 {
		w.b.WriteString("(?:")
	} else {
		w.b.WriteString("(")
	}
}

// node writes n; top says no group is needed around an alternation.
func (w *regexWriter) node(n abnf.Node, top bool) error {
	if set, ok := w.class(n); ok {
		w.set(set)
		return nil
	}
	switch n := n.(type) {
	case *abnf.Alternation:
		if !top {
			w.open()
		}
		// The one-byte alternatives as one class, first: for whole
		// strings, the order of alternatives does not matter.
		var merged byteSet
		var rest []abnf.Node
		for _, a := range n.Alts {
			if set, ok := w.class(a); ok {
				merged[0] |= set[0]
				merged[1] |= set[1]
			} else {
				rest = append(rest, a)
			}
		}
		if merged != (byteSet{}) {
			w.set(merged)
		}
		for i, a := range rest {
			if i > 0 || merged != (byteSet{}) {
				w.b.WriteByte('|')
			}
			if err := w.node(a, true); err != nil {
				return err
			}
		}
		if !top {
			w.b.WriteByte(')')
		}
	case *abnf.Concatenation:
		for _, a := range n.Items {
			if err := w.node(a, false); err != nil {
				return err
			}
		}
	case *abnf.Group:
		return w.node(n.Body, top)
	case *abnf.Repetition:
		if n.Max == 0 {
			if w.f == RE2 {
				w.b.WriteString("(?:)")
			} else {
				w.b.WriteString("()")
			}
			return nil
		}
		atom := regexWriter{g: w.g, rule: w.rule, f: w.f}
		if err := atom.node(n.Item, true); err != nil {
			return err
		}
		text := atom.b.String()
		if !isAtom(text) {
			w.open()
			w.b.WriteString(text)
			w.b.WriteByte(')')
		} else {
			w.b.WriteString(text)
		}
		switch {
		case n.Min == 0 && n.Max == abnf.Unbounded:
			w.b.WriteByte('*')
		case n.Min == 1 && n.Max == abnf.Unbounded:
			w.b.WriteByte('+')
		case n.Min == 0 && n.Max == 1:
			w.b.WriteByte('?')
		case n.Max == abnf.Unbounded:
			fmt.Fprintf(&w.b, "{%d,}", n.Min)
		case n.Min == n.Max:
			fmt.Fprintf(&w.b, "{%d}", n.Min)
		default:
			fmt.Fprintf(&w.b, "{%d,%d}", n.Min, n.Max)
		}
	case *abnf.RuleRef:
		return w.node(w.g.Rule(n.Name).Body(), top)
	case *abnf.CharVal:
		for i := 0; i < len(n.Text); i++ {
			c := n.Text[i]
			if u := c &^ 0x20; !n.CaseSensitive && 'A' <= u && u <= 'Z' {
				var s byteSet
				s.add(u)
				s.add(u | 0x20)
				w.set(s)
				continue
			}
			w.literal(c)
		}
	case *abnf.NumVal:
		// class takes every range and single value up to 0x7F: what
		// comes here has a value above, or is a sequence.
		for _, v := range n.Values {
			if v > 0xFF {
				return fmt.Errorf("%s: rule %q has code points above 0xFF (num-val %s), which the byte automaton cannot express yet", n.At, w.rule.Name, n.Text)
			}
		}
		if n.Range {
			return fmt.Errorf("%s: num-val %s is above 0x7F: Go's regexp reads UTF-8, not bytes", n.At, n.Text)
		}
		for _, v := range n.Values {
			if v > 0x7F {
				return fmt.Errorf("%s: num-val %s is above 0x7F: Go's regexp reads UTF-8, not bytes", n.At, n.Text)
			}
			w.literal(byte(v))
		}
	case *abnf.ProseVal:
		return fmt.Errorf("%s: prose-val <%s> cannot be written as a regular expression", n.At, n.Text)
	}
	return nil
}

// isAtom reports whether a regex fragment can take a quantifier as is.
func isAtom(s string) bool {
	switch {
	case len(s) == 1, len(s) == 2 && s[0] == '\\':
		return true
	case strings.HasPrefix(s, "\\x") && len(s) == 4:
		return true
	case s[0] == '[' && strings.IndexByte(s[1:], ']') == len(s)-2:
		return true
	}
	return false
}

// byteSet is a set of bytes below 0x80.
type byteSet [2]uint64

func (s *byteSet) add(b byte)      { s[b>>6] |= 1 << (b & 63) }
func (s *byteSet) has(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }

// class reports whether n matches exactly one byte, and which.
func (w *regexWriter) class(n abnf.Node) (byteSet, bool) {
	var s byteSet
	switch n := n.(type) {
	case *abnf.Alternation:
		for _, a := range n.Alts {
			t, ok := w.class(a)
			if !ok {
				return s, false
			}
			s[0] |= t[0]
			s[1] |= t[1]
		}
		return s, true
	case *abnf.Group:
		return w.class(n.Body)
	case *abnf.RuleRef:
		return w.class(w.g.Rule(n.Name).Body())
	case *abnf.Repetition:
		if n.Min == 1 && n.Max == 1 {
			return w.class(n.Item)
		}
	case *abnf.CharVal:
		if len(n.Text) == 1 {
			c := n.Text[0]
			s.add(c)
			if u := c &^ 0x20; !n.CaseSensitive && 'A' <= u && u <= 'Z' {
				s.add(u)
				s.add(u | 0x20)
			}
			return s, true
		}
	case *abnf.NumVal:
		lo, hi := n.Values[0], n.Values[0]
		if n.Range {
			hi = n.Values[1]
		} else if len(n.Values) > 1 {
			return s, false
		}
		if hi > 0x7F {
			return s, false
		}
		for v := lo; v <= hi; v++ {
			s.add(byte(v))
		}
		return s, true
	}
	return s, false
}

// set writes a one-byte class: the byte itself when alone, else a
// bracket expression of ranges.
func (w *regexWriter) set(s byteSet) {
	var bytes []byte
	for b := 0; b < 0x80; b++ {
		if s.has(byte(b)) {
			bytes = append(bytes, byte(b))
		}
	}
	if len(bytes) == 1 {
		w.literal(bytes[0])
		return
	}
	// In POSIX brackets "]" must come first, "-" last and "^" not first.
	var body strings.Builder
	var hasBracket, hasDash, hasCaret bool
	for i := 0; i < len(bytes); {
		j := i
		for j+1 < len(bytes) && bytes[j+1] == bytes[j]+1 {
			j++
		}
		lo, hi := bytes[i], bytes[j]
		i = j + 1
		if w.f == POSIX && (lo <= ']' && ']' <= hi || lo <= '-' && '-' <= hi || lo <= '^' && '^' <= hi) {
			// Write such a range byte by byte, those three apart.
			for b := int(lo); b <= int(hi); b++ {
				switch byte(b) {
				case ']':
					hasBracket = true
				case '-':
					hasDash = true
				case '^':
					hasCaret = true
				default:
					w.classByte(&body, byte(b))
				}
			}
			continue
		}
		w.classByte(&body, lo)
		if hi > lo {
			if hi > lo+1 {
				body.WriteByte('-')
			}
			w.classByte(&body, hi)
		}
	}
	w.b.WriteByte('[')
	if hasBracket {
		w.b.WriteByte(']')
	}
	w.b.WriteString(body.String())
	switch {
	case hasCaret && !hasBracket && body.Len() == 0:
		// "^" alone first would negate: "-" before it, or nothing else.
		if hasDash {
			w.b.WriteString("-^")
		} else {
			w.b.WriteString("^")
		}
	default:
		if hasCaret {
			w.b.WriteByte('^')
		}
		if hasDash {
			w.b.WriteByte('-')
		}
	}
	w.b.WriteByte(']')
}

// classByte writes a byte inside brackets.
func (w *regexWriter) classByte(b *strings.Builder, c byte) {
	switch {
	case w.f == RE2 && (c < 0x21 || c == 0x7F || strings.IndexByte(`\]^-[`, c) >= 0):
		fmt.Fprintf(b, `\x%02X`, c)
	case c == '\\':
		// POSIX takes a backslash in brackets as itself, Go's POSIX mode
		// as an escape: doubled, it is the backslash for both.
		b.WriteString(`\\`)
	default:
		b.WriteByte(c)
	}
}

// literal writes one byte outside brackets.
func (w *regexWriter) literal(b byte) {
	switch {
	case w.f == RE2 && (b < 0x21 || b == 0x7F):
		fmt.Fprintf(&w.b, `\x%02X`, b)
	case strings.IndexByte(`\.+*?()|[]{}^$`, b) >= 0:
		w.b.WriteByte('\\')
		w.b.WriteByte(b)
	case w.f == POSIX && (b < 0x21 || b == 0x7F):
		w.b.WriteString("[" + string(rune(b)) + "]")
	default:
		w.b.WriteByte(b)
	}
}
