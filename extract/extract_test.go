package extract_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/extract"
	"github.com/sebdah/goldie/v2"
)

// extractProse are snippets of prose, mail and RFC text, each with the
// URIs All must find in it, as "DELIM FLAGS URI [ALT]" with FLAGS "-"
// for none.
var extractProse = []struct {
	text string
	want []string
}{
	// Bare URIs: the punctuation that ends a sentence is not part of
	// them (RFC 3986 Appendix C).
	{"Visit http://example.com/.", []string{"bare - http://example.com/"}},
	{"See http://example.com/, then go.", []string{"bare - http://example.com/"}},
	{"Is it http://example.com/?", []string{"bare - http://example.com/"}},
	{"Wow, http://example.com/!", []string{"bare - http://example.com/"}},
	{"Two: http://a.example/x; http://b.example/y: done", []string{"bare - http://a.example/x", "bare - http://b.example/y"}},
	{"It's at 'http://example.com/'.", []string{"bare - http://example.com/"}},
	{"http://example.com/?q=1&r=2#frag.", []string{"bare - http://example.com/?q=1&r=2#frag"}},
	{"http://example.com/a,b and http://example.com/a.b", []string{"bare - http://example.com/a,b", "bare - http://example.com/a.b"}},
	{"Two URIs: http://a.example/ http://b.example/", []string{"bare - http://a.example/", "bare - http://b.example/"}},
	{"tab\thttp://example.com/\tend", []string{"bare - http://example.com/"}},
	{"HTTP://EXAMPLE.COM/", []string{"bare - HTTP://EXAMPLE.COM/"}},
	{"ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm", []string{"bare - ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"}},
	// Brackets: a closing one the URI did not open is not part of it.
	{"(see http://a/b_(c))", []string{"bare - http://a/b_(c)"}},
	{"(see http://example.com/)", []string{"bare - http://example.com/"}},
	{"(http://example.com/a_(b)_c)", []string{"bare - http://example.com/a_(b)_c"}},
	{"http://example.com/(a)(b)", []string{"bare - http://example.com/(a)(b)"}},
	{"It is http://example.com/path).", []string{"bare - http://example.com/path"}},
	{"[http://example.com/]", []string{"bare - http://example.com/"}},
	{"[http://[2001:db8::1]/x]", []string{"bare - http://[2001:db8::1]/x"}},
	// A "]" that closes no "[" ends a bare URI: RFC 3986 has "]" only
	// in an IP literal (§3.2.2). Markdown links give both URIs.
	{"x [http://a](http://b/c).", []string{"bare - http://a", "bare - http://b/c"}},
	{"[docs](https://example.com/docs) and [http://[::1]/](http://[::1]/x)", []string{"bare - https://example.com/docs", "bare - http://[::1]/", "bare - http://[::1]/x"}},
	{"http://a/b]c", []string{"bare - http://a/b"}},
	// Angle brackets: the URI begins right after "<", so comparisons in
	// prose hold none.
	{"if a < b: c > d", nil},
	{"< http://example.com/ >", []string{"bare - http://example.com/"}},
	{"{http://example.com/}", []string{"bare - http://example.com/"}},
	// Typographic quotes and stops beyond ASCII; spaces beyond ASCII.
	{"“http://example.com/”", []string{"bare - http://example.com/"}},
	{"Wait for it: http://example.com/…", []string{"bare - http://example.com/"}},
	{"«http://example.com/»", []string{"bare - http://example.com/"}},
	{"见http://example.com/。", []string{"bare - http://example.com/"}},
	{"see\u00a0http://example.com/\u00a0now", []string{"bare - http://example.com/"}},
	// Where a scheme begins.
	{"...http://example.com/", []string{"bare - http://example.com/"}},
	{"URL:http://example.com/", []string{"bare - http://example.com/"}},
	{"xmailto:joe@example.com", nil},
	// "word:" in prose: only a registered scheme, or "//".
	{"Note: this is no URI.", nil},
	{"For example: nothing here.", nil},
	{"Time 10:30, drive C:\\dir", nil},
	{"foo:bar", nil},
	{"foo://bar", []string{"bare - foo://bar"}},
	{"mailto:joe@example.com.", []string{"bare - mailto:joe@example.com"}},
	{"Call tel:+1-816-555-1212!", []string{"bare - tel:+1-816-555-1212"}},
	{"ISBN urn:isbn:0451450523, a book", []string{"bare - urn:isbn:0451450523"}},
	{"Contact: mailto:a@b.example, or tel:+1234.", []string{"bare - mailto:a@b.example", "bare - tel:+1234"}},
	{"data:text/plain,hello world", []string{"bare - data:text/plain,hello"}},
	{"Open about:blank.", []string{"bare - about:blank"}},
	{"the http: scheme", nil},
	{"the http:// prefix", []string{"bare - http://"}},
	// Quotes and angle brackets are not part of the URI.
	{`"http://example.com/"`, []string{"quotes - http://example.com/"}},
	{`He said "http://example.com/a." and left.`, []string{"quotes - http://example.com/a."}},
	{`<a href="http://example.com/">link</a>`, []string{"quotes - http://example.com/"}},
	{`"quoted" "http://a.example/"`, []string{"quotes - http://a.example/"}},
	{`"http:g"`, []string{"quotes - http:g"}},
	{`"g:h" is relative to nothing`, nil},
	{"<http://example.com/>", []string{"angle - http://example.com/"}},
	{"<http://example.com/.>.", []string{"angle - http://example.com/."}},
	{"see <http://example.com/> and <http://example.org/>", []string{"angle - http://example.com/", "angle - http://example.org/"}},
	{"Email <mailto:joe@example.com>", []string{"angle - mailto:joe@example.com"}},
	{"<g:h>", []string{"angle - g:h"}},
	{"<foo:bar>", []string{"angle - foo:bar"}},
	{"A <b>bold</b> claim", nil},
	{"<URL:http://example.com/>", []string{"url - http://example.com/"}},
	{"<URL: http://example.com/>", []string{"url - http://example.com/"}},
	{"<url:ftp://example.com/>", []string{"url - ftp://example.com/"}},
	{"<url:foo>", []string{"angle - url:foo"}},
	// Broken across lines (Appendix C), with indentation.
	{"Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n" +
		"but you can probably pick it up from <ftp://foo.example.\n" +
		"com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n" +
		"ietf/uri/historical.html#WARNING>.", []string{
		"quotes - http://www.w3.org/Addressing/",
		"angle wrapped ftp://foo.example.com/rfc/",
		"angle wrapped http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
	}},
	{"<http://example.com/very/\n      long/path>", []string{"angle wrapped http://example.com/very/long/path"}},
	{"<http://example.com/a/\r\n   b>", []string{"angle wrapped http://example.com/a/b"}},
	{"<URL:ftp://info.cern.ch/pub/www/doc;\n      type=d>", []string{"url wrapped ftp://info.cern.ch/pub/www/doc;type=d"}},
	{"<http://example.com/a b>", []string{"angle wrapped http://example.com/ab"}},
	{"\"http://example.com/very/\n   long\"", []string{"quotes wrapped http://example.com/very/long"}},
	// No break: a space in quotes on one line, an empty line, no ">".
	{`"http://example.com/ and more"`, []string{"bare - http://example.com/"}},
	{"<http://example.com/a\n\nb>", []string{"bare - http://example.com/a"}},
	{"<http://example.com/ unterminated", []string{"bare - http://example.com/"}},
	// A line break after a hyphen: both readings.
	{"<http://example.com/file-uris-in-\n   windows.aspx>", []string{
		"angle wrapped,hyphen-ambiguous http://example.com/file-uris-in-windows.aspx http://example.com/file-uris-inwindows.aspx"}},
	{"see http://example.com/a-\n   b for more", []string{"bare wrapped,hyphen-ambiguous http://example.com/a-b http://example.com/ab"}},
	{"http://example.com/a- \r\n b.", []string{"bare wrapped,hyphen-ambiguous http://example.com/a-b http://example.com/ab"}},
	{"\"http://example.com/a-\n b\"", []string{"quotes wrapped,hyphen-ambiguous http://example.com/a-b http://example.com/ab"}},
	{"see http://example.com/a-\n\nNext paragraph", []string{"bare - http://example.com/a-"}},
	{"http://a.example/x-\n  ", []string{"bare - http://a.example/x-"}},
	{"http://a.example/x-\n  .", []string{"bare - http://a.example/x-"}},
	// Not URIs: reported, flagged, with the parser's error.
	{"http://a/%zz", []string{"bare invalid http://a/%zz"}},
	{"<http://[::1>", []string{"angle invalid http://[::1"}},
	{"http://résumé.example/", []string{"bare invalid http://résumé.example/"}},
	{"http://example.com/{id}", []string{"bare invalid http://example.com/{id}"}},
	{"<http://example.com/é>", []string{"angle invalid http://example.com/é"}},
	{"file:c|/path", []string{"bare invalid file:c|/path"}},
}

