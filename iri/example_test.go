package iri_test

import (
	"fmt"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/iri"
)

func ExampleParse() {
	i, err := iri.Parse("https://résumé.example/ü?q=€#f")
	if err != nil {
		panic(err)
	}
	host, _ := i.Host()
	query, _ := i.Query()
	fmt.Println(host, i.HostKind(), i.Path(), query)

	_, err = iri.Parse("https://résumé.example/\xff")
	fmt.Println(err)
	// Output:
	// résumé.example reg-name /ü q=€
	// uri: parse IRI reference "https://résumé.example/\xff": invalid UTF-8 "\xff" in path at offset 25: write it percent-encoded, "%FF"; expected ipchar, "/", "?", "#" or end of input
}

func ExampleParseIRI() {
	_, err := iri.ParseIRI("//例/")
	fmt.Println(err)
	// Output:
	// uri: parse IRI "//例/": no scheme at offset 0: a URI begins with a scheme such as "https:"; expected scheme
}

func ExampleValid() {
	fmt.Println(iri.Valid("http://例え.テスト/パス"), iri.Valid("http://a/\ue000"), iri.Valid("http://a/?\ue000"))
	// Output: true false true
}

func ExampleMustParse() {
	fmt.Println(iri.MustParse("urn:例:x").IsAbsolute())
	// Output: true
}

func ExampleIRI_Fragment() {
	for _, s := range []string{"http://ü/", "http://ü/#", "http://ü/#ß"} {
		f, ok := iri.MustParse(s).Fragment()
		fmt.Printf("%q %v\n", f, ok)
	}
	// Output:
	// "" false
	// "" true
	// "ß" true
}

func ExampleIRI_URI() {
	i := iri.MustParse("http://www.example.org/red%09rosé#red")
	fmt.Println(i.URI())
	// Output: http://www.example.org/red%09ros%C3%A9#red
}

func ExampleIRI_URIWithIDNA() {
	u, err := iri.MustParse("http://résumé.example.org/ü").URIWithIDNA()
	fmt.Println(u, err)
	// Output: http://xn--rsum-bpad.example.org/%C3%BC <nil>
}

func ExampleFromURI() {
	for _, s := range []string{
		"http://www.example.org/D%C3%BCrst",        // UTF-8: decoded
		"http://www.example.org/D%FCrst",           // not UTF-8: kept
		"http://xn--99zt52a.example.org/%e2%80%ae", // RIGHT-TO-LEFT OVERRIDE: kept
		"http://a/b%2Fc/%2E%2E/d%7E",               // reserved and dot-segment: kept
	} {
		fmt.Println(iri.FromURI(uri.MustParse(s)))
	}
	// Output:
	// http://www.example.org/Dürst
	// http://www.example.org/D%FCrst
	// http://xn--99zt52a.example.org/%E2%80%AE
	// http://a/b%2Fc/%2E%2E/d~
}

func ExampleIRI_ResolveReference() {
	base := iri.MustParse("http://例/a/b/c")
	fmt.Println(base.ResolveReference(iri.MustParse("../ü?ß")))
	// Output: http://例/a/ü?ß
}

func ExampleIRI_Relative() {
	base := iri.MustParse("http://例/a/b/c")
	ref, ok := base.Relative(iri.MustParse("http://例/a/ü"))
	fmt.Println(ref, ok)
	// Output: ../ü true
}

func ExampleNormalizer_Normalize() {
	var n iri.Normalizer
	fmt.Println(n.Normalize(iri.MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"), uri.SyntaxBased))
	n.NFC = true
	fmt.Println(n.Normalize(iri.MustParse("http://example.org/re\u0301sume\u0301"), uri.SyntaxBased))
	// Output:
	// example://a/b/c/%7Bfoo%7D/rosé
	// http://example.org/résumé
}

func ExampleNormalizer_Equivalent() {
	var n iri.Normalizer
	a, b := iri.MustParse("http://example.org/rosé"), iri.MustParse("HTTP://example.org:80/ros%C3%A9")
	fmt.Println(n.Equivalent(a, b, uri.SyntaxBased))
	fmt.Println(n.Equivalent(a, b, uri.SchemeBased))
	// Output:
	// differ in port at syntax-based
	// equal at scheme-based
}

func ExampleEscape() {
	fmt.Println("http://example.org/" + iri.Escape("Größe 10/12", uri.InSegment) + "?q=" + iri.Escape("ß&€", uri.InQueryParam))
	// Output: http://example.org/Größe%2010%2F12?q=ß%26€
}
