package ref

import (
	"bytes"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
)

// removeDots removes the dot-segments of the path b[start:], whose
// percent-encodings are normalized, with remove_dot_segments (RFC 3986
// §5.2.4): raw is the path as u has it, and hasHost says that u has a
// host that is not empty. Where that would change the path's lead (see
// sameLead) and keep has keepLead, as a reader takes a host or a drive
// from it (see KeptOut), the path keeps its dot-segments; otherwise,
// where the path would then begin with "//" after no host, "/." stays in
// front. b has room for two more bytes.
func removeDots(b []byte, start int, raw string, hasHost bool, keep KeepOut) []byte {
	out := RemoveDotSegmentsInPlace(b[start:])
	b = b[:start+len(out)]
	slashes := len(out) >= 2 && out[0] == '/' && out[1] == '/'
	lead := keep&keepLead != 0
	switch {
	case !lead && (hasHost || !slashes), sameLead(raw, out, keep):
	case lead:
		return appendNormPath(b[:start], raw, keep&keepLeadPort != 0)
	default: // "//" after no host
		b = append(b, 0, 0)
		copy(b[start+2:], b[start:])
		b[start], b[start+1] = '/', '.'
	}
	return b
}

// sameLead reports whether out, a path without dot-segments, has the same
// lead as raw, the path it was normalized from: "//" in front of both or
// neither, and the same first non-empty segment, percent-encodings
// normalized (as appendNormPath does, with keepLeadPort). With keepDrive,
// two first segments neither of which may be a drive letter (driveLike)
// are the same lead. A raw path that begins with "/.//", the form that
// keeps "//" from being read, never has the lead of out. That is what
// readers take a host, a drive or a share from:
//
//   - Without an authority, "//" would start one (RFC 3986 §3.3).
//   - After an empty host, RFC 8089 Appendix E.3.2 (and Windows) read
//     "file:////host/share" and "file://///host/share" as the UNC path
//     \\host\share, and WHATWG URL parsers read "http:////host/" as host
//     "host".
//   - WHATWG URL parsers read the host of a URI of a special scheme
//     (http, https, ws, wss, ftp) after any number of "/": "http:/host/",
//     "http:host/" and "http:///host/" all reach "host".
//   - RFC 8089 Appendix E.2 reads a drive letter in the first segment:
//     "file:///c:/x" is c:\x.
//   - RFC 8089 Appendix E.3.1 reads the share of a UNC path in the first
//     segment after a host: "file://host/share/x" is \\host\share\x;
//     after an empty host and "//" (E.3.2), in the second segment: with
//     keepDrive, a path that begins with "//" keeps its first two.
func sameLead(raw string, out []byte, keep KeepOut) bool {
	rawSlashes := strings.HasPrefix(raw, "//")
	if rawSlashes != (len(out) >= 2 && out[0] == '/' && out[1] == '/') {
		return false
	}
	rawSeg, after, _ := strings.Cut(strings.TrimLeft(raw, "/"), "/")
	outSeg := bytes.TrimLeft(out, "/")
	if i := bytes.IndexByte(outSeg, '/'); i >= 0 {
		outSeg = outSeg[:i]
	}
	var scratch [128]byte
	normSeg := appendNormPath(scratch[:0], rawSeg, keep&keepLeadPort != 0)
	if string(normSeg) == "." && strings.HasPrefix(after, "/") {
		return false // "/.//": "//" kept from reading as a UNC host or an authority
	}
	if keep&keepDrive != 0 && !rawSlashes && !driveLike(normSeg) && !driveLike(outSeg) {
		return true
	}
	if !bytes.Equal(normSeg, outSeg) {
		return false
	}
	if keep&keepDrive != 0 && rawSlashes {
		// A UNC path after an empty host: the share is the next
		// segment ("file://///server/share", E.3.2).
		rawShare, _, _ := strings.Cut(after, "/")
		outRest := bytes.TrimLeft(out, "/")[len(outSeg):]
		outShare := bytes.TrimPrefix(outRest, []byte("/"))
		if i := bytes.IndexByte(outShare, '/'); i >= 0 {
			outShare = outShare[:i]
		}
		return string(appendNormPath(scratch[:0], rawShare, false)) == string(outShare)
	}
	return true
}

