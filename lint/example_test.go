package lint_test

import (
	"fmt"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/lint"
)

// The semantic attack of RFC 3986 §7.6: the host is not the name the
// reader sees first.
func ExampleCheck() {
	u := uri.MustParse("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")
	for _, f := range lint.Check(u) {
		fmt.Println(f.Severity, f.Code, "§"+f.Section, u.String()[f.Start:f.End])
		fmt.Println(" ", f.Message)
	}
	// Output:
	// warning userinfo-host-like §7.6 cnn.example.com&story=breaking_news
	//   userinfo reads like a host name ("cnn.example.com"), but the host is "10.0.0.1"
}

// Registered names that resolvers read as IPv4 addresses (RFC 3986 §7.4),
// and what each becomes.
func ExampleCheck_ipv4() {
	for _, s := range []string{"http://2130706433/", "http://0x7f.1/", "http://0177.0.0.1/", "http://1.2.3.04/", "http://127.0.0.1/"} {
		for _, f := range lint.Check(uri.MustParse(s)) {
			fmt.Println(f.Message)
		}
	}
	// Output:
	// reg-name "2130706433" is not an IPv4address, but resolvers that use inet_aton read it as 127.0.0.1
	// reg-name "0x7f.1" is not an IPv4address, but resolvers that use inet_aton read it as 127.0.0.1
	// reg-name "0177.0.0.1" is not an IPv4address, but resolvers that use inet_aton read it as 127.0.0.1
	// reg-name "1.2.3.04" is not an IPv4address, but resolvers that use inet_aton read it as 1.2.3.4
}

func ExampleCheck_port() {
	for _, s := range []string{"http://example.com:80/", "http://example.com:25/"} {
		fmt.Println(s, lint.Check(uri.MustParse(s)))
	}
	// Output:
	// http://example.com:80/ []
	// http://example.com:25/ [19-21 warning port-well-known (RFC 3986 §7.2) port: port 25 is a well-known port (0 to 1023) other than 80, the default of scheme http: a client may send to another protocol's server]
}

// A gate that refuses a URI with a finding of warning severity or worse,
// and keeps the others as notes.
func ExampleSeverity() {
	u := uri.MustParse("x-files://user:pass@example.com/")
	for _, f := range lint.Check(u) {
		if f.Severity >= lint.Warning {
			fmt.Println("refuse:", f.Code)
		} else {
			fmt.Println("note:", f.Code)
		}
	}
	// Output:
	// note: scheme-unregistered
	// refuse: userinfo-password
}

// The codes a program may meet, to configure which to act on.
func ExampleCodes() {
	for _, f := range lint.Codes()[:3] {
		fmt.Println(f.Code, f.Severity, "§"+f.Section)
	}
	// Output:
	// scheme-unregistered info §3.1
	// port-well-known warning §7.2
	// port-out-of-range error §3.2.3
}

// A finding as one line, with its span in the URI's text.
func ExampleFinding_String() {
	u := uri.MustParse("http://example.com:25/")
	fmt.Println(lint.Check(u)[0])
	// Output:
	// 19-21 warning port-well-known (RFC 3986 §7.2) port: port 25 is a well-known port (0 to 1023) other than 80, the default of scheme http: a client may send to another protocol's server
}

// A code is reported once per component, however often it occurs: the
// finding counts the occurrences and keeps the spans of the next few.
func ExampleFinding_count() {
	u := uri.MustParse("http://a/" + strings.Repeat("../", 1000) + "etc/passwd")
	for _, f := range lint.Check(u) {
		fmt.Println(f.Code, f.Count, f.Start, f.End, f.More[:2])
		fmt.Println(f.Message)
	}
	// Output:
	// dot-segment 1000 9 11 [{12 14} {15 17}]
	// dot-segment ".." in a URI: removed when resolved, followed by a server that does not (and 999 more in the path: at 12-14, 15-17, 18-20, 21-23, ...)
}
