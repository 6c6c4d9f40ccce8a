// Package fileuri converts file URIs (RFC 8089) to and from the file
// paths they stand for, POSIX or Windows paths whatever the running
// system, and checks them against RFC 8089's grammars.
//
// File URIs are read with two parsers generated from RFC 8089's grammars,
// each composed with RFC 3986's: a strict one, Section 2 exactly
// (grammar/rfc8089.abnf), and a lenient one, the nonstandard syntax of
// Appendix F (grammar/rfc8089-appendix-f.abnf). Conversions work on the
// components the lenient parser finds: the authority, the host, the UNC
// host of E.3.2, the drive letter of E.2 and the path.
//
// A Windows path has only names that Windows reads as they are written
// (RFC 8089 §5 asks implementers to restrict the names that file systems
// give a meaning to): ToPath and FromPath refuse, for Windows, a name
// that ends with a period or a space ("secret.txt." opens "secret.txt"),
// that holds ":" (an NTFS stream: "file.txt::$DATA", "x:y"), that names a
// device whatever its extension ("CON", "nul.txt", "COM¹"), or that holds
// a character no Windows name may ("?", "*", "<", ">", '"', "|", controls);
// a UNC host of periods or spaces ("..", "."); and a drive letter that
// the URI does not write as one ("file:///x/y" is not `x:\y`). So a
// program that checks the names of the path, or of the URI, checks the
// names Windows opens. Two things these rules leave to the program:
// Windows compares names without case, and a file may have a short name
// too ("LONGNA~1.TXT" for "long name.txt"). POSIX paths hold all of these
// names as they are.
//
// Errors are *uri.Error, with Op naming the conversion and Err an *Error
// of this package, or a *uri.SyntaxError for a string that is no file URI
// of the grammar asked for.
package fileuri

import (
	"net/netip"
	"runtime"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	lenientast "github.com/abnf-uri/uri/internal/fileparse/lenient/ast"
	lenient "github.com/abnf-uri/uri/internal/fileparse/lenient/parser"
	strict "github.com/abnf-uri/uri/internal/fileparse/strict/parser"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/internal/winpath"
)

// Style is a family of file paths: how a path is written on one kind of
// operating system. The conversions take it from the caller, so that a
// program on Linux can read Windows paths and the other way round; the
// zero Style, Native, is the style of the running system.
type Style uint8

const (
	// Native is the style of the operating system the program runs on
	// (runtime.GOOS): Windows on windows, POSIX everywhere else.
	Native Style = iota
	// POSIX paths are "/"-separated bytes under a single root:
	// "/etc/hosts". A file name may hold any byte but "/" and NUL.
	POSIX
	// Windows paths begin with a drive letter ("c:\TMP\test.txt") or a
	// UNC host and share ("\\server\Share\file.doc"), their names parted
	// by "\" (or "/", which Windows reads as "\").
	Windows
)

// String names the style: "posix", "windows", or "native".
func (s Style) String() string {
	switch s {
	case Native:
		return "native"
	case POSIX:
		return "posix"
	case Windows:
		return "windows"
	}
	return "Style(" + strconv.Itoa(int(s)) + ")"
}

// resolve returns the style s stands for: POSIX or Windows.
func (s Style) resolve() Style {
	if s == Native {
		if runtime.GOOS == "windows" {
			return Windows
		}
		return POSIX
	}
	return s
}

// name is the style as error messages write it.
func (s Style) name() string {
	switch s {
	case Windows:
		return "Windows"
	case POSIX:
		return "POSIX"
	}
	return s.String()
}

// unknownStyle is the problem of a Style that is none of the constants.
func unknownStyle(s Style) string {
	return "unknown path style " + s.String() + ": want POSIX, Windows or Native"
}

// Syntax is a grammar of file URIs that Validate checks against.
type Syntax uint8

const (
	// Strict is RFC 8089 §2: "file:", then "//" and an optional host
	// ("localhost" or RFC 3986's host) before an absolute path, or the
	// absolute path alone. No userinfo, port, query or fragment.
	Strict Syntax = iota
	// Lenient is RFC 8089 Appendix F, the nonstandard variations of
	// Appendix E collected: userinfo (E.1), drive letters ("file:c:/x",
	// E.2) with a vertical line ("file:///c|/x", E.2.2), UNC strings in
	// the path ("file:////host/share/x", "file://///host/share/x",
	// E.3.2); and, beyond Appendix F, "\" as a path separator (E.4) and a
	// drive letter in place of the authority ("file://c:/x"). It is what
	// ToPath reads.
	Lenient
)

