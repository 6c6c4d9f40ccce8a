package main

import (
	"bytes"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/sebdah/goldie/v2"
)

// cliCase is a command line of abnf with the exit status it must give;
// its standard output and error are in golden files NAME.stdout.golden
// and NAME.stderr.golden of the case's fixture directory.
type cliCase struct {
	name string
	args []string
	code int
}

// sampleFixtures holds the golden files of sampleCases and the grammars
// they read; the cases run in the directory above it, the one of abnf's
// other golden files, so that file names in messages read "sample/...".
const sampleFixtures = fixtures + "/sample"

var sampleCases = []cliCase{
	{name: "h", args: []string{"sample", "-h"}},
	{name: "help", args: []string{"help", "sample"}},
	{name: "no-rule", args: []string{"sample"}, code: 2},
	{name: "unknown-rule", args: []string{"sample", "-r", "URI-ref"}, code: 2},
	{name: "argument", args: []string{"sample", "-r", "URI", "x"}, code: 2},
	{name: "negative-n", args: []string{"sample", "-r", "URI", "-n", "-1"}, code: 2},
	// RFC 3986, the default grammar: random strings, reproducible from
	// the seed; shorter ones with -maxlen 6 (past 6 bytes, the shortest
	// way out of every choice).
	{name: "uri-reference", args: []string{"sample", "-r", "URI-reference", "-n", "8", "-seed", "3"}},
	{name: "uri-reference-maxlen", args: []string{"sample", "-r", "URI-reference", "-n", "8", "-seed", "3", "-maxlen", "6"}},
	{name: "dec-octet", args: []string{"sample", "-g", "embed:rfc3986.abnf", "-r", "dec-octet", "-n", "20"}},
	// Cover sets: every alternative of dec-octet and each edge of its
	// ranges; IPv6address's nine forms, each count of each repetition.
	{name: "dec-octet-cover", args: []string{"sample", "-r", "dec-octet", "-cover"}},
	{name: "ipv6address-cover", args: []string{"sample", "-r", "IPv6address", "-cover"}},
	{name: "authority-cover", args: []string{"sample", "-r", "authority", "-cover"}},
	// Near misses: systematic ones, and random edits.
	{name: "dec-octet-invalid", args: []string{"sample", "-r", "dec-octet", "-cover", "-invalid"}},
	{name: "uri-reference-invalid", args: []string{"sample", "-r", "URI-reference", "-invalid", "-n", "12", "-seed", "5"}},
	// RFC 7405 case-sensitive literals, ranges, bounded repetitions.
	{name: "case-cover", args: []string{"sample", "-g", "sample/case.abnf", "-r", "token", "-cover"}},
	{name: "case-invalid", args: []string{"sample", "-g", "sample/case.abnf", "-r", "token", "-cover", "-invalid"}},
	// Line breaks: quoted by default, left out with -raw.
	{name: "lines", args: []string{"sample", "-g", "sample/lines.abnf", "-r", "lines", "-cover"}},
	{name: "lines-raw", args: []string{"sample", "-g", "sample/lines.abnf", "-r", "lines", "-cover", "-raw"}},
	{name: "dec-octet-raw", args: []string{"sample", "-r", "dec-octet", "-cover", "-invalid", "-raw"}},
	// Six nested repetitions: random strings, a cover set and near misses
	// in milliseconds (they took past 30 s and 1 GB to check).
	{name: "nested", args: []string{"sample", "-g", "sample/nested.abnf", "-r", "r", "-n", "6"}},
	{name: "nested-cover", args: []string{"sample", "-g", "sample/nested.abnf", "-r", "r", "-cover"}},
	{name: "nested-invalid", args: []string{"sample", "-g", "sample/nested.abnf", "-r", "r", "-n", "6", "-invalid"}},
	// Grammars that cannot be sampled.
	{name: "prose", args: []string{"sample", "-g", "sample/prose.abnf", "-r", "greeting"}, code: 2},
	{name: "undefined", args: []string{"sample", "-g", "sample/undefined.abnf", "-r", "pair"}, code: 2},
	{name: "missing", args: []string{"sample", "-g", "sample/missing.abnf", "-r", "pair"}, code: 2},
}

