package lint_test

import (
	"net/netip"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/corpus"
	"github.com/abnf-uri/uri/internal/whatwg"
	"github.com/abnf-uri/uri/lint"
)

// wptCase is an entry of the web-platform-tests URL data.
type wptCase = corpus.WPTCase

func loadWPT(t *testing.T) []wptCase { return corpus.WPT(t) }

// rfcHostIs reports whether the host RFC 3986 reads in u is host, the
// hostname a WHATWG parser reports: the same address, or the same name
// once percent-decoded and lowercased; no host or an empty one is "", as
// is "localhost" in a file URI (RFC 8089 §2).
func rfcHostIs(u uri.URI, host string) bool {
	if a, ok := u.IP(); ok {
		b, err := netip.ParseAddr(strings.Trim(host, "[]"))
		return err == nil && a == b
	}
	h, _ := u.Host()
	d, err := uri.Unescape(h)
	if err != nil {
		return false
	}
	d = strings.ToLower(d)
	if s, _ := u.Scheme(); !whatwg.IsSpecial(strings.ToLower(s)) {
		// An opaque host keeps its percent-encodings and case.
		if e, err := uri.Unescape(host); err == nil {
			host = strings.ToLower(e)
		}
	}
	if s, _ := u.Scheme(); strings.EqualFold(s, "file") && d == "localhost" {
		d = ""
	}
	return d == host
}

// browserFindings returns the findings of Check with a browser-host code,
// and whether it reports reg-name-ipv4, which stands alone where
// inet_aton and browsers read the same IPv4 address.
func browserFindings(u uri.URI) (fs []lint.Finding, ipv4 bool) {
	for _, f := range lint.Check(u) {
		switch {
		case strings.HasPrefix(f.Code, "browser-host-"):
			fs = append(fs, f)
		case f.Code == "reg-name-ipv4":
			ipv4 = true
		}
	}
	return fs, ipv4
}

// TestBrowserWPT measures the browser-host codes against the hosts the
// web-platform-tests data records: of the inputs that are URIs by RFC
// 3986 (with a scheme), those whose host a WHATWG parser reads otherwise
// (another host, or failure) must have a browser-host finding, and those
// it reads alike must have none. Inputs read against a base of their own
// scheme ("http:example.com" against "http://example.org/") and
// failures that are not about the host are counted apart.
func TestBrowserWPT(t *testing.T) {
	var uris, differ, flagged, sameBase, sameBaseFlagged, otherFailure int
	for _, c := range loadWPT(t) {
		u, err := uri.Parse(c.Input)
		if err != nil {
			continue
		}
		scheme, ok := u.Scheme()
		if !ok {
			continue
		}
		uris++
		fs, ipv4 := browserFindings(u)
		if c.Base != nil {
			if b, err := whatwg.Parse(*c.Base, nil); err == nil && strings.EqualFold(b.Scheme, scheme) && whatwg.IsSpecial(b.Scheme) && !u.HasAuthority() {
				// A special URL without "//" is relative to a base of
				// its own scheme: the data reads it so, Check (with no
				// base) does not.
				sameBase++
				if len(fs) > 0 || ipv4 {
					sameBaseFlagged++
				}
				continue
			}
		}
		switch {
		case c.Failure:
			_, err := whatwg.Parse(c.Input, nil)
			if len(fs) == 0 {
				// Check reports failures about the host only: say why
				// this one is not.
				otherFailure++
				t.Logf("not a host failure: %q (%v)", c.Input, err)
				if err == nil {
					t.Errorf("%q: the data says failure, whatwg.Parse does not", c.Input)
				}
				continue
			}
			differ++
			flagged++
		case !rfcHostIs(u, c.Hostname):
			differ++
			if len(fs) == 0 && !ipv4 {
				t.Errorf("Check(%q): no browser-host finding, but browsers reach host %q", c.Input, c.Hostname)
				continue
			}
			flagged++
			if len(fs) > 0 && fs[0].Code != "browser-host-rejected" && !strings.Contains(fs[0].Message, c.Hostname) {
				t.Errorf("Check(%q): %v does not name the host %q", c.Input, fs[0], c.Hostname)
			}
		case len(fs) > 0:
			t.Errorf("Check(%q): %v, but browsers reach host %q, as RFC 3986 reads", c.Input, fs, c.Hostname)
		}
	}
	t.Logf("web-platform-tests URL data: %d inputs are URIs by RFC 3986; a browser reads another host (or fails on the host) in %d, and Check reports %d of them; %d are read against a base of their own scheme (Check reports %d, read without one), %d fail for another reason (the port)",
		uris, differ, flagged, sameBase, sameBaseFlagged, otherFailure)
	if uris < 300 || differ < 50 {
		t.Errorf("only %d URIs, %d of them read otherwise: the data is not what it was", uris, differ)
	}
}

// FuzzBrowser checks the browser-host codes against a WHATWG parser's
// reading of any URI: a finding exactly where the host it reaches is not
// RFC 3986's host, and no finding where it rejects the URL for a reason
// that is not the host.
func FuzzBrowser(f *testing.F) {
	for _, s := range []string{"http:///example.org/path", "http:example.com/", "https://0x.0x.0", "https://a%C2%ADb/",
		"http://good.com%40evil.com/", "file://c:/x", "http://[::1]/", "http://a/", "foo://a%41/", "http://127.1./"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.Parse(s)
		if err != nil {
			return
		}
		if _, ok := u.Scheme(); !ok {
			return
		}
		fs, ipv4 := browserFindings(u)
		w, err := whatwg.Parse(s, nil)
		switch {
		case err != nil:
			if len(fs) > 1 || len(fs) == 1 && fs[0].Code != "browser-host-rejected" {
				t.Errorf("Check(%q): %v; the browser reading fails: %v", s, fs, err)
			}
		case !w.HasHost || rfcHostIs(u, w.Host):
			if len(fs) > 0 {
				t.Errorf("Check(%q): %v, but browsers reach host %q, as RFC 3986 reads", s, fs, w.Host)
			}
		case len(fs) == 0 && ipv4 && w.HostKind == whatwg.IPv4:
			// reg-name-ipv4 names the address.
		case len(fs) != 1:
			t.Errorf("Check(%q): %v, want one browser-host finding: browsers reach host %q", s, fs, w.Host)
		}
	})
}
