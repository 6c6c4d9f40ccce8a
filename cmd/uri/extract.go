package main

import (
	"fmt"
	"github.com/abnf-uri/uri/internal/termsafe"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/extract"
)

const extractSynopsis = "usage: uri extract [-mode text|markdown|html] [-json] [FILE...]\n"

const extractHelp = `Extract finds the URIs in text (RFC 3986 Appendix C).

The URIs are found as Appendix C delimits them in text: in double quotes,
in angle brackets, after "<URL:", or bare between whitespace, without the
punctuation that ends a sentence. A URI broken across lines inside quotes
or brackets is joined (flag wrapped); a line break right after a hyphen is
ignored and both readings are given (flag hyphen-ambiguous). Outside angle
brackets, "word:" starts a URI only if "word" is a scheme registered with
IANA or "//" follows.

-mode says what the text is. text (the default) is plain text, mail and
RFC-style documents, read as above. markdown is CommonMark and GitHub
Flavored Markdown: beyond Appendix C, a backtick (a code span) ends a URI,
"*", "_" and "~" of emphasis and strikethrough at its end are not part of
it, a ")" that closes no "(" of the URI ends it as it ends a link
destination, and angle brackets (an autolink) hold no whitespace. html is
HTML source: "<" opens a tag, not a URI; URIs are found in attribute
values and in text, with their character references decoded ("&amp;" is
"&"; flag decoded), START-END being where they are in the file. A
reference to a space, "<", ">" or a quote ends a URI. A URI that is none
once decoded is invalid.

Inputs: the FILE arguments, text files, read in turn; "-", or no FILE,
is standard input. Each is read as a stream, in constant memory. A URI is
read from at most 1 MiB of text from where it begins (its "<" or quote, or
its scheme): one whose end is not found within it is cut there, as if the
text ended there, and flagged truncated.

Output: a line per URI, printed as soon as the text that decides it is
read, offsets in bytes into the file:

	FILE:START-END<TAB>DELIMITER<TAB>FLAGS<TAB>URI

DELIMITER is bare, angle, url or quotes; FLAGS is "-" or a comma-separated
list of wrapped, hyphen-ambiguous, invalid, truncated and decoded. A
hyphen-ambiguous URI's line goes on with "<TAB>or<TAB>" and the reading
without the hyphen; text that is delimited as a URI but is none (invalid)
with "<TAB>error<TAB>OFFSET<TAB>MESSAGE", the offset being into the URI.
-echo changes nothing: each line holds the URI.

With -json, an object per URI: "file", "start", "end", "delimiter",
"flags", "uri", "valid", ` + jsonErrorHelp + ` (if invalid), and
"alternative" (if hyphen-ambiguous: "uri", "valid" and "error" of the
other reading).

Exit status: 0, or 1 if some URI is invalid, or 2 if a file cannot be read
or writing standard output fails, or on a usage error.
`

// runExtract is "uri extract": it finds the URIs in text files, as RFC
// 3986 Appendix C delimits them (extract.Scanner), and prints one line per
// URI as soon as the text that decides it is read.
func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("extract", extractSynopsis, extractHelp, stderr)
	modeName := c.fs.String("mode", "text", "the `MODE` of the text: text (RFC 3986 Appendix C), markdown or html")
	if code, ok := c.parse(args); !ok {
		return code
	}
	mode, ok := extractMode(*modeName)
	if !ok {
		return c.usageError("-mode %q: want text, markdown or html", *modeName)
	}
	files := c.args
	var read countingReader // standard input read for want of files
	if len(files) == 0 {
		files = []string{"-"}
		read.r, stdin = stdin, &read
	}
	out := newOutput(c, stdout)
	show := printExtractText(out)
	if out.json {
		show = printExtractJSON(out)
	}
	status := 0
	for _, name := range files {
		st, werr := extractFile(c, mode, name, stdin, out, show)
		status = max(status, st)
		if werr != nil {
			break
		}
	}
	if err := out.flush(); err != nil {
		fmt.Fprintf(stderr, "%s: writing standard output: %v\n", c.fs.Name(), err)
		return 2
	}
	if read.r != nil && read.n == 0 && status == 0 {
		return c.usageError("no input: give files as arguments or text on standard input, which is empty (\"-\" reads it even so)")
	}
	return status
}

