package lint_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/lint"
	"github.com/sebdah/goldie/v2"
)

// lintCases are URI references, each about one code of Lint: hit says
// whether the code must be among the findings (a positive case) or not
// (a negative one). Every code has both. Their findings are in
// testdata/lint/lint.golden ("go test -update" rewrites it).
var lintCases = []struct {
	code string
	in   string
	hit  bool
}{
	// §3.1: schemes not in IANA's registry.
	{"scheme-unregistered", "foo://a/", true},
	{"scheme-unregistered", "HTTPX:x", true},
	{"scheme-unregistered", "HTTP://a/", false},
	{"scheme-unregistered", "//a/", false},
	{"scheme-unregistered", "z39.50s://a/", false},

	// §7.2: a well-known port that is not the scheme's.
	{"port-well-known", "http://example.com:25/", true},
	{"port-well-known", "https://example.com:80/", true},
	{"port-well-known", "http://example.com:0/", true},
	{"port-well-known", "foo://a:22/", true},
	{"port-well-known", "//a:23/", true},
	{"port-well-known", "coap://a:80/", true},
	{"port-well-known", "http://example.com:80/", false},
	{"port-well-known", "http://example.com:080/", false},
	{"port-well-known", "HTTPS://example.com:443/", false},
	{"port-well-known", "http://example.com:1024/", false},
	{"port-well-known", "http://example.com:8080/", false},
	{"port-well-known", "http://example.com:/", false},
	{"port-well-known", "ftp://a:21/", false},

	// §3.2.3: ports beyond TCP and UDP, for schemes that use them.
	{"port-out-of-range", "http://a:65536/", true},
	{"port-out-of-range", "ws://a:99999999999999999999/", true},
	{"port-out-of-range", "http://a:65535/", false},
	{"port-out-of-range", "foo://a:70000/", false},

	// §7.2: CR and LF.
	{"pct-encoded-crlf", "http://a/%0D%0Aheader", true},
	{"pct-encoded-crlf", "http://a/?x=%0a", true},
	{"pct-encoded-crlf", "http://a/#%0d", true},
	{"pct-encoded-crlf", "http://u%0A@a/", true},
	{"pct-encoded-crlf", "http://a/%0E", false},
	{"pct-encoded-crlf", "http://a/%20%D0%0A0", true},
	{"pct-encoded-crlf", "http://a/%20%D0%A0", false},

	// §7.3 and RFC 8089 E.3.2: an empty host and a path that reads as a
	// UNC host and share.
	{"empty-host-unc-path", "file:////evil/share/x", true},
	{"empty-host-unc-path", "file://///evil/share", true},
	{"empty-host-unc-path", "http:////evil/", false},
	{"empty-host-unc-path", "FILE:////evil/", true},
	{"empty-host-unc-path", "//:8080//x", true},
	{"empty-host-unc-path", "file:///.//evil/share/x", false},
	{"empty-host-unc-path", "file://host//share/x", false},
	{"empty-host-unc-path", "foo:/.//x", false},
	{"empty-host-unc-path", "file:///share/x", false},

	// §7.3: other control characters.
	{"pct-encoded-control", "http://a/%09", true},
	{"pct-encoded-control", "http://a/?%1b%5B31m", true},
	{"pct-encoded-control", "http://a/#%7F", true},
	{"pct-encoded-control", "http://a%09b/", true},
	{"pct-encoded-control", "http://a/%0A", false},
	{"pct-encoded-control", "http://a/%20%80", false},

	// §7.3: NUL.
	{"pct-encoded-nul", "http://a/%00", true},
	{"pct-encoded-nul", "http://a/?%000", true},
	{"pct-encoded-nul", "http://a/%01", false},
	{"pct-encoded-nul", "http://a/%100", false},

	// §7.3: separators and dot-segments in disguise.
	{"encoded-path-separator", "http://a/a%2Fb", true},
	{"encoded-path-separator", "http://a/a%5cb", true},
	{"encoded-path-separator", "http://a/a/b", false},
	{"encoded-path-separator", "http://a/?a%2Fb", false},
	{"encoded-dot-segment", "http://a/..%2Fetc/passwd", true},
	{"encoded-dot-segment", "http://a/%2e%2e/x", true},
	{"encoded-dot-segment", "http://a/.%2E/x", true},
	{"encoded-dot-segment", "http://a/x/%2E", true},
	{"encoded-dot-segment", "http://a/x%5C..%5Cy", true},
	{"encoded-dot-segment", "http://a/a%2Eb", false},
	{"encoded-dot-segment", "http://a/../x", false},
	{"encoded-dot-segment", "http://a/%2E%2E%2E", false},
	{"dot-segment", "file:///.//x", false},
	{"dot-segment", "foo:/.//x/./y", true},
	{"dot-segment", "http://a/b/../c", true},
	{"dot-segment", "http://a/./b", true},
	{"dot-segment", "../a", false},
	{"dot-segment", "/a/./b", false},
	{"dot-segment", "http://a/b.c/..d", false},

	// §7.3: device names.
	{"device-name", "http://a/AUX", true},
	{"device-name", "http://a/con.txt", true},
	{"device-name", "http://a/dir/LPT9.tar.gz", true},
	{"device-name", "http://a/...", true},
	{"device-name", "file:///c:/nul", true},
	{"device-name", "http://a/%61ux", true},
	{"device-name", "http://a/com%C2%B9", true},
	{"device-name", "http://a/auxiliary", false},
	{"device-name", "http://a/com10", false},
	{"device-name", "http://a/lpt", false},
	{"device-name", "http://a/console.txt", false},
	{"device-name", "http://a/?con", false},

	// §7.4: registered names read as IPv4 addresses.
	{"reg-name-ipv4", "http://2130706433/", true},
	{"reg-name-ipv4", "http://0x7f.1/", true},
	{"reg-name-ipv4", "http://0177.0.0.1/", true},
	{"reg-name-ipv4", "http://127.1/", true},
	{"reg-name-ipv4", "http://0x7f000001/", true},
	{"reg-name-ipv4", "http://1.2.3.04/", true},
	{"reg-name-ipv4", "http://%31%32%37.1/", true},
	{"reg-name-ipv4", "http://127.1%20.evil.example/", true},
	{"reg-name-ipv4", "http://127.1%00.evil.example/", true},
	{"reg-name-ipv4", "http://127.0.0.1/", false},
	{"reg-name-ipv4", "http://1.2.3.400/", false},
	{"reg-name-ipv4", "http://1.2.3.4.5/", false},
	{"reg-name-ipv4", "http://127.1./", false},
	{"reg-name-ipv4", "http://08.1/", false},
	{"reg-name-ipv4", "http://4294967296/", false},
	{"reg-name-ipv4", "http://example.com/", false},
	{"reg-name-ipv4", "http://[::1]/", false},

	// §7.6: a host whose first labels read like a host of another site
	// than its own (the registrable domain, Public Suffix List).
	{"host-site-lookalike", "https://www.paypal.com.evil.example/", true},
	{"host-site-lookalike", "https://paypal.com.evil.example/login", true},
	{"host-site-lookalike", "http://accounts.google.com.evil.co.uk/", true},
	{"host-site-lookalike", "http://bank.co.uk.evil.example/", true},
	{"host-site-lookalike", "http://PayPal.COM.evil.example./", true},
	{"host-site-lookalike", "http://paypal%2Ecom.evil.example/", true},
	{"host-site-lookalike", "https://www.paypal.com/", false},
	{"host-site-lookalike", "https://www.example.co.uk/", false},
	{"host-site-lookalike", "https://com.evil.example/", false},                 // "com" alone is no site
	{"host-site-lookalike", "https://co.uk.evil.example/", false},               // nor "co.uk"
	{"host-site-lookalike", "https://docs.info.apple.com/", false},              // "info" is left out
	{"host-site-lookalike", "https://api.eu.example.com/", false},               // so are country codes
	{"host-site-lookalike", "https://www.net.cmu.edu/", false},                  // and "net", "org"
	{"host-site-lookalike", "https://www.example.com.s3.amazonaws.com/", false}, // its site is com.s3.amazonaws.com
	{"host-site-lookalike", "http://10.0.0.1/", false},
	{"host-site-lookalike", "http://[::1]/", false},
	{"host-site-lookalike", "mailto:joe@example.com.evil.example", false},

	// §7.5: passwords.
	{"userinfo-password", "ftp://user:secret@host/", true},
	{"userinfo-password", "http://:pw@h/", true},
	{"userinfo-password", "http://user@example.com/", false},
	{"userinfo-password", "ftp://anonymous:@host/", false},
	{"userinfo-password", "http://u%3Ap@h/", false},

	// §7.6: semantic attacks.
	{"userinfo-host-like", "http://x%09.com%2F@h/", true},
	{"userinfo-host-like", "http://x%0d%0a.com@h/", true},
	{"userinfo-host-like", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm", true},
	{"userinfo-host-like", "http://www.google.com@evil.example/", true},
	{"userinfo-host-like", "http://10.0.0.1@example.com/", true},
	{"userinfo-host-like", "http://example.com%2Flogin@evil.example/", true},
	{"userinfo-host-like", "http://user@example.com/", false},
	{"userinfo-host-like", "http://john.doe@example.com/", false},
	{"userinfo-host-like", "http://v1.2@example.com/", false},
	{"userinfo-host-like", "http://Example.com@example.com/", false}, // the host itself
	{"userinfo-host-like", "https://trusted.example@evil.example/", true},
	{"userinfo-host-like", "http://0x7f.1@evil.example/", true},
	{"userinfo-host-like", "http://127.1@evil.example/", true},
	{"userinfo-host-like", "http://paypal.de@evil.example/", true},
	{"userinfo-host-like", "http://user:evil.example@good.example/", true},
	{"userinfo-host-like", "http://user:good.example@good.example/", false},
	{"userinfo-host-like", "http://2130706433@example.com/", false},
	{"userinfo-host-like", "https://mybank@evil.example/", false},
	// §7.6 is about a URI "appearing to identify one (trusted) naming
	// authority while actually identifying a different authority": the
	// authority a reader tells from a host is its site, the registrable
	// domain (Public Suffix List). A name of another site is host-like,
	// one of the host's own site is not (it is a user name).
	{"userinfo-host-like", "http://paypal.com@evil.example/", true},
	{"userinfo-host-like", "http://paypal.com@paypal.com.evil.example/", true},
	{"userinfo-host-like", "https://login.example.co.uk@other.co.uk/", true},
	{"userinfo-host-like", "https://www.example.com@example.com/", false},
	{"userinfo-host-like", "https://login.example.co.uk@www.EXAMPLE.co.uk/", false},
	{"userinfo-host-like", "http://user:www.good.example@good.example/", false},
	{"userinfo-host-like", "http://1.0.0.1@10.0.0.1/", true}, // addresses are of no site
	{"userinfo-user-name", "https://www.example.com@example.com/", true},
	{"userinfo-user-name", "https://mybank@evil.example/", true},
	{"userinfo-user-name", "ftp://anonymous@ftp.example.com/", true},
	{"userinfo-user-name", "WSS://john.doe@example.com/", true},
	{"userinfo-user-name", "https://trusted.example@evil.example/", false},
	{"userinfo-user-name", "https://example.com@example.com/", false},
	{"userinfo-user-name", "ssh://git@example.com/", false},
	{"userinfo-user-name", "http://@example.com/", false},
	{"userinfo-user-name", "http://user:pw@example.com/", false},
	{"userinfo-long", "http://" + strings.Repeat("a", 65) + "@example.com/", true},
	{"userinfo-long", "http://" + strings.Repeat("a", 64) + "@example.com/", false},

	// Obscured text.
	{"host-pct-encoded-unreserved", "http://%77%77%77.example.com/", true},
	{"host-pct-encoded-unreserved", "http://ex%41mple.com/", true},
	{"host-pct-encoded-unreserved", "http://ex%C3%A4mple.com/", false},
	{"host-pct-encoded-unreserved", "http://a/%7E", false},
	{"pct-encoded-unreserved", "http://a/%7Euser/", true},
	{"pct-encoded-unreserved", "http://a/?%41", true},
	{"pct-encoded-unreserved", "http://%75ser@a/", true},
	{"pct-encoded-unreserved", "http://a/~user/", false},
	{"pct-encoded-unreserved", "http://a/%C3%A9", false},
	{"pct-encoded-unreserved", "http://%77ww.example.com/", false},

	// Hosts that browsers (WHATWG URL, without a base) read otherwise.
	{"browser-host-from-path", "http:///example.org/path", true},
	{"browser-host-from-path", "http:/example.com/", true},
	{"browser-host-from-path", "http:example.com/", true},
	{"browser-host-from-path", "http:@www.example.com", true},
	{"browser-host-from-path", "wss:////evil/", true},
	{"browser-host-from-path", "foo:/example.com/", false},
	{"browser-host-from-path", "file:///etc/hosts", false},
	{"browser-host-from-path", "http://example.com/", false},
	{"browser-host-from-path", "mailto:joe@example.com", false},
	{"browser-host-ipv4", "http://127.0.0.1./", true},
	{"browser-host-ipv4", "http://127.1./", true},
	{"browser-host-ipv4", "http://0x7f.1./", true},
	{"browser-host-ipv4", "https://0x.0x.0", true},
	{"browser-host-ipv4", "http://0x7f.1/", false},
	{"browser-host-ipv4", "http://127.0.0.1/", false},
	{"browser-host-ipv4", "foo://127.1./", false},
	{"browser-host-idna", "https://a%C2%ADb/", true},
	{"browser-host-idna", "https://%e2%98%83", true},
	{"browser-host-idna", "http://%C3%89xample.com/", true},
	{"browser-host-idna", "http://EXAMPLE.com/", false},
	{"browser-host-idna", "http://ex%41mple.com/", false},
	{"browser-host-idna", "foo://a%C2%ADb/", false},
	{"browser-host-rejected", "http://ho%2Fst/", true},
	{"browser-host-rejected", "http://good.com%40evil.com/", true},
	{"browser-host-rejected", "http://[v1.x]/", true},
	{"browser-host-rejected", "http://:80/", true},
	{"browser-host-rejected", "http://a%00b/", true},
	{"browser-host-rejected", "http://a:99999/", false},
	{"browser-host-rejected", "foo://[v1.x]/", true},
	{"browser-host-rejected", "http://a.b/", false},
	{"browser-host-other", "file://c:/x", true},
	{"browser-host-other", "file://localhost/x", false},
	{"browser-host-other", "http://[::FFFF:1.2.3.4]/", false},
	{"browser-host-other", "http://[2001:DB8::0:1]:80/", false},

	// §7.4: IPv6 literals that name an IPv4 address (RFC 4291 §2.5.5,
	// RFC 6052, RFC 8215, RFC 3056, RFC 4380).
	{"ipv6-embedded-ipv4", "http://[::ffff:127.0.0.1]/", true},
	{"ipv6-embedded-ipv4", "http://[::FFFF:a9fe:a9fe]/", true},
	{"ipv6-embedded-ipv4", "http://[64:ff9b::10.0.0.1]/", true},
	{"ipv6-embedded-ipv4", "http://[2002:a9fe:a9fe::1]/", true},
	{"ipv6-embedded-ipv4", "http://[::2]/", true},
	{"ipv6-embedded-ipv4", "http://[::1]/", false},
	{"ipv6-embedded-ipv4", "http://[::]/", false},
	{"ipv6-embedded-ipv4", "http://[2001:db8::1]/", false},
	{"ipv6-embedded-ipv4", "http://[64:ff9b:2::1]/", false},
	{"ipv6-embedded-ipv4", "http://127.0.0.1/", false},

	// §7.6 and UTS #39: the scripts of a host's letters.
	{"host-mixed-script", "https://xn--l-7sba6dbr.com/", true},
	{"host-mixed-script", "http://%D1%80%D0%B0ypal.com/", true},
	{"host-mixed-script", "https://www.xn--ggle-55da.com/", true},
	{"host-mixed-script", "foo://xn--bc-6kc/", true},
	{"host-mixed-script", "https://xn--bcher-kva.example/", false},
	{"host-mixed-script", "https://xn--5ck2eqb538s34z.jp/", false},
	{"host-mixed-script", "https://xn--latin-6e1k07e.jp/", false},
	{"host-mixed-script", "https://xn--abc-lt8lk11n.kr/", false},
	{"host-mixed-script", "https://xn--latin-l34dh9138j.tw/", false},
	{"host-mixed-script", "https://xn--hxargifdar.gr/", false},
	{"host-mixed-script", "https://xn--zz.example/", false},
	{"host-mixed-script", "https://xn--l-7sba6dbr" + strings.Repeat("a", 60) + ".com/", false},
	{"host-confusable", "https://xn--80ak6aa92e.com/", true},
	{"host-confusable", "http://%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com/", true},
	{"host-confusable", "https://xn--0xad.example/", true},
	{"host-confusable", "https://xn--e1afmkfd.example/", false},
	{"host-confusable", "https://xn--hxajbheg2az3al.example/", false},
	{"host-confusable", "https://apple.com/", false},
	{"host-confusable", "https://xn--80ak6aa92e.xn--p1ai/", false},
	{"host-confusable", "https://xn--80ak6aa92e/", true},
	{"host-confusable", "https://XN--80AK6AA92E.com/", true},

	// §7.3 and RFC 8089: a file URI read by Windows.
	{"file-remote-host", "file://evil/share", true},
	{"file-remote-host", "file://server.example/x/y", true},
	{"file-remote-host", "FILE://%65vil/", true},
	{"file-remote-host", "file://[::1]/x", true},
	{"file-remote-host", "file:///etc/hosts", false},
	{"file-remote-host", "file://localhost/etc/hosts", false},
	{"file-remote-host", "file://LocalHost/x", false},
	{"file-remote-host", "file://c:/x", false},
	{"file-remote-host", "http://evil/share", false},
	{"windows-file-name", "file:///c:/www/file.txt::$DATA", true},
	{"windows-file-name", "file:///c:/x:y", true},
	{"windows-file-name", "file:///c:/secret.txt.", true},
	{"windows-file-name", "file:///c:/secret.txt%20", true},
	{"windows-file-name", "file:///c:/a%3Cb", true},
	// COM0 and LPT0 are not in Microsoft's list of reserved names
	// (internal/winpath).
	{"windows-file-name", "file:///c:/com0", false},
	{"windows-file-name", "file://../x", true},
	{"windows-file-name", "file://evil/c:/x", true},
	{"windows-file-name", "file:///c:/x", false},
	{"windows-file-name", "file:///C%7C/x", false},
	{"windows-file-name", "file:c:/x", false},
	{"windows-file-name", "file:///c:/a.b/c", false},
	{"windows-file-name", "file:///c:/con", false},
	{"windows-file-name", "file:///c:/a%2Fb:c", false},
	{"windows-file-name", "http://a/x:y", false},
	{"windows-file-name", "http://a/secret.txt.", false},
	{"windows-file-name", "file://server.example./share", false},
	{"windows-file-name", "file://./share", true},
	// A UNC server is a machine's name, not a file's: "nul" there is
	// no device (file-remote-host reports it).
	{"windows-file-name", "file://nul/share", false},
}

// lintClean are ordinary URI references, without findings above info.
var lintClean = []string{
	"http://example.com:80/",
	"http://user@example.com/",
	"http://127.0.0.1/",
	"https://example.com/a/b?c=d#e",
	"http://[2001:db8::1]:8080/",
	"mailto:joe@example.com",
	"urn:isbn:0451450523",
	"file:///etc/hosts",
	"tel:+1-816-555-1212",
	"ldap://[2001:db8::7]/c=GB?objectClass?one",
	"news:comp.infosystems.www.servers.unix",
	"../a/b",
	"",
}

func TestLintCases(t *testing.T) {
	var golden strings.Builder
	hits, misses := map[string]int{}, map[string]int{}
	for _, c := range lintCases {
		if c.hit {
			hits[c.code]++
		} else {
			misses[c.code]++
		}
		u, err := uri.Parse(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		findings := lint.Check(u)
		checkFindings(t, u, findings)
		got := slices.ContainsFunc(findings, func(f lint.Finding) bool { return f.Code == c.code })
		if got != c.hit {
			t.Errorf("Lint(%q): %s found: %v, want %v; findings:\n%s", c.in, c.code, got, c.hit, findingLines(findings))
		}
		sign := "-"
		if c.hit {
			sign = "+"
		}
		golden.WriteString(sign + " " + c.code + "\t" + c.in + "\n" + findingLines(findings))
	}
	for _, code := range lint.Codes() {
		if hits[code.Code] == 0 || misses[code.Code] == 0 {
			t.Errorf("code %s: %d positive and %d negative cases, want at least one of each", code.Code, hits[code.Code], misses[code.Code])
		}
		delete(hits, code.Code)
		delete(misses, code.Code)
	}
	for code := range hits {
		t.Errorf("cases of unknown code %s", code)
	}
	for code := range misses {
		t.Errorf("cases of unknown code %s", code)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata")).Assert(t, "lint", []byte(golden.String()))
}

func findingLines(findings []lint.Finding) string {
	var b strings.Builder
	for _, f := range findings {
		b.WriteString("\t" + f.String() + "\n")
	}
	return b.String()
}

// checkFindings checks what holds of every finding: a known code with its
// severity and section, a span inside the component it names, in order.
func checkFindings(t *testing.T, u uri.URI, findings []lint.Finding) {
	t.Helper()
	s := u.String()
	components := map[string]string{"path": u.Path()}
	add := func(name string) func(string, bool) {
		return func(v string, ok bool) {
			if ok {
				components[name] = v
			}
		}
	}
	add("scheme")(u.Scheme())
	add("userinfo")(u.Userinfo())
	add("host")(u.Host())
	add("port")(u.Port())
	add("query")(u.Query())
	add("fragment")(u.Fragment())
	codes := lint.Codes()
	for i, f := range findings {
		k := slices.IndexFunc(codes, func(c lint.Finding) bool { return c.Code == f.Code })
		if k < 0 || codes[k].Severity != f.Severity || codes[k].Section != f.Section {
			t.Errorf("%q: finding %v: unknown code, or not its severity or section", s, f)
		}
		comp, ok := components[f.Component]
		if f.Start < 0 || f.End <= f.Start || f.End > len(s) || !ok || !strings.Contains(comp, s[f.Start:f.End]) {
			t.Errorf("%q: finding %v: span %d-%d not in its component %q", s, f, f.Start, f.End, comp)
		}
		if f.Message == "" {
			t.Errorf("%q: finding %v: no message", s, f)
		}
		if f.Count < 1 || len(f.More) != min(f.Count-1, lint.MaxMore) {
			t.Errorf("%q: finding %v: count %d, %d more spans", s, f, f.Count, len(f.More))
		}
		prev := f.Start
		for _, sp := range f.More {
			if sp.Start < prev || sp.End <= sp.Start || sp.End > len(s) || !ok || !strings.Contains(comp, s[sp.Start:sp.End]) {
				t.Errorf("%q: finding %v: span %d-%d out of order or not in its component %q", s, f, sp.Start, sp.End, comp)
			}
			prev = sp.Start
		}
		if i > 0 && findings[i-1].Start > f.Start {
			t.Errorf("%q: findings out of order: %v before %v", s, findings[i-1], f)
		}
	}
}

func TestLintClean(t *testing.T) {
	for _, in := range lintClean {
		u := uri.MustParse(in)
		findings := lint.Check(u)
		checkFindings(t, u, findings)
		for _, f := range findings {
			if f.Severity > lint.Info {
				t.Errorf("Lint(%q): %v", in, f)
			}
		}
	}
}

// TestLintSpans checks the spans of findings in URIs made from Parts, and
// that a password is not repeated in its message.
func TestLintSpans(t *testing.T) {
	u, err := uri.Parts{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: "joe:hunter2", HasUserinfo: true,
		Host: "0x7f.1", Port: "25", HasPort: true, Path: "/%2e%2e/AUX", Query: "%0D", HasQuery: true,
		Fragment: "%41", HasFragment: true}.URI()
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ code, text string }{
		{"userinfo-password", "hunter2"},
		{"reg-name-ipv4", "0x7f.1"},
		{"port-well-known", "25"},
		{"encoded-dot-segment", "%2e%2e"},
		{"pct-encoded-unreserved", "%2e%2e"},
		{"device-name", "AUX"},
		{"pct-encoded-crlf", "%0D"},
		{"pct-encoded-unreserved", "%41"},
	}
	findings := lint.Check(u)
	checkFindings(t, u, findings)
	if len(findings) != len(want) {
		t.Fatalf("Lint(%q):\n%s", u, findingLines(findings))
	}
	for i, f := range findings {
		if f.Code != want[i].code || u.String()[f.Start:f.End] != want[i].text {
			t.Errorf("Lint(%q): finding %d: %v, want %s at %q", u, i, f, want[i].code, want[i].text)
		}
		if strings.Contains(f.Message, "hunter2") {
			t.Errorf("Lint(%q): %v tells the password", u, f)
		}
	}
}

func TestLintCodes(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range lint.Codes() {
		if seen[c.Code] || c.Code == "" || c.Section == "" || c.Severity < lint.Info || c.Severity > lint.Error {
			t.Errorf("LintCodes: %+v", c)
		}
		seen[c.Code] = true
	}
	for s, want := range map[lint.Severity]string{lint.Info: "info", lint.Warning: "warning", lint.Error: "error", 0: "Severity(0)"} {
		if s.String() != want {
			t.Errorf("Severity(%d).String() = %q, want %q", s, s, want)
		}
	}
}

// FuzzLint checks the properties of checkFindings on any URI reference.
func FuzzLint(f *testing.F) {
	for _, c := range lintCases {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		checkFindings(t, u, lint.Check(u))
	})
}
