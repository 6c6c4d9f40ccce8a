package uri

import "io"

// NewExtractorSize returns an Extractor that asks r for chunk bytes at a
// time and reads a URI from at most limit bytes of text, for tests.
func NewExtractorSize(r io.Reader, chunk, limit int) *Extractor {
	return newExtractor(r, chunk, limit)
}

// Held returns how many bytes of text e holds.
func (e *Extractor) Held() int { return len(e.x.text) }
