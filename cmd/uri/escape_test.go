package main

import (
	"bytes"
	"encoding/json"
	"github.com/abnf-uri/uri/internal/termsafe"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// escapeInputs are escaped for each component: the delimiters, the
// sub-delims and unreserved characters, "%", control characters, the
// empty input.
var escapeInputs = []string{":@[]/?&=+;# %é", "!$'()*,~-._AZaz09", "100%", "a\tb\r\nc", ""}

// unescapeBreaks decode to, or hold, what the text output cannot: a line
// feed, a carriage return, a tab (which would make "error<TAB>" of a
// result beginning "error").
var unescapeBreaks = []string{"a%0Ab", "a%0db", "a%09b", "error%09x", "a\tb", "a\nb", "a\rb"}

// unescapeTerminal decode to what a terminal acts on: escape sequences
// (clear the screen, set the title, ring the bell), DEL, a C1 control, a
// bidirectional override and isolate, a byte alone that Latin-1 reads as
// CSI; the last is quoted only for its first character, a double quote.
var unescapeTerminal = []string{"x%1B%5B2J%1B%5D0;pwned%07y", "%7F", "a%C2%9B2J", "%E2%80%AEgpj.exe", "%E2%81%A6x%E2%81%A9", "%9B2J", "%22q%22"}

// unescapeBytes decode to bytes that are not UTF-8, or to NUL; the last
// holds a byte that is not UTF-8 as it is.
var unescapeBytes = []string{"a%00b", "caf%E9", "%FF%FE", "a\xffb"}

// The cases of escape and unescape join those of main_test.go.
func init() {
	type testCase = struct {
		name  string
		args  []string
		stdin string
		code  int
	}
	for _, c := range escapeComponents {
		cases = append(cases, testCase{name: "escape-" + c.String(), args: args([]string{"escape", "-component", c.String()}, escapeInputs...)})
	}
	cases = append(cases, []testCase{
		{name: "help-escape", args: []string{"help", "escape"}},
		{name: "escape-h", args: []string{"escape", "-h"}},
		// Lines of any bytes, NUL and a byte that is not UTF-8 included;
		// a "\r" not before "\n" is part of the input.
		{name: "escape-stdin", args: []string{"escape", "-component", "segment"}, stdin: "a/b\r\n\x00\xff\r\n\n\ra\r"},
		{name: "escape-json", args: args([]string{"escape", "-json", "-component", "query"}, "a\xffb", "<a&b>", "a\nb", "")},
		{name: "escape-component-case", args: []string{"escape", "-component", "Segment-NZ-NC", "a:b"}},
		{name: "escape-no-component", args: []string{"escape", "a b"}, code: 2},
		{name: "escape-bad-component", args: []string{"escape", "-component", "scheme", "a b"}, code: 2},

		{name: "help-unescape", args: []string{"help", "unescape"}},
		{name: "unescape-h", args: []string{"unescape", "-h"}},
		{name: "unescape-valid", args: args([]string{"unescape"}, "caf%C3%A9", "a%2fb%2F", "%7e%7E", "a+b", "", "100%25")},
		{name: "unescape-malformed", args: args([]string{"unescape"}, "a%4g", "a%", "%zz", "100%", "ok"), code: 1},
		{name: "unescape-malformed-json", args: args([]string{"unescape", "-json"}, "a%4g", "a%"), code: 1},
		// Text holds any bytes: quoted as Go strings, or with -raw as
		// they are, but no line break or tab.
		{name: "unescape-bytes", args: args([]string{"unescape"}, unescapeBytes...)},
		{name: "unescape-bytes-raw", args: args([]string{"unescape", "-raw"}, unescapeBytes...)},
		{name: "unescape-breaks", args: args([]string{"unescape"}, unescapeBreaks...)},
		{name: "unescape-breaks-raw", args: args([]string{"unescape", "-raw"}, unescapeBreaks...), code: 1},
		// Issue 22: what a terminal acts on is quoted: ESC sequences,
		// BEL, DEL, C1 CSI (U+009B) decoded with -utf8, the
		// bidirectional override RLO (U+202E, RFC 3987 §4.1) and an
		// isolate; a result beginning with a quote; and the same in
		// JSON, escaped ("\u009b"), and with -raw, as they are.
		{name: "unescape-terminal-injection", args: args([]string{"unescape"}, unescapeTerminal...)},
		{name: "unescape-terminal-injection-echo", args: args([]string{"unescape", "-echo"}, unescapeTerminal...)},
		{name: "unescape-terminal-injection-json", args: args([]string{"unescape", "-json"}, unescapeTerminal...), code: 1},
		{name: "unescape-terminal-injection-raw", args: args([]string{"unescape", "-raw"}, unescapeTerminal...)},
		{name: "unescape-utf8-csi", args: []string{"unescape", "-utf8", "a%C2%9B2Jb", "%C2%9B", "%C2%80%C2%9F%C2%A0"}},
		// JSON holds line breaks and tabs, but only text.
		{name: "unescape-bytes-json", args: args([]string{"unescape", "-json"}, unescapeBytes...), code: 1},
		{name: "unescape-breaks-json", args: args([]string{"unescape", "-json"}, unescapeBreaks...)},
		{name: "unescape-utf8", args: args([]string{"unescape", "-utf8"}, "caf%C3%A9", "caf%E9", "caf\xe9", "%C3", "%E2%82%AC", "a%4g"), code: 1},
		{name: "unescape-unreserved", args: args([]string{"unescape", "-unreserved"}, "%7E%2f%41%0A%e9", "a%0Ab", "%zz"), code: 1},
		{name: "unescape-unreserved-json", args: args([]string{"unescape", "-unreserved", "-json"}, "%7e%E9", "a\xffb%7e"), code: 1},
		// Standard input: CRLF lines, an empty line, a last line that
		// is a lone "\r" after "a".
		{name: "unescape-stdin", args: []string{"unescape", "-"}, stdin: crlf("a%20b", "%zz", "", "x%0Ay") + "a\r", code: 1},
		{name: "unescape-utf8-unreserved", args: []string{"unescape", "-utf8", "-unreserved", "a"}, code: 2},
		{name: "unescape-unknown-flag", args: []string{"unescape", "-plus", "a+b"}, code: 2},
	}...)
}

// TestEscapeRoundTrip escapes data for each component with "uri escape"
// and decodes it with "uri unescape": in text, the data comes back, as it
// is or quoted as a Go string (appendText); with -raw, where the data
// holds no tab or line break; in JSON, where it is UTF-8. Data that -raw
// or JSON cannot hold fails there, with exit status 1.
func TestEscapeRoundTrip(t *testing.T) {
	var data []string
	for b := range 256 {
		data = append(data, string([]byte{byte(b)}), "a"+string([]byte{byte(b)})+"%")
	}
	data = append(data, escapeInputs...)
	data = append(data, unescapeBytes...)
	data = append(data, unescapeBreaks...)
	data = append(data, "é€𝄞", "caf\xe9\n", "%41%zz", "a b+c&d=e;f#g?h/i:j@k")
	for _, c := range escapeComponents {
		for _, d := range data {
			var esc, stderr bytes.Buffer
			if code := runOne([]string{"escape", "-component", c.String()}, d, &esc, &stderr); code != 0 || stderr.Len() > 0 {
				t.Fatalf("uri escape -component %s %q: exit status %d, stderr %q", c, d, code, &stderr)
			}
			e, ok := strings.CutSuffix(esc.String(), "\n")
			if !ok || strings.ContainsFunc(e, func(r rune) bool { return r < ' ' || r >= 0x7f }) {
				t.Errorf("uri escape -component %s %q: %q, want one line of printable ASCII", c, d, &esc)
				continue
			}
			rawOK := !strings.ContainsAny(d, "\t\r\n")
			jsonOK := utf8.ValidString(d)

			// In text, the data as it is, or quoted as a Go string
			// when it holds what a terminal acts on, or begins with a
			// quote; one line without a tab either way.
			var text bytes.Buffer
			code := runOne([]string{"unescape"}, e, &text, &stderr)
			line, _ := strings.CutSuffix(text.String(), "\n")
			back := line
			if strings.HasPrefix(line, `"`) {
				back, _ = strconv.Unquote(line)
			}
			if code != 0 || back != d || termsafe.Index(line) >= 0 {
				t.Errorf("%s: uri unescape %q: exit status %d, %q; want %q", c, e, code, &text, d)
			}
			if wantQuoted := termsafe.Index(d) >= 0 || strings.HasPrefix(d, `"`); wantQuoted != (line != d) {
				t.Errorf("%s: uri unescape %q: %q: quoted %v, want %v", c, e, &text, line != d, wantQuoted)
			}

			// With -raw, the bytes as they are, but for a tab or a line
			// break, which are an error.
			var raw bytes.Buffer
			code = runOne([]string{"unescape", "-raw"}, e, &raw, &stderr)
			switch {
			case rawOK && (code != 0 || raw.String() != d+"\n"):
				t.Errorf("%s: uri unescape -raw %q: exit status %d, %q; want %q", c, e, code, &raw, d)
			case !rawOK && (code != 1 || !strings.HasPrefix(raw.String(), "error\t")):
				t.Errorf("%s: uri unescape -raw %q: exit status %d, %q; want an error", c, e, code, &raw)
			}

			var js bytes.Buffer
			code = runOne([]string{"unescape", "-json"}, e, &js, &stderr)
			var r struct {
				Input  string
				Result *string
			}
			if err := json.Unmarshal(js.Bytes(), &r); err != nil || r.Input != e {
				t.Errorf("%s: uri unescape -json %q: %q (%v)", c, e, &js, err)
				continue
			}
			switch {
			case jsonOK && (code != 0 || r.Result == nil || *r.Result != d):
				t.Errorf("%s: uri unescape -json %q: exit status %d, %q; want result %q", c, e, code, &js, d)
			case !jsonOK && (code != 1 || r.Result != nil):
				t.Errorf("%s: uri unescape -json %q: exit status %d, %q; want an error", c, e, code, &js)
			}
		}
	}
}

// runOne runs uri with args and the one input in, an argument, or a line
// of standard input when it is "-", which alone reads standard input.
func runOne(args []string, in string, stdout, stderr *bytes.Buffer) int {
	if in == "-" {
		return run(args, strings.NewReader("-\n"), stdout, stderr)
	}
	return run(append(args, "--", in), nil, stdout, stderr)
}

// TestUnescapeOffsets: the offset of each error points at its cause in
// the input: a "%", an escape of a byte the output cannot hold, or such a
// byte.
func TestUnescapeOffsets(t *testing.T) {
	tests := []struct {
		args []string
		in   string
		at   string // what the input has at the offset
	}{
		{nil, "ab%4g", "%4g"},
		{nil, "ab%", "%"},
		{[]string{"-raw"}, "%41%0A", "%0A"},
		{[]string{"-raw"}, "%41%0d", "%0d"},
		{[]string{"-raw"}, "é%09", "%09"},
		{[]string{"-raw"}, "é\t", "\t"},
		{[]string{"-json"}, "%41%E9", "%E9"},
		{[]string{"-json"}, "%C3%A9\xff", "\xff"},
		{[]string{"-utf8"}, "%C3%A9%C3", "%C3"},
		{[]string{"-unreserved", "-json"}, "%FF%7E\xfe", "\xfe"},
		{[]string{"-unreserved", "-raw"}, "%0A%7E\r", "\r"},
	}
	for _, tt := range tests {
		a := append(append([]string{"unescape"}, tt.args...), "--", tt.in)
		var stdout, stderr bytes.Buffer
		run(a, nil, &stdout, &stderr)
		var offset int
		if len(tt.args) > 0 && strings.Contains(strings.Join(tt.args, " "), "-json") {
			var r struct{ Error struct{ Offset int } }
			if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
				t.Fatalf("uri %q: %q: %v", a, &stdout, err)
			}
			offset = r.Error.Offset
		} else {
			f := strings.Split(stdout.String(), "\t")
			if len(f) < 3 || f[0] != "error" {
				t.Errorf("uri %q: %q, want an error", a, &stdout)
				continue
			}
			var err error
			if offset, err = strconv.Atoi(f[1]); err != nil {
				t.Errorf("uri %q: %q: offset %v", a, &stdout, err)
				continue
			}
		}
		if !strings.HasPrefix(tt.in[offset:], tt.at) {
			t.Errorf("uri %q: offset %d, at %q; want %q", a, offset, tt.in[offset:], tt.at)
		}
	}
}
