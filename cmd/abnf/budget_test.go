package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/abnf-uri/uri/gen/sample"
)

// budgetFixtures holds the golden files of budgetCases and the grammars
// they read: grammars of a few lines whose strings or automata are far
// beyond any budget, and grammars of code points.
const budgetFixtures = fixtures + "/budgets"

var budgetCases = []cliCase{
	// sample refuses before building a string of 10^9 bytes, in every
	// mode; and a cover string past sample.MaxBytes.
	{name: "sample-huge", args: []string{"sample", "-g", "budgets/huge.abnf", "-r", "r", "-n", "1"}, code: 2},
	{name: "sample-huge-cover", args: []string{"sample", "-g", "budgets/huge.abnf", "-r", "r", "-cover"}, code: 2},
	{name: "sample-huge-invalid", args: []string{"sample", "-g", "budgets/huge.abnf", "-r", "r", "-invalid", "-n", "1"}, code: 2},
	{name: "sample-huge-cover-invalid", args: []string{"sample", "-g", "budgets/huge.abnf", "-r", "r", "-cover", "-invalid"}, code: 2},
	{name: "sample-long-cover", args: []string{"sample", "-g", "budgets/long-cover.abnf", "-r", "r", "-cover"}, code: 2},
	// analyze reports the rules too large for automata as such, and the
	// others in full, with exit status 1.
	{name: "analyze-huge", args: []string{"analyze", "-g", "budgets/huge.abnf"}, code: 1},
	{name: "analyze-double", args: []string{"analyze", "-hazards=false", "-g", "budgets/double.abnf"}, code: 1},
	{name: "analyze-double-json", args: []string{"analyze", "-json", "-g", "budgets/double.abnf", "-r", "r0,r39,other"}, code: 1},
	// Code points: automata over UTF-8, said so for each rule.
	{name: "analyze-codepoints", args: []string{"analyze", "-hazards=false", "-g", "budgets/codepoints.abnf"}},
	{name: "analyze-codepoints-json", args: []string{"analyze", "-json", "-hazards=false", "-g", "budgets/codepoints.abnf"}},
	// regex writes them as characters, with a note on U+FFFD.
	{name: "regex-codepoints", args: []string{"regex", "-g", "budgets/codepoints.abnf", "-r", "r"}},
	{name: "regex-codepoints-used", args: []string{"regex", "-g", "budgets/codepoints.abnf", "-r", "t"}},
	{name: "regex-codepoints-posix", args: []string{"regex", "-g", "budgets/codepoints.abnf", "-r", "t", "-flavor", "posix"}},
	// In a grammar of bytes, regex refuses bytes above 0x7F with a
	// reason; -encoding bytes refuses a grammar of code points.
	{name: "regex-high-range", args: []string{"regex", "-g", "budgets/highbytes.abnf", "-r", "s", "-flavor", "posix"}, code: 1},
	{name: "regex-bytes-codepoints", args: []string{"regex", "-encoding", "bytes", "-g", "budgets/codepoints.abnf", "-r", "s"}, code: 2},
	{name: "regex-utf8-high-range", args: []string{"regex", "-encoding", "utf8", "-g", "budgets/highbytes.abnf", "-r", "s"}},
}

func TestBudgetGolden(t *testing.T) {
	runCases(t, fixtures, budgetFixtures, budgetCases)
}

func TestBudgetFixturesUsed(t *testing.T) {
	t.Parallel()
	casesUseFixtures(t, budgetFixtures, budgetCases)
}

// -maxlen past sample.MaxBytes is refused: no string is built longer.
func TestSampleMaxLenBudget(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	code := run([]string{"sample", "-r", "URI", "-maxlen", "2000000"}, nil, &stdout, &stderr)
	want := "abnf sample: -maxlen 2000000: want 0 to 1048576\n"
	if code != 2 || stdout.Len() > 0 || !strings.HasPrefix(stderr.String(), want) {
		t.Errorf("exit status %d, stderr %q; want 2, %q...", code, &stderr, want)
	}
	if sample.MaxBytes != 1048576 {
		t.Errorf("sample.MaxBytes is %d: update the messages above", sample.MaxBytes)
	}
}

