package browser_test

import (
	"fmt"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/browser"
	"github.com/abnf-uri/uri/lenient"
)

// An href of a crawled page, read against the page's URL as a browser
// reads it: the backslashes are slashes, the space is escaped, the host
// is in IDNA A-labels and the default port is dropped.
func ExampleParseRef() {
	page := browser.MustParse("https://example.org/dir/page.html")
	u, err := browser.ParseRef(`\\Bücher.example:443\a b\..\c?q="x"#top`, page)
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	fmt.Println(u.Protocol(), u.Hostname(), u.Port() == "", u.Pathname(), u.Search(), u.Hash())
	fmt.Println(u.Origin())
	r, err := u.URI()
	fmt.Println(r.String() == u.Href(), err)
	// Output:
	// https://xn--bcher-kva.example/c?q=%22x%22#top
	// https: xn--bcher-kva.example true /c ?q=%22x%22 #top
	// https://xn--bcher-kva.example
	// true <nil>
}

// A valid URI that a browser reads otherwise than RFC 3986: a host in
// an IPv4 number form, and a special scheme without "//".
func ExampleParse() {
	fmt.Println(browser.MustParse("http://0x7f.1:80/"))
	fmt.Println(browser.MustParse("http:example.com/a"))
	// Output:
	// http://127.0.0.1/
	// http://example.com/a
}

// An href a browser accepts that is no URI reference: URI says why.
func ExampleURL_URI() {
	u := browser.MustParse("http://example.com/100%")
	_, err := u.URI()
	fmt.Println(u)
	fmt.Println(err)
	// Output:
	// http://example.com/100%
	// uri: parse "http://example.com/100%": bad percent-encoding at offset 23: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"; expected HEXDIG
}

func ExampleParse_error() {
	_, err := browser.Parse("https://user:secret@example.com:99999/")
	fmt.Println(err)
	// Output: uri: parse as a browser "https://user:xxxxxx@example.com:99999/": port out of range at offset 32: expected a port up to 65535, found "99999"
}

// The two readings of crawled hrefs against their page: package lenient
// repairs an href into a URI reference and keeps one that is already a
// URI as it is; package browser gives the URL a browser fetches.
func Example_repairAndRead() {
	page := "http://example.org/dir/page"
	base := uri.MustParse(page)
	for _, href := range []string{`..\img\a b.png`, "http://0x7f.1:80/x"} {
		r, err := lenient.ParseRef(href, base)
		if err != nil {
			panic(err)
		}
		u, err := browser.ParseRef(href, browser.MustParse(page))
		if err != nil {
			panic(err)
		}
		fmt.Println(base.ResolveReference(r.URI), len(r.Fixes), u)
	}
	// Output:
	// http://example.org/img/a%20b.png 3 http://example.org/img/a%20b.png
	// http://0x7f.1:80/x 0 http://127.0.0.1/x
}
