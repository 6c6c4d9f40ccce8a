package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/abnf-uri/uri/internal/corpus"
	"github.com/abnf-uri/uri/internal/termsafe"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// terminalPieces are what a mutant inserts into an input: every C0
// control, DEL, every C1 control, the line separators, the bidirectional
// formatting characters and bytes that are not UTF-8 (0x9B is CSI in
// Latin-1), each as it is and percent-encoded.
func terminalPieces() []string {
	var raw []string
	for c := range 0x20 {
		raw = append(raw, string(rune(c)))
	}
	raw = append(raw, "\x7f")
	for r := rune(0x80); r <= 0x9f; r++ {
		raw = append(raw, string(r))
	}
	for _, r := range []rune{0x2028, 0x2029, 0x61c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069} {
		raw = append(raw, string(r))
	}
	raw = append(raw, "\x9b", "\x80", "\xff", "\xc2")
	pieces := append([]string(nil), raw...)
	for _, s := range raw {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			fmt.Fprintf(&b, "%%%02X", s[i])
		}
		pieces = append(pieces, b.String())
	}
	// A whole escape sequence, encoded: clear the screen, set the
	// window's title.
	return append(pieces, "%1B%5B2J%1B%5D0;pwned%07", "%C2%9B2J", "%E2%80%AEgpj.exe")
}

// mutants returns in with each piece inserted at the start, at the end,
// in the middle, and after the last "/" and the last "=".
func mutants(in string, pieces []string) []string {
	at := []int{0, len(in), len(in) / 2}
	if i := strings.LastIndexByte(in, '/'); i >= 0 {
		at = append(at, i+1)
	}
	if i := strings.LastIndexByte(in, '='); i >= 0 {
		at = append(at, i+1)
	}
	var out []string
	for _, p := range pieces {
		for _, i := range at {
			out = append(out, in[:i]+p+in[i:])
		}
	}
	return out
}

// textFault says what in line, a line of output without its "\n", a
// terminal would act on, or "": a byte below 0x20 but a tab, DEL, a C1
// control, a line separator, a bidirectional formatting character, a byte
// that is not UTF-8. It is written apart from termsafe.Unsafe, which it checks.
func textFault(line string) string {
	for i, r := range line {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(line[i:], "\uFFFD"):
			return fmt.Sprintf("offset %d: byte %#x, not UTF-8", i, line[i])
		case r == '\t':
		case r < 0x20 || r == 0x7f:
			return fmt.Sprintf("offset %d: control %U", i, r)
		case 0x80 <= r && r <= 0x9f:
			return fmt.Sprintf("offset %d: C1 control %U", i, r)
		case r == 0x2028 || r == 0x2029:
			return fmt.Sprintf("offset %d: line separator %U", i, r)
		case r == 0x61c || r == 0x200e || r == 0x200f || 0x202a <= r && r <= 0x202e || 0x2066 <= r && r <= 0x2069:
			return fmt.Sprintf("offset %d: bidirectional formatting %U", i, r)
		}
	}
	return ""
}

// A textCommand is a command line whose last argument, or pair's second,
// the property test mutates.
type textCommand struct {
	args []string // the command and its flags, then the first of a pair
	in   string   // the input the mutants are made of
	// tabs is the number of tabs of a line of its answers, without
	// -echo, or -1 when lines differ (blocks, lint's findings).
	tabs int
	// pair: the command takes pairs; the first, args' last, is
	// mutated too.
	pair bool
}

