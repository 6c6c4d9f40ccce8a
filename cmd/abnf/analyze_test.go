package main

// Cases of the research commands (analyze, regex, diff, graph, sample),
// pinned by TestRun's golden files: the grammars of grammar/, and small
// grammars with known answers (ambiguous, unambiguous, recursive,
// left-recursive).
func init() {
	cases = append(cases, []testCase{
		// Every rule of RFC 3986 with the hazard search: the longest
		// analysis of the package, run with -long; the rules of the
		// hazard table of docs/rfc3986-grammar.md are checked without it
		// (TestDocExamplesRFC3986Grammar, and analyze-rfc3986-json below).
		{name: "analyze-rfc3986", args: []string{"analyze", "-g", "embed:rfc3986.abnf"}, long: true},
		{name: "analyze-rfc3986-json", args: []string{"analyze", "-json", "-g", "embed:rfc3986.abnf", "-r", "host,path,IPv6address"}},
		{name: "analyze-rfc3986-nodes", args: []string{"analyze", "-g", "embed:rfc3986.abnf", "-r", "URI-reference", "-nodes", "host,IPv4address,reg-name"}},
		// The hazard search on the rules of RFC 5234's own grammar: the
		// second longest analysis, run with -long; the hazard search is
		// checked without it on RFC 3986 (above) and on the small
		// grammars below.
		{name: "analyze-rfc5234", args: []string{"analyze", "-g", "embed:rfc5234.abnf", "-r", "rulelist,group,c-wsp"}, long: true},
		{name: "analyze-ambiguous", args: []string{"analyze", "-g", "grammars/ambiguous.abnf"}},
		{name: "analyze-unambiguous", args: []string{"analyze", "-g", "grammars/unambiguous.abnf"}},
		{name: "analyze-recursive", args: []string{"analyze", "-g", "grammars/recursive.abnf"}},
		{name: "analyze-left-recursive", args: []string{"analyze", "-g", "grammars/left-recursive.abnf"}, code: 2},
		// A witness of terminal values of 128 and more, in JSON one
		// character per value.
		{name: "analyze-high-values-json", args: []string{"analyze", "-json", "-g", "grammars/high-values.abnf", "-r", "r"}},
		{name: "analyze-no-grammar", args: []string{"analyze"}, code: 2},
		{name: "regex-dec-octet", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "dec-octet"}},
		{name: "regex-ipv4-posix", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "IPv4address", "-flavor", "posix"}},
		{name: "regex-uri-reference", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "URI-reference"}},
		{name: "regex-recursive", args: []string{"regex", "-g", "grammars/recursive.abnf", "-r", "nest"}, code: 1},
		// Prose-vals match no string: their alternatives are left out,
		// and a rule of prose alone is refused, named.
		{name: "regex-prose", args: []string{"regex", "-g", "grammars/prose.abnf", "-r", "port"}},
		{name: "regex-prose-posix", args: []string{"regex", "-g", "grammars/prose.abnf", "-r", "port", "-flavor", "posix"}},
		{name: "regex-prose-empty", args: []string{"regex", "-g", "grammars/prose.abnf", "-r", "service"}, code: 1},
		{name: "regex-bad-flavor", args: []string{"regex", "-g", "embed:rfc3986.abnf", "-r", "scheme", "-flavor", "pcre"}, code: 2},
		{name: "diff-appendix-b", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "URI-reference",
			"-regex2", `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`}, code: 1},
		{name: "diff-uri-absolute", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "URI", "-g2", "embed:rfc3986.abnf", "-r2", "absolute-URI"}, code: 1},
		// The two lists differ in trees, not in strings.
		{name: "diff-lists", args: []string{"diff", "-g", "grammars/ambiguous.abnf", "-r", "list", "-g2", "grammars/unambiguous.abnf"}},
		{name: "diff-equal", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "fragment", "-g2", "embed:rfc3986.abnf", "-r2", "query"}},
		{name: "diff-no-second", args: []string{"diff", "-g", "embed:rfc3986.abnf", "-r", "query"}, code: 2},

		// The other grammars of grammar/ (RFC 2396, RFC 8089 and its
		// Appendix F, the core rules), without the PEG hazard search,
		// which takes minutes on RFC 2396's many ambiguous rules.
		{name: "analyze-rfc2396", args: []string{"analyze", "-hazards=false", "-g", "embed:rfc2396.abnf"}},
		{name: "analyze-rfc8089", args: []string{"analyze", "-hazards=false", "-g", "embed:rfc8089.abnf,embed:rfc3986.abnf", "-r", "file-URI,auth-path,local-path,file-auth"}},
		{name: "analyze-rfc8089-appendix-f", args: []string{"analyze", "-hazards=false", "-g", "embed:rfc8089-appendix-f.abnf,embed:rfc3986.abnf", "-r", "file-URI,file-hier-part,local-path,unc-authority,drive-letter"}},
		{name: "analyze-core", args: []string{"analyze", "-g", "embed:core.abnf"}},
		{name: "regex-rfc2396", args: []string{"regex", "-g", "embed:rfc2396.abnf", "-r", "URI-reference"}},
		{name: "regex-rfc8089", args: []string{"regex", "-g", "embed:rfc8089.abnf,embed:rfc3986.abnf", "-r", "file-URI"}},
		{name: "regex-rfc8089-appendix-f", args: []string{"regex", "-g", "embed:rfc8089-appendix-f.abnf,embed:rfc3986.abnf", "-r", "drive-letter", "-flavor", "posix"}},
		{name: "regex-core", args: []string{"regex", "-g", "embed:core.abnf", "-r", "HEXDIG"}},
		{name: "graph-rfc2396", args: []string{"graph", "-g", "embed:rfc2396.abnf", "-format", "mermaid"}},
		{name: "graph-rfc8089", args: []string{"graph", "-g", "embed:rfc8089.abnf,embed:rfc3986.abnf", "-r", "file-URI"}},
		{name: "graph-rfc8089-appendix-f", args: []string{"graph", "-g", "embed:rfc8089-appendix-f.abnf,embed:rfc3986.abnf", "-r", "file-URI", "-format", "mermaid"}},
		{name: "graph-core", args: []string{"graph", "-g", "embed:core.abnf"}},

		// regex, graph and sample on the four small grammars with known
		// answers (analyze's cases are above).
		{name: "regex-ambiguous", args: []string{"regex", "-g", "grammars/ambiguous.abnf", "-r", "list"}},
		{name: "regex-unambiguous", args: []string{"regex", "-g", "grammars/unambiguous.abnf", "-r", "list", "-flavor", "posix"}},
		{name: "regex-left-recursive", args: []string{"regex", "-g", "grammars/left-recursive.abnf", "-r", "sum"}, code: 2},
		{name: "graph-ambiguous", args: []string{"graph", "-g", "grammars/ambiguous.abnf"}},
		{name: "graph-unambiguous", args: []string{"graph", "-g", "grammars/unambiguous.abnf", "-format", "mermaid"}},
		{name: "graph-recursive", args: []string{"graph", "-g", "grammars/recursive.abnf"}},
		{name: "graph-left-recursive", args: []string{"graph", "-g", "grammars/left-recursive.abnf", "-format", "mermaid"}},
		{name: "sample-ambiguous", args: []string{"sample", "-g", "grammars/ambiguous.abnf", "-r", "list", "-cover"}},
		{name: "sample-unambiguous", args: []string{"sample", "-g", "grammars/unambiguous.abnf", "-r", "list", "-cover", "-invalid"}},
		{name: "sample-recursive", args: []string{"sample", "-g", "grammars/recursive.abnf", "-r", "nest", "-n", "6", "-seed", "1", "-maxlen", "12"}},
		{name: "sample-left-recursive", args: []string{"sample", "-g", "grammars/left-recursive.abnf", "-r", "sum"}, code: 2},
	}...)
}
