package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
)

// Inputs of "uri get", "uri set" and "uri query".
var (
	// getInputs have every component, escaped and not; an IP literal; no
	// authority; an empty reference; one that is no URI reference.
	getInputs = []string{
		"https://us%20er:pw@Example.COM:8443/a%20b/c?q=1&r=%C3%A9#frag%21",
		"http://[::1]/",
		"mailto:joe@example.com",
		"foo://h",
		"//h/p?",
		"",
		"http://a b",
	}
	// getTemplate shows each component, decoded and as written.
	getTemplate = "{scheme}|{:userinfo}|{userinfo}|{host}|{:host}|{port}|{:port}|{path}|{:path}|{query}|{fragment}"
	// queryInputs have repeated keys, a key without "=", escapes, "+",
	// empty parameters, an empty query and none.
	queryInputs = []string{
		"http://a/?z=1&q=%20&a=3&q#f",
		"http://a/?a+b=c+d&%61=%3D",
		"http://a/?&&x=1&",
		"http://a/?",
		"http://a/",
	}
)

// The cases of get, set and query, and of what every command shares: flags
// anywhere, -echo, -json; they join those of main_test.go.
func init() {
	type testCase = struct {
		name  string
		args  []string
		stdin string
		code  int
	}
	cases = append(cases, []testCase{
		{name: "help-get", args: []string{"help", "get"}},
		{name: "help-set", args: []string{"help", "set"}},
		{name: "help-query", args: []string{"help", "query"}},

		// uri get: every component, decoded ({NAME}) and as written
		// ({:NAME}); {port} is the scheme's default when there is none.
		{name: "get-components", args: args([]string{"get", "-f", getTemplate}, getInputs...), code: 1},
		{name: "get-components-json", args: args([]string{"get", "-json", "-f", getTemplate}, getInputs...), code: 1},
		{name: "get-port", args: []string{"get", "-f", "{port} {:port}", "http://a/", "https://a", "ws://a:/", "ftp://a:2121/", "foo://a/", "urn:x"}},
		// {query:KEY}: the first parameter named KEY, compared decoded;
		// "+" is a space only with -form.
		{name: "get-query-key", args: []string{"get", "-f", "[{query:q}] [{:query:q}] [{query:r}] [{query:a b}] [{query:x}]", "http://a/?q=a+b%26c&q=2&r&a+b=1&a%20b=2"}},
		{name: "get-query-key-form", args: []string{"get", "-form", "-f", "[{query:q}] [{:query:q}] [{query:r}] [{query:a b}] [{query}]", "http://a/?q=a+b%26c&q=2&r&a+b=1&a%20b=2"}},
		// {query-all:KEY}: every value of KEY, parted by a space, as
		// trurl 0.16 prints them; "" for none; -form reads "+" as a
		// space; a value JSON cannot hold is an error at its offset.
		{name: "get-query-all", args: []string{"get", "-f", "[{query-all:a}] [{:query-all:a}] [{query-all:z}] [{query:a}]", "http://a/?a=1&b=2&a=x%20y&a&a=3+4", "http://a/"}},
		{name: "get-query-all-form", args: []string{"get", "-form", "-f", "[{query-all:a b}] [{:query-all:a b}]", "http://a/?a+b=1+2&a%20b=3&a%2Bb=4"}},
		{name: "get-query-all-json", args: []string{"get", "-json", "-f", "{query-all:a}", "http://a/?a=1&a=%FF", "http://a/?a=%C3%A9&a=2"}, code: 1},
		// "{{" is "{"; a "}" alone is text.
		{name: "get-braces", args: []string{"get", "-f", "{{host}} {host} }", "http://a/"}},
		// {user} and {password}: the userinfo split at its first ":"
		// (RFC 3986 §3.2.1), decoded; "" where there is none.
		{name: "get-user-password", args: []string{"get", "-f", "[{user}] [{password}] [{:password}]", "http://u%40x:p%3Aw:d@h/", "http://u@h/", "http://h/", "http://:@h/"}},
		// {zone}: RFC 6874's ZoneID, decoded; the template reads the
		// inputs by RFC 6874, as -zone does; offsets of errors are in
		// the input as given.
		{name: "get-zone", args: []string{"get", "-f", "{host} [{zone}] [{:zone}] {:host} {port} {path}", "http://[fe80::1%25eth0]:8080/x", "http://[fe80::1%25en%301]/", "http://[::1]/", "http://a/"}},
		{name: "get-zone-flag", args: []string{"get", "-zone", "-f", "{path} {:host}", "http://[fe80::1%25eth0]/a%zz", "http://[fe80::1%25eth0]/a%20", "http://[fe80::1%eth0]/"}, code: 1},
		{name: "get-no-zone", args: []string{"get", "-f", "{host}", "http://[fe80::1%25eth0]/"}, code: 1},
		{name: "get-url", args: []string{"get", "-f", "{url} {:url} {host}", "http://a/%20?q", "rel"}},
		// set: "?=" sets only what is absent; -append adds a path
		// segment, "/" encoded; -iterate answers every combination.
		{name: "set-if-absent", args: []string{"set", "port?=8080", "path?=/index", "http://a/", "http://a:81/x", "http://a"}},
		{name: "set-append-path", args: []string{"set", "-append", "path=four", "-append", "path=a/b c", "http://twelve/three?hello", "http://a", "http://a/b/", "x", "a:b"}},
		{name: "set-append-query", args: []string{"set", "-append", "query=a", "http://a/"}, code: 2},
		{name: "set-iterate", args: []string{"set", "-iterate", "host=a b c", "-iterate", "scheme=http https", "path=/p", "http://x/", "%zz"}, code: 1},
		{name: "set-iterate-json", args: []string{"set", "-json", "-iterate", "port=80 8080", "http://x/"}},
		{name: "set-iterate-twice", args: []string{"set", "-iterate", "host=a b", "host=c", "http://x/"}, code: 2},
		// What the text output cannot hold is an error at its escape;
		// in JSON, bytes that are not UTF-8 are.
		{name: "get-breaks", args: []string{"get", "-raw", "-f", "{path}", "http://a/x%0Ay", "http://a/%09", "http://a/caf%E9"}, code: 1},
		// Without -raw, a line that holds a control character or a byte
		// that is not UTF-8 is quoted as a whole.
		{name: "get-breaks-quoted", args: []string{"get", "-f", "{path}", "http://a/x%0Ay", "http://a/%09", "http://a/caf%E9", "http://a/%22q"}},
		// Issue 22: decoded escape sequences (clear the screen, set the
		// window's title, ring the bell) are quoted, not written raw;
		// -raw writes them (RFC 3986 §7.3: the decoded form is data).
		{name: "get-terminal-injection", args: []string{"get", "-f", "{path}", "http://a/x%1B%5B2J%1B%5D0;pwned%07y"}},
		{name: "get-terminal-injection-echo", args: []string{"get", "-echo", "-f", "[{host}] {path} {fragment}", "http://%E2%80%AE/x%C2%9B2J#%7F"}},
		{name: "get-terminal-injection-raw", args: []string{"get", "-raw", "-f", "{path}", "http://a/x%1B%5B2J%1B%5D0;pwned%07y"}},
		{name: "get-breaks-raw", args: []string{"get", "-f", "{:path}", "http://a/x%0Ay", "http://a/%09", "http://a/caf%E9"}},
		{name: "get-breaks-json", args: []string{"get", "-json", "-f", "{path}", "http://a/x%0Ay", "http://a/%09", "http://a/caf%E9"}, code: 1},
		{name: "get-stdin", args: []string{"get", "-f", "{host}"}, stdin: crlf("http://a/", "", "%zz", "//b"), code: 1},
		{name: "get-no-template", args: []string{"get", "http://a/"}, code: 2},
		{name: "get-unknown-component", args: []string{"get", "-f", "{scheme}://{hots}", "http://a/"}, code: 2},
		{name: "get-unclosed", args: []string{"get", "-f", "{host", "http://a/"}, code: 2},
		{name: "get-line-break", args: []string{"get", "-f", "{host}\n{port}", "http://a/"}, code: 2},

		// uri set: each component escaped for itself; ":=" as written.
		{name: "set-escape", args: []string{"set", "path=/a b?c#d", "query=q=a b&x=%", "fragment=x y#z", "userinfo=u@v:w", "host=ex ample", "http://a/x?y#z"}},
		{name: "set-raw", args: []string{"set", "path:=/a%20b", "host:=[::1]", "query:=a=%41", "http://a/"}},
		{name: "set-raw-bad", args: []string{"set", "path:=/a b", "http://a/"}, code: 2},
		// A host: an IPv6 address gets brackets; in brackets, it must be
		// an IP-literal; UTF-8 is percent-encoded (RFC 3986 §3.2.2).
		{name: "set-host", args: []string{"set", "host=::1", "http://a/", "mailto:x"}},
		{name: "set-host-ipvfuture", args: []string{"set", "host=[v1.x]", "http://a/"}},
		{name: "set-host-utf8", args: []string{"set", "host=bücher.example", "http://a/"}},
		{name: "set-host-bad", args: []string{"set", "host=[::1", "http://a/"}, code: 2},
		{name: "set-scheme", args: []string{"set", "scheme=HTTPS", "//a/b", "http://a/", "a:b"}},
		{name: "set-scheme-bad", args: []string{"set", "scheme=1x", "//a/b"}, code: 2},
		{name: "set-port", args: []string{"set", "port=8080", "http://a/", "mailto:x"}, code: 1},
		{name: "set-port-bad", args: []string{"set", "port=http", "http://a/"}, code: 2},
		// Empty values: present and empty; -unset: absent.
		{name: "set-empty", args: []string{"set", "userinfo=", "host=", "port=", "query=", "fragment=", "http://a/b"}},
		{name: "set-unset", args: []string{"set", "-unset", "query,fragment", "http://a/?q#f", "x?#"}},
		{name: "set-unset-host", args: []string{"set", "-unset", "host", "http://u@a:1/p", "http://a//x", "//a"}},
		// The path is written so that the result reads back as set
		// (RFC 3986 §4.2, §5.2): "/" after an authority, "/." before
		// "//" without one, "./" before a first segment with ":".
		{name: "set-path-fix", args: []string{"set", "path=x", "http://a", "http://a/?q"}},
		{name: "set-path-fix-slashes", args: []string{"set", "path=//x", "a:", "", "//h"}},
		{name: "set-path-fix-colon", args: []string{"set", "path=a:b/c", "", "?q", "s:"}},
		{name: "set-unset-scheme", args: []string{"set", "-unset", "scheme", "a:b", "a:b:c", "a://h/p"}},
		{name: "set-stdin", args: []string{"set", "fragment=top"}, stdin: crlf("http://a/", "path=x", "%zz", ""), code: 1},
		{name: "set-json", args: []string{"set", "-json", "query=a b", "http://a/", "mailto:x", "http://a b"}, code: 1},
		{name: "set-nothing", args: []string{"set", "http://a/"}, code: 2},
		{name: "set-unknown-component", args: []string{"set", "hots=a", "http://a/"}, code: 2},
		{name: "set-twice", args: []string{"set", "path=/a", "-unset", "path", "http://a/"}, code: 2},

		// uri query: listing, editing.
		{name: "query-list", args: args([]string{"query"}, append(queryInputs, "%zz")...), code: 1},
		{name: "query-list-form", args: args([]string{"query", "-form"}, queryInputs...)},
		{name: "query-list-json", args: args([]string{"query", "-json"}, "http://a/?q=%0A&r=%FF", "http://a/?x=caf%C3%A9&y"), code: 1},
		{name: "query-delete", args: args([]string{"query", "-delete", "q", "-delete", "a b"}, queryInputs...)},
		{name: "query-delete-all", args: []string{"query", "-delete", "x", "http://a/?x=1&x=2#f", "http://a/?y", "http://a/?"}},
		{name: "query-delete-form", args: []string{"query", "-form", "-delete", "a b", "http://a/?a+b=1&a%20b=2&a%2Bb=3"}},
		{name: "query-append", args: []string{"query", "-append", "k=a b", "-append", "x=&y", "-append", "flag", "-append", "é=1+1", "http://a/", "http://a/?", "http://a/?z#f"}},
		{name: "query-append-form", args: []string{"query", "-form", "-append", "k=a b", "-append", "p=1+1", "http://a/"}},
		{name: "query-sort", args: []string{"query", "-sort", "http://a/?b=2&a=1&b=1&%41=0&a=0#f", "http://a/?a+b&a%20b&a"}},
		{name: "query-edit-list", args: []string{"query", "-delete", "q", "-append", "x=1", "-sort", "-list", "http://a/?q=1&b=2"}},
		{name: "query-edit-json", args: []string{"query", "-json", "-append", "x=1", "http://a/", "%zz"}, code: 1},
		{name: "query-stdin", args: []string{"query", "-append", "k=v"}, stdin: crlf("http://a/", "?x", "", "%zz"), code: 1},
		{name: "query-bad-append", args: []string{"query", "-append", "=x", "http://a/"}, code: 2},
		// As trurl 0.16: -delete with a wildcard, -set in place,
		// -query-separator.
		{name: "query-delete-wildcard", args: []string{"query", "-delete", "utm_*", "-delete", "*id", "http://a/?utm_source=x&a=1&utm_medium=y&xutm_z=2&fbclid=3&UTM_x=4#f", "http://a/?utm_=1", "http://a/?a*b=1&ab=2"}},
		{name: "query-delete-star", args: []string{"query", "-delete", "a*b", "http://a/?a*b=1&ab=2&aXb=3&ba=4"}},
		{name: "query-set", args: []string{"query", "-set", "a=x y", "-set", "new=1", "http://a/?z=1&a=1&b=2&a=2#f", "http://a/", "http://a/?b"}},
		{name: "query-set-form", args: []string{"query", "-form", "-set", "a b=c d+e", "http://a/?x=1&a+b=old&a%20b=dup"}},
		{name: "query-set-list", args: []string{"query", "-set", "q=é", "-list", "http://a/?q=1&r=2&q=3"}},
		{name: "query-set-no-value", args: []string{"query", "-set", "a", "http://a/"}, code: 2},
		{name: "query-set-no-key", args: []string{"query", "-set", "=x", "http://a/"}, code: 2},
		{name: "query-separator", args: []string{"query", "-query-separator", ";", "-delete", "b", "-set", "a=1;2&3", "-append", "c=x;y", "http://a/?a=1;b=2&x;c;;", "http://a/?a&b"}},
		{name: "query-separator-list", args: []string{"query", "-query-separator", ";", "http://a/?a=1;b=2&x;c"}},
		{name: "query-separator-bad", args: []string{"query", "-query-separator", "=", "http://a/"}, code: 2},
		{name: "query-separator-long", args: []string{"query", "-query-separator", "&&", "http://a/"}, code: 2},
		{name: "query-crawler", args: []string{"query", "-delete", "utm_*", "-set", "page=2", "-sort", "https://example.com/list?utm_source=news&q=caf%C3%A9&page=1&sort=%7eprice&utm_medium=email#top"}},

		// Flags anywhere, as GNU tools read them; "--" ends them.
		{name: "flags-after-input", args: []string{"normalize", "HTTP://A", "-level", "syntax"}},
		{name: "flags-after-input-json", args: []string{"parse", "http://a", "-json"}},
		{name: "flags-between-inputs", args: []string{"validate", "a:b", "-rule", "URI", "//x", "-echo"}, code: 1},
		{name: "flags-after-pairs", args: []string{"resolve", "http://a/b/c/d;p?q", "../g", "-json", "g"}},
		{name: "flags-double-dash", args: []string{"parse", "-json", "--", "-json", "--"}},
		{name: "flags-unknown-after-input", args: []string{"parse", "http://a", "-x"}, code: 2},
		{name: "flags-value-missing", args: []string{"validate", "a:b", "-rule"}, code: 2},
		{name: "flags-double-dash-long", args: []string{"validate", "--rule=URI", "--echo", "a:b"}},

		// -echo: the inputs first, quoted when they would not read back.
		{name: "validate-echo", args: args([]string{"validate", "-echo", "-rule", "URI-reference"}, "http://a/", "a\tb", `"x"`, "a\xffb", ""), code: 1},
		// Issue 22: an input echoed, and the message quoting it, are
		// quoted when they hold a C1 control (CSI), a bidirectional
		// override or ESC; so is a usage error repeating a flag.
		{name: "validate-echo-terminal-injection", args: args([]string{"validate", "-echo"}, "http://a/\u009b2J", "http://a/\u202egpj.exe", "http://a/\x1b[2J"), code: 1},
		{name: "usage-error-terminal-injection", args: []string{"get", "-f", "{host}", "-\x1b]0;pwned\a", "http://a/"}, code: 2},
		{name: "validate-json", args: args([]string{"validate", "-json"}, "http://a/", "http://a b/", "a\tb"), code: 1},
		{name: "validate-json-rule", args: []string{"validate", "-json", "-rule", "IPv6address", "::1", "1::2::3"}, code: 1},
		{name: "normalize-echo", args: []string{"normalize", "-echo", "HTTP://A:80/%7e", "%zz"}, code: 1},
		{name: "resolve-echo", args: []string{"resolve", "-echo", "http://a/b/c/d;p?q", "../g", "%zz"}, code: 1},
		{name: "resolve-echo-stdin", args: []string{"resolve", "-echo"}, stdin: crlf("http://a/b\tc", "no tab"), code: 1},
		{name: "relative-echo", args: []string{"relative", "-echo", "http://a/b/c/d;p?q", "http://a/b/g"}},
		{name: "equal-echo", args: []string{"equal", "-echo", "http://a", "HTTP://a:80/", "http://b/"}, code: 1},
		{name: "escape-echo", args: []string{"escape", "-echo", "-component", "path", "a b", "c\nd"}},
		{name: "unescape-echo", args: []string{"unescape", "-echo", "a%20b", "%zz"}, code: 1},
		{name: "file2path-echo", args: []string{"file2path", "-echo", "-os", "posix", "file:///a%20b", "file://h/x"}, code: 1},
		{name: "file2path-json", args: []string{"file2path", "-json", "-os", "posix", "file:///a%20b", "file://h/x", "file:///x%0Ay", "file:///caf%E9"}, code: 1},
		{name: "path2file-echo", args: []string{"path2file", "-echo", "-os", "posix", "/a b", "rel"}, code: 1},
		{name: "path2file-json", args: []string{"path2file", "-json", "-os", "windows", `c:\a b`, `c:rel`}, code: 1},
		{name: "get-echo", args: []string{"get", "-echo", "-f", "{host}", "http://a/", "%zz"}, code: 1},
		{name: "set-echo", args: []string{"set", "-echo", "port=1", "http://a/", "x"}, code: 1},
		{name: "query-echo", args: []string{"query", "-echo", "-sort", "http://a/?b&a"}},
		// Blocks show their input anyway.
		{name: "parse-echo", args: []string{"parse", "-echo", "a:b"}},
		{name: "query-list-echo", args: []string{"query", "-echo", "http://a/?b&a"}},
	}...)
}

