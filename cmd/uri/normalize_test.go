package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// normalizeInputs show each normalization of RFC 3986 §6.2.2 and §6.2.3,
// what stays (delimiters of empty components, "%2F", relative
// references as far as a base matters), and an input that is no URI
// reference (a "%" in a scheme makes a first segment with ":").
var normalizeInputs = []string{
	"HTTP://www.Example.COM/",
	"http://a/%7euser/%61%2fb",
	"http://a/b/c/./../../g",
	"http://example.com",
	"http://example.com:/",
	"http://example.com:80/",
	"http://example.com:080/",
	"https://example.com:443?q",
	"ftp://ftp.host.com:21/foo.txt",
	"file://localhost/x",
	"mailto:Joe@Example.COM",
	"foo:/a/..//b",
	"http://example.com/?",
	"x#",
	"a/./b/.",
	"a/../b",
	"./a:b",
	"",
	"http://host.com/abc%2Fdef",
	"x-my-schem%65:abc",
}

// rfc6 are the comparisons of RFC 3986 §6 the issue pins, with the line
// "uri equal" prints at the default level, scheme-based.
var rfc6 = []struct {
	a, b string
	want string // the line; "error..." for an input that is no URI
}{
	{"http://example.com", "http://example.com/", "equal at scheme-based"},
	{"http://example.com", "http://example.com:/", "equal at scheme-based"},
	{"http://example.com", "http://example.com:80/", "equal at scheme-based"},
	{"http://example.com/", "http://example.com:/", "equal at scheme-based"},
	{"http://example.com/", "http://example.com:80/", "equal at scheme-based"},
	{"http://example.com:/", "http://example.com:80/", "equal at scheme-based"},
	{"ftp://ftp.host.com/foo.txt", "FTP://ftp.host.com/foo.txt", "equal at syntax-based"},
	{"x-my-scheme:%3C%25a%2Fb%2Fc%3E", "x-my-scheme:%3C%25%61%2F%62%2F%63%3E", "equal at syntax-based"},
	{"http://host.com/abc%2Fdef", "http://host.com/abc/def", "differ in path at scheme-based"},
	{"x-my-schem%65:abc", "x-my-scheme:abc", `error	13	a: expected unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input, found ":"`},
	// Delimiters stay (§6.2.3): an empty query, an empty fragment.
	{"http://example.com/?", "http://example.com/", "differ in query at scheme-based"},
	{"x#", "x", "differ in fragment at scheme-based"},
	{"mailto:Joe@Example.COM", "mailto:Joe@example.com", "equal at scheme-based"},
	{"file://localhost/x", "file:///x", "equal at scheme-based"},
	{"http://a/", "http://a/", "equal at simple-string"},
}

// equalPairs are lines of "uri equal -": the pairs of rfc6, a line
// without a tab, one whose B is no URI reference.
func equalPairs() []string {
	var lines []string
	for _, c := range rfc6 {
		lines = append(lines, c.a+"\t"+c.b)
	}
	return append(lines, "http://a/", "http://a/\thttp://a/%zz")
}

