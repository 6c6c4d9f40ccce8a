package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"

	"github.com/abnf-uri/uri"
)

// jsonNormalize is the JSON form of "uri normalize" for one input.
type jsonNormalize struct {
	Input string `json:"input"`
	jsonOutcome
}

// runNormalize is "uri normalize": it normalizes URI references (RFC 3986
// §6.2.2, §6.2.3) and prints each, one line per input.
func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("normalize", "[-json] [-level syntax|scheme] [URI...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per input, one per line, instead of text")
	var level uri.Level
	levelFlag(fs, &level, uri.SyntaxBased, uri.SchemeBased)
	fs.Usage = normalizeUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	out := bufio.NewWriter(stdout)
	enc := newJSONEncoder(out)
	return forEachInput(fs, stdin, out, func(in string) bool {
		result, f := normalize(level, in)
		if *asJSON {
			enc.Encode(jsonNormalize{in, outcome(result, f)})
			return f == nil
		}
		return writeAnswer(out, result, f)
	})
}

// normalize normalizes the URI reference in up to level.
func normalize(level uri.Level, in string) (string, *failure) {
	u, err := uri.Parse(in)
	if err != nil {
		return "", parseFailure("", err)
	}
	return uri.Normalize(u, level).String(), nil
}

// normalizeUsage returns the usage message of "uri normalize".
func normalizeUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri normalize [-json] [-level syntax|scheme] [URI...]

Normalize prints each URI reference (the arguments, or the lines of standard
input when there are none or the only one is "-") in the normal form of RFC
3986 §6.2, one line per input, so that equivalent URIs print the same.

Syntax-based normalization (§6.2.2) lowercases the scheme and the host,
decodes percent-encoded unreserved characters ("%7E" is "~"), writes the
other percent-encodings in uppercase and decodes none of them ("%2F" stays),
and removes dot-segments. Scheme-based normalization (§6.2.3), the default,
then removes an empty port and the scheme's default port, writes the empty
path of http, https, ws and wss as "/", and more (see package uri's
DefaultSchemes): "HTTP://Example.COM:80" becomes "http://example.com/".
Empty components keep their delimiters: "http://a/?" stays as it is. A
relative reference stays one, normalized only as far as holds for every
base.

An input that is no URI reference gets a line

	error<TAB>OFFSET<TAB>MESSAGE

OFFSET being a byte offset into it. With -json, each input is an object
with input, and result or error: {"offset": OFFSET, "message": MESSAGE}.

The exit status is 0 when every input is a URI reference, 1 otherwise, 2 on
a usage or input error.

Flags:
`)
		fs.PrintDefaults()
	}
}
