package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/beam/uribeam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
)

// config is what the flags ask for.
type config struct {
	inputs []string // globs
	output string   // prefix
	op     string
	level  uribeam.Level
	n      int
	shards int
	sep    string
}

var ops = []string{"validate", "repair", "normalize", "dedupe", "resolve", "extract", "lint"}

type globs []string

func (g *globs) String() string { return strings.Join(*g, ",") }

func (g *globs) Set(s string) error {
	for _, glob := range strings.Split(s, ",") {
		if glob != "" {
			*g = append(*g, glob)
		}
	}
	return nil
}

// parseFlags reads the flags of uripipe from the command line's flag set,
// on which Beam defines its own (--runner, --project, ...).
func parseFlags(fs *flag.FlagSet, args []string) (config, error) {
	var c config
	var in globs
	fs.Var(&in, "input", "the `GLOB`s of the files to read, comma-separated or the flag repeated")
	fs.StringVar(&c.output, "output", "", "the `PREFIX` of the files to write")
	fs.StringVar(&c.op, "op", "", "the operation: "+strings.Join(ops, ", "))
	level := fs.String("level", "scheme", "for normalize and dedupe, the `LEVEL` of RFC 3986 §6.2: simple (dedupe only), syntax or scheme")
	fs.IntVar(&c.n, "n", 3, "for dedupe and lint, the spellings or examples to keep per class or code")
	fs.IntVar(&c.shards, "shards", 4, "the number of shards of each output")
	fs.StringVar(&c.sep, "sep", "\t", "for resolve, what parts the base from the reference on a line")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	c.inputs = in
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q: inputs are given with --input", fs.Arg(0))
	}
	var err error
	if c.level, err = uribeam.ParseLevel(*level); err != nil {
		return c, err
	}
	return c, c.check()
}

