package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
)

// runExtract is "uri extract": it finds the URIs in text files, as RFC
// 3986 Appendix C delimits them (uri.Extractor), and prints one line per
// URI as soon as the text that decides it is read.
func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("extract", "[-json] [FILE...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per URI, one per line, instead of text")
	fs.Usage = extractUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	out := bufio.NewWriter(stdout)
	show := printExtractText(out)
	if *asJSON {
		show = printExtractJSON(out)
	}
	status := 0
	for _, name := range files {
		st, werr := extractFile(fs, name, stdin, out, show)
		status = max(status, st)
		if werr != nil {
			break
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "%s: writing standard output: %v\n", fs.Name(), err)
		return 2
	}
	return status
}

// extractFile prints the URIs of file name ("-": stdin) to out with show,
// and returns the exit status for it: 0, 1 if some URI is invalid, 2 if
// the file cannot be read; and the error of writing out, if any.
func extractFile(fs *flag.FlagSet, name string, stdin io.Reader, out *bufio.Writer, show func(string, uri.Extracted)) (status int, werr error) {
	r := &flushingReader{r: stdin, w: out}
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
			return 2, nil
		}
		defer f.Close()
		r.r = f
	}
	e := uri.NewExtractor(r)
	for {
		m, err := e.Next()
		if err == io.EOF {
			return status, nil
		}
		if r.werr != nil {
			return status, r.werr
		}
		if err != nil {
			if name == "-" {
				err = fmt.Errorf("reading standard input: %w", err)
			}
			fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
			return 2, nil
		}
		show(name, m)
		if m.Flags&uri.ExtractInvalid != 0 {
			status = 1
		}
	}
}

// flushingReader reads from r, and first flushes w, so that what was
// written to w is out before reading, which may mean waiting for the
// writer of r. If flushing fails, werr holds the error, which reading
// returns.
type flushingReader struct {
	r    io.Reader
	w    *bufio.Writer
	werr error
}

func (f *flushingReader) Read(p []byte) (int, error) {
	if f.w.Buffered() > 0 {
		if f.werr = f.w.Flush(); f.werr != nil {
			return 0, f.werr
		}
	}
	return f.r.Read(p)
}

// extractUsage returns the usage message of "uri extract".
func extractUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri extract [-json] [FILE...]

Extract finds the URIs in each FILE ("-" or none: standard input) as RFC 3986
Appendix C delimits them in text: in double quotes, in angle brackets, after
"<URL:", or bare between whitespace, without the punctuation that ends a
sentence. A URI broken across lines inside quotes or brackets is joined
(flag wrapped); a line break right after a hyphen is ignored and both
readings are given (flag hyphen-ambiguous). Outside angle brackets, "word:"
starts a URI only if "word" is a scheme registered with IANA or "//" follows.

Each URI is printed on a line of its own, offsets in bytes into the file:

	FILE:START-END<TAB>DELIMITER<TAB>FLAGS<TAB>URI

DELIMITER is bare, angle, url or quotes; FLAGS is "-" or a comma-separated
list of wrapped, hyphen-ambiguous, invalid and truncated. A hyphen-ambiguous
URI's line goes on with "<TAB>or<TAB>" and the reading without the hyphen;
text that is delimited as a URI but is none (invalid) with
"<TAB>error<TAB>OFFSET<TAB>MESSAGE", the offset being into the URI. With
-json, each URI is an object with file, start, end, delimiter, flags, uri,
valid, error (if invalid) and alternative (if hyphen-ambiguous: uri, valid
and error of the other reading).

Each line is printed as soon as the text that decides it is read; the input
is read as a stream, in constant memory. A URI is read from at most 1 MiB
of text from where it begins (its "<" or quote, or its scheme): one whose
end is not found within it is cut there, as if the text ended there, and
flagged truncated.

The exit status is 0, or 1 if some URI is invalid, or 2 if a file cannot be
read.

Flags:
`)
		fs.PrintDefaults()
	}
}

// printExtractText returns a printer of the text form of "uri extract".
func printExtractText(w *bufio.Writer) func(name string, m uri.Extracted) {
	return func(name string, m uri.Extracted) {
		flags := m.Flags.String()
		if flags == "" {
			flags = "-"
		}
		w.WriteString(name + ":" + strconv.Itoa(m.Start) + "-" + strconv.Itoa(m.End) + "\t" + m.Delim.String() + "\t" + flags + "\t" + m.URI)
		if m.Flags&uri.ExtractHyphenAmbiguous != 0 {
			w.WriteString("\tor\t" + m.Alt)
		}
		if m.Err != nil {
			w.WriteString("\terror\t" + strconv.Itoa(m.Err.Offset) + "\t" + m.Err.Message())
		}
		w.WriteByte('\n')
	}
}

// jsonExtracted is the JSON form of a URI found by "uri extract".
type jsonExtracted struct {
	File        string       `json:"file"`
	Start       int          `json:"start"`
	End         int          `json:"end"`
	Delimiter   string       `json:"delimiter"`
	Flags       []string     `json:"flags"`
	URI         string       `json:"uri"`
	Valid       bool         `json:"valid"`
	Error       *jsonError   `json:"error,omitempty"`
	Alternative *jsonReading `json:"alternative,omitempty"`
}

// jsonReading is the other reading of a hyphen-ambiguous URI.
type jsonReading struct {
	URI   string     `json:"uri"`
	Valid bool       `json:"valid"`
	Error *jsonError `json:"error,omitempty"`
}

// printExtractJSON returns a printer of the JSON form of "uri extract": a
// jsonExtracted per URI and line.
func printExtractJSON(w *bufio.Writer) func(name string, m uri.Extracted) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return func(name string, m uri.Extracted) {
		r := jsonExtracted{File: name, Start: m.Start, End: m.End, Delimiter: m.Delim.String(),
			Flags: []string{}, URI: m.URI, Valid: m.Err == nil}
		if f := m.Flags.String(); f != "" {
			r.Flags = strings.Split(f, ",")
		}
		if m.Err != nil {
			r.Error = &jsonError{m.Err.Offset, m.Err.Message()}
		}
		if m.Flags&uri.ExtractHyphenAmbiguous != 0 {
			r.Alternative = &jsonReading{URI: m.Alt, Valid: m.AltErr == nil}
			if m.AltErr != nil {
				r.Alternative.Error = &jsonError{m.AltErr.Offset, m.AltErr.Message()}
			}
		}
		enc.Encode(r)
	}
}
