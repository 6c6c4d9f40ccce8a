package extract

import (
	"io"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/iana"
)

const (
	// extChunk is how many bytes a Scanner asks of its reader at once.
	extChunk = 64 << 10
	// extLimit is how many bytes of text a Scanner reads a URI from,
	// counted from where it begins.
	extLimit = 1 << 20
	// extPatience is how many bytes a Scanner holds at most when it
	// scans them again after any read; holding more, it first reads as
	// much again.
	extPatience = 4 << 10
	// extMaxEmptyReads is how many reads in a row may return nothing
	// before a Scanner gives up with io.ErrNoProgress.
	extMaxEmptyReads = 100
)

// A Scanner finds the URIs in text read from an io.Reader, one at a
// time, as All finds them in a string, holding a bounded part of the
// text only. Start and End are offsets into all the text read.
//
// A Scanner reads a URI from at most 1 MiB (1<<20 bytes) of text,
// counted from where it begins: its "<" or "\"", or the first letter of
// its scheme. When that text does not decide the URI (a "<" or "\"" not
// closed, or a bare URI not ended, within 1 MiB), the URI is cut there
// and flagged Truncated: it is read as if the text ended at the
// cut, an open "<" or "\"" closing there, and the search goes on at the
// cut. A scheme of 1 MiB or more begins no URI. In text where no URI,
// and no "<" or "\"" that may open one, needs more than 1 MiB of text to
// be found or dismissed, a Scanner finds exactly what All finds, and in
// every Mode what that mode's All finds.
//
// A Scanner holds at most 1 MiB and one read (64 KiB) of the text,
// however long it is. It reads only when what it holds does not decide
// the next URI, so that each URI is returned as soon as the text that
// decides it is read; but when it holds 4 KiB or more from where an
// undecided URI, or a run of scheme characters, begins, it first reads
// as much again (or up to the limit). Next takes time linear in the
// length of the text, plus at most 4 KiB of scanning again per read.
type Scanner struct {
	r     io.Reader
	x     extScanner
	base  int   // offset in the stream of x.text[0]
	err   error // the reader's error, io.EOF at the end
	chunk int   // bytes asked of r in one read
	// patience: while the text held from where an undecided URI may
	// begin is shorter, fill reads once; else until that text has
	// doubled, or passed the limit.
	patience int
	// A cache for runStart: the bytes of the stream from runFrom to runTo
	// are scheme characters, and runFrom where their run begins.
	runFrom, runTo int
	buf            []byte // what fill reads into
}

// NewScanner returns a Scanner that reads text from r, in mode Text;
// Markdown.NewScanner and HTML.NewScanner read those.
func NewScanner(r io.Reader) *Scanner {
	return newScanner(r, extChunk, extLimit, Text)
}

// newScanner returns a Scanner that asks r for chunk bytes at a
// time and reads a URI from at most limit bytes, in mode.
func newScanner(r io.Reader, chunk, limit int, mode Mode) *Scanner {
	e := &Scanner{r: r, chunk: chunk, patience: min(chunk, extPatience), runTo: -1}
	e.x.more, e.x.clone, e.x.limit, e.x.mode = true, true, limit, mode
	return e
}

// Next returns the next URI in the text. At the end of the text it
// returns io.EOF; if reading fails, the reader's error. Either error is
// returned again by every later call.
func (e *Scanner) Next() (Match, error) {
	x := &e.x
	for {
		m, ok := x.next()
		if ok {
			return e.offset(m), nil
		}
		held := len(x.text) - x.cand
		if x.short && held > x.limit {
			x.short = false
			if m, ok := e.cut(); ok {
				return e.offset(m), nil
			}
			continue
		}
		if e.err != nil {
			return Match{}, e.err
		}
		if x.short {
			x.short = false
			e.fill(x.cand)
		} else {
			// No URI in what x holds, but the scheme characters at its
			// end may begin one.
			e.fill(e.runStart())
		}
	}
}

// offset makes the offsets of m, a URI in e.x.text, offsets in the
// stream.
func (e *Scanner) offset(m Match) Match {
	m.Start += e.base
	m.End += e.base
	return m
}

// cut reads the URI that x.cand begins, whose end is not known within
// its limit, from the text up to its limit; ok is false when there is
// none, and the search goes on after x.i.
func (e *Scanner) cut() (m Match, ok bool) {
	x := &e.x
	end := x.cand + x.limit
	for k := 1; k < utf8.UTFMax && end > x.i+1 && !utf8.RuneStart(x.text[end]); k++ {
		end-- // cut before a character, not inside it
	}
	text, more := x.text, x.more
	x.text, x.more, x.cut = text[:end], false, true
	next := x.at(x.cand, x.i)
	x.text, x.more, x.cut, x.trunc = text, more, false, false
	if next < 0 {
		x.i++
		return m, false
	}
	x.i, x.floor = next, next
	return x.m, true
}

// runStart returns where the run of scheme characters at the end of
// e.x.text begins, not before the floor nor more than the limit before
// the end.
func (e *Scanner) runStart() int {
	x := &e.x
	n := len(x.text)
	lo := max(x.floor, n-x.limit, 0)
	k := n
	for k > lo && chars.IsSchemeChar(x.text[k-1]) {
		k--
		if k+e.base == e.runTo { // seen before
			k = max(lo, e.runFrom-e.base)
			break
		}
	}
	e.runFrom, e.runTo = k+e.base, n+e.base
	return k
}

// fill drops the text before x.text[keep] and reads more. If it holds
// less than e.patience, it reads once; else it reads until it holds
// twice as much, or just over the limit, or the reader fails or ends, so
// that the text held is scanned again only so many times.
func (e *Scanner) fill(keep int) {
	x := &e.x
	e.drop(keep)
	want := 1
	if held := len(x.text); held >= e.patience {
		want = max(1, min(held, x.limit+1-held))
	}
	if e.buf == nil {
		e.buf = make([]byte, e.chunk)
	}
	read := e.buf[:0]
	for empty := 0; len(read) < want; {
		if len(read) == len(e.buf) {
			e.buf = append(e.buf, make([]byte, e.chunk)...)
		}
		n, err := e.r.Read(e.buf[len(read):min(len(e.buf), len(read)+e.chunk)])
		read = e.buf[:len(read)+n]
		if n > 0 {
			empty = 0
		} else if err == nil {
			if empty++; empty < extMaxEmptyReads {
				continue
			}
			err = io.ErrNoProgress
		}
		if err != nil {
			e.err = err
			x.more = err != io.EOF
			break
		}
	}
	var b strings.Builder
	b.Grow(len(x.text) + len(read))
	b.WriteString(x.text)
	b.Write(read)
	x.text = b.String()
}

// drop drops the text before x.text[keep], and notes whether a scheme
// run at the new start goes on before it with a letter (x.lost).
func (e *Scanner) drop(keep int) {
	x := &e.x
	if keep == 0 {
		return
	}
	lost := false
	j := keep
	for j > x.floor && chars.IsSchemeChar(x.text[j-1]) {
		j--
		if iana.Alpha(x.text[j]) {
			lost = true
			break
		}
	}
	x.lost = lost || j == 0 && x.lost
	x.text = x.text[keep:]
	x.i -= keep
	x.cand -= keep
	x.floor = max(x.floor-keep, 0)
	e.base += keep
}
