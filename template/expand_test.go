package template_test

import (
	"bufio"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/template"
)

// rfc6570Vars are the variables of RFC 6570's examples: those of §3.2,
// which include those of the tables of §1.2, with semi of §2.4.1 and
// year of §2.4.2 (its dom is §3.2's).
var rfc6570Vars = map[string]any{
	"count":      []string{"one", "two", "three"},
	"dom":        []string{"example", "com"},
	"dub":        "me/too",
	"hello":      "Hello World!",
	"half":       "50%",
	"var":        "value",
	"who":        "fred",
	"base":       "http://example.com/home/",
	"path":       "/foo/bar",
	"list":       []string{"red", "green", "blue"},
	"keys":       []template.Pair{{"semi", ";"}, {"dot", "."}, {"comma", ","}},
	"v":          "6",
	"x":          "1024",
	"y":          "768",
	"empty":      "",
	"empty_keys": []template.Pair{},
	"undef":      nil,
	"semi":       ";",
	"year":       []string{"1965", "2000", "2012"},
}

// example is an example of RFC 6570: a template, its expansion and the
// section that prints it.
type example struct {
	section, template, want string
}

// readExamples reads testdata/rfc6570-examples.txt.
func readExamples(t testing.TB) []example {
	f, err := os.Open("testdata/rfc6570-examples.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []example
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if s, ok := strings.CutPrefix(line, "# §"); ok {
			section = "§" + s
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		tmpl, want, ok := strings.Cut(line, " ")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		out = append(out, example{section, tmpl, want})
	}
	return out
}

// TestExamples expands every example of RFC 6570 (§1.2, §2.4.1, §2.4.2,
// §3.2.1 to §3.2.9) and checks the expansion, and that the template
// reads back as written.
func TestExamples(t *testing.T) {
	examples := readExamples(t)
	if len(examples) != 188 {
		t.Errorf("%d examples, want the RFC's 188", len(examples))
	}
	for _, e := range examples {
		tmpl, err := template.Parse(e.template)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", e.section, e.template, err)
			continue
		}
		if got := tmpl.String(); got != e.template {
			t.Errorf("%s: String() = %q, want %q", e.section, got, e.template)
		}
		got, err := tmpl.ExpandString(rfc6570Vars)
		if err != nil || got != e.want {
			t.Errorf("%s: %s expands to %q, %v; want %q", e.section, e.template, got, err, e.want)
		}
		u, err := tmpl.Expand(rfc6570Vars)
		if err != nil || u.String() != e.want {
			t.Errorf("%s: Expand(%q) = %q, %v; want %q", e.section, e.template, u, err, e.want)
		}
	}
}

// TestExampleMapper is §2.4.2's example of an exploded associative
// array, which the RFC gives without a table.
func TestExampleMapper(t *testing.T) {
	got, err := template.MustParse("/mapper{?address*}").ExpandString(map[string]any{
		"address": []template.Pair{{"city", "Newport Beach"}, {"state", "CA"}},
	})
	if want := "/mapper?city=Newport%20Beach&state=CA"; err != nil || got != want {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
}

// exampleLine is a line of an example table in the RFC's text: a
// template with an expression and its expansion.
var (
	exampleLine = regexp.MustCompile(`^\s+(\S*\{\S+)\s+(\S+)\s*$`)
	levelLine   = regexp.MustCompile(`^\s*\|\s*\|\s+(\S*\{\S+)\s+(\S+)\s+\|$`)
	heading     = regexp.MustCompile(`^(\d+(?:\.\d+)*)\.\s+\S`)
)

// TestExamplesComplete reads the examples off RFC 6570's text, the
// tables of §1.2 and those after "Example Template", and checks that
// testdata/rfc6570-examples.txt has each of them, in order.
func TestExamplesComplete(t *testing.T) {
	text, err := os.ReadFile("../../shared/rfc/rfc6570.txt")
	if err != nil {
		t.Skip("no ../shared:", err)
	}
	var got []example
	section, inTable := "", false
	for line := range strings.Lines(string(text)) {
		line = strings.TrimRight(line, "\n\f")
		if m := heading.FindStringSubmatch(line); m != nil {
			section, inTable = "§"+m[1], false
			continue
		}
		if section == "§1.2" {
			if m := levelLine.FindStringSubmatch(line); m != nil {
				got = append(got, example{section, m[1], m[2]})
			}
			continue
		}
		if strings.Contains(line, "Example Template") {
			inTable = true
			continue
		}
		if !inTable || line == "" || strings.HasPrefix(line, "Gregorio") || strings.HasPrefix(line, "RFC 6570") {
			continue
		}
		if m := exampleLine.FindStringSubmatch(line); m != nil {
			got = append(got, example{section, m[1], m[2]})
		} else {
			inTable = false
		}
	}
	want := readExamples(t)
	if len(got) != len(want) {
		t.Errorf("the RFC has %d examples, the table %d", len(got), len(want))
	}
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			t.Errorf("example %d: the RFC has %v, the table %v", i, got[i], want[i])
		}
	}
}

