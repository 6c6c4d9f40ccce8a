package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/beam/uribeam"
	"github.com/abnf-uri/uri/internal/termsafe"
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/typex"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn1x1[beam.T, summary](&countFn{})
	register.DoFn2x1[beam.T, beam.U, summary](&countKVFn{})
	register.Combiner2[summary, string](&summaryFn{})
	register.Function1x1(newSummary)
	register.DoFn3x1[context.Context, []string, func(int, part), error](&writePartsFn{})
	register.DoFn4x1[context.Context, int, func(*part) bool, func(summary), error](&joinPartsFn{})
	register.Emitter1[summary]()
	register.DoFn2x1[context.Context, string, error](&writeFileFn{})
	register.Emitter2[int, part]()
	register.Iter1[part]()
	register.Function1x1(formatValids)
	register.Function1x1(formatInvalids)
	register.Function1x1(formatInvalidsWithValid)
	register.Function1x1(formatRepaireds)
	register.Function1x1(formatNormalizeds)
	register.Function1x1(formatClasses)
	register.Function1x1(formatResolveds)
	register.Function1x1(formatUnresolveds)
	register.Function1x1(formatFounds)
	register.Function1x1(formatLintCount)
}

// count counts, for the summary under name, the lines or records of col:
// the length of each batch, or 1 for an element that is no slice.
func count(s beam.Scope, name string, col beam.PCollection) beam.PCollection {
	s = s.Scope("count " + name)
	if typex.IsKV(col.Type()) {
		return beam.ParDo(s, &countKVFn{Name: name}, col)
	}
	return beam.ParDo(s, &countFn{Name: name}, col)
}

type countFn struct {
	Name string `json:"name"`
}

func (fn *countFn) ProcessElement(x beam.T) summary { return counted(fn.Name, x) }

type countKVFn struct {
	Name string `json:"name"`
}

func (fn *countKVFn) ProcessElement(_ beam.T, x beam.U) summary { return counted(fn.Name, x) }

// counted is the summary with n under name, n the length of x or 1.
func counted(name string, x any) summary {
	n := int64(1)
	if v := reflect.ValueOf(x); v.Kind() == reflect.Slice {
		n = int64(v.Len())
	}
	return summaryOf(name, n)
}

// summaryOf is the summary with n under name.
func summaryOf(name string, n int64) summary {
	var c summary
	switch name {
	case "inputs":
		c.Inputs = n
	case "valid":
		c.Valid = n
	case "invalid":
		c.Invalid = n
	case "results":
		c.Results = n
	}
	return c
}

// summary holds the counts of the summary.
type summary struct {
	Inputs, Valid, Invalid, Results int64
}

// summaryFn adds the counts of count, and writes the summary as a line
// of JSON.
type summaryFn struct {
	Op    string `json:"op"`
	Level string `json:"level"`
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
	counts = append(counts, beam.ParDo(s, newSummary, beam.Create(s, "")))
	fn := &summaryFn{Op: c.op}
	if c.op == "normalize" || c.op == "dedupe" {
		fn.Level = c.level.String()
	}
	line := beam.Combine(s, fn, beam.Flatten(s, counts...))
	beam.ParDo0(s, &writeFileFn{Filename: c.output + "-summary.json"}, line)
}

func newSummary(string) summary { return summary{} }

type writeFileFn struct {
	Filename string `json:"filename"`
}

func (fn *writeFileFn) ProcessElement(ctx context.Context, line string) error {
	return writeLines(ctx, fn.Filename, func(w *bufio.Writer) error {
		_, err := w.WriteString(line + "\n")
		return err
	})
}

// writeShards writes lines, a PCollection<[]string> of batches of lines,
// to n files named PREFIX-SSSSS-of-NNNNN.ndjson, each line to the shard
// of its hash; a shard without lines is not written. It returns the
// lines written as counts of the summary under name, a
// PCollection<summary>.
//
// The lines do not go through the runner: each bundle writes the lines of
// each shard to a part file of its own beside the shard, and the parts of
// a shard are then put together into it (renamed, when there is one), and
// removed; only the names of the parts are shuffled. A part that a
// bundle wrote and then failed, which the runner does not pass on, is
// removed with the others: a part's name is the shard's, ".part-" and 16
// hexadecimal digits. The join may run again after it failed or was lost
// (a runner retries it): parts are removed only once the shard holds them
// all, so one that is gone, the shard in place, was joined.
func writeShards(s beam.Scope, prefix, name string, n int, lines beam.PCollection) beam.PCollection {
	s = s.Scope("write " + prefix)
	parts := beam.ParDo(s, &writePartsFn{Prefix: prefix, N: n}, lines)
	return beam.ParDo(s, &joinPartsFn{Prefix: prefix, N: n, Name: name}, beam.GroupByKey(s, parts))
}

// shardName is the name of shard i of n.
func shardName(prefix string, i, n int) string {
	return fmt.Sprintf("%s-%05d-of-%05d.ndjson", prefix, i, n)
}

