package whatwg

import (
	"errors"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/internal/idnacap"
)

// TestParseHost covers the host parser ("Host parsing") and what
// ExplainHost says changed the host.
func TestParseHost(t *testing.T) {
	long := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteRune(rune(0x4e00 + i))
		}
		return b.String()
	}
	tests := []struct {
		in      string
		special bool
		host    string
		kind    HostKind
		steps   Steps
	}{
		// Domains: percent-decoding, then domain to ASCII.
		{"example.com", true, "example.com", Domain, 0},
		{"EXAMPLE.com", true, "example.com", Domain, Lowercased},
		{"ex%41mple.com", true, "example.com", Domain, PercentDecoded | Lowercased},
		{"b%C3%BCcher.example", true, "xn--bcher-kva.example", Domain, PercentDecoded | IDNAMapped},
		{"bücher.example", true, "xn--bcher-kva.example", Domain, IDNAMapped},
		{"xn--bcher-kva.example", true, "xn--bcher-kva.example", Domain, 0},
		{"ＥＸＡＭＰＬＥ.com", true, "example.com", Domain, IDNAMapped},
		{"a\u3002b", true, "a.b", Domain, IDNAMapped}, // ideographic full stop
		{"\u00e9.xn-.", true, "xn--9ca.xn-.", Domain, IDNAMapped},
		{"\u00e9..xn--zca.", true, "xn--9ca..xn--zca.", Domain, IDNAMapped}, // empty labels are fine
		{"fa\u00dfe.de", true, "xn--fae-6ka.de", Domain, IDNAMapped},        // nontransitional: ß stays
		{"a_b*c", true, "a_b*c", Domain, 0},                                 // UseSTD3ASCIIRules=false
		{"-x-.com", true, "-x-.com", Domain, 0},                             // CheckHyphens=false
		{long(1024), true, "", Domain, IDNAMapped},                          // host checked below
		// The "ends in a number" checker sends these to the IPv4 parser.
		{"1.2.3.4", true, "1.2.3.4", IPv4, 0},
		{"0x7f.1", true, "127.0.0.1", IPv4, IPv4Hex | IPv4Short},
		{"0177.0.0.1", true, "127.0.0.1", IPv4, IPv4Octal},
		{"2130706433", true, "127.0.0.1", IPv4, IPv4Short},
		{"127.0.0.1.", true, "127.0.0.1", IPv4, IPv4TrailingDot},
		{"0x", true, "0.0.0.0", IPv4, IPv4Hex | IPv4Short},
		{"0X7F.0.0.01", true, "127.0.0.1", IPv4, Lowercased | IPv4Hex | IPv4Octal},
		{"１２７.０.０.１", true, "127.0.0.1", IPv4, IDNAMapped},
		{"%30x7f.1", true, "127.0.0.1", IPv4, PercentDecoded | IPv4Hex | IPv4Short},
		{"foo.09.com", true, "foo.09.com", Domain, 0}, // does not end in a number
		// IPv6 ("IPv6 parser", "IPv6 serializer").
		{"[::1]", true, "[::1]", IPv6, 0},
		{"[0:0:0:0:0:0:0:1]", true, "[::1]", IPv6, IPv6Rewritten},
		{"[::127.0.0.1]", true, "[::7f00:1]", IPv6, IPv6Rewritten},
		{"[1:0:0:2:0:0:0:3]", true, "[1:0:0:2::3]", IPv6, IPv6Rewritten},
		{"[1:0:0:2:0:0:3:4]", true, "[1::2:0:0:3:4]", IPv6, IPv6Rewritten},
		{"[ABCD::]", false, "[abcd::]", IPv6, IPv6Rewritten},
		// Opaque hosts ("opaque-host parser").
		{"EXAMPLE", false, "EXAMPLE", OpaqueHost, 0},
		{"é%zz", false, "%C3%A9%zz", OpaqueHost, OpaqueEncoded},
		{"", false, "", EmptyHost, 0},
	}
	for _, tt := range tests {
		r, err := ExplainHost(tt.in, tt.special)
		if err != nil {
			t.Errorf("ExplainHost(%q, %v): %v", tt.in, tt.special, err)
			continue
		}
		if tt.host == "" && tt.kind == Domain {
			if !strings.HasPrefix(r.Host, "xn--") {
				t.Errorf("ExplainHost(%q): host %q, want a Punycode label", tt.in, r.Host)
			}
			tt.host = r.Host
		}
		if r.Host != tt.host || r.Kind != tt.kind || r.Steps != tt.steps {
			t.Errorf("ExplainHost(%q, %v) = %q %v %v, want %q %v %v", tt.in, tt.special, r.Host, r.Kind, r.Steps, tt.host, tt.kind, tt.steps)
		}
		if h, err := ParseHost(tt.in, tt.special); h != r.Host || err != nil {
			t.Errorf("ParseHost(%q, %v) = %q, %v, want %q", tt.in, tt.special, h, err, r.Host)
		}
	}
}

