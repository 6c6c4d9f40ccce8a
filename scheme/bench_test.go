package scheme

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/parser"
)

// corpus reads the URL lists of ../shared/data/urls (the CSV's base and
// relative fields alike), or skips.
func corpus(b *testing.B) map[string][]string {
	files, _ := filepath.Glob("../../shared/data/urls/*")
	out := map[string][]string{}
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		f, err := os.Open(file)
		if err != nil {
			b.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		name := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
		for sc.Scan() {
			line := sc.Text()
			if strings.HasSuffix(file, ".csv") {
				base, ref, _ := strings.Cut(line, ",")
				out[name] = append(out[name], base, ref)
				continue
			}
			out[name] = append(out[name], line)
		}
		f.Close()
	}
	if len(out) == 0 {
		b.Skip("no URL lists in ../../shared/data/urls (they sit beside the repository)")
	}
	return out
}

// BenchmarkCorpus times one pass over each URL list of ../shared/data/urls
// with the generic validator of RFC 3986's URI-reference (what
// uri.Validate runs, without wrapping its error) and with
// Validate (RFC 3986's URI, then the scheme's grammar, for the http,
// https and file URIs that make up the lists); ns/url is per URL. The
// ratio scheme/generic is what the issue bounds by 2. scheme-valid is
// Valid, which builds no error: on a list of URIs valid under RFC 3986
// and not under their scheme (isaacs_files: file URIs with a query),
// Validate's time is mostly that of allocating the error.
func BenchmarkCorpus(b *testing.B) {
	for name, lines := range corpus(b) {
		for _, impl := range []struct {
			name string
			f    func(string) error
		}{
			{"generic", parser.ValidateURIReference},
			{"scheme", Validate},
			{"scheme-valid", func(s string) error {
				if !Valid(s) {
					return errInvalid
				}
				return nil
			}},
		} {
			b.Run(name+"/"+impl.name, func(b *testing.B) {
				for b.Loop() {
					for _, s := range lines {
						impl.f(s)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/url")
			})
		}
	}
}

var errInvalid = errors.New("invalid")
