package match

import (
	"errors"
	"testing"
	"testing/fstest"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/grammar"
)

// TestScopeRFC9110 checks RFC 9110's Host and Location read with RFC 3986:
// Host and 3986's host are two rules, and uri-host is 3986's host.
func TestScopeRFC9110(t *testing.T) {
	g, err := abnf.Load(grammar.FS, "rfc9110.abnf", "rfc9110-fields.abnf", "rfc3986.abnf")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		rule, input string
		ok          bool
	}{
		{"Host", "example.com:8080", true},
		{"Host", "[::1]:80", true},
		{"Host", "example.com:x", false},
		{"Location", "http://u@example.com:8080/x?y#z", true},
		{"host-rfc3986", "example.com", true},
		{"host-rfc3986", "example.com:8080", false},
	} {
		res, err := m.Match(tt.rule, tt.input, false)
		if err != nil {
			t.Fatal(err)
		}
		if res.OK != tt.ok {
			t.Errorf("%s %q: ok = %v, want %v (%s)", tt.rule, tt.input, res.OK, tt.ok, res.Message())
		}
	}
}

// TestScopeAmbiguous checks that a reference two other files could
// satisfy is an error naming both definitions.
func TestScopeAmbiguous(t *testing.T) {
	fsys := fstest.MapFS{
		"a.abnf": {Data: []byte("x = \"a\"\n")},
		"b.abnf": {Data: []byte("x = \"b\"\n")},
		"c.abnf": {Data: []byte("top = x\n")},
	}
	_, err := abnf.Load(fsys, "a.abnf", "b.abnf", "c.abnf")
	var se *abnf.ScopeError
	if !errors.As(err, &se) || err.Error() != "c.abnf:1:7: x could be the rule of a.abnf:1:1 or of b.abnf:1:1" {
		t.Errorf("err = %v", err)
	}
}
