package uri_test

import (
	"errors"
	"fmt"

	"github.com/abnf-uri/uri"
)

// The same file URIs read as POSIX and as Windows paths, whatever the
// system the program runs on.
func ExampleFileURIToPath() {
	for _, u := range []string{
		"file:///etc/hosts",
		"file://localhost/etc/hosts",
		"file:///c:/TMP/test%20file.txt",
		"file:///c|/TMP/test%20file.txt",
		"file://server.example.com/Share/file.doc",
		"file:////server.example.com/Share/file.doc",
	} {
		posix, err := uri.FileURIToPath(u, uri.POSIX)
		if err != nil {
			posix = "(error)"
		}
		windows, err := uri.FileURIToPath(u, uri.Windows)
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
func ExamplePathToFileURI() {
	u, _ := uri.PathToFileURI("/home/me/résumé #2.pdf", uri.POSIX)
	fmt.Println(u)
	u, _ = uri.PathToFileURI(`C:\Users\me\100%.txt`, uri.Windows)
	fmt.Println(u)
	u, _ = uri.PathToFileURI(`\\server\Share\dir\`, uri.Windows)
	fmt.Println(u)
	_, err := uri.PathToFileURI("/srv/www/../etc/passwd", uri.POSIX)
	fmt.Println(err)
	// Output:
	// file:///home/me/r%C3%A9sum%C3%A9%20%232.pdf
	// file:///C:/Users/me/100%25.txt
	// file://server/Share/dir/
	// uri: POSIX path to file URI "/srv/www/../etc/passwd": offset 9: dot-segment "..": resolution would remove it (RFC 3986 §5.2.4); clean the path first
}

// A file URI naming another machine has no POSIX path: the error says
// which host.
func ExampleFileError() {
	_, err := uri.FileURIToPath("file://fileserver/export/data", uri.POSIX)
	if fe, ok := errors.AsType[*uri.FileError](err); ok && fe.Host != "" {
		fmt.Println("remote file on", fe.Host)
	}
	_, err = uri.FileURIToPath("file:///tmp/a%2Fb", uri.POSIX)
	fmt.Println(err)
	// Output:
	// remote file on fileserver
	// uri: file URI to POSIX path "file:///tmp/a%2Fb": offset 13: "%2F" in a segment: no file name holds "/", the separator
}

// Strict is RFC 8089 §2; lenient is Appendix F, the spellings found in the
// wild.
func ExampleValidateFileURI() {
	for _, s := range []string{"file:///c:/x", "file:c|/x", "file:////host/share", "file:///x?q"} {
		fmt.Printf("%-20s strict: %-5v lenient: %v\n", s,
			uri.ValidateFileURI(s, uri.FileStrict) == nil, uri.ValidateFileURI(s, uri.FileLenient) == nil)
	}
	// Output:
	// file:///c:/x         strict: true  lenient: true
	// file:c|/x            strict: false lenient: true
	// file:////host/share  strict: false lenient: true
	// file:///x?q          strict: false lenient: false
}
