package uribeam

import (
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

func init() {
	register.Function2x0(flatStrings)
	register.Function2x0(flatInvalid)
	register.Function2x0(flatRepaired)
	register.Function2x0(flatNormalized)
	register.Function2x0(flatClass)
	register.Function2x0(flatResolved)
	register.Function2x0(flatUnresolved)
	register.Function2x0(flatFound)
	register.Function2x0(toLinks)
	register.Function2x0(toTexts)
	register.Emitter1[Link]()
}

func flatStrings(b []string, emit func(string)) {
	for _, x := range b {
		emit(x)
	}
}

func flatInvalid(b []Invalid, emit func(Invalid)) {
	for _, x := range b {
		emit(x)
	}
}

func flatRepaired(b []Repaired, emit func(Repaired)) {
	for _, x := range b {
		emit(x)
	}
}

func flatNormalized(b []Normalized, emit func(Normalized)) {
	for _, x := range b {
		emit(x)
	}
}

func flatClass(b []Class, emit func(Class)) {
	for _, x := range b {
		emit(x)
	}
}

func flatResolved(b []Resolved, emit func(Resolved)) {
	for _, x := range b {
		emit(x)
	}
}

func flatUnresolved(b []Unresolved, emit func(Unresolved)) {
	for _, x := range b {
		emit(x)
	}
}

func flatFound(b []Found, emit func(Found)) {
	for _, x := range b {
		emit(x)
	}
}

// toLinks makes a batch of Links of a batch of lines "BASE<TAB>REF".
func toLinks(lines []string, emit func([]Link)) {
	var links []Link
	for _, l := range lines {
		base, ref, _ := strings.Cut(l, "\t")
		links = append(links, Link{base, ref})
	}
	emit(links)
}

// toTexts makes a KV of the source of a batch of lines
// "SOURCE<TAB>TEXT", the first line's, and the texts.
func toTexts(lines []string, emit func(string, []string)) {
	var texts []string
	source := ""
	for i, l := range lines {
		src, text, _ := strings.Cut(l, "\t")
		if i == 0 {
			source = src
		}
		texts = append(texts, text)
	}
	emit(source, texts)
}

// batchesOf cuts in into batches of sizes, the last one taking the rest,
// and adds an empty batch.
func batchesOf(in []string, sizes ...int) []any {
	var out []any
	for _, n := range sizes {
		n = min(n, len(in))
		out = append(out, slices.Clone(in[:n]))
		in = in[n:]
	}
	return append(out, slices.Clone(in), []string{})
}

// batchInputs are URI references, good and bad, repeats and spellings of
// one class among them.
func batchInputs() []string {
	in := []string{
		"http://example.com", "HTTP://EXAMPLE.COM:80/", "http://example.com/", "http://example.com/", "http://example.com:/",
		"http://a/%7e", "http://a/~", "", "urn:isbn:0451450523", "//h/p?q#f",
		"http://a:25/", "http://b:25/", "http://user:pw@a:23/", "HTTP://www.Example.COM:80/%7euser/a/./b/../c", "a/./b/.",
	}
	in = append(in, badStrings()...)
	for _, r := range repairInputs {
		in = append(in, r.Input)
	}
	for _, b := range badRepairs {
		in = append(in, b.Input)
	}
	return in
}

// TestBatches checks that the batch form of each transform gives the
// records the transform gives, batches flattened, bad inputs included.
func TestBatches(t *testing.T) {
	in := batchInputs()
	p, s := beam.NewPipelineWithRoot()
	one := beam.CreateList(s, in)
	batches := beam.Create(s, batchesOf(in, 1, 5, 7, 3)...)

	v1, i1 := Validate(s, one)
	v2, i2 := ValidateBatches(s, batches)
	passert.Equals(s, beam.ParDo(s, flatStrings, v2), v1)
	passert.Equals(s, beam.ParDo(s, flatInvalid, i2), i1)

	r1, i1 := Repair(s, one)
	r2, i2 := RepairBatches(s, batches)
	passert.Equals(s, beam.ParDo(s, repairedText, beam.ParDo(s, flatRepaired, r2)), beam.ParDo(s, repairedText, r1))
	passert.Equals(s, beam.ParDo(s, invalidText, beam.ParDo(s, flatInvalid, i2)), beam.ParDo(s, invalidText, i1))

	for _, level := range []Level{SyntaxBased, SchemeBased} {
		n1, i1 := Normalize(s, level, one)
		n2, i2 := NormalizeBatches(s, level, batches)
		passert.Equals(s, beam.ParDo(s, flatNormalized, n2), n1)
		passert.Equals(s, beam.ParDo(s, flatInvalid, i2), i1)
	}
	for _, level := range []Level{SimpleString, SyntaxBased, SchemeBased} {
		for _, groups := range []int{1, 3} {
			c1, i1 := Dedupe(s, level, 2, one)
			c2, i2 := DedupeBatches(s, level, 2, groups, batches)
			passert.Equals(s, beam.ParDo(s, flatClass, c2), c1)
			passert.Equals(s, beam.ParDo(s, flatInvalid, i2), i1)
		}
	}

	l1, i1 := LintSummary(s, 2, one)
	l2, i2 := LintSummaryBatches(s, 2, batches)
	passert.Equals(s, l2, l1)
	passert.Equals(s, beam.ParDo(s, flatInvalid, i2), i1)
	ptest.RunAndValidate(t, p)
}

// TestBatchCounters checks that the batch forms count every input, as
// the transforms do.
func TestBatchCounters(t *testing.T) {
	good := []string{"http://a/b", "", "urn:isbn:0451450523", "//h/p?q#f", "http://1.2.3.400/"}
	in := append(slices.Clone(good), badStrings()...)
	p, s := beam.NewPipelineWithRoot()
	valid, invalid := ValidateBatches(s, beam.Create(s, batchesOf(in, 4)...))
	passert.Equals(s, beam.ParDo(s, flatStrings, valid), beam.CreateList(s, good))
	passert.Equals(s, beam.ParDo(s, flatInvalid, invalid), beam.CreateList(s, badInputs))
	checkCounters(t, ptest.RunAndValidate(t, p), len(good), len(badInputs))
}

// TestResolveBatches checks ResolveBatches against Resolve on the
// examples of RFC 3986 §5.4 and pairs that do not resolve.
func TestResolveBatches(t *testing.T) {
	const base = "http://a/b/c/d;p?q" // §5.4
	lines := []string{
		base + "\tg", base + "\t../g", base + "\t//g", base + "\t?y", base + "\thttp:g", // §5.4.1, §5.4.2 (strict)
		base + "\t%zz", "a/b\tg", "\tg", base + "\t",
	}
	p, s := beam.NewPipelineWithRoot()
	r1, u1 := Resolve(s, beam.ParDo(s, splitTab, beam.CreateList(s, lines)))
	r2, u2 := ResolveBatches(s, beam.ParDo(s, toLinks, beam.Create(s, batchesOf(lines, 2, 4)...)))
	passert.Equals(s, beam.ParDo(s, flatResolved, r2), r1)
	passert.Equals(s, beam.ParDo(s, flatUnresolved, u2), u1)
	ptest.RunAndValidate(t, p)
}

// TestExtractBatches checks ExtractBatches against Extract (RFC 3986
// Appendix C): the offsets are into each text of a batch.
func TestExtractBatches(t *testing.T) {
	lines := []string{
		"a.txt\t" + `see <http://a/b> and "http://c/%zz". mailto:joe@example.com`,
		"a.txt\t" + `Note: no URI here, nor in a < b: c > d.`,
		"a.txt\t" + `(see http://a/b_(c)), <URL:http://d/>`,
		"b.txt\t" + `http://e/ and http://f/`,
	}
	p, s := beam.NewPipelineWithRoot()
	f1, i1 := Extract(s, beam.ParDo(s, splitTab, beam.CreateList(s, lines)))
	f2, i2 := ExtractBatches(s, beam.ParDo(s, toTexts, beam.Create(s, lines[:3], lines[3:])))
	passert.Equals(s, beam.ParDo(s, flatFound, f2), f1)
	passert.Empty(s, i1)
	passert.Empty(s, i2)
	ptest.RunAndValidate(t, p)
}

// TestMergeClasses checks the merge of a class's tallies from several
// batches: the counts add up, the spellings are the first n distinct
// ones in byte order.
func TestMergeClasses(t *testing.T) {
	fn := &mergeClassesFn{N: 2}
	parts := [][]Class{
		{{URI: "http://a/", Count: 2, Spellings: []string{"http://A/", "http://a/"}}, {URI: "http://b/", Count: 1, Spellings: []string{"http://b/"}}},
		{{URI: "http://a/", Count: 3, Spellings: []string{"HTTP://a/", "http://a/"}}},
	}
	var got []Class
	i := 0
	fn.ProcessElement(0, func(c *classPart) bool {
		if i == len(parts) {
			return false
		}
		// Through the coder, as from the runner.
		var err error
		if *c, err = decodeClassPart(encodeClassPart(classPart{parts[i]})); err != nil {
			t.Fatal(err)
		}
		i++
		return true
	}, func(b []Class) { got = append(got, b...) })
	want := []Class{
		{URI: "http://a/", Count: 5, Spellings: []string{"HTTP://a/", "http://A/"}},
		{URI: "http://b/", Count: 1, Spellings: []string{"http://b/"}},
	}
	if !slices.EqualFunc(got, want, func(a, b Class) bool {
		return a.URI == b.URI && a.Count == b.Count && slices.Equal(a.Spellings, b.Spellings)
	}) {
		t.Errorf("merged %v, want %v", got, want)
	}
}
