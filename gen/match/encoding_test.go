package match

import (
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// The encoding of a grammar decides what its num-vals match (RFC 5234
// §2.4): with UTF8, %xE9 is U+00E9, the bytes C3 A9, and invalid UTF-8 is
// named as such where matching stops; with Bytes, %xE9 is one byte.
func TestEncoding(t *testing.T) {
	f, err := abnf.Parse("t.abnf", []byte("w = 1*( %x61-7A / %xE9 )\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		enc    abnf.Encoding
		in     string
		ok     bool
		offset int
		found  string
	}{
		{abnf.UTF8, "caf\u00e9", true, 0, ""},
		{abnf.UTF8, "caf\xe9", false, 3, `invalid UTF-8 "\xe9"`},
		{abnf.UTF8, "caf\xc3", false, 3, `invalid UTF-8 "\xc3"`},
		{abnf.UTF8, "caf\u00ea", false, 3, `"ê"`},
		{abnf.Bytes, "caf\xe9", true, 0, ""},
		{abnf.Bytes, "caf\u00e9", false, 3, `"é"`},
		{abnf.AutoEncoding, "caf\xe9", true, 0, ""}, // no value above 0xFF: bytes
	} {
		g := abnf.New(f)
		g.Encoding = tc.enc
		m, err := New(g)
		if err != nil {
			t.Fatal(err)
		}
		res, err := m.Match("w", tc.in, false)
		if err != nil {
			t.Fatal(err)
		}
		if res.OK != tc.ok || !res.OK && (res.Offset != tc.offset || res.Found != tc.found) {
			t.Errorf("%v %q: ok %v, offset %d, found %s; want %v, %d, %s", tc.enc, tc.in, res.OK, res.Offset, res.Found, tc.ok, tc.offset, tc.found)
		}
	}
}
