package uri_test

import (
	"encoding/json"
	"fmt"

	"github.com/abnf-uri/uri"
)

// callbackPolicy is what the configuration asks of its OAuth callback: an
// https URI (RFC 6749 §3.1.2.1) on one of the service's hosts, without a
// fragment (§3.1.2).
type callbackPolicy struct{}

func (callbackPolicy) Policy() uri.Policy {
	return uri.Policy{
		Schemes:     []string{"https"},
		RequireHost: true,
		NoFragment:  true,
		Hosts:       []string{"app.example.com"},
	}
}

// Config is read from JSON or YAML: each field decodes through
// encoding.TextUnmarshaler, which checks it.
type Config struct {
	API      uri.Absolute                `json:"api"`           // any URI, with a scheme
	Callback uri.Checked[callbackPolicy] `json:"callback"`      // what the policy accepts
	Docs     uri.Absolute                `json:"docs,omitzero"` // omitted when zero
}

// A configuration field typed Absolute takes a URI only; one typed
// Checked takes what its policy accepts. A YAML library calls the same
// UnmarshalText with the text of a scalar.
func ExampleChecked() {
	var c Config
	err := json.Unmarshal([]byte(`{"api": "https://api.example.com/v1", "callback": "https://app.example.com/cb"}`), &c)
	fmt.Println(c.API, c.Callback, err)
	host, _ := c.Callback.Host()
	fmt.Println(host)
	out, _ := json.Marshal(c)
	fmt.Println(string(out))

	for _, in := range []string{
		`{"api": ""}`,
		`{"api": "api.example.com"}`,
		`{"api": "https://api.example.com:99999/"}`,
		`{"callback": "https://evil.example/cb"}`,
		`{"callback": "https://app.example.com/cb#x"}`,
	} {
		fmt.Println(json.Unmarshal([]byte(in), &c))
	}

	// YAML
	//
	//	api: 42
	//
	// reaches the field as the text "42".
	fmt.Println(c.API.UnmarshalText([]byte("42")))
	// Output:
	// https://api.example.com/v1 https://app.example.com/cb <nil>
	// app.example.com
	// {"api":"https://api.example.com/v1","callback":"https://app.example.com/cb"}
	// uri: check "": empty: a URI is required here (rule scheme)
	// uri: check "api.example.com": no scheme: a relative reference, not a URI (rule scheme)
	// uri: check "https://api.example.com:99999/": port "99999" at offset 24 is above 65535 (rule port)
	// uri: check "https://evil.example/cb": host "evil.example" at offset 8 is not allowed: want "app.example.com" (rule host)
	// uri: check "https://app.example.com/cb#x": fragment at offset 26: no fragment here (rule fragment)
	// uri: check "42": no scheme: a relative reference, not a URI (rule scheme)
}
