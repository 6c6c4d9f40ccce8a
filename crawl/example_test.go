package crawl_test

import (
	"fmt"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/crawl"
	"github.com/abnf-uri/uri/query"
)

// A crawler fetches each page once: the URIs it meets are keyed by the
// Crawler profile, with the tracking parameters of its sites dropped.
func Example() {
	profile := crawl.Crawler
	profile.DropParam = query.Match("utm_*")
	seen := map[uri.URI]bool{}
	for _, href := range []string{
		"https://example.com/news?id=7&lang=en",
		"HTTPS://Example.com:443/news?lang=en&id=7#comments",
		"https://example.com./news?utm_source=mail&id=7&lang=en",
		"https://example.com/news?id=8",
	} {
		key := profile.Key(uri.MustParse(href))
		if seen[key] {
			fmt.Println("seen   ", href)
			continue
		}
		seen[key] = true
		fmt.Println("fetch  ", key)
	}
	// Output:
	// fetch   https://example.com/news?id=7&lang=en
	// seen    HTTPS://Example.com:443/news?lang=en&id=7#comments
	// seen    https://example.com./news?utm_source=mail&id=7&lang=en
	// fetch   https://example.com/news?id=8
}
