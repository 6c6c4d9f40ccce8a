package abnf

import (
	"strings"
	"testing"
)

// TestParseRules checks where rules begin and end: RFC 5234 §4's rulelist,
// c-wsp and c-nl, as the reader's margin rule implements them.
func TestParseRules(t *testing.T) {
	tests := []struct {
		name string
		src  string
		defs string // "name op body" of each definition, joined by "; "
	}{
		// RFC 5234 §4 (rulelist = 1*( rule / (*c-wsp c-nl) )): lines
		// with no rule are allowed; a file without rules reads as none.
		{name: "empty file", src: "", defs: ""},
		{name: "comment only", src: "; only a comment\n", defs: ""},
		{name: "blank lines only", src: "\n\n   \n\t\n", defs: ""},
		// RFC 5234 §4 (c-wsp = WSP / (c-nl WSP)): an indented line
		// continues the rule; a line at column 1 starts the next one.
		{name: "continuation", src: "a = b\n  / c\nd = e\n", defs: "a = b / c; d = e"},
		{name: "continuation with tab", src: "a = b\n\t/ c\n", defs: "a = b / c"},
		{name: "continuation after blank lines", src: "a = b\n\n\n  c\n", defs: "a = b c"},
		{name: "continuation after comment lines", src: "a = b ; x\n  ; y\n  c\n", defs: "a = b c"},
		// The reader also continues a rule across a comment at column 1,
		// which strict RFC 5234 §4 does not (c-nl must be followed by
		// WSP): comments are not tokens for the margin.
		{name: "comment at column 1 inside a rule", src: "a = b\n; note\n  / c\n", defs: "a = b / c"},
		// RFCs print ABNF indented by three spaces: the first rule's
		// column is the margin; lines further right continue a rule.
		{name: "indented grammar", src: "   a = b\n      / c\n   d = e\n", defs: "a = b / c; d = e"},
		{name: "indented grammar, rule left of the margin", src: "   a = b\n d = e\n", defs: "a = b; d = e"},
		{name: "indented grammar, comments first", src: "; x\n  ; y\n   a = b\n    c\n", defs: "a = b c"},
		// RFC 5234 §2.2: CRLF ends a line; the reader also takes LF.
		{name: "CRLF", src: "a = b\r\n  / c\r\nd = e\r\n", defs: "a = b / c; d = e"},
		{name: "LF", src: "a = b\n  / c\nd = e\n", defs: "a = b / c; d = e"},
		{name: "no final line end", src: "a = b\nd = e", defs: "a = b; d = e"},
		{name: "no final line end after comment", src: "a = b ; c", defs: "a = b"},
		// RFC 5234 §3.3.
		{name: "incremental", src: "a = b\na =/ c\n", defs: "a = b; a =/ c"},
		{name: "incremental without spaces", src: "a=b\na=/c\n", defs: "a = b; a =/ c"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustParse(t, "t.abnf", []byte(tt.src))
			var defs []string
			for _, d := range f.Defs {
				op := "="
				if d.Incremental {
					op = "=/"
				}
				defs = append(defs, d.Name+" "+op+" "+Format(d.Body))
			}
			if got := strings.Join(defs, "; "); got != tt.defs {
				t.Errorf("Parse(%q) = %s\nwant %s", tt.src, got, tt.defs)
			}
		})
	}
}

// TestParseLineEndsAgree checks that the same grammar with CRLF (RFC 5234
// §2.2) or LF line ends reads the same, positions included, and that a
// lone CR, which RFC 5234 does not allow, is refused where it is.
func TestParseLineEndsAgree(t *testing.T) {
	const lf = "; RFC 5234 §3.3\nruleset = alt1 / alt2 ; c\n  ; d\n\n  / %x0D.0A\nruleset =/ alt3\n   \nalt1 = \"x\"\nalt2 = [ \"y\" ]\nalt3 = 0<z>\n"
	want := dumpString(New(mustParse(t, "t.abnf", []byte(lf))))
	crlf := strings.ReplaceAll(lf, "\n", "\r\n")
	if got := dumpString(New(mustParse(t, "t.abnf", []byte(crlf)))); got != want {
		t.Errorf("CRLF:\n%s\nwant:\n%s", got, want)
	}
	_, err := Parse("t.abnf", []byte("a = \"x\"\rb = \"y\"\r"))
	const msg = `t.abnf:1:8: unexpected character "\x0d" (a carriage return without a line feed; lines end with CRLF or LF)`
	if err == nil || err.Error() != msg {
		t.Errorf("lone CR: %v, want %s", err, msg)
	}
}

