// Package nosecret_test checks, through every package of the module that
// returns errors or findings, that none of them carries the password of
// its input: RFC 3986 §3.2.1 deprecates "user:password" in the userinfo,
// and §7.5 asks applications not to render as clear text the data after
// the first ":" of a userinfo. The errors hide it in the input they
// quote, and in what they say is found where it goes wrong.
package nosecret_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/browser"
	"github.com/abnf-uri/uri/fileuri"
	"github.com/abnf-uri/uri/internal/corpus"
	"github.com/abnf-uri/uri/internal/whatwg"
	"github.com/abnf-uri/uri/iri"
	"github.com/abnf-uri/uri/lenient"
	"github.com/abnf-uri/uri/lint"
	"github.com/abnf-uri/uri/scheme"
	"github.com/abnf-uri/uri/zone"
)

// core is in every password the generator writes, once decoded: a text
// that appears nowhere else in an input.
const core = "S3CRET"

// passwords are the passwords written into the seeds: special
// characters, percent-encoded, invalid bytes and escapes before, inside
// and after, a ":" and an "@" in them, non-ASCII. None holds "/", "?"
// or "#", which end an authority in every reading: text after one of
// them is no password.
var passwords = []string{
	core,
	core + "!$&'()*+,;=",
	"p:" + core,
	core + "@x",
	"%53%33CRET",
	"S3%43RET",
	core + "%zz",
	"%zz" + core,
	core + "%",
	core + " x",
	"x " + core,
	core + "\xff",
	"\x00" + core,
	core + "\t",
	core + "\\x",
	core + "[",
	core + "]",
	core + "^",
	core + "\"",
	"S3CRÉT",
	core + "é",
	core + "%C3%A9",
	core + "%FF",
	"",
	":" + core,
	core + ":",
	core + "-é" + core,
	core + ".example.com",
	"evil.example." + core,
}

// seeds are inputs, "{pw}" where the password goes: URIs that are valid
// and invalid before, in and after the userinfo; browser spellings that
// package lenient repairs; IRIs, zone IDs, file URIs.
var seeds = []string{
	"http://user:{pw}@host/a b", // the reproducer, through scheme.Validate
	"http://user:{pw}@host/",
	"https://user:{pw}@host:443/p?q#f",
	"http://:{pw}@host/",
	"http://user:{pw}@@host/",
	"http://us er:{pw}@host/",
	"http://u%zz:{pw}@host/",
	"http://user:{pw}@exa mple.com/",
	"http://user:{pw}@host:99999/",
	"http://user:{pw}@host:80x/",
	"http://user:{pw}@host:/x",
	"http://user:{pw}@[::1/",
	"http://user:{pw}@[::1]x/",
	"http://user:{pw}@[v1.x]/",
	"http://user:{pw}@host/%zz",
	"http://user:{pw}@host/?q=%zz#f g",
	"http://user:{pw}@host/#a#b",
	"http://user:{pw}@0x7f.1/",
	"http://user:{pw}@256/",
	"http://user:{pw}@trusted.example@evil.example/",
	"http://user:{pw}@xn--a.example/",
	"http://user:{pw}@a..b/",
	"http://user:{pw}@host/\xff",
	"http://user:{pw}@ho\xffst/",
	"ftp://user:{pw}@host/\x00",
	"//user:{pw}@host/ x",
	"//user:{pw}@host/",
	"http:\\\\user:{pw}@host\\x y",
	"http:/\\user:{pw}@host/",
	"http:\\\\\\user:{pw}@ho st/",
	"http:/\t/user:{pw}@host/",
	"http:/\n/user:{pw}@[::1/",
	" http://user:{pw}@host/ ",
	"http:user:{pw}@host/ x",
	"http:///user:{pw}@host/",
	"http://user:{pw}@bücher.example/",
	"https://user:{pw}@bücher.example/ ü",
	"https://user:{pw}@a\u00adb.example/",
	"https://user:{pw}@xn--.example/",
	"https://user:{pw}@trusted.example＠evil.example/",
	"http://user:{pw}@host/ü?ü#ü",
	"http://user:{pw}@[fe80::1%eth0]/",
	"http://user:{pw}@[fe80::1%25eth0]/",
	"http://user:{pw}@[fe80::1%25eth0]/x y",
	"http://user:{pw}@[fe80::1%25]/",
	"file://user:{pw}@host/x",
	"file://user:{pw}@localhost/c:/x",
	"file://user:{pw}@/x",
	"file://user:{pw}@host/c:/x y",
	"file://user:{pw}@host\\share\\x",
	"file://user:{pw}@c:/x",
	"file://user:{pw}@host:80/x",
	"file://user:{pw}@[::1]/x",
	"file://user:{pw}@host/%2F",
}

