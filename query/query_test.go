package query

import (
	"bufio"
	"errors"
	"fmt"
	"net/url"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/corpus"
)

// show writes q's parameters as "raw:name=value" (name alone without "="),
// parted by " | ", the offsets in brackets.
func show(q *Query) string {
	var b []string
	for p := range q.All() {
		s := fmt.Sprintf("%q[%d]:%q", p.Raw(), p.Offset(), p.Name())
		if p.HasValue() {
			s += "=" + fmt.Sprintf("%q", p.Value())
		}
		b = append(b, s)
	}
	return strings.Join(b, " | ")
}

// TestParse reads queries (RFC 3986 §3.4) into parameters: split at "&",
// then at the first "=", each decoded (§2.1); "+" is "+" (RFC 3986) or a
// space (Form, beyond RFC 3986); an empty parameter is kept.
func TestParse(t *testing.T) {
	for _, tt := range []struct {
		in   string
		o    Options
		want string
	}{
		{"", Options{}, ""},
		{"a=1", Options{}, `"a=1"[0]:"a"="1"`},
		// "a" has no value, "a=" an empty one.
		{"a&a=", Options{}, `"a"[0]:"a" | "a="[2]:"a"=""`},
		// Empty parameters keep their place (String gives them back).
		{"&&x=1&", Options{}, `""[0]:"" | ""[1]:"" | "x=1"[2]:"x"="1" | ""[6]:""`},
		// The first "=" parts the name from the value.
		{"a==b=c", Options{}, `"a==b=c"[0]:"a"="=b=c"`},
		{"=v", Options{}, `"=v"[0]:""="v"`},
		// §2.1: escapes are decoded, in either case.
		{"%61=%3D&%7e=%7E", Options{}, `"%61=%3D"[0]:"a"="=" | "%7e=%7E"[8]:"~"="~"`},
		// §3.4: "/" and "?" are data in a query.
		{"u=http://h/?x", Options{}, `"u=http://h/?x"[0]:"u"="http://h/?x"`},
		// "+" is "+" in RFC 3986; Form reads it as a space, "%2B" as "+".
		{"a+b=c+d%2B", Options{}, `"a+b=c+d%2B"[0]:"a+b"="c+d+"`},
		{"a+b=c+d%2B", Options{Encoding: Form}, `"a+b=c+d%2B"[0]:"a b"="c d+"`},
		// ";" is data, unless it is the separator.
		{"a=1;b=2&c", Options{}, `"a=1;b=2"[0]:"a"="1;b=2" | "c"[8]:"c"`},
		{"a=1;b=2&c", Options{Separator: ';'}, `"a=1"[0]:"a"="1" | "b=2&c"[4]:"b"="2&c"`},
	} {
		q, err := tt.o.Parse(tt.in)
		if err != nil {
			t.Errorf("%+v.Parse(%q): %v", tt.o, tt.in, err)
			continue
		}
		if got := show(q); got != tt.want {
			t.Errorf("%+v.Parse(%q) =\n\t%s, want\n\t%s", tt.o, tt.in, got, tt.want)
		}
		if got := q.String(); got != tt.in {
			t.Errorf("%+v.Parse(%q).String() = %q", tt.o, tt.in, got)
		}
	}
}

// TestParseError: text that is no query (RFC 3986 §3.4) is a *uri.Error
// wrapping a *uri.SyntaxError whose offset is into the query; a malformed
// escape (§2.1) is one too, never decoded silently.
func TestParseError(t *testing.T) {
	for _, tt := range []struct {
		in     string
		offset int
		found  string
	}{
		{"a b", 1, " "},
		{"a#b", 1, "#"},    // "#" begins the fragment (§3.5)
		{"a=%zz", 3, "z"},  // pct-encoded = "%" HEXDIG HEXDIG (§2.1)
		{"x=1&y=%", 7, ""}, // an escape cut short
		{"é=1", 0, "é"},    // a URI is ASCII (§2); IRIs are package iri's
		{"a=[1]", 2, "["},  // gen-delims other than ":", "@", "/", "?"
		{"k=v\n", 3, "\n"},
	} {
		q, err := Parse(tt.in)
		var e *uri.Error
		var se *uri.SyntaxError
		if q != nil || !errors.As(err, &e) || !errors.As(err, &se) {
			t.Errorf("Parse(%q) = %v, %v; want a *uri.Error and *uri.SyntaxError", tt.in, q, err)
			continue
		}
		if e.Op != "parse query" || e.Input != tt.in || se.Offset != tt.offset || se.Found != tt.found || se.Component != "query" {
			t.Errorf("Parse(%q): %#v %#v; want offset %d, found %q", tt.in, e, se, tt.offset, tt.found)
		}
	}
}

