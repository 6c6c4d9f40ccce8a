package extract_test

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/extract"
	"github.com/sebdah/goldie/v2"
)

// extractModes are snippets with the URIs the mode's All must find in
// them, as extractProse has them ("DELIM FLAGS URI [ALT]").
var extractModes = []struct {
	mode extract.Mode
	text string
	want []string
}{
	// Issue 25: emphasis, code spans and trailing "*" (CommonMark §6.1,
	// §6.2, GFM §6.5, §6.9).
	{extract.Markdown, "**https://bold.example.com/**", []string{"bare - https://bold.example.com/"}},
	{extract.Markdown, "See **https://bold.example.com/**.", []string{"bare - https://bold.example.com/"}},
	{extract.Markdown, "*https://em.example.com/x*", []string{"bare - https://em.example.com/x"}},
	{extract.Markdown, "_https://em.example.com/x_, __https://strong.example/__", []string{"bare - https://em.example.com/x", "bare - https://strong.example/"}},
	{extract.Markdown, "~~https://old.example.com/~~", []string{"bare - https://old.example.com/"}},
	{extract.Markdown, "***https://a.example/b_c*d~e***", []string{"bare - https://a.example/b_c*d~e"}},
	{extract.Markdown, "glob https://a.example/files/*", []string{"bare - https://a.example/files/"}},
	{extract.Markdown, "Run `curl https://code.example.com/x?y=1` now", []string{"bare - https://code.example.com/x?y=1"}},
	{extract.Markdown, "`https://code.example.com/`", []string{"bare - https://code.example.com/"}},
	{extract.Markdown, "``https://a.example/`b``", []string{"bare - https://a.example/"}},
	{extract.Markdown, "`<https://a.example/>`", []string{"angle - https://a.example/"}},
	// Link destinations: balanced parentheses (CommonMark §6.3).
	{extract.Markdown, "[text](https://x.example/y_(z))", []string{"bare - https://x.example/y_(z)"}},
	{extract.Markdown, "[a](http://a.example/)[b](http://b.example/)", []string{"bare - http://a.example/", "bare - http://b.example/"}},
	{extract.Markdown, "[a](http://a.example/x)and more", []string{"bare - http://a.example/x"}},
	{extract.Markdown, "[a](http://a.example/x \"title\")", []string{"bare - http://a.example/x"}},
	{extract.Markdown, "![img](https://a.example/i.png), done", []string{"bare - https://a.example/i.png"}},
	{extract.Markdown, "[id]: https://a.example/ref  'Title'", []string{"bare - https://a.example/ref"}},
	{extract.Markdown, "[http://a.example/](http://b.example/c)", []string{"bare - http://a.example/", "bare - http://b.example/c"}},
	{extract.Markdown, "https://en.wikipedia.org/wiki/Foo_(bar)_baz", []string{"bare - https://en.wikipedia.org/wiki/Foo_(bar)_baz"}},
	// Autolinks hold no whitespace (CommonMark §6.5).
	{extract.Markdown, "<https://auto.example.com/>", []string{"angle - https://auto.example.com/"}},
	{extract.Markdown, "<http://a.example/very/\n  long>", []string{"bare - http://a.example/very/"}},
	{extract.Markdown, "<mailto:joe@example.com>", []string{"angle - mailto:joe@example.com"}},
	// Where extract is ahead of xurls, in Markdown too: quotes, «»,
	// git+ssh:, urn:, data:, a line break after a hyphen.
	{extract.Markdown, "“https://a.example/” and «https://b.example/»", []string{"bare - https://a.example/", "bare - https://b.example/"}},
	{extract.Markdown, "clone git+ssh://git@example.com/r.git, or urn:isbn:0451450523.", []string{"bare - git+ssh://git@example.com/r.git", "bare - urn:isbn:0451450523"}},
	{extract.Markdown, "*data:text/plain,hi*", []string{"bare - data:text/plain,hi"}},
	{extract.Markdown, "see https://a.example/long-\n  path here", []string{"bare wrapped,hyphen-ambiguous https://a.example/long-path https://a.example/longpath"}},
	{extract.Markdown, `"http://a.example/very/` + "\n" + `  long"`, []string{"quotes wrapped http://a.example/very/long"}},
	{extract.Markdown, "http://a.example/%zz*", []string{"bare invalid http://a.example/%zz"}},

	// Issue 25: "&amp;" in attributes (HTML Standard §13.1.4,
	// §13.2.5.72 to §13.2.5.80).
	{extract.HTML, `<a href="http://x.example/?a=1&amp;b=2">x</a>`, []string{"quotes decoded http://x.example/?a=1&b=2"}},
	{extract.HTML, `<a href='http://x.example/?a=1&#38;b=2&#x26;c=3'>x</a>`, []string{"bare decoded http://x.example/?a=1&b=2&c=3"}},
	{extract.HTML, `<a href=http://x.example/?a=1&amp;b=2>x</a>`, []string{"bare decoded http://x.example/?a=1&b=2"}},
	{extract.HTML, `<img src="https://i.example/a.png" alt="a"><form action="https://f.example/post?x&amp;y">`, []string{"quotes - https://i.example/a.png", "quotes decoded https://f.example/post?x&y"}},
	{extract.HTML, `<blockquote cite="http://c.example/q&#X3D;1">`, []string{"quotes decoded http://c.example/q=1"}},
	{extract.HTML, `<a href="http://x.example/?a=1&AMP;b=2&amp">`, []string{"quotes decoded http://x.example/?a=1&b=2&"}},
	// A named reference without ";" before "=" or an alphanumeric is
	// none (§13.2.5.73); an unknown name is none.
	{extract.HTML, `<a href="http://x.example/?q=1&copy=2&notit=3&foo;">`, []string{"quotes - http://x.example/?q=1&copy=2&notit=3&foo;"}},
	{extract.HTML, `http://x.example/?q=1&copy;x`, []string{"bare invalid,decoded http://x.example/?q=1©x"}},
	// In text: references to delimiters and spaces end a URI, to
	// punctuation are trimmed; "<" opens a tag.
	{extract.HTML, `<p>See &lt;http://a.example/b&gt; and &quot;http://c.example/&quot;.</p>`, []string{"bare - http://a.example/b", "bare - http://c.example/"}},
	{extract.HTML, `<p>http://a.example/&nbsp;b http://b.example/&#32;c</p>`, []string{"bare - http://a.example/", "bare - http://b.example/"}},
	{extract.HTML, `<p>&ldquo;http://a.example/x&rdquo; http://b.example/&#46; http://c.example/&hellip;</p>`, []string{"bare - http://a.example/x", "bare - http://b.example/", "bare - http://c.example/"}},
	{extract.HTML, `<p>http://a.example/&amp;; http://b.example/x;</p>`, []string{"bare decoded http://a.example/&", "bare - http://b.example/x"}},
	{extract.HTML, `<http://a.example/> <URL:http://b.example/> <o:p></o:p>`, []string{"bare - http://a.example/", "bare - http://b.example/"}},
	{extract.HTML, `<!-- http://comment.example/ --><script>u="https://s.example/x"</script>`, []string{"bare - http://comment.example/", "quotes - https://s.example/x"}},
	// Not a URI once decoded: reported, flagged invalid.
	{extract.HTML, `<img src="http://a.example/&lt;b&gt;">`, []string{"quotes invalid,decoded http://a.example/<b>"}},
	{extract.HTML, `<a href="http://a.example/b&#10;c">`, []string{"quotes invalid,decoded http://a.example/b\nc"}},
	// Where extract is ahead of xurls, in HTML too.
	{extract.HTML, "<p>“https://a.example/” «https://b.example/» git+ssh://git@example.com/r.git urn:isbn:0451450523 data:,x</p>", []string{
		"bare - https://a.example/", "bare - https://b.example/", "bare - git+ssh://git@example.com/r.git", "bare - urn:isbn:0451450523", "bare - data:,x"}},
	{extract.HTML, "<a href=\"http://a.example/very/\n  long?a&amp;b\">", []string{"quotes wrapped,decoded http://a.example/very/long?a&b"}},
	{extract.HTML, "<p>http://a.example/x-\n  y&amp;z</p>", []string{"bare wrapped,hyphen-ambiguous,decoded http://a.example/x-y&z http://a.example/xy&z"}},

	// Text is Appendix C: the same snippets keep their markup.
	{extract.Text, "**https://bold.example.com/**", []string{"bare - https://bold.example.com/**"}},
	{extract.Text, "`https://code.example.com/`", []string{"bare invalid https://code.example.com/`"}},
	{extract.Text, `<a href="http://x.example/?a=1&amp;b=2">x</a>`, []string{"quotes - http://x.example/?a=1&amp;b=2"}},
}

