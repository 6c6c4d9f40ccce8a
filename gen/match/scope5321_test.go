package match

import (
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/grammar"
)

// rfc5321Files is RFC 5321's command arguments read with RFC 5322: the
// two define atom, domain, local-part and quoted-string (in any case)
// each, and RFC 5321's Atom is 1*atext of RFC 5322 (RFC 5321 §4.1.2).
var rfc5321Files = []string{"rfc5321.abnf", "rfc5321-imports.abnf", "rfc5322.abnf"}

// TestScopeRFC5321 checks RFC 5321's Mailbox (§4.1.2) and address
// literals (§4.1.3) read with RFC 5322, and RFC 5322's addr-spec (§3.4.1)
// beside them: the clashing names are two rules each, atext is one.
func TestScopeRFC5321(t *testing.T) {
	g, err := abnf.Load(grammar.FS, rfc5321Files...)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []string{"atom-rfc5322", "domain-rfc5322", "local-part-rfc5322", "quoted-string-rfc5322"} {
		if g.Rule(r) == nil {
			t.Errorf("no rule %s: RFC 5322's rule is not its own", r)
		}
	}
	if g.Rule("atext-rfc5322") != nil {
		t.Error("atext-rfc5322: atext is not RFC 5322's alone")
	}
	matchAll(t, g, []struct {
		rule, input string
		ok          bool
	}{
		{"Mailbox", "user@example.com", true},
		{"Mailbox", `"a b"@[192.0.2.1]`, true},
		{"Mailbox", "first.last@sub.example.org", true},
		{"Mailbox", "user@[IPv6:2001:db8::1]", true},
		{"Mailbox", "user@[IPv6:2001:db8:0:0:0:0:192.0.2.1]", true},
		{"Mailbox", `"a\"b"@example.com`, true},
		{"Mailbox", "user@[x-tag:abc]", true},
		{"Mailbox", "!#$%&'*+-/=?^_`{|}~@example.com", true}, // atext, RFC 5322 §3.2.3
		{"Mailbox", "user@", false},
		{"Mailbox", ".a@b", false},
		{"Mailbox", "a..b@c", false},
		{"Mailbox", "a.@b", false},
		{"Mailbox", "user@-example.com", false},
		{"Mailbox", "user@example.com.", false},
		{"Mailbox", "(c)user@example.com", false}, // no CFWS in SMTP
		{"Mailbox", "user@[1.2.3]", false},
		// Not an IPv6-address-literal but a General-address-literal
		// whose Standardized-tag is "IPv6" (§4.1.3).
		{"Mailbox", "user@[IPv6:1:2:3:4:5:6:7:8:9]", true},
		{"IPv6-address-literal", "IPv6:1:2:3:4:5:6:7:8:9", false},
		{"Path", "<@a.example,@b.example:user@c.example>", true},
		{"Reverse-path", "<>", true},
		{"Atom", "a(b", false},
		// RFC 5322's own rules in the same grammar: CFWS and the
		// obsolete forms (§4.4) where RFC 5321 has none.
		{"addr-spec", "user@example.com", true},
		{"addr-spec", " (comment) user @ example.com", true},
		{"addr-spec", "a. b@example.com", true},
		{"addr-spec", `"a b"@[192.0.2.1]`, true},
		{"addr-spec", "user@", false},
		{"domain-rfc5322", "example.com.", false},
	})
}
