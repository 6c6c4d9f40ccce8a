package analyze

import "math"

// Huge is the largest length Stats give: a length of Huge stands for
// Huge or more. Lengths are computed with arithmetic that saturates
// there, so that 1000( 1000( 1000"a" ) ) costs no more than "a".
const Huge = math.MaxInt - 1

// inf stands for "no string" in length computations.
const inf = math.MaxInt

// satAdd adds lengths, saturating at Huge; inf (no string) absorbs.
func satAdd(a, b int) int {
	if a == inf || b == inf {
		return inf
	}
	if a > Huge-b {
		return Huge
	}
	return a + b
}

// satMul multiplies a count by a length, saturating at Huge; inf (no
// string) absorbs unless the count is 0.
func satMul(count, n int) int {
	switch {
	case count == 0:
		return 0
	case n == inf:
		return inf
	case n != 0 && count > Huge/n:
		return Huge
	}
	return count * n
}