// TestParseHostFailure checks that the host parser fails where the
// standard returns failure, naming the validation error and its offset.
func TestParseHostFailure(t *testing.T) {
	var long strings.Builder
	for i := range 1025 {
		long.WriteRune(rune(0x4e00 + i))
	}
	tests := []struct {
		in      string
		special bool
		code    string
		off     int
	}{
		{"", true, "host-missing", 0},
		{"a<b", true, "domain-invalid-code-point", 1},
		{"A b", true, "domain-invalid-code-point", 1},
		{"a%00b", true, "domain-invalid-code-point", 0}, // found after decoding
		{"a%25b", true, "domain-invalid-code-point", 0},
		{"xn--a", true, "domain-to-ASCII", 0},
		{"xn--.example", true, "domain-to-ASCII", 0}, // UTS #46: an empty label after Punycode
		{"example.XN--", true, "domain-to-ASCII", 0},
		{"a.\uff58\uff4e\uff0d\uff0d\u3002b", true, "domain-to-ASCII", 0}, // fullwidth "xn--", ideographic full stop
		{"\xff", true, "domain-to-ASCII", 0},                              // U+FFFD is disallowed
		{"\u00ad", true, "domain-to-ASCII", 0},                            // maps to the empty string
		{long.String(), true, "domain-to-ASCII", 0},
		{"1.2.3.4.5", true, "IPv4-too-many-parts", 0},
		{"256.0.0.1", true, "IPv4-out-of-range-part", 0},
		{"1.2.3.256", true, "IPv4-out-of-range-part", 6},
		{"1.2.65536", true, "IPv4-out-of-range-part", 4},
		{"4294967296", true, "IPv4-out-of-range-part", 0},
		{"99999999999999999999999", true, "IPv4-out-of-range-part", 0},
		{"foo.0x", true, "IPv4-non-numeric-part", 0},
		{"1..2", true, "IPv4-non-numeric-part", 2},
		{"09.1", true, "IPv4-non-numeric-part", 0},
		{"[::1", true, "IPv6-unclosed", 4},
		{"[:1]", true, "IPv6-invalid-compression", 1},
		{"[1:2]", true, "IPv6-too-few-pieces", 4},
		{"[1::2::3]", true, "IPv6-multiple-compression", 6},
		{"[1:2:3:4:5:6:7:8:9]", true, "IPv6-too-many-pieces", 17},
		{"[1:]", true, "IPv6-invalid-code-point", 3},
		{"[12345::]", true, "IPv6-invalid-code-point", 5},
		{"[::1.2.3]", true, "IPv4-in-IPv6-too-few-parts", 8},
		{"[::1.2.3.256]", true, "IPv4-in-IPv6-out-of-range-part", 11},
		{"[::01.2.3.4]", true, "IPv4-in-IPv6-invalid-code-point", 4},
		{"[1:2:3:4:5:6:7:1.2.3.4]", true, "IPv4-in-IPv6-too-many-pieces", 15},
		{"a b", false, "host-invalid-code-point", 1},
		{"a@b", false, "host-invalid-code-point", 1},
	}
	for _, tt := range tests {
		_, err := ParseHost(tt.in, tt.special)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("ParseHost(%.40q, %v) = %v, want %s", tt.in, tt.special, err, tt.code)
			continue
		}
		if e.Code != tt.code || e.Offset != tt.off || e.Op != "parse host" || e.Input != tt.in {
			t.Errorf("ParseHost(%.40q, %v): %v, want %s at offset %d", tt.in, tt.special, err, tt.code, tt.off)
		}
	}
}

// TestHostWarnings checks validation errors that do not stop the host
// parser.
func TestHostWarnings(t *testing.T) {
	r, err := ExplainHost("0x7f.0.0.1.", true)
	if err != nil {
		t.Fatal(err)
	}
	want := []Warning{{10, "IPv4-empty-part"}, {0, "IPv4-non-decimal-part"}}
	if len(r.Warnings) != len(want) || r.Warnings[0] != want[0] || r.Warnings[1] != want[1] {
		t.Errorf("warnings %v, want %v", r.Warnings, want)
	}
}

func TestStepsString(t *testing.T) {
	for s, want := range map[Steps]string{
		0:                          "none",
		PercentDecoded:             "percent-decoded",
		IPv4Hex | IPv4Short:        "IPv4-hex|IPv4-short",
		OpaqueEncoded | 1<<15:      "opaque-encoded|Steps(32768)",
		IDNAMapped | IPv6Rewritten: "IDNA-mapped|IPv6-rewritten",
	} {
		if got := s.String(); got != want {
			t.Errorf("Steps(%d).String() = %q, want %q", s, got, want)
		}
	}
	if got := IPv6.String(); got != "IPv6" {
		t.Errorf("IPv6.String() = %q", got)
	}
}

// TestEndsInANumber covers the "ends in a number" checker.
func TestEndsInANumber(t *testing.T) {
	for in, want := range map[string]bool{
		"": false, ".": false, "1": true, "a.1": true, "a.1.": true, "a.1..": false,
		"0x": true, "a.0xF": true, "a.0xG": false, "a.09": true, "a.b": false, "1.b": false,
	} {
		if got := endsInANumber(in); got != want {
			t.Errorf("endsInANumber(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestExplainHostDNS checks that ExplainHostDNS refuses an A-label longer
// than 63 octets (RFC 5890 §2.3.2.1) that ExplainHost, as browsers do,
// accepts, and otherwise returns the same host.
func TestExplainHostDNS(t *testing.T) {
	long := strings.Repeat("\u00fc", 60) + ".example"
	if _, err := ExplainHost(long, true); err != nil {
		t.Errorf("ExplainHost(%q): %v", long, err)
	}
	_, err := ExplainHostDNS(long, true)
	e, ok := errors.AsType[*Error](err)
	if _, isLabel := errors.AsType[*idnacap.LabelError](err); !ok || e.Code != "domain-to-ASCII" || !isLabel {
		t.Errorf("ExplainHostDNS(%q): %v", long, err)
	}
	for _, in := range []string{"b\u00fccher.example", "0x7f.1", strings.Repeat("a", 70) + ".example", "[::1]"} {
		a, aerr := ExplainHost(in, true)
		b, berr := ExplainHostDNS(in, true)
		if a.Host != b.Host || aerr != nil || berr != nil {
			t.Errorf("%q: ExplainHost %q %v, ExplainHostDNS %q %v", in, a.Host, aerr, b.Host, berr)
		}
	}
}