// TestExpandErrors checks the errors of expansion (RFC 6570 §3): an
// operator reserved for future extensions (§2.2), a prefix modifier on a
// composite value (§2.4.1), a value of no type a variable can have, and a
// result that is not a URI reference, each at its offset in the
// template.
func TestExpandErrors(t *testing.T) {
	for _, c := range []struct {
		tmpl   string
		vars   any
		offset int
		reason string
	}{
		// §2.2: op-reserve.
		{"{=var}", rfc6570Vars, 1, `operator "=" is reserved for future extensions`},
		{"{,var}", rfc6570Vars, 1, `operator "," is reserved for future extensions`},
		{"{!var}", rfc6570Vars, 1, `operator "!" is reserved for future extensions`},
		{"{@var}", rfc6570Vars, 1, `operator "@" is reserved for future extensions`},
		{"x{|var}", rfc6570Vars, 2, `operator "|" is reserved for future extensions`},
		// §2.4.1: "Prefix modifiers are not applicable to variables that
		// have composite values."
		{"{list:1}", rfc6570Vars, 1, `prefix modifier on variable "list", whose value is composite`},
		{"{?x,keys:2}", rfc6570Vars, 4, `prefix modifier on variable "keys", whose value is composite`},
		{"{/count:3}", rfc6570Vars, 2, `prefix modifier on variable "count", whose value is composite`},
		// A value Expand cannot write.
		{"{x}", map[string]any{"x": struct{}{}}, 1, `variable "x" has no value to expand`},
		{"{x}", map[string]any{"x": [][]string{{"a"}}}, 1, `variable "x" has no value to expand`},
		// Not a URI reference: reserved characters where RFC 3986 has
		// none.
		{"http://h/{+p}", map[string]any{"p": "a[b"}, 11, `expansion of variable "p" is not a URI reference`},
		{"{#f}{#g}", map[string]any{"f": "a", "g": "b"}, 6, `expansion of variable "g" is not a URI reference`},
		{"http://h/{+p}", map[string]any{"p": "x y:z%zz%41"}, 0, ``}, // " " and "%" encoded, "%41" kept
		{"http://[{x}]/", map[string]any{"x": "v1.a"}, 0, ``},        // an IPvFuture
		{"http://[{x}]/", map[string]any{"x": "zz"}, 9, `expansion of variable "x" is not a URI reference`},
		{"/a[b", nil, 2, `literal expands to no URI reference`},
	} {
		tmpl, err := template.Parse(c.tmpl)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.tmpl, err)
			continue
		}
		got, err := tmpl.ExpandString(c.vars)
		if c.reason == "" {
			if err != nil {
				t.Errorf("%s: %v", c.tmpl, err)
			}
			continue
		}
		var e *uri.Error
		var se *uri.SyntaxError
		if !errors.As(err, &e) || !errors.As(err, &se) {
			t.Errorf("%s: got %q, %v; want a *uri.Error with a *uri.SyntaxError", c.tmpl, got, err)
			continue
		}
		if e.Op != "expand URI template" || e.Input != c.tmpl || se.Offset != c.offset || se.Reason != c.reason {
			t.Errorf("%s: %v (offset %d, reason %q); want offset %d, reason %q", c.tmpl, err, se.Offset, se.Reason, c.offset, c.reason)
		}
	}
}
