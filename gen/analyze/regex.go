package analyze

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

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
// refuses a rule with recursion, naming the cycle.
//
// A prose-val matches no string, as for the other analyses (Rules, Diff)
// and the reference matcher: an alternative that needs one (a
// concatenation with it, a repetition of at least one of it) is the empty
// language and is left out, and a repetition that may take none of it is
// the empty string. A rule whose whole language is empty (it cannot do
// without a prose-val) has no expression in either flavor and is refused
// with an *EmptyError.
//
// Go's regexp reads its input as UTF-8. For a grammar of bytes, values
// above 0x7F are therefore refused. For a grammar of code points
// (Grammar.UTF8) values are written as characters (\x{A0} in RE2, the
// character itself in POSIX), and the expression matches what the
// grammar matches on every valid UTF-8 input; Go's regexp reads each
// invalid byte as U+FFFD, so where the rule allows U+FFFD (see
// AllowsReplacement) it also matches invalid UTF-8, which the grammar
// does not.
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
	w := regexWriter{g: g, rule: r, f: f, utf8: g.UTF8(), short: shortestLengths(g, check.Components(g))}
	if w.empty(r.Body()) {
		return "", &EmptyError{Rule: r}
	}
	if err := w.node(r.Body(), true); err != nil {
		return "", err
	}
	return w.b.String(), nil
}

// EmptyError is the error of Regex for a rule that matches no string: it
// cannot do without a prose-val, which matches none.
type EmptyError struct {
	Rule *abnf.Rule
}

func (e *EmptyError) Error() string {
	return fmt.Sprintf("%s: rule %q matches no string (every alternative needs a prose-val, which matches none): the empty language has no regular expression", e.Rule.Pos(), e.Rule.Name)
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
	g     *abnf.Grammar
	rule  *abnf.Rule // the rule written, for messages
	f     Flavor
	utf8  bool               // values are code points (Grammar.UTF8)
	short map[*abnf.Rule]int // each rule's shortest length, inf for none (shortestLengths)
	b     strings.Builder
}

// onlyEmpty reports whether n is a repetition that matches the empty
// string and no other, having no iteration to make ("0<...>", "*<...>"):
// nothing to write in a concatenation.
func (w *regexWriter) onlyEmpty(n abnf.Node) bool {
	r, ok := n.(*abnf.Repetition)
	return ok && (r.Max == 0 || w.empty(r.Item))
}

// empty reports whether n matches no string: its shortest length is that
// of no string, as Rules reads it.
func (w *regexWriter) empty(n abnf.Node) bool {
	return shortest(w.g, w.short, n) == inf
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
		// The one-character alternatives as one class, first: for
		// whole strings, the order of alternatives does not matter.
		var merged CharSet
		var rest []abnf.Node
		for _, a := range n.Alts {
			if w.empty(a) {
				continue // matches nothing: left out
			}
			if set, ok := w.class(a); ok {
				merged = merged.Union(set)
			} else {
				rest = append(rest, a)
			}
		}
		if len(merged) > 0 {
			w.set(merged)
		}
		for i, a := range rest {
			if i > 0 || len(merged) > 0 {
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
		items := slices.DeleteFunc(slices.Clone(n.Items), w.onlyEmpty)
		if len(items) == 0 {
			return w.node(n.Items[0], top) // the empty string, once
		}
		for _, a := range items {
			if err := w.node(a, false); err != nil {
				return err
			}
		}
	case *abnf.Group:
		return w.node(n.Body, top)
	case *abnf.Repetition:
		if n.Max == 0 || w.empty(n.Item) {
			// No iteration, or none possible: the empty string (the
			// caller leaves out a repetition that must take one).
			if w.f == RE2 {
				w.b.WriteString("(?:)")
			} else {
				w.b.WriteString("()")
			}
			return nil
		}
		atom := regexWriter{g: w.g, rule: w.rule, f: w.f, utf8: w.utf8, short: w.short}
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
				w.set(CharSet{{rune(u), rune(u)}, {rune(u | 0x20), rune(u | 0x20)}})
				continue
			}
			w.literal(rune(c))
		}
	case *abnf.NumVal:
		// class takes every range and single value it can write: what
		// comes here is a sequence, or has a byte above 0x7F.
		if !w.utf8 {
			for _, v := range n.Values {
				if v > 0x7F {
					return fmt.Errorf("%s: num-val %s is above 0x7F, which Go's regexp cannot match as a byte: it reads UTF-8 (with -encoding utf8, values are code points)", n.At, n.Text)
				}
			}
		}
		for _, v := range n.Values {
			w.literal(v)
		}
	case *abnf.ProseVal:
		// Left out by the callers, as the empty language it is: not
		// reached.
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

// class reports whether n matches exactly one character (for a grammar of
// bytes, one byte below 0x80), and which.
func (w *regexWriter) class(n abnf.Node) (CharSet, bool) {
	switch n := n.(type) {
	case *abnf.Alternation:
		var s CharSet
		for _, a := range n.Alts {
			if w.empty(a) {
				continue
			}
			t, ok := w.class(a)
			if !ok {
				return nil, false
			}
			s = s.Union(t)
		}
		return s, len(s) > 0
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
			c := rune(n.Text[0])
			if u := c &^ 0x20; !n.CaseSensitive && 'A' <= u && u <= 'Z' {
				return CharSet{{u, u}, {u | 0x20, u | 0x20}}, true
			}
			return CharSet{{c, c}}, true
		}
	case *abnf.NumVal:
		lo, hi := n.Values[0], n.Values[0]
		if n.Range {
			hi = n.Values[1]
		} else if len(n.Values) > 1 {
			return nil, false
		}
		if hi > 0x7F && !w.utf8 || lo > hi {
			return nil, false
		}
		return CharSet{{lo, hi}}, true
	}
	return nil, false
}

