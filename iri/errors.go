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
	Op string // "parse", "parse IRI", "to URI", ...
	// Input is the input, as given, each byte of the password of its
	// userinfo, if any, written "x" (RFC 3986 §7.5): offsets into the
	// input are offsets into Input.
	Input string
	Err   error // what is wrong: a *SyntaxError, or the error of IDNA
}

// Error formats e as `iri: parse "a b": invalid character " " in path at
// offset 1; expected ...`, the input quoted, with each byte of the
// password of its userinfo written "x".
func (e *Error) Error() string {
	msg := "<nil>"
	if e.Err != nil {
		msg = e.Err.Error()
	}
	return "iri: " + e.Op + " " + strconv.Quote(synerr.Redact(e.Input)) + ": " + msg
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
	// where the text is not UTF-8), or "" at the end of the text and
	// where InPassword is set.
	Found string
	// Expected lists what the grammar allows at Offset: rule names
	// ("ipchar"), quoted literals (`"/"`), ranges and "end of input".
	Expected []string

	// InPassword says that Offset is in the password of a userinfo
	// (RFC 3986 §3.2.1): Found is "", and messages do not say which
	// character is there (§7.5).
	InPassword bool
}

// Error formats e with what a person needs first: `invalid character " "
// in path at offset 3; expected ...`, or `invalid UTF-8 "\xff" in path at
// offset 3; expected ...`.
func (e *SyntaxError) Error() string {
	if e.Component == "scheme" && e.Offset == 0 && len(e.Expected) == 1 && e.Expected[0] == "scheme" {
		return "missing scheme at offset 0; expected scheme"
	}
	return synerr.Describe(e.Found, e.InPassword, func(found string) string {
		if r, _ := utf8.DecodeRuneInString(found); r == utf8.RuneError && len(found) == 1 {
			return "invalid UTF-8 " + strconv.Quote(found)
		}
		return "invalid character " + strconv.QuoteToGraphic(found)
	}, e.Component, e.Offset, e.Expected)
}

// Detail is the grammar's account of e, as the generated parser and the
// reference matcher word it: `expected ipchar, "/" or end of input, found
// "|"`; in a password, `found a character of the password (not shown)`.
func (e *SyntaxError) Detail() string {
	if e.InPassword {
		return "expected " + synerr.JoinOr(e.Expected) + ", found " + synerr.Hidden
	}
	return "expected " + synerr.JoinOr(e.Expected) + ", found " + parser.Found(e.Found, 0)
}

// syntaxError is the error of op on input, which the generated parser
// found to stop matching with err; needScheme says that input should have
// a scheme, for naming the component.
func syntaxError(op, input string, err error, needScheme bool) *Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &Error{Op: op, Input: synerr.Redact(input), Err: err}
	}
	se := &SyntaxError{Offset: pe.Offset, Component: appendixb.Component(input, pe.Offset), Expected: synerr.Expected(pe.Expected)}
	if needScheme && appendixb.Split(input).Scheme < 0 {
		se.Component = "scheme"
	}
	pwFrom, pwTo := synerr.Password(input)
	input = synerr.Mask(input, pwFrom, pwTo)
	se.Found, se.InPassword = synerr.Found(input, pe.Offset, pwFrom, pwTo)
	return &Error{Op: op, Input: input, Err: se}
}
