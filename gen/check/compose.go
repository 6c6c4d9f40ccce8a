package check

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
)

// replacements reports, as infos, each definition that an update took
// the place of (see abnf.New). Placeholders yield without notice.
func (c *checker) replacements() {
	for _, rep := range c.g.Replaced {
		if rep.Old.Placeholder() || rep.New.Placeholder() {
			continue
		}
		what := "the definition"
		if rep.Old.Incremental {
			what = `the alternatives added with "=/"`
		}
		c.report(c.g.Rule(rep.New.Name), rep.New.At, Info, "rule %q replaces %s at %s (update)", rep.New.Name, what, rep.Old.At)
	}
}

// coreRedefinitions reports the rules a grammar defines with "=" under the
// name of a core rule of RFC 5234 Appendix B.1, in any case: an info when
// the language is the core rule's, a warning when it is not. Every
// reference to the name, in any case, means the grammar's rule.
func (c *checker) coreRedefinitions() {
	core := abnf.Core()
	for _, r := range c.g.Rules {
		cr := core.Rule(r.Name)
		if r.Core || cr == nil || r.Defs[0].Incremental || r.Defs[0] == cr.Defs[0] {
			// A core rule, or "=/" adding to one (RFC 5234 §3.3).
			continue
		}
		name, fold := strconv.Quote(cr.Name), ""
		if r.Name != cr.Name {
			fold = " (rule names are case-insensitive)"
		}
		diff, known := languageDiff(c.g, r, core, cr)
		if !known && abnf.Format(r.Body()) == abnf.Format(cr.Body()) {
			known = true
		}
		if !known {
			diff, known = lengthDiff(c.g, r, core, cr)
		}
		switch {
		case known && diff == "":
			c.report(r, r.Pos(), Info, "rule %q redefines the core rule %s of RFC 5234 Appendix B.1%s with the same language", r.Name, name, fold)
		case known:
			c.report(r, r.Pos(), Warning, "rule %q redefines the core rule %s of RFC 5234 Appendix B.1%s with another language: %s; every reference to %s means this rule", r.Name, name, fold, diff, cr.Name)
		default:
			c.report(r, r.Pos(), Warning, "rule %q redefines the core rule %s of RFC 5234 Appendix B.1%s with another definition; every reference to %s means this rule", r.Name, name, fold, cr.Name)
		}
	}
}

// maxFinite is the most strings finite keeps in a language: more than
// OCTET's 256, the largest core rule.
const maxFinite = 4096

// languageDiff compares the languages of rule a of grammar ga and rule b
// of grammar gb when both are finite and small (at most maxFinite
// strings, as the core rules but LWSP are): known is false when they are
// not. Otherwise diff is "" when they are equal, or else names the
// shortest string in one only (the first in order among equals).
func languageDiff(ga *abnf.Grammar, a *abnf.Rule, gb *abnf.Grammar, b *abnf.Rule) (diff string, known bool) {
	la, ok := finite(ga, a.Body(), map[*abnf.Rule]bool{a: true})
	if !ok {
		return "", false
	}
	lb, ok := finite(gb, b.Body(), map[*abnf.Rule]bool{b: true})
	if !ok {
		return "", false
	}
	var only []string
	for s := range la {
		if !lb[s] {
			only = append(only, s)
		}
	}
	for s := range lb {
		if !la[s] {
			only = append(only, s)
		}
	}
	if len(only) == 0 {
		return "", true
	}
	s := slices.MinFunc(only, func(x, y string) int { return cmp.Or(cmp.Compare(len(x), len(y)), cmp.Compare(x, y)) })
	side := "this rule"
	if lb[s] {
		side = "the core rule"
	}
	return fmt.Sprintf("%s matches only %s", quoteValues(s), side), true
}

// finite returns the language of n in g, as strings of terminal values
// (see value), when it is finite and has at most maxFinite strings.
// open holds the rules being expanded: recursion counts as infinite.
func finite(g *abnf.Grammar, n abnf.Node, open map[*abnf.Rule]bool) (map[string]bool, bool) {
	switch n := n.(type) {
	case *abnf.Alternation:
		out := map[string]bool{}
		for _, a := range n.Alts {
			l, ok := finite(g, a, open)
			if !ok {
				return nil, false
			}
			maps.Copy(out, l)
			if len(out) > maxFinite {
				return nil, false
			}
		}
		return out, true
	case *abnf.Concatenation:
		out := map[string]bool{"": true}
		for _, item := range n.Items {
			l, ok := finite(g, item, open)
			if !ok {
				return nil, false
			}
			if out, ok = product(out, l); !ok {
				return nil, false
			}
		}
		return out, true
	case *abnf.Group:
		return finite(g, n.Body, open)
	case *abnf.Repetition:
		if n.Max == abnf.Unbounded {
			return nil, false
		}
		item, ok := finite(g, n.Item, open)
		if !ok {
			return nil, false
		}
		out := map[string]bool{}
		cur := map[string]bool{"": true}
		for i := 0; i <= n.Max && len(cur) > 0; i++ {
			if i >= n.Min {
				maps.Copy(out, cur)
			}
			if len(out) > maxFinite || i >= n.Min && len(item) == 1 && item[""] {
				break // too many, or no more strings to come
			}
			if i < n.Max {
				if cur, ok = product(cur, item); !ok {
					return nil, false
				}
			}
		}
		return out, len(out) <= maxFinite
	case *abnf.RuleRef:
		r := g.Rule(n.Name)
		if r == nil || open[r] {
			return nil, false
		}
		open[r] = true
		defer delete(open, r)
		return finite(g, r.Body(), open)
	case *abnf.CharVal:
		out := map[string]bool{"": true}
		for i := 0; i < len(n.Text); i++ {
			c := n.Text[i]
			l := map[string]bool{value(rune(c)): true}
			if !n.CaseSensitive && 'a' <= c|0x20 && c|0x20 <= 'z' {
				l[value(rune(c|0x20))] = true
				l[value(rune(c&^0x20))] = true
			}
			var ok bool
			if out, ok = product(out, l); !ok {
				return nil, false
			}
		}
		return out, true
	case *abnf.NumVal:
		if !n.Range {
			var b strings.Builder
			for _, v := range n.Values {
				b.WriteString(value(v))
			}
			return map[string]bool{b.String(): true}, true
		}
		lo, hi := n.Values[0], n.Values[1]
		if hi-lo >= maxFinite {
			return nil, false
		}
		out := map[string]bool{}
		for v := lo; v <= hi; v++ {
			out[value(v)] = true
		}
		return out, true
	}
	return nil, false // a prose-val
}

