package uri

import (
	"strconv"

	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/machine"
	"github.com/abnf-uri/uri/parser"
)

// Errors have one shape, as in net/url and go/scanner: an *Error names
// the operation and its input, and wraps a leaf that says what is wrong
// and where: a *SyntaxError for text that does not match RFC 3986's
// grammar, an *EscapeError for a malformed percent-encoding, a
// *PolicyError for a URI that a Policy refuses (and, in package fileuri,
// the errors of file URI conversions). errors.As finds the leaf. The
// other packages of the module return the same two for text that does
// not match their grammars: iri (Op "parse IRI reference", "parse IRI"),
// zone ("parse URI reference with zone"), fileuri ("validate file URI"),
// scheme ("validate http URI"), lenient ("repair"), query ("parse
// query"), browser ("parse as a browser"); every message begins "uri: ".

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
	Op string // "parse", "parse URI", "unescape", "build", "parse IRI", "repair", ...
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

// SyntaxError reports text that does not match a rule of a grammar: RFC
// 3986's, or, for the other packages of this module, RFC 3987's (package
// iri), RFC 6874's (zone), RFC 8089's (fileuri) or a scheme's (scheme);
// or, for package lenient, text that its repairs cannot make a URI
// reference of, and for package browser, a URL browsers refuse. It says the first offset where no match can go on, the
// component it is in, what the text holds there and what the grammar
// allows.
type SyntaxError struct {
	// Offset is where the text stops matching, in bytes from 0: the
	// text's length when it ends too early.
	Offset int
	// Component names the component of a URI reference the offset is in:
	// "scheme", "userinfo", "host", "port", "path", "query" or
	// "fragment". The generated parser says which components it was
	// reading where it stopped (the nodes its threads are in); of those,
	// Component is the one RFC 3986 Appendix B puts the offset in ("http://a
	// b/": host, though a userinfo is possible until an "@"), else the
	// parser's own ("http://[::1/x": host, where Appendix B has the "/" in
	// the path), with what Appendix B's split tells of the authority: a
	// userinfo only with an "@" ("//a:b/": port), a host where two ":"
	// stand outside brackets ("//a:b:c": host). Where the offset is in
	// what Appendix B takes for a scheme, or the text should be a URI and
	// has none, it is "scheme". Where no parser state is at hand (errors
	// built from an offset alone, or a grammar whose nodes are no
	// components: fileuri, scheme), it is the first component, the text
	// split as Appendix B splits any string, that does not match its rule
	// on its own, else the one the offset is in. It is "" for text that
	// is no URI reference but a component alone (Escape's, Parts').
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
	// Reason, when set, says in plain words what is wrong, and leads the
	// message in place of "invalid character ... in COMPONENT"; where it
	// is "WHAT: HINT", the message puts the offset after WHAT: `no
	// scheme at offset 11: a URI begins with a scheme such as "https:"`.
	// Every package's errors get the same words for the same common
	// mistake (no scheme where a URI is required, a space, a character
	// to percent-encode, a bad percent-encoding, a port that is no
	// number, an unclosed "[", a character no host has); a package says
	// its own too: a "%" that begins a zone ID without "%25" in package
	// zone (RFC 6874 §2, zone.BarePercent), what browsers refuse in
	// package lenient (`invalid IP literal "[::1" in host`). Expected
	// and Detail keep the grammar's words.
	Reason string
	// Rule names the rule of the grammar the text was matched against,
	// where it is not the one the operation implies, and Spec the
	// specification that defines it: "mailtoURI" and "RFC 6068 §2" for
	// package scheme; for package browser, the URL Standard's name of
	// the validation error ("host-missing") and "URL Standard". Both are
	// "" for the errors of package uri.
	Rule, Spec string
	// UTF8 says that the grammar's terminals are code points read as
	// UTF-8 (RFC 3987's, RFC 5234 §2.4): a Found byte that begins no
	// UTF-8 encoding is named "invalid UTF-8".
	UTF8 bool
	// Err is the error under this one, if any: for package lenient,
	// IDNA's refusal of a host, or package uri's error about the text
	// repaired.
	Err error
}

// Error formats e with what a person needs first: where Reason is set,
// `REASON at offset 3`, or `WHAT at offset 3: HINT` for a Reason
// "WHAT: HINT" (`space in path at offset 3: write it percent-encoded,
// "%20"; expected pchar, ...`); else `invalid character "|" in path at
// offset 3; expected ...`; where Rule is, `...;
// mailtoURI (RFC 6068 §2) expects to, hfields or end of input`; and
// Err's text after a ": ".
func (e *SyntaxError) Error() string {
	var msg string
	switch {
	case e.Reason != "":
		what, hint := synerr.SplitReason(e.Reason)
		msg = what + " at offset " + strconv.Itoa(e.Offset)
		if hint != "" {
			msg += ": " + hint
		}
		msg += e.expects()
	default:
		msg = synerr.Describe(e.Found, e.InPassword, func(found string) string {
			if e.UTF8 && synerr.InvalidUTF8(found) {
				return "invalid UTF-8 " + parser.Found(found, 0)
			}
			return "invalid character " + parser.Found(found, 0)
		}, e.Component, e.Offset, nil) + e.expects()
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// expects is what e's message says of Expected: `; expected A or B`, or
// `; RULE (SPEC) expects A or B` when Rule is set; "" for an empty list.
func (e *SyntaxError) expects() string {
	switch {
	case len(e.Expected) == 0:
		return ""
	case e.Rule == "":
		return "; expected " + synerr.JoinOr(e.Expected)
	case e.Spec == "":
		return "; " + e.Rule + " expects " + synerr.JoinOr(e.Expected)
	}
	return "; " + e.Rule + " (" + e.Spec + ") expects " + synerr.JoinOr(e.Expected)
}

// Detail is the grammar's account of e, as the generated parser and the
// reference matcher word it: `expected pchar, "/" or end of input, found
// "|"`; in a password, `found a character of the password (not shown)`;
// where UTF8 is set, `found invalid UTF-8 "\xff"` for a byte that begins
// no UTF-8 encoding.
func (e *SyntaxError) Detail() string {
	switch {
	case e.InPassword:
		return "expected " + synerr.JoinOr(e.Expected) + ", found " + synerr.Hidden
	case e.UTF8:
		return "expected " + synerr.JoinOr(e.Expected) + ", found " + machine.FoundUTF8(e.Found, 0)
	}
	return "expected " + synerr.JoinOr(e.Expected) + ", found " + parser.Found(e.Found, 0)
}

// Unwrap returns e.Err.
func (e *SyntaxError) Unwrap() error { return e.Err }

// syntaxError is the error of op on input, which the generated parser
// found to stop matching with err, an error of package parser; it
// allocates once. needScheme says that input should have a scheme, for
// naming the component.
func syntaxError(op, input string, err error, needScheme bool) *Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &Error{Op: op, Input: redact(input), Err: err}
	}
	return newSyntaxError(op, input, synerr.Params{Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, Nodes: pe.Nodes, NeedScheme: needScheme})
}

// newSyntaxError is the error of op on input that p describes, made by
// the constructor every syntax error of the module is made by, which
// hides the password of input.
func newSyntaxError(op, input string, p synerr.Params) *Error {
	return synerr.New[Error, SyntaxError](op, input, p)
}

// redact returns s with each byte of the password of its userinfo, if
// any, written "x" (see Error).
func redact(s string) string { return synerr.Redact(s) }
