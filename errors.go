package uri

import (
	"strconv"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// Errors have one shape, as in net/url and go/scanner: an *Error names
// the operation and its input, and wraps a leaf that says what is wrong
// and where: a *SyntaxError for text that does not match RFC 3986's
// grammar, an *EscapeError for a malformed percent-encoding, a
// *PolicyError for a URI that a Policy refuses (and, in package fileuri,
// the errors of file URI conversions). errors.As finds the leaf.

// Error records an operation that failed and the input it failed on.
type Error struct {
	Op    string // "parse", "parse URI", "unescape", "build", ...
	Input string // the input, as given
	Err   error  // what is wrong: *SyntaxError, *EscapeError, *PolicyError, ...
}

// Error formats e as `uri: parse "not a url": invalid character " " in
// path at offset 3; expected ...`, the input quoted, with the password of
// a userinfo in it replaced by "xxxxx", as url.URL.Redacted does.
func (e *Error) Error() string {
	msg := "<nil>"
	if e.Err != nil {
		msg = e.Err.Error()
	}
	return "uri: " + e.Op + " " + strconv.Quote(redact(e.Input)) + ": " + msg
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// SyntaxError reports text that does not match a rule of RFC 3986's
// grammar: the first offset where no match can go on, the component it is
// in, what the text holds there and what the grammar allows.
type SyntaxError struct {
	// Offset is where the text stops matching, in bytes from 0: the
	// text's length when it ends too early.
	Offset int
	// Component names the component of a URI reference the offset is in,
	// the text split as RFC 3986 Appendix B splits any string: "scheme",
	// "userinfo", "host", "port", "path", "query" or "fragment"; the
	// first one that does not match its rule on its own, where the
	// parser read on ("http://[::1/x": host). It is "" for text that is
	// no URI reference but a component alone (Escape's, Parts').
	Component string
	// Found is the character at Offset as the text has it (a single byte
	// where the text is not UTF-8), or "" at the end of the text.
	Found string
	// Expected lists what the grammar allows at Offset: rule names
	// ("pchar"), quoted literals (`"/"`), ranges ("%x30-35") and
	// "end of input". The errors of one place in the grammar share it:
	// read it, do not change it.
	Expected []string

	// secret says that Offset is in the password of a userinfo: messages
	// leave Found out.
	secret bool
}

// Error formats e with what a person needs first:
// `invalid character " " in path at offset 3; expected ALPHA, ...`.
func (e *SyntaxError) Error() string {
	if e.Component == "scheme" && e.Offset == 0 && len(e.Expected) == 1 && e.Expected[0] == "scheme" {
		return "missing scheme at offset 0; expected scheme"
	}
	return synerr.Describe(e.Found, e.secret, func(found string) string {
		return "invalid character " + parser.Found(found, 0)
	}, e.Component, e.Offset, e.Expected)
}

// Detail is the grammar's account of e, as the generated parser and the
// reference matcher word it: `expected pchar, "/" or end of input, found
// "|"`.
func (e *SyntaxError) Detail() string {
	return "expected " + synerr.JoinOr(e.Expected) + ", found " + parser.Found(e.Found, 0)
}

// syntaxError is the error of op on input, which the generated parser
// found to stop matching with err, an error of package parser; it
// allocates once. needScheme says that input should have a scheme, for
// naming the component.
func syntaxError(op, input string, err error, needScheme bool) *Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &Error{Op: op, Input: input, Err: err}
	}
	return syntaxErrorAt(op, input, pe.Offset, pe.Expected, needScheme)
}

// syntaxErrorAt is the error of op on input, no URI reference (no URI
// when needScheme), which stops matching at offset where the grammar
// expects expected: one allocation.
func syntaxErrorAt(op, input string, offset int, expected string, needScheme bool) *Error {
	component, secret := synerr.Analyze(input, offset, needScheme)
	e := newSyntaxError(op, input, offset, expected, component)
	e.Err.(*SyntaxError).secret = secret
	return e
}

// syntaxErrorBlock is an *Error and its *SyntaxError, allocated
// together.
type syntaxErrorBlock struct {
	e  Error
	se SyntaxError
}

// newSyntaxError returns the error of op on input, which stops matching
// at offset where the grammar expects expected (as "a, b or c"), in
// component.
func newSyntaxError(op, input string, offset int, expected, component string) *Error {
	b := &syntaxErrorBlock{e: Error{Op: op, Input: input}}
	se := &b.se
	se.Offset, se.Component = offset, component
	if offset < len(input) {
		_, n := utf8.DecodeRuneInString(input[offset:])
		se.Found = input[offset : offset+n]
	}
	list := synerr.Expected(expected)
	se.Expected = list[:len(list):len(list)]
	b.e.Err = se
	return &b.e
}

// redact returns s with the password of its userinfo, if any, replaced by
// "xxxxx", s split as RFC 3986 Appendix B splits any string.
func redact(s string) string {
	from, to := synerr.Password(s)
	if from >= to {
		return s
	}
	return s[:from] + "xxxxx" + s[to:]
}
