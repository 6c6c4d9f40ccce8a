package abnf

import (
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"
)

// MaxListNesting is how deeply ParseList lets lists nest inside the
// elements of lists: each level writes its element twice, so the expanded
// grammar is at most 2^MaxListNesting times the size of the text.
const MaxListNesting = 8

// ParseList reads the grammar file name from src as Parse does, with the
// list extension of RFC 9110 §5.6.1: "<n>#<m>element" is a list of n to m
// elements (n defaults to 0, m to no limit) separated by commas and
// optional white space. Lists are expanded as the sender requirements of
// §5.6.1.1 write them, the form a sender must generate, without empty
// elements:
//
//	1#element       =>  element *( OWS "," OWS element )
//	#element        =>  [ 1#element ]
//	<n>#<m>element  =>  element <n-1>*<m-1>( OWS "," OWS element )
//
// (and "<n>#element" with no maximum as "element <n-1>*( ... )"). The
// lenient form a recipient must also accept (§5.6.1.2), with empty
// elements, is not what lists expand to. OWS is RFC 9110's optional white
// space (§5.6.3): the grammar must define it. The elements a list adds
// (the repetition, OWS and ",") are at the position of the list; the
// element it repeats keeps its own, in both copies.
func (rd Reader) ParseList(name string, src []byte) (*File, error) {
	text, lists, err := listSyntax(name, src)
	if err != nil {
		return nil, err
	}
	f, err := rd.Parse(name, text)
	if err != nil || len(lists) == 0 {
		return f, err
	}
	for _, d := range f.Defs {
		rep, whole := d.Body.(*Repetition)
		whole = whole && !rep.Option && lists[rep.At.Offset]
		if d.Body, err = expandLists(d.Body, lists, 0); err != nil {
			return nil, err
		}
		if g, ok := d.Body.(*Group); ok && whole {
			// A list that is the whole definition needs no parentheses.
			d.Body = g.Body
		}
	}
	return f, nil
}

// listSyntax finds the lists "<n>#<m>" of src outside comments, quoted
// strings and prose-vals, and returns src with each "#" turned into "*",
// which the reader reads as a repetition at the same place, and the byte
// offsets where the lists begin.
func listSyntax(name string, src []byte) ([]byte, map[int]bool, error) {
	var out []byte
	lists := map[int]bool{}
	skipTo := func(i int, end byte) int {
		for i++; i < len(src) && src[i] != end && src[i] != '\n' && src[i] != '\r'; i++ {
		}
		return i
	}
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case ';':
			i = skipTo(i, '\n')
		case '"':
			i = skipTo(i, '"')
		case '<':
			i = skipTo(i, '>')
		case '#':
			start := i
			for start > 0 && isDigit(src[start-1]) {
				start--
			}
			if start > 0 && isNameByte(src[start-1]) {
				continue // not a list: the reader reports the "#"
			}
			end := i + 1
			for end < len(src) && isDigit(src[end]) {
				end++
			}
			text := string(src[start:end])
			if end == len(src) || !startsElement(src[end]) {
				return nil, nil, &Error{Pos: posAt(name, src, i), Msg: fmt.Sprintf("expected an element after the list %s", strconv.Quote(text))}
			}
			min, max, err := repeatBounds(string(src[start:i]) + "*" + string(src[i+1:end]))
			if err == nil && max != Unbounded && min > max {
				err = fmt.Errorf("list %s has minimum %d greater than maximum %d", strconv.Quote(text), min, max)
			}
			if err != nil {
				return nil, nil, &Error{Pos: posAt(name, src, start), Msg: err.Error()}
			}
			if out == nil {
				out = slices.Clone(src)
			}
			out[i] = '*'
			lists[start] = true
		}
	}
	if out == nil {
		return src, nil, nil
	}
	return out, lists, nil
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isNameByte(c byte) bool {
	return isDigit(c) || c == '-' || 'a' <= c|0x20 && c|0x20 <= 'z'
}

