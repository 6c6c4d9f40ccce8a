package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/beam/uribeam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// The pipelines run on the runner of the -runner flag: prism, in process,
// by default. Run again by TestPortable, the test binary is a job server
// or uripipe instead.
func TestMain(m *testing.M) {
	if role() {
		os.Exit(0)
	}
	ptest.Main(m)
}

func TestFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want config // when err is ""
		err  string
	}{
		{args: []string{"--input", "a,b", "--input=c", "--output", "o", "--op", "dedupe", "--level", "Syntax"},
			want: config{inputs: []string{"a", "b", "c"}, output: "o", op: "dedupe", level: uribeam.SyntaxBased, n: 3, groups: 64, shards: 4, sep: "\t"}},
		{args: []string{"--output", "o", "--op", "validate"}, err: "no --input"},
		{args: []string{"--input", "a", "--op", "validate"}, err: "no --output"},
		{args: []string{"--input", "a", "--output", "o", "--op", "parse"}, err: `--op "parse": want one of validate, repair, normalize, dedupe, resolve, extract, lint`},
		{args: []string{"--input", "a", "--output", "o", "--op", "normalize", "--level", "simple"}, err: "--level simple: normalize wants syntax or scheme"},
		{args: []string{"--input", "a", "--output", "o", "--op", "dedupe", "--level", "full"}, err: `uribeam: unknown level "full": want simple, syntax or scheme`},
		{args: []string{"--input", "a", "--output", "o", "--op", "dedupe", "--shards", "0"}, err: "--shards 0: want 1 or more"},
		{args: []string{"--input", "a", "--output", "o", "--op", "dedupe", "--groups", "0"}, err: "--groups 0: want 1 or more"},
		{args: []string{"--input", "a", "--output", "o", "--op", "lint", "x"}, err: `unexpected argument "x": inputs are given with --input`},
	} {
		fs := flag.NewFlagSet("uripipe", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		got, err := parseFlags(fs, c.args)
		switch {
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("%q: error %v, want %s", c.args, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%q: %v", c.args, err)
		case c.err == "" && !equalConfig(got, c.want):
			t.Errorf("%q: %+v, want %+v", c.args, got, c.want)
		}
	}
}

func equalConfig(a, b config) bool {
	return slices.Equal(a.inputs, b.inputs) && a.output == b.output && a.op == b.op && a.level == b.level && a.n == b.n && a.groups == b.groups && a.shards == b.shards && a.sep == b.sep
}

// TestNoMatch checks that a glob that matches no file is an error, not a
// run over nothing.
func TestNoMatch(t *testing.T) {
	err := run(context.Background(), config{inputs: []string{"testdata/nothing-*.txt"}, output: filepath.Join(t.TempDir(), "x"), op: "validate", shards: 1})
	if err == nil || !strings.Contains(err.Error(), "no file matches") {
		t.Fatalf("run on a glob that matches nothing: %v", err)
	}
}

// TestOps runs each operation on the small files of testdata: every line
// is answered, invalid ones included, and the summary counts them.
// testdata/urls.txt has a line ending "\r\n", an empty line and a last
// line without a line ending.
func TestOps(t *testing.T) {
	const (
		errHex   = `"error":{"offset":1,"component":"path","message":"expected HEXDIG, found \"z\""}`
		errSpace = `"error":{"offset":8,"component":"host","message":"expected unreserved, pct-encoded, sub-delims, \":\", \"@\", \"/\", \"?\", \"#\" or end of input, found \" \""}`
	)
	for _, c := range []struct {
		op, input string
		n         int
		summary   string
		results   []string
		invalid   []string
	}{
		{"validate", "urls.txt", 3, `{"op":"validate","inputs":8,"valid":6,"invalid":2,"results":6}`, []string{
			`{"input":"","valid":true}`,
			`{"input":"HTTP://Example.COM:80/a/./b","valid":true}`,
			`{"input":"http://a/%7e","valid":true}`,
			`{"input":"http://example.com/a/b","valid":true}`,
			`{"input":"http://example.com:/a/b","valid":true}`,
			`{"input":"http://user:pw@h:25/","valid":true}`,
		}, []string{
			`{"input":"%zz","valid":false,` + errHex + `}`,
			`{"input":"http://a b/","valid":false,` + errSpace + `}`,
		}},
		// testdata/repair.txt: URLs as browsers take them, one with a
		// leading space, a URI reference, an empty line, and two that no
		// repair mends (a space in a host, a host that is not UTF-8, RFC
		// 3986 §3.2.2).
		{"repair", "repair.txt", 3, `{"op":"repair","inputs":7,"valid":5,"invalid":2,"results":5}`, []string{
			`{"input":"","uri":"","fixes":[]}`,
			`{"input":" /search?q=\"x\"","uri":"/search?q=%22x%22","fixes":[{"kind":"trimmed","offset":0,"text":" "},{"kind":"escaped","offset":11,"text":"\""},{"kind":"escaped","offset":13,"text":"\""}]}`,
			`{"input":"http://a/b?q#f","uri":"http://a/b?q#f","fixes":[]}`, // a URI reference, unchanged (§4.1)
			`{"input":"http:\\\\example.com\\a","uri":"http://example.com/a","fixes":[{"kind":"backslash","offset":5,"text":"\\\\"},{"kind":"backslash","offset":18,"text":"\\"}]}`,
			`{"input":"https://example.com/a b","uri":"https://example.com/a%20b","fixes":[{"kind":"escaped","offset":21,"text":" "}]}`, // §2.1
		}, []string{
			`{"input":"http://a\ufffdb/","error":{"offset":7,"message":"host \"a\\xffb\" is not UTF-8: uri: unescape \"a\\xffb\": invalid UTF-8 \"\\xff\" at offset 1"}}`,
			`{"input":"http://exa mple.com:99999/","error":{"offset":10,"message":"invalid character \" \" in host"}}`,
		}},
		{"normalize", "urls.txt", 3, `{"op":"normalize","level":"scheme-based","inputs":8,"valid":6,"invalid":2,"results":6}`, []string{
			`{"input":"","result":""}`,
			`{"input":"HTTP://Example.COM:80/a/./b","result":"http://example.com/a/b"}`, // RFC 3986 §6.2.2, §6.2.3
			`{"input":"http://a/%7e","result":"http://a/~"}`,
			`{"input":"http://example.com/a/b","result":"http://example.com/a/b"}`,
			`{"input":"http://example.com:/a/b","result":"http://example.com/a/b"}`,
			`{"input":"http://user:pw@h:25/","result":"http://user:pw@h:25/"}`,
		}, []string{
			`{"input":"%zz",` + errHex + `}`,
			`{"input":"http://a b/",` + errSpace + `}`,
		}},
		{"dedupe", "urls.txt", 2, `{"op":"dedupe","level":"scheme-based","inputs":8,"valid":6,"invalid":2,"results":4}`, []string{
			`{"uri":"","count":1,"spellings":[""]}`,
			`{"uri":"http://a/~","count":1,"spellings":["http://a/%7e"]}`,
			`{"uri":"http://example.com/a/b","count":3,"spellings":["HTTP://Example.COM:80/a/./b","http://example.com/a/b"]}`, // §6.2.3
			`{"uri":"http://user:pw@h:25/","count":1,"spellings":["http://user:pw@h:25/"]}`,
		}, []string{
			`{"input":"%zz",` + errHex + `}`,
			`{"input":"http://a b/",` + errSpace + `}`,
		}},
		{"lint", "urls.txt", 3, `{"op":"lint","inputs":8,"valid":6,"invalid":2,"results":4}`, []string{
			`{"code":"dot-segment","severity":"warning","section":"7.3","count":1,"examples":["HTTP://Example.COM:80/a/./b"]}`,
			`{"code":"pct-encoded-unreserved","severity":"info","section":"2.3","count":1,"examples":["http://a/%7e"]}`,
			`{"code":"port-well-known","severity":"warning","section":"7.2","count":1,"examples":["http://user:pw@h:25/"]}`,
			`{"code":"userinfo-password","severity":"error","section":"7.5","count":1,"examples":["http://user:pw@h:25/"]}`,
		}, []string{
			`{"input":"%zz","valid":false,` + errHex + `}`,
			`{"input":"http://a b/","valid":false,` + errSpace + `}`,
		}},
		{"resolve", "pairs.txt", 3, `{"op":"resolve","inputs":5,"valid":2,"invalid":3,"results":2}`, []string{
			`{"base":"http://a/b/c/d;p?q","reference":"../g","result":"http://a/b/g"}`, // §5.4.1
			`{"base":"http://a/b/c/d;p?q","reference":"g","result":"http://a/b/c/g"}`,
		}, []string{
			`{"base":"a/b","reference":"g","error":{"offset":1,"component":"scheme","message":"base: expected ALPHA, DIGIT, \"+\", \"-\", \".\" or \":\", found \"/\""}}`,
			`{"base":"http://a/b/c/d;p?q","reference":"%zz","error":{"offset":1,"component":"path","message":"reference: expected HEXDIG, found \"z\""}}`,
			`{"base":"no tab here","error":{"message":"want BASE<TAB>REF, found no tab"}}`,
		}},
		{"extract", "text.txt", 3, `{"op":"extract","inputs":3,"valid":3,"invalid":1,"results":4}`, []string{ // Appendix C
			`{"file":"testdata/text.txt","start":0,"end":22,"delimiter":"bare","flags":[],"uri":"mailto:joe@example.com","valid":true}`,
			`{"file":"testdata/text.txt","start":22,"end":34,"delimiter":"quotes","flags":["invalid"],"uri":"http://c/%zz","valid":false,"error":{"offset":10,"component":"path","message":"expected HEXDIG, found \"z\""}}`,
			`{"file":"testdata/text.txt","start":25,"end":39,"delimiter":"bare","flags":[],"uri":"http://a/b_(c)","valid":true}`,
			`{"file":"testdata/text.txt","start":5,"end":15,"delimiter":"angle","flags":[],"uri":"http://a/b","valid":true}`,
		}, nil},
	} {
		t.Run(c.op, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			cfg := config{inputs: []string{"testdata/" + c.input}, output: out, op: c.op, level: uribeam.SchemeBased, n: c.n, groups: 3, shards: 2, sep: "\t"}
			if err := run(context.Background(), cfg); err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(string(must(os.ReadFile(out + "-summary.json")))); got != c.summary {
				t.Errorf("summary\n%s\nwant\n%s", got, c.summary)
			}
			compareLines(t, "results", readShards(t, out+"-results"), c.results)
			compareLines(t, "invalid", readShards(t, out+"-invalid"), c.invalid)
		})
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// readShards returns the lines of the shards PREFIX-*.ndjson, sorted.
func readShards(t *testing.T, prefix string) []string {
	t.Helper()
	files, err := filepath.Glob(prefix + "-*-of-*.ndjson")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range files {
		lines = append(lines, splitLines(must(os.ReadFile(f)))...)
	}
	slices.Sort(lines)
	return lines
}

func splitLines(b []byte) []string {
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<30)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

func compareLines(t *testing.T, name string, got, want []string) {
	t.Helper()
	want = slices.Sorted(slices.Values(want))
	if slices.Equal(got, want) {
		return
	}
	var extra, missing []string
	for _, g := range got {
		if _, ok := slices.BinarySearch(want, g); !ok {
			extra = append(extra, g)
		}
	}
	for _, w := range want {
		if _, ok := slices.BinarySearch(got, w); !ok {
			missing = append(missing, w)
		}
	}
	if len(extra) > 5 {
		extra = extra[:5]
	}
	if len(missing) > 5 {
		missing = missing[:5]
	}
	t.Errorf("%s: %d lines, want %d\nunexpected (first 5): %q\nmissing (first 5): %q", name, len(got), len(want), extra, missing)
}

// corpusDir is where the URL corpora are, beside the repository.
const corpusDir = "../../../../shared/data/urls"

// TestCorpus runs uripipe --op validate, --op normalize and --op dedupe
// over the URL corpora, and "uri validate -json" and "uri normalize
// -json" over each file: the counts are the same, and so is every line,
// the pipeline's in its results and invalid shards; dedupe's classes are
// the distinct normal forms of "uri normalize", each counted as often as
// it is there, and its invalid lines normalize's.
func TestCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.*"))
	files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, ".md") })
	if len(files) == 0 {
		t.Skipf("no URL corpora in %s: skipped the comparison with the uri command", corpusDir)
	}
	uriCmd := buildURI(t)
	for _, op := range []string{"validate", "normalize", "dedupe"} {
		t.Run(op, func(t *testing.T) {
			uriOp := op
			if op == "dedupe" {
				uriOp = "normalize"
			}
			var want []string
			wantInvalid := 0
			for _, f := range files {
				lines := splitLines(runURI(t, uriCmd, uriOp, f))
				for _, l := range lines {
					if strings.Contains(l, `"error":`) {
						wantInvalid++
					}
				}
				want = append(want, lines...)
			}
			out := filepath.Join(t.TempDir(), "out")
			cfg := config{inputs: files, output: out, op: op, level: uribeam.SchemeBased, n: 3, groups: 8, shards: 4, sep: "\t"}
			if err := run(context.Background(), cfg); err != nil {
				t.Fatal(err)
			}
			var sum struct{ Inputs, Valid, Invalid, Results int }
			if err := json.Unmarshal(must(os.ReadFile(out+"-summary.json")), &sum); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d inputs, %d valid, %d invalid, %d results; uri %s: %d lines, %d errors", op, sum.Inputs, sum.Valid, sum.Invalid, sum.Results, uriOp, len(want), wantInvalid)
			if op == "dedupe" {
				checkClasses(t, sum.Results, readShards(t, out+"-results"), want)
				compareLines(t, "invalid", readShards(t, out+"-invalid"), slices.DeleteFunc(want, func(l string) bool { return !strings.Contains(l, `"error":`) }))
				if sum.Inputs != len(want) || sum.Invalid != wantInvalid || sum.Valid != len(want)-wantInvalid {
					t.Errorf("summary %+v; uri %s: %d inputs, %d invalid", sum, uriOp, len(want), wantInvalid)
				}
				return
			}
			if sum.Inputs != len(want) || sum.Invalid != wantInvalid || sum.Valid != len(want)-wantInvalid || sum.Results != sum.Valid {
				t.Errorf("summary %+v; uri %s: %d inputs, %d invalid", sum, op, len(want), wantInvalid)
			}
			got := append(readShards(t, out+"-results"), readShards(t, out+"-invalid")...)
			slices.Sort(got)
			compareLines(t, "lines", got, want)
		})
	}
}

