package uribeam

import (
	"context"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// Keys says how a URL becomes its canonical key, the URI that stands for
// every URL counted as the same: the URL normalized up to Level (RFC 3986
// §6.2), or, with Crawl, by a crawler's profile.
type Keys struct {
	// Level is the rung of the comparison ladder; without Crawl.
	Level Level `json:"level"`
	// Crawl, when not nil, makes the key crawl.Profile.Key's, which
	// normalizes at SchemeBased whatever Level says, then takes the
	// profile's steps beyond RFC 3986.
	Crawl *Crawl `json:"crawl,omitempty"`
}

// Crawl is a profile of package github.com/abnf-uri/uri/crawl
// (crawl.Profile), in a form a runner can send to its workers: the query
// parameters to drop are patterns of query.Match rather than a function.
type Crawl struct {
	// DropFragment removes the fragment, which is never sent to the
	// server (RFC 3986 §3.5).
	DropFragment bool `json:"drop_fragment,omitempty"`
	// DropParams are the names of the query parameters to remove, as
	// query.Match reads them ("utm_*"); a query left without parameters
	// is removed with its "?".
	DropParams []string `json:"drop_params,omitempty"`
	// SortQuery orders the query's parameters by name.
	SortQuery bool `json:"sort_query,omitempty"`
	// TrailingDot removes the "." that ends a DNS name.
	TrailingDot bool `json:"trailing_dot,omitempty"`
	// IndexNames are last path segments a server answers as their
	// directory ("index.html").
	IndexNames []string `json:"index_names,omitempty"`
}

// CrawlerKeys are the keys of crawl.Crawler: fragments dropped, queries
// sorted, trailing dots removed. Copy it and set Crawl.DropParams to
// filter queries too.
var CrawlerKeys = Keys{Level: SchemeBased, Crawl: &Crawl{DropFragment: true, SortQuery: true, TrailingDot: true}}

func init() {
	register.DoFn4x0[context.Context, string, func(string, string), func(Invalid)](&keyOnlyFn{})
	register.DoFn5x0[context.Context, string, beam.T, func(string, beam.T), func(Invalid, beam.T)](&rekeyFn{})
	register.Emitter2[string, beam.T]()
	register.Emitter2[Invalid, beam.T]()
}

// Key computes the canonical key of each URL of urls, a
// PCollection<string>, as keys says, and nothing else: keyed is a
// PCollection<KV<string, string>> of the key and the URL, invalid a
// PCollection<Invalid> of the inputs that are no URI references.
func Key(s beam.Scope, keys Keys, urls beam.PCollection) (keyed, invalid beam.PCollection) {
	s = s.Scope("uribeam.Key")
	return beam.ParDo2(s, &keyOnlyFn{Keys: keys}, urls)
}

type keyOnlyFn struct {
	Keys Keys `json:"keys"`
	k    keyer
}

func (fn *keyOnlyFn) Setup() { fn.k = newKeyer(fn.Keys) }

func (fn *keyOnlyFn) ProcessElement(ctx context.Context, in string, out func(string, string), invalid func(Invalid)) {
	key, f := fn.k.key(in)
	if f != nil {
		invalidCount.Inc(ctx, 1)
		invalid(newInvalid(in, f))
		return
	}
	validCount.Inc(ctx, 1)
	out(key, in)
}

// NormalizeKV is Normalize for records keyed by URL (a page, its crawl
// time): records is a PCollection<KV<string, T>>, normalized a
// PCollection<KV<string, T>> of each record keyed by its URL's canonical
// key, as keys says, and invalid a PCollection<KV<Invalid, T>> of the
// records whose URL is no URI reference, with the offset, component and
// message.
func NormalizeKV(s beam.Scope, keys Keys, records beam.PCollection) (normalized, invalid beam.PCollection) {
	s = s.Scope("uribeam.NormalizeKV")
	return beam.ParDo2(s, &rekeyFn{Keys: keys}, records)
}

type rekeyFn struct {
	Keys Keys `json:"keys"`
	k    keyer
}

func (fn *rekeyFn) Setup() { fn.k = newKeyer(fn.Keys) }

func (fn *rekeyFn) ProcessElement(ctx context.Context, url string, rec beam.T, out func(string, beam.T), invalid func(Invalid, beam.T)) {
	key, f := fn.k.key(url)
	if f != nil {
		invalidCount.Inc(ctx, 1)
		invalid(newInvalid(url, f), rec)
		return
	}
	validCount.Inc(ctx, 1)
	out(key, rec)
}

// DedupeKV is Dedupe for records keyed by URL: records is a
// PCollection<KV<string, T>>, classes the records grouped by the
// canonical key of their URLs, as keys says (a CoGBK<string, T>, as
// beam.GroupByKey makes: a DoFn reads it as func(key string, records
// func(*T) bool)), and invalid a PCollection<KV<Invalid, T>> as
// NormalizeKV's.
func DedupeKV(s beam.Scope, keys Keys, records beam.PCollection) (classes, invalid beam.PCollection) {
	s = s.Scope("uribeam.DedupeKV")
	normalized, invalid := NormalizeKV(s, keys, records)
	return beam.GroupByKey(s, normalized), invalid
}
