package uri_test

import (
	"errors"
	"fmt"
	"slices"

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
	// uri: check "https://api.example.com/a b": space in path at offset 25: write it percent-encoded, "%20"; expected pchar, "/", "?", "#" or end of input
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

// An OAuth 2.0 redirection endpoint (RFC 6749 §3.1.2) is an absolute URI
// without a fragment, over TLS (§3.1.2.1); the authorization server
// compares it with the registered ones by simple string comparison (RFC
// 3986 §6.2.1, RFC 6749 §3.1.2.3), after checking it.
func ExamplePolicy_redirect() {
	redirect := uri.Policy{
		Schemes:     []string{"https"},
		RequireHost: true,
		NoUserinfo:  true,
		NoFragment:  true,
		Hosts:       []string{"app.example.com", "[2001:db8::1]"},
	}
	registered := []string{"https://app.example.com/cb", "https://[2001:db8::1]/cb"}
	for _, s := range []string{
		"https://app.example.com/cb",
		"https://APP.example.com/cb", // allowed host, not registered
		"https://app.example.com/cb#token",
		"http://app.example.com/cb",
		"https://app.example.com.evil.example/cb",
		"https://[2001:DB8::1]/cb",
		"/cb",
	} {
		u, err := redirect.Parse(s)
		switch {
		case err != nil:
			fmt.Println(err)
		case !slices.Contains(registered, u.String()):
			fmt.Println(s, "is not registered")
		default:
			fmt.Println(s, "ok")
		}
	}
	// Output:
	// https://app.example.com/cb ok
	// https://APP.example.com/cb is not registered
	// uri: check "https://app.example.com/cb#token": fragment at offset 26: no fragment here (rule fragment)
	// uri: check "http://app.example.com/cb": scheme "http" at offset 0 is not allowed: want "https" (rule scheme)
	// uri: check "https://app.example.com.evil.example/cb": host "app.example.com.evil.example" at offset 8 is not allowed: want "app.example.com" or "[2001:db8::1]" (rule host)
	// https://[2001:DB8::1]/cb is not registered
	// uri: check "/cb": no scheme: a relative reference, not a URI (rule scheme)
}
