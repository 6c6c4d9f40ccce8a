package uri

import (
	"strconv"

	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// Errors have one shape, as in net/url and go/scanner: an *Error names
// the operation and its input, and wraps a leaf that says what is wrong
// and where: a *SyntaxError for text that does not match RFC 3986's
// grammar, an *EscapeError for a malformed percent-encoding, a
// *PolicyError for a URI that a Policy refuses (and, in package fileuri,
// the errors of file URI conversions). errors.As finds the leaf.

// No error of this module holds or shows a password: the part of a
// userinfo after its first ":", which RFC 3986 deprecates (§3.2.1) and
// asks applications not to show (§7.5). The Input of an error is the
// input with each byte of its password written "x", as many as there are
// ("http://user:xxxxxx@host/a b"), so that an offset is the same in the
// input as given and in Input, and every offset a message prints points at
// the byte it names in the text that message shows; the password's length
// shows, its characters do not. The password is the one RFC 3986
// Appendix B finds, or a browser (a WHATWG URL parser: `http:\\u:pw@h`),
// both where they differ. Where an error is about a character of the
// password, it does not say which: its Found is "" and its InPassword set.

// Error records an operation that failed and the input it failed on.
type Error struct {
	Op string // "parse", "parse URI", "unescape", "build", ...
	// Input is the input, as given, the password of its userinfo, if any,
	// hidden: each of its bytes is an "x", so that offsets into the input
	// are offsets into Input.
	Input string
	Err   error // what is wrong: *SyntaxError, *EscapeError, *PolicyError, ...
}

// Error formats e as `uri: parse "not a url": invalid character " " in
// path at offset 3; expected ...`, the input quoted, with each byte of
// the password of its userinfo written "x" (also where e was made with
// the password in Input).
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
	// where the text is not UTF-8), or "" at the end of the text and
	// where InPassword is set.
	Found string
	// Expected lists what the grammar allows at Offset: rule names
	// ("pchar"), quoted literals (`"/"`), ranges ("%x30-35") and
	// "end of input". The errors of one place in the grammar share it:
	// read it, do not change it.
	Expected []string
	// InPassword says that Offset is in the password of a userinfo
	// (RFC 3986 §3.2.1): Found is "", and messages do not say which
	// character is there (§7.5).
	InPassword bool
}

// Error formats e with what a person needs first:
// `invalid character " " in path at offset 3; expected ALPHA, ...`.
func (e *SyntaxError) Error() string {
	if e.Component == "scheme" && e.Offset == 0 && len(e.Expected) == 1 && e.Expected[0] == "scheme" {
		return "missing scheme at offset 0; expected scheme"
	}
	return synerr.Describe(e.Found, e.InPassword, func(found string) string {
		return "invalid character " + parser.Found(found, 0)
	}, e.Component, e.Offset, e.Expected)
}

// Detail is the grammar's account of e, as the generated parser and the
// reference matcher word it: `expected pchar, "/" or end of input, found
// "|"`; in a password, `found a character of the password (not shown)`.
func (e *SyntaxError) Detail() string {
	if e.InPassword {
		return "expected " + synerr.JoinOr(e.Expected) + ", found " + synerr.Hidden
	}
	return "expected " + synerr.JoinOr(e.Expected) + ", found " + parser.Found(e.Found, 0)
}

// syntaxError is the error of op on input, which the generated parser
// found to stop matching with err, an error of package parser; it
// allocates once. needScheme says that input should have a scheme, for
// naming the component.
func syntaxError(op, input string, err error, needScheme bool) *Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &Error{Op: op, Input: redact(input), Err: err}
	}
	return syntaxErrorAt(op, input, pe.Offset, pe.Expected, needScheme)
}

// syntaxErrorAt is the error of op on input, no URI reference (no URI
// when needScheme), which stops matching at offset where the grammar
// expects expected: one allocation.
func syntaxErrorAt(op, input string, offset int, expected string, needScheme bool) *Error {
	component, pwFrom, pwTo := synerr.Analyze(input, offset, needScheme)
	return newSyntaxError(op, input, offset, expected, component, pwFrom, pwTo)
}

// syntaxErrorBlock is an *Error and its *SyntaxError, allocated
// together.
type syntaxErrorBlock struct {
	e  Error
	se SyntaxError
}

// syntaxErrorText is a syntaxErrorBlock with room for the Input of an
// input with a password, redacted: an input of up to len(text) bytes with
// a password costs one allocation too.
type syntaxErrorText struct {
	syntaxErrorBlock
	text [128]byte
}

// newSyntaxError returns the error of op on input, which stops matching
// at offset where the grammar expects expected (as "a, b or c"), in
// component; input[pwFrom:pwTo] is the password of its userinfo, hidden.
func newSyntaxError(op, input string, offset int, expected, component string, pwFrom, pwTo int) *Error {
	var b *syntaxErrorBlock
	switch {
	case pwFrom >= pwTo:
		b = &syntaxErrorBlock{e: Error{Op: op, Input: input}}
	case len(input) <= len(syntaxErrorText{}.text):
		t := &syntaxErrorText{}
		n := copy(t.text[:], input)
		for k := pwFrom; k < pwTo; k++ {
			t.text[k] = 'x'
		}
		b = &t.syntaxErrorBlock
		b.e = Error{Op: op, Input: ref.BytesString(t.text[:n])}
	default:
		b = &syntaxErrorBlock{e: Error{Op: op, Input: synerr.Mask(input, pwFrom, pwTo)}}
	}
	se := &b.se
	se.Offset, se.Component = offset, component
	// Found is taken from Input, so that nothing of the error refers to
	// the memory of the password.
	se.Found, se.InPassword = synerr.Found(b.e.Input, offset, pwFrom, pwTo)
	list := synerr.Expected(expected)
	se.Expected = list[:len(list):len(list)]
	b.e.Err = se
	return &b.e
}

// redact returns s with each byte of the password of its userinfo, if
// any, written "x" (see Error).
func redact(s string) string { return synerr.Redact(s) }
