package main

// Cases of the research commands (analyze, regex, diff), pinned by
// TestRun's golden files: RFC 3986's grammar, RFC 5234's, and small
// grammars with known answers (ambiguous, unambiguous, recursive,
// left-recursive).
func init() {
	cases = append(cases, []testCase{
		{name: "analyze-rfc3986", args: []string{"analyze", "-g", "embed:rfc3986.abnf"}},
		{name: "analyze-rfc3986-json", args: []string{"analyze", "-json", "-g", "embed:rfc3986.abnf", "-r", "host,path,IPv6address"}},
		{name: "analyze-rfc3986-nodes", args: []string{"analyze", "-g", "embed:rfc3986.abnf", "-r", "URI-reference", "-nodes", "host,IPv4address,reg-name"}},
		{name: "analyze-rfc5234", args: []string{"analyze", "-g", "embed:rfc5234.abnf", "-r", "rulelist,group,c-wsp"}},
		{name: "analyze-ambiguous", args: []string{"analyze", "-g", "grammars/ambiguous.abnf"}},
		{name: "analyze-unambiguous", args: []string{"analyze", "-g", "grammars/unambiguous.abnf"}},
		{name: "analyze-recursive", args: []string{"analyze", "-g", "grammars/recursive.abnf"}},
		{name: "analyze-left-recursive", args: []string{"analyze", "-g", "grammars/left-recursive.abnf"}, code: 2},
		{name: "analyze-no-grammar", args: []string{"analyze"}, code: 2},
		{name: "regex-dec-octet", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "dec-octet"}},
		{name: "regex-ipv4-posix", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "IPv4address", "-flavor", "posix"}},
		{name: "regex-uri-reference", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "URI-reference"}},
		{name: "regex-recursive", args: []string{"regex", "-g", "grammars/recursive.abnf", "-r", "nest"}, code: 1},
		{name: "regex-bad-flavor", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "scheme", "-flavor", "pcre"}, code: 2},
		{name: "diff-appendix-b", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "URI-reference",
			"-regex2", `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`}, code: 1},
		{name: "diff-uri-absolute", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "URI", "-g2", "embed:rfc3986.abnf", "-r2", "absolute-URI"}, code: 1},
		// The two lists differ in trees, not in strings.
		{name: "diff-lists", args: []string{"diff", "-g", "grammars/ambiguous.abnf", "-r", "list", "-g2", "grammars/unambiguous.abnf"}},
		{name: "diff-equal", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "fragment", "-g2", "embed:rfc3986.abnf", "-r2", "query"}},
		{name: "diff-no-second", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "query"}, code: 2},
	}...)
}
