package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/abnf-uri/uri/beam/uribeam"
)

// corpora returns the URL corpora and their number of lines, or skips.
func corpora(b *testing.B) ([]string, int) {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.*"))
	files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, ".md") })
	if len(files) == 0 {
		b.Skipf("no URL corpora in %s", corpusDir)
	}
	n := 0
	for _, f := range files {
		n += len(splitLines(must(os.ReadFile(f))))
	}
	return files, n
}

// BenchmarkPipeline runs uripipe on the in-process runner (prism unless
// -runner says otherwise) over the URL corpora, each run a whole
// pipeline: reading, the transform, the shuffle of the sharded writes and
// the summary. It reports URLs per second.
func BenchmarkPipeline(b *testing.B) {
	files, n := corpora(b)
	for _, op := range []string{"validate", "normalize", "dedupe"} {
		b.Run(op, func(b *testing.B) {
			out := filepath.Join(b.TempDir(), "out")
			cfg := config{inputs: files, output: out, op: op, level: uribeam.SchemeBased, n: 3, shards: 4, sep: "\t"}
			start := time.Now()
			for range b.N {
				if err := run(context.Background(), cfg); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n*b.N)/time.Since(start).Seconds(), "urls/s")
		})
	}
}

// BenchmarkCLI runs "uri validate -json" and "uri normalize -json" on the
// same corpora, a process per file, for comparison with BenchmarkPipeline.
func BenchmarkCLI(b *testing.B) {
	files, n := corpora(b)
	exe := buildURI(b)
	for _, op := range []string{"validate", "normalize"} {
		b.Run(op, func(b *testing.B) {
			start := time.Now()
			for range b.N {
				for _, f := range files {
					runURI(b, exe, op, f)
				}
			}
			b.ReportMetric(float64(n*b.N)/time.Since(start).Seconds(), "urls/s")
		})
	}
}
