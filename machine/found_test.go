package machine

import "testing"

func TestFound(t *testing.T) {
	for _, tt := range []struct {
		in   string
		at   int
		want string
		utf8 string
	}{
		{"ab", 2, "end of input", "end of input"},
		{"ab", 1, `"b"`, `"b"`},
		{"a\x1b", 1, `"\x1b"`, `"\x1b"`},
		{"\x7f", 0, `"\x7f"`, `"\x7f"`},
		{"\xff", 0, `"\xff"`, `invalid UTF-8 "\xff"`},
		{"\u202e", 0, `"\u202e"`, `"\u202e"`},
		{"\U000e0001", 0, `"\U000e0001"`, `"\U000e0001"`},
		{`"`, 0, `"\""`, `"\""`},
		{`\`, 0, `"\\"`, `"\\"`},
		{"é", 0, `"é"`, `"é"`},
	} {
		if got := Found(tt.in, tt.at); got != tt.want {
			t.Errorf("Found(%q, %d) = %s, want %s", tt.in, tt.at, got, tt.want)
		}
		if got := FoundUTF8(tt.in, tt.at); got != tt.utf8 {
			t.Errorf("FoundUTF8(%q, %d) = %s, want %s", tt.in, tt.at, got, tt.utf8)
		}
	}
}

func TestSkip(t *testing.T) {
	var digits [256]bool
	for c := '0'; c <= '9'; c++ {
		digits[c] = true
	}
	class := NewClass(&digits)
	for _, tt := range []struct {
		s    string
		i    int
		want int
	}{
		{"", 0, 0},
		{"12a", 0, 2},
		{"a123456789012345b", 1, 16},
		{"1234567890123456", 0, 16},
		{"x1234567", 1, 8},
	} {
		if got := Skip(tt.s, tt.i, &class); got != tt.want {
			t.Errorf("Skip(%q, %d) = %d, want %d", tt.s, tt.i, got, tt.want)
		}
	}
}
