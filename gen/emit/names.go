package emit

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	. "github.com/dave/jennifer/jen"

	"github.com/abnf-uri/uri/gen/abnf"
)

// goName turns a rule name into a Go identifier: each part between
// hyphens capitalized, and a letter after a digit too, so that
// "URI-reference" is URIReference, "path-abempty" PathAbempty and
// "IPv4address" IPv4Address.
func goName(rule string) string {
	var b strings.Builder
	up := true
	for _, r := range rule {
		switch {
		case r == '-':
			up = true
			continue
		case up:
			r = unicode.ToUpper(r)
		}
		b.WriteRune(r)
		up = unicode.IsDigit(r)
	}
	return b.String()
}

// plural names a list of nodes: Segment → Segments, Address →
// Addresses, Query → Queries. A name that looks plural already (Tags,
// Params) gets List: TagsList.
func plural(name string) string {
	lower := strings.ToLower(name)
	vowel := func(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
	n := len(lower)
	switch {
	case strings.HasSuffix(lower, "ss"), strings.HasSuffix(lower, "x"),
		strings.HasSuffix(lower, "ch"), strings.HasSuffix(lower, "sh"):
		return name + "es"
	case strings.HasSuffix(lower, "s"):
		return name + "List"
	case n >= 2 && lower[n-1] == 'y' && !vowel(lower[n-2]):
		return name[:n-1] + "ies"
	}
	return name + "s"
}

// derived are the identifiers the generated packages declare for a rule
// of Go name n: its node type and parser constant (n itself), its kind,
// its entry points and its automata.
func derived(n string) []string {
	return []string{n, "Kind" + n, "Validate" + n, "Valid" + n, "Find" + n,
		"validate" + n, "run" + n, "find" + n, "validateCall" + n, "runCall" + n, "findCall" + n}
}

// names gives every rule a Go name such that no identifier the generated
// packages declare for it (see derived) is one they declare anyway
// (reserved) or one declared for another rule: "kind-x" beside "x" would
// make KindX both a type and a constant, "validate-x" a constant and a
// function. A name that would clash gets "Rule" added, then "_2", "_3"...
func names(rules []*abnf.Rule, reserved map[string]bool) map[*abnf.Rule]string {
	out := map[*abnf.Rule]string{}
	used := map[string]bool{}
	free := func(n string) bool {
		for _, d := range derived(n) {
			if reserved[d] || used[d] {
				return false
			}
		}
		return true
	}
	for _, r := range rules {
		n := goName(r.Name)
		if !free(n) {
			n += "Rule"
		}
		for base, i := n, 2; !free(n); i++ {
			n = base + "_" + strconv.Itoa(i)
		}
		for _, d := range derived(n) {
			used[d] = true
		}
		out[r] = n
	}
	return out
}

// accessors names the accessors of a node type's children: the child's
// type name, or its plural for a list, unless that is a method every node
// has or another child's accessor; then "Node" or "List" is added.
func accessors(children []child, methods map[string]bool) map[*rule]string {
	out := map[*rule]string{}
	used := map[string]bool{}
	for _, c := range children {
		n, suffix := c.rule.name, "Node"
		if c.many {
			n, suffix = plural(n), "List"
		}
		for base, i := n, 1; methods[n] || used[n]; i++ {
			n = base + suffix
			if i > 1 {
				n += strconv.Itoa(i)
			}
		}
		used[n] = true
		out[c.rule] = n
	}
	return out
}

// cmt is a comment written with "//" on every line, as Go doc comments
// are, whatever the text's line breaks (jennifer would write /* */).
func cmt(text string) *Statement { return Comment(slashes(text)) }

// slashes writes text as "//" comment lines.
func slashes(text string) string {
	var b strings.Builder
	for i, line := range strings.Split(text, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		if line == "" {
			b.WriteString("//")
		} else {
			b.WriteString("// " + line)
		}
	}
	return b.String()
}

// cmtf is cmt with a format.
func cmtf(format string, args ...any) *Statement { return cmt(fmt.Sprintf(format, args...)) }
