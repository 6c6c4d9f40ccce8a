package lenient_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/corpus"
	"github.com/abnf-uri/uri/internal/whatwg"
	"github.com/abnf-uri/uri/lenient"
)

// hostSeeds are URLs of special schemes, some already URI references,
// some not, that hostMutants changes in and around the host.
var hostSeeds = []string{
	"https://trusted.example/",
	"https://trusted.example/a b",
	"http://bücher.example/x",
	"http://user:pw@host.example:8080/p?q#f",
	"https://a.b.example./",
	"ws://example.com/chat",
	"ftp://ftp.example/pub/",
	"file://server/share/x",
	"file:///C:/x",
	"http://127.0.0.1/",
	"https://[::1]/",
	"https://[v1.x]/ ",
	"https://[fe80::1%25eth0]/ ",
	"http://h:99999/ ",
	"http://h:65535/ ",
	"http:\\\\example.com\\x",
}

// hostInserts are what hostMutants puts into a host: delimiters, their
// fullwidth and compatibility forms (which IDNA maps to them), escapes of
// delimiters, characters IDNA maps or removes, dots, IPv4 forms, an empty
// port.
var hostInserts = []string{
	"@", "/", "#", "?", ":", "\\", "[", "]", " ", "%", "<",
	"\uFF20", "\uFE6B", "\uFF0F", "\uFF03", "\uFF1F", "\uFF1A", "\uFF3C", "\uFE56", "\uFE55", "\uFE5F",
	"\u2100", "\u2101", "\u2105", "\u2106", "\u00bd", "\u2474",
	"%40", "%23", "%2F", "%2f", "%3A", "%3F", "%5C", "%2E", "%25", "%20", "%00", "%3A443%40", "\uFF05\uFF14\uFF11", "\uFF05\uFF12\uFF13",
	"\u00ad", "\u00ad%40", "\u200d", "\u3002", "\uFF0E", "\u00fc", "\uFF21", "\u00df", "xn--", "\u0301",
	".", "..", "/../", "/./",
}

// hostMutants returns seed with each insert put at the start of its host,
// in the middle and at its end, with a soft hyphen beside it (which sends
// an ASCII host through IDNA), and with a space in the path (so that the
// URL needs repairs); and the hosts replaced by IPv4 forms and an empty
// port.
func hostMutants(seed string) []string {
	p := strings.Index(seed, "//")
	if p < 0 {
		return nil
	}
	start := p + 2
	end := start
	for end < len(seed) && !strings.ContainsRune("/?#\\", rune(seed[end])) {
		end++
	}
	if at := strings.LastIndexByte(seed[start:end], '@'); at >= 0 {
		start += at + 1
	}
	host := seed[start:end]
	pre, post := seed[:start], seed[end:]
	var out []string
	add := func(h string) {
		out = append(out, pre+h+post, pre+h+post+" ", pre+h+"\u00ad"+post)
	}
	for _, ins := range hostInserts {
		add(ins + host)
		add(host + ins)
		add(host[:len(host)/2] + ins + host[len(host)/2:])
		add(host + ins + "evil.example")
	}
	for _, h := range []string{"0x7f.1", "127.1", "2130706433", "1.2.3.4.", "0177.0.0.1", "127.0.0.1:", host + ":", ":", "", host + "%2E", "1.2.3.0x100"} {
		add(h)
	}
	return out
}

// hostStats counts the cases of the host properties.
type hostStats struct {
	inputs, repaired, failures int
}

// checkHost checks the host properties of a repair of in, of a special
// scheme, that was no URI reference: (a) the repair's host, as RFC 3986
// reads it, is the host browsers reach from the input (internal/whatwg);
// (b) a repair whose input browsers refuse has no host; and a browser
// reading the repair reaches the same host as one reading the input. It
// reports the first failures and counts them.
func checkHost(t *testing.T, in string, st *hostStats) {
	t.Helper()
	checkHostRef(t, in, "", st)
	if rest, ok := strings.CutPrefix(in, "https:"); ok {
		// The same, as a reference against a base of a special scheme.
		checkHostRef(t, rest, "https://base.example/", st)
	}
}

