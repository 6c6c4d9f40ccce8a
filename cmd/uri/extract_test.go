package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/sebdah/goldie/v2"
)

// appendixC is the example of RFC 3986 Appendix C.
const appendixC = `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.
`

// extractMixed has a URI of each kind of delimiter, a hyphen at a line
// break, and text delimited as a URI that is none.
const extractMixed = "See <URL:http://example.com/a-\n   b>, \"mailto:joe@example.com\" and\n" +
	"(http://example.com/x_(y)).  Not: this, nor foo:bar; but <foo:bar>\r\nand http://example.com/%zz.\n"

// extractCases are command lines of "uri extract" with their standard
// input and exit status; the output is in testdata/extract/cli.
var extractCases = []struct {
	name  string
	args  []string
	stdin string
	code  int
}{
	{name: "extract-h", args: []string{"extract", "-h"}},
	{name: "help-extract", args: []string{"help", "extract"}},
	{name: "extract-appendix-c", args: []string{"extract"}, stdin: appendixC},
	{name: "extract-appendix-c-json", args: []string{"extract", "-json"}, stdin: appendixC},
	{name: "extract-mixed", args: []string{"extract", "-"}, stdin: extractMixed, code: 1},
	{name: "extract-mixed-json", args: []string{"extract", "-json"}, stdin: extractMixed, code: 1},
	{name: "extract-file", args: []string{"extract", "../../testdata/extract/rfc8089.txt"}, code: 1},
	{name: "extract-files-and-stdin", args: []string{"extract", "-", "../../testdata/extract/rfc8089.txt"}, stdin: appendixC, code: 1},
	{name: "extract-missing-file", args: []string{"extract", "testdata/no-such-file.txt", "-"}, stdin: appendixC, code: 2},
	{name: "extract-empty", args: []string{"extract"}, code: 2},
	{name: "extract-empty-dash", args: []string{"extract", "-"}},
	{name: "extract-none", args: []string{"extract"}, stdin: "Note: no URI here, nor foo:bar.\n"},
	{name: "extract-unknown-flag", args: []string{"extract", "-x"}, code: 2},
	// Issue 22: text delimited as a URI that is none may hold what a
	// terminal acts on (ESC, BEL, C1 CSI, a bidirectional override):
	// the URI, the message quoting it and a file name are quoted.
	{name: "extract-terminal-injection", args: []string{"extract"}, stdin: extractTerminal, code: 1},
	{name: "extract-terminal-injection-json", args: []string{"extract", "-json"}, stdin: extractTerminal, code: 1},
	{name: "extract-terminal-injection-file", args: []string{"extract", "no-such\x1b]0;pwned\a.txt"}, code: 2},
	// Issue 25: Markdown and HTML, beyond Appendix C.
	{name: "extract-markdown", args: []string{"extract", "-mode", "markdown"}, stdin: extractMarkdown, code: 1},
	{name: "extract-markdown-as-text", args: []string{"extract"}, stdin: extractMarkdown, code: 1},
	{name: "extract-html", args: []string{"extract", "-mode=html"}, stdin: extractHTML, code: 1},
	{name: "extract-html-json", args: []string{"extract", "-json", "-mode", "HTML"}, stdin: extractHTML, code: 1},
	{name: "extract-html-as-text", args: []string{"extract", "-mode", "text"}, stdin: extractHTML},
	{name: "extract-html-file", args: []string{"extract", "-mode", "html", "../../extract/testdata/corpus.html"}, code: 1},
	{name: "extract-bad-mode", args: []string{"extract", "-mode", "rst"}, code: 2},
}

// extractMarkdown has a URI in bold, in a code span, with a trailing
// "*", in a link destination with parentheses, and an autolink.
const extractMarkdown = "**https://bold.example.com/** and `https://code.example.com/x`, glob https://a.example/*\n" +
	"[manual](https://example.com/manual_(v2))[faq](https://example.com/faq), <https://auto.example.com/>\n" +
	"and `https://code.example.com/%zz`.\n"

// extractHTML has URIs in attributes with character references, in
// text, and one that is none once decoded.
const extractHTML = "<a href=\"https://example.com/?a=1&amp;b=2&#38;c=3\">x</a> <img src='https://i.example/a.png'>\n" +
	"<p>See &lt;https://text.example.com/a&amp;b&gt; and <a href=\"https://x.example/&lt;b&gt;\">bad</a>.</p>\n"

// extractTerminal has URIs that are none, holding ESC sequences, BEL, C1
// CSI (U+009B), RLO (U+202E) and DEL, in each kind of delimiter.
const extractTerminal = "See <http://a/\x1b[2Jb> and \"http://x/\x07y\u009bz\" and http://q/\u202egpj.exe and http://d/\x7f.\n"

func TestExtractCommand(t *testing.T) {
	gold := goldie.New(t, goldie.WithFixtureDir("../../testdata/extract/cli"))
	for _, tc := range extractCases {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
			if code != tc.code {
				t.Errorf("uri %q: exit status %d, want %d\nstderr:\n%s", tc.args, code, tc.code, &stderr)
			}
			gold.Assert(t, tc.name+".stdout", stdout.Bytes())
			gold.Assert(t, tc.name+".stderr", stderr.Bytes())
		})
	}
}

