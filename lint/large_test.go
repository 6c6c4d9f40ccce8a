package lint_test

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/whatwg"
	"github.com/abnf-uri/uri/lint"
)

// largeCases are URIs made of one piece repeated n times, each piece an
// occurrence of code: Check reports the code once, with a Count of n
// (issue 22: 10 MB of "../" cost 3.3 GB and 482 MB of findings).
var largeCases = []struct {
	name, prefix, piece, suffix, code string
	findings                          int // in all
}{
	{"dot-segments", "http://a/", "../", "", "dot-segment", 1},                            // RFC 3986 §7.3
	{"encoded-separators", "http://a/", "a%2F", "", "encoded-path-separator", 1},          // §7.3
	{"devices", "http://a/", "con/", "", "device-name", 1},                                // §7.3
	{"nul", "http://a/", "%00x", "", "pct-encoded-nul", 1},                                // §7.3
	{"encoded-dot-segments", "http://a/", "%2e%2e/", "", "encoded-dot-segment", 2},        // §7.3, §2.3
	{"streams", "file:///", "x:y./", "", "windows-file-name", 1},                          // RFC 8089
	{"mixed-script-labels", "http://", "xn--l-7sba6dbr.", "com/", "host-mixed-script", 1}, // UTS #39
	{"encoded-unreserved", "http://a/?", "%41x", "", "pct-encoded-unreserved", 1},         // §2.3
	{"crlf-userinfo", "http://", "%0D%0Ax", "@a/", "pct-encoded-crlf", 3},                 // §7.2
}

// lintOnly measures Check on u, less what the browser reading
// (internal/whatwg) of the same text costs: allocations and bytes.
func lintOnly(u uri.URI) (allocs, bytes uint64) {
	measure := func(f func()) (uint64, uint64) {
		runtime.GC()
		// No collection while f runs: one would empty the pools of fmt
		// and the like, whose refills are no allocation of Check's. One
		// processor: a goroutine moved to another finds that one's pools
		// empty, as it may on a loaded machine.
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		f()
		runtime.ReadMemStats(&m1)
		return m1.Mallocs - m0.Mallocs, m1.TotalAlloc - m0.TotalAlloc
	}
	a, b := measure(func() { lint.Check(u) })
	wa, wb := measure(func() { whatwg.Parse(u.String(), nil) })
	return a - min(a, wa), b - min(b, wb)
}

// TestLargeInputs checks that Check reports each code of a repeated
// piece once, counted, and that its own allocations do not grow with
// the input: the same for 20,000 pieces as for 200, within a few, and
// bytes within a small multiple of the input's length.
func TestLargeInputs(t *testing.T) {
	for _, c := range largeCases {
		t.Run(c.name, func(t *testing.T) {
			var allocs [2]uint64
			for k, n := range []int{200, 20000} {
				u := uri.MustParse(c.prefix + strings.Repeat(c.piece, n) + c.suffix)
				findings := lint.Check(u)
				if len(findings) != c.findings {
					t.Fatalf("%d pieces: %d findings, want %d:\n%s", n, len(findings), c.findings, findingLines(findings[:min(len(findings), 5)]))
				}
				var f *lint.Finding
				for i := range findings {
					if findings[i].Code == c.code {
						f = &findings[i]
					}
				}
				if f == nil || f.Count != n || len(f.More) != lint.MaxMore || !strings.Contains(f.Message, "more in the "+f.Component) {
					t.Fatalf("%d pieces: %v, want %s with a count of %d", n, f, c.code, n)
				}
				a, b := lintOnly(u)
				allocs[k] = a
				if limit := uint64(4*len(u.String()) + 1<<16); b > limit {
					t.Errorf("%d pieces: Check allocates %d bytes beside the browser reading, more than %d", n, b, limit)
				}
			}
			if allocs[1] > allocs[0]+8 {
				t.Errorf("Check allocates %d times for 200 pieces, %d for 20,000 (beside the browser reading): it grows with the input", allocs[0], allocs[1])
			}
		})
	}
}
