package match

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/grammar"
)

// renamed returns the files of grammar.FS under other names: to[i] is
// the name of from[i].
func renamed(t *testing.T, from, to []string) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for i, name := range from {
		src, err := fs.ReadFile(grammar.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		fsys[to[i]] = &fstest.MapFile{Data: src}
	}
	return fsys
}

// matchAll wants each input of rule to match as ok says.
func matchAll(t *testing.T, g *abnf.Grammar, tests []struct {
	rule, input string
	ok          bool
}) {
	t.Helper()
	m, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		res, err := m.Match(tt.rule, tt.input, false)
		if err != nil {
			t.Fatal(err)
		}
		if res.OK != tt.ok {
			t.Errorf("%s %q: ok = %v, want %v (%s)", tt.rule, tt.input, res.OK, tt.ok, res.Message())
		}
	}
}

// TestScopeRenamedFiles checks that the files of a composition are of the
// RFCs their headers name, whatever their names: RFC 9110's two files
// (Host, and uri-host imported from RFC 3986's host) and RFC 5321 with
// RFC 5322 compose as TestScopeRFC9110 and TestScopeRFC5321 have them.
func TestScopeRenamedFiles(t *testing.T) {
	fsys := renamed(t, []string{"rfc9110.abnf", "rfc9110-fields.abnf", "rfc3986.abnf"}, []string{"a.abnf", "b.abnf", "c.abnf"})
	g, err := abnf.Load(fsys, "a.abnf", "b.abnf", "c.abnf")
	if err != nil {
		t.Fatal(err)
	}
	if g.Rule("host-c") == nil {
		t.Error("no rule host-c: RFC 3986's host is not its own")
	}
	matchAll(t, g, []struct {
		rule, input string
		ok          bool
	}{
		{"Host", "example.com:8080", true},
		{"Host", "[::1]:80", true},
		{"Host", "example.com:x", false},
		{"Location", "http://u@example.com:8080/x?y#z", true},
	})

	fsys = renamed(t, rfc5321Files, []string{"x.abnf", "y.abnf", "z.abnf"})
	g, err = abnf.Load(fsys, "x.abnf", "y.abnf", "z.abnf")
	if err != nil {
		t.Fatal(err)
	}
	matchAll(t, g, []struct {
		rule, input string
		ok          bool
	}{
		{"Mailbox", "!#$%&'*+-/=?^_`{|}~@example.com", true},
		{"Mailbox", "a..b@c", false},
		{"addr-spec", " (c) a. b @ example.com", true},
	})
}

// citing is RFC 9110's uri-host placeholder in a file whose header binds
// [URI] as Section 19.1 of RFC 9110 prints it, and two files of two RFCs
// that define host.
var citing = fstest.MapFS{
	"a.abnf": {Data: []byte(`; RFC 9110, HTTP Semantics.
;
; [URI]      Berners-Lee, T., Fielding, R., and L. Masinter, "Uniform
;            Resource Identifier (URI): Generic Syntax", STD 66,
;            RFC 3986, DOI 10.17487/RFC3986, January 2005,
;            <https://www.rfc-editor.org/info/rfc3986>.

Host = uri-host
uri-host = <host, see [URI], Section 3.2.2>
`)},
	// The same without the reference entry.
	"a-plain.abnf": {Data: []byte("; RFC 9110, HTTP Semantics.\n\nHost = uri-host\nuri-host = <host, see [URI], Section 3.2.2>\n")},
	"b.abnf":       {Data: []byte("; RFC 3986, URI: Generic Syntax.\n\nhost = \"b\"\n")},
	"c.abnf":       {Data: []byte("; RFC 2396, URI: Generic Syntax.\n\nhost = \"c\"\n")},
	// Another file of RFC 9110 that says [URI] is RFC 2396.
	"d.abnf": {Data: []byte("; RFC 9110, HTTP Semantics.\n;\n; [URI] RFC 2396.\n\nx = \"x\"\n")},
}

