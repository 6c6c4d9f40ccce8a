package main

import (
	"bufio"
	"errors"
	"flag"
	"io"
	"strings"

	"github.com/abnf-uri/uri"
)

// runFile2Path is "uri file2path": it converts file URIs (RFC 8089) to
// paths of the style asked for, one line per input.
func runFile2Path(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("file2path", "[-os posix|windows|native] [URI...]", stderr)
	style, code, ok := fileFlags(fs, args)
	if !ok {
		return code
	}
	out := bufio.NewWriter(stdout)
	return forEachInput(fs, stdin, out, func(in string) bool {
		p, err := uri.FileURIToPath(in, style)
		if err == nil && strings.ContainsAny(p, "\r\n") {
			// The first escape of CR or LF: a URI holds no other.
			i := strings.Index(strings.ToUpper(in), "%0A")
			if j := strings.Index(strings.ToUpper(in), "%0D"); i < 0 || j >= 0 && j < i {
				i = j
			}
			return writeAnswer(out, "", &failure{i, `the path holds a line break ("` + in[i:i+3] + `"); the output has one line per input`})
		}
		return fileAnswer(out, p, err)
	})
}

// runPath2File is "uri path2file": it converts absolute paths of the style
// asked for to file URIs (RFC 8089 §2), one line per input.
func runPath2File(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("path2file", "[-os posix|windows|native] [PATH...]", stderr)
	style, code, ok := fileFlags(fs, args)
	if !ok {
		return code
	}
	out := bufio.NewWriter(stdout)
	return forEachInput(fs, stdin, out, func(in string) bool {
		u, err := uri.PathToFileURI(in, style)
		return fileAnswer(out, u.String(), err)
	})
}

// fileFlags parses the flags of file2path and path2file into the style
// of paths asked for. When ok is false, the command must return code.
func fileFlags(fs *flag.FlagSet, args []string) (style uri.Style, code int, ok bool) {
	style = uri.NativeStyle
	fs.Func("os", "the `style` of paths, whatever the system uri runs on: posix, windows\nor native (the running system's), in any case (default: native)", func(s string) error {
		switch strings.ToLower(s) {
		case "posix":
			style = uri.POSIX
		case "windows":
			style = uri.Windows
		case "native":
			style = uri.NativeStyle
		default:
			return errors.New("want posix, windows or native")
		}
		return nil
	})
	if code, ok := parseFlags(fs, args); !ok {
		return 0, code, false
	}
	return style, 0, true
}

// fileAnswer writes the answer to one input: the result, or
// "error<TAB>OFFSET<TAB>MESSAGE" as the other commands write it; it
// reports whether there was no error.
func fileAnswer(out *bufio.Writer, result string, err error) bool {
	if err == nil {
		return writeAnswer(out, result, nil)
	}
	f := &failure{-1, err.Error()}
	if fe, ok := errors.AsType[*uri.FileError](err); ok {
		f = &failure{fe.Offset, fe.Problem}
	}
	return writeAnswer(out, "", f)
}
