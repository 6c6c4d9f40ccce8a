package iri_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/iri"
	"golang.org/x/net/idna"
)

// shared holds the corpora that sit beside the repository.
const shared = "../../shared/data"

// haveShared reports whether the URL corpora are there.
func haveShared() bool {
	files, _ := filepath.Glob(filepath.Join(shared, "urls", "*.txt"))
	return len(files) > 0
}

// corpus reads the URI references of the URL lists of ../shared/data/urls
// (both fields of the CSV of base,relative pairs), or skips.
func corpus(tb testing.TB) []string {
	out := corpusLines(tb)
	if len(out) == 0 {
		tb.Skip("no URL lists in " + shared + "/urls (they sit beside the repository)")
	}
	return out
}

// corpusLines reads the URI references of the URL lists of
// ../shared/data/urls, none when they are not there.
func corpusLines(tb testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join(shared, "urls", "*"))
	var out []string
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		f, err := os.Open(file)
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasSuffix(file, ".csv") {
				if line == "base,relative" {
					continue
				}
				base, ref, _ := strings.Cut(line, ",")
				out = append(out, base, ref)
				continue
			}
			out = append(out, line)
		}
		f.Close()
	}
	return out
}

// nonASCII builds IRIs beyond ASCII from the URI references of the
// corpora that hold some in escapes or in IDNA A-labels: each is mapped to
// an IRI (RFC 3987 §3.2), which decodes the escapes of UTF-8, and a host
// of A-labels is written in U-labels (§3.2.1 allows it). It returns the
// IRIs and the URIs they come from.
func nonASCII(lines []string) (iris, uris []string) {
	for _, l := range lines {
		u, err := uri.Parse(l)
		if err != nil {
			continue
		}
		i := iri.FromURI(u)
		if host, _ := i.Host(); strings.Contains(host, "xn--") {
			if h, err := idna.Display.ToUnicode(host); err == nil {
				p := i.Parts()
				p.Host = h
				if j, err := iri.Parse(p.String()); err == nil {
					i = j
				}
			}
		}
		if i.String() == u.String() {
			continue
		}
		iris = append(iris, i.String())
		uris = append(uris, u.String())
	}
	return iris, uris
}

// BenchmarkCorpus times one pass over the URL corpora (ascii) and over
// IRIs built from them (non-ascii: see nonASCII, and uri-form, the same
// as URIs), validating and parsing with package uri and with this
// package; the ns/url metric is per URI or IRI, B/url its length. The
// ratios to compare are iri-valid to uri-valid on ascii, and
// non-ascii/iri-valid to ascii/uri-valid and to uri-form/uri-valid.
func BenchmarkCorpus(b *testing.B) {
	lines := corpus(b)
	iris, uris := nonASCII(lines)
	sets := []struct {
		name  string
		lines []string
		impls []string
	}{
		{"ascii", lines, []string{"uri-valid", "iri-valid", "uri-parse", "iri-parse"}},
		{"non-ascii", iris, []string{"iri-valid", "iri-parse"}},
		{"uri-form", uris, []string{"uri-valid", "uri-parse"}},
	}
	impls := map[string]func(string){
		"uri-valid": func(s string) { uri.Valid(s) },
		"iri-valid": func(s string) { iri.Valid(s) },
		"uri-parse": func(s string) { uri.Parse(s) },
		"iri-parse": func(s string) { iri.Parse(s) },
	}
	for _, set := range sets {
		for _, name := range set.impls {
			f := impls[name]
			b.Run(set.name+"/"+name, func(b *testing.B) {
				for b.Loop() {
					for _, l := range set.lines {
						f(l)
					}
				}
				n := 0
				for _, l := range set.lines {
					n += len(l)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(set.lines)), "ns/url")
				b.ReportMetric(float64(n)/float64(len(set.lines)), "B/url")
			})
		}
	}
}

