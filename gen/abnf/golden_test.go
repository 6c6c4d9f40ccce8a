package abnf

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/abnf-uri/uri/grammar"
	"github.com/sebdah/goldie/v2"
)

// Test data of this package lives in the module's testdata/abnf:
//
//	constructs/  one grammar per ABNF construct (RFC 5234 §2-§4, RFC 7405)
//	errors/      one deliberate syntax error per grammar
//	golden/      what Dump prints for each grammar, and each error's text
//
// Rewrite the golden files with `go test ./gen/abnf -update`, then read
// the diff: every position, value and bound in them was checked by hand
// against its source grammar.
const testdataDir = "../../testdata/abnf"

func newGoldie(t *testing.T) *goldie.Goldie {
	return goldie.New(t,
		goldie.WithFixtureDir(filepath.Join(testdataDir, "golden")),
		goldie.WithNameSuffix(".golden"),
	)
}

// source is one grammar file the tests read.
type source struct {
	golden string // golden file name, without suffix: "constructs/comment"
	name   string // file name given to Parse, printed in positions
	src    []byte
}

// testGrammars returns every valid grammar of the tests: the construct
// files, then the grammars embedded in package grammar.
func testGrammars(t *testing.T) []source {
	t.Helper()
	var out []source
	files, err := filepath.Glob(filepath.Join(testdataDir, "constructs", "*.abnf"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no grammars in testdata/abnf/constructs")
	}
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(p)
		out = append(out, source{
			golden: "constructs/" + strings.TrimSuffix(base, ".abnf"),
			name:   base,
			src:    src,
		})
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
		out = append(out, source{
			golden: "grammar/" + strings.TrimSuffix(name, ".abnf"),
			name:   name,
			src:    src,
		})
	}
	return out
}

// errorGrammars returns the grammars of testdata/abnf/errors.
func errorGrammars(t *testing.T) []source {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(testdataDir, "errors", "*.abnf"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no grammars in testdata/abnf/errors")
	}
	var out []source
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(p)
		out = append(out, source{
			golden: "errors/" + strings.TrimSuffix(base, ".abnf"),
			name:   base,
			src:    src,
		})
	}
	return out
}

func mustParse(t *testing.T, name string, src []byte) *File {
	t.Helper()
	f, err := Parse(name, src)
	if err != nil {
		t.Fatalf("Parse(%s): %v", name, err)
	}
	return f
}

func dumpString(g *Grammar) string {
	var b bytes.Buffer
	Dump(&b, g)
	return b.String()
}

// TestDumpGolden pins how each grammar is read (RFC 5234 §4): every
// definition and element with its position, values, bounds and case
// sensitivity, and the core rules (RFC 5234 Appendix B.1) that New adds.
func TestDumpGolden(t *testing.T) {
	g := newGoldie(t)
	for _, s := range testGrammars(t) {
		t.Run(s.golden, func(t *testing.T) {
			f := mustParse(t, s.name, s.src)
			g.Assert(t, s.golden, []byte(dumpString(New(f))))
		})
	}
}

// TestErrorGolden pins the message of each syntax error: file:line:col,
// then what was found and what RFC 5234 §4 expects there.
func TestErrorGolden(t *testing.T) {
	g := newGoldie(t)
	for _, s := range errorGrammars(t) {
		t.Run(s.golden, func(t *testing.T) {
			f, err := Parse(s.name, s.src)
			if err == nil {
				t.Fatalf("Parse(%s) = %d definitions, want an error", s.name, len(f.Defs))
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%s) error is %T, want *Error: %v", s.name, err, err)
			}
			if e.Pos.File != s.name {
				t.Errorf("error file = %q, want %q", e.Pos.File, s.name)
			}
			checkPos(t, s.src, e.Pos)
			// Every error grammar starts with a valid rule; the
			// mistake is never on the first lines.
			if e.Pos.Line < 3 {
				t.Errorf("error at line %d, before the mistake: %v", e.Pos.Line, err)
			}
			g.Assert(t, s.golden, []byte(err.Error()+"\n"))
		})
	}
}

