// Package uribeam holds Apache Beam transforms over URI references, as
// package github.com/abnf-uri/uri reads them (RFC 3986): validate,
// repair, normalize, de-duplicate by equivalence, resolve, extract from
// text and summarize lint findings, on any runner.
//
// Every transform answers every input: an input that is not what the
// transform needs goes to an output of Invalid records, with the byte
// offset, the component and the message that package uri gives, and is
// counted in the transform's metrics ("uribeam" namespace). None is
// dropped, and an input the library cannot handle becomes an Invalid
// record, never a failed bundle.
//
// Each transform has a batch form beside it (ValidateBatches,
// DedupeBatches, ...), whose elements are slices of many inputs or
// records, so that a runner's cost per element is paid once a batch and
// not once a URL; the records are the same. Key, NormalizeKV and DedupeKV
// key URLs, and records keyed by URL, by their canonical URL, at a level
// of RFC 3986 §6.2 or by a crawler's profile (package crawl).
//
// The transforms and their record types are registered in an init
// function, as the runners other than the in-process ones need.
package uribeam

import (
	"context"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// Invalid is an input that a transform could not take: no URI reference
// (for Repair, not even once repaired), or no URI where one is needed.
type Invalid struct {
	// Input is the input, as it was.
	Input string `json:"input"`
	// Offset is the byte offset, from 0, of the first place in Input that
	// no URI reference can go past (len(Input) when it ends too early),
	// or, from Repair, of what no repair mends; -1 when the message is
	// about no one place.
	Offset int `json:"offset"`
	// Component names the component of a URI the offset is in, as
	// "uri validate -json" does: "scheme", "userinfo", "host", "port",
	// "path", "query" or "fragment"; "" when none, and from Repair, whose
	// Message names it ("in host").
	Component string `json:"component,omitempty"`
	// Message says what the grammar allows at Offset and what is there;
	// from Repair, what is wrong there.
	Message string `json:"message"`
}

func newInvalid(in string, f *failure) Invalid {
	return Invalid{Input: in, Offset: f.offset, Component: f.component, Message: f.message}
}

// Repaired is an input repaired into a URI reference, and the repairs.
type Repaired struct {
	// Input is the input, as it was.
	Input string `json:"input"`
	// URI is the URI reference repaired: Input itself when Input was one.
	URI string `json:"uri"`
	// Fixes are the repairs, in the order of the input; none when Input
	// was a URI reference.
	Fixes []Fix `json:"fixes"`
}

// Fix is one repair of Repair.
type Fix struct {
	// Kind is what was done: "trimmed", "removed", "backslash",
	// "escaped", "to-ascii", "dot-slash", "slashes" or "drive-letter".
	Kind string `json:"kind"`
	// Offset is the byte offset in the input of the text repaired.
	Offset int `json:"offset"`
	// Text is the input's text that was repaired; "" for "dot-slash",
	// which puts "./" in front.
	Text string `json:"text"`
}

// Normalized is a URI reference and its normal form.
type Normalized struct {
	Input  string `json:"input"`
	Result string `json:"result"`
}

// Class is a class of equivalent URI references (RFC 3986 §6.2).
type Class struct {
	// URI is the class's canonical URI: the normal form its members
	// share at the level of the comparison.
	URI string `json:"uri"`
	// Count is the number of inputs in the class, repeats included.
	Count int64 `json:"count"`
	// Spellings are the first of the class's distinct inputs in byte
	// order, as many as asked for.
	Spellings []string `json:"spellings"`
}

// Resolved is a reference resolved against its base (RFC 3986 §5.2).
type Resolved struct {
	Base      string `json:"base"`
	Reference string `json:"reference"`
	Target    string `json:"result"`
}

// Unresolved is a pair of a base and a reference that does not resolve:
// the base is no URI, or the reference no URI reference.
type Unresolved struct {
	Base      string `json:"base"`
	Reference string `json:"reference"`
	// In is "base" or "reference": the input that Offset is into.
	In        string `json:"in"`
	Offset    int    `json:"offset"`
	Component string `json:"component,omitempty"`
	Message   string `json:"message"`
}

// Found is a URI found in text (RFC 3986 Appendix C).
type Found struct {
	// Source names the text, such as the file it was read from.
	Source string `json:"source"`
	// Start and End are the byte offsets in the text of the URI's first
	// byte and of the byte after its last, delimiters excluded.
	Start int `json:"start"`
	End   int `json:"end"`
	// URI is the URI as read, without delimiters and line breaks.
	URI string `json:"uri"`
	// Delimiter is "bare", "angle", "url" or "quotes".
	Delimiter string `json:"delimiter"`
	// Flags are "wrapped", "hyphen-ambiguous", "invalid", comma-separated.
	Flags string `json:"flags"`
	// Valid reports whether URI is a URI; if not, Offset (into URI),
	// Component and Message say why.
	Valid     bool   `json:"valid"`
	Offset    int    `json:"offset"`
	Component string `json:"component,omitempty"`
	Message   string `json:"message,omitempty"`
}

// LintCount counts the inputs with a finding of package lint (RFC 3986
// §7).
type LintCount struct {
	Code     string `json:"code"`
	Severity string `json:"severity"`
	Section  string `json:"section"`
	// Count is the number of inputs with at least one finding of Code.
	Count int64 `json:"count"`
	// Examples are the first of those inputs in byte order.
	Examples []string `json:"examples"`
}

var (
	validCount   = beam.NewCounter("uribeam", "valid")
	invalidCount = beam.NewCounter("uribeam", "invalid")
)

func init() {
	register.DoFn4x0[context.Context, string, func(string), func(Invalid)](&validateFn{})
	register.DoFn4x0[context.Context, string, func(Repaired), func(Invalid)](&repairFn{})
	register.DoFn4x0[context.Context, string, func(Normalized), func(Invalid)](&normalizeFn{})
	register.DoFn5x0[context.Context, string, string, func(Resolved), func(Unresolved)](&resolveFn{})
	register.DoFn5x0[context.Context, string, string, func(Found), func(Invalid)](&extractFn{})
	register.DoFn4x0[context.Context, string, func(string, string), func(Invalid)](&lintFn{})
	register.Combiner2[Tally, string](&tallyFn{})
	register.Function2x1(toClass)
	register.Function2x1(toLintCount)
	register.Emitter1[string]()
	register.Emitter1[Invalid]()
	register.Emitter1[Repaired]()
	register.Emitter1[Normalized]()
	register.Emitter1[Resolved]()
	register.Emitter1[Unresolved]()
	register.Emitter1[Found]()
	register.Emitter2[string, string]()
}

// Validate splits urls, a PCollection<string>, into the URI references
// (RFC 3986 §4.1) and the rest: valid is a PCollection<string>, invalid a
// PCollection<Invalid>.
func Validate(s beam.Scope, urls beam.PCollection) (valid, invalid beam.PCollection) {
	s = s.Scope("uribeam.Validate")
	return beam.ParDo2(s, &validateFn{}, urls)
}

type validateFn struct{}

func (*validateFn) ProcessElement(ctx context.Context, in string, valid func(string), invalid func(Invalid)) {
	if f := validate(in); f != nil {
		invalidCount.Inc(ctx, 1)
		invalid(newInvalid(in, f))
		return
	}
	validCount.Inc(ctx, 1)
	valid(in)
}

// Repair repairs each input of urls, a PCollection<string> of URLs as
// browsers accept them (a crawl's hrefs, what users type), into a URI
// reference, as package github.com/abnf-uri/uri/lenient does: repaired
// is a PCollection<Repaired>, with the repairs made, none for an input
// that is a URI reference already (RFC 3986 §4.1); invalid a
// PCollection<Invalid> of the inputs that no repair mends (a port or an
// IP literal that is none, a character no host has), with the offset and
// the reason, and no component.
func Repair(s beam.Scope, urls beam.PCollection) (repaired, invalid beam.PCollection) {
	s = s.Scope("uribeam.Repair")
	return beam.ParDo2(s, &repairFn{}, urls)
}

type repairFn struct{}

func (*repairFn) ProcessElement(ctx context.Context, in string, out func(Repaired), invalid func(Invalid)) {
	r, fixes, f := repair(in)
	if f != nil {
		invalidCount.Inc(ctx, 1)
		invalid(newInvalid(in, f))
		return
	}
	validCount.Inc(ctx, 1)
	rec := Repaired{Input: in, URI: r}
	for _, x := range fixes {
		rec.Fixes = append(rec.Fixes, Fix{Kind: x.kind, Offset: x.offset, Text: x.text})
	}
	out(rec)
}

// Normalize normalizes each URI reference of urls, a PCollection<string>,
// up to level (RFC 3986 §6.2.2, §6.2.3): normalized is a
// PCollection<Normalized>, invalid a PCollection<Invalid> of the inputs
// that are no URI references.
func Normalize(s beam.Scope, level Level, urls beam.PCollection) (normalized, invalid beam.PCollection) {
	s = s.Scope("uribeam.Normalize")
	return beam.ParDo2(s, &normalizeFn{Level: level}, urls)
}

type normalizeFn struct {
	Level Level `json:"level"`
}

func (fn *normalizeFn) ProcessElement(ctx context.Context, in string, out func(Normalized), invalid func(Invalid)) {
	r, f := normalize(in, fn.Level)
	if f != nil {
		invalidCount.Inc(ctx, 1)
		invalid(newInvalid(in, f))
		return
	}
	validCount.Inc(ctx, 1)
	out(Normalized{Input: in, Result: r})
}

// Dedupe groups the URI references of urls, a PCollection<string>, into
// classes of equivalent ones at level of the comparison ladder (RFC 3986
// §6.2): two are in one class when their normal forms at level are the
// same string. classes is a PCollection<Class>, each with its count and at
// most n of its spellings; invalid a PCollection<Invalid>.
func Dedupe(s beam.Scope, level Level, n int, urls beam.PCollection) (classes, invalid beam.PCollection) {
	s = s.Scope("uribeam.Dedupe")
	keyed, invalid := beam.ParDo2(s, &keyOnlyFn{Keys: Keys{Level: level}}, urls)
	tallies := beam.CombinePerKey(s, &tallyFn{N: n}, keyed)
	return beam.ParDo(s, toClass, tallies), invalid
}

func toClass(key string, t Tally) Class {
	return Class{URI: key, Count: t.Count, Spellings: t.Examples}
}

// Tally is a count and the first distinct examples, in byte order, of
// what was counted: the accumulator of Dedupe and LintSummary.
type Tally struct {
	Count    int64
	Examples []string
}

// tallyFn counts strings and keeps the N first distinct ones in byte
// order, which makes the result the same whatever the order of the input
// and the bundles; each input costs O(log N + N).
type tallyFn struct {
	N int `json:"n"`
}

func (fn *tallyFn) CreateAccumulator() Tally { return Tally{} }

func (fn *tallyFn) AddInput(t Tally, in string) Tally {
	t.Count++
	i, found := slices.BinarySearch(t.Examples, in)
	if found || i >= fn.N {
		return t
	}
	t.Examples = slices.Insert(t.Examples, i, in)
	if len(t.Examples) > fn.N {
		t.Examples = t.Examples[:fn.N]
	}
	return t
}

func (fn *tallyFn) MergeAccumulators(a, b Tally) Tally {
	m := Tally{Count: a.Count + b.Count}
	i, j := 0, 0
	for len(m.Examples) < fn.N && (i < len(a.Examples) || j < len(b.Examples)) {
		switch {
		case j == len(b.Examples) || i < len(a.Examples) && a.Examples[i] < b.Examples[j]:
			m.Examples = append(m.Examples, a.Examples[i])
			i++
		case i == len(a.Examples) || b.Examples[j] < a.Examples[i]:
			m.Examples = append(m.Examples, b.Examples[j])
			j++
		default: // the same string in both
			m.Examples = append(m.Examples, a.Examples[i])
			i++
			j++
		}
	}
	return m
}

// Resolve resolves each pair of links, a PCollection<KV<string, string>>
// of a base URI and a URI reference (a crawl's page and one of its
// hrefs), strictly as RFC 3986 §5.2 does: resolved is a
// PCollection<Resolved>, unresolved a PCollection<Unresolved> of the pairs
// whose base is no URI (RFC 3986 §5.1: it needs a scheme) or whose
// reference is no URI reference.
func Resolve(s beam.Scope, links beam.PCollection) (resolved, unresolved beam.PCollection) {
	s = s.Scope("uribeam.Resolve")
	return beam.ParDo2(s, &resolveFn{}, links)
}

type resolveFn struct{}

func (*resolveFn) ProcessElement(ctx context.Context, base, ref string, out func(Resolved), bad func(Unresolved)) {
	target, which, f := resolve(base, ref)
	if f != nil {
		invalidCount.Inc(ctx, 1)
		bad(Unresolved{Base: base, Reference: ref, In: which, Offset: f.offset, Component: f.component, Message: f.message})
		return
	}
	validCount.Inc(ctx, 1)
	out(Resolved{Base: base, Reference: ref, Target: target})
}

// Extract finds the URIs in texts, a PCollection<KV<string, string>> of a
// source name and a text (a line, or a whole document), as RFC 3986
// Appendix C delimits them: found is a PCollection<Found>, offsets into
// the text. Text delimited as a URI that is none is found too, with Valid
// false and where the parser stops. A URI wrapped across lines is found
// whole only in a text that holds all its lines. invalid is a
// PCollection<Invalid> of the texts the library could not read, which it
// should never have.
func Extract(s beam.Scope, texts beam.PCollection) (found, invalid beam.PCollection) {
	s = s.Scope("uribeam.Extract")
	return beam.ParDo2(s, &extractFn{}, texts)
}

type extractFn struct{}

func (*extractFn) ProcessElement(ctx context.Context, source, text string, out func(Found), invalid func(Invalid)) {
	all, f := extract(text)
	if f != nil {
		invalidCount.Inc(ctx, 1)
		invalid(newInvalid(text, f))
		return
	}
	for _, m := range all {
		r := Found{Source: source, Start: m.start, End: m.end, URI: m.uri, Delimiter: m.delim, Flags: m.flags, Valid: m.fail == nil}
		if m.fail != nil {
			invalidCount.Inc(ctx, 1)
			r.Offset, r.Component, r.Message = m.fail.offset, m.fail.component, m.fail.message
		} else {
			validCount.Inc(ctx, 1)
		}
		out(r)
	}
}

// LintSummary checks each URI reference of urls, a PCollection<string>,
// with package lint (RFC 3986 §7), and counts the inputs per finding code:
// summary is a PCollection<LintCount>, one per code found, each with at
// most n examples; invalid a PCollection<Invalid> of the inputs that are
// no URI references.
func LintSummary(s beam.Scope, n int, urls beam.PCollection) (summary, invalid beam.PCollection) {
	s = s.Scope("uribeam.LintSummary")
	keyed, invalid := beam.ParDo2(s, &lintFn{}, urls)
	tallies := beam.CombinePerKey(s, &tallyFn{N: n}, keyed)
	return beam.ParDo(s, toLintCount, tallies), invalid
}

type lintFn struct{}

func (*lintFn) ProcessElement(ctx context.Context, in string, out func(string, string), invalid func(Invalid)) {
	findings, f := lintFindings(in)
	if f != nil {
		invalidCount.Inc(ctx, 1)
		invalid(newInvalid(in, f))
		return
	}
	validCount.Inc(ctx, 1)
	for _, g := range findings {
		out(g.code+"\t"+g.severity+"\t"+g.section, in)
	}
}

func toLintCount(key string, t Tally) LintCount {
	code, rest, _ := strings.Cut(key, "\t")
	severity, section, _ := strings.Cut(rest, "\t")
	return LintCount{Code: code, Severity: severity, Section: section, Count: t.Count, Examples: t.Examples}
}
