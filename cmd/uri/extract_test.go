package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// appendixC is the example of RFC 3986 Appendix C.
const appendixC = `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.
`

// extractMixed has a URI of each kind of delimiter, a hyphen at a line
// break, and text delimited as a URI that is none.
const extractMixed = "See <URL:http://example.com/a-\n   b>, \"mailto:joe@example.com\" and\n" +
	"(http://example.com/x_(y)).  Not: this, nor foo:bar; but <foo:bar>\r\nand http://example.com/%zz.\n"

// extractCases are command lines of "uri extract" with their standard
// input and exit status; the output is in testdata/extract/cli.
var extractCases = []struct {
	name  string
	args  []string
	stdin string
	code  int
}{
	{name: "extract-h", args: []string{"extract", "-h"}},
	{name: "help-extract", args: []string{"help", "extract"}},
	{name: "extract-appendix-c", args: []string{"extract"}, stdin: appendixC},
	{name: "extract-appendix-c-json", args: []string{"extract", "-json"}, stdin: appendixC},
	{name: "extract-mixed", args: []string{"extract", "-"}, stdin: extractMixed, code: 1},
	{name: "extract-mixed-json", args: []string{"extract", "-json"}, stdin: extractMixed, code: 1},
	{name: "extract-file", args: []string{"extract", "../../testdata/extract/rfc8089.txt"}, code: 1},
	{name: "extract-files-and-stdin", args: []string{"extract", "-", "../../testdata/extract/rfc8089.txt"}, stdin: appendixC, code: 1},
	{name: "extract-missing-file", args: []string{"extract", "testdata/no-such-file.txt", "-"}, stdin: appendixC, code: 2},
	{name: "extract-empty", args: []string{"extract"}},
	{name: "extract-none", args: []string{"extract"}, stdin: "Note: no URI here, nor foo:bar.\n"},
	{name: "extract-unknown-flag", args: []string{"extract", "-x"}, code: 2},
}

func TestExtractCommand(t *testing.T) {
	gold := goldie.New(t, goldie.WithFixtureDir("../../testdata/extract/cli"))
	for _, tc := range extractCases {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
			if code != tc.code {
				t.Errorf("uri %q: exit status %d, want %d\nstderr:\n%s", tc.args, code, tc.code, &stderr)
			}
			gold.Assert(t, tc.name+".stdout", stdout.Bytes())
			gold.Assert(t, tc.name+".stderr", stderr.Bytes())
		})
	}
}

// TestExtractJSON decodes the output of "uri extract -json" and checks
// its keys: flags always, error only if invalid, alternative only if
// hyphen-ambiguous.
func TestExtractJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	run([]string{"extract", "-json"}, strings.NewReader(extractMixed), &stdout, &stderr)
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	want := [][]string{
		{"file", "start", "end", "delimiter", "flags", "uri", "valid", "alternative"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid"},
		{"file", "start", "end", "delimiter", "flags", "uri", "valid", "error"},
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), &stdout)
	}
	for i, line := range lines {
		if keys := jsonKeys(t, line); strings.Join(keys, " ") != strings.Join(want[i], " ") {
			t.Errorf("line %d: keys %q, want %q", i+1, keys, want[i])
		}
		var r struct {
			Start, End int
			URI        string
			Flags      []string
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if span := strings.Join(strings.Fields(extractMixed[r.Start:r.End]), ""); span != r.URI || r.Flags == nil {
			t.Errorf("line %d: %q at [%d, %d) holds %q; flags %v", i+1, r.URI, r.Start, r.End, span, r.Flags)
		}
	}
}
