// Package grammar holds the ABNF grammars of the RFCs this module
// implements, exactly as the RFCs print them, embedded so that programs
// need no files at run time.
//
//   - core.abnf: RFC 5234 Appendix B.1, the core rules every grammar may use.
//   - rfc3986.abnf: RFC 3986 Appendix A, the generic URI syntax.
//   - rfc5234.abnf: RFC 5234 §4, the syntax of ABNF itself, a grammar
//     with recursion.
package grammar

import "embed"

// FS holds every *.abnf file of this directory.
//
//go:embed *.abnf
var FS embed.FS

// Core is the file name of RFC 5234's core rules within FS.
const Core = "core.abnf"

// RFC3986 is the file name of RFC 3986's collected ABNF within FS.
const RFC3986 = "rfc3986.abnf"

// RFC5234 is the file name of ABNF's own grammar within FS.
const RFC5234 = "rfc5234.abnf"