// String names the syntax: "strict" or "lenient".
func (s Syntax) String() string {
	switch s {
	case Strict:
		return "strict"
	case Lenient:
		return "lenient"
	}
	return "Syntax(" + strconv.Itoa(int(s)) + ")"
}

// Validate reports whether s is a file URI (RFC 8089) of the given
// syntax: nil, or a *uri.Error whose *uri.SyntaxError says where it stops
// being one.
func Validate(s string, syntax Syntax) error {
	var err error
	op := "validate file URI"
	if syntax == Lenient {
		op = "validate lenient file URI"
		err = lenient.ValidateFileURI(s)
	} else {
		err = strict.ValidateFileURI(s)
	}
	if err != nil {
		return fileSyntaxError(op, s, err)
	}
	return nil
}

// fileSyntaxError turns an error of a generated file-URI parser on input
// into a *uri.Error of op with a *uri.SyntaxError.
func fileSyntaxError(op, input string, err error) *uri.Error {
	var offset int
	var expected string
	var list []string
	switch e := err.(type) {
	case *strict.Error:
		offset, expected, list = e.Offset, e.Expected, e.ExpectedList
	case *lenient.Error:
		offset, expected, list = e.Offset, e.Expected, e.ExpectedList
	default:
		return &uri.Error{Op: op, Input: synerr.Redact(input), Err: err}
	}
	return synerr.New[uri.Error, uri.SyntaxError](op, input, synerr.Params{Offset: offset, Expected: expected, List: list, NeedScheme: true})
}

// syntaxError turns an error of a generated file-URI parser on input
// into a *uri.SyntaxError.
func syntaxError(input string, err error) *uri.SyntaxError {
	se, _ := fileSyntaxError("", input, err).Err.(*uri.SyntaxError)
	return se
}

// Error reports a file URI that does not convert to a path, or a path
// that does not convert to a file URI. It is the Err of a *uri.Error whose
// Op is the conversion ("file URI to POSIX path", "Windows path to file
// URI", ...) and whose Input is the URI or the path converted.
type Error struct {
	// Style is the style of path, POSIX or Windows.
	Style Style
	// Offset is where in the input the problem is, in bytes (the "%" of an
	// escape, the first byte of a host), or -1 when the problem is the
	// input as a whole.
	Offset int
	// Host is, when the problem is that the URI names another machine,
	// that host as written in the input: a path cannot name it.
	Host string
	// Problem says what is wrong.
	Problem string
	// Err is the *uri.SyntaxError of a URI that is not a file URI by the
	// grammar of Lenient; nil for the other problems.
	Err error
}

