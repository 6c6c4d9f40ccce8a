package bench

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/template"
	yosida "github.com/yosida95/uritemplate/v3"
)

// examples are the templates and expansions of RFC 6570
// (../../testdata/rfc6570-examples.txt).
func examples(b testing.TB) (tmpls, wants []string) {
	f, err := os.Open("../../testdata/rfc6570-examples.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		t, w, _ := strings.Cut(line, " ")
		tmpls, wants = append(tmpls, t), append(wants, w)
	}
	return tmpls, wants
}

// The variables of the examples (RFC 6570 §3.2, §2.4.1, §2.4.2), for
// each package.
var (
	ours = map[string]any{
		"count": []string{"one", "two", "three"}, "dom": []string{"example", "com"},
		"dub": "me/too", "hello": "Hello World!", "half": "50%", "var": "value", "who": "fred",
		"base": "http://example.com/home/", "path": "/foo/bar", "list": []string{"red", "green", "blue"},
		"keys": []template.Pair{{Name: "semi", Value: ";"}, {Name: "dot", Value: "."}, {Name: "comma", Value: ","}},
		"v":    "6", "x": "1024", "y": "768", "empty": "", "empty_keys": []template.Pair{}, "undef": nil,
		"semi": ";", "year": []string{"1965", "2000", "2012"},
	}
	theirs = yosida.Values{
		"count": yosida.List("one", "two", "three"), "dom": yosida.List("example", "com"),
		"dub": yosida.String("me/too"), "hello": yosida.String("Hello World!"), "half": yosida.String("50%"),
		"var": yosida.String("value"), "who": yosida.String("fred"), "base": yosida.String("http://example.com/home/"),
		"path": yosida.String("/foo/bar"), "list": yosida.List("red", "green", "blue"),
		"keys": yosida.KV("semi", ";", "dot", ".", "comma", ","),
		"v":    yosida.String("6"), "x": yosida.String("1024"), "y": yosida.String("768"), "empty": yosida.String(""),
		"empty_keys": yosida.KV(), "semi": yosida.String(";"), "year": yosida.List("1965", "2000", "2012"),
	}
)

// TestSame checks that both packages expand the examples as the RFC
// does, so that the benchmarks compare the same work. yosida95's
// associative arrays keep their order, as ours do.
func TestSame(t *testing.T) {
	tmpls, wants := examples(t)
	for i, s := range tmpls {
		got, err := template.MustParse(s).ExpandString(ours)
		if err != nil || got != wants[i] {
			t.Errorf("template: %s = %q, %v; want %q", s, got, err, wants[i])
		}
		y, err := yosida.New(s)
		if err != nil {
			t.Errorf("yosida95: New(%q): %v", s, err)
			continue
		}
		if got, err := y.Expand(theirs); err != nil || got != wants[i] {
			t.Errorf("yosida95: %s = %q, %v; want %q", s, got, err, wants[i])
		}
	}
}

// BenchmarkTemplate parses every example's template ("parse"), and
// expands every example's template, parsed beforehand, to a string
// ("expand"; ours checks that the result is a URI reference too), with
// each package; "make bench" prints each time over yosida95's.
func BenchmarkTemplate(b *testing.B) {
	tmpls, _ := examples(b)
	var o []template.Template
	var y []*yosida.Template
	for _, s := range tmpls {
		o = append(o, template.MustParse(s))
		y = append(y, yosida.MustNew(s))
	}
	b.Run("parse/template", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range tmpls {
				if _, err := template.Parse(s); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("parse/yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range tmpls {
				if _, err := yosida.New(s); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("expand/template", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, t := range o {
				if _, err := t.ExpandString(ours); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("expand/yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, t := range y {
				if _, err := t.Expand(theirs); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}
