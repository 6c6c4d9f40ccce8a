package fileuri

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/sebdah/goldie/v2"

	"github.com/abnf-uri/uri"
)

// Error messages the tables below expect, by what they are about.
const (
	fileMsgNoDrive    = `no drive letter and no host: not an absolute Windows path (want "file:///c:/..." or "file://host/share/...")`
	fileMsgNonLocal   = `: a POSIX path cannot name another machine; only no host, an empty one or "localhost" is local (RFC 8089 §3)`
	fileMsgDriveE2    = `: only Windows paths have drive letters (RFC 8089 E.2)`
	fileMsgSlash      = `" in a segment: no file name holds "/", the separator`
	fileMsgNUL        = `": no path holds NUL`
	fileMsgEncDot     = `, a dot-segment` + fileMsgEncDotTail
	fileMsgEncDotWin  = `, a dot-segment to Windows, which drops the spaces and periods that end a name` + fileMsgEncDotTail
	fileMsgEncDotTail = `: resolution does not remove it (RFC 3986 §5.2.4) and a file system follows it (§7.3); no file is named so`
	fileMsgDot        = `: resolution would remove it (RFC 3986 §5.2.4); clean the path first`
	fileMsgHostEnd    = `offset 11: expected unreserved, pct-encoded, sub-delims, ":", "@", path-absolute or file-absolute, found end of input`
	fileMsgEmptyUNC   = "empty host in a UNC string (RFC 8089 E.3.2)"
	fileMsgPOSIXRel   = `not an absolute path: it does not begin with "/"`
	fileMsgLetter     = ` is a letter without ":" or "|", not a drive letter (RFC 8089 E.2): not an absolute Windows path (want "file:///`
	fileMsgTrailing   = `, which Windows drops: it opens `
	fileMsgStream     = `holds ":", which NTFS reads as naming a data stream of `
	fileMsgDevice     = `, whatever the extension: Windows opens the device, not a file`
	fileMsgWinDots    = ` is a dot-segment to Windows, which drops the spaces and periods that end a name`
	fileMsgWinRel     = `not an absolute Windows path: it needs a drive letter and a root ("c:\") or a UNC host and share ("\\host\share")`
)

// fileErr is how the tables write an expected error: its Message.
func fileErr(msg string) string { return "error: " + msg }

