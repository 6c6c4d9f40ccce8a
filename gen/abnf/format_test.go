package abnf

import (
	"slices"
	"testing"
)

func TestFormat(t *testing.T) {
	tests := []struct {
		name string
		in   string // the elements of a rule
		want string // Format of its body
	}{
		// RFC 5234 §3.1: concatenation, single spaces.
		{name: "§3.1 concatenation", in: `"/"    segment`, want: `"/" segment`},
		// RFC 5234 §3.2: alternation.
		{name: "§3.2 alternation", in: "a/b c/d", want: "a / b c / d"},
		// RFC 5234 §3.5: a group keeps its parentheses.
		{name: "§3.5 group", in: "(a / b) c", want: "( a / b ) c"},
		{name: "§3.5 nested group", in: "((a))", want: "( ( a ) )"},
		// RFC 5234 §3.6: repetitions, the RFC 3986 way.
		{name: "§3.6 repeated group", in: `*("/" segment)`, want: `*( "/" segment )`},
		{name: "§3.6 repeated alternation", in: "1*( unreserved / sub-delims / \":\" )", want: `1*( unreserved / sub-delims / ":" )`},
		{name: "§3.6 n*m", in: "1*4HEXDIG", want: "1*4HEXDIG"},
		{name: "§3.6 *m", in: "*1( h16 \":\" )", want: `*1( h16 ":" )`},
		{name: "§3.6 n*", in: "1*pchar", want: "1*pchar"},
		{name: "§3.6 n*n is n", in: "3*3a", want: "3a"},
		{name: "§3.6 repeated option", in: "*[a]", want: "*[ a ]"},
		// RFC 5234 §3.7: specific repetition.
		{name: "§3.7 n", in: `2( h16 ":" )`, want: `2( h16 ":" )`},
		{name: "§3.7 0<pchar>", in: "0<pchar>", want: "0<pchar>"},
		// RFC 5234 §3.8: option.
		{name: "§3.8 option", in: `["?" query]`, want: `[ "?" query ]`},
		{name: "§3.8 option of alternation", in: "[a/b]", want: "[ a / b ]"},
		// RFC 5234 §2.3 and RFC 7405 §2.1: strings keep their prefix,
		// in lower case.
		{name: "§2.3 char-val", in: `"aBc"`, want: `"aBc"`},
		{name: "RFC 7405 %s", in: `%S"aBc"`, want: `%s"aBc"`},
		{name: "RFC 7405 %i", in: `%i"aBc"`, want: `%i"aBc"`},
		{name: "§4 empty char-val", in: `""`, want: `""`},
		// RFC 5234 §2.3 and §3.4: num-vals as written.
		{name: "§2.3 dot-concatenation", in: "%x0D.0A", want: "%x0D.0A"},
		{name: "§3.4 range", in: "%X30-39", want: "%X30-39"},
		// RFC 5234 §4: prose-val.
		{name: "§4 prose-val", in: "<a b>", want: "<a b>"},

		// Format drops the parentheses of a repeated group, which is
		// right only when the group holds an alternation or a
		// concatenation (those print their own parentheses).
		{
			name: "§3.6 repeated group of a repetition", in: "*( 2DIGIT )", want: "*( 2DIGIT )",
		},
		{
			name: "§3.6 repeated group of a variable repetition", in: "*( *a )", want: "*( *a )",
		},
		{
			name: "§3.6 repeated group of one element", in: "*( a )", want: "*( a )",
		},
		{
			name: "§3.6 repeated group of an option", in: "*( [ a ] )", want: "*( [ a ] )",
		},
		{
			name: "§3.6 repeated group of a group", in: "*( ( a / b ) )", want: "*( ( a / b ) )",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustParse(t, "t.abnf", []byte("r = "+tt.in+"\n"))
			got := Format(f.Defs[0].Body)
			if got != tt.want {
				t.Fatalf("Format(%s) = %s, want %s", tt.in, got, tt.want)
			}
			// Format's output reads back to the same tree.
			back := mustParse(t, "t.abnf", []byte("r = "+got+"\n"))
			if a, b := dumpShape(New(back)), dumpShape(New(f)); a != b {
				t.Errorf("Parse(Format(%s)):\n%s\nwant:\n%s", tt.in, a, b)
			}
		})
	}
}

// TestTermTexts checks how error messages name one character of a
// char-val and one value of a num-val.
func TestTermTexts(t *testing.T) {
	f, err := Parse("t.abnf", []byte("r = \"aB-\" / %s\"aB-\" / %i\"aB-\" / %x41.0A.ff / %d65-90 / %b1\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	alts := f.Defs[0].Body.(*Alternation).Alts
	var got []string
	for _, a := range alts[:3] {
		cv := a.(*CharVal)
		for i := range cv.Text {
			got = append(got, cv.CharText(i))
		}
	}
	nv := alts[3].(*NumVal)
	for i := range nv.Values {
		got = append(got, nv.ValueText(i))
	}
	got = append(got, alts[4].(*NumVal).ValueText(0), alts[5].(*NumVal).ValueText(0))
	// RFC 5234 §2.3: "aB-" matches in any case; RFC 7405: %s"aB-" only
	// as written, so its letters are named with %s; "-" has no case.
	want := []string{
		`"a"`, `"B"`, `"-"`,
		`%s"a"`, `%s"B"`, `"-"`,
		`"a"`, `"B"`, `"-"`,
		"%x41", "%x0A", "%xFF",
		"%d65-90", "%b1",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
