package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// writeGrammar writes src to a file of a temporary directory and returns
// its name.
func writeGrammar(t *testing.T, name, src string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestMatchMaxLen: an input longer than -maxlen is an error line, with the
// limit as its offset, and match goes on with the next input and exits 2
// at the end; the line end does not count ("\r\n" included).
func TestMatchMaxLen(t *testing.T) {
	t.Parallel()
	long := "error\t10\tinput longer than 10 bytes (-maxlen)\n"
	tests := []struct {
		args  []string
		stdin string
		out   string
		code  int
	}{
		{[]string{"-maxlen", "10", "a:bcdefghi", "a:bcdefghij", "a:b"}, "", "valid\n" + long + "valid\n", 2},
		{[]string{"-maxlen", "10"}, "a:bcdefghi\r\na:bcdefghij\r\na:bcdefghi\na:bcdefghi\r", "valid\n" + long + "valid\n" + long, 2},
		{[]string{"-maxlen", "10", "-"}, strings.Repeat("a", 5000) + "\n%zz\n", long + "invalid\t1\texpected HEXDIG, found \"z\"\n", 2},
		{[]string{"-maxlen", "0", "", "a"}, "", "valid\nerror\t0\tinput longer than 0 bytes (-maxlen)\n", 2},
		{[]string{"-maxlen", "3", "%zz"}, "", "invalid\t1\texpected HEXDIG, found \"z\"\n", 1},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		args := append([]string{"match", "-r", "URI-reference"}, tt.args...)
		code := run(args, strings.NewReader(tt.stdin), &stdout, &stderr)
		if code != tt.code || stdout.String() != tt.out || stderr.Len() > 0 {
			t.Errorf("abnf %q: exit status %d, stdout %q, stderr %q; want %d, %q", args, code, &stdout, &stderr, tt.code, tt.out)
		}
	}
}

// endless is a reader of n bytes "a" then "\n", made as they are read.
type endless struct{ n int }

func (r *endless) Read(p []byte) (int, error) {
	if r.n < 0 {
		return 0, io.EOF
	}
	k := min(len(p), r.n)
	for i := range k {
		p[i] = 'a'
	}
	r.n -= k
	if k < len(p) && r.n == 0 {
		p[k] = '\n'
		k++
		r.n = -1
	}
	return k, nil
}

// TestMatchMaxLenMemory reads a line of 256 MiB, which match read whole
// (and then matched, at some KB a byte) before -maxlen: now it keeps at
// most -maxlen bytes of it.
func TestMatchMaxLenMemory(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var stdout, stderr bytes.Buffer
	code := run([]string{"match", "-r", "segment"}, io.MultiReader(&endless{n: 256 << 20}, strings.NewReader("abc\n")), &stdout, &stderr)
	runtime.ReadMemStats(&after)
	want := "error\t1048576\tinput longer than 1048576 bytes (-maxlen)\nvalid\n"
	if code != 2 || stdout.String() != want || stderr.Len() > 0 {
		t.Errorf("exit status %d, stdout %q, stderr %q; want 2, %q", code, &stdout, &stderr, want)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<20 {
		t.Errorf("allocated %d MB, want less than 64", got>>20)
	}
}

// TestMatchMaxDepth: an input in which rule calls nest deeper than
// -maxdepth is an error line at the offset of the call past the limit
// (nest tries a call inside the innermost parentheses too), and match goes
// on with the next input and exits 2 at the end. At the default, 200,000
// nested parentheses took the matcher near Go's stack limit.
func TestMatchMaxDepth(t *testing.T) {
	t.Parallel()
	g := writeGrammar(t, "nest.abnf", "nest = \"(\" *nest \")\"\n")
	deep := strings.Repeat("(", 200_000) + strings.Repeat(")", 200_000)
	tests := []struct {
		args []string
		out  string
	}{
		{[]string{"-maxdepth", "3", "(())", "((()))", "(()"},
			"valid\nerror\t3\tnesting limit reached: rules nested more than 3 deep (-maxdepth)\ninvalid\t3\texpected nest or \")\", found end of input\n"},
		{[]string{"-maxlen", "400000", deep, "()"},
			"error\t10000\tnesting limit reached: rules nested more than 10000 deep (-maxdepth)\nvalid\n"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		args := append([]string{"match", "-g", g, "-r", "nest"}, tt.args...)
		code := run(args, nil, &stdout, &stderr)
		if code != 2 || stdout.String() != tt.out || stderr.Len() > 0 {
			t.Errorf("abnf %.80q: exit status %d, stdout %q, stderr %q; want 2, %q", args, code, &stdout, &stderr, tt.out)
		}
	}
}

// TestSampleMaxDepth: a chain of 10,001 rules, each using the next, has
// strings whose rule calls nest past the reference matcher's limit
// (-maxdepth, as in match). Sample leaves them out and says so, naming the
// limit, where it spoke of the step limit; a -maxdepth above the nesting
// checks and prints them, and one below 1 is a usage error.
func TestSampleMaxDepth(t *testing.T) {
	t.Parallel()
	const n = 10001
	var b strings.Builder
	for i := range n - 1 {
		fmt.Fprintf(&b, "r%d = r%d\n", i, i+1)
	}
	fmt.Fprintf(&b, "r%d = \"x\"\n", n-1)
	g := writeGrammar(t, "chain.abnf", b.String())
	tests := []struct {
		args         []string
		code         int
		stdout, errs string
	}{
		{[]string{"-cover"}, 0, "",
			"abnf sample: left out 2 strings in which rule calls nest more than 10000 deep, the reference matcher's limit (-maxdepth)\n"},
		{[]string{"-cover", "-maxdepth", "20000"}, 0, "\"x\"\n\"X\"\n", ""},
		{[]string{"-maxdepth", "0"}, 2, "", "abnf sample: -maxdepth 0: the depth must be at least 1\n"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		args := append([]string{"sample", "-g", g, "-r", "r0"}, tt.args...)
		code := run(args, nil, &stdout, &stderr)
		errs, _, _ := strings.Cut(stderr.String(), "usage:")
		if code != tt.code || stdout.String() != tt.stdout || errs != tt.errs {
			t.Errorf("abnf %q: exit status %d, stdout %q, stderr %q; want %d, %q, %q", args, code, &stdout, errs, tt.code, tt.stdout, tt.errs)
		}
	}
}

// TestMatchMaxSteps: "s = *x", "x = *"a"" has end sets quadratic in the
// input (RFC 5234 §3.6: every count of iterations, empty ones included);
// on 16 KB of "a…ab" match took 27 s and 1.9 GB, and -maxlen did not
// bound it. Past its step limit, linear in the input (-maxsteps), an input
// is an error line at the offset of the element past the limit, and match
// goes on with the next input and exits 2 at the end.
func TestMatchMaxSteps(t *testing.T) {
	t.Parallel()
	g := writeGrammar(t, "star.abnf", "s = *x\nx = *\"a\"\n")
	long := strings.Repeat("a", 8<<10) + "b"
	tests := []struct {
		args []string
		out  string
	}{
		{[]string{long, "aaa"},
			"error\t6101\tstep limit reached: matching takes more than 4195328 steps for 8193 bytes of input (-maxsteps)\nvalid\n"},
		{[]string{"-maxsteps", "100", "aaaaaaaaaab", "aab"},
			"error\t8\tstep limit reached: matching takes more than 100 steps for 11 bytes of input (-maxsteps)\ninvalid\t2\texpected \"a\" or end of input, found \"b\"\n"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		args := append([]string{"match", "-g", g, "-r", "s"}, tt.args...)
		code := run(args, nil, &stdout, &stderr)
		if code != 2 || stdout.String() != tt.out || stderr.Len() > 0 {
			t.Errorf("abnf %.80q: exit status %d, stdout %q, stderr %q; want 2, %q", args, code, &stdout, &stderr, tt.out)
		}
	}
}

// TestMatchLimitFlags: the limits must be numbers that allow something.
func TestMatchLimitFlags(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"match", "-r", "URI", "-maxlen", "-1", "a:b"},
		{"match", "-r", "URI", "-maxdepth", "0", "a:b"},
		{"match", "-r", "URI", "-maxdepth", "x", "a:b"},
		{"match", "-r", "URI", "-maxsteps", "-1", "a:b"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, nil, &stdout, &stderr); code != 2 || stdout.Len() > 0 || !strings.Contains(stderr.String(), "usage: abnf match") {
			t.Errorf("abnf %q: exit status %d, stdout %q, stderr %q; want 2 and the usage", args, code, &stdout, &stderr)
		}
	}
}

// TestCheckLimits: check reports groups and options nested past the
// reader's limit (RFC grammars nest fewer than 10 deep; 200,000 took the
// parser past Go's stack limit) and a byte that is not UTF-8 as errors at
// their file, line and column, the byte named as it is.
func TestCheckLimits(t *testing.T) {
	tests := []struct {
		src, want string
	}{
		{"a = " + strings.Repeat("( ", 30_000) + `"x"` + strings.Repeat(" )", 30_000) + "\n",
			"g.abnf:1:2005: error: groups and options nested more than 1000 deep (the reader's limit)\n"},
		{"a = \"x\"\nb = " + strings.Repeat("[ ", 1001) + `"x"` + strings.Repeat(" ]", 1001) + "\n",
			"g.abnf:2:2005: error: groups and options nested more than 1000 deep (the reader's limit)\n"},
		{"a = \"x\" \xff b\n", "g.abnf:1:9: error: unexpected character \"\\xff\"\n"},
		{"a = \"x\xff\"\n", "g.abnf:1:7: error: char-val contains the byte \"\\xff\" (not UTF-8), which is not printable US-ASCII (RFC 5234 §4 allows %x20-21 / %x23-7E)\n"},
	}
	dir := t.TempDir()
	t.Chdir(dir)
	for _, tt := range tests {
		if err := os.WriteFile("g.abnf", []byte(tt.src), 0o666); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		code := run([]string{"check", "g.abnf"}, nil, &stdout, &stderr)
		if code != 1 || stdout.String() != tt.want || stderr.Len() > 0 {
			t.Errorf("abnf check %.40q...: exit status %d, stdout %q, stderr %q; want 1, %q", tt.src, code, &stdout, &stderr, tt.want)
		}
	}
}
