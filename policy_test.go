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
	p := uri.Policy{Schemes: []string{"https"}, RequireHost: true, NoUserinfo: true}
	for _, tt := range []struct{ in, msg string }{
		{"ftp://a/", `uri: check "ftp://a/": scheme "ftp" at offset 0 is not allowed: want "https" (rule scheme)`},
		{"https://joe:hunter2@a/", `uri: check "https://joe:xxxxxxx@a/": userinfo at offset 8: no credentials in a URI here (rule userinfo)`},
		{"https://a:70000/", `uri: check "https://a:70000/": port "70000" at offset 10 is above 65535 (rule port)`},
		{"https://1.2.3.400/", `uri: check "https://1.2.3.400/": host "1.2.3.400" at offset 8 reads as an IPv4 address but is no IPv4address: write it in dotted-decimal form, four numbers from 0 to 255 (rule ipv4)`},
		{"example.com", `uri: check "example.com": no scheme: a relative reference, not a URI (rule scheme)`},
		{"https:x", `uri: check "https:x": no host at offset 6: the URI has no authority (rule host)`},
		{"https://a b/", `uri: check "https://a b/": invalid character " " in host at offset 9; expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input`},
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
