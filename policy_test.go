package uri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
)

// TestPolicy checks each rule of a Policy, with the rule and the offset a
// refusal names: what the grammar accepts and a configuration or an API
// should not (the footguns of plain validation: "localhost:8080" is a URI
// of scheme "localhost", "//evil.example" a network-path reference,
// "http://1.2.3.400/" a host that is a reg-name).
func TestPolicy(t *testing.T) {
	web := uri.Policy{Schemes: []string{"http", "HTTPS"}, RequireHost: true, NoUserinfo: true}
	hosts := uri.Policy{Hosts: []string{"example.com", "[2001:db8::1]", "192.0.2.1"}}
	for _, tt := range []struct {
		policy uri.Policy
		in     string
		rule   string // "" for none; "syntax" for a *SyntaxError
		offset int
	}{
		{web, "https://example.com/a?b#c", "", 0},
		{web, "HTTP://example.com", "", 0},
		{web, "http://10.0.0.1:8080/", "", 0},
		{web, "http://[::1]:65535/", "", 0},
		{web, "http://a:065535/", "", 0}, // 65535 (RFC 3986 §3.2.3: decimal)
		{web, "http://a:/", "", 0},       // an empty port is the default one
		{web, "http://a:0/", "", 0},
		{web, "http://a.example./", "", 0},
		{web, "http://1e100.net/", "", 0},

		{web, "localhost:8080", "scheme", 0}, // scheme "localhost"
		{web, "example.com", "scheme", 0},    // a relative reference
		{web, "//evil.example", "scheme", 0},
		{web, "ftp://example.com/", "scheme", 0},
		{web, "http:example.com", "host", 5},
		{web, "http:///x", "host", 7},
		{web, "http://:80/", "host", 7},
		{web, "https://user:pw@example.com/", "userinfo", 8},
		{web, "https://@example.com/", "userinfo", 8},
		{web, "http://1.2.3.400/", "ipv4", 7},
		{web, "http://1.2.3/", "ipv4", 7},
		{web, "http://0x7f.1/", "ipv4", 7},
		{web, "http://example.123/", "ipv4", 7},
		{web, "http://1.2.3.4./", "ipv4", 7},
		{web, "http://u@%31%30.0.0.1/", "userinfo", 7},
		{uri.Policy{}, "http://u@%31%30.0.0.1/", "ipv4", 9},
		{web, "http://a:65536/", "port", 9},
		{web, "http://[::1]:100000/", "port", 13},
		{web, "http://a:99999999999999999999/", "port", 9},
		{web, "http://exa mple.com/", "syntax", 10},

		{uri.Policy{}, "mailto:joe@example.com", "", 0},
		{uri.Policy{}, "localhost:8080", "", 0},
		{uri.Policy{}, "https://user:pw@example.com/", "", 0},
		{uri.Policy{}, "file:///etc/hosts", "", 0},
		{uri.Policy{}, "/a/b", "scheme", 0},
		{uri.Policy{}, "file://1.2.3.400/x", "ipv4", 7},
		{uri.Policy{RequireHost: true}, "file:///etc/hosts", "host", 7},
		{uri.Policy{RequireHost: true}, "mailto:joe@example.com", "host", 7},
		{uri.Policy{}, "", "scheme", 0},

		// NoQuery, NoFragment: even empty ones (RFC 3986 §3.4, §3.5);
		// the offset is the delimiter's.
		{uri.Policy{NoQuery: true}, "https://a/b?x=1", "query", 11},
		{uri.Policy{NoQuery: true}, "https://a/b?", "query", 11},
		{uri.Policy{NoQuery: true}, "https://a/b#?", "", 0},
		{uri.Policy{NoQuery: true}, "mailto:a@b?subject=x", "query", 10},
		{uri.Policy{NoFragment: true}, "https://a/b#top", "fragment", 11},
		{uri.Policy{NoFragment: true}, "https://a/b#", "fragment", 11},
		{uri.Policy{NoFragment: true}, "https://a/b?#", "fragment", 12},
		{uri.Policy{NoFragment: true}, "urn:x#y", "fragment", 5},
		{uri.Policy{NoFragment: true}, "https://a/b?q", "", 0},
		{uri.Policy{NoQuery: true, NoFragment: true}, "https://a/?q#f", "query", 10},
		// A port is checked before the query.
		{uri.Policy{NoQuery: true}, "https://a:99999/?q", "port", 10},

		// Hosts: exact, after normalization by syntax (§6.2.2).
		{hosts, "https://example.com/cb", "", 0},
		{hosts, "https://EXAMPLE.com/cb", "", 0},        // §6.2.2.1
		{hosts, "https://%65xample.com/cb", "", 0},      // §6.2.2.2
		{hosts, "https://%45XAMPLE.COM/cb", "", 0},      // both
		{hosts, "https://[2001:DB8:0::1]:8443/", "", 0}, // one address
		{hosts, "https://192.0.2.1/", "", 0},
		{hosts, "https://api.example.com/", "host", 8}, // no subdomains
		{hosts, "https://example.com./", "host", 8},    // another name
		{hosts, "https://example.co/", "host", 8},
		{hosts, "https://example.com.evil.example/", "host", 8},
		{hosts, "https://u@evil.example/", "host", 10},
		{hosts, "https://[2001:db8::2]/", "host", 8},
		{hosts, "https://192.0.2.01/", "ipv4", 8}, // a reg-name that reads as an address
		{hosts, "https:///cb", "host", 8},
		{hosts, "urn:example.com", "host", 4},
		{hosts, "https://%2565xample.com/", "host", 8}, // "%25" is "%", no "e"
	} {
		u, err := tt.policy.Parse(tt.in)
		if tt.rule == "" {
			if err != nil || u.String() != tt.in {
				t.Errorf("%+v.Parse(%q) = %q, %v", tt.policy, tt.in, u, err)
			}
			continue
		}
		var e *uri.Error
		if !errors.As(err, &e) || e.Op != "check" || e.Input != synerr.Redact(tt.in) || u != (uri.URI{}) {
			t.Errorf("%+v.Parse(%q) = %q, %#v, want an *uri.Error", tt.policy, tt.in, u, err)
			continue
		}
		var pe *uri.PolicyError
		var se *uri.SyntaxError
		switch {
		case tt.rule == "syntax":
			if !errors.As(err, &se) || se.Offset != tt.offset {
				t.Errorf("%+v.Parse(%q): %v, want a syntax error at offset %d", tt.policy, tt.in, err, tt.offset)
			}
		case !errors.As(err, &pe) || pe.Rule != tt.rule || pe.Offset != tt.offset:
			t.Errorf("%+v.Parse(%q): %v, want rule %s at offset %d", tt.policy, tt.in, err, tt.rule, tt.offset)
		case !strings.HasSuffix(err.Error(), "(rule "+tt.rule+")"):
			t.Errorf("%+v.Parse(%q): %v does not name its rule", tt.policy, tt.in, err)
		}
		if tt.rule != "syntax" {
			// Check on the parsed URI says the same.
			if cerr := tt.policy.Check(uri.MustParse(tt.in)); cerr == nil || cerr.Error() != err.Error() {
				t.Errorf("%+v.Check(%q) = %v, Parse: %v", tt.policy, tt.in, cerr, err)
			}
		}
	}
}

