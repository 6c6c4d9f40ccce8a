package template_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies checks that a program that expands templates compiles
// the standard library and this module's packages only, and none of the
// generator's (participle, jennifer), nor golang.org/x.
func TestDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH:", err)
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if !strings.HasPrefix(p, "github.com/abnf-uri/uri") || strings.Contains(p, "/gen/") || strings.HasSuffix(p, "/iri") || strings.HasSuffix(p, "/lenient") {
			t.Errorf("package template depends on %s", p)
		}
	}
}
