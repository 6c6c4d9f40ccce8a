package main

import (
	"errors"
	"io"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/browser"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/lenient"
)

const repairSynopsis = "usage: uri repair [-browser] [-base URL] [-json] [-echo] [URL...]\n"

const repairHelp = `Repair repairs hrefs into URI references, or reads them as browsers do.

By default each input, a URL as it is written in an href, a location bar
or a crawled page, is repaired into a URI reference by package lenient:
spaces and controls trimmed, tabs and newlines removed, backslashes read
as slashes and the host written as browsers reach it (IDNA, IPv4 number
forms) in a URL of a special scheme (http, https, ws, wss, ftp, file), and
every byte RFC 3986 does not allow percent-encoded: "http:\\ex.com\a b"
is "http://ex.com/a%20b". An input that is already a URI reference is
printed as it is, even where a browser reads it otherwise
("http://0x7f.1/").

With -browser, each input is read as a browser reads it, by the WHATWG URL
Standard (new URL(input, base) in JavaScript), not by RFC 3986: the href
is printed, in the standard's normal form ("HTTP://0x7f.1:80/a/../b" is
"http://127.0.0.1/b"). The href may be no URI reference
("http://a/100%"); -json says which.

With -base URL, each input is a reference against URL, which is read the
same way (repaired, or read as a browser does) and must have a scheme:
the target is printed, the reference resolved against it (RFC 3986 §5.2;
with -browser, as the URL Standard resolves it).

` + inputsHelp + `

Output: a line per input, in order: the URI reference or the href, or
"error<TAB>OFFSET<TAB>MESSAGE" for an input that cannot be repaired, or
that browsers refuse, OFFSET a byte offset into it. ` + textHelp + `

With -json, an object per input: "input", then "result" and, by default,
"fixes", an array of {"kind", "offset", "text"}, one per repair ([] for
none; a character of a password is "x"); with -browser, the components
as the URL Standard's API names them ("protocol", "username",
"password", "host", "hostname", "port", "pathname", "search", "hash",
"origin") and "uri_reference", whether the href is a URI reference; or
` + jsonErrorHelp + `

Exit status: 0 when every input is repaired (or read), 1 otherwise, 2 on
a usage error, a -base that is none, or when reading standard input or
writing standard output fails.
`

// runRepair is "uri repair": it repairs URLs as browsers accept them into
// URI references (package lenient), or reads them as browsers do (package
// browser), one line per input.
func runRepair(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("repair", repairSynopsis, repairHelp, stderr)
	asBrowser := c.fs.Bool("browser", false, "read the inputs as a browser does (WHATWG URL Standard), not RFC 3986")
	baseFlag := c.fs.String("base", "", "read the inputs as references against the `URL`, itself read the same way")
	if code, ok := c.parse(args); !ok {
		return code
	}
	out := newOutput(c, stdout)
	if *asBrowser {
		var base *browser.URL
		if *baseFlag != "" {
			b, err := browser.Parse(*baseFlag)
			if err != nil {
				return c.usageError("-base: %s", repairMessage(err))
			}
			base = b
		}
		return forEachInput(c, stdin, out, func(in string) bool {
			u, err := browser.ParseRef(in, base)
			if err != nil {
				return out.single(in, "", repairFailure(in, err))
			}
			if !out.json {
				return out.single(in, u.Href(), nil)
			}
			browserJSON(out, in, u)
			return true
		})
	}
	var base uri.URI
	hasBase := *baseFlag != ""
	if hasBase {
		r, err := lenient.Parse(*baseFlag)
		if err != nil {
			return c.usageError("-base: %s", repairMessage(err))
		}
		if _, ok := r.URI.Scheme(); !ok {
			return c.usageError("-base: %q has no scheme: a base URL has one (RFC 3986 §5.1)", synerr.Redact(*baseFlag))
		}
		base = r.URI
	}
	return forEachInput(c, stdin, out, func(in string) bool {
		var r lenient.Result
		var err error
		if hasBase {
			r, err = lenient.ParseRef(in, base)
		} else {
			r, err = lenient.Parse(in)
		}
		if err != nil {
			return out.single(in, "", repairFailure(in, err))
		}
		result := r.URI
		if hasBase {
			result = base.ResolveReference(r.URI)
		}
		if !out.json {
			return out.single(in, result.String(), nil)
		}
		out.begin()
		out.str("input", in)
		out.str("result", result.String())
		out.key("fixes")
		out.array()
		for _, f := range r.Fixes {
			out.elem()
			out.begin()
			out.str("kind", f.Kind.String())
			out.num("offset", f.Offset)
			out.str("text", f.Text)
			out.end()
		}
		out.endArray()
		out.end()
		out.done()
		return true
	})
}

// browserJSON writes the JSON answer of "uri repair -browser" for in,
// read as u.
func browserJSON(out *output, in string, u *browser.URL) {
	out.begin()
	out.str("input", in)
	out.str("result", u.Href())
	for _, c := range [...]struct{ k, v string }{
		{"protocol", u.Protocol()}, {"username", u.Username()}, {"password", u.Password()},
		{"host", u.Host()}, {"hostname", u.Hostname()}, {"port", u.Port()}, {"pathname", u.Pathname()},
		{"search", u.Search()}, {"hash", u.Hash()}, {"origin", u.Origin()},
	} {
		out.str(c.k, c.v)
	}
	_, err := u.URI()
	out.boolean("uri_reference", err == nil)
	out.end()
	out.done()
}

// repairFailure is the failure of in, which err of package lenient or
// browser refuses: its *uri.SyntaxError's offset, component and reason.
func repairFailure(in string, err error) *failure {
	e, ok := errors.AsType[*uri.SyntaxError](err)
	if !ok {
		return &failure{offset: -1, message: err.Error()}
	}
	f := &failure{offset: e.Offset, message: repairMessage(err), comp: e.Component}
	if e.Component == "" {
		return f
	}
	return f.at(in, false)
}

// repairMessage is what err, of package lenient or browser, says is
// wrong, without the operation, the input and the offset, which the
// output gives: its reason in plain words, what RFC 3986 expects there,
// if it says, and the error under it, if any.
func repairMessage(err error) string {
	e, ok := errors.AsType[*uri.SyntaxError](err)
	if !ok {
		return err.Error()
	}
	msg := e.Reason
	if msg == "" {
		msg = e.Detail()
	} else if len(e.Expected) > 0 {
		msg += "; expected " + synerr.JoinOr(e.Expected)
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}
