package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/sebdah/goldie/v2"
)

// fixtures holds the golden files (NAME.stdout.golden, NAME.stderr.golden)
// of the cases below.
const fixtures = "../../testdata/cli/uri"

// rfc3986 are inputs validated against rules of RFC 3986, and whether
// they are valid.
var rfc3986 = []struct {
	rule  string
	input string
	valid bool
}{
	// §3.2.2: a host that is not an IPv4address ("400" is no dec-octet,
	// five numbers are too many) is a reg-name; "250.1.1.1" is both.
	{"URI-reference", "http://1.2.3.400/", true},
	{"URI-reference", "http://250.1.1.1/", true},
	{"URI-reference", "http://1.2.3.4.5/", true},
	// IP-literals: IPv6 with "::" last, before an IPv4 part, and with a
	// port; an IPvFuture.
	{"URI-reference", "http://[1::]/", true},
	{"URI-reference", "http://[::250.1.1.1]/", true},
	{"URI-reference", "http://[::1]:80/", true},
	{"URI-reference", "http://[v1.x]/", true},
	// A URI with a rootless path, and relative references (§4.2): a
	// network-path reference, a query alone, and the empty same-document
	// reference (§4.4).
	{"URI-reference", "a:b", true},
	{"URI-reference", "//a", true},
	{"URI-reference", "?q", true},
	{"URI-reference", "", true},
	// "%" must be followed by two hex digits (§2.1); a space is in no
	// component; an IP-literal must be closed.
	{"URI-reference", "%zz", false},
	{"URI-reference", "http://a b", false},
	{"URI-reference", "http://[::1/", false},
	// §3.2.2: IPv6address, "::" anywhere, an IPv4 part last; at most
	// eight 16-bit pieces; no port, no brackets.
	{"IPv6address", "1::", true},
	{"IPv6address", "::", true},
	{"IPv6address", "::250.1.1.1", true},
	{"IPv6address", "1:2:3:4:5:6:7:8", true},
	{"IPv6address", "1:2:3:4:5:6:7:8:9", false},
	{"IPv6address", "1::2::3", false},
	{"IPv6address", "::1.2.3.400", false},
	{"IPv6address", "[::1]", false},
	// dec-octet is 0 to 255, without leading zeros.
	{"dec-octet", "0", true},
	{"dec-octet", "99", true},
	{"dec-octet", "199", true},
	{"dec-octet", "249", true},
	{"dec-octet", "250", true},
	{"dec-octet", "255", true},
	{"dec-octet", "256", false},
	{"dec-octet", "01", false},
	{"dec-octet", "", false},
	// The apostrophe is a sub-delim (§2.2); the typographic one (U+2019)
	// is not.
	{"sub-delims", "'", true},
	{"sub-delims", "’", false},
}

// rfc3986Inputs returns the inputs of rfc3986 for rule, those valid or
// those invalid.
func rfc3986Inputs(rule string, valid bool) []string {
	var in []string
	for _, c := range rfc3986 {
		if c.rule == rule && c.valid == valid {
			in = append(in, c.input)
		}
	}
	return in
}

func rfc3986Rule(rule string) []string {
	return slices.Concat(rfc3986Inputs(rule, true), rfc3986Inputs(rule, false))
}

// crlf joins lines, each ended by "\r\n".
func crlf(lines ...string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l + "\r\n")
	}
	return b.String()
}

func args(fixed []string, inputs ...string) []string {
	return slices.Concat(fixed, []string{"--"}, inputs)
}

// Inputs of "uri parse".
var (
	// §3.2.2: each kind of host; a host that is not an IPv4address
	// (a number over 255, five numbers, a leading zero) is a reg-name,
	// possibly empty.
	hostKinds = []string{
		"http://1.2.3.4/",
		"http://1.2.3.400/",
		"http://1.2.3.4.5/",
		"http://01.2.3.4/",
		"http://[::1]/",
		"http://[v7.a]/",
		"http://example.com/",
		"http:///",
	}
	// Components absent and components present but empty, in pairs;
	// then every component at once, and the empty reference (its path
	// alone, empty).
	presence = []string{
		"http://a/?", "http://a/",
		"x#", "x",
		"http://a:/", "http://a/",
		"http://@a/", "http://a/",
		"//", "",
		"http://u:p@h:8080/p/a?q=1&r=2#f",
	}
	// Inputs that need quoting: quotes, a backslash, a tab, a byte
	// that is not UTF-8; and HTML's special characters, which JSON
	// keeps as they are.
	quoting = []string{`a"b`, `a\b`, "a\tb", "a\xffb", "<a&b>", "?x=1&y=2"}
)

