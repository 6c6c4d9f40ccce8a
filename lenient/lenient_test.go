package lenient_test

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
	"github.com/abnf-uri/uri/internal/appendixb"
	"github.com/abnf-uri/uri/internal/memstat"
	"github.com/abnf-uri/uri/internal/whatwg"
	"github.com/abnf-uri/uri/lenient"
)

// repairCases are inputs, their repairs, and the fixes reported, written
// as Fix.String writes them, joined by "; ".
var repairCases = []struct{ in, base, want, fixes string }{
	{"https://example.com/a b", "", "https://example.com/a%20b", `escaped " " at offset 21`},
	{" \x00https://example.com/\t\n \x1f", "", "https://example.com/", `trimmed " \x00" at offset 0; trimmed "\t\n \x1f" at offset 22`},
	{"http://exa\nmple.com/p\ra\tth", "", "http://example.com/path", `removed "\n" at offset 10; removed "\r" at offset 21; removed "\t" at offset 23`},
	{`http:\\example.com\a\b?c\d#e\f`, "", "http://example.com/a/b?c%5Cd#e%5Cf", `backslash "\\\\" at offset 5; backslash "\\" at offset 18; backslash "\\" at offset 20; escaped "\\" at offset 24; escaped "\\" at offset 28`},
	{`foo:\\x\y`, "", "foo:%5C%5Cx%5Cy", `escaped "\\\\" at offset 4; escaped "\\" at offset 7`},
	{`\\x\y`, "http://b/", "//x/y", `backslash "\\\\" at offset 0; backslash "\\" at offset 3`},
	{`\\x\y`, "foo://b/", "%5C%5Cx%5Cy", `escaped "\\\\" at offset 0; escaped "\\" at offset 3`},
	{`http:\\\/\x/`, "", "http://x/", `backslash "\\\\\\" at offset 5; slashes "\\/\\" at offset 7; backslash "\\" at offset 9`},
	{"https://bücher.example/ü?q=€#ß", "", "https://xn--bcher-kva.example/%C3%BC?q=%E2%82%AC#%C3%9F", `to-ascii "bücher.example" at offset 8; escaped "ü" at offset 24; escaped "€" at offset 29; escaped "ß" at offset 33`},
	{"foo://bücher/", "", "foo://b%C3%BCcher/", `escaped "ü" at offset 7`},
	{`https://"www.example.com/"x"`, "", "https://%22www.example.com/%22x%22", `escaped "\"" at offset 8; escaped "\"" at offset 25; escaped "\"" at offset 27`},
	{"/search?q=<a> {b}|c^d`e", "", "/search?q=%3Ca%3E%20%7Bb%7D%7Cc%5Ed%60e", "escaped \"<\" at offset 10; escaped \"> {\" at offset 12; escaped \"}|\" at offset 16; escaped \"^\" at offset 19; escaped \"`\" at offset 21"},
	{"http://a/%zz%4/%41#x#y[]", "", "http://a/%25zz%254/%41#x%23y%5B%5D", `escaped "%" at offset 9; escaped "%" at offset 12; escaped "#" at offset 20; escaped "[]" at offset 22`},
	{"a b:c", "", "./a%20b:c", `dot-slash at offset 0; escaped " " at offset 1`},
	{":x y", "", "./:x%20y", `dot-slash at offset 0; escaped " " at offset 2`},
	{"C|/x y", "file:///c:/", "/C:/x%20y", `drive-letter "C|" at offset 0; escaped " " at offset 4`},
	{"file:C|/x", "", "file:///C:/x", `drive-letter "C|" at offset 5`},
	{"file:/C|/x", "", "file:///C:/x", `drive-letter "C|" at offset 6`},
	{"file:///C|/x", "", "file:///C:/x", `drive-letter "C|" at offset 8`},
	{"//C|/x", "file:///", "///C:/x", `drive-letter "C|" at offset 2`},
	// A repair in the password does not show it (RFC 3986 §7.5).
	{"http://u:p w@[::1]:80/", "", "http://u:p%20w@[::1]:80/", `escaped "x" at offset 10`},
	// The host of a repair is the host browsers reach (the URL
	// Standard's host parser), written as it is where RFC 3986 reads the
	// same host in it.
	{"http://0x7f.1/ x", "", "http://127.0.0.1/%20x", `host "0x7f.1" at offset 7; escaped " " at offset 14`},
	{" http://0x7f.1/", "", "http://127.0.0.1/", `trimmed " " at offset 0; host "0x7f.1" at offset 8`},
	{"https://%e2%98%83/ x", "", "https://xn--n3h/%20x", `to-ascii "%e2%98%83" at offset 8; escaped " " at offset 18`},
	{"https://EX%41MPLE.com/ x", "", "https://EX%41MPLE.com/%20x", `escaped " " at offset 22`},
	{"https://a\u3002b/", "", "https://a.b/", "to-ascii \"a\u3002b\" at offset 8"},
	{"http:///x/a b", "", "http://x/a%20b", `slashes "/" at offset 7; escaped " " at offset 11`},
	{"file://C:/x y", "", "file:///C:/x%20y", `drive-letter "C:" at offset 7; escaped " " at offset 11`},
	// Slashes are made the "//" browsers read after a special scheme;
	// a reference with its base's special scheme and no "//" is
	// relative (RFC 3986 §5.2.2, "for backward compatibility"), but
	// before a drive letter in a file URL.
	{"http:example.com/a b", "", "http://example.com/a%20b", `slashes at offset 5; escaped " " at offset 18`},
	{`http:\example.com/a b`, "", "http://example.com/a%20b", `backslash "\\" at offset 5; slashes "\\" at offset 5; escaped " " at offset 19`},
	{"file:x y", "", "file:///x%20y", `slashes at offset 5; escaped " " at offset 6`},
	{"file:/x y", "", "file:///x%20y", `slashes "/" at offset 5; escaped " " at offset 7`},
	{"http:a b", "http://h/d/", "a%20b", `relative "http:" at offset 0; escaped " " at offset 6`},
	{"HTTP:[x]:y", "http://h/d/", "./%5Bx%5D:y", `relative "HTTP:" at offset 0; dot-slash at offset 5; escaped "[" at offset 5; escaped "]" at offset 7`},
	{"https:a/b c", "http://h/d/", "https://a/b%20c", `slashes at offset 6; escaped " " at offset 9`},
	{"file:x y", "file:///d/e", "x%20y", `relative "file:" at offset 0; escaped " " at offset 6`},
	// After "file:", a "/" that no other follows keeps a file base's host
	// (the URL Standard's file slash state): a path-absolute reference.
	{"file:/x y", "file://h/e", "/x%20y", `relative "file:" at offset 0; escaped " " at offset 7`},
	{`file:\x`, "file://h/e", "/x", `relative "file:" at offset 0; backslash "\\" at offset 5`},
	{`file:c:\x y`, "file:///d/e", "file:///c:/x%20y", `slashes at offset 5; backslash "\\" at offset 7; escaped " " at offset 9`},
	// Bytes RFC 3986 allows but browsers escape, in a string that is
	// repaired: "'" in a special query, ";", "=" and a second ":" in a
	// userinfo.
	{"http://h/?q='x' y", "", "http://h/?q=%27x%27%20y", `escaped "'" at offset 12; escaped "' " at offset 14`},
	{"foo://h/?q='x' y", "", "foo://h/?q='x'%20y", `escaped " " at offset 14`},
	{"http://u;=:p:w=@h/ x", "", "http://u%3B%3D:p%3Aw%3D@h/%20x", `escaped ";=" at offset 8; escaped "x" at offset 12; escaped "x" at offset 14; escaped " " at offset 18`},
	// A URI reference is returned as it is, even where browsers read it
	// otherwise.
	{"http:example.com/%7e", "", "http:example.com/%7e", ""},
	{"http:///x", "", "http:///x", ""},
	{"HTTP://0x7f.1:80/./a", "", "HTTP://0x7f.1:80/./a", ""},
	{"", "", "", ""},
}

