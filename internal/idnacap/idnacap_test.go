package idnacap

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// TestToASCII checks the bounds: an A-label fits in 63 octets or is
// refused (RFC 5890 §2.3.2.1), the bound on the mapped label never
// refuses one that fits, and mapping that shrinks a label is counted
// after it shrinks.
func TestToASCII(t *testing.T) {
	distinct := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteRune(rune(0x4e00 + i))
		}
		return b.String()
	}
	for _, c := range []struct {
		in   string
		cap  Cap
		want string // "" for a *LabelError
	}{
		{"b\u00fccher.example", DNS, "xn--bcher-kva.example"},
		{strings.Repeat("a", 70) + ".example", DNS, strings.Repeat("a", 70) + ".example"}, // no A-label
		{strings.Repeat("\u00fc", 59), DNS, ""},                                           // 59 code points, an A-label of more than 63 octets
		{strings.Repeat("\u00ad", 10000) + "\u00fc", DNS, "xn--tda"},                      // soft hyphens are removed first
		{"xn--" + strings.Repeat("a", 60), DNS, ""},                                       // refused before decoding
		{distinct(20000), DNS, ""},
		{distinct(1024), Cap{CodePoints: 1024}, "xn--"},
		{distinct(1025), Cap{CodePoints: 1024}, ""},
	} {
		got, err := ToASCII(idna.Lookup, c.in, c.cap)
		if c.want == "" {
			if _, ok := errors.AsType[*LabelError](err); !ok {
				t.Errorf("ToASCII(%.40q, %v) = %.40q, %v, want a *LabelError", c.in, c.cap, got, err)
			}
			continue
		}
		if err != nil || got != c.want && !(c.want == "xn--" && strings.HasPrefix(got, "xn--")) {
			t.Errorf("ToASCII(%.40q, %v) = %.40q, %v, want %.40q", c.in, c.cap, got, err, c.want)
		}
	}
	// Every label of up to 59 code points that fits is accepted, and
	// one that does not is refused: the bound before encoding is safe.
	for n := 1; n <= 63; n++ {
		in := strings.Repeat("a", n-1) + "\u00fc"
		want, _ := idna.Lookup.ToASCII(in)
		got, err := ToASCII(idna.Lookup, in, DNS)
		if fits := len(want) <= DNSOctets; fits != (err == nil) || fits && got != want {
			t.Errorf("%d code points: %q, %v; A-label %d octets", n, got, err, len(want))
		}
	}
}

// BenchmarkLongLabel refuses a label of 60 KB, 20,000 different code
// points, which Punycode would take seconds to encode.
func BenchmarkLongLabel(b *testing.B) {
	var s strings.Builder
	for i := range 20000 {
		s.WriteRune(rune(0x4e00 + i))
	}
	in := s.String()
	for b.Loop() {
		if _, err := ToASCII(idna.Lookup, in, DNS); err == nil {
			b.Fatal("accepted")
		}
	}
}
