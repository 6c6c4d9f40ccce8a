package doctest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A Func is a command run in process: it runs with args (the words after
// its name) and returns the exit status.
type Func func(args []string, stdin io.Reader, stdout, stderr io.Writer) int

// A Runner runs the command lines of examples in process, in the current
// directory.
type Runner struct {
	// Commands are the project's commands, by the words that call them:
	// "abnf", or "go run ./cmd/abnf". The longest that begins a stage's
	// words is run, with the words after it.
	Commands map[string]Func
}

// Run runs line, a pipeline of commands (see Parse) whose stages are
// Commands or emulated filters (see filters), and returns what it
// printed, standard output and error in the order written, and the exit
// status of its last stage. Each stage runs to its end before the next
// begins, its standard error going to the output; the first reads
// nothing unless redirected. An error says why the line cannot be run:
// what Parse refuses, a command Run does not know or a filter's option it
// does not emulate, a file after "<" that cannot be read.
func (r *Runner) Run(line string) (string, int, error) {
	var out bytes.Buffer
	code, err := r.pipeline(line, &out, &out)
	return out.String(), code, err
}

func (r *Runner) pipeline(line string, stdout, stderr io.Writer) (int, error) {
	subst := func(line string) (string, error) {
		var b bytes.Buffer
		_, err := r.pipeline(line, &b, stderr)
		return b.String(), err
	}
	cmds, err := Parse(line, subst)
	if err != nil {
		return 0, err
	}
	// The stages are all checked before any runs (substitutions have
	// run while parsing).
	funcs := make([]Func, len(cmds))
	args := make([][]string, len(cmds))
	inputs := make([][]byte, len(cmds))
	for i, c := range cmds {
		if funcs[i], args[i], err = r.lookup(c.Args); err != nil {
			return 0, err
		}
		if c.Stdin != "" {
			if inputs[i], err = os.ReadFile(c.Stdin); err != nil {
				return 0, err
			}
		}
	}
	var in []byte
	code := 0
	for i, c := range cmds {
		if c.Stdin != "" {
			in = inputs[i]
		}
		var pipe bytes.Buffer
		w := stdout
		if i < len(cmds)-1 {
			w = &pipe
		}
		code = funcs[i](args[i], bytes.NewReader(in), w, stderr)
		in = pipe.Bytes()
	}
	return code, nil
}

// lookup returns the Func that runs the words of a stage, and the
// arguments to give it.
func (r *Runner) lookup(words []string) (Func, []string, error) {
	best := -1
	var f Func
	for name, g := range r.Commands {
		n := strings.Fields(name)
		if len(n) > best && len(n) <= len(words) && slices.Equal(n, words[:len(n)]) {
			best, f = len(n), g
		}
	}
	if f != nil {
		return f, words[best:], nil
	}
	if filter, ok := filters[words[0]]; ok {
		f, err := filter(words[1:])
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", words[0], err)
		}
		return f, nil, nil
	}
	return nil, nil, fmt.Errorf("%s: not a command of the project nor an emulated filter", words[0])
}

// filters are the commands of a system that examples pipe to or from,
// emulated with only the options examples use. Each returns the Func that
// runs it with the arguments given, or an error for arguments it does not
// emulate.
var filters = map[string]func(args []string) (Func, error){
	"printf": printfFilter,
	"grep":   grepFilter,
	"cut":    cutFilter,
	"sort":   sortFilter,
	"uniq":   uniqFilter,
	"ls":     lsFilter,
}

// lines reads r whole and splits it into lines (see Lines).
func lines(r io.Reader) []string {
	b, _ := io.ReadAll(r)
	return Lines(string(b))
}