// cases are command lines with their standard input, and the exit status
// they must give; standard output and error are in the golden files.
var cases = []struct {
	name  string
	args  []string
	stdin string
	code  int
}{
	// Usage of uri itself.
	{name: "no-args", code: 2},
	{name: "help", args: []string{"help"}},
	{name: "help-flag", args: []string{"-h"}},
	{name: "help-long-flag", args: []string{"--help"}},
	{name: "help-validate", args: []string{"help", "validate"}},
	{name: "help-parse", args: []string{"help", "parse"}},
	{name: "help-unknown", args: []string{"help", "frobnicate"}, code: 2},
	{name: "help-too-many", args: []string{"help", "validate", "parse"}, code: 2},
	{name: "unknown-command", args: []string{"frobnicate", "x"}, code: 2},

	// uri validate, inputs as arguments.
	{name: "validate-h", args: []string{"validate", "-h"}},
	{name: "validate-valid", args: args([]string{"validate", "-rule", "URI-reference"}, rfc3986Inputs("URI-reference", true)...)},
	{name: "validate-invalid", args: args([]string{"validate"}, rfc3986Inputs("URI-reference", false)...), code: 1},
	{name: "validate-ipv6address", args: args([]string{"validate", "-rule", "IPv6address"}, rfc3986Rule("IPv6address")...), code: 1},
	{name: "validate-dec-octet", args: args([]string{"validate", "-rule", "dec-octet"}, rfc3986Rule("dec-octet")...), code: 1},
	{name: "validate-sub-delims", args: args([]string{"validate", "-rule", "sub-delims"}, rfc3986Rule("sub-delims")...), code: 1},
	// Rule names are case-insensitive; "--rule" is "-rule"; "-" among
	// other arguments is an input (a relative reference).
	{name: "validate-rule-case", args: []string{"validate", "--rule", "uri-REFERENCE", "a:b", "-"}},
	// Inputs on standard input: CRLF lines, an empty line (the empty
	// input), a last line without a newline.
	{name: "validate-stdin", args: []string{"validate"}, stdin: crlf(rfc3986Rule("URI-reference")...), code: 1},
	{name: "validate-stdin-valid", args: []string{"validate"}, stdin: crlf(rfc3986Inputs("URI-reference", true)...)},
	{name: "validate-stdin-mixed-endings", args: []string{"validate"}, stdin: "http://[::1]:80/\r\n%zz\n\nhttp://a b\r\n\r\nhttp://[v1.x]/", code: 1},
	{name: "validate-stdin-dash", args: []string{"validate", "-rule", "dec-octet", "-"}, stdin: "250\n256\n", code: 1},
	// A "\r" not followed by "\n" belongs to the input.
	{name: "validate-stdin-cr", args: []string{"validate"}, stdin: "a:b\r", code: 1},
	// Standard input read for want of arguments must hold an input;
	// "-" reads it even when empty.
	{name: "validate-stdin-empty", args: []string{"validate"}, code: 2},
	{name: "validate-stdin-empty-dash", args: []string{"validate", "-"}},
	// An empty argument is the empty reference (RFC 3986 §4.4), and
	// more often a variable not set: -rule says which.
	{name: "validate-empty-argument", args: []string{"validate", "a:b", ""}, code: 2},
	{name: "validate-empty-argument-rule", args: []string{"validate", "-rule", "URI-reference", ""}},
	{name: "validate-empty-argument-uri", args: []string{"validate", "-rule", "URI", ""}, code: 1},
	// Usage errors: nothing is validated.
	{name: "validate-unknown-rule", args: []string{"validate", "-rule", "URI-ref", "a:b"}, code: 2},
	{name: "validate-empty-rule", args: []string{"validate", "-rule", "", "a:b"}, code: 2},
	{name: "validate-no-rule-value", args: []string{"validate", "-rule"}, code: 2},
	{name: "validate-unknown-flag", args: []string{"validate", "-x", "a:b"}, code: 2},

	// uri parse.
	{name: "parse-h", args: []string{"parse", "-h"}},
	{name: "parse-host-kinds", args: args([]string{"parse"}, hostKinds...)},
	{name: "parse-host-kinds-json", args: args([]string{"parse", "-json"}, hostKinds...)},
	{name: "parse-presence", args: args([]string{"parse"}, presence...)},
	{name: "parse-presence-json", args: args([]string{"parse", "-json"}, presence...)},
	{name: "parse-invalid", args: args([]string{"parse"}, rfc3986Inputs("URI-reference", false)...), code: 1},
	{name: "parse-invalid-json", args: args([]string{"parse", "-json"}, rfc3986Inputs("URI-reference", false)...), code: 1},
	{name: "parse-quoting", args: args([]string{"parse"}, quoting...), code: 1},
	{name: "parse-quoting-json", args: args([]string{"parse", "-json"}, quoting...), code: 1},
	// Each rule: URI needs a scheme, absolute-URI has no fragment,
	// relative-ref has no scheme (and so no ":" in its first segment).
	{name: "parse-rule-uri", args: []string{"parse", "-rule", "URI", "a:b", "//a/b", "?q"}, code: 1},
	{name: "parse-rule-absolute-uri", args: []string{"parse", "-json", "-rule", "absolute-URI", "http://a/?q", "http://a/#f", "http://a/?q#"}, code: 1},
	{name: "parse-rule-relative-ref", args: []string{"parse", "-rule", "relative-ref", "./a:b", "a:b", "//a:1"}, code: 1},
	{name: "parse-rule-case", args: []string{"parse", "-rule", "uri-reference", "a:b"}},
	// Standard input, as for validate.
	{name: "parse-stdin", args: []string{"parse"}, stdin: crlf(rfc3986Rule("URI-reference")...), code: 1},
	{name: "parse-stdin-json", args: []string{"parse", "-json", "-"}, stdin: crlf(rfc3986Rule("URI-reference")...), code: 1},
	{name: "parse-stdin-empty", args: []string{"parse", "-json"}, code: 2},
	{name: "parse-stdin-empty-dash", args: []string{"parse", "-json", "-"}},
	// -zone: RFC 6874's reading, the zone a component of its own; "%"
	// alone is no zone (§2), and -zone is not with -rule.
	{name: "parse-zone", args: []string{"parse", "-zone", "http://[fe80::1%25eth0]:8080/x", "http://[fe80::1%25en%301]/", "http://a/", "http://[fe80::1%eth0]/"}, code: 1},
	{name: "parse-zone-json", args: []string{"parse", "-zone", "-json", "http://[fe80::1%25eth0]:8080/x", "http://a/"}},
	{name: "parse-zone-rule", args: []string{"parse", "-zone", "-rule", "URI", "http://a/"}, code: 2},
	// -url-file reads the lines of a file; not with inputs as
	// arguments. -verify stops after the first input that fails.
	{name: "validate-url-file", args: []string{"validate", "-url-file", "../../testdata/examples/rfc3986-1.1.2.txt"}},
	{name: "validate-url-file-and-args", args: []string{"validate", "-url-file", "../../testdata/examples/rfc3986-1.1.2.txt", "a:b"}, code: 2},
	{name: "validate-url-file-missing", args: []string{"validate", "-url-file", "no-such-file"}, code: 2},
	{name: "validate-url-file-stdin", args: []string{"validate", "-url-file", "-"}, stdin: "a:b\n%zz\n", code: 1},
	{name: "validate-verify", args: []string{"validate", "-verify", "a:b", "%zz", "c:d", "%yy"}, code: 1},
	{name: "validate-verify-stdin", args: []string{"validate", "-verify"}, stdin: "a:b\n%zz\nc:d\n", code: 1},
	{name: "validate-verify-good", args: []string{"validate", "-verify", "a:b", "c:d"}},
	{name: "resolve-url-file", args: []string{"resolve", "-url-file", "../../testdata/examples/rfc3986-5.4.1.txt", "http://a/b/c/d;p?q"}},
	{name: "resolve-verify", args: []string{"resolve", "-verify", "http://a/b", "c", "%zz", "d"}, code: 1},
	// Usage errors: a rule of the grammar that is not a URI reference,
	// one that is none.
	{name: "parse-unknown-rule", args: []string{"parse", "-rule", "authority", "a"}, code: 2},
	{name: "parse-no-rule", args: []string{"parse", "-rule", "URL", "a"}, code: 2},
	{name: "parse-unknown-flag", args: []string{"parse", "-yaml", "a"}, code: 2},
}

