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
	groups int
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
	fs.IntVar(&c.groups, "groups", 64, "for dedupe, the number of groups the classes are merged in, each on one worker")
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
	case c.groups < 1:
		return fmt.Errorf("--groups %d: want 1 or more", c.groups)
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

// checkInputs fails when a glob matches no file: the pipeline would read
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

// build makes the pipeline of c. Every collection but the few of lint's
// codes holds batches, each of many lines or records, so that the runner
// pays its cost per element once a batch.
func build(c config) *beam.Pipeline {
	p, s := beam.NewPipelineWithRoot()
	lines := readBatches(s, beam.CreateList(s, c.inputs), c.op == "extract")

	var results, invalid beam.PCollection // of []string: lines of JSON
	var counts []beam.PCollection         // of summary
	switch c.op {
	case "validate":
		valid, bad := uribeam.ValidateBatches(s, lines)
		results = beam.ParDo(s, formatValids, valid)
		invalid = beam.ParDo(s, formatInvalidsWithValid, bad)
		counts = append(counts, count(s, "valid", valid))
	case "repair":
		repaired, bad := uribeam.RepairBatches(s, lines)
		results = beam.ParDo(s, formatRepaireds, repaired)
		invalid = beam.ParDo(s, formatInvalids, bad)
		counts = append(counts, count(s, "valid", repaired))
	case "normalize":
		norm, bad := uribeam.NormalizeBatches(s, c.level, lines)
		results = beam.ParDo(s, formatNormalizeds, norm)
		invalid = beam.ParDo(s, formatInvalids, bad)
		counts = append(counts, count(s, "valid", norm))
	case "dedupe":
		classes, bad := uribeam.DedupeBatches(s, c.level, c.n, c.groups, lines)
		results = beam.ParDo(s, formatClasses, classes)
		invalid = beam.ParDo(s, formatInvalids, bad)
	case "resolve":
		pairs, noSep := beam.ParDo2(s, &splitFn{Sep: c.sep}, lines)
		resolved, unresolved := uribeam.ResolveBatches(s, pairs)
		results = beam.ParDo(s, formatResolveds, resolved)
		invalid = beam.ParDo(s, formatUnresolveds, beam.Flatten(s, unresolved, noSep))
		counts = append(counts, count(s, "valid", resolved))
	case "extract":
		found, bad := uribeam.ExtractBatches(s, lines)
		results = beam.ParDo(s, formatFounds, found)
		invalid = beam.ParDo(s, formatInvalids, bad)
		counts = append(counts, beam.ParDo(s, countFound, found))
	case "lint":
		summary, bad := uribeam.LintSummaryBatches(s, c.n, lines)
		results = beam.ParDo(s, formatLintCount, summary)
		invalid = beam.ParDo(s, formatInvalidsWithValid, bad)
	}
	counts = append(counts,
		count(s, "inputs", lines),
		writeShards(s, c.output+"-results", "results", c.shards, results),
		writeShards(s, c.output+"-invalid", "invalid", c.shards, invalid))
	writeSummary(s, c, counts)
	return p
}

func init() {
	register.DoFn3x0[[]string, func([]uribeam.Link), func([]uribeam.Unresolved)](&splitFn{})
	register.Function1x1(countFound)
	register.Emitter1[[]uribeam.Link]()
}

// splitFn parts each line of a batch into a base and a reference at the
// first Sep; a line without one is unresolved.
type splitFn struct {
	Sep string `json:"sep"`
}

func (fn *splitFn) ProcessElement(lines []string, pairs func([]uribeam.Link), bad func([]uribeam.Unresolved)) {
	var ok []uribeam.Link
	var no []uribeam.Unresolved
	for _, line := range lines {
		base, ref, found := strings.Cut(line, fn.Sep)
		if !found {
			// As "uri resolve" says it of a line without a tab.
			sep, name := "<TAB>", "tab"
			if fn.Sep != "\t" {
				sep = strconv.Quote(fn.Sep)
				name = sep
			}
			no = append(no, uribeam.Unresolved{Base: line, Offset: -1, Message: "want BASE" + sep + "REF, found no " + name})
			continue
		}
		ok = append(ok, uribeam.Link{Base: base, Reference: ref})
	}
	if len(ok) > 0 {
		pairs(ok)
	}
	if len(no) > 0 {
		bad(no)
	}
}

// countFound counts the found URIs of a batch that are URIs and the
// others.
func countFound(found []uribeam.Found) summary {
	var c summary
	for _, f := range found {
		if f.Valid {
			c.Valid++
		} else {
			c.Invalid++
		}
	}
	return c
}
