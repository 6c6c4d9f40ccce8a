package iri

// The parser of RFC 3987 is generated from the grammar of §2.2, whose
// terminals are code points: its automata read UTF-8 a byte at a time.
// Only IRI-reference and IRI have entry points. Find records the spans of
// the scheme, the authority, the host, the port, the query and the
// fragment: the path, the userinfo and the kind of host are read from
// them (fromSpans). The validating and finding automata of IRI-reference,
// which Valid and Parse run, are direct-coded for speed (4.6k lines more
// than tables, for a Parse about 1.5 times as fast as the table runner of
// package machine gives); the others are tables.
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc3987.abnf -r IRI-reference,IRI -entries IRI-reference,IRI -tables -direct IRI-reference -direct-api validate,find -api find -nodes scheme,iauthority,ihost,port,iquery,ifragment -extern IP-literal=github.com/abnf-uri/uri/parser -o internal/parser -ast internal/ast
