package main

import (
	"bytes"
	"errors"
	"flag"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// fixtures holds the golden files (NAME.stdout.golden, NAME.stderr.golden)
// of the cases below and, in grammars/, the grammars they read. The tests
// run in that directory, so that file names in messages are short.
const fixtures = "../../testdata/cli/abnf"

// long runs the tests that measure scale as well: each takes tens of
// seconds, more than the rest of the package together. "make test-long"
// sets it; "make test" and CI do not.
var long = flag.Bool("long", false, "run the tests that measure scale too (make test-long)")

// skipUnlessLong skips t, which measures scale, unless -long is set.
func skipUnlessLong(t *testing.T) {
	t.Helper()
	if !*long {
		t.Skip("measures scale: run with -long (make test-long)")
	}
}

// rfc3986 are inputs matched against RFC 3986 Appendix A, the default
// grammar of "abnf match", and whether they are valid.
var rfc3986 = []struct {
	rule  string
	input string
	valid bool
}{
	// §3.2.2: a host that is not an IPv4address ("400" is no dec-octet,
	// five numbers are too many) is a reg-name.
	{"URI-reference", "http://1.2.3.400/", true},
	{"URI-reference", "http://250.1.1.1/", true},
	{"URI-reference", "http://1.2.3.4.5/", true},
	// IP-literals: IPv6 with "::" first, last, before an IPv4 part, and
	// with a port; an IPvFuture.
	{"URI-reference", "http://[1::]/", true},
	{"URI-reference", "http://[::250.1.1.1]/", true},
	{"URI-reference", "http://[::1]:80/", true},
	{"URI-reference", "http://[v1.x]/", true},
	// A URI with a rootless path, and relative references (§4.2): a
	// network-path reference, a query alone, and the empty same-document
	// reference (§4.4).
	{"URI-reference", "a:b", true},
	{"URI-reference", "//a", true},
	{"URI-reference", "?q", true},
	{"URI-reference", "", true},
	// "%" must be followed by two hex digits (§2.1); a space is in no
	// component; an IP-literal must be closed.
	{"URI-reference", "%zz", false},
	{"URI-reference", "http://a b", false},
	{"URI-reference", "http://[::1/", false},
	// dec-octet is 0 to 255.
	{"dec-octet", "250", true},
	{"dec-octet", "256", false},
	// At most eight 16-bit pieces.
	{"IPv6address", "1:2:3:4:5:6:7:8:9", false},
	// The apostrophe is a sub-delim; the typographic one (U+2019) is not.
	{"sub-delims", "'", true},
	{"sub-delims", "’", false},
}

// rfc3986Inputs returns the inputs of rfc3986 for rule, those valid or
// those invalid.
func rfc3986Inputs(rule string, valid bool) []string {
	var in []string
	for _, c := range rfc3986 {
		if c.rule == rule && c.valid == valid {
			in = append(in, c.input)
		}
	}
	return in
}

func rfc3986Rule(rule string) []string {
	return slices.Concat(rfc3986Inputs(rule, true), rfc3986Inputs(rule, false))
}

func args(fixed []string, inputs ...string) []string {
	return slices.Concat(fixed, []string{"--"}, inputs)
}

// testCase is a command line with its standard input, and the exit status
// it must give; standard output and error are in the golden files.
type testCase struct {
	name  string
	args  []string
	stdin string
	code  int
	long  bool // measures scale: run with -long only
}

// cases are the command lines TestRun runs; other files add theirs.
var cases = []testCase{
	// Usage of abnf itself.
	{name: "no-args", code: 2},
	{name: "help", args: []string{"help"}},
	{name: "help-flag", args: []string{"-h"}},
	{name: "help-long-flag", args: []string{"--help"}},
	{name: "help-check", args: []string{"help", "check"}},
	{name: "help-match", args: []string{"help", "match"}},
	{name: "help-unknown", args: []string{"help", "frobnicate"}, code: 2},
	{name: "help-too-many", args: []string{"help", "check", "match"}, code: 2},
	{name: "unknown-command", args: []string{"frobnicate", "x"}, code: 2},

	// abnf check.
	{name: "check-h", args: []string{"check", "-h"}},
	{name: "check-no-files", args: []string{"check"}, code: 2},
	{name: "check-unknown-flag", args: []string{"check", "-x", "grammars/kv.abnf"}, code: 2},
	{name: "check-empty-rule", args: []string{"check", "-r", "pairs,", "grammars/kv.abnf"}, code: 2},
	// RFC 3986 with the start rules of §4.1 and §4.3: the three rules only
	// the prose uses are unused.
	{name: "check-rfc3986", args: []string{"check", "-r", "URI-reference,absolute-URI", "embed:rfc3986.abnf"}},
	// The same, -r repeated and in another case, with the infos.
	{name: "check-rfc3986-verbose", args: []string{"check", "-v", "-r", "uri-reference", "-r", "ABSOLUTE-URI", "embed:rfc3986.abnf"}},
	// Without -r, the first rule (URI) is the start rule.
	{name: "check-rfc3986-default-start", args: []string{"check", "embed:rfc3986.abnf"}},
	{name: "check-clean", args: []string{"check", "grammars/kv.abnf"}},
	{name: "check-undefined-start", args: []string{"check", "-r", "pairs,pear", "grammars/kv.abnf"}, code: 1},
	{name: "check-undefined", args: []string{"check", "grammars/undefined.abnf"}, code: 1},
	{name: "check-duplicate", args: []string{"check", "grammars/duplicate.abnf"}, code: 1},
	{name: "check-left-recursive", args: []string{"check", "grammars/left-recursive.abnf"}, code: 1},
	{name: "check-syntax", args: []string{"check", "grammars/syntax.abnf"}, code: 1},
	// Two files make one grammar; one alone lacks "item".
	{name: "check-compose", args: []string{"check", "grammars/compose-main.abnf", "grammars/compose-ext.abnf"}},
	{name: "check-compose-half", args: []string{"check", "grammars/compose-main.abnf"}, code: 1},
	// A syntax error in the second file, after a good first one.
	{name: "check-syntax-second", args: []string{"check", "grammars/kv.abnf", "grammars/syntax.abnf"}, code: 1},
	{name: "check-missing", args: []string{"check", "grammars/kv.abnf", "grammars/missing.abnf"}, code: 2},
	{name: "check-missing-embed", args: []string{"check", "embed:missing.abnf"}, code: 2},

	// abnf match on RFC 3986, inputs as arguments.
	{name: "match-h", args: []string{"match", "-h"}},
	{name: "match-valid", args: args([]string{"match", "-r", "URI-reference"}, rfc3986Inputs("URI-reference", true)...)},
	{name: "match-invalid", args: args([]string{"match", "-r", "URI-reference"}, rfc3986Inputs("URI-reference", false)...), code: 1},
	{name: "match-dec-octet", args: args([]string{"match", "-r", "dec-octet"}, rfc3986Rule("dec-octet")...), code: 1},
	{name: "match-ipv6address", args: args([]string{"match", "-r", "IPv6address"}, rfc3986Rule("IPv6address")...), code: 1},
	{name: "match-sub-delims", args: args([]string{"match", "-r", "sub-delims"}, rfc3986Rule("sub-delims")...), code: 1},
	// Rule names are case-insensitive; "-" among other arguments is an input.
	{name: "match-rule-case", args: []string{"match", "-r", "uri-REFERENCE", "a:b", "-"}},
	// Inputs on standard input: LF and CRLF lines, an empty line (the
	// empty input), a last line without a newline.
	{name: "match-stdin", args: []string{"match", "-r", "URI-reference"},
		stdin: "http://[::1]:80/\r\n%zz\n\nhttp://a b\r\n\r\nhttp://[v1.x]/", code: 1},
	{name: "match-stdin-dash", args: []string{"match", "-r", "dec-octet", "-"}, stdin: "250\n256\n", code: 1},
	// -echo: the input, quoted where a terminal would act on it, then
	// the verdict.
	{name: "match-echo", args: []string{"match", "-echo", "-r", "URI-reference", "http://a/", "a b", "a\tb", `"q"`, "a\x1b[2Jb"}, code: 1},
	// A "\r" not followed by "\n" belongs to the input.
	{name: "match-stdin-cr", args: []string{"match", "-r", "URI-reference"}, stdin: "a:b\r", code: 1},
	{name: "match-stdin-empty", args: []string{"match", "-r", "URI-reference"}},
	// A grammar of one's own, and one in two files.
	{name: "match-custom", args: []string{"match", "-g", "grammars/kv.abnf", "-r", "pairs", `a=1;b="x y"`, "a-1=2", "a=1;", "1=a", `a="x`}, code: 1},
	{name: "match-custom-valid", args: []string{"match", "-g", "grammars/kv.abnf", "-r", "pair", `key="value"`}},
	{name: "match-compose", args: []string{"match", "-g", "grammars/compose-main.abnf,grammars/compose-ext.abnf", "-r", "list", `a,"b c",d`, "a,,b"}, code: 1},
	{name: "match-compose-repeated", args: []string{"match", "-g", "grammars/compose-main.abnf", "-g", "grammars/compose-ext.abnf", "-r", "list", "a,b"}},
	// Usage and grammar errors: nothing is matched.
	{name: "match-no-rule", args: []string{"match", "a:b"}, code: 2},
	{name: "match-unknown-rule", args: []string{"match", "-r", "URI-ref", "a:b"}, code: 2},
	{name: "match-unknown-rule-custom", args: []string{"match", "-g", "grammars/kv.abnf", "-r", "URI", "a:b"}, code: 2},
	{name: "match-grammar-errors", args: []string{"match", "-g", "grammars/undefined.abnf", "-r", "pair", "a=1"}, code: 2},
	{name: "match-left-recursive", args: []string{"match", "-g", "grammars/left-recursive.abnf", "-r", "term", "1"}, code: 2},
	{name: "match-syntax", args: []string{"match", "-g", "grammars/syntax.abnf", "-r", "list", "a"}, code: 2},
	{name: "match-missing", args: []string{"match", "-g", "grammars/missing.abnf", "-r", "list", "a"}, code: 2},
	{name: "match-empty-file-name", args: []string{"match", "-g", "grammars/kv.abnf,", "-r", "pairs", "a=1"}, code: 2},
}

func TestRun(t *testing.T) {
	dir, err := filepath.Abs(fixtures)
	if err != nil {
		t.Fatal(err)
	}
	gold := goldie.New(t, goldie.WithFixtureDir(dir))
	// The cases run in parallel in dir: subtests of a test that changed
	// directory may, and the directory is changed back after the last.
	t.Chdir(dir)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.long {
				skipUnlessLong(t)
			}
			t.Parallel()
			var stdout, stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
			if code != tc.code {
				t.Errorf("abnf %s: exit status %d, want %d\nstderr:\n%s", strings.Join(tc.args, " "), code, tc.code, &stderr)
			}
			gold.Assert(t, tc.name+".stdout", stdout.Bytes())
			gold.Assert(t, tc.name+".stderr", stderr.Bytes())
		})
	}
}

