package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/abnf-uri/uri/internal/termsafe"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/synerr"
)

// TestHelp checks the help of every command ("uri help NAME", "uri NAME
// -h"): its usage lines, a one-line description, then paragraphs on its
// inputs, its output and its exit status, and the flags every command
// has, -json and -echo; no line wider than the help's width.
func TestHelp(t *testing.T) {
	for _, c := range commands {
		var stdout, stderr bytes.Buffer
		if code := run([]string{c.name, "-h"}, nil, &stdout, &stderr); code != 0 || stdout.Len() > 0 {
			t.Errorf("uri %s -h: exit status %d, stdout %q", c.name, code, &stdout)
		}
		help := stderr.String()
		usage, rest, _ := strings.Cut(help, "\n\n")
		if !strings.HasPrefix(usage, "usage: uri "+c.name+" ") {
			t.Errorf("uri %s -h: begins %q, want the usage lines", c.name, usage)
		}
		desc, rest, _ := strings.Cut(rest, "\n\n")
		if strings.Contains(desc, "\n") || !strings.HasSuffix(desc, ".") {
			t.Errorf("uri %s -h: the description is not one line: %q", c.name, desc)
		}
		for _, section := range []string{"\n\nInputs: ", "\n\nOutput: ", "\n\nExit status: ", "\n\nFlags:\n", "\n  -json\n", "\n  -echo\n"} {
			if !strings.Contains("\n\n"+rest, section) {
				t.Errorf("uri %s -h: no %q", c.name, strings.TrimSpace(section))
			}
		}
		for line := range strings.Lines(help) {
			if n := utf8.RuneCountInString(strings.TrimRight(line, "\n")); n > helpWidth && !strings.HasPrefix(line, "usage: ") && !strings.HasPrefix(line, "    \t") {
				t.Errorf("uri %s -h: a line of %d characters: %q", c.name, n, line)
			}
		}
	}
}

// everyCommand are command lines of every command that reads inputs, each
// with an input or pair it answers with a result and one it does not (but
// escape, which answers every input).
var everyCommand = [][]string{
	{"validate", "http://a/", "%zz"},
	{"parse", "http://a/", "%zz"},
	{"lint", "http://a/", "%zz"},
	{"resolve", "http://a/b/c", "../g", "%zz"},
	{"relative", "http://a/b/c", "http://a/g", "%zz"},
	{"normalize", "HTTP://A/", "%zz"},
	{"equal", "http://a/", "HTTP://a/", "%zz"},
	{"repair", "http://a/ b", "http://[::1"},
	{"repair", "-browser", "http://a/ b", "http://a:99999/"},
	{"iri2uri", "http://é/", "%zz"},
	{"uri2iri", "http://%C3%A9/", "%zz"},
	{"escape", "-component", "path", "a b", "c"},
	{"unescape", "a%20b", "%zz"},
	{"get", "-f", "{host}", "http://a/", "%zz"},
	{"set", "host=b", "http://a/", "%zz"},
	{"query", "-sort", "http://a/?b&a", "%zz"},
	{"template", "http://h/{+p}", `{"p":"a"}`, `{"p":"["}`},
	{"file2path", "-os", "posix", "file:///a", "file://h/x"},
	{"path2file", "-os", "posix", "/a", "rel"},
}

// TestJSONEverywhere runs every command that reads inputs with -json, the
// inputs as arguments and on standard input, and checks the contract: an
// object per input and line, as encoding/json reads it, with "input" (or
// the names of a pair), "valid" where the command checks validity, and
// "error" as {offset, component, message}.
func TestJSONEverywhere(t *testing.T) {
	if len(everyCommand) != len(commands)-2 { // all but extract, schemes and version; repair twice
		t.Errorf("everyCommand has %d commands, want %d", len(everyCommand), len(commands)-2)
	}
	for _, a := range everyCommand {
		name := a[0]
		for _, stdin := range []bool{false, true} {
			args := append([]string{name, "-json"}, a[1:]...)
			in := ""
			if stdin {
				// The last two inputs as lines; a pair's first stays.
				in = strings.Join(a[len(a)-2:], "\n") + "\n"
				args = args[:len(args)-2]
			}
			var stdout, stderr bytes.Buffer
			code := run(args, strings.NewReader(in), &stdout, &stderr)
			failing := name != "escape"
			if want := map[bool]int{true: 1, false: 0}[failing]; code != want || stderr.Len() > 0 {
				t.Errorf("uri %q: exit status %d, stderr %q; want %d", args, code, &stderr, want)
			}
			lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
			if len(lines) != 2 {
				t.Errorf("uri %q: %d lines, want 2:\n%s", args, len(lines), &stdout)
				continue
			}
			for i, line := range lines {
				var obj map[string]any
				if err := json.Unmarshal([]byte(line), &obj); err != nil {
					t.Errorf("uri %q: %v: %s", args, err, line)
					continue
				}
				keys := jsonKeys(t, line)
				switch name {
				case "resolve":
					checkFirst(t, args, keys, "base", "reference")
				case "relative":
					checkFirst(t, args, keys, "base", "target")
				case "equal":
					checkFirst(t, args, keys, "a", "b")
				default:
					checkFirst(t, args, keys, "input")
				}
				_, hasValid := obj["valid"]
				if wantValid := name == "validate" || name == "parse" || name == "lint"; hasValid != wantValid {
					t.Errorf("uri %q: %s: \"valid\" there: %v, want %v", args, line, hasValid, wantValid)
				}
				e, hasError := obj["error"].(map[string]any)
				if hasError != (i == 1 && failing) {
					t.Errorf("uri %q: %s: an error: %v, want %v", args, line, hasError, i == 1 && failing)
				}
				if hasError {
					for k := range e {
						if k != "offset" && k != "component" && k != "message" {
							t.Errorf("uri %q: %s: error key %q", args, line, k)
						}
					}
					if _, ok := e["message"].(string); !ok {
						t.Errorf("uri %q: %s: the error has no message", args, line)
					}
				}
			}
		}
	}
}

