package check

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/abnf-uri/uri/gen/abnf"
)

const composeDir = "../../testdata/compose"

// loadCompose loads grammars of testdata/compose ("embed:" names: of
// package grammar), then updates, named as in that directory.
func loadCompose(t *testing.T, files, updates []string) *abnf.Grammar {
	t.Helper()
	t.Chdir(composeDir)
	g, err := abnf.Loader{}.Load(files, updates)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// has reports whether ds has a diagnostic of severity sev whose text
// contains each of parts.
func has(ds []Diagnostic, sev Severity, parts ...string) bool {
	return slices.ContainsFunc(ds, func(d Diagnostic) bool {
		if d.Severity != sev {
			return false
		}
		for _, p := range parts {
			if !strings.Contains(d.String(), p) {
				return false
			}
		}
		return true
	})
}

// TestUndefinedScope checks that an undefined rule is an error for the
// start rules that reach it and a warning elsewhere: RFC 5322's obs-body
// (§4.1) uses text (§3.5), which the excerpt leaves out, and addr-spec
// (§3.4.1) does not use obs-body.
func TestUndefinedScope(t *testing.T) {
	g := loadCompose(t, []string{"rfc5322-addr-spec.abnf"}, nil)
	ds := Check(g, Options{Start: []string{"addr-spec"}})
	if HasErrors(ds) || !has(ds, Warning, `:94:44: warning: undefined rule "text"`, `in rule "obs-body", which the start rules do not use`) {
		t.Errorf("start addr-spec: want a warning for text and no error, got\n%s", lines(ds))
	}
	ds = Check(g, Options{Start: []string{"addr-spec", "obs-body"}})
	if !has(ds, Error, `:94:44: error: undefined rule "text" (did you mean "ctext"?)`) {
		t.Errorf("start obs-body: want an error for text, got\n%s", lines(ds))
	}
	// With no start rules, every rule may be compiled: an error.
	ds = Check(g, Options{})
	if !has(ds, Error, `undefined rule "text"`) {
		t.Errorf("no start rules: want an error for text, got\n%s", lines(ds))
	}
	if got := DefaultStart(g); !slices.Equal(got, []string{"quoted-pair"}) {
		t.Errorf("DefaultStart = %q, want quoted-pair", got)
	}
}

// TestReplacements checks that check reports each definition an update
// replaces, naming both places, and a second "=" without an update as an
// error naming both places.
func TestReplacements(t *testing.T) {
	// RFC 6874 §2 replaces RFC 3986's IP-literal.
	g := loadCompose(t, []string{"embed:rfc3986.abnf"}, []string{"rfc6874.abnf"})
	ds := Check(g, Options{Start: []string{"URI-reference"}, Verbose: true})
	if HasErrors(ds) || !has(ds, Info, `rfc6874.abnf:6:7: info: rule "IP-literal" replaces the definition at embed:rfc3986.abnf:32:1 (update)`) {
		t.Errorf("RFC 3986 + update RFC 6874:\n%s", lines(ds))
	}
	g = loadCompose(t, []string{"embed:rfc3986.abnf", "rfc6874.abnf"}, nil)
	ds = Check(g, Options{Start: []string{"URI-reference"}})
	// Without -update each file is a scope: RFC 3986's references keep
	// its IP-literal, and RFC 6874's is a rule of its own.
	if HasErrors(ds) || g.Rule("IP-literal").Pos().File != "embed:rfc3986.abnf" || g.Rule("IP-literal-rfc6874") == nil {
		t.Errorf("RFC 3986 + RFC 6874:\n%s", lines(ds))
	}

	// RFC 6068 §2 redefines three rules of RFC 5322.
	g = loadCompose(t, []string{"rfc5322-addr-spec.abnf", "embed:rfc3986.abnf"}, []string{"rfc6068.abnf"})
	ds = Check(g, Options{Start: []string{"mailtoURI"}, Verbose: true})
	for _, name := range []string{"addr-spec", "local-part", "domain"} {
		if !has(ds, Info, `rule "`+name+`" replaces the definition at `) {
			t.Errorf("RFC 5322 + update RFC 6068: no replacement of %s:\n%s", name, lines(ds))
		}
	}
	if HasErrors(ds) {
		t.Errorf("RFC 5322 + update RFC 6068:\n%s", lines(ds))
	}
	g = loadCompose(t, []string{"rfc5322-addr-spec.abnf", "embed:rfc3986.abnf", "rfc6068.abnf"}, nil)
	if ds = Check(g, Options{Start: []string{"mailtoURI"}}); HasErrors(ds) || g.Rule("addr-spec-rfc6068") == nil {
		t.Errorf("RFC 5322 + RFC 6068:\n%s", lines(ds))
	}

	// Placeholders yield without a word.
	g = loadCompose(t, []string{"rfc9110-uri.abnf", "embed:rfc3986.abnf"}, nil)
	ds = Check(g, Options{Start: []string{"http-URI"}, Verbose: true})
	if HasErrors(ds) || has(ds, Info, "replaces") || has(ds, Warning, "prose-val") {
		t.Errorf("RFC 9110 + RFC 3986:\n%s", lines(ds))
	}
}

// TestCoreRedefinitions checks the reports about rules that redefine a
// core rule of RFC 5234 Appendix B.1.
func TestCoreRedefinitions(t *testing.T) {
	tests := []struct {
		file string
		want []string // the lines about core rules, in order
	}{{
		// RFC 4180 §2 defines four core rules again, as RFC 2234 did.
		file: "rfc4180.abnf",
		want: []string{
			`rfc4180.abnf:22:4: info: rule "CR" redefines the core rule "CR" of RFC 5234 Appendix B.1 with the same language`,
			`rfc4180.abnf:24:4: info: rule "DQUOTE" redefines the core rule "DQUOTE" of RFC 5234 Appendix B.1 with the same language`,
			`rfc4180.abnf:26:4: info: rule "LF" redefines the core rule "LF" of RFC 5234 Appendix B.1 with the same language`,
			`rfc4180.abnf:28:4: info: rule "CRLF" redefines the core rule "CRLF" of RFC 5234 Appendix B.1 with the same language`,
		},
	}, {
		// RFC 6570 §1.5.
		file: "rfc6570-core.abnf",
		want: []string{
			`rfc6570-core.abnf:6:6: info: rule "ALPHA" redefines the core rule "ALPHA" of RFC 5234 Appendix B.1 with the same language`,
			`rfc6570-core.abnf:7:6: info: rule "DIGIT" redefines the core rule "DIGIT" of RFC 5234 Appendix B.1 with the same language`,
			`rfc6570-core.abnf:8:6: info: rule "HEXDIG" redefines the core rule "HEXDIG" of RFC 5234 Appendix B.1 with the same language`,
		},
	}, {
		// RFC 8259 §7's char is core CHAR (RFC 5234 §2.1: names are
		// case-insensitive).
		file: "rfc8259-string.abnf",
		want: []string{
			`rfc8259-string.abnf:8:7: warning: rule "char" redefines the core rule "CHAR" of RFC 5234 Appendix B.1 (rule names are case-insensitive) with another language: its strings are 1 to 6 characters long, the core rule's 1; every reference to CHAR means this rule`,
		},
	}, {
		file: "core-different.abnf",
		want: []string{
			`core-different.abnf:7:1: warning: rule "DIGIT" redefines the core rule "DIGIT" of RFC 5234 Appendix B.1 with another language: "8" matches only the core rule; every reference to DIGIT means this rule`,
			`core-different.abnf:8:1: warning: rule "WSP" redefines the core rule "WSP" of RFC 5234 Appendix B.1 with another language: "\x0a" matches only this rule; every reference to WSP means this rule`,
			`core-different.abnf:9:1: info: rule "BIT" redefines the core rule "BIT" of RFC 5234 Appendix B.1 with the same language`,
		},
	}}
	for _, tt := range tests {
		g := loadCompose(t, []string{tt.file}, nil)
		var got []string
		for _, d := range Check(g, Options{Verbose: true}) {
			if strings.Contains(d.Msg, "core rule") {
				got = append(got, d.String())
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s:\n%s\nwant\n%s", tt.file, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}

	// "=/" adds to a core rule (RFC 5234 §3.3): no redefinition. A rule
	// as written in Appendix B.1 is the same, even where languages are
	// not compared (LWSP is infinite).
	fsys := fstest.MapFS{"a.abnf": {Data: []byte("a = ALPHA LWSP\nALPHA =/ \"_\"\nLWSP = *(WSP / CRLF WSP)\n")}}
	g, err := abnf.Load(fsys, "a.abnf")
	if err != nil {
		t.Fatal(err)
	}
	ds := Check(g, Options{Verbose: true})
	if got := lines(ds); strings.Contains(string(got), `"ALPHA" redefines`) || !strings.Contains(string(got), `info: rule "LWSP" redefines the core rule "LWSP" of RFC 5234 Appendix B.1 with the same language`) {
		t.Errorf("ALPHA =/ and LWSP:\n%s", got)
	}
}
