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

// rfcBase is the base URI of RFC 3986 §5.4.
const rfcBase = "http://a/b/c/d;p?q"

// rfcRefs are the references of RFC 3986 §5.4.1 and §5.4.2.
var rfcRefs = []string{
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s",
	";x", "g;x", "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..",
	"../../", "../../g",
	"../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g",
	"./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y",
	"g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
}

// csvPairs returns up to n pairs of ../shared/data/urls's CSV of bases
// and references, none without it.
func csvPairs(n int) [][2]string {
	f, err := os.Open("../../../shared/data/urls/relative_urls_cc_10k.csv")
	if err != nil {
		return nil
	}
	defer f.Close()
	var out [][2]string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() && len(out) < n {
		b, r, _ := strings.Cut(sc.Text(), ",")
		out = append(out, [2]string{b, r})
	}
	return out
}

// checkSuffix checks that resolveSuffix, where it resolves r against u,
// gives the same text and record as the resolution component by
// component (resolve), and reports whether it resolved.
func checkSuffix(t *testing.T, u, r Ref) bool {
	t.Helper()
	var got Ref
	if !resolveSuffix(&got, &u, &r) {
		return false
	}
	if want := resolve(u, r); got != want {
		t.Errorf("%q against %q: %q %v, want %q %v", r.S, u.S, got.S, got.Sp, want.S, want.Sp)
	}
	return true
}

// TestResolveSuffix checks the shortcut of Resolve (resolveSuffix)
// against the resolution component by component (resolve): the same
// text and record for each pair of ../shared/data/urls's CSV, each
// reference of RFC 3986 §5.4 and more against each base here and of the
// CSV, and variants of them.
func TestResolveSuffix(t *testing.T) {
	bases := []string{"", "a/b", rfcBase, rfcBase + "#f", "http://u@a:8/", "http://a", "http://a?q", "http://a#f",
		"x://[::1]/./a/../b?q#f", "#f", "?q#f", "http://a/b/c/", "http://a/./b/c", "http://a/b/../c/d", "http://a//b",
		"http://a/b//c", "http:///b/c", "f:/a", "foo:a/b", "//a/b/c", "/b/c", "http://a/b/c/.", "http://a/b/c/..", "http://a/..."}
	refs := append([]string{"#", "?", "?y#s", "/", "/g/..", "/.g", "/g?y#s", "../g",
		"../.", "./..", "../../../../../g", "..//g", ".//g", "./g:h", "../g:h", "...", ".../g", "../...", "../?y", "..#s", ".?y", "./#s",
		"../g/", "../g//", "..///", ".a/../b", "//g/./h", "//g?y", "//"}, rfcRefs...)
	nb, nr := len(bases), len(refs)
	for _, p := range csvPairs(3000) {
		bases, refs = append(bases, p[0]), append(refs, p[1])
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
			if checkSuffix(t, u, r) {
				short++
			}
		}
	}
	if short == 0 {
		t.Fatalf("no shortcut taken in %d pairs", checked)
	}
	t.Logf("%d pairs, %d by the shortcut", checked, short)
}

// FuzzResolveSuffix compares the shortcut of Resolve with the resolution
// component by component, as TestResolveSuffix does, on any pair of
// references: seeded with RFC 3986 §5.4's examples and the pairs of
// ../shared/data/urls's CSV, when it is there.
func FuzzResolveSuffix(f *testing.F) {
	for _, r := range rfcRefs {
		f.Add(rfcBase, r)
		f.Add("http://a", r)
	}
	for _, p := range csvPairs(500) {
		f.Add(p[0], p[1])
	}
	f.Fuzz(func(t *testing.T, bs, rs string) {
		u, ok1 := parse(t, bs)
		r, ok2 := parse(t, rs)
		if ok1 && ok2 {
			checkSuffix(t, u, r)
		}
	})
}

func TestLastSlash(t *testing.T) {
	for _, s := range []string{"", "/", "a", "//", "/a/b", "abcdefgh", "abcdefg/", "/bcdefgh", "a/b.c/d./e/.f/g..h/ijklmnopqrstuvw", "\xff/\x2e\x2f\x01/\x80\x7f/.../....", "////////////////////", "a/.", "./b", "\xaf\xaf\xaf/\xaf\xaf\xaf\xaf\xaf\xaf"} {
		for i := 0; i <= len(s); i++ {
			if got, want := lastSlash(s[:i]), strings.LastIndexByte(s[:i], '/'); got != want {
				t.Errorf("lastSlash(%q) = %d, want %d", s[:i], got, want)
			}
		}
	}
}
