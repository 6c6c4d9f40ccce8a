package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
)

// This file holds what resolve, relative, normalize, equal, escape and
// unescape share: each answers an input with one line, a result or
//
//	error<TAB>OFFSET<TAB>MESSAGE
//
// or, with -json, with one JSON object that ends in "result" or "error".

// A failure is why an input has no result.
type failure struct {
	// offset is the byte offset, from 0, of the place in an input the
	// message is about, or -1 when it is about no one place.
	offset int
	// message says what is wrong. Where a command has two inputs, it
	// begins with the name of the one the offset is into ("base: ").
	message string
}

// parseFailure is the failure of an input that err, an *uri.Error, says
// is not what it should be. name, if not "", names the input.
func parseFailure(name string, err error) *failure {
	e, ok := errors.AsType[*uri.Error](err)
	if !ok {
		return &failure{-1, prefixed(name, err.Error())}
	}
	return &failure{e.Offset, prefixed(name, e.Message())}
}

func prefixed(name, message string) string {
	if name == "" {
		return message
	}
	return name + ": " + message
}

// writeAnswer writes the text form of an answer: the result, or, when f
// is not nil, "error<TAB>OFFSET<TAB>MESSAGE", OFFSET being "-" when the
// failure has none. It reports whether there was no failure.
func writeAnswer(out *bufio.Writer, result string, f *failure) bool {
	if f != nil {
		offset := "-"
		if f.offset >= 0 {
			offset = strconv.Itoa(f.offset)
		}
		out.WriteString("error\t" + offset + "\t" + f.message + "\n")
		return false
	}
	out.WriteString(result + "\n")
	return true
}

// jsonOutcome ends the JSON object of an answer: "result", or "error".
// It is embedded in the object of each command, after its inputs.
type jsonOutcome struct {
	Result *string      `json:"result,omitempty"`
	Error  *jsonFailure `json:"error,omitempty"`
}

// jsonFailure is the JSON form of a failure: "offset" is absent when the
// failure has none.
type jsonFailure struct {
	Offset  *int   `json:"offset,omitempty"`
	Message string `json:"message"`
}

// outcome returns the jsonOutcome of an answer.
func outcome(result string, f *failure) jsonOutcome {
	if f == nil {
		return jsonOutcome{Result: &result}
	}
	jf := &jsonFailure{Message: f.message}
	if f.offset >= 0 {
		jf.Offset = &f.offset
	}
	return jsonOutcome{Error: jf}
}

// newJSONEncoder returns an encoder of JSON objects to out, one per
// line, that leaves HTML's special characters as they are.
func newJSONEncoder(out io.Writer) *json.Encoder {
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	return enc
}

// forEachPair runs the body of a command whose inputs go in pairs
// (resolve BASE REF, relative BASE TARGET, equal A B) and returns its exit
// status, as forEachInput does.
//
// With no arguments, or the single argument "-", each line of stdin is
// a pair: FIRST<TAB>SECOND, split at the first tab. f then gets second
// nil for a line without a tab. Otherwise the first argument is the first
// of every pair, and the seconds are the arguments after it, each one
// input, or, when there are none or the only one is "-", the lines of
// stdin, as forEachInput reads them.
func forEachPair(fs *flag.FlagSet, stdin io.Reader, out *bufio.Writer, f func(first string, second *string) (ok bool)) int {
	args := fs.Args()
	if len(args) == 0 || len(args) == 1 && args[0] == "-" {
		return forEachInput(fs, stdin, out, func(line string) bool {
			first, second, ok := strings.Cut(line, "\t")
			if !ok {
				return f(line, nil)
			}
			return f(first, &second)
		})
	}
	first := args[0]
	// forEachInput takes its inputs from fs.Args(): make them the
	// arguments after the first. After "--", nothing reads as a flag.
	fs.Parse(append([]string{"--"}, args[1:]...))
	return forEachInput(fs, stdin, out, func(second string) bool {
		return f(first, &second)
	})
}

// noTab is the failure of a line of pairs without a tab; synopsis is what
// the line should be, as "BASE<TAB>REFERENCE".
func noTab(synopsis string) *failure {
	return &failure{-1, "want " + synopsis + ", found no tab"}
}

// levelFlag defines the flag -level of normalize and equal, which sets
// *value to one of levels, the last being the default. A level is named by
// the first word of its name ("syntax" for "syntax-based") or by its whole
// name, in any case.
func levelFlag(fs *flag.FlagSet, value *uri.Level, levels ...uri.Level) {
	var short, long []string // "syntax", "syntax-based"
	for _, l := range levels {
		s, _, _ := strings.Cut(l.String(), "-")
		short = append(short, s)
		long = append(long, l.String())
	}
	*value = levels[len(levels)-1]
	usage := "the `LEVEL` of RFC 3986 §6.2 to go up to: " + orList(short) + ",\nor its whole name (" + strings.Join(long, ", ") + "), in any case (default " + short[len(short)-1] + ")"
	fs.Func("level", usage, func(s string) error {
		for i, l := range levels {
			if strings.EqualFold(s, short[i]) || strings.EqualFold(s, long[i]) {
				*value = l
				return nil
			}
		}
		return errors.New("want " + orList(short))
	})
}