// checkFirst checks that keys begin with want.
func checkFirst(t *testing.T, args, keys []string, want ...string) {
	t.Helper()
	if len(keys) < len(want) || strings.Join(keys[:len(want)], ",") != strings.Join(want, ",") {
		t.Errorf("uri %q: keys %q, want %q first", args, keys, want)
	}
}

// TestEchoEverywhere runs every command that answers with lines with
// -echo: each line is the input (both of a pair), a tab, and the line
// without -echo.
func TestEchoEverywhere(t *testing.T) {
	for _, a := range everyCommand {
		name := a[0]
		if name == "parse" || name == "lint" {
			continue // blocks, which begin with the input
		}
		var plain, echoed, stderr bytes.Buffer
		run(a, nil, &plain, &stderr)
		args := append([]string{name, "-echo"}, a[1:]...)
		run(args, nil, &echoed, &stderr)
		inputs := a[len(a)-2:]
		if name == "resolve" || name == "relative" || name == "equal" {
			inputs = []string{a[1] + "\t" + a[2], a[1] + "\t" + a[3]}
		}
		var want strings.Builder
		for i, line := range strings.SplitAfter(plain.String(), "\n")[:2] {
			want.WriteString(inputs[i] + "\t" + line)
		}
		if echoed.String() != want.String() {
			t.Errorf("uri %q:\n%s\nwant\n%s", args, &echoed, &want)
		}
	}
}

// TestErrorComponent names the component of errors, split as RFC 3986
// Appendix B splits a string.
func TestErrorComponent(t *testing.T) {
	tests := []struct {
		in         string
		offset     int
		needScheme bool
		want       string
	}{
		// The first component that does not match its rule.
		{"http://a b/", 8, false, "host"},
		{"http://[::1/", 11, false, "host"}, // stops at the "/" after it
		{"http://a b@c/", 8, false, "userinfo"},
		{"//a:b:c", 7, false, "host"}, // a userinfo to the parser, which wants an "@"
		{"http://a:8x/", 10, false, "port"},
		{"http://a:x/", 9, false, "port"},
		{"%zz", 1, false, "path"},
		{"http://a/b c", 10, false, "path"},
		{"?a b", 2, false, "query"},
		{"#a b", 2, false, "fragment"},
		{"1a:b", 2, false, "scheme"},
		{"x-my-schem%65:abc", 13, false, "scheme"},
		// Every component matches: the one at the offset, delimiters
		// going with theirs ("#" with the fragment, ":" with the scheme).
		{"http://a/#f", 9, false, "fragment"}, // absolute-URI
		{"a:b", 1, false, "scheme"},           // relative-ref
		{"http://a/?q#", 11, false, "fragment"},
		// A URI needs a scheme.
		{"//a", 0, true, "scheme"},
		{"", 0, true, "scheme"},
		{"a/b", 1, true, "scheme"},
		// At the end, the last component.
		{"http://[::1", 11, false, "host"},
		{"http://a/%", 10, false, "path"},
	}
	for _, tt := range tests {
		if got := synerr.Component(tt.in, tt.offset, tt.needScheme); got != tt.want {
			t.Errorf("synerr.Component(%q, %d, %v) = %q, want %q", tt.in, tt.offset, tt.needScheme, got, tt.want)
		}
	}

}