// Error formats e as the offset, if there is one, and the problem:
// `offset 7: non-local host "h": ...`.
func (e *Error) Error() string {
	if e.Offset < 0 {
		return e.Problem
	}
	return "offset " + strconv.Itoa(e.Offset) + ": " + e.Problem
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// fileURI is a file URI taken apart by the lenient parser. Its spans
// are where the grammar's nodes are in s; pos is -1 for those absent.
type fileURI struct {
	s string
	// userinfo (E.1) and host as written. A file-auth of "localhost"
	// is the literal of its first alternative, not a host: host is
	// then absent, as it is without an authority.
	userinfo, host span
	// unc: host is E.3.2's file-host, the first segment of a UNC string
	// in the path, which is never local.
	unc bool
	// ipLiteral: host is an IP-literal, or E.3.2's inline-IP
	// ("%5B...%5D"); ipvFuture: it holds an IPvFuture, not an
	// IPv6address.
	ipLiteral, ipvFuture bool
	// drive is the drive letter of E.2 ("c:", "c|") outside the path,
	// if any; path is path-absolute.
	drive, path span
}

type span struct{ pos, end int }

func (sp span) ok() bool { return sp.pos >= 0 }

var noSpan = span{-1, -1}

func parseFileURI(s string) (fileURI, *uri.SyntaxError) {
	var sp lenientast.Spans
	if err := lenient.FindFileURI(s, &sp); err != nil {
		return fileURI{}, syntaxError(s, err)
	}
	get := func(k lenientast.Kind) span {
		if p, e, ok := sp.Get(k); ok {
			return span{p, e}
		}
		return noSpan
	}
	f := fileURI{s: s, userinfo: get(lenientast.KindUserinfo), host: get(lenientast.KindHost),
		drive: get(lenientast.KindDriveLetter), path: get(lenientast.KindPathAbsolute)}
	// The address of an IP-literal follows "[", that of an inline-IP
	// "%5B"; an IPvFuture begins with "v", an IPv6address never does
	// (RFC 3986 §3.2.2).
	ip, open := get(lenientast.KindIPLiteral), 1
	if h := get(lenientast.KindFileHost); h.ok() {
		f.host, f.unc = h, true
		ip, open = get(lenientast.KindInlineIP), 3
	}
	f.ipLiteral = ip.ok()
	f.ipvFuture = ip.ok() && s[ip.pos+open]|0x20 == 'v'
	return f, nil
}

func (f fileURI) text(sp span) string { return f.s[sp.pos:sp.end] }

// local reports whether the URI names no other machine (RFC 8089 §3):
// no host, an empty one, or "localhost"; a UNC host never is (E.3.2).
func (f fileURI) local() bool {
	if !f.host.ok() {
		return true
	}
	if f.unc || f.ipLiteral {
		return false
	}
	h, _ := uri.Unescape(f.text(f.host))
	return h == "" || strings.EqualFold(h, "localhost")
}

// ToPath converts a file URI (RFC 8089) to the path it names, a
// path of the given style: on POSIX "file:///etc/hosts" is "/etc/hosts",
// on Windows "file:///c:/TMP/test.txt" is `c:\TMP\test.txt`. The path is
// the URI's, percent-decoded: dot-segments stay as they are. A segment
// that is a dot-segment only once decoded ("%2e%2e", ".%2E"; for Windows
// also with spaces or periods at its end, "..%20") is an error: it is
// the attack of RFC 3986 §7.3, a ".." that resolution and checks on the
// URI pass over and the file system follows, and no file has such a
// name. So the path of a URI normalized by syntax (uri.Normalizer) has no
// "." or ".." names, and a gate can check it as it is.
//
// u is read with the lenient grammar (Lenient), so that the nonstandard
// spellings of RFC 8089 Appendix E convert as well; use Validate(u,
// Strict) to insist on Section 2. It is a string,
// not a URI: "file:///c|/x" is no RFC 3986 URI. A file URI has no query
// and no fragment.
//
// Both styles:
//   - A local URI has no host, an empty one or "localhost":
//     "file:///x", "file:/x", "file://localhost/x" are one path.
//   - User information (E.1) is an error: a path cannot hold it.
//   - An escape of "/" ("%2F") is an error: no file name holds "/". So
//     is "%00": no path holds NUL.
//   - A trailing "/" is kept: a directory's URI gives a directory's
//     path.
//
// POSIX: a host other than "localhost" is an error that names it (a POSIX
// path cannot name another machine, RFC 8089 §3); so is a drive letter
// written as one (E.2: "file:c:/x", "file:///c|/x"; "file:///c:/x" is the
// path "/c:/x"), and a "\" used as a separator (E.4; a "\" in a file
// name is written "%5C").
//
// Windows: the path begins with a drive letter, its case kept, written
// "c:" whatever the URI has: "file:///c:/x", "file:///c|/x" (E.2.2),
// "file:c:/x" (E.2) and "file://c:/x" are all `c:\x`. A letter alone is
// no drive letter: "file:///c/x" is an error, as a local path without a
// drive letter is (it is not absolute). A host other than "localhost"
// makes a UNC path: "file://server/Share/x", "file:////server/Share/x"
// and "file://///server/Share/x" (E.3) are all `\\server\Share\x`; an
// IPv6 host is written as its ipv6-literal.net name. "\" separates as
// "/" does (E.4), and "%5C" is an error as "%2F" is.
//
// Windows reads some names otherwise than they are written (RFC 8089
// §5; Microsoft's "Naming Files, Paths, and Namespaces"), and ToPath
// refuses them, decoded, with an error at the segment that names the
// segment and says what Windows reads; every other name is read as
// written:
//   - a name that ends with a period or a space, which Windows drops:
//     "secret.txt." and "secret.txt%20" open "secret.txt"; "..." and
//     ". ." are dot-segments to it;
//   - a name that holds ":", which NTFS reads as a data stream:
//     "file.txt::$DATA" is "file.txt", "x:y" the stream y of x, and in
//     "file:///c:/../d:/x" the "d:" is no drive;
//   - a device name, whatever its case and extension and the spaces
//     before the extension: CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to
//     LPT9, COM¹, COM², COM³, LPT¹, LPT², LPT³, CONIN$, CONOUT$ ("nul.txt",
//     "CON%20.txt", "COM%C2%B9");
//   - a name that holds a character no Windows name may hold: "<", ">",
//     '"', "|", "?", "*", U+0001 to U+001F;
//   - a UNC host of periods or spaces ("..", "%2e%2e", "...": the
//     host "." and "?" begin Win32 namespaces, `\\.\` and `\\?\`), or one
//     that ends with a space; ".." or "." as the share.
//
// A "." or ".." segment written as such is kept, as it is for POSIX.
func ToPath(u string, style Style) (string, error) {
	style = style.resolve()
	newErr := func(offset int, problem string) *uri.Error {
		return &uri.Error{Op: "file URI to " + style.name() + " path", Input: synerr.Redact(u),
			Err: &Error{Style: style, Offset: offset, Problem: problem}}
	}
	fail := func(offset int, problem string) (string, error) { return "", newErr(offset, problem) }
	if style != POSIX && style != Windows {
		return fail(-1, unknownStyle(style))
	}
	f, se := parseFileURI(u)
	if se != nil {
		fe := &Error{Style: style, Offset: se.Offset, Problem: se.Detail(), Err: se}
		if off, problem := notFileParts(u); off >= 0 {
			fe.Offset, fe.Problem = off, problem
		}
		return "", &uri.Error{Op: "file URI to " + style.name() + " path", Input: synerr.Redact(u), Err: fe}
	}
	if f.unc && f.host.pos == f.host.end {
		return fail(f.host.pos, "empty host in a UNC string (RFC 8089 E.3.2)")
	}
	if !f.local() && style == POSIX {
		h := f.text(f.host)
		fe := newErr(f.host.pos, "non-local host "+strconv.Quote(h)+
			": a POSIX path cannot name another machine; only no host, an empty one or \"localhost\" is local (RFC 8089 §3)")
		fe.Err.(*Error).Host = h
		return "", fe
	}
	if f.userinfo.ok() {
		// The password, if any, stays out of the message (RFC 3986 §7.5).
		ui := f.text(f.userinfo)
		if colon := strings.IndexByte(ui, ':'); colon >= 0 {
			ui = synerr.Mask(ui, colon+1, len(ui))
		}
		return fail(f.userinfo.pos, "user information "+strconv.Quote(ui)+" (RFC 8089 E.1): a path cannot hold it")
	}
	var b strings.Builder
	segs := f.segments()
	if style == POSIX {
		if f.drive.ok() {
			return fail(f.drive.pos, "drive letter "+strconv.Quote(f.text(f.drive))+": only Windows paths have drive letters (RFC 8089 E.2)")
		}
		for _, sg := range segs {
			if sg.pos > f.path.pos && f.s[sg.pos-1] == '\\' {
				return fail(sg.pos-1, `"\" as a separator: only Windows paths use it (RFC 8089 E.4); a "\" in a POSIX file name is written "%5C"`)
			}
			b.WriteByte('/')
			if off, problem := fileDecode(&b, f.s, sg, style); off >= 0 {
				return fail(off, problem)
			}
		}
		return b.String(), nil
	}

	if !f.local() {
		host, off, problem := f.uncHost()
		if off >= 0 {
			return fail(off, problem)
		}
		if f.drive.ok() {
			return fail(f.drive.pos, "drive letter "+strconv.Quote(f.text(f.drive))+" after host "+strconv.Quote(f.text(f.host))+": a UNC path has a share, not a drive")
		}
		if len(segs) == 0 || segs[0].pos == segs[0].end {
			return fail(f.path.pos, "host "+strconv.Quote(f.text(f.host))+` without a share name: a UNC path is \\host\share\...`)
		}
		b.WriteString(`\\`)
		b.WriteString(host)
	} else {
		drive := f.drive
		switch {
		case drive.ok():
		case len(segs) > 0 && isDriveLetter(f.text(segs[0])):
			drive, segs = segs[0], segs[1:]
		case len(segs) > 1 && segs[0].end-segs[0].pos == 1 && isAlpha(f.s[segs[0].pos]):
			// "file:///c/TMP": a letter alone is a name, not a drive.
			return fail(segs[0].pos, "first segment "+strconv.Quote(f.text(segs[0]))+
				` is a letter without ":" or "|", not a drive letter (RFC 8089 E.2): not an absolute Windows path (want "file:///`+
				f.text(segs[0])+`:/...")`)
		default:
			return fail(f.path.pos, `no drive letter and no host: not an absolute Windows path (want "file:///c:/..." or "file://host/share/...")`)
		}
		b.WriteByte(f.s[drive.pos])
		b.WriteByte(':')
		if len(segs) == 0 {
			b.WriteByte('\\')
		}
	}
	for i, sg := range segs {
		b.WriteByte('\\')
		start := b.Len()
		if off, problem := fileDecode(&b, f.s, sg, style); off >= 0 {
			return fail(off, problem)
		}
		if problem := winSegment(f.text(sg), b.String()[start:], i == 0 && !f.local()); problem != "" {
			return fail(sg.pos, problem)
		}
	}
	return b.String(), nil
}

// winSegment returns what is wrong with the name of a Windows path that
// the segment raw gives, decoded name (internal/winpath), or "". A
// dot-segment is kept as it is, except as the share of a UNC path.
func winSegment(raw, name string, share bool) string {
	what := "segment "
	if share {
		what = "share name "
	}
	what += strconv.Quote(raw)
	if raw == "." || raw == ".." {
		if share {
			return what + ` is a dot-segment: a UNC path is \\host\share\..., and Windows would read the next name as the share`
		}
		return ""
	}
	kind, reason := winpath.Name(name)
	if kind == winpath.OK {
		return ""
	}
	if raw != name {
		what += " (decoded " + strconv.Quote(name) + ")"
	}
	return what + " " + reason
}

// notFileParts explains why a URI that is no file URI by the lenient
// grammar fails, when the reason is a component of RFC 3986 that file
// URIs do not have (RFC 8089 §2): where it is and what it is; -1 when u
// is not such a URI. The grammar's own message would point further on,
// at what it expected after reading a port as user information.
func notFileParts(u string) (int, string) {
	g, err := uri.Parse(u)
	if err != nil {
		return -1, ""
	}
	// Where each delimiter is, from the lengths of the components.
	end := len(u)
	frag, hasFrag := g.Fragment()
	if hasFrag {
		end -= len(frag) + 1
	}
	query, hasQuery := g.Query()
	if hasQuery {
		end -= len(query) + 1
	}
	if port, ok := g.Port(); ok {
		colon := end - len(g.Path()) - len(port) - 1
		return colon, "port " + strconv.Quote(port) + ": file URIs have none (RFC 8089 §2)"
	}
	if hasQuery {
		return end, "query: file URIs have none (RFC 8089 §2)"
	}
	if hasFrag {
		return end, "fragment: file URIs have none (RFC 8089 §2)"
	}
	return -1, ""
}

// segments splits the path at its separators: "/", and "\" (E.4).
func (f fileURI) segments() []span {
	var segs []span
	start := -1
	for i := f.path.pos; i < f.path.end; i++ {
		if c := f.s[i]; c == '/' || c == '\\' {
			if start >= 0 {
				segs = append(segs, span{start, i})
			}
			start = i + 1
		}
	}
	return append(segs, span{start, f.path.end})
}

// uncHost returns the host of a UNC path for the URI's host: decoded, an
// IPv6 address as its ipv6-literal.net name. On failure, off is the
// offset of the problem.
func (f fileURI) uncHost() (host string, off int, problem string) {
	h := f.text(f.host)
	if f.ipLiteral {
		inner := strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
		if f.unc {
			inner = h[3 : len(h)-3] // "%5B" ... "%5D"
		}
		if f.ipvFuture {
			return "", f.host.pos, "host " + strconv.Quote(h) + ": an IPvFuture address has no UNC form"
		}
		a, err := netip.ParseAddr(inner)
		if err != nil {
			return "", f.host.pos, "host " + strconv.Quote(h) + ": " + err.Error()
		}
		// Microsoft's names for IPv6 addresses in UNC paths: the
		// address with "-" for ":".
		if a.Is4In6() || strings.Contains(inner, ".") {
			b := a.As16()
			var parts []string
			for i := 0; i < 16; i += 2 {
				parts = append(parts, strconv.FormatUint(uint64(b[i])<<8|uint64(b[i+1]), 16))
			}
			return strings.Join(parts, "-") + ".ipv6-literal.net", -1, ""
		}
		name := strings.ReplaceAll(a.String(), ":", "-")
		if strings.HasPrefix(name, "-") {
			name = "0" + name // "::1" is "0--1"
		}
		if strings.HasSuffix(name, "-") {
			name += "0"
		}
		return name + ".ipv6-literal.net", -1, ""
	}
	d, _ := uri.Unescape(h)
	if kind, reason := winpath.Host(d); kind != winpath.OK {
		what := "host " + strconv.Quote(h)
		if d != h {
			what += " (decoded " + strconv.Quote(d) + ")"
		}
		return "", f.host.pos, what + " " + reason
	}
	return d, -1, ""
}

// fileDecode writes the segment sg of s percent-decoded to b. An escape
// of "/" (and, for Windows, of "\") or of NUL is an error at its offset;
// off is -1 otherwise.
func fileDecode(b *strings.Builder, s string, sg span, style Style) (off int, problem string) {
	if raw := s[sg.pos:sg.end]; strings.Contains(raw, "%") {
		d := fileUnescapeLoose(raw)
		what := ""
		switch {
		case d == "." || d == "..":
			what = ", a dot-segment"
		case style == Windows && winpath.IsDots(d):
			what = ", a dot-segment to Windows, which drops the spaces and periods that end a name"
		}
		if what != "" {
			return sg.pos, "segment " + strconv.Quote(raw) + " decodes to " + strconv.Quote(d) + what +
				": resolution does not remove it (RFC 3986 §5.2.4) and a file system follows it (§7.3); no file is named so"
		}
	}
	for i := sg.pos; i < sg.end; i++ {
		c := s[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		// The grammar has made sure of two hexadecimal digits.
		c = chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2])
		esc := strconv.Quote(s[i : i+3])
		switch {
		case c == '/':
			return i, esc + ` in a segment: no file name holds "/", the separator`
		case c == '\\' && style == Windows:
			return i, esc + ` in a segment: no Windows file name holds "\", the separator`
		case c == 0:
			return i, esc + ": no path holds NUL"
		}
		b.WriteByte(c)
		i += 2
	}
	return -1, ""
}