// gen refuses package names and module paths that would make code that
// does not compile, before reading the grammar or writing anything.
func TestGenNames(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.WriteFile("go.mod", []byte("module example.com/m\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("g.abnf", []byte("r = \"a\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		want string // the first line of standard error
	}{
		{[]string{"-pkg", "func"}, `abnf gen: -pkg: "func" is a Go keyword, which cannot name a package`},
		{[]string{"-pkg", "a.b"}, `abnf gen: -pkg: "a.b" has '.' at byte 1: a Go identifier has only letters, digits and "_"`},
		{[]string{"-pkg", "9x"}, `abnf gen: -pkg: "9x" begins with a digit: a Go identifier begins with a letter or "_"`},
		{[]string{"-pkg", "_"}, `abnf gen: -pkg: "_" is the blank identifier, which cannot name a package`},
		{[]string{"-o", "my-parser"}, `abnf gen: -o "my-parser": the package name would be its base name, "my-parser" has '-' at byte 2: a Go identifier has only letters, digits and "_"; name the package with -pkg`},
		{[]string{"-ast", "x/type"}, `abnf gen: -ast "x/type": the tree package's name is its directory's base name, "type" is a Go keyword, which cannot name a package`},
		{[]string{"-module", "ex ample"}, `abnf gen: -module: module path "ex ample", element at byte 0: "ex ample" has ' ' at byte 2: want ASCII letters, digits and "-._~+"`},
		{[]string{"-module", "example.com/.x"}, `abnf gen: -module: module path "example.com/.x", element at byte 12: ".x" begins with a dot`},
		{[]string{"-module", "example.com//x"}, `abnf gen: -module: module path "example.com//x", element at byte 12: empty element (two slashes in a row)`},
		{[]string{"-module", "example.com/x/"}, `abnf gen: -module: module path "example.com/x/" ends with "/"`},
		{[]string{"-module", "-x"}, `abnf gen: -module: module path "-x" begins with "-"`},
		{[]string{"-module", "x/nul.txt"}, `abnf gen: -module: module path "x/nul.txt", element at byte 2: "nul.txt" is a name Windows reserves`},
		{[]string{"-module", "x/y~1"}, `abnf gen: -module: module path "x/y~1", element at byte 2: "y~1" ends in "~" and digits, like a Windows short name`},
		{[]string{"-module", "x/é"}, `abnf gen: -module: module path "x/é", element at byte 2: "é" has 'é' at byte 0: want ASCII letters, digits and "-._~+"`},
	} {
		args := append([]string{"gen", "-g", "g.abnf", "-o", "p"}, tt.args...)
		var stdout, stderr bytes.Buffer
		code := run(args, nil, &stdout, &stderr)
		first, _, _ := strings.Cut(stderr.String(), "\n")
		if code != 2 || !strings.HasPrefix(first, tt.want) {
			t.Errorf("abnf %q: exit status %d, stderr %q; want 2, %q", args, code, first, tt.want)
		}
		if entries, _ := os.ReadDir("."); len(entries) != 2 {
			t.Errorf("abnf %q wrote files", args)
		}
	}
	// A module line of go.mod is checked too; good names pass.
	if err := os.WriteFile("go.mod", []byte("module example.com/a..b~c/.d\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"gen", "-g", "g.abnf", "-o", "p"}, nil, &stdout, &stderr)
	if want := `go.mod: module line: module path "example.com/a..b~c/.d", element at byte 19: ".d" begins with a dot`; code != 2 || !strings.Contains(stderr.String(), want) {
		t.Errorf("bad go.mod: exit status %d, stderr %q; want 2, %q", code, &stderr, want)
	}
	for _, good := range []string{"example.com/a..b~c+d/v2", "kv", "x_y"} {
		stderr.Reset()
		if code := run([]string{"gen", "-g", "g.abnf", "-o", filepath.Join("out", "p_1"), "-ast", filepath.Join("out", "tree"), "-module", good}, nil, &stdout, &stderr); code != 0 {
			t.Errorf("-module %s: exit status %d, stderr %q", good, code, &stderr)
		}
	}
}

// inParallel never runs items whose weights add up to more than its
// capacity, but an item heavier than that alone; results come in order.
func TestInParallelWeights(t *testing.T) {
	t.Parallel()
	weights := []int{1, 5, 3, 10, 2, 2, 7, 1, 4, 4, 12, 1}
	const capacity = 6
	var mu sync.Mutex
	running, most := 0, 0
	var alone atomic.Bool
	alone.Store(true)
	out, stop := inParallel(weights, func(w int) int { return w }, capacity, func(w int) (int, error) {
		mu.Lock()
		running += min(w, capacity)
		most = max(most, running)
		if w >= capacity && running != capacity {
			alone.Store(false)
		}
		mu.Unlock()
		for range 1000 {
			_ = strings.Repeat("x", 10) // some work, so that items overlap
		}
		mu.Lock()
		running -= min(w, capacity)
		mu.Unlock()
		return 2 * w, nil
	})
	defer stop()
	for i, c := range out {
		if r := <-c; r.value != 2*weights[i] || r.err != nil {
			t.Errorf("item %d: %v, %v; want %d", i, r.value, r.err, 2*weights[i])
		}
	}
	if most > capacity || !alone.Load() {
		t.Errorf("at most %d running at once (capacity %d), heavy items alone: %v", most, capacity, alone.Load())
	}
}