// shardOf is the shard of line, of n: by its FNV-1a hash.
func shardOf(line string, n int) int {
	h := fnv.New32a()
	h.Write([]byte(line))
	return int(h.Sum32() % uint32(n))
}

// part is a part file of a shard.
type part struct {
	Path  string `json:"path"`
	Lines int64  `json:"lines"`
}

// writePartsFn writes the lines of a bundle to a part file per shard,
// each line to the shard of its hash, and emits the parts at the end of
// the bundle.
type writePartsFn struct {
	Prefix string `json:"prefix"`
	N      int    `json:"n"`

	fs    filesystem.Interface
	parts []*partWriter // by shard; nil where none
}

type partWriter struct {
	part
	f io.WriteCloser
	w *bufio.Writer
}

func (fn *writePartsFn) StartBundle(ctx context.Context, _ func(int, part)) error {
	fs, err := filesystem.New(ctx, fn.Prefix)
	if err != nil {
		return err
	}
	fn.fs, fn.parts = fs, make([]*partWriter, fn.N)
	return nil
}

func (fn *writePartsFn) ProcessElement(ctx context.Context, lines []string, _ func(int, part)) error {
	for _, line := range lines {
		i := shardOf(line, fn.N)
		p := fn.parts[i]
		if p == nil {
			var id [8]byte
			rand.Read(id[:])
			path := shardName(fn.Prefix, i, fn.N) + ".part-" + hex.EncodeToString(id[:])
			f, err := fn.fs.OpenWrite(ctx, path)
			if err != nil {
				return err
			}
			p = &partWriter{part: part{Path: path}, f: f, w: bufio.NewWriterSize(f, 64<<10)}
			fn.parts[i] = p
		}
		p.w.WriteString(line)
		if err := p.w.WriteByte('\n'); err != nil {
			return err
		}
		p.Lines++
	}
	return nil
}

func (fn *writePartsFn) FinishBundle(_ context.Context, emit func(int, part)) error {
	defer fn.fs.Close()
	for i, p := range fn.parts {
		if p == nil {
			continue
		}
		err := p.w.Flush()
		if cerr := p.f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		emit(i, p.part)
	}
	fn.parts = nil
	return nil
}

// joinPartsFn puts the parts of a shard together into the shard, and
// emits the lines it holds, counted under Name.
type joinPartsFn struct {
	Prefix string `json:"prefix"`
	N      int    `json:"n"`
	Name   string `json:"name"`
}

