//go:build !purego

package machine

// haveVector says whether Skip may call skipVector: every arm64 processor
// has NEON (Advanced SIMD).
const haveVector = true

// SkipVector is Skip on the vector path, with NEON, for a Class whose
// Vector is set and a string for which Vector(len(s)) is true: sixteen
// bytes a step, the last step the block that ends s.
//
//go:noescape
func SkipVector(s string, i int, c *Class) int