// extractSpec formats m as extractProse does.
func extractSpec(m extract.Match) string {
	flags := m.Flags.String()
	if flags == "" {
		flags = "-"
	}
	s := m.Delim.String() + " " + flags + " " + m.URI
	if m.Alt != "" {
		s += " " + m.Alt
	}
	return s
}

func TestExtractProse(t *testing.T) {
	if len(extractProse) < 50 {
		t.Errorf("%d snippets, want at least 50", len(extractProse))
	}
	for _, tt := range extractProse {
		got := extract.All(tt.text)
		var specs []string
		for _, m := range got {
			specs = append(specs, extractSpec(m))
		}
		if strings.Join(specs, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("All(%q):\ngot  %q\nwant %q", tt.text, specs, tt.want)
		}
		checkExtracted(t, extract.Text, tt.text, got)
	}
}

// TestExtractOffsets checks offsets, in bytes, and the errors of invalid
// URIs.
func TestExtractOffsets(t *testing.T) {
	tests := []struct {
		text       string
		start, end int
		errOffset  int // -1: valid
	}{
		{"Visit http://example.com/.", 6, 25, -1},
		{"<URL: http://example.com/>", 6, 25, -1},
		{"<http://a/\n  b>", 1, 14, -1},
		{"“http://example.com/”", 3, 22, -1},
		{"x http://a/%zz", 2, 14, 10},
		{"<http://[::1>", 1, 12, 11},
	}
	for _, tt := range tests {
		got := extract.All(tt.text)
		if len(got) != 1 {
			t.Errorf("All(%q): %d URIs, want 1", tt.text, len(got))
			continue
		}
		m := got[0]
		if m.Start != tt.start || m.End != tt.end {
			t.Errorf("All(%q): [%d, %d), want [%d, %d)", tt.text, m.Start, m.End, tt.start, tt.end)
		}
		switch {
		case tt.errOffset < 0 && m.Err != nil:
			t.Errorf("All(%q): %v", tt.text, m.Err)
		case tt.errOffset >= 0 && (m.Err == nil || syntaxError(m.Err).Offset != tt.errOffset):
			t.Errorf("All(%q): error %v, want one at offset %d", tt.text, m.Err, tt.errOffset)
		}
	}
}

