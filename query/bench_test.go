package query

import (
	"net/url"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/corpus"
)

// sink keeps the results of the benchmarks, so that none is left on the
// stack where a program's would not be.
var sink any

// BenchmarkQueryCorpus times one pass over the queries of the built-in
// sample and of each URL list of ../shared/data/urls that has some:
// url.ParseQuery (a map of decoded values), Parse (RFC 3986), Parse with
// Form (which decode nothing until asked), Parse with Form and Values
// (what url.ParseQuery does), and an edit (Form: DeleteFunc of "utm_*",
// Set, String); the
// ns/query metric is per query. `make bench` prints the ratios to
// net-url from the same run.
func BenchmarkQueryCorpus(b *testing.B) {
	sample, _ := queries(b)
	type list struct {
		name string
		qs   []string
	}
	lists := []list{{"sample", nil}}
	for _, u := range sample {
		if s, _ := u.Query(); len(lists[0].qs) < 200 {
			lists[0].qs = append(lists[0].qs, s)
		}
	}
	for _, l := range corpus.Lists() {
		var qs []string
		for _, line := range l.Lines {
			if u, err := uri.Parse(line); err == nil {
				if s, ok := u.Query(); ok {
					qs = append(qs, s)
				}
			}
		}
		if len(qs) > 0 {
			lists = append(lists, list{l.Name, qs})
		}
	}
	form := Options{Encoding: Form}
	match := Match("utm_*")
	for _, l := range lists {
		for _, impl := range []struct {
			name string
			f    func(string)
		}{
			{"net-url", func(s string) { sink, _ = url.ParseQuery(s) }},
			{"query", func(s string) { sink, _ = Parse(s) }},
			{"query-form", func(s string) { sink, _ = form.Parse(s) }},
			{"query-values", func(s string) {
				q, _ := form.Parse(s)
				sink = q.Values()
			}},
			{"query-edit", func(s string) {
				q, _ := form.Parse(s)
				q.DeleteFunc(match)
				q.Set("page", "2")
				sink = q.String()
			}},
		} {
			b.Run(l.name+"/"+impl.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for _, s := range l.qs {
						impl.f(s)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(l.qs)), "ns/query")
			})
		}
	}
}