// schemeSeeds are written for every scheme of package scheme.
var schemeSeeds = []string{
	"{scheme}://user:{pw}@host/",
	"{scheme}://user:{pw}@host/a b",
	"{scheme}://user:{pw}@host:x/",
	"{scheme}://user:{pw}@[::1/",
	"{scheme}://user:{pw}@host/%zz",
	"{scheme}://user:{pw}@host?x#y#z",
}

// rfcAuthority matches the text before a password that RFC 3986
// Appendix B reads in an authority.
var rfcAuthority = regexp.MustCompile(`^([^:/?#]+:)?//[^/?#]*$`)

// input is an input and its password.
type input struct {
	s, pw string
}

// inputs writes each password into each seed.
func inputs() []input {
	var out []input
	for _, s := range seeds {
		for _, pw := range passwords {
			if strings.Contains(pw, "\\") && !rfcAuthority.MatchString(s[:strings.Index(s, "{pw}")]) {
				// Where only a browser reads an authority, a "\" ends
				// it: what follows is no password to anyone.
				continue
			}
			out = append(out, input{strings.Replace(s, "{pw}", pw, 1), pw})
		}
	}
	// The seeds of each scheme, with a few of the passwords each.
	k := 0
	for _, sc := range scheme.Schemes() {
		for _, s := range schemeSeeds {
			s = strings.ReplaceAll(s, "{scheme}", sc.Name)
			for range 3 {
				pw := passwords[k%len(passwords)]
				k++
				out = append(out, input{strings.Replace(s, "{pw}", pw, 1), pw})
			}
		}
	}
	return out
}

// forms are the spellings of pw that must appear in no message: as
// written, quoted as strconv.Quote and JSON write it, percent-encoded as
// a repair writes it, and decoded. Those shorter than 4 bytes say too
// little to be looked for.
func forms(pw string) []string {
	set := map[string]bool{pw: true}
	q := strconv.Quote(pw)
	set[q[1:len(q)-1]] = true
	if j, err := json.Marshal(pw); err == nil {
		set[string(j[1:len(j)-1])] = true
	}
	set[uri.Escape(pw, uri.InUserinfo)] = true
	if d, err := uri.Unescape(pw); err == nil {
		set[d] = true
		q := strconv.Quote(d)
		set[q[1:len(q)-1]] = true
	}
	for f := range set {
		if strings.Contains(f, core) {
			set[core] = true
			break
		}
	}
	var out []string
	for f := range set {
		if len(f) >= 4 {
			out = append(out, f)
		}
	}
	sort.Strings(out)
	return out
}

// texts are the ways an error is shown: its message, fmt's verbs, JSON,
// a log/slog JSON handler's line with the error as an attribute, and the
// same for every error it wraps.
func texts(err error) map[string]string {
	out := map[string]string{
		"%v":  fmt.Sprintf("%v", err),
		"%+v": fmt.Sprintf("%+v", err),
	}
	var b bytes.Buffer
	slog.New(slog.NewJSONHandler(&b, nil)).Error("failed", "err", err)
	out["slog"] = b.String()
	for i, e := 0, err; e != nil && i < 8; i, e = i+1, errors.Unwrap(e) {
		p := strings.Repeat("unwrap.", i)
		out[p+"Error"] = e.Error()
		out[p+"%#v"] = fmt.Sprintf("%#v", e)
		if j, jerr := json.Marshal(e); jerr == nil {
			out[p+"json"] = string(j)
		}
	}
	return out
}

// leak is a password found in what a function says of an input.
type leak struct {
	fn, how, text string
	in            input
}

// checker runs an input through every public function that returns an
// error or findings, and collects where its password shows.
type checker struct {
	in    input
	forms []string
	leaks []leak
}

func (c *checker) look(fn, how, text string) {
	for _, f := range c.forms {
		if strings.Contains(text, f) {
			c.leaks = append(c.leaks, leak{fn: fn, how: how, text: text})
			return
		}
	}
}

func (c *checker) err(fn string, err error) {
	if err == nil {
		return
	}
	for how, text := range texts(err) {
		c.look(fn, how, text)
	}
	if !strings.HasSuffix(fn, "(Normalize)") { // an error about the input, not a text made of it
		c.offsets(fn, err)
	}
}

