package uri

// The parser of RFC 3986 is generated from the grammar of RFC 3986
// Appendix A; every rule is an entry point, with Validate and Find and no
// parse trees (-api find): Find records the spans of the components
// (ast.Spans), which is all the module reads. Every rule has its kind in
// package ast, path-abempty and the other path rules package uri names
// among them; the nodes are the components Find records. -api parse would
// add Parse, Append and the trees of package ast; the tests take trees
// from the reference matcher (package gen/match) instead. The validating
// and finding automata of URI-reference, which Parse, Validate and Valid
// of package uri run, are direct-coded for speed; the others are tables.
//go:generate go run ./cmd/abnf gen -g grammar/rfc3986.abnf -direct URI-reference -api find -nodes scheme,authority,userinfo,host,port,query,fragment -o parser
