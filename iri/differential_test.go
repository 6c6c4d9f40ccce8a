package iri_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/iri"
)

// handInputs are written by hand for the differential test: characters
// beyond ASCII where RFC 3987 §2.2 allows them and where it does not,
// invalid UTF-8 (bytes that begin nothing, truncated and overlong
// sequences, surrogates), noncharacters, iprivate outside the query, and
// the bidirectional formatting characters the grammar allows (§4.1).
var handInputs = []string{
	"https://résumé.example/ü?q=€#f", "http://例え.テスト/パス", "http://[::1]/ø", "?\U000F0000", "#\U000F0000",
	"http://a/\xff", "http://a/\xc3", "http://a/\xc3(", "http://a/\xed\xa0\x80", "http://a/\xc0\xaf", "http://a/\xf4\x90\x80\x80",
	"http://a/\u200f", "http://a/\u202e?\u200e#\u202a", "\u00a0", "\u009f", "http://a b", "http://\uFDD0/", "http://\uFDCF\uFDF0/",
	"ö:x", "//ü@ü:1/ü", "http://a/\U0010FFFD", "http://a/?\U0010FFFD", "http://a/?\U0010FFFE", "http://a/\uE000", "http://a/?\uE000\uF8FF",
	"http://a/\U000E0001", "http://a/\U000E1000", "http://a/\U0001FFFE", "http://a/\U0001FFFD", "\uFFEF", "\uFFF0", "é:x", "a:é",
	"//ü:é@h", "//[v1.é]", "//[::é]", "//1.2.3.4é/", "//1.2.3.400/", "//[fe80::1%25eth0]/", "http://u:pä@h/", "../ü/./x", "ü/é:x",
	"http://a/%C3%A9%zz", "http://a/%é", "", "#", "?", "//", "///", "http://ex\u00adample/",
}

// components writes the components of an IRI reference as this package
// reads them, one per line, "-" for an absent one.
func components(i iri.IRI) string {
	var b strings.Builder
	opt := func(name string) func(v string, ok bool) {
		return func(v string, ok bool) {
			if !ok {
				v = "-"
			}
			fmt.Fprintf(&b, "%s=%q ", name, v)
		}
	}
	opt("scheme")(i.Scheme())
	opt("userinfo")(i.Userinfo())
	opt("host")(i.Host())
	fmt.Fprintf(&b, "kind=%s ", i.HostKind())
	opt("port")(i.Port())
	opt("path")(i.Path(), true)
	opt("query")(i.Query())
	opt("fragment")(i.Fragment())
	return b.String()
}

// treeComponents writes the components of the matcher's tree as
// components writes them.
func treeComponents(in string, tree []match.Node) string {
	get := func(rule string) (string, bool) {
		for _, n := range tree {
			if n.Rule == rule {
				return in[n.Pos:n.End], true
			}
		}
		return "", false
	}
	var b strings.Builder
	opt := func(name string) func(v string, ok bool) {
		return func(v string, ok bool) {
			if !ok {
				v = "-"
			}
			fmt.Fprintf(&b, "%s=%q ", name, v)
		}
	}
	opt("scheme")(get("scheme"))
	opt("userinfo")(get("iuserinfo"))
	opt("host")(get("ihost"))
	kind := uri.NoHost
	if _, ok := get("ihost"); ok {
		kind = uri.RegName
		for _, n := range tree {
			if parent := tree[max(n.Parent, 0)].Rule; parent != "ihost" && parent != "IP-literal" {
				continue // the IPv4address at the end of an IPv6address
			}
			switch n.Rule {
			case "IPv4address":
				kind = uri.IPv4
			case "IPv6address":
				kind = uri.IPv6
			case "IPvFuture":
				kind = uri.IPvFuture
			}
		}
	}
	fmt.Fprintf(&b, "kind=%s ", kind)
	opt("port")(get("port"))
	path := ""
	for _, r := range []string{"ipath-abempty", "ipath-absolute", "ipath-noscheme", "ipath-rootless", "ipath-empty"} {
		if p, ok := get(r); ok {
			path = p
		}
	}
	opt("path")(path, true)
	opt("query")(get("iquery"))
	opt("fragment")(get("ifragment"))
	return b.String()
}

