package appendixb

import (
	"strings"
	"testing"
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

// TestRedact hides the password of a userinfo, and only that.
func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"http://u:p@h/":     "http://u:xxxxx@h/",
		"http://u:p:q@h@i/": "http://u:xxxxx@i/",
		"http://u@h/:x@":    "http://u@h/:x@",
		"//:@":              "//:@",
		"http://h/?u:p@h":   "http://h/?u:p@h",
	} {
		if got := Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}
