package whatwg

import "testing"

// BenchmarkParseWPT parses every input of the web-platform-tests URL test
// data, against its base.
func BenchmarkParseWPT(b *testing.B) {
	cases := loadWPT(b)
	bases := make([]*URL, len(cases))
	n := 0
	for i, c := range cases {
		if c.Base != nil {
			bases[i], _ = Parse(*c.Base, nil)
		}
		n += len(c.Input)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for i, c := range cases {
			Parse(c.Input, bases[i])
		}
	}
}