// The cases of normalize and equal join those of main_test.go.
func init() {
	cases = append(cases, []struct {
		name  string
		args  []string
		stdin string
		code  int
	}{
		{name: "help-normalize", args: []string{"help", "normalize"}},
		{name: "normalize-h", args: []string{"normalize", "-h"}},
		{name: "normalize-scheme", args: args([]string{"normalize"}, normalizeInputs...), code: 1},
		{name: "normalize-syntax", args: args([]string{"normalize", "-level", "syntax"}, normalizeInputs...), code: 1},
		// -crawl, beyond RFC 3986 (package crawl): fragment dropped,
		// query sorted, a DNS name's trailing dot removed; -drop and
		// -index imply it; not with -iri or -level syntax.
		{name: "normalize-crawl", args: []string{"normalize", "-crawl", "HTTPS://Example.com.:443/news?lang=en&id=7#c", "foo://a./?b&a#f", "%zz"}, code: 1},
		{name: "normalize-crawl-drop-index", args: []string{"normalize", "-drop", "utm_*", "-drop", "fbclid", "-index", "index.html", "http://a/b/index.html?utm_source=x&fbclid=1&z=2&a", "http://a/index.htm"}},
		{name: "normalize-crawl-iri", args: []string{"normalize", "-crawl", "-iri", "http://a/"}, code: 2},
		{name: "normalize-json", args: args([]string{"normalize", "-json"}, normalizeInputs...), code: 1},
		{name: "normalize-stdin", args: []string{"normalize", "-"}, stdin: crlf(normalizeInputs...), code: 1},
		{name: "normalize-valid", args: []string{"normalize", "-level", "Scheme-Based", "HTTP://A:80", "%7e"}},
		{name: "normalize-simple", args: []string{"normalize", "-level", "simple", "http://a/"}, code: 2},
		{name: "normalize-bad-level", args: []string{"normalize", "-level", "full", "http://a/"}, code: 2},

		{name: "help-equal", args: []string{"help", "equal"}},
		{name: "equal-h", args: []string{"equal", "-h"}},
		// RFC 3986 §6: each equal, and the exit status says so.
		{name: "equal-example-com", args: []string{"equal", "http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"}},
		{name: "equal-ftp", args: []string{"equal", "ftp://ftp.host.com/foo.txt", "FTP://ftp.host.com/foo.txt"}},
		{name: "equal-pct-encoded", args: []string{"equal", "x-my-scheme:%3C%25a%2Fb%2Fc%3E", "x-my-scheme:%3C%25%61%2F%62%2F%63%3E"}},
		{name: "equal-encoded-slash", args: []string{"equal", "http://host.com/abc%2Fdef", "http://host.com/abc/def"}, code: 1},
		{name: "equal-invalid", args: []string{"equal", "x-my-schem%65:abc", "x-my-scheme:abc"}, code: 1},
		// Lower levels: where each step stops.
		{name: "equal-simple", args: []string{"equal", "-level", "simple", "http://example.com", "http://example.com", "HTTP://example.com", "http://example.com:80"}, code: 1},
		{name: "equal-syntax", args: []string{"equal", "-level", "syntax", "http://example.com", "HTTP://example.com", "http://example.com:80"}, code: 1},
		{name: "equal-pairs", args: []string{"equal"}, stdin: crlf(equalPairs()...), code: 1},
		{name: "equal-pairs-json", args: []string{"equal", "-json", "-"}, stdin: crlf(equalPairs()...), code: 1},
		{name: "equal-a-dash", args: []string{"equal", "http://example.com", "-"}, stdin: "http://example.com:80/\nhttp://example.com:8080/\n", code: 1},
		{name: "equal-bad-level", args: []string{"equal", "-level", "exact", "a", "b"}, code: 2},
		{name: "equal-unknown-flag", args: []string{"equal", "-strict", "a", "b"}, code: 2},
	}...)
}

// TestEqualRFC3986Section6 checks the comparisons of rfc6 one by one,
// as arguments and as a pair on standard input, apart from the golden
// files: the line and the exit status.
func TestEqualRFC3986Section6(t *testing.T) {
	for _, c := range rfc6 {
		code := 1
		if strings.HasPrefix(c.want, "equal ") {
			code = 0
		}
		for _, a := range [][]string{{"equal", "--", c.a, c.b}, {"equal"}} {
			var stdout, stderr bytes.Buffer
			got := run(a, strings.NewReader(c.a+"\t"+c.b+"\n"), &stdout, &stderr)
			if got != code || stdout.String() != c.want+"\n" || stderr.Len() > 0 {
				t.Errorf("uri %q (stdin %q): exit status %d, %q, stderr %q; want %d, %q", a, c.a+"\t"+c.b, got, &stdout, &stderr, code, c.want)
			}
		}
	}
	// x-my-schem%65:abc is no URI reference: normalize says so too.
	var stdout bytes.Buffer
	if code := run([]string{"normalize", "x-my-schem%65:abc"}, nil, &stdout, &stdout); code != 1 || !strings.HasPrefix(stdout.String(), "error\t13\t") {
		t.Errorf("uri normalize x-my-schem%%65:abc: exit status %d, %q; want 1, error at 13", code, &stdout)
	}
}