// driveLike reports whether seg, a first segment, may be read as a drive
// letter: a letter alone ("file:///c/x" is c:\x to package fileuri), or
// followed by ":", "|" or a percent-encoding ("c:", "c|", "c%3A").
func driveLike(seg []byte) bool {
	if len(seg) == 0 || 'a' > seg[0]|0x20 || seg[0]|0x20 > 'z' {
		return false
	}
	return len(seg) == 1 || seg[1] == ':' || seg[1] == '|' || seg[1] == '%'
}

// KeepOut says which steps of normalization are kept out for a URI,
// because they would change what a reader other than RFC 3986 reaches:
// the host a WHATWG URL parser (a browser) reads, or the UNC host or
// drive letter of the Windows path of a file URI (RFC 8089).
type KeepOut uint8

const (
	// keepLead: a reader takes a host or a drive from the lead of the
	// path (sameLead), so dot-segments are not removed where that would
	// change it.
	keepLead KeepOut = 1 << iota
	// KeepPort: the port stays, empty or the scheme's default.
	KeepPort
	// keepLeadPort: a lead with a ":" keeps its percent-encodings.
	keepLeadPort
	// keepDrive, with keepLead: only a lead that may be a drive letter
	// (or follows "//") is kept.
	keepDrive
)

// KeptOut returns the steps kept out for a URI of the lowercase
// scheme (if hasScheme) and host (normalized by syntax, if hasAuthority),
// with a port or not:
//
//   - keepLead for a URI without a host that is not empty, of a special
//     scheme (http, https, ws, wss, ftp: WHATWG URL parsers read its host
//     from the path) or file (RFC 8089: a drive letter, or a UNC host
//     after "//", with keepDrive, as no reader takes a host from another
//     lead); for a file URI whose host is "localhost", which is as local
//     as none (RFC 8089 §2); for a file URI of another host, whose
//     first segment is the share of its UNC path (Appendix E.3.1:
//     "file://h/../x" is not "file://h/x", which opens the share "x");
//     and for a network-path reference with
//     an empty host, which a browser resolves against a special base by
//     reading its host from the path.
//   - KeepPort after an empty host, where removing the port leaves an
//     empty authority and readers then take the host from the path
//     ("https://://evil/" is refused by browsers, "https:////evil/"
//     reaches "evil"); and in a file URI, which has no port (RFC 8089
//     §2): "file://c:/x" is drive C: (Appendix E.2, and WHATWG URL
//     parsers), and browsers refuse "file://host:/x".
//   - keepLeadPort with keepLead for a special scheme but file: a
//     browser reads the lead as an authority, whose port must be
//     digits, so a lead with a ":" keeps its percent-encodings: browsers
//     refuse "http:/h:%38%30/" and read "http:/h:80/" as host "h".
//
// And in every URI, a host that is one percent-encoded letter before a
// port stays encoded (driveHost), and so does the port.
func KeptOut(scheme string, hasScheme, hasAuthority bool, host string) KeepOut {
	var k KeepOut
	file := hasScheme && scheme == "file"
	if hasAuthority && (host == "" || driveHost(host)) || file {
		k |= KeepPort
	}
	noHost := !hasAuthority || host == ""
	switch {
	case !hasScheme:
		if hasAuthority && host == "" {
			k |= keepLead
		}
	case file:
		k |= keepLead
		if noHost || host == "localhost" {
			k |= keepDrive
		}
	case noHost:
		switch scheme {
		case "http", "https", "ws", "wss", "ftp":
			k |= keepLead | keepLeadPort
		}
	}
	return k
}

// winDots reports whether seg is made of periods only, three or more, one
// of them at least percent-encoded ("..%2E", "%2e%2e%2e").
func winDots(seg string) bool {
	n, esc := 0, false
	for i := 0; i < len(seg); i++ {
		switch {
		case seg[i] == '.':
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && seg[i+2]|0x20 == 'e':
			i += 2
			esc = true
		default:
			return false
		}
		n++
	}
	return esc && n > 2
}

// driveHost reports whether host, before a port, is one percent-encoded
// letter: decoded, host and empty port would be a drive letter, which
// WHATWG URL parsers and RFC 8089 Appendix E.2 read in "file://a:/x" but
// not in "file://%61:/x" (browsers refuse it), so it stays encoded.
func driveHost(host string) bool {
	c, ok := chars.Decode(host, 0)
	return ok && len(host) == 3 && 'a' <= c|0x20 && c|0x20 <= 'z'
}