// differ compares Parse (rule IRI-reference) or ParseIRI (rule IRI) with
// the reference matcher on in: the same verdict; on failure the same
// offset and expectations; on success the same components, the path,
// userinfo and kind of host included, which fromSpans derives from
// fewer spans than the tree has.
func differ(m *match.Matcher, rule, in string) string {
	want, err := m.Match(rule, in, true)
	if err != nil {
		return err.Error()
	}
	parse := iri.Parse
	if rule == "IRI" {
		parse = iri.ParseIRI
	}
	got, err := parse(in)
	if ok := err == nil; ok != want.OK {
		return fmt.Sprintf("parser ok=%v (%v), matcher ok=%v", ok, err, want.OK)
	}
	if rule == "IRI-reference" && iri.Valid(in) != want.OK {
		return fmt.Sprintf("Valid=%v, matcher ok=%v", !want.OK, want.OK)
	}
	if err != nil {
		se, ok := errors.AsType[*iri.SyntaxError](err)
		if !ok {
			return fmt.Sprintf("error %v is no *SyntaxError", err)
		}
		if exp := synerr.JoinOr(se.Expected); se.Offset != want.Offset || !want.Expects(exp) {
			return fmt.Sprintf("parser: offset %d: expected %s; matcher: offset %d: %s", se.Offset, exp, want.Offset, want.Message())
		}
		return ""
	}
	if got.String() != in {
		return fmt.Sprintf("String() = %q", got.String())
	}
	if g, w := components(got), treeComponents(in, want.Tree); g != w {
		return fmt.Sprintf("components\n  %s\nmatcher\n  %s", g, w)
	}
	return ""
}

var treeNodes = strings.Split("IRI,irelative-ref,scheme,iauthority,iuserinfo,ihost,IP-literal,IPv4address,IPv6address,IPvFuture,ireg-name,port,ipath-abempty,ipath-absolute,ipath-noscheme,ipath-rootless,ipath-empty,iquery,ifragment", ",")

func newMatcher(t testing.TB) (*abnf.Grammar, *match.Matcher) {
	g, err := abnf.Loader{FS: grammar.FS}.Load([]string{grammar.RFC3987}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	m.SetNodes(treeNodes)
	return g, m
}

// TestDifferential compares the generated parser, through Parse, ParseIRI
// and Valid, with the reference matcher (RFC 3987 §2.2) on inputs written
// by hand, strings sampled from IRI-reference and mutations of them, and,
// with ../shared, the URL corpora and IRIs built from them (see
// nonASCII): non-ASCII and invalid UTF-8 among them.
func TestDifferential(t *testing.T) {
	g, m := newMatcher(t)
	s := sample.New(g, 3987)
	inputs := slices.Clone(handInputs)
	n := 600
	if testing.Short() {
		n = 60
	}
	for range n {
		if str, ok := s.Sample(g.Rule("IRI-reference")); ok {
			inputs = append(inputs, str, s.Mutate(str))
		}
	}
	bad := 0
	check := func(inputs []string) {
		for _, in := range inputs {
			for _, rule := range []string{"IRI-reference", "IRI"} {
				if d := differ(m, rule, in); d != "" {
					t.Errorf("%s %+q: %s", rule, in, d)
					if bad++; bad > 10 {
						t.FailNow()
					}
				}
			}
		}
	}
	check(inputs)
	t.Logf("%d inputs", len(inputs))
	if testing.Short() || !haveShared() {
		t.Log("the URL corpora are not compared: they sit beside the repository, in " + shared)
		return
	}
	lines := corpusLines(t)
	iris, _ := nonASCII(lines)
	// Every 100th line of the corpora keeps the test fast; every IRI.
	var some []string
	for k := 0; k < len(lines); k += 100 {
		some = append(some, lines[k])
	}
	check(append(some, iris...))
	t.Logf("%d corpus inputs", len(some)+len(iris))
}