// TestNormalizeEquivalent: the inputs that "uri equal" finds equal
// normalize to the same line, and normalizing again changes nothing.
func TestNormalizeEquivalent(t *testing.T) {
	normalize := func(level, in string) string {
		var stdout bytes.Buffer
		run([]string{"normalize", "-level", level, "--", in}, nil, &stdout, &stdout)
		return strings.TrimSuffix(stdout.String(), "\n")
	}
	for _, c := range rfc6 {
		if !strings.HasPrefix(c.want, "equal ") {
			continue
		}
		if na, nb := normalize("scheme", c.a), normalize("scheme", c.b); na != nb {
			t.Errorf("%q and %q are equal, but normalize to %q and %q", c.a, c.b, na, nb)
		}
	}
	for _, in := range normalizeInputs {
		for _, level := range []string{"syntax", "scheme"} {
			n := normalize(level, in)
			if strings.HasPrefix(n, "error\t") {
				continue
			}
			if again := normalize(level, n); again != n {
				t.Errorf("-level %s: %q normalizes to %q, and that to %q", level, in, n, again)
			}
		}
	}
}

// TestAnswerJSON checks the keys of the JSON objects of resolve,
// relative, normalize, equal, escape and unescape, in order.
func TestAnswerJSON(t *testing.T) {
	tests := []struct {
		args  []string
		stdin string
		keys  []string
	}{
		{[]string{"resolve", "-json", rfcBase, ""}, "", []string{"base", "reference", "result"}},
		{[]string{"resolve", "-json", rfcBase, "%zz"}, "", []string{"base", "reference", "error"}},
		{[]string{"resolve", "-json"}, "x\n", []string{"base", "error"}},
		{[]string{"relative", "-json", rfcBase, rfcBase}, "", []string{"base", "target", "result"}},
		{[]string{"relative", "-json", rfcBase, "http://a/./b"}, "", []string{"base", "target", "error"}},
		{[]string{"relative", "-json"}, "x\n", []string{"base", "error"}},
		{[]string{"normalize", "-json", ""}, "", []string{"input", "result"}},
		{[]string{"normalize", "-json", "%"}, "", []string{"input", "error"}},
		{[]string{"equal", "-json", "a", "a"}, "", []string{"a", "b", "result", "equal", "level"}},
		{[]string{"equal", "-json", "a", "b"}, "", []string{"a", "b", "result", "equal", "level", "differs"}},
		{[]string{"equal", "-json", "a", "%"}, "", []string{"a", "b", "error"}},
		{[]string{"equal", "-json"}, "a\n", []string{"a", "error"}},
		{[]string{"escape", "-json", "-component", "path", ""}, "", []string{"input", "result"}},
		{[]string{"unescape", "-json", "%0A"}, "", []string{"input", "result"}},
		{[]string{"unescape", "-json", "%"}, "", []string{"input", "error"}},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
		line, ok := strings.CutSuffix(stdout.String(), "\n")
		if !ok || strings.Contains(line, "\n") || stderr.Len() > 0 {
			t.Errorf("uri %q: stdout %q, stderr %q; want one line", tt.args, &stdout, &stderr)
			continue
		}
		if keys := jsonKeys(t, line); strings.Join(keys, " ") != strings.Join(tt.keys, " ") {
			t.Errorf("uri %q: keys %q, want %q", tt.args, keys, tt.keys)
		}
		var r struct {
			Result *string
			Error  *struct {
				Offset  *int
				Message string
			}
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		// The text form says the same.
		var text bytes.Buffer
		textArgs := make([]string, 0, len(tt.args))
		for _, a := range tt.args {
			if a != "-json" {
				textArgs = append(textArgs, a)
			}
		}
		run(textArgs, strings.NewReader(tt.stdin), &text, &stderr)
		want := ""
		switch {
		case r.Error != nil && r.Error.Offset != nil:
			want = "error\t" + strconv.Itoa(*r.Error.Offset) + "\t" + r.Error.Message
		case r.Error != nil:
			want = "error\t-\t" + r.Error.Message
		default:
			want = *r.Result
		}
		if strings.Contains(want, "\n") { // a result that text cannot hold
			continue
		}
		if text.String() != want+"\n" {
			t.Errorf("uri %q: %q, but -json says %q", textArgs, &text, want)
		}
	}
}
