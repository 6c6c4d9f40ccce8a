package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// textioLines are the lines of text as textio reads them and trimCR
// trimmed them: parted at "\n", a last line without one kept when it is
// not empty, and a "\r" at the end of each removed.
func textioLines(text string) []string {
	lines := strings.SplitAfter(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(strings.TrimSuffix(l, "\n"), "\r")
	}
	return lines
}

// readAll reads the splits of path that start at cuts, and returns
// their lines in order, and the batches.
func readAll(t *testing.T, path string, size int64, cuts ...int64) ([]string, int) {
	t.Helper()
	var lines []string
	batches := 0
	bounds := append(append([]int64{0}, cuts...), size)
	for i := 0; i+1 < len(bounds); i++ {
		err := readSplit(context.Background(), split{Path: path, Start: bounds[i], End: bounds[i+1]}, func(b []string) {
			if len(b) == 0 {
				t.Errorf("split %d-%d: an empty batch", bounds[i], bounds[i+1])
			}
			batches++
			lines = append(lines, b...)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return lines, batches
}

// TestReadSplit checks that a file read in two or three splits, cut
// anywhere, gives the lines of the file once each, in order, as textio
// gives them.
func TestReadSplit(t *testing.T) {
	for _, text := range []string{
		"a\n\nb\r\nc\r\r\nhttp://x/y\n\r\n\nlast\r",
		"\n\n\n",
		"one line",
		"http://a/\nhttp://b/\n",
		"\r",
	} {
		path := filepath.Join(t.TempDir(), "in.txt")
		if err := os.WriteFile(path, []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
		want := textioLines(text)
		size := int64(len(text))
		for i := int64(0); i <= size; i++ {
			if got, _ := readAll(t, path, size, i); !slices.Equal(got, want) {
				t.Errorf("%q cut at %d: %q, want %q", text, i, got, want)
			}
			for j := i; j <= size; j++ {
				if got, _ := readAll(t, path, size, i, j); !slices.Equal(got, want) {
					t.Errorf("%q cut at %d and %d: %q, want %q", text, i, j, got, want)
				}
			}
		}
	}
}

// TestReadBatches checks a file of lines longer than the reader's buffer
// and more lines than a batch holds.
func TestReadBatches(t *testing.T) {
	long := "http://a/" + strings.Repeat("x", 3<<20)
	var b strings.Builder
	for i := range 2*batchLines + 10 {
		if i == batchLines+3 {
			b.WriteString(long + "\r\n")
		}
		b.WriteString("http://example.com/" + strings.Repeat("p/", i%7) + "\n")
	}
	text := b.String()
	path := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(path, []byte(text), 0o666); err != nil {
		t.Fatal(err)
	}
	want := textioLines(text)
	size := int64(len(text))
	for _, cuts := range [][]int64{nil, {size / 2}, {int64(strings.Index(text, long)) + 5}} {
		got, batches := readAll(t, path, size, cuts...)
		if !slices.Equal(got, want) {
			t.Errorf("cut at %v: %d lines, want %d", cuts, len(got), len(want))
		}
		if batches < 3 {
			t.Errorf("cut at %v: %d batches for %d lines, want 3 or more", cuts, batches, len(want))
		}
	}
}

// TestReadCompressed checks that a ".gz" file is one split, read whole:
// its text, many times the size of the file, gives every line once.
func TestReadCompressed(t *testing.T) {
	var b strings.Builder
	for i := range 3*batchLines + 17 {
		b.WriteString("http://example.com/" + strings.Repeat("a/", i%9) + "\r\n")
	}
	b.WriteString("last")
	text := b.String()
	path := filepath.Join(t.TempDir(), "in.txt.gz")
	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	w.Write([]byte(text))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if z.Len()*4 > len(text) {
		t.Fatalf("compressed %d bytes of %d: the test needs text much larger than the file", z.Len(), len(text))
	}
	if err := os.WriteFile(path, z.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	var splits []split
	if err := (&splitFilesFn{}).ProcessElement(context.Background(), path, func(s split) { splits = append(splits, s) }); err != nil {
		t.Fatal(err)
	}
	if len(splits) != 1 || splits[0].Start != 0 || splits[0].End < int64(len(text)) {
		t.Fatalf("splits %v, want one from 0 past %d", splits, len(text))
	}
	var got []string
	if err := readSplit(context.Background(), splits[0], func(b []string) { got = append(got, b...) }); err != nil {
		t.Fatal(err)
	}
	if want := textioLines(text); !slices.Equal(got, want) {
		t.Errorf("%d lines, want %d", len(got), len(want))
	}
}