// checkPos reports whether p's line and column (in characters, RFC 5234
// grammars being ASCII but comments and mistakes not always) name the
// byte at p.Offset of src.
func checkPos(t *testing.T, src []byte, p Pos) {
	t.Helper()
	if p.Offset < 0 || p.Offset > len(src) {
		t.Errorf("%v: offset %d outside the file (%d bytes)", p, p.Offset, len(src))
		return
	}
	before := src[:p.Offset]
	line := 1 + bytes.Count(before, []byte("\n"))
	col := 1 + utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:])
	if p.Line != line || p.Col != col {
		t.Errorf("%v: offset %d is at %d:%d", p, p.Offset, line, col)
	}
}

// TestPositions checks every position of every grammar against its byte
// offset, and that the source text at the offset is the element itself
// (RFC 5234 §4's rule, rulename, char-val, num-val, prose-val).
func TestPositions(t *testing.T) {
	for _, s := range testGrammars(t) {
		t.Run(s.golden, func(t *testing.T) {
			f := mustParse(t, s.name, s.src)
			at := func(p Pos, want string) {
				t.Helper()
				checkPos(t, s.src, p)
				if p.File != s.name {
					t.Errorf("%v: file %q, want %q", p, p.File, s.name)
				}
				if want != "" && !bytes.HasPrefix(s.src[p.Offset:], []byte(want)) {
					t.Errorf("%v: source there is %.20q, want %q", p, s.src[p.Offset:], want)
				}
			}
			for _, d := range f.Defs {
				at(d.At, d.Name)
				Walk(d.Body, func(n Node) bool {
					switch n := n.(type) {
					case *RuleRef:
						at(n.At, n.Name)
					case *CharVal:
						at(n.At, "")
						// Prefix is lower case; the source may say %S or %I.
						p, q := len(n.Prefix), `"`+n.Text+`"`
						got := string(s.src[n.At.Offset:min(len(s.src), n.At.Offset+p+len(q))])
						if !strings.EqualFold(got[:min(p, len(got))], n.Prefix) || got[min(p, len(got)):] != q {
							t.Errorf("%v: source there is %q, want %q", n.At, got, n.Prefix+q)
						}
					case *NumVal:
						at(n.At, n.Text)
					case *ProseVal:
						at(n.At, "<"+n.Text+">")
					case *Group:
						at(n.At, "(")
					case *Repetition:
						if n.Option {
							at(n.At, "[")
						} else {
							at(n.At, "")
						}
					default:
						at(n.Pos(), "")
					}
					return true
				})
			}
		})
	}
}

// dumpShape is Dump without positions: what must survive Format and Parse.
func dumpShape(g *Grammar) string {
	lines := strings.Split(dumpString(g), "\n")
	for i, l := range lines {
		if j := strings.LastIndex(l, "  "); j >= 0 {
			lines[i] = l[:j]
		}
	}
	return strings.Join(lines, "\n")
}

// formatFile writes f back as ABNF, one definition a line, each body
// with Format.
func formatFile(f *File) []byte {
	var b bytes.Buffer
	for _, d := range f.Defs {
		op := "="
		if d.Incremental {
			op = "=/"
		}
		b.WriteString(d.Name + " " + op + " " + Format(d.Body) + "\n")
	}
	return b.Bytes()
}

// TestFormatRoundTrip checks that Format prints every definition of every
// grammar as ABNF that Parse reads back to the same tree: the same Dump
// but for the positions, which Format's one-line layout changes.
func TestFormatRoundTrip(t *testing.T) {
	for _, s := range testGrammars(t) {
		t.Run(s.golden, func(t *testing.T) {
			f := mustParse(t, s.name, s.src)
			text := formatFile(f)
			back, err := Parse(path.Base(s.name), text)
			if err != nil {
				t.Fatalf("Parse(Format(...)): %v\n%s", err, text)
			}
			if got, want := dumpShape(New(back)), dumpShape(New(f)); got != want {
				t.Errorf("Format does not round-trip:\n%s\ngot:\n%s\nwant:\n%s", text, got, want)
			}
		})
	}
}
