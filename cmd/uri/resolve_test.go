package main

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

// rfcBase is the base URI of the examples of RFC 3986 §5.4.
const rfcBase = "http://a/b/c/d;p?q"

// rfc5_4_1 are the normal examples of RFC 3986 §5.4.1: each reference and
// its target against rfcBase, as the RFC prints them.
var rfc5_4_1 = []struct{ ref, target string }{
	{"g:h", "g:h"},
	{"g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"},
	{"//g", "http://g"},
	{"?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s"},
	{"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x"},
	{"g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{"", "http://a/b/c/d;p?q"},
	{".", "http://a/b/c/"},
	{"./", "http://a/b/c/"},
	{"..", "http://a/b/"},
	{"../", "http://a/b/"},
	{"../g", "http://a/b/g"},
	{"../..", "http://a/"},
	{"../../", "http://a/"},
	{"../../g", "http://a/g"},
}

// rfc5_4_2 are some abnormal examples of RFC 3986 §5.4.2, strict.
var rfc5_4_2 = []struct{ ref, target string }{
	{"../../../g", "http://a/g"},
	{"/./g", "http://a/g"},
	{"/../g", "http://a/g"},
	{"g.", "http://a/b/c/g."},
	{"..g", "http://a/b/c/..g"},
	{"./g/.", "http://a/b/c/g/"},
	{"g/../h", "http://a/b/c/h"},
	{"g;x=1/../y", "http://a/b/c/y"},
	{"g?y/./x", "http://a/b/c/g?y/./x"},
	{"g#s/../x", "http://a/b/c/g#s/../x"},
	{"http:g", "http:g"},
}

func refs(examples []struct{ ref, target string }) []string {
	var in []string
	for _, e := range examples {
		in = append(in, e.ref)
	}
	return in
}

func targets(examples []struct{ ref, target string }) []string {
	var in []string
	for _, e := range examples {
		in = append(in, e.target)
	}
	return in
}

// resolvePairs are lines of "uri resolve -": BASE<TAB>REF, and the lines
// that are not that: no tab, an empty line, a base that is no URI (a
// relative reference, a space), a reference that is none, a tab too many.
// Then the places where the algorithm is not followed to the letter, or
// is: a path that would read as an authority, a rootless base; and a
// base's fragment, which is dropped.
var resolvePairs = []string{
	rfcBase + "\tg",
	"no tab here",
	"",
	"//a/b\tg",
	"http://a b/\tg",
	rfcBase + "\t%zz",
	rfcBase + "\tg\th",
	"f:/a\t..//g",
	"foo:a/b\t../c",
	"http://a/b#frag\t?q",
}

// relativePairs are lines of "uri relative -": targets of each kind of
// shortest reference, and the failures: no tab, a relative target, a
// dot-segment, a base that is no URI.
var relativePairs = []string{
	rfcBase + "\thttp://a/b/c/g",
	rfcBase + "\thttp://a/b/c/d;p?q",
	rfcBase + "\thttp://a/b/c/d;p?q#s",
	rfcBase + "\thttp://a/b/c/d;p?y",
	rfcBase + "\thttp://a/x/y",
	rfcBase + "\thttp://b/c",
	rfcBase + "\thttps://a/b/c/g",
	rfcBase + "\thttp://a/b/c/g:h",
	"HTTP://a/\thttp://a/x",
	"f:/a\tf:/.//g",
	"no tab here",
	rfcBase + "\t//a/b",
	rfcBase + "\thttp://a/b/../c",
	"a/b\thttp://a/",
}

// The cases of resolve and relative join those of main_test.go.
func init() {
	cases = append(cases, []struct {
		name  string
		args  []string
		stdin string
		code  int
	}{
		{name: "help-resolve", args: []string{"help", "resolve"}},
		{name: "resolve-h", args: []string{"resolve", "-h"}},
		{name: "resolve-rfc-5.4.1", args: args([]string{"resolve"}, append([]string{rfcBase}, refs(rfc5_4_1)...)...)},
		{name: "resolve-rfc-5.4.1-json", args: args([]string{"resolve", "-json"}, append([]string{rfcBase}, refs(rfc5_4_1)...)...)},
		// BASE alone: the references are the lines of standard input,
		// the empty line the empty reference.
		{name: "resolve-rfc-5.4.1-stdin", args: []string{"resolve", rfcBase}, stdin: crlf(refs(rfc5_4_1)...)},
		{name: "resolve-rfc-5.4.2", args: args([]string{"resolve"}, append([]string{rfcBase}, refs(rfc5_4_2)...)...)},
		// -nonstrict: a reference with the base's scheme, in any case,
		// is relative; one with another scheme is not.
		{name: "resolve-nonstrict", args: []string{"resolve", "-nonstrict", rfcBase, "http:g", "HTTP:g", "https:g", "http:"}},
		// Pairs on standard input, "-" alone or no argument.
		{name: "resolve-pairs", args: []string{"resolve"}, stdin: crlf(resolvePairs...), code: 1},
		{name: "resolve-pairs-json", args: []string{"resolve", "-json", "-"}, stdin: crlf(resolvePairs...), code: 1},
		// BASE and "-": the references are read; "-" among others is a
		// reference.
		{name: "resolve-base-dash", args: []string{"resolve", rfcBase, "-"}, stdin: "g\n-\n"},
		{name: "resolve-dash-ref", args: []string{"resolve", rfcBase, "g", "-"}},
		// A base that is no URI fails every reference.
		{name: "resolve-invalid-base", args: []string{"resolve", "//a/b", "g", "h"}, code: 1},
		{name: "resolve-invalid-base-json", args: []string{"resolve", "-json", "a:b c", "g"}, code: 1},
		{name: "resolve-empty-stdin", args: []string{"resolve"}, code: 2},
		{name: "resolve-empty-stdin-dash", args: []string{"resolve", "-"}},
		// A base without references, as "uri resolve $BASE $REF" with
		// $REF unset, and empty standard input: a usage error.
		{name: "resolve-base-only", args: []string{"resolve", "http://a/b"}, code: 2},
		{name: "resolve-unknown-flag", args: []string{"resolve", "-strict", rfcBase, "g"}, code: 2},

		{name: "help-relative", args: []string{"help", "relative"}},
		{name: "relative-h", args: []string{"relative", "-h"}},
		{name: "relative-rfc-5.4.1", args: args([]string{"relative"}, append([]string{rfcBase}, targets(rfc5_4_1)...)...)},
		{name: "relative-rfc-5.4.1-stdin", args: []string{"relative", rfcBase, "-"}, stdin: crlf(targets(rfc5_4_1)...)},
		{name: "relative-pairs", args: []string{"relative"}, stdin: crlf(relativePairs...), code: 1},
		{name: "relative-pairs-json", args: []string{"relative", "-json"}, stdin: crlf(relativePairs...), code: 1},
		{name: "relative-unknown-flag", args: []string{"relative", "-nonstrict", rfcBase, "http://a/"}, code: 2},
	}...)
}

// TestResolveRFC5_4 resolves the examples of RFC 3986 §5.4.1 and §5.4.2
// with "uri resolve", as arguments, as lines after BASE and as pairs, and
// checks each line against the RFC, apart from the golden files.
func TestResolveRFC5_4(t *testing.T) {
	examples := append(append(rfc5_4_1[:len(rfc5_4_1):len(rfc5_4_1)], rfc5_4_2...),
		struct{ ref, target string }{"http:g", "http:g"})
	var pairs []string
	for _, e := range examples {
		pairs = append(pairs, rfcBase+"\t"+e.ref)
	}
	for _, form := range []struct {
		name  string
		args  []string
		stdin string
	}{
		{"arguments", args([]string{"resolve"}, append([]string{rfcBase}, refs(examples)...)...), ""},
		{"stdin", []string{"resolve", rfcBase}, crlf(refs(examples)...)},
		{"pairs", []string{"resolve", "-"}, strings.Join(pairs, "\n")},
	} {
		var stdout, stderr bytes.Buffer
		code := run(form.args, strings.NewReader(form.stdin), &stdout, &stderr)
		if code != 0 || stderr.Len() > 0 {
			t.Errorf("%s: exit status %d, stderr %q", form.name, code, &stderr)
		}
		lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
		if len(lines) != len(examples) {
			t.Fatalf("%s: %d lines, want %d:\n%s", form.name, len(lines), len(examples), &stdout)
		}
		for i, e := range examples {
			if lines[i] != e.target {
				t.Errorf("%s: %q resolves to %q, want %q", form.name, e.ref, lines[i], e.target)
			}
		}
	}

	// -nonstrict: §5.4.2's "for backward compatibility".
	var stdout bytes.Buffer
	if code := run([]string{"resolve", "-nonstrict", rfcBase, "http:g"}, nil, &stdout, io.Discard); code != 0 || stdout.String() != "http://a/b/c/g\n" {
		t.Errorf("uri resolve -nonstrict %s http:g: exit status %d, %q; want http://a/b/c/g", rfcBase, code, &stdout)
	}
}

// TestRelativeInverse checks that each reference "uri relative" prints
// resolves with "uri resolve" to its target, byte for byte.
func TestRelativeInverse(t *testing.T) {
	bases := []string{rfcBase, "http://a/b/c/d;p?q#f", "http://a", "foo:a/b", "f:/a", "mailto:x@example.com", "file:///c:/x/y/"}
	targets := append(targets(rfc5_4_1), targets(rfc5_4_2)...)
	targets = append(targets, "http://a", "http://a/", "http://a?q", "foo:g", "foo:/g", "foo:a/g:h", "f:/.//g",
		"mailto:y@example.com", "file:///c:/x/z", "file:///d:/", "https://a/b/c/d;p?q")
	for _, b := range bases {
		for _, tg := range targets {
			var rel, res, stderr bytes.Buffer
			if code := run([]string{"relative", "--", b, tg}, nil, &rel, &stderr); code != 0 {
				t.Errorf("uri relative %q %q: exit status %d, %q %q", b, tg, code, &rel, &stderr)
				continue
			}
			ref := strings.TrimSuffix(rel.String(), "\n")
			if code := run([]string{"resolve", "--", b, ref}, nil, &res, &stderr); code != 0 || res.String() != tg+"\n" {
				t.Errorf("uri resolve %q %q (from relative): exit status %d, %q; want %q", b, ref, code, &res, tg)
			}
		}
	}
}

// TestPairsInteractive: pairs on standard input are answered as they
// come, as single inputs are (TestInteractive).
func TestPairsInteractive(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"resolve"}, inR, outW, io.Discard)
		outW.Close()
	}()
	for _, x := range []struct{ line, answer string }{
		{rfcBase + "\t../g\n", "http://a/b/g\n"},
		{"x\n", "error\t-\twant BASE<TAB>REF, found no tab\n"},
	} {
		io.WriteString(inW, x.line)
		got := make(chan string, 1)
		go func() {
			b := make([]byte, len(x.answer))
			n, _ := io.ReadFull(outR, b)
			got <- string(b[:n])
		}()
		select {
		case s := <-got:
			if s != x.answer {
				t.Errorf("answer to %q: %q, want %q", x.line, s, x.answer)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no answer to %q", x.line)
		}
	}
	inW.Close()
	if code := <-done; code != 1 {
		t.Errorf("exit status %d, want 1", code)
	}
}

