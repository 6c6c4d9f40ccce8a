package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/extract"
)

// runExtract is "abnf extract": it prints the ABNF rules of an RFC's
// plain text (package gen/extract).
func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("extract", "[-section] [-lines] [-all] FILE|-", stderr)
	section := fs.Bool("section", false, "print a comment line \"; Section N\" before the rules of each section")
	lines := fs.Bool("lines", false, "print a comment line \"; line N, page P\" before each rule")
	all := fs.Bool("all", false, "print every definition, also those that repeat an earlier one token for token")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(fs, "want one file, or - for standard input")
	}
	name := fs.Arg(0)
	var text []byte
	var err error
	if name == "-" {
		name = "<stdin>"
		text, err = io.ReadAll(stdin)
	} else {
		text, err = os.ReadFile(name)
	}
	if err != nil {
		fmt.Fprintf(stderr, "abnf extract: %v\n", err)
		return 2
	}
	res := extract.Extract(text)
	seen := map[string][][]string{}
	last := "\x00"
	for _, r := range res.Rules {
		toks := r.Tokens()
		if !*all && slices.ContainsFunc(seen[r.Name], func(t []string) bool { return slices.Equal(t, toks) }) {
			continue
		}
		seen[r.Name] = append(seen[r.Name], toks)
		if *section && r.Section != last {
			if last != "\x00" {
				fmt.Fprintln(stdout)
			}
			last = r.Section
			if s := r.SectionName(); s != "" {
				fmt.Fprintf(stdout, "; %s\n", s)
			}
		}
		if *lines {
			if r.Page > 0 {
				fmt.Fprintf(stdout, "; line %d, page %d\n", r.Line, r.Page)
			} else {
				fmt.Fprintf(stdout, "; line %d\n", r.Line)
			}
		}
		fmt.Fprintln(stdout, r.Text)
	}
	for _, in := range res.Invalid {
		msg := in.Err.Error()
		if e, ok := errors.AsType[*abnf.Error](in.Err); ok {
			msg = fmt.Sprintf("%d:%d: warning: %s", e.Pos.Line, e.Pos.Col, e.Msg)
		}
		fmt.Fprintf(stderr, "%s:%s (left out: %q)\n", name, msg, in.Text)
	}
	if len(res.Invalid) > 0 {
		return 1
	}
	return 0
}
