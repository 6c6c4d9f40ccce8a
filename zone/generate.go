package zone

// The parser is generated from RFC 3986's grammar with RFC 6874's rules in
// place of IP-literal (an update: -update). Only URI-reference has an
// entry point, its automata are tables, and Find records the span of the
// ZoneID alone: package uri reads the rest, once the zone is removed.
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc3986.abnf -update ../grammar/rfc6874.abnf -r URI-reference -entries URI-reference -tables -api find -nodes ZoneID -o internal/parser -ast internal/ast
