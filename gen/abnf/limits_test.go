package abnf

import (
	"strings"
	"testing"
)

// nested returns a rule whose body is "x" inside depth groups (open "(")
// or options (open "[").
func nested(open string, depth int) string {
	closer := map[string]string{"(": ")", "[": "]"}[open]
	return "a = " + strings.Repeat(open+" ", depth) + `"x"` + strings.Repeat(" "+closer, depth) + "\n"
}

// TestParseNesting: groups and options (RFC 5234 §3.5, §3.8) nested past
// the reader's limit are refused before the recursive descent runs, at the
// bracket that goes past it; the limit counts groups and options together
// and starts again with each rule.
func TestParseNesting(t *testing.T) {
	tests := []struct {
		name  string
		limit int
		src   string
		want  string // the error, or "" when the grammar reads
	}{
		{name: "groups at the limit", limit: 3, src: nested("(", 3)},
		{name: "groups past the limit", limit: 3, src: nested("(", 4),
			want: "t.abnf:1:11: groups and options nested more than 3 deep (the reader's limit)"},
		{name: "options past the limit", limit: 3, src: nested("[", 4),
			want: "t.abnf:1:11: groups and options nested more than 3 deep (the reader's limit)"},
		{name: "groups and options together", limit: 3, src: "a = ( [ ( [ \"x\" ] ) ] )\n",
			want: "t.abnf:1:11: groups and options nested more than 3 deep (the reader's limit)"},
		{name: "siblings do not add up", limit: 2, src: "a = ( ( \"x\" ) ) ( ( \"y\" ) ) [ [ \"z\" ] ]\n"},
		{name: "each rule starts again", limit: 2, src: "a = ( ( \"x\" ) )\nb = [ [ \"y\" ] ]\n"},
		{name: "brackets in char-vals do not count", limit: 1, src: "a = ( \"((([[[\" )\n"},
		{name: "on a continuation line", limit: 2, src: "a = ( (\n  ( \"x\" ) ) )\n",
			want: "t.abnf:2:3: groups and options nested more than 2 deep (the reader's limit)"},
		{name: "default limit reached", src: nested("(", DefaultMaxNesting)},
		{name: "default limit passed", src: nested("[", DefaultMaxNesting+1),
			want: "t.abnf:1:2005: groups and options nested more than 1000 deep (the reader's limit)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Reader{MaxNesting: tt.limit}.Parse("t.abnf", []byte(tt.src))
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("error %v, want none", err)
			case tt.want != "" && (err == nil || err.Error() != tt.want):
				t.Errorf("error %v, want %s", err, tt.want)
			}
			if _, ok := err.(*Error); err != nil && !ok {
				t.Errorf("error of type %T, want *Error", err)
			}
		})
	}
}

// TestParseDeepNesting reads rules nested far past the limit, which the
// parser's recursive descent followed before (200,000 deep took it past
// Go's stack limit of 1 GB, a fatal error): the limit stops them first.
func TestParseDeepNesting(t *testing.T) {
	for _, open := range []string{"(", "["} {
		_, err := Parse("t.abnf", []byte(nested(open, 30_000)))
		const want = "t.abnf:1:2005: groups and options nested more than 1000 deep (the reader's limit)"
		if err == nil || err.Error() != want {
			t.Errorf("%s: error %v, want %s", open, err, want)
		}
	}
}

// TestParseInvalidUTF8: a byte that is not UTF-8 (RFC 5234 §4 allows only
// ASCII outside comments) is named as the byte it is, "\xff", not as the
// U+FFFD a decoder puts in its place, at its line and column.
func TestParseInvalidUTF8(t *testing.T) {
	tests := []struct {
		src, want string
	}{
		{"a = \"x\" \xff b\n", `t.abnf:1:9: unexpected character "\xff"`},
		{"a = \"x\"\n  / \xc3\n", `t.abnf:2:5: unexpected character "\xc3"`},
		{"a = \"x\xffy\"\n", `t.abnf:1:7: char-val contains the byte "\xff" (not UTF-8), which is not printable US-ASCII (RFC 5234 §4 allows %x20-21 / %x23-7E)`},
		{"a = %s\"\xe9\"\n", `t.abnf:1:8: char-val contains the byte "\xe9" (not UTF-8), which is not printable US-ASCII`},
		{"a = <x\xffy>\n", `t.abnf:1:7: prose-val contains the byte "\xff" (not UTF-8), which is not printable US-ASCII (RFC 5234 §4 allows %x20-3D / %x3F-7E)`},
		// A character that is UTF-8 keeps its code point.
		{"a = \"\u00e9\"\n", `t.abnf:1:6: char-val contains U+00E9 "é", which is not printable US-ASCII`},
		{"a = \u00e9\n", `t.abnf:1:5: unexpected character "é"`},
	}
	for _, tt := range tests {
		_, err := Parse("t.abnf", []byte(tt.src))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v\nwant %s...", tt.src, err, tt.want)
		}
		if err != nil && strings.ContainsRune(err.Error(), '\uFFFD') {
			t.Errorf("Parse(%q) error names U+FFFD: %v", tt.src, err)
		}
	}
}
