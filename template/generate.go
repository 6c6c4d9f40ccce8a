package template

// The validator of RFC 6570 §2 is generated from the grammar of §2 read
// with RFC 3987's, which the rules ALPHA, DIGIT, pct-encoded, ucschar and
// iprivate come from (§1.5): its terminals are code points, read as
// UTF-8. Only URI-Template has an entry point, and only Validate: once a
// template is known to match, its expressions are read off it by
// splitting at "{", "}" and ",", which the grammar allows nowhere else
// (scan, in template.go).
//go:generate go run ../cmd/abnf gen -g ../grammar/rfc6570.abnf,../grammar/rfc3987.abnf -r URI-Template -entries URI-Template -api validate -o internal/parser
