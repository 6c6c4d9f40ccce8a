package lint_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/corpus"
	"github.com/abnf-uri/uri/lint"
)

// TestHostSiteLookalikeCorpora measures host-site-lookalike (RFC 3986
// §7.6) on the URL corpora beside the repository: it must find the
// phishing URLs of userbait.txt that put another site's name before their
// own ("secureupdate.appleld.com.duilawyeryork.com", 148 of 11,378 when
// written), and stay near silent on the ordinary URLs of kasztp.txt (3 of
// 47,669: "drg.com.sapo.pt", "offline.com.tripod.com",
// "www.co.uk.lspace.org").
func TestHostSiteLookalikeCorpora(t *testing.T) {
	t.Parallel()
	lists := map[string][]string{}
	for _, l := range corpus.Lists() {
		lists[l.Name] = l.Lines
	}
	count := func(name string) (hits, n int) {
		for _, line := range lists[name] {
			u, err := uri.Parse(line)
			if err != nil {
				continue
			}
			n++
			for _, f := range lint.Check(u) {
				if f.Code == "host-site-lookalike" {
					hits++
				}
			}
		}
		return hits, n
	}
	if lists["userbait.txt"] == nil || lists["kasztp.txt"] == nil {
		t.Skip("no userbait.txt and kasztp.txt in " + corpus.Dir + " (they sit beside the repository)")
	}
	if hits, n := count("userbait.txt"); hits < 140 {
		t.Errorf("userbait.txt: host-site-lookalike on %d of %d phishing URLs, want at least 140", hits, n)
	}
	if hits, n := count("kasztp.txt"); hits > 5 {
		t.Errorf("kasztp.txt: host-site-lookalike on %d of %d ordinary URLs, want at most 5", hits, n)
	}
}
