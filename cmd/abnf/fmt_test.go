package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFmt runs "abnf fmt" end to end: printing, -l, -w, standard input
// and a syntax error.
func TestFmt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	messy := filepath.Join(dir, "messy.abnf")
	tidy := filepath.Join(dir, "tidy.abnf")
	bad := filepath.Join(dir, "bad.abnf")
	const messySrc = "a=b   ; c\nlonger =/ *(x/y)\n\n\nz = [q]\n"
	const want = "a      = b  ; c\nlonger =/ *( x / y )\n\nz = [ q ]\n"
	for name, src := range map[string]string{messy: messySrc, tidy: want, bad: "a = ( b\n"} {
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		args      []string
		stdin     string
		code      int
		out, diag string
	}{
		{args: []string{messy}, out: want},
		{args: []string{tidy}, out: want},
		{args: []string{"-l", messy, tidy}, out: messy + "\n"},
		{args: nil, stdin: messySrc, out: want},
		{args: []string{"-l"}, stdin: want},
		{args: []string{bad, tidy}, code: 1, out: want, diag: bad + `:1:8: error: unexpected end of rule, expected ")" to close the group`},
		{args: []string{"-w"}, code: 2, diag: "-w needs a file"},
		{args: []string{filepath.Join(dir, "none.abnf")}, code: 2, diag: "none.abnf"},
	}
	for _, tc := range tests {
		var out, diag bytes.Buffer
		code := run(append([]string{"fmt"}, tc.args...), strings.NewReader(tc.stdin), &out, &diag)
		if code != tc.code || out.String() != tc.out || !strings.Contains(diag.String(), tc.diag) || tc.diag == "" && diag.Len() > 0 {
			t.Errorf("abnf fmt %q: exit %d, stdout %q, stderr %q; want %d, %q, stderr with %q", tc.args, code, out.String(), diag.String(), tc.code, tc.out, tc.diag)
		}
	}

	// -w rewrites the file that differs and leaves the others alone.
	var out, diag bytes.Buffer
	if code := run([]string{"fmt", "-w", messy, tidy}, nil, &out, &diag); code != 0 || out.Len() > 0 || diag.Len() > 0 {
		t.Fatalf("abnf fmt -w: exit %d, stdout %q, stderr %q", code, out.String(), diag.String())
	}
	for _, name := range []string{messy, tidy} {
		if b, _ := os.ReadFile(name); string(b) != want {
			t.Errorf("after -w, %s is %q, want %q", name, b, want)
		}
	}
	if b, _ := os.ReadFile(bad); string(b) != "a = ( b\n" {
		t.Errorf("bad.abnf changed: %q", b)
	}
}
