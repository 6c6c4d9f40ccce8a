package adopt

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// root is the root of the module, this checkout.
const root = "../.."

// goCmd returns a command running the go command with args in dir, with
// env added to the environment, or skips the test when there is no go
// command.
func goCmd(t *testing.T, dir string, env []string, args ...string) *exec.Cmd {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	cmd := exec.Command(gobin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	return cmd
}

// TestGenerateInOwnModule follows the README's section on the generator:
// in a new module, "go get -tool" the abnf command, and "go generate" a
// parser from testdata/generator/semver.abnf with the go:generate line of
// semver.go; then vet and test the module, whose example uses the parser.
//
// It runs offline, against this checkout: a replace directive stands for
// the module proxy, the go.sum of this module for the checksum database
// (the sums are the ones it would give), and GOPROXY=off keeps the go
// command to its module cache. It skips, saying why, where the cache does
// not hold what the module needs.
func TestGenerateInOwnModule(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the abnf command and a module")
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, name := range []string{"semver.abnf", "semver.go", "semver_test.go"} {
		data, err := os.ReadFile(filepath.Join(root, "testdata/generator", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	sums, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	env := []string{"GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local"}
	steps := [][]string{
		{"mod", "init", "example.com/semver"},
		{"mod", "edit", "-replace", "github.com/abnf-uri/uri=" + abs},
		{"get", "-tool", "github.com/abnf-uri/uri/cmd/abnf@v0.0.0"},
		{"generate", "./..."},
		{"vet", "./..."},
		{"test", "./..."},
	}
	for i, args := range steps {
		if i == 2 {
			if err := os.WriteFile(filepath.Join(dir, "go.sum"), sums, 0o666); err != nil {
				t.Fatal(err)
			}
		}
		out, err := goCmd(t, dir, env, args...).CombinedOutput()
		if err == nil {
			continue
		}
		if offline.Match(out) {
			t.Skipf("go %s: the module cache does not hold what the module needs, and GOPROXY=off:\n%s", strings.Join(args, " "), out)
		}
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "parser", "parser.go")); err != nil {
		t.Errorf("go generate made no parser: %v", err)
	}
}

// offline matches what the go command says when the module cache lacks a
// module and it may not download it.
var offline = regexp.MustCompile(`module lookup disabled by GOPROXY=off|disabled by GOPROXY=off|cannot find module providing package|verifying module`)

// TestReadmeGenerator keeps the README's worked example the one
// TestGenerateInOwnModule runs: the grammar and the go:generate line of
// testdata/generator are in the README as they are in the files.
func TestReadmeGenerator(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"semver.abnf", "semver.go"} {
		data, err := os.ReadFile(filepath.Join(root, "testdata/generator", name))
		if err != nil {
			t.Fatal(err)
		}
		for line := range strings.Lines(string(data)) {
			line = strings.TrimSuffix(line, "\n")
			if name == "semver.go" && !strings.HasPrefix(line, "//go:generate") {
				continue
			}
			if !bytes.Contains(readme, []byte("    "+line+"\n")) {
				t.Errorf("README.md does not show the line of testdata/generator/%s\n%s", name, line)
			}
		}
	}
}

// TestMakeRun runs the "abnf check" of the Makefile's run target, which
// make run begins with: it must print no error or warning a newcomer
// would worry about, only infos and the summary that says so.
func TestMakeRun(t *testing.T) {
	mk, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\t\$\(GO\) run (\./cmd/abnf check .*)$`).FindSubmatch(mk)
	if m == nil {
		t.Fatal("the Makefile runs no abnf check")
	}
	args := append([]string{"run"}, strings.Fields(string(m[1]))...)
	out, err := goCmd(t, root, nil, args...).CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	last := lines[len(lines)-1]
	if err != nil || !regexp.MustCompile(`: 0 errors, 0 warnings, \d+ infos?$`).MatchString(last) {
		t.Errorf("go %s: %v; the last line is no summary of a clean check:\n%s", strings.Join(args, " "), err, out)
	}
	for _, l := range lines[:len(lines)-1] {
		if !strings.Contains(l, ": info: ") {
			t.Errorf("go %s: a finding that is no info: %s", strings.Join(args, " "), l)
		}
	}
}
