package abnf

import (
	"io/fs"
	"maps"
	"regexp"
	"testing"

	"github.com/abnf-uri/uri/grammar"
)

// TestHeaderGrammar checks the header of every file of grammar/: its RFC
// is the one its first line names, and the reference entries are those of
// rfc9110-fields.abnf (RFC 9110 §19.1) and rfc5321-imports.abnf (RFC 5321
// §10.1) only; rfc5538-imports.abnf's "[RFC5322]." begins a line of prose.
func TestHeaderGrammar(t *testing.T) {
	first := regexp.MustCompile(`^; RFC ([0-9]+)`)
	want := map[string]map[string]string{
		"rfc9110-fields.abnf":  {"URI": "3986"},
		"rfc5321-imports.abnf": {"4": "5322"},
	}
	names, err := fs.Glob(grammar.FS, "*.abnf")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		src, err := fs.ReadFile(grammar.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Parse(name, src)
		if err != nil {
			t.Fatal(err)
		}
		if m := first.FindSubmatch(src); m == nil || f.RFC != string(m[1]) {
			t.Errorf("%s: RFC %q, want the first line's", name, f.RFC)
		}
		if !maps.Equal(f.Cites, want[name]) {
			t.Errorf("%s: cites %v, want %v", name, f.Cites, want[name])
		}
	}
}

// TestReadHeader checks the forms of a header.
func TestReadHeader(t *testing.T) {
	for _, tt := range []struct {
		src   string
		rfc   string
		cites map[string]string
	}{
		{"; RFC 9110, HTTP Semantics\n\nx = \"a\"\n", "9110", nil},
		{"x = \"a\"\n; RFC 9110\n", "", nil},
		{"; Not an RFC.\n; See RFC3986 later.\nx = \"a\"\n", "3986", nil},
		// An entry over several lines; the first RFC it names.
		{"; RFC 9110\n;\n; [URI]  Berners-Lee,\n;        STD 66, RFC 3986, DOI 10.17487/RFC3986\n", "9110", map[string]string{"URI": "3986"}},
		// An entry ends at an empty comment line, a blank line or the
		// next entry; one that names no RFC binds nothing.
		{"; RFC 9110\n; [A] Someone,\n;\n; RFC 1.\n", "9110", nil},
		{"; RFC 9110\n; [A] Someone,\n\n; RFC 1.\n", "9110", nil},
		{"; [A] RFC 1\n; [B] RFC 2\n; RFC 3\n", "", map[string]string{"A": "1", "B": "2"}},
		{"; RFC 5321\n; [4]   Resnick, P., \"Internet Message Format\", RFC 5322, October 2008.\nx = y\n; [5] RFC 2119\n", "5321", map[string]string{"4": "5322"}},
		// Not entries: a tag not followed by white space, or with a
		// space inside.
		{"; RFC 5538\n; [RFC5322]. RFC 5322's id-left\n; [a b] RFC 1\n", "5538", nil},
		// The first of two entries of one tag.
		{"; [A] RFC 1\n; [A] RFC 2\n", "", map[string]string{"A": "1"}},
	} {
		rfc, cites := readHeader([]byte(tt.src))
		if rfc != tt.rfc || !maps.Equal(cites, tt.cites) {
			t.Errorf("%q: %q, %v; want %q, %v", tt.src, rfc, cites, tt.rfc, tt.cites)
		}
	}
}
