package extract_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/extract"
)

// skipModes are the modes the scans that skip runs are compared in.
var skipModes = []extract.Mode{extract.Text, extract.Markdown, extract.HTML}

// skipTokens are what mutate inserts: the tokens of adversarial text,
// and the bytes at the edges of the sets of bytes that scans skip
// (markup of Markdown and HTML, brackets, trailing punctuation).
var skipTokens = append([]string{
	"&", "&amp;", "&nbsp;", "&#46;", "&#x3c;", "&rsquo;", "&lt;", "&gt", "`", "*", "_", "~", "**", "{", "}",
	"!", ";", ":", "@", "#", "=", "\x7f", "\x01", "\v", "\u3002", "\u00bb", "»", "https://a.example/",
	"<http://", "\"mailto:", "[http://[::1]/", "(http://a/b_(c)", "urn:x:", "file:///",
}, extractTokens...)

// mutate returns text changed at a few random places: a token or a
// random byte inserted, bytes removed, a piece repeated.
func mutate(r *rand.Rand, text string) string {
	b := []byte(text)
	for range 1 + r.IntN(8) {
		at := 0
		if len(b) > 0 {
			at = r.IntN(len(b) + 1)
		}
		switch r.IntN(5) {
		case 0, 1:
			tok := skipTokens[r.IntN(len(skipTokens))]
			b = append(b[:at], append([]byte(tok), b[at:]...)...)
		case 2:
			b = append(b[:at], append([]byte{byte(r.IntN(256))}, b[at:]...)...)
		case 3:
			end := min(len(b), at+1+r.IntN(16))
			b = append(b[:at], b[end:]...)
		case 4:
			end := min(len(b), at+1+r.IntN(64))
			b = append(b[:end], append(append([]byte(nil), b[at:end]...), b[end:]...)...)
		}
	}
	return string(b)
}

// skipDiffers returns how mode's All, and a Scanner read chunk bytes at a
// time with limit limit, differ from the reference that reads every byte
// one at a time, on text; or "".
func skipDiffers(mode extract.Mode, text string, chunk, limit int) string {
	if d := extractedDiff(mode.All(text), extract.AllReference(mode, text)); d != "" {
		return "All: " + d
	}
	if chunk == 0 {
		return ""
	}
	scan := func(e *extract.Scanner) []extract.Match {
		var out []extract.Match
		for {
			m, err := e.Next()
			if err != nil {
				return out
			}
			out = append(out, m)
		}
	}
	got := scan(extract.NewScannerSize(strings.NewReader(text), chunk, limit, mode))
	want := scan(extract.NewScannerReference(strings.NewReader(text), chunk, limit, mode))
	if d := extractedDiff(got, want); d != "" {
		return fmt.Sprintf("Scanner (chunk %d, limit %d): %s", chunk, limit, d)
	}
	return ""
}

// skipTexts returns the texts TestSkipDifferential compares on: the
// snippets of the tests, the files of testdata, generated, adversarial
// and RFC texts, and the start of each text of BenchmarkExtractShared
// when ../shared is there.
func skipTexts(t *testing.T) []string {
	var texts []string
	for _, tt := range extractProse {
		texts = append(texts, tt.text)
	}
	for _, tt := range extractModes {
		texts = append(texts, tt.text)
	}
	texts = append(texts, extractBoundaries...)
	for _, name := range []string{"testdata/corpus.md", "testdata/corpus.html", rfc8089} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(data))
	}
	for seed := range uint64(8) {
		texts = append(texts, extractText(16<<10, seed), extractAdversarial(16<<10, seed))
	}
	for _, tt := range sharedTexts() {
		texts = append(texts, tt[1][:min(len(tt[1]), 256<<10)])
	}
	if names, _ := filepath.Glob(filepath.Join(shared, "rfc", "rfc39*.txt")); len(names) > 0 {
		if data, err := os.ReadFile(names[0]); err == nil {
			texts = append(texts, string(data))
		}
	}
	return texts
}

// TestSkipDifferential checks that the scans that skip runs of bytes
// (next, bare, close, collect, trim) find exactly what the same scans
// find reading every byte one at a time, in every mode, with All and
// with a Scanner, on the texts of the tests and on those texts mutated
// at random.
func TestSkipDifferential(t *testing.T) {
	texts := skipTexts(t)
	r := rand.New(rand.NewPCG(27, 0x5c1b))
	rounds := 3000
	if testing.Short() {
		rounds = 200
	}
	check := func(text string, chunk, limit int) {
		t.Helper()
		for _, mode := range skipModes {
			if d := skipDiffers(mode, text, chunk, limit); d != "" {
				t.Fatalf("%s, %q: %s", mode, text[:min(len(text), 200)], d)
			}
		}
	}
	for _, text := range texts {
		check(text, 4096, len(text)+1)
	}
	for range rounds {
		base := texts[r.IntN(len(texts))]
		if len(base) > 2048 {
			at := r.IntN(len(base) - 2048)
			base = base[at : at+2048]
		}
		text := mutate(r, base)
		check(text, 1+r.IntN(300), 16+r.IntN(len(text)+1))
	}
}

// FuzzSkip checks, as TestSkipDifferential does, that the scans that skip
// runs of bytes find what the reference finds reading every byte, in
// every mode, with All and with Scanners of small reads and limits.
func FuzzSkip(f *testing.F) {
	for _, tt := range extractProse {
		f.Add(tt.text)
	}
	for _, tt := range extractModes {
		f.Add(tt.text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, mode := range skipModes {
			for _, rd := range [][2]int{{7, 16}, {64, len(text) + 1}} {
				if d := skipDiffers(mode, text, rd[0], rd[1]); d != "" {
					t.Fatalf("%s, %q: %s", mode, text, d)
				}
			}
		}
	})
}
