package analyze

import (
	"fmt"
	"regexp/syntax"
	"unicode"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/dfa"
)

// Difference compares the languages of two regular rules.
type Difference struct {
	// Equal is set when the two rules match the same strings: neither
	// HasOnlyA nor HasOnlyB.
	Equal bool
	// The shortest strings of each language that the other lacks (when
	// there is one): OnlyA is matched by the first side only.
	OnlyA, OnlyB       string
	HasOnlyA, HasOnlyB bool // whether OnlyA, OnlyB hold one ("" may be the string)
}

// Diff decides whether rule a of grammar ga and rule b of grammar gb
// match the same strings, and gives the shortest string of each that the
// other does not match.
func Diff(ga *abnf.Grammar, a *abnf.Rule, gb *abnf.Grammar, b *abnf.Rule) (*Difference, error) {
	da, err := languageDFA(dfa.NewCompiler(ga, nil), a, check.Nullable(ga))
	if err != nil {
		return nil, err
	}
	db, err := languageDFA(dfa.NewCompiler(gb, nil), b, check.Nullable(gb))
	if err != nil {
		return nil, err
	}
	d := &Difference{}
	d.OnlyA, d.HasOnlyA = shortestIn(da, db)
	d.OnlyB, d.HasOnlyB = shortestIn(db, da)
	d.Equal = !d.HasOnlyA && !d.HasOnlyB
	return d, nil
}

// shortestIn finds the shortest string x accepts and y does not, by a
// breadth-first search of the pairs of their states.
func shortestIn(x, y *dfa.DFA) (string, bool) {
	type pair struct{ x, y int }
	type from struct {
		prev pair
		b    byte
	}
	// Bytes that neither automaton tells apart go together; the most
	// readable stands for them.
	reps := map[[2]uint8]byte{}
	var order [][2]uint8
	for c := 0; c < 256; c++ {
		k := [2]uint8{x.Class[c], y.Class[c]}
		r, ok := reps[k]
		if !ok {
			order = append(order, k)
			reps[k] = byte(c)
		} else if readability(byte(c)) > readability(r) {
			reps[k] = byte(c)
		}
	}
	start := pair{0, 0}
	seen := map[pair]from{start: {}}
	queue := []pair{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if x.States[p.x].Final != nil && (p.y == dfa.Dead || y.States[p.y].Final == nil) {
			var w []byte
			for cur := p; cur != start; cur = seen[cur].prev {
				w = append(w, seen[cur].b)
			}
			for i, j := 0, len(w)-1; i < j; i, j = i+1, j-1 {
				w[i], w[j] = w[j], w[i]
			}
			return string(w), true
		}
		for _, k := range order {
			b := reps[k]
			nx := x.States[p.x].Next[x.Class[b]].To
			if nx == dfa.Dead {
				continue
			}
			ny := dfa.Dead
			if p.y != dfa.Dead {
				ny = y.States[p.y].Next[y.Class[b]].To
			}
			q := pair{nx, ny}
			if _, ok := seen[q]; !ok {
				seen[q] = from{p, b}
				queue = append(queue, q)
			}
		}
	}
	return "", false
}

// RegexGrammar turns a regular expression (Go's syntax, which is RE2's)
// into a grammar of one rule, "regex", that matches the same strings when
// the expression is matched against whole strings: anchors at its start
// and end are dropped, anchors elsewhere refused.
//
// Without utf8, the expression is read byte by byte, as an ABNF grammar of
// bytes reads its terminals: a character up to U+00FF is that byte (not
// its UTF-8 encoding), and character classes are sets of bytes (runes
// above 0xFF left out, so that "[^/]" matches every byte but "/"). With
// utf8, characters are code points, as Go's regexp reads them, and the
// grammar is one of code points (Encoding UTF8): it matches what the
// expression matches on valid UTF-8 (Go's regexp also reads each byte of
// invalid UTF-8 as U+FFFD, which the grammar does not).
func RegexGrammar(expr string, utf8 bool) (*abnf.Grammar, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, err
	}
	re = re.Simplify()
	// Anchors at the ends say "the whole string", which is how the
	// languages are compared; anywhere else they would need more.
	if re.Op == syntax.OpConcat {
		subs := re.Sub
		for len(subs) > 0 && isAnchor(subs[0]) {
			subs = subs[1:]
		}
		for len(subs) > 0 && isAnchor(subs[len(subs)-1]) {
			subs = subs[:len(subs)-1]
		}
		re = &syntax.Regexp{Op: syntax.OpConcat, Sub: subs, Flags: re.Flags}
	} else if isAnchor(re) {
		re = &syntax.Regexp{Op: syntax.OpEmptyMatch}
	}
	top := rune(0xFF)
	if utf8 {
		top = unicode.MaxRune
	}
	body, err := fromRegex(re, top)
	if err != nil {
		return nil, err
	}
	f := &abnf.File{Name: "regex", Defs: []*abnf.Definition{{Name: "regex", Body: body}}}
	g := abnf.New(f)
	if utf8 {
		g.Encoding = abnf.UTF8
	}
	return g, nil
}

