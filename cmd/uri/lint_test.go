package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// lintClean are ordinary URIs, without findings at warning or above.
var lintClean = []string{"http://example.com:80/", "http://user@example.com/", "http://127.0.0.1/"}

// lintDirty have a finding of each severity at least.
var lintDirty = []string{
	"http://example.com:25/",
	"ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
	"http://0x7f.1/..%2F..%2Fetc/passwd%00",
	"ftp://user:secret@host/",
	"foo://a/%7Euser",
}

// lintCmdCases are command lines of "uri lint" with their standard input
// and exit status; the output is in testdata/lint/cli.
var lintCmdCases = []struct {
	name  string
	args  []string
	stdin string
	code  int
}{
	{name: "lint-h", args: []string{"lint", "-h"}},
	{name: "help-lint", args: []string{"help", "lint"}},
	{name: "lint-clean", args: args([]string{"lint"}, lintClean...)},
	{name: "lint-clean-json", args: args([]string{"lint", "-json"}, lintClean...)},
	{name: "lint-dirty", args: args([]string{"lint"}, lintDirty...), code: 1},
	{name: "lint-dirty-json", args: args([]string{"lint", "-json"}, lintDirty...), code: 1},
	// -fail-on: info findings fail only at info; warnings not at error.
	{name: "lint-info", args: []string{"lint", "foo://a/%7Euser"}},
	{name: "lint-fail-on-info", args: []string{"lint", "-fail-on", "info", "foo://a/%7Euser"}, code: 1},
	{name: "lint-fail-on-error", args: []string{"lint", "-fail-on", "error", "http://example.com:25/", "http://0x7f.1/"}},
	{name: "lint-fail-on-error-password", args: []string{"lint", "-fail-on", "error", "ftp://user:secret@host/"}, code: 1},
	{name: "lint-fail-on-upper-case", args: []string{"lint", "-fail-on", "ERROR", "ftp://user:secret@host/"}, code: 1},
	// Inputs that are no URI references fail whatever -fail-on says.
	{name: "lint-invalid", args: []string{"lint", "-fail-on", "error", "--", "%zz", "http://a b/"}, code: 1},
	{name: "lint-invalid-json", args: []string{"lint", "-json", "--", "%zz"}, code: 1},
	{name: "lint-stdin", args: []string{"lint"}, stdin: crlf(append(lintClean, lintDirty...)...), code: 1},
	{name: "lint-stdin-json", args: []string{"lint", "-json", "-"}, stdin: crlf(lintClean...)},
	{name: "lint-bad-fail-on", args: []string{"lint", "-fail-on", "fatal", "http://a/"}, code: 2},
	{name: "lint-unknown-flag", args: []string{"lint", "-x", "http://a/"}, code: 2},
	// The findings of "uri parse -lint", in text and JSON: all of them,
	// as "uri lint" has them.
	{name: "parse-lint", args: args([]string{"parse", "-lint"}, append(lintClean, lintDirty...)...)},
	{name: "parse-lint-json", args: args([]string{"parse", "-lint", "-json"}, append(lintClean, lintDirty...)...)},
}

func TestLintCommand(t *testing.T) {
	gold := goldie.New(t, goldie.WithFixtureDir("../../testdata/lint/cli"))
	for _, tc := range lintCmdCases {
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

// TestLintJSON checks the keys of "uri lint -json" and of "uri parse
// -json": a valid input has findings in lint, [] if none, and in parse
// only with -lint, which is what asks for them.
func TestLintJSON(t *testing.T) {
	tests := []struct {
		args []string
		keys []string
	}{
		{[]string{"lint", "-json", "http://example.com/"}, []string{"input", "valid", "findings"}},
		{[]string{"lint", "-json", "http://example.com:25/"}, []string{"input", "valid", "findings"}},
		{[]string{"lint", "-json", "%zz"}, []string{"input", "valid", "error"}},
		{[]string{"parse", "-json", "foo://a/%7E"}, []string{"input", "valid", "scheme", "host", "host_type", "path"}},
		{[]string{"parse", "-json", "http://a:25/"}, []string{"input", "valid", "scheme", "host", "host_type", "port", "path"}},
		{[]string{"parse", "-json", "-lint", "foo://a/%7E"}, []string{"input", "valid", "scheme", "host", "host_type", "path", "findings"}},
		{[]string{"parse", "-json", "-lint", "http://a:25/"}, []string{"input", "valid", "scheme", "host", "host_type", "port", "path", "findings"}},
		{[]string{"parse", "-json", "-lint", "%zz"}, []string{"input", "valid", "error"}},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		run(tt.args, nil, &stdout, &stderr)
		line := strings.TrimSuffix(stdout.String(), "\n")
		if keys := jsonKeys(t, line); strings.Join(keys, " ") != strings.Join(tt.keys, " ") {
			t.Errorf("uri %q: keys %q, want %q", tt.args, keys, tt.keys)
		}
		var r struct{ Findings []map[string]any }
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		for _, w := range r.Findings {
			var keys []string
			b, _ := json.Marshal(w)
			keys = jsonKeys(t, string(b))
			if len(keys) != 7 {
				t.Errorf("uri %q: finding %v, want code, severity, component, start, end, section, message", tt.args, w)
			}
		}
	}
	var stdout bytes.Buffer
	run([]string{"lint", "-json", "http://example.com/"}, nil, &stdout, &bytes.Buffer{})
	if !strings.Contains(stdout.String(), `"findings":[]`) {
		t.Errorf("uri lint -json of a clean URI: %s, want \"findings\":[]", &stdout)
	}
}
