package template_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/template"
	"github.com/sebdah/goldie/v2"
)

// TestMatchExamples matches the expansion of every example of RFC 6570
// against its template: each matches, in one way or in more, and where
// in one, the variables expand to the URI again. The answers are
// testdata/match.golden.
func TestMatchExamples(t *testing.T) {
	var b strings.Builder
	for _, e := range readExamples(t) {
		tmpl := template.MustParse(e.template)
		vars, err := tmpl.Match(e.want)
		fmt.Fprintf(&b, "%s %s %s\n", e.section, e.template, e.want)
		if err != nil {
			fmt.Fprintf(&b, "\t%v\n", err)
			continue
		}
		fmt.Fprintf(&b, "\t%s\n", format(vars))
		got, err := tmpl.ExpandString(vars)
		if err != nil || got != e.want {
			t.Errorf("%s: %s: Match(%q) = %v, which expands to %q, %v", e.section, e.template, e.want, format(vars), got, err)
		}
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "match", []byte(b.String()))
}

// format writes variables in the order of their names.
func format(vars map[string]any) string {
	var parts []string
	for _, k := range sortedKeys(vars) {
		parts = append(parts, fmt.Sprintf("%s=%#v", k, vars[k]))
	}
	return strings.Join(parts, " ")
}

func sortedKeys(m map[string]any) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// TestMatch checks Match on templates the doc names: those the URI
// always determines, and those it may not.
func TestMatch(t *testing.T) {
	for _, c := range []struct {
		tmpl, in string
		want     string // the variables, as format writes them; "" for an error
		offset   int    // of the error
		reason   string
	}{
		{"https://api.example.com/users{/user}{?page,per_page}", "https://api.example.com/users/octocat?page=2", `page="2" user="octocat"`, 0, ""},
		{"https://api.example.com/users{/user}{?page,per_page}", "https://api.example.com/users?per_page=10&page=2", "", 41, "URI does not match the template"},
		{"https://api.example.com/users{/user}{?page,per_page}", "https://api.example.com/users", ``, 0, ""},
		{"/repos/{owner}/{repo}/issues{?state}", "/repos/golang/go/issues?state=open", `owner="golang" repo="go" state="open"`, 0, ""},
		{"/repos/{owner}/{repo}/issues{?state}", "/repos/go%20lang/go/issues", `owner="go lang" repo="go"`, 0, ""},
		{"/repos/{owner}/{repo}/issues{?state}", "/repos/golang/go/pulls", "", 17, "URI does not match the template"},
		// A lowercase triplet, or one of an unreserved octet, is not what
		// expansion writes.
		{"/repos/{owner}", "/repos/go%2flang", "", 9, "URI does not match the template"},
		{"/repos/{owner}", "/repos/%41", "", 7, "URI does not match the template"},
		{"{?q*}", "?a=1&b=&c=3", `q=[]template.Pair{template.Pair{Name:"a", Value:"1"}, template.Pair{Name:"b", Value:""}, template.Pair{Name:"c", Value:"3"}}`, 0, ""},
		{"{x}{y}", "ab", "", 0, `URI matches the template in more than one way: it does not determine variable "x"`},
		{"{x}-{y}", "a-b-c", "", 0, `URI matches the template in more than one way: it does not determine variable "x"`},
		{"{+path}/{file}", "/a/b/c", `file="c" path="/a/b"`, 0, ""},
		{"{x}", "", ``, 0, ""},
		{"{#x}", "#", `x=""`, 0, ""},
		{"{x:2}", "abc", "", 2, "URI does not match the template"},
		{"{x:2}/{x}", "ab/abc", `x="abc"`, 0, ""},
		{"{x:2}/{x}", "ab/xbc", "", 3, "URI does not match the template"},
		{"{x}{=y}", "a", "", 4, `operator "=" is reserved for future extensions`},
	} {
		vars, err := template.MustParse(c.tmpl).Match(c.in)
		if c.reason != "" {
			var se *uri.SyntaxError
			if !errors.As(err, &se) || se.Offset != c.offset || se.Reason != c.reason {
				t.Errorf("Match(%q, %q) = %v, %v; want offset %d, %q", c.tmpl, c.in, format(vars), err, c.offset, c.reason)
			}
			continue
		}
		if err != nil || format(vars) != c.want {
			t.Errorf("Match(%q, %q) = %s, %v; want %s", c.tmpl, c.in, format(vars), err, c.want)
		}
	}
}

// TestMatchLong checks that Match answers on long URIs and on templates
// that use a variable many times, which it cannot share partial matches
// of: within its budget, with the variables, or an error.
func TestMatchLong(t *testing.T) {
	long := strings.Repeat("a", 5000)
	vars, err := template.MustParse("/x{/a}{?q}").Match("/x/" + long + "?q=" + long)
	if err != nil || vars["a"] != long || vars["q"] != long {
		t.Errorf("long: %v", err)
	}
	if _, err := template.MustParse("{x}{y}{z}").Match(long); err == nil {
		t.Error("{x}{y}{z}: no error")
	}
	_, err = template.MustParse("{x}{x}{x}{x}{x}{x}{x}{x}{x}{x}{x}{x}").Match(strings.Repeat("a", 200) + "b")
	var se *uri.SyntaxError
	if !errors.As(err, &se) || se.Reason != "too many ways to try to match the URI against the template" && se.Reason != "URI does not match the template" {
		t.Errorf("{x} twelve times: %v", err)
	}
}

// TestMatchDetermined checks the templates Match's doc says it always
// reads back, on the expansions of values made of every kind of
// character: each matches in one way, and the variables expand to it
// again.
func TestMatchDetermined(t *testing.T) {
	templates := []string{
		"https://api.example.com/users{/user}{?page,per_page}",
		"/repos/{owner}/{repo}/issues{?state}",
		"/files{/path*}{#frag}",
		"{+base}",
		"{/list*}{?keys*}",
		"{;a,b}{?c}{&d}x",
		"{.dom*}/{x}{#f}",
		"X{.x}{/y}{;z}{?q}{&r}{#s}",
	}
	values := []string{"", "a", "a b", "é,/?#[]@!$&'()*+;=%", "-._~", "%41", "a.b.c"}
	for _, s := range templates {
		tmpl := template.MustParse(s)
		for i := range len(values) * len(values) {
			vars := map[string]any{}
			for j, name := range tmpl.Names() {
				v := values[(i+j*len(values)/2)%len(values)]
				switch j % 3 {
				case 1:
					vars[name] = []string{v, values[i/len(values)]}
				case 2:
					if i%2 == 0 {
						continue // undefined
					}
					vars[name] = v
				default:
					vars[name] = v
				}
			}
			if strings.Contains(s, "keys*") {
				vars["keys"] = []template.Pair{{Name: "k", Value: values[i%len(values)]}}
			}
			u, err := tmpl.ExpandString(vars)
			if err != nil {
				continue
			}
			got, err := tmpl.Match(u)
			if err != nil {
				t.Errorf("Match(%q, %q): %v (from %v)", s, u, err, vars)
				continue
			}
			if again, err := tmpl.ExpandString(got); err != nil || again != u {
				t.Errorf("Match(%q, %q) = %v, which expands to %q, %v", s, u, got, again, err)
			}
		}
	}
}
