// Package golden holds golden tests of the parser generator (abnf gen):
// small grammars that each exercise one ABNF construct of RFC 5234 or
// RFC 7405, the parser and syntax-tree packages generated from them, and
// tests (golden_test.go) that pin what the generated parsers accept, the
// errors they report and the trees they build, and compare them with the
// reference matcher (package gen/match) on strings sampled from each
// grammar and on every short string.
//
// Each example NAME is a directory: NAME/NAME.abnf is the grammar, headed
// by a comment naming its construct and section; NAME/parser and NAME/ast
// are generated from it by the go:generate lines below, run from this
// directory by "go generate ./...". The examples:
//
//   - alternation: ordered choice where two alternatives match (§3.2)
//   - concatenation: elements in sequence (§3.1)
//   - repetition: *x, n*m x, n x, *m x and n* x (§3.6, §3.7)
//   - option: [x] (§3.8)
//   - group: (x / y) inside a concatenation and under a repetition (§3.5)
//   - nestedgroups: groups and options inside groups (§3.5)
//   - charval: "abc" against %s"abc" and %i"abc" (§2.3; RFC 7405 §2.1)
//   - numval: %b, %d and %x values (§2.3)
//   - ranges: %x30-39 in each base, overlapping ranges (§3.4)
//   - dotconcat: %x0D.0A (§2.3)
//   - emptychar: "", also as a node rule under repetitions (§4)
//   - prose: 0<prose>, which matches only the empty string (§4, §3.7)
//   - corerules: DIGIT, ALPHA, HEXDIG used without definition (Appendix B.1)
//   - ambiguous: several trees for one string; priority picks the first
//   - host: RFC 3986 §3.2.2's first-match-wins host, in miniature, with
//     an ip-literal big enough for its automaton to be called
//   - lists: a rule used in several places; node kinds that repeat
//   - altprefix: a one-byte alternative after a longer one that begins
//     with the same byte (§3.2)
//   - adjacentrep: a bounded repetition of a node rule, twice in a row
//     (§3.6)
//   - names: rules named like what the generated packages declare, such
//     as text, spans, found and kind-text (§2.1)
//   - emptyloop: a repetition whose item can match the empty string
//     (§3.6)
//   - recursion: rules that use themselves, which no finite automaton
//     matches: the parser is a table that package interp runs (§2.1, §3.5)
//   - toolarge: a rule whose automaton would be too large, so that the
//     generator writes a table for package interp instead (§3.6, §3.7)
//   - codepoints: num-vals above 0xFF, whose terminals are code points
//     read as UTF-8; the automata read the bytes of UTF-8 (§2.3, §2.4)
//   - hosttables, ambiguoustables, liststables, emptylooptables: the
//     grammars of host, ambiguous, lists and emptyloop with their automata
//     held as tables (abnf gen -tables), tested with the same cases
//
// Examples whose parsers package interp runs offer no Find.
package golden

//go:generate go run ../../cmd/abnf gen -g alternation/alternation.abnf -nodes keyword,name,number -o alternation/parser
//go:generate go run ../../cmd/abnf gen -g concatenation/concatenation.abnf -nodes salute,target,word -o concatenation/parser
//go:generate go run ../../cmd/abnf gen -g repetition/repetition.abnf -nodes item -o repetition/parser
//go:generate go run ../../cmd/abnf gen -g option/option.abnf -nodes sign,digits -o option/parser
//go:generate go run ../../cmd/abnf gen -g group/group.abnf -nodes key,value -o group/parser
//go:generate go run ../../cmd/abnf gen -g nestedgroups/nestedgroups.abnf -nodes mark -o nestedgroups/parser
//go:generate go run ../../cmd/abnf gen -g charval/charval.abnf -nodes sensitive,plain -o charval/parser
//go:generate go run ../../cmd/abnf gen -g numval/numval.abnf -nodes binary,decimal,hex -o numval/parser
//go:generate go run ../../cmd/abnf gen -g ranges/ranges.abnf -nodes bin-digit,dec-upper,hex-lower,tilde -o ranges/parser
//go:generate go run ../../cmd/abnf gen -g dotconcat/dotconcat.abnf -nodes text,crlf -o dotconcat/parser
//go:generate go run ../../cmd/abnf gen -g emptychar/emptychar.abnf -nodes tail,blank -o emptychar/parser
//go:generate go run ../../cmd/abnf gen -g prose/prose.abnf -nodes rootless,empty -o prose/parser
//go:generate go run ../../cmd/abnf gen -g corerules/corerules.abnf -nodes hex,ident,decimal,ALPHA,HEXDIG -o corerules/parser
//go:generate go run ../../cmd/abnf gen -g ambiguous/ambiguous.abnf -nodes ab,bee,xs,two,one,chunk -o ambiguous/parser
//go:generate go run ../../cmd/abnf gen -g ambiguous/ambiguous.abnf -tables -nodes ab,bee,xs,two,one,chunk -o ambiguoustables/parser
//go:generate go run ../../cmd/abnf gen -g host/host.abnf -nodes ip-literal,h16,ipv4,dec-octet,reg-name -o host/parser
//go:generate go run ../../cmd/abnf gen -g host/host.abnf -tables -nodes ip-literal,h16,ipv4,dec-octet,reg-name -o hosttables/parser
//go:generate go run ../../cmd/abnf gen -g lists/lists.abnf -nodes record,field,tags,name,value -o lists/parser
//go:generate go run ../../cmd/abnf gen -g lists/lists.abnf -tables -nodes record,field,tags,name,value -o liststables/parser
//go:generate go run ../../cmd/abnf gen -g altprefix/altprefix.abnf -nodes tag -o altprefix/parser
//go:generate go run ../../cmd/abnf gen -g adjacentrep/adjacentrep.abnf -nodes part -o adjacentrep/parser
//go:generate go run ../../cmd/abnf gen -g names/names.abnf -nodes record,text,spans,name,names,kind-text -o names/parser
//go:generate go run ../../cmd/abnf gen -g recursion/recursion.abnf -nodes list,item,word,sum,term,part -o recursion/parser
//go:generate go run ../../cmd/abnf gen -g toolarge/toolarge.abnf -nodes tail -o toolarge/parser
//go:generate go run ../../cmd/abnf gen -g codepoints/codepoints.abnf -nodes letter -o codepoints/parser
//go:generate go run ../../cmd/abnf gen -g emptyloop/emptyloop.abnf -nodes pair,part -o emptyloop/parser
//go:generate go run ../../cmd/abnf gen -g emptyloop/emptyloop.abnf -tables -nodes pair,part -o emptylooptables/parser
