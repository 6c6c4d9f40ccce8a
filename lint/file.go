package lint

import (
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/winpath"
)

// The codes of the findings about file URIs (RFC 8089) that Windows reads
// otherwise than a reader does.
const (
	codeFileRemoteHost  = "file-remote-host"
	codeWindowsFileName = "windows-file-name"
)

// checkFileHost reports the host of a file URI when it is not the local
// machine (file-remote-host): RFC 8089 E.3.1 and Windows read
// "file://evil/share" as the UNC path \\evil\share, a file on the server
// evil, which Windows opens over SMB, and may send the user's credentials
// to it, as it reads "file:////evil/share" (empty-host-unc-path). The
// empty host and "localhost" are the local machine (RFC 8089 §2); a
// drive letter and ":" where the host and port go ("file://c:/x", E.2)
// are a drive (browser-host-other says how browsers read it). A UNC
// server name that Windows reads otherwise (internal/winpath:
// "file://../x") is windows-file-name too; the server "." is
// windows-file-name alone: "file://./COM1" is \\.\COM1, in the Win32
// device namespace.
func (l *linter) checkFileHost() {
	host, ok := l.u.Host()
	if !l.file || !ok || host == "" {
		return
	}
	name := unescape(host)
	if strings.EqualFold(name, "localhost") {
		return
	}
	if _, hasPort := l.u.Port(); hasPort && len(name) == 1 && isAlpha(name[0]) {
		return
	}
	share, _, _ := strings.Cut(strings.TrimPrefix(l.u.Path(), "/"), "/")
	share = unescape(share)
	if name == "." {
		// \\.\ is the Win32 device namespace ("\\.\PhysicalDrive0").
		l.add(codeWindowsFileName, "host", l.host.start, l.host.end,
			"UNC server \".\" puts "+quote(share)+" in the Win32 device namespace (\\\\.\\): Windows opens a device, not a file")
		return
	}
	where := "the server " + quote(name)
	if share != "" {
		where += ", share " + quote(share)
	}
	l.add(codeFileRemoteHost, "host", l.host.start, l.host.end,
		"host "+quote(host)+" of a file URI is not the local machine: RFC 8089 E.3.1 and Windows read it as a UNC path, on "+
			where+", which Windows opens over SMB, and may send the user's credentials to it")
	if l.u.HostKind() != uri.RegName {
		return
	}
	if kind, reason := winpath.Host(name); kind != winpath.OK {
		l.add(codeWindowsFileName, "host", l.host.start, l.host.end, "UNC server "+quote(name)+" "+reason)
	}
}

// checkWindowsSegment reports a segment of the path of a file URI, dec
// decoded from seg at [start, end), that Windows does not read as the
// name it is written as (internal/winpath): a stream, a name that
// ends in "." or " ", a character Windows does not allow in a name. The
// drive of a path on the local machine ("c:" or "c|" first, RFC 8089
// E.2) is no name.
func (l *linter) checkWindowsSegment(seg, dec string, start, end int, first bool) {
	if first && len(dec) == 2 && isAlpha(dec[0]) && (dec[1] == ':' || dec[1] == '|') && l.localFile() {
		return
	}
	if strings.ContainsAny(dec, `/\`) {
		return // encoded-path-separator
	}
	if winpath.NameKind(dec) == winpath.OK {
		return
	}
	l.addf(codeWindowsFileName, "path", start, end, func() string {
		_, reason := winpath.Name(dec)
		text := "segment " + quote(seg)
		if dec != seg {
			text += ", decoded " + quote(dec) + ","
		}
		return text + " " + reason
	})
}

// localFile reports whether the file URI names a file of the local
// machine: no host, an empty one, or "localhost" (RFC 8089 §2).
func (l *linter) localFile() bool {
	host, ok := l.u.Host()
	return !ok || host == "" || strings.EqualFold(unescape(host), "localhost")
}
