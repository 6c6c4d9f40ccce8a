package uri_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/abnf-uri/uri"
)

// checkRelative checks that base.Relative(target) resolves back to target
// and is no longer than ref, a reference that resolves to target (or, if
// ref is the zero URI, that target is reachable).
func checkRelative(t *testing.T, base, target, ref uri.URI) bool {
	t.Helper()
	r, ok := base.Relative(target)
	if !ok {
		t.Errorf("%q.Relative(%q): none, but %q resolves to it", base, target, ref)
		return false
	}
	if back := base.ResolveReference(r); back.String() != target.String() {
		t.Errorf("%q.Relative(%q) = %q, which resolves to %q", base, target, r, back)
		return false
	}
	if p, err := uri.Parse(r.String()); err != nil || p.Parts() != r.Parts() || p != r {
		t.Errorf("%q.Relative(%q) = %q, which parses to %+v, %v; has %+v", base, target, r, p.Parts(), err, r.Parts())
		return false
	}
	if len(r.String()) > len(ref.String()) {
		t.Errorf("%q.Relative(%q) = %q, longer than %q", base, target, r, ref)
		return false
	}
	return true
}

// noReference marks a target no reference resolves to.
const noReference = "(none)"

// relativeCases are references Relative must give against a base, written
// here so that a wrong golden file cannot pass.
var relativeCases = []struct{ base, target, want string }{
	// §5.4.1's targets against its base.
	{rfcBase, "g:h", "g:h"},
	{rfcBase, "http://a/b/c/g", "g"},
	{rfcBase, "http://a/b/c/g/", "g/"},
	{rfcBase, "http://a/g", "/g"},
	{rfcBase, "http://g", "//g"},
	{rfcBase, "http://a/b/c/d;p?y", "?y"},
	{rfcBase, "http://a/b/c/g?y", "g?y"},
	{rfcBase, "http://a/b/c/d;p?q#s", "#s"},
	{rfcBase, "http://a/b/c/g#s", "g#s"},
	{rfcBase, "http://a/b/c/;x", ";x"},
	{rfcBase, "http://a/b/c/d;p?q", ""},
	{rfcBase, "http://a/b/c/", "."},
	{rfcBase, "http://a/b/", ".."},
	{rfcBase, "http://a/b/g", "../g"},
	{rfcBase, "http://a/", "/"},
	{rfcBase, "http://a/b/c/g?y/./x", "g?y/./x"},
	{rfcBase, "http://a/b/c/g#s/../x", "g#s/../x"},
	{rfcBase, "http:g", "http:g"},
	// Same document, other query.
	{rfcBase, "http://a/b/c/d;p", "d;p"},
	{rfcBase, "http://a/b/c/d;p?", "?"},
	{rfcBase, "http://a/b/c/d;p#", "d;p#"}, // "#" keeps the query
	// Schemes and authorities.
	{rfcBase, "https://a/b/c/d;p?q", "https://a/b/c/d;p?q"},
	{rfcBase, "HTTP://a/b/c/g", "HTTP://a/b/c/g"}, // compared as written
	{rfcBase, "http://A/b/c/g", "//A/b/c/g"},
	{rfcBase, "http:/g", "http:/g"}, // no authority: only with the scheme
	{rfcBase, "http://a", "//a"},    // an empty path after an authority
	{rfcBase, "http://a//g", "/.//g"},
	{rfcBase, "http://a/b/c//g", ".//g"},
	{rfcBase, "http://a/b/c/g:h", "./g:h"},
	{rfcBase, "http://a/b/g:h", "../g:h"},
	{rfcBase, "http://a/b/c/./g", noReference}, // no reference keeps a dot segment
	{rfcBase, "d;p?q", noReference},            // nor loses the scheme
	// Textbook.
	{"http://site.net/dir1/subdir1/file1?query1#bookmark1", "http://site.net/dir1/subdir1/file1?query1", ""},
	{"http://site.net/dir1/subdir1/file1?query1#bookmark1", "http://site.net/dir1/subdir1/file1?query1#bookmark2", "#bookmark2"},
	{"http://site.net/dir1/subdir1/file1?query1#bookmark1", "http://site.net/dir2/subdir2/file2", "/dir2/subdir2/file2"},
	{"http://site.net/dir1/subdir1/file1?query1#bookmark1", "http://site.net/dir1/subdir2/file2", "../subdir2/file2"},
	{"http://site.net/dir1/subdir1/file1?query1#bookmark1", "http://www.newsite.net/otherfile.htm", "//www.newsite.net/otherfile.htm"},
	// Bases without "/" at the start of their path.
	{"f:/a", "f:/.//g", ".//g"},
	{"f:/a/b", "f:/.//g", "..//g"}, // as short as "/.//g"
	{"foo:a/b", "foo:/c", "/c"},
	{"foo:a/b", "foo:a/c", "c"},
	{"foo:a/b", "foo:c", "foo:c"},
	{"foo:a/b/c", "foo:a/d", "../d"},
	{"mailto:x?s=1", "mailto:y", "y"},
	{"mailto:x?s=1", "mailto:", "."},
	{"mailto:x?s=1", "mailto:y:z", "./y:z"},
	// Relative bases and targets.
	{"a/b", "a/c", "c"},
	{"a/b", "./c:d", noReference}, // "./c:d" resolves to "a/c:d", "../c:d" to "/c:d"
	{"a/b", "a/c:d", "./c:d"},
	{"a/b", "/.//g", "/.//g"},
	{"a/b", "s:g", "s:g"},
	{"a/b", "//h", "//h"},
	{"b", "./c:d", "./c:d"},
	{"//h/a/b", "//h/c", "/c"},
}

