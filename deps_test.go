package uri_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies checks what a program that imports only package uri
// compiles: the standard library and this module's own generated parsers,
// never the generator's libraries (participle, jennifer) nor IDNA tables
// (golang.org/x/net, x/text), which the lint package needs.
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
		if !strings.HasPrefix(p, "github.com/abnf-uri/uri") {
			t.Errorf("package uri depends on %s", p)
		}
		for _, bad := range []string{"/gen/", "/lint", "/cmd/", "/internal/whatwg"} {
			if strings.Contains(p+"/", bad) {
				t.Errorf("package uri depends on %s", p)
			}
		}
	}
}