// lengthDiff compares the lengths of the strings of rule a of grammar ga
// and rule b of grammar gb: known is false when a length is beyond
// reckoning (a recursion, a prose-val) or the lengths are the same.
// Otherwise diff says what they are.
func lengthDiff(ga *abnf.Grammar, a *abnf.Rule, gb *abnf.Grammar, b *abnf.Rule) (diff string, known bool) {
	alo, ahi, ok := lengths(ga, a.Body(), map[*abnf.Rule]bool{a: true})
	if !ok {
		return "", false
	}
	blo, bhi, ok := lengths(gb, b.Body(), map[*abnf.Rule]bool{b: true})
	if !ok || alo == blo && ahi == bhi {
		return "", false
	}
	span := func(lo, hi int) string {
		switch {
		case hi < 0:
			return fmt.Sprintf("%d or more", lo)
		case lo == hi:
			return strconv.Itoa(lo)
		}
		return fmt.Sprintf("%d to %d", lo, hi)
	}
	return fmt.Sprintf("its strings are %s characters long, the core rule's %s", span(alo, ahi), span(blo, bhi)), true
}

// maxLength is where lengths stops counting: longer is as good as
// unbounded, and sums and products stay far from overflow.
const maxLength = 1 << 30

// lengths returns the shortest and the longest length, in terminal values,
// of the strings of n in g (hi < 0: unbounded), or false when recursion
// (open holds the rules being expanded) or a prose-val leaves them open.
func lengths(g *abnf.Grammar, n abnf.Node, open map[*abnf.Rule]bool) (lo, hi int, ok bool) {
	clamp := func(x int) int { return min(x, maxLength) }
	switch n := n.(type) {
	case *abnf.Alternation:
		lo, hi = maxLength, 0
		for _, a := range n.Alts {
			l, h, ok := lengths(g, a, open)
			if !ok {
				return 0, 0, false
			}
			lo = min(lo, l)
			if h < 0 || hi < 0 {
				hi = -1
			} else {
				hi = max(hi, h)
			}
		}
		return lo, hi, true
	case *abnf.Concatenation:
		for _, item := range n.Items {
			l, h, ok := lengths(g, item, open)
			if !ok {
				return 0, 0, false
			}
			lo = clamp(lo + l)
			if h < 0 || hi < 0 {
				hi = -1
			} else {
				hi = clamp(hi + h)
			}
		}
		return lo, hi, true
	case *abnf.Group:
		return lengths(g, n.Body, open)
	case *abnf.Repetition:
		l, h, ok := lengths(g, n.Item, open)
		if !ok {
			return 0, 0, false
		}
		lo = clamp(l * min(n.Min, maxLength/max(l, 1)))
		switch {
		case n.Max == 0 || h == 0:
			hi = 0
		case n.Max == abnf.Unbounded || h < 0:
			hi = -1
		default:
			hi = clamp(h * min(n.Max, maxLength/h))
		}
		return lo, hi, true
	case *abnf.RuleRef:
		r := g.Rule(n.Name)
		if r == nil || open[r] {
			return 0, 0, false
		}
		open[r] = true
		defer delete(open, r)
		return lengths(g, r.Body(), open)
	case *abnf.CharVal:
		return len(n.Text), len(n.Text), true
	case *abnf.NumVal:
		if n.Range {
			return 1, 1, true
		}
		return len(n.Values), len(n.Values), true
	}
	return 0, 0, false
}

// product returns the concatenations of a string of a with one of b, or
// false past maxFinite strings.
func product(a, b map[string]bool) (map[string]bool, bool) {
	if len(a)*len(b) > maxFinite {
		return nil, false
	}
	out := make(map[string]bool, len(a)*len(b))
	for x := range a {
		for y := range b {
			out[x+y] = true
		}
	}
	return out, true
}

// value encodes a terminal value in the strings of finite: three bytes,
// big-endian, so that every value up to U+10FFFF keeps its identity.
func value(v rune) string { return string([]byte{byte(v >> 16), byte(v >> 8), byte(v)}) }

// quoteValues quotes a string of terminal values (see value) the way Go
// quotes bytes: "\x01", "a".
func quoteValues(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i+3 <= len(s); i += 3 {
		r := rune(s[i])<<16 | rune(s[i+1])<<8 | rune(s[i+2])
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 0x20 && r < 0x7f:
			b.WriteRune(r)
		case r <= 0xff:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
