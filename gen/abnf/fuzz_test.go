package abnf

import (
	"io/fs"
	"testing"

	"github.com/abnf-uri/uri/grammar"
)

// FuzzParse feeds arbitrary text to the reader: it must never panic, and
// whatever it reads, Format must write back as ABNF that reads the same.
func FuzzParse(f *testing.F) {
	names, _ := fs.Glob(grammar.FS, "*.abnf")
	for _, name := range names {
		b, _ := fs.ReadFile(grammar.FS, name)
		f.Add(string(b))
	}
	for _, s := range []string{"a = b\n", "a = %x30-39 / \"x\" *2( c [d] )\n", "a =/ <prose>\n", "   a = b\n      / c\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		file, err := Parse("fuzz.abnf", []byte(src))
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		text := formatFile(file)
		again, err := Parse("again.abnf", text)
		if err != nil {
			t.Fatalf("Format wrote ABNF the reader refuses:\n%s\n%v", text, err)
		}
		if back := formatFile(again); string(back) != string(text) {
			t.Fatalf("Format does not read back the same:\n%s\n---\n%s", text, back)
		}
	})
}