func TestRelativeExamples(t *testing.T) {
	var golden strings.Builder
	golden.WriteString("# URI.Relative: target -> the shortest reference that resolves to it\n\n")
	last := ""
	for _, c := range relativeCases {
		if c.base != last {
			if last != "" {
				golden.WriteString("\n")
			}
			fmt.Fprintf(&golden, "# base %q\n", c.base)
			last = c.base
		}
		base, target := uri.MustParse(c.base), uri.MustParse(c.target)
		r, ok := base.Relative(target)
		got := noReference
		if ok {
			got = r.String()
			checkRelative(t, base, target, target)
		}
		if got != c.want {
			t.Errorf("%q.Relative(%q) = %q, want %q", c.base, c.target, got, c.want)
		}
		if ok {
			got = fmt.Sprintf("%q", got)
		}
		fmt.Fprintf(&golden, "   %-34q -> %s\n", c.target, got)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata/resolve"), goldie.WithNameSuffix(".golden")).
		Assert(t, "relative", []byte(golden.String()))
}

// TestRelativeResolved checks resolve(b, Relative(b, t)) == t, and that
// Relative is no longer than the reference that made t, for RFC 3986's
// examples and the pairs of the corpus and samples of the grammar.
func TestRelativeResolved(t *testing.T) {
	check := func(base, ref uri.URI) {
		checkRelative(t, base, base.ResolveReference(ref), ref)
	}
	for _, tab := range resolveTables {
		if tab.nonStrict {
			continue
		}
		for _, c := range tab.cases {
			check(uri.MustParse(tab.base), uri.MustParse(c.ref))
		}
	}
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for _, p := range append(samplePairs(t, 3, n), dotPairs(4, n)...) {
		check(p[0], p[1])
	}
	t.Run("corpus", func(t *testing.T) {
		count := 0
		for _, p := range csvPairs(t) {
			base, err1 := uri.ParseURI(p[0])
			ref, err2 := uri.Parse(p[1])
			if err1 == nil && err2 == nil {
				check(base, ref)
				count++
			}
		}
		t.Logf("%d pairs", count)
	})
}

// TestRelativeShortest resolves every reference of up to six symbols
// against a few bases, and checks that Relative finds, for every target
// one of them reaches, a reference as short as the shortest of them; and
// for every string, when Relative finds a reference, that it resolves to
// it.
func TestRelativeShortest(t *testing.T) {
	const symbols = "ab/.?#:"
	maxLen := 6
	if testing.Short() {
		maxLen = 5
	}
	var all []string
	var gen func(s string)
	gen = func(s string) {
		all = append(all, s)
		if len(s) == maxLen {
			return
		}
		for i := range len(symbols) {
			gen(s + symbols[i:i+1])
		}
	}
	gen("")
	var refs []uri.URI
	for _, s := range all {
		if u, err := uri.Parse(s); err == nil {
			refs = append(refs, u)
		}
	}
	for _, b := range []string{"a:/b/a", "a:/b/", "a:b/a", "a:b", "a:", "a://b/a/b?a#b", "a://b", "a:/b/..", "b/a", "/a/b", "", "//a/b?b",
		"a:/./b/a", "a:b/../a/b", "./b/a", "../a", "a/./b", "a:.//b", "a:/b//a", "a:/..//b"} {
		t.Run(b, func(t *testing.T) {
			base := uri.MustParse(b)
			shortest := map[string]uri.URI{}
			for _, r := range refs {
				s := base.ResolveReference(r).String()
				if old, ok := shortest[s]; !ok || len(r.String()) < len(old.String()) {
					shortest[s] = r
				}
			}
			bad := 0
			for _, r := range refs {
				target := r
				if want, ok := shortest[target.String()]; ok {
					if !checkRelative(t, base, target, want) {
						bad++
					}
				} else if got, ok := base.Relative(target); ok {
					if back := base.ResolveReference(got); back.String() != target.String() {
						t.Errorf("%q.Relative(%q) = %q, which resolves to %q", base, target, got, back)
						bad++
					}
				}
				if bad > 10 {
					t.Fatal("too many failures")
				}
			}
		})
	}
}
