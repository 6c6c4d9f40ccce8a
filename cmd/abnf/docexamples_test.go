package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/internal/doctest"
)

// TestDocExamples runs the examples of doc.go ("$ abnf ...") in a
// temporary directory, in order, and compares what each prints with the
// lines the package documentation shows after it.
func TestDocExamples(t *testing.T) {
	s := &doctest.Suite{
		Runner: &doctest.Runner{Commands: map[string]doctest.Func{"abnf": run}},
		// What the prose around an example says and no "$ cat" shows.
		Setup: map[string]func(*testing.T){
			// "for a file octets.txt of the lines 0, 255, 256 and 007"
			"abnf match -r dec-octet < octets.txt": func(t *testing.T) {
				writeDocFile(t, "octets.txt", "0\n255\n256\n007\n")
			},
			// "in a module example.com/kv": gen needs its go.mod.
			"abnf gen -g kv.abnf -nodes pair,key,value -o kvparser": func(t *testing.T) {
				writeDocFile(t, "go.mod", "module example.com/kv\n")
			},
			// `After "_" is added to the alternatives of key in kv.abnf`
			"abnf gen -g kv.abnf -nodes pair,key,value -o kvparser -check": func(t *testing.T) {
				editDocFile(t, "kv.abnf", `key    = ALPHA *( ALPHA / DIGIT / "-" )`, `key    = ALPHA *( ALPHA / DIGIT / "-" / "_" )`)
			},
		},
	}
	s.TestGoDoc(t, "doc.go", "cmd/abnf/doc.go")
}

// TestDocExamplesRFC3986Grammar runs the commands of
// docs/rfc3986-grammar.md ("go run ./cmd/abnf ...") from the root of the
// module, as the document says to, and checks what each prints against
// what the document shows: the output, an excerpt of it, or tables and
// prose that tell it.
func TestDocExamplesRFC3986Grammar(t *testing.T) {
	const doc = "docs/rfc3986-grammar.md"
	src, err := os.ReadFile(filepath.Join("../..", doc))
	if err != nil {
		t.Fatal(err)
	}
	exs := doctest.Markdown(doc, src, "go run ./cmd/abnf ")
	t.Chdir("../..")
	s := &doctest.Suite{
		Runner: &doctest.Runner{Commands: map[string]doctest.Func{"go run ./cmd/abnf": run}},
		Checks: map[string]func(*testing.T, *doctest.Runner, doctest.Example){
			// §2: a table of the DFA sizes and lengths of rules.
			"go run ./cmd/abnf analyze -hazards=false -g grammar/rfc3986.abnf": checkDFATable,
			// §3: the trees of the two ambiguities, in a list.
			"go run ./cmd/abnf analyze -hazards=false -g grammar/rfc3986.abnf -r host,path": checkTrees,
			// §3 and the postscript show the ambiguity lines only.
			"go run ./cmd/abnf analyze -hazards=false -g grammar/rfc3986.abnf -r URI-reference -nodes host,IPv4address,reg-name": checkExcerpt,
			"go run ./cmd/abnf analyze -hazards=false -g grammar/rfc5234.abnf -r rulelist":                                       checkExcerpt,
			// §4: a table of the hazards.
			"go run ./cmd/abnf analyze -g grammar/rfc3986.abnf -r dec-octet,host,path,IPv6address": checkHazardTable,
			// §6: a table of rule pairs, each filled into the command.
			"go run ./cmd/abnf diff -g grammar/rfc2396.abnf -r RULE2396 -g2 grammar/rfc3986.abnf -r2 RULE3986": checkDiffTable,
		},
	}
	s.Test(t, exs)
}

// writeDocFile writes content to the file name.
func writeDocFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o666); err != nil {
		t.Fatal(err)
	}
}

// editDocFile replaces old, which must be there, with new in file name.
func editDocFile(t *testing.T, name, old, new string) {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), old) {
		t.Fatalf("%s does not hold %q", name, old)
	}
	writeDocFile(t, name, strings.Replace(string(b), old, new, 1))
}

// runDoc runs the example's command line, or line if given, and returns
// its output and exit status; it stops the test when the line
// cannot be run.
func runDoc(t *testing.T, r *doctest.Runner, ex doctest.Example, line string) (string, int) {
	t.Helper()
	if line == "" {
		line = ex.Command
	}
	out, code, err := r.Run(line)
	if err != nil {
		t.Fatalf("%s: $ %s\ncannot be run: %v", ex.Pos, line, err)
	}
	return out, code
}

// checkExcerpt checks that the lines the example shows are consecutive
// lines of the output, indentation aside.
func checkExcerpt(t *testing.T, r *doctest.Runner, ex doctest.Example) {
	out, code := runDoc(t, r, ex, "")
	if err := ex.CheckExcerpt(out); err != nil {
		t.Errorf("%s: $ %s\nexit status %d, and the output is not what the document shows\n%v", ex.Pos, ex.Command, code, err)
	}
}