// offsets checks that the Input of an error about the input is the input
// with bytes of its password written "x", and nothing else changed: the
// offsets of the errors and their messages point into both alike.
func (c *checker) offsets(fn string, err error) {
	var shown string
	switch e := err.(type) {
	case *uri.Error:
		if e.Op == "build" || e.Op == "check" && !strings.HasSuffix(fn, ".Parse") {
			return // a text made of the input, or of its URI
		}
		shown = e.Input
	default:
		return
	}
	in := c.in.s
	bad := len(shown) != len(in)
	for k := 0; !bad && k < len(in); k++ {
		bad = shown[k] != in[k] && shown[k] != 'x'
	}
	if bad {
		c.leaks = append(c.leaks, leak{fn: fn, how: "Input", text: fmt.Sprintf("Input %q is not the input with x's", shown)})
	}
}

// findings checks the messages of lint's findings on u.
func (c *checker) findings(fn string, u uri.URI) {
	for _, f := range lint.Check(u) {
		c.look(fn, f.Code, f.Message)
		c.look(fn, f.Code+" String", f.String())
	}
}

// fixes looks at the repairs lenient reports, which quote the input's
// text they repaired.
func (c *checker) fixes(fn string, fixes []lenient.Fix) {
	for _, f := range fixes {
		c.look(fn, "Fix", f.String())
	}
}

var policies = []uri.Policy{
	{Schemes: []string{"https"}},
	{RequireHost: true},
	{NoUserinfo: true},
	{},
}

var (
	httpBase = uri.MustParse("http://example.org/a/b")
	fooBase  = uri.MustParse("foo://example.org/a/b")
	// browserBase is the base of browser.ParseRef.
	browserBase = browser.MustParse("http://example.org/a/b")
)

// check runs every function on in.
func check(in input) []leak {
	c := &checker{in: in, forms: forms(in.pw)}
	s := in.s
	u, perr := uri.Parse(s)
	c.err("uri.Parse", perr)
	var err error
	_, err = uri.ParseURI(s)
	c.err("uri.ParseURI", err)
	var uu uri.URI
	c.err("uri.URI.UnmarshalText", uu.UnmarshalText([]byte(s)))
	_, err = uri.Unescape(s)
	c.err("uri.Unescape", err)
	_, err = uri.UnescapeUTF8(s)
	c.err("uri.UnescapeUTF8", err)
	for _, p := range policies {
		_, err := p.Parse(s)
		c.err("uri.Policy.Parse", err)
	}
	if perr == nil {
		for _, p := range policies {
			c.err("uri.Policy.Check", p.Check(u))
		}
		c.findings("lint.Check", u)
		for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			n := uri.Normalizer{}.Normalize(u, l)
			c.findings("lint.Check(Normalize)", n)
			c.err("scheme.Validate(Normalize)", scheme.Validate(n.String()))
			_, err := fileuri.ToPath(n.String(), fileuri.Windows)
			c.err("fileuri.ToPath(Normalize)", err)
			for _, p := range policies {
				c.err("uri.Policy.Check(Normalize)", p.Check(n))
			}
		}
	}
	// Parts: the password in the userinfo, the user and the other parts
	// valid or not.
	users := []string{"user", "", "us er", "u%zz", "trusted.example", "ü"}
	user := users[len(s)%len(users)]
	for _, p := range []uri.Parts{
		{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: user + ":" + in.pw, HasUserinfo: true, Host: "host", Path: "/a b"},
		{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: "user:" + in.pw, HasUserinfo: true, Host: "a b"},
		{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: "user:" + in.pw, HasUserinfo: true, Host: "h/x"},
		{Scheme: "http", HasScheme: true, HasAuthority: true, Userinfo: "user:" + in.pw + "/x", HasUserinfo: true, Host: "h", Port: "8x", HasPort: true},
		{Scheme: "h p", HasScheme: true, HasAuthority: true, Userinfo: "user:" + in.pw, HasUserinfo: true, Host: "h"},
	} {
		_, err := p.URI()
		c.err("uri.Parts.URI", err)
	}

	i, err := iri.Parse(s)
	c.err("iri.Parse", err)
	_, err = iri.ParseIRI(s)
	c.err("iri.ParseIRI", err)
	var ii iri.IRI
	c.err("iri.IRI.UnmarshalText", ii.UnmarshalText([]byte(s)))
	if err == nil {
		_, err := i.URIWithIDNA()
		c.err("iri.URIWithIDNA", err)
		c.findings("lint.Check(iri.URI)", i.URI())
	}

	_, err = zone.Parse(s)
	c.err("zone.Parse", err)
	var zz zone.URI
	c.err("zone.URI.UnmarshalText", zz.UnmarshalText([]byte(s)))

	for _, st := range []fileuri.Style{fileuri.POSIX, fileuri.Windows} {
		_, err := fileuri.ToPath(s, st)
		c.err("fileuri.ToPath", err)
	}
	for _, sy := range []fileuri.Syntax{fileuri.Strict, fileuri.Lenient} {
		c.err("fileuri.Validate", fileuri.Validate(s, sy))
	}

	c.err("scheme.Validate", scheme.Validate(s))
	// ValidateScheme with the input's scheme, and with http's rules.
	name, _, _ := strings.Cut(s, ":")
	for _, n := range []string{name, "http"} {
		if sc, ok := scheme.Lookup(n); ok {
			c.err("scheme.ValidateScheme", scheme.ValidateScheme(sc, s))
		}
	}

	r, err := lenient.Parse(s)
	c.err("lenient.Parse", err)
	if err == nil {
		c.findings("lint.Check(lenient.Parse)", r.URI)
		c.fixes("lenient.Parse", r.Fixes)
	}
	for _, base := range []uri.URI{httpBase, fooBase} {
		r, err := lenient.ParseRef(s, base)
		c.err("lenient.ParseRef", err)
		c.fixes("lenient.ParseRef", r.Fixes)
	}

	_, err = browser.Parse(s)
	c.err("browser.Parse", err)
	_, err = browser.ParseRef(s, browserBase)
	c.err("browser.ParseRef", err)
	return c.leaks
}