// startsElement reports whether c can begin an element: a rule name, a
// group, an option, a char-val, a num-val or a prose-val.
func startsElement(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || c == '(' || c == '[' || c == '"' || c == '%' || c == '<'
}

// posAt returns the position of byte offset off of src.
func posAt(name string, src []byte, off int) Pos {
	p := Pos{File: name, Line: 1, Col: 1, Offset: off}
	lineStart := 0
	for i := 0; i < off; i++ {
		if src[i] == '\n' {
			p.Line++
			lineStart = i + 1
		}
	}
	p.Col = 1 + utf8.RuneCount(src[lineStart:off])
	return p
}

// expandLists replaces, inside n, the repetitions that begin at the
// offsets of lists with their expansions; depth is how many lists enclose
// n.
func expandLists(n Node, lists map[int]bool, depth int) (Node, error) {
	var err error
	switch n := n.(type) {
	case *Alternation:
		for i := range n.Alts {
			if n.Alts[i], err = expandLists(n.Alts[i], lists, depth); err != nil {
				return nil, err
			}
		}
	case *Concatenation:
		for i := range n.Items {
			if n.Items[i], err = expandLists(n.Items[i], lists, depth); err != nil {
				return nil, err
			}
		}
	case *Group:
		n.Body, err = expandLists(n.Body, lists, depth)
		if inner, ok := n.Body.(*Group); ok {
			n.Body = inner.Body // "( 1#e )": one pair of parentheses
		}
	case *Repetition:
		if n.Option || !lists[n.At.Offset] {
			n.Item, err = expandLists(n.Item, lists, depth)
			break
		}
		if depth >= MaxListNesting {
			return nil, &Error{Pos: n.At, Msg: fmt.Sprintf("lists nested more than %d deep (each level writes its element twice)", MaxListNesting)}
		}
		if n.Item, err = expandLists(n.Item, lists, depth+1); err != nil {
			return nil, err
		}
		return list(n), nil
	}
	return n, err
}

// list returns the expansion of the list n, read as a repetition (see
// ParseList).
func list(n *Repetition) Node {
	at := n.At
	if n.Max == 0 {
		return n // no element: the empty string only
	}
	items := []Node{n.Item}
	if n.Max != 1 {
		more := &Repetition{At: at, Min: max(n.Min, 1) - 1, Max: Unbounded, Item: &Group{At: at, Body: &Concatenation{At: at, Items: []Node{
			&RuleRef{At: at, Name: "OWS"}, &CharVal{At: at, Text: ","}, &RuleRef{At: at, Name: "OWS"}, clone(n.Item),
		}}}}
		if n.Max != Unbounded {
			more.Max = n.Max - 1
		}
		items = append(items, more)
	}
	var l Node = n.Item
	if len(items) > 1 {
		l = &Concatenation{At: at, Items: items}
	}
	if n.Min == 0 {
		return &Repetition{At: at, Min: 0, Max: 1, Option: true, Item: l}
	}
	if len(items) > 1 {
		return &Group{At: at, Body: l}
	}
	return l
}

// clone returns a copy of n that shares no node with it.
func clone(n Node) Node {
	switch n := n.(type) {
	case *Alternation:
		c := *n
		c.Alts = cloneAll(n.Alts)
		return &c
	case *Concatenation:
		c := *n
		c.Items = cloneAll(n.Items)
		return &c
	case *Repetition:
		c := *n
		c.Item = clone(n.Item)
		return &c
	case *Group:
		c := *n
		c.Body = clone(n.Body)
		return &c
	case *RuleRef:
		c := *n
		return &c
	case *CharVal:
		c := *n
		return &c
	case *NumVal:
		c := *n
		c.Values = slices.Clone(n.Values)
		return &c
	case *ProseVal:
		c := *n
		return &c
	}
	panic(fmt.Sprintf("abnf: unknown element %T", n))
}

func cloneAll(ns []Node) []Node {
	out := make([]Node, len(ns))
	for i, n := range ns {
		out[i] = clone(n)
	}
	return out
}