// checkHostRef is checkHost for in as a reference against base, if base
// is not "".
func checkHostRef(t *testing.T, in, base string, st *hostStats) {
	t.Helper()
	st.inputs++
	var r lenient.Result
	var err error
	var wbase *whatwg.URL
	if base != "" {
		r, err = lenient.ParseRef(in, uri.MustParse(base))
		wbase, _ = whatwg.Parse(base, nil)
	} else {
		r, err = lenient.Parse(in)
	}
	if err != nil || uri.Valid(in) {
		return // refused, or returned as it is
	}
	resolved := r.URI
	if base != "" {
		resolved = uri.MustParse(base).ResolveReference(r.URI)
	}
	scheme, _ := resolved.Scheme()
	if !whatwg.IsSpecial(strings.ToLower(scheme)) {
		return
	}
	st.repaired++
	if msg := hostProblem(in, wbase, resolved); msg != "" {
		st.failures++
		if st.failures <= 20 {
			t.Errorf("%+q: repaired %q: %s", in, r.URI, msg)
		}
	}
}

// hostProblem says how the host of the repair out of in (against base,
// if not nil; out is then the resolved repair) differs from what browsers
// reach, or "".
func hostProblem(in string, base *whatwg.URL, out uri.URI) string {
	w, werr := whatwg.Parse(in, base)
	wo, woerr := whatwg.Parse(out.String(), nil)
	host, hasHost := out.Host()
	switch {
	case werr != nil && hasHost && host != "":
		return "browsers refuse the input, the repair has host " + host
	case werr != nil && woerr == nil && wo.Host != "":
		return "browsers refuse the input, and reach " + wo.Host + " from the repair"
	case werr != nil:
		return ""
	case woerr != nil && hasHost:
		return "browsers reach " + w.Host + " from the input and refuse the repair"
	case woerr != nil:
		return "" // no host either way: "http:x" against an http base
	case wo.Host != w.Host:
		return "browsers reach " + w.Host + " from the input and " + wo.Host + " from the repair"
	case hasHost && rfcHost(out, host) != w.Host:
		return "RFC 3986 reads host " + rfcHost(out, host) + " in the repair, browsers " + w.Host
	}
	return ""
}

// rfcHost is the host of u as a resolver reaches it: an IP literal as
// browsers serialize it, a registered name with its escapes decoded, in
// lower case; "localhost" of a file URI is the empty host (RFC 8089 §2).
func rfcHost(u uri.URI, host string) string {
	if u.HostKind() == uri.IPv6 || u.HostKind() == uri.IPvFuture {
		h, err := whatwg.ParseHost(host, true)
		if err != nil {
			return "(refused IP literal " + host + ")"
		}
		return h
	}
	d, err := uri.Unescape(host)
	if err != nil {
		return "(bad escapes " + host + ")"
	}
	d = strings.ToLower(d)
	if s, _ := u.Scheme(); strings.EqualFold(s, "file") && d == "localhost" {
		return ""
	}
	return d
}

// TestHostProperty checks checkHost's properties on the mutants of
// hostSeeds and of the repair cases, and on the URL corpora and the
// web-platform-tests data when ../shared is there, with some of their
// mutants.
func TestHostProperty(t *testing.T) {
	var st hostStats
	seeds := append([]string(nil), hostSeeds...)
	for _, c := range repairCases {
		if c.base == "" {
			seeds = append(seeds, c.in)
		}
	}
	for _, s := range seeds {
		checkHost(t, s, &st)
		for _, m := range hostMutants(s) {
			checkHost(t, m, &st)
		}
	}
	for _, c := range hostReproducers {
		in, _ := strconv.Unquote(`"` + c.in + `"`)
		checkHost(t, in, &st)
	}
	t.Logf("built-in: %d inputs, %d repairs of a special scheme, %d failures", st.inputs, st.repaired, st.failures)
	lines := corpus.Lines()
	if lines == nil {
		t.Skip("no URL lists in " + corpus.Dir + " (they sit beside the repository): built-in inputs only")
	}
	st = hostStats{}
	for k, in := range lines {
		checkHost(t, in, &st)
		if k%1999 == 1998 { // mutants of one line in 1999, to stay within seconds
			for _, m := range hostMutants(in) {
				checkHost(t, m, &st)
			}
		}
	}
	for _, c := range loadWPT(t) {
		switch {
		case c.Base == nil:
			checkHost(t, c.Input, &st)
		case uri.Valid(*c.Base):
			checkHostRef(t, c.Input, *c.Base, &st)
		}
	}
	t.Logf("corpora and WPT: %d inputs, %d repairs of a special scheme, %d failures", st.inputs, st.repaired, st.failures)
}

