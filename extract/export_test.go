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
