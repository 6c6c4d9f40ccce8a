package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/grammar"
)

// runMatch is "abnf match": it matches each input against a rule with the
// reference matcher (package match) and prints one line per input.
func runMatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("match", "[-g FILE[,FILE...]] -r RULE [INPUT...]", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "grammar `file`s, comma-separated, read as one grammar\n(default: embed:"+grammar.RFC3986+", RFC 3986 Appendix A)")
	rule := fs.String("r", "", "the `rule` each input must match as a whole (required)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *rule == "" {
		return usageError(fs, "no rule: -r is required")
	}
	if len(files.names) == 0 {
		files.names = []string{"embed:" + grammar.RFC3986}
	}

	m, ok := matcher(fs, files.names, *rule)
	if !ok {
		return 2
	}
	status := 0
	out := func(in string) error {
		res, err := m.Match(*rule, in, false)
		if err != nil {
			return err
		}
		if res.OK {
			_, err = fmt.Fprintln(stdout, "valid")
		} else {
			status = 1
			_, err = fmt.Fprintf(stdout, "invalid\t%d\t%s\n", res.Offset, res.Message())
		}
		return err
	}
	var err error
	if in := fs.Args(); len(in) > 0 && !(len(in) == 1 && in[0] == "-") {
		for _, s := range in {
			if err = out(s); err != nil {
				break
			}
		}
	} else {
		err = eachLine(stdin, out)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return 2
	}
	return status
}

// matcher reads the grammar of files, makes sure it has rule and no
// errors, and returns its matcher. When it cannot, it prints why to fs's
// output and returns false.
func matcher(fs *flag.FlagSet, files []string, rule string) (*match.Matcher, bool) {
	g, ok := checked(fs, files, rule)
	if !ok {
		return nil, false
	}
	m, err := match.New(g)
	if err != nil {
		fmt.Fprintf(fs.Output(), "%s: %v\n", fs.Name(), err)
		return nil, false
	}
	return m, true
}

// checked reads the grammar of files and makes sure it has the named rules
// (if any) and no errors. When not, it prints why to fs's output (errors
// only) and returns false.
func checked(fs *flag.FlagSet, files []string, rules ...string) (*abnf.Grammar, bool) {
	g, _ := load(fs, files, fs.Output())
	if g == nil {
		return nil, false
	}
	for _, rule := range rules {
		if g.Rule(rule) == nil {
			fmt.Fprintf(fs.Output(), "%s: no rule %q in %s\n", fs.Name(), rule, strings.Join(files, ", "))
			return nil, false
		}
	}
	if ds := check.Check(g, check.Options{Start: rules}); check.HasErrors(ds) {
		for _, d := range ds {
			if d.Severity == check.Error {
				fmt.Fprintln(fs.Output(), d)
			}
		}
		return nil, false
	}
	return g, true
}

// eachLine calls f with each line of r, without its "\n" or "\r\n". A
// last line without a final newline counts, keeping a final "\r"; lines
// may be of any length.
func eachLine(r io.Reader, f func(string) error) error {
	br := bufio.NewReader(r)
	for {
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
