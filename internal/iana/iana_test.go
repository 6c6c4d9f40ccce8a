package iana

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/internal/iana/gen"
)

// TestGeneratedUpToDate regenerates schemes_gen.go in memory, with the
// arguments of the //go:generate line of iana.go, from the registry file
// committed beside it, and fails when the committed table differs: the
// table must never be stale (README.md, "Refreshing").
func TestGeneratedUpToDate(t *testing.T) {
	args := generateArgs(t, "iana.go")
	opt, err := gen.ParseArgs(args)
	if err != nil {
		t.Fatalf("iana.go: //go:generate go run mkschemes.go %s: %v", strings.Join(args, " "), err)
	}
	data, err := os.ReadFile(opt.Source)
	if err != nil {
		t.Fatal(err)
	}
	if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != sourceSHA256 || opt.Source != sourceName {
		t.Errorf("%s has SHA-256 %x; the table was made from %s, SHA-256 %s: run go generate ./internal/iana", opt.Source, sum, sourceName, sourceSHA256)
	}
	want, err := gen.Generate(opt, data)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(opt.Out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(g) || i < len(w); i++ {
			if i >= len(g) || i >= len(w) || g[i] != w[i] {
				t.Fatalf("%s is stale (run go generate ./internal/iana): line %d is %q, want %q", opt.Out, i+1, line(g, i), line(w, i))
			}
		}
	}
}

func line(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end of file)"
}

// generateArgs returns the arguments of the one //go:generate line of
// file that runs mkschemes.go.
func generateArgs(t *testing.T, file string) []string {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line, ok := strings.CutPrefix(sc.Text(), "//go:generate go run mkschemes.go "); ok {
			out = append(out, strings.Fields(line))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) != 1 {
		t.Fatalf("%s: %d //go:generate lines run mkschemes.go, want 1", file, len(out))
	}
	return out[0]
}

// TestSchemes checks the registry made from the table: every row, once,
// under its lowercase name, and the registry's date.
func TestSchemes(t *testing.T) {
	r := Schemes()
	if r.Date != sourceDate || len(r.Schemes) != len(registry) {
		t.Errorf("Schemes(): date %s, %d schemes; the table has %s, %d rows", r.Date, len(r.Schemes), sourceDate, len(registry))
	}
	for _, s := range registry {
		if s.name != strings.ToLower(s.name) || r.Schemes[s.name] != s.status || s.status == Unregistered {
			t.Errorf("row %q %s: Schemes() has %s", s.name, s.status, r.Schemes[s.name])
		}
		if Lookup(strings.ToUpper(s.name)) != s.status {
			t.Errorf("Lookup(%q) = %s, want %s", strings.ToUpper(s.name), Lookup(strings.ToUpper(s.name)), s.status)
		}
	}
}
