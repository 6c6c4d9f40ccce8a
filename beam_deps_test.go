package uri_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoBeam checks that the nested module beam/ (Apache Beam transforms)
// stays out of this module: no package of it, tests included, reaches
// Apache Beam or package uribeam, and its module graph holds neither, so
// that a program importing only this module builds as before.
func TestNoBeam(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH:", err)
	}
	bad := func(path string) bool {
		return strings.HasPrefix(path, "github.com/apache/beam") || path == "github.com/abnf-uri/uri/beam" || strings.HasPrefix(path, "github.com/abnf-uri/uri/beam/")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-test", "-f", "{{.ImportPath}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list -deps -test ./...: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if bad(p) {
			t.Errorf("a package of the module depends on %s", p)
		}
	}
	out, err = exec.Command(goTool, "list", "-m", "all").Output()
	if err != nil {
		t.Fatalf("go list -m all: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if m := strings.Fields(line); len(m) > 0 && bad(m[0]) {
			t.Errorf("the module graph holds %s", line)
		}
	}
}