func TestRun(t *testing.T) {
	gold := goldie.New(t, goldie.WithFixtureDir(fixtures))
	for _, tc := range cases {
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

// TestValidateRFC3986 validates each input of rfc3986 on its own, as an
// argument and on standard input, so that the validity each is meant to
// have is checked apart from the golden files.
func TestValidateRFC3986(t *testing.T) {
	for _, c := range rfc3986 {
		want, code := "error\t", 1
		if c.valid {
			want, code = "valid\n", 0
		}
		for _, stdin := range []bool{false, true} {
			a := []string{"validate", "-rule", c.rule, "--", c.input}
			if stdin {
				a = a[:3]
			}
			var stdout, stderr bytes.Buffer
			got := run(a, strings.NewReader(c.input+"\r\n"), &stdout, &stderr)
			if got != code || !strings.HasPrefix(stdout.String(), want) || strings.Count(stdout.String(), "\n") != 1 || stderr.Len() > 0 {
				t.Errorf("uri %q (stdin %v): exit status %d, stdout %q, stderr %q; want %d, %q...",
					a, stdin, got, &stdout, &stderr, code, want)
			}
		}
	}
}

// TestParseJSON decodes the JSON of "uri parse -json" and checks which
// keys each object has, and in what order: a component that is absent
// has no key, one that is empty has "".
func TestParseJSON(t *testing.T) {
	type obj = map[string]any
	valid := func(o obj) obj { o["valid"] = true; return o }
	tests := []struct {
		rule string
		in   string
		want obj // without "input"
		keys []string
	}{
		{"", "http://a/?", valid(obj{"scheme": "http", "host": "a", "host_type": "reg-name", "path": "/", "query": ""}),
			[]string{"input", "valid", "scheme", "host", "host_type", "path", "query"}},
		{"", "http://a/", valid(obj{"scheme": "http", "host": "a", "host_type": "reg-name", "path": "/"}),
			[]string{"input", "valid", "scheme", "host", "host_type", "path"}},
		{"", "x#", valid(obj{"path": "x", "fragment": ""}),
			[]string{"input", "valid", "path", "fragment"}},
		{"", "x", valid(obj{"path": "x"}),
			[]string{"input", "valid", "path"}},
		{"", "http://a:/", valid(obj{"scheme": "http", "host": "a", "host_type": "reg-name", "port": "", "path": "/"}),
			[]string{"input", "valid", "scheme", "host", "host_type", "port", "path"}},
		{"", "http://@a/", valid(obj{"scheme": "http", "userinfo": "", "host": "a", "host_type": "reg-name", "path": "/"}),
			[]string{"input", "valid", "scheme", "userinfo", "host", "host_type", "path"}},
		{"", "foo:///", valid(obj{"scheme": "foo", "host": "", "host_type": "reg-name", "path": "/"}),
			[]string{"input", "valid", "scheme", "host", "host_type", "path"}},
		{"", "//", valid(obj{"host": "", "host_type": "reg-name", "path": ""}),
			[]string{"input", "valid", "host", "host_type", "path"}},
		{"", "", valid(obj{"path": ""}),
			[]string{"input", "valid", "path"}},
		{"", "mailto:", valid(obj{"scheme": "mailto", "path": ""}),
			[]string{"input", "valid", "scheme", "path"}},
		{"", "?#", valid(obj{"path": "", "query": "", "fragment": ""}),
			[]string{"input", "valid", "path", "query", "fragment"}},
		{"", "http://u@1.2.3.4:8080/p?q#f", valid(obj{"scheme": "http", "userinfo": "u", "host": "1.2.3.4", "host_type": "ipv4", "port": "8080", "path": "/p", "query": "q", "fragment": "f"}),
			[]string{"input", "valid", "scheme", "userinfo", "host", "host_type", "port", "path", "query", "fragment"}},
		{"", "http://[::1]/", valid(obj{"scheme": "http", "host": "[::1]", "host_type": "ipv6", "path": "/"}),
			[]string{"input", "valid", "scheme", "host", "host_type", "path"}},
		{"", "foo://[v7.a]/", valid(obj{"scheme": "foo", "host": "[v7.a]", "host_type": "ipvfuture", "path": "/"}),
			[]string{"input", "valid", "scheme", "host", "host_type", "path"}},
		{"", "%zz", obj{"valid": false, "error": obj{"offset": 1.0, "component": "path", "message": `expected HEXDIG, found "z"`}},
			[]string{"input", "valid", "error"}},
		{"URI", "//a", obj{"valid": false, "error": obj{"offset": 0.0, "component": "scheme", "message": `expected scheme, found "/"`}},
			[]string{"input", "valid", "error"}},
	}
	for _, tt := range tests {
		a := []string{"parse", "-json"}
		if tt.rule != "" {
			a = append(a, "-rule", tt.rule)
		}
		a = append(a, "--", tt.in)
		var stdout, stderr bytes.Buffer
		code := run(a, nil, &stdout, &stderr)
		want := 1
		if tt.want["valid"] == true {
			want = 0
		}
		if code != want || stderr.Len() > 0 {
			t.Errorf("uri %q: exit status %d, stderr %q; want %d", a, code, &stderr, want)
		}
		line, ok := strings.CutSuffix(stdout.String(), "\n")
		if !ok || strings.Contains(line, "\n") {
			t.Errorf("uri %q: stdout %q, want one line", a, &stdout)
			continue
		}
		var got obj
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Errorf("uri %q: %v", a, err)
			continue
		}
		wantObj := maps.Clone(tt.want)
		wantObj["input"] = tt.in
		if !reflect.DeepEqual(got, wantObj) {
			t.Errorf("uri %q:\ngot  %v\nwant %v", a, got, wantObj)
		}
		if keys := jsonKeys(t, line); !slices.Equal(keys, tt.keys) {
			t.Errorf("uri %q: keys %q, want %q", a, keys, tt.keys)
		}
	}
}

// jsonKeys returns the keys of the JSON object in line, in order.
func jsonKeys(t *testing.T, line string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); tok != json.Delim('{') {
		t.Fatalf("%s: not an object (%v)", line, err)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		keys = append(keys, tok.(string))
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	return keys
}

// TestParseAgrees checks that "uri parse" (parser.Find), "uri parse -lint"
// (package uri) and "uri validate" (parser.Validate) find the same inputs
// valid, and give the same error for the others, for each rule of "uri
// parse"; and that parse and parse -lint find the same components.
func TestParseAgrees(t *testing.T) {
	inputs := slices.Concat(rfc3986Inputs("URI-reference", true), rfc3986Inputs("URI-reference", false),
		hostKinds, presence, quoting, []string{"a:b", "//a/b", "http://a/#f", "./a:b", "http://a/?q"})
	for _, rule := range []string{"URI-reference", "URI", "absolute-URI", "relative-ref"} {
		for _, in := range inputs {
			var validated, parsed, stderr bytes.Buffer
			vcode := run([]string{"validate", "-rule", rule, "--", in}, nil, &validated, &stderr)
			pcode := run([]string{"parse", "-json", "-rule", rule, "--", in}, nil, &parsed, &stderr)
			var r struct {
				Valid bool
				Error *struct {
					Offset  int
					Message string
				}
			}
			if err := json.Unmarshal(parsed.Bytes(), &r); err != nil {
				t.Fatalf("%s %q: %v", rule, in, err)
			}
			want := "valid\n"
			if r.Error != nil {
				want = "error\t" + strconv.Itoa(r.Error.Offset) + "\t" + r.Error.Message + "\n"
			}
			if vcode != pcode || r.Valid != (vcode == 0) || validated.String() != want || stderr.Len() > 0 {
				t.Errorf("-rule %s %q: validate: %d %q; parse: %d %q; stderr %q", rule, in, vcode, &validated, pcode, &parsed, &stderr)
			}
			var linted bytes.Buffer
			lcode := run([]string{"parse", "-json", "-lint", "-rule", rule, "--", in}, nil, &linted, &stderr)
			got := linted.String()
			if r.Valid { // the same object, but for the findings last
				got, _, _ = strings.Cut(got, `,"findings":`)
				got += "}\n"
			}
			if lcode != pcode || got != parsed.String() {
				t.Errorf("-rule %s %q: parse: %d %q; parse -lint: %d %q", rule, in, pcode, &parsed, lcode, &linted)
			}
		}
	}
}

// TestLongLine reads lines far longer than bufio.Scanner's default limit
// of 64 KiB.
func TestLongLine(t *testing.T) {
	long := "/" + strings.Repeat("a", 200_000)
	var stdout, stderr bytes.Buffer
	code := run([]string{"validate"}, strings.NewReader(long+"\r\n"+long+" \n"), &stdout, &stderr)
	want := "valid\nerror\t200001\texpected pchar, \"/\", \"?\", \"#\" or end of input, found \" \"\n"
	if code != 1 || stdout.String() != want || stderr.Len() > 0 {
		t.Errorf("exit status %d, stdout %q, stderr %q; want 1, %q", code, &stdout, &stderr, want)
	}
}

// TestEachLine reads lines of more than 1 MiB, longer than eachLine's
// buffer, and every kind of line end, from readers that give the input
// whole, a byte at a time and in halves of what is asked: a line is one
// input however the reads cut it.
func TestEachLine(t *testing.T) {
	long := strings.Repeat("x", 3<<20)
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"\n", []string{""}},
		{"a", []string{"a"}},
		{"a\n", []string{"a"}},
		{"a\r\n", []string{"a"}},
		{"a\r", []string{"a\r"}},
		{"a\r\r\n", []string{"a\r"}},
		{"\r\n\n", []string{"", ""}},
		{"a\nb\r\nc", []string{"a", "b", "c"}},
		{long + "\r\n" + long, []string{long, long}},
		// Short lines, a long one, short lines again: the buffer grows
		// and shrinks back.
		{"a\nb\n" + long + "\nc\r\n" + long[:lineBuffer+1] + "\nd", []string{"a", "b", long, "c", long[:lineBuffer+1], "d"}},
	}
	readers := map[string]func(io.Reader) io.Reader{
		"whole":    func(r io.Reader) io.Reader { return r },
		"one byte": iotest.OneByteReader,
		"half":     iotest.HalfReader,
	}
	for name, reader := range readers {
		for _, tt := range tests {
			if name == "one byte" && len(tt.in) > 1<<20 {
				continue // slow, and "half" cuts long lines too
			}
			var got []string
			if err := eachLine(reader(strings.NewReader(tt.in)), nil, func(s string) error {
				got = append(got, strings.Clone(s)) // s is only valid during the call
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%s: eachLine(%.20q...) = %.3q, want %.3q", name, tt.in, got, tt.want)
			}
		}
	}
}