// TestParseElementErrors pins the position of errors found inside an
// element, after it was read as a token: the column counts characters
// (RFC 5234 §4's char-val, num-val and repeat).
func TestParseElementErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		// RFC 5234 §4 (char-val): the position is the first bad
		// character, counted in characters, not bytes.
		{name: "char-val, first bad character", src: "a = \"\u00e9\u2019\"\n", want: "t.abnf:1:6: char-val contains U+00E9"},
		// RFC 5234 §4 (prose-val): %x20-3D / %x3F-7E only.
		{name: "prose-val, non-ASCII", src: "a = <\u00e9> \"\u2019\"\n", want: "t.abnf:1:6: prose-val contains U+00E9"},
		{name: "prose-val, tab", src: "a = <a\tb>\n", want: `t.abnf:1:7: prose-val contains U+0009 "\x09"`},
		// RFC 5234 §4: repetition = [repeat] element, with nothing between.
		{name: "space after repeat", src: "a = * DIGIT\n", want: `t.abnf:1:7: white space between the repeat count "*" and its element`},
		// RFC 5234 §4: concatenation = repetition *(1*c-wsp repetition).
		{name: "elements without space", src: "a = \"a\"\"b\"\n", want: `t.abnf:1:8: "\"b\"" follows "\"a\"" without white space`},
		{name: "group after element without space", src: "a = b(c)\n", want: `t.abnf:1:6: "(" follows "b" without white space`},
		{name: "char-val with prefix", src: "a =  %s\"ab\u00e9\"\n", want: "t.abnf:1:11: char-val contains U+00E9"},
		{name: "char-val DEL", src: "a = \"\x7f\"\n", want: `t.abnf:1:6: char-val contains U+007F "\x7f"`},
		// RFC 5234 §4 (num-val): the position is the num-val.
		{name: "bin-val bad digit", src: "a = b %b102\n", want: `t.abnf:1:7: invalid num-val "%b102": "102" is not a base-2 number`},
		{name: "dec-val bad digit", src: "a = %d1A\n", want: `t.abnf:1:5: invalid num-val "%d1A": "1A" is not a base-10 number`},
		{name: "hex-val without digits", src: "a = %x\n", want: `t.abnf:1:5: invalid num-val "%x": missing digits`},
		{name: "range without high value", src: "a = %x41-\n", want: `t.abnf:1:5: invalid num-val "%x41-": missing digits`},
		{name: "range of three values", src: "a = %x41-42-43\n", want: `t.abnf:1:5: invalid num-val "%x41-42-43": a range has exactly two values`},
		{name: "concatenation with empty value", src: "a = %d1..2\n", want: `t.abnf:1:5: invalid num-val "%d1..2": missing digits`},
		{name: "value above 32 bits", src: "a = %xFFFFFFFFF\n", want: `t.abnf:1:5: invalid num-val "%xFFFFFFFFF": value FFFFFFFFF is too large`},
		{name: "range above U+10FFFF", src: "a = %x0-110000\n", want: `t.abnf:1:5: invalid num-val "%x0-110000": value 110000 is above U+10FFFF`},
		// RFC 5234 §3.6: the position is the repeat.
		{name: "repeat too large", src: "a =\n  b 16777217c\n", want: "t.abnf:2:5: repeat count 16777217 is too large"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("t.abnf", []byte(tt.src))
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("Parse(%q) error = %v\nwant %s...", tt.src, err, tt.want)
			}
		})
	}
}
