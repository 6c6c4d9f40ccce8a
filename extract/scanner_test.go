package extract_test

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/abnf-uri/uri/extract"
)

// pieceReader returns at most n bytes from each Read, so that an
// Scanner over it meets the end of what it holds every n bytes.
type pieceReader struct {
	r io.Reader
	n int
}

func (p *pieceReader) Read(b []byte) (int, error) {
	return p.r.Read(b[:min(len(b), p.n)])
}

// extractReads are the read sizes a Scanner is tried with: it asks
// its reader for chunk bytes, and the reader returns at most piece.
// When piece < chunk, the Scanner scans again after each read, so that
// the text it holds ends at every offset in turn. Piece 0 is a reader
// that returns io.EOF with the last bytes.
var extractReads = []struct{ chunk, piece int }{
	{1, 1}, {2, 1}, {3, 2}, {7, 3}, {7, 7}, {16, 5}, {4096, 1}, {4096, 3}, {64, 64}, {4096, 0}, {4096, 4096},
}

// streamExtract returns the URIs a Scanner finds in text, read with
// the given sizes, and the Scanner's error if it is not io.EOF.
// maxHeld, if not 0, is how many bytes the Scanner may hold at most.
func streamExtract(mode extract.Mode, text string, chunk, piece, limit, maxHeld int) ([]extract.Match, error) {
	var r io.Reader = &pieceReader{strings.NewReader(text), piece}
	if piece == 0 {
		r = iotest.DataErrReader(strings.NewReader(text))
	}
	e := extract.NewScannerSize(r, chunk, limit, mode)
	var out []extract.Match
	for {
		m, err := e.Next()
		if maxHeld > 0 && e.Held() > maxHeld {
			return out, fmt.Errorf("holds %d bytes, more than %d", e.Held(), maxHeld)
		}
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, m)
		if len(out) > len(text) {
			return out, errors.New("more URIs than bytes")
		}
	}
}

// streamDiffers returns how a Scanner, read with the sizes of
// extractReads[:n] and a limit longer than text, differs from All on
// text, or "".
func streamDiffers(mode extract.Mode, text string, n int) string {
	want := mode.All(text)
	for _, rd := range extractReads[:n] {
		got, err := streamExtract(mode, text, rd.chunk, rd.piece, len(text)+1, 0)
		if err != nil {
			return fmt.Sprintf("chunk %d, piece %d: %v", rd.chunk, rd.piece, err)
		}
		if d := extractedDiff(got, want); d != "" {
			return fmt.Sprintf("chunk %d, piece %d: %s", rd.chunk, rd.piece, d)
		}
	}
	return ""
}

// extractedDiff returns the first difference between got and want, or
// "".
func extractedDiff(got, want []extract.Match) string {
	for k := range max(len(got), len(want)) {
		var g, w extract.Match
		if k < len(got) {
			g = got[k]
		}
		if k < len(want) {
			w = want[k]
		}
		if !reflect.DeepEqual(g, w) {
			return fmt.Sprintf("URI %d of %d (want %d):\ngot  %+v\nwant %+v", k+1, len(got), len(want), g, w)
		}
	}
	return ""
}

// extractTokens make adversarial texts: delimiters, line breaks,
// hyphens at line ends, schemes, characters beyond ASCII and bytes that
// are not UTF-8, and (extractAdversarial) long runs of each.
var extractTokens = []string{
	"<", ">", "\"", "<URL:", "<url: ", "URL:", "http://", "a:", "mailto:", "tel:", "x", "b.c", "/",
	"-", "-\n", "-\r\n", "- \n  ", "\n", "\r\n", "\r", " ", "\t", "\n\n", "\n \n", "\f",
	"(", ")", "[", "]", "{", "}", ".", ",", "'", "?", "%zz", "//", "[::1]", "0", "+",
	"é", "\u2028", "\u00a0", "\u0085", "…", "”", "\xe2\x80", "\xa8", "\xff", "\x00",
}

// extractAdversarial returns a text of about n bytes made of
// extractTokens, some repeated many times, and of the snippets of
// extractProse.
func extractAdversarial(n int, seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 0xad))
	var b strings.Builder
	for b.Len() < n {
		switch k := r.IntN(20); {
		case k == 0:
			b.WriteString(strings.Repeat(extractTokens[r.IntN(len(extractTokens))], 1+r.IntN(200)))
		case k == 1:
			b.WriteString(extractProse[r.IntN(len(extractProse))].text)
		default:
			b.WriteString(extractTokens[r.IntN(len(extractTokens))])
		}
	}
	return b.String()
}

