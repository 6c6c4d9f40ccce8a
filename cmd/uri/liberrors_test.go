package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestErrorsNoPassword: what a command says is wrong never shows the
// password of its input, nor a character of it (RFC 3986 §3.2.1, §7.5).
// The input itself is echoed as given, where a command echoes it.
func TestErrorsNoPassword(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // in the output's error
	}{
		{[]string{"parse", "http://u:S3C%zz@h/"}, "error\t13\texpected HEXDIG, found a character of the password (not shown)"},
		{[]string{"parse", "-json", "http://u:S3C%zz@h/"}, `"message":"expected HEXDIG, found a character of the password (not shown)"`},
		{[]string{"parse", "-rule", "absolute-URI", "http://u:S3C^@h/"}, "error\t12\texpected unreserved, pct-encoded, sub-delims, \":\" or \"@\", found a character of the password (not shown)"},
		{[]string{"validate", "http://u:S3C^@h/"}, "error\t12\texpected unreserved, pct-encoded, sub-delims, \":\" or \"@\", found a character of the password (not shown)"},
		{[]string{"iri2uri", "http://u:S3C^@h/"}, "found a character of the password (not shown)"},
		{[]string{"normalize", `http://u:S3C\@h/`}, "found a character of the password (not shown)"},
		{[]string{"unescape", "http://u:S3C%zz@h/"}, "error\t12\tinvalid escape: \"%\" must be followed by two hexadecimal digits"},
		{[]string{"set", "userinfo:=u:S3C^", "http://h/"}, `"userinfo:=u:xxxx": offset 5 in the value: expected unreserved, pct-encoded, sub-delims, ":" or end of input, found a character of the password (not shown)`},
	} {
		var stdout, stderr bytes.Buffer
		run(tt.args, strings.NewReader(""), &stdout, &stderr)
		out := stdout.String() + stderr.String()
		if !strings.Contains(out, tt.want) {
			t.Errorf("uri %q:\n%s\nwant %s", tt.args, out, tt.want)
		}
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "input\t") {
				continue // the input echoed
			}
			if _, msg, ok := strings.Cut(line, `"error"`); ok && strings.Contains(msg, "S3C") || !ok && strings.Contains(line, "S3C") {
				t.Errorf("uri %q shows the password: %s", tt.args, line)
			}
		}
	}
}