// checkExtracted checks what holds of every URI All finds in text:
// in order, not overlapping, inside the text; its text there, without
// whitespace, is the URI; its delimiters are around it; it is flagged
// invalid exactly when ParseURI fails, with ParseURI's error.
func checkExtracted(t *testing.T, mode extract.Mode, text string, got []extract.Match) {
	t.Helper()
	label := text
	if len(label) > 200 {
		label = label[:200] + "..."
	}
	prev := 0
	for _, m := range got {
		if m.Start < prev || m.End <= m.Start || m.End > len(text) {
			t.Errorf("%q: %q at [%d, %d) after %d", label, m.URI, m.Start, m.End, prev)
			return
		}
		prev = m.End
		span := text[m.Start:m.End]
		joined := strings.Join(strings.FieldsFunc(span, unicode.IsSpace), "")
		decoded := joined
		if mode == extract.HTML {
			decoded = extract.DecodeRefs(joined)
		}
		if decoded != m.URI || (m.Flags&extract.Decoded != 0) != (decoded != joined) {
			t.Errorf("%q: URI %q flagged %v, but its span %q", label, m.URI, m.Flags, span)
		}
		if wrapped := m.Flags&extract.Wrapped != 0; wrapped != (span != joined) {
			t.Errorf("%q: %q flagged %v, span %q", label, m.URI, m.Flags, span)
		}
		switch {
		case mode == extract.HTML && (m.Delim == extract.Angle || m.Delim == extract.URL):
			t.Errorf("%q: %q in angle brackets, in HTML", label, m.URI)
		case mode == extract.Markdown && m.Delim == extract.Angle && span != joined:
			t.Errorf("%q: autolink %q holds whitespace", label, span)
		case mode == extract.Markdown && m.Delim == extract.Bare && strings.ContainsAny(m.URI, "`"):
			t.Errorf("%q: bare %q holds a backtick, in Markdown", label, m.URI)
		}
		switch m.Delim {
		case extract.Angle:
			if text[m.Start-1] != '<' {
				t.Errorf("%q: %q in angle brackets, but after %q", label, m.URI, text[m.Start-1])
			}
		case extract.Quotes:
			if text[m.Start-1] != '"' {
				t.Errorf("%q: %q in quotes, but after %q", label, m.URI, text[m.Start-1])
			}
		case extract.URL:
			if i := strings.LastIndexByte(text[:m.Start], '<'); i < 0 || i+5 > m.Start || !strings.EqualFold(text[i:i+5], "<URL:") || strings.TrimSpace(text[i+5:m.Start]) != "" {
				t.Errorf("%q: %q after <URL:, but after %q", label, m.URI, text[:m.Start])
			}
		}
		_, err := uri.ParseURI(m.URI)
		if (err != nil) != (m.Flags&extract.Invalid != 0) || (err == nil) != (m.Err == nil) {
			t.Errorf("%q: %q flagged %v, Err %v; ParseURI: %v", label, m.URI, m.Flags, m.Err, err)
		} else if err != nil && err.Error() != m.Err.Error() {
			t.Errorf("%q: %q: Err %v, want %v", label, m.URI, m.Err, err)
		}
		if amb := m.Flags&extract.HyphenAmbiguous != 0; amb != (m.Alt != "") || !amb && m.AltErr != nil {
			t.Errorf("%q: %q flagged %v, Alt %q, AltErr %v", label, m.URI, m.Flags, m.Alt, m.AltErr)
		}
		if m.Alt != "" {
			if len(m.Alt) >= len(m.URI) || strings.ReplaceAll(m.URI, "-", "") != strings.ReplaceAll(m.Alt, "-", "") {
				t.Errorf("%q: %q, other reading %q", label, m.URI, m.Alt)
			}
			if _, err := uri.ParseURI(m.Alt); (err == nil) != (m.AltErr == nil) {
				t.Errorf("%q: %q: AltErr %v, ParseURI: %v", label, m.Alt, m.AltErr, err)
			}
		}
	}
}