func TestExtractModes(t *testing.T) {
	for _, tt := range extractModes {
		got := tt.mode.All(tt.text)
		var specs []string
		for _, m := range got {
			specs = append(specs, extractSpec(m))
		}
		if strings.Join(specs, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%v.All(%q):\ngot  %q\nwant %q", tt.mode, tt.text, specs, tt.want)
		}
		checkExtracted(t, tt.mode, tt.text, got)
	}
}

// TestExtractModesProse checks that Markdown and HTML find in the
// snippets of extractProse, plain text, what Text finds, when the
// snippet holds none of the characters the mode reads otherwise.
func TestExtractModesProse(t *testing.T) {
	markup := map[extract.Mode]string{extract.Markdown: "`*_~()<", extract.HTML: "<&"}
	for mode, chars := range markup {
		same := 0
		for _, tt := range extractProse {
			got := mode.All(tt.text)
			checkExtracted(t, mode, tt.text, got)
			if strings.ContainsAny(tt.text, chars) {
				continue
			}
			same++
			if d := extractedDiff(got, extract.All(tt.text)); d != "" {
				t.Errorf("%v.All(%q) is not All's: %s", mode, tt.text, d)
			}
		}
		if same < len(extractProse)/2 {
			t.Errorf("%v: %d of %d snippets compared", mode, same, len(extractProse))
		}
	}
}

