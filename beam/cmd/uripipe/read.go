package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"math"
	"path/filepath"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// The lines of the inputs are read in batches: each element a slice of
// up to batchLines lines (or batchBytes bytes of them) of one file, in the
// order of the file. A file is read in splits of splitSize bytes, each a
// reader's, so that workers read a large file together; a line is in the
// split its first byte is in.
const (
	batchLines = 4096
	batchBytes = 1 << 20
	splitSize  = 16 << 20
)

// A split is the part of a file a reader reads: the lines that begin at
// Start or after and before End.
type split struct {
	Path       string `json:"path"`
	Start, End int64
}

func init() {
	register.DoFn3x1[context.Context, string, func(split), error](&splitFilesFn{})
	register.DoFn3x1[context.Context, split, func([]string), error](&readLinesFn{})
	register.DoFn3x1[context.Context, split, func(string, []string), error](&readNamedLinesFn{})
	register.Emitter1[split]()
	register.Emitter2[string, []string]()
}

// readBatches reads the files of globs, a PCollection<string>, as
// batches of lines: a PCollection<[]string>, or with named a
// PCollection<KV<string, []string>> of the file's name and the lines.
// Each line is without its "\n", and without a "\r" before it or at
// the end of a last line without "\n".
func readBatches(s beam.Scope, globs beam.PCollection, named bool) beam.PCollection {
	s = s.Scope("read batches")
	splits := beam.Reshuffle(s, beam.ParDo(s, &splitFilesFn{}, globs))
	if named {
		return beam.ParDo(s, &readNamedLinesFn{}, splits)
	}
	return beam.ParDo(s, &readLinesFn{}, splits)
}

// splitFilesFn emits the splits of the files a glob matches. A
// compressed file (".gz", which Beam's file systems do not decompress)
// is one split: offsets into it are not offsets into its text.
type splitFilesFn struct{}

func (*splitFilesFn) ProcessElement(ctx context.Context, glob string, emit func(split)) error {
	fs, err := filesystem.New(ctx, glob)
	if err != nil {
		return err
	}
	defer fs.Close()
	files, err := fs.List(ctx, glob)
	if err != nil {
		return err
	}
	for _, f := range files {
		size, err := fs.Size(ctx, f)
		if err != nil {
			return err
		}
		if compressed(f) {
			emit(split{Path: f, Start: 0, End: math.MaxInt64})
			continue
		}
		for start := int64(0); start < size; start += splitSize {
			end := start + splitSize
			if size-end < splitSize/4 { // no small split at the end
				end = size
			}
			emit(split{Path: f, Start: start, End: end})
			if end == size {
				break
			}
		}
	}
	return nil
}

func compressed(path string) bool { return filepath.Ext(path) == ".gz" }

type readLinesFn struct{}

func (*readLinesFn) ProcessElement(ctx context.Context, sp split, emit func([]string)) error {
	return readSplit(ctx, sp, emit)
}

type readNamedLinesFn struct{}

func (*readNamedLinesFn) ProcessElement(ctx context.Context, sp split, emit func(string, []string)) error {
	return readSplit(ctx, sp, func(lines []string) { emit(sp.Path, lines) })
}

// readSplit reads the lines of sp, and emits them in batches.
func readSplit(ctx context.Context, sp split, emit func([]string)) error {
	fs, err := filesystem.New(ctx, sp.Path)
	if err != nil {
		return err
	}
	defer fs.Close()
	f, err := fs.OpenRead(ctx, sp.Path)
	if err != nil {
		return err
	}
	defer f.Close()
	var r io.Reader = f
	if compressed(sp.Path) {
		z, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("%s: %v", sp.Path, err)
		}
		defer z.Close()
		r = z
	}
	br := bufio.NewReaderSize(r, 1<<20)
	pos := sp.Start
	if pos > 0 {
		// The line that ends at Start-1 or after is the previous split's.
		if err := skip(f, br, pos-1); err != nil {
			return fmt.Errorf("%s: %v", sp.Path, err)
		}
		n, err := discardLine(br)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %v", sp.Path, err)
		}
		pos += n - 1
	}
	var b batcher
	for pos < sp.End {
		line, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull { // a line longer than the buffer
			line = bytes.Clone(line)
			for err == bufio.ErrBufferFull {
				var more []byte
				more, err = br.ReadSlice('\n')
				line = append(line, more...)
			}
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("%s: %v", sp.Path, err)
		}
		if len(line) > 0 || err == nil {
			pos += int64(len(line))
			b.add(line)
			if b.full() {
				emit(b.flush())
			}
		}
		if err == io.EOF {
			break
		}
	}
	if lines := b.flush(); len(lines) > 0 {
		emit(lines)
	}
	return nil
}

// skip moves br to offset n of f, seeking when f can.
func skip(f io.Reader, br *bufio.Reader, n int64) error {
	if s, ok := f.(io.Seeker); ok {
		if _, err := s.Seek(n, io.SeekStart); err != nil {
			return err
		}
		br.Reset(f)
		return nil
	}
	_, err := io.CopyN(io.Discard, br, n)
	return err
}

// discardLine reads past the next "\n", and returns how many bytes it
// read.
func discardLine(br *bufio.Reader) (int64, error) {
	var n int64
	for {
		line, err := br.ReadSlice('\n')
		n += int64(len(line))
		if err != bufio.ErrBufferFull {
			return n, err
		}
	}
}

// A batcher gathers lines into one string, and slices it into them.
type batcher struct {
	buf  []byte
	ends []int
}

// add adds a line read with its line ending, which it removes: "\n", and
// a "\r" before it or at the end of the last line.
func (b *batcher) add(line []byte) {
	line = bytes.TrimSuffix(line, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	b.buf = append(b.buf, line...)
	b.ends = append(b.ends, len(b.buf))
}

func (b *batcher) full() bool { return len(b.ends) >= batchLines || len(b.buf) >= batchBytes }

// flush returns the lines added since the last flush.
func (b *batcher) flush() []string {
	if len(b.ends) == 0 {
		return nil
	}
	text := string(b.buf)
	lines := make([]string, len(b.ends))
	start := 0
	for i, end := range b.ends {
		lines[i] = text[start:end]
		start = end
	}
	b.buf, b.ends = b.buf[:0], b.ends[:0]
	return lines
}
