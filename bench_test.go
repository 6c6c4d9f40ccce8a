package uri_test

import (
	"bufio"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
)

// corpusLines reads a URL list of ../shared/data/urls: one URL a line, or
// for the CSV of base,relative pairs both fields.
func corpusLines(b *testing.B, file string) []string {
	f, err := os.Open(file)
	if err != nil {
		b.Skip(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if strings.HasSuffix(file, ".csv") {
			if sc.Text() == "base,relative" {
				continue // the header
			}
			base, ref, _ := strings.Cut(sc.Text(), ",")
			out = append(out, base, ref)
			continue
		}
		out = append(out, sc.Text())
	}
	return out
}

// BenchmarkCorpus times one pass over each URL list of ../shared/data/urls
// with net/url.Parse and with this package's Valid and Parse
// (URI-reference); the ns/url metric is per URL. `make bench` prints the
// ratios to net-url from the same run.
func BenchmarkCorpus(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(shared, "urls", "*"))
	if len(files) == 0 {
		b.Skip("no URL lists in " + shared + "/urls (they sit beside the repository)")
	}
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		lines := corpusLines(b, file)
		impls := []struct {
			name string
			f    func(string)
		}{
			{"net-url", func(s string) { url.Parse(s) }},
			{"valid", func(s string) { uri.Valid(s) }},
			{"parse", func(s string) { uri.Parse(s) }},
		}
		for _, impl := range impls {
			b.Run(filepath.Base(file)+"/"+impl.name, func(b *testing.B) {
				for b.Loop() {
					for _, l := range lines {
						impl.f(l)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(lines)), "ns/url")
			})
		}
	}
}

// BenchmarkAdversarial shows that validating and parsing take time linear
// in the input on inputs built to defeat that: 100 KB and 1 MB of each
// pattern. `make bench` prints the 1 MB / 100 KB ratio (linear: 10).
func BenchmarkAdversarial(b *testing.B) {
	patterns := []struct{ name, prefix, unit string }{
		{"percent", "", "%"},
		{"colon", "", ":"},
		{"digit-dot", "", "1."},
		{"bracket", "", "["},
		{"at", "", "a@"},
		{"slash-dots", "", "/.."},
		{"authority-digit-dot", "http://", "1."},
		{"authority-at", "http://", "a@"},
		{"authority-colon", "http://", "1:"},
		{"ipv6-groups", "http://[", "1:"},
		{"query", "http://a/?", "a=%41&"},
	}
	for _, p := range patterns {
		for _, size := range []int{100 << 10, 1 << 20} {
			in := p.prefix + strings.Repeat(p.unit, (size-len(p.prefix))/len(p.unit))
			name := p.name + "/100KB"
			if size == 1<<20 {
				name = p.name + "/1MB"
			}
			b.Run(name+"/valid", func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				for b.Loop() {
					uri.Valid(in)
				}
			})
			b.Run(name+"/parse", func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				for b.Loop() {
					uri.Parse(in)
				}
			})
		}
	}
}

// BenchmarkNormalizeCorpus times scheme-based normalization of each URL
// list of ../shared/data/urls against what net/url offers for it: Parse,
// lowercase the scheme and the host, String (net-url). "normalize" parses
// and normalizes, "normalized" normalizes URIs parsed already; both write
// the result's String. `make bench` prints the ratios to net-url.
func BenchmarkNormalizeCorpus(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(shared, "urls", "*"))
	if len(files) == 0 {
		b.Skip("no URL lists in " + shared + "/urls (they sit beside the repository)")
	}
	var n uri.Normalizer
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		var lines []string
		var parsed []uri.URI
		for _, l := range corpusLines(b, file) {
			if u, err := uri.Parse(l); err == nil {
				if _, err := url.Parse(l); err == nil {
					lines, parsed = append(lines, l), append(parsed, u)
				}
			}
		}
		name := filepath.Base(file)
		b.Run(name+"/net-url", func(b *testing.B) {
			for b.Loop() {
				for _, l := range lines {
					u, _ := url.Parse(l)
					u.Scheme = strings.ToLower(u.Scheme)
					u.Host = strings.ToLower(u.Host)
					_ = u.String()
				}
			}
		})
		b.Run(name+"/normalize", func(b *testing.B) {
			for b.Loop() {
				for _, l := range lines {
					u, _ := uri.Parse(l)
					_ = n.Normalize(u, uri.SchemeBased).String()
				}
			}
		})
		b.Run(name+"/normalized", func(b *testing.B) {
			for b.Loop() {
				for _, u := range parsed {
					_ = n.Normalize(u, uri.SchemeBased).String()
				}
			}
		})
	}
}

// BenchmarkEquivalentCorpus compares each URL of the lists of
// ../shared/data/urls with a variant of it, its scheme and host in
// uppercase (equal at syntax-based), at SchemeBased ("equivalent"), and
// times parsing both ("parse"), the cost `make bench` prints it against.
func BenchmarkEquivalentCorpus(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(shared, "urls", "*"))
	if len(files) == 0 {
		b.Skip("no URL lists in " + shared + "/urls (they sit beside the repository)")
	}
	var n uri.Normalizer
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		var as, bs []string
		var pa, pb []uri.URI
		for _, l := range corpusLines(b, file) {
			u, err := uri.Parse(l)
			if err != nil {
				continue
			}
			p := u.Parts()
			p.Scheme, p.Host = strings.ToUpper(p.Scheme), strings.ToUpper(p.Host)
			v, err := p.URI()
			if err != nil {
				continue
			}
			as, bs, pa, pb = append(as, l), append(bs, v.String()), append(pa, u), append(pb, v)
		}
		name := filepath.Base(file)
		b.Run(name+"/parse", func(b *testing.B) {
			for b.Loop() {
				for i := range as {
					uri.Parse(as[i])
					uri.Parse(bs[i])
				}
			}
		})
		b.Run(name+"/equivalent", func(b *testing.B) {
			for b.Loop() {
				for i := range pa {
					n.Equivalent(pa[i], pb[i], uri.SchemeBased)
				}
			}
		})
	}
}
