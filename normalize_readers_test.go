package uri_test

import (
	"math/rand/v2"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/fileuri"
	"github.com/abnf-uri/uri/internal/whatwg"
)

// Normalization must not change what readers other than RFC 3986 reach:
// the host a WHATWG URL parser (a browser) reads in a URI of a special
// scheme, and the UNC host and share or drive letter of the Windows path a file URI
// converts to (RFC 8089). The tests below check it on the issue's
// reproducers, on mutants of them, and on the corpora beside the
// repository when they are there.

// normReaderSeeds are the URIs the mutants are made from: every
// reproducer of a normalization that moved a host or a drive, and URIs
// of the special schemes and file in their usual shapes.
var normReaderSeeds = []string{
	// The reproducers of the issue, first: a drive in the host position
	// (RFC 8089 E.2), an empty port after an empty host, a ".." that
	// moves the browser's host, a "..." that Windows reads as "..", a
	// ".." that moves the drive.
	"file://c:/x/y",
	"file://://evil/share/x",
	"https://://evil.example/",
	"ftp://:///x",
	"https:///../evil.example/x",
	"https:/.%2e/evil.example/",
	"http:FILE:../../evil.example",
	"file:///c:/www/..%2e/x",
	"file:///C:/../d:/x",
	// Usual shapes.
	"http://example.com/a/b/../c?q#f",
	"https://user:pw@example.com:443/./a",
	"ws://127.0.0.1:80/chat",
	"wss://[2001:db8::1]/",
	"ftp://ftp.example.com:21/pub/../file.txt",
	"http://example.com:/",
	"http:/example.com/a",
	"http:example.com/a",
	"http:///example.com/a",
	"http:////example.com/a",
	"file:///c:/windows/system32",
	"file:///c:/a/b/../c",
	"file://server/share/dir/../file",
	"file:////server/share/file",
	"file://///server/share/file",
	"file://localhost/c:/x",
	"file://localhost//server/share",
	"file:/c:/x",
	"file:c:/x",
	"file:///etc/hosts",
	"file:///c/x/y",
	"//:/.//evil",
	"///../evil/x",
}

// normReaderTokens are what the mutants insert: delimiters, escapes,
// dot-segments, empty ports and hosts, drive letters, IPv4 forms and
// extra slashes.
var normReaderTokens = []string{
	"/", "//", "///", ":", "@", "?", "#", "\\",
	"%2e", "%2E", "%2F", "%40", "%2e%2e", ".%2E", "%2E.", "..%2e", "%2e%2e%2e",
	".", "..", "/.", "/..", "./", "../", "/./", "/../", "/.../",
	"://", ":/", "//:", "//:/", ":@", "@:",
	"c:", "c|", "/c:", "C:/", "/d:/", "c", "c%3A", "c%7C",
	"127.0.0.1", "0x7f.1", "2130706433", "127.1", "0177.0.0.1",
	"evil.example", "localhost", "LOCALHOST", "%6Cocalhost",
	":%38%30", "%3A", "%3a", "%61", "%41", "%43:", "%5C", "%7C", "/%2e%2e/", ".%2e:", "..:", "x:",
	"[::1]", "[v1.x]", ":80", ":443", ":0", ":21", "@@", "a@", "u:p@",
}

// normReaderInputs returns the seeds, their scheme changed to each
// special scheme and file, and their mutants: each token inserted at
// each byte offset of each seed (of each scheme, for the reproducers),
// and pairs of tokens at random offsets.
func normReaderInputs() []string {
	var out []string
	seeds := append([]string(nil), normReaderSeeds...)
	all := 9 // the seeds that get every token at every offset: the issue's reproducers
	for k, s := range normReaderSeeds {
		i := strings.IndexByte(s, ':')
		if i <= 0 || strings.HasPrefix(s, "/") {
			continue
		}
		for _, scheme := range []string{"http", "HTTPS", "ws", "wss", "ftp", "file", "FILE", "foo"} {
			seeds = append(seeds, scheme+s[i:])
			if k < 9 {
				seeds[all], seeds[len(seeds)-1] = seeds[len(seeds)-1], seeds[all]
				all++
			}
		}
	}
	out = append(out, seeds...)
	rng := rand.New(rand.NewPCG(22, 6))
	for k, s := range seeds {
		for i := 0; i <= len(s); i++ {
			if k < all {
				for _, tok := range normReaderTokens {
					out = append(out, s[:i]+tok+s[i:])
				}
				continue
			}
			for range 4 {
				out = append(out, s[:i]+normReaderTokens[rng.IntN(len(normReaderTokens))]+s[i:])
			}
		}
	}
	for range 20000 {
		s := seeds[rng.IntN(len(seeds))]
		for range 2 {
			i := rng.IntN(len(s) + 1)
			s = s[:i] + normReaderTokens[rng.IntN(len(normReaderTokens))] + s[i:]
		}
		out = append(out, s)
	}
	return out
}

