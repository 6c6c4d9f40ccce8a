package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
)

// trurlRows are the features of trurl 0.16 (its manual, option by option
// and component by component), each with the uri command that does the
// same and what it prints: the table of the README's "Beside trurl"
// section, which TestTrurl writes (with -update) and checks, row by row.
// Where the two differ, note says how; trurl reads URLs as libcurl does,
// uri as RFC 3986 does.
var trurlRows = []struct {
	feature, trurl string
	args           []string
	stdin, want    string
	note           string
}{
	{"URL arguments, `--url`", "trurl https://curl.se/we/are.html", []string{"normalize", "https://curl.se/we/are.html"}, "", "https://curl.se/we/are.html\n", ""},
	{"`-f`, `--url-file`", "trurl -f urls.txt", []string{"normalize", "-url-file", "-"}, "http://A/\n", "http://a/\n", "here on standard input, `-`, as trurl reads it; every command has `-url-file`"},
	{"`-s`, `--set`", "trurl https://curl.se --set host=example.com", []string{"set", "host=example.com", "https://curl.se"}, "", "https://example.com\n", "the path stays as written (empty); trurl writes `/`"},
	{"`--set` without a URL", "trurl --set host=example.com --set scheme=ftp", []string{"set", "scheme=ftp", "host=example.com", ""}, "", "ftp://example.com\n", "set on the empty reference `''`"},
	{"`--set COMPONENT:=VALUE`", "trurl https://a --set 'path:=/a%20b'", []string{"set", "path:=/a%20b", "https://a"}, "", "https://a/a%20b\n", "the value must match the component's rule"},
	{"`--set COMPONENT?=VALUE`", "trurl https://a:81 --set port?=8080", []string{"set", "port?=8080", "https://a:81", "https://a"}, "", "https://a:81\nhttps://a:8080\n", ""},
	{"`-a`, `--append path=`", "trurl https://curl.se/hello --append path=you", []string{"set", "-append", "path=you", "https://curl.se/hello"}, "", "https://curl.se/hello/you\n", "the segment is percent-encoded, `/` too"},
	{"`-a`, `--append query=`", "trurl 'https://curl.se?name=hello' --append query=search=string", []string{"query", "-append", "search=string", "https://curl.se?name=hello"}, "", "https://curl.se?name=hello&search=string\n", ""},
	{"`--iterate`", "trurl https://curl.se/path --iterate 'scheme=http ftp'", []string{"set", "-iterate", "scheme=http ftp", "https://curl.se/path"}, "", "http://curl.se/path\nftp://curl.se/path\n", "several `-iterate` give every combination, as trurl"},
	{"`--redirect`", "trurl https://curl.se/we/are.html --redirect here.html", []string{"resolve", "https://curl.se/we/are.html", "here.html"}, "", "https://curl.se/we/here.html\n", "RFC 3986 §5.2"},
	{"`-g '{path}'`", "trurl https://curl.se/we/are.html -g '{path}'", []string{"get", "-f", "{path}", "https://curl.se/we/are.html"}, "", "/we/are.html\n", ""},
	{"`{port}`, `{default:port}`", "trurl https://curl.se/ -g '{default:port}'", []string{"get", "-f", "{port}", "https://curl.se/"}, "", "443\n", "`{port}` falls back to the scheme's default, `{:port}` is as written"},
	{"`{url:path}`, `{:path}`, `--urlencode`", "trurl 'https://a/%2e%41' -g '{:path}'", []string{"get", "-f", "{:path}", "https://a/%2e%41"}, "", "/%2e%41\n", ""},
	{"`{url}`", "trurl https://a/b -g '{url}'", []string{"get", "-f", "{url}", "https://a/b"}, "", "https://a/b\n", "as written; `uri normalize` for trurl's normalized form"},
	{"`{user}`", "trurl https://user%3a%40:secret@odd/ -g '{user}'", []string{"get", "-f", "{user}", "https://user%3a%40:secret@odd/"}, "", "user:@\n", ""},
	{"`{password}`", "trurl https://user:secr%65t@odd/ -g '{password}'", []string{"get", "-f", "{password}", "https://user:secr%65t@odd/"}, "", "secret\n", "errors never show it"},
	{"`{zoneid}`", "trurl 'http://[fe80::1%enp3s0]/' -g '{zoneid}'", []string{"get", "-f", "{zone}", "http://[fe80::1%25enp3s0]/"}, "", "enp3s0\n", "RFC 6874 writes the `%` of a zone `%25`; a bare `%` is an error"},
	{"`{query:key}`", "trurl 'https://example.com?a=home&here=now' -g '{query:a}'", []string{"get", "-f", "{query:a}", "https://example.com?a=home&here=now"}, "", "home\n", ""},
	{"`{query-all:key}`", "trurl 'https://example.com?a=home&here=now&a=again' -g '{query-all:a}'", []string{"get", "-f", "{query-all:a}", "https://example.com?a=home&here=now&a=again"}, "", "home again\n", "every value, parted by a space"},
	{"`--trim query=`", "trurl 'https://example.com?a12=hej&utm_source=tracker' --trim 'query=utm_*'", []string{"query", "-delete", "utm_*", "https://example.com?a12=hej&utm_source=tracker"}, "", "https://example.com?a12=hej\n", "`*` anywhere in the key stands for any run of characters; package query's `Match`"},
	{"`--replace`, `--force-replace`", "trurl 'https://example.com?a=1&b=2&a=3' --replace a=x", []string{"query", "-set", "a=x", "https://example.com?a=1&b=2&a=3"}, "", "https://example.com?a=x&b=2\n", "in place of the first, the others of that key removed; with none, added at the end, as `--force-replace`"},
	{"`--query-separator`", "trurl 'https://curl.se?b=a;a=b' --query-separator ';' --sort-query", []string{"query", "-query-separator", ";", "-sort", "https://curl.se?b=a;a=b"}, "", "https://curl.se?a=b;b=a\n", "`query` only; `&` is then data, escaped in what `-set` and `-append` write"},
	{"`--sort-query`", "trurl 'https://example.com?b=a&c=b&a=c' --sort-query", []string{"query", "-sort", "https://example.com?b=a&c=b&a=c"}, "", "https://example.com?a=c&b=a&c=b\n", "stable, by key, bytewise; trurl ignores case"},
	{"`--json`", "trurl https://fake.host/hello#frag --json", []string{"parse", "-json", "https://fake.host/hello#frag"}, "", `{"input":"https://fake.host/hello#frag","valid":true,"scheme":"https","host":"fake.host","host_type":"reg-name","path":"/hello","fragment":"frag"}` + "\n", "every command has `-json`, an object per line"},
	{"`--punycode`, `{puny:host}`", "trurl http://åäö/ --punycode", []string{"iri2uri", "-idna", "http://åäö/"}, "", "http://xn--4cab6c/\n", "RFC 3987 §3.1"},
	{"`--as-idn`, `{idn:host}`", "trurl http://xn--4cab6c/ --as-idn", []string{"uri2iri", "-as-idn", "http://xn--4cab6c/"}, "", "http://åäö/\n", "also `-idna`; an A-label IDNA refuses is an error"},
	{"normalization", "trurl 'http://ex%61mple:80/%62ath/a/../b?%2e%FF#tes%74'", []string{"normalize", "-level", "scheme", "http://ex%61mple:80/%62ath/a/../b?%2e%FF#tes%74"}, "", "http://example/bath/b?.%FF#test\n", "RFC 3986 §6.2.2, §6.2.3: escapes in uppercase"},
	{"IPv6 normalization", "trurl 'http://[2001:9b1:0:0:0:0:7b97:364b]/'", []string{"normalize", "-level", "scheme", "http://[2001:9b1:0:0:0:0:7b97:364b]/"}, "", "http://[2001:9b1::7b97:364b]/\n", "RFC 5952"},
	{"default port removed", "trurl http://a:80/", []string{"normalize", "-level", "scheme", "http://a:80/"}, "", "http://a/\n", ""},
	{"`--keep-port`", "trurl http://a:80/ --keep-port", []string{"normalize", "-level", "syntax", "http://a:80/"}, "", "http://a:80/\n", ""},
	{"IPv4 number forms", "trurl http://0x14.0xb3022/", []string{"lint", "http://0x14.0xb3022/"}, "", "input\t\"http://0x14.0xb3022/\"\nwarning\treg-name-ipv4\thost\t7-19\t§7.4\treg-name \"0x14.0xb3022\" is not an IPv4address, but resolvers that use inet_aton read it as 20.11.48.34\n", "RFC 3986 reads a reg-name; `lint` says what resolvers read"},
	{"`--accept-space`", "trurl 'https://curl.se/this has space/index.html' --accept-space", []string{"repair", "https://curl.se/this has space/index.html"}, "", "https://curl.se/this%20has%20space/index.html\n", "every repair listed with `-json`; a valid URI is kept as it is"},
	{"IPv4 number forms, read as a browser", "trurl http://0x14.0xb3022/", []string{"repair", "-browser", "http://0x14.0xb3022/"}, "", "http://20.11.48.34/\n", "the WHATWG URL Standard's reading (package browser)"},
	{"`--no-guess-scheme`", "trurl example.com --no-guess-scheme", []string{"validate", "-rule", "URI", "example.com"}, "", "error\t11\texpected ALPHA, DIGIT, \"+\", \"-\", \".\" or \":\", found end of input\n", "uri never guesses a scheme"},
	{"`--verify`", "trurl --verify 'http://a b' http://c", []string{"validate", "-verify", "http://a b", "http://c"}, "", "error\t8\texpected unreserved, pct-encoded, sub-delims, \":\", \"@\", \"/\", \"?\", \"#\" or end of input, found \" \"\n", "every command stops at the first bad input with `-verify`, exit status 1"},
	{"`-v`, `--version`", "trurl --version", []string{"version", "-json"}, "", "", "output checked by TestVersion"},
}

