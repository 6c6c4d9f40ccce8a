package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/beam/uribeam"
	"github.com/abnf-uri/uri/internal/termsafe"
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/typex"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn1x1[beam.T, string](&labelFn{})
	register.DoFn2x1[beam.T, beam.U, string](&labelKVFn{})
	register.Combiner3[summary, string, string](&summaryFn{})
	register.DoFn2x0[string, func(int, string)](&shardFn{})
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeShardFn{})
	register.DoFn2x1[context.Context, string, error](&writeFileFn{})
	register.Emitter2[int, string]()
	register.Iter1[string]()
	register.Function1x1(formatValid)
	register.Function1x1(formatInvalid)
	register.Function1x1(formatInvalidWithValid)
	register.Function1x1(formatRepaired)
	register.Function1x1(formatNormalized)
	register.Function1x1(formatClass)
	register.Function1x1(formatResolved)
	register.Function1x1(formatUnresolved)
	register.Function1x1(formatFound)
	register.Function1x1(formatLintCount)
}

// label makes an element named name for each element of col, for the
// summary to count.
func label(s beam.Scope, name string, col beam.PCollection) beam.PCollection {
	s = s.Scope("count " + name)
	if typex.IsKV(col.Type()) {
		return beam.ParDo(s, &labelKVFn{Name: name}, col)
	}
	return beam.ParDo(s, &labelFn{Name: name}, col)
}

type labelFn struct {
	Name string `json:"name"`
}

func (fn *labelFn) ProcessElement(_ beam.T) string { return fn.Name }

type labelKVFn struct {
	Name string `json:"name"`
}

func (fn *labelKVFn) ProcessElement(_ beam.T, _ beam.U) string { return fn.Name }

// summary holds the counts of the summary.
type summary struct {
	Inputs, Valid, Invalid, Results int64
}

// summaryFn counts the names label gives, and writes the summary as a
// line of JSON.
type summaryFn struct {
	Op    string `json:"op"`
	Level string `json:"level"`
}

func (fn *summaryFn) CreateAccumulator() summary { return summary{} }

func (fn *summaryFn) AddInput(a summary, name string) summary {
	switch name {
	case "inputs":
		a.Inputs++
	case "valid":
		a.Valid++
	case "invalid":
		a.Invalid++
	case "results":
		a.Results++
	}
	return a
}

func (fn *summaryFn) MergeAccumulators(a, b summary) summary {
	return summary{a.Inputs + b.Inputs, a.Valid + b.Valid, a.Invalid + b.Invalid, a.Results + b.Results}
}

func (fn *summaryFn) ExtractOutput(a summary) string {
	if fn.Op == "dedupe" || fn.Op == "lint" {
		// Their results are classes and codes, not inputs.
		a.Valid = a.Inputs - a.Invalid
	}
	v := struct {
		Op      string `json:"op"`
		Level   string `json:"level,omitempty"`
		Inputs  int64  `json:"inputs"`
		Valid   int64  `json:"valid"`
		Invalid int64  `json:"invalid"`
		Results int64  `json:"results"`
	}{fn.Op, fn.Level, a.Inputs, a.Valid, a.Invalid, a.Results}
	return jsonLine(v)
}

// writeSummary writes the counts of the labels in counts to
// PREFIX-summary.json.
func writeSummary(s beam.Scope, c config, counts []beam.PCollection) {
	s = s.Scope("summary")
	// One element that counts nothing, so that the summary is written
	// for no input too.
	counts = append(counts, beam.Create(s, ""))
	fn := &summaryFn{Op: c.op}
	if c.op == "normalize" || c.op == "dedupe" {
		fn.Level = c.level.String()
	}
	line := beam.Combine(s, fn, beam.Flatten(s, counts...))
	beam.ParDo0(s, &writeFileFn{Filename: c.output + "-summary.json"}, line)
}

type writeFileFn struct {
	Filename string `json:"filename"`
}

func (fn *writeFileFn) ProcessElement(ctx context.Context, line string) error {
	return writeLines(ctx, fn.Filename, func(w *bufio.Writer) error {
		_, err := w.WriteString(line + "\n")
		return err
	})
}

// writeShards writes lines, a PCollection<string>, to n files named
// PREFIX-SSSSS-of-NNNNN.ndjson, each line to the shard of its hash; a
// shard without lines is not written.
func writeShards(s beam.Scope, prefix string, n int, lines beam.PCollection) {
	s = s.Scope("write " + prefix)
	keyed := beam.ParDo(s, &shardFn{N: n}, lines)
	beam.ParDo0(s, &writeShardFn{Prefix: prefix, N: n}, beam.GroupByKey(s, keyed))
}

type shardFn struct {
	N int `json:"n"`
}

