//go:build !purego

package machine

// haveVector says whether Skip may call skipVector: the processor has
// AVX2 and the operating system saves its registers.
var haveVector = hasAVX2()

// hasAVX2 reports whether the processor has AVX2 (CPUID leaf 7, EBX bit 5)
// and the operating system saves the YMM registers (OSXSAVE, and XCR0's
// SSE and AVX state bits).
func hasAVX2() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, ecx1, _ := cpuid(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if ecx1&osxsave == 0 || ecx1&avx == 0 {
		return false
	}
	if xcr0, _ := xgetbv(); xcr0&6 != 6 {
		return false
	}
	_, ebx7, _, _ := cpuid(7, 0)
	return ebx7&(1<<5) != 0
}

// cpuid runs CPUID with leaf eax and subleaf ecx.
func cpuid(eax, ecx uint32) (a, b, c, d uint32)

// xgetbv reads extended control register 0.
func xgetbv() (eax, edx uint32)

// SkipVector is Skip on the vector path, with AVX2, for a Class whose
// Vector is set and a string for which Vector(len(s)) is true: thirty-two
// bytes a step (sixteen in a string shorter than that), the last step the
// block that ends s.
//
//go:noescape
func SkipVector(s string, i int, c *Class) int