// fileURICases are file URIs with the path each gives in each style
// (ToPath), or the error (fileErr). Every example of RFC 8089
// (Appendix B, E, F) is here; testdata/to-path.golden shows the same
// results, and TestFileURIToPath checks both against each other.
var fileURICases = []struct {
	sec, uri, posix, windows string
}{
	// Appendix B: the syntax of Section 2. A local file with an empty
	// authority, the same without an authority, a non-local file.
	{"B", "file:///path/to/file", "/path/to/file", fileErr("offset 7: " + fileMsgNoDrive)},
	{"B", "file:/path/to/file", "/path/to/file", fileErr("offset 5: " + fileMsgNoDrive)},
	{"B", "file://host.example.com/path/to/file", fileErr(`offset 7: non-local host "host.example.com"` + fileMsgNonLocal), `\\host.example.com\path\to\file`},

	// §2: "localhost" is the machine the URI is read on, as if there
	// were no authority; in any case, as ABNF strings are. §3: any other
	// host is not local.
	{"2", "file://localhost/etc/hosts", "/etc/hosts", fileErr("offset 16: " + fileMsgNoDrive)},
	{"2", "file://LocalHost/etc/hosts", "/etc/hosts", fileErr("offset 16: " + fileMsgNoDrive)},
	{"2", "FILE:///etc/hosts", "/etc/hosts", fileErr("offset 7: " + fileMsgNoDrive)},
	{"2", "file:///etc/hosts", "/etc/hosts", fileErr("offset 7: " + fileMsgNoDrive)},
	{"2", "file:/etc/hosts", "/etc/hosts", fileErr("offset 5: " + fileMsgNoDrive)},
	{"2", "file:///", "/", fileErr("offset 7: " + fileMsgNoDrive)},
	{"2", "file://127.0.0.1/share/x", fileErr(`offset 7: non-local host "127.0.0.1"` + fileMsgNonLocal), `\\127.0.0.1\share\x`},
	{"2", "file://[2001:db8::1]/share/x", fileErr(`offset 7: non-local host "[2001:db8::1]"` + fileMsgNonLocal), `\\2001-db8--1.ipv6-literal.net\share\x`},
	{"2", "file://[::1]/share/", fileErr(`offset 7: non-local host "[::1]"` + fileMsgNonLocal), `\\0--1.ipv6-literal.net\share\`},
	{"2", "file://[v1.x]/share/x", fileErr(`offset 7: non-local host "[v1.x]"` + fileMsgNonLocal), fileErr(`offset 7: host "[v1.x]": an IPvFuture address has no UNC form`)},
	{"2", "file://my%20server/share/x", fileErr(`offset 7: non-local host "my%20server"` + fileMsgNonLocal), `\\my server\share\x`},
	{"2", "file://server/", fileErr(`offset 7: non-local host "server"` + fileMsgNonLocal), fileErr(`offset 13: host "server" without a share name: a UNC path is \\host\share\...`)},
	// Not file URIs: no path, a query, a fragment, a port (Section 2
	// allows none, nor does Appendix F).
	{"2", "file://host", fileErr(fileMsgHostEnd), fileErr(fileMsgHostEnd)},
	{"2", "file:///a?q", fileErr(`offset 9: query: file URIs have none (RFC 8089 §2)`), fileErr(`offset 9: query: file URIs have none (RFC 8089 §2)`)},
	{"2", "file:///a#f", fileErr(`offset 9: fragment: file URIs have none (RFC 8089 §2)`), fileErr(`offset 9: fragment: file URIs have none (RFC 8089 §2)`)},
	{"2", "file:///c:/x?", fileErr(`offset 12: query: file URIs have none (RFC 8089 §2)`), fileErr(`offset 12: query: file URIs have none (RFC 8089 §2)`)},
	{"2", "file://server:445/share/x", fileErr(`offset 13: port "445": file URIs have none (RFC 8089 §2)`), fileErr(`offset 13: port "445": file URIs have none (RFC 8089 §2)`)},
	{"2", "file://localhost:80/x", fileErr(`offset 16: port "80": file URIs have none (RFC 8089 §2)`), fileErr(`offset 16: port "80": file URIs have none (RFC 8089 §2)`)},
	{"2", "file://[::1]:/x", fileErr(`offset 12: port "": file URIs have none (RFC 8089 §2)`), fileErr(`offset 12: port "": file URIs have none (RFC 8089 §2)`)},
	{"2", "file:///a b", fileErr(`offset 9: expected pchar, "/", "\\", end of input, ":" or "|", found " "`), fileErr(`offset 9: expected pchar, "/", "\\", end of input, ":" or "|", found " "`)},
	{"2", "http:///a", fileErr(`offset 0: expected file-scheme, found "h"`), fileErr(`offset 0: expected file-scheme, found "h"`)},

	// §4: percent-encoded UTF-8, decoded byte for byte; a directory
	// keeps its trailing slash; an escape of "/" or NUL cannot be in a
	// path.
	{"4", "file:///tmp/a%20b%25c%23d%3Fe", "/tmp/a b%c#d?e", fileErr("offset 7: " + fileMsgNoDrive)},
	{"4", "file:///caf%C3%A9/%E6%97%A5%E6%9C%AC", "/café/日本", fileErr("offset 7: " + fileMsgNoDrive)},
	{"4", "file:///c:/caf%c3%a9/", "/c:/café/", `c:\café\`},
	{"4", "file:///tmp/dir/", "/tmp/dir/", fileErr("offset 7: " + fileMsgNoDrive)},
	{"4", "file:///a%2Fb", fileErr(`offset 9: "%2F` + fileMsgSlash), fileErr("offset 7: " + fileMsgNoDrive)},
	{"4", "file:///c:/a%2fb", fileErr(`offset 12: "%2f` + fileMsgSlash), fileErr(`offset 12: "%2f` + fileMsgSlash)},
	{"4", "file:///a%00b", fileErr(`offset 9: "%00` + fileMsgNUL), fileErr("offset 7: " + fileMsgNoDrive)},
	{"4", "file:///c:/a%00", fileErr(`offset 12: "%00` + fileMsgNUL), fileErr(`offset 12: "%00` + fileMsgNUL)},
	{"4", "file:///c:/a%5Cb", `/c:/a\b`, fileErr(`offset 12: "%5C" in a segment: no Windows file name holds "\", the separator`)},
	{"4", "file:///%FF", "/\xff", fileErr("offset 7: " + fileMsgNoDrive)},
	// §3: dot-segments are not resolved here.
	{"3", "file:///a/../b", "/a/../b", fileErr(`offset 8: first segment "a"` + fileMsgLetter + `a:/...")`)},
	{"3", "file:///c:/a/./b/", "/c:/a/./b/", `c:\a\.\b\`},
	// RFC 3986 §7.3: a dot-segment spelled with escapes is one that
	// resolution passes over and the file system follows: an error.
	{"3", "file:///srv/data/%2e%2e/%2e%2e/etc/passwd", fileErr(`offset 17: segment "%2e%2e" decodes to ".."` + fileMsgEncDot), fileErr("offset 7: " + fileMsgNoDrive)},
	{"3", "file:///c:/a/.%2E/x", fileErr(`offset 13: segment ".%2E" decodes to ".."` + fileMsgEncDot), fileErr(`offset 13: segment ".%2E" decodes to ".."` + fileMsgEncDot)},
	{"3", "file:///c:/a/%2E/x", fileErr(`offset 13: segment "%2E" decodes to "."` + fileMsgEncDot), fileErr(`offset 13: segment "%2E" decodes to "."` + fileMsgEncDot)},
	{"3", "file:///c:/a/..%20/x", "/c:/a/.. /x", fileErr(`offset 13: segment "..%20" decodes to ".. "` + fileMsgEncDotWin)},
	{"3", "file:///c:/a%5C%2e%2e%5Cx", "/c:/a\\..\\x", fileErr(`offset 12: "%5C" in a segment: no Windows file name holds "\", the separator`)},
	{"3", "file:///c:/a/%2e%2ex/.%2e./", "/c:/a/..x/.../", fileErr(`offset 21: segment ".%2e." decodes to "..."` + fileMsgEncDotWin)},

	// D.1: a tilde is just a tilde.
	{"D.1", "file:///~/x", "/~/x", fileErr("offset 7: " + fileMsgNoDrive)},

	// E.1: user information is nonstandard, and cannot be in a path.
	{"E.1", "file://user@localhost/x", fileErr(`offset 7: user information "user" (RFC 8089 E.1): a path cannot hold it`), fileErr(`offset 7: user information "user" (RFC 8089 E.1): a path cannot hold it`)},
	{"E.1", "file://user@host.example.com/share/x", fileErr(`offset 12: non-local host "host.example.com"` + fileMsgNonLocal), fileErr(`offset 7: user information "user" (RFC 8089 E.1): a path cannot hold it`)},

	// E.2: drive letters; "file:///c:/..." is Section 2's syntax, a POSIX
	// path with a first name "c:". The case of the letter is kept.
	{"E.2", "file:c:/path/to/file", fileErr(`offset 5: drive letter "c:"` + fileMsgDriveE2), `c:\path\to\file`},
	{"E.2", "file:///c:/path/to/file", "/c:/path/to/file", `c:\path\to\file`},
	{"E.2", "file:///C:/Path/To/File", "/C:/Path/To/File", `C:\Path\To\File`},
	{"E.2", "file:///c:", "/c:", `c:\`},
	{"E.2", "file:///c:/", "/c:/", `c:\`},
	{"E.2", "file://localhost/c:/x", "/c:/x", `c:\x`},
	// E.2.1: the base and resolved URIs of the examples.
	{"E.2.1", "file:///c:/path/to/file.txt", "/c:/path/to/file.txt", `c:\path\to\file.txt`},
	{"E.2.1", "file:///c:/some/other/thing.bmp", "/c:/some/other/thing.bmp", `c:\some\other\thing.bmp`},
	{"E.2.1", "file:///c:/foo.txt", "/c:/foo.txt", `c:\foo.txt`},
	{"E.2.1", "file:///c:/bar.txt", "/c:/bar.txt", `c:\bar.txt`},
	// E.2.1: "/c:bar/baz.txt" and "/c:../foo.txt" "might not be accepted
	// as dereferenceable": no drive letter.
	{"E.2.1", "file:///c:bar/baz.txt", "/c:bar/baz.txt", fileErr("offset 7: " + fileMsgNoDrive)},
	{"E.2.1", "file:///c:../foo.txt", "/c:../foo.txt", fileErr("offset 7: " + fileMsgNoDrive)},
	// E.2.2: the vertical line, in every position.
	{"E.2.2", "file:///c|/path/to/file", fileErr(`offset 8: drive letter "c|"` + fileMsgDriveE2), `c:\path\to\file`},
	{"E.2.2", "file:/c|/path/to/file", fileErr(`offset 6: drive letter "c|"` + fileMsgDriveE2), `c:\path\to\file`},
	{"E.2.2", "file:c|/path/to/file", fileErr(`offset 5: drive letter "c|"` + fileMsgDriveE2), `c:\path\to\file`},
	{"E.2.2", "file:///C|/TMP/test.txt", fileErr(`offset 8: drive letter "C|"` + fileMsgDriveE2), `C:\TMP\test.txt`},
	{"E.2.2", "file://server/c|/x", fileErr(`offset 7: non-local host "server"` + fileMsgNonLocal), fileErr(`offset 14: drive letter "c|" after host "server": a UNC path has a share, not a drive`)},
	// Issue 5: every spelling of one Windows path.
	{"E.2", "file:///c:/TMP/test.txt", "/c:/TMP/test.txt", `c:\TMP\test.txt`},
	{"E.2.2", "file:///c|/TMP/test.txt", fileErr(`offset 8: drive letter "c|"` + fileMsgDriveE2), `c:\TMP\test.txt`},
	// A letter alone is a name, not a drive (Node's fileURLToPath
	// refuses it too): "file:///x/y" is no `x:\y`.
	{"E.2", "file:///c/TMP/test.txt", "/c/TMP/test.txt", fileErr(`offset 8: first segment "c"` + fileMsgLetter + `c:/...")`)},
	{"E.2", "file:///x/y", "/x/y", fileErr(`offset 8: first segment "x"` + fileMsgLetter + `x:/...")`)},
	{"E.2", "file:///x", "/x", fileErr("offset 7: " + fileMsgNoDrive)},
	{"E.2", "file:c:/TMP/test.txt", fileErr(`offset 5: drive letter "c:"` + fileMsgDriveE2), `c:\TMP\test.txt`},
	{"E.2", "file://c:/TMP/test.txt", fileErr(`offset 7: drive letter "c:"` + fileMsgDriveE2), `c:\TMP\test.txt`},
	{"E.2", "file://C|/TMP/test.txt", fileErr(`offset 7: drive letter "C|"` + fileMsgDriveE2), `C:\TMP\test.txt`},

	// E.3.1: a UNC string with its host in the authority.
	{"E.3.1", "file://host.example.com/Share/path/to/file.txt", fileErr(`offset 7: non-local host "host.example.com"` + fileMsgNonLocal), `\\host.example.com\Share\path\to\file.txt`},
	{"E.3.1", "file://server.example.com/Share/path/to/file.doc", fileErr(`offset 7: non-local host "server.example.com"` + fileMsgNonLocal), `\\server.example.com\Share\path\to\file.doc`},
	// E.3.2: the whole UNC string in the path, after an empty authority,
	// with or without a further slash; never local, even "localhost".
	{"E.3.2", "file:////host.example.com/path/to/file", fileErr(`offset 9: non-local host "host.example.com"` + fileMsgNonLocal), `\\host.example.com\path\to\file`},
	{"E.3.2", "file://///host.example.com/path/to/file", fileErr(`offset 10: non-local host "host.example.com"` + fileMsgNonLocal), `\\host.example.com\path\to\file`},
	{"E.3.2", "file:////server.example.com/Share/path/to/file.doc", fileErr(`offset 9: non-local host "server.example.com"` + fileMsgNonLocal), `\\server.example.com\Share\path\to\file.doc`},
	// E.3.2's inline-IP: an IPv6address has a UNC form, an IPvFuture
	// (RFC 3986 §3.2.2: it begins with "v") none.
	{"E.3.2", "file:////%5B::1%5D/share/x", fileErr(`offset 9: non-local host "%5B::1%5D"` + fileMsgNonLocal), `\\0--1.ipv6-literal.net\share\x`},
	{"E.3.2", "file:////%5Bv1.x%5D/share/x", fileErr(`offset 9: non-local host "%5Bv1.x%5D"` + fileMsgNonLocal), fileErr(`offset 9: host "%5Bv1.x%5D": an IPvFuture address has no UNC form`)},
	{"E.3.2", "file:////%5BV1.x%5D/share/x", fileErr(`offset 9: non-local host "%5BV1.x%5D"` + fileMsgNonLocal), fileErr(`offset 9: host "%5BV1.x%5D": an IPvFuture address has no UNC form`)},
	{"E.3.2", "file://///server.example.com/Share/path/to/file.doc", fileErr(`offset 10: non-local host "server.example.com"` + fileMsgNonLocal), `\\server.example.com\Share\path\to\file.doc`},
	{"E.3.2", "file:////localhost/c$/x", fileErr(`offset 9: non-local host "localhost"` + fileMsgNonLocal), `\\localhost\c$\x`},
	{"E.3.2", "file:////%5B2001:db8::1%5D/share/x", fileErr(`offset 9: non-local host "%5B2001:db8::1%5D"` + fileMsgNonLocal), `\\2001-db8--1.ipv6-literal.net\share\x`},
	{"E.3.2", "file://////host/x", fileErr("offset 10: " + fileMsgEmptyUNC), fileErr("offset 10: " + fileMsgEmptyUNC)},
	{"E.3.2", "file:////%3F/c:/x", fileErr(`offset 9: non-local host "%3F"` + fileMsgNonLocal), fileErr(`offset 9: host "%3F" (decoded "?") begins a Win32 namespace path (\\?\), not a UNC one`)},
	{"E.3.2", "file:////192.0.2.1/share/x", fileErr(`offset 9: non-local host "192.0.2.1"` + fileMsgNonLocal), `\\192.0.2.1\share\x`},

	// E.4: backslash as separator, Windows only.
	{"E.4", `file:c:\path\to\file`, fileErr(`offset 5: drive letter "c:"` + fileMsgDriveE2), `c:\path\to\file`},
	{"E.4", `file:///c:\TMP\test.txt`, fileErr(`offset 10: "\" as a separator: only Windows paths use it (RFC 8089 E.4); a "\" in a POSIX file name is written "%5C"`), `c:\TMP\test.txt`},
	{"E.4", `file://server\share\x`, fileErr(`offset 7: non-local host "server"` + fileMsgNonLocal), `\\server\share\x`},
	{"E.4", `file:///a\b`, fileErr(`offset 9: "\" as a separator: only Windows paths use it (RFC 8089 E.4); a "\" in a POSIX file name is written "%5C"`), fileErr(`offset 8: first segment "a"` + fileMsgLetter + `a:/...")`)},
	{"E.4", `file:\etc\hosts`, fileErr(`offset 5: "\" as a separator: only Windows paths use it (RFC 8089 E.4); a "\" in a POSIX file name is written "%5C"`), fileErr("offset 5: " + fileMsgNoDrive)},

	// §5: the characters and device names file systems give a meaning
	// to. Windows reads these names otherwise than they are written
	// (Microsoft's "Naming Files, Paths, and Namespaces"), so a Windows
	// path has none of them; POSIX reads them as they are.
	// Trailing periods and spaces, which Windows drops.
	{"5", "file:///c:/www/secret.txt.", "/c:/www/secret.txt.", fileErr(`offset 15: segment "secret.txt." ends with "."` + fileMsgTrailing + `"secret.txt"`)},
	{"5", "file:///c:/www/secret.txt%2e", "/c:/www/secret.txt.", fileErr(`offset 15: segment "secret.txt%2e" (decoded "secret.txt.") ends with "."` + fileMsgTrailing + `"secret.txt"`)},
	{"5", "file:///c:/www/secret.txt%20", "/c:/www/secret.txt ", fileErr(`offset 15: segment "secret.txt%20" (decoded "secret.txt ") ends with " "` + fileMsgTrailing + `"secret.txt"`)},
	{"5", "file:///c:/www/dir./x", "/c:/www/dir./x", fileErr(`offset 15: segment "dir." ends with "."` + fileMsgTrailing + `"dir"`)},
	{"5", "file:///c:/www/.../x", "/c:/www/.../x", fileErr(`offset 15: segment "..."` + fileMsgWinDots)},
	{"5", "file://server/share/.../x", fileErr(`offset 7: non-local host "server"` + fileMsgNonLocal), fileErr(`offset 20: segment "..."` + fileMsgWinDots)},
	// NTFS streams: a ":" after the drive.
	{"5", "file:///c:/file.txt::$DATA", "/c:/file.txt::$DATA", fileErr(`offset 11: segment "file.txt::$DATA" ` + fileMsgStream + `"file.txt"`)},
	{"5", "file:///c:/x:y", "/c:/x:y", fileErr(`offset 11: segment "x:y" ` + fileMsgStream + `"x"`)},
	{"5", "file:///c:/x%3Ay", "/c:/x:y", fileErr(`offset 11: segment "x%3Ay" (decoded "x:y") ` + fileMsgStream + `"x"`)},
	{"5", "file:///c:/../d:/x", "/c:/../d:/x", fileErr(`offset 14: segment "d:" ` + fileMsgStream + `"d"`)},
	{"5", "file:///c:/a/:x", "/c:/a/:x", fileErr(`offset 13: segment ":x" holds ":", which NTFS reads as naming a data stream of the directory it is in`)},
	// Devices, whatever the case and the extension.
	{"5", "file:///c:/CON", "/c:/CON", fileErr(`offset 11: segment "CON" names the device CON` + fileMsgDevice)},
	{"5", "file:///c:/a/NUL", "/c:/a/NUL", fileErr(`offset 13: segment "NUL" names the device NUL` + fileMsgDevice)},
	{"5", "file:///c:/a/nul.txt", "/c:/a/nul.txt", fileErr(`offset 13: segment "nul.txt" names the device NUL` + fileMsgDevice)},
	{"5", "file:///c:/a/CON%20.txt", "/c:/a/CON .txt", fileErr(`offset 13: segment "CON%20.txt" (decoded "CON .txt") names the device CON` + fileMsgDevice)},
	{"5", "file:///c:/prn/x", "/c:/prn/x", fileErr(`offset 11: segment "prn" names the device PRN` + fileMsgDevice)},
	{"5", "file:///c:/Aux.tar.gz", "/c:/Aux.tar.gz", fileErr(`offset 11: segment "Aux.tar.gz" names the device AUX` + fileMsgDevice)},
	{"5", "file:///c:/com1", "/c:/com1", fileErr(`offset 11: segment "com1" names the device COM1` + fileMsgDevice)},
	{"5", "file:///c:/LPT9.log", "/c:/LPT9.log", fileErr(`offset 11: segment "LPT9.log" names the device LPT9` + fileMsgDevice)},
	{"5", "file:///c:/COM%C2%B9", "/c:/COM¹", fileErr(`offset 11: segment "COM%C2%B9" (decoded "COM¹") names the device COM¹` + fileMsgDevice)},
	{"5", "file:///c:/lpt%C2%B3.txt", "/c:/lpt³.txt", fileErr(`offset 11: segment "lpt%C2%B3.txt" (decoded "lpt³.txt") names the device LPT³` + fileMsgDevice)},
	{"5", "file:///c:/CONOUT$", "/c:/CONOUT$", fileErr(`offset 11: segment "CONOUT$" names the device CONOUT$` + fileMsgDevice)},
	{"5", "file://server/NUL/x", fileErr(`offset 7: non-local host "server"` + fileMsgNonLocal), fileErr(`offset 14: share name "NUL" names the device NUL` + fileMsgDevice)},
	// Not devices: another number, another name.
	{"5", "file:///c:/COM10/COM0/console/nul_", "/c:/COM10/COM0/console/nul_", `c:\COM10\COM0\console\nul_`},
	// Characters no Windows name holds.
	{"5", "file:///c:/a%3Fb", "/c:/a?b", fileErr(`offset 11: segment "a%3Fb" (decoded "a?b") holds "?", which no Windows file name may hold`)},
	{"5", "file:///c:/a*", "/c:/a*", fileErr(`offset 11: segment "a*" holds "*", which no Windows file name may hold`)},
	{"5", "file:///c:/a%7Cb", "/c:/a|b", fileErr(`offset 11: segment "a%7Cb" (decoded "a|b") holds "|", which no Windows file name may hold`)},
	{"5", "file:///c:/a%09b", "/c:/a\tb", fileErr(`offset 11: segment "a%09b" (decoded "a\tb") holds "\t", which no Windows file name may hold`)},
	// A UNC host or share of periods.
	{"5", "file://../x", fileErr(`offset 7: non-local host ".."` + fileMsgNonLocal), fileErr(`offset 7: host ".." is made of periods and spaces: no machine is named so, and Windows reads it as a dot-segment`)},
	{"5", "file://./x", fileErr(`offset 7: non-local host "."` + fileMsgNonLocal), fileErr(`offset 7: host "." begins a Win32 namespace path (\\.\), not a UNC one`)},
	{"5", "file://%2e%2E/x", fileErr(`offset 7: non-local host "%2e%2E"` + fileMsgNonLocal), fileErr(`offset 7: host "%2e%2E" (decoded "..") is made of periods and spaces: no machine is named so, and Windows reads it as a dot-segment`)},
	{"5", "file:////.../share/x", fileErr(`offset 9: non-local host "..."` + fileMsgNonLocal), fileErr(`offset 9: host "..." is made of periods and spaces: no machine is named so, and Windows reads it as a dot-segment`)},
	{"5", "file://%20/x", fileErr(`offset 7: non-local host "%20"` + fileMsgNonLocal), fileErr(`offset 7: host "%20" (decoded " ") is made of spaces, which Windows drops: no machine is named so`)},
	{"5", "file://server/../x", fileErr(`offset 7: non-local host "server"` + fileMsgNonLocal), fileErr(`offset 14: share name ".." is a dot-segment: a UNC path is \\host\share\..., and Windows would read the next name as the share`)},
}

// filePathCases are paths with the file URI each gives (FromPath),
// or the error (fileErr); testdata/to-uri.golden shows the same.
var filePathCases = []struct {
	sec   string
	style Style
	path  string
	uri   string
}{
	// D.1, Appendix B: an absolute POSIX path after an empty authority.
	{"D.1", POSIX, "/path/to/file", "file:///path/to/file"},
	{"D.1", POSIX, "/etc/hosts", "file:///etc/hosts"},
	{"D.1", POSIX, "/", "file:///"},
	{"D.1", POSIX, "/tmp/dir/", "file:///tmp/dir/"},
	{"D.1", POSIX, "/a//b", "file:///a//b"},
	{"D.1", POSIX, "/~user/x", "file:///~user/x"},
	{"D.1", POSIX, "relative/x", fileErr(fileMsgPOSIXRel)},
	{"D.1", POSIX, "", fileErr(fileMsgPOSIXRel)},
	{"D.1", POSIX, "//x", fileErr(`offset 0: the path begins with "//", an empty first name, which a file URI cannot hold`)},
	// §4: UTF-8, then percent-encoding of what a segment may not hold.
	{"4", POSIX, "/a b/100%/#1/?/x", "file:///a%20b/100%25/%231/%3F/x"},
	{"4", POSIX, "/café/日本", "file:///caf%C3%A9/%E6%97%A5%E6%9C%AC"},
	{"4", POSIX, `/a\b|c"d<e>^{}[]`, "file:///a%5Cb%7Cc%22d%3Ce%3E%5E%7B%7D%5B%5D"},
	{"4", POSIX, "/sub:delims!$&'()*+,;=@", "file:///sub:delims!$&'()*+,;=@"},
	{"4", POSIX, "/c:/x", "file:///c:/x"},
	{"4", POSIX, "/\xff\x01", "file:///%FF%01"},
	{"4", POSIX, "/a\x00b", fileErr(`offset 2: NUL: no path holds it`)},
	// §3: dot-segments are an error, never resolved.
	{"3", POSIX, "/a/../b", fileErr(`offset 3: dot-segment ".."` + fileMsgDot)},
	{"3", POSIX, "/a/.", fileErr(`offset 3: dot-segment "."` + fileMsgDot)},
	{"3", POSIX, "/a/.../b", "file:///a/.../b"},
	{"3", POSIX, "/.hidden/..x", "file:///.hidden/..x"},

	// D.2, E.2: the drive letter in the first segment, its case kept.
	{"D.2", Windows, `c:\path\to\file`, "file:///c:/path/to/file"},
	{"D.2", Windows, `C:\TMP\test.txt`, "file:///C:/TMP/test.txt"},
	{"D.2", Windows, `c:\`, "file:///c:/"},
	{"D.2", Windows, `c:\dir\`, "file:///c:/dir/"},
	{"D.2", Windows, `c:/dir/file`, "file:///c:/dir/file"},
	{"D.2", Windows, `c:\a\\b`, "file:///c:/a//b"},
	{"D.2", Windows, `c:\a b\100%\#\é`, "file:///c:/a%20b/100%25/%23/%C3%A9"},
	{"D.2", Windows, `c:`, fileErr(fileMsgWinRel)},
	{"D.2", Windows, `c:relative`, fileErr(fileMsgWinRel)},
	{"D.2", Windows, `\rooted\no\drive`, fileErr(fileMsgWinRel)},
	{"D.2", Windows, `relative\x`, fileErr(fileMsgWinRel)},
	{"D.2", Windows, `c:\a\..\b`, fileErr(`offset 5: dot-segment ".."` + fileMsgDot)},
	// Windows drops the spaces and periods that end a name: " ." and
	// "..." are dot-segments to it, which ToPath refuses too.
	{"D.2", Windows, `A:\ .`, fileErr(`offset 3: name " .": Windows reads it as a dot-segment, for it drops the spaces and periods that end a name; clean the path first`)},
	{"D.2", Windows, `c:\a\...\b`, fileErr(`offset 5: name "...": Windows reads it as a dot-segment, for it drops the spaces and periods that end a name; clean the path first`)},
	{"D.2", POSIX, `/a/ ./b`, "file:///a/%20./b"},
	{"D.2", Windows, "c:\\a\x00", fileErr(`offset 4: NUL: no path holds it`)},
	// E.3.1: UNC strings, the host in the authority.
	{"E.3.1", Windows, `\\host.example.com\Share\path\to\file.txt`, "file://host.example.com/Share/path/to/file.txt"},
	{"E.3.1", Windows, `\\server.example.com\Share\path\to\file.doc`, "file://server.example.com/Share/path/to/file.doc"},
	{"E.3.1", Windows, `\\server\share`, "file://server/share"},
	{"E.3.1", Windows, `\\server\share\`, "file://server/share/"},
	{"E.3.1", Windows, `\\192.0.2.1\share\x`, "file://192.0.2.1/share/x"},
	{"E.3.1", Windows, `\\my server\c$\x`, "file://my%20server/c$/x"},
	{"E.3.1", Windows, `//server/share/x`, "file://server/share/x"},
	{"E.3.1", Windows, `\\server`, fileErr(`offset 8: UNC path without a share name: it is \\host\share\...`)},
	{"E.3.1", Windows, `\\server\\x`, fileErr(`offset 8: UNC path without a share name: it is \\host\share\...`)},
	{"E.3.1", Windows, `\\\share`, fileErr(`offset 2: UNC path without a host`)},
	{"E.3.1", Windows, `\\LocalHost\c$\x`, fileErr(`offset 2: UNC host "localhost": a file URI reads "localhost" as the local machine, not as a UNC host (RFC 8089 §2)`)},
	// Appendix C: Win32 namespaces have no file URI.
	{"C", Windows, `\\?\c:\x`, fileErr(`offset 0: Win32 namespace path (prefix \\?\): RFC 8089 defines no file URI for it (Appendix C)`)},
	{"C", Windows, `\\?\UNC\server\share`, fileErr(`offset 0: Win32 namespace path (prefix \\?\): RFC 8089 defines no file URI for it (Appendix C)`)},
	{"C", Windows, `\\.\PhysicalDrive0`, fileErr(`offset 0: Win32 namespace path (prefix \\.\): RFC 8089 defines no file URI for it (Appendix C)`)},
	{"C", Windows, `//./pipe/x`, fileErr(`offset 0: Win32 namespace path (prefix //./): RFC 8089 defines no file URI for it (Appendix C)`)},

	// RFC 8089 §5: names Windows reads otherwise, which ToPath refuses
	// in a URI (Microsoft's "Naming Files, Paths, and Namespaces").
	{"5", Windows, `c:\file.txt:stream`, fileErr(`offset 3: name "file.txt:stream" ` + fileMsgStream + `"file.txt"`)},
	{"5", Windows, `c:\file.txt::$DATA`, fileErr(`offset 3: name "file.txt::$DATA" ` + fileMsgStream + `"file.txt"`)},
	{"5", Windows, `c:\a\secret.txt.`, fileErr(`offset 5: name "secret.txt." ends with "."` + fileMsgTrailing + `"secret.txt"`)},
	{"5", Windows, `c:\a \b`, fileErr(`offset 3: name "a " ends with " "` + fileMsgTrailing + `"a"`)},
	{"5", Windows, `C:\a\CON`, fileErr(`offset 5: name "CON" names the device CON` + fileMsgDevice)},
	{"5", Windows, `c:\nul.txt`, fileErr(`offset 3: name "nul.txt" names the device NUL` + fileMsgDevice)},
	{"5", Windows, `c:\CON .txt`, fileErr(`offset 3: name "CON .txt" names the device CON` + fileMsgDevice)},
	{"5", Windows, `c:\COM¹`, fileErr(`offset 3: name "COM¹" names the device COM¹` + fileMsgDevice)},
	{"5", Windows, `\\server\LPT1\x`, fileErr(`offset 9: name "LPT1" names the device LPT1` + fileMsgDevice)},
	{"5", Windows, `c:\a?b`, fileErr(`offset 3: name "a?b" holds "?", which no Windows file name may hold`)},
	{"5", Windows, `\\..\x`, fileErr(`offset 2: UNC host ".." is made of periods and spaces: no machine is named so, and Windows reads it as a dot-segment`)},
	{"5", Windows, `\\ \0`, fileErr(`offset 2: UNC host " " is made of spaces, which Windows drops: no machine is named so`)},
	{"5", Windows, `c:\COM10\console`, "file:///c:/COM10/console"},
	{"5", POSIX, `/a/CON/nul.txt/x:y/z./a?b`, "file:///a/CON/nul.txt/x:y/z./a%3Fb"},
}

// fileResult renders the result of a conversion as the tables write it.
func fileResult(s string, err error) string {
	if err != nil {
		var fe *Error
		if !errors.As(err, &fe) {
			return "not a *Error: " + err.Error()
		}
		return fileErr(fe.Error())
	}
	return s
}

func TestFileURIToPath(t *testing.T) {
	var golden strings.Builder
	golden.WriteString("# ToPath: each file URI, then the path it gives in each style, or\n# the error. Sections are RFC 8089's.\n")
	sec := ""
	for _, tt := range fileURICases {
		if tt.sec != sec {
			sec = tt.sec
			fmt.Fprintf(&golden, "\n# §%s\n", sec)
		}
		fmt.Fprintf(&golden, "%s\n", tt.uri)
		for _, c := range []struct {
			style Style
			want  string
		}{{POSIX, tt.posix}, {Windows, tt.windows}} {
			got := fileResult(ToPath(tt.uri, c.style))
			if got != c.want {
				t.Errorf("ToPath(%q, %v)\n got %q\nwant %q", tt.uri, c.style, got, c.want)
			}
			shown := got
			if !utf8.ValidString(got) || strings.ContainsFunc(got, func(r rune) bool { return !unicode.IsPrint(r) }) {
				shown = strconv.Quote(got)
			}
			fmt.Fprintf(&golden, "  %-7s  %s\n", c.style, shown)
			if strings.HasPrefix(got, "error: ") {
				continue
			}
			// The path converts back to a URI that gives it again.
			u, err := FromPath(got, c.style)
			if err != nil {
				// Paths without a file URI of Section 2.
				if !strings.Contains(err.Error(), "dot-segment") && !strings.Contains(err.Error(), `UNC host "localhost"`) {
					t.Errorf("FromPath(%q, %v): %v", got, c.style, err)
				}
				continue
			}
			if p, err := ToPath(u.String(), c.style); p != got || err != nil {
				t.Errorf("ToPath(FromPath(%q, %v) = %q) = %q, %v", got, c.style, u, p, err)
			}
		}
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).
		Assert(t, "to-path", []byte(golden.String()))
}

func TestPathToFileURI(t *testing.T) {
	var golden strings.Builder
	golden.WriteString("# FromPath: each path, its style, and the file URI it gives, or the\n# error. Sections are RFC 8089's.\n")
	sec := ""
	for _, tt := range filePathCases {
		if tt.sec != sec {
			sec = tt.sec
			fmt.Fprintf(&golden, "\n# §%s\n", sec)
		}
		u, err := FromPath(tt.path, tt.style)
		got := fileResult(u.String(), err)
		if got != tt.uri {
			t.Errorf("FromPath(%q, %v)\n got %q\nwant %q", tt.path, tt.style, got, tt.uri)
		}
		fmt.Fprintf(&golden, "%-7s  %q\n  %s\n", tt.style, tt.path, got)
		if err != nil {
			continue
		}
		// A URI of Section 2, parsed as RFC 3986 says, that gives the
		// path back ("/" separators as "\" on Windows).
		if err := Validate(u.String(), Strict); err != nil {
			t.Errorf("FromPath(%q, %v) = %q: %v", tt.path, tt.style, u, err)
		}
		if p, err := uri.Parse(u.String()); err != nil || p != u {
			t.Errorf("FromPath(%q, %v) = %#v; Parse gives %#v, %v", tt.path, tt.style, u, p, err)
		}
		want := tt.path
		if tt.style == Windows {
			want = strings.ReplaceAll(want, "/", `\`)
		}
		if p, err := ToPath(u.String(), tt.style); p != want || err != nil {
			t.Errorf("ToPath(%q, %v) = %q, %v; want %q", u, tt.style, p, err, want)
		}
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).
		Assert(t, "to-uri", []byte(golden.String()))
}

// TestFileErrorFields checks what Error says apart from its message:
// the host for a non-local host, the offset of "%2F" and "%00", and the
// syntax error underneath.
func TestFileErrorFields(t *testing.T) {
	_, err := ToPath("file://host.example.com/x", POSIX)
	var fe *Error
	if !errors.As(err, &fe) || fe.Host != "host.example.com" || fe.Offset != 7 || fe.Style != POSIX || fe.Err != nil {
		t.Errorf("non-local host: %#v", err)
	}
	want := `uri: file URI to POSIX path "file://host.example.com/x": offset 7: non-local host "host.example.com"` + fileMsgNonLocal
	if err.Error() != want {
		t.Errorf("Error() = %q, want %q", err, want)
	}
	for _, tt := range []struct {
		in    string
		style Style
		off   int
	}{
		{"file:///ab%2Fc", POSIX, 10},
		{"file:///a/b%00", POSIX, 11},
		{"file:///c:/x%2f", POSIX, 12},
		{"file:///c:/x%2f", Windows, 12},
		{"file://h/s/%00", Windows, 11},
		{"file:c:/a%5c", Windows, 9},
	} {
		_, err := ToPath(tt.in, tt.style)
		if !errors.As(err, &fe) || fe.Offset != tt.off || fe.Host != "" {
			t.Errorf("ToPath(%q, %v): %v, want offset %d", tt.in, tt.style, err, tt.off)
		}
	}
	_, err = ToPath("file:///a b", Windows)
	var se *uri.SyntaxError
	if !errors.As(err, &se) || se.Offset != 9 || !errors.As(err, &fe) || fe.Offset != 9 || fe.Style != Windows {
		t.Errorf("syntax error: %#v", err)
	}
	// A password stays out of messages (RFC 3986 §7.5): the userinfo
	// problem writes each of its bytes "x", and so does the URI quoted.
	_, err = ToPath("file://me:s3cret@localhost/x", POSIX)
	if msg := fmt.Sprint(err); strings.Contains(msg, "s3cret") || !strings.Contains(msg, `"me:xxxxxx"`) || !strings.Contains(msg, `"file://me:xxxxxx@localhost/x"`) {
		t.Errorf("userinfo with a password: %v", err)
	}
	_, err = FromPath(`c:\a\..`, Windows)
	var e *uri.Error
	if !errors.As(err, &fe) || fe.Offset != 5 || !errors.As(err, &e) || e.Op != "Windows path to file URI" || e.Input != `c:\a\..` {
		t.Errorf("dot-segment: %#v", err)
	}
}

// TestFileStyleDefault: the zero Style is the running system's.
func TestFileStyleDefault(t *testing.T) {
	native := POSIX
	if runtime.GOOS == "windows" {
		native = Windows
	}
	for _, u := range []string{"file:///c:/x", "file://h/s/x", "file:///x"} {
		p1, err1 := ToPath(u, Native)
		p2, err2 := ToPath(u, native)
		if p1 != p2 || fmt.Sprint(err1) != fmt.Sprint(err2) {
			t.Errorf("ToPath(%q): native %q, %v; %v %q, %v", u, p1, err1, native, p2, err2)
		}
	}
	// A Style that is none of the constants is an error, not a guess.
	_, err := ToPath("file:///etc/hosts", Style(3))
	if want := `uri: file URI to Style(3) path "file:///etc/hosts": unknown path style Style(3): want POSIX, Windows or Native`; fmt.Sprint(err) != want {
		t.Errorf("ToPath(Style(3)) = %v, want %s", err, want)
	}
	_, err = FromPath("/etc/hosts", Style(3))
	if want := `uri: Style(3) path to file URI "/etc/hosts": unknown path style Style(3): want POSIX, Windows or Native`; fmt.Sprint(err) != want {
		t.Errorf("FromPath(Style(3)) = %v, want %s", err, want)
	}
	for s, name := range map[Style]string{Native: "native", POSIX: "posix", Windows: "windows", 9: "Style(9)"} {
		if s.String() != name {
			t.Errorf("Style(%d).String() = %q, want %q", s, s, name)
		}
	}
}

// TestFileRoundTrip converts random paths to URIs and back: the same path,
// byte for byte, from a URI of RFC 8089 §2.
func TestFileRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(8089, 5))
	// Names of every kind: ASCII, delimiters, what must be escaped,
	// non-ASCII and bytes that are not UTF-8.
	pieces := []string{"a", "Z", "0", "file.txt", "-", "_", "~", ".", " ", "%", "%20", "#", "?", ":", "@",
		"!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", "[", "]", "|", "\"", "<", ">", "^", "`", "{", "}",
		"é", "日本", "🙂", "\u00a0", "\t", "\xff", "\x7f", "c:", "C|"}
	name := func(posix bool) string {
		for {
			var b strings.Builder
			for n := 1 + r.IntN(4); n > 0; n-- {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
			if posix && r.IntN(8) == 0 {
				b.WriteString(`\`) // a POSIX name may hold "\"
			}
			// On Windows, only names Windows reads as written (RFC 8089
			// §5): FromPath refuses the others.
			if s := b.String(); s != "." && s != ".." && (posix || winNameProblem(s) == "") {
				return s
			}
		}
	}
	names := func(posix bool, sep string) string {
		var b strings.Builder
		for n := r.IntN(5); n > 0; n-- {
			b.WriteString(sep)
			if r.IntN(10) > 0 {
				b.WriteString(name(posix)) // sometimes empty: "a//b"
			}
		}
		if r.IntN(3) == 0 {
			b.WriteString(sep) // a directory
		}
		return b.String()
	}
	hosts := []string{"server", "host.example.com", "192.0.2.1", "my server", "café", "h%", "[::1]", "SERVER-01", "a:b"}
	for i := range 3000 {
		var path string
		style := POSIX
		if i%2 == 0 {
			path = "/" + name(true) + names(true, "/")
			if r.IntN(10) == 0 {
				path = "/"
			}
		} else {
			style = Windows
			switch r.IntN(3) {
			case 0, 1:
				drive := string(rune('a' + r.IntN(26)))
				if r.IntN(2) == 0 {
					drive = strings.ToUpper(drive)
				}
				path = drive + `:\` + strings.TrimPrefix(names(false, `\`), `\`)
			default:
				path = `\\` + hosts[r.IntN(len(hosts))] + `\` + name(false) + names(false, `\`)
			}
		}
		u, err := FromPath(path, style)
		if err != nil {
			t.Errorf("FromPath(%q, %v): %v", path, style, err)
			continue
		}
		if err := Validate(u.String(), Strict); err != nil {
			t.Errorf("FromPath(%q, %v) = %q: %v", path, style, u, err)
		}
		back, err := ToPath(u.String(), style)
		if back != path || err != nil {
			t.Errorf("ToPath(FromPath(%q, %v) = %q) = %q, %v", path, style, u, back, err)
		}
	}
}

// fileValidityCases are inputs with whether each is a file URI of RFC
// 8089 §2 (Strict) and of Appendix F (Lenient).
var fileValidityCases = []struct {
	in              string
	strict, lenient bool
}{
	// Appendix B, Appendix F: every example.
	{"file:///path/to/file", true, true},
	{"file:/path/to/file", true, true},
	{"file://host.example.com/path/to/file", true, true},
	{"file:c:/path/to/file", false, true},
	{"file:///c|/path/to/file", false, true},
	{"file:/c|/path/to/file", false, true},
	{"file:c|/path/to/file", false, true},
	{"file:////host.example.com/path/to/file", false, true},
	{"file://///host.example.com/path/to/file", false, true},
	// E.1, E.2, E.3.1, E.4 and the drive in the authority.
	{"file://user@host/x", false, true},
	{"file://user:pw@localhost/x", false, true},
	{"file:///c:/path/to/file", true, true},
	{"file://host.example.com/Share/path/to/file.txt", true, true},
	{"file:////%5B::1%5D/share/x", false, true},
	{"file:////%5Bv1.x%5D/share/x", false, true},
	{`file:c:\path\to\file`, false, true},
	{`file:///c:\x`, false, true},
	{"file://c:/TMP/test.txt", false, true},
	// §2: hosts, "localhost" in any case, the empty host.
	{"file://localhost/x", true, true},
	{"FILE://LOCALHOST/x", true, true},
	{"file://[::1]/x", true, true},
	{"file://[v7.x]/x", true, true},
	{"file://192.0.2.1/x", true, true},
	{"file:///", true, true},
	// Neither: no path, a port, a query, a fragment, a relative path,
	// too many slashes, a bad escape, another scheme.
	{"file:", false, false},
	{"file://", false, false},
	{"file://host", false, false},
	{"file://host:80/x", false, false},
	{"file:///x?q", false, false},
	{"file:///x#f", false, false},
	{"file:x", false, false},
	{"file://////host/x", false, true}, // E.3.2: an empty file-host
	{"file:///////host/x", false, false},
	{"file:///%zz", false, false},
	{"file:///a b", false, false},
	{"http:///x", false, false},
	{"file:///c||/x", false, false},
}

func TestValidateFileURI(t *testing.T) {
	for _, tt := range fileValidityCases {
		for _, c := range []struct {
			syntax Syntax
			want   bool
		}{{Strict, tt.strict}, {Lenient, tt.lenient}} {
			err := Validate(tt.in, c.syntax)
			if (err == nil) != c.want {
				t.Errorf("Validate(%q, %d) = %v, want valid %v", tt.in, c.syntax, err, c.want)
			}
			if _, ok := err.(*uri.Error); err != nil && !ok {
				t.Errorf("Validate(%q, %d): %T, want *uri.Error", tt.in, c.syntax, err)
			}
			if se := (*uri.SyntaxError)(nil); err != nil && !errors.As(err, &se) {
				t.Errorf("Validate(%q, %d): %v, want a *uri.SyntaxError in it", tt.in, c.syntax, err)
			}
		}
	}
}

// TestFileStrictDifferential checks the strict grammar against RFC 3986's
// parser on random inputs: RFC 8089 §2 is RFC 3986's URI with the scheme
// "file", an absolute path, and no userinfo, port, query or fragment.
// Every strict file URI is a lenient one.
func TestFileStrictDifferential(t *testing.T) {
	r := rand.New(rand.NewPCG(8089, 3986))
	pieces := []string{"/", "/", "/", "//", "localhost", "host", "a", "[::1]", "[v1.x]", "1.2.3.4", "%41", "%zz",
		":", ":80", "@", "u@", "?", "#", "c:", "c|", `\`, " ", ".", "..", "LOCALHOST", "%5B::1%5D"}
	for range 20000 {
		var b strings.Builder
		b.WriteString([]string{"file:", "file:", "FILE:", "http:", "file"}[r.IntN(5)])
		for n := r.IntN(6); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		u, err := uri.ParseURI(s)
		want := false
		if err == nil {
			scheme, _ := u.Scheme()
			_, hasUser := u.Userinfo()
			_, hasPort := u.Port()
			_, hasQuery := u.Query()
			_, hasFrag := u.Fragment()
			p := u.Path()
			want = strings.EqualFold(scheme, "file") && !hasUser && !hasPort && !hasQuery && !hasFrag &&
				strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "//")
		}
		strictErr := Validate(s, Strict)
		if (strictErr == nil) != want {
			t.Errorf("%q: strict %v, RFC 3986 says %v", s, strictErr, want)
		}
		if strictErr == nil && Validate(s, Lenient) != nil {
			t.Errorf("%q: strict but not lenient", s)
		}
	}
}

// TestFileNormalize checks scheme-based normalization of file URIs (RFC
// 3986 §6.2.3, RFC 8089 §2, package uri's table of schemes): "localhost"
// and the absent authority both mean the local machine, which the normal
// form writes as the empty authority; it keeps a file URI of RFC 8089 §2
// one, and gives the same path.
func TestFileNormalize(t *testing.T) {
	var n uri.Normalizer
	for _, tt := range []struct{ in, want string }{
		{"file://localhost/x", "file:///x"},
		{"file://LOCALHOST/x", "file:///x"},
		{"file://%6Cocalhost/x", "file:///x"},
		{"file:/x", "file:///x"},
		{"file:///x", "file:///x"},
		{"FILE://localhost/c:/x", "file:///c:/x"},
		{"file://localhost", "file://"},
		{"file://host/x", "file://host/x"},
		{"file://u@localhost/x", "file://u@localhost/x"},
		{"file://localhost:80/x", "file://localhost:80/x"},
		{"file:x", "file:x"},
		{"http://localhost/x", "http://localhost/x"},
		{"//localhost/x", "//localhost/x"},
	} {
		u := uri.MustParse(tt.in)
		got := n.Normalize(u, uri.SchemeBased)
		if got.String() != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if p, err := uri.Parse(got.String()); err != nil || p != got {
			t.Errorf("Normalize(%q) = %#v; Parse gives %#v, %v", tt.in, got, p, err)
		}
		if again := n.Normalize(got, uri.SchemeBased); again != got {
			t.Errorf("Normalize(%q) = %q, then %q", tt.in, got, again)
		}
		if Validate(tt.in, Strict) == nil && Validate(got.String(), Strict) != nil {
			t.Errorf("Normalize(%q) = %q: no longer a file URI", tt.in, got)
		}
		// Equivalent URIs give one path.
		for _, st := range []Style{POSIX, Windows} {
			p1, err1 := ToPath(tt.in, st)
			p2, err2 := ToPath(got.String(), st)
			if err1 == nil && (p1 != p2 || err2 != nil) {
				t.Errorf("%v: %q gives %q, normalized %q gives %q, %v", st, tt.in, p1, got, p2, err2)
			}
		}
	}
}

// FuzzFileURIToPath: no input panics, a Windows path has no name that
// Windows reads otherwise (winPathProblem: RFC 8089 §5), and a path
// that converts back gives a URI that converts to it again.
func FuzzFileURIToPath(f *testing.F) {
	for _, tt := range fileURICases {
		f.Add(tt.uri, false)
		f.Add(tt.uri, true)
	}
	for _, u := range winBaseURIs {
		f.Add(u, true)
	}
	f.Fuzz(func(t *testing.T, s string, windows bool) {
		style := POSIX
		if windows {
			style = Windows
		}
		p, err := ToPath(s, style)
		if err != nil {
			return
		}
		if Validate(s, Lenient) != nil {
			t.Fatalf("ToPath(%q) = %q, but not a lenient file URI", s, p)
		}
		if windows {
			if prob := winPathProblem(s, p); prob != "" {
				t.Fatalf("ToPath(%q) = %q: %s", s, p, prob)
			}
		}
		u, err := FromPath(p, style)
		if err != nil {
			return // dot-segments
		}
		if q, err := ToPath(u.String(), style); q != p || err != nil {
			t.Fatalf("ToPath(%q) = %q; to %q and back: %q, %v", s, p, u, q, err)
		}
	})
}

// FuzzPathToFileURI: a path that converts gives a URI of RFC 8089 §2
// that gives the path back, and a Windows path that converts has no name
// Windows reads otherwise (winPathProblem).
func FuzzPathToFileURI(f *testing.F) {
	for _, tt := range filePathCases {
		f.Add(tt.path, tt.style == Windows)
	}
	f.Fuzz(func(t *testing.T, path string, windows bool) {
		style := POSIX
		if windows {
			style = Windows
		}
		u, err := FromPath(path, style)
		if err != nil {
			return
		}
		if err := Validate(u.String(), Strict); err != nil {
			t.Fatalf("FromPath(%q) = %q: %v", path, u, err)
		}
		if windows {
			if prob := winPathProblem("", strings.ReplaceAll(path, "/", `\`)); prob != "" {
				t.Fatalf("FromPath(%q) = %q: %s", path, u, prob)
			}
		}
		want := path
		if windows {
			want = strings.ReplaceAll(path, "/", `\`)
		}
		if p, err := ToPath(u.String(), style); p != want || err != nil {
			t.Fatalf("FromPath(%q) = %q, back %q, %v", path, u, p, err)
		}
	})
}

// FromPath writes the text of the URI in one allocation, and parses it
// without allocating.
func TestFromPathAllocs(t *testing.T) {
	for _, c := range []struct {
		path  string
		style Style
	}{{"/home/me/résumé #2.pdf", POSIX}, {`\\server\Share\dir\x y`, Windows}, {`c:\a\b`, Windows}} {
		if n := testing.AllocsPerRun(50, func() { FromPath(c.path, c.style) }); n != 1 {
			t.Errorf("FromPath(%q): %v allocations, want 1", c.path, n)
		}
	}
}