// TestTrurl runs each row of trurlRows and checks the README's table:
// with -update, it writes the table.
func TestTrurl(t *testing.T) {
	for _, r := range trurlRows {
		var stdout, stderr bytes.Buffer
		code := run(r.args, strings.NewReader(r.stdin), &stdout, &stderr)
		if r.want == "" { // checked elsewhere
			if code != 0 {
				t.Errorf("%s: uri %q: exit status %d, stderr %q", r.feature, r.args, code, &stderr)
			}
			continue
		}
		if stdout.String() != r.want {
			t.Errorf("%s: uri %q = %q (exit status %d, stderr %q), want %q", r.feature, r.args, &stdout, code, &stderr, r.want)
		}
	}
	const readme = "../../README.md"
	const begin, end = "<!-- trurl table: TestTrurl in cmd/uri writes it -->\n", "<!-- end of trurl table -->\n"
	b, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	i, j := bytes.Index(b, []byte(begin)), bytes.Index(b, []byte(end))
	if i < 0 || j < i {
		t.Fatalf("%s: no section %q...%q", readme, begin, end)
	}
	table := trurlTable()
	if got := string(b[i+len(begin) : j]); got != table {
		if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
			out := append(append(append([]byte{}, b[:i+len(begin)]...), table...), b[j:]...)
			if err := os.WriteFile(readme, out, 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s: the trurl table is not trurlRows (go test -run TestTrurl -update ./cmd/uri writes it):\n%s", readme, table)
	}
}

// trurlTable writes trurlRows as a Markdown table.
func trurlTable() string {
	var b strings.Builder
	b.WriteString("| trurl 0.16 | uri | note |\n|---|---|---|\n")
	for _, r := range trurlRows {
		b.WriteString("| " + r.feature + ": `" + r.trurl + "` | `")
		b.WriteString("uri")
		for _, a := range r.args {
			b.WriteString(" " + shellQuote(a))
		}
		b.WriteString("` | " + r.note + " |\n")
	}
	return strings.ReplaceAll(b.String(), "||", "| |")
}

// shellQuote quotes a for a POSIX shell where it needs it.
func shellQuote(a string) string {
	if a != "" && strings.Trim(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@%,+") == "" {
		return a
	}
	return "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
}