// checkClasses checks dedupe's classes against the lines of "uri
// normalize -json": one class per distinct result, counted as often as
// the result is there, and as many classes as the summary says.
func checkClasses(t *testing.T, results int, classes, normalized []string) {
	t.Helper()
	want := map[string]int64{}
	for _, l := range normalized {
		var n struct{ Result *string }
		if err := json.Unmarshal([]byte(l), &n); err != nil {
			t.Fatal(err)
		}
		if n.Result != nil {
			want[*n.Result]++
		}
	}
	if len(classes) != len(want) || results != len(want) {
		t.Errorf("%d classes, %d in the summary; uri normalize: %d distinct results", len(classes), results, len(want))
	}
	bad := 0
	for _, l := range classes {
		var c struct {
			URI       string
			Count     int64
			Spellings []string
		}
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			t.Fatal(err)
		}
		if want[c.URI] != c.Count || len(c.Spellings) == 0 {
			if bad++; bad <= 5 {
				t.Errorf("class %s: want count %d, spellings", l, want[c.URI])
			}
		}
	}
}

// buildURI builds the uri command of the uri module this one uses (the
// checkout, through go.work).
func buildURI(t testing.TB) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH:", err)
	}
	exe := filepath.Join(t.TempDir(), "uri")
	cmd := exec.Command(goTool, "build", "-o", exe, "github.com/abnf-uri/uri/cmd/uri")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build cmd/uri: %v\n%s", err, out)
	}
	return exe
}

// runURI runs "uri OP -json" on the lines of file, and returns its output.
func runURI(t testing.TB, exe, op, file string) []byte {
	t.Helper()
	in, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	cmd := exec.Command(exe, op, "-json")
	cmd.Stdin = in
	var out bytes.Buffer
	cmd.Stdout = &out
	err = cmd.Run()
	if _, ok := err.(*exec.ExitError); err != nil && (!ok || cmd.ProcessState.ExitCode() != 1) {
		t.Fatalf("uri %s < %s: %v", op, file, err)
	}
	return out.Bytes()
}
