package main

import (
	"bytes"
	"strings"
	"testing"
)

// rfc5321Mail is RFC 5321's command arguments (§4.1.2, §4.1.3) read with
// RFC 5322: atom, domain, local-part and quoted-string are two rules
// each, atext (RFC 5321 §4.1.2) one, RFC 5322's.
const rfc5321Mail = "../../grammar/rfc5321.abnf,../../grammar/rfc5321-imports.abnf,../../grammar/rfc5322.abnf"

// TestScope5321Match checks RFC 5321's Mailbox and RFC 5322's addr-spec
// in one grammar through abnf match.
func TestScope5321Match(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"-r", "Mailbox", "user@example.com", `"a b"@[192.0.2.1]`, "first.last@sub.example.org", "user@[IPv6:2001:db8::1]", "!#$%&'*+-/=?^_`{|}~@example.com"},
			"valid\nvalid\nvalid\nvalid\nvalid\n", 0},
		{[]string{"-r", "Mailbox", "user@"}, "invalid\t5\texpected Domain or address-literal, found end of input\n", 1},
		{[]string{"-r", "Mailbox", ".a@b"}, "invalid\t0\texpected Local-part, found \".\"\n", 1},
		{[]string{"-r", "Mailbox", "a..b@c"}, "invalid\t2\texpected Atom, found \".\"\n", 1},
		{[]string{"-r", "addr-spec", " (c) a. b @ example.com"}, "valid\n", 0},
		{[]string{"-r", "Mailbox", " (c) a. b @ example.com"}, "invalid\t0\texpected Local-part, found \" \"\n", 1},
	} {
		var stdout, stderr bytes.Buffer
		args := append([]string{"match", "-g", rfc5321Mail}, tt.args...)
		code := run(args, nil, &stdout, &stderr)
		if code != tt.code || stdout.String() != tt.want {
			t.Errorf("%q: exit status %d, stdout %q, stderr %q; want %d, %q", args, code, &stdout, &stderr, tt.code, tt.want)
		}
	}
}

// TestScope5321Commands runs the other commands on the composition: each
// reads the same grammar, with no clash.
func TestScope5321Commands(t *testing.T) {
	t.Parallel()
	files := strings.Split(rfc5321Mail, ",")
	for _, tt := range []struct {
		args []string
		want string // in the standard output
		code int
	}{
		{append([]string{"check", "-r", "Mailbox,addr-spec"}, files...), "", 0},
		{[]string{"analyze", "-hazards=false", "-g", rfc5321Mail, "-r", "Mailbox"}, "regular:    yes", 0},
		{[]string{"sample", "-g", rfc5321Mail, "-r", "Mailbox", "-n", "3"}, "@", 0},
		{[]string{"regex", "-g", rfc5321Mail, "-r", "Atom"}, "[!#-'*+\\x2D/-9=?A-Z\\x5E-~]+\n", 0},
		// Dot-string (RFC 5321) and dot-atom-text (RFC 5322 §3.2.3)
		// are one language over one atext.
		{[]string{"diff", "-g", rfc5321Mail, "-r", "Dot-string", "-g2", rfc5321Mail, "-r2", "dot-atom-text"}, "equal\n", 0},
		// RFC 5321's Domain is LDH labels; RFC 5322's dot-atom-text,
		// atext.
		{[]string{"diff", "-g", rfc5321Mail, "-r", "Domain", "-g2", rfc5321Mail, "-r2", "dot-atom-text"}, "different\nonly second\t\"!\"\n", 1},
		{[]string{"graph", "-g", rfc5321Mail, "-r", "Atom"}, "\t\"Atom\" -> \"atext\";\n\t\"atext\" -> \"ALPHA\";\n", 0},
	} {
		var stdout, stderr bytes.Buffer
		code := run(tt.args, nil, &stdout, &stderr)
		if code != tt.code || !strings.Contains(stdout.String(), tt.want) || strings.Contains(stderr.String(), "could be the rule of") {
			t.Errorf("abnf %q: exit status %d, want %d\nstdout:\n%s\nstderr:\n%s\nwant %q", tt.args, code, tt.code, &stdout, &stderr, tt.want)
		}
	}
}

// TestScope5321Gen generates the parser of RFC 5321's Mailbox over RFC
// 5322's atext and builds it.
func TestScope5321Gen(t *testing.T) {
	runGenerated(t, rfc5321Mail, "Mailbox", `
	for _, s := range []string{"user@example.com", "\"a b\"@[192.0.2.1]", "first.last@sub.example.org", "user@[IPv6:2001:db8::1]", "!#$%&'*+-/=?^_`+"`"+`{|}~@example.com", "user@", ".a@b", "a..b@c"} {
		fmt.Println(s, parser.ValidMailbox(s))
	}
`, "user@example.com true\n\"a b\"@[192.0.2.1] true\nfirst.last@sub.example.org true\nuser@[IPv6:2001:db8::1] true\n!#$%&'*+-/=?^_`{|}~@example.com true\nuser@ false\n.a@b false\na..b@c false\n")
}
