package uribeam

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"reflect"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// The batch forms of the transforms take and give batches: each element
// a slice of many inputs or records (a few thousand lines of a file, say),
// so that a runner pays its cost per element once per batch rather than
// once per URL. Each answers every input of a batch, as the transform it
// is the batch form of does, with the same records: Validate's and
// ValidateBatches' results, flattened, are the same. An output batch holds
// the answers to one input batch, in the order of its inputs; a batch with
// no answer is not emitted.

// Link is a base URI and a URI reference to resolve against it, an input
// of ResolveBatches: a crawl's page and one of its hrefs.
type Link struct {
	Base      string `json:"base"`
	Reference string `json:"reference"`
}

func init() {
	register.DoFn4x0[context.Context, []string, func([]string), func([]Invalid)](&validateBatchFn{})
	register.DoFn4x0[context.Context, []string, func([]Repaired), func([]Invalid)](&repairBatchFn{})
	register.DoFn4x0[context.Context, []string, func([]Normalized), func([]Invalid)](&normalizeBatchFn{})
	register.DoFn4x0[context.Context, []string, func(int, classPart), func([]Invalid)](&keyBatchFn{})
	register.DoFn3x0[int, func(*classPart) bool, func([]Class)](&mergeClassesFn{})
	beam.RegisterCoder(reflect.TypeOf(classPart{}), encodeClassPart, decodeClassPart)
	register.DoFn4x0[context.Context, []Link, func([]Resolved), func([]Unresolved)](&resolveBatchFn{})
	register.DoFn5x0[context.Context, string, []string, func([]Found), func([]Invalid)](&extractBatchFn{})
	register.DoFn4x0[context.Context, []string, func(string, Tally), func([]Invalid)](&lintBatchFn{})
	register.Combiner1[Tally](&mergeTallyFn{})
	register.Emitter1[[]string]()
	register.Emitter1[[]Invalid]()
	register.Emitter1[[]Repaired]()
	register.Emitter1[[]Normalized]()
	register.Emitter1[[]Class]()
	register.Emitter1[[]Resolved]()
	register.Emitter1[[]Unresolved]()
	register.Emitter1[[]Found]()
	register.Emitter2[int, classPart]()
	register.Emitter2[string, Tally]()
	register.Iter1[classPart]()
}

// ValidateBatches is Validate on batches: batches is a
// PCollection<[]string>, valid a PCollection<[]string> of the URI
// references (RFC 3986 §4.1), invalid a PCollection<[]Invalid>.
func ValidateBatches(s beam.Scope, batches beam.PCollection) (valid, invalid beam.PCollection) {
	s = s.Scope("uribeam.ValidateBatches")
	return beam.ParDo2(s, &validateBatchFn{}, batches)
}

type validateBatchFn struct{}

func (*validateBatchFn) ProcessElement(ctx context.Context, in []string, valid func([]string), invalid func([]Invalid)) {
	var ok []string
	var bad []Invalid
	for _, x := range in {
		if f := validate(x); f != nil {
			bad = append(bad, newInvalid(x, f))
		} else {
			ok = append(ok, x)
		}
	}
	emitBatches(ctx, ok, bad, valid, invalid)
}

// emitBatches emits the answers to one batch, those that are not empty,
// and counts them.
func emitBatches[T any](ctx context.Context, ok []T, bad []Invalid, out func([]T), invalid func([]Invalid)) {
	if len(ok) > 0 {
		validCount.Inc(ctx, int64(len(ok)))
		out(ok)
	}
	if len(bad) > 0 {
		invalidCount.Inc(ctx, int64(len(bad)))
		invalid(bad)
	}
}

// RepairBatches is Repair on batches: batches is a PCollection<[]string>,
// repaired a PCollection<[]Repaired>, invalid a PCollection<[]Invalid>.
func RepairBatches(s beam.Scope, batches beam.PCollection) (repaired, invalid beam.PCollection) {
	s = s.Scope("uribeam.RepairBatches")
	return beam.ParDo2(s, &repairBatchFn{}, batches)
}

type repairBatchFn struct{}

func (*repairBatchFn) ProcessElement(ctx context.Context, in []string, out func([]Repaired), invalid func([]Invalid)) {
	var ok []Repaired
	var bad []Invalid
	for _, x := range in {
		if rec, f := repairRecord(x); f != nil {
			bad = append(bad, newInvalid(x, f))
		} else {
			ok = append(ok, rec)
		}
	}
	emitBatches(ctx, ok, bad, out, invalid)
}

