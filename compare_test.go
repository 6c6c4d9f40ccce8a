package uri_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
)

// equivalentCases are pairs of URI references, the level they are
// compared at, and the outcome: the level at which they become equal, or
// the component in which they still differ. They are headed by the
// section of RFC 3986 they illustrate.
var equivalentCases = []struct {
	sec   string
	a, b  string
	level uri.Level
	want  string
}{
	{"§6.2.1", "http://example.com/", "http://example.com/", uri.SchemeBased, "equal at simple-string"},
	{"§6.2.1", "HTTP://example.com/", "http://example.com/", uri.SimpleString, "differ in scheme at simple-string"},
	{"§6.2.1", "http://example.com/%7e", "http://example.com/~", uri.SimpleString, "differ in path at simple-string"},

	{"§6.2.2", "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.1", "HTTP://www.EXAMPLE.com/", "http://www.example.com/", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.1", "ftp://ftp.host.com/foo.txt", "FTP://ftp.host.com/foo.txt", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.1", "http://a/%3a", "http://a/%3A", uri.SyntaxBased, "equal at syntax-based"},
	{"§6.2.2.1", "http://[2001:DB8::1]/", "http://[2001:db8::1]/", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.1", "http://[v7.A]/", "http://[V7.a]/", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.1", "http://a/Path", "http://a/path", uri.SchemeBased, "differ in path at scheme-based"},
	{"§6.2.2.1", "http://User@a/", "http://user@a/", uri.SchemeBased, "differ in userinfo at scheme-based"},
	{"§6.2.2.1", "http://a/?Q", "http://a/?q", uri.SchemeBased, "differ in query at scheme-based"},
	{"§6.2.2.1", "http://a/#F", "http://a/#f", uri.SchemeBased, "differ in fragment at scheme-based"},
	{"§6.2.2.2", "x-my-scheme:%3C%25a%2Fb%2Fc%3E", "x-my-scheme:%3C%25%61%2F%62%2F%63%3E", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.2", "http://host.com/abc%2Fdef", "http://host.com/abc/def", uri.SchemeBased, "differ in path at scheme-based"},
	{"§6.2.2.2", "http://a/%2525", "http://a/%25%32%35", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.2", "http://a/~user", "http://a/%7Euser", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.2", "http://%31.2.3.4/", "http://1.2.3.4/", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.2", "http://a/%C3%A9", "http://a/%c3%a9", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.2", "http://a/%C3%A9", "http://a/%C3%89", uri.SchemeBased, "differ in path at scheme-based"},
	{"§6.2.2.3", "http://a/b/c/./../../g", "http://a/g", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.3", "http://a/b/c/./../../g", "http://a/g", uri.SimpleString, "differ in path at simple-string"},
	{"§6.2.2.3", "/a/../b", "/b", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.3", "./a", "a", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.3", "a/../b", "b", uri.SchemeBased, "differ in path at scheme-based"},
	{"§6.2.2.3", "../a", "a", uri.SchemeBased, "differ in path at scheme-based"},
	{"§6.2.2.3", "a/b/../c/././d", "a/c/d", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.3", "../a/b/../c", "../a/c", uri.SchemeBased, "equal at syntax-based"},
	{"§6.2.2.3", "../a/../c", "../c", uri.SchemeBased, "differ in path at scheme-based"},

	{"§6.2.3", "http://example.com", "http://example.com/", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "http://example.com", "http://example.com:/", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "http://example.com", "http://example.com:80/", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "http://example.com/", "http://example.com:/", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "http://example.com/", "http://example.com:80/", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "http://example.com:/", "http://example.com:80/", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "http://example.com", "http://example.com/", uri.SyntaxBased, "differ in path at syntax-based"},
	{"§6.2.3", "http://example.com:/", "http://example.com:80/", uri.SyntaxBased, "differ in port at syntax-based"},
	{"§6.2.3", "http://example.com/?", "http://example.com/", uri.SchemeBased, "differ in query at scheme-based"},
	{"§6.2.3", "http://example.com?", "http://example.com/?", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "x#", "x", uri.SchemeBased, "differ in fragment at scheme-based"},
	{"§6.2.3", "http://example.com/#", "http://example.com/", uri.SchemeBased, "differ in fragment at scheme-based"},
	{"§6.2.3", "http://a:8080/", "http://a/", uri.SchemeBased, "differ in port at scheme-based"},
	{"§6.2.3", "https://a:80/", "https://a/", uri.SchemeBased, "differ in port at scheme-based"},
	{"§6.2.3", "http://a/", "https://a/", uri.SchemeBased, "differ in scheme at scheme-based"},
	{"§6.2.3", "//a/x", "http://a/x", uri.SchemeBased, "differ in scheme at scheme-based"},
	{"§6.2.3", "foo:/x", "foo:///x", uri.SchemeBased, "differ in authority at scheme-based"},
	{"§6.2.3", "http://@a/", "http://a/", uri.SchemeBased, "differ in userinfo at scheme-based"},
	{"§6.2.3", "http://a.example/", "http://b.example/", uri.SchemeBased, "differ in host at scheme-based"},
	{"§6.2.3", "foo://a", "foo://a/", uri.SchemeBased, "differ in path at scheme-based"},
	{"§6.2.3", "foo://a:/", "foo://a/", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "mailto:Joe@Example.COM", "mailto:Joe@example.com", uri.SchemeBased, "equal at scheme-based"},
	{"§6.2.3", "mailto:Joe@example.com", "mailto:joe@example.com", uri.SchemeBased, "differ in path at scheme-based"},
	{"RFC 8089", "file://localhost/x", "file:///x", uri.SchemeBased, "equal at scheme-based"},
	{"RFC 8089", "file:/x", "file:///x", uri.SchemeBased, "equal at scheme-based"},
	{"RFC 8089", "file:/x", "FILE://LOCALHOST/x", uri.SchemeBased, "equal at scheme-based"},
	{"RFC 8089", "file://host/x", "file:///x", uri.SchemeBased, "differ in host at scheme-based"},
	{"RFC 8089", "file://localhost/x", "file:///x", uri.SyntaxBased, "differ in host at syntax-based"},
	{"RFC 8089", "file:/x", "file:///x", uri.SyntaxBased, "differ in authority at syntax-based"},
	// A level above SchemeBased is SchemeBased.
	{"§6.2.4", "http://example.com", "http://example.com:80/", uri.SchemeBased + 1, "equal at scheme-based"},
	{"§6.2.4", "http://example.com/data", "http://example.com/data/", uri.SchemeBased + 1, "differ in path at scheme-based"},
}

// TestEquivalent checks every case of equivalentCases, both ways round,
// and that Equivalent agrees with Normalize.
func TestEquivalent(t *testing.T) {
	for _, c := range equivalentCases {
		a, b := equivParse(c.a), equivParse(c.b)
		for _, ab := range [][2]uri.URI{{a, b}, {b, a}} {
			got := norm.Equivalent(ab[0], ab[1], c.level)
			if got.String() != c.want {
				t.Errorf("%s: Equivalent(%q, %q, %v) = %v, want %s", c.sec, ab[0], ab[1], c.level, got, c.want)
			}
			equivCheck(t, uri.Normalizer{}, ab[0], ab[1], c.level, got)
		}
	}
}

// equivParse parses s.
func equivParse(s string) uri.URI { return uri.MustParse(s) }

// equivCheck checks that c, which Equivalent returned for a and b at
// level, agrees with Normalize: equal at c.Level and not below, or, when
// they differ, different at level in the component c names.
func equivCheck(t *testing.T, n uri.Normalizer, a, b uri.URI, level uri.Level, c uri.Comparison) {
	t.Helper()
	top := min(level, uri.SchemeBased)
	same := func(l uri.Level) bool { return n.Normalize(a, l).String() == n.Normalize(b, l).String() }
	switch {
	case c.Equal && c.Differs != "":
		t.Errorf("Equivalent(%q, %q, %v) = %+v: equal, and differs in %s", a, b, level, c, c.Differs)
	case c.Equal && (c.Level > top || !same(c.Level) || c.Level > uri.SimpleString && same(c.Level-1)):
		t.Errorf("Equivalent(%q, %q, %v) = %+v, but they are equal at levels %v", a, b, level, c, equivLevels(n, a, b))
	case !c.Equal && (c.Level != top || same(top) || c.Differs == ""):
		t.Errorf("Equivalent(%q, %q, %v) = %+v, but they are equal at levels %v", a, b, level, c, equivLevels(n, a, b))
	}
	for l := uri.SimpleString; l <= uri.SchemeBased; l++ {
		if same(l) && l < uri.SchemeBased && !same(l+1) {
			t.Errorf("%q and %q are equal at %v and not at %v", a, b, l, l+1)
		}
	}
}

func equivLevels(n uri.Normalizer, a, b uri.URI) []uri.Level {
	var out []uri.Level
	for l := uri.SimpleString; l <= uri.SchemeBased; l++ {
		if n.Normalize(a, l).String() == n.Normalize(b, l).String() {
			out = append(out, l)
		}
	}
	return out
}

// TestEquivalentGolden writes every case of equivalentCases, compared,
// to testdata/normalize/equivalent.golden.
func TestEquivalentGolden(t *testing.T) {
	var b strings.Builder
	sec := ""
	for _, c := range equivalentCases {
		if c.sec != sec {
			sec = c.sec
			fmt.Fprintf(&b, "\n# %s\n", sec)
		}
		got := norm.Equivalent(equivParse(c.a), equivParse(c.b), c.level)
		fmt.Fprintf(&b, "%s\n%s\n  up to %v: %v\n", c.a, c.b, c.level, got)
	}
	normGoldie(t).Assert(t, "equivalent", []byte(strings.TrimPrefix(b.String(), "\n")))
}

// TestEquivalentVariants checks that URI references spelled differently
// in the ways RFC 3986 §6.2.2 and §6.2.3 allow are found equivalent, and
// that Equivalent agrees with Normalize on them.
func TestEquivalentVariants(t *testing.T) {
	for i, s := range normInputs(t, 2000) {
		u := uri.MustParse(s)
		for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			v := norm.Normalize(u, l)
			w := equivVariant(uint64(i), v)
			c := norm.Equivalent(w, v, l)
			if !c.Equal {
				t.Errorf("Equivalent(%q, %q, %v) = %v, want equal: %q is a variant of %q", w, v, l, c, w, v)
			}
			equivCheck(t, uri.Normalizer{}, w, v, l, c)
			equivCheck(t, uri.Normalizer{}, u, w, l, norm.Equivalent(u, w, l))
		}
		if t.Failed() {
			t.FailNow()
		}
	}
}

// equivVariant spells u differently without changing what it means at
// syntax-based level: scheme and host in another case, unreserved
// characters percent-encoded, percent-encodings in lowercase, and "./"
// and "x/../" in paths that begin with "/".
func equivVariant(seed uint64, u uri.URI) uri.URI {
	pick := func() bool { // one time in four
		seed = seed*6364136223846793005 + 1442695040888963407
		return seed>>62 == 0
	}
	encode := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case c == '%' && i+2 < len(s):
				b.WriteString(strings.ToLower(s[i : i+3]))
				i += 2
			case ('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '~') && pick():
				fmt.Fprintf(&b, "%%%02x", c)
			default:
				b.WriteByte(c)
			}
		}
		return b.String()
	}
	p := u.Parts()
	p.Scheme = strings.ToUpper(p.Scheme)
	p.Userinfo = encode(p.Userinfo)
	if p.HostKind == uri.RegName {
		p.Host = strings.ToUpper(encode(p.Host))
	} else {
		p.Host = strings.ToUpper(p.Host)
	}
	switch {
	case equivLead(u) && normHasDots(p.Path):
		// Dot-segments that normalization keeps, as they would move
		// the lead (below): more would be removed with them.
		rest := strings.TrimLeft(p.Path, "/")
		k := len(p.Path) - len(rest) + strings.IndexByte(rest+"/", '/')
		p.Path = p.Path[:k] + encode(p.Path[k:])
	case p.Host == "" && strings.HasPrefix(p.Path, "//"), equivLead(u):
		// The first segment reads as a UNC host (RFC 8089 E.3.2), a
		// browser's host or a drive, which normalization keeps:
		// dot-segments go after it.
		rest := strings.TrimLeft(p.Path, "/")
		k := len(p.Path) - len(rest) + strings.IndexByte(rest+"/", '/')
		p.Path = p.Path[:k] + strings.ReplaceAll(encode(p.Path[k:]), "/", "/./")
	case strings.HasPrefix(p.Path, "/") && !strings.HasPrefix(p.Path, "/./"):
		p.Path = "/x/.." + strings.ReplaceAll(encode(p.Path), "/", "/./")
	}
	p.Query = encode(p.Query)
	p.Fragment = encode(p.Fragment)
	return mustURI(p)
}

// equivLead reports whether a reader takes a host or a drive from the
// first segment of u's path, which normalization keeps: u has no host but
// an empty one, and a special scheme of WHATWG URL parsers or file (or no
// scheme and an empty host), or it is a file URI on "localhost".
func equivLead(u uri.URI) bool {
	host, hasAuth := u.Host()
	scheme, hasScheme := u.Scheme()
	switch scheme = strings.ToLower(scheme); {
	case !hasScheme:
		return hasAuth && host == ""
	case scheme == "file":
		return true // a drive, a UNC host after "//", or a UNC path's share
	}
	return normSpecial(scheme) && host == ""
}

// normHasDots reports whether path has a segment "." or "..".
func normHasDots(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// FuzzEquivalent checks that two URI references are equivalent at a rung
// of the ladder exactly when their normal forms at that rung are the same
// text (RFC 3986 §6.2), whichever way Equivalent finds it: component by
// component as it reads them, or by normalizing.
func FuzzEquivalent(f *testing.F) {
	for _, c := range equivalentCases {
		f.Add(c.a, c.b)
	}
	f.Add("http://A/./x/../y", "http://a/./x/../y")
	f.Add("http://a/./x/../y", "http://a/y")
	f.Add("file:///a/..//evil/x", "file://localhost/a/..//evil/x")
	f.Add("HTTP://%41b/%7e?%5a", "http://ab/~?%5A")
	f.Fuzz(func(t *testing.T, a, b string) {
		u, err := uri.Parse(a)
		if err != nil {
			return
		}
		v, err := uri.Parse(b)
		if err != nil {
			return
		}
		for _, l := range []uri.Level{uri.SimpleString, uri.SyntaxBased, uri.SchemeBased} {
			want := norm.Normalize(u, l).String() == norm.Normalize(v, l).String()
			if got := norm.Equivalent(u, v, l); got.Equal != want {
				t.Errorf("Equivalent(%q, %q, %v) = %v, want equal %v", a, b, l, got, want)
			}
		}
	})
}
