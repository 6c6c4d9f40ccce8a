package extract

import "io"

// NewScannerSize returns a Scanner that asks r for chunk bytes at a
// time and reads a URI from at most limit bytes of text, for tests.
func NewScannerSize(r io.Reader, chunk, limit int) *Scanner {
	return newScanner(r, chunk, limit)
}

// Held returns how many bytes of text e holds.
func (e *Scanner) Held() int { return len(e.x.text) }
