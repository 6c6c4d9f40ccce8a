package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// compose is where the RFC grammars that load together are, seen from
// the directory TestRun runs in.
const compose = "../../compose/"

// Cases of grammars made of several files (pinned by TestRun's golden
// files): placeholders, updates (-update), undefined rules that only
// unused rules reach, redefined core rules and RFC 9110's lists (-ext
// list).
func init() {
	cases = append(cases, []testCase{
		// RFC 9110's rules about URIs (Appendix A) write those of RFC
		// 3986 as placeholders, which its definitions replace.
		{name: "compose-placeholder", args: args([]string{"match", "-g", compose + "rfc9110-uri.abnf,embed:rfc3986.abnf", "-r", "http-URI"},
			"http://example.org/a?b", "http://[::1]:8080", "https://example.org"), code: 1},
		{name: "compose-placeholder-check", args: []string{"check", "-v", "-r", "http-URI", compose + "rfc9110-uri.abnf", "embed:rfc3986.abnf"}},
		// The whole Appendix A has the field Host, RFC 3986's host to
		// ABNF (rule names are case-insensitive): two rules, each file
		// a scope.
		{name: "compose-9110-duplicate", args: []string{"match", "-g", compose + "rfc9110-appendix-a.abnf,embed:rfc3986.abnf", "-r", "URI-reference", "a:b"}, code: 0},
		{name: "compose-9110-update", args: args([]string{"match", "-g", compose + "rfc9110-appendix-a.abnf", "-update", "embed:rfc3986.abnf", "-r", "URI-reference"},
			"http://example.org/a?b#c", "http://a b"), code: 1},
		// RFC 6874 §2 replaces RFC 3986's IP-literal: a zone ID, "%25"
		// then the zone, is valid with it and not without.
		{name: "compose-6874", args: args([]string{"match", "-update", compose + "rfc6874.abnf", "-r", "URI-reference"},
			"http://[fe80::1%25eth0]/", "http://[fe80::1]/", "http://[fe80::1%eth0]/"), code: 1},
		{name: "compose-6874-without", args: []string{"match", "-r", "URI-reference", "http://[fe80::1%25eth0]/"}, code: 1},
		{name: "compose-6874-check", args: []string{"check", "-v", "-r", "URI-reference", "-update", compose + "rfc6874.abnf", "embed:rfc3986.abnf"}},
		{name: "compose-6874-duplicate", args: []string{"check", "-r", "URI-reference", "embed:rfc3986.abnf", compose + "rfc6874.abnf"}, code: 0},
		{name: "compose-6874-diff", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-update", compose + "rfc6874.abnf", "-r", "IP-literal", "-g2", "embed:rfc3986.abnf"}, code: 1},
		{name: "compose-6874-diff2", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "IP-literal", "-g2", "embed:rfc3986.abnf", "-update2", compose + "rfc6874.abnf"}, code: 1},
		// RFC 7405 §2.2 replaces RFC 5234's char-val: "%s" and "%i".
		{name: "compose-7405", args: args([]string{"match", "-g", "embed:rfc5234.abnf", "-update", compose + "rfc7405.abnf", "-r", "char-val"},
			`%s"abc"`, `%i"abc"`, `"abc"`, `%x"abc"`), code: 1},
		{name: "compose-7405-without", args: args([]string{"match", "-g", "embed:rfc5234.abnf", "-r", "char-val"}, `%s"abc"`, `"abc"`), code: 1},
		// RFC 6068 §2 redefines RFC 5322's addr-spec, local-part and
		// domain (§3.4.1): no comments or folding white space.
		{name: "compose-6068", args: args([]string{"match", "-g", compose + "rfc5322-addr-spec.abnf,embed:rfc3986.abnf", "-update", compose + "rfc6068.abnf", "-r", "mailtoURI"},
			"mailto:a@example.org", "mailto:a@example.org,b@[192.0.2.1]?subject=hi", "mailto:a(c)@example.org"), code: 1},
		{name: "compose-6068-check", args: []string{"check", "-v", "-r", "mailtoURI", "-update", compose + "rfc6068.abnf", compose + "rfc5322-addr-spec.abnf", "embed:rfc3986.abnf"}},
		{name: "compose-6068-duplicate", args: []string{"check", "-r", "mailtoURI", compose + "rfc5322-addr-spec.abnf", "embed:rfc3986.abnf", compose + "rfc6068.abnf"}, code: 0},
		// RFC 5322's obs-body (§4.1) uses text (§3.5), which the excerpt
		// leaves out: a warning for check, an error only for the rules
		// that reach it.
		{name: "compose-undefined-check", args: []string{"check", "-r", "addr-spec", compose + "rfc5322-addr-spec.abnf"}},
		{name: "compose-undefined-check-default", args: []string{"check", compose + "rfc5322-addr-spec.abnf"}},
		{name: "compose-undefined-match", args: []string{"match", "-g", compose + "rfc5322-addr-spec.abnf", "-r", "addr-spec", "a@example.org", `"a b"@[192.0.2.1]`, "a@"}, code: 1},
		{name: "compose-undefined-reached", args: []string{"match", "-g", compose + "rfc5322-addr-spec.abnf", "-r", "obs-body", "x"}, code: 2},
		{name: "compose-undefined-regex", args: []string{"regex", "-g", compose + "rfc5322-addr-spec.abnf", "-r", "dot-atom-text"}},
		// Core rules defined again: RFC 4180 (CR, DQUOTE, LF, CRLF) and
		// RFC 6570 (ALPHA, DIGIT, HEXDIG), the same languages; RFC
		// 8259's char, core CHAR to ABNF, another.
		{name: "compose-core-4180", args: []string{"check", "-v", compose + "rfc4180.abnf"}},
		{name: "compose-core-6570", args: []string{"check", "-v", compose + "rfc6570-core.abnf"}},
		{name: "compose-core-8259", args: []string{"check", compose + "rfc8259-string.abnf"}},
		{name: "compose-core-different", args: []string{"check", compose + "core-different.abnf"}},
		// RFC 9110 §5.6.1 lists, as its sections write them: the same
		// language as Appendix A's expansions.
		{name: "compose-list-match", args: args([]string{"match", "-ext", "list", "-g", compose + "rfc9110-appendix-a.abnf", "-update", compose + "rfc9110-lists.abnf", "-r", "Accept"},
			"text/html, application/xml;q=0.9", "", "text/html,", ", text/html"), code: 1},
		{name: "compose-list-diff", args: []string{"diff", "-ext", "list", "-g", compose + "rfc9110-appendix-a.abnf", "-update", compose + "rfc9110-lists.abnf", "-r", "Accept", "-g2", compose + "rfc9110-appendix-a.abnf"}},
		{name: "compose-list-without", args: []string{"check", compose + "rfc9110-lists.abnf"}, code: 1},
		{name: "compose-list-unknown", args: []string{"check", "-ext", "lists", compose + "rfc9110-lists.abnf"}, code: 2},
		// A rule that needs a prose-val no file defines: an ordinary
		// failure at the prose-val, which used to panic.
		{name: "compose-prose", args: []string{"match", "-g", compose + "prose-only.abnf", "-r", "a", "x", ""}, code: 1},
	}...)
}