// printfFilter emulates printf FORMAT [ARG...], with the conversions %s
// and %% and the escapes \n, \t and \\: the format is used again while
// arguments are left.
func printfFilter(args []string) (Func, error) {
	if len(args) == 0 {
		return nil, errors.New("no format")
	}
	format, values := args[0], args[1:]
	for i := 0; i < len(format); i++ {
		switch {
		case format[i] == '%' && (i+1 == len(format) || !strings.ContainsRune("s%", rune(format[i+1]))),
			format[i] == '\\' && (i+1 == len(format) || !strings.ContainsRune(`nt\`, rune(format[i+1]))):
			return nil, fmt.Errorf("%q: only %%s, %%%%, \\n, \\t and \\\\ are emulated", format)
		case format[i] == '%' || format[i] == '\\':
			i++
		}
	}
	return func(_ []string, _ io.Reader, stdout, _ io.Writer) int {
		var b strings.Builder
		for {
			used := 0
			for i := 0; i < len(format); i++ {
				c := format[i]
				if c != '%' && c != '\\' {
					b.WriteByte(c)
					continue
				}
				i++
				switch string([]byte{c, format[i]}) {
				case `\n`:
					b.WriteByte('\n')
				case `\t`:
					b.WriteByte('\t')
				case `\\`:
					b.WriteByte('\\')
				case "%%":
					b.WriteByte('%')
				case "%s":
					if used < len(values) {
						b.WriteString(values[used])
					}
					used++
				}
			}
			if used == 0 || used >= len(values) {
				break
			}
			values = values[used:]
		}
		io.WriteString(stdout, b.String())
		return 0
	}, nil
}

// grepFilter emulates grep -E [-x] PATTERN, reading standard input: the
// lines that match the POSIX extended regular expression PATTERN (as a
// whole with -x) are printed, and the exit status is 1 when there are
// none.
func grepFilter(args []string) (Func, error) {
	var extended, whole bool
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		for _, f := range args[0][1:] {
			switch f {
			case 'E':
				extended = true
			case 'x':
				whole = true
			default:
				return nil, fmt.Errorf("option -%c is not emulated", f)
			}
		}
		args = args[1:]
	}
	if !extended || len(args) != 1 {
		return nil, errors.New("only grep -E [-x] PATTERN is emulated")
	}
	expr := args[0]
	if whole {
		expr = "^(" + expr + ")$"
	}
	re, err := regexp.CompilePOSIX(expr)
	if err != nil {
		return nil, err
	}
	return func(_ []string, stdin io.Reader, stdout, _ io.Writer) int {
		code := 1
		for _, l := range lines(stdin) {
			if re.MatchString(l) {
				fmt.Fprintln(stdout, l)
				code = 0
			}
		}
		return code
	}, nil
}

// cutFilter emulates cut -fN: field N of each line, fields separated by
// tabs; a line without a tab is printed whole.
func cutFilter(args []string) (Func, error) {
	spec := strings.Join(args, "")
	n, err := strconv.Atoi(strings.TrimPrefix(spec, "-f"))
	if !strings.HasPrefix(spec, "-f") || err != nil || n < 1 {
		return nil, errors.New("only cut -fN is emulated")
	}
	return func(_ []string, stdin io.Reader, stdout, _ io.Writer) int {
		for _, l := range lines(stdin) {
			if f := strings.Split(l, "\t"); len(f) > 1 {
				l = ""
				if n <= len(f) {
					l = f[n-1]
				}
			}
			fmt.Fprintln(stdout, l)
		}
		return 0
	}, nil
}

// sortFilter emulates sort, comparing lines as bytes (LC_ALL=C).
func sortFilter(args []string) (Func, error) {
	if len(args) > 0 {
		return nil, errors.New("only sort without arguments is emulated")
	}
	return func(_ []string, stdin io.Reader, stdout, _ io.Writer) int {
		l := lines(stdin)
		slices.Sort(l)
		for _, s := range l {
			fmt.Fprintln(stdout, s)
		}
		return 0
	}, nil
}

// uniqFilter emulates uniq -c: each run of equal lines, once, after its
// count.
func uniqFilter(args []string) (Func, error) {
	if !slices.Equal(args, []string{"-c"}) {
		return nil, errors.New("only uniq -c is emulated")
	}
	return func(_ []string, stdin io.Reader, stdout, _ io.Writer) int {
		l := lines(stdin)
		for i := 0; i < len(l); {
			j := i + 1
			for j < len(l) && l[j] == l[i] {
				j++
			}
			fmt.Fprintf(stdout, "%7d %s\n", j-i, l[i])
			i = j
		}
		return 0
	}, nil
}

// lsFilter emulates ls [DIR...] writing to a pipe: the names in each
// directory but those beginning with ".", sorted, one a line; with several directories, each list
// after a line "DIR:", the lists parted by an empty line.
func lsFilter(args []string) (Func, error) {
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			return nil, errors.New("options are not emulated")
		}
	}
	dirs := slices.Clone(args)
	if len(dirs) == 0 {
		dirs = []string{"."}
	}
	slices.Sort(dirs)
	return func(_ []string, _ io.Reader, stdout, stderr io.Writer) int {
		code := 0
		for i, d := range dirs {
			entries, err := os.ReadDir(d)
			if err != nil {
				fmt.Fprintf(stderr, "ls: %v\n", err)
				code = 2
				continue
			}
			if len(dirs) > 1 {
				if i > 0 {
					fmt.Fprintln(stdout)
				}
				fmt.Fprintf(stdout, "%s:\n", d)
			}
			for _, e := range entries {
				if !strings.HasPrefix(e.Name(), ".") {
					fmt.Fprintln(stdout, e.Name())
				}
			}
		}
		return code
	}, nil
}
