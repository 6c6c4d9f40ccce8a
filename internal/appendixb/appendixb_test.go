package appendixb

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/internal/chars"
)

// TestComponent names the component of each offset of strings split as
// RFC 3986 Appendix B splits them: one letter per offset, and one more
// for the end.
func TestComponent(t *testing.T) {
	letter := map[string]byte{"scheme": 's', "userinfo": 'u', "host": 'h', "port": 'p', "path": 'P', "query": 'q', "fragment": 'f'}
	for in, want := range map[string]string{
		"http://u:p@[::1:2]:80/a?q#f": "sssssuuuuuuhhhhhhhpppPPqqff" + "f",
		"a b/c":                       "PPPPP" + "P",
		"//h:1?x":                     "hhhppqq" + "q",
		"x:":                          "ss" + "P",
		"":                            "P",
		"#":                           "f" + "f",
		"é:a":                         "sssP" + "P",
	} {
		var b strings.Builder
		for o := 0; o <= len(in); o++ {
			b.WriteByte(letter[Component(in, o)])
		}
		if b.String() != want {
			t.Errorf("%q: %s, want %s", in, b.String(), want)
		}
	}
}

// TestRedact hides the password of a userinfo, and only that, byte for
// byte, so that offsets into the input are offsets into what is shown
// (RFC 3986 §3.2.1, §7.5).
func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"http://u:p@h/":     "http://u:x@h/",
		"http://u:p:q@h@i/": "http://u:xxxxx@i/",
		"http://u@h/:x@":    "http://u@h/:x@",
		"//:@":              "//:@",
		"http://h/?u:p@h":   "http://h/?u:p@h",
		"http://u:pé@h/":    "http://u:xxx@h/",
		// Read as a browser reads them (WHATWG URL), the password of a
		// special scheme's authority after backslashes, tabs, newlines
		// and any number of slashes, or none.
		`http:\\u:pw@h\x`:   `http:\\u:xx@h\x`,
		"http:/\t/u:pw@h/":  "http:/\t/u:xx@h/",
		"http:u:pw@h/":      "http:u:xx@h/",
		"HTTP:///u:pw@h/":   "HTTP:///u:xx@h/",
		" ht\ttp://u:pw@h/": " ht\ttp://u:xx@h/",
		`\\u:pw@h/`:         `\\u:xx@h/`,
		"file:\\\\u:pw@h/":  "file:\\\\u:xx@h/",
		// Not so for another scheme: "\" is no "/", and "//" comes
		// first.
		`foo:\\u:pw@h`:   `foo:\\u:pw@h`,
		"foo:u:pw@h":     "foo:u:pw@h",
		"foo:///u:pw@h":  "foo:///u:pw@h",
		"foo:/\t/u:pw@h": "foo:/\t/u:xx@h",
		// A "\" ends the authority of a browser, not RFC 3986's: the
		// longer password is hidden.
		`http://u:p\w@h/`:    `http://u:xxx@h/`,
		`http://u:pw@h\x@y/`: `http://u:xxxxxx@y/`,
		"u:pw@h":             "u:pw@h",
		"a/u:pw@h":           "a/u:pw@h",
	} {
		if got := Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
		if got := Redact(in); len(got) != len(in) {
			t.Errorf("Redact(%q) = %q: %d bytes, want %d", in, got, len(got), len(in))
		}
	}
}

// TestIndexDelimLastIndexByte checks the two scans that read many bytes a
// step against a byte at a time, at lengths and places about the ends of
// their blocks.
func TestIndexDelimLastIndexByte(t *testing.T) {
	for _, n := range []int{0, 1, 63, 64, 65, 191, 192, 193, 255, 256, 257, 1000, 5000, 9000, 300000} {
		for _, at := range []int{-1, 0, 1, 62, 63, 64, 65, 191, 192, 255, 256, 257, 4000, 8999, 100000, 299000, 299744, 299999} {
			if at >= n {
				continue
			}
			for _, c := range []byte{'/', '?', '#', '\\', '@'} {
				b := []byte(strings.Repeat("a:", n/2+1)[:n])
				if at >= 0 {
					b[at] = c
					if at+3 < n {
						b[at+3] = c
					}
				}
				s := string(b)
				for _, backslash := range []bool{false, true} {
					want := len(s)
					for k := 0; k < len(s); k++ {
						if s[k] == '/' || s[k] == '?' || s[k] == '#' || backslash && s[k] == '\\' {
							want = k
							break
						}
					}
					if got := IndexDelim(s, backslash); got != want {
						t.Errorf("IndexDelim(%d bytes, %c at %d, %v) = %d, want %d", n, c, at, backslash, got, want)
					}
				}
				if got, want := LastIndexByte(s, c), strings.LastIndexByte(s, c); got != want {
					t.Errorf("LastIndexByte(%d bytes, %c at %d) = %d, want %d", n, c, at, got, want)
				}
			}
		}
	}
}

// TestWindowParts checks that WindowParts gives Split of the window, and
// Window's n and password, on every string of up to five bytes of an
// alphabet of delimiters, at every offset.
func TestWindowParts(t *testing.T) {
	const alphabet = ":/?#@a[]\\"
	var check func(s string)
	check = func(s string) {
		for offset := 0; offset <= len(s); offset++ {
			for _, whole := range []bool{false, true} {
				n, from, to, p := WindowParts(s, offset, whole)
				wn, wfrom, wto := Window(s, offset, whole)
				if n != wn || from != wfrom || to != wto {
					t.Fatalf("WindowParts(%q, %d, %v) = %d, %d, %d; Window %d, %d, %d", s, offset, whole, n, from, to, wn, wfrom, wto)
				}
				if want := Split(s[:n]); p != want {
					t.Fatalf("WindowParts(%q, %d, %v): %+v, want Split(%q) = %+v", s, offset, whole, p, s[:n], want)
				}
			}
		}
		if len(s) < 5 {
			for k := range len(alphabet) {
				check(s + alphabet[k:k+1])
			}
		}
	}
	check("")
	for _, s := range []string{"http://u:p@[::1:2]:80/a?q#f", "file:///a/b?x=1#y", "http://h/?a#b?c#d", "//h:1?x", "a:b:c"} {
		check(s)
	}
}

// TestClass checks the table of byte classes against the predicates it
// is made from: RFC 3986's scheme characters (§3.1) by chars.IsSchemeChar.
func TestClass(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		for _, tt := range []struct {
			bit  uint8
			want bool
		}{
			{delim, strings.IndexByte("/?#", b) >= 0},
			{backslashBit, b == '\\'},
			{colon, b == ':'},
			{letter, 'A' <= b && b <= 'Z' || 'a' <= b && b <= 'z'},
			{schemeChar, chars.IsSchemeChar(b)},
			{skipped, b == '\t' || b == '\n' || b == '\r'},
		} {
			if got := class[b]&tt.bit != 0; got != tt.want {
				t.Errorf("class[%q] bit %#x: %v, want %v", b, tt.bit, got, tt.want)
			}
		}
	}
}
