package match

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/abnf-uri/uri/gen/abnf"
)

// load reads a grammar from text.
func load(t *testing.T, text string) *abnf.Grammar {
	t.Helper()
	g, err := abnf.Load(fstest.MapFS{"g.abnf": {Data: []byte(text)}}, "g.abnf")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestProse checks that a rule that can only fail through a prose-val
// (RFC 5234 §4: no machine matches prose) fails with an ordinary
// message at the prose-val, and does not panic, as it did with nothing
// recorded at any offset.
func TestProse(t *testing.T) {
	g := load(t, "a = <anything>\nb = \"x\" <more> / \"y\" a\nc = 0<p> \"z\"\n")
	m, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		rule, in string
		ok       bool
		offset   int
		expected []string
		found    string
	}{
		{"a", "x", false, 0, []string{"<anything>"}, `"x"`},
		{"a", "", false, 0, []string{"<anything>"}, EndOfInput},
		{"b", "xz", false, 1, []string{"<more>"}, `"z"`},
		{"b", "y", false, 1, []string{"a"}, EndOfInput},
		{"b", "", false, 0, []string{`"x"`, `"y"`}, EndOfInput},
		// A prose-val under a zero repetition matches the empty string.
		{"c", "z", true, 0, nil, ""},
	}
	for _, tt := range tests {
		res, err := m.Match(tt.rule, tt.in, true)
		if err != nil {
			t.Errorf("%s %q: %v", tt.rule, tt.in, err)
			continue
		}
		if res.OK != tt.ok || !tt.ok && (res.Offset != tt.offset || !slices.Equal(res.Expected, tt.expected) || res.Found != tt.found) {
			t.Errorf("%s %q: ok %v at %d, expected %q, found %s; want ok %v at %d, %q, %s",
				tt.rule, tt.in, res.OK, res.Offset, res.Expected, res.Found, tt.ok, tt.offset, tt.expected, tt.found)
		}
	}
	if res, _ := m.Match("a", "x", false); res.Message() != `expected <anything>, found "x"` {
		t.Errorf("message %q", res.Message())
	}
}

// TestUndefinedScope checks that a rule that uses an undefined rule does
// not stop the others from being matched: RFC 5322's obs-body (§4.1)
// uses text (§3.5), left out of the excerpt, and addr-spec (§3.4.1) does
// not use it.
func TestUndefinedScope(t *testing.T) {
	g, err := abnf.LoadFiles(filepath.Join("../../testdata/compose", "rfc5322-addr-spec.abnf"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	for in, ok := range map[string]bool{
		"a@example.org":        true,
		"a.b@[192.0.2.1]":      true,
		`"a b"@example.org`:    true,
		"a (comment) @ b":      true,
		"a@":                   false,
		"@example.org":         false,
		"a@b@c":                false,
		"(unclosed a@example.": false,
	} {
		res, err := m.Match("addr-spec", in, false)
		if err != nil || res.OK != ok {
			t.Errorf("addr-spec %q: %v, %v; want ok %v", in, res, err, ok)
		}
	}
	_, err = m.Match("obs-body", "x", false)
	if err == nil || !strings.Contains(err.Error(), `rule "obs-body" uses undefined rule "text" (`) {
		t.Errorf("obs-body: %v, want an error naming text", err)
	}
}