// TestEncoding: RFC3986 and Form escape what the query rule forbids
// (RFC 3986 §3.4) and the separators; Unescape gives the data back; a
// malformed escape is an error (§2.1).
func TestEncoding(t *testing.T) {
	for _, tt := range []struct {
		in, rfc, form string
	}{
		{"", "", ""},
		{"plain-._~", "plain-._~", "plain-._~"},
		{"a b", "a%20b", "a+b"},
		{"1+1=2", "1%2B1%3D2", "1%2B1%3D2"},
		{"a&b;c#d", "a%26b%3Bc%23d", "a%26b%3Bc%23d"},
		{"/?:@!$'()*,", "/?:@!$'()*,", "/?:@!$'()*,"},
		{"100%", "100%25", "100%25"},
		{"é ", "%C3%A9%20", "%C3%A9+"},
		{"[x]", "%5Bx%5D", "%5Bx%5D"},
	} {
		for _, c := range []struct {
			e    Encoding
			want string
		}{{RFC3986, tt.rfc}, {Form, tt.form}} {
			got := c.e.Escape(tt.in)
			if got != c.want {
				t.Errorf("%v.Escape(%q) = %q, want %q", c.e, tt.in, got, c.want)
			}
			if back, err := c.e.Unescape(got); back != tt.in || err != nil {
				t.Errorf("%v.Unescape(%q) = %q, %v; want %q", c.e, got, back, err, tt.in)
			}
			if _, err := Parse(got); err != nil {
				t.Errorf("%v.Escape(%q) = %q, no query: %v", c.e, tt.in, got, err)
			}
		}
	}
	for _, e := range []Encoding{RFC3986, Form} {
		for _, s := range []string{"%", "a+%4", "%zz+", "+%g0"} {
			_, err := e.Unescape(s)
			var ee *uri.EscapeError
			var ue *uri.Error
			if !errors.As(err, &ee) || !errors.As(err, &ue) || ue.Input != s {
				t.Errorf("%v.Unescape(%q) = %v, want an *uri.EscapeError on the input as given", e, s, err)
			}
		}
	}
	if got, _ := RFC3986.Unescape("a+b%2B"); got != "a+b+" {
		t.Errorf("RFC3986.Unescape(a+b%%2B) = %q", got)
	}
	if got, _ := Form.Unescape("a+b%2B"); got != "a b+" {
		t.Errorf("Form.Unescape(a+b%%2B) = %q", got)
	}
}

