package uri_test

import (
	"errors"
	"fmt"

	"github.com/abnf-uri/uri"
)

// The components of a URI reference (RFC 3986 §3), each with whether it
// is present: "?" with nothing after it is an empty query, no "?" is none.
func ExampleParse() {
	u, err := uri.Parse("http://user@[::1]:8080/a/b?#")
	if err != nil {
		panic(err)
	}
	scheme, _ := u.Scheme()
	userinfo, _ := u.Userinfo()
	host, _ := u.Host()
	port, _ := u.Port()
	query, hasQuery := u.Query()
	fragment, hasFragment := u.Fragment()
	fmt.Printf("scheme %q\nuserinfo %q\nhost %q (%v)\nport %q\npath %q\n", scheme, userinfo, host, u.HostKind(), port, u.Path())
	fmt.Printf("query %q %v\nfragment %q %v\n", query, hasQuery, fragment, hasFragment)
	_, hasQuery = uri.MustParse("http://a/").Query()
	fmt.Println("query in http://a/:", hasQuery)
	// Output:
	// scheme "http"
	// userinfo "user"
	// host "[::1]" (ipv6)
	// port "8080"
	// path "/a/b"
	// query "" true
	// fragment "" true
	// query in http://a/: false
}

// The host kinds of RFC 3986 §3.2.2: a host that reads as an IPv4address
// is one ("the first-match-wins"); one that almost does is a reg-name.
func ExampleURI_HostKind() {
	for _, s := range []string{"//1.2.3.4", "//1.2.3.400", "//01.2.3.4", "//[::1]", "//[v7.a]", "//example.com", "//", "/no/authority"} {
		fmt.Printf("%-15s %q\n", s, uri.MustParse(s).HostKind())
	}
	// Output:
	// //1.2.3.4       "ipv4"
	// //1.2.3.400     "reg-name"
	// //01.2.3.4      "reg-name"
	// //[::1]         "ipv6"
	// //[v7.a]        "ipvfuture"
	// //example.com   "reg-name"
	// //              "reg-name"
	// /no/authority   ""
}

// An invalid input: where it stops matching the grammar and what the
// grammar allows there.
func ExampleValidate() {
	for _, s := range []string{"http://example.com/a%20b", "http://example.com/a b", "http://[::1", "%zz"} {
		fmt.Printf("%q: %v\n", s, uri.Validate(s))
	}
	// Output:
	// "http://example.com/a%20b": <nil>
	// "http://example.com/a b": uri: validate "http://example.com/a b": offset 20: expected pchar, "/", "?", "#" or end of input, found " "
	// "http://[::1": uri: validate "http://[::1": offset 11: expected HEXDIG, ":", ".", DIGIT or "]", found end of input
	// "%zz": uri: validate "%zz": offset 1: expected HEXDIG, found "z"
}

// Valid is for when only the answer matters: it never allocates.
func ExampleValid() {
	fmt.Println(uri.Valid("https://example.com/path?q=1"), uri.Valid("https://exa mple.com/"))
	// Output:
	// true false
}

// The parts of an *Error, for pointing at the spot.
func ExampleError() {
	_, err := uri.ParseURI("mailto:joe@example.com\x7f")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Op)
		fmt.Println(e.Offset)
		fmt.Println(e.Message())
	}
	// Output:
	// parse URI
	// 22
	// expected pchar, "/", "?", "#" or end of input, found "\x7f"
}

// String gives back every valid input byte for byte: nothing is
// normalized or re-encoded on the way.
func ExampleURI_String() {
	for _, s := range []string{"HTTP://Example.COM:/%7e/./a?#", "//a/b;c", "", "?"} {
		fmt.Printf("%q\n", uri.MustParse(s).String())
	}
	// Output:
	// "HTTP://Example.COM:/%7e/./a?#"
	// "//a/b;c"
	// ""
	// "?"
}

// Compose puts components together as RFC 3986 §5.3 does; a component
// is written only when it is present, so an empty query keeps its "?".
func ExampleParts_Compose() {
	p := uri.MustParse("https://example.com/search?q=go#top").Parts()
	p.Path = "/find"
	p.Query, p.HasQuery = "", true
	p.Fragment, p.HasFragment = "", false
	fmt.Println(p.Compose())
	// Output:
	// https://example.com/find?
}

// The four kinds of reference (RFC 3986 §4): a URI-reference is a URI or
// a relative reference; a URI has a scheme; an absolute URI, as a base
// URI must be, has no fragment; a relative reference has no scheme.
func ExampleParseURI() {
	parsers := []struct {
		name  string
		parse func(string) (uri.URI, error)
	}{
		{"Parse", uri.Parse}, {"ParseURI", uri.ParseURI}, {"ParseAbsolute", uri.ParseAbsolute}, {"ParseRelative", uri.ParseRelative},
	}
	for _, s := range []string{"http://a/b?q#f", "http://a/b?q", "/b?q#f", "a:b"} {
		fmt.Printf("%-15s", s)
		for _, p := range parsers {
			_, err := p.parse(s)
			fmt.Printf(" %s:%v", p.name, err == nil)
		}
		fmt.Println()
	}
	// Output:
	// http://a/b?q#f  Parse:true ParseURI:true ParseAbsolute:false ParseRelative:false
	// http://a/b?q    Parse:true ParseURI:true ParseAbsolute:true ParseRelative:false
	// /b?q#f          Parse:true ParseURI:false ParseAbsolute:false ParseRelative:true
	// a:b             Parse:true ParseURI:true ParseAbsolute:true ParseRelative:false
}
