package extract

import "io"

// NewScannerSize returns a Scanner that asks r for chunk bytes at a
// time and reads a URI from at most limit bytes of text, in mode, for
// tests.
func NewScannerSize(r io.Reader, chunk, limit int, mode Mode) *Scanner {
	return newScanner(r, chunk, limit, mode)
}

// DecodeRefs is decodeRefs, for tests.
var DecodeRefs = decodeRefs

// Held returns how many bytes of text e holds.
func (e *Scanner) Held() int { return len(e.x.text) }

// AllReference is m.All reading every byte of text one at a time,
// skipping no run: the reference the scans that skip runs are compared
// with.
func AllReference(m Mode, text string) []Match {
	var out []Match
	x := &extScanner{text: text, mode: m, ref: true}
	for {
		mt, ok := x.next()
		if !ok {
			return out
		}
		out = append(out, mt)
	}
}

// NewScannerReference is NewScannerSize for a Scanner that reads every
// byte one at a time, as AllReference does.
func NewScannerReference(r io.Reader, chunk, limit int, mode Mode) *Scanner {
	e := newScanner(r, chunk, limit, mode)
	e.x.ref = true
	return e
}