// extractBoundaries are texts in which a Scanner's reads may end
// inside a character beyond ASCII that decides a URI: a line or
// paragraph separator, a no-break space, a closing quotation mark.
var extractBoundaries = []string{
	"\"http://a/ \u2028b\"", "\"http://a/\u2028b\"", "<http://a/\u2029\u2029b>", "<http://a/\u0085b>",
	"see http://a/\u00a0b", "mailto:\u2028x", "“http://a/”", "http://a/b-\u2028c", "<URL:\u2028http://a/>",
}

// TestScannerChunks reads texts through a Scanner in pieces of 1,
// 2, 3, 5, 7... bytes, and checks that it finds exactly what All
// finds (RFC 3986 Appendix C): the snippets of extractProse and
// extractBoundaries, every file
// of testdata and ../testdata/extract, generated and adversarial texts,
// and the RFC
// texts of ../shared when they are there.
func TestScannerChunks(t *testing.T) {
	check := func(name, text string, n int) {
		t.Helper()
		if d := streamDiffers(extract.Text, text, n); d != "" {
			if len(name) > 200 {
				name = name[:200] + "..."
			}
			t.Errorf("%s: %s", name, d)
		}
	}
	for _, tt := range extractProse {
		check(fmt.Sprintf("%q", tt.text), tt.text, len(extractReads))
	}
	for _, text := range extractBoundaries {
		check(fmt.Sprintf("%q", text), text, len(extractReads))
	}
	for _, dir := range []string{"testdata", filepath.Dir(rfc8089)} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			text, err := os.ReadFile(path)
			check(path, string(text), len(extractReads))
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for seed := range uint64(30) {
		text := extractText(2000, seed)
		check(fmt.Sprintf("extractText(2000, %d) = %q", seed, text), text, len(extractReads))
		text = extractAdversarial(2000, seed)
		check(fmt.Sprintf("extractAdversarial(2000, %d) = %q", seed, text), text, len(extractReads))
	}
	for _, name := range extractRFCs {
		text, err := os.ReadFile(filepath.Join(shared, "rfc", name))
		if err != nil {
			t.Logf("skipping %s: %v (the RFC texts of ../shared are optional)", name, err)
			continue
		}
		check(name, string(text), 8) // pieces of 1 to 7 bytes
	}
}

// markupTokens make adversarial Markdown and HTML: emphasis, code
// spans, parentheses, character references whole and cut, tags.
var markupTokens = []string{
	"*", "**", "_", "~~", "`", "``", "(", ")", "](", "[", "]", "<", ">", "&", "&amp;", "&amp", "&#38;", "&#x26;",
	"&#", "&#x", "&#0000000000038;", "&lt;", "&gt;", "&quot;", "&nbsp;", "&hellip;", "&rsquo;", "&#46;", "&copy=",
	"&notit;", ";", "=", "href=\"", "<a href=", "'", "\"", "http://", "mailto:", "x", "-\n", "\n", " ", "\n\n", "é",
}

// extractMarkup returns a text of about n bytes made of markupTokens,
// some repeated many times, and of the snippets of extractModes.
func extractMarkup(n int, seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 0x3a2c))
	var b strings.Builder
	for b.Len() < n {
		switch k := r.IntN(20); {
		case k == 0:
			b.WriteString(strings.Repeat(markupTokens[r.IntN(len(markupTokens))], 1+r.IntN(100)))
		case k < 3:
			b.WriteString(extractModes[r.IntN(len(extractModes))].text)
		default:
			b.WriteString(markupTokens[r.IntN(len(markupTokens))])
		}
	}
	return b.String()
}