// TestInteractive feeds standard input a line at a time, as someone typing
// would, and wants the whole answer to each line before the next.
func TestInteractive(t *testing.T) {
	const bad = `expected HEXDIG, found "z"`
	tests := []struct {
		args    []string
		answers []string // to "a:b", then to "%zz"
	}{
		{[]string{"validate"}, []string{"valid\n", "error\t1\t" + bad + "\n"}},
		{[]string{"parse"}, []string{"input\t\"a:b\"\nscheme\t\"a\"\npath\t\"b\"\n", "\ninput\t\"%zz\"\nerror\t1\t" + bad + "\n"}},
		{[]string{"parse", "-json"}, []string{
			`{"input":"a:b","valid":true,"scheme":"a","path":"b"}` + "\n",
			`{"input":"%zz","valid":false,"error":{"offset":1,"component":"path","message":"expected HEXDIG, found \"z\""}}` + "\n",
		}},
	}
	for _, tt := range tests {
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		done := make(chan int, 1)
		go func() {
			done <- run(tt.args, inR, outW, io.Discard)
			outW.Close()
		}()
		for i, line := range []string{"a:b", "%zz"} {
			io.WriteString(inW, line+"\n")
			got := make(chan string, 1)
			go func() {
				b := make([]byte, len(tt.answers[i]))
				n, _ := io.ReadFull(outR, b)
				got <- string(b[:n])
			}()
			select {
			case s := <-got:
				if s != tt.answers[i] {
					// Fatal: the command may be blocked writing the rest
					// of a longer answer, and would never read on.
					t.Fatalf("uri %s: answer to %q: %q, want %q", tt.args, line, s, tt.answers[i])
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("uri %s: no answer to %q", tt.args, line)
			}
		}
		inW.Close()
		if rest, _ := io.ReadAll(outR); len(rest) > 0 {
			t.Errorf("uri %s: more output: %q", tt.args, rest)
		}
		if code := <-done; code != 1 {
			t.Errorf("uri %s: exit status %d, want 1", tt.args, code)
		}
	}
}

// TestIOErrors: a failure to read standard input or to write standard
// output stops the command with exit status 2 and a message, after
// writing the answers so far.
func TestIOErrors(t *testing.T) {
	answers := map[string]string{"validate": "valid\n", "parse": "input\t\"a:b\"\nscheme\t\"a\"\npath\t\"b\"\n"}
	for cmd, answer := range answers {
		var stdout, stderr bytes.Buffer
		in := io.MultiReader(strings.NewReader("a:b\n"), iotest.ErrReader(errors.New("disk on fire")))
		code := run([]string{cmd}, in, &stdout, &stderr)
		want := "uri " + cmd + ": reading standard input: disk on fire\n"
		if code != 2 || stdout.String() != answer || stderr.String() != want {
			t.Errorf("uri %s, read error: exit status %d, stdout %q, stderr %q; want 2, %q, %q", cmd, code, &stdout, &stderr, answer, want)
		}

		for _, stdin := range []bool{false, true} {
			var stderr bytes.Buffer
			a := []string{cmd, "a:b", "%zz"}
			if stdin {
				a = a[:1]
			}
			code := run(a, strings.NewReader("a:b\n%zz\n"), failWriter{}, &stderr)
			want := "uri " + cmd + ": writing standard output: pipe closed\n"
			if code != 2 || stderr.String() != want {
				t.Errorf("uri %q, write error: exit status %d, stderr %q; want 2, %q", a, code, &stderr, want)
			}
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("pipe closed") }

// TestFixturesUsed keeps every golden file in fixtures in use.
func TestFixturesUsed(t *testing.T) {
	used := map[string]bool{}
	for _, tc := range cases {
		used[tc.name+".stdout.golden"] = true
		used[tc.name+".stderr.golden"] = true
	}
	names, err := filepath.Glob(filepath.Join(fixtures, "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		if !used[filepath.Base(n)] {
			t.Errorf("%s is in no case", n)
		}
	}
}

// TestCommands keeps the usage and the documentation in line with the
// command table, and makes sure every command prints its usage for
// "uri help NAME".
func TestCommands(t *testing.T) {
	var b bytes.Buffer
	usage(&b)
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range commands {
		if !bytes.Contains(doc, []byte(c.summary)) || !bytes.Contains(doc, []byte("//\turi "+c.name+" ")) {
			t.Errorf("doc.go does not document %s", c.name)
		}
		if !strings.Contains(b.String(), "\t"+c.name+" ") || !strings.Contains(b.String(), c.summary) {
			t.Errorf("usage does not list %s:\n%s", c.name, &b)
		}
		var stdout, stderr bytes.Buffer
		if code := run([]string{"help", c.name}, nil, &stdout, &stderr); code != 0 ||
			!strings.HasPrefix(stdout.String(), "usage: uri "+c.name+" ") || stderr.Len() > 0 {
			t.Errorf("uri help %s: exit status %d, stdout %q, stderr %q", c.name, code, &stdout, &stderr)
		}
	}
}

// TestVersion checks "uri version" and "uri -version": one line, the
// module's version, the revision if recorded, the Go release.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"-version"}, {"--version"}} {
		var stdout, stderr bytes.Buffer
		if code := run(args, nil, &stdout, &stderr); code != 0 || stderr.Len() > 0 {
			t.Fatalf("uri %v: exit status %d, stderr %q", args, code, &stderr)
		}
		f := strings.Fields(stdout.String())
		if len(f) < 3 || len(f) > 4 || f[0] != "uri" || !strings.HasPrefix(f[len(f)-1], "go") || strings.Count(stdout.String(), "\n") != 1 {
			t.Errorf("uri %v = %q, want \"uri VERSION [REVISION] GO\"", args, &stdout)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"version", "-json"}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("uri version -json: exit status %d, stderr %q", code, &stderr)
	}
	var v struct{ Version, Revision, Go string }
	if err := json.Unmarshal(stdout.Bytes(), &v); err != nil || v.Version == "" || !strings.HasPrefix(v.Go, "go") {
		t.Errorf("uri version -json = %q: %v", &stdout, err)
	}
	if code := run([]string{"version", "x"}, nil, &stdout, &stderr); code != 2 {
		t.Errorf("uri version x: exit status %d, want 2", code)
	}
}