// textCommands are every command that reads inputs, with the flags that
// change what it writes.
var textCommands = []textCommand{
	{args: []string{"validate"}, in: "http://a/b?c#d", tabs: 0},
	{args: []string{"validate", "-rule", "IRI-reference"}, in: "http://é/b?c#d", tabs: 0},
	{args: []string{"validate", "-scheme"}, in: "mailto:a@b?subject=x", tabs: 0},
	{args: []string{"parse"}, in: "http://u@a:1/b?c#d", tabs: -1},
	{args: []string{"parse", "-lint"}, in: "http://u:p@a:1/b%2e%2e?c#d", tabs: -1},
	{args: []string{"parse", "-rule", "IRI-reference"}, in: "http://é/b?c#d", tabs: -1},
	{args: []string{"lint"}, in: "http://a/b%2e%2e/x?y=%0A", tabs: -1},
	{args: []string{"resolve", "http://a/b/c"}, in: "../g?x=1#y", tabs: 0, pair: true},
	{args: []string{"resolve", "-iri", "http://é/b/c"}, in: "../ü?x=1#y", tabs: 0, pair: true},
	{args: []string{"relative", "http://a/b/c"}, in: "http://a/b/g?x=1#y", tabs: 0, pair: true},
	{args: []string{"relative", "-iri", "http://é/b/c"}, in: "http://é/b/ü?x=1#y", tabs: 0, pair: true},
	{args: []string{"normalize"}, in: "HTTP://A/%7e/b?x=%41#y", tabs: 0},
	{args: []string{"normalize", "-iri"}, in: "HTTP://é/%7e/%C3%BC?x=%41#y", tabs: 0},
	{args: []string{"equal", "http://a/b"}, in: "HTTP://a:80/b", tabs: 0, pair: true},
	{args: []string{"equal", "-iri", "http://é/b"}, in: "HTTP://é:80/b", tabs: 0, pair: true},
	{args: []string{"iri2uri"}, in: "http://é/ü?x=ß#y", tabs: 0},
	{args: []string{"iri2uri", "-idna"}, in: "http://é/ü?x=ß#y", tabs: 0},
	{args: []string{"uri2iri"}, in: "http://%C3%A9/%C3%BC?x=%C3%9F#y", tabs: 0},
	{args: []string{"escape", "-component", "path"}, in: "a b/c", tabs: 0},
	{args: []string{"unescape"}, in: "a%20b/c=d", tabs: 0},
	{args: []string{"unescape", "-utf8"}, in: "a%20b/c=d", tabs: 0},
	{args: []string{"unescape", "-unreserved"}, in: "a%7Eb/c=d", tabs: 0},
	{args: []string{"get", "-f", "{scheme}|{userinfo}|{host}|{port}|{path}|{query}|{fragment}|{query:q}|{:path}"}, in: "http://u@a:1/b?q=c#d", tabs: 0},
	{args: []string{"get", "-form", "-f", "{query:q} {query}"}, in: "http://a/?q=c+d", tabs: 0},
	{args: []string{"set", "fragment=x"}, in: "http://a/b?q=c", tabs: 0},
	{args: []string{"query", "-sort", "-append", "k=v"}, in: "http://a/?q=c&r", tabs: 0},
	{args: []string{"query", "-list"}, in: "http://a/?q=c&r", tabs: -1},
	{args: []string{"query", "-list", "-form"}, in: "http://a/?q=c+d&r", tabs: -1},
	{args: []string{"file2path", "-os", "posix"}, in: "file:///a/b", tabs: 0},
	{args: []string{"file2path", "-os", "windows"}, in: "file:///c:/a/b", tabs: 0},
	{args: []string{"file2path", "-os", "windows"}, in: "file://h/s/b", tabs: 0},
	{args: []string{"path2file", "-os", "posix"}, in: "/a/b", tabs: 0},
	{args: []string{"path2file", "-os", "windows"}, in: `c:\a\b`, tabs: 0},
}

// corpusInputs returns up to n lines of each URL list of ../shared, or
// none when it is not there.
func corpusInputs(t *testing.T, n int) []string {
	var in []string
	for _, l := range corpus.Lists() {
		in = append(in, l.Lines[:min(n, len(l.Lines))]...)
	}
	return in
}