// TestMatchRFC3986 matches each input of rfc3986 on its own, as an
// argument and on standard input, so that the validity each is meant to
// have is checked apart from the golden files.
func TestMatchRFC3986(t *testing.T) {
	t.Parallel()
	for _, c := range rfc3986 {
		want, code := "invalid\t", 1
		if c.valid {
			want, code = "valid\n", 0
		}
		for _, stdin := range []bool{false, true} {
			a := []string{"match", "-r", c.rule, "--", c.input}
			if stdin {
				a = a[:3]
			}
			var stdout, stderr bytes.Buffer
			got := run(a, strings.NewReader(c.input+"\n"), &stdout, &stderr)
			if got != code || !strings.HasPrefix(stdout.String(), want) || strings.Count(stdout.String(), "\n") != 1 || stderr.Len() > 0 {
				t.Errorf("abnf %q (stdin %v): exit status %d, stdout %q, stderr %q; want %d, %q...",
					a, stdin, got, &stdout, &stderr, code, want)
			}
		}
	}
}

// TestLongLine matches a line far longer than bufio.Scanner's default
// limit of 64 KiB.
func TestLongLine(t *testing.T) {
	t.Chdir(fixtures)
	long := "a=" + strings.Repeat("1", 200_000)
	var stdout, stderr bytes.Buffer
	code := run([]string{"match", "-g", "grammars/kv.abnf", "-r", "pairs"},
		strings.NewReader(long+"\r\n"+long+"x\n"), &stdout, &stderr)
	want := "valid\ninvalid\t200002\texpected DIGIT, \";\" or end of input, found \"x\"\n"
	if code != 1 || stdout.String() != want || stderr.Len() > 0 {
		t.Errorf("exit status %d, stdout %q, stderr %q; want 1, %q", code, &stdout, &stderr, want)
	}
}

