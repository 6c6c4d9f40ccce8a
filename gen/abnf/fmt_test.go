package abnf

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/grammar"
)

// TestFormatSourceGolden pins the layout of a few messy grammars
// (testdata/abnf/fmt) in testdata/abnf/golden/fmt.
func TestFormatSourceGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(testdataDir, "fmt", "*.abnf"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no grammars in testdata/abnf/fmt: %v", err)
	}
	g := newGoldie(t)
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(p), ".abnf")
		t.Run(name, func(t *testing.T) {
			out := checkFormat(t, filepath.Base(p), string(src))
			g.Assert(t, "fmt/"+name, out)
		})
	}
}

// TestFormatSourceGrammars checks FormatSource's properties on every
// grammar of package grammar and of internal/golden.
func TestFormatSourceGrammars(t *testing.T) {
	names, err := fs.Glob(grammar.FS, "*.abnf")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		src, err := fs.ReadFile(grammar.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) { checkFormat(t, name, string(src)) })
	}
	golden, err := filepath.Glob("../../internal/golden/*/*.abnf")
	if err != nil || len(golden) == 0 {
		t.Fatalf("no grammars in internal/golden: %v", err)
	}
	for _, p := range golden {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(p, func(t *testing.T) { checkFormat(t, filepath.Base(p), string(src)) })
	}
}

// TestFormatSourceError: a grammar that does not read gets Parse's error
// and no text.
func TestFormatSourceError(t *testing.T) {
	src := []byte("a = b\nc = ( d\n")
	out, err := FormatSource("bad.abnf", src)
	_, want := Parse("bad.abnf", src)
	if out != nil || err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("FormatSource = %q, %v; want nil, %v", out, err, want)
	}
}

// FuzzFormat checks FormatSource's properties on arbitrary text, seeded
// with the grammars of package grammar and FuzzParse's seeds.
func FuzzFormat(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add(s)
	}
	names, _ := fs.Glob(grammar.FS, "*.abnf")
	for _, name := range names {
		b, _ := fs.ReadFile(grammar.FS, name)
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, src string) {
		if _, err := Parse("fuzz.abnf", []byte(src)); err != nil {
			if out, ferr := FormatSource("fuzz.abnf", []byte(src)); out != nil || ferr == nil || ferr.Error() != err.Error() {
				t.Fatalf("FormatSource = %q, %v; want nil, %v", out, ferr, err)
			}
			return
		}
		checkFormat(t, "fuzz.abnf", src)
	})
}

// checkFormat formats src and checks that the result reads as the same
// definitions, keeps every comment in order, has no trailing white space
// and formats to itself; it returns the result.
func checkFormat(t *testing.T, name, src string) []byte {
	t.Helper()
	out, err := FormatSource(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	before, err := Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	after, err := Parse(name, out)
	if err != nil {
		t.Fatalf("the formatted grammar does not read: %v\n%s", err, out)
	}
	if b, a := formatFile(before), formatFile(after); string(a) != string(b) {
		t.Fatalf("formatting changed the definitions:\n%s\nwant:\n%s\nformatted:\n%s", a, b, out)
	}
	if b, a := comments(t, src), comments(t, string(out)); strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatalf("formatting changed the comments: %q, want %q", a, b)
	}
	for i, l := range strings.Split(string(out), "\n") {
		if strings.TrimRight(l, " \t\r") != strings.TrimRight(l, "\r") {
			t.Fatalf("line %d has trailing white space: %q", i+1, l)
		}
	}
	if again, err := FormatSource(name, out); err != nil || string(again) != string(out) {
		t.Fatalf("formatting is not idempotent (%v):\n%s\nagain:\n%s", err, out, again)
	}
	return out
}

// comments returns the comments of src in order, without trailing white
// space.
func comments(t *testing.T, src string) []string {
	t.Helper()
	raw, err := rawLexer.LexString("", src)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for {
		tok, err := raw.Next()
		if err != nil {
			t.Fatal(err)
		}
		if tok.EOF() {
			return out
		}
		if tok.Type == tComment {
			out = append(out, strings.TrimRight(tok.Value, " \t"))
		}
	}
}
