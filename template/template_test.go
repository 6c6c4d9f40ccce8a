package template_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/template"
	"github.com/sebdah/goldie/v2"
)

// TestParse checks the expressions Parse reads off templates: operator,
// varspecs with their modifiers, and offsets.
func TestParse(t *testing.T) {
	v := func(pos, end int, name string, prefix int, explode bool) template.Varspec {
		return template.Varspec{Pos: pos, End: end, Name: name, Prefix: prefix, Explode: explode}
	}
	for _, c := range []struct {
		in   string
		want []template.Expression
	}{
		{"", nil},
		{"http://example.com/", nil},
		{"{var}", []template.Expression{{Pos: 0, End: 5, Vars: []template.Varspec{v(1, 4, "var", 0, false)}}}},
		{"a{+path:6}/here", []template.Expression{{Pos: 1, End: 10, Op: '+', Vars: []template.Varspec{v(3, 9, "path", 6, false)}}}},
		{"{/list*,path:4}", []template.Expression{{Pos: 0, End: 15, Op: '/', Vars: []template.Varspec{v(2, 7, "list", 0, true), v(8, 14, "path", 4, false)}}}},
		{"{?a.b,%41_9:9999}{&x}", []template.Expression{
			{Pos: 0, End: 17, Op: '?', Vars: []template.Varspec{v(2, 5, "a.b", 0, false), v(6, 16, "%41_9", 9999, false)}},
			{Pos: 17, End: 21, Op: '&', Vars: []template.Varspec{v(19, 20, "x", 0, false)}},
		}},
		{"é{|x}", []template.Expression{{Pos: 2, End: 6, Op: '|', Vars: []template.Varspec{v(4, 5, "x", 0, false)}}}},
	} {
		tmpl, err := template.Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got := tmpl.Expressions(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Parse(%q) = %+v, want %+v", c.in, got, c.want)
		}
		var b strings.Builder
		last := 0
		for _, e := range tmpl.Expressions() {
			b.WriteString(c.in[last:e.Pos])
			b.WriteString(e.String())
			if got := c.in[e.Pos:e.End]; got != e.String() {
				t.Errorf("%q: expression %q at %d:%d, String %q", c.in, got, e.Pos, e.End, e.String())
			}
			for _, v := range e.Vars {
				if got := c.in[v.Pos:v.End]; got != v.String() {
					t.Errorf("%q: varspec %q at %d:%d, String %q", c.in, got, v.Pos, v.End, v.String())
				}
			}
			last = e.End
		}
		b.WriteString(c.in[last:])
		if b.String() != c.in || tmpl.String() != c.in {
			t.Errorf("%q: rebuilt as %q, String %q", c.in, b.String(), tmpl.String())
		}
	}
}

// TestNames checks the variables of a template, each once.
func TestNames(t *testing.T) {
	got := template.MustParse("{/var:1,var}{?x,y}{&x}").Names()
	if want := []string{"var", "x", "y"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Names() = %q, want %q", got, want)
	}
}

// parseErrors are strings that are no templates (RFC 6570 §2, and the
// malformed expressions §3 speaks of): each stops matching at the offset
// given.
var parseErrors = []struct {
	in     string
	offset int
}{
	{"{", 1},                 // §2.2: a variable-list is not optional
	{"{}", 1},                //
	{"{var", 4},              // no "}"
	{"var}", 3},              // "}" outside an expression (§2.1)
	{"{var}}", 5},            //
	{"{{var}}", 1},           // expressions cannot be nested (§3.2)
	{"{va r}", 3},            // a space in a varname (§2.3)
	{"{var,}", 5},            // "," then no varspec
	{"{,}", 2},               // an operator, then no varspec
	{"{+}", 2},               //
	{"{var:}", 5},            // §2.4.1: max-length is a positive integer
	{"{var:0}", 5},           //
	{"{var:10000}", 9},       // < 10000
	{"{var:3*}", 6},          // §2.4: one modifier
	{"{var*:3}", 5},          //
	{"{var**}", 5},           //
	{"{$var}", 1},            // §2.2: "$", "(" and ")" are not operators
	{"{(var)}", 1},           //
	{"{var.}", 5},            // §2.3: "." only between varchars
	{"{.var..x}", 6},         //
	{"{%2}", 3},              // a pct-encoded triplet, or no "%"
	{"100%", 4},              // §2.1: "%" aside from pct-encoded
	{"a b", 1},               // SP, DQUOTE, "'", "<", ">", "\", "^", "`", "|"
	{`a"b`, 1},               //
	{"a'b", 1},               //
	{"<a>", 0},               //
	{`a\b`, 1},               //
	{"a^b", 1},               //
	{"a`b", 1},               //
	{"a|b", 1},               //
	{"a\x7fb", 1},            // CTL
	{"a\tb", 1},              //
	{"a\xffb", 1},            // not UTF-8
	{"a\u00a0b\ufffe", 4},    // U+FFFE is no ucschar
	{"{\u00e9}", 1},          // varchar is ASCII
	{"/users{/user}{?x", 16}, // the RFC's end of input
}

// TestParseErrors checks the errors of Parse on strings that are no
// templates: a *uri.Error (Op "parse URI template") with a
// *uri.SyntaxError of rule URI-Template, at the offset given; their
// messages are testdata/errors.golden.
func TestParseErrors(t *testing.T) {
	var b strings.Builder
	for _, c := range parseErrors {
		_, err := template.Parse(c.in)
		var e *uri.Error
		var se *uri.SyntaxError
		if !errors.As(err, &e) || !errors.As(err, &se) {
			t.Errorf("Parse(%q) = %v, want a *uri.Error with a *uri.SyntaxError", c.in, err)
			continue
		}
		if e.Op != "parse URI template" || e.Input != c.in || se.Rule != "URI-Template" || se.Spec != "RFC 6570 §2" || se.Offset != c.offset || len(se.Expected) == 0 {
			t.Errorf("Parse(%q): %v (offset %d, rule %q, spec %q); want offset %d", c.in, err, se.Offset, se.Rule, se.Spec, c.offset)
		}
		if template.Valid(c.in) {
			t.Errorf("Valid(%q) = true", c.in)
		}
		fmt.Fprintf(&b, "%q\n\t%v\n", c.in, err)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "errors", []byte(b.String()))
}

// TestMustParse checks that MustParse panics on a string that is no
// template.
func TestMustParse(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustParse(\"{\") did not panic")
		}
	}()
	template.MustParse("{")
}

// TestText checks MarshalText and UnmarshalText.
func TestText(t *testing.T) {
	var tmpl template.Template
	if err := tmpl.UnmarshalText([]byte("{/a}")); err != nil || tmpl.String() != "{/a}" {
		t.Fatalf("UnmarshalText: %v, %q", err, tmpl)
	}
	if err := tmpl.UnmarshalText([]byte("{")); err == nil || tmpl.String() != "{/a}" {
		t.Errorf("UnmarshalText(\"{\"): %v, left %q", err, tmpl)
	}
	if b, _ := tmpl.MarshalText(); string(b) != "{/a}" {
		t.Errorf("MarshalText = %q", b)
	}
}

// TestValidAllocs checks that Valid does not allocate.
func TestValidAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { template.Valid("http://example.com/{+path}{?x,y}") }); n != 0 {
		t.Errorf("Valid: %v allocations", n)
	}
}
