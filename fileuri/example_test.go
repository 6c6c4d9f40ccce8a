package fileuri_test

import (
	"errors"
	"fmt"

	"github.com/abnf-uri/uri/fileuri"
)

// The same file URIs read as POSIX and as Windows paths, whatever the
// system the program runs on.
func ExampleToPath() {
	for _, u := range []string{
		"file:///etc/hosts",
		"file://localhost/etc/hosts",
		"file:///c:/TMP/test%20file.txt",
		"file:///c|/TMP/test%20file.txt",
		"file://server.example.com/Share/file.doc",
		"file:////server.example.com/Share/file.doc",
	} {
		posix, err := fileuri.ToPath(u, fileuri.POSIX)
		if err != nil {
			posix = "(error)"
		}
		windows, err := fileuri.ToPath(u, fileuri.Windows)
		if err != nil {
			windows = "(error)"
		}
		fmt.Printf("%-43s %-22s %s\n", u, posix, windows)
	}
	// Output:
	// file:///etc/hosts                           /etc/hosts             (error)
	// file://localhost/etc/hosts                  /etc/hosts             (error)
	// file:///c:/TMP/test%20file.txt              /c:/TMP/test file.txt  c:\TMP\test file.txt
	// file:///c|/TMP/test%20file.txt              (error)                c:\TMP\test file.txt
	// file://server.example.com/Share/file.doc    (error)                \\server.example.com\Share\file.doc
	// file:////server.example.com/Share/file.doc  (error)                \\server.example.com\Share\file.doc
}

// Paths become file URIs of RFC 8089 §2, percent-encoded as UTF-8.
func ExampleFromPath() {
	u, _ := fileuri.FromPath("/home/me/résumé #2.pdf", fileuri.POSIX)
	fmt.Println(u)
	u, _ = fileuri.FromPath(`C:\Users\me\100%.txt`, fileuri.Windows)
	fmt.Println(u)
	u, _ = fileuri.FromPath(`\\server\Share\dir\`, fileuri.Windows)
	fmt.Println(u)
	_, err := fileuri.FromPath("/srv/www/../etc/passwd", fileuri.POSIX)
	fmt.Println(err)
	// Output:
	// file:///home/me/r%C3%A9sum%C3%A9%20%232.pdf
	// file:///C:/Users/me/100%25.txt
	// file://server/Share/dir/
	// uri: POSIX path to file URI "/srv/www/../etc/passwd": offset 9: dot-segment "..": resolution would remove it (RFC 3986 §5.2.4); clean the path first
}

// A file URI naming another machine has no POSIX path: the error says
// which host.
func ExampleError() {
	_, err := fileuri.ToPath("file://fileserver/export/data", fileuri.POSIX)
	if fe, ok := errors.AsType[*fileuri.Error](err); ok && fe.Host != "" {
		fmt.Println("remote file on", fe.Host)
	}
	_, err = fileuri.ToPath("file:///tmp/a%2Fb", fileuri.POSIX)
	fmt.Println(err)
	// Output:
	// remote file on fileserver
	// uri: file URI to POSIX path "file:///tmp/a%2Fb": offset 13: "%2F" in a segment: no file name holds "/", the separator
}

// Strict is RFC 8089 §2; lenient is Appendix F, the spellings found in the
// wild.
func ExampleValidate() {
	for _, s := range []string{"file:///c:/x", "file:c|/x", "file:////host/share", "file:///x?q"} {
		fmt.Printf("%-20s strict: %-5v lenient: %v\n", s,
			fileuri.Validate(s, fileuri.Strict) == nil, fileuri.Validate(s, fileuri.Lenient) == nil)
	}
	// Output:
	// file:///c:/x         strict: true  lenient: true
	// file:c|/x            strict: false lenient: true
	// file:////host/share  strict: false lenient: true
	// file:///x?q          strict: false lenient: false
}

// The zero Style is the running system's.
func ExampleStyle() {
	for _, st := range []fileuri.Style{fileuri.Native, fileuri.POSIX, fileuri.Windows} {
		fmt.Println(st)
	}
	// Output:
	// native
	// posix
	// windows
}

func ExampleSyntax() {
	fmt.Println(fileuri.Strict, fileuri.Lenient)
	// Output:
	// strict lenient
}

// Windows reads some names otherwise than they are written: ToPath
// refuses them, and says which segment and why.
func ExampleToPath_windowsNames() {
	for _, u := range []string{
		"file:///c:/www/secret.txt.",
		"file:///c:/www/file.txt::$DATA",
		"file:///c:/www/nul.txt",
		"file://../share/x",
		"file:///x/y",
	} {
		_, err := fileuri.ToPath(u, fileuri.Windows)
		fmt.Println(err)
	}
	// Output:
	// uri: file URI to Windows path "file:///c:/www/secret.txt.": offset 15: segment "secret.txt." ends with ".", which Windows drops: it opens "secret.txt"
	// uri: file URI to Windows path "file:///c:/www/file.txt::$DATA": offset 15: segment "file.txt::$DATA" holds ":", which NTFS reads as naming a data stream of "file.txt"
	// uri: file URI to Windows path "file:///c:/www/nul.txt": offset 15: segment "nul.txt" names the device NUL, whatever the extension: Windows opens the device, not a file
	// uri: file URI to Windows path "file://../share/x": offset 7: host ".." is made of periods and spaces: no machine is named so, and Windows reads it as a dot-segment
	// uri: file URI to Windows path "file:///x/y": offset 8: first segment "x" is a letter without ":" or "|", not a drive letter (RFC 8089 E.2): not an absolute Windows path (want "file:///x:/...")
}