// TestScannerChunksModes reads texts through a Scanner in Markdown and
// HTML, in pieces of 1, 2, 3, 5, 7... bytes, and checks that it finds
// exactly what the mode's All finds: the snippets of extractModes and
// extractProse, the files of testdata, and generated texts of markup.
// It checks too that a Scanner with a small limit finds the same URIs
// however the text is read.
func TestScannerChunksModes(t *testing.T) {
	for _, mode := range []extract.Mode{extract.Markdown, extract.HTML} {
		check := func(name, text string) {
			t.Helper()
			if d := streamDiffers(mode, text, len(extractReads)); d != "" {
				if len(name) > 200 {
					name = name[:200] + "..."
				}
				t.Errorf("%v: %s: %s", mode, name, d)
			}
		}
		for _, tt := range extractModes {
			check(fmt.Sprintf("%q", tt.text), tt.text)
		}
		for _, tt := range extractProse {
			check(fmt.Sprintf("%q", tt.text), tt.text)
		}
		entries, err := os.ReadDir("testdata")
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			text, err := os.ReadFile(filepath.Join("testdata", e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			check(e.Name(), string(text))
		}
		for seed := range uint64(30) {
			text := extractMarkup(2000, seed)
			check(fmt.Sprintf("extractMarkup(2000, %d) = %q", seed, text), text)
			for _, limit := range []int{8, 33} {
				if d := limitDiffers(t, mode, text, limit); d != "" {
					t.Errorf("%v: extractMarkup(2000, %d): %s", mode, seed, d)
				}
			}
		}
	}
}

// TestScannerLimit checks the URIs that a Scanner cuts at its limit,
// here 32 bytes from where a URI begins: flagged truncated, neither
// dropped nor run past the limit, with the search going on after the
// cut.
func TestScannerLimit(t *testing.T) {
	long := strings.Repeat("a", 40)
	tests := []struct {
		text string
		want []string // as extractSpec, then "@START-END"
	}{
		// Within the limit: as All.
		{"<http://example.com/a-long/path>", []string{"angle - http://example.com/a-long/path @1-31"}},
		// A delimited URI whose ">" comes after the limit.
		{"<http://example.com/" + long + "> x", []string{"angle truncated http://example.com/aaaaaaaaaaaa @1-32"}},
		{"<http://example.com/\n  " + long + ">", []string{"angle wrapped,truncated http://example.com/aaaaaaaaa @1-32"}},
		// The search goes on after the cut.
		{"\"http://example.com/" + long + " http://b.example/", []string{
			"quotes truncated http://example.com/aaaaaaaaaaaa @1-32",
			"bare - http://b.example/ @61-78"}},
		// No ">" at all: taken as closed at the cut, here before the
		// space that comes last.
		{"<http://example.com/ and then a long sentence", []string{"angle wrapped,truncated http://example.com/andthena @1-31"}},
		// A bare URI that runs past the limit, its last byte before the
		// cut being punctuation that is trimmed as at the end of the text.
		{"see http://example.com/" + long, []string{"bare truncated http://example.com/aaaaaaaaaaaaa @4-36"}},
		{"see http://example.com/aaaaaaaaaaaa." + long, []string{"bare truncated http://example.com/aaaaaaaaaaaa @4-35"}},
		// An empty line within the limit decides: no URI in the brackets.
		{"<http://example.com/\n\n" + long + ">", []string{"bare - http://example.com/ @1-20"}},
		// A scheme as long as the limit begins no URI.
		{strings.Repeat("s", 32) + "://example.com/", nil},
		{strings.Repeat("9", 40) + "s://example.com/", []string{"bare - s://example.com/ @40-56"}},
		// Digits before a scheme's first letter are skipped, but not
		// when letters come before them: this scheme begins at 0.
		{strings.Repeat("s", 40) + strings.Repeat("9", 40) + "s://example.com/", nil},
	}
	for _, tt := range tests {
		for _, rd := range extractReads {
			got, err := streamExtract(extract.Text, tt.text, rd.chunk, rd.piece, 32, 32+rd.chunk)
			if err != nil {
				t.Errorf("%q, chunk %d, piece %d: %v", tt.text, rd.chunk, rd.piece, err)
				continue
			}
			var specs []string
			for _, m := range got {
				specs = append(specs, fmt.Sprintf("%s @%d-%d", extractSpec(m), m.Start, m.End))
			}
			if strings.Join(specs, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("%q, chunk %d, piece %d:\ngot  %q\nwant %q", tt.text, rd.chunk, rd.piece, specs, tt.want)
			}
			checkExtracted(t, extract.Text, tt.text, got)
		}
	}
}

// limitDiffers returns how what a Scanner with the given limit finds
// in text depends on how the text is read, or breaks the properties of
// checkExtracted, or spans more than the limit; or "".
func limitDiffers(t *testing.T, mode extract.Mode, text string, limit int) string {
	want, err := streamExtract(mode, text, 4096, 4096, limit, 0)
	if err != nil {
		return err.Error()
	}
	checkExtracted(t, mode, text, want)
	for _, m := range want {
		if m.End-m.Start > limit {
			return fmt.Sprintf("%q spans [%d, %d), more than %d bytes", m.URI, m.Start, m.End, limit)
		}
	}
	for _, rd := range extractReads {
		got, err := streamExtract(mode, text, rd.chunk, rd.piece, limit, limit+rd.chunk)
		d := extractedDiff(got, want)
		if err != nil {
			d = err.Error()
		}
		if d != "" {
			return fmt.Sprintf("limit %d, chunk %d, piece %d: %s", limit, rd.chunk, rd.piece, d)
		}
	}
	return ""
}

// TestScannerLimitRandom checks, on adversarial texts and small
// limits, that what a Scanner finds does not depend on how the text
// is read, that it holds at most the limit and a read, that no URI spans
// more than the limit, and the properties of checkExtracted.
func TestScannerLimitRandom(t *testing.T) {
	for seed := range uint64(30) {
		text := extractAdversarial(3000, seed)
		for _, limit := range []int{8, 33, 200} {
			if d := limitDiffers(t, extract.Text, text, limit); d != "" {
				t.Errorf("extractAdversarial(3000, %d): %s", seed, d)
			}
		}
	}
}

// TestScannerMemory checks that a Scanner with the default limit
// holds at most the limit and a read, on text with URIs longer than
// the limit, delimited and bare.
func TestScannerMemory(t *testing.T) {
	const limit, chunk = 1 << 20, 64 << 10
	text := extractText(1<<20, 7) + "<http://a/" + strings.Repeat("b ", 1<<20) + ">" +
		"http://a/" + strings.Repeat("c", 1<<21) + " " + extractText(1<<20, 8)
	e := extract.NewScanner(strings.NewReader(text))
	n, truncated := 0, 0
	for {
		m, err := e.Next()
		if e.Held() > limit+chunk {
			t.Fatalf("after %d URIs, holds %d bytes", n, e.Held())
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
		if m.Flags&extract.Truncated != 0 {
			truncated++
			if m.End-m.Start > limit || len(m.URI) < limit/2 {
				t.Errorf("truncated URI of %d bytes at [%d, %d)", len(m.URI), m.Start, m.End)
			}
		}
	}
	if truncated != 2 {
		t.Errorf("%d truncated URIs, want 2", truncated)
	}
}

// TestScannerReadError checks that a Scanner returns the URIs
// decided before its reader fails, then the reader's error, every time.
func TestScannerReadError(t *testing.T) {
	bad := errors.New("disk on fire")
	r := io.MultiReader(strings.NewReader("see http://a.example/ and <http://b.example/"), iotest.ErrReader(bad))
	e := extract.NewScanner(r)
	m, err := e.Next()
	if err != nil || m.URI != "http://a.example/" {
		t.Fatalf("Next() = %q, %v; want http://a.example/", m.URI, err)
	}
	for range 2 {
		if m, err := e.Next(); err != bad {
			t.Fatalf("Next() = %q, %v; want %v", m.URI, err, bad)
		}
	}
}

// emptyReader returns nothing and no error, forever.
type emptyReader struct{}

func (emptyReader) Read([]byte) (int, error) { return 0, nil }

// TestScannerNoProgress checks that a reader that returns nothing
// forever ends in io.ErrNoProgress, not in a hang.
func TestScannerNoProgress(t *testing.T) {
	if _, err := extract.NewScanner(emptyReader{}).Next(); err != io.ErrNoProgress {
		t.Fatalf("Next() error %v, want %v", err, io.ErrNoProgress)
	}
}

// TestScannerPrompt checks that a Scanner returns a URI as soon as
// the text that decides it is read, without waiting for the rest.
func TestScannerPrompt(t *testing.T) {
	pr, pw := io.Pipe()
	e := extract.NewScanner(pr)
	type result struct {
		m   extract.Match
		err error
	}
	next := make(chan result)
	step := func(write string) result {
		go func() {
			m, err := e.Next()
			next <- result{m, err}
		}()
		if write != "" {
			go pw.Write([]byte(write))
		}
		select {
		case r := <-next:
			return r
		case <-time.After(10 * time.Second):
			t.Fatalf("no URI 10 s after writing %q", write)
			return result{}
		}
	}
	// The space after the URI ends it; a "<" is undecided until ">".
	if r := step("see http://a.example/ and <http://b"); r.err != nil || r.m.URI != "http://a.example/" {
		t.Fatalf("got %q, %v; want http://a.example/", r.m.URI, r.err)
	}
	go func() {
		pw.Write([]byte(".example/> and more"))
		pw.Close()
	}()
	if r := step(""); r.err != nil || r.m.URI != "http://b.example/" || r.m.Start != 27 {
		t.Fatalf("got %q at %d, %v; want http://b.example/ at 27", r.m.URI, r.m.Start, r.err)
	}
	for range 2 {
		if r := step(""); r.err != io.EOF {
			t.Fatalf("got %q, %v; want io.EOF", r.m.URI, r.err)
		}
	}
}

// BenchmarkScanner reads the texts of BenchmarkExtract through an
// Scanner, to compare the MB/s of both.
func BenchmarkScanner(b *testing.B) {
	rfc, err := os.ReadFile(rfc8089)
	if err != nil {
		b.Fatal(err)
	}
	size := 10 << 20
	texts := []struct{ name, text string }{
		{"generated", extractText(size, 1)},
		{"rfc", strings.Repeat(string(rfc), size/len(rfc)+1)[:size]},
	}
	for _, tt := range texts {
		b.Run(fmt.Sprintf("%s/%dMB", tt.name, size>>20), func(b *testing.B) {
			b.SetBytes(int64(len(tt.text)))
			for b.Loop() {
				e := extract.NewScanner(strings.NewReader(tt.text))
				for {
					if _, err := e.Next(); err != nil {
						break
					}
				}
			}
		})
	}
}