func (c config) check() error {
	switch {
	case len(c.inputs) == 0:
		return errors.New("no --input")
	case c.output == "":
		return errors.New("no --output")
	case !contains(ops, c.op):
		return fmt.Errorf("--op %q: want one of %s", c.op, strings.Join(ops, ", "))
	case c.op == "normalize" && c.level == uribeam.SimpleString:
		return errors.New("--level simple: normalize wants syntax or scheme")
	case c.n < 0:
		return fmt.Errorf("--n %d: want 0 or more", c.n)
	case c.shards < 1:
		return fmt.Errorf("--shards %d: want 1 or more", c.shards)
	case c.op == "resolve" && c.sep == "":
		return errors.New("--sep: want a separator")
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func main() {
	c, err := parseFlags(flag.CommandLine, os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "uripipe:", err)
		os.Exit(2)
	}
	// On a distributed runner, the same binary runs as a worker: Init
	// takes over then, and returns at once otherwise.
	beam.Init()
	if err := run(context.Background(), c); err != nil {
		fmt.Fprintln(os.Stderr, "uripipe:", err)
		os.Exit(1)
	}
}

// run builds the pipeline c asks for and runs it on the runner of the
// --runner flag.
func run(ctx context.Context, c config) error {
	if err := checkInputs(ctx, c.inputs); err != nil {
		return err
	}
	p := build(c)
	return beamx.Run(ctx, p)
}

// checkInputs fails when a glob matches no file: textio would read
// nothing from it, and the run would look like one over empty files.
func checkInputs(ctx context.Context, globs []string) error {
	for _, g := range globs {
		fs, err := filesystem.New(ctx, g)
		if err != nil {
			return err
		}
		files, err := fs.List(ctx, g)
		fs.Close()
		if err != nil {
			return fmt.Errorf("--input %q: %v", g, err)
		}
		if len(files) == 0 {
			return fmt.Errorf("--input %q: no file matches", g)
		}
	}
	return nil
}

// build makes the pipeline of c.
func build(c config) *beam.Pipeline {
	p, s := beam.NewPipelineWithRoot()
	var lines beam.PCollection
	if c.op == "extract" {
		var named []beam.PCollection
		for _, g := range c.inputs {
			named = append(named, textio.ReadWithFilename(s, g))
		}
		lines = beam.ParDo(s, trimCRKV, beam.Flatten(s, named...))
	} else {
		lines = beam.ParDo(s, trimCR, textio.ReadAll(s, beam.CreateList(s, c.inputs)))
	}

	var results, invalid beam.PCollection
	var counts []beam.PCollection // names of what to count, an element each
	switch c.op {
	case "validate":
		valid, bad := uribeam.Validate(s, lines)
		results = beam.ParDo(s, formatValid, valid)
		invalid = beam.ParDo(s, formatInvalidWithValid, bad)
		counts = append(counts, label(s, "valid", valid))
	case "repair":
		repaired, bad := uribeam.Repair(s, lines)
		results = beam.ParDo(s, formatRepaired, repaired)
		invalid = beam.ParDo(s, formatInvalid, bad)
		counts = append(counts, label(s, "valid", repaired))
	case "normalize":
		norm, bad := uribeam.Normalize(s, c.level, lines)
		results = beam.ParDo(s, formatNormalized, norm)
		invalid = beam.ParDo(s, formatInvalid, bad)
		counts = append(counts, label(s, "valid", norm))
	case "dedupe":
		classes, bad := uribeam.Dedupe(s, c.level, c.n, lines)
		results = beam.ParDo(s, formatClass, classes)
		invalid = beam.ParDo(s, formatInvalid, bad)
	case "resolve":
		pairs, noSep := beam.ParDo2(s, &splitFn{Sep: c.sep}, lines)
		resolved, unresolved := uribeam.Resolve(s, pairs)
		results = beam.ParDo(s, formatResolved, resolved)
		invalid = beam.ParDo(s, formatUnresolved, beam.Flatten(s, unresolved, noSep))
		counts = append(counts, label(s, "valid", resolved))
	case "extract":
		found, bad := uribeam.Extract(s, lines)
		results = beam.ParDo(s, formatFound, found)
		invalid = beam.ParDo(s, formatInvalid, bad)
		valid, badURI := beam.ParDo2(s, splitFound, found)
		counts = append(counts, label(s, "valid", valid), label(s, "invalid", badURI))
	case "lint":
		summary, bad := uribeam.LintSummary(s, c.n, lines)
		results = beam.ParDo(s, formatLintCount, summary)
		invalid = beam.ParDo(s, formatInvalidWithValid, bad)
	}
	writeShards(s, c.output+"-results", c.shards, results)
	writeShards(s, c.output+"-invalid", c.shards, invalid)
	counts = append(counts, label(s, "inputs", lines), label(s, "invalid", invalid), label(s, "results", results))
	writeSummary(s, c, counts)
	return p
}

func init() {
	register.Function1x1(trimCR)
	register.Function2x2(trimCRKV)
	register.DoFn3x0[string, func(string, string), func(uribeam.Unresolved)](&splitFn{})
	register.Function3x0(splitFound)
	register.Emitter1[uribeam.Found]()
}

// trimCR removes the "\r" of a "\r\n" line ending: textio ends a line at
// "\n" and removes only that.
func trimCR(line string) string { return strings.TrimSuffix(line, "\r") }

func trimCRKV(file, line string) (string, string) { return file, trimCR(line) }

// splitFn parts a line into a base and a reference at the first Sep; a
// line without one is unresolved.
type splitFn struct {
	Sep string `json:"sep"`
}

func (fn *splitFn) ProcessElement(line string, pair func(string, string), bad func(uribeam.Unresolved)) {
	base, ref, ok := strings.Cut(line, fn.Sep)
	if !ok {
		// As "uri resolve" says it of a line without a tab.
		sep, name := "<TAB>", "tab"
		if fn.Sep != "\t" {
			sep = strconv.Quote(fn.Sep)
			name = sep
		}
		bad(uribeam.Unresolved{Base: line, Offset: -1, Message: "want BASE" + sep + "REF, found no " + name})
		return
	}
	pair(base, ref)
}

// splitFound parts found URIs into the valid ones and the others, to
// count them.
func splitFound(f uribeam.Found, valid, invalid func(uribeam.Found)) {
	if f.Valid {
		valid(f)
	} else {
		invalid(f)
	}
}