// TestEdit: each edit changes only what it names; the other parameters
// keep their text byte for byte, and their order.
func TestEdit(t *testing.T) {
	const in = "utm_source=x&b=%7e&a=1&utm_medium=y&a=2&flag&a+b=%41"
	for _, tt := range []struct {
		name string
		o    Options
		edit func(q *Query)
		want string
	}{
		{"nothing", Options{}, func(q *Query) {}, in},
		{"set-in-place", Options{}, func(q *Query) { q.Set("a", "x y") }, "utm_source=x&b=%7e&a=x%20y&utm_medium=y&flag&a+b=%41"},
		{"set-new", Options{}, func(q *Query) { q.Set("page", "2") }, in + "&page=2"},
		{"set-form", Options{Encoding: Form}, func(q *Query) { q.Set("a b", "c d") }, "utm_source=x&b=%7e&a=1&utm_medium=y&a=2&flag&a+b=c+d"},
		{"set-rfc", Options{}, func(q *Query) { q.Set("a b", "c d") }, in + "&a%20b=c%20d"},
		{"add", Options{}, func(q *Query) { q.Add("a", "3&4") }, in + "&a=3%264"},
		{"add-name", Options{}, func(q *Query) { q.AddName("x=y") }, in + "&x%3Dy"},
		{"delete", Options{}, func(q *Query) { q.Delete("a") }, "utm_source=x&b=%7e&utm_medium=y&flag&a+b=%41"},
		{"delete-none", Options{}, func(q *Query) { q.Delete("zzz") }, in},
		{"delete-decoded", Options{}, func(q *Query) { q.Delete("b") }, "utm_source=x&a=1&utm_medium=y&a=2&flag&a+b=%41"},
		{"delete-match", Options{}, func(q *Query) { q.DeleteFunc(Match("utm_*")) }, "b=%7e&a=1&a=2&flag&a+b=%41"},
		{"delete-no-value", Options{}, func(q *Query) { q.DeleteFunc(func(p Param) bool { return !p.HasValue() }) }, "utm_source=x&b=%7e&a=1&utm_medium=y&a=2&a+b=%41"},
		{"sort", Options{}, func(q *Query) { q.Sort() }, "a=1&a=2&a+b=%41&b=%7e&flag&utm_medium=y&utm_source=x"},
		{"sort-form", Options{Encoding: Form}, func(q *Query) { q.Sort() }, "a=1&a=2&a+b=%41&b=%7e&flag&utm_medium=y&utm_source=x"},
		{"sort-by-value", Options{}, func(q *Query) {
			q.SortFunc(func(a, b Param) int { return strings.Compare(a.Value(), b.Value()) })
		}, "flag&a=1&a=2&a+b=%41&utm_source=x&utm_medium=y&b=%7e"},
		{"crawler", Options{}, func(q *Query) { q.DeleteFunc(Match("utm_*")); q.Set("page", "2"); q.Sort() }, "a=1&a=2&a+b=%41&b=%7e&flag&page=2"},
	} {
		q, err := tt.o.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		tt.edit(q)
		if got := q.String(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
		// What an edit writes reads back as it was set.
		back, err := tt.o.Parse(q.String())
		if err != nil {
			t.Errorf("%s: %q is no query: %v", tt.name, q.String(), err)
			continue
		}
		if a, b := show(back), show(q); stripOffsets(a) != stripOffsets(b) {
			t.Errorf("%s: parsed again\n\t%s, edited\n\t%s", tt.name, a, b)
		}
	}
}

// stripOffsets removes the offsets show writes.
func stripOffsets(s string) string {
	var b strings.Builder
	skip := false
	for _, r := range s {
		switch {
		case r == '[' && !skip:
			skip = true
		case r == ']' && skip:
			skip = false
		case !skip:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestGet reads parameters by name, decoded.
func TestGet(t *testing.T) {
	q, _ := Options{Encoding: Form}.Parse("a=1&b&a=2&c=&a+b=%2B&a")
	for _, tt := range []struct {
		name string
		get  string
		all  []string
		has  bool
	}{
		{"a", "1", []string{"1", "2", ""}, true},
		{"b", "", []string{""}, true},
		{"c", "", []string{""}, true},
		{"a b", "+", []string{"+"}, true},
		{"z", "", nil, false},
	} {
		if got, all, has := q.Get(tt.name), q.GetAll(tt.name), q.Has(tt.name); got != tt.get || !slices.Equal(all, tt.all) || has != tt.has {
			t.Errorf("%q: Get %q, GetAll %q, Has %v; want %q, %q, %v", tt.name, got, all, has, tt.get, tt.all, tt.has)
		}
	}
}

// TestSeparator: with ";" as the separator (Options.Separator), "&" is
// data, and what an edit writes escapes ";"; another separator byte is
// escaped in new parameters too.
func TestSeparator(t *testing.T) {
	q, err := Options{Separator: ';'}.Parse("a=1;b=x&y;utm_x=1")
	if err != nil {
		t.Fatal(err)
	}
	q.DeleteFunc(Match("utm_*"))
	q.Set("b", "p;q&r")
	q.Add("c", "3")
	if got, want := q.String(), "a=1;b=p%3Bq%26r;c=3"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	q, _ = Options{Separator: ','}.Parse("a=1,b=2")
	q.Add("c", "x,y")
	if got, want := q.String(), "a=1,b=2,c=x%2Cy"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	for _, sep := range []byte{'=', '#', '%', ' '} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Separator %q: no panic", sep)
				}
			}()
			Options{Separator: sep}.Parse("a")
		}()
	}
}