// TestExtractModeOffsets checks that Start and End are where the URI is
// in the text, references not decoded.
func TestExtractModeOffsets(t *testing.T) {
	text := `<a href="http://x/?a&amp;b">`
	m := extract.HTML.All(text)[0]
	if m.Start != 9 || m.End != 26 || text[m.Start:m.End] != "http://x/?a&amp;b" || m.URI != "http://x/?a&b" {
		t.Errorf("HTML.All(%q): %q at [%d, %d)", text, m.URI, m.Start, m.End)
	}
	text = "**`https://a/`**"
	m = extract.Markdown.All(text)[0]
	if m.Start != 3 || m.End != 13 {
		t.Errorf("Markdown.All(%q): %q at [%d, %d)", text, m.URI, m.Start, m.End)
	}
}

// TestDecodeRefs checks the reading of character references as in an
// attribute value (HTML Standard §13.2.5.72 to §13.2.5.80).
func TestDecodeRefs(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a&amp;b", "a&b"},
		{"a&#38;b&#x26;c&#X26;d", "a&b&c&d"},
		{"&#38", "&"},
		{"&#0038;x", "&x"},
		{"&#0;&#xD800;&#x110000;", "\ufffd\ufffd\ufffd"},
		{"&#128;", "€"}, // the windows-1252 table of §13.2.5.80
		{"&amp", "&"},
		{"&amp x", "& x"},
		{"&amp=x", "&amp=x"},
		{"&ampx", "&ampx"},
		{"&copy=2", "&copy=2"},
		{"&copy;x", "©x"},
		{"&notit;", "&notit;"},
		{"&notin;", "∉"},
		{"&foo;", "&foo;"},
		{"&;", "&;"},
		{"&#;", "&#;"},
		{"&#x;", "&#x;"},
		{"&", "&"},
		{"&&amp;", "&&"},
		{"&semi;", ";"},
		{"&fjlig;", "fj"},
		{"&NotEqualTilde;", "\u2242\u0338"},
		{"&lt;&gt;&quot;&apos;&nbsp;", "<>\"'\u00a0"},
	}
	for _, tt := range tests {
		if got := extract.DecodeRefs(tt.in); got != tt.want {
			t.Errorf("DecodeRefs(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	// With ";" after each name, and numeric references, the reading in
	// an attribute is the reading in text, html.UnescapeString's.
	for _, ref := range []string{"amp;", "lt;", "eacute;", "Eacute;", "hellip;", "rsquo;", "#38;", "#x2F;", "#233;", "#x1F600;", "#65", "#x41"} {
		s := "x&" + ref + "y"
		if got, want := extract.DecodeRefs(s), html.UnescapeString(s); got != want {
			t.Errorf("DecodeRefs(%q) = %q, html.UnescapeString %q", s, got, want)
		}
	}
}

// extractCorpora are the Markdown and HTML documents of testdata, each
// with a golden file of the URIs its mode finds in it.
var extractCorpora = []struct {
	file string
	mode extract.Mode
}{
	{"corpus.md", extract.Markdown},
	{"corpus.html", extract.HTML},
}

// TestExtractCorpus extracts the URIs of the Markdown and HTML documents
// of testdata into golden files testdata/NAME.golden; "go test -update"
// rewrites them.
func TestExtractCorpus(t *testing.T) {
	gold := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	for _, c := range extractCorpora {
		t.Run(c.file, func(t *testing.T) {
			text, err := os.ReadFile(filepath.Join("testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			got := c.mode.All(string(text))
			checkExtracted(t, c.mode, string(text), got)
			gold.Assert(t, c.file, extractLines(got))
			if d := streamDiffers(c.mode, string(text), len(extractReads)); d != "" {
				t.Errorf("Scanner: %s", d)
			}
		})
	}
}

// fuzzMode checks, for text read in mode, the properties of
// checkExtracted, and that a Scanner finds the same URIs as the mode's
// All however the text is read, and with a small limit the same URIs
// however it is read.
func fuzzMode(f *testing.F, mode extract.Mode) {
	for _, tt := range extractModes {
		f.Add(tt.text)
	}
	for _, tt := range extractProse {
		f.Add(tt.text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkExtracted(t, mode, text, mode.All(text))
		if d := streamDiffers(mode, text, len(extractReads)); d != "" {
			t.Fatalf("%q: %s", text, d)
		}
		if d := limitDiffers(t, mode, text, 16); d != "" {
			t.Fatalf("%q: %s", text, d)
		}
	})
}

// FuzzExtractMarkdown is FuzzExtract in mode Markdown.
func FuzzExtractMarkdown(f *testing.F) { fuzzMode(f, extract.Markdown) }

// FuzzExtractHTML is FuzzExtract in mode HTML.
func FuzzExtractHTML(f *testing.F) {
	f.Add("&#x00000000000000000000026;&amp")
	f.Add("<a href=\"http://a/&am\n p;\">http://b/&")
	fuzzMode(f, extract.HTML)
}

// BenchmarkExtractModes extracts the URIs of 1 MB of generated text in
// each mode.
func BenchmarkExtractModes(b *testing.B) {
	text := extractText(1<<20, 1)
	for _, mode := range []extract.Mode{extract.Text, extract.Markdown, extract.HTML} {
		b.Run(fmt.Sprint(mode), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				mode.All(text)
			}
		})
	}
}

func TestModeString(t *testing.T) {
	for m, want := range map[extract.Mode]string{extract.Text: "text", extract.Markdown: "markdown", extract.HTML: "html", 7: "Mode(7)"} {
		if got := m.String(); got != want {
			t.Errorf("Mode(%d).String() = %q, want %q", m, got, want)
		}
	}
	if got := (extract.Decoded | extract.Invalid).String(); got != "invalid,decoded" {
		t.Errorf("Flags.String() = %q", got)
	}
}
