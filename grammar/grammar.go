// Package grammar holds the ABNF grammars of the RFCs this module
// implements, exactly as the RFCs print them, embedded so that programs
// need no files at run time.
//
//   - core.abnf: RFC 5234 Appendix B.1, the core rules every grammar may use.
//   - rfc2396.abnf: RFC 2396 Appendix A, the URI syntax RFC 3986 replaced, in ABNF.
//   - rfc3986.abnf: RFC 3986 Appendix A, the generic URI syntax.
//   - rfc5234.abnf: RFC 5234 §4, the syntax of ABNF itself, a grammar
//     with recursion.
//   - rfc3987.abnf: RFC 3987 §2.2, IRIs, whose terminals are code points
//     (read as UTF-8).
//   - rfc6874.abnf: RFC 6874 §2, zone identifiers in IPv6 literals; an
//     update of rfc3986.abnf (its IP-literal replaces RFC 3986's).
//   - rfc8089.abnf: RFC 8089 §2, the file URI scheme; it uses rules of
//     rfc3986.abnf, to be read with it as one grammar.
//   - rfc8089-appendix-f.abnf: RFC 8089 Appendix F, the nonstandard file
//     URIs of Appendix E, with E.4's backslashes; read with rfc3986.abnf.
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

// RFC2396 is the file name of RFC 2396 Appendix A's URI syntax within FS.
const RFC2396 = "rfc2396.abnf"

// RFC5234 is the file name of ABNF's own grammar within FS.
const RFC5234 = "rfc5234.abnf"

// RFC8089 is the file name of RFC 8089 §2's file URI syntax within FS.
const RFC8089 = "rfc8089.abnf"

// RFC8089AppendixF is the file name of RFC 8089 Appendix F's nonstandard
// file URI syntax within FS.
const RFC8089AppendixF = "rfc8089-appendix-f.abnf"

// RFC3987 is the file name of RFC 3987 §2.2's IRI syntax within FS.
const RFC3987 = "rfc3987.abnf"

// RFC6874 is the file name of RFC 6874 §2's zone identifiers within FS,
// an update of RFC3986.
const RFC6874 = "rfc6874.abnf"
