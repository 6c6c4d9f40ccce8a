package main

// The cases of template, and of validate -rule URI-Template; they join
// those of main_test.go.
func init() {
	type testCase = struct {
		name  string
		args  []string
		stdin string
		code  int
	}
	const gh = "https://api.example.com/users{/user}{?page,per_page}"
	cases = append(cases, []testCase{
		{name: "help-template", args: []string{"help", "template"}},
		// NAME=VALUE arguments: one input; a NAME twice is a list.
		{name: "template-assign", args: []string{"template", gh, "user=octocat", "page=2"}},
		{name: "template-assign-list", args: []string{"template", "{/list*}{?list}", "list=red", "list=a b"}},
		{name: "template-assign-json", args: []string{"template", "-json", "-echo", gh, "user=octocat"}},
		// JSON objects, as arguments and as lines, with every kind of
		// value of RFC 6570 §2.4.2 and §3.2's variables; the errors of
		// §2.2 (reserved operators) and §2.4.1 (a prefix on a list), and
		// objects that are no objects of variables.
		{name: "template-json-lines", args: []string{"template", "{count}{/count*}{;keys*}{?x,y,empty,undef}{#hello:5}"},
			stdin: `{"count":["one","two","three"],"keys":{"semi":";","dot":".","comma":","},"x":1024,"y":768,"empty":"","undef":null,"hello":"Hello World!"}` + "\n" +
				`{"count":"é"}` + "\n" + `{"x":true,"y":1e3}` + "\n" + `{"hello":["a"]}` + "\n" + `["x"]` + "\n" + `{"x":{"a":[1]}}` + "\n" + `{"x":` + "\n" + `{} {}` + "\n",
			code: 1},
		{name: "template-json-args", args: []string{"template", "-json", "http://h/{+p}", `{"p":"a/b?c"}`, `{"p":"[x]"}`}, code: 1},
		{name: "template-reserved-operator", args: []string{"template", "{=x}{!y}", "x=1"}, code: 1},
		{name: "template-echo", args: []string{"template", "-echo", "{?q}", `{"q":"a b"}`, `{"q":"c"}`}},
		// -match: the variables, or where the URI stops matching, or the
		// variable it does not determine.
		{name: "template-match", args: []string{"template", "-match", gh, "https://api.example.com/users/octocat?page=2", "https://api.example.com/users", "https://api.example.com/users?per_page=1&page=2", "https://api.example.com/users/a%2Fb"}, code: 1},
		{name: "template-match-json", args: []string{"template", "-match", "-json", "{/list*}{?keys*}", "/a/b?x=1&y=2", "/a"}},
		{name: "template-match-ambiguous", args: []string{"template", "-match", "{x}-{y}", "a-b", "a-b-c"}, code: 1},
		// Usage errors: no template, one that is none, arguments of both
		// kinds.
		{name: "template-none", args: []string{"template"}, code: 2},
		{name: "template-invalid", args: []string{"template", "{x", "x=1"}, code: 2},
		{name: "template-mixed", args: []string{"template", "{x}", "x=1", `{"x":"2"}`}, code: 2},
		{name: "template-mixed-json", args: []string{"template", "{x}", `{"x":"2"}`, "x=1"}, code: 2},
		// validate -rule URI-Template.
		{name: "validate-uri-template", args: []string{"validate", "-rule", "URI-Template", "-"},
			stdin: "https://api.example.com/users{/user}{?page}\n{var:10000}\n{x\n100%\n{+path:6}/here\n{$x}\n", code: 1},
	}...)
}
