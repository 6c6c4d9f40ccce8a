package memstat

import "testing"

var sink []byte

// TestAllocated checks that a megabyte allocated is counted, and nothing
// when nothing is.
func TestAllocated(t *testing.T) {
	if n := Allocated(func() { sink = make([]byte, 1<<20) }); n < 1<<20 {
		t.Errorf("Allocated(make 1 MiB) = %d", n)
	}
	if n := Allocated(func() {}); n > 1<<10 {
		t.Errorf("Allocated(nothing) = %d", n)
	}
}
