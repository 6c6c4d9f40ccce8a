package zone

import (
	"strconv"

	"github.com/abnf-uri/uri/internal/appendixb"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/zone/internal/parser"
)

// Error records an operation that failed and the input it failed on.
type Error struct {
	Op string // "parse"
	// Input is the input, as given, each byte of the password of its
	// userinfo, if any, written "x" (RFC 3986 §7.5): offsets into the
	// input are offsets into Input.
	Input string
	Err   error // what is wrong: a *SyntaxError
}

// Error formats e as `zone: parse "http://[fe80::1%eth0]/": bare "%" in
// host at offset 15; ...`, the input quoted, with each byte of the
// password of its userinfo written "x".
func (e *Error) Error() string {
	msg := "<nil>"
	if e.Err != nil {
		msg = e.Err.Error()
	}
	return "zone: " + e.Op + " " + strconv.Quote(synerr.Redact(e.Input)) + ": " + msg
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// SyntaxError reports text that does not match the grammar of RFC 3986
// updated by RFC 6874: the first offset where no match can go on, the
// component it is in, what the text holds there and what the grammar
// allows.
type SyntaxError struct {
	// Offset is where the text stops matching, in bytes from 0; for a
	// bare "%", where the "%" is.
	Offset int
	// Component names the component the offset is in, the text split as
	// RFC 3986 Appendix B splits any string: "scheme", "userinfo",
	// "host", "port", "path", "query" or "fragment".
	Component string
	// Found is the character at Offset (a single byte where the text is
	// not UTF-8), or "" at the end of the text and where InPassword is
	// set.
	Found string
	// Expected lists what the grammar allows at Offset.
	Expected []string
	// BarePercent says that the "%" at Offset is in an IP literal, after
	// an IPv6 address, and is not "%25": a zone identifier introduced by
	// a "%" that is not percent-encoded, as RFC 6874 §2 forbids.
	BarePercent bool

	// InPassword says that Offset is in the password of a userinfo
	// (RFC 3986 §3.2.1): Found is "", and messages do not say which
	// character is there (§7.5).
	InPassword bool
}

// Error formats e with what a person needs first: `invalid character " "
// in path at offset 3; expected ...`, or for a bare "%" `bare "%" in host
// at offset 15: a zone ID is introduced by "%25", the "%" percent-encoded
// (RFC 6874 §2)`.
func (e *SyntaxError) Error() string {
	if e.BarePercent {
		return `bare "%" in ` + e.Component + " at offset " + strconv.Itoa(e.Offset) +
			`: a zone ID is introduced by "%25", the "%" percent-encoded (RFC 6874 §2)`
	}
	return synerr.Describe(e.Found, e.InPassword, func(found string) string {
		return "invalid character " + strconv.QuoteToGraphic(found)
	}, e.Component, e.Offset, e.Expected)
}

// syntaxError is the error of op on input, which the generated parser
// found to stop matching with err.
func syntaxError(op, input string, err error) *Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &Error{Op: op, Input: synerr.Redact(input), Err: err}
	}
	se := &SyntaxError{Offset: pe.Offset, Expected: synerr.Expected(pe.Expected)}
	// A bare "%": the parser read an IPv6address and "%", and wants the
	// "2" or the "5" of "%25" (RFC 6874 §2).
	switch o := pe.Offset; {
	case pe.Expected == `"2"` && o >= 1 && input[o-1] == '%':
		se.Offset, se.BarePercent = o-1, true
	case pe.Expected == `"5"` && o >= 2 && input[o-2:o] == "%2":
		se.Offset, se.BarePercent = o-2, true
	}
	se.Component = appendixb.Component(input, se.Offset)
	pwFrom, pwTo := synerr.Password(input)
	input = synerr.Mask(input, pwFrom, pwTo)
	se.Found, se.InPassword = synerr.Found(input, se.Offset, pwFrom, pwTo)
	return &Error{Op: op, Input: input, Err: se}
}