// TestRepair checks the table: the repaired reference, and the fixes.
func TestRepair(t *testing.T) {
	for _, c := range repairCases {
		var r lenient.Result
		var err error
		if c.base != "" {
			r, err = lenient.ParseRef(c.in, uri.MustParse(c.base))
		} else {
			r, err = lenient.Parse(c.in)
		}
		if err != nil {
			t.Errorf("%+q: %v", c.in, err)
			continue
		}
		var fixes []string
		for _, f := range r.Fixes {
			fixes = append(fixes, f.String())
		}
		if got := strings.Join(fixes, "; "); r.URI.String() != c.want || got != c.fixes {
			t.Errorf("%+q (base %q):\n got %q\n     %s\nwant %q\n     %s", c.in, c.base, r.URI, got, c.want, c.fixes)
		}
		checkRepaired(t, c.in, r)
	}
}

// checkRepaired checks what holds of every repair: the result is a URI
// reference, repairing it again changes nothing, and each fix names text
// of the input at its offset, the password's bytes written "x" (as in an
// Error's Input).
func checkRepaired(t *testing.T, in string, r lenient.Result) {
	if _, err := uri.Parse(r.URI.String()); err != nil {
		t.Errorf("%+q: repaired %q: %v", in, r.URI, err)
	}
	again, err := lenient.Parse(r.URI.String())
	if err != nil || again.URI.String() != r.URI.String() || len(again.Fixes) != 0 {
		t.Errorf("%+q: repaired %q, then %q %v, %v", in, r.URI, again.URI, again.Fixes, err)
	}
	shown := appendixb.Redact(in)
	for _, f := range r.Fixes {
		if f.Offset < 0 || f.Offset+len(f.Text) > len(in) || shown[f.Offset:f.Offset+len(f.Text)] != f.Text {
			t.Errorf("%+q: fix %v is not in the input", in, f)
		}
	}
}

