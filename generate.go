package uri

// The parser of RFC 3986 and its syntax trees are generated from the
// grammar of RFC 3986 Appendix A; every rule is an entry point. Parse
// builds trees of every component and segment; Find records the spans of
// the components only, which is all package uri reads. The validating and
// finding automata of URI-reference, which Parse, Validate and Valid of
// package uri run, are direct-coded for speed; the others are tables.
//go:generate go run ./cmd/abnf gen -g grammar/rfc3986.abnf -direct URI-reference -direct-api validate,find -nodes URI,relative-ref,scheme,authority,userinfo,host,IP-literal,IPv4address,IPv6address,IPvFuture,reg-name,port,path-abempty,path-absolute,path-noscheme,path-rootless,path-empty,segment,segment-nz,segment-nz-nc,query,fragment -find-nodes scheme,authority,userinfo,host,port,query,fragment -o parser
