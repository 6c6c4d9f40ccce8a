package zone

// The parser is generated from RFC 3986's grammar with RFC 6874's rules in
// place of IP-literal (an update: -update). Only URI-reference has an
// entry point, its automata are tables, and Find records the spans of the
// components and of the ZoneID: the record of the URI without its zone
// is read off them (package internal/ref).
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc3986.abnf -update ../grammar/rfc6874.abnf -r URI-reference -entries URI-reference -tables -api find -nodes scheme,authority,userinfo,host,port,query,fragment,ZoneID -o internal/parser -ast internal/ast
