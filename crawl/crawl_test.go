package crawl_test

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/crawl"
	"github.com/abnf-uri/uri/query"
)

// TestKey checks each step of a profile, alone and with the others, on
// URIs that RFC 3986 §6 keeps apart and the profile counts as one.
func TestKey(t *testing.T) {
	all := crawl.Profile{DropFragment: true, SortQuery: true, TrailingDot: true,
		DropParam: query.Match("utm_*"), IndexNames: []string{"index.html", "index.php"}}
	for _, c := range []struct {
		p        crawl.Profile
		in, want string
	}{
		// The zero profile is scheme-based normalization, §6.2.3.
		{crawl.Profile{}, "HTTP://Example.COM:80/a/./b/../c?b=1&a=2#top", "http://example.com/a/c?b=1&a=2#top"},
		// §3.5: a fragment is never sent to the server.
		{crawl.Profile{DropFragment: true}, "http://a/b#top", "http://a/b"},
		{crawl.Profile{DropFragment: true}, "http://a/b#", "http://a/b"},
		{crawl.Profile{DropFragment: true}, "http://a/b", "http://a/b"},
		// Parameters dropped by a predicate; a query left empty goes
		// with its "?"; names compared decoded.
		{crawl.Profile{DropParam: query.Match("utm_*")}, "http://a/?utm_source=x&id=7&utm%5Fmedium=y", "http://a/?id=7"},
		{crawl.Profile{DropParam: query.Match("utm_*")}, "http://a/?utm_source=x", "http://a/"},
		{crawl.Profile{DropParam: query.Match("utm_*")}, "http://a/?", "http://a/?"},
		// A stable sort by name.
		{crawl.Profile{SortQuery: true}, "http://a/?b=2&a=1&b=1&A=0", "http://a/?A=0&a=1&b=2&b=1"},
		// A trailing dot of a DNS name; not of a scheme whose host is no
		// DNS name, not "a..", not ".".
		{crawl.Profile{TrailingDot: true}, "https://Example.com./x", "https://example.com/x"},
		{crawl.Profile{TrailingDot: true}, "foo://example.com./x", "foo://example.com./x"},
		{crawl.Profile{TrailingDot: true}, "http://a../", "http://a../"},
		{crawl.Profile{TrailingDot: true}, "http://./", "http://./"},
		{crawl.Profile{TrailingDot: true}, "http://1.2.3.4./", "http://1.2.3.4/"},
		// Index names, only those listed, only the last segment, only
		// with an authority.
		{crawl.Profile{IndexNames: []string{"index.html"}}, "http://a/b/index.html?q", "http://a/b/?q"},
		{crawl.Profile{IndexNames: []string{"index.html"}}, "http://a/index.html", "http://a/"},
		{crawl.Profile{IndexNames: []string{"index.html"}}, "http://a/b/index.htm", "http://a/b/index.htm"},
		{crawl.Profile{IndexNames: []string{"index.html"}}, "http://a/index.html/x", "http://a/index.html/x"},
		{crawl.Profile{IndexNames: []string{"index.html"}}, "urn:index.html", "urn:index.html"},
		// Normalization comes first: "%69ndex.html" is "index.html".
		{crawl.Profile{IndexNames: []string{"index.html"}}, "http://a/%69ndex.html", "http://a/"},
		// Every step at once.
		{all, "HTTP://WWW.Example.com.:80/docs/index.php?utm_campaign=z&page=2&lang=en#intro", "http://www.example.com/docs/?lang=en&page=2"},
		{crawl.Crawler, "https://example.com./?b&a#x", "https://example.com/?a&b"},
	} {
		got := c.p.Key(uri.MustParse(c.in))
		if got.String() != c.want {
			t.Errorf("%+v.Key(%q) = %q, want %q", c.p, c.in, got, c.want)
		}
		if again := c.p.Key(got); again != got {
			t.Errorf("%+v.Key(%q) = %q, and Key of that %q", c.p, c.in, got, again)
		}
	}
}

// TestSame checks Same against Key, and that the zero profile keeps apart
// what RFC 3986 §6 does.
func TestSame(t *testing.T) {
	a, b := uri.MustParse("http://example.com/?b=1&a=2#x"), uri.MustParse("HTTP://example.com:80/?a=2&b=1")
	if (crawl.Profile{}).Same(a, b) {
		t.Errorf("the zero profile counts %s and %s as one", a, b)
	}
	if !crawl.Crawler.Same(a, b) {
		t.Errorf("Crawler keeps %s and %s apart", a, b)
	}
}

// TestKeyCorpus checks, on every URI of the URL corpora (or the built-in
// sample without them), that a Key is a valid URI reference, is its own
// Key, and is equivalent under RFC 3986 §6 to the URI with only the
// profile's steps taken, by the zero profile's Key.
func TestKeyCorpus(t *testing.T) {
	all := crawl.Profile{DropFragment: true, SortQuery: true, TrailingDot: true,
		DropParam: query.Match("utm_*"), IndexNames: []string{"index.html"}}
	n := 0
	for _, in := range corpus(t) {
		u, err := uri.Parse(in)
		if err != nil {
			continue
		}
		for _, p := range []crawl.Profile{{}, crawl.Crawler, all} {
			k := p.Key(u)
			if _, err := uri.Parse(k.String()); err != nil {
				t.Errorf("Key(%q) = %q: %v", in, k, err)
			}
			if again := p.Key(k); again != k {
				t.Errorf("Key(%q) = %q, and Key of that %q", in, k, again)
			}
		}
		n++
	}
	t.Logf("%d URI references", n)
}

// corpus returns the lines of ../shared/data/urls, or of the module's
// built-in sample when they are not there.
func corpus(t *testing.T) []string {
	files, _ := filepath.Glob("../../shared/data/urls/*")
	if len(files) == 0 {
		t.Log("no ../shared/data/urls: the built-in sample only")
		files = []string{"../testdata/examples/rfc3986-1.1.2.txt", "../testdata/examples/normalize.txt"}
	}
	var lines []string
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		f.Close()
	}
	return lines
}
