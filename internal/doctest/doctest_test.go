package doctest

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	subst := func(line string) (string, error) { return "<" + line + ">\n\n", nil }
	tests := []struct {
		line string
		want []Command
	}{
		{"abnf check x.abnf", []Command{{Args: []string{"abnf", "check", "x.abnf"}}}},
		{"  a \t b  ", []Command{{Args: []string{"a", "b"}}}},
		// Single quotes keep everything, double quotes and "\" all but
		// what they escape.
		{`a 'b c' '' 'x"\y' "p q" "\"\\\$\x" \'z\ w`, []Command{{Args: []string{"a", "b c", "", `x"\y`, "p q", `"\$\x`, "'z w"}}}},
		// Quoted and plain parts join into one word.
		{`a'b'"c"d`, []Command{{Args: []string{"abcd"}}}},
		{`u '%s\n' 'http://a/b/c/d;p?q' '^valid'`, []Command{{Args: []string{"u", `%s\n`, "http://a/b/c/d;p?q", "^valid"}}}},
		// Pipes and redirection.
		{"a < in.txt | b -x|c", []Command{{Args: []string{"a"}, Stdin: "in.txt"}, {Args: []string{"b", "-x"}}, {Args: []string{"c"}}}},
		{"<in a", []Command{{Args: []string{"a"}, Stdin: "in"}}},
		{"a '|' '<'", []Command{{Args: []string{"a", "|", "<"}}}},
		// Command substitution in double quotes, trailing newlines
		// removed; parentheses and quotes within it.
		{`grep -Ex "$(abnf regex -r 'a)' "(x)")"`, []Command{{Args: []string{"grep", "-Ex", `<abnf regex -r 'a)' "(x)">`}}}},
		{`a "x$(b)y$(c (d))"`, []Command{{Args: []string{"a", "x<b>y<c (d)>"}}}},
	}
	for _, tt := range tests {
		got, err := Parse(tt.line, subst)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Parse(%q) = %q, %v; want %q", tt.line, got, err, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, line := range []string{
		"", "   ", "a |", "| a", "a || b", "a <", "a < x < y", "a < | b",
		`a 'b`, `a "b`, `a "$(b"`, `a \`,
		"a $(b)", `a "$HOME"`, "a $HOME", "a `b`", `a "` + "`b`" + `"`,
		"a; b", "a && b", "a & b", "a > out", "a *.go", "a ?", "a [x]", "a ~", "a #c", "(a)", "{a}",
	} {
		if got, err := Parse(line, func(string) (string, error) { return "", nil }); err == nil {
			t.Errorf("Parse(%q) = %q, want an error", line, got)
		}
	}
	if _, err := Parse(`a "$(b)"`, nil); err == nil {
		t.Error(`Parse("a \"$(b)\"", nil): no error`)
	}
	if _, err := Parse(`a "$(b)"`, func(string) (string, error) { return "", io.ErrUnexpectedEOF }); err != io.ErrUnexpectedEOF {
		t.Errorf("Parse with a failing substitution: %v, want its error", err)
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		want, got string
		match     bool
	}{
		{"", "", true},
		{"a", "a", true},
		{"a", "", false},
		{"", "a", false},
		{"a|b", "a|b", true},
		{"a|b", "a|b|c", false},
		{"a|b|c", "a|b", false},
		// "..." lines: any lines, none included; indentation aside.
		{"a|...|d", "a|b|c|d", true},
		{"a|...|d", "a|d", true},
		{"a|  ...|d", "a|b|d", true},
		{"a|...|d", "a|b|c", false},
		{"...", "", true},
		{"...", "x|y", true},
		{"...|b|...", "a|b|c", true},
		{"...|b|...", "a|c", false},
		{"a|...|b|...|b", "a|b|b|x|b", true},
		// "..." within a line: any text.
		{`x is "1, ..., 9,"`, `x is "1, 2, 3, 9,"`, true},
		{`x is "1, ..., 9,"`, `x is "1, 9,"`, false},
		{"a...b...c", "abc", true},
		{"a...b...c", "a-c-b-c", true},
		{"a...b...c", "a-c", false},
		{"ab...ba", "aba", false},
	}
	split := func(s string) []string {
		if s == "" {
			return nil
		}
		return strings.Split(s, "|")
	}
	for _, tt := range tests {
		if got := Match(split(tt.want), split(tt.got)); got != tt.match {
			t.Errorf("Match(%q, %q) = %v, want %v", tt.want, tt.got, got, tt.match)
		}
	}
}

func TestCheck(t *testing.T) {
	ex := Example{Output: []string{"a", "b"}}
	if err := ex.Check("a\nb\n"); err != nil {
		t.Error(err)
	}
	err := ex.Check("a\nc\n")
	if err == nil || !strings.Contains(err.Error(), "first difference at output line 2:\n\twant \"b\"\n\tgot  \"c\"") {
		t.Errorf("Check: %v", err)
	}
	ex = Example{Output: []string{"two", "  three"}}
	if err := ex.CheckExcerpt("one\n  two\n    three\nfour\n"); err != nil {
		t.Error(err)
	}
	if err := ex.CheckExcerpt("two\nfour\nthree\n"); err == nil {
		t.Error("CheckExcerpt: lines not consecutive, no error")
	}
}

func TestGoDoc(t *testing.T) {
	src := `// Package x does things.
//
//	$ x a 'b c'
//	out 1
//
//	out 2
//	$ cat f.txt
//	line
//
//	not an example
//
// Prose.
//
//	$ x none
package x
`
	want := []Example{
		{Pos: "x.go:3", Command: "x a 'b c'", Output: []string{"out 1", "", "out 2"}},
		{Pos: "x.go:7", Command: "cat f.txt", Output: []string{"line", "", "not an example"}},
		{Pos: "x.go:14", Command: "x none"},
	}
	got := GoDoc("x.go", []byte(src))
	if !reflect.DeepEqual(got, want) {
		t.Errorf("GoDoc:\n%#v\nwant\n%#v", got, want)
	}
	if f, ok := got[1].CatFile(); !ok || f != "f.txt" {
		t.Errorf("CatFile of %q = %q, %v", got[1].Command, f, ok)
	}
	if _, ok := got[0].CatFile(); ok {
		t.Errorf("CatFile of %q: ok", got[0].Command)
	}
}

func TestMarkdown(t *testing.T) {
	src := `# Title

Intro.

| a | b |
|---|---|
| 1 | 2 |

    go run ./cmd/x one

    out 1

      out 2

Prose after.

    go run ./cmd/x two
Not code: a paragraph goes on.

    not a command

## Next

    go run ./cmd/x three
`
	want := []Example{
		{Pos: "x.md:9", Command: "go run ./cmd/x one", Output: []string{"out 1", "", "  out 2"},
			Before: []string{"Intro.", "", "| a | b |", "|---|---|", "| 1 | 2 |"},
			After:  []string{"Prose after."}},
		{Pos: "x.md:17", Command: "go run ./cmd/x two", Before: []string{"Prose after."},
			After: []string{"Not code: a paragraph goes on.", "", "    not a command"}},
		{Pos: "x.md:24", Command: "go run ./cmd/x three"},
	}
	got := Markdown("x.md", []byte(src), "go run ./cmd/x ")
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Markdown:\n%#v\nwant\n%#v", got, want)
	}
}

// echo is a command of the project for the Runner tests: it prints its
// arguments, then its standard input, and writes "E" to standard error
// when its first argument is "-e", exiting 3.
func echo(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	code := 0
	if len(args) > 0 && args[0] == "-e" {
		fmt.Fprintln(stderr, "E")
		args, code = args[1:], 3
	}
	fmt.Fprintln(stdout, strings.Join(args, " "))
	io.Copy(stdout, stdin)
	return code
}

func TestRunner(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("in.txt", []byte("b\tB\na\tA\nb\tC\nx\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join("d2", "sub"), 0o777); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"d1/z", "d1/a", "d1/.hidden"} {
		if err := os.MkdirAll(filepath.Dir(f), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, nil, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	r := &Runner{Commands: map[string]Func{
		"echo":         echo,
		"go run ./cmd": func(args []string, _ io.Reader, stdout, _ io.Writer) int { fmt.Fprintln(stdout, "cmd", args); return 0 },
	}}
	tests := []struct {
		line string
		out  string
		code int
	}{
		{"echo a 'b  c'", "a b  c\n", 0},
		{"echo x < in.txt | cut -f1 | sort | uniq -c", "      1 a\n      2 b\n      2 x\n", 0},
		{"echo < in.txt | cut -f 2", "\nB\nA\nC\nx\n", 0},
		{`echo "[$(echo a b)]"`, "[a b]\n", 0},
		// Standard error goes to the output as written, the status is
		// the last stage's.
		{"echo -e a | echo b", "E\nb\na\n", 0},
		{"echo -e a", "E\na\n", 3},
		{`echo "$(echo -e a)" z`, "E\na z\n", 0},
		{"go run ./cmd x y", "cmd [x y]\n", 0},
		{`printf '%s\n' a+b 1a`, "a+b\n1a\n", 0},
		{`printf '::1\n1::2::3\n'`, "::1\n1::2::3\n", 0},
		{`printf '%s=%s;' a 1 b 2 c`, "a=1;b=2;c=;", 0},
		{`printf '100%%\t\\\n'`, "100%\t\\\n", 0},
		{`printf '%s\n' a+b 1a - | grep -Ex '[a-z][+a-z-]*'`, "a+b\n", 0},
		{`printf '%s\n' a+b 1a | grep -E '[0-9]'`, "1a\n", 0},
		{`printf '%s\n' a b | grep -E -x 'c'`, "", 1},
		{"ls d1", "a\nz\n", 0},
		{"ls d2 d1", "d1:\na\nz\n\nd2:\nsub\n", 0},
		{"ls missing", "ls: open missing: no such file or directory\n", 2},
	}
	for _, tt := range tests {
		out, code, err := r.Run(tt.line)
		if err != nil || out != tt.out || code != tt.code {
			t.Errorf("Run(%q) = %q, %d, %v; want %q, %d", tt.line, out, code, err, tt.out, tt.code)
		}
	}
	for _, line := range []string{
		"cat in.txt", "echo | paste - in.txt", "echo < missing.txt",
		"printf", `printf '%d' 1`, `printf '\x'`, `printf '%'`,
		"grep x", "grep -v -E x", "grep -E", "grep -E '('",
		"cut -d, -f1", "cut -f", "cut -f0", "sort -r", "uniq", "ls -l",
		`echo "$(nosuch)"`, "echo a | nosuch",
	} {
		if out, code, err := r.Run(line); err == nil {
			t.Errorf("Run(%q) = %q, %d; want an error", line, out, code)
		}
	}
}