// normSpecial reports whether scheme, in any case, is one that WHATWG
// URL parsers read with a host of their own ("special").
func normSpecial(scheme string) bool {
	switch strings.ToLower(scheme) {
	case "http", "https", "ws", "wss", "ftp", "file":
		return true
	}
	return false
}

// normBrowserHost is what a browser reaches: the host, and whether the
// URL parses at all.
func normBrowserHost(s string) (string, bool) {
	u, err := whatwg.Parse(s, nil)
	if err != nil {
		return "", false
	}
	return u.Host, true
}

// normWinPath is the UNC host and share, or the drive letter, of the
// Windows path of a file URI, lowercased (Windows reads neither by case),
// the path, and whether the URI converts.
func normWinPath(s string) (host, share, drive, path string, ok bool) {
	p, err := fileuri.ToPath(s, fileuri.Windows)
	if err != nil {
		return "", "", "", "", false
	}
	if rest, unc := strings.CutPrefix(p, `\\`); unc {
		host, rest, _ = strings.Cut(rest, `\`)
		share, _, _ = strings.Cut(rest, `\`)
		host, share = strings.ToLower(host), strings.ToLower(share)
		// One IPv6 address has more than one ipv6-literal.net name.
		if name, ok := strings.CutSuffix(host, ".ipv6-literal.net"); ok {
			if a, err := netip.ParseAddr(strings.ReplaceAll(name, "-", ":")); err == nil {
				host = a.String()
			}
		}
		return host, share, "", p, true
	}
	if len(p) >= 2 && p[1] == ':' {
		drive = strings.ToLower(p[:1])
	}
	return "", "", drive, p, true
}

// normWinHidden returns the names of the Windows path p, after its UNC
// host if any, that Windows
// reads as "." or "..", but that are not written so: it drops the
// periods and spaces that end a name, so "..." is "..".
func normWinHidden(p string) []string {
	var out []string
	if rest, unc := strings.CutPrefix(p, `\\`); unc {
		_, p, _ = strings.Cut(rest, `\`) // the host is not a name
	}
	for _, name := range strings.Split(p, `\`) {
		if name != "." && name != ".." && strings.Trim(name, ". ") == "" && strings.Contains(name, ".") {
			out = append(out, name)
		}
	}
	return out
}

// normFileReading is the UNC host and the drive letter, lowercased, that
// RFC 8089 reads in a file URI, valid by RFC 3986, whatever ToPath says
// of the rest: a host other than "localhost" (Appendix E.3.1), or a drive
// written as host and empty port (E.2); else the first non-empty segment
// of a path that begins with "//" (E.3.2), or a drive letter as the first
// segment (E.2), or a one-letter first segment before others, which
// ToPath reads as a drive.
func normFileReading(s string) (host, drive string) {
	u := uri.MustParse(s)
	h, hasAuth := u.Host()
	if hasAuth {
		_, ui := u.Userinfo()
		if port, ok := u.Port(); ok && port == "" && !ui && len(h) == 1 && normLetter(h[0]) {
			return "", strings.ToLower(h)
		}
		if d, err := uri.Unescape(h); err == nil && d != "" && !strings.EqualFold(d, "localhost") {
			return strings.ToLower(d), ""
		}
	}
	path := u.Path()
	if rest, ok := strings.CutPrefix(path, "//"); ok {
		seg, _, _ := strings.Cut(strings.TrimLeft(rest, "/"), "/")
		d, _ := uri.Unescape(seg)
		return strings.ToLower(d), ""
	}
	segs := strings.Split(strings.TrimPrefix(path, "/"), "/")
	first, err := uri.Unescape(segs[0])
	switch {
	case err != nil:
	case len(first) == 2 && normLetter(first[0]) && (first[1] == ':' || first[1] == '|'),
		len(first) == 1 && normLetter(first[0]) && len(segs) > 1:
		return "", strings.ToLower(first[:1])
	}
	return "", ""
}

func normLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// normReaderFailures checks one input at every level and returns what
// went wrong, one line each.
func normReaderFailures(s string) []string {
	u, err := uri.Parse(s)
	if err != nil {
		return nil
	}
	scheme, hasScheme := u.Scheme()
	if !hasScheme || !normSpecial(scheme) {
		return nil
	}
	var fails []string
	bHost, bOK := normBrowserHost(s)
	file := strings.EqualFold(scheme, "file")
	var wHost, wShare, wDrive string
	var wOK bool
	if file {
		wHost, wShare, wDrive, _, wOK = normWinPath(s)
	}
	for _, l := range []uri.Level{uri.SimpleString, uri.SyntaxBased, uri.SchemeBased} {
		n := norm.Normalize(u, l).String()
		if n == s {
			continue
		}
		// (a) The browser's host, and whether it parses at all.
		if h, ok := normBrowserHost(n); ok != bOK || h != bHost {
			fails = append(fails, l.String()+": "+strconv.Quote(s)+" -> "+strconv.Quote(n)+
				": browser host "+normShowHost(bHost, bOK)+" -> "+normShowHost(h, ok))
		}
		if !file {
			continue
		}
		// (b) The Windows path's UNC host and drive, and whether it
		// converts: an accepted path may become refused, never another
		// host or drive. A refused one may become accepted (ToPath
		// refuses an encoded dot-segment, which normalization removes,
		// so that a gate can check the path as it is), but only with
		// the host or drive that RFC 8089 reads in the URI, and without
		// a name that Windows reads as ".." and the URI did not have.
		h, sh, d, p, ok := normWinPath(n)
		switch {
		case !ok:
		case wOK && (h != wHost || sh != wShare || d != wDrive):
			fails = append(fails, l.String()+": "+strconv.Quote(s)+" -> "+strconv.Quote(n)+
				": Windows path host "+strconv.Quote(wHost)+" share "+strconv.Quote(wShare)+" drive "+strconv.Quote(wDrive)+
				" -> host "+strconv.Quote(h)+" share "+strconv.Quote(sh)+" drive "+strconv.Quote(d))
		case !wOK:
			rh, rd := normFileReading(s)
			if rh != h || rd != d {
				fails = append(fails, l.String()+": "+strconv.Quote(s)+" -> "+strconv.Quote(n)+
					": Windows path refused -> accepted "+strconv.Quote(p)+", RFC 8089 reads host "+
					strconv.Quote(rh)+" drive "+strconv.Quote(rd))
			}
			raw := "/" + u.Path() + "/"
			for _, name := range normWinHidden(p) {
				if !strings.Contains(raw, "/"+name+"/") {
					fails = append(fails, l.String()+": "+strconv.Quote(s)+" -> "+strconv.Quote(n)+
						": Windows path refused -> accepted "+strconv.Quote(p)+", whose "+strconv.Quote(name)+" is \"..\" to Windows")
				}
			}
		}
	}
	return fails
}

func normShowHost(h string, ok bool) string {
	if !ok {
		return "(refused)"
	}
	return strconv.Quote(h)
}

// normReaderCheck runs normReaderFailures on inputs, reports the first
// failures, and logs the counts.
func normReaderCheck(t *testing.T, what string, inputs []string) {
	t.Helper()
	parsed, failed := 0, 0
	for _, s := range inputs {
		if _, err := uri.Parse(s); err != nil {
			continue
		}
		parsed++
		fails := normReaderFailures(s)
		if len(fails) > 0 {
			failed++
			if failed <= 20 {
				t.Error(fails[0])
			}
		}
		// Idempotence, on the same inputs.
		u := uri.MustParse(s)
		for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			n := norm.Normalize(u, l)
			if again := norm.Normalize(n, l); again.String() != n.String() {
				failed++
				if failed <= 20 {
					t.Errorf("%v: not idempotent: %q -> %q -> %q", l, s, n, again)
				}
			}
		}
	}
	t.Logf("%s: %d inputs, %d URIs, %d failing", what, len(inputs), parsed, failed)
}

// TestNormalizeReaders checks, on the reproducers and their mutants, that
// normalization at every level keeps the host a browser reaches (and
// whether it parses at all) for the special schemes, and the UNC host and
// drive letter of a file URI's Windows path (RFC 8089): Normalizer's
// guards.
func TestNormalizeReaders(t *testing.T) {
	normReaderCheck(t, "built-in", normReaderInputs())
}

// TestNormalizeReadersCorpus checks the same on the URL corpora and the
// Web Platform Tests' inputs, and single mutants of them, when
// ../shared is there.
func TestNormalizeReadersCorpus(t *testing.T) {
	if _, err := os.Stat(normShared); err != nil {
		t.Skip("no corpora in " + normShared + " (they sit beside the repository)")
	}
	in := normCorpus(t)
	rng := rand.New(rand.NewPCG(22, 7))
	var mutants []string
	for _, s := range in {
		if u, err := uri.Parse(s); err != nil || !normHasSpecialScheme(u) {
			continue
		}
		i := rng.IntN(len(s) + 1)
		mutants = append(mutants, s[:i]+normReaderTokens[rng.IntN(len(normReaderTokens))]+s[i:])
	}
	normReaderCheck(t, "corpora", append(in, mutants...))
}

func normHasSpecialScheme(u uri.URI) bool {
	s, ok := u.Scheme()
	return ok && normSpecial(s)
}

// TestNormalizeIssue22 is one case for each reproducer of issue 22 on
// normalization: its normal form at both levels, and what the browser and
// the Windows path of package fileuri read in it before and after.
func TestNormalizeIssue22(t *testing.T) {
	for _, c := range []struct {
		name, in, syntax, scheme string
	}{
		// RFC 8089 E.2: "file://c:/x/y" is c:\x\y; without its empty
		// port it was the SMB path \\c\x\y.
		{"DriveNotShare", "file://c:/x/y", "file://c:/x/y", "file://c:/x/y"},
		// RFC 3986 §3.2.3 removes an empty port; after an empty host that
		// made "////", a UNC path (RFC 8089 E.3.2) or, for a browser, the
		// host after the slashes.
		{"EmptyPortFileUNC", "file://://evil/share/x", "file://://evil/share/x", "file://://evil/share/x"},
		{"EmptyPortHTTPS", "https://://evil.example/", "https://://evil.example/", "https://://evil.example/"},
		{"EmptyPortFTP", "ftp://:///x", "ftp://:///x", "ftp://:///x"},
		// RFC 3986 §6.2.2.3 removes dot-segments; without a host a
		// browser reads the host from the path, so they stay.
		{"DotSegmentsBrowserHost", "https:///../evil.example/x", "https:///../evil.example/x", "https:///../evil.example/x"},
		{"EncodedDotsBrowserHost", "https:/.%2e/evil.example/", "https:/../evil.example/", "https:/../evil.example/"},
		{"RootlessBrowserHost", "http:FILE:../../evil.example", "http:FILE:../../evil.example", "http:FILE:../../evil.example"},
		// RFC 3986 §6.2.2.2 decodes "%2E"; "..." is ".." to Windows.
		{"WindowsTrailingDots", "file:///c:/www/..%2e/x", "file:///c:/www/..%2E/x", "file:///c:/www/..%2E/x"},
		// RFC 8089 E.2: dot-segment removal moved "d:" to the drive.
		{"DriveMoved", "file:///C:/../d:/x", "file:///C:/../d:/x", "file:///C:/../d:/x"},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := uri.MustParse(c.in)
			if got := norm.Normalize(u, uri.SyntaxBased).String(); got != c.syntax {
				t.Errorf("Normalize(%q, SyntaxBased) = %q, want %q", c.in, got, c.syntax)
			}
			if got := norm.Normalize(u, uri.SchemeBased).String(); got != c.scheme {
				t.Errorf("Normalize(%q, SchemeBased) = %q, want %q", c.in, got, c.scheme)
			}
			for _, f := range normReaderFailures(c.in) {
				t.Error(f)
			}
		})
	}
}
