package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strings"
)

// forEachInput runs the body of a command that answers each of its inputs
// in turn, and returns the command's exit status.
//
// The inputs are fs.Args(), each one input, or, when there are none or
// the only one is "-", the lines of stdin (see eachLine). For each, in
// order, f writes its answer to out, a buffer over the command's standard
// output, and reports whether the input was good. forEachInput flushes
// out at the end and, when reading stdin, whenever the next line is not
// yet at hand, so that someone typing lines sees each answer at once.
//
// The status is 0 when f said every input was good and 1 otherwise. It is
// 2 when reading stdin or writing out fails; forEachInput then stops,
// with the answers so far written if it can, and says why on fs's output.
func forEachInput(fs *flag.FlagSet, stdin io.Reader, out *bufio.Writer, f func(in string) (ok bool)) int {
	status := 0
	answer := func(in string) error {
		if !f(in) {
			status = 1
		}
		return nil
	}
	var rerr, werr error
	flush := func() error {
		werr = out.Flush()
		return werr
	}
	if in := fs.Args(); len(in) > 0 && !(len(in) == 1 && in[0] == "-") {
		for _, s := range in {
			answer(s)
		}
	} else {
		rerr = eachLine(stdin, flush, answer)
	}
	if werr == nil {
		flush() // the answers so far, even after a read error
	}
	switch {
	case werr != nil:
		fmt.Fprintf(fs.Output(), "%s: writing standard output: %v\n", fs.Name(), werr)
		return 2
	case rerr != nil:
		fmt.Fprintf(fs.Output(), "%s: reading standard input: %v\n", fs.Name(), rerr)
		return 2
	}
	return status
}

// eachLine calls f with each line of r, without its "\n" or "\r\n", and
// stops at the first error, of reading r or of f. A last line without a
// final newline counts, keeping a final "\r"; lines may be of any length.
//
// Before reading what it does not yet hold of r, which may mean waiting
// for it, eachLine calls idle, if not nil, and stops if it fails.
func eachLine(r io.Reader, idle func() error, f func(string) error) error {
	br := bufio.NewReader(r)
	for {
		if idle != nil && br.Buffered() == 0 {
			if err := idle(); err != nil {
				return err
			}
		}
		line, err := br.ReadString('\n')
		if err != nil && err != io.EOF {
			return err
		}
		if err == io.EOF && line == "" {
			return nil
		}
		if l, ok := strings.CutSuffix(line, "\n"); ok {
			line = strings.TrimSuffix(l, "\r")
		}
		if ferr := f(line); ferr != nil {
			return ferr
		}
		if err == io.EOF {
			return nil
		}
	}
}
