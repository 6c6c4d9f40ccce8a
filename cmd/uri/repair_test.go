package main

import (
	"bytes"
	"strings"
	"testing"
)

// repairInputs are hrefs as pages hold them: each repair of package
// lenient (trimmed, removed, backslash, escaped, to-ascii, host,
// slashes, drive-letter, dot-slash), URI references that stay as they
// are though browsers read them otherwise, and what browsers refuse (an
// IP literal without its "]", a port above 65535, a host IDNA maps to a
// delimiter), one with a password, which no error shows.
var repairInputs = []string{
	" https://bücher.example/a b\\c?q=\"x\"\n",
	"http:\\\\example.com\\a\\b",
	"http://0x7f.1/ x",
	"http:example.com/a b",
	"file:C|/x y",
	"a b:c",
	"http://u:p;w@h/?q='x' y",
	"http:example.com",
	"HTTP://0x7f.1:80/./a",
	"http://[::1/x",
	"https://user:secret@example.com:99999/ x",
	"https://trusted.example\uFF20evil.example/",
}

// The cases of repair join those of main_test.go.
func init() {
	cases = append(cases, []struct {
		name  string
		args  []string
		stdin string
		code  int
	}{
		{name: "help-repair", args: []string{"help", "repair"}},
		{name: "repair", args: args([]string{"repair"}, repairInputs...), code: 1},
		{name: "repair-json", args: args([]string{"repair", "-json"}, repairInputs...), code: 1},
		{name: "repair-echo", args: args([]string{"repair", "-echo"}, repairInputs...), code: 1},
		{name: "repair-stdin", args: []string{"repair", "-"}, stdin: crlf("http://a/ b", "", "http://[::1"), code: 1},
		{name: "repair-base", args: []string{"repair", "-base", "http://example.org/dir/page", "--", `..\img\a b.png`, "http:x y", `\\cdn.example\a`, "?q=a b", "#top"}},
		{name: "repair-base-json", args: []string{"repair", "-json", "-base", "http://example.org/dir/page", "--", `..\img\a b.png`}},
		{name: "repair-browser", args: args([]string{"repair", "-browser"}, repairInputs...), code: 1},
		{name: "repair-browser-json", args: args([]string{"repair", "-browser", "-json"}, "http://u:p@EXAMPLE.com:8080/a/../b?q#f", "http://a/100%", "blob:https://example.com/x", "non-special:opaque", "x"), code: 1},
		{name: "repair-browser-base", args: []string{"repair", "-browser", "-base", "http://example.org/dir/page", "--", `..\img\a b.png`, "http:x y", `\\cdn.example\a`, "?q=a b", "#top", "//"}, code: 1},
		// Usage errors: a base that is none, or that browsers refuse.
		{name: "repair-base-relative", args: []string{"repair", "-base", "/dir/page", "x"}, code: 2},
		{name: "repair-base-refused", args: []string{"repair", "-base", "http://u:secret@[::1", "x"}, code: 2},
		{name: "repair-browser-base-refused", args: []string{"repair", "-browser", "-base", "https://u:secret@:99/", "x"}, code: 2},
	}...)
}

// TestRepairLines checks "uri repair" line by line, apart from the
// golden files: results, error lines, exit status.
func TestRepairLines(t *testing.T) {
	for _, c := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{"repair", "http://a/ b", "http://a/"}, "http://a/%20b\nhttp://a/\n", 0},
		{[]string{"repair", "http://[::1/"}, "error\t7\tIP literal \"[::1\" without its \"]\" in host\n", 1},
		{[]string{"repair", "-browser", "http://[::1/"}, "error\t11\tinvalid IPv6 address: expected \"]\" at the end of an IPv6 address\n", 1},
		{[]string{"repair", "-browser", "http:x", "HTTP://0x7f.1:80/"}, "http://x/\nhttp://127.0.0.1/\n", 0},
		{[]string{"repair", "http:x", "HTTP://0x7f.1:80/"}, "http:x\nHTTP://0x7f.1:80/\n", 0},
		{[]string{"repair", "-browser", "-json", "http://a/"}, `{"input":"http://a/","result":"http://a/","protocol":"http:","username":"","password":"","host":"a","hostname":"a","port":"","pathname":"/","search":"","hash":"","origin":"http://a","uri_reference":true}` + "\n", 0},
		{[]string{"repair", "-json", "http://[::1/"}, `{"input":"http://[::1/","error":{"offset":7,"component":"host","message":"IP literal \"[::1\" without its \"]\" in host"}}` + "\n", 1},
	} {
		var stdout, stderr bytes.Buffer
		code := run(c.args, strings.NewReader(""), &stdout, &stderr)
		if code != c.code || stdout.String() != c.out {
			t.Errorf("uri %q: exit status %d, stdout\n%s\nwant %d,\n%s\nstderr %s", c.args, code, &stdout, c.code, c.out, &stderr)
		}
	}
}

// TestRepairHidesPassword checks that no error of "uri repair", on
// standard output or standard error, shows a password (with -json, the
// "input" is the input as given).
func TestRepairHidesPassword(t *testing.T) {
	for _, a := range [][]string{
		{"repair", "https://u:secret@example.com:99999/ x"},
		{"repair", "-json", "https://u:secret@example.com:99999/ x"},
		{"repair", "-browser", "https://u:secret@:99/"},
		{"repair", "-browser", "-json", "https://u:secret@:99/"},
		{"repair", "-base", "http://u:secret@[::1", "x"},
		{"repair", "-base", "//u:secret@h/", "x"},
		{"repair", "-browser", "-base", "https://u:secret@:99/", "x"},
	} {
		var stdout, stderr bytes.Buffer
		run(a, strings.NewReader(""), &stdout, &stderr)
		echoed := 0 // "input" of JSON gives the input back as it is
		if strings.Contains(strings.Join(a, " "), "-json") {
			echoed = 1
		}
		if strings.Count(stdout.String()+stderr.String(), "secret") > echoed {
			t.Errorf("uri %q: shows the password:\n%s%s", a, &stdout, &stderr)
		}
	}
}
