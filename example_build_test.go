package uri_test

import (
	"fmt"
	"net/netip"
	"net/url"

	"github.com/abnf-uri/uri"
)

// A URL from parts: an address as a host, a path that Parts.URI begins
// with "/" after the host (RFC 3986 §3.3), segments joined and escaped.
func ExampleIPHost() {
	for _, a := range []netip.Addr{
		netip.MustParseAddr("192.0.2.1"),
		netip.MustParseAddr("2001:db8::1"),
	} {
		host, err := uri.IPHost(a)
		if err != nil {
			fmt.Println(err)
			continue
		}
		u, err := uri.Parts{Scheme: "https", Host: host, Port: "8443", Path: "files/x"}.URI()
		fmt.Println(u, err)
	}
	// A zone is RFC 6874's: package zone writes one.
	_, err := uri.IPHost(netip.MustParseAddr("fe80::1%en0"))
	fmt.Println(err)
	// Output:
	// https://192.0.2.1:8443/files/x <nil>
	// https://[2001:db8::1]:8443/files/x <nil>
	// uri: host of IP "fe80::1%en0": an IPv6 zone is no part of an RFC 3986 host: see package zone (RFC 6874)
}

// JoinPath escapes each element as path text and removes dot segments
// (RFC 3986 §5.2.4); the query stays.
func ExampleURI_JoinPath() {
	base := uri.MustParse("https://example.com/api/v1/?key=k")
	u, err := base.JoinPath("users", "Jane Doe", "../john")
	fmt.Println(u, err)
	// Output:
	// https://example.com/api/v1/users/john?key=k <nil>
}

// WithoutFragment gives the absolute-URI (RFC 3986 §4.3) of a URI, as a
// base URI or a redirect is.
func ExampleURI_WithoutFragment() {
	fmt.Println(uri.MustParse("https://example.com/doc?v=2#intro").WithoutFragment())
	// Output:
	// https://example.com/doc?v=2
}

// FromURL takes a net/url URL that is a URI reference; its RawQuery is
// written as it is, so a space there is an error.
func ExampleFromURL() {
	u, err := uri.FromURL(&url.URL{Scheme: "https", Host: "example.com", Path: "/a b", Fragment: "c d"})
	fmt.Println(u, err)
	_, err = uri.FromURL(&url.URL{Scheme: "https", Host: "example.com", Path: "/", RawQuery: "q=a b"})
	fmt.Println(err)
	// Output:
	// https://example.com/a%20b#c%20d <nil>
	// uri: from URL "https://example.com/?q=a b": space in query at offset 24: write it percent-encoded, "%20"; expected pchar, "/", "?", "#" or end of input
}