// set writes a one-character class: the character itself when alone,
// else a bracket expression of ranges.
func (w *regexWriter) set(s CharSet) {
	if len(s) == 1 && s[0][0] == s[0][1] {
		w.literal(s[0][0])
		return
	}
	// In POSIX brackets "]" must come first, "-" last and "^" not first.
	var body strings.Builder
	var hasBracket, hasDash, hasCaret bool
	for _, r := range s {
		lo, hi := r[0], r[1]
		if w.f == POSIX && (lo <= ']' && ']' <= hi || lo <= '-' && '-' <= hi || lo <= '^' && '^' <= hi) {
			// Write such a range character by character, those three
			// apart (they are ASCII: the range is short).
			for c := lo; c <= hi; c++ {
				switch c {
				case ']':
					hasBracket = true
				case '-':
					hasDash = true
				case '^':
					hasCaret = true
				default:
					w.classRune(&body, c)
				}
			}
			continue
		}
		w.classRune(&body, lo)
		if hi > lo {
			if hi > lo+1 {
				body.WriteByte('-')
			}
			w.classRune(&body, hi)
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

// classRune writes a character inside brackets.
func (w *regexWriter) classRune(b *strings.Builder, c rune) {
	switch {
	case c >= 0x80:
		w.wide(b, c)
	case w.f == RE2 && (c < 0x21 || c == 0x7F || strings.IndexRune(`\]^-[`, c) >= 0):
		fmt.Fprintf(b, `\x%02X`, c)
	case c == '\\':
		// POSIX takes a backslash in brackets as itself, Go's POSIX mode
		// as an escape: doubled, it is the backslash for both.
		b.WriteString(`\\`)
	default:
		b.WriteRune(c)
	}
}

// wide writes a character above 0x7F (grammars of code points): \x{...}
// in RE2, the character itself (as UTF-8) in POSIX, which has no escape
// for it; surrogates, which no UTF-8 input holds, as their neighbours'
// escape would be invalid text, are written as escapes in both.
func (w *regexWriter) wide(b *strings.Builder, c rune) {
	if w.f == RE2 || !utf8.ValidRune(c) {
		fmt.Fprintf(b, `\x{%X}`, c)
		return
	}
	b.WriteRune(c)
}

// literal writes one character outside brackets.
func (w *regexWriter) literal(c rune) {
	switch {
	case c >= 0x80:
		if w.f == POSIX && !utf8.ValidRune(c) {
			w.b.WriteString("[")
			w.wide(&w.b, c)
			w.b.WriteString("]")
			return
		}
		w.wide(&w.b, c)
	case w.f == RE2 && (c < 0x21 || c == 0x7F):
		fmt.Fprintf(&w.b, `\x%02X`, c)
	case strings.IndexRune(`\.+*?()|[]{}^$`, c) >= 0:
		w.b.WriteByte('\\')
		w.b.WriteRune(c)
	case w.f == POSIX && (c < 0x21 || c == 0x7F):
		w.b.WriteString("[" + string(c) + "]")
	default:
		w.b.WriteRune(c)
	}
}

// AllowsReplacement reports whether rule r of a grammar of code points can
// match U+FFFD, the character Go's regexp reads an invalid byte as (see
// Regex).
func AllowsReplacement(g *abnf.Grammar, r *abnf.Rule) bool {
	if !g.UTF8() {
		return false
	}
	found := false
	seen := map[*abnf.Rule]bool{}
	var visit func(x *abnf.Rule)
	visit = func(x *abnf.Rule) {
		if x == nil || seen[x] || found {
			return
		}
		seen[x] = true
		abnf.Walk(x.Body(), func(n abnf.Node) bool {
			switch n := n.(type) {
			case *abnf.NumVal:
				lo, hi := n.Values[0], n.Values[len(n.Values)-1]
				if !n.Range {
					found = found || slices.Contains(n.Values, utf8.RuneError)
				} else if lo <= utf8.RuneError && utf8.RuneError <= hi {
					found = true
				}
			case *abnf.RuleRef:
				visit(g.Rule(n.Name))
			}
			return !found
		})
	}
	visit(r)
	return found
}