const (
	// rfc8089 is a copy of RFC 8089, in the module's testdata, which the
	// uri command's tests read too.
	rfc8089 = "../testdata/extract/rfc8089.txt"
	// shared holds the optional corpora, beside the module.
	shared = "../../shared"
)

// extractRFCs are the RFC texts of ../shared/rfc, each with a golden file
// testdata/NAME.golden of the URIs All finds in it.
var extractRFCs = []string{
	"rfc1738.txt", "rfc2396.txt", "rfc3986-errata.txt", "rfc3986.txt", "rfc3987.txt",
	"rfc5234.txt", "rfc5952.txt", "rfc6874.txt", "rfc7405.txt", "rfc8089.txt",
}

// syntaxError returns the *uri.SyntaxError of err, an error of
// uri.ParseURI.
func syntaxError(err error) *uri.SyntaxError {
	var se *uri.SyntaxError
	if !errors.As(err, &se) {
		return &uri.SyntaxError{Offset: -1}
	}
	return se
}

// extractLines formats the URIs found in text as the golden files hold
// them, one per line:
//
//	START-END<TAB>DELIM<TAB>FLAGS<TAB>URI[<TAB>or<TAB>ALT][<TAB>error<TAB>OFFSET<TAB>MESSAGE]
func extractLines(got []extract.Match) []byte {
	var b strings.Builder
	for _, m := range got {
		flags := m.Flags.String()
		if flags == "" {
			flags = "-"
		}
		fmt.Fprintf(&b, "%d-%d\t%s\t%s\t%s", m.Start, m.End, m.Delim, flags, m.URI)
		if m.Alt != "" {
			b.WriteString("\tor\t" + m.Alt)
		}
		if m.Err != nil {
			se := syntaxError(m.Err)
			b.WriteString("\terror\t" + strconv.Itoa(se.Offset) + "\t" + se.Detail())
		}
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// TestExtractRFC extracts the URIs of RFC texts: the copy of RFC 8089 in
// ../testdata/extract always, the texts of ../shared/rfc when they are
// there. "go test -update" rewrites the golden files.
func TestExtractRFC(t *testing.T) {
	gold := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	run := func(t *testing.T, name string, text []byte) {
		got := extract.All(string(text))
		checkExtracted(t, extract.Text, string(text), got)
		gold.Assert(t, strings.TrimSuffix(name, ".txt"), extractLines(got))
	}
	local, err := os.ReadFile(rfc8089)
	if err != nil {
		t.Fatal(err)
	}
	t.Run(rfc8089, func(t *testing.T) { run(t, "rfc8089.txt", local) })

	dir := filepath.Join(shared, "rfc")
	for _, name := range extractRFCs {
		t.Run(name, func(t *testing.T) {
			text, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Skipf("%s: %v (the RFC texts of ../shared are optional)", name, err)
			}
			if name == "rfc8089.txt" && string(text) != string(local) {
				t.Errorf("%s is not a copy of %s", rfc8089, filepath.Join(dir, name))
			}
			run(t, name, text)
		})
	}
}

// FuzzExtract checks the properties of checkExtracted on any text, and
// that a Scanner finds the same URIs as Extract however the text is
// read, and with a small limit the same URIs however it is read.
func FuzzExtract(f *testing.F) {
	for _, tt := range extractProse {
		f.Add(tt.text)
	}
	f.Add("<URL:\n<a:\"b:-\n-\n<http://x-\n\n>")
	f.Add("\xb6<URL:A:>")
	f.Fuzz(func(t *testing.T, text string) {
		checkExtracted(t, extract.Text, text, extract.All(text))
		if d := streamDiffers(extract.Text, text, len(extractReads)); d != "" {
			t.Fatalf("%q: %s", text, d)
		}
		if d := limitDiffers(t, extract.Text, text, 16); d != "" {
			t.Fatalf("%q: %s", text, d)
		}
	})
}

// extractText returns n bytes of text, the same for the same n and seed:
// paragraphs of words and the snippets of extractProse, some with
// pathological runs of delimiters.
func extractText(n int, seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	words := strings.Fields("the a URI of in to is and that for it as with be on by this which or scheme host path query see example note: time 10:30 (see) [1] e.g. i.e. -- \"quoted\" <b>")
	var b strings.Builder
	b.Grow(n + 200)
	for b.Len() < n {
		switch k := r.IntN(100); {
		case k < 80:
			b.WriteString(words[r.IntN(len(words))])
		case k < 95:
			b.WriteString(extractProse[r.IntN(len(extractProse))].text)
		case k < 97:
			b.WriteString(strings.Repeat("<a:", 1+r.IntN(20)))
		case k < 98:
			b.WriteString(strings.Repeat("http://a-\n", 1+r.IntN(20)))
		case k < 99:
			b.WriteString(strings.Repeat("\"x:y ", 1+r.IntN(20)))
		default:
			b.WriteString(strings.Repeat(")", 1+r.IntN(20)))
		}
		if r.IntN(12) == 0 {
			b.WriteString("\n\n   ")
		} else if r.IntN(8) == 0 {
			b.WriteString("\n   ")
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()[:n]
}

// BenchmarkExtract extracts the URIs from 1 MB and 10 MB of generated
// text: with time linear in the length, the MB/s of both are the same.
//
// The generated text is dense with URIs (one in 20 bytes); the RFC text,
// RFC 8089 over and over, has one in 700.
func BenchmarkExtract(b *testing.B) {
	rfc, err := os.ReadFile(rfc8089)
	if err != nil {
		b.Fatal(err)
	}
	for _, size := range []int{1 << 20, 10 << 20} {
		texts := []struct{ name, text string }{
			{"generated", extractText(size, 1)},
			{"rfc", strings.Repeat(string(rfc), size/len(rfc)+1)[:size]},
		}
		for _, tt := range texts {
			b.Run(fmt.Sprintf("%s/%dMB", tt.name, size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(tt.text)))
				for b.Loop() {
					extract.All(tt.text)
				}
			})
		}
	}
}

// BenchmarkExtractAdversarial extracts from 1 MB of text made to make an
// extractor rescan: unclosed brackets and quotes before long URIs,
// hyphens at every line end, colons after long runs of scheme characters.
func BenchmarkExtractAdversarial(b *testing.B) {
	texts := map[string]string{
		"unclosed-angle":  strings.Repeat("<a:", 1<<20/3),
		"angle-spaces":    "<a:" + strings.Repeat("b ", 1<<19),
		"quotes":          strings.Repeat("\"a:", 1<<20/3),
		"hyphen-breaks":   "http://a/" + strings.Repeat("b-\n", 1<<20/3),
		"scheme-runs":     strings.Repeat(strings.Repeat("a", 1000)+":", 1<<10),
		"closing-parens":  "http://a/" + strings.Repeat(")", 1<<20),
		"colons":          strings.Repeat(":", 1<<20),
		"registered-runs": strings.Repeat("mailto:", 1<<20/7),
	}
	for name, text := range texts {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				extract.All(text)
			}
		})
	}
}