// TestErrors checks what browsers refuse, and Parse too: the error says
// what and where.
func TestErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://[::1/x", `uri: repair "http://[::1/x": IP literal "[::1" without its "]" in host at offset 7`},
		{"http://[::1]x/", `uri: repair "http://[::1]x/": invalid character "x" after the IP literal in host at offset 12`},
		{"http://[::g] /", `uri: repair "http://[::g] /": invalid IP literal "[::g]" in host at offset 7`},
		{"http://a:8o/", `uri: repair "http://a:8o/": invalid character "o" in port at offset 10; expected DIGIT`},
		{"http://a b/", `uri: repair "http://a b/": invalid character " " in host at offset 8`},
		{"https://a<b/", `uri: repair "https://a<b/": invalid character "<" in host at offset 9`},
		{"http://u:secret@a b/", `uri: repair "http://u:xxxxxx@a b/": invalid character " " in host at offset 17`},
		// A browser reads a userinfo after backslashes: its password is
		// hidden, byte for byte.
		{`http:\\u:secret@a b\`, `uri: repair "http:\\\\u:xxxxxx@a b\\": invalid character " " in host at offset 17`},
		{"http:/\t/u:secret@[::1/", `uri: repair "http:/\t/u:xxxxxx@[::1/": IP literal "[::1" without its "]" in host at offset 17`},
		{"https://\u00ad/", `uri: repair "https://\u00ad/": IDNA maps host "\u00ad" to the empty name at offset 8`},
		{"https://a%FFü/", `uri: repair "https://a%FFü/": host "a%FFü" is not UTF-8 at offset 8: uri: unescape "a%FFü": invalid UTF-8 "%FF" at offset 1`},
		// RFC 5890 §2.3.2.1, RFC 1034 §3.1: an A-label is at most 63
		// octets; "xn--" and 60 code points are more.
		{"https://" + strings.Repeat("ü", 60) + "/", `uri: repair "https://` + strings.Repeat("ü", 60) + `/": host "` + strings.Repeat("ü", 60) + `" has a label longer than 63 octets in A-labels at offset 8`},
	} {
		_, err := lenient.Parse(c.in)
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%+q):\n got %v\nwant %s", c.in, err, c.want)
		}
		if _, ok := errors.AsType[*uri.SyntaxError](err); !ok {
			t.Errorf("Parse(%+q): %T", c.in, err)
		}
	}
}

// TestUnchanged checks that a URI reference comes back as it is, without
// a fix, on references sampled from RFC 3986's grammar.
func TestUnchanged(t *testing.T) {
	g, err := abnf.Loader{FS: grammar.FS}.Load([]string{grammar.RFC3986}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := sample.New(g, 7)
	n := 2000
	if testing.Short() {
		n = 200
	}
	for range n {
		in, ok := s.Sample(g.Rule("URI-reference"))
		if !ok {
			continue
		}
		r, err := lenient.Parse(in)
		if err != nil || r.URI.String() != in || len(r.Fixes) != 0 {
			t.Errorf("%q: %q %v, %v", in, r.URI, r.Fixes, err)
		}
		// Mutated, it is repaired or refused, never worse.
		m := s.Mutate(in)
		if r, err := lenient.Parse(m); err == nil {
			checkRepaired(t, m, r)
		}
	}
}

// TestCorpus repairs every line of the URL corpora of ../shared: each
// comes out a URI reference, unchanged when it was one.
func TestCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../shared/data/urls/*")
	if len(files) == 0 {
		t.Skip("no URL lists in ../../shared/data/urls (they sit beside the repository)")
	}
	lines, changed := 0, 0
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			in := sc.Text()
			lines++
			r, err := lenient.Parse(in)
			if err != nil {
				t.Errorf("%v", err)
				continue
			}
			if len(r.Fixes) > 0 {
				changed++
				checkRepaired(t, in, r)
			} else if r.URI.String() != in {
				t.Errorf("%q: %q without a fix", in, r.URI)
			}
		}
		f.Close()
	}
	t.Logf("%d lines, %d repaired", lines, changed)
}

// FuzzParse checks that a repair is a URI reference, that repairing it
// again changes nothing, and that each fix is in the input (see
// checkRepaired); that a URI reference comes back as it is; and, for a
// repair of a special scheme, the host properties of TestHostProperty
// (hostProblem): the repair's host is the host browsers reach from the
// input, and there is none where browsers refuse the input.
func FuzzParse(f *testing.F) {
	for _, c := range repairCases {
		f.Add(c.in, c.base)
	}
	for _, c := range hostReproducers {
		in, _ := strconv.Unquote(`"` + c.in + `"`)
		f.Add(in, "")
		f.Add(strings.TrimPrefix(in, "https:"), "https://base.example/")
	}
	f.Fuzz(func(t *testing.T, in, base string) {
		var r lenient.Result
		var err error
		b, berr := uri.Parse(base)
		if _, abs := b.Scheme(); berr == nil && !abs {
			berr = errors.New("no scheme") // a base of no special scheme: as Parse
		}
		if berr == nil {
			r, err = lenient.ParseRef(in, b)
		} else {
			r, err = lenient.Parse(in)
		}
		if err != nil {
			return
		}
		checkRepaired(t, in, r)
		if uri.Valid(in) {
			if r.URI.String() != in || len(r.Fixes) != 0 {
				t.Fatalf("%q: changed to %q", in, r.URI)
			}
			return
		}
		resolved, wbase := r.URI, (*whatwg.URL)(nil)
		if berr == nil {
			if wbase, err = whatwg.Parse(base, nil); err != nil {
				return // a base browsers refuse
			}
			if h, ok := b.Host(); ok != wbase.HasHost || strings.ToLower(h) != wbase.Host {
				// A base browsers read with another host: "http:../0/",
				// which has no authority by RFC 3986 and the host ".."
				// in browsers, or "file://0", whose host browsers read
				// as 0.0.0.0. The repair is resolved against the base
				// RFC 3986 reads; a relative one keeps its host.
				return
			}
			resolved = b.ResolveReference(r.URI)
		}
		if s, _ := resolved.Scheme(); !whatwg.IsSpecial(strings.ToLower(s)) {
			return
		}
		if msg := hostProblem(in, wbase, resolved); msg != "" {
			t.Fatalf("%+q (base %q): repaired %q: %s", in, base, r.URI, msg)
		}
	})
}

// TestLongLabel checks that a label of 60 KB, 20,000 code points beyond
// ASCII, each different, is refused as longer than an A-label may be (RFC
// 5890 §2.3.2.1, RFC 1034 §3.1), before Punycode encodes it: encoding is
// quadratic in the length of a label (BenchmarkLongLabel shows the time).
func TestLongLabel(t *testing.T) {
	in := "https://" + longLabel() + ".example/"
	_, err := lenient.Parse(in)
	e, ok := errors.AsType[*uri.SyntaxError](err)
	if !ok || e.Offset != 8 || !strings.HasSuffix(e.Reason, `" has a label longer than 63 octets in A-labels`) {
		t.Errorf("Parse(%d bytes): %.200v", len(in), err)
	}
}

