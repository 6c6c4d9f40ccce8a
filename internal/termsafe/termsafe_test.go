package termsafe

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestJSON checks that JSON leaves, in what encoding/json writes, no
// character that Unsafe names, and that the text decodes to the same value.
func TestJSON(t *testing.T) {
	for _, s := range []string{
		"",
		"plain ascii",
		"\x7f del",
		"csi \u009b2J",
		"rlo \u202egpj.exe",
		"isolates \u2066x\u2069",
		"marks \u061c\u200e\u200f",
		"line \u2028 separator",
		"controls \x00\x1b\t\n",
		"letters é ü 日本",
		strings.Repeat("\u0085", 3),
	} {
		b, err := json.Marshal(map[string]string{"k": s})
		if err != nil {
			t.Fatal(err)
		}
		got := JSON(string(b))
		if i := Index(got); i >= 0 {
			t.Errorf("JSON(%q) = %q: unsafe at %d", b, got, i)
		}
		var back map[string]string
		if err := json.Unmarshal([]byte(got), &back); err != nil || back["k"] != s {
			t.Errorf("JSON(%q) = %q, decodes to %q, %v; want %q", b, got, back["k"], err, s)
		}
		if Index(string(b)) < 0 && got != string(b) {
			t.Errorf("JSON(%q) = %q: changed a safe text", b, got)
		}
	}
}

// TestAppendJSONString checks AppendJSONString against encoding/json.
func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{"", "a\"b\\c", "\x00\x1f\x7f", "\u009b\u202e", "<&>", "é"} {
		got := string(AppendJSONString(nil, s))
		var back string
		if err := json.Unmarshal([]byte(got), &back); err != nil || back != s {
			t.Errorf("AppendJSONString(%q) = %s, decodes to %q, %v", s, got, back, err)
		}
		if i := Index(got); i >= 0 {
			t.Errorf("AppendJSONString(%q) = %q: unsafe at %d", s, got, i)
		}
	}
}
