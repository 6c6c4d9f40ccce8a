package emit

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestRuntimeCopy checks that the copy of package machine that gen writes
// beside parsers in other modules is the package as it is: go generate
// makes it (runtime/copy.go).
func TestRuntimeCopy(t *testing.T) {
	files, err := filepath.Glob("../../machine/*.go")
	if err != nil {
		t.Fatal(err)
	}
	asm, err := filepath.Glob("../../machine/*.s")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, asm...)
	var want []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		want = append(want, filepath.Base(f))
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cp, err := runtimeSource.ReadFile("runtime/" + filepath.Base(f) + ".txt")
		if err != nil || string(cp) != string(src) {
			t.Errorf("gen/emit/runtime/%s.txt is not machine/%s: run go generate ./gen/emit", filepath.Base(f), filepath.Base(f))
		}
	}
	got, err := runtimeFiles("rt")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for p, src := range got {
		names = append(names, filepath.Base(p))
		if !strings.HasPrefix(string(src), HeaderPrefix) {
			t.Errorf("%s: no generated-code header", p)
		}
	}
	slices.Sort(names)
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("the copy has %v, package machine %v: run go generate ./gen/emit", names, want)
	}
}
