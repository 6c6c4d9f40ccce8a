package uri_test

import (
	"fmt"

	"github.com/abnf-uri/uri"
)

// The example of RFC 3986 Appendix C: a quoted URI, two in angle brackets
// broken across lines, and the sentence's punctuation around them.
func ExampleExtract() {
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.`
	for _, m := range uri.Extract(text) {
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
func ExampleExtract_prose() {
	text := "Note: see http://a.example/b_(c)), mailto:joe@example.com, or foo://x."
	for _, m := range uri.Extract(text) {
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
func ExampleExtract_ambiguous() {
	text := "<http://example.com/file-uris-in-\n   windows.aspx> and http://example.com/%zz"
	for _, m := range uri.Extract(text) {
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
	//   uri: parse URI "http://example.com/%zz": offset 20: expected HEXDIG, found "z"
}
