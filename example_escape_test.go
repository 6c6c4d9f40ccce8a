package uri_test

import (
	"errors"
	"fmt"

	"github.com/abnf-uri/uri"
)

// Each component is escaped on its own, then the URI is put together
// (RFC 3986 §2.4): data never reads as a delimiter.
func ExampleEscape() {
	file := "résumé 2024/final.pdf"
	key, value := "q", "cats & dogs = 1+1"
	u := "https://example.com/files/" + uri.Escape(file, uri.InSegment) +
		"?" + uri.Escape(key, uri.InQueryParam) + "=" + uri.Escape(value, uri.InQueryParam) +
		"#" + uri.Escape("page 2", uri.InFragment)
	fmt.Println(u)
	fmt.Println(uri.Valid(u))
	// Output:
	// https://example.com/files/r%C3%A9sum%C3%A9%202024%2Ffinal.pdf?q=cats%20%26%20dogs%20%3D%201%2B1#page%202
	// true
}

// The same data, escaped for each component.
func ExampleEscape_components() {
	for _, c := range []uri.Component{
		uri.InUserinfo, uri.InHost, uri.InPath, uri.InSegment,
		uri.InSegmentNoColon, uri.InQuery, uri.InQueryParam, uri.InFragment,
	} {
		fmt.Printf("%-13s %s\n", c, uri.Escape("a:b/c?d=e&f#g@h i%", c))
	}
	// Output:
	// userinfo      a:b%2Fc%3Fd=e&f%23g%40h%20i%25
	// host          a%3Ab%2Fc%3Fd=e&f%23g%40h%20i%25
	// path          a:b/c%3Fd=e&f%23g@h%20i%25
	// segment       a:b%2Fc%3Fd=e&f%23g@h%20i%25
	// segment-nz-nc a%3Ab%2Fc%3Fd=e&f%23g@h%20i%25
	// query         a:b/c?d=e&f%23g@h%20i%25
	// query-param   a:b/c?d%3De%26f%23g@h%20i%25
	// fragment      a:b/c?d=e&f%23g@h%20i%25
}

// Split first, decode second (RFC 3986 §7.3): "%2F" in a segment is data,
// not a "/".
func ExampleUnescape() {
	u := uri.MustParse("http://example.com/a%2Fb/caf%C3%A9")
	for _, seg := range u.Segments() {
		s, err := uri.Unescape(seg)
		fmt.Printf("%q %v\n", s, err)
	}
	// Output:
	// "a/b" <nil>
	// "café" <nil>
}

// A "%" must begin an escape; the error says where one does not.
func ExampleUnescape_error() {
	_, err := uri.Unescape("100%!")
	fmt.Println(err)
	var e *uri.EscapeError
	if errors.As(err, &e) {
		fmt.Println(e.Offset)
	}
	// Output:
	// uri: unescape "100%!": invalid escape "%!" at offset 3: "%" must be followed by two hexadecimal digits
	// 3
}

// Text must decode to UTF-8; Unescape itself takes any bytes.
func ExampleUnescapeUTF8() {
	for _, s := range []string{"caf%C3%A9", "caf%E9"} { // UTF-8, Latin-1
		t, err := uri.UnescapeUTF8(s)
		fmt.Printf("%q %v\n", t, err)
	}
	// Output:
	// "café" <nil>
	// "" uri: unescape "caf%E9": invalid UTF-8 "%E9" at offset 3
}

// Decoding unreserved characters changes no URI's meaning (RFC 3986
// §2.3, §6.2.2.2); the rest stays as it was written.
func ExampleUnescapeUnreserved() {
	fmt.Println(uri.UnescapeUnreserved("http://ex%61mple.com/%7Euser/a%2Fb%20c"))
	// Output:
	// http://example.com/~user/a%2Fb%20c <nil>
}

// An error names the escape and where it is: errors.As finds it.
func ExampleEscapeError() {
	_, err := uri.UnescapeUTF8("a%2x")
	var e *uri.EscapeError
	if errors.As(err, &e) {
		fmt.Printf("%d %q %v\n", e.Offset, e.Found, e.UTF8)
	}
	_, err = uri.UnescapeUTF8("a%FF")
	if errors.As(err, &e) {
		fmt.Printf("%d %q %v\n", e.Offset, e.Found, e.UTF8)
	}
	// Output:
	// 1 "%2x" false
	// 1 "%FF" true
}

func ExampleComponent() {
	fmt.Println(uri.InQuery, uri.InQueryParam)
	fmt.Println(uri.Escape("a&b=c", uri.InQuery), uri.Escape("a&b=c", uri.InQueryParam))
	// Output:
	// query query-param
	// a&b=c a%26b%3Dc
}

func ExampleComponent_Literal() {
	fmt.Println(uri.InSegment.Literal(':'), uri.InSegmentNoColon.Literal(':'))
	fmt.Println(uri.InQuery.Literal('&'), uri.InQueryParam.Literal('&'))
	fmt.Println(uri.InPath.Literal('%'))
	// Output:
	// true false
	// true false
	// false
}