// TestScopeCites checks that a placeholder citing a tag that a header
// binds to an RFC imports from the files of that RFC only, that -bind
// overrides the header, and that a binding to an RFC no loaded file of
// which defines the rule is an error (a CiteError) rather than an import
// from another RFC.
func TestScopeCites(t *testing.T) {
	host := func(g *abnf.Grammar, want string) {
		t.Helper()
		matchAll(t, g, []struct {
			rule, input string
			ok          bool
		}{{"uri-host", want, true}})
	}
	g, err := abnf.Load(citing, "a.abnf", "b.abnf", "c.abnf")
	if err != nil {
		t.Fatal(err)
	}
	host(g, "b")
	// The order of the files does not matter.
	g, err = abnf.Load(citing, "c.abnf", "a.abnf", "b.abnf")
	if err != nil {
		t.Fatal(err)
	}
	host(g, "b")
	// Without the entry, either file could be the one.
	_, err = abnf.Load(citing, "a-plain.abnf", "b.abnf", "c.abnf")
	var se *abnf.ScopeError
	if !errors.As(err, &se) {
		t.Errorf("without the entry: err = %v, want a ScopeError", err)
	}
	// -bind overrides the header.
	g, err = abnf.Loader{FS: citing, Bind: map[string]string{"URI": "c.abnf"}}.Load([]string{"a.abnf", "b.abnf", "c.abnf"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	host(g, "c")
	// RFC 3986 is not loaded: no import from RFC 2396.
	_, err = abnf.Load(citing, "a.abnf", "c.abnf")
	var ce *abnf.CiteError
	const want = "a.abnf:9:12: host: [URI] is RFC 3986 (a.abnf), and no file of RFC 3986 defines host; c.abnf:3:1 is of another RFC"
	if !errors.As(err, &ce) || err.Error() != want {
		t.Errorf("without RFC 3986: err = %v\nwant %s", err, want)
	}
	// Nothing defines host: the placeholder stays one, as without the
	// entry.
	if _, err := abnf.Load(citing, "a.abnf"); err != nil {
		t.Errorf("a.abnf alone: %v", err)
	}
	// The files of one RFC share their references, and must agree.
	_, err = abnf.Load(citing, "a.abnf", "d.abnf", "b.abnf")
	if want := "d.abnf: [URI] is RFC 2396, and RFC 3986 in a.abnf, of the same RFC"; err == nil || err.Error() != want {
		t.Errorf("two bindings of [URI]: err = %v\nwant %s", err, want)
	}
	g, err = abnf.Load(citing, "a-plain.abnf", "d.abnf", "b.abnf", "c.abnf")
	if err != nil {
		t.Fatal(err)
	}
	host(g, "c")
}

// TestScopeCitesRFC2396 checks RFC 9110's fields read with both RFC 2396
// and RFC 3986, which define most names twice, in several orders: the
// reference entry of rfc9110-fields.abnf binds [URI] to RFC 3986, so that
// the placeholders of rfc9110.abnf, of the names they name
// (URI-reference, port) or of another (uri-host), are RFC 3986's rules,
// and rfc9110-fields.abnf's references are rfc9110.abnf's, the two files
// being of one RFC. RFC 2396 has no IP-literal: "[::1]" is RFC 3986's.
func TestScopeCitesRFC2396(t *testing.T) {
	for _, order := range [][]string{
		{"rfc9110.abnf", "rfc9110-fields.abnf", "rfc2396.abnf", "rfc3986.abnf"},
		{"rfc2396.abnf", "rfc9110.abnf", "rfc9110-fields.abnf", "rfc3986.abnf"},
		{"rfc3986.abnf", "rfc2396.abnf", "rfc9110-fields.abnf", "rfc9110.abnf"},
	} {
		g, err := abnf.Load(grammar.FS, order...)
		if err != nil {
			t.Errorf("%v: %v", order, err)
			continue
		}
		matchAll(t, g, []struct {
			rule, input string
			ok          bool
		}{
			{"uri-host", "[::1]", true},
			{"Location", "http://[::1]:8080/a?b#c", true},
			{"Location", "http://a/%zz", false},
			{"http-URI", "http://[::1]/", true},
		})
	}
	src, err := fs.ReadFile(grammar.FS, "rfc9110-fields.abnf")
	if err != nil {
		t.Fatal(err)
	}
	fsys := renamed(t, []string{"rfc9110.abnf", "rfc2396.abnf", "rfc3986.abnf"}, []string{"rfc9110.abnf", "rfc2396.abnf", "rfc3986.abnf"})
	fsys["plain.abnf"] = &fstest.MapFile{Data: []byte(strings.Replace(string(src), "; [URI]", ";  URI:", 1))}
	fsys["rfc9110-fields.abnf"] = &fstest.MapFile{Data: src}
	// Without the entry, every rule of RFC 3986's that RFC 2396 defines
	// too could be either.
	_, err = abnf.Load(fsys, "rfc9110.abnf", "plain.abnf", "rfc2396.abnf", "rfc3986.abnf")
	var se *abnf.ScopeError
	if !errors.As(err, &se) {
		t.Errorf("without the entry: err = %v, want a ScopeError", err)
	}
	// With RFC 2396 alone, each placeholder is a CiteError.
	_, err = abnf.Load(fsys, "rfc9110.abnf", "rfc9110-fields.abnf", "rfc2396.abnf")
	var ce *abnf.CiteError
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "rfc9110.abnf:17:22: host: [URI] is RFC 3986 (rfc9110-fields.abnf), and no file of RFC 3986 defines host") {
		t.Errorf("without RFC 3986: err = %v", err)
	}
}

// TestScopeImportFirst checks a placeholder's import of a rule whose file
// comes first and keeps its name: uri-host is RFC 3986's host, not a
// reference that RFC 9110's Host could also satisfy.
func TestScopeImportFirst(t *testing.T) {
	g, err := abnf.Load(grammar.FS, "rfc3986.abnf", "rfc9110-fields.abnf", "rfc9110.abnf")
	if err != nil {
		t.Fatal(err)
	}
	matchAll(t, g, []struct {
		rule, input string
		ok          bool
	}{
		{"uri-host", "[::1]", true},
		{"uri-host", "a:1", false},
		{"Host-rfc9110-fields", "a:1", true},
	})
}
