package main

import (
	"bufio"
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratedUpToDate regenerates, in memory, every package a
// //go:generate line of the module makes with "abnf gen", and fails when
// the committed files differ: generated code must never be stale.
func TestGeneratedUpToDate(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") {
			return nil
		}
		for _, args := range directives(t, p) {
			found++
			dir := filepath.Dir(p)
			rel, _ := filepath.Rel(root, p)
			t.Run(rel, func(t *testing.T) {
				t.Chdir(dir)
				var stdout, stderr bytes.Buffer
				if code := run(append(args, "-check"), nil, &stdout, &stderr); code != 0 {
					t.Errorf("generated files are stale (run go generate ./...):\n%s%s", stdout.String(), stderr.String())
				}
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no //go:generate line runs abnf gen")
	}
}

// directives returns the arguments of the abnf commands that the
// //go:generate lines of file run ("go run PATH/cmd/abnf ARGS...").
func directives(t *testing.T, file string) [][]string {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "//go:generate ")
		if !ok {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) >= 4 && fields[0] == "go" && fields[1] == "run" && strings.HasSuffix(fields[2], "cmd/abnf") {
			out = append(out, fields[3:])
		}
	}
	return out
}
