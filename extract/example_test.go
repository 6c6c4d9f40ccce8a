package extract_test

import (
	"errors"
	"fmt"
	"io"
	"log"
	"strings"

	"github.com/abnf-uri/uri"

	"github.com/abnf-uri/uri/extract"
)

// The example of RFC 3986 Appendix C: a quoted URI, two in angle brackets
// broken across lines, and the sentence's punctuation around them.
func ExampleAll() {
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.`
	for _, m := range extract.All(text) {
		fmt.Printf("%d-%d %s %s", m.Start, m.End, m.Delim, m.URI)
		if m.Flags != 0 {
			fmt.Printf(" (%s)", m.Flags)
		}
		fmt.Println()
	}
	// Output:
	// 28-57 quotes http://www.w3.org/Addressing/
	// 98-125 angle ftp://foo.example.com/rfc/ (wrapped)
	// 150-210 angle http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING (wrapped)
}

// A bare URI ends before the punctuation of the sentence, and before a
// parenthesis it did not open; "word:" is a URI only for a registered
// scheme or before "//".
func ExampleAll_prose() {
	text := "Note: see http://a.example/b_(c)), mailto:joe@example.com, or foo://x."
	for _, m := range extract.All(text) {
		fmt.Println(m.URI)
	}
	// Output:
	// http://a.example/b_(c)
	// mailto:joe@example.com
	// foo://x
}

// A line break after a hyphen: the hyphen may or may not be part of the
// URI, so both readings are given. Text delimited as a URI that is none
// is reported with the parser's error.
func ExampleAll_ambiguous() {
	text := "<http://example.com/file-uris-in-\n   windows.aspx> and http://example.com/%zz"
	for _, m := range extract.All(text) {
		fmt.Println(m.Flags, m.URI)
		if m.Alt != "" {
			fmt.Println("  or", m.Alt)
		}
		if m.Err != nil {
			fmt.Println(" ", m.Err)
		}
	}
	// Output:
	// wrapped,hyphen-ambiguous http://example.com/file-uris-in-windows.aspx
	//   or http://example.com/file-uris-inwindows.aspx
	// invalid http://example.com/%zz
	//   uri: parse URI "http://example.com/%zz": bad percent-encoding at offset 20: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"; expected HEXDIG
}

// A Scanner reads the text from an io.Reader, such as a file or standard
// input, and returns each URI as soon as it is found, with its offsets in
// all the text read.
func ExampleNewScanner() {
	r := strings.NewReader(`Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.`)
	sc := extract.NewScanner(r)
	for {
		m, err := sc.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%d-%d %s %s\n", m.Start, m.End, m.Delim, m.URI)
	}
	// Output:
	// 28-57 quotes http://www.w3.org/Addressing/
	// 98-125 angle ftp://foo.example.com/rfc/
	// 150-210 angle http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
}

// Next returns io.EOF after the last URI, and the reader's error if it
// fails.
func ExampleScanner() {
	sc := extract.NewScanner(strings.NewReader("<URL:http://a.example/>"))
	m, err := sc.Next()
	fmt.Println(m.URI, m.Delim, err)
	_, err = sc.Next()
	fmt.Println(err)
	// Output:
	// http://a.example/ url <nil>
	// EOF
}

// A Match is where a URI is in the text and what it is; Err says where a
// text delimited as a URI stops being one.
func ExampleMatch() {
	m := extract.All(`see <http://a.example/x|y>`)[0]
	fmt.Printf("%d-%d %q %s %s\n", m.Start, m.End, m.URI, m.Delim, m.Flags)
	var se *uri.SyntaxError
	if errors.As(m.Err, &se) {
		fmt.Println(se.Offset, se.Component, se.Detail())
	}
	// Output:
	// 5-25 "http://a.example/x|y" angle invalid
	// 18 path expected pchar, "/", "?", "#" or end of input, found "|"
}

func ExampleDelimiter() {
	for _, m := range extract.All(`<a:b> <URL:c:d> "http://e" http://g`) {
		fmt.Println(m.Delim == extract.Bare, m.Delim)
	}
	// Output:
	// false angle
	// false url
	// false quotes
	// true bare
}

func ExampleFlags() {
	f := extract.Wrapped | extract.HyphenAmbiguous
	fmt.Println(f, f&extract.Invalid != 0, extract.Truncated)
	// Output:
	// wrapped,hyphen-ambiguous false truncated
}

// In Markdown, the markup around a URI is not part of it: emphasis, a
// code span's backticks, the parentheses of a link destination.
func ExampleMode_All() {
	text := "**https://bold.example.com/** or `curl https://code.example.com/x`,\n" +
		"see [the manual](https://example.com/manual_(v2)) and <https://auto.example.com/>."
	for _, m := range extract.Markdown.All(text) {
		fmt.Printf("%d-%d %s %s\n", m.Start, m.End, m.Delim, m.URI)
	}
	// Output:
	// 2-27 bare https://bold.example.com/
	// 39-65 bare https://code.example.com/x
	// 85-116 bare https://example.com/manual_(v2)
	// 123-148 angle https://auto.example.com/
}

// In HTML, URIs in attribute values and in text have their character
// references decoded; Start and End are where they are in the text.
func ExampleMode_All_html() {
	text := `<a href="https://example.com/?a=1&amp;b=2">search</a>` + "\n" +
		`<p>See &lt;https://example.org/x&#38;y&gt;, not <img src="https://example.net/&lt;b&gt;"></p>`
	for _, m := range extract.HTML.All(text) {
		fmt.Printf("%d-%d %s %s %q\n", m.Start, m.End, m.Delim, m.Flags, m.URI)
		fmt.Printf("  from %q\n", text[m.Start:m.End])
	}
	// Output:
	// 9-41 quotes decoded "https://example.com/?a=1&b=2"
	//   from "https://example.com/?a=1&amp;b=2"
	// 65-92 bare decoded "https://example.org/x&y"
	//   from "https://example.org/x&#38;y"
	// 112-141 quotes invalid,decoded "https://example.net/<b>"
	//   from "https://example.net/&lt;b&gt;"
}

// A Scanner reads Markdown or HTML as the mode's All does.
func ExampleMode_NewScanner() {
	sc := extract.HTML.NewScanner(strings.NewReader(`<link href="https://cdn.example.com/s.css?v=1&amp;t=dark">`))
	for {
		m, err := sc.Next()
		if err != nil {
			break
		}
		fmt.Println(m.URI)
	}
	// Output:
	// https://cdn.example.com/s.css?v=1&t=dark
}