// TestEachLine reads lines of more than 1 MiB and every kind of line end.
func TestEachLine(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 3<<20)
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"\n", []string{""}},
		{"a", []string{"a"}},
		{"a\n", []string{"a"}},
		{"a\r\n", []string{"a"}},
		{"a\r", []string{"a\r"}},
		{"a\r\r\n", []string{"a\r"}},
		{"\r\n\n", []string{"", ""}},
		{"a\nb\r\nc", []string{"a", "b", "c"}},
		{long + "\r\n" + long, []string{long, long}},
	}
	for _, tt := range tests {
		var got []string
		if err := eachLine(strings.NewReader(tt.in), func(s string) error {
			got = append(got, s)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("eachLine(%.20q...) = %.3q, want %.3q", tt.in, got, tt.want)
		}
	}
}

// TestFixturesUsed keeps every golden file and grammar in fixtures in use.
func TestFixturesUsed(t *testing.T) {
	t.Parallel()
	used := map[string]bool{bigcodeGrammar: true}
	for _, tc := range cases {
		used[tc.name+".stdout.golden"] = true
		used[tc.name+".stderr.golden"] = true
		for _, a := range tc.args {
			for f := range strings.SplitSeq(a, ",") {
				used[f] = true
			}
		}
	}
	for _, pattern := range []string{"*.golden", "grammars/*.abnf"} {
		names, err := filepath.Glob(filepath.Join(fixtures, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			rel, err := filepath.Rel(fixtures, n)
			if err != nil {
				t.Fatal(err)
			}
			if !used[filepath.ToSlash(rel)] {
				t.Errorf("%s is in no case", n)
			}
		}
	}
}

// TestCommands keeps the usage in line with the command table.
func TestCommands(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	usage(&b)
	for _, c := range commands {
		if !strings.Contains(b.String(), "\t"+c.name+" ") || !strings.Contains(b.String(), c.summary) {
			t.Errorf("usage does not list %s:\n%s", c.name, &b)
		}
	}
}

// TestWriteErrors: when writing standard output fails, every command
// stops with exit status 2 and says so on standard error, once.
func TestWriteErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"check", "-v", "../../grammar/rfc3986.abnf"},
		{"match", "-r", "URI", "a:b", "%zz"},
		{"analyze", "-hazards=false", "-g", "embed:core.abnf", "-r", "ALPHA"},
		{"analyze", "-json", "-hazards=false", "-g", "embed:core.abnf", "-r", "ALPHA"},
		{"regex", "-g", "embed:rfc3986.abnf", "-r", "dec-octet"},
		{"diff", "-g", "embed:rfc3986.abnf", "-r", "query", "-g2", "embed:rfc3986.abnf", "-r2", "fragment"},
		{"sample", "-r", "dec-octet", "-cover"},
		{"graph", "-g", "embed:core.abnf"},
	} {
		var stderr bytes.Buffer
		code := run(args, strings.NewReader(""), failWriter{}, &stderr)
		want := "abnf " + args[0] + ": writing standard output: disk full\n"
		if code != 2 || stderr.String() != want {
			t.Errorf("abnf %q: exit status %d, stderr %q; want 2, %q", args, code, &stderr, want)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }
