package lenient_test

import (
	"fmt"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/lenient"
)

func ExampleParse() {
	r, err := lenient.Parse(" https://bücher.example/a b\\c?q=\"x\"\n")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.URI)
	for _, f := range r.Fixes {
		fmt.Println(f)
	}
	// Output:
	// https://xn--bcher-kva.example/a%20b/c?q=%22x%22
	// trimmed " " at offset 0
	// to-ascii "bücher.example" at offset 9
	// escaped " " at offset 26
	// backslash "\\" at offset 28
	// escaped "\"" at offset 33
	// escaped "\"" at offset 35
	// trimmed "\n" at offset 36
}

func ExampleParseRef() {
	base := uri.MustParse("http://example.org/dir/page")
	r, err := lenient.ParseRef(`\\cdn.example\img\a b.png`, base)
	if err != nil {
		panic(err)
	}
	fmt.Println(r.URI, base.ResolveReference(r.URI))
	// Output: //cdn.example/img/a%20b.png http://cdn.example/img/a%20b.png
}

func ExampleParse_unchanged() {
	r, _ := lenient.Parse("http:example.com")
	fmt.Println(r.URI, len(r.Fixes))
	// Output: http:example.com 0
}

func ExampleError() {
	_, err := lenient.Parse("http://[::1/x")
	fmt.Println(err)
	// Output: uri: repair "http://[::1/x": IP literal "[::1" without its "]" in host at offset 7
}

// A host of which IDNA mapping makes a delimiter is refused: U+FF20,
// FULLWIDTH COMMERCIAL AT, is "@" once mapped, and browsers refuse the
// URL. Written out, the host would be "evil.example".
func ExampleError_host() {
	_, err := lenient.Parse("https://trusted.example\uFF20evil.example/")
	fmt.Println(err)
	// Output: uri: repair "https://trusted.example＠evil.example/": host "trusted.example＠evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '@' after domain to ASCII) at offset 8
}

// The host of a repair is the host browsers reach: an IPv4 address in a
// number form is written in dotted decimal.
func ExampleParse_host() {
	r, _ := lenient.Parse("http://0x7f.1/a b")
	fmt.Println(r.URI, r.Fixes[0])
	// Output: http://127.0.0.1/a%20b host "0x7f.1" at offset 7
}

func ExampleKind_String() {
	fmt.Println(lenient.Escaped, lenient.ToASCII)
	// Output: escaped to-ascii
}

func ExampleFix_String() {
	fmt.Println(lenient.Fix{Kind: lenient.Escaped, Offset: 4, Text: " "})
	// Output: escaped " " at offset 4
}
