package iri

import (
	"strconv"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/appendixb"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/iri/internal/parser"
)

// Error records an operation that failed and the input it failed on.
type Error struct {
	Op    string // "parse", "parse IRI", "to URI", ...
	Input string // the input, as given
	Err   error  // what is wrong: a *SyntaxError, or the error of IDNA
}

// Error formats e as `iri: parse "a b": invalid character " " in path at
// offset 1; expected ...`, the input quoted, with the password of a
// userinfo in it replaced by "xxxxx".
func (e *Error) Error() string {
	msg := "<nil>"
	if e.Err != nil {
		msg = e.Err.Error()
	}
	return "iri: " + e.Op + " " + strconv.Quote(appendixb.Redact(e.Input)) + ": " + msg
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// SyntaxError reports text that does not match a rule of RFC 3987's
// grammar: the first offset where no match can go on, the component it is
// in, what the text holds there and what the grammar allows.
type SyntaxError struct {
	// Offset is where the text stops matching, in bytes from 0: the
	// text's length when it ends too early. Where the text is not UTF-8,
	// it is the first byte that begins no valid UTF-8 sequence, or the
	// first byte of a character the grammar does not allow.
	Offset int
	// Component names the component the offset is in, the text split as
	// RFC 3986 Appendix B splits any string: "scheme", "userinfo",
	// "host", "port", "path", "query" or "fragment".
	Component string
	// Found is the character at Offset as the text has it (a single byte
	// where the text is not UTF-8), or "" at the end of the text.
	Found string
	// Expected lists what the grammar allows at Offset: rule names
	// ("ipchar"), quoted literals (`"/"`), ranges and "end of input".
	Expected []string

	secret bool // Offset is in a password: leave Found out
}

// Error formats e with what a person needs first: `invalid character " "
// in path at offset 3; expected ...`, or `invalid UTF-8 "\xff" in path at
// offset 3; expected ...`.
func (e *SyntaxError) Error() string {
	if e.Component == "scheme" && e.Offset == 0 && len(e.Expected) == 1 && e.Expected[0] == "scheme" {
		return "missing scheme at offset 0; expected scheme"
	}
	return synerr.Describe(e.Found, e.secret, func(found string) string {
		if r, _ := utf8.DecodeRuneInString(found); r == utf8.RuneError && len(found) == 1 {
			return "invalid UTF-8 " + strconv.Quote(found)
		}
		return "invalid character " + strconv.QuoteToGraphic(found)
	}, e.Component, e.Offset, e.Expected)
}

// Detail is the grammar's account of e, as the generated parser and the
// reference matcher word it: `expected ipchar, "/" or end of input, found
// "|"`.
func (e *SyntaxError) Detail() string {
	return "expected " + synerr.JoinOr(e.Expected) + ", found " + parser.Found(e.Found, 0)
}

// syntaxError is the error of op on input, which the generated parser
// found to stop matching with err; needScheme says that input should have
// a scheme, for naming the component.
func syntaxError(op, input string, err error, needScheme bool) *Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &Error{Op: op, Input: input, Err: err}
	}
	se := &SyntaxError{Offset: pe.Offset, Component: appendixb.Component(input, pe.Offset), Expected: synerr.Expected(pe.Expected)}
	if needScheme && appendixb.Split(input).Scheme < 0 {
		se.Component = "scheme"
	}
	if pe.Offset < len(input) {
		_, n := utf8.DecodeRuneInString(input[pe.Offset:])
		se.Found = input[pe.Offset : pe.Offset+n]
	}
	if from, to := appendixb.Password(input); from < to && from <= pe.Offset && pe.Offset < to {
		se.secret = true
	}
	return &Error{Op: op, Input: input, Err: se}
}
