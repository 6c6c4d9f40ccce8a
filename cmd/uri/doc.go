// Uri validates URI references and splits them into their components,
// exactly as RFC 3986 defines them (package github.com/abnf-uri/uri and
// its parser, generated from the grammar of RFC 3986 Appendix A).
//
// Usage:
//
//	uri <command> [arguments]
//
// The commands are:
//
//	validate   report whether inputs match a rule of RFC 3986
//	parse      split URI references into their components
//	extract    find the URIs in text (RFC 3986 Appendix C)
//	lint       report what in URIs may serve an attack (RFC 3986 §7)
//	file2path  convert file URIs (RFC 8089) to POSIX or Windows paths
//	path2file  convert POSIX or Windows paths to file URIs (RFC 8089)
//
// "uri help", "uri -h" and "uri --help" print this list to standard output
// and exit 0. "uri help COMMAND" prints the usage and flags of a command
// to standard output, "uri COMMAND -h" to standard error, both exiting 0.
// Without a command, or with an unknown one, uri prints the list to
// standard error and exits 2.
//
// # Inputs
//
// Both commands read their inputs the same way. The inputs are the INPUT
// arguments, each one input. With no INPUT, or with the single argument
// "-", the command reads standard input instead: each line is one input,
// without its line ending ("\n" or "\r\n"; a "\r" not before "\n" is part
// of the input); an empty line is the empty input, a last line without a
// line ending is an input too, and lines may be of any length. Empty
// standard input is no input, and the command prints nothing. To give an
// input that starts with "-" as an argument, put "--" before the inputs;
// "-" is an input like any other unless it is the only argument.
//
// Each input is answered in order, as soon as it is read: a program may
// write one line to uri and read the answer before writing the next.
//
// # Errors
//
// An input that does not match is reported with a byte offset and a
// message:
//
//	OFFSET<TAB>MESSAGE
//
// OFFSET is the byte offset, from 0, of the first place in the input that
// no match can go past (the input's length when the input ends too
// early). MESSAGE says what the grammar allows there and what the input
// has there, for example
//
//	8	expected unreserved, sub-delims, ":", pct-encoded, "@", "/", "?", "#" or end of input, found " "
//
// for "http://a b". A rule name in the list stands for anything that rule
// matches at the offset; "end of input" means the input could end there.
// The character found is quoted, with control characters and bytes that
// are not UTF-8 escaped as "\xNN". Both commands give the same offset and
// message for the same input and rule.
//
// # Validate
//
// Usage:
//
//	uri validate [-rule RULE] [INPUT...]
//
// Validate decides whether each input, as a whole, matches a rule of RFC
// 3986's grammar, and prints one line per input to standard output:
//
//	valid
//
// when it does, and otherwise
//
//	invalid<TAB>OFFSET<TAB>MESSAGE
//
// The flag is:
//
//	-rule RULE
//		The rule each input must match: any rule of RFC 3986 Appendix A
//		(URI-reference, URI, absolute-URI, relative-ref, authority,
//		host, IPv4address, IPv6address, dec-octet, path-abempty,
//		query, pct-encoded, sub-delims, ...) or of the core rules it
//		uses (ALPHA, DIGIT, HEXDIG), its name in any case. The default
//		is URI-reference.
//
// # Parse
//
// Usage:
//
//	uri parse [-json] [-rule RULE] [INPUT...]
//
// Parse parses each input and prints its components (RFC 3986 §3) as
// written in the input, still percent-encoded. Components are told apart
// from one another as the RFC does: "http://a/?" has an empty query,
// "http://a/" has none; "http://a:/" has an empty port, "http://@a/" an
// empty userinfo, "x#" an empty fragment, "http:///" an empty host. Every
// URI reference has a path, possibly empty.
//
// The host type names the rule of §3.2.2 the host matched: ipv4 for an
// IPv4address, ipv6 for an IP-literal holding an IPv6address, ipvfuture
// for one holding an IPvFuture, reg-name for anything else, the empty
// host included. Where a host is both an IPv4address and a reg-name, it is
// an IPv4address ("the first-match-wins"): "1.2.3.4" is ipv4, but
// "1.2.3.400", "1.2.3.4.5" and "01.2.3.4" are reg-names.
//
// By default the output is text: a block of lines per input, blocks
// parted by an empty line. Each line is a name and a value, parted by a
// tab. The first line is
//
//	input<TAB>"INPUT"
//
// with the input quoted as a Go string literal (strconv.Quote), so that
// any input, control characters and bytes that are not UTF-8 included,
// reads back exactly. For a valid input, one line follows per component
// the input has, in this order, each value quoted the same way:
//
//	scheme<TAB>"VALUE"
//	userinfo<TAB>"VALUE"
//	host<TAB>"VALUE"
//	host_type<TAB>TYPE
//	port<TAB>"VALUE"
//	path<TAB>"VALUE"
//	query<TAB>"VALUE"
//	fragment<TAB>"VALUE"
//
// where host_type, there when the host is, is not quoted and the path is
// always there. For an invalid input, one line follows:
//
//	error<TAB>OFFSET<TAB>MESSAGE
//
// With -json, the output is one JSON object per input and line (NDJSON),
// its keys in this order:
//
//	input      the input
//	valid      true or false
//	error      for an invalid input only: {"offset": OFFSET, "message": MESSAGE}
//	scheme     \
//	userinfo    |
//	host        |
//	host_type   | the components of a valid input, as in the text form:
//	port        | a key is absent when the component is, and "" when
//	path        | the component is empty
//	query       |
//	fragment   /
//	warnings   for a valid input with findings of "uri lint" at warning or
//	           above only: an array of them, as "uri lint -json" prints
//
// HTML's special characters ("<", ">", "&") are not escaped. A JSON string
// holds Unicode text: a byte of an invalid input that is not UTF-8 is
// "\ufffd" in "input" (valid inputs are ASCII), and the offset still
// counts the bytes of the input as it was.
//
// The flags are:
//
//	-json
//		Print JSON instead of text.
//	-rule RULE
//		What each input must be, its name in any case: URI-reference
//		(RFC 3986 §4.1, the default), a URI or a relative reference;
//		URI (§3), with a scheme; absolute-URI (§4.3), a URI without a
//		fragment, as a base URI must be; or relative-ref (§4.2),
//		without a scheme.
//
// # File2path and path2file
//
// Usage:
//
//	uri file2path [-os posix|windows] [URI...]
//	uri path2file [-os posix|windows] [PATH...]
//
// File2path converts each input, a file URI (RFC 8089), to the path it
// names; path2file converts each input, an absolute path, to a file URI of
// RFC 8089 §2. They read their inputs as the other commands do (see
// Inputs), and print one line per input: the path or the URI, or
//
//	error<TAB>MESSAGE
//
// where MESSAGE says what is wrong, after "offset N: " when it is at one
// place in the input (a byte offset from 0): a host that is not local, an
// escape of "/" ("%2F") or of NUL ("%00"), a dot-segment in a path, a
// path that is not absolute. A path holding a line break (decoded from
// "%0A" or "%0D") is an error too: it cannot be one line.
//
// File2path reads the syntax of RFC 8089 Appendix F too: "file:c:/x",
// "file:///c|/x", "file:////host/share/x", "\" as a separator (E.4).
// On POSIX, "file:///x", "file:/x" and "file://localhost/x" are "/x", and
// another host is an error. On Windows, "file:///c:/x", "file:///c|/x",
// "file:c:/x", "file://c:/x" and "file:///c/x" are "c:\x", and a host
// makes a UNC path: "file://host/share/x", "file:////host/share/x" and
// "file://///host/share/x" are "\\host\share\x". Path2file writes
// "file:///c:/x" and "file://host/share/x", percent-encoding what a path
// segment cannot hold (space, "%", "#", "?", non-ASCII as UTF-8).
//
// The flag is:
//
//	-os posix|windows
//		The style of paths, in any case, whatever the system uri runs
//		on. The default is the running system's: windows on Windows,
//		posix elsewhere.
//
// Both commands exit 0 when every input converts and 1 when any does
// not, and 2 as the other commands do (see Exit status).
//
// # Extract
//
// Usage:
//
//	uri extract [-json] [FILE...]
//
// Extract finds the URIs in text (each FILE; "-" or none: standard
// input) as RFC 3986 Appendix C delimits them: in double quotes, in angle
// brackets, after "<URL:", or bare between whitespace without the
// punctuation that ends a sentence. It prints a line per URI, offsets in
// bytes into the file:
//
//	FILE:START-END<TAB>DELIMITER<TAB>FLAGS<TAB>URI
//
// "uri help extract" tells the delimiters, the flags (wrapped,
// hyphen-ambiguous, invalid), the fields that follow and the JSON form.
// Extract exits 1 when some text delimited as a URI is none, 2 when a
// file cannot be read.
//
// # Lint
//
// Usage:
//
//	uri lint [-json] [-fail-on SEVERITY] [URI...]
//
// Lint reads its inputs as validate and parse do, and reports what in
// each URI reference may serve an attack or mislead, as RFC 3986 §7
// describes: a block per input, a line per finding,
//
//	SEVERITY<TAB>CODE<TAB>COMPONENT<TAB>START-END<TAB>§SECTION<TAB>MESSAGE
//
// with the codes of uri.Lint. It exits 1 when an input is invalid or has a
// finding at or above -fail-on (info, warning or error; the default is
// warning).
//
// # Exit status
//
// Both commands exit 0 when every input is valid and 1 when any is
// invalid; they answer every input either way. They exit 2, with a message
// on standard error, when the command line is wrong (an unknown flag or
// rule, after which nothing is read), or when reading standard input or
// writing standard output fails (after the answers written so far).
//
// # Examples
//
// Validate URI references given as arguments:
//
//	$ uri validate 'http://[::1]:80/' 'http://a b' '%zz'
//	valid
//	invalid	8	expected unreserved, sub-delims, ":", pct-encoded, "@", "/", "?", "#" or end of input, found " "
//	invalid	1	expected HEXDIG, found "z"
//
// Validate IPv6 addresses, one a line:
//
//	$ printf '::1\n1::2::3\n' | uri validate -rule IPv6address
//	valid
//	invalid	5	expected h16 or ls32, found ":"
//
// Keep the lines of a file that are URIs:
//
//	$ uri validate -rule URI < links.txt | paste - links.txt | grep '^valid' | cut -f2
//
// Split a URI into its components:
//
//	$ uri parse 'http://u@[::1]:8080/a/b?q#' 'http://a b'
//	input	"http://u@[::1]:8080/a/b?q#"
//	scheme	"http"
//	userinfo	"u"
//	host	"[::1]"
//	host_type	ipv6
//	port	"8080"
//	path	"/a/b"
//	query	"q"
//	fragment	""
//
//	input	"http://a b"
//	error	8	expected unreserved, sub-delims, ":", pct-encoded, "@", "/", "?", "#" or end of input, found " "
//
// The same as JSON:
//
//	$ uri parse -json 'http://a/?' x 'http://a b'
//	{"input":"http://a/?","valid":true,"scheme":"http","host":"a","host_type":"reg-name","path":"/","query":""}
//	{"input":"x","valid":true,"path":"x"}
//	{"input":"http://a b","valid":false,"error":{"offset":8,"message":"expected unreserved, sub-delims, \":\", pct-encoded, \"@\", \"/\", \"?\", \"#\" or end of input, found \" \""}}
package main