// BenchmarkResolve resolves the pairs of relative_urls_cc_10k.csv that
// both packages parse, parsed beforehand, with package uri and with this
// package (ns/pair): the same algorithm on the same record, so the ratio
// of iri to uri is the cost of the IRI's own accessors.
func BenchmarkResolve(b *testing.B) {
	f, err := os.Open(filepath.Join(shared, "urls", "relative_urls_cc_10k.csv"))
	if err != nil {
		b.Skip("no relative_urls_cc_10k.csv in " + shared + "/urls (the corpora sit beside the repository)")
	}
	defer f.Close()
	var ub, ur []uri.URI
	var ib, ir []iri.IRI
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		base, rel, _ := strings.Cut(sc.Text(), ",")
		u1, e1 := uri.ParseURI(base)
		u2, e2 := uri.Parse(rel)
		i1, e3 := iri.ParseIRI(base)
		i2, e4 := iri.Parse(rel)
		if e1 == nil && e2 == nil && e3 == nil && e4 == nil {
			ub, ur, ib, ir = append(ub, u1), append(ur, u2), append(ib, i1), append(ir, i2)
		}
	}
	perPair := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(ub)), "ns/pair")
	}
	b.Run("uri", func(b *testing.B) {
		for b.Loop() {
			for k := range ub {
				ub[k].ResolveReference(ur[k])
			}
		}
		perPair(b)
	})
	b.Run("iri", func(b *testing.B) {
		for b.Loop() {
			for k := range ib {
				ib[k].ResolveReference(ir[k])
			}
		}
		perPair(b)
	})
}

// normalizeSets are the IRIs the benchmarks of normalization read: the
// inputs of the normalization tests (table), the IRIs beyond ASCII built
// from the corpora (non-ascii, see nonASCII) and the first corpus lines
// that are IRIs (ascii), at most 2000 each.
func normalizeSets(b *testing.B) []struct {
	name string
	iris []iri.IRI
} {
	var table []string
	for _, c := range normalizeCases {
		table = append(table, c.in)
	}
	table = append(table, normalizeViaURIInputs...)
	lines := corpusLines(b)
	wide, _ := nonASCII(lines)
	parse := func(in []string) []iri.IRI {
		var out []iri.IRI
		for _, s := range in {
			if i, err := iri.Parse(s); err == nil && len(out) < 2000 {
				out = append(out, i)
			}
		}
		return out
	}
	sets := []struct {
		name string
		iris []iri.IRI
	}{{"table", parse(table)}}
	if len(lines) > 0 {
		sets = append(sets, struct {
			name string
			iris []iri.IRI
		}{"non-ascii", parse(wide)}, struct {
			name string
			iris []iri.IRI
		}{"ascii", parse(lines)})
	}
	return sets
}

// BenchmarkNormalize normalizes the IRIs of normalizeSets by syntax and
// by scheme (ns/iri).
func BenchmarkNormalize(b *testing.B) {
	var n iri.Normalizer
	for _, set := range normalizeSets(b) {
		for _, level := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			b.Run(set.name+"/"+level.String(), func(b *testing.B) {
				for b.Loop() {
					for _, i := range set.iris {
						n.Normalize(i, level)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(set.iris)), "ns/iri")
			})
		}
	}
}

// BenchmarkEquivalent compares each IRI of normalizeSets with the IRI
// its URI makes (RFC 3987 §3.1), which is equivalent to it, by syntax and
// by scheme (ns/pair).
func BenchmarkEquivalent(b *testing.B) {
	var n iri.Normalizer
	for _, set := range normalizeSets(b) {
		other := make([]iri.IRI, len(set.iris))
		for k, i := range set.iris {
			other[k] = iri.MustParse(i.URI().String())
		}
		for _, level := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			b.Run(set.name+"/"+level.String(), func(b *testing.B) {
				for b.Loop() {
					for k, i := range set.iris {
						n.Equivalent(i, other[k], level)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(set.iris)), "ns/pair")
			})
		}
	}
}
