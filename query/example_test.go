package query_test

import (
	"fmt"
	"net/url"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/query"
)

// Editing a query: the tracking parameters go, page is set where it is,
// and every other parameter keeps its text byte for byte ("%7e", "+",
// the order), where url.Values would sort and re-encode them all.
func Example() {
	u, err := uri.Parse("https://example.com/list?utm_source=news&q=caf%C3%A9+au+lait&page=1&sort=%7eprice&utm_medium=email#top")
	if err != nil {
		panic(err)
	}
	q := query.Options{Encoding: query.Form}.Of(u)
	q.DeleteFunc(query.Match("utm_*"))
	q.Set("page", "2")
	fmt.Println(query.With(u, q))
	fmt.Printf("%q\n", q.Get("q"))

	v, _ := url.ParseQuery("utm_source=news&q=caf%C3%A9+au+lait&page=1&sort=%7eprice")
	v.Del("utm_source")
	v.Set("page", "2")
	fmt.Println(v.Encode())
	// Output:
	// https://example.com/list?q=caf%C3%A9+au+lait&page=2&sort=%7eprice#top
	// "café au lait"
	// page=2&q=caf%C3%A9+au+lait&sort=~price
}

// Parse reads a query alone; what is no query is an error with its
// offset.
func ExampleParse() {
	q, err := query.Parse("a=1&flag&b=&a=2")
	if err != nil {
		panic(err)
	}
	for p := range q.All() {
		fmt.Printf("%q %q %v\n", p.Name(), p.Value(), p.HasValue())
	}
	fmt.Println(q.GetAll("a"))

	_, err = query.Parse("a=%zz")
	fmt.Println(err)
	// Output:
	// "a" "1" true
	// "flag" "" false
	// "b" "" true
	// "a" "2" true
	// [1 2]
	// uri: parse query "a=%zz": bad percent-encoding at offset 3: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"; expected HEXDIG
}

// A crawler's filter: parameters sorted, those whose names a predicate
// names dropped, the rest as written.
func ExampleQuery_DeleteFunc() {
	q, _ := query.Parse("sessionid=9f&b=2&fbclid=x&a=1")
	drop := map[string]bool{"sessionid": true, "fbclid": true}
	q.DeleteFunc(func(p query.Param) bool { return drop[p.Name()] })
	q.Sort()
	fmt.Println(q)
	// Output:
	// a=1&b=2
}

// Separator ";" reads the queries of applications that part parameters
// with it; "&" is then data.
func ExampleOptions_Parse() {
	q, _ := query.Options{Separator: ';'}.Parse("a=1;b=x&y")
	fmt.Printf("%q\n", q.Get("b"))
	q.Add("c", "1;2")
	fmt.Println(q)
	// Output:
	// "x&y"
	// a=1;b=x&y;c=1%3B2
}
