package iri

import (
	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/iri/internal/parser"
)

// Error is the error of the package's functions: a *uri.Error, whose Op
// names the operation ("parse IRI reference", "parse IRI", "IRI to
// URI") and whose Input is the input, the password of its userinfo
// hidden; its Err is a *uri.SyntaxError for text that does not match RFC
// 3987's grammar, or the error of IDNA.
//
// Deprecated: Error is uri.Error; use that.
type Error = uri.Error

// SyntaxError reports text that does not match a rule of RFC 3987's
// grammar. Its UTF8 is set: a byte that begins no UTF-8 encoding is named
// so. Where the text is not UTF-8, its Offset is the first byte that
// begins no valid UTF-8 sequence, or the first byte of a character the
// grammar does not allow; its Component is named from the components
// the parser was reading there, as uri.SyntaxError says (the iauthority
// of RFC 3987 §2.2 split as Appendix B splits it, as its iuserinfo is no
// node of the parser).
//
// Deprecated: SyntaxError is uri.SyntaxError; use that.
type SyntaxError = uri.SyntaxError

// syntaxError is the error of op on input, which the generated parser
// found to stop matching with err; needScheme says that input should have
// a scheme, for naming the component.
func syntaxError(op, input string, err error, needScheme bool) *uri.Error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return &uri.Error{Op: op, Input: synerr.Redact(input), Err: err}
	}
	return synerr.New[uri.Error, uri.SyntaxError](op, input, synerr.Params{
		Offset: pe.Offset, Expected: pe.Expected, List: pe.ExpectedList, Nodes: pe.Nodes, Naming: synerr.ByPlace, NeedScheme: needScheme, UTF8: true})
}
