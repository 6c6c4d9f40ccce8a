package template_test

import (
	"net/netip"
	"testing"

	"github.com/abnf-uri/uri/template"
)

// TestSources expands one template with the variables of each kind of
// source Expand takes, and each kind of value.
func TestSources(t *testing.T) {
	tmpl := template.MustParse("{/a,b*}{?c*}")
	const want = "/x/1/2?k=v&l=w"
	type embedded struct {
		C map[string]string `uri:"c"`
	}
	type vars struct {
		A       string `uri:"a"`
		B       []int  `uri:"b"`
		Skipped string `uri:"-"`
		embedded
	}
	seven := 7
	for _, c := range []struct {
		name string
		vars any
		want string
	}{
		{"map[string]any", map[string]any{"a": "x", "b": []any{1, nil, uint8(2)}, "c": map[string]string{"l": "w", "k": "v"}}, want},
		{"map[string]string", map[string]string{"a": "x"}, "/x"},
		{"Lookup", template.Lookup(func(name string) (any, bool) {
			v, ok := map[string]any{"a": "x", "b": []string{"1", "2"}, "c": []template.Pair{{Name: "k", Value: "v"}, {Name: "l", Value: "w"}}}[name]
			return v, ok
		}), want},
		{"func", func(name string) (any, bool) { return nil, false }, ""},
		{"struct", vars{A: "x", B: []int{1, 2}, Skipped: "no", embedded: embedded{map[string]string{"k": "v", "l": "w"}}}, want},
		{"pointer to struct", &vars{A: "x"}, "/x"},
		{"nil", nil, ""},
		// Scalars and Stringers are strings; a nil pointer is undefined,
		// a pointer what it points to.
		{"scalars", map[string]any{"a": true, "b": []any{1.5, int64(-3)}, "c": map[string]any{"ip": netip.MustParseAddr("::1"), "n": (*int)(nil), "s": &seven}}, "/true/1.5/-3?ip=%3A%3A1&s=7"},
		// An empty list, an empty array, and one whose members are all
		// undefined, are undefined (§2.3).
		{"empty", map[string]any{"a": "", "b": []string{}, "c": map[string]any{"x": nil}}, "/"},
	} {
		got, err := tmpl.ExpandString(c.vars)
		if err != nil || got != c.want {
			t.Errorf("%s: %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	if _, err := tmpl.ExpandString(42); err == nil {
		t.Error("variables of type int: no error")
	}
}

// TestPrefixCharacters checks that a prefix counts characters, code
// points, not bytes (RFC 6570 §2.4.1), and for "+" and "#" a pct-encoded
// triplet as one.
func TestPrefixCharacters(t *testing.T) {
	vars := map[string]any{"v": "é€𝄞x", "p": "%41%zzb", "bad": "a\xffb"}
	for tmpl, want := range map[string]string{
		"{v:1}":   "%C3%A9",
		"{v:3}":   "%C3%A9%E2%82%AC%F0%9D%84%9E",
		"{+v:2}":  "%C3%A9%E2%82%AC",
		"{+p:1}":  "%41",
		"{+p:2}":  "%41%25",
		"{p:1}":   "%25",
		"{bad:2}": "a%FF",
	} {
		got, err := template.MustParse(tmpl).ExpandString(vars)
		if err != nil || got != want {
			t.Errorf("%s = %q, %v; want %q", tmpl, got, err, want)
		}
	}
}

// TestLiterals checks the expansion of literals (RFC 6570 §3.1): the
// characters allowed in a URI as they are, the others (ucschar,
// iprivate) as the pct-encoded triplets of their UTF-8.
func TestLiterals(t *testing.T) {
	got, err := template.MustParse("http://example.com/caf\u00e9/\ue000?a=%41{x}").ExpandString(nil)
	if want := "http://example.com/caf%C3%A9/%EE%80%80?a=%41"; err != nil || got != want {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
}