// fromRegex turns re into a grammar element whose values go up to top.
func fromRegex(re *syntax.Regexp, top rune) (abnf.Node, error) {
	subs := func() ([]abnf.Node, error) {
		var out []abnf.Node
		for _, s := range re.Sub {
			n, err := fromRegex(s, top)
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		}
		return out, nil
	}
	switch re.Op {
	case syntax.OpEmptyMatch:
		return &abnf.CharVal{Text: ""}, nil
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
		return nil, fmt.Errorf("an anchor (^ or $) inside the expression: only anchors at its start and end are understood")
	case syntax.OpNoMatch:
		return &abnf.ProseVal{Text: "no match"}, nil
	case syntax.OpLiteral:
		var items []abnf.Node
		for _, r := range re.Rune {
			if r > top {
				return nil, fmt.Errorf("the literal %q is not a byte (with -encoding utf8, characters are code points)", r)
			}
			if re.Flags&syntax.FoldCase != 0 && r < 0x80 {
				items = append(items, &abnf.CharVal{Text: string(rune(r))})
			} else {
				items = append(items, &abnf.NumVal{Base: 'x', Values: []rune{r}, Text: fmt.Sprintf("%%x%02X", r)})
			}
		}
		return seq(items), nil
	case syntax.OpCharClass:
		var alts []abnf.Node
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], min(re.Rune[i+1], top)
			if lo > top {
				continue
			}
			alts = append(alts, valueRange(lo, hi))
		}
		return alt(alts), nil
	case syntax.OpAnyCharNotNL:
		return alt([]abnf.Node{valueRange(0, 9), valueRange(0x0B, top)}), nil
	case syntax.OpAnyChar:
		return valueRange(0, top), nil
	case syntax.OpCapture:
		return fromRegex(re.Sub[0], top)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		item, err := fromRegex(re.Sub[0], top)
		if err != nil {
			return nil, err
		}
		r := &abnf.Repetition{Item: item, Max: abnf.Unbounded}
		switch re.Op {
		case syntax.OpPlus:
			r.Min = 1
		case syntax.OpQuest:
			r.Max = 1
		case syntax.OpRepeat:
			r.Min, r.Max = re.Min, re.Max
			if re.Max < 0 {
				r.Max = abnf.Unbounded
			}
		}
		return r, nil
	case syntax.OpConcat:
		items, err := subs()
		return seq(items), err
	case syntax.OpAlternate:
		alts, err := subs()
		return alt(alts), err
	}
	return nil, fmt.Errorf("regular expression construct %v is not supported", re.Op)
}

// valueRange is the num-val %xLO-HI.
func valueRange(lo, hi rune) *abnf.NumVal {
	return &abnf.NumVal{Base: 'x', Values: []rune{lo, hi}, Range: true, Text: fmt.Sprintf("%%x%02X-%02X", lo, hi)}
}

func seq(items []abnf.Node) abnf.Node {
	if len(items) == 1 {
		return items[0]
	}
	return &abnf.Concatenation{Items: items}
}

func alt(alts []abnf.Node) abnf.Node {
	switch len(alts) {
	case 0:
		return &abnf.ProseVal{Text: "no match"}
	case 1:
		return alts[0]
	}
	return &abnf.Alternation{Alts: alts}
}

func isAnchor(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
		return true
	}
	return false
}
