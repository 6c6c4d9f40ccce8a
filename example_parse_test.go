package uri_test

import (
	"encoding/json"
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

// An invalid input: where it stops matching the grammar, in which
// component, and what the grammar allows there.
func ExampleParse_errors() {
	for _, s := range []string{"http://example.com/a%20b", "not a url", "http://[::1", "%zz", "https://user:hunter2@exa mple.com/"} {
		_, err := uri.Parse(s)
		fmt.Printf("%v\n", err)
	}
	// Output:
	// <nil>
	// uri: parse "not a url": space in path at offset 3: write it percent-encoded, "%20"; expected ALPHA, DIGIT, "+", "-", ".", ":", unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input
	// uri: parse "http://[::1": unclosed "[" at offset 11: an IP literal ends with "]"; expected HEXDIG, ":", ".", DIGIT or "]"
	// uri: parse "%zz": bad percent-encoding at offset 1: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"; expected HEXDIG
	// uri: parse "https://user:xxxxxxx@exa mple.com/": space in host at offset 24: a host is a name such as "example.com", or an IP address; expected unreserved, pct-encoded, sub-delims, ":", "/", "?", "#" or end of input
}

// Valid is for when only the answer matters: it never allocates.
func ExampleValid() {
	fmt.Println(uri.Valid("https://example.com/path?q=1"), uri.Valid("https://exa mple.com/"))
	// Output:
	// true false
}

// The parts of an error, for pointing at the spot: the *Error names the
// operation and the input, its *SyntaxError what is wrong and where.
func ExampleError() {
	_, err := uri.ParseURI("mailto:joe@example.com\x7f")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Printf("%s %q\n", e.Op, e.Input)
	}
	var se *uri.SyntaxError
	if errors.As(err, &se) {
		fmt.Printf("%d %s %q %q\n", se.Offset, se.Component, se.Found, se.Expected)
	}
	// Output:
	// parse URI "mailto:joe@example.com\x7f"
	// 22 path "\x7f" ["pchar" "\"/\"" "\"?\"" "\"#\"" "end of input"]
}

// Detail gives the grammar's words for a syntax error, as the uri and
// abnf commands print it.
func ExampleSyntaxError() {
	_, err := uri.ParseURI("//example.com/")
	fmt.Println(err)
	var se *uri.SyntaxError
	if errors.As(err, &se) {
		fmt.Println(se.Detail())
	}
	// Output:
	// uri: parse URI "//example.com/": no scheme at offset 0: a URI begins with a scheme such as "https:"; expected scheme
	// expected scheme, found "/"
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

// URI puts components together as RFC 3986 §5.3 does: a field that is
// set is present, and a Has field makes an empty component present.
func ExampleParts_URI() {
	u, err := uri.Parts{Scheme: "https", Host: "example.com", Port: "8443", Path: "/x"}.URI()
	fmt.Println(u, err)
	p := u.Parts()
	p.Path, p.HasQuery = "/find", true
	fmt.Println(p.URI())
	// After a host, a path begins with "/" (RFC 3986 §3.3): URI puts it in.
	fmt.Println(uri.Parts{Scheme: "https", Host: "example.com", Path: "files/x"}.URI())
	_, err = uri.Parts{Scheme: "https", Host: "example.com", Path: "/a b"}.URI()
	fmt.Println(err)
	// Output:
	// https://example.com:8443/x <nil>
	// https://example.com:8443/find? <nil>
	// https://example.com/files/x <nil>
	// uri: build "https://example.com/a b": space in path at offset 21: write it percent-encoded, "%20"; expected pchar, "/" or end of input
}

// A URI-reference (RFC 3986 §4.1) is a URI or a relative reference; a
// URI has a scheme.
func ExampleParseURI() {
	for _, s := range []string{"http://a/b?q#f", "/b?q#f", "a:b"} {
		_, err1 := uri.Parse(s)
		_, err2 := uri.ParseURI(s)
		fmt.Printf("%-15s Parse:%v ParseURI:%v\n", s, err1 == nil, err2 == nil)
	}
	// Output:
	// http://a/b?q#f  Parse:true ParseURI:true
	// /b?q#f          Parse:true ParseURI:false
	// a:b             Parse:true ParseURI:true
}

// A URI is a value that is always a valid URI reference; it reads from
// and writes to text encodings as its string, so it can be a field of a
// configuration.
func ExampleURI() {
	var cfg struct {
		Endpoint uri.URI `json:"endpoint"`
	}
	err := json.Unmarshal([]byte(`{"endpoint": "https://api.example.com/v1?"}`), &cfg)
	fmt.Println(cfg.Endpoint, err)
	q, hasQuery := cfg.Endpoint.Query()
	fmt.Printf("%q %v\n", q, hasQuery)
	b, _ := json.Marshal(cfg)
	fmt.Println(string(b))
	err = json.Unmarshal([]byte(`{"endpoint": "https://api.example.com/a b"}`), &cfg)
	fmt.Println(err)
	// Output:
	// https://api.example.com/v1? <nil>
	// "" true
	// {"endpoint":"https://api.example.com/v1?"}
	// uri: parse "https://api.example.com/a b": space in path at offset 25: write it percent-encoded, "%20"; expected pchar, "/", "?", "#" or end of input
}

// MustParse is for URIs written in the program, known to be valid.
func ExampleMustParse() {
	base := uri.MustParse("https://example.com/docs/")
	fmt.Println(base.ResolveReference(uri.MustParse("intro.html")))
	// Output:
	// https://example.com/docs/intro.html
}

func ExampleHostKind() {
	fmt.Println(uri.NoHost == uri.MustParse("mailto:joe@example.com").HostKind())
	for _, k := range []uri.HostKind{uri.RegName, uri.IPv4, uri.IPv6, uri.IPvFuture} {
		fmt.Println(k)
	}
	// Output:
	// true
	// reg-name
	// ipv4
	// ipv6
	// ipvfuture
}

// Parts are the components as written, each with whether it is present.
func ExampleParts() {
	p := uri.MustParse("http://a/b?").Parts()
	fmt.Printf("%q %q %q %v %q %v\n", p.Scheme, p.Host, p.Path, p.HasQuery, p.Query, p.HasFragment)
	// Output:
	// "http" "a" "/b" true "" false
}

// String writes parts as URI would, unchecked: here, a path whose first
// segment holds a ":" without a scheme, which URI refuses (RFC 3986 §4.2).
func ExampleParts_String() {
	p := uri.Parts{Path: "a:b", Query: "q"}
	fmt.Println(p.String())
	_, err := p.URI()
	fmt.Println(err != nil)
	// Output:
	// a:b?q
	// true
}