// repairRecord is the record of Repair for in.
func repairRecord(in string) (Repaired, *failure) {
	r, fixes, f := repair(in)
	if f != nil {
		return Repaired{}, f
	}
	rec := Repaired{Input: in, URI: r}
	for _, x := range fixes {
		rec.Fixes = append(rec.Fixes, Fix{Kind: x.kind, Offset: x.offset, Text: x.text})
	}
	return rec, nil
}

// NormalizeBatches is Normalize on batches: batches is a
// PCollection<[]string>, normalized a PCollection<[]Normalized> (RFC 3986
// §6.2.2, §6.2.3), invalid a PCollection<[]Invalid>.
func NormalizeBatches(s beam.Scope, level Level, batches beam.PCollection) (normalized, invalid beam.PCollection) {
	s = s.Scope("uribeam.NormalizeBatches")
	return beam.ParDo2(s, &normalizeBatchFn{Level: level}, batches)
}

type normalizeBatchFn struct {
	Level Level `json:"level"`
}

func (fn *normalizeBatchFn) ProcessElement(ctx context.Context, in []string, out func([]Normalized), invalid func([]Invalid)) {
	var ok []Normalized
	var bad []Invalid
	for _, x := range in {
		if r, f := normalize(x, fn.Level); f != nil {
			bad = append(bad, newInvalid(x, f))
		} else {
			ok = append(ok, Normalized{Input: x, Result: r})
		}
	}
	emitBatches(ctx, ok, bad, out, invalid)
}

// DedupeBatches is Dedupe on batches: batches is a PCollection<[]string>,
// classes a PCollection<[]Class> with the classes of Dedupe (RFC 3986
// §6.2), each with its count and at most n of its spellings, invalid a
// PCollection<[]Invalid>.
//
// The batches of a bundle are tallied by class first (at most 262,144
// classes at a time); the tallies then go to groups
// by a hash of the class's canonical URI, each group merged on one
// worker, which holds its classes in memory: choose groups so that the
// distinct classes of the input, divided by groups, fit (64 groups and a
// billion distinct URLs make about 16 million classes a group). A class
// is in one group and so in one output batch; an output batch holds the
// classes of one group, at most a few thousand, in byte order of their
// URIs.
func DedupeBatches(s beam.Scope, level Level, n, groups int, batches beam.PCollection) (classes, invalid beam.PCollection) {
	s = s.Scope("uribeam.DedupeBatches")
	if groups < 1 {
		groups = 1
	}
	parts, invalid := beam.ParDo2(s, &keyBatchFn{Level: level, N: n, Groups: groups}, batches)
	return beam.ParDo(s, &mergeClassesFn{N: n}, beam.GroupByKey(s, parts)), invalid
}

// keyBatchFn tallies the batches of a bundle by class, and emits the
// tallies of each group as a classPart, at the end of the bundle or when
// it has maxTallies classes.
type keyBatchFn struct {
	Level  Level `json:"level"`
	N      int   `json:"n"`
	Groups int   `json:"groups"`

	tallies map[string]Tally
}

// maxTallies is how many classes keyBatchFn holds before it emits them:
// tens of megabytes of URLs.
const maxTallies = 1 << 18

func (fn *keyBatchFn) StartBundle(_ func(int, classPart), _ func([]Invalid)) {
	fn.tallies = map[string]Tally{}
}

func (fn *keyBatchFn) ProcessElement(ctx context.Context, in []string, out func(int, classPart), invalid func([]Invalid)) {
	var bad []Invalid
	t := &tallyFn{N: fn.N}
	for _, x := range in {
		key, f := normalize(x, fn.Level)
		if f != nil {
			bad = append(bad, newInvalid(x, f))
			continue
		}
		fn.tallies[key] = t.AddInput(fn.tallies[key], x)
	}
	validCount.Inc(ctx, int64(len(in)-len(bad)))
	if len(bad) > 0 {
		invalidCount.Inc(ctx, int64(len(bad)))
		invalid(bad)
	}
	if len(fn.tallies) >= maxTallies {
		fn.flush(out)
	}
}

func (fn *keyBatchFn) FinishBundle(out func(int, classPart), _ func([]Invalid)) {
	fn.flush(out)
}

