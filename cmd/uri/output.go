package main

import (
	"io"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/internal/termsafe"
	"github.com/abnf-uri/uri/lint"
)

// An output writes the answers of a command to its standard output, in
// text or JSON, through a buffer: every command answers the same way.
//
// In text, an answer is a line: with -echo, the inputs, each followed by
// a tab (see echoInputs), then the result, or
// "error<TAB>OFFSET<TAB>MESSAGE". In JSON, an answer is an object on a
// line of its own, written directly, its keys in the order they are
// written (begin, str, ..., end, done).
//
// Answers are appended to buf, and written out by flush, which
// forEachInput calls when buf is full (filled) and before it waits for
// input.
type output struct {
	w          io.Writer
	buf        []byte
	err        error // of the first write to w that failed
	json, echo bool
	// raw says that results go out in text as they are (-raw), not as
	// appendText writes them.
	raw bool
	// first says that the next key or element of the JSON object or
	// array being written is its first.
	first bool
	// messages are the JSON strings of the last messages of failures
	// written (see appendMessage).
	messages map[string]string
}

// outBuffer is the size of the buffer over standard output.
const outBuffer = 64 << 10

func newOutput(c *cmdline, stdout io.Writer) *output {
	return &output{w: stdout, buf: make([]byte, 0, outBuffer), json: c.json, echo: c.echo, raw: c.raw}
}

// flush writes out what buf holds, and returns the error of the first
// write that failed, if any; after one, nothing more is written.
func (o *output) flush() error {
	if o.err == nil && len(o.buf) > 0 {
		_, o.err = o.w.Write(o.buf)
	}
	o.buf = o.buf[:0]
	if cap(o.buf) > 2*outBuffer {
		o.buf = make([]byte, 0, outBuffer) // after a long answer, do not keep its memory
	}
	return o.err
}

// filled flushes buf when it holds outBuffer bytes or more.
func (o *output) filled() {
	if len(o.buf) >= outBuffer {
		o.flush()
	}
}

// writeString appends s to the output.
func (o *output) writeString(s string) { o.buf = append(o.buf, s...) }

// writeByte appends c to the output.
func (o *output) writeByte(c byte) { o.buf = append(o.buf, c) }

// A failure is why an input has no result.
type failure struct {
	// offset is the byte offset, from 0, of the place in an input the
	// message is about, or -1 when it is about no one place.
	offset int
	// message says what is wrong. Where a command has two inputs, it
	// begins with the name of the one the offset is into ("base: ").
	message string
	// When inURI, the offset is into in, a URI reference or meant to be
	// one (a URI when needScheme), and the JSON error names the component
	// it is in (see synerr.Component). in is the input: it is only valid
	// while the input is answered.
	in                string
	inURI, needScheme bool
	// comp, when set, is the component the offset is in, as the parser
	// of an IRI names it: synerr.Component reads URIs.
	comp string
}

// at says that the offset of f is into in, a URI reference, or a URI when
// needScheme, and returns f.
func (f *failure) at(in string, needScheme bool) *failure {
	f.in, f.inURI, f.needScheme = in, true, needScheme
	return f
}

// component names the component of a URI the offset of f is in, or is ""
// when it is in none.
func (f *failure) component() string {
	if !f.inURI || f.offset < 0 {
		return ""
	}
	if f.comp != "" {
		return f.comp
	}
	return synerr.Component(f.in, f.offset, f.needScheme)
}

// parseFailure is the failure of in, which err, a *uri.Error with a
// *uri.SyntaxError, says is not what it should be; needScheme says that in
// should be a URI. name, if not "", names the input.
func parseFailure(name, in string, needScheme bool, err error) *failure {
	e := syntaxErrorOf(err)
	if e == nil {
		return &failure{offset: -1, message: prefixed(name, err.Error())}
	}
	return (&failure{offset: e.Offset, message: prefixed(name, e.Detail())}).at(in, needScheme)
}

func prefixed(name, message string) string {
	if name == "" {
		return message
	}
	return name + ": " + message
}

// echoInputs writes, with -echo in text, each of inputs and a tab, the
// input as appendText writes it. A nil input (the missing second of a
// pair) is written as nothing.
func (o *output) echoInputs(inputs ...*string) {
	if !o.echo || o.json {
		return
	}
	for _, in := range inputs {
		if in != nil {
			o.buf = appendText(o.buf, *in)
		}
		o.buf = append(o.buf, '\t')
	}
}

// answer writes the text answer to one input: the result, as appendText
// writes it (as it is with -raw), or, when f is not nil,
// "error<TAB>OFFSET<TAB>MESSAGE", OFFSET being "-" when the failure has
// none. It reports whether there was no failure.
func (o *output) answer(result string, f *failure) bool {
	if f != nil {
		o.failureLine(f)
		return false
	}
	if o.raw {
		o.buf = append(o.buf, result...)
	} else {
		o.buf = appendText(o.buf, result)
	}
	o.buf = append(o.buf, '\n')
	return true
}

