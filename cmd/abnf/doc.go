// Abnf works with ABNF grammars (RFC 5234, with the case-sensitive strings
// of RFC 7405): it checks them, matches inputs against their rules,
// generates Go parsers from them, reports facts about their rules
// (lengths, regularity, ambiguity, PEG hazards), writes regular rules as
// regular expressions, compares the languages of rules, prints sample
// strings of a rule and draws the graph of which rule uses which.
//
// Usage:
//
//	abnf <command> [arguments]
//
// The commands are:
//
//	check    report the mistakes in an ABNF grammar
//	match    match inputs against a rule of a grammar
//	gen      generate a parser package and its syntax tree package
//	analyze  report each rule's lengths, regularity, FIRST set and ambiguity
//	regex    write a regular rule as a regular expression
//	diff     compare the languages of two regular rules, or of a rule and a regex
//	sample   print random strings, a cover set or near misses of a rule
//	graph    draw the rule dependency graph, recursive rules highlighted
//	fmt      lay out grammar files canonically, comments kept
//	extract  print the ABNF rules of an RFC's plain text
//
// "abnf help", "abnf -h" and "abnf --help" print this list to standard
// output and exit 0. "abnf help COMMAND" prints the usage and flags of a
// command to standard output, "abnf COMMAND -h" to standard error, both
// exiting 0. Without a command, or with an unknown one, abnf prints the
// list to standard error and exits 2. Every command exits 2, with a
// message on standard error, when writing standard output fails.
//
// # Grammars
//
// Every command reads a grammar from one or more files, which together
// form ONE grammar: a rule defined in one file may be used in another, and
// "=/" in one file adds alternatives to a rule of another (RFC 5234 §3.3).
// Check takes the files as arguments, the other commands with the flag
// -g FILE[,FILE...], which may be repeated; without -g, match, sample and
// graph read embed:rfc3986.abnf, while gen, analyze, regex and diff
// require it. A file named "embed:NAME" is NAME among the grammars built
// into abnf (package grammar): "embed:rfc3986.abnf" is RFC 3986 Appendix
// A, "embed:rfc5234.abnf" the grammar of ABNF itself (RFC 5234 §4, which
// recurses); rfc2396.abnf, rfc8089.abnf, rfc8089-appendix-f.abnf,
// rfc3987.abnf (IRIs), rfc6874.abnf (zone IDs, an update of RFC 3986),
// core.abnf, and the grammars of URI schemes with their companion files
// (rfc9110, rfc6455, rfc6068 and rfc5322, rfc8141, rfc2397, rfc5538,
// rfc3966, rfc5870, rfc1738: see package grammar) are the others. The
// core rules of RFC 5234 Appendix B.1
// (ALPHA, DIGIT, HEXDIG, ...) are defined in every grammar; their
// positions name the file "core.abnf". Rule names given to flags are
// case-insensitive, as in ABNF. Files that update others (-update),
// rules that one file writes as prose for another to define, and RFC
// 9110's lists (-ext list) are described under "Composing grammars".
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
// Match, analyze, regex, diff and sample check the grammar first, as
// "abnf check" does with their rules as the start rules; when it has
// errors, a syntax error or left recursion included, they print the
// errors (not the warnings) to standard error, do nothing else and exit 2.
// An undefined rule is an error only for the rules that reach it: they
// work on any rule that does not. Gen refuses a grammar with errors too,
// with exit status 1, every rule it keeps (see its -r) being one it
// compiles; graph draws any grammar that it can read.
//
// # Composing grammars
//
// The ABNF of an RFC often uses rules of other RFCs, and some RFCs update
// the rules of others. The files of a grammar load as one, as the RFCs
// intend, without editing them:
//
//   - A rule whose whole definition is a prose-val is a placeholder, the
//     way RFC 9110 writes the rules it takes from RFC 3986
//     ("URI-reference = <URI-reference, see [URI], Section 4.1>"): a
//     definition of the same name in another file takes its place, in
//     whatever order the files come, without a message. Placeholders in
//     several files and no definition stand as one prose-val.
//   - The flag -update FILE[,FILE...], which may be repeated, reads files
//     after the others whose rules defined with "=" replace the earlier
//     definitions of the same names, "=" and "=/" alike, as RFC 6874
//     replaces RFC 3986's IP-literal, RFC 7405 RFC 5234's char-val and RFC
//     6068 RFC 5322's addr-spec. Check reports each replacement as an
//     info that names both places. An update keeps its meaning inside
//     the scope it updates: where two files define a name it updates, it
//     updates the rule of the file of its own RFC, and its references
//     bind as in the files whose rules it updates (or of its own RFC); an
//     update or a reference that could be of either file is an error
//     naming both.
//   - Each file is a scope: a reference binds first to a rule of its own
//     file. Without -update, two "=" definitions of one name (in any
//     case: RFC 9110's Host, RFC 3986's host) in different files are two
//     rules, each file's references binding to its own; the first file's
//     rule keeps the name (for -r) and the others are named NAME-FILE
//     (host-rfc3986, FILE the file's base name). A reference from a third
//     file to a name two files define is an error naming both. A second
//     "=" in the same file is an error, as before.
//   - A placeholder whose prose begins with another rule's name imports
//     that rule: "uri-host = <host, see [URI], Section 3.2.2>" makes
//     uri-host RFC 3986's host, taken from the one file of another RFC
//     that defines it, or, with -bind URI=FILE (repeatable), from FILE
//     only; two candidates are an error naming both. A file is of the
//     RFC its header, the comment lines before its first rule, names
//     first ("; RFC 9110, HTTP Semantics, ..."), or, when it names none,
//     of the RFC its name names (rfc9110-fields.abnf is of RFC 9110).
//   - A header may say what the tags its RFC cites stand for, with
//     reference entries as RFCs print them: a comment line beginning
//     with the tag in brackets and white space, continued up to an empty
//     comment line, a blank line or the next entry; the first "RFC NNNN"
//     in the entry is the RFC the tag stands for. With the entry
//     "; [URI]  Berners-Lee, T., ..., RFC 3986, ..." (RFC 9110 §19.1) in
//     its header, as in grammar/rfc9110-fields.abnf, the placeholders of
//     every file of RFC 9110 that cite [URI] import from the files of RFC
//     3986 only, whatever the files are called, those of the name they
//     name ("port = <port, see [URI], Section 3.2.3>") too, even with RFC
//     2396, which defines port as well, read first; if none of them
//     defines the rule and a file of another RFC does, that is an error,
//     not an import from the other RFC. Two files of one RFC that bind a
//     tag to two RFCs are an error. -bind overrides the headers. The
//     files of one RFC are one document: a reference to a name that
//     another file of the same RFC defines binds as it does there.
//   - An undefined rule is an error for the start rules that reach it and
//     a warning for check elsewhere, so that a grammar in which an unused
//     rule refers to a section left out (RFC 5322's obs-body uses text)
//     still serves its other rules: match, sample, analyze, regex, diff and
//     gen (with -r) work on any rule that does not reach an undefined one.
//     Analyze without -r leaves out the rules that do, and says which on
//     standard error; gen without -r compiles every rule and refuses.
//   - A rule that redefines a core rule of RFC 5234 Appendix B.1, as RFC
//     4180 redefines CR, LF and DQUOTE, takes its place in the whole
//     grammar. Check reports it: an info when its language is the core
//     rule's, a warning when not, with a string in one language only or
//     their lengths. Rule names are case-insensitive, so RFC 8259's char
//     is core CHAR, with another language.
//   - With -ext list, RFC 9110's list extension (§5.6.1) is read:
//     "<n>#<m>element" is a list of n to m elements (n defaults to 0, m
//     to no limit) separated by commas and optional white space. It is
//     expanded as §5.6.1.1 requires senders to write lists, the form
//     Appendix A of RFC 9110 shows, without empty elements:
//     "1#element" is element *( OWS "," OWS element ), "#element" is
//     [ 1#element ], and "<n>#<m>element" is element <n-1>*<m-1>( OWS ","
//     OWS element ). The lenient form a recipient must also accept
//     (§5.6.1.2, with empty elements) is not what lists expand to. The
//     grammar must define OWS (RFC 9110 §5.6.3). Lists nest at most 8
//     deep, each level writing its element twice. Without -ext list, "#"
//     is a syntax error that says how to read it.
//
// Every command that reads a grammar takes -update, -bind, -ext and -encoding:
// check, match, gen, analyze, regex, diff, sample and graph. For diff,
// -update applies to the first grammar (-g) and -update2 to the second
// (-g2); -ext and -encoding apply to both. Flags come before check's files.
//
// RFC 9110's Appendix A and RFC 3986 make one grammar with one clash:
// RFC 9110's field Host and RFC 3986's host are one name to ABNF (RFC 9110
// names the URI's host uri-host for that reason). Read as separate files,
// they are two rules, Host and host-rfc3986, and uri-host is the latter;
// read RFC 3986 as an update instead, and its host replaces the field,
// as check reports. The page docs/compose-rfc9110.md of the module's
// repository reads Host that way, step by step, and generates its parser.
//
// # Code points
//
// What a grammar's terminals are is the grammar's to say (RFC 5234 §2.4):
// bytes, or Unicode code points. The flag -encoding bytes|utf8 says it,
// the same for every command; the default is utf8 for a grammar with a
// num-val above 0xFF (a code point: RFC 3987's ucschar, RFC 8259's
// unescaped), else bytes. With utf8, %xA0 is U+00A0, the two bytes C2 A0
// of its UTF-8 encoding; an input is read as UTF-8 and invalid UTF-8
// matches no terminal: match, and generated parsers, stop at its first
// byte and say "invalid UTF-8". The automata of analyze, diff and gen read
// the UTF-8 encodings a byte at a time (ranges of code points are split
// into ranges of bytes the way RE2 does), so that they stay deterministic
// and linear; a failure inside an encoding is reported at its first byte,
// with what was expected there. analyze prints the encoding; so does the
// header of a generated parser; regex writes code points as characters,
// which Go's regexp reads as UTF-8. With -encoding bytes, a num-val above
// 0xFF is an error that names it.
//
// # Check
//
// Usage:
//
//	abnf check [-r RULE[,RULE...]] [-v] [-update FILE[,FILE...]] [-ext list] FILE...
//
// Check reads the files as one grammar and prints the findings of package
// check (github.com/abnf-uri/uri/gen/check) to standard output, one per
// line, in file order (the files in the order given, core.abnf last), then
// by line and column. Errors are undefined rules that the start rules
// reach, duplicate definitions (naming both places), "=/" without a rule,
// repetitions and value ranges that match nothing, left recursion and
// rules that derive no finite string; warnings are rules the start rules
// do not use, undefined rules that they do not reach, prose-vals,
// recursion, "=/" before the rule's "=" and core rules defined again with
// another language; infos are facts such as the rules that match the
// empty string, the definitions an update replaced and core rules defined
// again with the same language. A syntax error stops the reading and is printed the same way,
// as an error. Groups and options nested more than 1000 deep are refused
// that way too, at the bracket past the limit: the grammars of RFCs nest
// fewer than 10 deep, and the reader and every analysis recurse as deeply
// as a grammar nests. A byte that is not UTF-8 is named as "\xff".
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
//		Also print the infos, and, last, a line that says what was
//		checked and found: "FILE: N rules (K core rules), start rules
//		A, B: 0 errors, 0 warnings, 16 infos".
//	-update FILE[,FILE...]
//		Files read after the others, whose rules defined with "="
//		replace the earlier definitions of the same names (see
//		Composing grammars). The flag may be repeated.
//	-ext list
//		Read RFC 9110's "#" lists (see Composing grammars).
//
// Check exits 0 when the grammar has no errors (it may have warnings), 1
// when it has errors, a syntax error included, and 2 when the command line
// is wrong or a file cannot be read, with a message on standard error.
//
// # Match
//
// Usage:
//
//	abnf match [-g FILE[,FILE...]] [-update FILE[,FILE...]] [-ext list] -r RULE [-maxlen BYTES] [-maxdepth N] [-maxsteps N] [-echo] [INPUT...]
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
// line is the empty input, and a last line without a line ending is an
// input too. A line longer than -maxlen is not kept in memory: it is read
// to its end and reported as an error (see below). To give an input that
// starts with "-" as an argument, put "--" before the inputs; "-" is an
// input like any other unless it is the only argument.
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
// stands for anything that rule matches at the offset; a literal is
// written as the grammar would write it, "b" for either case and %s"b"
// for a case-sensitive letter (RFC 7405); "end of input" means the input
// could end there. A prose-val, which no machine matches, fails where it
// starts and is named as written: "expected <anything>". The character
// found is quoted, with control characters and bytes that are not UTF-8
// escaped as "\xNN". With -echo, each line begins with the input it
// answers and a tab, the input quoted as a Go string when it holds a
// control character, a bidirectional formatting character or a byte that
// is not UTF-8, or begins with a double quote.
//
// An input that match cannot decide within its limits gets the line
//
//	error<TAB>OFFSET<TAB>MESSAGE
//
// and match goes on with the next input: an input longer than -maxlen
// bytes (OFFSET is the limit, where the input goes past it), one in
// which rule calls nest deeper than -maxdepth (OFFSET is where the call
// past the limit begins), for example
//
//	error	10000	nesting limit reached: rules nested more than 10000 deep (-maxdepth)
//
// for 10,001 "(" and as many ")" and the rule nest = "(" *nest ")", or
// one that would take more than -maxsteps steps (OFFSET is where the
// element past the limit begins), for example
//
//	error	6101	step limit reached: matching takes more than 4195328 steps for 8193 bytes of input (-maxsteps)
//
// for 8,192 "a" and a "b" and the rules s = *x and x = *"a", which can
// end at every later offset from each offset: work quadratic in the
// input. A step is an element matched at an offset, or an offset where
// one can end. The limits keep the matcher within bounds: its time and
// memory grow with the input (about 200 bytes of memory per input byte
// for RFC 3986's URI-reference, so 200 to 300 MB at the default -maxlen,
// which takes a few hundred steps a byte; at most a few KB per step for
// any grammar), and its stack with the nesting (a few KB per rule call).
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The grammar files, read as one grammar. The flag may be
//		repeated. The default is embed:rfc3986.abnf, the grammar of
//		RFC 3986 Appendix A.
//	-update FILE[,FILE...]
//		Files read after those of -g, whose rules defined with "="
//		replace the earlier definitions of the same names (see
//		Composing grammars). The flag may be repeated.
//	-ext list
//		Read RFC 9110's "#" lists (see Composing grammars).
//	-r RULE
//		The rule to match, in any case. Required.
//	-maxlen BYTES
//		The longest input to match. The default is 1048576 (1 MiB).
//	-maxdepth N
//		The deepest rule calls may nest while an input is matched. The
//		default is 10000; in a grammar whose rules nest groups, options
//		and repetitions more than 16 deep, the elements open at once are
//		limited to 16 × N too.
//	-maxsteps N
//		The most steps matching one input may take. The default, 0,
//		stands for 512 steps a byte of input, and at least 1048576.
//
// Before matching, the grammar is checked as by "abnf check -r RULE"; if it
// has errors, match prints them (not its warnings) to standard error and
// matches nothing. A syntax error is printed the same way. An undefined
// rule that RULE does not reach is no error.
//
// Match exits 0 when every input is valid and 1 when any is invalid. It
// exits 2 when any input is an error line, after the last input; and 2,
// with a message on standard error, when the command line is wrong, when
// -r is missing or names no rule of the grammar, when a file cannot be
// read, when the grammar has errors, or when reading standard input or
// writing standard output fails (after the lines printed so far).
//
// # Gen
//
// Usage:
//
//	abnf gen -g FILE[,FILE...] [-r RULE[,RULE...]] [-nodes RULE[,RULE...]] [-find-nodes RULE[,RULE...]] [-entries RULE[,RULE...]] [-tables] [-direct RULE[,RULE...] [-direct-api PART[,PART...]]] [-encoding bytes|utf8] [-api validate|PART[,PART...]] [-pkg NAME] [-module PATH] -o DIR [-ast DIR] [-check]
//
// Gen writes a Go parser package for the grammar into directory DIR, and
// the package of its parse trees into the directory of -ast (by default
// ast, beside DIR); the parser imports the tree package. Go's
// "go:generate" lines run it (see the module's generate.go).
//
// The parser package has a constant of type Rule for every rule, named
// after it in Go style ("IP-literal" is IPLiteral), and offers Validate,
// which decides whether a string matches a rule as a whole; with -api
// parse, Parse and Append, which build the parse tree of the match; and
// with -api find, Find, which records the span of the last match of each
// node rule (ast.Spans). For a grammar without recursion, ValidateNAME
// and FindNAME do the same for one rule, so that a program that uses one
// rule links only that rule's code. With -api validate the parser offers
// Validate alone (and its Error, Found and per-rule functions): no tree
// package is written, the parser imports none, and no automaton that
// records nodes is written: the smallest and fastest-built output.
// On no match they return an *Error: the first offset no match can go
// past, what the grammar allows there and what the input has, as match
// reports it. A tree is a list of records in pre-order, one per node, each
// with its rule and its byte span; its nodes are the matches of the rules
// given with -nodes, under a root that is a node of the rule parsed. Where
// the grammar allows several trees for one input, the tree is the first in
// priority order: alternatives in the order the grammar writes them, and
// one more iteration of a repetition before fewer.
//
// A grammar without recursion (among the rules gen keeps, see -r) is
// compiled rule by rule to finite automata (package
// github.com/abnf-uri/uri/gen/dfa): a minimal DFA that validates, and a
// minimal tagged DFA that records the node boundaries as it reads, so that
// one pass over the input gives both the answer and the first tree in
// priority order. Both are written as direct-coded Go, each state a label
// and each transition a jump, with tables only for the byte classes: time
// is linear in the input, whatever it holds, and the language accepted is
// exactly the grammar's, no alternative or repetition count being
// committed to early. A big rule (a validating DFA of 32 states or more)
// whose language is prefix-free and lacks the empty string, such as RFC 3986's
// IP-literal, is compiled once and called where another rule's automaton
// begins it with no other match alive; elsewhere it is copied into the
// rules that use it. A grammar with recursion is written instead as a
// table of elements that the runtime (below) runs, exactly and with the
// same trees and errors, in time polynomial in the input (linear for most
// grammars, cubic at worst); such a parser offers Validate, Parse and
// Append, or with -api validate Validate alone (-api find is an error).
// So is a
// grammar with a rule whose automaton would be too large, which a few
// lines of ambiguous ABNF can cause (the DFA of *( "a" / "b" ) "a"
// 13( "a" / "b" ) needs 2^14 states): past 2^20 NFA states, 8192 DFA
// states or 2^26 steps of determinizing a rule, or 1 MiB of Go code for
// its automata, gen says so on standard error with the rule's name and
// writes the table instead. The NFA's size is bounded from the grammar
// before it is built, and a rule whose longest string has 8192 bytes or
// more needs more than 8192 DFA states, which is known before the DFA
// is built: 1000( 1000( 1000"a" ) ) costs nothing to refuse. Left recursion is an error of the
// grammar, and a grammar may have at most 32,767 rules (Rule and Kind are
// uint8 up to 255 rules, uint16 beyond).
//
// Every parser runs on package github.com/abnf-uri/uri/machine: the
// runners of automata held as tables, the Error type (each package's
// Error is machine.Error of its Rule) and how errors name the input, and
// the matcher of grammars with recursion. The package imports only the
// standard library. In a module whose go.mod requires
// github.com/abnf-uri/uri (or is it), the parser imports it; elsewhere gen
// writes a copy of it into DIR/internal/machine, so that the output
// builds with nothing added to go.mod. -runtime import or -runtime copy
// chooses either way.
//
// Direct-coded automata are the fastest form, and the largest: a DFA of a
// few hundred states with tree registers takes thousands of lines. With
// -tables, or -direct naming the rules to direct-code, every other rule
// holds its automata as tables (a row of next states per state, and the
// register operations of its transitions as short programs) that one loop
// per API runs (machine.go): the same language, trees, errors and linear
// time, with no allocation where the direct-coded form makes none, at a
// few lines a state and a table lookup per byte. -direct-api keeps direct
// coding to some parts of the API (validate, parse, find): RFC 3986's
// parser direct-codes the validating and finding automata of
// URI-reference, which package uri runs, and holds every other automaton
// as tables. -entries gives entry points (the Validate, Parse and Find
// cases and the per-rule functions) to some rules only; the automata of
// the others are not written, unless an entry calls them. -find-nodes
// gives Find a smaller set of node rules than -nodes gives Parse (ast.Spans
// has slots for these only), so that one parser serves a full tree and a
// faster component-only Find.
//
// The files are, in DIR, parser.go and, for automata, tables.go, a
// file rule_NAME.go for each rule written (NAME the rule's name in lower
// case, "-" written "_"), with -api parse engine.go, and machine.go when
// some automaton is held as tables; for a grammar with recursion,
// program.go; with a copy of the runtime, internal/machine; and in the
// tree directory, ast.go and, when the parser builds trees (-api parse, or
// recursion), nodes.go; with -api validate, no tree directory. Each begins
// with
//
//	// Code generated by "abnf gen" from FILES; DO NOT EDIT.
//
// followed by the command line (without -check). Gen writes only the files
// whose contents change, and removes the .go files of both directories
// that begin that way and are no longer generated (with -api validate,
// of DIR only: the tree directory it would have is left alone). The two
// packages carry the same generation hash (a constant ast.Generation_HASH
// that the parser uses), so a parser compiles only with the tree package
// generated with it.
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The grammar files, read as one grammar. The flag may be
//		repeated. Required.
//	-r RULE[,RULE...]
//		The start rules: the parser has these rules and every rule they
//		use, directly or not. The default is every rule.
//	-nodes RULE[,RULE...]
//		The rules whose matches are nodes of the trees. The default is
//		none: a tree is its root alone. A parser with nodes also says
//		which of them a failure is inside (Error.Nodes): for each thread
//		of the automaton where it stopped, in priority order, the node
//		the byte it would read next is part of, "" for none. A state
//		that stands for places in more than one node (after "//a" in RFC
//		3986's URI, a userinfo or a host until an "@") lists them all;
//		the caller chooses. The text outside every node has no name of
//		its own: "" (RFC 3986's path, or a delimiter beside it).
//	-find-nodes RULE[,RULE...]
//		The rules whose spans Find records. The default is -nodes.
//	-entries RULE[,RULE...]
//		The rules that get entry points. The default is every rule.
//	-tables
//		Hold the automata of every rule not named by -direct as tables.
//	-direct RULE[,RULE...]
//		The entry rules whose automata are direct-coded; the others are
//		tables. The default, without -tables, is every rule. A rule named
//		here gets ValidateXAt, and FindXAt when its Find is direct-coded,
//		which report a failure as an offset and an expectation, and the
//		nodes it is inside with -nodes, without allocating an error.
//	-direct-api PART[,PART...]
//		The parts of the API whose automata -direct direct-codes:
//		validate, parse, find. The default is all three.
//	-encoding bytes|utf8
//		What the terminals are (see "Code points"). A grammar of code
//		points without recursion gets automata over UTF-8 bytes, like any
//		other; one with recursion is written as a program the runtime runs.
//	-api validate|PART[,PART...]
//		What the parser offers besides Validate: parse (Parse and
//		Append, trees), find (Find, spans of nodes). The default is both.
//		Validate alone offers Validate only: it records no nodes and
//		needs no tree package, so -nodes, -find-nodes and -ast are usage
//		errors with it, and so is a -direct-api part other than
//		validate. -entries, -tables, -direct and -encoding work as they
//		do with the other parts. Validate with other parts is those
//		parts (Validate is always offered).
//	-pkg NAME
//		The parser package's name. The default is the base name of DIR.
//		It must be a Go identifier (a letter or "_", then letters,
//		digits and "_"), not a keyword and not "_"; so must the base
//		name of the -ast directory.
//	-o DIR
//		The parser package's directory. Required.
//	-ast DIR
//		The tree package's directory; its base name is the package's
//		name. The default is ast, beside the -o directory.
//	-module PATH
//		The import path of the module: of the directory of the first
//		go.mod found above the -o and -ast directories, whose paths
//		below it complete the packages' import paths. The default is
//		the module line of that go.mod; a go.mod must be found either
//		way. The path, given or read, must be one the go command takes:
//		elements of ASCII letters, digits and "-._~+" separated by
//		single slashes, none beginning or ending with a dot, no leading
//		"-" or trailing "/", no element a name Windows reserves (the
//		rules of golang.org/x/mod/module.CheckImportPath).
//	-extern RULE=PKG[,RULE=PKG...]
//		Call the automaton of RULE that the generated parser package PKG
//		(an import path) offers, instead of compiling a copy: RFC 3987's,
//		RFC 8089's and the scheme grammars' parsers call RFC 3986's
//		IP-literal in package github.com/abnf-uri/uri/parser. RULE must
//		be one the grammar compiles once and calls (a prefix-free rule of
//		32 DFA states or more, which other rules begin), with no node
//		inside it (the parser records RULE's own node itself). A parser
//		offers such a rule, when it is an entry, as PrefixRULE, with a
//		constant DefinitionRULE_HASH naming the ABNF of the rule and of
//		the rules it uses; the calling parser refers to that constant, so
//		that the two compile together only when the rule is the same.
//	-runtime import|copy
//		How the parser gets package github.com/abnf-uri/uri/machine, which
//		it runs on: import it (the module must require
//		github.com/abnf-uri/uri), or write a copy of it into
//		DIR/internal/machine. The default is import when the go.mod
//		above -o is github.com/abnf-uri/uri's or requires it with a go
//		line no older than that module's (else the go command would ask
//		to update go.mod; gen then says so in a note), and copy
//		otherwise. With import, a copy left by an earlier run is removed.
//	-check
//		Write nothing, but print to standard output each change writing
//		would make, one per line: "write PATH" for a new file, "write
//		PATH: line N is ..., would be ..." for a file that differs,
//		"remove PATH" for a file no longer generated. The module's tests
//		use it to keep generated code up to date.
//
// Gen exits 0 when it has written the packages (with -check, when they
// are up to date). It exits 1 when the grammar has a syntax error or other
// errors (printed to standard error), when generating fails (for example
// when -nodes names no rule of the grammar), when a file cannot be
// written, and with -check when files are out of date (saying how many on
// standard error); and 2, with a message on standard error, when the
// command line is wrong (a package name or module path that would not
// compile included, found before anything is generated), when a file
// cannot be read, when -r names no rule of the grammar, or when no go.mod
// is found above the directories or its module line is no module path.
//
// # Analyze
//
// Usage:
//
//	abnf analyze -g FILE[,FILE...] [-r RULE[,RULE...]] [-nodes RULE[,RULE...]] [-depth N] [-hazards=false] [-budget CALLS] [-json]
//
// Analyze reports, for each rule of the grammar (or each rule given with
// -r), in grammar order (the files in the order given, core rules last),
// what packages github.com/abnf-uri/uri/gen/analyze and
// github.com/abnf-uri/uri/gen/peg establish about it: whether it matches
// the empty string; the lengths of its strings; whether it is recursive
// (reaches itself); whether its language is regular, and then the number
// of states of its minimal DFA (the dead state not counted); its FIRST
// set, the bytes its non-empty strings begin with; whether some string has
// two parse trees; and its PEG hazards. A rule is known to be regular when
// it uses no recursive rule; a rule that does is reported as "not known".
//
// The ambiguity search looks for a string of the rule with two different
// parse trees, whose nodes are the matches of the rules given with -nodes
// (every rule by default) under a root of the rule itself: two derivations
// that make the same nodes make one tree. It follows pairs of paths
// through the rule's automaton that read the same bytes, breadth first, so
// that the string it reports is a shortest one (letters and digits
// preferred). For a rule without recursion, neither recursive nor using a
// recursive rule, the answer is exact, yes or no. Otherwise the recursion
// is unrolled to the depth -depth: the search covers the derivations that
// nest each rule at most that deep, an ambiguity found is real, and none
// found proves nothing beyond that depth.
//
// The hazard search asks how a PEG parser of the rule would go wrong. Such
// a parser, like most hand-written recursive-descent parsers, commits to
// the first alternative of an alternation that succeeds and takes as many
// iterations of a repetition as it can, never giving one back, so that it
// accepts only part of the rule's language. A hazard is a choice node (an
// alternation, or a repetition whose count is not fixed) of the rule's own
// definition, with a witness: a string of the rule that the grammar
// accepts (package match) and a PEG parser rejects, but accepts with that
// node alone read the ABNF way. It is an order hazard for an alternation,
// a greedy one for a repetition. The search tries every string of the rule
// by increasing length while its budget lasts, then strings built for each
// node (later alternatives, strings of an alternative that begin those of
// a later one, repetitions stopping early), the shortest strings of the
// rules below, and random strings with one-byte edits; it shortens each
// witness as far as it stays one. The search is bounded and says how far
// it went: "exact: every string tried" when the rule's strings ran out (a
// small finite language), "every string of up to N bytes tried, longer
// ones bounded" when it tried all strings that short, "bounded" when not
// even the empty string was tried. A witness is marked "(shortest)" when
// every shorter string of the rule was tried; a node without a hazard
// found may still have one with a longer string. The hazards of a node of
// another rule are reported under that rule, when it is analyzed too.
//
// For each rule, analyze prints a block to standard output, the blocks
// separated by blank lines:
//
//	RULE  FILE:LINE
//	  nullable:   yes|no
//	  length:     N | N to M | N or more | matches no string
//	  recursive:  yes|no
//	  regular:    yes, minimal DFA of N states | yes, DFA too large: it needs LIMIT | yes, no DFA: ERROR | not known (it uses recursion)
//	  first:      [BYTES]
//	  ambiguous:  no | none found (bounded search) | yes[ (found with recursion nested at most N deep)]: "STRING" has two trees | not decided, search too large: it needs LIMIT | not decided: ERROR
//	    TREE
//	    TREE
//	  hazards:    none (SEARCH) | COUNT (SEARCH) | not searched, the rule is too large
//	    LINE:COL KIND NODE: "WITNESS"[ (shortest)]
//
// where FILE is the base name of the rule's file, BYTES a bracket
// expression of bytes, each TREE a node written RULE[START:END](CHILDREN)
// with byte offsets into STRING and its children, if any, separated by
// spaces, SEARCH how far the hazard search went,
// and each hazard line gives the node's place in the file, its kind (order
// or greedy), the node as ABNF and the witness. Strings are Go-quoted.
// With -hazards=false the hazards lines are left out. A rule that uses
// recursive rules without being recursive itself is searched for
// ambiguity within -depth too, but when none is found its line reads
// "ambiguous: no"; its "regular: not known" line tells it apart. Lengths
// are exact up to 2^63-2, which stands for that or more ("N or more").
//
// Every analysis works within budgets, checked before the work where they
// can be, so that a grammar of a few lines describing huge automata costs
// little: a rule whose NFA, bounded from the grammar, would pass 2^20
// states, whose longest string has 8192 bytes or more, or whose DFA would
// pass 8192 states or 2^26 steps of determinizing (2^22 steps of following
// empty moves) is "DFA too large"; an ambiguity search past 2^20 NFA
// states or 2^25 steps (paths, tags and pairs of paths), or that would
// keep more than 2^20 pairs of paths (some 300 MB: a thousand
// alternatives that begin alike reach a pair for every two of them), is
// "search too large"; LIMIT says which budget. Such a rule is reported with the
// facts that do not need the automaton, the others in full, and its
// hazards are not searched. A grammar of code points is analyzed over
// the UTF-8 encodings of its strings (see "Code points"), which it says
// ("encoding: utf8"): lengths count code points, the DFA reads bytes, and
// first is a set of characters. Rules are
// analyzed on all CPUs at once, but a rule whose NFA may pass 2^14
// states alone, so that the memory of analyze is that of its largest
// rule (a few hundred megabytes at most), whatever the number of CPUs;
// time is the sum over the rules of the sizes of their automata, each
// inlining the rules it uses, so a chain of N rules each using the next
// takes time quadratic in N.
//
// With -json, analyze prints instead one JSON object per rule, one per
// line, whose names are stable: "rule", "at" (FILE:LINE), "nullable",
// "min_length" (-1: the rule matches no string), "max_length" (-1:
// unbounded, or no string), "unbounded", "recursive", "regular",
// "dfa_states" (regular rules), "dfa_too_large" (LIMIT, for a regular
// rule whose DFA was not built as too large) or "dfa_error" (ERROR, for
// one not built for another reason), "first"; "ambiguity" when one is
// found, with "witness", "trees" (two), and for a bounded search
// "bounded" and "depth"; "ambiguity_search", "exact", "bounded" for a
// rule that uses recursion (see -depth), or "not done", with
// "ambiguity_too_large" (LIMIT) or "ambiguity_error" (ERROR) saying why;
// "hazards" when any are found, a list of objects
// with "at" (LINE:COL), "kind", "node", "witness", "shortest" and "text"
// (a message in the form file:line:col: ...); and "hazard_search" (SEARCH
// above, or "not done: the rule is too large"), left out with
// -hazards=false. A witness is a string of
// terminal values, one character per byte: a value of 128 or more (%xE9)
// is the character of that number (U+00E9), not part of a UTF-8 sequence.
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The grammar files, read as one grammar. The flag may be
//		repeated. Required.
//	-r RULE[,RULE...]
//		Analyze only these rules (and check the grammar with them as the
//		start rules). The default is every rule. The work is that of
//		these rules and the rules they reach, not of the grammar: in a
//		chain of 10,000 rules, each using the next, "-r" of the first
//		takes about a second, where building every rule's automaton first
//		did not end within ten minutes on half as many.
//	-nodes RULE[,RULE...]
//		The rules whose matches are nodes of the parse trees the
//		ambiguity search compares. The default is every rule.
//	-depth N
//		For rules with recursion, how deep the ambiguity search nests
//		each rule; below 1 counts as 1. The default is 3.
//	-hazards
//		Search for hazards; -hazards=false skips the search, the slow
//		part of analyze. The default is true.
//	-budget CALLS
//		The calls of the reference matcher that the enumeration of the
//		hazard search of each rule may make; the built strings and the
//		rules below get half as many more each. 0, the default, means
//		200000.
//	-json
//		Print JSON, one object per line.
//
// Analyze exits 0 after printing, whatever it found, when every rule was
// analyzed in full. It exits 1 after printing every report when some
// rule's DFA or ambiguity search was not done (too large, or code
// points), naming those rules on standard error; 1 also, with a message
// on standard error, when an analysis fails, for example when -nodes
// names no rule of the grammar; and 2, with a message on standard error,
// when the command line is wrong, when -g is missing, when a file cannot
// be read, when -r names no rule of the grammar, or when the grammar has
// errors.
//
// # Regex
//
// Usage:
//
//	abnf regex -g FILE[,FILE...] -r RULE [-flavor re2|posix]
//
// Regex prints, on one line, a regular expression that matches exactly the
// strings of rule RULE when it must match a whole string. It is not
// anchored: match whole strings with ^(?:RE)$ in RE2, ^(RE)$ or
// "grep -x" in POSIX. It is written from the rule as the grammar writes
// it, rule references replaced by the rules they name, so that it reads
// like the rule: alternatives as "|", repetitions as "*", "+", "?" or
// "{n,m}", alternatives of single bytes as bracket expressions, and
// case-insensitive strings with both cases of each letter ("[Hh]"). The
// rule must be regular: regex refuses a rule that is recursive or uses a
// recursive rule (naming the cycle) and, in a grammar of bytes, bytes
// above 0x7F, since Go's regexp reads UTF-8, not bytes. A prose-val
// matches no string, as for match, analyze, sample and diff: an
// alternative that needs one is left out, a repetition that may take none
// of it ("*<...>", "[<...>]") is the empty string, and a rule that cannot
// do without one, whose language is empty, is refused with a message
// naming it (neither flavor has an expression that matches nothing). In a grammar of code points (see "Code points"),
// values above 0x7F are characters: "\x{A0}" in RE2, the character itself
// in POSIX. The expression then matches what the rule matches on every
// valid UTF-8 string; Go's regexp reads each byte of invalid UTF-8 as
// U+FFFD, so a rule that allows U+FFFD would match those too, and regex
// says so on standard error.
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The grammar files, read as one grammar. The flag may be
//		repeated. Required.
//	-r RULE
//		The rule. Required.
//	-flavor re2|posix
//		The syntax: re2, RE2's as Go's package regexp reads it, with
//		(?:...) groups and \xNN escapes; or posix, POSIX extended regular
//		expressions as "grep -E" reads them, with (...) groups and "]"
//		first and "-" last in brackets. The default is re2.
//
// Regex exits 0 after printing, 1 when the rule cannot be written as a
// regular expression (recursion, an empty language, values above 0x7F),
// and 2 when the command line is wrong, -g or -r is
// missing, a file cannot be read, -r names no rule of the grammar or the
// grammar has errors; messages go to standard error.
//
// # Diff
//
// Usage:
//
//	abnf diff -g FILE[,FILE...] -r RULE (-g2 FILE[,FILE...] [-r2 RULE] | -regex2 EXPR)
//
// Diff decides whether two regular rules match the same strings: rule RULE
// of the grammar of -g, and either rule -r2 of the grammar of -g2 (which
// may be the same files) or the regular expression EXPR. It compiles both
// sides to minimal DFAs and searches the pairs of their states breadth
// first, so that the answer is exact and each string it reports is a
// shortest one (the most readable bytes preferred). Both rules must be
// regular: a rule with recursion, or one that uses one, is refused.
//
// EXPR is in Go's syntax (RE2's) and is matched against whole strings,
// as ^(?:EXPR)$ would be: anchors are dropped wherever they stand. It is
// read the way ABNF reads its terminals, a byte at a time, where Go's
// regexp reads UTF-8: its classes are sets of bytes ("[^/]" is every byte
// but "/", "." every byte but "\n", "(?s)." every byte), a character up to
// U+00FF in a class or a literal stands for the byte of that value ("é"
// is the byte 0xE9, not the two bytes of its UTF-8 encoding), characters
// above U+00FF are left out of classes and refused in literals, and under
// (?i) ASCII letters match in either case. Word boundaries (\b, \B) are
// refused. When the grammar of -g is one of code points (see "Code
// points"), EXPR is read as Go's regexp reads it instead: its characters
// are code points, compared on valid UTF-8.
//
// Diff prints to standard output
//
//	equal
//
// when the two sides match the same strings, and otherwise
//
//	different
//	only first<TAB>STRING
//	only second<TAB>STRING
//
// where each STRING, Go-quoted, is a shortest string that only that side
// matches; a line is left out when that side matches no string the other
// lacks.
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The first grammar's files, read as one grammar. The flag may be
//		repeated. Required.
//	-r RULE
//		The first rule. Required.
//	-g2 FILE[,FILE...]
//		The second grammar's files. Give -g2 or -regex2, not both.
//	-r2 RULE
//		The second rule, in the grammar of -g2. The default is RULE.
//	-regex2 EXPR
//		A regular expression as the second side, read as above.
//
// Diff exits 0 when the sides are equal and 1 when they differ. It also
// exits 1, with a message on standard error and nothing on standard
// output, when a rule cannot be compiled to an automaton (it uses
// recursion); and 2 when the command line is wrong (no -g or -r, both or
// neither of -g2 and -regex2), a file cannot be read, a rule is not in its
// grammar, a grammar has errors or EXPR is not a regular expression diff
// reads.
//
// # Sample
//
// Usage:
//
//	abnf sample [-g FILE[,FILE...]] -r RULE [-n N] [-seed S] [-maxlen L] [-maxdepth N] [-cover] [-invalid] [-raw]
//
// Without -cover or -invalid, sample prints N distinct random strings of
// RULE (package github.com/abnf-uri/uri/gen/sample): alternatives drawn
// at random, repetition counts mostly small and sometimes at their bounds,
// each string taking the shortest way out of every choice once it is L
// bytes long. The same seed gives the same strings. A rule with fewer
// strings gives fewer (sample draws at most 100 times N), and L is no
// bound on the length: a repetition whose count was drawn before the
// string reached L bytes still makes that many iterations, each as short
// as it can be.
//
// With -cover, it prints a small set of strings that together exercise
// every alternative of every alternation RULE reaches, every repetition at
// the counts 0, 1, its minimum and its maximum (those its bounds allow),
// the lowest and highest value of every num-val range, and both the
// lower-case and the upper-case spelling of every case-insensitive literal
// with letters; -n and -maxlen do not apply, and the set does not depend
// on the seed.
//
// With -invalid, it prints near misses instead: strings one edit away
// from strings of RULE that the reference matcher (package
// github.com/abnf-uri/uri/gen/match) rejects; any edit that is still a
// string of RULE is dropped. Alone, -invalid prints N random one-byte
// edits (deleted, inserted, replaced or doubled) of random strings. With
// -cover, it prints the systematic ones: every repetition one iteration
// past its maximum and one short of its minimum, the value just below and
// just above every num-val range, every num-val and literal left out,
// every case-sensitive literal in the other case, then edits of the cover
// set (the last byte removed, two random one-byte edits of each string).
//
// Every string printed is checked with the reference matcher: valid ones
// must match RULE, near misses must not. A string the matcher cannot
// decide within its step limit (see Match; a grammar ambiguous over long
// stretches may need that many steps) is left out, with a count on
// standard error, and so is one in which rule calls nest deeper than
// -maxdepth (a chain of more than 10,000 rules, each using the next),
// with a count that names the limit:
//
//	abnf sample: left out 2 strings in which rule calls nest more than 10000 deep, the reference matcher's limit (-maxdepth)
//
// No mode builds a string longer than 1 MiB (sample.MaxBytes) or a set of
// strings longer than 16 MiB (sample.MaxSetBytes) together, and the work
// of one string is bounded too (a repetition of the empty string a
// million times adds nothing and takes no time). The budgets are checked
// before the work where the lengths are known: RULE's shortest string,
// with saturating arithmetic (the shortest string of 1000( 1000(
// 1000"a" ) ) is a gigabyte), and in -cover and -invalid -cover each
// string of the set, are computed first, and sample refuses, saying
// which string and how long, before building any. A random string
// that outgrows the budget, its counts drawn before it reached L bytes,
// stops sample the same way.
//
// Each string is printed on a line of its own, Go-quoted (strconv.Quote:
// double quotes, with backslash escapes for '"', '\\', control characters,
// bytes that are not UTF-8 and a few invisible characters), so that every
// string, the empty one and those holding line breaks included, is one
// line that strconv.Unquote reads back. With -raw, strings are printed as
// they are, for "abnf match" and other line-oriented tools; strings
// holding a carriage return or a line feed cannot be printed that way and
// are left out, with a count on standard error.
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The grammar files, read as one grammar. The flag may be
//		repeated. The default is embed:rfc3986.abnf.
//	-r RULE
//		The rule to draw strings of. Required.
//	-n N
//		How many random strings or random near misses to print. The
//		default is 10.
//	-seed S
//		The seed of the random choices, an unsigned integer. The
//		default is 1.
//	-maxlen L
//		The length past which random strings take the shortest way out
//		of each choice and repeat nothing more than they must: a string
//		still ends as the grammar requires, so it can run past L by
//		what closes it ("]" after an IP-literal begun). The default
//		is 64, the most 1048576.
//	-maxdepth N
//		The deepest rule calls may nest while the reference matcher
//		checks a string, as for match. The default is 10000.
//	-cover
//		Print a cover set, or with -invalid the systematic near misses.
//	-invalid
//		Print near misses.
//	-raw
//		Print strings as they are, not Go-quoted.
//
// Sample exits 0 after printing, and 2 when the command line is wrong,
// RULE is missing or unknown, a file cannot be read, the grammar has
// errors, RULE derives no string a machine can produce (it needs a
// prose-val), a string or the set would pass the budgets above (printing
// nothing) or writing standard output fails.
//
// # Graph
//
// Usage:
//
//	abnf graph [-g FILE[,FILE...]] [-r RULE[,RULE...]] [-format dot|mermaid]
//
// Graph prints one node per rule and one edge from each rule to each rule
// it references (once, in the order of first reference), rules in grammar
// order (the files in the order given, core rules last). With -r, only the
// given rules and those they reach, directly or not, are shown.
//
// Recursive rules are highlighted: each strongly connected component of
// the graph that recurses (package check's Cycles: several rules that
// reach one another, or one rule that references itself) is drawn as a
// group labelled "recursive: RULE, ...", its rules filled and the edges
// within it drawn in red. The core rules of RFC 5234 Appendix B.1 are
// drawn with dashed outlines.
//
// -format dot (the default) writes a Graphviz digraph ("dot -Tsvg" draws
// it), -format mermaid a Mermaid flowchart (for Markdown that renders
// Mermaid), whose node names are r0, r1, ... in the order of the rules
// shown, labelled with the rule names. Both begin with a comment naming
// the grammar files.
//
// The flags are:
//
//	-g FILE[,FILE...]
//		The grammar files, read as one grammar. The flag may be
//		repeated. The default is embed:rfc3986.abnf.
//	-r RULE[,RULE...]
//		Show only these rules and the rules they reach. The flag may be
//		repeated. The default is every rule.
//	-format dot|mermaid
//		The output format. The default is dot.
//
// Graph exits 0 after printing, and 2 when the command line is wrong, a
// file cannot be read, a rule given with -r is not in the grammar or
// writing standard output fails; a grammar with a syntax error is reported
// like "abnf check" does, but on standard error, with exit status 1.
// Other errors of the grammar, such as undefined rules, do not stop it: an
// undefined rule has no node and its references no edge.
//
// # Fmt
//
// Usage:
//
//	abnf fmt [-l] [-w] [FILE...]
//
// Fmt lays out each grammar file canonically and prints the result to
// standard output; without files it reads standard input. Only white
// space and line breaks change: every name, value, string, prose-val and
// repeat count keeps its spelling (%x41 stays %x41, "*1" stays "*1"), so
// the file reads as the same rules, and fmt of its output is that output.
// The layout (package abnf, FormatSource):
//
//   - Each rule starts at column 1. In a block of rules, a run with no
//     blank line in it, "=" and "=/" line up one space after the longest
//     name.
//   - Elements are separated by one space, with one space inside
//     brackets: *( a / b ), [ c ]; a repeat count stays against its
//     element.
//   - A rule that fits in 72 columns takes one line. A longer one takes a
//     line per top-level alternative, its "/" under the "=", and an
//     alternative still too long is wrapped between elements.
//   - Comments stay where they are: after the element they follow, the
//     comments of consecutive lines aligned, or on lines of their own, at
//     column 1 between rules and indented under the first element inside
//     a rule or right after it. Trailing white space is removed.
//   - Blank lines between rules are kept, several collapsed to one; blank
//     lines inside a rule and at the start and end of the file go.
//   - Lines end as the file's first line does, CRLF (as RFC 5234 writes
//     ABNF) or LF.
//
// The flags are:
//
//	-l
//		List the files whose layout differs from fmt's, one a line,
//		instead of printing them.
//	-w
//		Write the result back to each file that differs, instead of to
//		standard output.
//
// A file that does not read as ABNF is reported as "abnf check" reports
// a syntax error (file:line:col: error: message), on standard error, and
// is neither printed nor written. Fmt exits 0 when every file read, 1
// after a syntax error and 2 when the command line is wrong or a file
// cannot be read or written. The files of grammar/ keep the layout of
// their RFCs; "abnf fmt -l grammar/*.abnf" lists most of them.
//
// # Extract
//
// Usage:
//
//	abnf extract [-section] [-lines] [-all] FILE|-
//
// Extract prints the ABNF rules of an RFC in the RFC Editor's plain-text
// format (FILE, or standard input for "-"), as BAP's aex does (package
// gen/extract): the definitions "name = ..." and "name =/ ...", each with
// its continuation lines (indented more than its name), without the page
// footers and headers, a rule split by a page break joined, each printed
// with the indentation of its first line removed. Prose, figures and
// examples that are not made of ABNF's tokens are left out. A definition
// that repeats an earlier one of its name token for token is printed
// once, unless -all is given. -section prints a comment "; Section 3.2.2"
// (or "; Appendix A") before the rules of each section, -lines a comment
// "; line N, page P" before each rule, N its first line in the RFC text.
// The output reads as ABNF. A definition written in ABNF's tokens that
// does not parse, usually an erratum, is left out and reported on
// standard error as "FILE:line:col: warning: message"; extract then exits
// 1, and 0 otherwise.
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
//	valid
//	valid
//	invalid	2	expected %x30-35 or end of input, found "6"
//	invalid	1	expected end of input, found "0"
//
// for a file octets.txt of the lines 0, 255, 256 and 007.
//
// Match a URI with an IPv6 zone ID, which RFC 6874 §2 adds to RFC 3986 by
// replacing its rule IP-literal:
//
//	$ cat zone.abnf
//	IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
//	ZoneID = 1*( unreserved / pct-encoded )
//	IPv6addrz = IPv6address "%25" ZoneID
//	$ abnf match -update zone.abnf -r URI-reference 'http://[fe80::1%25eth0]/'
//	valid
//	$ abnf match -r URI-reference 'http://[fe80::1%25eth0]/'
//	invalid	15	expected HEXDIG, ":", DIGIT, "." or "]", found "%"
//
// Match a list of RFC 9110 (§5.6.1), in the form senders write, where
// the rule Allow of §10.2.1 is a list of methods (simplified here):
//
//	$ cat allow.abnf
//	Allow  = #method
//	method = 1*ALPHA
//	OWS    = *( SP / HTAB )
//	$ abnf match -ext list -g allow.abnf -r Allow 'GET, HEAD' '' 'GET,'
//	valid
//	valid
//	invalid	4	expected SP, HTAB or method, found end of input
//
// Generate a parser of key=value pairs, whose trees have nodes for pair,
// key and value, in a module example.com/kv (whose go.mod requires
// nothing, so the runtime is copied into kvparser/internal/machine):
//
//	$ cat kv.abnf
//	pairs  = pair *( ";" pair )
//	pair   = key "=" value
//	key    = ALPHA *( ALPHA / DIGIT / "-" )
//	value  = 1*DIGIT / DQUOTE *( %x20-21 / %x23-7E ) DQUOTE
//	$ abnf gen -g kv.abnf -nodes pair,key,value -o kvparser
//	$ ls kvparser ast
//	ast:
//	ast.go
//	nodes.go
//
//	kvparser:
//	engine.go
//	internal
//	parser.go
//	rule_alpha.go
//	rule_digit.go
//	rule_dquote.go
//	rule_key.go
//	rule_pair.go
//	rule_pairs.go
//	rule_value.go
//	tables.go
//
// and use it:
//
//	fmt.Println(kvparser.Validate(kvparser.Pairs, `a=1;`))
//	t, _ := kvparser.Parse(kvparser.Pairs, `a=1;b="x y"`)
//	for _, r := range t.Records {
//		fmt.Printf("%v %q\n", r.Kind, t.Source[r.Pos:r.End])
//	}
//
// which prints
//
//	offset 4: expected pair, found end of input
//	pairs "a=1;b=\"x y\""
//	pair "a=1"
//	key "a"
//	value "1"
//	pair "b=\"x y\""
//	key "b"
//	value "\"x y\""
//
// After "_" is added to the alternatives of key in kv.abnf, -check finds
// the generated files out of date (lines shortened here):
//
//	$ abnf gen -g kv.abnf -nodes pair,key,value -o kvparser -check
//	write ast/ast.go: line 27 is "// Generation_1f2d3b828691 ties this package ...", would be "// Generation_f8671f1391f0 ties this package ..."
//	write ast/nodes.go: line 28 is "//\tkey = ALPHA *( ALPHA / DIGIT / \"-\" )", would be "//\tkey = ALPHA *( ALPHA / DIGIT / \"-\" / \"_\" )"
//	write kvparser/parser.go: line 35 is "var _ = ast.Generation_1f2d3b828691", would be "var _ = ast.Generation_f8671f1391f0"
//	write kvparser/rule_key.go: line 14 is "//\tkey = ALPHA *( ALPHA / DIGIT / \"-\" )", would be "//\tkey = ALPHA *( ALPHA / DIGIT / \"-\" / \"_\" )"
//	write kvparser/tables.go: line 26 is "\t\t1, 7, 7, ..., 1, 1, 1, 1, 1,", would be "\t\t1, 7, 7, ..., 1, 1, 1, 1, 3,"
//	abnf gen: 5 generated files are out of date; run go generate ./...
//
// A grammar with recursion becomes a program that the runtime runs:
//
//	$ cat nest.abnf
//	nest = "(" *nest ")"
//	$ abnf gen -g nest.abnf -o nestparser
//	$ ls nestparser
//	internal
//	parser.go
//	program.go
//
// Analyze a list of words that a comma may separate, where a word is one
// or more letters: "AA" is one word or two.
//
//	$ cat words.abnf
//	list = word *( [ "," ] word )
//	word = 1*ALPHA
//	$ abnf analyze -g words.abnf -r list
//	list  words.abnf:1
//	  nullable:   no
//	  length:     1 or more
//	  recursive:  no
//	  regular:    yes, minimal DFA of 2 states
//	  first:      [A-Za-z]
//	  ambiguous:  yes: "AA" has two trees
//	    list[0:2](word[0:2](ALPHA[0:1] ALPHA[1:2]))
//	    list[0:2](word[0:1](ALPHA[0:1]) word[1:2](ALPHA[1:2]))
//	  hazards:    none (every string of up to 11 bytes tried, longer ones bounded)
//
// The PEG hazards of two rules of RFC 3986: dec-octet's first alternative,
// DIGIT, takes the "1" of "10", and in IPv6address the repetitions of
// h16 ":" before "::" take the "0:" of "0::", whose "0" must be the h16
// right before "::".
//
//	$ abnf analyze -g embed:rfc3986.abnf -r dec-octet,IPv6address
//	IPv6address  embed:rfc3986.abnf:36
//	  nullable:   no
//	  length:     2 to 45
//	  recursive:  no
//	  regular:    yes, minimal DFA of 151 states
//	  first:      [0-:A-Fa-f]
//	  ambiguous:  no
//	  hazards:    6 (every string of up to 4 bytes tried, longer ones bounded)
//	    39:19 greedy *1( h16 ":" ): "0::0:0:0:0:0"
//	    40:19 greedy *2( h16 ":" ): "0::0:0:0:0"
//	    ...
//	    44:19 greedy *6( h16 ":" ): "0::" (shortest)
//
//	dec-octet  embed:rfc3986.abnf:50
//	  nullable:   no
//	  length:     1 to 3
//	  recursive:  no
//	  regular:    yes, minimal DFA of 6 states
//	  first:      [0-9]
//	  ambiguous:  no
//	  hazards:    1 (exact: every string tried)
//	    50:17 order DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35: "10" (shortest)
//
// A recursive rule, its ambiguity found within the depth bound, in JSON,
// with the items of lists the only nodes besides the root:
//
//	$ cat lists.abnf
//	list = "(" *item ")"
//	item = word / list
//	word = 1*ALPHA
//	$ abnf analyze -json -hazards=false -g lists.abnf -r list -nodes item
//	{"rule":"list","at":"lists.abnf:1","nullable":false,"min_length":2,"max_length":-1,"unbounded":true,"recursive":true,"regular":false,"first":"[(]","ambiguity":{"witness":"(AA)","trees":["list[0:4](item[1:3])","list[0:4](item[1:2] item[2:3])"],"bounded":true,"depth":3},"ambiguity_search":"bounded"}
//
// Write rules of RFC 3986 as regular expressions, and use one with grep:
//
//	$ abnf regex -g embed:rfc3986.abnf -r dec-octet
//	[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]
//	$ abnf regex -g embed:rfc3986.abnf -r scheme -flavor posix
//	[A-Za-z][+.0-9A-Za-z-]*
//	$ printf '%s\n' a+b 1a | grep -Ex "$(abnf regex -g embed:rfc3986.abnf -r scheme -flavor posix)"
//	a+b
//	$ abnf regex -g lists.abnf -r list
//	abnf regex: lists.abnf:1:1: rule "list" uses recursive rule "list" (list → item → list): expressions are written only for rules without recursion
//
// A prose-val matches no string: the alternative that needs one is left
// out, and a rule that cannot do without one has no expression.
//
//	$ cat port.abnf
//	port    = 1*DIGIT / service
//	service = <a service name, see RFC 6335>
//	$ abnf regex -g port.abnf -r port
//	[0-9]+
//	$ abnf regex -g port.abnf -r service
//	abnf regex: port.abnf:2:1: rule "service" matches no string (every alternative needs a prose-val, which matches none): the empty language has no regular expression
//
// Compare URI-reference with the regular expression of RFC 3986 Appendix
// B, which is meant to split URI references, not to validate them; with
// the regex that abnf writes for it; and two rules of one grammar:
//
//	$ abnf diff -g embed:rfc3986.abnf -r URI-reference -regex2 '^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?'
//	different
//	only second	"\""
//	$ abnf diff -g embed:rfc3986.abnf -r IPv6address -regex2 "$(abnf regex -g embed:rfc3986.abnf -r IPv6address)"
//	equal
//	$ abnf diff -g embed:rfc3986.abnf -r URI -g2 embed:rfc3986.abnf -r2 absolute-URI
//	different
//	only first	"A:#"
//
// Print random URI references, short ones, reproducibly:
//
//	$ abnf sample -r URI-reference -n 4 -seed 3 -maxlen 6
//	"t9:/,/"
//	"?#/"
//	"z:/?"
//	"Z:/:%A6"
//
// A cover set of dec-octet, and its near misses (shortened), checked with
// match:
//
//	$ abnf sample -r dec-octet -cover
//	"0"
//	"19"
//	"100"
//	"200"
//	"250"
//	"90"
//	"240"
//	"255"
//	$ abnf sample -r dec-octet -cover -invalid
//	"00"
//	":0"
//	"1000"
//	...
//	"2555"
//	$ abnf sample -r dec-octet -cover -invalid -raw | abnf match -r dec-octet | cut -f1 | sort | uniq -c
//	     21 invalid
//
// Draw the rules of lists.abnf, list and item being recursive:
//
//	$ abnf graph -g lists.abnf
//	// Rule dependency graph of lists.abnf (abnf graph).
//	digraph "lists.abnf" {
//		rankdir=LR;
//		node [shape=box, fontname="Helvetica"];
//		edge [color=gray40];
//		subgraph cluster_1 {
//			label="recursive: list, item";
//			color=red;
//			fontcolor=red;
//			"list" [style=filled, fillcolor=mistyrose, color=red];
//			"item" [style=filled, fillcolor=mistyrose, color=red];
//		}
//		"word";
//		"ALPHA" [style=dashed, fontcolor=gray30];
//		"list" -> "item" [color=red];
//		"item" -> "word";
//		"item" -> "list" [color=red];
//		"word" -> "ALPHA";
//	}
//	$ abnf graph -g lists.abnf -format mermaid
//	%% Rule dependency graph of lists.abnf (abnf graph).
//	flowchart LR
//		subgraph recursive1 ["recursive: list, item"]
//			r0["list"]
//			r1["item"]
//		end
//		r2["word"]
//		r3["ALPHA"]
//		r0 --> r1
//		r1 --> r2
//		r1 --> r0
//		r2 --> r3
//		classDef core stroke-dasharray:5 5,color:#555
//		classDef recursive fill:mistyrose,stroke:red
//		class r3 core
//		class r0,r1 recursive
//		linkStyle 0,2 stroke:red
package main
