package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// TestExtract runs abnf extract on an RFC excerpt with a rule split by a
// page break, an example that is not ABNF and a rule that does not parse.
func TestExtract(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	code := run([]string{"extract", "-section", "-lines", "testdata/extract/excerpt.txt"}, nil, &out, &errb)
	if code != 1 {
		t.Errorf("exit status %d, want 1 (a rule does not parse)", code)
	}
	if want := "testdata/extract/excerpt.txt:35:31: warning: "; !strings.HasPrefix(errb.String(), want) {
		t.Errorf("stderr %q, want it to begin %q", errb.String(), want)
	}
	gold := goldie.New(t, goldie.WithFixtureDir("testdata/extract"))
	gold.Assert(t, "excerpt", out.Bytes())
}

// TestExtractStdin reads "-".
func TestExtractStdin(t *testing.T) {
	t.Parallel()
	var out, errb bytes.Buffer
	in := strings.NewReader("   a = \"x\"\n   a = \"x\"\n")
	if code := run([]string{"extract", "-"}, in, &out, &errb); code != 0 {
		t.Fatalf("exit status %d: %s", code, errb.String())
	}
	if got, want := out.String(), "a = \"x\"\n"; got != want {
		t.Errorf("got %q, want %q (a repeated definition printed once)", got, want)
	}
}
