package uri_test

import (
	"fmt"
	"io"
	"log"
	"strings"

	"github.com/abnf-uri/uri"
)

// An Extractor reads the text from an io.Reader, such as a file or
// standard input, and returns each URI as soon as it is found, with its
// offsets in all the text read.
func ExampleExtractor() {
	r := strings.NewReader(`Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.`)
	e := uri.NewExtractor(r)
	for {
		m, err := e.Next()
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