// TestTextOutputSafe is the property of issue 22: for every command that
// writes text, over inputs holding every control character, DEL, C1
// control, line separator, bidirectional formatting character and byte
// that is not UTF-8, as they are and percent-encoded, the output, text or
// JSON, without -raw, holds no byte below 0x20 but each line's "\n" and
// the tabs that part its fields, no DEL, no C1 control, no line
// separator, no bidirectional formatting character and no byte that is
// not UTF-8; each answer is one line, with as many tabs as its fields
// need; each JSON line decodes. The corpora of ../shared, when there,
// add their first URLs as inputs of get, unescape, file2path, uri2iri and
// normalize.
func TestTextOutputSafe(t *testing.T) {
	pieces := terminalPieces()
	cmds := textCommands
	if corpus := corpusInputs(t, 3); len(corpus) > 0 {
		for _, u := range corpus {
			cmds = append(cmds,
				textCommand{args: []string{"get", "-f", "{host} {path} {query} {fragment}"}, in: u},
				textCommand{args: []string{"unescape"}, in: u},
				textCommand{args: []string{"uri2iri"}, in: u},
				textCommand{args: []string{"normalize"}, in: u},
			)
		}
		cmds = append(cmds, textCommand{args: []string{"file2path", "-os", "posix"}, in: "file:///a/b"})
	} else {
		t.Log("no URL lists in ../shared/data/urls: built-in inputs only")
	}
	var inputs, lines, failures int
	byCommand := map[string]int{}
	fail := func(args []string, line, why string) {
		failures++
		byCommand[args[0]]++
		if failures <= 20 {
			cmd := args
			for i, a := range args {
				if a == "--" {
					cmd = args[:i]
					break
				}
			}
			t.Errorf("uri %q ...: %s: %q", cmd, why, line)
		}
	}
	// check runs args and checks every line of the output: n answers
	// of tabs tabs each (-1: any), JSON when asJSON; stdin is standard
	// input.
	check := func(args []string, stdin string, n, tabs int, asJSON bool) {
		var stdout, stderr bytes.Buffer
		code := run(args, strings.NewReader(stdin), &stdout, &stderr)
		if code == 2 {
			t.Fatalf("uri %q: exit status 2: %s", args, &stderr)
		}
		out := strings.TrimSuffix(stdout.String(), "\n")
		got := strings.Split(out, "\n")
		lines += len(got)
		if tabs >= 0 && len(got) != n {
			fail(args, out[:min(len(out), 200)], fmt.Sprintf("%d lines, want %d", len(got), n))
		}
		for _, line := range got {
			if why := textFault(line); why != "" {
				fail(args, line, why)
				continue
			}
			if asJSON {
				var v any
				if err := json.Unmarshal([]byte(line), &v); err != nil {
					fail(args, line, err.Error())
				}
				continue
			}
			want := tabs
			if strings.HasPrefix(line, "error\t") || strings.Contains(line, "\terror\t") {
				want += 2
			}
			if tabs >= 0 && strings.Count(line, "\t") != want {
				fail(args, line, fmt.Sprintf("%d tabs, want %d", strings.Count(line, "\t"), want))
			}
		}
	}
	for _, c := range cmds {
		ins := mutants(c.in, pieces)
		inputs += len(ins)
		for _, mode := range [][]string{nil, {"-echo"}, {"-json"}} {
			args := append(append(append([]string{}, c.args...), mode...), "--")
			tabs := c.tabs
			if tabs >= 0 && len(mode) > 0 && mode[0] == "-echo" {
				tabs += 1
				if c.pair {
					tabs++
				}
			}
			check(append(args, ins...), "", len(ins), tabs, len(mode) > 0 && mode[0] == "-json")
			if !c.pair {
				continue
			}
			// The first of the pair mutated: on standard input, as
			// lines FIRST<TAB>SECOND, or, holding a line break, alone.
			first := c.args[len(c.args)-1]
			cmd := append(append([]string{}, c.args[:len(c.args)-1]...), mode...)
			var stdin strings.Builder
			n := 0
			for _, m := range mutants(first, pieces) {
				inputs++
				if strings.ContainsAny(m, "\r\n") {
					check(append(cmd, "--", m, c.in), "", 1, tabs, len(mode) > 0 && mode[0] == "-json")
					continue
				}
				stdin.WriteString(m + "\t" + c.in + "\n")
				n++
			}
			check(cmd, stdin.String(), n, tabs, len(mode) > 0 && mode[0] == "-json")
		}
	}
	// Extract reads text: the pieces as they are in each kind of
	// delimiter, and percent-encoded.
	for _, mode := range [][]string{nil, {"-json"}} {
		var text strings.Builder
		n := 0
		for _, p := range pieces {
			if p == "\n" || p == "\r" {
				continue // a line break inside the text ends a bare URI
			}
			fmt.Fprintf(&text, "<http://a/%sb> \"http://a/%sc\" http://a/%sd x\n", p, p, p)
			n += 3
		}
		inputs += n
		args := append([]string{"extract"}, mode...)
		var stdout, stderr bytes.Buffer
		run(args, strings.NewReader(text.String()), &stdout, &stderr)
		for _, line := range strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n") {
			lines++
			if why := textFault(line); why != "" {
				fail(args, line, why)
			} else if len(mode) == 0 && !strings.HasPrefix(line, "-:") {
				fail(args, line, "a line that is not a URI's")
			}
		}
	}
	// Usage errors quote what they repeat.
	for _, p := range pieces {
		inputs++
		var stdout, stderr bytes.Buffer
		args := []string{"get", "-f", "{host}", "-x" + p}
		run(args, nil, &stdout, &stderr)
		for _, line := range strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n") {
			lines++
			if why := textFault(line); why != "" {
				fail(args, line, "stderr: "+why)
			}
		}
	}
	t.Logf("%d inputs, %d lines of output, %d failures", inputs, lines, failures)
	if failures > 0 {
		t.Logf("failures by command: %v", byCommand)
	}
}

// TestUnsafeRune checks termsafe.Unsafe against the list of the help, and
// appendText: a field it quotes reads back with strconv.Unquote, and one
// it does not is the text itself.
func TestUnsafeRune(t *testing.T) {
	for r := rune(0); r <= 0x10ffff; r++ {
		want := r < 0x20 || 0x7f <= r && r <= 0x9f || r == 0x2028 || r == 0x2029 ||
			r == 0x61c || r == 0x200e || r == 0x200f || 0x202a <= r && r <= 0x202e || 0x2066 <= r && r <= 0x2069
		if termsafe.Unsafe(r) != want {
			t.Errorf("termsafe.Unsafe(%U) = %v, want %v", r, !want, want)
		}
	}
	for _, s := range append(terminalPieces(), "", "a", `"`, `"a"`, `a"`, "é", "例", "\u00ad", "\u200b", "\ue000", `c:\x`) {
		for _, in := range []string{s, "a" + s + "b"} {
			got := string(appendText(nil, in))
			back := got
			if strings.HasPrefix(got, `"`) {
				var err error
				if back, err = strconv.Unquote(got); err != nil {
					t.Errorf("appendText(%q) = %s: %v", in, got, err)
				}
			}
			if back != in || textFault(got) != "" || strings.Contains(got, "\t") {
				t.Errorf("appendText(%q) = %q, reads back %q", in, got, back)
			}
			if msg := string(appendTextMessage(nil, in)); textFault(msg) != "" || strings.Contains(msg, "\t") {
				t.Errorf("appendTextMessage(%q) = %q", in, msg)
			}
		}
	}
}
