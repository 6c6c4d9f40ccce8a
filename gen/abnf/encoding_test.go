package abnf

import (
	"strings"
	"testing"
)

func TestEncoding(t *testing.T) {
	for _, s := range []string{"", "bytes", "utf8"} {
		e, err := ParseEncoding(s)
		if err != nil || e.String() != map[string]string{"": "auto"}[s]+s {
			t.Errorf("ParseEncoding(%q) = %v, %v", s, e, err)
		}
	}
	if _, err := ParseEncoding("latin1"); err == nil || !strings.Contains(err.Error(), "want bytes or utf8") {
		t.Errorf("ParseEncoding(latin1): %v, want an error naming the encodings", err)
	}
	f, err := Parse("c.abnf", []byte("a = %x41\nb = %x41.100\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := New(f)
	if !g.UTF8() || g.CheckEncoding() != nil {
		t.Errorf("auto: UTF8 %v, %v; want true, nil", g.UTF8(), g.CheckEncoding())
	}
	g.Encoding = Bytes
	if err := g.CheckEncoding(); g.UTF8() || err == nil || err.Error() != "c.abnf:2:5: num-val %x41.100 has values above 0xFF, code points, which -encoding bytes cannot read" {
		t.Errorf("bytes: UTF8 %v, %v", g.UTF8(), err)
	}
	f, _ = Parse("b.abnf", []byte("a = %xFF\n"))
	if g = New(f); g.UTF8() {
		t.Error("a grammar of values up to 0xFF is read as UTF-8 by default")
	}
	if g.Encoding = UTF8; !g.UTF8() {
		t.Error("-encoding utf8 is not UTF-8")
	}
}
