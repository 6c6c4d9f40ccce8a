package main

import (
	"errors"
	"strconv"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// The failures of the commands quote the library's errors in the grammar's
// words, without the operation and the input, which the output gives
// already: "expected X, found Y" for a *uri.SyntaxError, and what is wrong
// with an escape for a *uri.EscapeError.

// syntaxErrorOf returns the *uri.SyntaxError in err, or nil.
func syntaxErrorOf(err error) *uri.SyntaxError {
	e, _ := errors.AsType[*uri.SyntaxError](err)
	return e
}

// escapeErrorOf returns the *uri.EscapeError in err, or one at offset -1
// saying what err says.
func escapeErrorOf(err error) *uri.EscapeError {
	if e, ok := errors.AsType[*uri.EscapeError](err); ok {
		return e
	}
	return &uri.EscapeError{Offset: -1, Found: err.Error()}
}

// escapeMessage is what is wrong with the text an *uri.EscapeError is
// about, without its offset: `invalid escape "%4g": "%" must be followed
// by two hexadecimal digits`, or `invalid UTF-8: "%FF"`.
func escapeMessage(e *uri.EscapeError) string {
	found := ""
	if e.Found != "" { // "" in a password
		found = " " + strconv.Quote(e.Found)
	}
	if e.UTF8 {
		return "invalid UTF-8:" + found
	}
	return "invalid escape" + found + `: "%" must be followed by two hexadecimal digits`
}

// parseAbsolute parses s as an absolute URI (RFC 3986 §4.3,
// absolute-URI): a URI without a fragment, as a base URI must be.
func parseAbsolute(s string) (uri.URI, error) {
	u, err := uri.Parse(s)
	if _, hasFragment := u.Fragment(); err == nil && u.IsAbsolute() && !hasFragment {
		return u, nil
	}
	return uri.URI{}, ruleError("parse absolute URI", s, parser.ValidateAbsoluteURI(s), true)
}

// parseRelative parses s as a relative reference (RFC 3986 §4.2,
// relative-ref): no scheme.
func parseRelative(s string) (uri.URI, error) {
	u, err := uri.Parse(s)
	if err == nil && !u.IsAbsolute() {
		return u, nil
	}
	return uri.URI{}, ruleError("parse relative reference", s, parser.ValidateRelativeRef(s), false)
}

// ruleError is the error of op on s from err, the error of the validator
// of the rule s should match, which fails where the URI-reference it is
// fails, or where it is not of the rule's kind; needScheme says that the
// rule is one of URIs, for naming the component.
func ruleError(op, s string, err error, needScheme bool) error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &uri.Error{Op: op, Input: synerr.Redact(s), Err: errors.New("internal error: the grammar's rules disagree")}
	}
	return synerr.New[uri.Error, uri.SyntaxError](op, s, synerr.Params{Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, Nodes: pe.Nodes, NeedScheme: needScheme})
}

// validateError is the *uri.SyntaxError of s from err, an error of
// package parser's Validate: its component named as in a URI reference
// (a URI when needScheme) when isRef, none otherwise; the password of s,
// as RFC 3986 Appendix B or a browser finds it, not shown (RFC 3986
// §7.5).
func validateError(s string, err error, isRef, needScheme bool) *uri.SyntaxError {
	pe := err.(*parser.Error)
	p := synerr.Params{Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, NeedScheme: needScheme}
	if isRef {
		p.Nodes = pe.Nodes
	}
	if !isRef {
		p.Naming = synerr.Given
	}
	return synerr.New[uri.Error, uri.SyntaxError]("validate", s, p).Err.(*uri.SyntaxError)
}
