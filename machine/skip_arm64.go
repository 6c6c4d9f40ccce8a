//go:build !purego

package machine

// haveVector says whether Skip may call skipVector: every arm64 processor
// has NEON (Advanced SIMD).
const haveVector = true

// skipVector is Skip with NEON, for len(s) >= vectorMin: sixteen bytes a
// step, then the sixteen bytes that end s.
//
//go:noescape
func skipVector(s string, i int, lo, hi *[16]uint8) int
