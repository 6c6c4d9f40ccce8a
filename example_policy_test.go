package uri_test

import (
	"errors"
	"fmt"

	"github.com/abnf-uri/uri"
)

// A Policy checks a URI from a configuration or an API in one call: what
// the grammar accepts is not always what the program means.
func ExamplePolicy() {
	endpoint := uri.Policy{Schemes: []string{"https"}, RequireHost: true, NoUserinfo: true}
	for _, s := range []string{
		"https://api.example.com/v1",
		"api.example.com",             // no scheme: a relative reference
		"localhost:8443",              // scheme "localhost"
		"https://1.2.3.400/",          // no IPv4 address
		"https://api.example.com/a b", // no URI
		"https://u:p@api.example.com/",
	} {
		_, err := endpoint.Parse(s)
		fmt.Println(err)
	}
	// Output:
	// <nil>
	// uri: check "api.example.com": no scheme: a relative reference, not a URI (rule scheme)
	// uri: check "localhost:8443": scheme "localhost" at offset 0 is not allowed: want "https" (rule scheme)
	// uri: check "https://1.2.3.400/": host "1.2.3.400" at offset 8 reads as an IPv4 address but is no IPv4address: write it in dotted-decimal form, four numbers from 0 to 255 (rule ipv4)
	// uri: check "https://api.example.com/a b": invalid character " " in path at offset 25; expected pchar, "/", "?", "#" or end of input
	// uri: check "https://u:x@api.example.com/": userinfo at offset 8: no credentials in a URI here (rule userinfo)
}

// Check is for a URI parsed already, as a field read from JSON is.
func ExamplePolicy_Check() {
	u := uri.MustParse("http://example.com:99999/")
	fmt.Println(uri.Policy{}.Check(u))
	// Output:
	// uri: check "http://example.com:99999/": port "99999" at offset 19 is above 65535 (rule port)
}

// The rule broken, for a program to act on.
func ExamplePolicyError() {
	_, err := uri.Policy{RequireHost: true}.Parse("mailto:joe@example.com")
	var pe *uri.PolicyError
	if errors.As(err, &pe) {
		fmt.Println(pe.Rule, pe.Offset)
	}
	// Output:
	// host 7
}