// TestExtractJSON decodes the output of "uri extract -json" and checks
// its keys: flags always, error only if invalid, alternative only if
// hyphen-ambiguous.
func TestExtractJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	run([]string{"extract", "-json"}, strings.NewReader(extractMixed), &stdout, &stderr)
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	want := [][]string{
		{"file", "start", "end", "delimiter", "flags", "uri", "valid", "alternative"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid", "error"},
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), &stdout)
	}
	for i, line := range lines {
		if keys := jsonKeys(t, line); strings.Join(keys, " ") != strings.Join(want[i], " ") {
			t.Errorf("line %d: keys %q, want %q", i+1, keys, want[i])
		}
		var r struct {
			Start, End int
			URI        string
			Flags      []string
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if span := strings.Join(strings.Fields(extractMixed[r.Start:r.End]), ""); span != r.URI || r.Flags == nil {
			t.Errorf("line %d: %q at [%d, %d) holds %q; flags %v", i+1, r.URI, r.Start, r.End, span, r.Flags)
		}
	}
}

// TestExtractStreams writes text to "uri extract" through a pipe, and
// wants the line of each URI before the text ends: as soon as the text
// that decides the URI is written.
func TestExtractStreams(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"extract"}, inR, outW, io.Discard)
		outW.Close()
	}()
	defer inW.Close()
	out := bufio.NewReader(outR)
	steps := []struct{ write, want string }{
		// The space ends the bare URI; "<http://b" is not decided yet.
		{"see http://a.example/ and <http://b", "-:4-21\tbare\t-\thttp://a.example/\n"},
		// The ">" closes the URI in angle brackets (RFC 3986 Appendix C).
		{".example/\n  c> and", "-:27-48\tangle\twrapped\thttp://b.example/c\n"},
	}
	for _, st := range steps {
		go io.WriteString(inW, st.write)
		got := make(chan string, 1)
		go func() {
			line, _ := out.ReadString('\n')
			got <- line
		}()
		select {
		case line := <-got:
			if line != st.want {
				t.Fatalf("after %q: %q, want %q", st.write, line, st.want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no line 10 s after %q; want %q", st.write, st.want)
		}
	}
	inW.Close()
	if rest, _ := io.ReadAll(out); len(rest) > 0 {
		t.Errorf("more output: %q", rest)
	}
	if code := <-done; code != 0 {
		t.Errorf("exit status %d, want 0", code)
	}
}

// TestExtractIOErrors: a failure to read stops the command with exit
// status 2 and a message, after the URIs found before it; a failure to
// write, with the message of that failure only.
func TestExtractIOErrors(t *testing.T) {
	var stdout, stderr bytes.Buffer
	in := io.MultiReader(strings.NewReader("see http://a.example/ and <http://b.example/"), iotest.ErrReader(errors.New("disk on fire")))
	code := run([]string{"extract"}, in, &stdout, &stderr)
	wantOut, wantErr := "-:4-21\tbare\t-\thttp://a.example/\n", "uri extract: reading standard input: disk on fire\n"
	if code != 2 || stdout.String() != wantOut || stderr.String() != wantErr {
		t.Errorf("read error: exit status %d, stdout %q, stderr %q; want 2, %q, %q", code, &stdout, &stderr, wantOut, wantErr)
	}

	// Enough URIs to fill the output buffer many times over, and more
	// than one read of the input.
	stderr.Reset()
	text := strings.Repeat("http://example.com/ ", 20000)
	code = run([]string{"extract", "-", "../../testdata/extract/rfc8089.txt"}, strings.NewReader(text), failWriter{}, &stderr)
	wantErr = "uri extract: writing standard output: pipe closed\n"
	if code != 2 || stderr.String() != wantErr {
		t.Errorf("write error: exit status %d, stderr %q; want 2, %q", code, &stderr, wantErr)
	}
}

// TestExtractTruncated gives "uri extract" URIs longer than the 1 MiB it
// reads a URI from: they are cut at 1 MiB from where they begin and
// flagged truncated, and what follows is read on.
func TestExtractTruncated(t *testing.T) {
	const limit = 1 << 20
	long := strings.Repeat("b", limit+limit/2)
	text := "<http://a/" + long + "> and http://c/" + long + " http://d/\n"
	var stdout, stderr bytes.Buffer
	code := run([]string{"extract"}, strings.NewReader(text), &stdout, &stderr)
	if code != 0 || stderr.Len() > 0 {
		t.Fatalf("exit status %d, stderr %q", code, &stderr)
	}
	bare := len("<http://a/" + long + "> and ")
	want := []string{
		"-:1-" + strconv.Itoa(limit) + "\tangle\ttruncated\thttp://a/" + long[:limit-1-len("http://a/")],
		"-:" + strconv.Itoa(bare) + "-" + strconv.Itoa(bare+limit) + "\tbare\ttruncated\thttp://c/" + long[:limit-len("http://c/")],
		"-:" + strconv.Itoa(len(text)-10) + "-" + strconv.Itoa(len(text)-1) + "\tbare\t-\thttp://d/",
	}
	got := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: %.80q... (%d bytes), want %.80q... (%d bytes)", i+1, got[i], len(got[i]), want[i], len(want[i]))
		}
	}
}
