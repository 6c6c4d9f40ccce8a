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

// plural names a list of nodes: Segment → Segments, Address → Addresses.
func plural(name string) string {
	if strings.HasSuffix(name, "s") || strings.HasSuffix(name, "x") {
		return name + "es"
	}
	return name + "s"
}

// names gives every rule a distinct Go name, avoiding the names the
// generated packages declare themselves.
func names(rules []*abnf.Rule, reserved map[string]bool) map[*abnf.Rule]string {
	out := map[*abnf.Rule]string{}
	used := map[string]bool{}
	for _, r := range rules {
		n := goName(r.Name)
		if reserved[n] {
			n += "Rule"
		}
		for base, i := n, 2; used[n]; i++ {
			n = base + "_" + strconv.Itoa(i)
		}
		used[n] = true
		out[r] = n
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
