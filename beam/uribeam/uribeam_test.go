package uribeam

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/metrics"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// The tests run on the runner of ptest's -runner flag: prism, in process,
// by default ("go test ./uribeam -args -runner=direct" for the direct
// runner).
func TestMain(m *testing.M) { ptest.Main(m) }

func init() { register.Function2x0(splitTab) }

// splitTab makes a KV of a line at its first tab.
func splitTab(line string, emit func(string, string)) {
	k, v, _ := strings.Cut(line, "\t")
	emit(k, v)
}

// Messages as the uri command prints them (cmd/uri/doc.go).
const (
	spaceInHost = `expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input, found " "`
	badHex      = `expected HEXDIG, found "z"`
	spaceInPath = `expected ALPHA, DIGIT, "+", "-", ".", ":", unreserved, pct-encoded, sub-delims, "@", "/", "?", "#" or end of input, found " "`
)

// badInputs are no URI references (RFC 3986 §4.1), each with the invalid
// record the transforms give it: offset, component and message as "uri
// validate -json" gives them.
var badInputs = []Invalid{
	{Input: "http://a b/", Offset: 8, Component: "host", Message: spaceInHost},
	{Input: "%zz", Offset: 1, Component: "path", Message: badHex},                                                         // §2.1
	{Input: "http://[::1/", Offset: 11, Component: "host", Message: `expected HEXDIG, ":", ".", DIGIT or "]", found "/"`}, // §3.2.2
	{Input: "\xff", Offset: 0, Component: "path", Message: `expected URI, "/", path-absolute, path-noscheme, "?", "#" or end of input, found "\xff"`},
	{Input: "a b", Offset: 1, Component: "path", Message: spaceInPath},
	// The message names no character of a password (RFC 3986 §7.5).
	{Input: "http://u:pa%zz@h/", Offset: 12, Component: "userinfo", Message: "expected HEXDIG, found a character of the password (not shown)"},
}

func badStrings() []string {
	var out []string
	for _, b := range badInputs {
		out = append(out, b.Input)
	}
	return out
}

func TestValidate(t *testing.T) {
	good := []string{"http://a/b", "", "urn:isbn:0451450523", "//h/p?q#f", "http://1.2.3.400/"} // §1.1.2, §4.1, §3.2.2
	p, s := beam.NewPipelineWithRoot()
	in := beam.CreateList(s, append(slices.Clone(good), badStrings()...))
	valid, invalid := Validate(s, in)
	passert.EqualsList(s, valid, good)
	passert.EqualsList(s, invalid, badInputs)
	r := ptest.RunAndValidate(t, p)
	checkCounters(t, r, len(good), len(badInputs))
}

// checkCounters checks the counters of the uribeam namespace in the
// metrics of a run: every input is counted, valid or invalid.
func checkCounters(t *testing.T, r beam.PipelineResult, valid, invalid int) {
	t.Helper()
	got := map[string]int64{}
	q := r.Metrics().Query(func(r metrics.SingleResult) bool { return r.Namespace() == "uribeam" })
	for _, c := range q.Counters() {
		got[c.Name()] += c.Result()
	}
	if got["valid"] != int64(valid) || got["invalid"] != int64(invalid) {
		t.Errorf("counters %v, want valid %d, invalid %d", got, valid, invalid)
	}
}

