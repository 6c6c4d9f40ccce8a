package whatwg_test

import (
	"fmt"

	"github.com/abnf-uri/uri/internal/whatwg"
)

// A browser reaches a different host than RFC 3986 reads in these URLs.
func ExampleParse() {
	for _, s := range []string{
		`http://0x7f.1/`,
		`http://evil.com\@good.com/`,
		`https://EXAMPLE%2Ecom./`,
		`http://ｇｏｏｇｌｅ.com/`,
	} {
		u, err := whatwg.Parse(s, nil)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: host %s (%v, %v)\n", u, u.Host, u.HostKind, u.HostSteps)
	}
	// Output:
	// http://127.0.0.1/: host 127.0.0.1 (IPv4, IPv4-hex|IPv4-short)
	// http://evil.com/@good.com/: host evil.com (domain, none)
	// https://example.com./: host example.com. (domain, percent-decoded|lowercased)
	// http://google.com/: host google.com (domain, IDNA-mapped)
}

func ExampleExplainHost() {
	r, err := whatwg.ExplainHost("0300.0250.1", true)
	fmt.Println(r.Host, r.Kind, r.Steps, err)
	_, err = whatwg.ParseHost("1.2.3.256", true)
	fmt.Println(err)
	// Output:
	// 192.168.0.1 IPv4 IPv4-octal|IPv4-short <nil>
	// whatwg: parse host "1.2.3.256": offset 6: IPv4-out-of-range-part: expected a last IPv4 part below 256
}