// longLabel is 20,000 code points beyond ASCII, each different: 60 KB.
func longLabel() string {
	var b strings.Builder
	for i := range 20000 {
		b.WriteRune(rune(0x4e00 + i))
	}
	return b.String()
}

// BenchmarkLongLabel repairs a URL with one label of 60 KB (TestLongLabel).
func BenchmarkLongLabel(b *testing.B) {
	in := "https://" + longLabel() + ".example/"
	for b.Loop() {
		if _, err := lenient.Parse(in); err == nil {
			b.Fatal("a 60 KB label is accepted")
		}
	}
}

// TestLinear repairs 100 KB and 1 MB of inputs built to make many fixes
// that come out of order, and checks that the larger allocates about ten
// times as much, not a hundred: a count of bytes, not a timing, so that a
// loaded machine cannot fail it. BenchmarkLinear times the same inputs.
func TestLinear(t *testing.T) {
	for _, unit := range linearUnits {
		var alloc [2]float64
		for k, n := range []int{100_000, 1_000_000} {
			in := "http://h/" + strings.Repeat(unit, n/len(unit))
			alloc[k] = float64(memstat.Allocated(func() {
				if _, err := lenient.Parse(in); err != nil {
					t.Fatal(err)
				}
			}))
		}
		if alloc[1] > 15*alloc[0] {
			t.Errorf("%q: 100 KB allocates %.0f bytes, 1 MB %.0f", unit, alloc[0], alloc[1])
		}
	}
}

