// Package rfcparsers holds parsers generated from RFC grammars that no
// public package serves yet, and the tests that compare them with the
// reference matcher: RFC 3987's IRIs, whose terminals are code points,
// and RFC 3986 updated by RFC 6874's zone identifiers.
package rfcparsers

//go:generate go run ../../cmd/abnf gen -g ../../grammar/rfc3987.abnf -r IRI-reference,absolute-IRI -entries IRI-reference,absolute-IRI -tables -nodes IRI,irelative-ref,scheme,iauthority,iuserinfo,ihost,IP-literal,IPv4address,IPv6address,IPvFuture,ireg-name,port,ipath-abempty,ipath-absolute,ipath-noscheme,ipath-rootless,ipath-empty,iquery,ifragment -o iri/parser -ast iri/ast
//go:generate go run ../../cmd/abnf gen -g ../../grammar/rfc3986.abnf -update ../../grammar/rfc6874.abnf -r URI-reference -entries URI-reference -tables -nodes URI,relative-ref,scheme,authority,host,IP-literal,IPv6address,IPv6addrz,ZoneID,IPvFuture,reg-name,port,query,fragment -o zone/parser -ast zone/ast