// run checks every input and reports the counts, and each leak of the
// first ones: of the errors, and of lint's findings apart.
func run(t *testing.T, ins []input) {
	t.Helper()
	var groups [2][]leak // errors, lint's findings
	var inputs [2]map[string]bool
	for _, in := range ins {
		for _, l := range check(in) {
			k := 0
			if strings.HasPrefix(l.fn, "lint.") {
				k = 1
				l.how = strings.TrimSuffix(l.how, " String")
			}
			l.in = in
			groups[k] = append(groups[k], l)
			if inputs[k] == nil {
				inputs[k] = map[string]bool{}
			}
			inputs[k][in.s] = true
		}
	}
	for k, name := range []string{"errors", "lint"} {
		t.Run(name, func(t *testing.T) {
			byFn := map[string]map[string]bool{}
			for n, l := range groups[k] {
				fn := l.fn
				if k == 1 {
					fn = l.how // the finding's code
				}
				if byFn[fn] == nil {
					byFn[fn] = map[string]bool{}
				}
				byFn[fn][l.in.s] = true
				if n < 20 {
					t.Errorf("%s(%q), %s shows the password %q: %s", l.fn, l.in.s, l.how, l.in.pw, l.text)
				}
			}
			fns := make([]string, 0, len(byFn))
			for fn := range byFn {
				fns = append(fns, fn)
			}
			sort.Strings(fns)
			for _, fn := range fns {
				t.Logf("%s: %d inputs", fn, len(byFn[fn]))
			}
			t.Logf("%d inputs, %d with a password shown", len(ins), len(inputs[k]))
		})
	}
}

// TestNoPassword: no error text of any package contains the password of
// its input (RFC 3986 §3.2.1, §7.5), on the built-in seeds written with
// every password.
func TestNoPassword(t *testing.T) {
	run(t, inputs())
}

// TestNoPasswordCorpus is TestNoPassword over the URL corpora and the
// web-platform-tests URL data, a password written into the authority of
// each input that has one, when ../shared is there.
// readsPassword reports whether RFC 3986 or a browser reads a password in
// s: text after "//" is one only in an authority ("non-spec:/..//u:p@h"
// has none).
func readsPassword(s string) bool {
	if u, err := uri.Parse(s); err == nil {
		if ui, ok := u.Userinfo(); ok && strings.Contains(ui, ":") {
			return true
		}
	}
	b, err := whatwg.Parse(s, nil)
	return err == nil && b.Password != ""
}

func TestNoPasswordCorpus(t *testing.T) {
	lines := corpus.Lines()
	if lines == nil {
		t.Skip("no corpora in " + corpus.Dir + " (they sit beside the repository)")
	}
	lines = append(lines, corpus.WPTInputs()...)
	// Every input with "//" gets a password after it; a few thousand, so
	// that the test takes a few seconds.
	var ins []input
	for k, l := range lines {
		at := strings.Index(l, "//")
		if at < 0 {
			continue
		}
		pw := passwords[k%len(passwords)]
		if pw == "" {
			pw = core
		}
		if in := l[:at+2] + "user:" + pw + "@" + l[at+2:]; readsPassword(in) {
			ins = append(ins, input{in, pw})
		}
	}
	const most = 1500
	if len(ins) > most {
		step := len(ins) / most
		sample := ins[:0:0]
		for k := 0; k < len(ins); k += step {
			sample = append(sample, ins[k])
		}
		ins = sample
	}
	run(t, ins)
}