func (fn *joinPartsFn) ProcessElement(ctx context.Context, shard int, iter func(*part) bool, written func(summary)) error {
	var parts []part
	var p part
	lines := int64(0)
	for iter(&p) {
		parts = append(parts, p)
		lines += p.Lines
	}
	slices.SortFunc(parts, func(a, b part) int { return strings.Compare(a.Path, b.Path) })
	name := shardName(fn.Prefix, shard, fn.N)
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	if done, err := joined(ctx, fs, name, parts); err != nil {
		return err
	} else if done {
		// What the earlier run had left to remove.
		if err := removeParts(ctx, fs, name, parts, true); err != nil {
			return err
		}
		written(summaryOf(fn.Name, lines))
		return nil
	}
	if r, ok := fs.(filesystem.Renamer); ok && len(parts) == 1 {
		if err := r.Rename(ctx, parts[0].Path, name); err != nil {
			return err
		}
		if err := removeParts(ctx, fs, name, nil, false); err != nil {
			return err
		}
		written(summaryOf(fn.Name, lines))
		return nil
	}
	err = writeLines(ctx, name, func(w *bufio.Writer) error {
		for _, p := range parts {
			f, err := fs.OpenRead(ctx, p.Path)
			if err != nil {
				return err
			}
			_, err = w.ReadFrom(f)
			f.Close()
			if err != nil {
				return fmt.Errorf("%s: %v", p.Path, err)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := removeParts(ctx, fs, name, parts, false); err != nil {
		return err
	}
	written(summaryOf(fn.Name, lines))
	return nil
}

// joined reports whether an earlier run of the join put parts together
// into the shard name: a part is gone and the shard is there. A part
// gone without the shard is an error.
func joined(ctx context.Context, fs filesystem.Interface, name string, parts []part) (bool, error) {
	for _, p := range parts {
		if _, err := fs.Size(ctx, p.Path); err != nil {
			if _, serr := fs.Size(ctx, name); serr != nil {
				return false, fmt.Errorf("%s: %v, and the shard %s is not written", p.Path, err, name)
			}
			return true, nil
		}
	}
	return false, nil
}

// removeParts removes parts, once the shard name holds them (gone says
// that some may be gone already), and the part files of the shard that
// are not among them, which bundles that failed wrote. A file system
// that cannot remove files keeps them.
func removeParts(ctx context.Context, fs filesystem.Interface, name string, parts []part, gone bool) error {
	rm, ok := fs.(filesystem.Remover)
	if !ok {
		return nil
	}
	for _, p := range parts {
		if gone {
			if _, err := fs.Size(ctx, p.Path); err != nil {
				continue
			}
		}
		if err := rm.Remove(ctx, p.Path); err != nil {
			return err
		}
	}
	found, err := fs.List(ctx, name+".part-*")
	if err != nil {
		// The shard is whole: what is left is files of no use.
		log.Warnf(ctx, "%s: the part files of failed bundles are not removed: %v", name, err)
		return nil
	}
	for _, f := range found {
		id, ok := strings.CutPrefix(f, name+".part-")
		if !ok || len(id) != 16 || strings.Trim(id, "0123456789abcdef") != "" ||
			slices.ContainsFunc(parts, func(p part) bool { return p.Path == f }) {
			continue
		}
		if err := rm.Remove(ctx, f); err != nil {
			return err
		}
	}
	return nil
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

// The formats of the records most pipelines write the most of are
// written by hand, as jsonLine writes them (format_test.go checks it): a
// string as termsafe.AppendJSONString writes it, which is how
// encoding/json and termsafe.JSON write it.

func formatValid(in string) string {
	b := make([]byte, 0, len(in)+32)
	b = append(b, `{"input":`...)
	b = termsafe.AppendJSONString(b, in)
	b = append(b, `,"valid":true}`...)
	return string(b)
}

func formatInvalid(in uribeam.Invalid) string {
	b := make([]byte, 0, len(in.Input)+len(in.Message)+64)
	b = append(b, `{"input":`...)
	b = termsafe.AppendJSONString(b, in.Input)
	b = appendJSONError(append(b, `,"error":`...), in.Offset, in.Component, in.Message)
	return string(append(b, '}'))
}

func formatInvalidWithValid(in uribeam.Invalid) string {
	b := make([]byte, 0, len(in.Input)+len(in.Message)+80)
	b = append(b, `{"input":`...)
	b = termsafe.AppendJSONString(b, in.Input)
	b = appendJSONError(append(b, `,"valid":false,"error":`...), in.Offset, in.Component, in.Message)
	return string(append(b, '}'))
}

// appendJSONError appends the "error" object of newJSONError.
func appendJSONError(b []byte, offset int, component, message string) []byte {
	b = append(b, '{')
	if offset >= 0 {
		b = append(b, `"offset":`...)
		b = strconv.AppendInt(b, int64(offset), 10)
		b = append(b, ',')
	}
	if component != "" {
		b = append(b, `"component":`...)
		b = termsafe.AppendJSONString(b, component)
		b = append(b, ',')
	}
	b = append(b, `"message":`...)
	b = termsafe.AppendJSONString(b, message)
	return append(b, '}')
}

func formatRepaired(r uribeam.Repaired) string {
	if r.Fixes == nil {
		r.Fixes = []uribeam.Fix{}
	}
	return jsonLine(r)
}

func formatNormalized(n uribeam.Normalized) string {
	b := make([]byte, 0, len(n.Input)+len(n.Result)+24)
	b = append(b, `{"input":`...)
	b = termsafe.AppendJSONString(b, n.Input)
	b = append(b, `,"result":`...)
	b = termsafe.AppendJSONString(b, n.Result)
	return string(append(b, '}'))
}

func formatClass(c uribeam.Class) string {
	b := make([]byte, 0, 2*len(c.URI)+48)
	b = append(b, `{"uri":`...)
	b = termsafe.AppendJSONString(b, c.URI)
	b = append(b, `,"count":`...)
	b = strconv.AppendInt(b, c.Count, 10)
	b = append(b, `,"spellings":[`...)
	for i, sp := range c.Spellings {
		if i > 0 {
			b = append(b, ',')
		}
		b = termsafe.AppendJSONString(b, sp)
	}
	return string(append(b, "]}"...))
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

// formatLintCount formats a code's count as a batch of one line: there
// are few codes.
func formatLintCount(c uribeam.LintCount) []string {
	if c.Examples == nil {
		c.Examples = []string{}
	}
	return []string{jsonLine(c)}
}

// The batch forms of the format functions.

func formatValids(in []string) []string { return formatAll(in, formatValid) }

func formatInvalids(in []uribeam.Invalid) []string { return formatAll(in, formatInvalid) }

func formatInvalidsWithValid(in []uribeam.Invalid) []string {
	return formatAll(in, formatInvalidWithValid)
}

func formatRepaireds(in []uribeam.Repaired) []string { return formatAll(in, formatRepaired) }

func formatNormalizeds(in []uribeam.Normalized) []string { return formatAll(in, formatNormalized) }

func formatClasses(in []uribeam.Class) []string { return formatAll(in, formatClass) }

func formatResolveds(in []uribeam.Resolved) []string { return formatAll(in, formatResolved) }

func formatUnresolveds(in []uribeam.Unresolved) []string { return formatAll(in, formatUnresolved) }

func formatFounds(in []uribeam.Found) []string { return formatAll(in, formatFound) }

func formatAll[T any](in []T, format func(T) string) []string {
	out := make([]string, len(in))
	for i, x := range in {
		out[i] = format(x)
	}
	return out
}
