package uri_test

import (
	"fmt"
	"strings"

	"github.com/abnf-uri/uri"
)

// The zero Normalizer has the built-in table of schemes.
func ExampleNormalizer_Normalize() {
	var n uri.Normalizer
	u := uri.MustParse("HTTP://www.Example.COM:80/a/./b/../%7Euser/%3f?q=%41#Top")
	fmt.Println(n.Normalize(u, uri.SyntaxBased))
	fmt.Println(n.Normalize(u, uri.SchemeBased))
	// Output:
	// http://www.example.com:80/a/~user/%3F?q=A#Top
	// http://www.example.com/a/~user/%3F?q=A#Top
}

// Relative references are normalized only as far as they mean the same
// against every base: "." segments go, ".." segments stay.
func ExampleNormalizer_Normalize_relative() {
	var n uri.Normalizer
	for _, s := range []string{"./a/./b/.", "../a", "a/../b", "./c:d", "/a/./b/../c"} {
		fmt.Printf("%-12s %s\n", s, n.Normalize(uri.MustParse(s), uri.SchemeBased))
	}
	// Output:
	// ./a/./b/.    a/b/
	// ../a         ../a
	// a/../b       a/../b
	// ./c:d        ./c:d
	// /a/./b/../c  /a/c
}

// The four URIs of RFC 3986 §6.2.3 are equivalent for http, once the
// scheme's rules are applied; an empty query is not nothing.
func ExampleNormalizer_Equivalent() {
	var n uri.Normalizer
	a := uri.MustParse("http://example.com")
	for _, s := range []string{
		"http://example.com",
		"HTTP://Example.com",
		"http://example.com/",
		"http://example.com:/",
		"http://example.com:80/",
		"http://example.com/?",
	} {
		fmt.Printf("%-24s %v\n", s, n.Equivalent(a, uri.MustParse(s), uri.SchemeBased))
	}
	// Output:
	// http://example.com       equal at simple-string
	// HTTP://Example.com       equal at syntax-based
	// http://example.com/      equal at scheme-based
	// http://example.com:/     equal at scheme-based
	// http://example.com:80/   equal at scheme-based
	// http://example.com/?     differ in query at scheme-based
}

// A Normalizer holds its own table of schemes: start from the default one
// and add to it.
func ExampleNormalizer() {
	schemes := uri.DefaultSchemes()
	schemes["x-my-scheme"] = uri.Scheme{DefaultPort: "8080", EmptyPathIsRoot: true}
	n := uri.Normalizer{Schemes: schemes}

	u := uri.MustParse("X-My-Scheme://Example.com:8080")
	fmt.Println(n.Normalize(u, uri.SchemeBased))
	fmt.Println(uri.Normalizer{}.Normalize(u, uri.SchemeBased))
	// Output:
	// x-my-scheme://example.com/
	// x-my-scheme://example.com:8080
}

// A Scheme's Normalize adds rules of its own, here for a scheme the
// built-in table does not have.
func ExampleScheme() {
	// A tag URI's authority name is a DNS name or an email address
	// (RFC 4151 §2.1), whose domain is case-insensitive.
	schemes := uri.DefaultSchemes()
	schemes["tag"] = uri.Scheme{Normalize: func(u uri.URI) uri.URI {
		p := u.Parts()
		name, rest, ok := strings.Cut(p.Path, ",")
		if !ok {
			return u
		}
		local, domain, ok := strings.Cut(name, "@")
		if !ok {
			local, domain = "", name
		} else {
			local += "@"
		}
		p.Path = local + strings.ToLower(domain) + "," + rest
		if v, err := p.URI(); err == nil {
			return v
		}
		return u
	}}
	n := uri.Normalizer{Schemes: schemes}

	a := uri.MustParse("tag:Joe@Example.COM,2004:x")
	b := uri.MustParse("tag:Joe@example.com,2004:x")
	fmt.Println(n.Normalize(a, uri.SchemeBased))
	fmt.Println(n.Equivalent(a, b, uri.SchemeBased))
	fmt.Println(uri.Normalizer{}.Equivalent(a, b, uri.SchemeBased))
	// Output:
	// tag:Joe@example.com,2004:x
	// equal at scheme-based
	// differ in path at scheme-based
}

// Comparison says where two URIs still differ.
func ExampleComparison() {
	c := uri.Normalizer{}.Equivalent(uri.MustParse("http://host.com/abc%2Fdef"), uri.MustParse("http://host.com/abc/def"), uri.SchemeBased)
	fmt.Println(c.Equal, c.Level, c.Differs)
	// Output:
	// false scheme-based path
}

// The rungs of the ladder, in order.
func ExampleLevel() {
	for l := uri.SimpleString; l <= uri.SchemeBased; l++ {
		fmt.Println(l)
	}
	// Output:
	// simple-string
	// syntax-based
	// scheme-based
}

// The built-in table of schemes, as a Normalizer uses it.
func ExampleDefaultSchemes() {
	s := uri.DefaultSchemes()
	fmt.Printf("%q %v %q\n", s["https"].DefaultPort, s["https"].EmptyPathIsRoot, s["file"].DefaultHost)
	// Output:
	// "443" true "localhost"
}