// tableRows returns the cells of the rows of the first Markdown table in
// lines, without its header and delimiter rows.
func tableRows(lines []string) [][]string {
	var rows [][]string
	for _, l := range lines {
		if !strings.HasPrefix(l, "|") {
			if rows != nil {
				break
			}
			continue
		}
		cells := strings.Split(strings.Trim(l, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows = append(rows, cells)
	}
	if len(rows) < 2 {
		return nil
	}
	return rows[2:]
}

// analyzeBlocks splits the output of "abnf analyze" into its blocks, by
// rule name; each block is the lines under the rule's line, trimmed.
func analyzeBlocks(out string) map[string][]string {
	blocks := map[string][]string{}
	rule := ""
	for _, l := range doctest.Lines(out) {
		switch {
		case l == "":
		case !strings.HasPrefix(l, " "):
			rule, _, _ = strings.Cut(l, " ")
		default:
			blocks[rule] = append(blocks[rule], strings.TrimSpace(l))
		}
	}
	return blocks
}

// field returns the value of the line "NAME: VALUE" of block, and whether
// there is one.
func field(block []string, name string) (string, bool) {
	for _, l := range block {
		if v, ok := strings.CutPrefix(l, name+":"); ok {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}

// checkDFATable checks the table "| rule | minimal DFA states | lengths |"
// after the example: each rule named in a row has a minimal DFA of that
// many states and those lengths.
func checkDFATable(t *testing.T, r *doctest.Runner, ex doctest.Example) {
	out, code := runDoc(t, r, ex, "")
	if code != 0 {
		t.Errorf("%s: $ %s: exit status %d\n%s", ex.Pos, ex.Command, code, out)
	}
	blocks := analyzeBlocks(out)
	rows := tableRows(ex.After)
	if len(rows) == 0 {
		t.Fatalf("%s: no table after $ %s", ex.Pos, ex.Command)
	}
	for _, row := range rows {
		if len(row) != 3 {
			t.Errorf("%s: row %q: want 3 cells", ex.Pos, row)
			continue
		}
		for rule := range strings.SplitSeq(row[0], ", ") {
			b, ok := blocks[rule]
			if !ok {
				t.Errorf("%s: $ %s: no rule %s in the output", ex.Pos, ex.Command, rule)
				continue
			}
			regular, _ := field(b, "regular")
			length, _ := field(b, "length")
			if want := "yes, minimal DFA of " + row[1] + " states"; regular != want {
				t.Errorf("%s: $ %s: %s: the table says %q, the output %q", ex.Pos, ex.Command, rule, want, regular)
			}
			if length != row[2] {
				t.Errorf("%s: $ %s: %s: the table says length %q, the output %q", ex.Pos, ex.Command, rule, row[2], length)
			}
		}
	}
}

var (
	// codeLine is a code block in a list item: indented more than the
	// item's text.
	codeLine = regexp.MustCompile(`^ {4,}(\S.*)$`)
	// treeSpan is a parse tree in backquotes, as analyze writes it.
	treeSpan = regexp.MustCompile("`([A-Za-z][A-Za-z0-9-]*\\[[0-9]+:[0-9]+\\][^`]*)`")
)

// checkTrees checks the prose after the example: the trees it shows, in
// code blocks and in backquotes, are lines of the output.
func checkTrees(t *testing.T, r *doctest.Runner, ex doctest.Example) {
	out, code := runDoc(t, r, ex, "")
	if code != 0 {
		t.Errorf("%s: $ %s: exit status %d\n%s", ex.Pos, ex.Command, code, out)
	}
	var trees []string
	for _, l := range ex.After {
		if m := codeLine.FindStringSubmatch(l); m != nil {
			trees = append(trees, m[1])
		}
		for _, m := range treeSpan.FindAllStringSubmatch(l, -1) {
			trees = append(trees, m[1])
		}
	}
	if len(trees) == 0 {
		t.Fatalf("%s: no trees after $ %s", ex.Pos, ex.Command)
	}
	var got []string
	for _, l := range doctest.Lines(out) {
		got = append(got, strings.TrimSpace(l))
	}
	for _, tree := range trees {
		if !slices.Contains(got, tree) {
			t.Errorf("%s: $ %s\nthe document shows the tree\n\t%s\nwhich is no line of the output:\n%s", ex.Pos, ex.Command, tree, out)
		}
	}
}

var (
	// hazardAt is the place of a node in the hazard table: "(50:17)", or
	// a range of lines "(42:19–39:19)", one node a line.
	hazardAt = regexp.MustCompile(`\((\d+):(\d+)(?:–(\d+):(\d+))?\)`)
	// quoted is a Go-quoted string in backquotes.
	quoted = regexp.MustCompile("`(\"(?:[^\"\\\\]|\\\\.)*\")`")
	// hazardLine is a hazard in the output of analyze.
	hazardLine = regexp.MustCompile(`^\d+:\d+ (order|greedy) `)
)

// checkHazardTable checks the table "| node | kind | shortest witness
// found | what goes wrong |" after the example: each node of a row has a
// hazard of that kind, at that place, with that witness, marked shortest
// where the table says "proven shortest"; and the output has no other.
func checkHazardTable(t *testing.T, r *doctest.Runner, ex doctest.Example) {
	out, code := runDoc(t, r, ex, "")
	if code != 0 {
		t.Errorf("%s: $ %s: exit status %d\n%s", ex.Pos, ex.Command, code, out)
	}
	var hazards []string
	for _, l := range doctest.Lines(out) {
		if l = strings.TrimSpace(l); hazardLine.MatchString(l) {
			hazards = append(hazards, l)
		}
	}
	rows := tableRows(ex.After)
	if len(rows) == 0 {
		t.Fatalf("%s: no table after $ %s", ex.Pos, ex.Command)
	}
	n := 0
	for _, row := range rows {
		if len(row) != 4 {
			t.Errorf("%s: row %q: want 4 cells", ex.Pos, row)
			continue
		}
		at := hazardAt.FindStringSubmatch(row[0])
		var witnesses []string
		for _, m := range quoted.FindAllStringSubmatch(row[2], -1) {
			witnesses = append(witnesses, m[1])
		}
		if at == nil || len(witnesses) == 0 {
			t.Errorf("%s: row %q: no (LINE:COL) or no witness", ex.Pos, row)
			continue
		}
		line, _ := strconv.Atoi(at[1])
		step := 0
		if at[3] != "" {
			if last, _ := strconv.Atoi(at[3]); last < line {
				step = -1
			} else {
				step = 1
			}
			if last, _ := strconv.Atoi(at[3]); (last-line)*step+1 != len(witnesses) || at[4] != at[2] {
				t.Errorf("%s: row %q: %d witnesses for the places %s", ex.Pos, row, len(witnesses), at[0])
				continue
			}
		}
		shortest := strings.Contains(row[2], "(proven shortest)")
		for i, w := range witnesses {
			n++
			prefix := fmt.Sprintf("%d:%s %s ", line+i*step, at[2], row[1])
			found := false
			for _, h := range hazards {
				if strings.HasPrefix(h, prefix) && (strings.HasSuffix(h, ": "+w+" (shortest)") || !shortest && strings.HasSuffix(h, ": "+w)) {
					found = true
				}
			}
			if !found {
				what := ""
				if shortest {
					what = " (shortest)"
				}
				t.Errorf("%s: $ %s\nthe table has the hazard %s...: %s%s, which is not in the output:\n%s",
					ex.Pos, ex.Command, prefix, w, what, strings.Join(hazards, "\n"))
			}
		}
	}
	if n != len(hazards) {
		t.Errorf("%s: $ %s\nthe table has %d hazards, the output %d:\n%s", ex.Pos, ex.Command, n, len(hazards), strings.Join(hazards, "\n"))
	}
}

// onlyIn is a string only one side of diff matches, in the diff table:
// "only 2396: `"!"`".
var onlyIn = regexp.MustCompile("only (2396|3986): `(\"(?:[^\"\\\\]|\\\\.)*\")`")

// checkDiffTable runs the example's command for each pair of rules of
// the table "| RFC 2396 | RFC 3986 | result | Appendix D |" before it, in
// place of RULE2396 and RULE3986, and checks that diff prints the result
// the table gives, with exit status 0 for "equal" and 1 for "different".
func checkDiffTable(t *testing.T, r *doctest.Runner, ex doctest.Example) {
	rows := tableRows(ex.Before)
	if len(rows) == 0 {
		t.Fatalf("%s: no table before $ %s", ex.Pos, ex.Command)
	}
	unquote := func(s string) string { return strings.Trim(s, "`") }
	for _, row := range rows {
		if len(row) != 4 {
			t.Errorf("%s: row %q: want 4 cells", ex.Pos, row)
			continue
		}
		// The rules: "`a`, `b`/`c`" in the first cell, and the second
		// cell's rule or "the same" (c for b/c).
		var pairs [][2]string
		for name := range strings.SplitSeq(row[0], ", ") {
			r2396, r3986, ok := strings.Cut(name, "/")
			if !ok {
				r3986 = r2396
			}
			if row[1] != "the same" {
				r3986 = row[1]
			}
			pairs = append(pairs, [2]string{unquote(r2396), unquote(r3986)})
		}
		want, wantCode := []string{"equal"}, 0
		if !strings.HasPrefix(row[2], "equal") {
			want, wantCode = []string{"different"}, 1
			for _, m := range onlyIn.FindAllStringSubmatch(row[2], -1) {
				side := "first"
				if m[1] == "3986" {
					side = "second"
				}
				want = append(want, "only "+side+"\t"+m[2])
			}
		}
		for _, p := range pairs {
			line := strings.NewReplacer("RULE2396", p[0], "RULE3986", p[1]).Replace(ex.Command)
			out, code := runDoc(t, r, ex, line)
			got := doctest.Lines(out)
			if !slices.Equal(got, want) || code != wantCode {
				t.Errorf("%s: $ %s\nthe table says (exit status %d)\n\t%s\nthe command prints (exit status %d)\n\t%s",
					ex.Pos, line, wantCode, strings.Join(want, "\n\t"), code, strings.Join(got, "\n\t"))
			}
		}
	}
}

// TestDocExamplesSchemes runs the commands of the pages on the schemes'
// grammars (docs/schemes-*.md) from the root of the module, as they say
// to, and checks that each prints what the page shows. The pages run in
// parallel, each in order.
func TestDocExamplesSchemes(t *testing.T) {
	pages, err := filepath.Glob("../../docs/schemes-*.md")
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages: %v", err)
	}
	// The pages show excerpts ("..." for lines left out), and say in
	// prose what the check of RFC 8141 as printed reports.
	const rfc8141 = "go run ./cmd/abnf check -r namestring grammar/rfc8141.abnf grammar/rfc3986.abnf"
	check8141 := func(t *testing.T, r *doctest.Runner, ex doctest.Example) {
		out, code := runDoc(t, r, ex, "")
		if n := strings.Count(out, `error: undefined rule "alphanum"`); code != 1 || n != 3 {
			t.Errorf("%s: $ %s\nexit status %d, %d errors about alphanum; want 1, 3:\n%s", ex.Pos, ex.Command, code, n, out)
		}
	}
	docs := map[string][]doctest.Example{}
	found8141 := false
	for _, p := range pages {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(p, "../../")
		docs[name] = doctest.Markdown(name, src, "go run ./cmd/abnf ")
		for _, ex := range docs[name] {
			found8141 = found8141 || ex.Command == rfc8141
		}
	}
	if !found8141 {
		t.Errorf("no page has the example $ %s", rfc8141)
	}
	t.Chdir("../..")
	for name, exs := range docs {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			checks := map[string]func(*testing.T, *doctest.Runner, doctest.Example){}
			for _, ex := range exs {
				checks[ex.Command] = checkExcerpt
				if ex.Command == rfc8141 {
					checks[ex.Command] = check8141
				}
			}
			s := &doctest.Suite{Runner: &doctest.Runner{Commands: map[string]doctest.Func{"go run ./cmd/abnf": run}}, Checks: checks}
			s.Test(t, exs)
		})
	}
}

// TestDocExamplesCompose9110 runs the commands of docs/compose-rfc9110.md,
// every code block of which is a command and what it prints, in order, in
// a new directory, as the page says to, and checks that each prints what
// the page shows: it reads RFC 9110's Host over RFC 3986 and generates a
// parser of it into a module that "go run ." builds and runs.
func TestDocExamplesCompose9110(t *testing.T) {
	const doc = "docs/compose-rfc9110.md"
	src, err := os.ReadFile(filepath.Join("../..", doc))
	if err != nil {
		t.Fatal(err)
	}
	exs := doctest.Markdown(doc, src, "")
	t.Chdir(t.TempDir())
	s := &doctest.Suite{Runner: &doctest.Runner{Commands: map[string]doctest.Func{
		"abnf":        run,
		"go mod init": goCommand("mod", "init"),
		"go run":      goCommand("run"),
	}}}
	if testing.Short() {
		s.NotRun = map[string]string{"go run .": "builds the generated parser"}
	}
	s.Test(t, exs)
}

// goCommand returns a Func that runs the go command with the words sub
// and the arguments it is given, in the current directory, offline and
// with the local toolchain.
func goCommand(sub ...string) doctest.Func {
	return func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		cmd := exec.Command("go", append(slices.Clone(sub), args...)...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
		cmd.Env = append(os.Environ(), "GOPROXY=off", "GOTOOLCHAIN=local", "GOWORK=off", "GOFLAGS=")
		if err := cmd.Run(); err != nil {
			if e, ok := err.(*exec.ExitError); ok {
				return e.ExitCode()
			}
			fmt.Fprintln(stderr, err)
			return 1
		}
		return 0
	}
}
