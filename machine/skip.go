package machine

// A Class is a set of bytes a state of an automaton stays in place on, in
// the two forms Skip reads: a table of the bytes, and nibble tables, which
// a vector unit looks up sixteen or thirty-two bytes at a time. Byte b is
// in the set when Lo[b&15]&Hi[b>>4] != 0, if Vector says the nibble tables
// hold the set exactly (they can for every set whose rows of sixteen bytes
// take at most eight patterns, as every set of ASCII bytes does).
type Class struct {
	Bytes  [256]bool // the bytes of the set
	Lo, Hi [16]uint8 // the nibble tables
	Vector bool      // Lo and Hi hold the set
}

// NewClass returns the Class of the bytes set holds.
func NewClass(set *[256]bool) Class {
	c := Class{Bytes: *set}
	// Row h holds the bytes h<<4 to h<<4|15; each distinct row gets a bit.
	var rows [16]uint16
	for b, in := range set {
		if in {
			rows[b>>4] |= 1 << (b & 15)
		}
	}
	var patterns []uint16
	for h, row := range rows {
		if row == 0 {
			continue
		}
		k := 0
		for k < len(patterns) && patterns[k] != row {
			k++
		}
		if k == len(patterns) {
			if k == 8 {
				return Class{Bytes: *set}
			}
			patterns = append(patterns, row)
		}
		c.Hi[h] |= 1 << k
		for l := range 16 {
			if row>>l&1 != 0 {
				c.Lo[l] |= 1 << k
			}
		}
	}
	c.Vector = true
	return c
}

// vectorMin is the length of the shortest string for which Skip uses the
// vector unit: its last block is the sixteen bytes that end the string,
// wherever i is. Shorter strings are read from the byte table.
const vectorMin = 16

// Vector reports whether Skip reads a string of n bytes with the vector
// unit (for a Class whose Vector is set): in a build without the purego
// tag, on a processor that has one, when n is at least sixteen. Generated
// code calls SkipVector when it is true, and reads the bytes itself
// otherwise.
func Vector(n int) bool {
	return haveVector && n >= vectorMin
}

// Skip returns the offset of the first byte of s from i on that c does not
// hold (len(s) if there is none): sixteen or thirty-two bytes a step where
// the processor has the instructions for it (AVX2 on amd64, NEON on arm64)
// and the build does not say purego, eight bytes a step otherwise.
func Skip(s string, i int, c *Class) int {
	if c.Vector && Vector(len(s)) {
		return SkipVector(s, i, c)
	}
	return skipBytes(s, i, &c.Bytes)
}

// skipBytes is Skip read from the byte table, eight bytes a turn while all
// eight are in t: the reference the vector paths are tested against.
func skipBytes(s string, i int, t *[256]bool) int {
	for i+8 <= len(s) {
		w := s[i : i+8]
		if !(t[w[0]] && t[w[1]] && t[w[2]] && t[w[3]] && t[w[4]] && t[w[5]] && t[w[6]] && t[w[7]]) {
			break
		}
		i += 8
	}
	for i < len(s) && t[s[i]] {
		i++
	}
	return i
}
