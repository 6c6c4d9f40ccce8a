package match

import (
	"fmt"
	"slices"
	"strings"
)

// Shape writes a tree as rule[pos,end](children...), each node followed
// by its children in order; trees with several roots (a rule matched that
// makes no node) are written one after the other. Tests compare the trees
// of generated parsers with the matcher's in this form.
func Shape(nodes []Node) string {
	var b strings.Builder
	var write func(i int)
	write = func(i int) {
		n := nodes[i]
		fmt.Fprintf(&b, "%s[%d,%d]", n.Rule, n.Pos, n.End)
		first := true
		for j := i + 1; j < len(nodes); j++ {
			if nodes[j].Parent != i {
				continue
			}
			if first {
				b.WriteByte('(')
				first = false
			} else {
				b.WriteByte(' ')
			}
			write(j)
		}
		if !first {
			b.WriteByte(')')
		}
	}
	for i, n := range nodes {
		if n.Parent == -1 {
			write(i)
		}
	}
	return b.String()
}

// Expects reports whether text, a list of expectations as JoinOr writes
// it ("a, b or c", the form of the generated parsers' errors), names the
// same expectations as r.Expected, in any order. Items must not contain
// ", " or " or ", which the expectations of grammars whose quoted
// literals are single characters do not.
func (r *Result) Expects(text string) bool {
	var items []string
	head, last, ok := strings.Cut(text, " or ")
	if !ok {
		items = []string{text}
	} else {
		for strings.Contains(last, " or ") { // EndOfInput has one
			var more string
			more, last, _ = strings.Cut(last, " or ")
			head += " or " + more
		}
		items = append(strings.Split(head, ", "), last)
	}
	a, b := slices.Clone(items), slices.Clone(r.Expected)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}
