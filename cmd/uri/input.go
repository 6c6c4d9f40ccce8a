package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unsafe"
)

// forEachInput runs the body of a command that answers each of its inputs
// in turn, and returns the command's exit status.
//
// The inputs are c.args, each one input, or, when there are none or the
// only one is "-", the lines of stdin (see eachLine). For each, in order,
// f writes its answer to out and reports whether the input was good. A
// line of stdin is only valid during the call: f must not keep it, nor
// anything that refers to it, once it returns. forEachInput flushes out at
// the end and, when reading stdin, whenever the next line is not yet at
// hand, so that someone typing lines sees each answer at once.
//
// The status is 0 when f said every input was good and 1 otherwise. It is
// 2 when reading stdin or writing out fails; forEachInput then stops,
// with the answers so far written if it can, and says why on c's output.
//
// With -url-file FILE, the inputs are the lines of FILE ("-": standard
// input), and there must be no arguments. With -verify, forEachInput stops
// after the first input that is not good, with status 1.
//
// Standard input read because there are no arguments must hold an input:
// when it is empty, forEachInput reports a usage error (status 2), so that
// "uri equal "$A" $B" with $B unset does not pass; "-" reads standard input
// even when it is empty, and exits 0 then.
func forEachInput(c *cmdline, stdin io.Reader, out *output, f func(in string) (ok bool)) int {
	return eachInput(c, c.args, stdin, out, f)
}

// eachInput is forEachInput with the arguments args.
func eachInput(c *cmdline, args []string, stdin io.Reader, out *output, f func(in string) (ok bool)) int {
	return readInputs(c, args, len(args) == 0, stdin, out, f)
}

// errVerify stops the inputs at the first bad one, with -verify.
var errVerify = errors.New("an input is not good")

// readInputs is eachInput, which reads stdin when args is empty or "-";
// implicit says that stdin is read for want of arguments, so that it must
// not be empty.
func readInputs(c *cmdline, args []string, implicit bool, stdin io.Reader, out *output, f func(in string) (ok bool)) int {
	status, n := 0, 0
	answer := func(in string) error {
		n++
		ok := f(in)
		out.filled()
		if !ok {
			status = 1
			if c.verify {
				return errVerify
			}
		}
		return nil
	}
	var rerr, werr error
	flush := func() error {
		werr = out.flush()
		return werr
	}
	from := "standard input"
	if c.urlFile != "" {
		if len(args) > 0 && !(len(args) == 1 && args[0] == "-") {
			return c.usageError("-url-file %s and inputs as arguments: give one or the other", c.urlFile)
		}
		args, implicit = nil, false
		if c.urlFile != "-" {
			file, err := os.Open(c.urlFile)
			if err != nil {
				fmt.Fprintf(c.fs.Output(), "%s: %s\n", c.fs.Name(), appendTextMessage(nil, err.Error()))
				return 2
			}
			defer file.Close()
			stdin, from = file, c.urlFile
		}
	}
	if len(args) > 0 && !(len(args) == 1 && args[0] == "-") {
		for _, s := range args {
			if answer(s) != nil {
				break
			}
		}
	} else {
		rerr = eachLine(stdin, flush, answer)
	}
	if rerr == errVerify {
		rerr = nil
	}
	if werr == nil {
		flush() // the answers so far, even after a read error
	}
	switch {
	case werr != nil:
		fmt.Fprintf(c.fs.Output(), "%s: writing standard output: %v\n", c.fs.Name(), werr)
		return 2
	case rerr != nil:
		fmt.Fprintf(c.fs.Output(), "%s: reading %s: %v\n", c.fs.Name(), from, rerr)
		return 2
	case implicit && n == 0:
		return c.usageError("no input: give inputs as arguments or lines of standard input, which is empty (\"-\" reads it even so)")
	}
	return status
}

// forEachPair runs the body of a command whose inputs go in pairs
// (resolve BASE REF, relative BASE TARGET, equal A B) and returns its exit
// status, as forEachInput does.
//
// With no arguments, or the single argument "-", each line of stdin is
// a pair: FIRST<TAB>SECOND, split at the first tab. f then gets second
// nil for a line without a tab. Otherwise the first argument is the first
// of every pair, and the seconds are the arguments after it, each one
// input, or, when there are none or the only one is "-", the lines of
// stdin, as forEachInput reads them.
func forEachPair(c *cmdline, stdin io.Reader, out *output, f func(first string, second *string) (ok bool)) int {
	args := c.args
	if len(args) == 0 || len(args) == 1 && args[0] == "-" || c.urlFile != "" && len(args) == 0 {
		return readInputs(c, nil, len(args) == 0, stdin, out, func(line string) bool {
			first, second, ok := strings.Cut(line, "\t")
			if !ok {
				return f(line, nil)
			}
			return f(first, &second)
		})
	}
	first := args[0]
	return readInputs(c, args[1:], len(args) == 1, stdin, out, func(second string) bool {
		return f(first, &second)
	})
}

// lineBuffer is the size of the buffer eachLine reads into, and to which
// it shrinks back after a longer line.
const lineBuffer = 64 << 10

// eachLine calls f with each line of r, without its "\n" or "\r\n", and
// stops at the first error, of reading r or of f. A last line without a
// final newline counts, keeping a final "\r"; lines may be of any length.
//
// The line is only valid during the call: it is the bytes of eachLine's
// buffer, which the next lines overwrite. eachLine holds one line and
// what it has read past it, in a buffer of lineBuffer bytes that grows for
// a longer line and shrinks back after it: memory is bounded by the
// longest line, whatever the length of r.
//
// Before reading, which it does only when what it holds has no complete
// line and which may mean waiting for r's writer, eachLine calls idle, if
// not nil, and stops if it fails.
func eachLine(r io.Reader, idle func() error, f func(string) error) error {
	buf := make([]byte, lineBuffer)
	start, end := 0, 0 // buf[start:end] is read and not yet a line
	var rerr error
	for {
		if i := bytes.IndexByte(buf[start:end], '\n'); i >= 0 {
			line := buf[start : start+i]
			start += i + 1
			if n := len(line); n > 0 && line[n-1] == '\r' {
				line = line[:n-1]
			}
			if err := f(transient(line)); err != nil {
				return err
			}
			continue
		}
		if rerr == io.EOF {
			if start < end {
				return f(transient(buf[start:end]))
			}
			return nil
		}
		if rerr != nil {
			return rerr
		}
		if idle != nil {
			if err := idle(); err != nil {
				return err
			}
		}
		// Make room: move the start of the line to the front, grow the
		// buffer if the line fills it, or shrink it back to its size
		// when the long line is done.
		switch n := end - start; {
		case start == 0 && end == len(buf):
			grown := make([]byte, 2*len(buf))
			copy(grown, buf)
			buf = grown
		case len(buf) > lineBuffer && n < lineBuffer/2:
			buf = append(make([]byte, 0, lineBuffer), buf[start:end]...)[:lineBuffer]
			start, end = 0, n
		case start > 0:
			copy(buf, buf[start:end])
			start, end = 0, n
		}
		var n int
		n, rerr = r.Read(buf[end:])
		end += n
	}
}

// transient returns b as a string without copying it: the string changes
// when b does, and must not be kept past that (see eachLine).
func transient(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}
