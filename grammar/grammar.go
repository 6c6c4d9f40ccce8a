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
//   - rfc6570.abnf: RFC 6570 §2, URI Templates, level 4; read with
//     rfc3987.abnf, which holds the rules RFC 6570 §1.5 imports
//     (ALPHA, DIGIT, pct-encoded, ucschar, iprivate).
//   - rfc8089.abnf: RFC 8089 §2, the file URI scheme; it uses rules of
//     rfc3986.abnf, to be read with it as one grammar.
//   - rfc8089-appendix-f.abnf: RFC 8089 Appendix F, the nonstandard file
//     URIs of Appendix E, with E.4's backslashes; read with rfc3986.abnf.
//   - rfc5321.abnf: RFC 5321 §4.1.2 and §4.1.3, SMTP's command arguments
//     (Mailbox, Path); read with rfc5321-imports.abnf (atext, which RFC
//     5321 takes from RFC 5322) and rfc5322.abnf, each file a scope.
//
// The grammars of URI schemes, which package scheme's validators are
// generated from, each read with the files it names in its header; a
// file NAME-SOMETHING.abnf is a companion that writes in ABNF what an
// erratum or the RFC's prose adds, read as an update (abnf -update):
//
//   - rfc9110.abnf (http, https; RFC 9110 §4.1, §4.2.1, §4.2.2) and
//     rfc9110-host.abnf (no empty host);
//   - rfc6455.abnf (ws, wss; RFC 6455 §3) and rfc6455-path.abnf (its path
//     is RFC 3986's path-abempty);
//   - rfc6068.abnf (mailto; RFC 6068 §2), an update of rfc5322.abnf (RFC
//     5322 §3.4.1 and the rules it uses) and rfc3986.abnf, and
//     rfc6068-prose.abnf (items 1 to 3 of §2);
//   - rfc8141.abnf (urn; RFC 8141 §2) and rfc8141-alphanum.abnf;
//   - rfc2397.abnf (data; RFC 2397 §3) and rfc2397-imports.abnf (urlchar
//     and RFC 2045's tokens);
//   - rfc5538.abnf (news, nntp; RFC 5538 Appendix A) and
//     rfc5538-imports.abnf (msg-id-core, §4);
//   - rfc3966.abnf (tel; RFC 3966 §3), standing alone, and
//     rfc3966-prose.abnf (the order of parameters, §3 and §5.3);
//   - rfc5870.abnf (geo; RFC 5870 §3.3), standing alone,
//     rfc5870-wgs84.abnf (the WGS-84 coordinates of §3.3) and
//     rfc5870-prose.abnf (crs and u first, §3.3; where the CRS is
//     WGS-84, §3.4.1, its coordinates within the ranges of §3.4.2);
//   - rfc1738.abnf (ftp, telnet, gopher; RFC 1738 §5, kept by RFC 4248 and
//     RFC 4266), standing alone.
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

// RFC6570 is the file name of RFC 6570 §2's URI Template syntax within
// FS, to be read with RFC3987.
const RFC6570 = "rfc6570.abnf"