// runCases runs cases in dir (the parent of golden) and compares their
// output with the golden files in golden.
func runCases(t *testing.T, dir, golden string, cases []cliCase) {
	golden, err := filepath.Abs(golden)
	if err != nil {
		t.Fatal(err)
	}
	gold := goldie.New(t, goldie.WithFixtureDir(golden))
	// In parallel, in dir (as in TestRun).
	t.Chdir(dir)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(""), &stdout, &stderr)
			if code != tc.code {
				t.Errorf("abnf %s: exit status %d, want %d\nstderr:\n%s", strings.Join(tc.args, " "), code, tc.code, &stderr)
			}
			gold.Assert(t, tc.name+".stdout", stdout.Bytes())
			gold.Assert(t, tc.name+".stderr", stderr.Bytes())
		})
	}
}

func TestSampleGolden(t *testing.T) {
	runCases(t, fixtures, sampleFixtures, sampleCases)
}

// casesUseFixtures keeps every golden file and grammar of dir in a case.
func casesUseFixtures(t *testing.T, dir string, cases []cliCase) {
	used := map[string]bool{}
	for _, tc := range cases {
		used[tc.name+".stdout.golden"] = true
		used[tc.name+".stderr.golden"] = true
		for _, a := range tc.args {
			for f := range strings.SplitSeq(a, ",") {
				used[filepath.Base(f)] = true
			}
		}
	}
	for _, pattern := range []string{"*.golden", "*.abnf"} {
		names, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			if !used[filepath.Base(n)] {
				t.Errorf("%s is in no case", n)
			}
		}
	}
}

func TestSampleFixturesUsed(t *testing.T) {
	t.Parallel()
	casesUseFixtures(t, sampleFixtures, sampleCases)
}

// sampleLines runs abnf sample and returns the strings it printed.
func sampleLines(t *testing.T, args ...string) []string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(append([]string{"sample"}, args...), nil, &stdout, &stderr); code != 0 {
		t.Fatalf("abnf sample %q: exit status %d\n%s", args, code, &stderr)
	}
	var out []string
	for line := range strings.Lines(stdout.String()) {
		s, err := strconv.Unquote(strings.TrimSuffix(line, "\n"))
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		out = append(out, s)
	}
	return out
}

// TestSampleValidity checks what abnf sample prints against the matcher
// for every rule of RFC 3986: random strings and cover sets match, near
// misses do not; and the same seed gives the same strings.
func TestSampleValidity(t *testing.T) {
	t.Parallel()
	g, err := abnf.LoadFiles("embed:rfc3986.abnf")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range g.Rules {
		for _, mode := range [][]string{{"-n", "30"}, {"-cover"}, {"-invalid", "-n", "30"}, {"-cover", "-invalid"}} {
			args := append([]string{"-r", r.Name, "-seed", "9"}, mode...)
			invalid := strings.Contains(strings.Join(mode, " "), "-invalid")
			got := sampleLines(t, args...)
			if len(got) == 0 && r.Name != "path-empty" {
				t.Errorf("abnf sample %q printed nothing", args)
			}
			seen := map[string]bool{}
			for _, s := range got {
				res, _ := m.Match(r.Name, s, false)
				if res.OK == invalid {
					t.Errorf("abnf sample %q: %q matches: %v", args, s, res.OK)
				}
				if seen[s] {
					t.Errorf("abnf sample %q: %q printed twice", args, s)
				}
				seen[s] = true
			}
			if again := sampleLines(t, args...); strings.Join(again, "\n") != strings.Join(got, "\n") {
				t.Errorf("abnf sample %q: another run printed other strings", args)
			}
		}
	}
}