// failureLine writes "error<TAB>OFFSET<TAB>MESSAGE" and a newline.
func (o *output) failureLine(f *failure) {
	b := append(o.buf, "error\t"...)
	if f.offset >= 0 {
		b = strconv.AppendInt(b, int64(f.offset), 10)
	} else {
		b = append(b, '-')
	}
	b = append(b, '\t')
	b = appendTextMessage(b, f.message)
	o.buf = append(b, '\n')
}

// The JSON writer. begin opens an object, key writes a key and lets the
// value follow (str, num, boolean, failure, or begin and array for an
// object and an array), end closes the object, and, when it is the
// answer's, done writes it out on a line of its own.

func (o *output) begin() {
	o.buf = append(o.buf, '{')
	o.first = true
}

func (o *output) end() {
	o.buf = append(o.buf, '}')
	o.first = false
}

// elem begins an element of an array: an object, with begin.
func (o *output) elem() {
	if !o.first {
		o.buf = append(o.buf, ',')
	}
	o.first = false
}

func (o *output) array() {
	o.buf = append(o.buf, '[')
	o.first = true
}

func (o *output) endArray() {
	o.buf = append(o.buf, ']')
	o.first = false
}

func (o *output) key(k string) {
	o.elem()
	b := append(o.buf, '"')
	b = append(b, k...)
	o.buf = append(b, '"', ':')
}

func (o *output) str(k, v string) {
	o.key(k)
	o.buf = termsafe.AppendJSONString(o.buf, v)
}

func (o *output) num(k string, v int) {
	o.key(k)
	o.buf = strconv.AppendInt(o.buf, int64(v), 10)
}

func (o *output) boolean(k string, v bool) {
	o.key(k)
	o.buf = strconv.AppendBool(o.buf, v)
}

// failure writes "error": {"offset", "component", "message"}, offset and
// component left out when f has none.
func (o *output) failure(f *failure) {
	o.elem()
	b := append(o.buf, `"error":{`...)
	if f.offset >= 0 {
		b = append(b, `"offset":`...)
		b = strconv.AppendInt(b, int64(f.offset), 10)
		b = append(b, ',')
	}
	if c := f.component(); c != "" {
		b = append(b, `"component":"`...)
		b = append(b, c...) // a plain word
		b = append(b, `",`...)
	}
	b = append(b, `"message":`...)
	o.buf = append(o.appendMessage(b, f.message), '}')
}

// appendMessage appends msg, a message of a failure, to b as a JSON
// string. The message of an input that does not match the grammar
// depends only on where the grammar stops and on the byte found there: the
// same few come again and again, and their JSON is kept.
func (o *output) appendMessage(b []byte, msg string) []byte {
	if j, ok := o.messages[msg]; ok {
		return append(b, j...)
	}
	n := len(b)
	b = termsafe.AppendJSONString(b, msg)
	if len(o.messages) >= 256 {
		clear(o.messages) // forget, rather than grow
	}
	if o.messages == nil {
		o.messages = map[string]string{}
	}
	o.messages[strings.Clone(msg)] = string(b[n:])
	return b
}

// outcome writes "result", or "error" when f is not nil, and reports
// whether f is nil.
func (o *output) outcome(result string, f *failure) bool {
	if f != nil {
		o.failure(f)
		return false
	}
	o.str("result", result)
	return true
}

// findings writes "findings": an array of the findings of lint.Check,
// [] when there are none.
func (o *output) findings(fs []lint.Finding) {
	o.key("findings")
	o.array()
	for _, f := range fs {
		o.elem()
		o.begin()
		o.str("code", f.Code)
		o.str("severity", f.Severity.String())
		o.str("component", f.Component)
		o.num("start", f.Start)
		o.num("end", f.End)
		o.str("section", f.Section)
		o.str("message", f.Message)
		o.end()
	}
	o.endArray()
}

// done ends the answer's JSON object with a newline.
func (o *output) done() {
	o.buf = append(o.buf, '\n')
}

// single writes the answer of a command that computes a result from one
// input: in text, the result or the error line; in JSON, an object with
// "input", then "result" or "error". It reports whether f is nil.
func (o *output) single(in, result string, f *failure) bool {
	if o.json {
		o.begin()
		o.str("input", in)
		ok := o.outcome(result, f)
		o.end()
		o.done()
		return ok
	}
	o.echoInputs(&in)
	return o.answer(result, f)
}

// pair is single for a command of pairs, whose inputs are named by the
// keys k1 and k2 in JSON; second is nil for a line without a tab, and its
// key is then left out.
func (o *output) pair(k1, first, k2 string, second *string, result string, f *failure) bool {
	if o.json {
		o.begin()
		o.str(k1, first)
		if second != nil {
			o.str(k2, *second)
		}
		ok := o.outcome(result, f)
		o.end()
		o.done()
		return ok
	}
	o.echoInputs(&first, second)
	return o.answer(result, f)
}
