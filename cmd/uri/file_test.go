package main

import (
	"bytes"
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/fileuri"
)

// Inputs of "uri file2path" and "uri path2file".
var (
	// fileURIs are the examples of RFC 8089 (Appendix B, E, F) and the
	// problems a conversion can have: another host, "%2F", "%00", a
	// query, user information.
	fileURIs = []string{
		"file:///path/to/file",
		"file:/path/to/file",
		"file://localhost/etc/hosts",
		"file://host.example.com/path/to/file",
		"file:c:/path/to/file",
		"file:///c:/TMP/test.txt",
		"file:///c|/TMP/test.txt",
		"file:/c|/path/to/file",
		"file:c|/path/to/file",
		"file:///c/TMP/test.txt",
		"file://c:/TMP/test.txt",
		"file:////host.example.com/path/to/file",
		"file://///host.example.com/path/to/file",
		`file:///c:\TMP\test.txt`,
		"file:///tmp/a%20b/caf%C3%A9/",
		"file:///tmp/a%2Fb",
		"file:///tmp/a%00b",
		"file:///tmp/a?q",
		"file://user@localhost/x",
	}
	// posixPaths and windowsPaths are paths with what must be escaped,
	// and paths that have no file URI.
	posixPaths = []string{
		"/etc/hosts",
		"/tmp/dir/",
		"/a b/100%/#1/?/café",
		"/",
		"relative/x",
		"/a/../b",
		"//x",
	}
	windowsPaths = []string{
		`c:\TMP\test.txt`,
		`C:\Users\me\résumé #2.pdf`,
		`c:\`,
		`d:/mixed\separators/`,
		`\\server.example.com\Share\path\to\file.doc`,
		`\\server`,
		`\\?\c:\x`,
		`\\.\pipe\x`,
		`c:relative`,
		`\rooted`,
		`c:\a\.\b`,
	}
)

// The cases of file2path and path2file join those of main_test.go, so
// that TestRun runs them and TestFixturesUsed knows their golden files.
func init() {
	cases = append(cases, []struct {
		name  string
		args  []string
		stdin string
		code  int
	}{
		{name: "help-file2path", args: []string{"help", "file2path"}},
		{name: "help-path2file", args: []string{"help", "path2file"}},
		{name: "file2path-h", args: []string{"file2path", "-h"}},
		{name: "file2path-posix", args: args([]string{"file2path", "-os", "posix"}, fileURIs...), code: 1},
		{name: "file2path-windows", args: args([]string{"file2path", "-os", "windows"}, fileURIs...), code: 1},
		{name: "file2path-valid", args: []string{"file2path", "-os", "windows", "file:///c:/x", `file://h/s/x%20y`}},
		// Standard input: CRLF lines, "-" alone, an empty line (no file
		// URI), a last line without a newline.
		{name: "file2path-stdin", args: []string{"file2path", "-os=posix", "-"}, stdin: crlf("file:///etc/hosts", "", "file://h/x") + "file:/tmp/", code: 1},
		// A path with a line break or a tab is quoted; with -raw,
		// it cannot be a line of the output.
		{name: "file2path-line-break", args: []string{"file2path", "-raw", "-os", "posix", "file:///a%0Ab", "file:///a%0Db", "file:///a%09b"}, code: 1},
		{name: "file2path-line-break-quoted", args: []string{"file2path", "-os", "posix", "file:///a%0Ab", "file:///a%0Db", "file:///a%09b"}},
		// Issue 22: a decoded tab is no field separator, a decoded ESC
		// or CSI no escape sequence (RFC 8089 §2: the path is
		// percent-decoded); -raw writes what a terminal acts on as it
		// is, but refuses the tab. A Windows name holds no control
		// (internal/winpath): the error quotes the decoded segment.
		{name: "file2path-echo-tab", args: []string{"file2path", "-echo", "-os", "posix", "file:///a%09b"}},
		{name: "file2path-echo-tab-raw", args: []string{"file2path", "-raw", "-echo", "-os", "posix", "file:///a%09b"}, code: 1},
		{name: "file2path-terminal-injection", args: []string{"file2path", "-os", "windows", "file:///c:/x%1B%5B2J%1B%5D0;pwned%07y", "file:///c:/%E2%80%AEgpj.exe", "file:///c:/%C2%9B", "file:///c:/%9B"}, code: 1},
		{name: "file2path-terminal-injection-raw", args: []string{"file2path", "-raw", "-os", "posix", "file:///x%1B%5B2J"}},
		{name: "file2path-bad-os", args: []string{"file2path", "-os", "macos", "file:///x"}, code: 2},
		{name: "file2path-unknown-flag", args: []string{"file2path", "-windows", "file:///x"}, code: 2},
		{name: "path2file-h", args: []string{"path2file", "-h"}},
		{name: "path2file-posix", args: args([]string{"path2file", "-os", "posix"}, posixPaths...), code: 1},
		{name: "path2file-windows", args: args([]string{"path2file", "-os", "windows"}, windowsPaths...), code: 1},
		{name: "path2file-stdin", args: []string{"path2file", "--os", "windows"}, stdin: crlf(`c:\TMP\test.txt`, `\\server\share\x`)},
		{name: "path2file-bad-os", args: []string{"path2file", "-os", "", "/x"}, code: 2},
		{name: "path2file-os-case", args: []string{"path2file", "-os", "Windows", `C:\x`}},
	}...)
}

