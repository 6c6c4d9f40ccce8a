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
	matchAll(t, g, []struct {
		rule, input string
		ok          bool
	}{
		{"Host", "example.com:8080", true},
		{"Host", "[::1]:80", true},
		{"Host", "example.com:x", false},
		{"Location", "http://u@example.com:8080/x?y#z", true},
		{"host-rfc3986", "example.com", true},
		{"host-rfc3986", "example.com:8080", false},
	})
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

// TestScopeUpdate checks that an update file keeps its meaning inside the
// scope it updates: where two files define a name, it updates the rule of
// the file of its own RFC, and its references bind as in the files it
// updates; an update or a reference that could be of either file is an
// error naming both.
func TestScopeUpdate(t *testing.T) {
	fsys := fstest.MapFS{
		"x.abnf": {Data: []byte("; RFC 9001\ntop = host\nhost = \"x\"\n")},
		"y.abnf": {Data: []byte("; RFC 9002\nother = host\nhost = \"y\"\n")},
		// Of y's RFC: its host is y's.
		"y-update.abnf": {Data: []byte("; RFC 9002, an update\nhost =/ \"z\"\n")},
		// Of another RFC, updating y's other: its host is y's.
		"other.abnf": {Data: []byte("; RFC 9003\nother =/ host \"!\"\n")},
		// Of another RFC: either host.
		"either.abnf": {Data: []byte("; RFC 9003\nhost =/ \"w\"\n")},
		"new.abnf":    {Data: []byte("; RFC 9003\nnew = host\n")},
	}
	g, err := abnf.Loader{FS: fsys}.Load([]string{"x.abnf", "y.abnf"}, []string{"y-update.abnf", "other.abnf"})
	if err != nil {
		t.Fatal(err)
	}
	matchAll(t, g, []struct {
		rule, input string
		ok          bool
	}{
		{"top", "x", true},
		{"top", "z", false},
		{"other", "y", true},
		{"other", "z", true},
		{"other", "y!", true},
		{"other", "z!", true},
		{"other", "x!", false},
	})
	for file, want := range map[string]string{
		"either.abnf": "either.abnf:2:1: host could be the rule of x.abnf:3:1 or of y.abnf:3:1",
		"new.abnf":    "new.abnf:2:7: host could be the rule of x.abnf:3:1 or of y.abnf:3:1",
	} {
		_, err := abnf.Loader{FS: fsys}.Load([]string{"x.abnf", "y.abnf"}, []string{file})
		var se *abnf.ScopeError
		if !errors.As(err, &se) || err.Error() != want {
			t.Errorf("-update %s: %v, want %s", file, err, want)
		}
	}
}
