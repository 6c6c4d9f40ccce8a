package ref

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/parser"
)

// parse is the Ref of the URI reference s, as package uri's Parse makes
// it.
func parse(t *testing.T, s string) (Ref, bool) {
	r := Ref{S: s}
	if parser.FindURIReference(s, (*ast.Spans)(&r.Sp)) != nil {
		return Ref{}, false
	}
	if s == "" {
		return Ref{}, true
	}
	return r, true
}

// TestResolveSuffix checks the shortcut of Resolve (resolveSuffix)
// against the resolution component by component (resolve): the same
// text and record for each pair of ../shared/data/urls's CSV, each
// reference of RFC 3986 §5.4 against its base and against each base of
// the CSV, and variants of them.
func TestResolveSuffix(t *testing.T) {
	bases := []string{"", "a/b", "http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f", "http://u@a:8/", "http://a", "http://a?q", "http://a#f", "x://[::1]/./a/../b?q#f"}
	refs := []string{"", "#", "#s", "?", "?y", "?y#s", "/", "/g", "/./g", "/g/..", "/.g", "/g?y#s", "g", "../g", "//g", "g:h", ";x", "."}
	nb, nr := len(bases), len(refs)
	if f, err := os.Open("../../../shared/data/urls/relative_urls_cc_10k.csv"); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for n := 0; sc.Scan() && n < 3000; n++ {
			b, r, _ := strings.Cut(sc.Text(), ",")
			bases, refs = append(bases, b), append(refs, r)
		}
		f.Close()
	}
	checked, short := 0, 0
	for i, bs := range bases {
		u, ok := parse(t, bs)
		if !ok {
			continue
		}
		for j, rs := range refs {
			// Each base with the references above and its own; the
			// bases above with all.
			if j >= nr && i >= nb && j-nr != i-nb {
				continue
			}
			r, ok := parse(t, rs)
			if !ok {
				continue
			}
			checked++
			got, ok := resolveSuffix(&u, &r)
			if !ok {
				continue
			}
			short++
			if want := resolve(u, r); got != want {
				t.Errorf("%q against %q: %q %v, want %q %v", rs, bs, got.S, got.Sp, want.S, want.Sp)
			}
		}
	}
	if short == 0 {
		t.Fatalf("no shortcut taken in %d pairs", checked)
	}
	t.Logf("%d pairs, %d by the shortcut", checked, short)
}
