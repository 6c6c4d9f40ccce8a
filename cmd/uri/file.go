package main

import (
	"errors"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/fileuri"
)

const file2pathSynopsis = "usage: uri file2path [-os posix|windows|native] [-raw] [-json] [-echo] [URI...]\n"

const file2pathHelp = `File2path converts file URIs (RFC 8089) to POSIX or Windows paths.

Each input, a file URI, is converted to the path it names, percent-decoded,
in the style of -os. The syntax of RFC 8089 Appendix F is read too:
"file:c:/x", "file:///c|/x", "file:////host/share/x", "\" as a separator.
On POSIX, "file:///x", "file:/x" and "file://localhost/x" are "/x", and
another host is an error. On Windows, "file:///c:/x" is "c:\x", and a host
makes a UNC path: "file://host/share/x" is "\\host\share\x".

` + inputsHelp + `

Output: a line per input, in order: the path, or
"error<TAB>OFFSET<TAB>MESSAGE", OFFSET being the byte offset in the input
of the problem (the first byte of a host that is not local, the "%" of an
escape of "/" or NUL, a dot-segment) or "-" when it is the input as a
whole. A path that holds a control character ("%09", "%1B"), a
bidirectional formatting character or a byte that is not UTF-8 is quoted
as a Go string ("/a\tb"); with -raw, it is written as it is, but for a
tab or a line break ("%09", "%0A", "%0D"), an error at its escape: the
line could not hold it. ` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `

Exit status: 0 when every input converts, 1 otherwise, 2 on a usage error
or when reading standard input or writing standard output fails.
`

const path2fileSynopsis = "usage: uri path2file [-os posix|windows|native] [-json] [-echo] [PATH...]\n"

const path2fileHelp = `Path2file converts POSIX or Windows paths to file URIs (RFC 8089).

Each input, an absolute path in the style of -os, is converted to a file
URI of RFC 8089 §2, percent-encoding what a path segment cannot hold
(space, "%", "#", "?", non-ASCII as UTF-8): "/etc/hosts" is
"file:///etc/hosts", "c:\x y" is "file:///c:/x%20y", "\\host\share\x" is
"file://host/share/x".

` + inputsHelp + `

Output: a line per input, in order: the file URI, or
"error<TAB>OFFSET<TAB>MESSAGE" for a path that has none (a relative path,
a dot-segment, NUL, a Win32 namespace path), OFFSET being the byte offset
in the path of the problem, or "-" when it is the path as a whole.
` + textHelp + `

With -json, an object per input: "input", then "result", or
` + jsonErrorHelp + `

Exit status: 0 when every input converts, 1 otherwise, 2 on a usage error
or when reading standard input or writing standard output fails.
`

// runFile2Path is "uri file2path": it converts file URIs (RFC 8089) to
// paths of the style asked for, one line per input.
func runFile2Path(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("file2path", file2pathSynopsis, file2pathHelp, stderr)
	style := styleFlag(c)
	c.rawFlag()
	if code, ok := c.parse(args); !ok {
		return code
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		p, err := fileuri.ToPath(in, *style)
		var f *failure
		switch {
		case err != nil:
			f = fileFailure(in, true, err)
		case !out.json && out.raw && strings.ContainsAny(p, "\t\r\n"):
			// The first escape of a tab, CR or LF: a URI holds no
			// other.
			if f = notOneLine(in, true); f == nil {
				f = &failure{offset: -1, message: "the path holds a tab or a line break, which the text output cannot hold as it is: leave out -raw, or use -json"}
			} else {
				f.at(in, true)
			}
		case out.json && !utf8.ValidString(p):
			// The first escape of a byte that begins no UTF-8 sequence.
			f = &failure{offset: -1, message: "the path is not UTF-8" + notText}
			if _, err := uri.UnescapeUTF8(in); err != nil {
				if e, ok := errors.AsType[*uri.EscapeError](err); ok && e.UTF8 {
					f = escapeFailure(e, notText).at(in, true)
				}
			}
		}
		return out.single(in, p, f)
	})
}

// runPath2File is "uri path2file": it converts absolute paths of the style
// asked for to file URIs (RFC 8089 §2), one line per input.
func runPath2File(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("path2file", path2fileSynopsis, path2fileHelp, stderr)
	style := styleFlag(c)
	if code, ok := c.parse(args); !ok {
		return code
	}
	out := newOutput(c, stdout)
	return forEachInput(c, stdin, out, func(in string) bool {
		u, err := fileuri.FromPath(in, *style)
		var f *failure
		if err != nil {
			f = fileFailure(in, false, err)
		}
		return out.single(in, u.String(), f)
	})
}

// styleFlag defines the flag -os of file2path and path2file, the style of
// paths.
func styleFlag(c *cmdline) *fileuri.Style {
	style := new(fileuri.Style) // fileuri.Native
	c.fs.Func("os", "the `style` of paths, whatever the system uri runs on: posix, windows\nor native (the running system's), in any case (default: native)", func(s string) error {
		switch strings.ToLower(s) {
		case "posix":
			*style = fileuri.POSIX
		case "windows":
			*style = fileuri.Windows
		case "native":
			*style = fileuri.Native
		default:
			return errors.New("want posix, windows or native")
		}
		return nil
	})
	return style
}

// fileFailure is the failure of converting in, a file URI when isURI, or
// else a path, that err describes.
func fileFailure(in string, isURI bool, err error) *failure {
	fe, ok := errors.AsType[*fileuri.Error](err)
	if !ok {
		return &failure{offset: -1, message: err.Error()}
	}
	f := &failure{offset: fe.Offset, message: fe.Problem}
	if isURI {
		f.at(in, true)
	}
	return f
}
