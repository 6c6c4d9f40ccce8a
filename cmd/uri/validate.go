package main

import (
	"bufio"
	"fmt"
	"io"

	"github.com/abnf-uri/uri/parser"
)

// runValidate is "uri validate": it matches each input as a whole against
// a rule of RFC 3986's grammar and prints one line per input.
func runValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("validate", "[-rule RULE] [INPUT...]", stderr)
	name := fs.String("rule", parser.URIReference.String(), "the `RULE` each input must match as a whole, its name in any case:\nany rule of the grammar of RFC 3986 (Appendix A)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	rule, ok := parser.Lookup(*name)
	if !ok {
		return usageError(fs, "unknown rule %q: not a rule of RFC 3986", *name)
	}
	out := bufio.NewWriter(stdout)
	return forEachInput(fs, stdin, out, func(in string) bool {
		err := parser.Validate(rule, in)
		if err == nil {
			out.WriteString("valid\n")
			return true
		}
		e := err.(*parser.Error)
		fmt.Fprintf(out, "invalid\t%d\t%s\n", e.Offset, e.Message())
		return false
	})
}
