//go:build purego || !(amd64 || arm64)

package machine

// haveVector says whether Skip may call skipVector: not in this build.
const haveVector = false

// skipVector is not called in this build.
func skipVector(s string, i int, lo, hi *[16]uint8) int {
	panic("machine: no vector unit in this build")
}
