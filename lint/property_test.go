package lint_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/corpus"
	"github.com/abnf-uri/uri/internal/whatwg"
	"github.com/abnf-uri/uri/lint"
	"github.com/sebdah/goldie/v2"
)

// reproducers are the inputs of issue 22 that Check missed or reported
// badly, each with the code it must report. Their findings are in
// testdata/reproducers.golden.
var reproducers = []struct {
	name, in, code string
}{
	// RFC 3986 §7.4, RFC 4291 §2.5.5: IPv6 literals that name IPv4 space.
	{"ipv4-mapped-loopback", "http://[::ffff:127.0.0.1]/", "ipv6-embedded-ipv4"},
	{"ipv4-mapped-metadata", "http://[::ffff:169.254.169.254]/latest/meta-data/", "ipv6-embedded-ipv4"},
	{"ipv4-mapped-hex", "http://[::ffff:7f00:1]/", "ipv6-embedded-ipv4"},
	{"nat64-metadata", "http://[64:ff9b::a9fe:a9fe]/", "ipv6-embedded-ipv4"},
	{"nat64-local-use", "http://[64:ff9b:1::a00:1]/", "ipv6-embedded-ipv4"},
	{"ipv4-compatible", "http://[::127.0.0.1]/", "ipv6-embedded-ipv4"},
	{"ipv4-translated", "http://[::ffff:0:a00:1]/", "ipv6-embedded-ipv4"},
	{"6to4", "http://[2002:c0a8:101::1]/", "ipv6-embedded-ipv4"},
	{"teredo", "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "ipv6-embedded-ipv4"},
	// RFC 3986 §7.6: a user name alone before the host.
	{"userinfo-dotted-name", "https://trusted.example@evil.example/", "userinfo-host-like"},
	{"userinfo-inet-aton", "http://0x7f.1@evil.example/", "userinfo-host-like"},
	{"userinfo-bare-name", "https://mybank@evil.example/", "userinfo-user-name"},
	// RFC 3986 §7.5: a password that reads like a host is reported, not
	// repeated.
	{"userinfo-password-host-like", "http://user:evil.example@good.example/", "userinfo-host-like"},
	// RFC 8089 §2, E.3: a host in a file URI is a UNC server.
	{"file-unc-host", "file://evil/share", "file-remote-host"},
	{"file-unc-host-dotdot", "file://../x", "windows-file-name"},
	// UTS #39 §5.2: a host label that mixes scripts; §4: one whose letters
	// all pass for Latin ones.
	{"mixed-script-a-label", "https://xn--l-7sba6dbr.com/", "host-mixed-script"},
	{"mixed-script-percent", "https://%D1%80%D0%B0ypal.com/", "host-mixed-script"},
	{"whole-script-confusable", "https://xn--80ak6aa92e.com/", "host-confusable"},
	// Windows file names (Microsoft's "Naming Files, Paths, and
	// Namespaces"): streams, trailing dots and spaces.
	{"ntfs-default-stream", "file:///c:/www/file.txt::$DATA", "windows-file-name"},
	{"ntfs-named-stream", "file:///c:/x:y", "windows-file-name"},
	{"trailing-dot", "file:///c:/secret.txt.", "windows-file-name"},
	{"trailing-space", "file:///c:/secret.txt%20", "windows-file-name"},
	{"three-dots", "file:///c:/...", "device-name"},
	{"device-con", "file:///c:/CON", "device-name"},
	{"device-nul-ext", "file:///c:/dir/nul.txt", "device-name"},
	{"device-com-superscript", "file:///c:/COM%C2%B9", "device-name"},
}

// TestNoPassword checks that no finding repeats the password of its URI
// (RFC 3986 §7.5), which issue 22 found in userinfo-host-like's message,
// and which the percent-encoding codes and scheme-syntax quoted too.
func TestNoPassword(t *testing.T) {
	for _, c := range []struct{ in, password, code string }{
		{"http://user:evil.example@good.example/", "evil.example", "userinfo-host-like"},
		{"http://user:%41%42%43%44@good.example/", "%41%42%43%44", "pct-encoded-unreserved"},
		{"http://user:x%0D%0Ay@good.example/", "%0D%0A", "pct-encoded-crlf"},
		{"ftp://u:se:cret@host/", "se:cret", "scheme-syntax"},
		{"ftp://u:www.bank.example:S3cret@host/", "www.bank.example", "userinfo-host-like"},
	} {
		findings := lint.Check(uri.MustParse(c.in))
		if !hasCode(findings, c.code) {
			t.Errorf("Check(%q): no %s:\n%s", c.in, c.code, findingLines(findings))
		}
		for _, f := range findings {
			for _, p := range []string{c.password, unescapeOr(c.password), c.password[1:]} {
				if strings.Contains(f.Message, p) {
					t.Errorf("Check(%q): %v tells the password", c.in, f)
				}
			}
		}
	}
}

// TestReproducers checks that each input of issue 22 has its finding;
// the findings are in testdata/reproducers.golden.
func TestReproducers(t *testing.T) {
	var golden strings.Builder
	for _, r := range reproducers {
		u, err := uri.Parse(r.in)
		if err != nil {
			t.Errorf("%s: %v", r.name, err)
			continue
		}
		findings := lint.Check(u)
		checkFindings(t, u, findings)
		if !hasCode(findings, r.code) {
			t.Errorf("%s: Check(%q): no %s; findings:\n%s", r.name, r.in, r.code, findingLines(findings))
		}
		golden.WriteString(r.name + "\t" + r.in + "\n" + findingLines(findings))
	}
	goldie.New(t, goldie.WithFixtureDir("testdata")).Assert(t, "reproducers", []byte(golden.String()))
}

func hasCode(findings []lint.Finding, code string) bool {
	for _, f := range findings {
		if f.Code == code {
			return true
		}
	}
	return false
}

// propertySeeds are the URIs the mutants of TestProperties are made from,
// beside the cases of TestLintCases.
var propertySeeds = []string{
	"http://example.com/a/b?c=d#e",
	"https://user@example.com:8443/x/y",
	"ftp://user:S3cret.evil.example@ftp.example.com/pub/",
	"file:///c:/windows/system32/drivers/etc/hosts",
	"file://server/share/dir/file.txt",
	"file:////server/share/x",
	"http://[::ffff:127.0.0.1]/",
	"https://xn--l-7sba6dbr.com/",
	"ws://a/%2e%2e/%2F",
	"urn:isbn:0451450523",
	"../a/./b",
	"//host/../x",
}

// mutate returns a mutant of the valid URI u: one of its components
// replaced by a hostile value (a userinfo with a password, an IPv6
// literal with an embedded IPv4 address, a confusable host, a dot-segment
// or a device or stream name in the path, repeated), or nothing when the
// result is no URI reference.
func mutate(r *rand.Rand, u uri.URI) (uri.URI, bool) {
	p := u.Parts()
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	switch r.IntN(7) {
	case 0:
		p.HasAuthority, p.HasUserinfo = true, true
		p.Userinfo = pick("user:Pa55word", "user:evil.example", "trusted.example", "mybank", "0x7f.1",
			"u:%41%42%43%44", "x:S3cret%0D%0Aok", ":hunter2", "cnn.example.com&story=breaking_news", "a:b:c:d")
		if p.Host == "" {
			p.Host = "good.example"
		}
	case 1:
		p.HasAuthority = true
		p.Host = pick("[::ffff:127.0.0.1]", "[::ffff:169.254.169.254]", "[::ffff:7f00:1]", "[64:ff9b::a9fe:a9fe]",
			"[64:ff9b:1::a00:1]", "[2002:a9fe:a9fe::]", "[2001:0:4136:e378:8000:63bf:3fff:fdd2]", "[::1]", "[::]",
			"[::127.0.0.1]", "xn--l-7sba6dbr.com", "xn--80ak6aa92e.com", "%D1%80%D0%B0ypal.com", "..", "evil", "localhost",
			"xn--", "xn--zz", "xn--"+strings.Repeat("a", 70))
	case 2:
		seg := pick("..", ".", "%2e%2e", "%2F", "con", "nul.txt", "COM%C2%B9", "file.txt::$DATA", "x:y", "secret.txt.",
			"...", "a%20", "%00", "%41", "%0D%0A", "a%5C..")
		n := 1 + r.IntN(40)
		if r.IntN(10) == 0 {
			n = 200 // more than codes times components
		}
		p.Path = strings.TrimSuffix(p.Path, "/") + strings.Repeat("/"+seg, n)
		if p.HasAuthority && !strings.HasPrefix(p.Path, "/") {
			p.Path = "/" + p.Path
		}
	case 3:
		p.HasScheme, p.Scheme = true, pick("http", "https", "file", "ftp", "ws", "foo", "FILE")
	case 4:
		p.HasPort, p.Port = true, pick("", "0", "25", "99999")
		p.HasAuthority = true
	case 5:
		p.HasQuery, p.Query = true, strings.Repeat(pick("%0a", "%41", "%00", "a"), 1+r.IntN(20))
	case 6:
		p.HasFragment, p.Fragment = true, pick("%7E", "x%09y", "")
	}
	v, err := p.URI()
	return v, err == nil
}

// propertyFailures checks the properties of Check on u: it does not
// panic; it reports each code at most once per component, so that there
// are at most as many findings as codes times components; no finding
// carries the password of u (the userinfo after its first ":", RFC 3986
// §7.5), nor the password a WHATWG URL parser reads; and checkFindings'
// properties. It returns the names of the properties that fail.
func propertyFailures(t *testing.T, u uri.URI) (failed []string) {
	var findings []lint.Finding
	func() {
		defer func() {
			if e := recover(); e != nil {
				failed = append(failed, "panic")
				t.Logf("Check(%q) panics: %v", u, e)
			}
		}()
		findings = lint.Check(u)
	}()
	max := len(lint.Codes()) * 7
	seen := map[[2]string]bool{}
	for _, f := range findings {
		k := [2]string{f.Code, f.Component}
		if seen[k] {
			failed = append(failed, "once")
			t.Logf("Check(%q): %s twice in the %s", clip(u.String()), f.Code, f.Component)
			break
		}
		seen[k] = true
	}
	if len(findings) > max {
		failed = append(failed, "bounded")
	}
	if pw := secrets(u); len(pw) > 0 {
		// A password that the finding of the same URI with another
		// password also holds is the message's own text ("pass" in
		// "password").
		other := map[string]string{}
		if ui, ok := u.Userinfo(); ok {
			if user, p, ok := strings.Cut(ui, ":"); ok {
				pt := u.Parts()
				pt.Userinfo = user + ":" + strings.Repeat("Q", len(p))
				if v, err := pt.URI(); err == nil {
					for _, f := range lint.Check(v) {
						other[f.Code+" "+f.Component] = f.String()
					}
				}
			}
		}
	findings:
		for _, f := range findings {
			text := f.String() + " " + f.Code + " " + f.Component + " " + f.Section
			for _, p := range pw {
				if strings.Contains(text, p) && !strings.Contains(other[f.Code+" "+f.Component], p) {
					failed = append(failed, "password")
					t.Logf("Check(%q): %q tells the password %q", u, f, p)
					break findings
				}
			}
		}
	}
	return failed
}

// secrets returns the passwords of u that no finding may repeat: RFC 3986's
// (after the first ":" of the userinfo) and a WHATWG parser's, raw and
// decoded, each at least 4 bytes long and found in u only in its
// userinfo (a password that is also the host may be named as the host).
func secrets(u uri.URI) []string {
	s := u.String()
	var out []string
	add := func(pw, userinfo string) {
		for _, p := range []string{pw, unescapeOr(pw)} {
			if len(p) >= 4 && strings.Count(s, p) == strings.Count(userinfo, p) {
				out = append(out, p)
			}
		}
	}
	if ui, ok := u.Userinfo(); ok {
		if _, pw, ok := strings.Cut(ui, ":"); ok {
			add(pw, ui)
		}
	}
	if w, err := whatwg.Parse(s, nil); err == nil && w.Password != "" {
		add(w.Password, w.Username+":"+w.Password)
	}
	return out
}

func unescapeOr(s string) string {
	if d, err := uri.Unescape(s); err == nil {
		return d
	}
	return s
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

// TestProperties checks propertyFailures on the cases of TestLintCases,
// the reproducers of issue 22, propertySeeds and mutants of them, and on
// the web-platform-tests URL data, and on the URL corpora of ../shared
// when they are there, with mutants of one line in ten; it logs the counts of inputs and failures.
func TestProperties(t *testing.T) {
	var seeds []uri.URI
	for _, s := range propertySeeds {
		seeds = append(seeds, uri.MustParse(s))
	}
	for _, c := range lintCases {
		seeds = append(seeds, uri.MustParse(c.in))
	}
	for _, c := range reproducers {
		seeds = append(seeds, uri.MustParse(c.in))
	}
	for _, c := range loadWPT(t) {
		if u, err := uri.Parse(c.Input); err == nil {
			seeds = append(seeds, u)
		}
	}
	r := rand.New(rand.NewPCG(22, 11))
	inputs := append([]uri.URI(nil), seeds...)
	for range 4000 {
		u := seeds[r.IntN(len(seeds))]
		for range 1 + r.IntN(3) {
			if v, ok := mutate(r, u); ok {
				u = v
			}
		}
		inputs = append(inputs, u)
	}
	runProperties(t, "built-in inputs (cases, reproducers, WPT data) and mutants", inputs)

	lines := corpus.Lines()
	if lines == nil {
		t.Skip("no URL lists in " + corpus.Dir + " (they sit beside the repository)")
	}
	var refs []uri.URI
	for _, line := range lines {
		if u, err := uri.Parse(line); err == nil {
			refs = append(refs, u)
		}
	}
	// Every line, and a mutant of one line in ten.
	n := len(refs)
	for i := 0; i < n; i += 10 {
		if v, ok := mutate(r, refs[i]); ok {
			refs = append(refs, v)
		}
	}
	runProperties(t, "the corpora of ../shared, with mutants", refs)
}

func runProperties(t *testing.T, name string, inputs []uri.URI) {
	t.Helper()
	counts := map[string]int{}
	for _, u := range inputs {
		for _, p := range propertyFailures(t, u) {
			counts[p]++
		}
	}
	t.Logf("%s: %d inputs; failures: panic %d, once per code and component %d, at most codes × components %d, password %d",
		name, len(inputs), counts["panic"], counts["once"], counts["bounded"], counts["password"])
	for p, n := range counts {
		t.Errorf("%s: property %q fails on %d of %d inputs", name, p, n, len(inputs))
	}
}