// TestComposeCommands runs the commands whose output another test pins
// or that write files on the grammars of testdata/compose: sample,
// analyze and gen work on a rule that reaches no undefined rule, and gen
// refuses the grammar as a whole, whose every rule would be an entry.
func TestComposeCommands(t *testing.T) {
	t.Parallel()
	dir, err := filepath.Abs(filepath.Join(fixtures, compose))
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	if err := os.WriteFile(filepath.Join(out, "go.mod"), []byte("module example.com/mail\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	// The grammars by their paths in dir, so that the test runs in
	// parallel with the others.
	in := func(name string) string { return filepath.Join(dir, name) }
	tests := []struct {
		args []string
		code int
		want string // in the standard output, or the standard error when the exit status is not 0
	}{
		{[]string{"sample", "-g", in("rfc5322-addr-spec.abnf"), "-r", "addr-spec", "-n", "3"}, 0, "@"},
		{[]string{"analyze", "-hazards=false", "-g", in("rfc5322-addr-spec.abnf"), "-r", "dot-atom-text"}, 0, "regular:    yes"},
		// Every rule: those that reach text are left out, with a note.
		{[]string{"analyze", "-hazards=false", "-g", in("rfc5322-addr-spec.abnf")}, 0, "obs-NO-WS-CTL"},
		{[]string{"gen", "-g", in("rfc5322-addr-spec.abnf"), "-r", "addr-spec", "-o", filepath.Join(out, "p1")}, 0, ""},
		{[]string{"gen", "-g", in("rfc5322-addr-spec.abnf"), "-o", filepath.Join(out, "p2")}, 1, `undefined rule "text"`},
		// Lists, expanded, compile as Appendix A's rules do.
		{[]string{"gen", "-ext", "list", "-g", in("rfc9110-appendix-a.abnf"), "-update", in("rfc9110-lists.abnf"), "-r", "Accept", "-o", filepath.Join(out, "p3")}, 0, ""},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		code := run(tt.args, nil, &stdout, &stderr)
		text := stdout.String()
		if code != 0 {
			text = stderr.String()
		}
		if code != tt.code || !strings.Contains(text, tt.want) {
			t.Errorf("abnf %s: exit status %d, want %d\nstdout:\n%s\nstderr:\n%s\nwant %q", strings.Join(tt.args, " "), code, tt.code, &stdout, &stderr, tt.want)
		}
	}
	var stdout, stderr bytes.Buffer
	run([]string{"analyze", "-hazards=false", "-g", in("rfc5322-addr-spec.abnf")}, nil, &stdout, &stderr)
	if want := "abnf analyze: note: left out the rules that use undefined rules: obs-body (text)\n"; stderr.String() != want || strings.Contains(stdout.String(), "obs-body") {
		t.Errorf("analyze: stderr %q, want %q, and no obs-body in the output", &stderr, want)
	}
}
