package main

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/abnf-uri/uri"
)

// streamLines is the number of lines of the stream benchmarks.
const streamLines = 1_000_000

// streamInput returns streamLines lines of URI references, one in ten
// invalid, made once: the examples of RFC 3986 §1.1.2 and the kinds of
// URLs web pages link to, each made different by its line number.
var streamInput = sync.OnceValue(func() []byte {
	var b bytes.Buffer
	for i := range streamLines {
		t := streamTemplates[i%len(streamTemplates)]
		// %d is replaced by i; the "%zz" of an invalid template stays.
		j := strings.LastIndex(t, "%d")
		b.WriteString(t[:j])
		b.WriteString(strconv.Itoa(i))
		b.WriteString(t[j+2:])
		b.WriteByte('\n')
	}
	return b.Bytes()
})

// streamTemplates are the lines of streamInput, "%d" standing for the
// line number.
var streamTemplates = []string{
	"http://www.example.com/articles/%d/index.html",
	"https://example.org/search?q=item%d&lang=en#results",
	"ftp://ftp.is.co.za/rfc/rfc%d.txt",
	"ldap://[2001:db8::7]/c=GB?objectClass?one%d",
	"mailto:John.Doe%d@example.com",
	"news:comp.infosystems.www.servers.unix%d",
	"tel:+1-816-555-%d",
	"telnet://192.0.2.16:80/%d",
	"urn:oasis:names:specification:docbook:dtd:xml:4.1.%d",
	"../images/photo%d.jpg",
	"/static/css/site.css?v=%d",
	"https://user@cdn.example.net:8443/a/b/c/%d/d;p?x=1&y=2",
	"//cdn.example.com/lib/%d/app.js",
	"#section-%d",
	"https://example.com/path with space/%d",
	"http://example.com/%zz/%d",
	"https://example.com/wiki/Main_Page?oldid=%d",
	"http://192.168.0.1:8080/admin/%d",
	"https://[::1]:443/api/v%d/items",
	"file:///home/user/docs/report%d.pdf",
}

// BenchmarkStream times the loop of the uri command on streamLines lines
// of standard input, written to a buffer: no process is started. "bare"
// is the least a validator of lines can do, a bufio.Scanner and
// uri.Valid; the others are uri commands. Each reports lines/s.
func BenchmarkStream(b *testing.B) {
	in := streamInput()
	bench := func(name string, f func(r io.Reader, w io.Writer)) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				f(bytes.NewReader(in), io.Discard)
			}
			b.ReportMetric(float64(streamLines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
		})
	}
	bench("bare", func(r io.Reader, w io.Writer) {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 1<<30)
		n := 0
		for sc.Scan() {
			if uri.Valid(sc.Text()) {
				n++
			}
		}
		if n == 0 {
			b.Fatal("nothing valid")
		}
	})
	for _, args := range [][]string{
		{"validate"},
		{"parse", "-json"},
		{"parse"},
		{"normalize"},
	} {
		bench(strings.Join(args, ""), func(r io.Reader, w io.Writer) {
			if code := run(args, r, w, io.Discard); code != 1 {
				b.Fatalf("uri %q: exit status %d, want 1", args, code)
			}
		})
	}
}

// BenchmarkStreamRatios runs the bare loop, "uri validate" and "uri parse
// -json" on streamLines lines in turn, b.N rounds, and reports the ratios
// the uri command is held to, from the fastest round of each, in CPU time
// where the system tells it (timed), so that the load of a shared machine
// weighs on all alike: validate's time over the bare loop's (at most 1.3),
// and parse -json's lines/s over validate's (at least 0.5).
func BenchmarkStreamRatios(b *testing.B) {
	in := streamInput()
	bare := func() {
		sc := bufio.NewScanner(bytes.NewReader(in))
		sc.Buffer(make([]byte, 64<<10), 1<<30)
		for sc.Scan() {
			uri.Valid(sc.Text())
		}
	}
	cmd := func(args ...string) func() {
		return func() { run(args, bytes.NewReader(in), io.Discard, io.Discard) }
	}
	runs := []func(){bare, cmd("validate"), cmd("parse", "-json")}
	best := make([]time.Duration, len(runs))
	for b.Loop() {
		for i, f := range runs {
			if d := timed(f); best[i] == 0 || d < best[i] {
				best[i] = d
			}
		}
	}
	b.ReportMetric(float64(best[1])/float64(best[0]), "validate/bare")
	b.ReportMetric(float64(best[1])/float64(best[2]), "parse-json/validate")
	for i, name := range []string{"bare", "validate", "parse-json"} {
		b.ReportMetric(float64(streamLines)/best[i].Seconds()/1e6, "Mlines/s-"+name)
	}
}
