package uri_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies checks what a program that imports only package uri
// compiles, or only fileuri, extract or query: the standard library and this
// module's own generated parsers, never the generator's libraries
// (participle, jennifer) nor IDNA tables (golang.org/x/net, x/text), which
// the lint package needs. Package uri does not compile the parsers of
// file URIs either, nor package scheme and its schemes' grammars.
func TestDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH:", err)
	}
	for pkg, bad := range map[string][]string{
		".":         {"/gen", "/lint", "/cmd", "/internal/whatwg", "/internal/fileparse", "/fileuri", "/extract", "/scheme"},
		"./fileuri": {"/gen", "/lint", "/cmd", "/internal/whatwg", "/extract"},
		"./extract": {"/gen", "/lint", "/cmd", "/internal/whatwg", "/internal/fileparse", "/fileuri"},
		"./query":   {"/gen", "/lint", "/cmd", "/internal/whatwg", "/internal/fileparse", "/fileuri", "/extract", "/scheme"},
	} {
		out, err := exec.Command(goTool, "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		for _, p := range strings.Fields(string(out)) {
			if !strings.HasPrefix(p, "github.com/abnf-uri/uri") {
				t.Errorf("package %s depends on %s", pkg, p)
			}
			for _, b := range bad {
				if strings.Contains(p+"/", b+"/") {
					t.Errorf("package %s depends on %s", pkg, p)
				}
			}
		}
	}
}
