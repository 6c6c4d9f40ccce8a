package abnf

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/grammar"
)

func TestLoadFiles(t *testing.T) {
	construct := filepath.Join(testdataDir, "constructs", "incremental-alternatives.abnf")
	broken := filepath.Join(testdataDir, "errors", "missing-defined-as.abnf")
	tests := []struct {
		name  string
		paths []string
		rule  string // a rule that must be there
		body  string // its Format
		file  string // the file name its position carries
		core  string // the core rules added, in order
		err   string // the error, if any
	}{{
		// RFC 3986 Appendix A, embedded; it uses ALPHA, DIGIT and HEXDIG
		// of RFC 5234 Appendix B.1 and defines none of them.
		name:  "embedded RFC 3986",
		paths: []string{"embed:rfc3986.abnf"},
		rule:  "path-empty",
		body:  "0<pchar>",
		file:  "embed:rfc3986.abnf",
		core:  "ALPHA DIGIT HEXDIG",
	}, {
		// RFC 5234 Appendix B.1 loaded as a file of its own: its rules
		// are the grammar's, not added core rules.
		name:  "embedded core rules as a grammar",
		paths: []string{"embed:" + grammar.Core, "embed:" + grammar.RFC3986},
		rule:  "HEXDIG",
		body:  `DIGIT / "A" / "B" / "C" / "D" / "E" / "F"`,
		file:  "embed:core.abnf",
		core:  "",
	}, {
		// RFC 5234 §3.3 from a file of the operating system.
		name:  "file",
		paths: []string{construct},
		rule:  "ruleset",
		body:  "alt1 / alt2 / alt3 / alt4 / alt5 / alt1 alt2",
		file:  construct,
		core:  "",
	}, {
		name:  "missing embedded file",
		paths: []string{"embed:rfc9999.abnf"},
		err:   "open embed:rfc9999.abnf: file does not exist",
	}, {
		// RFC 5234 §4: a syntax error names the path as given.
		name:  "syntax error",
		paths: []string{"embed:rfc3986.abnf", broken},
		err:   broken + `:4:3: unexpected "\"x\""`,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := LoadFiles(tt.paths...)
			if tt.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
					t.Fatalf("LoadFiles(%q) error = %v, want %s...", tt.paths, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("LoadFiles(%q): %v", tt.paths, err)
			}
			if len(g.Files) != len(tt.paths) {
				t.Errorf("%d files, want %d", len(g.Files), len(tt.paths))
			}
			for i, f := range g.Files {
				if f.Name != tt.paths[i] {
					t.Errorf("file %d is named %q, want %q", i, f.Name, tt.paths[i])
				}
			}
			r := g.Rule(tt.rule)
			if r == nil {
				t.Fatalf("Rule(%q) = nil", tt.rule)
			}
			if got := Format(r.Body()); got != tt.body {
				t.Errorf("%s = %s, want %s", tt.rule, got, tt.body)
			}
			if r.Pos().File != tt.file {
				t.Errorf("%s defined in %q, want %q", tt.rule, r.Pos().File, tt.file)
			}
			var core []string
			for _, r := range g.Rules {
				if r.Core {
					core = append(core, r.Name)
				}
			}
			if got := strings.Join(core, " "); got != tt.core {
				t.Errorf("core rules = %q, want %q", got, tt.core)
			}
		})
	}
}

// TestLoadFilesErrorType checks that a missing file is an fs error and a
// syntax error an *Error, for errors.Is and errors.As.
func TestLoadFilesErrorType(t *testing.T) {
	if _, err := LoadFiles("embed:rfc9999.abnf"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing embedded file: %v, want fs.ErrNotExist", err)
	}
	if _, err := LoadFiles(filepath.Join(testdataDir, "no such file.abnf")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v, want fs.ErrNotExist", err)
	}
	var e *Error
	if _, err := LoadFiles(filepath.Join(testdataDir, "errors", "stray-defined-as.abnf")); !errors.As(err, &e) {
		t.Errorf("syntax error: %T %v, want *Error", err, err)
	}
}

// TestLoadSameAsLoadFiles checks that Load over grammar.FS and LoadFiles
// with "embed:" read the same grammar.
func TestLoadSameAsLoadFiles(t *testing.T) {
	a, err := Load(grammar.FS, grammar.RFC3986)
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadFiles("embed:" + grammar.RFC3986)
	if err != nil {
		t.Fatal(err)
	}
	if x, y := dumpString(a), strings.ReplaceAll(dumpString(b), "embed:", ""); x != y {
		t.Errorf("Load and LoadFiles differ:\n%s\n%s", x, y)
	}
}

// TestRFC3986SubDelimsApostrophe checks RFC 3986 §2.2,
//
//	sub-delims  = "!" / "$" / "&" / "'" / "(" / ")"
//	            / "*" / "+" / "," / ";" / "="
//
// against the loaded grammar: the fourth alternative is the ASCII
// apostrophe (%x27), not U+2019 as text copied from a typeset RFC has it.
func TestRFC3986SubDelimsApostrophe(t *testing.T) {
	g, err := LoadFiles("embed:rfc3986.abnf")
	if err != nil {
		t.Fatal(err)
	}
	r := g.Rule("sub-delims")
	if r == nil {
		t.Fatal("no rule sub-delims")
	}
	alt, ok := r.Body().(*Alternation)
	if !ok {
		t.Fatalf("sub-delims is a %T, want an alternation", r.Body())
	}
	var texts []string
	apostrophe := 0
	for _, a := range alt.Alts {
		c, ok := a.(*CharVal)
		if !ok {
			t.Fatalf("sub-delims alternative %s is a %T, want a char-val", Format(a), a)
		}
		texts = append(texts, c.Text)
		if c.Text == "'" {
			apostrophe++
		}
	}
	if apostrophe != 1 {
		t.Errorf(`sub-delims has %d char-vals "'", want 1`, apostrophe)
	}
	if got, want := strings.Join(texts, " "), `! $ & ' ( ) * + , ; =`; got != want {
		t.Errorf("sub-delims = %s, want %s", got, want)
	}

	// No char-val of the grammar, nor any byte of its file, holds a
	// typographic quote.
	for _, r := range g.Rules {
		Walk(r.Body(), func(n Node) bool {
			if c, ok := n.(*CharVal); ok && strings.ContainsAny(c.Text, "\u2019\u2018\u201c\u201d") {
				t.Errorf("%v: char-val %q of %s holds a typographic quote", c.At, c.Text, r.Name)
			}
			return true
		})
	}
	src, err := fs.ReadFile(grammar.FS, grammar.RFC3986)
	if err != nil {
		t.Fatal(err)
	}
	if i := strings.IndexRune(string(src), '\u2019'); i >= 0 {
		t.Errorf("rfc3986.abnf holds U+2019 at byte %d", i)
	}
}