// TestAnswerIOErrors: for the commands of answer.go too, a failure to
// read standard input or to write standard output stops the command with
// exit status 2 and a message, after the answers so far.
func TestAnswerIOErrors(t *testing.T) {
	tests := []struct {
		args         []string
		line, answer string
	}{
		{[]string{"resolve"}, rfcBase + "\tg", "http://a/b/c/g\n"},
		{[]string{"resolve", rfcBase}, "g", "http://a/b/c/g\n"},
		{[]string{"relative", "-"}, rfcBase + "\thttp://a/b/c/g", "g\n"},
		{[]string{"normalize"}, "HTTP://a", "http://a/\n"},
		{[]string{"equal"}, "a\ta", "equal at simple-string\n"},
		{[]string{"escape", "-component", "path"}, "a b", "a%20b\n"},
		{[]string{"unescape"}, "a%20b", "a b\n"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		in := io.MultiReader(strings.NewReader(tt.line+"\n"), iotest.ErrReader(errors.New("disk on fire")))
		code := run(tt.args, in, &stdout, &stderr)
		want := "uri " + tt.args[0] + ": reading standard input: disk on fire\n"
		if code != 2 || stdout.String() != tt.answer || stderr.String() != want {
			t.Errorf("uri %q, read error: exit status %d, stdout %q, stderr %q; want 2, %q, %q", tt.args, code, &stdout, &stderr, tt.answer, want)
		}

		stderr.Reset()
		code = run(tt.args, strings.NewReader(tt.line+"\n"), failWriter{}, &stderr)
		want = "uri " + tt.args[0] + ": writing standard output: pipe closed\n"
		if code != 2 || stderr.String() != want {
			t.Errorf("uri %q, write error: exit status %d, stderr %q; want 2, %q", tt.args, code, &stderr, want)
		}
	}
}
