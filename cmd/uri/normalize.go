package main

import (
	"errors"
	"flag"
	"io"
	"slices"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/crawl"
	"github.com/abnf-uri/uri/query"
)

const normalizeSynopsis = "usage: uri normalize [-level syntax|scheme] [-iri] [-crawl] [-drop PATTERN]... [-index NAME]... [-raw] [-json] [-echo] [URI...]\n"

const normalizeHelp = `Normalize normalizes URI references (RFC 3986 §6.2.2, §6.2.3).

Each URI reference is printed in the normal form of RFC 3986 §6.2, so that
equivalent URIs print the same. Syntax-based normalization (§6.2.2)
lowercases the scheme and the host, decodes percent-encoded unreserved
characters ("%7E" is "~"), writes the other percent-encodings in uppercase
and decodes none of them ("%2F" stays), and removes dot-segments.
Scheme-based normalization (§6.2.3), the default, then removes an empty
port and the scheme's default port, writes the empty path of http, https,
ws and wss as "/", and more (see package uri's DefaultSchemes):
"HTTP://Example.COM:80" becomes "http://example.com/". Empty components
keep their delimiters: "http://a/?" stays as it is. A relative reference
stays one, normalized only as far as holds for every base. With -iri,
the inputs are IRI references (RFC 3987), normalized by §5.3: as URIs,
characters beyond ASCII decoded where it is safe ("%C3%A9" is "é"), and,
with -nfc, in Unicode Normalization Form C.

-crawl goes beyond RFC 3986, to the key a crawler dedups pages by
(package crawl's Crawler profile): after scheme-based normalization, the
fragment is dropped (§3.5: it is never sent), the query's parameters are
sorted by name, and a trailing "." of a DNS name is removed. -drop PATTERN
drops the parameters whose name matches PATTERN ("*" any run of
characters: "utm_*"), -index NAME a last path segment NAME
("index.html"); each may be repeated, and implies -crawl.

` + inputsHelp + `

Output: a line per input, in order: the normal form, or, for an input that
is no URI reference, "error<TAB>OFFSET<TAB>MESSAGE", OFFSET being a byte
offset into it. With -iri: ` + iriRawHelp + ` ` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `

Exit status: 0 when every input is a URI reference, 1 otherwise, 2 on a
usage error or when reading standard input or writing standard output
fails.
`

// runNormalize is "uri normalize": it normalizes URI references (RFC 3986
// §6.2.2, §6.2.3) and prints each, one line per input.
func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("normalize", normalizeSynopsis, normalizeHelp, stderr)
	c.rawFlag()
	var level uri.Level
	levelFlag(c.fs, &level, uri.SyntaxBased, uri.SchemeBased)
	withIRI := iriFlag(c.fs)
	nfc := c.fs.Bool("nfc", false, "with -iri, normalize characters to NFC too (RFC 3987 §5.3.2.2)")
	crawling := c.fs.Bool("crawl", false, "beyond RFC 3986, a crawler's key: fragment dropped, query sorted,\na DNS name's trailing dot removed (package crawl)")
	var drops []string
	profile := crawl.Crawler
	c.fs.Func("drop", "with -crawl, drop the query parameters whose name matches `PATTERN`\n(\"*\" any run of characters); the flag may be repeated", func(s string) error {
		drops = append(drops, s)
		return nil
	})
	c.fs.Func("index", "with -crawl, take a last path segment `NAME` (\"index.html\") for its\ndirectory; the flag may be repeated", func(s string) error {
		profile.IndexNames = append(profile.IndexNames, s)
		return nil
	})
	if code, ok := c.parse(args); !ok {
		return code
	}
	*crawling = *crawling || len(drops) > 0 || len(profile.IndexNames) > 0
	if *crawling && (*withIRI || level != uri.SchemeBased) {
		return c.usageError("-crawl goes on from scheme-based normalization of URIs: not with -iri or -level syntax")
	}
	if len(drops) > 0 {
		matches := make([]func(query.Param) bool, len(drops))
		for i, d := range drops {
			matches[i] = query.Match(d)
		}
		profile.DropParam = func(p query.Param) bool {
			return slices.ContainsFunc(matches, func(m func(query.Param) bool) bool { return m(p) })
		}
	}
	if *nfc && !*withIRI {
		return c.usageError("-nfc normalizes the characters of IRIs: only with -iri")
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		result, f := "", (*failure)(nil)
		switch {
		case *withIRI:
			result, f = normalizeIRI(level, *nfc, in)
		case *crawling:
			u, err := uri.Parse(in)
			if err != nil {
				return out.single(in, "", parseFailure("", in, false, err))
			}
			result = profile.Key(u).String()
		default:
			result, f = normalize(level, in)
		}
		return out.single(in, result, f)
	})
}

// normalize normalizes the URI reference in up to level.
func normalize(level uri.Level, in string) (string, *failure) {
	u, err := uri.Parse(in)
	if err != nil {
		return "", parseFailure("", in, false, err)
	}
	return uri.Normalizer{}.Normalize(u, level).String(), nil
}

// levelFlag defines the flag -level of normalize and equal, which sets
// *value to one of levels, the last being the default. A level is named by
// the first word of its name ("syntax" for "syntax-based") or by its whole
// name, in any case.
func levelFlag(fs *flag.FlagSet, value *uri.Level, levels ...uri.Level) {
	var short, long []string // "syntax", "syntax-based"
	for _, l := range levels {
		s, _, _ := strings.Cut(l.String(), "-")
		short = append(short, s)
		long = append(long, l.String())
	}
	*value = levels[len(levels)-1]
	usage := "the `LEVEL` of RFC 3986 §6.2 to go up to: " + orList(short) + ",\nor its whole name (" + strings.Join(long, ", ") + "), in any case (default " + short[len(short)-1] + ")"
	fs.Func("level", usage, func(s string) error {
		for i, l := range levels {
			if strings.EqualFold(s, short[i]) || strings.EqualFold(s, long[i]) {
				*value = l
				return nil
			}
		}
		return errors.New("want " + orList(short))
	})
}