// hostReproducers are inputs whose repair once reached another host than
// browsers, which refuse them all: decoding escapes and IDNA mapping made
// a delimiter of the host's text (issue 22, item 1). The URL Standard's
// host parser checks for a forbidden domain code point after both
// ("host parsing", steps 4 to 8); RFC 3986 §3.2.2 reads a registered name
// up to the first "@", "/", ":", "?" or "#" of the text as written.
var hostReproducers = []struct{ name, in, want string }{
	{"fullwidth commercial at U+FF20", "https://trusted.example\uFF20evil.example/",
		`uri: repair "https://trusted.example＠evil.example/": host "trusted.example＠evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '@' after domain to ASCII) at offset 8`},
	{"small commercial at U+FE6B", "https://trusted.example\uFE6Bevil.example/",
		`uri: repair "https://trusted.example﹫evil.example/": host "trusted.example﹫evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '@' after domain to ASCII) at offset 8`},
	{"soft hyphen and %40", "https://trusted.example\u00ad%40evil.example/",
		`uri: repair "https://trusted.example\u00ad%40evil.example/": host "trusted.example\u00ad%40evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '@' after domain to ASCII) at offset 8`},
	{"fullwidth solidus U+FF0F", "https://trusted.example\uFF0Fevil.example/",
		`uri: repair "https://trusted.example／evil.example/": host "trusted.example／evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '/' after domain to ASCII) at offset 8`},
	{"account of U+2100", "https://evil.example\u2100trusted.example/",
		`uri: repair "https://evil.example℀trusted.example/": host "evil.example℀trusted.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '/' after domain to ASCII) at offset 8`},
	{"fullwidth number sign U+FF03", "https://trusted.example\uFF03evil.example/",
		`uri: repair "https://trusted.example＃evil.example/": host "trusted.example＃evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '#' after domain to ASCII) at offset 8`},
	{"%23 beside a name beyond ASCII", "https://b\u00fccher.example%23evil.example/",
		`uri: repair "https://bücher.example%23evil.example/": host "bücher.example%23evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '#' after domain to ASCII) at offset 8`},
	{"%3A443%40", "https://trusted.example%3A443%40evil.example\u00ad/",
		`uri: repair "https://trusted.example%3A443%40evil.example\u00ad/": host "trusted.example%3A443%40evil.example\u00ad" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point ':' after domain to ASCII) at offset 8`},
	{"fullwidth %41", "https://trusted\uFF05\uFF14\uFF11.example/",
		`uri: repair "https://trusted％４１.example/": host "trusted％４１.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '%' after domain to ASCII) at offset 8`},
	{"%40 in an ASCII name, trimmed", "https://trusted.example%40evil.example/ ",
		`uri: repair "https://trusted.example%40evil.example/ ": host "trusted.example%40evil.example" holds a character no host has once its escapes are decoded and IDNA maps it (forbidden domain code point '@' after domain to ASCII) at offset 8`},
	{"a bare %", "https://trusted.example%evil.example/ ",
		`uri: repair "https://trusted.example%evil.example/ ": invalid character "%" in host at offset 23`},
	{"userinfo in a file URL", "file://trusted.example@evil.example/x ",
		`uri: repair "file://trusted.example@evil.example/x ": invalid character "@" in host at offset 22: a file URL has no userinfo`},
	{"port in a file URL", "file://evil.example:80/x ",
		`uri: repair "file://evil.example:80/x ": invalid character ":" in host at offset 19: a file URL has no port`},
	{"IPvFuture literal", "https://[v1.evil]/ ",
		`uri: repair "https://[v1.evil]/ ": browsers refuse IP literal "[v1.evil]" in host at offset 8`},
	{"port above 65535", "http://evil.example:65536/ ",
		`uri: repair "http://evil.example:65536/ ": port "65536" out of range at offset 20: browsers refuse a port above 65535`},
	{"IPv4 address out of range", "http://1.2.3.256/ ",
		`uri: repair "http://1.2.3.256/ ": browsers refuse host "1.2.3.256" at offset 13: expected a last IPv4 part below 256`},
}

// TestHostReproducers checks that each of hostReproducers is refused,
// with the error that says why, and that it is refused as a reference
// against a base of a special scheme too.
func TestHostReproducers(t *testing.T) {
	base := uri.MustParse("https://base.example/")
	for _, c := range hostReproducers {
		in, err := strconv.Unquote(`"` + c.in + `"`)
		if err != nil {
			t.Fatal(err)
		}
		_, err = lenient.Parse(in)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: Parse(%+q):\n got %v\nwant %s", c.name, in, err, c.want)
		}
		if _, ok := errors.AsType[*uri.SyntaxError](err); !ok {
			t.Errorf("%s: Parse(%+q): %T", c.name, in, err)
		}
		if rest, ok := strings.CutPrefix(in, "https:"); ok {
			if r, err := lenient.ParseRef(rest, base); err == nil {
				t.Errorf("%s: ParseRef(%+q): %q", c.name, rest, r.URI)
			}
		}
	}
}
