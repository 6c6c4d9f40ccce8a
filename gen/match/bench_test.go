package match

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// longestURL returns the longest line of the phishing corpus, the longest
// URL of ../shared/data/urls (1,641 bytes).
func longestURL(b *testing.B) string {
	f, err := os.Open("../../../shared/data/urls/userbait.txt")
	if err != nil {
		b.Skip("corpus ../shared/data/urls not present: ", err)
	}
	defer f.Close()
	var best string
	s := bufio.NewScanner(f)
	s.Buffer(nil, 1<<20)
	for s.Scan() {
		if len(s.Text()) > len(best) {
			best = s.Text()
		}
	}
	return best
}

// BenchmarkMatch times the matcher on long inputs: the longest corpus URL
// and 10 KB inputs shaped to stress it (long segments, many segments,
// percent-encodings, dotted hosts, long queries, and one that fails at
// once). The bound is well under a second each.
func BenchmarkMatch(b *testing.B) {
	m := rfc3986(b)
	inputs := []struct{ name, in string }{
		{"10k-path", "http://example.com/" + strings.Repeat("abcdefghi/", 1000)},
		{"10k-letters", strings.Repeat("a", 10000)},
		{"10k-pct", strings.Repeat("%41", 3400)},
		{"10k-dots", "http://" + strings.Repeat("1.", 5000) + "/"},
		{"10k-colons", strings.Repeat(":", 10000)},
		{"10k-query", "http://a/?" + strings.Repeat("a=b&", 2500)},
	}
	b.Run("longest-url", func(b *testing.B) {
		in := longestURL(b)
		for b.Loop() {
			m.Match("URI-reference", in, false)
		}
	})
	for _, tt := range inputs {
		for _, tree := range []bool{false, true} {
			name := tt.name
			if tree {
				name += "/tree"
			}
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					m.Match("URI-reference", tt.in, tree)
				}
			})
		}
	}
}
