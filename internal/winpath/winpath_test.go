package winpath

import (
	"strings"
	"testing"
)

// TestName: the rules of Microsoft's "Naming Files, Paths, and
// Namespaces" (RFC 8089 §5 leaves them to implementers), one case each,
// and the names that look like them but are read as written.
func TestName(t *testing.T) {
	for _, tt := range []struct {
		name   string
		kind   Kind
		reason string
	}{
		// Read as written.
		{"", OK, ""},
		{"file.txt", OK, ""},
		{".hidden", OK, ""},
		{"..x", OK, ""},
		{"a.b.c", OK, ""},
		{" leading", OK, ""},
		{"café", OK, ""},
		{"COM10", OK, ""},
		{"COM0", OK, ""},
		{"LPT", OK, ""},
		{"console", OK, ""},
		{"nul_", OK, ""},
		{"xnul", OK, ""},
		{"CON$", OK, ""},
		{"COM\xb9", OK, ""}, // not UTF-8: no superscript
		// Dot-segments, and names Windows reads as one.
		{".", DotSegment, "is a dot-segment"},
		{"..", DotSegment, "is a dot-segment"},
		{"...", DotSegment, "is a dot-segment to Windows, which drops the spaces and periods that end a name"},
		{". .", DotSegment, "is a dot-segment to Windows, which drops the spaces and periods that end a name"},
		{".. ", DotSegment, "is a dot-segment to Windows, which drops the spaces and periods that end a name"},
		// Trailing periods and spaces.
		{"secret.txt.", TrailingDot, `ends with ".", which Windows drops: it opens "secret.txt"`},
		{"secret.txt ", TrailingDot, `ends with " ", which Windows drops: it opens "secret.txt"`},
		{"a. . ", TrailingDot, `ends with " ", which Windows drops: it opens "a"`},
		{"   ", TrailingDot, "is made of spaces, which Windows drops: it names no file"},
		// Streams.
		{"file.txt::$DATA", Stream, `holds ":", which NTFS reads as naming a data stream of "file.txt"`},
		{"x:y", Stream, `holds ":", which NTFS reads as naming a data stream of "x"`},
		{":y", Stream, `holds ":", which NTFS reads as naming a data stream of the directory it is in`},
		{"c:", Stream, `holds ":", which NTFS reads as naming a data stream of "c"`},
		// Devices, whatever the case and the extension.
		{"CON", Device, "names the device CON, whatever the extension: Windows opens the device, not a file"},
		{"con", Device, "names the device CON, whatever the extension: Windows opens the device, not a file"},
		{"nul.txt", Device, "names the device NUL, whatever the extension: Windows opens the device, not a file"},
		{"NUL.tar.gz", Device, "names the device NUL, whatever the extension: Windows opens the device, not a file"},
		{"CON .txt", Device, "names the device CON, whatever the extension: Windows opens the device, not a file"},
		{"CON ", Device, "names the device CON, whatever the extension: Windows opens the device, not a file"},
		{"CON.", Device, "names the device CON, whatever the extension: Windows opens the device, not a file"},
		{"nul:x", Device, "names the device NUL, whatever the extension: Windows opens the device, not a file"},
		{"Prn", Device, "names the device PRN, whatever the extension: Windows opens the device, not a file"},
		{"aux.c", Device, "names the device AUX, whatever the extension: Windows opens the device, not a file"},
		{"com1", Device, "names the device COM1, whatever the extension: Windows opens the device, not a file"},
		{"COM9.log", Device, "names the device COM9, whatever the extension: Windows opens the device, not a file"},
		{"lpt5", Device, "names the device LPT5, whatever the extension: Windows opens the device, not a file"},
		{"COM¹", Device, "names the device COM¹, whatever the extension: Windows opens the device, not a file"},
		{"com²", Device, "names the device COM², whatever the extension: Windows opens the device, not a file"},
		{"COM³.x", Device, "names the device COM³, whatever the extension: Windows opens the device, not a file"},
		{"LPT¹", Device, "names the device LPT¹, whatever the extension: Windows opens the device, not a file"},
		{"lpt².log", Device, "names the device LPT², whatever the extension: Windows opens the device, not a file"},
		{"LPT³", Device, "names the device LPT³, whatever the extension: Windows opens the device, not a file"},
		{"conin$", Device, "names the device CONIN$, whatever the extension: Windows opens the device, not a file"},
		{"CONOUT$.txt", Device, "names the device CONOUT$, whatever the extension: Windows opens the device, not a file"},
		// Characters no name holds.
		{"a?b", Reserved, `holds "?", which no Windows file name may hold`},
		{"*", Reserved, `holds "*", which no Windows file name may hold`},
		{"a<b", Reserved, `holds "<", which no Windows file name may hold`},
		{"a>b", Reserved, `holds ">", which no Windows file name may hold`},
		{`a"b`, Reserved, `holds "\"", which no Windows file name may hold`},
		{"a|b", Reserved, `holds "|", which no Windows file name may hold`},
		{"a\tb", Reserved, `holds "\t", which no Windows file name may hold`},
		{"a\x00", Reserved, `holds "\x00", which no Windows file name may hold`},
		{`a\b`, Reserved, `holds "\\", which no Windows file name may hold`},
		{"a/b", Reserved, `holds "/", which no Windows file name may hold`},
	} {
		kind, reason := Name(tt.name)
		if kind != tt.kind || reason != tt.reason {
			t.Errorf("Name(%q) = %v, %q; want %v, %q", tt.name, kind, reason, tt.kind, tt.reason)
		}
	}
}

// TestHost: UNC hosts that are no machine's name.
func TestHost(t *testing.T) {
	for _, tt := range []struct {
		host string
		kind Kind
	}{
		{"server", OK},
		{"host.example.com", OK},
		{"server.", OK}, // the root of DNS
		{"my server", OK},
		{"192.0.2.1", OK},
		{".", Reserved},
		{"?", Reserved},
		{"..", DotSegment},
		{"...", DotSegment},
		{". ", DotSegment},
		{" ", TrailingDot},
		{"server ", TrailingDot},
		{"a/b", Reserved},
		{`a\b`, Reserved},
		{"a\x00", Reserved},
	} {
		if kind, reason := Host(tt.host); kind != tt.kind || (kind == OK) != (reason == "") {
			t.Errorf("Host(%q) = %v, %q; want %v", tt.host, kind, reason, tt.kind)
		}
	}
}

func TestKindString(t *testing.T) {
	want := []string{"ok", "dot-segment", "trailing-dot", "stream", "device", "reserved-character", "Kind(6)"}
	for k, w := range want {
		if got := Kind(k).String(); got != w {
			t.Errorf("Kind(%d).String() = %q, want %q", k, got, w)
		}
	}
}

// TestNameAllocs: Name and Host allocate nothing for a name they take.
func TestNameAllocs(t *testing.T) {
	long := strings.Repeat("a", 1<<16)
	if n := testing.AllocsPerRun(10, func() { Name(long); Name("Share"); Host("server") }); n != 0 {
		t.Errorf("Name: %v allocations, want 0", n)
	}
}
