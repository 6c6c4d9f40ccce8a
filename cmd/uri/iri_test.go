package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestIRICommands runs the commands on IRIs (RFC 3987): the rules
// IRI-reference and IRI of validate and parse, -iri of resolve, relative,
// normalize and equal, and iri2uri and uri2iri; args, standard output,
// exit status.
func TestIRICommands(t *testing.T) {
	for _, c := range []struct {
		args []string
		out  string
		code int
	}{
		{[]string{"validate", "-rule", "IRI-reference", "http://例/ü", "http://a/\xff", "http://a/\ue000", "?\ue000"},
			"valid\nerror\t9\texpected ipchar, \"/\", \"?\", \"#\" or end of input, found invalid UTF-8 \"\\xff\"\nerror\t9\texpected ipchar, \"/\", \"?\", \"#\" or end of input, found \"\\ue000\"\nvalid\n", 1},
		{[]string{"validate", "-rule", "iri", "//例", "x:é"},
			"error\t0\texpected scheme, found \"/\"\nvalid\n", 1},
		{[]string{"validate", "-rule", "IRI-reference", "-json", "http://例/a b"},
			`{"input":"http://例/a b","valid":false,"error":{"offset":12,"component":"path","message":"expected ipchar, \"/\", \"?\", \"#\" or end of input, found \" \""}}` + "\n", 1},
		{[]string{"parse", "-rule", "IRI-reference", "http://ü@例:8/é?\ue000#ß", "a b"},
			"input\t\"http://ü@例:8/é?\\ue000#ß\"\nscheme\t\"http\"\nuserinfo\t\"ü\"\nhost\t\"例\"\nhost_type\treg-name\nport\t\"8\"\npath\t\"/é\"\nquery\t\"\\ue000\"\nfragment\t\"ß\"\n\ninput\t\"a b\"\nerror\t1\texpected ALPHA, DIGIT, \"+\", \"-\", \".\", \":\", iunreserved, pct-encoded, sub-delims, \"@\", \"/\", \"?\", \"#\" or end of input, found \" \"\n", 1},
		// JSON escapes LRM (U+200E), a bidirectional formatting
		// character, as it escapes controls (see termsafe.Unsafe).
		{[]string{"parse", "-rule", "IRI", "-json", "http://例/é\u200e"},
			`{"input":"http://例/é\u200e","valid":true,"scheme":"http","host":"例","host_type":"reg-name","path":"/é\u200e"}` + "\n", 0},
		{[]string{"resolve", "-iri", "http://例/a/b?q", "../ü", "#é", "a b"},
			"http://例/ü\nhttp://例/a/b?q#é\nerror\t1\treference: expected ALPHA, DIGIT, \"+\", \"-\", \".\", \":\", iunreserved, pct-encoded, sub-delims, \"@\", \"/\", \"?\", \"#\" or end of input, found \" \"\n", 1},
		{[]string{"resolve", "-iri", "-nonstrict", "http://例/a/b", "http:ü"}, "http://例/a/ü\n", 0},
		{[]string{"relative", "-iri", "http://例/a/b", "http://例/ü", "http://例/a/../ü"},
			"/ü\nerror\t13\ttarget: no reference leads to a path with the dot-segment \"..\": resolution removes it (RFC 3986 §5.2.4)\n", 1},
		{[]string{"normalize", "-iri", "HTTP://例:80/./%C3%A9/%E2%80%AE"}, "http://例/é/%E2%80%AE\n", 0},
		{[]string{"normalize", "-iri", "-nfc", "http://a/re\u0301sume\u0301"}, "http://a/résumé\n", 0},
		{[]string{"normalize", "-nfc", "http://a/"}, "", 2},
		{[]string{"equal", "-iri", "-level", "simple", "http://例/é", "http://例/%C3%A9"}, "differ in path at simple-string\n", 1},
		{[]string{"equal", "-iri", "-nfc", "http://例/é", "http://例/e\u0301"}, "equal at syntax-based\n", 0},
		{[]string{"iri2uri", "https://résumé.example/ü", "a b"},
			"https://r%C3%A9sum%C3%A9.example/%C3%BC\nerror\t1\texpected ALPHA, DIGIT, \"+\", \"-\", \".\", \":\", iunreserved, pct-encoded, sub-delims, \"@\", \"/\", \"?\", \"#\" or end of input, found \" \"\n", 1},
		{[]string{"iri2uri", "-idna", "https://résumé.example/ü", "http://a%FFü/"},
			"https://xn--rsum-bpad.example/%C3%BC\nerror\t-\turi: IRI to URI \"http://a%FFü/\": uri: unescape \"a%FFü\": invalid UTF-8 \"%FF\" at offset 1\n", 1},
		{[]string{"uri2iri", "-echo", "http://example.org/D%C3%BCrst%2F%FC", "http://é/"},
			"http://example.org/D%C3%BCrst%2F%FC\thttp://example.org/Dürst%2F%FC\nhttp://é/\terror\t7\texpected unreserved, pct-encoded, sub-delims, \":\", \"@\", IP-literal, IPv4address, \"/\", \"?\", \"#\" or end of input, found \"é\"\n", 1},
		{[]string{"parse", "-rule", "IRI", "-lint", "x:y"}, "", 2},
		// -idna (trurl's -as-idn): A-labels as U-labels (RFC 5891 §5.2);
		// without it, Punycode stays (RFC 3987 §3.2).
		{[]string{"uri2iri", "http://xn--rsum-bpad.example/%C3%BC"}, "http://xn--rsum-bpad.example/ü\n", 0},
		{[]string{"uri2iri", "-idna", "http://xn--rsum-bpad.example/%C3%BC", "http://xn--a/"},
			"http://résumé.example/ü\nerror\t-\turi: URI to IRI \"http://xn--a/\": idna: invalid label \"\\u0080\"\n", 1},
		{[]string{"uri2iri", "-as-idn", "http://www.XN--bcher-kva.example/"}, "http://www.bücher.example/\n", 0},
		// Issue 22: an IRI may hold U+2028 (decoded: RFC 3987 §3.2
		// decodes ucschar) or, as written, a bidirectional override;
		// in text they are quoted, with -raw written as they are.
		{[]string{"uri2iri", "http://a/%E2%80%A8x"}, "\"http://a/\\u2028x\"\n", 0},
		{[]string{"uri2iri", "-raw", "http://a/%E2%80%A8x"}, "http://a/\u2028x\n", 0},
		{[]string{"normalize", "-iri", "-raw", "http://a/%E2%80%A8x"}, "http://a/\u2028x\n", 0},
		{[]string{"resolve", "-iri", "http://例/b/c", "x\u202ey"}, "\"http://例/b/x\\u202ey\"\n", 0},
		{[]string{"relative", "-iri", "-raw", "http://例/b/c", "http://例/b/x\u202ey"}, "x\u202ey\n", 0},
	} {
		var stdout, stderr bytes.Buffer
		code := run(c.args, strings.NewReader(""), &stdout, &stderr)
		if code != c.code || stdout.String() != c.out {
			t.Errorf("uri %q: exit status %d, stdout\n%s\nwant %d,\n%s\nstderr %s", c.args, code, stdout.String(), c.code, c.out, &stderr)
		}
	}
}
