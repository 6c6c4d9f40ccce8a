package uri_test

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/abnf-uri/uri"
)

func ExampleURI_ResolveReference() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, ref := range []string{"g", "../g", "//g", "?y", "#s", "", "../../../g", "g?y/../x"} {
		fmt.Printf("%-12q %s\n", ref, base.ResolveReference(uri.MustParse(ref)))
	}
	// Output:
	// "g"          http://a/b/c/g
	// "../g"       http://a/b/g
	// "//g"        http://g
	// "?y"         http://a/b/c/d;p?y
	// "#s"         http://a/b/c/d;p?q#s
	// ""           http://a/b/c/d;p?q
	// "../../../g" http://a/g
	// "g?y/../x"   http://a/b/c/g?y/../x
}

// A path that would begin with "//" without an authority keeps a "/."
// so that the result reads back with the same components.
func ExampleURI_ResolveReference_noAuthority() {
	base := uri.MustParse("f:/a")
	t := base.ResolveReference(uri.MustParse("..//g"))
	_, hasAuthority := t.Authority()
	fmt.Println(t, t.Path(), hasAuthority)
	// Output:
	// f:/.//g /.//g false
}

// RFC 3986 §5.2.2 lets a parser read a reference whose scheme is the
// base's as if it had none ("for backward compatibility"; its use "should
// be avoided"). ResolveReference is strict; to read references the other
// way, drop the scheme first, keeping a first segment that holds ":" a
// path with "./", which resolution removes again.
func ExampleURI_ResolveReference_nonStrict() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	nonStrict := func(ref uri.URI) uri.URI {
		rs, ok := ref.Scheme()
		if bs, _ := base.Scheme(); !ok || !strings.EqualFold(rs, bs) {
			return ref
		}
		rest := ref.String()[len(rs)+1:]
		if seg, _, _ := strings.Cut(ref.Path(), "/"); !ref.HasAuthority() && strings.Contains(seg, ":") {
			rest = "./" + rest
		}
		return uri.MustParse(rest)
	}
	for _, s := range []string{"http:g", "HTTP:x:y", "https:g"} {
		ref := uri.MustParse(s)
		fmt.Println(base.ResolveReference(ref), base.ResolveReference(nonStrict(ref)))
	}
	// Output:
	// http:g http://a/b/c/g
	// HTTP:x:y http://a/b/c/x:y
	// https:g https:g
}

func ExampleRemoveDotSegments() {
	fmt.Println(uri.RemoveDotSegments("/a/b/c/./../../g"))
	fmt.Println(uri.RemoveDotSegments("mid/content=5/../6"))
	fmt.Println(uri.RemoveDotSegments("/../../x/./y/"))
	// Output:
	// /a/g
	// mid/6
	// /x/y/
}

func ExampleURI_Relative() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, target := range []string{
		"http://a/b/c/g",
		"http://a/b/g?y",
		"http://a/b/c/d;p?q#s",
		"http://a/b/c/d;p?q",
		"http://a/x",
		"http://a/b/c/x:y",
		"https://a/b/c/g",
		"http://g/b/c/d",
		"http://a/b/../g",
	} {
		ref, ok := base.Relative(uri.MustParse(target))
		fmt.Printf("%-22s %q %v\n", target, ref, ok)
	}
	// Output:
	// http://a/b/c/g         "g" true
	// http://a/b/g?y         "../g?y" true
	// http://a/b/c/d;p?q#s   "#s" true
	// http://a/b/c/d;p?q     "" true
	// http://a/x             "/x" true
	// http://a/b/c/x:y       "./x:y" true
	// https://a/b/c/g        "https://a/b/c/g" true
	// http://g/b/c/d         "//g/b/c/d" true
	// http://a/b/../g        "" false
}

func ExampleURI_IP() {
	for _, s := range []string{"http://192.0.2.1/", "http://[2001:db8::1]:8080/", "http://example.com/"} {
		ip, ok := uri.MustParse(s).IP()
		fmt.Println(ip, ok)
	}
	// Output:
	// 192.0.2.1 true
	// 2001:db8::1 true
	// invalid IP false
}

// To net/url and back: through the text.
func ExampleURI_URL() {
	u, err := uri.MustParse("http://example.com/a%20b?q=1#frag").URL()
	fmt.Printf("%q %q %q %v\n", u.Path, u.RawQuery, u.Fragment, err)
	v, _ := url.Parse("HTTP://example.com/a b/#")
	back, err := uri.Parse(v.String())
	fmt.Println(back, err)
	// Output:
	// "/a b" "q=1" "frag" <nil>
	// http://example.com/a%20b/ <nil>
}
