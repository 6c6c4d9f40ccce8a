package uribeam

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// page is a crawled page, the record of the keyed transforms' tests.
type page struct {
	URL     string
	ID      string
	Crawled int64
}

func init() {
	beam.RegisterType(reflect.TypeOf((*page)(nil)).Elem())
	register.Function1x2(pageByURL)
	register.Function2x1(keyedText)
	register.Function2x1(pageText)
	register.Function2x1(badPageText)
	register.Function2x1(groupText)
	register.Iter1[page]()
}

func pageByURL(p page) (string, page) { return p.URL, p }

func keyedText(key, url string) string { return key + " <- " + url }

func pageText(key string, p page) string { return fmt.Sprintf("%s %s@%d", key, p.ID, p.Crawled) }

func badPageText(i Invalid, p page) string {
	return fmt.Sprintf("%s %s: %d %s %s", p.ID, i.Input, i.Offset, i.Component, i.Message)
}

// groupText writes a class of pages: its key and the IDs, sorted.
func groupText(key string, pages func(*page) bool) string {
	var ids []string
	var p page
	for pages(&p) {
		ids = append(ids, p.ID)
	}
	slices.Sort(ids)
	return key + " " + strings.Join(ids, ",")
}

// crawlKeys are the keys of crawl.Crawler, with the parameters that
// track a visitor dropped.
var crawlKeys = Keys{Level: SchemeBased, Crawl: &Crawl{DropFragment: true, SortQuery: true, TrailingDot: true, DropParams: []string{"utm_*", "fbclid"}}}

func TestKey(t *testing.T) {
	in := []string{
		"HTTP://Example.COM:80/a/./b#top", "http://example.com./a/b?utm_source=x&b=1&a=2", "http://example.com/a/b?fbclid=1",
		"http://a/%7e", "a b",
	}
	for _, c := range []struct {
		name string
		keys Keys
		want []string
	}{
		{"scheme", Keys{Level: SchemeBased}, []string{ // RFC 3986 §6.2.3
			"http://example.com/a/b#top <- " + in[0],
			"http://example.com./a/b?utm_source=x&b=1&a=2 <- " + in[1],
			"http://example.com/a/b?fbclid=1 <- " + in[2],
			"http://a/~ <- " + in[3],
		}},
		{"syntax", Keys{Level: SyntaxBased}, []string{ // §6.2.2: the port stays
			"http://example.com:80/a/b#top <- " + in[0],
			"http://example.com./a/b?utm_source=x&b=1&a=2 <- " + in[1],
			"http://example.com/a/b?fbclid=1 <- " + in[2],
			"http://a/~ <- " + in[3],
		}},
		{"crawler", CrawlerKeys, []string{ // fragment dropped, query sorted, trailing dot removed
			"http://example.com/a/b <- " + in[0],
			"http://example.com/a/b?a=2&b=1&utm_source=x <- " + in[1],
			"http://example.com/a/b?fbclid=1 <- " + in[2],
			"http://a/~ <- " + in[3],
		}},
		{"crawler, query filtered", crawlKeys, []string{
			"http://example.com/a/b <- " + in[0],
			"http://example.com/a/b?a=2&b=1 <- " + in[1],
			"http://example.com/a/b <- " + in[2],
			"http://a/~ <- " + in[3],
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, s := beam.NewPipelineWithRoot()
			keyed, invalid := Key(s, c.keys, beam.CreateList(s, in))
			passert.EqualsList(s, beam.ParDo(s, keyedText, keyed), c.want)
			passert.Equals(s, invalid, Invalid{Input: "a b", Offset: 1, Component: "path", Message: spaceInPath})
			checkCounters(t, ptest.RunAndValidate(t, p), len(in)-1, 1)
		})
	}
}

// pages are records keyed by URL: three spellings of one page, by the
// crawler's keys, two of another, and a URL that is no URI reference.
var pages = []page{
	{"HTTP://Example.COM:80/a/./b#top", "p1", 100},
	{"http://example.com./a/b?utm_source=x", "p2", 200},
	{"http://example.com/a/b", "p3", 300},
	{"http://a/?y=1&x=2", "p4", 400},
	{"http://a/?x=2&y=1", "p5", 500},
	{"http://a b/", "p6", 600},
}

func TestNormalizeKV(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	normalized, invalid := NormalizeKV(s, crawlKeys, beam.ParDo(s, pageByURL, beam.CreateList(s, pages)))
	passert.EqualsList(s, beam.ParDo(s, pageText, normalized), []string{
		"http://example.com/a/b p1@100",
		"http://example.com/a/b p2@200",
		"http://example.com/a/b p3@300",
		"http://a/?x=2&y=1 p4@400",
		"http://a/?x=2&y=1 p5@500",
	})
	passert.EqualsList(s, beam.ParDo(s, badPageText, invalid), []string{"p6 http://a b/: 8 host " + spaceInHost})
	checkCounters(t, ptest.RunAndValidate(t, p), 5, 1)
}

func TestDedupeKV(t *testing.T) {
	for _, c := range []struct {
		name string
		keys Keys
		want []string
	}{
		{"scheme", Keys{Level: SchemeBased}, []string{ // RFC 3986 §6.2.3
			"http://example.com/a/b#top p1",
			"http://example.com./a/b?utm_source=x p2",
			"http://example.com/a/b p3",
			"http://a/?y=1&x=2 p4",
			"http://a/?x=2&y=1 p5",
		}},
		{"crawler", crawlKeys, []string{
			"http://example.com/a/b p1,p2,p3",
			"http://a/?x=2&y=1 p4,p5",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, s := beam.NewPipelineWithRoot()
			classes, invalid := DedupeKV(s, c.keys, beam.ParDo(s, pageByURL, beam.CreateList(s, pages)))
			passert.EqualsList(s, beam.ParDo(s, groupText, classes), c.want)
			passert.EqualsList(s, beam.ParDo(s, badPageText, invalid), []string{"p6 http://a b/: 8 host " + spaceInHost})
			ptest.RunAndValidate(t, p)
		})
	}
}
