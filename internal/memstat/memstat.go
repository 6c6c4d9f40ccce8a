// Package memstat measures, for tests, what a function allocates: a count
// that a loaded machine does not change, where a timing would.
package memstat

import "runtime"

// Allocated returns the bytes f allocates, as runtime.MemStats.TotalAlloc
// counts them (with what other goroutines allocate meanwhile).
func Allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
