package zone_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies checks that a program that reads zones compiles the
// standard library and this module's packages only: no IDNA or Unicode
// tables (golang.org/x/net, x/text), which packages iri and lenient need.
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
			t.Errorf("package zone depends on %s", p)
		}
	}
}
