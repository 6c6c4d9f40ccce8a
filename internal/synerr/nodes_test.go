package synerr

import (
	"bufio"
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// seeds are the valid URI references the mutants of TestFromNodes are
// made from: the examples of RFC 3986 (§1.1.2, §5.4.1) and the inputs of
// the conformance table under testdata, then at most perFile lines of
// each URL list of ../shared/data/urls when it is there.
func seeds(t *testing.T, perFile int) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		s = strings.TrimPrefix(strings.TrimSpace(s), "\ufeff")
		if s != "" && !seen[s] && parser.ValidURIReference(s) {
			seen[s] = true
			out = append(out, s)
		}
	}
	read := func(file string, max int, field func(string) []string) {
		f, err := os.Open(file)
		if err != nil {
			if os.IsNotExist(err) {
				return
			}
			t.Fatal(err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for n := 0; sc.Scan() && n < max; n++ {
			for _, s := range field(sc.Text()) {
				add(s)
			}
		}
	}
	line := func(s string) []string { return []string{s} }
	for _, f := range []string{"rfc3986-1.1.2.txt", "rfc3986-5.4.1.txt", "normalize.txt"} {
		read(filepath.Join("..", "..", "testdata", "examples", f), 1<<20, func(s string) []string { return strings.Fields(s) })
	}
	read(filepath.Join("..", "..", "testdata", "conformance", "rfc3986.tsv"), 1<<20, func(s string) []string {
		if f := strings.Split(s, "\t"); len(f) >= 2 {
			return f[1:2]
		}
		return nil
	})
	lists, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "data", "urls", "*"))
	for _, file := range lists {
		switch {
		case strings.HasSuffix(file, ".md"):
		case strings.HasSuffix(file, ".csv"):
			read(file, perFile, func(s string) []string { return strings.Split(s, ",") })
		default:
			read(file, perFile, line)
		}
	}
	return out
}

// mutants calls f with each string one byte away from s (a byte inserted,
// deleted or replaced by one of a few that the grammar treats apart), at
// the first maxAt offsets of s.
func mutants(s string, maxAt int, f func(string)) {
	const bytes = " %:/?#@[]a1.-\x00\"<|\\^`{}\xff"
	for i := 0; i <= len(s) && i < maxAt; i++ {
		if i < len(s) {
			f(s[:i] + s[i+1:])
		}
		for j := 0; j < len(bytes); j++ {
			f(s[:i] + bytes[j:j+1] + s[i:])
			if i < len(s) && s[i] != bytes[j] {
				f(s[:i] + bytes[j:j+1] + s[i+1:])
			}
		}
	}
}

// accepted are the classes of inputs where the component named from the
// parser's state (FromNodes) differs from the one the Appendix B analysis
// names (Component, which runs the validators of the components again),
// keyed "old → new" with the reason the parser's reading is at least as
// right.
var accepted = map[string]string{
	// None: on the corpora the rule of FromNodes names every mutant as
	// Component does.
}

// TestFromNodes names the component of the invalid mutants of valid URI
// references (URIs, for the rule URI) both ways: from the nodes the
// generated parser's failure is inside (FromNodes), and by the analysis
// of RFC 3986 Appendix B that runs the components' validators again
// (Component). It counts the agreements and fails on a class of
// disagreement not in accepted.
func TestFromNodes(t *testing.T) {
	perFile := 100
	if testing.Short() {
		perFile = 30
	}
	type class struct {
		n        int
		examples []string
	}
	classes := map[string]*class{}
	total, agree := 0, 0
	seen := map[string]bool{}
	check := func(rule string, s string, needScheme bool) {
		var err error
		if needScheme {
			err = parser.ValidateURI(s)
		} else {
			err = parser.ValidateURIReference(s)
		}
		if err == nil {
			return
		}
		pe := err.(*parser.Error)
		if pe.Nodes == nil {
			t.Errorf("%s %q: no nodes in the error", rule, s)
			return
		}
		total++
		old := Component(s, pe.Offset, needScheme)
		got, ok := FromNodes(s, pe.Offset, pe.Nodes, needScheme)
		if !ok {
			t.Errorf("%s %q: nodes %q name no component", rule, s, pe.Nodes)
			return
		}
		if old == got {
			agree++
			return
		}
		key := rule + ": " + old + " → " + got
		c := classes[key]
		if c == nil {
			c = &class{}
			classes[key] = c
		}
		c.n++
		if len(c.examples) < 4 {
			c.examples = append(c.examples, fmt.Sprintf("%q@%d %q", s, pe.Offset, pe.Nodes))
		}
	}
	for _, s := range seeds(t, perFile) {
		mutants(s, 48, func(m string) {
			if seen[m] {
				return
			}
			seen[m] = true
			check("URI-reference", m, false)
			check("URI", m, true)
		})
	}
	t.Logf("%d invalid mutants (URI-reference and URI), %d named alike (%.2f%%)", total, agree, 100*float64(agree)/float64(max(total, 1)))
	keys := make([]string, 0, len(classes))
	for k := range classes {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return cmp.Compare(classes[b].n, classes[a].n) })
	for _, k := range keys {
		c := classes[k]
		why, ok := accepted[k]
		if !ok {
			t.Errorf("%s: %d, e.g. %s", k, c.n, strings.Join(c.examples, ", "))
			continue
		}
		t.Logf("%s: %d (%s), e.g. %s", k, c.n, why, strings.Join(c.examples, ", "))
	}
}