// repairInputs are URLs as browsers accept them, each with what Repair
// makes of it.
var repairInputs = []Repaired{
	{"https://example.com/a b", "https://example.com/a%20b", []Fix{{"escaped", 21, " "}}}, // §2.1
	{"http://a/b?q#f", "http://a/b?q#f", nil},                                             // a URI reference: unchanged (§4.1)
	{"HTTP://Example.COM:80/a/./b", "HTTP://Example.COM:80/a/./b", nil},                   // not normalized
	{"", "", nil},
	{"\xff", "%FF", []Fix{{"escaped", 0, "\xff"}}}, // §2.5: a byte beyond ASCII, not UTF-8, in a path
	{" http:\\\\example.com\\a\tb\n", "http://example.com/ab", []Fix{
		{"trimmed", 0, " "}, {"backslash", 6, `\\`}, {"backslash", 19, `\`}, {"removed", 21, "\t"}, {"trimmed", 23, "\n"},
	}},
	{"https://bücher.example/", "https://xn--bcher-kva.example/", []Fix{{"to-ascii", 8, "bücher.example"}}},
	{"1a:b", "./1a:b", []Fix{{"dot-slash", 0, ""}}}, // §4.2
}

// badRepairs are inputs no repair mends, with their invalid records:
// offset into the input and lenient's reason, no component.
var badRepairs = []Invalid{
	{Input: "http://exa mple.com:99999/", Offset: 10, Message: `invalid character " " in host`}, // a space in no host (§3.2.2)
	{Input: "http://a\xffb/", Offset: 7, Message: `host "a\xffb" is not UTF-8: uri: unescape "a\xffb": invalid UTF-8 "\xff" at offset 1`},
	{Input: "http://[::1/x", Offset: 7, Message: `IP literal "[::1" without its "]" in host`}, // §3.2.2
	{Input: "http://a:8x/", Offset: 10, Message: `invalid character "x" in port`},             // §3.2.3
}

// TestRepair compares the records quoted (repairedText, invalidText):
// passert prints elements as they are, and on prism a failure whose
// message is not UTF-8 cannot reach the test, the worker's connection
// failing instead.
func TestRepair(t *testing.T) {
	var in, want, wantBad []string
	for _, r := range repairInputs {
		in = append(in, r.Input)
		want = append(want, repairedText(r))
	}
	for _, b := range badRepairs {
		in = append(in, b.Input)
		wantBad = append(wantBad, invalidText(b))
	}
	p, s := beam.NewPipelineWithRoot()
	repaired, invalid := Repair(s, beam.CreateList(s, in))
	passert.EqualsList(s, beam.ParDo(s, repairedText, repaired), want)
	passert.EqualsList(s, beam.ParDo(s, invalidText, invalid), wantBad)
	checkCounters(t, ptest.RunAndValidate(t, p), len(repairInputs), len(badRepairs))
}

// TestRepairTwice checks that the URI references Repair makes come back
// unchanged, with no fix.
func TestRepairTwice(t *testing.T) {
	var in, want []string
	for _, r := range repairInputs {
		in = append(in, r.Input)
		want = append(want, repairedText(Repaired{Input: r.URI, URI: r.URI}))
	}
	p, s := beam.NewPipelineWithRoot()
	once, _ := Repair(s, beam.CreateList(s, in))
	twice, invalid := Repair(s, beam.ParDo(s, repairedURI, once))
	passert.EqualsList(s, beam.ParDo(s, repairedText, twice), want)
	passert.Empty(s, invalid)
	ptest.RunAndValidate(t, p)
}

func init() {
	register.Function1x1(repairedURI)
	register.Function1x1(repairedText)
	register.Function1x1(invalidText)
}

func repairedURI(r Repaired) string { return r.URI }

// repairedText writes r with its strings quoted: `"a b" -> "a%20b"
// escaped@1:" "`.
func repairedText(r Repaired) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%q -> %q", r.Input, r.URI)
	for _, f := range r.Fixes {
		fmt.Fprintf(&b, " %s@%d:%q", f.Kind, f.Offset, f.Text)
	}
	return b.String()
}

// invalidText writes i with its strings quoted.
func invalidText(i Invalid) string { return fmt.Sprintf("%#v", i) }

func TestNormalize(t *testing.T) {
	in := []string{"HTTP://www.Example.COM:80/%7euser/a/./b/../c", "http://a/b?", "a/./b/.", "http://a b/"}
	for _, c := range []struct {
		level Level
		want  []Normalized
	}{
		{SyntaxBased, []Normalized{ // §6.2.2
			{in[0], "http://www.example.com:80/~user/a/c"},
			{in[1], "http://a/b?"},
			{in[2], "a/b/"},
		}},
		{SchemeBased, []Normalized{ // §6.2.3
			{in[0], "http://www.example.com/~user/a/c"},
			{in[1], "http://a/b?"},
			{in[2], "a/b/"},
		}},
	} {
		t.Run(c.level.String(), func(t *testing.T) {
			p, s := beam.NewPipelineWithRoot()
			norm, invalid := Normalize(s, c.level, beam.CreateList(s, in))
			passert.EqualsList(s, norm, c.want)
			passert.Equals(s, invalid, badInputs[0])
			ptest.RunAndValidate(t, p)
		})
	}
}

func TestDedupe(t *testing.T) {
	in := []string{
		"http://example.com", "HTTP://EXAMPLE.COM:80/", "http://example.com/", "http://example.com/", "http://example.com:/",
		"http://a/%7e", "http://a/~",
		"http://a b/", "%zz",
	}
	for _, c := range []struct {
		level Level
		n     int
		want  []Class
	}{
		{SimpleString, 1, []Class{ // §6.2.1
			{"http://example.com", 1, []string{"http://example.com"}},
			{"HTTP://EXAMPLE.COM:80/", 1, []string{"HTTP://EXAMPLE.COM:80/"}},
			{"http://example.com/", 2, []string{"http://example.com/"}},
			{"http://example.com:/", 1, []string{"http://example.com:/"}},
			{"http://a/%7e", 1, []string{"http://a/%7e"}},
			{"http://a/~", 1, []string{"http://a/~"}},
		}},
		{SyntaxBased, 2, []Class{ // §6.2.2
			{"http://example.com", 1, []string{"http://example.com"}},
			{"http://example.com:80/", 1, []string{"HTTP://EXAMPLE.COM:80/"}},
			{"http://example.com/", 2, []string{"http://example.com/"}},
			{"http://example.com:/", 1, []string{"http://example.com:/"}},
			{"http://a/~", 2, []string{"http://a/%7e", "http://a/~"}},
		}},
		{SchemeBased, 2, []Class{ // §6.2.3: the first two distinct spellings in byte order
			{"http://example.com/", 5, []string{"HTTP://EXAMPLE.COM:80/", "http://example.com"}},
			{"http://a/~", 2, []string{"http://a/%7e", "http://a/~"}},
		}},
	} {
		t.Run(c.level.String(), func(t *testing.T) {
			p, s := beam.NewPipelineWithRoot()
			classes, invalid := Dedupe(s, c.level, c.n, beam.CreateList(s, in))
			passert.EqualsList(s, classes, c.want)
			passert.EqualsList(s, invalid, badInputs[:2])
			checkCounters(t, ptest.RunAndValidate(t, p), len(in)-2, 2)
		})
	}
}

func TestResolve(t *testing.T) {
	const base = "http://a/b/c/d;p?q" // §5.4
	p, s := beam.NewPipelineWithRoot()
	links := beam.ParDo(s, splitTab, beam.CreateList(s, []string{
		base + "\tg", base + "\t../g", base + "\t//g", base + "\t?y", base + "\thttp:g", // §5.4.1, §5.4.2 (strict)
		base + "\t%zz", "a/b\tg", "\tg",
	}))
	resolved, unresolved := Resolve(s, links)
	passert.EqualsList(s, resolved, []Resolved{
		{base, "g", "http://a/b/c/g"},
		{base, "../g", "http://a/b/g"},
		{base, "//g", "http://g"},
		{base, "?y", "http://a/b/c/d;p?y"},
		{base, "http:g", "http:g"},
	})
	passert.EqualsList(s, unresolved, []Unresolved{
		{Base: base, Reference: "%zz", In: "reference", Offset: 1, Component: "path", Message: badHex},
		{Base: "a/b", Reference: "g", In: "base", Offset: 1, Component: "scheme", Message: `expected ALPHA, DIGIT, "+", "-", "." or ":", found "/"`}, // §5.1: a base has a scheme
		{Base: "", Reference: "g", In: "base", Offset: 0, Component: "scheme", Message: `expected scheme, found end of input`},
	})
	ptest.RunAndValidate(t, p)
}

func TestExtract(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	texts := beam.ParDo(s, splitTab, beam.CreateList(s, []string{
		"a.txt\t" + `see <http://a/b> and "http://c/%zz". mailto:joe@example.com`, // Appendix C
		"b.txt\t" + `Note: no URI here, nor in a < b: c > d.`,
		"c.txt\t" + `(see http://a/b_(c)), <URL:http://d/>`,
	}))
	found, invalid := Extract(s, texts)
	passert.EqualsList(s, found, []Found{
		{Source: "a.txt", Start: 5, End: 15, URI: "http://a/b", Delimiter: "angle", Valid: true},
		{Source: "a.txt", Start: 22, End: 34, URI: "http://c/%zz", Delimiter: "quotes", Flags: "invalid", Offset: 10, Component: "path", Message: badHex},
		{Source: "a.txt", Start: 37, End: 59, URI: "mailto:joe@example.com", Delimiter: "bare", Valid: true},
		{Source: "c.txt", Start: 5, End: 19, URI: "http://a/b_(c)", Delimiter: "bare", Valid: true},
		{Source: "c.txt", Start: 27, End: 36, URI: "http://d/", Delimiter: "url", Valid: true},
	})
	passert.Empty(s, invalid)
	ptest.RunAndValidate(t, p)
}

func TestLintSummary(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	in := beam.CreateList(s, []string{
		"http://a:25/", "http://b:25/", "http://b:25/", "http://user:pw@a:23/", "http://a/", "a b", // §7.2, §7.5
	})
	summary, invalid := LintSummary(s, 2, in)
	passert.EqualsList(s, summary, []LintCount{
		{Code: "port-well-known", Severity: "warning", Section: "7.2", Count: 4, Examples: []string{"http://a:25/", "http://b:25/"}},
		{Code: "userinfo-password", Severity: "error", Section: "7.5", Count: 1, Examples: []string{"http://user:pw@a:23/"}},
	})
	passert.Equals(s, invalid, badInputs[4])
	ptest.RunAndValidate(t, p)
}

// TestEmpty runs every transform on no input: nothing comes out, and
// nothing fails.
func TestEmpty(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	none := beam.CreateList(s, []string{})
	for _, f := range []func(beam.Scope, beam.PCollection) (beam.PCollection, beam.PCollection){
		Validate,
		Repair,
		func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return Normalize(s, SchemeBased, c)
		},
		func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return Dedupe(s, SchemeBased, 3, c)
		},
		func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return LintSummary(s, 3, c)
		},
	} {
		a, b := f(s, none)
		passert.Empty(s, a)
		passert.Empty(s, b)
	}
	ptest.RunAndValidate(t, p)
}
