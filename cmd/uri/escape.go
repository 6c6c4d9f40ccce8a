package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
)

// escapeComponents are the values of "uri escape -component", in the order of
// a URI.
var escapeComponents = []uri.Component{
	uri.InUserinfo, uri.InHost, uri.InPath, uri.InSegment, uri.InSegmentNoColon,
	uri.InQuery, uri.InQueryParam, uri.InFragment,
}

// jsonEscape is the JSON form of "uri escape" and "uri unescape" for one
// input.
type jsonEscape struct {
	Input string `json:"input"`
	jsonOutcome
}

// runEscape is "uri escape": it percent-encodes each input for a
// component of a URI (RFC 3986 §2.1), one line per input.
func runEscape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var names []string
	for _, c := range escapeComponents {
		names = append(names, c.String())
	}
	fs := newFlagSet("escape", "-component C [-json] [INPUT...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per input, one per line, instead of text")
	var component uri.Component
	fs.Func("component", "the component `C` the inputs are data for, its name in any case:\n"+orList(names)+" (required)", func(s string) error {
		for _, c := range escapeComponents {
			if strings.EqualFold(s, c.String()) {
				component = c
				return nil
			}
		}
		return errors.New("want " + orList(names))
	})
	fs.Usage = escapeUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if component == 0 {
		return usageError(fs, "-component is required: want %s", orList(names))
	}
	out := bufio.NewWriter(stdout)
	enc := newJSONEncoder(out)
	return forEachInput(fs, stdin, out, func(in string) bool {
		// The result is ASCII without control characters: one line,
		// whatever the input.
		result := uri.Escape(in, component)
		if *asJSON {
			enc.Encode(jsonEscape{in, outcome(result, nil)})
			return true
		}
		return writeAnswer(out, result, nil)
	})
}

// runUnescape is "uri unescape": it decodes the percent-encodings of each
// input (RFC 3986 §2.1), one line per input.
func runUnescape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("unescape", "[-json] [-utf8] [-unreserved] [INPUT...]", stderr)
	asJSON := fs.Bool("json", false, "print a JSON object per input, one per line, instead of text")
	wantUTF8 := fs.Bool("utf8", false, "fail when the decoded bytes are not UTF-8")
	unreserved := fs.Bool("unreserved", false, "decode only the escapes of unreserved characters (RFC 3986 §6.2.2.2)")
	fs.Usage = unescapeUsage(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *wantUTF8 && *unreserved {
		return usageError(fs, "-utf8 and -unreserved exclude each other: -unreserved decodes only ASCII")
	}
	unescape := uri.Unescape
	switch {
	case *wantUTF8:
		unescape = uri.UnescapeUTF8
	case *unreserved:
		unescape = uri.UnescapeUnreserved
	}
	out := bufio.NewWriter(stdout)
	enc := newJSONEncoder(out)
	return forEachInput(fs, stdin, out, func(in string) bool {
		result, err := unescape(in)
		var f *failure
		switch {
		case err != nil:
			f = escapeFailure(err.(*uri.EscapeError), "")
		case *asJSON && !utf8.ValidString(result):
			f = notJSONText(in, !*unreserved)
		case !*asJSON:
			f = notOneLine(in, !*unreserved)
		}
		if *asJSON {
			enc.Encode(jsonEscape{in, outcome(result, f)})
			return f == nil
		}
		return writeAnswer(out, result, f)
	})
}

// escapeFailure is the failure of e, its message followed by more.
func escapeFailure(e *uri.EscapeError, more string) *failure {
	return &failure{e.Offset, e.Message() + more}
}

