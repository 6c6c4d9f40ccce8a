// Uri validates URI references and splits them into their components,
// resolves, relates, normalizes, compares and percent-encodes them,
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
//	resolve    resolve URI references against a base URI (RFC 3986 §5.2)
//	relative   find the shortest reference from a base URI to a URI
//	normalize  normalize URI references (RFC 3986 §6.2.2, §6.2.3)
//	equal      compare URI references up the ladder of RFC 3986 §6.2
//	repair     repair hrefs into URI references, or read them as browsers do
//	iri2uri    map IRI references to URI references (RFC 3987 §3.1)
//	uri2iri    map URI references to IRI references (RFC 3987 §3.2)
//	escape     percent-encode data for a component of a URI
//	unescape   decode percent-encoded data
//	extract    find the URIs in text (RFC 3986 Appendix C)
//	lint       report what in URIs may serve an attack (RFC 3986 §7)
//	get        print components of URI references through a template
//	set        set components of URI references, percent-encoding the values
//	template   expand URI Templates (RFC 6570), or match URIs against one
//	query      list, add, delete and sort the parameters of queries
//	file2path  convert file URIs (RFC 8089) to POSIX or Windows paths
//	path2file  convert POSIX or Windows paths to file URIs (RFC 8089)
//	schemes    list the schemes whose own grammar validate -scheme checks
//	version    print the version of uri
//
// "uri help", "uri -h" and "uri --help" print this list to standard output
// and exit 0. "uri help COMMAND" prints the usage and flags of a command
// to standard output, "uri COMMAND -h" to standard error, both exiting 0.
// Without a command, or with an unknown one, uri prints the list to
// standard error and exits 2.
//
// # Inputs
//
// The commands but extract, which reads text files, read their inputs
// the same way. The inputs are the arguments, each one input. With none,
// or with the single argument "-", the command reads standard input
// instead: each line is one input, without its line ending ("\n" or
// "\r\n"; a "\r" not before "\n" is part of the input); an empty line is
// the empty input, a last line without a line ending is an input too, and
// lines may be of any length, longer than any buffer: a line is one input,
// never split. "-" is an input like any other unless it is the only
// argument. Standard input read for want of arguments must hold an input:
// when it is empty, the command says so and exits 2, so that a variable
// that is not set ("uri equal "$A" $B", $B unset) is no silent success;
// given "-", an empty standard input is no input, and the command prints
// nothing and exits 0. Extract, given no file, reads standard input the
// same way.
//
// With -url-file FILE, the inputs are the lines of FILE, read as those of
// standard input ("-" is standard input), and no input may be an argument
// (but the first of every pair). With -verify, the command stops after
// the first input that fails, whose answer it prints, and exits 1.
//
// Each input is answered in order, as soon as it is read: a program may
// write one line to uri and read the answer before writing the next. The
// commands read and write through buffers, in memory bounded by the
// longest line, whatever the length of the input.
//
// Resolve, relative and equal take pairs of inputs (a base and a
// reference, a base and a target, two URIs to compare). Their first
// argument is the first of every pair, and the arguments after it are the
// seconds, each making a pair with the first, or, when there are none or
// the only one is "-", the lines of standard input. With no arguments at
// all, or "-" alone, each line of standard input is a pair: FIRST<TAB>SECOND,
// split at the first tab (a URI reference holds no tab). Set takes its
// COMPONENT=VALUE arguments first, then the inputs.
//
// # Flags
//
// Flags may come anywhere on the command line, before, between or after
// the inputs, as GNU tools read them: "uri normalize 'HTTP://A' -level
// syntax" and "uri parse http://a -json" have one input each. A flag is
// "-name" or "--name", its value after "=" or in the next argument. Every
// argument after "--" is an input, and so an input that begins with "-"
// goes after "--"; an argument that begins with "-" and is no flag of the
// command is a usage error, never an input.
//
// Every command has the flags -json and -echo, and those that answer
// inputs one by one (all but extract and schemes) -url-file and -verify
// (see Inputs):
//
//	-json
//		Print one JSON object per answer and line (NDJSON) instead
//		of text.
//	-echo
//		Begin each line of text with the input it answers and a tab
//		(a pair's two inputs, each followed by a tab). Parse, lint,
//		query -list and extract, whose output shows the input anyway,
//		print the same with it.
//
// Get, unescape and file2path, which write decoded text, and uri2iri,
// normalize, resolve and relative, which write IRIs, have -raw too:
//
//	-raw
//		Write results in text as they are, instead of quoting those
//		that hold what a terminal acts on (see Output); a tab or a
//		line break in a result is still an error. JSON is the same
//		with or without it.
//
// # Output
//
// In text, each command prints one line per input, or one block of lines
// per input (parse, lint, query -list), in the order of the inputs. With
// -echo, a line begins with the input it answers.
//
// What the commands print is read on terminals, and decoded text ("%1B"
// is ESC) may hold what a terminal acts on instead of showing: ESC and
// CSI (U+009B) begin the sequences that clear the screen, move the cursor
// or set the window's title, and a tab or a line break would split a
// field or a line. In text, every input echoed, result and message, and
// every URI, file name and message of extract, is written as it is,
// unless it holds one of
//
//	U+0000 to U+001F   the C0 controls, tab, line feed and ESC among them
//	U+007F to U+009F   DEL and the C1 controls, CSI among them
//	U+2028, U+2029     the line and paragraph separators
//	U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069
//	                   the bidirectional formatting characters (marks,
//	                   embeddings, overrides, isolates), which make
//	                   the text around them show in another order
//	                   (RFC 3987 §4.1 keeps them out of IRIs)
//
// or a byte that is not UTF-8 (which a terminal that reads Latin-1 takes
// for a C1 control): it is then quoted as a Go string literal
// (strconv.Quote: "\x1b[2J", "\t", "\u009b", "\u202e", "\xff"). An input or
// a result that begins with a double quote is quoted too, so that a field
// beginning with one is always quoted and reads back with
// strconv.Unquote; a message is not (many begin with a quoted piece of the
// input). The line then splits at its tabs into its fields, one line per
// answer, and a terminal shows all of it and acts on none of it. Other
// characters, letters of every script among them, are written as they
// are. Parse, lint and query -list quote their inputs and values always.
// With -raw, get, unescape, file2path, uri2iri, normalize, resolve and
// relative write their results as they are.
// JSON escapes the same characters ("\u001b", "\u009b", "\u202e"), and its
// strings decode to the same text as encoding/json's.
//
// An input that gets no answer (it is no URI reference, it does not
// convert, ...) gets the line
//
//	error<TAB>OFFSET<TAB>MESSAGE
//
// in every command: OFFSET is the byte offset, from 0, of the place in the
// input the message is about, or "-" when it is at no one place, such as a
// line of standard input that should be a pair and has no tab. For an
// input that does not match the grammar, OFFSET is the first place in it
// that no match can go past (the input's length when the input ends too
// early), and MESSAGE says what the grammar allows there and what the
// input has there, for example
//
//	8	expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input, found " "
//
// for "http://a b". A rule name in the list stands for anything that rule
// matches at the offset; "end of input" means the input could end there.
// The character found is quoted, with control characters and bytes that
// are not UTF-8 escaped as "\xNN". Validate and parse give the same offset
// and message for the same input and rule; the other commands give those
// of parse for an input that is no URI reference, or, for a base or a
// target, no URI (parse -rule URI). For a pair, OFFSET is into the input
// MESSAGE begins with: "base: ", "reference: ", "target: ", "a: " or "b: ".
//
// With -json, each answer is a JSON object on a line of its own, its keys
// in a fixed order, the same key for the same thing in every command: the
// inputs first ("input"; "base" and "reference"; "base" and "target"; "a"
// and "b"), then "valid" (true or false) in the commands that check
// validity (validate, parse, lint; extract, per URI), then what the
// command computes: "result", a URI's components ("scheme", "userinfo",
// "host", "host_type", "port", "path", "query", "fragment": absent when
// the URI has not the component, "" when it is empty), "findings" (lint's,
// each with its "severity"), "params"; or, for an input with no answer,
//
//	"error": {"offset": OFFSET, "component": COMPONENT, "message": MESSAGE}
//
// where "offset" is absent when OFFSET is "-", and COMPONENT names the
// component of a URI the offset is in, absent when it is in none (the data
// of escape and unescape, a path of path2file): "scheme", "userinfo",
// "host", "port", "path", "query" or "fragment", as the regular
// expression of RFC 3986 Appendix B splits the input; for an input that
// does not match the grammar, the first component, up to the offset, that
// does not match its own rule ("http://[::1/" fails at the "/", in the
// host), or else the component where the offset is ("#" in an absolute-URI
// is in the fragment), or "scheme" when a URI has none. The second input
// of a pair is absent for a line without a tab. HTML's special characters
// ("<", ">", "&") are not escaped. A JSON string holds Unicode text: a
// byte of an input that is not UTF-8 is "\ufffd" in "input" (the offsets
// still count the bytes of the input as it was); a result that is not
// UTF-8 is an error.
//
// # Validate
//
// Usage:
//
//	uri validate [-rule RULE | -scheme] [-json] [-echo] [INPUT...]
//
// Validate decides whether each input, as a whole, matches a rule of RFC
// 3986's grammar, and prints one line per input to standard output:
//
//	valid
//
// when it does, and otherwise
//
//	error<TAB>OFFSET<TAB>MESSAGE
//
// With -json: "input", "valid", and "error" for an input that does not
// match ("component" only for the rules URI-reference, URI, absolute-URI
// and relative-ref).
//
// The flag is:
//
//	-rule RULE
//		The rule each input must match: any rule of RFC 3986 Appendix A
//		(URI-reference, URI, absolute-URI, relative-ref, authority,
//		host, IPv4address, IPv6address, dec-octet, path-abempty,
//		query, pct-encoded, sub-delims, ...) or of the core rules it
//		uses (ALPHA, DIGIT, HEXDIG), its name in any case; or the rules
//		IRI-reference and IRI of RFC 3987 (§2.2), IRIs with characters
//		beyond ASCII, read as UTF-8 (an input that is not UTF-8 stops
//		matching at its first byte that is not). The default is
//		URI-reference.
//	-scheme
//		Each input must be a URI (the rule URI) and, when its scheme is
//		one "uri schemes" lists, a URI of that scheme by the grammar of
//		the scheme's RFC (package github.com/abnf-uri/uri/scheme):
//		"mailto:@@@", "urn:x", "tel:abc" and "http:///x" are URIs and
//		no URIs of their schemes. The message of such a failure begins
//		with the scheme's rule and RFC section:
//		"mailtoURI (RFC 6068 §2): expected to, hfields or end of
//		input, found "@"". Not with -rule.
//
// # Parse
//
// Usage:
//
//	uri parse [-rule RULE | -zone] [-lint] [-json] [INPUT...]
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
// With -zone, the inputs are URI references by RFC 6874, whose IPv6 host
// may hold a zone ID after "%25" ("http://[fe80::1%25eth0]/", package
// zone): the host is printed with its zone, and a line "zone" after
// host_type ("zone" in JSON) gives the ZoneID as written.
//
// In text, the output is a block of lines per input, blocks parted by an
// empty line. Each line is a name and a value, parted by a tab. The first
// line is
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
// always there; with -lint, a line per finding of lint follows, as "uri
// lint" prints them. For an invalid input, one line follows:
//
//	error<TAB>OFFSET<TAB>MESSAGE
//
// With -json, the output is one JSON object per input and line, its keys in
// this order:
//
//	input      the input
//	valid      true or false
//	error      for an invalid input only: {"offset", "component", "message"}
//	scheme     \
//	userinfo    |
//	host        |
//	host_type   | the components of a valid input, as in the text form:
//	port        | a key is absent when the component is, and "" when
//	path        | the component is empty
//	query       |
//	fragment   /
//	scheme_parts  for a URI of a scheme whose RFC defines components
//	           of its own, valid by that RFC's grammar (mailto, urn, data,
//	           tel, geo, ftp, gopher, news, nntp): an array of
//	           {"name", "value"} in the order they appear, as
//	           scheme.Parts gives them (mailto's "to", "hfname" and
//	           "hfvalue"; a URN's "nid", "nss", "r-component",
//	           "q-component" and "f-component"; data's "mediatype",
//	           "base64" and "data"; tel's "number", then a name and value
//	           per parameter); absent otherwise
//	findings   with -lint, for a valid input: an array of the findings of
//	           lint, as "uri lint -json" prints them ([] for none)
//
// The flags are:
//
//	-lint
//		Check each valid input with package lint too, as "uri lint"
//		does; without it, nothing is checked but the grammar.
//	-rule RULE
//		What each input must be, its name in any case: URI-reference
//		(RFC 3986 §4.1, the default), a URI or a relative reference;
//		URI (§3), with a scheme; absolute-URI (§4.3), a URI without a
//		fragment, as a base URI must be; or relative-ref (§4.2),
//		without a scheme.
//
// # Resolve and relative
//
// Usage:
//
//	uri resolve [-nonstrict] [-iri] [-raw] [-json] [-echo] BASE [REF...]
//	uri relative [-iri] [-raw] [-json] [-echo] BASE [TARGET...]
//
// Resolve resolves each URI reference REF against the base URI BASE with
// the algorithm of RFC 3986 §5.2, and prints the target URI, dot-segments
// removed from its path. BASE must be a URI, with a scheme (§5.1); its
// fragment, if any, is ignored. Resolution is strict: a reference with a
// scheme is that URI ("http:g" stays "http:g"). Where the algorithm,
// followed to the letter, would give a path beginning with "//" and no
// authority, which would read back as an authority, the path is written
// with "/." in front: base "f:/a" and reference "..//g" give "f:/.//g".
// Otherwise the letter is followed, for a base whose path does not begin
// with "/" too: "foo:a/b" and "../c" give "foo:/c".
//
// Relative is the inverse: for each URI TARGET it prints the shortest URI
// reference that resolves against BASE to TARGET, byte for byte. It is
// empty (an empty line) when TARGET is BASE without a fragment (BASE's
// own is ignored);
// "#fragment" or "?query#fragment" for the same document; else a relative
// path ("g", "../g", "./g:h" when the first segment holds a ":", "." for
// BASE's directory) or an absolute path ("/g"), whichever is shorter; a
// network-path reference ("//host/g") when the authority differs; TARGET
// itself when the scheme does. Schemes and authorities are compared as
// written: normalize both first to relate "HTTP://A/" to "http://a/x".
// TARGET must be a URI, with a scheme, as every target of a base URI has.
// A target whose path has a dot-segment ("http://a/b/../c") is an error at
// that segment, unless it is BASE's own path: resolution removes
// dot-segments, so that no reference leads there.
//
// With -json: "base" and "reference", or "base" and "target", then
// "result" or "error".
//
// The flags are:
//
//	-iri
//		Read BASE, REF and TARGET as IRIs (RFC 3987), and print IRIs:
//		§6.5 resolves IRIs with the algorithm of RFC 3986, characters
//		beyond ASCII taken as unreserved ones.
//	-nonstrict
//		(resolve) Read a reference whose scheme is BASE's (in any
//		case) as if it had none: the loophole RFC 3986 §5.2.2 keeps
//		for backward compatibility, and says should be avoided. With
//		BASE "http://a/b/c/d;p?q", "http:g" is "http://a/b/c/g"
//		(§5.4.2).
//
// Resolve exits 0 when every reference resolves, relative when every
// target has a reference; both exit 1 otherwise.
//
// # Normalize and equal
//
// Usage:
//
//	uri normalize [-level syntax|scheme] [-iri] [-crawl] [-drop PATTERN]... [-index NAME]... [-raw] [-json] [-echo] [URI...]
//	uri equal [-level simple|syntax|scheme] [-iri] [-json] [-echo] A B...
//
// Normalize prints each URI reference in the normal form of RFC 3986 §6.2,
// so that equivalent URIs print the same. Syntax-based normalization
// (§6.2.2) lowercases the scheme and the host; decodes percent-encoded
// unreserved characters ("%7E" is "~", "%61" is "a") and writes every
// other percent-encoding in uppercase, never decoding it ("/abc%2Fdef"
// stays); and removes dot-segments. Scheme-based normalization (§6.2.3),
// the default, then removes an empty port and the scheme's default port
// (http 80, https 443, ws 80, wss 443, ftp 21, telnet 23, gopher 70, nntp
// 119, ...; "080" is 80), writes an IPv6 address as RFC 5952 does
// ("[2001:DB8:0::1]" is "[2001:db8::1]"), writes the empty path of http, https, ws and wss after an
// authority as "/", "file://localhost/x" as "file:///x", and lowercases
// the domains of a mailto URI: "HTTP://Example.COM:80" is
// "http://example.com/". Delimiters stay when their component is empty:
// "http://example.com/?" keeps its "?", "x#" its "#". A relative reference
// stays one, normalized only as far as holds for every base ("a/../b"
// stays as it is). The result is a URI reference of the same kind as the
// input, and normalizing it again gives it back.
//
// A step is left out where it would change what a browser or a Windows
// path reads in the URI (see package uri's Level): a port stays after an
// empty host ("https://://evil.example/" is not "https:////evil.example/")
// and in a file URI ("file://c:/x" is drive C:); dot-segments stay where
// removing them would change the first segment of a path that a browser
// reads as a host ("https:///../evil.example/x") or Windows as a drive
// or a UNC host ("file:///C:/../d:/x"); "..%2E" is not decoded to "...",
// which Windows reads as "..".
//
// -crawl goes beyond RFC 3986 to the key a crawler dedups pages by, with
// package crawl's Crawler profile: after scheme-based normalization, the
// fragment is dropped (§3.5: a fragment is never sent to the server), the
// parameters of the query are sorted by name (stable), and the "." that
// ends a DNS name is removed. -drop PATTERN drops the parameters whose
// name, decoded, matches PATTERN ("*" any run of characters:
// "utm_*"), and -index NAME takes a last path segment NAME for its
// directory ("/a/index.html" is "/a/"); each may be repeated and implies
// -crawl, which is not with -iri or -level syntax.
//
// Equal compares A with each B up the comparison ladder of §6.2: as
// strings (§6.2.1), then normalized by syntax, then by scheme, up to the
// level asked for, and prints the step that decided:
//
//	equal at LEVEL
//	differ in COMPONENT at LEVEL
//
// LEVEL is simple-string, syntax-based or scheme-based: the first level at
// which the two are equivalent, or, when they are not, the one asked for.
// COMPONENT is the first, in the order of a URI, in which their normal
// forms differ: scheme, authority (one has one, the other not), userinfo,
// host, port, path, query or fragment. "differ" means only that the
// comparison cannot tell them equal (§6.1). Fragments count, and relative
// references are compared as they are, without a base.
//
// With -json: "input", or "a" and "b", then "result" or "error". For
// equal, "result" is the line of text, and "equal" (true or false),
// "level" and "differs" (absent when equal) follow it.
//
// The flags are:
//
//	-level LEVEL
//		How far up the ladder to go: simple, syntax or scheme
//		(normalize: syntax or scheme), or the level's whole name
//		(simple-string, syntax-based, scheme-based), in any case.
//		The default is scheme.
//	-iri
//		Read the inputs as IRI references (RFC 3987) and climb its
//		ladder (§5.3): simple string comparison compares the IRIs as
//		written; above it, the IRIs are compared as the URIs they map
//		to (§3.1), and normalize prints the normal form mapped back to
//		an IRI (§3.2), so that "%C3%A9" and "é" are one.
//	-nfc
//		With -iri, normalize characters beyond ASCII to Unicode
//		Normalization Form C (§5.3.2.2) first, never across a
//		delimiter.
//
// Normalize exits 0 when every input is a URI reference, and 1 when one is
// not. Equal exits 0 when every pair is equal, and 1 when one differs or
// holds an input that is no URI reference.
//
// # Repair
//
// Usage:
//
//	uri repair [-browser] [-base URL] [-json] [-echo] [URL...]
//
// Repair repairs each input, a URL as browsers accept it in an href, a
// location bar or a crawled page, into a URI reference (package
// github.com/abnf-uri/uri/lenient): spaces and controls trimmed, tabs and
// newlines removed, in a URL of a special scheme (http, https, ws, wss,
// ftp, file) backslashes read as slashes and the host written as browsers
// reach it (IDNA A-labels, an IPv4 address in dotted decimal), and every
// byte RFC 3986 does not allow percent-encoded. An input that is already
// a URI reference is printed as it is, even where a browser reads it
// otherwise. What browsers refuse (a port above 65535, a host IDNA
// refuses) is an error.
//
// With -browser, each input is read as a browser reads it, by the WHATWG
// URL Standard and not by RFC 3986 (package
// github.com/abnf-uri/uri/browser), and the href is printed: "http:x",
// "HTTP://0x7f.1:80/" and "http:\\x\y" are "http://x/",
// "http://127.0.0.1/" and "http://x/y". An href may be no URI reference
// ("http://a/100%").
//
// With -base URL, the inputs are references against URL, read the same
// way, and the target is printed.
//
// With -json: "input", then "result" and "fixes" (each repair's "kind",
// "offset" and "text"), or with -browser the URL Standard's components
// ("protocol", "username", "password", "host", "hostname", "port",
// "pathname", "search", "hash", "origin") and "uri_reference"; or
// "error". Repair exits 0 when every input is repaired, or read, and 1
// otherwise.
//
// # Iri2uri and uri2iri
//
// Usage:
//
//	uri iri2uri [-idna] [-json] [-echo] [IRI...]
//	uri uri2iri [-raw] [-json] [-echo] [URI...]
//
// Iri2uri maps each IRI reference (RFC 3987) to a URI reference (§3.1):
// every character beyond ASCII becomes the escapes of its UTF-8 octets,
// uppercase, and the rest stays as it is, so that a URI maps to itself.
// With -idna, a registered name beyond ASCII is written in IDNA A-labels
// instead (UTS #46 with the options of golang.org/x/net/idna's Lookup); a
// name IDNA refuses is an error.
//
// Uri2iri maps each URI reference to an IRI reference (§3.2): it decodes
// the escapes of UTF-8 and of unreserved characters, and keeps those of
// "%", of reserved characters, of ASCII that URIs do not allow, of octets
// that are not UTF-8, of characters an IRI may not hold where they are,
// of the bidirectional formatting characters of §4.1, of dot-segments and
// of combining characters after a delimiter (see package
// github.com/abnf-uri/uri/iri's FromURI).
//
// With -json: "input", then "result" or "error". Both exit 0 when every
// input maps, and 1 otherwise.
//
// # Escape and unescape
//
// Usage:
//
//	uri escape -component C [-json] [-echo] [INPUT...]
//	uri unescape [-utf8 | -unreserved] [-raw] [-json] [-echo] [INPUT...]
//
// Escape percent-encodes each input as data for the component C of a URI
// (RFC 3986 §2.1, §2.4): every byte that C cannot hold as it is becomes "%"
// and two uppercase hexadecimal digits, "%" itself included, so that the
// data never reads as a delimiter. C is one of
//
//	userinfo       user information (§3.2.1): ":" stays, "@" is escaped
//	host           a registered name (§3.2.2): ":", "@", "[" and "]" are
//	               escaped
//	path           a whole path (§3.3): "/" stays
//	segment        one path segment: "/" is escaped
//	segment-nz-nc  the first segment of a reference without a scheme:
//	               ":" is escaped too
//	query          a whole query (§3.4): "/", "?", "&" and "=" stay, "#"
//	               is escaped
//	query-param    a key or a value in a query: "&", "=", "+" and ";" are
//	               escaped too; a space is "%20"
//	fragment       the fragment (§3.5)
//
// its name in any case. An input is bytes, taken as they are; text is
// expected in UTF-8, each byte of a character escaped ("é" is "%C3%A9").
// The result is ASCII without control characters: one line, whatever the
// input. Data holding a line break, which a line of standard input cannot,
// can be given as an argument.
//
// Unescape decodes every percent-encoding in each input to the byte it
// stands for, in upper or lower case hexadecimal, and changes nothing else
// ("+" stays "+"): unescaping what escape prints gives its input back, for
// every component. Decode one component at a time, after splitting a URI
// at its delimiters: decoded, "%2F" and "%23" read as delimiters. A "%"
// not followed by two hexadecimal digits is an error at its offset.
//
// The decoded bytes may be any bytes, NUL included. In text, a result
// that holds a control character, a bidirectional formatting character or
// a byte that is not UTF-8 is quoted as a Go string (see Output): "%1B[2J"
// is "\x1b[2J", "a%09b" is "a\tb". With -raw, the bytes are written as
// they are, but a result that holds a tab, a line feed or a carriage
// return (decoded from "%09", "%0A" or "%0D", or written as it is in an
// argument) is an error, at the offset of the first: a line break would
// split an answer over two lines, and a result beginning "error<TAB>"
// would read as a failure. With -json these are results, the JSON string
// escaping them; but a JSON string holds only text, so there a result that
// is not UTF-8 is an error, at the offset of the spelling of the first
// byte that begins no UTF-8 sequence, where the text output quotes it.
//
// The flags are:
//
//	-component C
//		(escape, required) The component the inputs are data for.
//	-unreserved
//		(unescape) Decode only the escapes of unreserved characters
//		(§2.3: letters, digits, "-", ".", "_", "~"), leaving the others
//		as written: the decoding of §6.2.2.2, safe on a whole URI.
//	-utf8
//		(unescape) Fail when the decoded bytes are not UTF-8 (§2.5),
//		at the offset of the spelling of the first byte that begins
//		no UTF-8 sequence. It cannot go with -unreserved, which
//		decodes only ASCII.
//	-raw
//		(unescape) Write the decoded bytes as they are.
//
// With -json: "input", then "result" or "error". Escape exits 0.
// Unescape exits 0 when every input decodes and can be printed, and 1 when
// one cannot.
//
// # Get
//
// Usage:
//
//	uri get -f TEMPLATE [-form] [-zone] [-raw] [-json] [-echo] [URI...]
//
// Get prints each URI reference through TEMPLATE, text in which {NAME}
// stands for a component of the URI, percent-decoded, and {:NAME} for the
// component as written:
//
//	{scheme} {userinfo} {host} {port} {path} {query} {fragment}
//	{url}         the URI reference itself, as written, never decoded
//	{user} {password}  the userinfo before and after its first ":"
//	              (RFC 3986 §3.2.1)
//	{zone}        the zone ID of an IPv6 host (RFC 6874 §2): with it in
//	              the template, or with -zone, inputs are read by RFC 6874
//	{query:KEY}   the value of the first parameter of the query named
//	              KEY (names compared decoded); "" if there is none
//	{query-all:KEY}
//	              the values of every parameter of the query named KEY,
//	              in order, parted by a space (as trurl prints them)
//
// {port} is the scheme's default port (http 80, https 443, ..., see
// package uri's DefaultSchemes) when the URI has none or an empty one;
// {:port} is the port as written. A component the URI does not have is
// "". "{{" is "{", and "}}" is "}". With -form, "+" in the query is a
// space, as in HTML forms ({query}, {query:KEY} and {query-all:KEY});
// without it, "+" is "+", as RFC 3986 has it. A template with an unknown
// NAME, an unclosed "{" or a line break is a usage error.
//
// Get prints a line per input: the template filled in, or the error line,
// for an input that is no URI reference, or one whose decoded component
// the output cannot hold: in text with -raw a tab or a line break (the
// offset is that of its escape, as for unescape; {:NAME}, text without
// -raw or -json print it), in JSON bytes that are not UTF-8. A line that
// holds what a terminal acts on ("{path}" of "http://a/%1B%5B2J") is
// quoted as a Go string as a whole ("/\x1b[2J"), as unescape quotes its
// results; with -raw, it is written as it is. With -json: "input", then
// "result" or "error". Get exits 0 when every input could be printed, 1
// otherwise.
//
// # Set
//
// Usage:
//
//	uri set [-unset COMPONENT,...] [-append path=SEG]... [-iterate COMPONENT="V..."]... [-json] [-echo] COMPONENT=VALUE... [URI...]
//
// Set sets components of each URI reference: COMPONENT=VALUE sets
// COMPONENT (scheme, userinfo, host, port, path, query or fragment) to
// VALUE, percent-encoded for the component with package uri's Escape
// (InUserinfo, InHost, InPath, InQuery, InFragment): "path=/a b" sets the
// path "/a%20b". COMPONENT:=VALUE sets VALUE as it is, already
// percent-encoded, and VALUE must match the component's rule of RFC 3986.
// The scheme and the port are never encoded: VALUE must be a scheme, or
// digits. A host that is an IPv6 address is put in brackets; a host in
// brackets must be an IP-literal. An empty VALUE makes the component
// present and empty ("query=" gives "http://a/?"), and -unset removes
// components with their delimiters (host: the whole authority). A value
// that cannot be set, an unknown component, or one set twice, is a usage
// error, reported with the offset in the value where it goes wrong.
//
// COMPONENT?=VALUE (or COMPONENT?:=VALUE) sets the component only where
// the input does not have it ("port?=8080"; a path, where it is empty).
// -append path=SEG adds SEG, percent-encoded as one segment (InSegment:
// "/" too), to the path after a "/": "http://a/b?q" becomes
// "http://a/b/SEG?q". -iterate COMPONENT="V1 V2 ..." answers each input
// once for each value, the values parted by spaces, set as COMPONENT=V;
// with several, once for each combination, the last one changing
// fastest. A component may not be both set and iterated.
//
// The COMPONENT=VALUE arguments come first; the arguments after them are
// the inputs. An input of that form ("path=x" is a relative reference)
// can be given on standard input.
//
// The result is always a URI reference, with the components set: where
// they would not read back as such, the path is written as RFC 3986 writes
// it elsewhere: after an authority, a path not beginning with "/" gets one
// ("path=x" on "http://a" gives "http://a/x"); without one, a path
// beginning with "//" gets "/." in front (as resolution does, §5.2); in a
// relative reference, a first segment holding ":" gets "./" in front
// (§4.2). A userinfo or a port cannot be set on a URI without a host: that
// is an error, at no one place. With -json: "input", then "result" or
// "error". Set exits 0 when every input could be set, 1 otherwise.
//
// # Template
//
// Usage:
//
//	uri template [-json] [-echo] TEMPLATE [NAME=VALUE... | OBJECT... | -]
//	uri template -match [-json] [-echo] TEMPLATE [URI...]
//
// Template expands TEMPLATE, a URI Template of RFC 6570 (level 4, every
// operator: none, "+", "#", ".", "/", ";", "?", "&"), with package
// template, and checks that the result is a URI reference. A TEMPLATE
// that does not match the grammar of RFC 6570 §2 is a usage error, with
// the offset where it stops; "uri validate -rule URI-Template" validates
// templates as inputs.
//
// The NAME=VALUE arguments after TEMPLATE are one input, each setting the
// variable NAME to the string VALUE, a NAME given twice or more making a
// list:
//
//	$ uri template 'https://api.example.com/users{/user}{?page}' user=octocat page=2
//	https://api.example.com/users/octocat?page=2
//
// An argument that begins with "{" is an input of its own, a JSON object
// of the variables, and with no argument after TEMPLATE, or "-", so is
// each line of standard input: strings, numbers, true and false are
// strings, arrays lists, objects associative arrays in their order (RFC
// 6570 §2.4.2), null undefined. Each input is answered by the expansion,
// or by the error line: for an object that is no object of variables, its
// offset is into the line; for an expansion that fails (an operator
// reserved for future extensions, a prefix modifier on a list or an
// associative array, a value that makes no URI reference, as a "[" in a
// path under "+"), the message begins "template: " and the offset is into
// TEMPLATE:
//
//	$ printf '%s\n' '{"list":["red","green"],"keys":{"semi":";"}}' '{"list":["a b"],"x":"[v]"}' | uri template 'http://a/p{/list*}{?keys*}{#x}'
//	http://a/p/red/green?semi=%3B
//	error	28	template: expansion of variable "x" is not a URI reference (RFC 6570 §3.2.1): uri: parse "http://a/p/a%20b#[v]": invalid character "[" in fragment at offset 17: write it percent-encoded, "%5B"; expected pchar, "/", "?" or end of input
//
// With -match, the inputs are URI references, and each is answered by
// the JSON object of the variables that expand to it (lists as arrays,
// associative arrays as objects, what it leaves undefined left out), when
// the URI determines them; an error line otherwise, its offset into the
// URI: where no way of matching it gets further, or where the variable it
// does not determine begins (RFC 6570 §1.4; see package template's Match
// for the templates whose expansions always match back):
//
//	$ uri template -match '/repos/{owner}/{repo}/issues{?state,labels}' '/repos/golang/go/issues?state=open&labels=a,b' '/repos/golang/go/pulls'
//	{"owner":"golang","repo":"go","state":"open","labels":["a","b"]}
//	error	17	URI does not match the template (RFC 6570 §1.4)
//
// With -json: "input" (the NAME=VALUE arguments parted by spaces, the
// object, or the URI), then "result", or with -match "variables", or
// "error". Template exits 0 when every input expands, or matches in one
// way, 1 otherwise.
//
// # Query
//
// Usage:
//
//	uri query [-list] [-delete KEY]... [-set KEY=VALUE]... [-append KEY[=VALUE]]... [-sort] [-form] [-query-separator CHAR] [-json] [-echo] [URI...]
//
// Query reads the query of each URI reference (RFC 3986 §3.4) as
// parameters KEY=VALUE parted by "&", as HTML forms and most web
// applications write them, or by the character -query-separator names
// (";", as some applications have it): an empty parameter ("a&&b", a last
// "&") is none, one without "=" has a key and no value. Keys are compared,
// and keys and values listed, percent-decoded; "+" is a space only with
// -form (application/x-www-form-urlencoded), and is otherwise "+". It is
// package query's reading (github.com/abnf-uri/uri/query).
//
// -delete KEY removes every parameter whose key is KEY, each "*" in KEY
// standing for any run of characters ("utm_*"); then each -set KEY=VALUE
// puts the parameter in place of the first whose key is KEY and removes
// the others of that key (with none, it is added at the end); then each
// -append KEY=VALUE (or KEY) adds a parameter at the end, KEY and VALUE
// percent-encoded as "uri escape -component query-param" does (with
// -form, a space is "+"), and the separator too; then -sort orders the
// parameters by key, bytewise, keeping the order of those with the same
// key. The other parameters are kept as written, empty ones dropped; a
// query that -delete leaves without parameters is removed with its "?".
// The result is printed, a line per input, or with -json "input", then
// "result" or "error".
//
// Without -delete, -set, -append or -sort, or with -list, Query lists the
// parameters (after the edits) instead: a block per input, its input line
// then a line per parameter, KEY and VALUE quoted as Go strings, VALUE
// left out for a parameter without "=":
//
//	input<TAB>"INPUT"
//	param<TAB>"KEY"<TAB>"VALUE"
//
// With -json, "input" and "params", an array of objects with "key" and
// "value" (absent without "="); a key or a value that does not decode to
// UTF-8 is an error there. Query exits 0 when every input is a URI
// reference (whose parameters, in JSON, are text), 1 otherwise.
//
// # File2path and path2file
//
// Usage:
//
//	uri file2path [-os posix|windows|native] [-raw] [-json] [-echo] [URI...]
//	uri path2file [-os posix|windows|native] [-json] [-echo] [PATH...]
//
// File2path converts each input, a file URI (RFC 8089), to the path it
// names; path2file converts each input, an absolute path, to a file URI of
// RFC 8089 §2. They read their inputs as the other commands do (see
// Inputs), and print one line per input: the path or the URI, or
//
//	error<TAB>OFFSET<TAB>MESSAGE
//
// as the other commands do, where MESSAGE says what is wrong and OFFSET
// where, a byte offset from 0: the first byte of a host that is not
// local, the "%" of an escape of "/" ("%2F") or of NUL ("%00"), the
// dot-segment of a path; or "-" when the problem is the input as a whole,
// such as a path style that does not exist. A path that holds a control
// character, a bidirectional formatting character or a byte that is not
// UTF-8 is quoted as a Go string ("file:///a%09b" is "/a\tb", see
// Output); with -raw, it is written as it is, but a path holding a tab or
// a line break (an escape "%09", "%0A" or "%0D") is an error, at the
// escape: the path could not be one field of one line of output.
//
// File2path reads the syntax of RFC 8089 Appendix F too: "file:c:/x",
// "file:///c|/x", "file:////host/share/x", "\" as a separator (E.4).
// On POSIX, "file:///x", "file:/x" and "file://localhost/x" are "/x", and
// another host is an error. On Windows, "file:///c:/x", "file:///c|/x",
// "file:c:/x" and "file://c:/x" are "c:\x" ("file:///c/x", a letter
// without ":" or "|", is an error), and a host makes a UNC path:
// "file://host/share/x", "file:////host/share/x" and
// "file://///host/share/x" are "\\host\share\x". A name that Windows
// reads otherwise is an error: a trailing "." or space ("secret.txt."),
// a ":" after the drive (an NTFS stream, "file.txt::$DATA"), a device
// name ("CON", "nul.txt", "COM¹"), a character no file name holds, and
// a UNC host "." or "..". Path2file writes
// "file:///c:/x" and "file://host/share/x", percent-encoding what a path
// segment cannot hold (space, "%", "#", "?", non-ASCII as UTF-8).
//
// The flag is:
//
//	-os posix|windows|native
//		The style of paths, in any case, whatever the system uri runs
//		on. The default, native, is the running system's: windows on
//		Windows, posix elsewhere.
//
// With -json: "input", then "result" or "error"; there a path with a line
// break is a result, and one that is not UTF-8 an error. Both commands
// exit 0 when every input converts and 1 when any does not, and 2 as the
// other commands do (see Exit status).
//
// # Extract
//
// Usage:
//
//	uri extract [-mode text|markdown|html] [-json] [FILE...]
//
// Extract finds the URIs in text (each FILE; "-" or none: standard
// input) as RFC 3986 Appendix C delimits them: in double quotes, in angle
// brackets, after "<URL:", or bare between whitespace without the
// punctuation that ends a sentence. It prints a line per URI, offsets in
// bytes into the file:
//
//	FILE:START-END<TAB>DELIMITER<TAB>FLAGS<TAB>URI
//
// With -mode markdown or -mode html, the markup around a URI is not part
// of it, beyond Appendix C: in Markdown (CommonMark) the backticks of a
// code span, the "*", "_" and "~" of emphasis, the ")" of a link
// destination; in HTML, where "<" opens a tag, character references are
// decoded ("&amp;" is "&", flag decoded), START-END still being where
// the URI is in the file:
//
//	$ printf '**https://example.com/** `https://example.org/`\n' | uri extract -mode markdown
//	-:2-22	bare	-	https://example.com/
//	-:26-46	bare	-	https://example.org/
//	$ printf '<a href="https://example.com/?a=1&amp;b=2">\n' | uri extract -mode html
//	-:9-41	quotes	decoded	https://example.com/?a=1&b=2
//
// Extract reads its input as a stream, in constant memory, and prints
// each URI as soon as the text that decides it is read. It reads a URI
// from at most 1 MiB of text from where it begins; one whose end is not
// found within it is cut there and flagged truncated.
//
// "uri help extract" tells the delimiters, the flags (wrapped,
// hyphen-ambiguous, invalid, truncated, decoded), the fields that follow and the
// JSON form, whose "error" is that of the other commands. Extract exits 1 when some text delimited as a URI is none, 2
// when a file cannot be read.
//
// # Lint
//
// Usage:
//
//	uri lint [-fail-on SEVERITY] [-json] [URI...]
//
// Lint reads its inputs as validate and parse do, and reports what in
// each URI reference may serve an attack or mislead, as RFC 3986 §7
// describes: a block per input, a line per finding,
//
//	SEVERITY<TAB>CODE<TAB>COMPONENT<TAB>START-END<TAB>§SECTION<TAB>MESSAGE
//
// with the codes of lint.Check, or the error line for an input that is no
// URI reference. With -json: "input", "valid", then "findings", each with
// "code", "severity", "component", "start", "end", "section" and
// "message" ([] when there are none), or "error". It exits 1 when an input
// is invalid or has a finding at or above -fail-on (info, warning or
// error, in any case; the default is warning).
//
// # Schemes
//
// Usage:
//
//	uri schemes [-json]
//
// Schemes lists the registry of package github.com/abnf-uri/uri/scheme,
// the schemes whose grammar "uri validate -scheme" checks, sorted by name,
// a line each:
//
//	NAME<TAB>SPEC<TAB>GRAMMAR<TAB>PORT
//
// SPEC being the RFC section of the scheme's syntax, GRAMMAR the files of
// package grammar its validator was generated from (as "abnf" takes
// them: the files after -update replace rules of the others) and PORT
// the default port, or "-". With -json: "name", "spec", "grammar",
// "rule" and "default_port". It reads no input.
//
// # Version
//
// Usage:
//
//	uri version [-json]
//	uri -version
//
// Version prints "uri VERSION [REVISION] GO": the version of module
// github.com/abnf-uri/uri uri was built from ("(devel)" from a checkout),
// the revision of the checkout where the build recorded one ("+dirty" with
// changes), and the Go release. With -json: "version", "revision" and
// "go".
//
// # Exit status
//
// Validate and parse exit 0 when every input is valid and 1 when any is
// invalid; the other commands say above when they exit 1. Every command
// answers every input either way. Each exits 2, with a message on
// standard error, when the command line is wrong (an unknown flag, rule,
// level, component or template, a missing -component or -f, a value set
// cannot set, after which nothing is read), or when reading standard input
// or writing standard output fails (after the answers written so far).
// "uri help COMMAND" and "uri COMMAND -h" tell each command's inputs,
// output and exit status.
//
// # Examples
//
// Validate URI references given as arguments:
//
//	$ uri validate 'http://[::1]:80/' 'http://a b' '%zz'
//	valid
//	error	8	expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input, found " "
//	error	1	expected HEXDIG, found "z"
//
// Validate IPv6 addresses, one a line:
//
//	$ printf '::1\n1::2::3\n' | uri validate -rule IPv6address
//	valid
//	error	5	expected h16 or ls32, found ":"
//
// Keep the lines that are URIs:
//
//	$ printf 'http://a/\nnot a URI\nmailto:joe@example.com\n' | uri validate -rule URI -echo | grep -E '	valid$' | cut -f1
//	http://a/
//	mailto:joe@example.com
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
//	error	8	expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input, found " "
//
// The same as JSON, flags after the inputs:
//
//	$ uri parse 'http://a/?' x 'http://a b' -json
//	{"input":"http://a/?","valid":true,"scheme":"http","host":"a","host_type":"reg-name","path":"/","query":""}
//	{"input":"x","valid":true,"path":"x"}
//	{"input":"http://a b","valid":false,"error":{"offset":8,"component":"host","message":"expected unreserved, pct-encoded, sub-delims, \":\", \"@\", \"/\", \"?\", \"#\" or end of input, found \" \""}}
//
// Resolve references against a base, and find them again:
//
//	$ uri resolve 'http://a/b/c/d;p?q' ../g //g '?y' http:g
//	http://a/b/g
//	http://g
//	http://a/b/c/d;p?y
//	http:g
//	$ uri relative -echo 'http://a/b/c/d;p?q' http://a/b/g 'http://a/b/c/d;p?q#s' https://a/
//	http://a/b/c/d;p?q	http://a/b/g	../g
//	http://a/b/c/d;p?q	http://a/b/c/d;p?q#s	#s
//	http://a/b/c/d;p?q	https://a/	https://a/
//
// Resolve the links of a page, base and reference a line:
//
//	$ paste bases.txt links.txt | uri resolve -
//
// Normalize, and compare:
//
//	$ uri normalize 'HTTP://www.Example.COM:80/%7euser/a/./b/../c'
//	http://www.example.com/~user/a/c
//	$ uri equal http://example.com http://example.com:80/ https://example.com/
//	equal at scheme-based
//	differ in scheme at scheme-based
//
// Repair hrefs into URI references, and read them as a browser does:
//
//	$ uri repair ' https://bücher.example/a b\c?q="x"' 'http://[::1/x'
//	https://xn--bcher-kva.example/a%20b/c?q=%22x%22
//	error	7	IP literal "[::1" without its "]" in host
//	$ uri repair -base http://example.org/dir/page '..\img\a b.png' 'http://0x7f.1/'
//	http://example.org/img/a%20b.png
//	http://0x7f.1/
//	$ uri repair -browser -base http://example.org/dir/page '..\img\a b.png' 'http://0x7f.1/' 'http://a:99999/'
//	http://example.org/img/a%20b.png
//	http://127.0.0.1/
//	error	9	port out of range: expected a port up to 65535, found "99999"
//
// Validate and split IRIs, map them to URIs and back:
//
//	$ uri validate -rule IRI-reference 'https://résumé.example/ü' 'http://例/a b'
//	valid
//	error	12	expected ipchar, "/", "?", "#" or end of input, found " "
//	$ uri iri2uri https://résumé.example/ü
//	https://r%C3%A9sum%C3%A9.example/%C3%BC
//	$ uri iri2uri -idna https://résumé.example/ü
//	https://xn--rsum-bpad.example/%C3%BC
//	$ uri uri2iri 'http://example.org/D%C3%BCrst%2F%FC'
//	http://example.org/Dürst%2F%FC
//	$ uri resolve -iri http://例/a/b ../ü
//	http://例/ü
//	$ uri equal -iri http://例/é http://例/%C3%A9
//	equal at syntax-based
//
// Percent-encode a query parameter, and decode it:
//
//	$ uri escape -component query-param 'a&b=c d'
//	a%26b%3Dc%20d
//	$ uri unescape 'a%26b%3Dc%20d' 'a%0Ab' '%1B[2J'
//	a&b=c d
//	"a\nb"
//	"\x1b[2J"
//	$ uri unescape -raw 'a%0Ab'
//	error	1	"%0A" decodes to a line feed, which the text output cannot hold as it is (one line per input, fields parted by tabs): leave out -raw, or use -json
//
// Print components, decoded or as written:
//
//	$ uri get -f '{scheme} {host} {port} {path} {:path} [{query:q}]' 'https://example.com/a%20b?q=caf%C3%A9' 'http://[::1]:8080/'
//	https example.com 443 /a b /a%20b [café]
//	http [::1] 8080 / / []
//
// Set components, each value percent-encoded for its component:
//
//	$ uri set 'path=/a b' fragment=top 'https://example.com/x?q'
//	https://example.com/a%20b?q#top
//	$ uri set host=::1 port=8080 http://example.com/
//	http://[::1]:8080/
//
// Edit the parameters of a query, and list them:
//
//	$ uri query -delete utm_source -append 'q=a b' -sort 'https://example.com/?z=1&utm_source=x&a=2'
//	https://example.com/?a=2&q=a%20b&z=1
//	$ uri query -delete 'utm_*' -set page=2 'https://example.com/?utm_source=x&page=1&q=%7e'
//	https://example.com/?page=2&q=%7e
//	$ uri get -f '{query-all:tag}' 'https://example.com/?tag=a&x=1&tag=b'
//	a b
//	$ uri query -form 'https://example.com/?q=a+b&lang=en&flag'
//	input	"https://example.com/?q=a+b&lang=en&flag"
//	param	"q"	"a b"
//	param	"lang"	"en"
//	param	"flag"
package main
