package template_test

import (
	"fmt"

	"github.com/abnf-uri/uri/template"
)

func ExampleParse() {
	t, err := template.Parse("https://api.example.com/users{/user}{?page,per_page}")
	if err != nil {
		panic(err)
	}
	for _, e := range t.Expressions() {
		fmt.Printf("%d:%d %q %s\n", e.Pos, e.End, e.Op, e.Vars)
	}
	_, err = template.Parse("/users{/user")
	fmt.Println(err)
	// Output:
	// 29:36 '/' [user]
	// 36:52 '?' [page per_page]
	// uri: parse URI template "/users{/user": unexpected end of input at offset 12; URI-Template (RFC 6570 §2) expects ".", varchar, modifier-level4, "," or "}"
}

func ExampleTemplate_Expand() {
	t := template.MustParse("https://api.example.com/users{/user}{?page,per_page}{#section}")
	u, err := t.Expand(map[string]any{"user": "octocat", "page": 2, "section": "repos list"})
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	host, _ := u.Host()
	fmt.Println(host)
	// Output:
	// https://api.example.com/users/octocat?page=2#repos%20list
	// api.example.com
}

func ExampleTemplate_Expand_struct() {
	type query struct {
		Terms []string        `uri:"q"`
		Lang  string          `uri:"lang"`
		Page  *int            `uri:"page"` // nil: undefined
		Extra []template.Pair `uri:"extra"`
	}
	t := template.MustParse("/search{?q*,lang,page}{&extra*}")
	s, err := t.ExpandString(query{Terms: []string{"uri", "template"}, Lang: "en", Extra: []template.Pair{{Name: "sort", Value: "new"}}})
	fmt.Println(s, err)
	// Output:
	// /search?q=uri&q=template&lang=en&sort=new <nil>
}

func ExampleTemplate_Expand_errors() {
	t := template.MustParse("http://example.com/{+path}{?list:3}")
	_, err := t.Expand(map[string]any{"path": "a[b]"})
	fmt.Println(err)
	_, err = t.Expand(map[string]any{"list": []string{"a", "b"}})
	fmt.Println(err)
	// Output:
	// uri: expand URI template "http://example.com/{+path}{?list:3}": expansion of variable "path" is not a URI reference at offset 21: uri: parse "http://example.com/a[b]": invalid character "[" in path at offset 20: write it percent-encoded, "%5B"; expected pchar, "/", "?", "#" or end of input
	// uri: expand URI template "http://example.com/{+path}{?list:3}": prefix modifier on variable "list", whose value is composite at offset 28
}

func ExampleTemplate_Match() {
	t := template.MustParse("/repos/{owner}/{repo}/issues{?state,labels}")
	vars, err := t.Match("/repos/golang/go/issues?state=open&labels=a,b%20c")
	fmt.Println(vars, err)
	_, err = template.MustParse("{x}-{y}").Match("a-b-c")
	fmt.Println(err)
	// Output:
	// map[labels:[a b c] owner:golang repo:go state:open] <nil>
	// uri: match URI template "a-b-c": URI matches the template in more than one way at offset 0: it does not determine variable "x"
}

func ExampleValid() {
	// JSON Schema's "uri-template" format.
	fmt.Println(template.Valid("/users{/id}"), template.Valid("/users{/id"), template.Valid("{a b}"))
	// Output:
	// true false false
}