// linearUnits are the repeated units of TestLinear and BenchmarkLinear.
var linearUnits = []string{"\\ ", "a\t", "é\\\"", "%"}

// BenchmarkLinear repairs 1 MB of each input of TestLinear.
func BenchmarkLinear(b *testing.B) {
	for _, unit := range linearUnits {
		in := "http://h/" + strings.Repeat(unit, 1_000_000/len(unit))
		b.Run(strconv.Quote(unit), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if _, err := lenient.Parse(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestFixesHidePassword checks that a repair made in the password of a
// userinfo quotes none of its characters: each byte is "x", as in the
// Input of an Error (RFC 3986 §7.5; issue 22, item 5).
func TestFixesHidePassword(t *testing.T) {
	for _, in := range []string{
		"https://u:пароль@example.com/",
		"http://u:pa ss@example.com/",
		"http://u:p%zz@example.com/ x",
		"http://u:p\"w<>@example.com/",
	} {
		r, err := lenient.Parse(in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		from := strings.Index(in, "u:") + 2
		to := strings.Index(in, "@")
		if len(r.Fixes) == 0 {
			t.Errorf("Parse(%q): no fix", in)
		}
		for _, f := range r.Fixes {
			if f.Offset < from || f.Offset >= to {
				continue
			}
			if strings.Trim(f.Text, "x") != "" {
				t.Errorf("Parse(%q): fix %v shows the password", in, f)
			}
		}
	}
}