// fileUnescapeLoose percent-decodes s, leaving a malformed escape as it is.
func fileUnescapeLoose(s string) string {
	if d, err := uri.Unescape(s); err == nil {
		return d
	}
	return s
}

// FromPath converts an absolute path of the given style to a file URI of
// RFC 8089 §2 (Strict), the inverse of ToPath: each
// name is encoded as UTF-8 is, then percent-encoded where a path segment
// may not hold it as it is (space, "%", "#", "?", "\", non-ASCII...).
// ToPath gives the path back byte for byte, except that on Windows
// a "/" separator comes back as "\".
//
// POSIX: "/etc/hosts" is "file:///etc/hosts". The path must begin with
// "/", and not with "//", which has no file URI.
//
// Windows: `c:\TMP\test.txt` is "file:///c:/TMP/test.txt", the drive
// letter's case kept; `\\server\Share\x` is "file://server/Share/x". "\"
// and "/" both separate. A path must have a drive letter and a root
// ("c:\") or a UNC host and share. Win32 namespace paths (`\\?\`, `\\.\`)
// are an error: RFC 8089 defines no mapping for them (Appendix C). So is
// the UNC host "localhost", which a file URI would read as the local
// machine.
//
// Dot-segments ("." and ".." as names, and for Windows names of spaces
// and periods only, such as " ." or "...", which Windows reads as one) are
// an error, never resolved: resolving a reference against the URI would
// remove them (RFC 3986 §5.2.4), and "%2E" is the same as "." (§2.3). So
// is NUL.
//
// A Windows path with a name that Windows reads otherwise than it is
// written is an error, as it is for ToPath and by the same rules: a name
// that ends with a period or a space, that holds ":" (`c:\file.txt:s`,
// an NTFS stream), that names a device (`c:\a\CON`, `c:\nul.txt`), or
// that holds "<", ">", '"', "|", "?", "*" or a control; a UNC host of
// periods or spaces (`\\..\x`). Such a path names a stream, a device or
// another file, not the file its names spell, and the URI would say the
// same again to whoever reads it; so every URI FromPath gives converts
// back with ToPath.
func FromPath(path string, style Style) (uri.URI, error) {
	style = style.resolve()
	fail := func(offset int, problem string) (uri.URI, error) {
		return uri.URI{}, &uri.Error{Op: style.name() + " path to file URI", Input: synerr.Redact(path), Err: &Error{Style: style, Offset: offset, Problem: problem}}
	}
	if style != POSIX && style != Windows {
		return fail(-1, unknownStyle(style))
	}
	if i := strings.IndexByte(path, 0); i >= 0 {
		return fail(i, "NUL: no path holds it")
	}
	windows := style == Windows
	isSep := func(c byte) bool { return c == '/' || c == '\\' && windows }
	// The text, in one allocation: every byte escaped at most.
	var b strings.Builder
	b.Grow(len("file://") + 3*len(path) + 1)
	b.WriteString("file://")
	rest := 0 // where the names to encode begin, after a separator
	if style == POSIX {
		switch {
		case !strings.HasPrefix(path, "/"):
			return fail(-1, `not an absolute path: it does not begin with "/"`)
		case strings.HasPrefix(path, "//"):
			return fail(0, `the path begins with "//", an empty first name, which a file URI cannot hold`)
		}
		rest = 1
	} else {
		switch {
		case len(path) >= 4 && isSep(path[0]) && isSep(path[1]) && (path[2] == '?' || path[2] == '.') && isSep(path[3]):
			return fail(0, "Win32 namespace path (prefix "+path[:4]+"): RFC 8089 defines no file URI for it (Appendix C)")
		case len(path) >= 2 && isSep(path[0]) && isSep(path[1]):
			i := 2
			for i < len(path) && !isSep(path[i]) {
				i++
			}
			host := path[2:i]
			switch {
			case host == "":
				return fail(2, "UNC path without a host")
			case i+1 >= len(path) || isSep(path[i+1]):
				return fail(i, "UNC path without a share name: it is \\\\host\\share\\...")
			case strings.EqualFold(host, "localhost"):
				return fail(2, `UNC host "localhost": a file URI reads "localhost" as the local machine, not as a UNC host (RFC 8089 §2)`)
			}
			if kind, reason := winpath.Host(host); kind != winpath.OK {
				return fail(2, "UNC host "+strconv.Quote(host)+" "+reason)
			}
			writeEscaped(&b, host, uri.InHost)
			rest = i + 1
		case len(path) >= 3 && isAlpha(path[0]) && path[1] == ':' && isSep(path[2]):
			b.WriteByte('/')
			b.WriteString(path[:2])
			rest = 3
		default:
			return fail(-1, `not an absolute Windows path: it needs a drive letter and a root ("c:\") or a UNC host and share ("\\host\share")`)
		}
	}
	for i := rest; ; {
		j := i
		for j < len(path) && !isSep(path[j]) {
			j++
		}
		name := path[i:j]
		if name == "." || name == ".." {
			return fail(i, "dot-segment "+strconv.Quote(name)+": resolution would remove it (RFC 3986 §5.2.4); clean the path first")
		}
		if style == Windows && winpath.IsDots(name) {
			// Its URI would be refused by ToPath.
			return fail(i, "name "+strconv.Quote(name)+": Windows reads it as a dot-segment, for it drops the spaces and periods that end a name; clean the path first")
		}
		if style == Windows {
			// A name Windows reads otherwise, which ToPath refuses.
			if kind, reason := winpath.Name(name); kind != winpath.OK {
				return fail(i, "name "+strconv.Quote(name)+" "+reason)
			}
		}
		b.WriteByte('/')
		writeEscaped(&b, name, uri.InSegment)
		if j == len(path) {
			break
		}
		i = j + 1
	}
	u, err := uri.Parse(b.String())
	if err != nil {
		return fail(-1, "internal error: the URI made is none: "+err.Error())
	}
	return u, nil
}

func isAlpha(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isDriveLetter reports whether s is a drive letter as RFC 8089 E.2
// writes it in a path: ALPHA ":".
func isDriveLetter(s string) bool { return len(s) == 2 && isAlpha(s[0]) && s[1] == ':' }

// writeEscaped writes s to b percent-encoded for component c, as
// uri.Escape encodes it.
func writeEscaped(b *strings.Builder, s string, c uri.Component) {
	for i := 0; i < len(s); i++ {
		if x := s[i]; c.Literal(x) {
			b.WriteByte(x)
		} else {
			b.WriteByte('%')
			b.WriteByte(chars.UpperHex[x>>4])
			b.WriteByte(chars.UpperHex[x&15])
		}
	}
}
