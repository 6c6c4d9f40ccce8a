package uri

// The parser of RFC 3986 and its syntax trees are generated from the
// grammar of RFC 3986 Appendix A; every rule is an entry point.
//go:generate go run ./cmd/abnf gen -g grammar/rfc3986.abnf -api parse -nodes URI,relative-ref,scheme,authority,userinfo,host,IP-literal,IPv4address,IPv6address,IPvFuture,reg-name,port,path-abempty,path-absolute,path-noscheme,path-rootless,path-empty,segment,segment-nz,segment-nz-nc,query,fragment -o parser

// Package uri reads components, not segments: its own parser makes nodes
// of the components only, which saves recording every segment.
//go:generate go run ./cmd/abnf gen -g grammar/rfc3986.abnf -r URI-reference,absolute-URI -api find -nodes URI,relative-ref,scheme,authority,userinfo,host,IP-literal,IPv4address,IPv6address,IPvFuture,reg-name,port,path-abempty,path-absolute,path-noscheme,path-rootless,path-empty,query,fragment -o internal/uriparse/parser -ast internal/uriparse/ast
