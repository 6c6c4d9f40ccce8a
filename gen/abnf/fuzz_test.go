package abnf

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/grammar"
)

// parseSeeds are FuzzParse's seeds: a rule or two each, one for each
// construct of RFC 5234 §4 (and RFC 7405's %s and %i), so that the fuzzer
// mutates inputs it reads in microseconds and explores from each.
var parseSeeds = []string{
	"a = b\n",
	"a = b\r\n",           // CRLF, as RFC 5234 writes it
	"a = b",               // no line end at the end
	"a = b ; a comment\n", // comments
	"; a line of comment\na = b\n",
	"a = %x30-39\n", // ranges
	"a = %d13.10\n", // concatenations of values
	"a = %b0101\n",
	"a = %x41.42.43 / %d97-122\n",
	"a = \"x\"\n",              // strings, case-insensitive
	"a = %s\"Ab\" %i\"cD\"\n",  // RFC 7405
	"a = \"\"\n",               // the empty string
	"a = <prose value>\n",      // prose
	"a = 2*5b *c 3d 1*e *2f\n", // repetitions n*m and their forms
	"a = ( b / c ) d\n",        // groups
	"a = [ b ] [c d]\n",        // options
	"a = b\na =/ c\n",          // incremental alternatives
	"a = b\n    / c\n",         // a continuation line
	"a = b\n\tc\n",
	"Rule-1 = rule-2\nrule-2 = ALPHA DIGIT\n", // names in any case, core rules
	"a = %x30-39 / \"x\" *2( c [d] )\n",
	"a =/ <prose>\n",
	"   a = b\n      / c\n",
}

// FuzzParse feeds arbitrary text to the reader: it must never panic, and
// whatever it reads, Format must write back as ABNF that reads the same.
// Its seeds are small (see parseSeeds); FuzzParseFiles starts from the
// grammars of package grammar.
func FuzzParse(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add(s)
	}
	f.Fuzz(roundTrip)
}

// FuzzParseFiles is FuzzParse from whole grammar files, the RFCs' own:
// slower to run, each mutation a change somewhere in a real grammar.
func FuzzParseFiles(f *testing.F) {
	names, _ := fs.Glob(grammar.FS, "*.abnf")
	for _, name := range names {
		b, _ := fs.ReadFile(grammar.FS, name)
		f.Add(string(b))
	}
	f.Fuzz(roundTrip)
}

// roundTrip reads src with Parse: any error must be an *Error, and what
// it reads, Format must write back as ABNF that reads the same.
func roundTrip(t *testing.T, src string) { readBack(t, src, Parse) }

// readBack reads src with read: any error must be an *Error, and what it
// reads, Format must write back as plain ABNF that Parse reads the same.
func readBack(t *testing.T, src string, read func(name string, src []byte) (*File, error)) {
	file, err := read("fuzz.abnf", []byte(src))
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
}

// FuzzReadDeep builds from the fuzz input grammars that are deep and wide
// (groups, options and repetitions nested on both sides of the reader's
// limit, long alternations, long chains of rules, continuation lines) and
// reads them: the reader must never panic or run out of stack, must refuse
// exactly the nesting past its limit, at the bracket that goes past it,
// and must read the rest as Format writes it back.
func FuzzReadDeep(f *testing.F) {
	f.Add(uint16(5), uint16(3), uint16(2), []byte{0, 1, 2, 3, 4})
	f.Add(uint16(DefaultMaxNesting), uint16(1), uint16(1), []byte{0})
	f.Add(uint16(DefaultMaxNesting+1), uint16(1), uint16(1), []byte{1})
	f.Add(uint16(3*DefaultMaxNesting), uint16(2), uint16(0), []byte{0x80, 2, 3})
	f.Add(uint16(2), uint16(1499), uint16(1), []byte{3})
	f.Add(uint16(1), uint16(1), uint16(1499), []byte{4})
	f.Fuzz(func(t *testing.T, depth, width, chain uint16, shape []byte) {
		depth %= 3*DefaultMaxNesting + 1
		width = width%1500 + 1
		chain %= 1500
		var b strings.Builder
		b.WriteString("r = ")
		var closers []string
		errCol, errLine, col, line := 0, 0, 5, 1
		for k := range int(depth) {
			c := byte(k)
			if len(shape) > 0 {
				c = shape[k%len(shape)]
			}
			if c&0x80 != 0 && k > 0 && k%50 == 0 {
				b.WriteString("\n  ") // a continuation line
				line, col = line+1, 3
			}
			if k == DefaultMaxNesting {
				errLine, errCol = line, col
				if c%5 == 2 {
					errCol++ // after the "*"
				}
			}
			pair := [...][2]string{
				{"( ", " )"}, {"[ ", " ]"}, {"*( ", " )"}, {`( "a" / `, " )"}, {`[ "b" `, ` "c" ]`},
			}[c%5]
			open, closer := pair[0], pair[1]
			b.WriteString(open)
			col += len(open)
			closers = append(closers, closer)
		}
		b.WriteString("c0")
		for i := 1; i < int(width); i++ {
			fmt.Fprintf(&b, ` / "w%d"`, i)
		}
		for i := len(closers) - 1; i >= 0; i-- {
			b.WriteString(closers[i])
		}
		b.WriteString("\n")
		for i := range int(chain) {
			fmt.Fprintf(&b, "c%d = c%d\n", i, i+1)
		}
		fmt.Fprintf(&b, "c%d = \"z\"\n", chain)

		file, err := Parse("deep.abnf", []byte(b.String()))
		if depth > DefaultMaxNesting {
			want := fmt.Sprintf("deep.abnf:%d:%d: groups and options nested more than %d deep (the reader's limit)", errLine, errCol, DefaultMaxNesting)
			if e, ok := err.(*Error); !ok || e.Error() != want {
				t.Fatalf("nested %d deep: error %v, want %s", depth, err, want)
			}
			return
		}
		if err != nil {
			t.Fatalf("nested %d deep, %d alternatives, %d rules in a chain: %v", depth, width, chain, err)
		}
		if len(file.Defs) != int(chain)+2 {
			t.Fatalf("%d definitions, want %d", len(file.Defs), chain+2)
		}
		text := formatFile(file)
		again, err := Parse("again.abnf", text)
		if err != nil {
			t.Fatalf("Format wrote ABNF the reader refuses: %v", err)
		}
		if back := formatFile(again); string(back) != string(text) {
			t.Fatal("Format does not read back the same")
		}
		if g := New(file); len(Refs(g.Rule("r").Body())) != 1 {
			t.Fatalf("rule r refers to %d rules, want 1 (c0)", len(Refs(g.Rule("r").Body())))
		}
	})
}

// TestParseSeeds: FuzzParse's seeds are read without error, and each is a
// line or two, so that mutations of them stay fast to read.
func TestParseSeeds(t *testing.T) {
	for _, s := range parseSeeds {
		if _, err := Parse("seed.abnf", []byte(s)); err != nil {
			t.Errorf("%q: %v", s, err)
		}
		if len(s) > 64 {
			t.Errorf("%q: %d bytes, want at most 64", s, len(s))
		}
	}
}