// TestAppendJSONString writes strings as encoding/json does (without
// HTML escaping), but for the characters termsafe.Unsafe names, which it
// escapes as "\uXXXX" where encoding/json writes them as they are: every
// byte alone and after text, invalid UTF-8, U+2028 and U+2029, C1
// controls, bidirectional formatting characters, and random strings. The
// JSON decodes to what encoding/json's does either way.
func TestAppendJSONString(t *testing.T) {
	var inputs []string
	for b := range 256 {
		inputs = append(inputs, string([]byte{byte(b)}), "ab"+string([]byte{byte(b)})+"cd")
	}
	inputs = append(inputs, "", "é", "\u2028\u2029", "a\xe2\x80", "<a&b>", "\U0001F600", "\xed\xa0\x80",
		"\u0080\u009b\u009f\u00a0", "\u061c\u200e\u200f\u202a\u202e\u202f\u2066\u2069\u206a")
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, r.IntN(12))
		const alphabet = "a\"\\\x00\x1f\x7f\xc2\x9b\xc3\xa9\xe2\x80\xa8\xae\xff"
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		inputs = append(inputs, string(b))
	}
	for _, s := range inputs {
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.Encode(s)
		got := string(termsafe.AppendJSONString(nil, s)) + "\n"
		var gotS, wantS string
		if err := json.Unmarshal([]byte(got), &gotS); err != nil {
			t.Errorf("termsafe.AppendJSONString(%q) = %s: %v", s, got, err)
			continue
		}
		json.Unmarshal(want.Bytes(), &wantS)
		if gotS != wantS || termsafe.Index(strings.TrimSuffix(got, "\n")) >= 0 {
			t.Errorf("termsafe.AppendJSONString(%q) = %s, decoded %q; want %q, nothing termsafe.Unsafe names", s, got, gotS, wantS)
		}
		if !strings.ContainsFunc(wantS, func(r rune) bool { return termsafe.Unsafe(r) && r >= 0x7f && r != '\u2028' && r != '\u2029' }) && got != want.String() {
			t.Errorf("termsafe.AppendJSONString(%q) = %s, want %s", s, got, &want)
		}
	}
}

// TestStreamMemory runs validate and parse -json (and parse, normalize,
// lint -json) on many lines, streamed, and checks that they allocate next
// to nothing per valid line: the input is read into one buffer, answers
// are written into another, JSON without reflection or maps; memory does
// not grow with the input.
func TestStreamMemory(t *testing.T) {
	const lines = 20_000
	line := "https://user@example.com:8080/a/b/c?q=1&r=2#frag\n"
	for _, tt := range []struct {
		args     []string
		perLine  float64 // bytes allocated per line, at most
		perInput string
	}{
		{[]string{"validate"}, 1, "valid\n"},
		{[]string{"parse", "-json"}, 1, `{"input":"https://user@example.com:8080/a/b/c?q=1&r=2#frag","valid":true,"scheme":"https","userinfo":"user","host":"example.com","host_type":"reg-name","port":"8080","path":"/a/b/c","query":"q=1&r=2","fragment":"frag"}` + "\n"},
		{[]string{"parse"}, 1, ""},
		{[]string{"validate", "-json", "-echo"}, 1, ""},
	} {
		in := &repeatReader{line: line, n: lines}
		counter := &countWriter{want: tt.perInput}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		code := run(tt.args, in, counter, io.Discard)
		runtime.ReadMemStats(&after)
		if code != 0 || counter.bad {
			t.Errorf("uri %q: exit status %d, or an answer not %q", tt.args, code, tt.perInput)
		}
		// The buffers of input and output, and the flag set, are made
		// once: 256 KiB in all is plenty.
		perLine := (float64(after.TotalAlloc-before.TotalAlloc) - 256<<10) / lines
		if perLine > tt.perLine {
			t.Errorf("uri %q: %.1f bytes allocated per line, want at most %v", tt.args, perLine, tt.perLine)
		}
	}
}

// A repeatReader reads line n times, a little at a time, as a pipe would.
type repeatReader struct {
	line string
	n    int
	off  int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.line[r.off:])
	if r.off += n; r.off == len(r.line) {
		r.off = 0
		r.n--
	}
	return n, nil
}

// A countWriter discards what it is written, and checks, when want is
// not "", that it is want over and over.
type countWriter struct {
	want string
	off  int
	bad  bool
}

func (w *countWriter) Write(p []byte) (int, error) {
	if w.want != "" {
		for _, c := range p {
			if c != w.want[w.off] {
				w.bad = true
			}
			w.off = (w.off + 1) % len(w.want)
		}
	}
	return len(p), nil
}

// TestLongLineOneInput gives a line longer than every buffer, between
// short ones: it is one input, answered once, with the offset of its
// error counted from its start.
func TestLongLineOneInput(t *testing.T) {
	long := "http://a/" + strings.Repeat("b", 3*lineBuffer) + " "
	in := "a:b\n" + long + "\nc:d\n"
	for _, args := range [][]string{{"validate"}, {"parse", "-json"}, {"normalize"}} {
		var stdout bytes.Buffer
		run(args, strings.NewReader(in), &stdout, io.Discard)
		lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
		want := fmt.Sprintf("offset\":%d", len(long)-1)
		if args[0] != "parse" {
			want = fmt.Sprintf("error\t%d\t", len(long)-1)
		}
		if len(lines) != 3 || !strings.Contains(lines[1], want) {
			t.Errorf("uri %q: %d lines, the second %.80q; want 3, the second with %q", args, len(lines), lines[min(1, len(lines)-1)], want)
		}
	}
}
