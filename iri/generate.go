package iri

// The parser of RFC 3987 is generated from the grammar of §2.2, whose
// terminals are code points: its automata read UTF-8 a byte at a time.
// Only IRI-reference and IRI have entry points. Find records the spans of
// the scheme, the authority, the host, the port, the query and the
// fragment: the path, the userinfo and the kind of host are read from
// them (fromSpans). The validating automaton of IRI-reference, which Valid
// runs, is direct-coded for speed; the others, Find's among them, are
// tables, which keeps the package 5k lines smaller for a Parse about 1.4
// times slower than a direct-coded Find.
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc3987.abnf -r IRI-reference,IRI -entries IRI-reference,IRI -tables -direct IRI-reference -direct-api validate -api find -nodes scheme,iauthority,ihost,port,iquery,ifragment -extern IP-literal=github.com/abnf-uri/uri/parser -o internal/parser -ast internal/ast
