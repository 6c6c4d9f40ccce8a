// Abnf checks ABNF grammars (RFC 5234, with the case-sensitive strings of
// RFC 7405) and matches inputs against their rules.
//
// Usage:
//
//	abnf <command> [arguments]
//
// The commands are:
//
//	check  report the mistakes in an ABNF grammar
//	match  match inputs against a rule of a grammar
//
// "abnf help", "abnf -h" and "abnf --help" print this list to standard
// output and exit 0. "abnf help COMMAND" prints the usage and flags of a
// command to standard output, "abnf COMMAND -h" to standard error, both
// exiting 0. Without a command, or with an unknown one, abnf prints the
// list to standard error and exits 2.
//
// # Grammars
//
// Both commands read a grammar from one or more files, which together form
// ONE grammar: a rule defined in one file may be used in another, and
// "=/" in one file adds alternatives to a rule of another (RFC 5234 §3.3).
// A file named "embed:NAME" is NAME among the grammars built into abnf
// (package grammar): "embed:rfc3986.abnf" is RFC 3986 Appendix A. The core
// rules of RFC 5234 Appendix B.1 (ALPHA, DIGIT, HEXDIG, ...) are defined
// in every grammar; their positions name the file "core.abnf".
//
// Messages about a grammar have the form
//
//	file:line:col: severity: message
//
// with line and column counting from 1, the column in characters, and
// severity one of error, warning or info; a message about the command line
// rather than a place in a file, such as an undefined start rule, is
// "severity: message". Editors that understand compiler output jump to
// these places.
//
// # Check
//
// Usage:
//
//	abnf check [-r RULE[,RULE...]] [-v] FILE...
//
// Check reads the files as one grammar and prints the findings of package
// check (github.com/abnf-uri/uri/gen/check) to standard output, one per
// line, in file order (the files in the order given, core.abnf last), then
// by line and column. Errors are undefined rules, duplicate definitions,
// "=/" without a rule, repetitions and value ranges that match nothing,
// left recursion and rules that derive no finite string; warnings are
// rules the start rules do not use, prose-vals, recursion and "=/" before
// the rule's "="; infos are facts such as the rules that match the empty
// string. A syntax error stops the reading and is printed the same way,
// as an error.
//
// The flags are:
//
//	-r RULE[,RULE...]
//		The start rules: a rule that none of them uses, directly or
//		through other rules, is reported as unused, and a start rule
//		that is not defined is an error. Names are case-insensitive.
//		The flag may be repeated. Without it, the start rule is the
//		first rule of the first file that defines one.
//	-v
//		Also print the infos.
//
// Check exits 0 when the grammar has no errors (it may have warnings), 1
// when it has errors, a syntax error included, and 2 when the command line
// is wrong or a file cannot be read, with a message on standard error.
//
// # Match
//
// Usage:
//
//	abnf match [-g FILE[,FILE...]] -r RULE [INPUT...]
//
// Match decides whether each input, as a whole, matches the rule RULE of
// the grammar, using the reference matcher (package
// github.com/abnf-uri/uri/gen/match), which follows the grammar's
// context-free meaning exactly: an input matches if any choice of
// alternatives and repetition counts derives it.
//
// The inputs are the INPUT arguments, each one input. With no INPUT, or
// with the single argument "-", match reads standard input instead: each
// line is one input, without its line ending ("\n" or "\r\n"); an empty
// line is the empty input, a last line without a line ending is an input
// too, and lines may be of any length. To give an input that starts with
// "-" as an argument, put "--" before the inputs; "-" is an input like
// any other unless it is the only argument.
//
// For each input, in order, match prints one line to standard output:
//
//	valid
//
// when the input matches, and otherwise
//
//	invalid<TAB>OFFSET<TAB>MESSAGE
//
// where OFFSET is the byte offset (from 0) furthest into the input that
// any attempt to match reached, and MESSAGE says what the grammar allows
// there and what the input has there, for example
//
//	invalid	8	expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input, found " "
//
// for "http://a b" and the rule URI-reference. A rule name in the list
// stands for anything that rule matches at the offset; "end of input"
// means the input could end there. The character found is quoted, with
// control characters and bytes that are not UTF-8 escaped as "\xNN".
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The grammar files, read as one grammar. The flag may be
//		repeated. The default is embed:rfc3986.abnf, the grammar of
//		RFC 3986 Appendix A.
//	-r RULE
//		The rule to match, in any case. Required.
//
// Before matching, the grammar is checked as by "abnf check -r RULE"; if it
// has errors, match prints them (not its warnings) to standard error and
// matches nothing. A syntax error is printed the same way.
//
// Match exits 0 when every input is valid and 1 when any is invalid. It
// exits 2, with a message on standard error, when the command line is
// wrong, when -r is missing or names no rule of the grammar, when a file
// cannot be read, when the grammar has errors, or when reading standard
// input or writing standard output fails (after the lines printed so far).
//
// # Examples
//
// Check RFC 3986 with the start rules of its §4.1 and §4.3:
//
//	$ abnf check -r URI-reference,absolute-URI embed:rfc3986.abnf
//	embed:rfc3986.abnf:58:1: warning: rule "path" is not used by the start rule(s) URI-reference, absolute-URI
//	embed:rfc3986.abnf:84:1: warning: rule "reserved" is not used by the start rule(s) URI-reference, absolute-URI
//	embed:rfc3986.abnf:85:1: warning: rule "gen-delims" is not used by the start rule(s) URI-reference, absolute-URI
//
// Match URI references given as arguments:
//
//	$ abnf match -r URI-reference 'http://[::1]:80/' '%zz'
//	valid
//	invalid	1	expected HEXDIG, found "z"
//
// Match each line of a file against the rule dec-octet:
//
//	$ abnf match -r dec-octet < octets.txt
package main