// notJSONText is the failure of an input whose unescaped text, all its
// escapes decoded or only those of unreserved characters, is not UTF-8.
// A JSON string holds only text: "\ufffd" would stand for every byte that
// is none.
func notJSONText(in string, decodeAll bool) *failure {
	const more = ": a JSON string holds only text (the text output holds any bytes)"
	if decodeAll {
		_, err := uri.UnescapeUTF8(in)
		return escapeFailure(err.(*uri.EscapeError), more)
	}
	// Unreserved characters are ASCII: a byte that is not UTF-8 is in
	// the input as it is.
	i := 0
	for i < len(in) {
		r, size := utf8.DecodeRuneInString(in[i:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		i += size
	}
	return escapeFailure(&uri.EscapeError{Input: in, Offset: i, UTF8: true}, more)
}

// notOneLine is the failure of an input whose unescaped text, all its
// escapes decoded or only those of unreserved characters, holds a tab, a
// line feed or a carriage return, at the first of them; or nil. The text
// output has one line per input and parts fields with tabs: a result with
// a line break would take two lines, one beginning "error<TAB>" would read
// as a failure.
func notOneLine(in string, decodeAll bool) *failure {
	const more = ", which the text output cannot hold (one line per input, fields parted by tabs): use -json"
	for i := 0; i < len(in); i++ {
		c := in[i]
		if c == '%' && decodeAll {
			c = unhex(in[i+1])<<4 | unhex(in[i+2])
			if name := breakName(c); name != "" {
				return &failure{i, strconv.Quote(in[i:i+3]) + " decodes to " + name + more}
			}
			i += 2
			continue
		}
		// A tab, LF or CR is no unreserved character: with decodeAll
		// false, only one written as it is can be in the result.
		if name := breakName(c); name != "" {
			return &failure{i, name + more}
		}
	}
	return nil
}

// breakName names c if it is a byte the text output cannot hold in a
// result, or returns "".
func breakName(c byte) string {
	switch c {
	case '\t':
		return "a tab"
	case '\n':
		return "a line feed"
	case '\r':
		return "a carriage return"
	}
	return ""
}

// unhex is the value of the hexadecimal digit c.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// escapeUsage returns the usage message of "uri escape".
func escapeUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri escape -component C [-json] [INPUT...]

Escape percent-encodes each input (the arguments, or the lines of standard
input when there are none or the only one is "-") for the component C of a
URI (RFC 3986 §2.1), one line per input: every byte that C cannot hold as it
is becomes "%" and two uppercase hexadecimal digits, "%" itself included.
"uri escape -component query-param 'a&b=c d'" prints "a%26b%3Dc%20d".

An input is bytes, taken as they are: text is expected in UTF-8, each byte
of a character escaped ("é" is "%C3%A9"). The result is one line whatever
the input: an input holding a line break can be given as an argument. A
line of standard input loses its line ending ("\n" or "\r\n") first.

With -json, each input is an object with input and result.

The exit status is 0, or 2 on a usage or input error.

Flags:
`)
		fs.PrintDefaults()
	}
}

// unescapeUsage returns the usage message of "uri unescape".
func unescapeUsage(fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(fs.Output(), `usage: uri unescape [-json] [-utf8] [-unreserved] [INPUT...]

Unescape decodes every percent-encoding in each input (the arguments, or the
lines of standard input when there are none or the only one is "-") to the
byte it stands for (RFC 3986 §2.1), one line per input, and changes nothing
else: "+" stays "+". Decode one component at a time: decoded, a "%2F" or a
"%23" reads as a delimiter. With -unreserved, only the escapes of unreserved
characters are decoded ("%7E" is "~", "%2F" stays), which is safe on a whole
URI. With -utf8, decoded bytes that are not UTF-8 are an error.

The result is written as it is, any bytes but those that would break the
output: in text, a tab, a line feed or a carriage return ("%09", "%0A",
"%0D") is an error, since the output has one line per input with fields
parted by tabs; in JSON, whose strings hold only text, bytes that are not
UTF-8 are. An input that does not decode gets a line

	error<TAB>OFFSET<TAB>MESSAGE

OFFSET being the byte offset in the input of what is wrong: a "%" without
two hexadecimal digits, or the spelling of the byte that cannot be output.
With -json, each input is an object with input, and result or error:
{"offset": OFFSET, "message": MESSAGE}.

The exit status is 0 when every input decodes, 1 otherwise, 2 on a usage or
input error.

Flags:
`)
		fs.PrintDefaults()
	}
}