// flush emits the tallies held, by group.
func (fn *keyBatchFn) flush(out func(int, classPart)) {
	parts := make([][]Class, fn.Groups)
	for key, t := range fn.tallies {
		g := group(key, fn.Groups)
		parts[g] = append(parts[g], Class{URI: key, Count: t.Count, Spellings: t.Examples})
	}
	for g, p := range parts {
		if len(p) > 0 {
			out(g, classPart{p})
		}
	}
	clear(fn.tallies)
}

// classPart is the tallies of classes of one group from one bundle, on
// their way to the group: its coder (encodeClassPart) writes them as one
// string, which the runner need not read class by class.
type classPart struct {
	Classes []Class
}

// encodeClassPart writes each class as its URI, count, number of
// spellings and spellings, strings after their lengths, all varints; a
// spelling that is the URI, as most are, is written as the length 0, and
// others after their length plus 1.
func encodeClassPart(p classPart) []byte {
	n := 0
	for _, c := range p.Classes {
		n += len(c.URI) + 3*binary.MaxVarintLen64
		for _, sp := range c.Spellings {
			if sp != c.URI {
				n += len(sp) + binary.MaxVarintLen64
			}
		}
	}
	b := make([]byte, 0, n)
	for _, c := range p.Classes {
		b = binary.AppendUvarint(b, uint64(len(c.URI)))
		b = append(b, c.URI...)
		b = binary.AppendVarint(b, c.Count)
		b = binary.AppendUvarint(b, uint64(len(c.Spellings)))
		for _, sp := range c.Spellings {
			if sp == c.URI {
				b = append(b, 0)
				continue
			}
			b = binary.AppendUvarint(b, uint64(len(sp))+1)
			b = append(b, sp...)
		}
	}
	return b
}

// decodeClassPart reads what encodeClassPart wrote; the strings are
// slices of one.
func decodeClassPart(data []byte) (classPart, error) {
	text := string(data)
	i := 0
	bad := false
	uvarint := func() uint64 {
		n, w := binary.Uvarint(data[i:])
		if w <= 0 {
			bad = true
			return 0
		}
		i += w
		return n
	}
	str := func(n uint64) string {
		if bad || uint64(len(text)-i) < n {
			bad = true
			return ""
		}
		i += int(n)
		return text[i-int(n) : i]
	}
	var p classPart
	for i < len(data) && !bad {
		c := Class{URI: str(uvarint())}
		count, w := binary.Varint(data[i:])
		if w <= 0 {
			bad = true
			break
		}
		i += w
		c.Count = count
		for n := uvarint(); n > 0 && !bad; n-- {
			sp := c.URI
			if l := uvarint(); l > 0 {
				sp = str(l - 1)
			}
			c.Spellings = append(c.Spellings, sp)
		}
		p.Classes = append(p.Classes, c)
	}
	if bad {
		return classPart{}, fmt.Errorf("uribeam: tallies of classes cut short at byte %d of %d", i, len(data))
	}
	return p, nil
}

// group is the group of key, of n.
func group(key string, n int) int {
	h := fnv.New32a()
	h.Write([]byte(key))
	return int(h.Sum32() % uint32(n))
}

// classBatch is how many classes mergeClassesFn puts in a batch.
const classBatch = 4096

// mergeClassesFn merges the tallies of one group.
type mergeClassesFn struct {
	N int `json:"n"`
}