// TestGetSetQueryResults checks what every result of "uri set" and "uri
// query" is: a URI reference, whose components are what was set; and that
// "uri get" gives back, decoded, what "uri set" escaped.
func TestGetSetQueryResults(t *testing.T) {
	values := []string{"", "a b", "/x?y#z", "a:b", "//h", "%", "é", "[]@:", "&=+;"}
	inputs := []string{"http://u@a:1/p?q#f", "a:b", "", "//h", "x/y:z"}
	for _, component := range []string{"path", "query", "fragment", "userinfo", "host"} {
		for _, v := range values {
			if component == "host" && strings.HasPrefix(v, "[") {
				continue // an IP-literal, or a usage error
			}
			for _, in := range inputs {
				a := []string{"set", component + "=" + v, "--", in}
				var stdout, stderr bytes.Buffer
				code := run(a, nil, &stdout, &stderr)
				result := strings.TrimSuffix(stdout.String(), "\n")
				if code != 0 {
					// Only a userinfo set without a host fails.
					if component != "userinfo" || strings.HasPrefix(in, "http:") || strings.HasPrefix(in, "//") {
						t.Errorf("uri %q: exit status %d, stdout %q, stderr %q", a, code, &stdout, &stderr)
					}
					continue
				}
				u, err := uri.Parse(result)
				if err != nil {
					t.Errorf("uri %q = %q: %v", a, result, err)
					continue
				}
				// get gives the value back, but for the "/" set in front
				// of a path after an authority, and the "./" or "/." a
				// path gets to read back as one.
				stdout.Reset()
				run([]string{"get", "-json", "-f", "{" + component + "}", "--", result}, nil, &stdout, &stderr)
				var r struct{ Result string }
				if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
					t.Fatalf("uri get %q: %v: %s", result, err, &stdout)
				}
				got := r.Result
				if component == "path" && got != v {
					got = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(got, "/."), "./"), "/")
					if strings.HasPrefix(v, "/") {
						got = "/" + got
					}
				}
				if got != v {
					t.Errorf("uri %q = %q (%v); get {%s} = %q, want %q", a, result, u.Parts(), component, r.Result, v)
				}
			}
		}
	}
}
