// Package adopt checks that a module of someone else's can require this
// one: go.mod alone, without the go.work this module is developed with.
package adopt

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// make test-beam runs every package's tests with -runner=direct, the
// flag of Beam's test harness, which this package, running no pipeline,
// takes and ignores.
var _ = flag.String("runner", "", "the Beam runner of the other packages' tests; ignored here")

// beamDir and rootDir are this module's directory and the uri module's,
// the checkout it sits in.
const beamDir, rootDir = "../..", "../../.."

// goMod is what the tests read of this module's go.mod.
type goMod struct {
	goVersion string   // the go line's
	replaces  []string // the modules replaced
	root      string   // the version of github.com/abnf-uri/uri required
}

// readGoMod reads this module's go.mod: its go line, its replace
// directives, and the version of the uri module it requires.
func readGoMod(t *testing.T) goMod {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(beamDir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	var m goMod
	inReplace := false
	for line := range strings.Lines(string(data)) {
		line, _, _ = strings.Cut(line, "//")
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case f[0] == ")":
			inReplace = false
		case f[0] == "go" && len(f) == 2:
			m.goVersion = f[1]
		case f[0] == "replace" && len(f) > 1 && f[1] == "(":
			inReplace = true
		case f[0] == "replace" && len(f) > 1:
			m.replaces = append(m.replaces, f[1])
		case inReplace:
			m.replaces = append(m.replaces, f[0])
		}
		for i := 0; i+1 < len(f); i++ {
			if f[i] == "github.com/abnf-uri/uri" && strings.HasPrefix(f[i+1], "v") {
				m.root = f[i+1]
			}
		}
	}
	return m
}

// pseudo matches a pseudo-version of a commit with no tag before it
// (https://go.dev/ref/mod#pseudo-versions): its revision is the last
// group.
var pseudo = regexp.MustCompile(`^v0\.0\.0-(\d{14})-([0-9a-f]{12})$`)

// TestRequire checks that go.mod has no replace directive, which Go
// ignores in a module required by another, and requires the uri module at
// a version a module proxy can serve: a pseudo-version of a commit of this
// repository (a tag, once there is one).
func TestRequire(t *testing.T) {
	m := readGoMod(t)
	for _, r := range m.replaces {
		t.Errorf("go.mod replaces %s: a module requiring this one would not see it; go.work does it for development", r)
	}
	switch {
	case m.root == "":
		t.Fatal("go.mod does not require github.com/abnf-uri/uri")
	case regexp.MustCompile(`^v\d+\.\d+\.\d+$`).MatchString(m.root):
		return // a release
	case !pseudo.MatchString(m.root) || strings.HasPrefix(m.root, "v0.0.0-00010101000000-"):
		t.Fatalf("go.mod requires github.com/abnf-uri/uri %s: neither a release nor a pseudo-version of a commit", m.root)
	}
	rev := pseudo.FindStringSubmatch(m.root)[2]
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skipf("no git to find commit %s: %v", rev, err)
	}
	cmd := exec.Command(git, "cat-file", "-e", rev+"^{commit}")
	cmd.Dir = rootDir
	if out, err := cmd.CombinedOutput(); err != nil {
		if _, statErr := os.Stat(filepath.Join(rootDir, ".git")); statErr != nil {
			t.Skipf("not a git checkout: cannot find commit %s", rev)
		}
		t.Errorf("go.mod requires github.com/abnf-uri/uri %s, whose commit %s is not in this repository: %v %s", m.root, rev, err, out)
	}
}

// TestConsumer builds a module that requires this one, as its README
// shows, offline: replace directives of the consumer's own stand for the
// module proxy (this checkout for both modules), the go.sum files of the
// two for the checksum database, and GOPROXY=off keeps the go command to
// its module cache, which the tests of this module fill. GOWORK=off: the
// consumer reads go.mod, as it would from the proxy.
func TestConsumer(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds a module")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	beam, err := filepath.Abs(beamDir)
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs(rootDir)
	if err != nil {
		t.Fatal(err)
	}
	m := readGoMod(t)
	dir := t.TempDir()
	gomod := "module example.com/crawl\n\ngo " + m.goVersion + "\n\n" +
		"require github.com/abnf-uri/uri/beam v0.1.0\n\n" +
		"replace github.com/abnf-uri/uri/beam v0.1.0 => " + beam + "\n\n" +
		"replace github.com/abnf-uri/uri " + m.root + " => " + root + "\n"
	main := `package main

import (
	"fmt"

	"github.com/abnf-uri/uri/beam/uribeam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

func main() {
	p, s := beam.NewPipelineWithRoot()
	valid, invalid := uribeam.Validate(s, beam.Create(s, "http://a/", "a b"))
	fmt.Println(p != nil, valid.IsValid(), invalid.IsValid())
}
`
	var sums []byte
	for _, name := range []string{filepath.Join(beam, "go.sum"), filepath.Join(root, "go.sum")} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		sums = append(sums, data...)
	}
	for name, data := range map[string][]byte{"go.mod": []byte(gomod), "main.go": []byte(main), "go.sum": sums} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local")
	// go build with -mod=mod resolves what the consumer imports and
	// writes it to its go.mod ("go mod tidy" would also want the modules
	// of the tests of the Beam SDK's dependencies, which no test here
	// fills the cache with).
	for _, args := range [][]string{{"build", "-o", os.DevNull, "."}, {"list", "-m", "github.com/abnf-uri/uri", "github.com/abnf-uri/uri/beam"}} {
		cmd := exec.Command(gobin, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			if bytes.Contains(out, []byte("module lookup disabled by GOPROXY=off")) {
				t.Skipf("go %s: the module cache lacks what the consumer needs (run the tests of this module online once):\n%s", strings.Join(args, " "), out)
			}
			t.Fatalf("go %s: %v\n%s\ngo.mod:\n%s", strings.Join(args, " "), err, out, gomod)
		}
	}
}
