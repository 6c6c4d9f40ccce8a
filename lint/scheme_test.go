package lint_test

// The cases of the codes about a URI's own scheme (scheme.go), added to
// lintCases, which TestLintCases and FuzzLint read.
func init() {
	lintCases = append(lintCases, []struct {
		code string
		in   string
		hit  bool
	}{
		// §3.1: each scheme's specification narrows the generic syntax
		// (package scheme has the grammars).
		{"scheme-syntax", "mailto:@@@", true},               // RFC 6068 §2: no addr-spec
		{"scheme-syntax", "http:///example.org/path", true}, // RFC 9110 §4.2.1: empty host
		{"scheme-syntax", "http://:80/", true},              // the same, with a port
		{"scheme-syntax", "urn:x", true},                    // RFC 8141 §2: NID of 2 or more
		{"scheme-syntax", "data:,%e2%82", false},            // RFC 2397 §3: any data
		{"scheme-syntax", "tel:abc", true},                  // RFC 3966 §3: a local number needs a context
		{"scheme-syntax", "ws://example.com/#f", true},      // RFC 6455 §3: no fragment
		{"scheme-syntax", "file://c:/x", true},              // RFC 8089 §2: no port
		{"scheme-syntax", "geo:1,2;u=", true},               // RFC 5870 §3.3: uval is a number
		{"scheme-syntax", "ftp://a/b;type=q", true},         // RFC 1738 §3.2.2: A, I or D
		{"scheme-syntax", "mailto:joe@example.com?cc=a@b&body=hi", false},
		{"scheme-syntax", "urn:example:a123,z456?+abc", false},
		{"scheme-syntax", "x-unknown:@@@", false}, // no grammar known
		{"scheme-syntax", "//example.com/", false},
		// §7.6: a DNS name where the scheme expects one is letters,
		// digits and hyphens, its top label not numeric.
		{"host-obscured", "http://ex%C3%A1mple.com/", true},
		{"host-obscured", "https://a%2Fb/", true},
		{"host-obscured", "http://1.2.3.4.5/", true},
		{"host-obscured", "ws://example.0x10/", true},
		{"host-obscured", "ftp://999.1.1.1/", true},
		{"host-obscured", "http://3232235777/", false},        // reg-name-ipv4
		{"host-obscured", "http://%77ww.example.com/", false}, // host-pct-encoded-unreserved
		{"host-obscured", "http://example.com/", false},
		{"host-obscured", "http://1.example/", false},
		{"host-obscured", "mailto:a@ex%C3%A1mple.com", false}, // no host component
		{"host-obscured", "x-unknown://ex%C3%A1mple/", false}, // no DNS name expected
		{"host-obscured", "http://[::1]/", false},
	}...)
}
