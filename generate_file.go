package uri

// File URIs (package fileuri) are read with parsers generated from RFC 8089's
// grammars, each composed with RFC 3986's, whose rules they use: strict,
// Section 2 exactly; lenient, Appendix F with E.4's backslashes. Only the
// rules package fileuri calls have entry points, and their automata are
// tables, but for the strict validation of file-URI, which is direct-coded:
// package scheme validates file URIs with it, as many as http URLs in
// some corpora.
//go:generate go run ./cmd/abnf gen -g grammar/rfc8089.abnf,grammar/rfc3986.abnf -r file-URI,IPv4address -entries file-URI,IPv4address -tables -direct file-URI -direct-api validate -api find -nodes file-URI,auth-path,local-path,file-auth,host,IP-literal,path-absolute -extern IP-literal=github.com/abnf-uri/uri/parser -o internal/fileparse/strict/parser -ast internal/fileparse/strict/ast
//go:generate go run ./cmd/abnf gen -g grammar/rfc8089-appendix-f.abnf,grammar/rfc3986.abnf -r file-URI -entries file-URI -tables -api find -nodes file-URI,auth-path,local-path,file-auth,userinfo,host,IP-literal,unc-authority,file-host,inline-IP,file-absolute,drive-letter,path-absolute -extern IP-literal=github.com/abnf-uri/uri/parser -o internal/fileparse/lenient/parser -ast internal/fileparse/lenient/ast
