package machine

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"
)

// TestClassLayout checks the offsets of a Class's nibble tables, which
// the assembly of SkipVector reads.
func TestClassLayout(t *testing.T) {
	var c Class
	if lo, hi := unsafe.Offsetof(c.Lo), unsafe.Offsetof(c.Hi); lo != 256 || hi != 272 {
		t.Errorf("Lo at %d, Hi at %d: the assembly reads them at 256 and 272", lo, hi)
	}
}

// skipClasses are sets of bytes to test Skip on: those of RFC 3986's rules
// that states of its automata stay in place on (pchar and the like), sets
// of one byte, every byte, none, bytes above 0x7F (the UTF-8 of RFC 3987's
// ucschar), and random sets, some of which the nibble tables cannot hold.
func skipClasses(r *rand.Rand) [][256]bool {
	var sets [][256]bool
	add := func(in func(b byte) bool) {
		var set [256]bool
		for b := range 256 {
			set[b] = in(byte(b))
		}
		sets = append(sets, set)
	}
	unreserved := func(b byte) bool {
		return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || strings.IndexByte("-._~", b) >= 0
	}
	subDelims := func(b byte) bool { return strings.IndexByte("!$&'()*+,;=", b) >= 0 }
	add(unreserved)
	add(func(b byte) bool { return unreserved(b) || subDelims(b) || b == ':' || b == '@' }) // pchar but pct-encoded
	add(func(b byte) bool {
		return unreserved(b) || subDelims(b) || b == ':' || b == '@' || b == '/' || b == '?'
	})
	add(func(b byte) bool { return '0' <= b && b <= '9' })
	add(func(b byte) bool { return true })
	add(func(b byte) bool { return false })
	add(func(b byte) bool { return b >= 0x80 })
	add(func(b byte) bool { return b == 0 })
	add(func(b byte) bool { return b == 0xff })
	add(func(b byte) bool { return b != '%' })
	for range 200 {
		p := r.Float64()
		var set [256]bool
		for b := range set {
			set[b] = r.Float64() < p
		}
		sets = append(sets, set)
	}
	return sets
}

// TestNewClass checks that the nibble tables of a Class hold exactly its
// set whenever Vector says so, and that they do for every set of ASCII
// bytes.
func TestNewClass(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	vector := 0
	sets := skipClasses(r)
	for n, set := range sets {
		c := NewClass(&set)
		if c.Bytes != set {
			t.Fatalf("set %d: Bytes differ from the set", n)
		}
		ascii := true
		for b := 0x80; b < 256; b++ {
			ascii = ascii && !set[b]
		}
		if ascii && !c.Vector {
			t.Errorf("set %d: an ASCII set has no nibble tables", n)
		}
		if !c.Vector {
			continue
		}
		vector++
		for b := range 256 {
			if in := c.Lo[b&15]&c.Hi[b>>4] != 0; in != set[b] {
				t.Fatalf("set %d: the nibble tables say %v for byte %#x, the set %v", n, in, b, set[b])
			}
		}
	}
	if vector == len(sets) || vector < 10 {
		t.Errorf("%d of %d sets have nibble tables: the test covers one kind only", vector, len(sets))
	}
}

// TestSkipVector compares Skip, on the vector path where the build and
// the processor have it, with the byte table: on strings of every length
// to 80 of bytes in and out of each class, from every offset.
func TestSkipVector(t *testing.T) {
	if !haveVector {
		t.Log("no vector unit in this build or on this processor: Skip reads bytes only")
	}
	r := rand.New(rand.NewPCG(3, 4))
	for n, set := range skipClasses(r) {
		c := NewClass(&set)
		var in, out []byte
		for b := range 256 {
			if set[b] {
				in = append(in, byte(b))
			} else {
				out = append(out, byte(b))
			}
		}
		for length := range 81 {
			for range 4 {
				buf := make([]byte, length)
				p := r.Float64()
				for k := range buf {
					if len(out) == 0 || len(in) > 0 && r.Float64() > p/8 {
						buf[k] = in[r.IntN(len(in))]
					} else {
						buf[k] = out[r.IntN(len(out))]
					}
				}
				s := string(buf)
				for i := 0; i <= len(s); i++ {
					if got, want := Skip(s, i, &c), skipBytes(s, i, &set); got != want {
						t.Fatalf("set %d: Skip(%q, %d) = %d, want %d", n, s, i, got, want)
					}
				}
			}
		}
	}
}

// FuzzSkip compares Skip with the byte table on arbitrary strings and
// sets: the set is the bytes of the first argument.
func FuzzSkip(f *testing.F) {
	f.Add("az09-._~", "abc-def.ghi~jkl%20mno", 0)
	f.Add("\x80\x81\xff", "\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80a", 1)
	f.Add("0123456789", strings.Repeat("1", 40)+"x", 3)
	f.Fuzz(func(t *testing.T, bytes, s string, i int) {
		var set [256]bool
		for k := range len(bytes) {
			set[bytes[k]] = true
		}
		if i < 0 || i > len(s) {
			i = len(s) / 2
		}
		c := NewClass(&set)
		if got, want := Skip(s, i, &c), skipBytes(s, i, &set); got != want {
			t.Fatalf("Skip(%q, %d) = %d, want %d", s, i, got, want)
		}
	})
}
