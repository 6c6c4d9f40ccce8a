package main

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
)

// escapeComponents are the values of "uri escape -component", in the order of
// a URI.
var escapeComponents = []uri.Component{
	uri.InUserinfo, uri.InHost, uri.InPath, uri.InSegment, uri.InSegmentNoColon,
	uri.InQuery, uri.InQueryParam, uri.InFragment,
}

const escapeSynopsis = "usage: uri escape -component C [-json] [-echo] [INPUT...]\n"

const escapeHelp = `Escape percent-encodes data for a component of a URI.

Each input is percent-encoded for the component C of a URI (RFC 3986
§2.1): every byte that C cannot hold as it is becomes "%" and two
uppercase hexadecimal digits, "%" itself included. "uri escape -component
query-param 'a&b=c d'" prints "a%26b%3Dc%20d". An input is bytes, taken as
they are: text is expected in UTF-8, each byte of a character escaped ("é"
is "%C3%A9").

` + inputsHelp + ` An input holding a line break can be
given as an argument.

Output: a line per input, in order: the escaped data, ASCII without
control characters, one line whatever the input. ` + textHelp + `

With -json, an object per input: "input", then "result".

Exit status: 0, or 2 on a usage error or when reading standard input or
writing standard output fails.
`

// runEscape is "uri escape": it percent-encodes each input for a
// component of a URI (RFC 3986 §2.1), one line per input.
func runEscape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var names []string
	for _, c := range escapeComponents {
		names = append(names, c.String())
	}
	c := newCmdline("escape", escapeSynopsis, escapeHelp, stderr)
	var component uri.Component
	c.fs.Func("component", "the component `C` the inputs are data for, its name in any case:\n"+orList(names)+" (required)", func(s string) error {
		for _, c := range escapeComponents {
			if strings.EqualFold(s, c.String()) {
				component = c
				return nil
			}
		}
		return errors.New("want " + orList(names))
	})
	if code, ok := c.parse(args); !ok {
		return code
	}
	if component == 0 {
		return c.usageError("-component is required: want %s", orList(names))
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		// The result is ASCII without control characters: one line,
		// whatever the input.
		return out.single(in, uri.Escape(in, component), nil)
	})
}

const unescapeSynopsis = "usage: uri unescape [-utf8 | -unreserved] [-raw] [-json] [-echo] [INPUT...]\n"

const unescapeHelp = `Unescape decodes percent-encoded data.

Every percent-encoding in each input is decoded to the byte it stands for
(RFC 3986 §2.1), and nothing else changed: "+" stays "+". Decode one
component at a time: decoded, a "%2F" or a "%23" reads as a delimiter.
With -unreserved, only the escapes of unreserved characters are decoded
("%7E" is "~", "%2F" stays), which is safe on a whole URI. With -utf8,
decoded bytes that are not UTF-8 are an error.

` + inputsHelp + `

Output: a line per input, in order: the decoded bytes, or
"error<TAB>OFFSET<TAB>MESSAGE", OFFSET being the byte offset in the
input of what is wrong: a "%" without two hexadecimal digits, or, with
-raw, the spelling of a byte the output cannot hold. Decoded bytes that
hold a control character, a bidirectional formatting character or a
byte that is not UTF-8 are quoted as a Go string ("%1B[2J%09" is
"\x1b[2J\t"). With -raw, the bytes are written as they are, but for a
tab, a line feed or a carriage return ("%09", "%0A", "%0D"), which are
an error, since the output has one line per input with fields parted by
tabs. ` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `
A JSON string holds only text: there, a result that is not UTF-8 is an
error, and tabs and line breaks are not.

Exit status: 0 when every input decodes, 1 otherwise, 2 on a usage error
or when reading standard input or writing standard output fails.
`

// runUnescape is "uri unescape": it decodes the percent-encodings of each
// input (RFC 3986 §2.1), one line per input.
func runUnescape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("unescape", unescapeSynopsis, unescapeHelp, stderr)
	wantUTF8 := c.fs.Bool("utf8", false, "fail when the decoded bytes are not UTF-8")
	unreserved := c.fs.Bool("unreserved", false, "decode only the escapes of unreserved characters (RFC 3986 §6.2.2.2)")
	c.rawFlag()
	if code, ok := c.parse(args); !ok {
		return code
	}
	if *wantUTF8 && *unreserved {
		return c.usageError("-utf8 and -unreserved exclude each other: -unreserved decodes only ASCII")
	}
	unescape := uri.Unescape
	switch {
	case *wantUTF8:
		unescape = uri.UnescapeUTF8
	case *unreserved:
		unescape = uri.UnescapeUnreserved
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		result, err := unescape(in)
		var f *failure
		switch {
		case err != nil:
			f = escapeFailure(escapeErrorOf(err), "")
		case out.json && !utf8.ValidString(result):
			f = notJSONText(in, !*unreserved)
		case !out.json && out.raw:
			f = notOneLine(in, !*unreserved)
		}
		return out.single(in, result, f)
	})
}

// escapeFailure is the failure of e, its message followed by more.
func escapeFailure(e *uri.EscapeError, more string) *failure {
	return &failure{offset: e.Offset, message: escapeMessage(e) + more}
}

// notText ends the message of a result that is not UTF-8 in JSON.
const notText = ": a JSON string holds only text (the text output holds any bytes)"

// notJSONText is the failure of an input whose unescaped text, all its
// escapes decoded or only those of unreserved characters, is not UTF-8.
// A JSON string holds only text: "\ufffd" would stand for every byte that
// is none.
func notJSONText(in string, decodeAll bool) *failure {
	if decodeAll {
		_, err := uri.UnescapeUTF8(in)
		return escapeFailure(escapeErrorOf(err), notText)
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
	return escapeFailure(&uri.EscapeError{Offset: i, Found: in[i : i+1], UTF8: true}, notText)
}

// notOneLine is the failure, with -raw, of an input whose unescaped text,
// all its escapes decoded or only those of unreserved characters, holds a
// tab, a line feed or a carriage return, at the first of them; or nil.
// The text output has one line per input and parts fields with tabs: a
// result with a line break would take two lines, one beginning
// "error<TAB>" would read as a failure. Without -raw, appendText quotes
// such a result instead.
func notOneLine(in string, decodeAll bool) *failure {
	const more = ", which the text output cannot hold as it is (one line per input, fields parted by tabs): leave out -raw, or use -json"
	for i := 0; i < len(in); i++ {
		if c, ok := chars.Decode(in, i); ok && decodeAll {
			if name := breakName(c); name != "" {
				return &failure{offset: i, message: strconv.Quote(in[i:i+3]) + " decodes to " + name + more}
			}
			i += 2
			continue
		}
		// A tab, LF or CR is no unreserved character: with decodeAll
		// false, only one written as it is can be in the result.
		if name := breakName(in[i]); name != "" {
			return &failure{offset: i, message: name + more}
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
