package budget

import (
	"bufio"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// generatedHeader is the first line of a generated Go file, as go vet and
// editors recognise it.
var generatedHeader = regexp.MustCompile(`^// Code generated .* DO NOT EDIT\.$`)

// generated returns the lines of each generated Go file of the module, by
// path from its root, leaving out testdata and the beam module.
func generated(t *testing.T, root string) map[string]int {
	out := map[string]int{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if name := d.Name(); path != root && (name == "testdata" || name == "beam" && rel == "beam" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		n := 0
		for sc.Scan() {
			if n == 0 && !generatedHeader.MatchString(sc.Text()) {
				return nil
			}
			n++
		}
		out[filepath.ToSlash(rel)] = n
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestLines holds the generated Go to its budgets in lines: all of it,
// the parser of RFC 3986 with its trees, and the two file-URI parsers.
func TestLines(t *testing.T) {
	files := generated(t, "../..")
	sum := func(prefixes ...string) (n int) {
		for path, lines := range files {
			for _, p := range prefixes {
				if strings.HasPrefix(path, p) {
					n += lines
					break
				}
			}
		}
		return n
	}
	for _, b := range []struct {
		what   string
		prefix []string
		max    int
	}{
		{"all generated Go", []string{""}, 80000},
		{"parser/ and ast/ (RFC 3986)", []string{"parser/", "ast/"}, 20000},
		{"the file-URI parsers", []string{"internal/fileparse/"}, 15000},
	} {
		if n := sum(b.prefix...); n > b.max {
			t.Errorf("%s: %d lines, budget %d", b.what, n, b.max)
		} else {
			t.Logf("%s: %d lines (budget %d)", b.what, n, b.max)
		}
	}
}

// TestFunctionSize holds every function of the generated parsers to 48 KB
// of machine code, beside a 32 KB instruction cache: the go command
// compiles each package and go tool nm says the size of each function.
func TestFunctionSize(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the generated parsers")
	}
	goCmd := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goCmd); err != nil {
		t.Skipf("no go command: %v", err)
	}
	dirs := map[string]bool{}
	for path := range generated(t, "../..") {
		if dir := filepath.Dir(path); filepath.Base(dir) == "parser" {
			dirs["./"+dir] = true
		}
	}
	args := []string{"list", "-export", "-f", "{{.ImportPath}} {{.Export}}"}
	for d := range dirs {
		args = append(args, d)
	}
	cmd := exec.Command(goCmd, args...)
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	const budget = 48 << 10
	largest, where := 0, ""
	for line := range strings.Lines(strings.TrimSpace(string(out))) {
		pkg, export, _ := strings.Cut(strings.TrimSpace(line), " ")
		nm, err := exec.Command(goCmd, "tool", "nm", "-size", export).Output()
		if err != nil {
			t.Fatalf("go tool nm %s: %v", pkg, err)
		}
		for sym := range strings.Lines(string(nm)) {
			f := strings.Fields(sym)
			if len(f) != 4 || f[2] != "T" {
				continue
			}
			size, err := strconv.Atoi(f[1])
			if err != nil {
				continue
			}
			if size > budget {
				t.Errorf("%s: %d bytes, budget %d", f[3], size, budget)
			}
			if size > largest {
				largest, where = size, f[3]
			}
		}
	}
	t.Logf("largest generated function: %s, %d bytes (budget %d), in %d packages", where, largest, budget, len(dirs))
}