// countingReader reads from r and counts the bytes read.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// extractMode returns the mode that name, a value of -mode, names.
func extractMode(name string) (extract.Mode, bool) {
	for _, m := range []extract.Mode{extract.Text, extract.Markdown, extract.HTML} {
		if strings.EqualFold(name, m.String()) {
			return m, true
		}
	}
	return 0, false
}

// extractFile prints the URIs of file name ("-": stdin), read in mode, to out with show,
// and returns the exit status for it: 0, 1 if some URI is invalid, 2 if
// the file cannot be read; and the error of writing out, if any.
func extractFile(c *cmdline, mode extract.Mode, name string, stdin io.Reader, out *output, show func(string, extract.Match)) (status int, werr error) {
	r := &flushingReader{r: stdin, w: out}
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(c.fs.Output(), "%s: %s\n", c.fs.Name(), appendTextMessage(nil, err.Error()))
			return 2, nil
		}
		defer f.Close()
		r.r = f
	}
	e := mode.NewScanner(r)
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
			fmt.Fprintf(c.fs.Output(), "%s: %s\n", c.fs.Name(), appendTextMessage(nil, err.Error()))
			return 2, nil
		}
		show(name, m)
		out.filled()
		if m.Flags&extract.Invalid != 0 {
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
	w    *output
	werr error
}

func (f *flushingReader) Read(p []byte) (int, error) {
	if len(f.w.buf) > 0 {
		if f.werr = f.w.flush(); f.werr != nil {
			return 0, f.werr
		}
	}
	return f.r.Read(p)
}

// printExtractText returns a printer of the text form of "uri extract".
// The file name, the URIs and the message are written by appendText and
// appendTextMessage: text that is delimited as a URI but is none may hold
// anything but whitespace.
func printExtractText(w *output) func(name string, m extract.Match) {
	return func(name string, m extract.Match) {
		flags := m.Flags.String()
		if flags == "" {
			flags = "-"
		}
		b := appendText(w.buf, name)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(m.Start), 10)
		b = append(b, '-')
		b = strconv.AppendInt(b, int64(m.End), 10)
		b = append(b, '\t')
		b = append(b, m.Delim.String()...)
		b = append(b, '\t')
		b = append(b, flags...)
		b = append(b, '\t')
		b = appendText(b, m.URI)
		if m.Flags&extract.HyphenAmbiguous != 0 {
			b = append(b, "\tor\t"...)
			b = appendText(b, m.Alt)
		}
		if e := syntaxErrorOf(m.Err); e != nil {
			b = append(b, "\terror\t"...)
			b = strconv.AppendInt(b, int64(e.Offset), 10)
			b = append(b, '\t')
			b = appendTextMessage(b, e.Detail())
		}
		w.buf = append(b, '\n')
	}
}

// printExtractJSON returns a printer of the JSON form of "uri extract": an
// object per URI and line.
func printExtractJSON(o *output) func(name string, m extract.Match) {
	return func(name string, m extract.Match) {
		o.begin()
		o.str("file", name)
		o.num("start", m.Start)
		o.num("end", m.End)
		o.str("delimiter", m.Delim.String())
		o.key("flags")
		o.array()
		if f := m.Flags.String(); f != "" {
			for flag := range strings.SplitSeq(f, ",") {
				o.elem()
				o.buf = termsafe.AppendJSONString(o.buf, flag)
			}
		}
		o.endArray()
		reading := func(u string, err error) {
			o.str("uri", u)
			o.boolean("valid", err == nil)
			if err != nil {
				o.failure(parseFailure("", u, true, err))
			}
		}
		reading(m.URI, m.Err)
		if m.Flags&extract.HyphenAmbiguous != 0 {
			o.key("alternative")
			o.begin()
			reading(m.Alt, m.AltErr)
			o.end()
		}
		o.end()
		o.done()
	}
}
