package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/check"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/grammar"
	"github.com/abnf-uri/uri/internal/termsafe"
)

// defaultMaxLen is the default of "abnf match -maxlen": 1 MiB, which the
// matcher takes in well under a second and a few hundred MB for the rules
// of RFC 3986.
const defaultMaxLen = 1 << 20

// runMatch is "abnf match": it matches each input against a rule with the
// reference matcher (package match) and prints one line per input.
func runMatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("match", "[-g FILE[,FILE...]] -r RULE [-maxlen BYTES] [-maxdepth N] [-maxsteps N] [-echo] [INPUT...]", stderr)
	files := &listFlag{what: "file name"}
	fs.Var(files, "g", "grammar `file`s, comma-separated, read as one grammar\n(default: embed:"+grammar.RFC3986+", RFC 3986 Appendix A)")
	rule := fs.String("r", "", "the `rule` each input must match as a whole (required)")
	maxLen := fs.Int("maxlen", defaultMaxLen, "the longest input to match, in `bytes`; a longer one is an error")
	maxDepth := maxDepthFlag(fs, "deeper is an error")
	maxSteps := fs.Int("maxsteps", 0, "the most steps matching one input may take, a `number`; more is an error\n(default: 512 a byte of input, and at least 1048576)")
	echo := fs.Bool("echo", false, "begin each line with the input it answers and a tab (quoted as a Go string\nwhen it holds a control character or begins with a double quote)")
	grammarFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *rule == "" {
		return usageError(fs, "no rule: -r is required")
	}
	if *maxLen < 0 {
		return usageError(fs, "-maxlen %d: the length must be at least 0", *maxLen)
	}
	if code, bad := maxDepthError(fs, *maxDepth); bad {
		return code
	}
	if *maxSteps < 0 {
		return usageError(fs, "-maxsteps %d: the number must be at least 0", *maxSteps)
	}
	if len(files.names) == 0 {
		files.names = []string{"embed:" + grammar.RFC3986}
	}

	m, ok := matcher(fs, files.names, *rule)
	if !ok {
		return 2
	}
	m.MaxDepth = *maxDepth
	m.MaxSteps = *maxSteps
	status := 0
	// out prints the outcome for one input; long says that it is longer
	// than -maxlen, and then in is not all of it.
	out := func(in string, long bool) error {
		if *echo {
			if termsafe.Index(in) >= 0 || strings.HasPrefix(in, `"`) {
				in := strconv.Quote(in)
				if _, err := io.WriteString(stdout, in+"\t"); err != nil {
					return err
				}
			} else if _, err := io.WriteString(stdout, in+"\t"); err != nil {
				return err
			}
		}
		if long || len(in) > *maxLen {
			status = 2
			_, err := fmt.Fprintf(stdout, "error\t%d\tinput longer than %d bytes (-maxlen)\n", *maxLen, *maxLen)
			return err
		}
		res, err := m.Match(*rule, in, false)
		if d, ok := errors.AsType[*match.DepthError](err); ok {
			status = 2
			_, err = fmt.Fprintf(stdout, "error\t%d\t%s (-maxdepth)\n", d.Offset, d.Msg)
			return err
		}
		if l, ok := errors.AsType[*match.LimitError](err); ok {
			status = 2
			_, err = fmt.Fprintf(stdout, "error\t%d\t%s (-maxsteps)\n", l.Offset, l.Msg)
			return err
		}
		if err != nil {
			return err
		}
		if res.OK {
			_, err = fmt.Fprintln(stdout, "valid")
		} else {
			status = max(status, 1)
			_, err = fmt.Fprintf(stdout, "invalid\t%d\t%s\n", res.Offset, res.Message())
		}
		return err
	}
	var err error
	if in := fs.Args(); len(in) > 0 && !(len(in) == 1 && in[0] == "-") {
		for _, s := range in {
			if err = out(s, false); err != nil {
				break
			}
		}
	} else {
		err = readLines(stdin, *maxLen, out)
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
// only) and returns false. The grammar it returns leaves out the rules
// that use undefined rules, directly or not: errors when a named rule
// reaches them; without named rules, for every rule that does not, it
// says on fs's output which it left out.
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
	start := rules
	if len(start) == 0 {
		// Every rule that reaches no undefined rule: the others are
		// left out below.
		for _, r := range g.Defined().Rules {
			start = append(start, r.Name)
		}
	}
	if ds := check.Check(g, check.Options{Start: start}); check.HasErrors(ds) {
		for _, d := range ds {
			if d.Severity == check.Error {
				fmt.Fprintln(fs.Output(), d)
			}
		}
		return nil, false
	}
	if len(rules) == 0 {
		var out []string
		unresolved := g.Unresolved()
		for _, r := range g.Rules {
			if ref := unresolved[r]; ref != nil {
				out = append(out, fmt.Sprintf("%s (%s)", r.Name, ref.Name))
			}
		}
		if len(out) > 0 {
			fmt.Fprintf(fs.Output(), "%s: note: left out the rules that use undefined rules: %s\n", fs.Name(), strings.Join(out, ", "))
		}
	}
	return g.Defined(), true
}

// eachLine calls f with each line of r, without its "\n" or "\r\n". A
// last line without a final newline counts, keeping a final "\r"; lines
// may be of any length.
func eachLine(r io.Reader, f func(string) error) error {
	return readLines(r, -1, func(line string, _ bool) error { return f(line) })
}

// readLines calls f with each line of r, as eachLine does, but keeps at
// most maxLen bytes of a line, and of its line end, in memory (all of it
// when maxLen is negative): f gets a longer line as "" with long set, and
// the rest of it is read and dropped.
func readLines(r io.Reader, maxLen int, f func(line string, long bool) error) error {
	br := bufio.NewReader(r)
	var buf []byte
	for {
		buf = buf[:0]
		long := false
		var err error
		for {
			var chunk []byte
			chunk, err = br.ReadSlice('\n')
			if !long {
				buf = append(buf, chunk...)
				// A line end is at most 2 bytes ("\r\n").
				if maxLen >= 0 && len(buf) > maxLen+2 {
					long, buf = true, buf[:0]
				}
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if err != nil && err != io.EOF {
			return err
		}
		if err == io.EOF && len(buf) == 0 && !long {
			return nil
		}
		line := buf
		if l, ok := bytes.CutSuffix(line, []byte("\n")); ok {
			line = bytes.TrimSuffix(l, []byte("\r"))
		}
		if maxLen >= 0 && len(line) > maxLen {
			long, line = true, nil
		}
		if ferr := f(string(line), long); ferr != nil {
			return ferr
		}
		if err == io.EOF {
			return nil
		}
	}
}
