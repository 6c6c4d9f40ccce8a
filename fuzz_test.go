package uri_test

import (
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// FuzzParser compares the generated parser with the reference matcher on
// arbitrary inputs (acceptance, failure offset and expectations, the
// spans of Find), and package uri's components with the matcher's parse
// tree. Its seed corpus
// is in testdata/fuzz/FuzzParser; make fuzz runs it.
func FuzzParser(f *testing.F) {
	for _, s := range []string{
		"http://1.2.3.400/", "http://[1::]/", "http://[::250.1.1.1]/", "http://[v1.x]/",
		"http://[::1]:80/", "a:b", "//a", "?q", "", "%zz", "http://a b", "http://[::1/",
		"http://u:p@h:80/a/b?q#f", "file:///etc/hosts", "mailto:John.Doe@example.com",
	} {
		f.Add(s)
	}
	m := newMatcher(f)
	f.Fuzz(func(t *testing.T, in string) {
		if d := differ(m, parser.URIReference, in); d != "" {
			t.Fatalf("%q: %s", in, d)
		}
	})
}
