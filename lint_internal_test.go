package uri

import "testing"

// TestInetAton checks lintInetAton against what inet_aton(3) of the GNU C
// library returns for the same strings.
func TestInetAton(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" when inet_aton fails
	}{
		// One part: 32 bits, in decimal, octal or hexadecimal.
		{"0", "0.0.0.0"},
		{"00", "0.0.0.0"},
		{"0x0", "0.0.0.0"},
		{"1", "0.0.0.1"},
		{"2130706433", "127.0.0.1"},
		{"017700000001", "127.0.0.1"},
		{"0x7f000001", "127.0.0.1"},
		{"0X7F000001", "127.0.0.1"},
		{"0x00000000000000000007f000001", "127.0.0.1"},
		{"4294967295", "255.255.255.255"},
		{"037777777777", "255.255.255.255"},
		{"0xffffffff", "255.255.255.255"},
		{"4294967296", ""},
		{"040000000000", ""},
		{"0x100000000", ""},
		{"99999999999999999999999", ""},
		// Two parts: 8 and 24 bits.
		{"127.1", "127.0.0.1"},
		{"0x7f.1", "127.0.0.1"},
		{"127.16777215", "127.255.255.255"},
		{"127.0xffffff", "127.255.255.255"},
		{"127.16777216", ""},
		{"256.1", ""},
		{"0x100.1", ""},
		// Three parts: 8, 8 and 16 bits.
		{"1.2.65535", "1.2.255.255"},
		{"1.2.0xffff", "1.2.255.255"},
		{"1.2.65536", ""},
		{"10.0.258", "10.0.1.2"},
		// Four parts: bytes.
		{"1.2.3.4", "1.2.3.4"},
		{"1.2.3.04", "1.2.3.4"},
		{"0177.0.0.1", "127.0.0.1"},
		{"0x7f.0x0.0x0.0x1", "127.0.0.1"},
		{"192.168.010.001", "192.168.8.1"},
		{"1.2.3.255", "1.2.3.255"},
		{"1.2.3.256", ""},
		{"1.2.3.400", ""},
		{"1.2.3.4.5", ""},
		// Not numbers: octal digits 8 and 9, "0x" without digits, signs,
		// letters, empty parts.
		{"08", ""},
		{"09.1", ""},
		{"0x", ""},
		{"0x.1", ""},
		{"0xg", ""},
		{"1a", ""},
		{"a", ""},
		{"+1", ""},
		{"-1", ""},
		{"", ""},
		{".", ""},
		{".1", ""},
		{"1.", ""},
		{"1..2", ""},
		{"1.2.3.4.", ""},
		{"127.1.", ""},
		// Whitespace ends the address, and anything may follow it; not
		// before it, nor after a ".".
		{"1 ", "0.0.0.1"},
		{"127.1 x", "127.0.0.1"},
		{"127.1\tx", "127.0.0.1"},
		{"1.2.3.4\n", "1.2.3.4"},
		{"0x\t", ""},
		{" 1", ""},
		{"1. 2", ""},
		// A NUL ends a C string: "1.2%00x" decoded is "1.2".
		{"1.2\x00x", "1.0.0.2"},
		{"\x001", ""},
	}
	for _, tt := range tests {
		a, ok := lintInetAton(tt.in)
		got := ""
		if ok {
			got = a.String()
		}
		if got != tt.want {
			t.Errorf("inet_aton(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