// TestMatch reads "*" as any run of bytes.
func TestMatch(t *testing.T) {
	for _, tt := range []struct {
		pattern, name string
		want          bool
	}{
		{"utm_*", "utm_source", true},
		{"utm_*", "utm_", true},
		{"utm_*", "xutm_a", false},
		{"utm_*", "UTM_source", false},
		{"*", "", true},
		{"a*b*c", "abc", true},
		{"a*b*c", "aXbYc", true},
		{"a*b*c", "ac", false},
		{"a*a", "a", false},
		{"*_id", "session_id", true},
		{"x", "x", true},
		{"x", "xx", false},
	} {
		if got := Match(tt.pattern)(Param{raw: tt.name, eq: -1}); got != tt.want {
			t.Errorf("Match(%q)(%q) = %v", tt.pattern, tt.name, got)
		}
	}
}

// TestValues compares with url.Values: the same names and values as
// url.ParseQuery reads (Form), but url.Values.Encode sorts the names and
// spells every byte its own way, where String keeps both.
func TestValues(t *testing.T) {
	const in = "z=1&a=%7e&m=x+y&a=2&flag&&c=%2B"
	q, err := Options{Encoding: Form}.Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	v, err := url.ParseQuery(in)
	if err != nil {
		t.Fatal(err)
	}
	if got := q.Values(); !reflect.DeepEqual(got, v) {
		t.Errorf("Values() = %v, url.ParseQuery = %v", got, v)
	}
	if q.String() != in {
		t.Errorf("String() = %q", q.String())
	}
	if enc := v.Encode(); enc == in {
		t.Errorf("url.Values.Encode() = %q keeps the order and spelling: the test shows nothing", enc)
	}
	// FromValues sorts as Encode does; with Form and data that both leave
	// as they are (but a space), the text is Encode's.
	v = url.Values{"b": {"2", "1"}, "a": {"x y"}, "c": {""}}
	if got, want := (Options{Encoding: Form}).FromValues(v).String(), v.Encode(); got != want {
		t.Errorf("FromValues(%v) = %q, Encode = %q", v, got, want)
	}
	if got, want := FromValues(v).String(), "a=x%20y&b=2&b=1&c="; got != want {
		t.Errorf("FromValues(%v) = %q, want %q", v, got, want)
	}
	for _, o := range []Options{{}, {Encoding: Form}, {Separator: ';'}} {
		v := url.Values{"k&=;+#": {"v&=;+# %", ""}, "é": {"\x00\xff"}}
		if got := o.FromValues(v).Values(); !reflect.DeepEqual(got, v) {
			t.Errorf("%+v.FromValues(%v).Values() = %v", o, v, got)
		}
	}
}

// TestWith replaces the query of a URI (RFC 3986 §3.4), keeping the
// rest; an unchanged query keeps the URI, an empty "?" included.
func TestWith(t *testing.T) {
	for _, tt := range []struct {
		in   string
		edit func(q *Query)
		want string
	}{
		{"http://a/p?x=1#f", func(q *Query) {}, "http://a/p?x=1#f"},
		{"http://a/p?#f", func(q *Query) {}, "http://a/p?#f"},
		{"http://a/p?&#f", func(q *Query) {}, "http://a/p?&#f"},
		{"http://a/p#f", func(q *Query) {}, "http://a/p#f"},
		{"http://a/p?utm_a=1#f", func(q *Query) { q.DeleteFunc(Match("utm_*")) }, "http://a/p#f"},
		{"http://a?utm_a=1", func(q *Query) { q.Delete("utm_a") }, "http://a"},
		{"?utm_a=1", func(q *Query) { q.Delete("utm_a") }, ""},
		{"http://a/p#f", func(q *Query) { q.Add("k", "v") }, "http://a/p?k=v#f"},
		{"http://a#f", func(q *Query) { q.Add("k", "v") }, "http://a?k=v#f"},
		{"", func(q *Query) { q.AddName("k") }, "?k"},
		{"mailto:x@y?subject=hi&body=x", func(q *Query) { q.Set("subject", "a b") }, "mailto:x@y?subject=a%20b&body=x"},
		{"http://u@[::1]:8080/p?b=1&a=2#x?y", func(q *Query) { q.Sort() }, "http://u@[::1]:8080/p?a=2&b=1#x?y"},
	} {
		u, err := uri.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		q := Of(u)
		tt.edit(q)
		got := With(u, q)
		want, err := uri.Parse(tt.want)
		if err != nil {
			t.Fatal(err)
		}
		// == compares the text and the record of the components.
		if got != want {
			t.Errorf("With(%q) = %q %v, want %q %v", tt.in, got, got.Parts(), want, want.Parts())
		}
	}
}