func (fn *mergeClassesFn) ProcessElement(_ int, parts func(*classPart) bool, out func([]Class)) {
	t := &tallyFn{N: fn.N}
	merged := map[string]Tally{}
	var part classPart
	for parts(&part) {
		for _, c := range part.Classes {
			merged[c.URI] = t.MergeAccumulators(merged[c.URI], Tally{Count: c.Count, Examples: c.Spellings})
		}
	}
	keys := make([]string, 0, len(merged))
	for k := range merged {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for len(keys) > 0 {
		n := min(len(keys), classBatch)
		batch := make([]Class, n)
		for i, k := range keys[:n] {
			batch[i] = toClass(k, merged[k])
		}
		out(batch)
		keys = keys[n:]
	}
}

// ResolveBatches is Resolve on batches: links is a PCollection<[]Link>,
// resolved a PCollection<[]Resolved> (RFC 3986 §5.2), unresolved a
// PCollection<[]Unresolved>.
func ResolveBatches(s beam.Scope, links beam.PCollection) (resolved, unresolved beam.PCollection) {
	s = s.Scope("uribeam.ResolveBatches")
	return beam.ParDo2(s, &resolveBatchFn{}, links)
}

type resolveBatchFn struct{}

func (*resolveBatchFn) ProcessElement(ctx context.Context, in []Link, out func([]Resolved), bad func([]Unresolved)) {
	var ok []Resolved
	var no []Unresolved
	for _, l := range in {
		target, which, f := resolve(l.Base, l.Reference)
		if f != nil {
			no = append(no, Unresolved{Base: l.Base, Reference: l.Reference, In: which, Offset: f.offset, Component: f.component, Message: f.message})
			continue
		}
		ok = append(ok, Resolved{Base: l.Base, Reference: l.Reference, Target: target})
	}
	if len(ok) > 0 {
		validCount.Inc(ctx, int64(len(ok)))
		out(ok)
	}
	if len(no) > 0 {
		invalidCount.Inc(ctx, int64(len(no)))
		bad(no)
	}
}

// ExtractBatches is Extract on batches: texts is a
// PCollection<KV<string, []string>> of a source name and texts from it
// (lines of a file), found a PCollection<[]Found> with the URIs of a
// batch's texts in their order, offsets into each text, and invalid a
// PCollection<[]Invalid>.
func ExtractBatches(s beam.Scope, texts beam.PCollection) (found, invalid beam.PCollection) {
	s = s.Scope("uribeam.ExtractBatches")
	return beam.ParDo2(s, &extractBatchFn{}, texts)
}

type extractBatchFn struct{}

func (*extractBatchFn) ProcessElement(ctx context.Context, source string, texts []string, out func([]Found), invalid func([]Invalid)) {
	var ok []Found
	var bad []Invalid
	valid, notValid := 0, 0
	for _, text := range texts {
		all, f := extract(text)
		if f != nil {
			bad = append(bad, newInvalid(text, f))
			continue
		}
		for _, m := range all {
			r := Found{Source: source, Start: m.start, End: m.end, URI: m.uri, Delimiter: m.delim, Flags: m.flags, Valid: m.fail == nil}
			if m.fail != nil {
				notValid++
				r.Offset, r.Component, r.Message = m.fail.offset, m.fail.component, m.fail.message
			} else {
				valid++
			}
			ok = append(ok, r)
		}
	}
	validCount.Inc(ctx, int64(valid))
	invalidCount.Inc(ctx, int64(notValid+len(bad)))
	if len(ok) > 0 {
		out(ok)
	}
	if len(bad) > 0 {
		invalid(bad)
	}
}

// LintSummaryBatches is LintSummary on batches: batches is a
// PCollection<[]string>, summary a PCollection<LintCount> (RFC 3986 §7),
// one per code found, with at most n examples, invalid a
// PCollection<[]Invalid>.
func LintSummaryBatches(s beam.Scope, n int, batches beam.PCollection) (summary, invalid beam.PCollection) {
	s = s.Scope("uribeam.LintSummaryBatches")
	tallies, invalid := beam.ParDo2(s, &lintBatchFn{N: n}, batches)
	merged := beam.CombinePerKey(s, &mergeTallyFn{N: n}, tallies)
	return beam.ParDo(s, toLintCount, merged), invalid
}

// lintBatchFn tallies the findings of a batch by code.
type lintBatchFn struct {
	N int `json:"n"`
}

func (fn *lintBatchFn) ProcessElement(ctx context.Context, in []string, out func(string, Tally), invalid func([]Invalid)) {
	var bad []Invalid
	tallies := map[string]Tally{}
	t := &tallyFn{N: fn.N}
	for _, x := range in {
		findings, f := lintFindings(x)
		if f != nil {
			bad = append(bad, newInvalid(x, f))
			continue
		}
		for _, g := range findings {
			key := strings.Join([]string{g.code, g.severity, g.section}, "\t")
			tallies[key] = t.AddInput(tallies[key], x)
		}
	}
	validCount.Inc(ctx, int64(len(in)-len(bad)))
	for key, t := range tallies {
		out(key, t)
	}
	if len(bad) > 0 {
		invalidCount.Inc(ctx, int64(len(bad)))
		invalid(bad)
	}
}

// mergeTallyFn merges Tallies, as tallyFn does its accumulators.
type mergeTallyFn struct {
	N int `json:"n"`
}

func (fn *mergeTallyFn) MergeAccumulators(a, b Tally) Tally {
	return (&tallyFn{N: fn.N}).MergeAccumulators(a, b)
}
