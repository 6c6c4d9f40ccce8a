package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
)

// runFmt is "abnf fmt": it lays out grammar files canonically
// (abnf.FormatSource), printing the result, listing the files that
// differ (-l) or rewriting them (-w).
func runFmt(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("fmt", "[-l] [-w] [FILE...]", stderr)
	list := fs.Bool("l", false, "list the files whose layout differs from fmt's instead of printing them")
	write := fs.Bool("w", false, "write the result to each file instead of standard output")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	files := fs.Args()
	if len(files) == 0 {
		if *write {
			return usageError(fs, "-w needs a file")
		}
		src, err := io.ReadAll(stdin)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
			return 2
		}
		return fmtFile("<standard input>", src, *list, false, stdout, stderr)
	}
	code := 0
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
			code = 2
			continue
		}
		code = max(code, fmtFile(name, src, *list, *write, stdout, stderr))
	}
	return code
}

// fmtFile formats one file; it returns 1 after a syntax error, which it
// prints as a diagnostic to stderr, and 2 when the file cannot be
// written.
func fmtFile(name string, src []byte, list, write bool, stdout, stderr io.Writer) int {
	out, err := abnf.FormatSource(name, src)
	if err != nil {
		if e, ok := errors.AsType[*abnf.Error](err); ok {
			fmt.Fprintf(stderr, "%s: %s: %s\n", e.Pos, check.Error, e.Msg)
			return 1
		}
		fmt.Fprintf(stderr, "abnf fmt: %v\n", err)
		return 2
	}
	changed := !bytes.Equal(out, src)
	if list && changed {
		fmt.Fprintln(stdout, name)
	}
	if write {
		if changed {
			info, err := os.Stat(name)
			if err == nil {
				err = os.WriteFile(name, out, info.Mode().Perm())
			}
			if err != nil {
				fmt.Fprintf(stderr, "abnf fmt: %v\n", err)
				return 2
			}
		}
		return 0
	}
	if !list {
		stdout.Write(out)
	}
	return 0
}
