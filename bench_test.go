package uri_test

import (
	"bufio"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/parser"
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
// with net/url.Parse, with this package's Valid and Parse
// (URI-reference), with parser.ValidateURIReference ("validate", which
// builds an error for an invalid line), and with a floor for validating,
// "table-loop": a loop over a 256-entry table of the bytes a URI
// reference may hold, characters only, no structure (tableLoop). The
// ns/url metric is per URL. `make bench` prints the ratios to net-url and
// to table-loop from the same run.
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
			{"table-loop", func(s string) { tableLoop(s) }},
			{"valid", func(s string) { uri.Valid(s) }},
			{"validate", func(s string) { parser.ValidateURIReference(s) }},
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

// uriBytes holds the bytes a URI reference may hold (RFC 3986 §2):
// unreserved, reserved and "%".
var uriBytes = func() (t [256]bool) {
	for _, c := range []byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%") {
		t[c] = true
	}
	return t
}()

// TestURIBytes checks the table of the floor against the classes of RFC
// 3986 §2 it is made of.
func TestURIBytes(t *testing.T) {
	for c := 0; c < 256; c++ {
		if want := chars.IsUnreserved(byte(c)) || chars.IsReserved(byte(c)) || c == '%'; uriBytes[c] != want {
			t.Errorf("uriBytes[%q] = %v, want %v", byte(c), uriBytes[c], want)
		}
	}
}

// tableLoop reports whether every byte of s is one a URI reference may
// hold: the floor BenchmarkCorpus measures validating against, as fast as
// reading a byte at a time goes, which knows nothing of structure.
//
//go:noinline
func tableLoop(s string) bool {
	for i := 0; i < len(s); i++ {
		if !uriBytes[s[i]] {
			return false
		}
	}
	return true
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

// BenchmarkInvalidLines times Parse on the lines of the URL lists of
// ../shared/data/urls that are no URI reference, which build an error
// ("invalid"), against Parse on the others ("valid"): the cost of an
// error. ns/url is per line.
func BenchmarkInvalidLines(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(shared, "urls", "*"))
	var invalid, valid []string
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		for _, l := range corpusLines(b, file) {
			if uri.Valid(l) {
				valid = append(valid, l)
			} else {
				invalid = append(invalid, l)
			}
		}
	}
	if len(invalid) == 0 {
		b.Skip("no invalid lines in " + shared + "/urls")
	}
	for _, set := range []struct {
		name  string
		lines []string
	}{{"invalid", invalid}, {"valid", valid}} {
		b.Run(set.name+"/parse", func(b *testing.B) {
			for b.Loop() {
				for _, l := range set.lines {
					uri.Parse(l)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(set.lines)), "ns/url")
		})
	}
}

// BenchmarkAdversarialError shows that an error costs in proportion to
// where it is, not to the input: each input goes wrong near its start and
// runs on, 100 KB or 1 MB in all, in a later component, which neither
// parsing nor building the error reads (internal/appendixb.Window).
// `make bench` prints the 1 MB / 100 KB ratio (flat: 1). An error inside
// a long authority is not among them: its password, which the error
// hides, may end at the authority's last "@" (RFC 3986 §3.2.1, §7.5), and
// BenchmarkAdversarial's authority patterns time it.
func BenchmarkAdversarialError(b *testing.B) {
	patterns := []struct{ name, prefix, unit string }{
		{"host-space", "http://a b/", "a/"},
		{"unclosed-bracket", "http://[::1/", "a"},
		{"port", "http://h:8x/", "a"},
		{"path-char", "/a|b/", "c"},
		{"path-percent", "http://h/%zz/", "a"},
		{"query-char", "http://h/?a<b", "a=b&"},
		{"fragment-space", "http://h/#a b", "c"},
		{"scheme-char", "ht<tp://h/", "a"},
	}
	for _, p := range patterns {
		for _, size := range []int{100 << 10, 1 << 20} {
			in := p.prefix + strings.Repeat(p.unit, (size-len(p.prefix))/len(p.unit))
			name := p.name + "/100KB"
			if size == 1<<20 {
				name = p.name + "/1MB"
			}
			if uri.Valid(in) {
				b.Fatalf("%s: valid", name)
			}
			b.Run(name+"/parse", func(b *testing.B) {
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
