//go:build purego || !(amd64 || arm64)

package machine

// haveVector says whether Skip may call skipVector: not in this build.
const haveVector = false

// SkipVector is Skip on the vector path, which this build does not have:
// it reads the byte table.
func SkipVector(s string, i int, c *Class) int {
	return skipBytes(s, i, &c.Bytes)
}