// queries returns the queries of the built-in sample and, when it is
// there, of every corpus in ../shared/data/urls, with the URI references
// that hold them.
func queries(t testing.TB) (refs []uri.URI, fromCorpus bool) {
	f, err := os.Open("testdata/queries.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if l := sc.Text(); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	c := corpus.Lines()
	if c == nil {
		t.Log("no URL lists in " + corpus.Dir + " (they sit beside the repository): the built-in sample only")
	}
	for i, l := range append(lines, c...) {
		u, err := uri.Parse(l)
		if err != nil {
			if i < len(lines) {
				t.Fatalf("testdata/queries.txt: %v", err)
			}
			continue
		}
		if _, ok := u.Query(); ok {
			refs = append(refs, u)
		}
	}
	return refs, c != nil
}

// TestCorpusRoundTrip is the property test: for every query of the
// sample and the corpora, Parse then String is the identity, for either
// encoding and separator; each name and value, encoded again, decodes to
// itself, and a query written anew from them reads back the same; With
// of an unchanged query is the URI itself; Form's Values are
// url.ParseQuery's wherever url.ParseQuery reads the query.
func TestCorpusRoundTrip(t *testing.T) {
	refs, _ := queries(t)
	params, compared := 0, 0
	for _, u := range refs {
		s, _ := u.Query()
		for _, o := range []Options{{}, {Encoding: Form}, {Separator: ';'}} {
			q, err := o.Parse(s)
			if err != nil {
				t.Errorf("%+v.Parse(%q): %v", o, s, err)
				continue
			}
			if got := q.String(); got != s {
				t.Errorf("%+v.Parse(%q).String() = %q", o, s, got)
			}
			if got := With(u, o.Of(u)); got != u {
				t.Errorf("With(%q, Of) = %q", u, got)
			}
			anew := &Query{sep: o.Separator, enc: o.Encoding}
			for p := range q.All() {
				params++
				for _, d := range []string{p.Name(), p.Value()} {
					if back, err := o.Encoding.Unescape(o.Encoding.Escape(d)); back != d || err != nil {
						t.Errorf("%v: %q encoded and decoded is %q, %v", o.Encoding, d, back, err)
					}
				}
				if p.HasValue() {
					anew.Add(p.Name(), p.Value())
				} else {
					anew.AddName(p.Name())
				}
			}
			back, err := o.Parse(anew.String())
			if err != nil {
				t.Errorf("%+v: %q written anew is %q, no query: %v", o, s, anew.String(), err)
				continue
			}
			if a, b := stripOffsets(show(back)), stripOffsets(show(q)); !sameDecoded(back, q) {
				t.Errorf("%+v: %q written anew as %q reads\n\t%s, not\n\t%s", o, s, anew.String(), a, b)
			}
		}
		if v, err := url.ParseQuery(s); err == nil {
			compared++
			q, _ := Options{Encoding: Form}.Parse(s)
			if got := q.Values(); !reflect.DeepEqual(got, v) {
				t.Errorf("%q: Values() = %v, url.ParseQuery = %v", s, got, v)
			}
		}
	}
	t.Logf("%d queries, %d parameters: Parse∘String the identity; %d compared with url.ParseQuery", len(refs), params, compared)
}

// sameDecoded reports whether a and b have the same parameters, decoded.
func sameDecoded(a, b *Query) bool {
	return slices.EqualFunc(a.ps, b.ps, func(x, y Param) bool {
		return x.Name() == y.Name() && x.Value() == y.Value() && x.HasValue() == y.HasValue()
	})
}

// FuzzQuery: Parse never panics; what it accepts, String gives back; an
// edited query is a query, and reads back as it was edited; read as a
// form, its Values are url.ParseQuery's wherever url.ParseQuery reads it.
func FuzzQuery(f *testing.F) {
	refs, _ := queries(f)
	for _, u := range refs[:min(len(refs), 200)] {
		s, _ := u.Query()
		f.Add(s)
	}
	f.Add("a b")
	f.Add("%zz&a=%4")
	f.Fuzz(func(t *testing.T, s string) {
		for _, o := range []Options{{}, {Encoding: Form}, {Encoding: Form, Separator: ';'}} {
			q, err := o.Parse(s)
			if err != nil {
				if !errors.As(err, new(*uri.SyntaxError)) {
					t.Fatalf("Parse(%q): %v", s, err)
				}
				return
			}
			if got := q.String(); got != s {
				t.Fatalf("Parse(%q).String() = %q", s, got)
			}
			if o == (Options{Encoding: Form}) {
				if v, err := url.ParseQuery(s); err == nil && !reflect.DeepEqual(q.Values(), v) {
					t.Fatalf("Parse(%q).Values() = %v, url.ParseQuery = %v", s, q.Values(), v)
				}
			}
			q.Set(s, s)
			q.AddName(s)
			if _, err := o.Parse(q.String()); err != nil {
				t.Fatalf("Parse(%q) edited is %q: %v", s, q.String(), err)
			}
			if got := q.GetAll(s); len(got) != 2 || got[0] != s || got[1] != "" {
				t.Fatalf("Parse(%q) edited: GetAll = %q", s, got)
			}
		}
	})
}

// TestZero: the zero Query is an empty query, read and written with the
// zero Options; Of gives no parameters for no query and for an empty
// one.
func TestZero(t *testing.T) {
	var q Query
	if q.String() != "" || q.Len() != 0 || q.Has("") {
		t.Errorf("zero Query: %q, %d", q.String(), q.Len())
	}
	q.Add("a b", "c")
	q.AddName("d")
	if got, want := q.String(), "a%20b=c&d"; got != want {
		t.Errorf("zero Query edited: %q, want %q", got, want)
	}
	for _, s := range []string{"http://a/", "http://a/?"} {
		if q := Of(uri.MustParse(s)); q.Len() != 0 || q.String() != "" {
			t.Errorf("Of(%q): %d parameters, %q", s, q.Len(), q.String())
		}
	}
}

// TestCompare: names are compared decoded without being decoded, as
// strings.Compare compares them decoded; Sort orders by it, stably.
func TestCompare(t *testing.T) {
	refs, _ := queries(t)
	var names []string
	for _, u := range refs[:min(len(refs), 2000)] {
		for p := range Of(u).All() {
			names = append(names, p.rawName())
		}
	}
	names = append(names, "%41", "A", "a+b", "a%20b", "a%2Bb", "a", "", "%7e", "~", "%7E%7e")
	for _, e := range []Encoding{RFC3986, Form} {
		for i, a := range names {
			da := e.decode(a)
			for _, b := range names[max(0, i-20) : i+1] {
				db := e.decode(b)
				if got, want := e.compare(a, true, b, true), strings.Compare(da, db); got != want {
					t.Errorf("%v: compare(%q, %q) = %d, want %d", e, a, b, got, want)
				}
				if got, want := e.compare(a, true, db, false), strings.Compare(da, db); got != want {
					t.Errorf("%v: compare(%q, decoded %q) = %d, want %d", e, a, db, got, want)
				}
			}
		}
	}
	for _, u := range refs {
		for _, o := range []Options{{}, {Encoding: Form}} {
			q := o.Of(u)
			before := slices.Collect(q.All())
			q.Sort()
			after := slices.Collect(q.All())
			if !slices.IsSortedFunc(after, func(a, b Param) int { return strings.Compare(a.Name(), b.Name()) }) {
				t.Errorf("%q sorted: %s", u, show(q))
			}
			// Stable: those of one name keep their order.
			for _, p := range after {
				var x, y []Param
				for _, b := range before {
					if b.Name() == p.Name() {
						x = append(x, b)
					}
				}
				for _, a := range after {
					if a.Name() == p.Name() {
						y = append(y, a)
					}
				}
				if !slices.Equal(x, y) {
					t.Errorf("%q sorted: %s, not stable", u, show(q))
				}
			}
		}
	}
}