func (fn *shardFn) ProcessElement(line string, emit func(int, string)) {
	h := fnv.New32a()
	h.Write([]byte(line))
	emit(int(h.Sum32()%uint32(fn.N)), line)
}

type writeShardFn struct {
	Prefix string `json:"prefix"`
	N      int    `json:"n"`
}

func (fn *writeShardFn) ProcessElement(ctx context.Context, shard int, lines func(*string) bool) error {
	name := fmt.Sprintf("%s-%05d-of-%05d.ndjson", fn.Prefix, shard, fn.N)
	return writeLines(ctx, name, func(w *bufio.Writer) error {
		var line string
		for lines(&line) {
			w.WriteString(line)
			if err := w.WriteByte('\n'); err != nil {
				return err
			}
		}
		return nil
	})
}

// writeLines opens filename on its file system, lets write fill it, and
// closes it.
func writeLines(ctx context.Context, filename string, write func(*bufio.Writer) error) error {
	fs, err := filesystem.New(ctx, filename)
	if err != nil {
		return err
	}
	defer fs.Close()
	f, err := fs.OpenWrite(ctx, filename)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	if err := write(w); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// jsonLine encodes v as one line of JSON, as the uri command writes it:
// HTML's special characters as they are, bytes that are not UTF-8 as
// U+FFFD, and what a terminal acts on (DEL, C1 controls, bidirectional
// formatting characters) escaped, as termsafe.JSON says.
func jsonLine(v any) string {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		// Only strings, ints and bools are encoded: this cannot happen.
		return `{"error":{"message":` + strconv.Quote("uripipe: "+err.Error()) + `}}`
	}
	return termsafe.JSON(strings.TrimSuffix(b.String(), "\n"))
}

// jsonError is the "error" of the uri command's JSON.
type jsonError struct {
	Offset    *int   `json:"offset,omitempty"`
	Component string `json:"component,omitempty"`
	Message   string `json:"message"`
}

func newJSONError(offset int, component, message string) *jsonError {
	e := &jsonError{Component: component, Message: message}
	if offset >= 0 {
		e.Offset = &offset
	}
	return e
}

func formatValid(in string) string {
	return jsonLine(struct {
		Input string `json:"input"`
		Valid bool   `json:"valid"`
	}{in, true})
}

func formatInvalid(in uribeam.Invalid) string {
	return jsonLine(struct {
		Input string     `json:"input"`
		Error *jsonError `json:"error"`
	}{in.Input, newJSONError(in.Offset, in.Component, in.Message)})
}

func formatInvalidWithValid(in uribeam.Invalid) string {
	return jsonLine(struct {
		Input string     `json:"input"`
		Valid bool       `json:"valid"`
		Error *jsonError `json:"error"`
	}{in.Input, false, newJSONError(in.Offset, in.Component, in.Message)})
}

func formatRepaired(r uribeam.Repaired) string {
	if r.Fixes == nil {
		r.Fixes = []uribeam.Fix{}
	}
	return jsonLine(r)
}

func formatNormalized(n uribeam.Normalized) string { return jsonLine(n) }

func formatClass(c uribeam.Class) string {
	if c.Spellings == nil {
		c.Spellings = []string{}
	}
	return jsonLine(c)
}

func formatResolved(r uribeam.Resolved) string { return jsonLine(r) }

func formatUnresolved(u uribeam.Unresolved) string {
	msg := u.Message
	if u.In != "" {
		msg = u.In + ": " + msg
	}
	v := struct {
		Base      string     `json:"base"`
		Reference *string    `json:"reference,omitempty"`
		Error     *jsonError `json:"error"`
	}{Base: u.Base, Error: newJSONError(u.Offset, u.Component, msg)}
	if u.In != "" { // a line without a separator has no reference
		v.Reference = &u.Reference
	}
	return jsonLine(v)
}

func formatFound(f uribeam.Found) string {
	flags := []string{}
	if f.Flags != "" {
		flags = strings.Split(f.Flags, ",")
	}
	v := struct {
		File      string     `json:"file"`
		Start     int        `json:"start"`
		End       int        `json:"end"`
		Delimiter string     `json:"delimiter"`
		Flags     []string   `json:"flags"`
		URI       string     `json:"uri"`
		Valid     bool       `json:"valid"`
		Error     *jsonError `json:"error,omitempty"`
	}{f.Source, f.Start, f.End, f.Delimiter, flags, f.URI, f.Valid, nil}
	if !f.Valid {
		v.Error = newJSONError(f.Offset, f.Component, f.Message)
	}
	return jsonLine(v)
}

func formatLintCount(c uribeam.LintCount) string {
	if c.Examples == nil {
		c.Examples = []string{}
	}
	return jsonLine(c)
}
