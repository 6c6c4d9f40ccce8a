package machine

// Skip returns the offset of the first byte of s from i on that t does not
// hold, eight bytes a turn while all eight are in t.
func Skip(s string, i int, t *[256]bool) int {
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
