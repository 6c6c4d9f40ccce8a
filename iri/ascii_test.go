package iri

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/iri/internal/ast"
	"github.com/abnf-uri/uri/iri/internal/parser"
)

// TestParseASCII checks the premise of parseASCII: on ASCII text, the
// URI's parser accepts what the IRI's accepts and records the same
// components (RFC 3987 §2.2), on the URL lists of ../shared/data/urls
// and on strings one byte away from their first lines and from a few
// references of RFC 3986 §5.4.
func TestParseASCII(t *testing.T) {
	inputs := []string{"", "http://a/b/c/d;p?q", "g:h", "//g", "?y", "#s", "../g", "http://u:p@[v1.x]:8/?#", "a:b@c"}
	files, _ := filepath.Glob("../../shared/data/urls/*")
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			inputs = append(inputs, strings.Split(sc.Text(), ",")...)
		}
		f.Close()
	}
	seeds := len(inputs)
	if testing.Short() {
		seeds = min(seeds, 2000)
	}
	const bytes = " %:/?#@[]a1.-\"<|\\^`{}\x7f"
	for k := 0; k < seeds; k += 50 {
		s := inputs[k]
		for i := 0; i <= len(s) && i < 30; i++ {
			for j := 0; j < len(bytes); j++ {
				inputs = append(inputs, s[:i]+bytes[j:j+1]+s[i:])
			}
			if i < len(s) {
				inputs = append(inputs, s[:i]+s[i+1:])
			}
		}
	}
	n := 0
	for _, s := range inputs {
		if !isASCII(s) {
			continue
		}
		n++
		var sp ast.Spans
		want, wantOK := IRI{}, parser.FindIRIReference(s, &sp) == nil
		if wantOK {
			want = fromSpans(s, &sp)
		}
		got, ascii, ok := parseASCII(s)
		if !ascii || ok != wantOK || got != want {
			t.Errorf("%q: parseASCII = %+v, %v, %v; the IRI parser: %+v, %v", s, got, ascii, ok, want, wantOK)
		}
	}
	if n < 1000 {
		t.Logf("%d ASCII inputs only (no ../shared?)", n)
	}
}

// TestIsASCII checks isASCII against a byte loop at every length and
// position of a byte beyond ASCII.
func TestIsASCII(t *testing.T) {
	for n := 0; n < 40; n++ {
		s := strings.Repeat("a", n)
		if !isASCII(s) {
			t.Errorf("isASCII(%q) = false", s)
		}
		for i := 0; i < n; i++ {
			for _, c := range []byte{0x80, 0xff, 0xc3} {
				b := []byte(s)
				b[i] = c
				if isASCII(string(b)) {
					t.Errorf("isASCII(%q) = true", b)
				}
			}
		}
	}
}