// TestPolicyMessages checks messages in full: what is wrong, where, and
// the rule; never the userinfo.
func TestPolicyMessages(t *testing.T) {
	p := uri.Policy{Schemes: []string{"https"}, RequireHost: true, NoUserinfo: true, NoQuery: true, NoFragment: true, Hosts: []string{"a", "example.com"}}
	for _, tt := range []struct{ in, msg string }{
		{"ftp://a/", `uri: check "ftp://a/": scheme "ftp" at offset 0 is not allowed: want "https" (rule scheme)`},
		{"https://joe:hunter2@a/", `uri: check "https://joe:xxxxxxx@a/": userinfo at offset 8: no credentials in a URI here (rule userinfo)`},
		{"https://a:70000/", `uri: check "https://a:70000/": port "70000" at offset 10 is above 65535 (rule port)`},
		{"https://1.2.3.400/", `uri: check "https://1.2.3.400/": host "1.2.3.400" at offset 8 reads as an IPv4 address but is no IPv4address: write it in dotted-decimal form, four numbers from 0 to 255 (rule ipv4)`},
		{"example.com", `uri: check "example.com": no scheme: a relative reference, not a URI (rule scheme)`},
		{"https:x", `uri: check "https:x": no host at offset 6: the URI has no authority (rule host)`},
		{"", `uri: check "": empty: a URI is required here (rule scheme)`},
		{"https://a/?x", `uri: check "https://a/?x": query at offset 10: no query here (rule query)`},
		{"https://a/#x", `uri: check "https://a/#x": fragment at offset 10: no fragment here (rule fragment)`},
		{"https://b.example/", `uri: check "https://b.example/": host "b.example" at offset 8 is not allowed: want "a" or "example.com" (rule host)`},
		{"https://a b/", `uri: check "https://a b/": space in host at offset 9: a host is a name such as "example.com", or an IP address; expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input`},
	} {
		_, err := p.Parse(tt.in)
		if err == nil || err.Error() != tt.msg {
			t.Errorf("Parse(%q):\n got %v\nwant %s", tt.in, err, tt.msg)
		}
	}
	if got := (uri.Policy{Schemes: []string{"http", "https", "ws"}}).Check(uri.MustParse("a:b")).Error(); !strings.Contains(got, `want "http", "https" or "ws"`) {
		t.Errorf("three schemes: %s", got)
	}
}
