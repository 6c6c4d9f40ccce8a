package zone

import (
	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/zone/internal/parser"
)

// Error is the error of Parse: a *uri.Error with Op "parse URI reference
// with zone", whose Input is the input, the password of its userinfo
// hidden, and whose Err is a *uri.SyntaxError.
//
// Deprecated: Error is uri.Error; use that.
type Error = uri.Error

// SyntaxError reports text that does not match the grammar of RFC 3986
// updated by RFC 6874. Its Component is named from the components the
// parser was reading there, as uri.SyntaxError says (a ZoneID is in the
// host). For a bare "%" its Reason is BarePercent.
//
// Deprecated: SyntaxError is uri.SyntaxError; use that.
type SyntaxError = uri.SyntaxError

// BarePercent is the Reason of a *uri.SyntaxError whose Offset is a "%"
// in an IP literal, after an IPv6 address, that is not "%25": a zone ID
// introduced by a "%" that is not percent-encoded, as RFC 6874 §2
// forbids. Such an error's Rule is "IPv6addrz", its Spec "RFC 6874 §2",
// and it expects `"%25"`.
const BarePercent = `bare "%" before a zone ID in host`

// op is the Op of the errors of Parse.
const op = "parse URI reference with zone"

// barePercentExpected is what the grammar allows at a bare "%": the
// "%25" of IPv6addrz.
var barePercentExpected = []string{`"%25"`}

// syntaxError is the error of Parse on input, which the generated parser
// found to stop matching with err.
func syntaxError(input string, err error) *uri.Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &uri.Error{Op: op, Input: synerr.Redact(input), Err: err}
	}
	p := synerr.Params{Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, Nodes: pe.Nodes, Naming: synerr.ByPlace}
	// A bare "%": the parser read an IPv6address and "%", and wants the
	// "2" or the "5" of "%25" (RFC 6874 §2).
	switch o := pe.Offset; {
	case pe.Expected == `"2"` && o >= 1 && input[o-1] == '%':
		p.Offset = o - 1
	case pe.Expected == `"5"` && o >= 2 && input[o-2:o] == "%2":
		p.Offset = o - 2
	}
	if p.Offset != pe.Offset {
		p.List, p.Reason, p.Rule, p.Spec = barePercentExpected, BarePercent, "IPv6addrz", "RFC 6874 §2"
	}
	return synerr.New[uri.Error, uri.SyntaxError](op, input, p)
}