// TestFileCommandsAgree checks each line of file2path and path2file
// against package fileuri, apart from the golden files.
func TestFileCommandsAgree(t *testing.T) {
	check := func(cmd string, style fileuri.Style, in string, want string, ok bool) {
		t.Helper()
		var stdout, stderr bytes.Buffer
		code := run([]string{cmd, "-os", style.String(), "--", in}, nil, &stdout, &stderr)
		if !ok {
			want = "error\t" + want
		}
		if stdout.String() != want+"\n" || (code == 0) != ok || stderr.Len() > 0 {
			t.Errorf("uri %s -os %v %q: exit status %d, stdout %q, stderr %q; want %q", cmd, style, in, code, &stdout, &stderr, want)
		}
	}
	// "OFFSET<TAB>PROBLEM", OFFSET "-" for none.
	message := func(err error) string {
		fe, _ := errors.AsType[*fileuri.Error](err)
		if fe.Offset < 0 {
			return "-\t" + fe.Problem
		}
		return strconv.Itoa(fe.Offset) + "\t" + fe.Problem
	}
	for _, style := range []fileuri.Style{fileuri.POSIX, fileuri.Windows} {
		for _, in := range fileURIs {
			p, err := fileuri.ToPath(in, style)
			if err != nil {
				check("file2path", style, in, message(err), false)
			} else {
				check("file2path", style, in, p, true)
			}
		}
		for _, in := range append(append([]string(nil), posixPaths...), windowsPaths...) {
			u, err := fileuri.FromPath(in, style)
			if err != nil {
				check("path2file", style, in, message(err), false)
			} else {
				check("path2file", style, in, u.String(), true)
			}
		}
	}
}

// TestFileDefaultStyle: without -os, paths are the running system's.
func TestFileDefaultStyle(t *testing.T) {
	want := "/etc/hosts\n"
	if runtime.GOOS == "windows" {
		want = "error\t"
	}
	for _, args := range [][]string{{"file2path"}, {"file2path", "-os", "native"}, {"file2path", "-os", "Native"}} {
		var stdout, stderr bytes.Buffer
		run(append(args, "file:///etc/hosts"), nil, &stdout, &stderr)
		if !strings.HasPrefix(stdout.String(), want) || stderr.Len() > 0 {
			t.Errorf("uri %q file:///etc/hosts: stdout %q, stderr %q; want %q...", args, &stdout, &stderr, want)
		}
	}
}
