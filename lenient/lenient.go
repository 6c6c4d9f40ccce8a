// Package lenient is a front door for the URLs of the web: it reads what
// browsers accept in an href, a location bar or a crawled page
// ("https://example.com/a b", "http:\\\\example.com\\x", "https://bücher.example/",
// " /search?q=\"x\"\n") and repairs it into a URI reference of RFC 3986,
// or says why it cannot. Each repair is reported, with where it was made,
// so that a caller can log it, or refuse the input.
//
// The repairs are those of the WHATWG URL Standard's parser that make a
// string RFC 3986 refuses into one it accepts, and no others:
//
//   - leading and trailing C0 controls and spaces are removed (Trimmed),
//     and so are tabs and newlines anywhere (Removed);
//   - in a URL of a special scheme (http, https, ws, wss, ftp, file, or a
//     relative reference against one), a backslash before the query is a
//     "/" (Backslash);
//   - a registered name beyond ASCII, in a URL of a special scheme, is
//     written in IDNA A-labels (ToASCII), with the options of the URL
//     Standard's domain to ASCII;
//   - a relative reference whose first segment holds a ":" gets "./" in
//     front, so that what comes before the ":" is not read as a scheme
//     (DotSlash);
//   - every byte the grammar of RFC 3986 does not allow where it is,
//     component by component, is percent-encoded (Escaped): space, `"`,
//     "<", ">", `\`, "^", "`", "{", "|", "}", controls, a "%" that begins
//     no escape, a second "#", a "[" or "]" outside an IP literal, and
//     every byte beyond ASCII (characters in UTF-8, RFC 3986 §2.5).
//
// A string that is already a URI reference is returned as it is, without
// a repair, even where a browser reads it otherwise ("http:example.com",
// "http:///example.com/", a host "0x7f.1": package lint reports those).
// Repairing twice changes nothing more. What browsers refuse, the
// repairs do not mend: an IP literal or a port that is not one, a host of
// a special scheme with a character no domain name has, a name IDNA
// refuses; Parse says why, and where.
//
// # Differences from browsers
//
// The web-platform-tests URL data (url/resources/urltestdata.json) has
// 546 cases where browsers make of an input, against a base, an href that
// is a URI reference. Repaired with ParseRef and resolved, 447 of them
// (81.9%) are equivalent to the href by RFC 3986 §6.2.3 (364 the same
// text); of the 128 whose input is no URI reference, the ones this
// package repairs, 122 (95.3%). The other 99 differ in these ways, each
// for a reason (counts from that data; TestWPT keeps the list complete):
//
//   - A reference with the base's scheme and no "//" (12: "http:foo.com"
//     against "http://example.org/"): browsers read it as relative, which
//     RFC 3986 §5.2.2 allows only "for backward compatibility" and
//     package uri's resolution, strict, does not.
//   - A special scheme without "//" (36: "http:example.com/",
//     "https:/example.com/", "http:a:b@host"): a URI with a path to RFC
//     3986, a host to browsers.
//   - Slashes before the authority (8: "///example.org/path" against an
//     http base): an empty host and a path to RFC 3986; browsers skip
//     slashes until the host.
//   - An empty userinfo or password (8: "http://@host", "http://a:@host"):
//     part of the URI to RFC 3986 (§3.2.1), dropped by browsers.
//   - IPv4 number forms (13: "http://0x7f.1", "http://256",
//     "http://1.2.3.4."): registered names to RFC 3986 (§3.2.2, §7.4),
//     addresses to browsers.
//   - Escapes in a host (4: "https://%e2%98%83", "https://a%C2%ADb/"):
//     RFC 3986 keeps a valid escape; browsers decode the host and map it
//     with IDNA, removing a soft hyphen.
//   - File URLs (15): browsers drop "localhost", give "file:" an empty
//     host and a "/" path, and keep a base's drive letter ("/" against
//     "file:///C:/a" is "file:///C:/"); RFC 8089 leaves those to the
//     reader.
//   - A "'" in the query of a special scheme (2): a sub-delim RFC 3986
//     allows; browsers escape it.
//   - A ":" in a password (1: "http://::@c@d:2"): allowed by RFC 3986,
//     escaped by browsers.
package lenient

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/appendixb"
	"golang.org/x/net/idna"
)

// Kind is a kind of repair.
type Kind uint8

const (
	// Trimmed is a C0 control or space removed from the start or the end.
	Trimmed Kind = iota + 1
	// Removed is a tab or a newline (U+0009, U+000A, U+000D) removed.
	Removed
	// Backslash is a "\" read as "/", in the authority's "//" or the
	// path of a URL of a special scheme.
	Backslash
	// Escaped is text percent-encoded: bytes the grammar does not allow
	// where they are.
	Escaped
	// ToASCII is a host written in IDNA A-labels.
	ToASCII
	// DotSlash is "./" put in front of a relative path whose first
	// segment holds a ":".
	DotSlash
	// Slashes are slashes removed from a run of three or more, with a
	// backslash among them, before the authority of a URL of a special
	// scheme other than file ("http:\\\\\\x" is "http://x").
	Slashes
	// DriveLetter is a Windows drive letter in a file URL made the first
	// segment of an absolute path ("C|" and "file:C|/x" are "/C:" and
	// "file:///C:/x"), its "|" written ":".
	DriveLetter
)

var kindNames = [...]string{"", "trimmed", "removed", "backslash", "escaped", "to-ascii", "dot-slash", "slashes", "drive-letter"}

// String names the kind: "trimmed", "removed", "backslash", "escaped",
// "to-ascii", "dot-slash", "slashes", "drive-letter".
func (k Kind) String() string {
	if int(k) < len(kindNames) && k != 0 {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// A Fix is one repair: what was done, where in the input, and the input's
// text there. Consecutive bytes repaired the same way are one Fix ("é",
// escaped, is one Fix of two bytes); a DotSlash inserts "./" and has no
// text.
type Fix struct {
	Kind   Kind   // what was done
	Offset int    // in bytes, in the input
	Text   string // the input's text that was repaired
}

// String describes f: `escaped " " at offset 4`.
func (f Fix) String() string {
	if f.Kind == DotSlash {
		return "dot-slash at offset " + strconv.Itoa(f.Offset)
	}
	return f.Kind.String() + " " + strconv.Quote(f.Text) + " at offset " + strconv.Itoa(f.Offset)
}

// Result is a repaired URI reference and the repairs made, in the order
// of the input; none when the input was already a URI reference.
type Result struct {
	URI   uri.URI
	Fixes []Fix
}

// Error is a string the repairs cannot make a URI reference of: what is
// wrong and where in the input.
type Error struct {
	Input  string // the input, as given
	Offset int    // where in the input, in bytes
	Reason string // what is wrong
	Err    error  // the error of IDNA, or package uri's for the text repaired, if any
}

// Error formats e as `lenient: "http://[::1/": invalid IP literal "[::1"
// in host at offset 7`, the input quoted, with the password of a userinfo
// in it replaced by "xxxxx".
func (e *Error) Error() string {
	s := "lenient: " + strconv.Quote(appendixb.Redact(e.Input)) + ": " + e.Reason + " at offset " + strconv.Itoa(e.Offset)
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// Parse repairs s, a URL as browsers accept it, into a URI reference (see
// the package documentation). A relative reference is repaired as one
// against a base of no special scheme; ParseRef knows the base.
func Parse(s string) (Result, error) { return repair(s, "") }

// ParseRef repairs s as Parse does, as a reference against base: when s
// has no scheme of its own, it is repaired for base's ("\\x\y" against an
// http base is "//x/y", as browsers read it). The result is the
// reference, not resolved: base.ResolveReference resolves it.
func ParseRef(s string, base uri.URI) (Result, error) {
	scheme, _ := base.Scheme()
	return repair(s, scheme)
}

// special reports whether scheme is one of the URL Standard's special
// schemes, in any case.
func special(scheme string) bool {
	switch strings.ToLower(scheme) {
	case "http", "https", "ws", "wss", "ftp", "file":
		return true
	}
	return false
}

// text is the input as the repairs make it, with the offset in the input
// of each of its bytes, and the repairs so far.
type text struct {
	in    string
	b     []byte
	src   []int // src[k] is the input offset of b[k]
	fixes []Fix
}

// fix records a repair of the input's bytes [off, off+n), joined to the
// last one when it is of the same kind and right after it.
func (t *text) fix(k Kind, off, n int) {
	if l := len(t.fixes) - 1; l >= 0 && t.fixes[l].Kind == k && k != DotSlash && t.fixes[l].Offset+len(t.fixes[l].Text) == off {
		t.fixes[l].Text = t.in[t.fixes[l].Offset : off+n]
		return
	}
	t.fixes = append(t.fixes, Fix{Kind: k, Offset: off, Text: t.in[off : off+n]})
}

func repair(in, baseScheme string) (Result, error) {
	if uri.Valid(in) {
		return Result{URI: uri.MustParse(in)}, nil
	}
	t := &text{in: in}
	// Trim C0 controls and spaces at both ends; remove tabs and newlines.
	start, end := 0, len(in)
	for start < end && in[start] <= ' ' {
		start++
	}
	for end > start && in[end-1] <= ' ' {
		end--
	}
	if start > 0 {
		t.fix(Trimmed, 0, start)
	}
	for k := start; k < end; k++ {
		if c := in[k]; c == '\t' || c == '\n' || c == '\r' {
			t.fix(Removed, k, 1)
			continue
		}
		t.b = append(t.b, in[k])
		t.src = append(t.src, k)
	}
	if end < len(in) {
		t.fix(Trimmed, end, len(in)-end)
	}
	t.src = append(t.src, end) // the end of the text
	s := string(t.b)
	if uri.Valid(s) {
		return Result{URI: uri.MustParse(s), Fixes: sortFixes(t.fixes)}, nil
	}
	// The scheme, as the URL Standard reads one: ALPHA *( ALPHA / DIGIT /
	// "+" / "-" / "." ) ":".
	scheme := ""
	if n := schemeLen(s); n > 0 {
		scheme = s[:n]
	}
	sp := scheme
	if sp == "" {
		sp = baseScheme
	}
	if special(sp) {
		// A backslash is a "/" before the query and the fragment.
		backslash := false
		for k := len(scheme); k < len(t.b) && t.b[k] != '?' && t.b[k] != '#'; k++ {
			if t.b[k] == '\\' {
				t.b[k] = '/'
				t.fix(Backslash, t.src[k], 1)
				backslash = true
			}
		}
		start := 0
		if scheme != "" {
			start = len(scheme) + 1
		}
		if strings.EqualFold(sp, "file") {
			t.driveLetter(start, scheme != "")
		} else if backslash {
			t.slashes(start)
		}
		s = string(t.b)
	}
	var out strings.Builder
	out.Grow(len(s) + 16)
	var err *Error
	if err = t.compose(&out, s, scheme, special(sp)); err != nil {
		return Result{}, err
	}
	r := out.String()
	u, perr := uri.Parse(r)
	if perr != nil {
		// Each component is repaired to match its rule on its own; what
		// is left is an IP literal, a port or a scheme that is none.
		return Result{}, &Error{Input: in, Offset: t.src[0], Reason: "no URI reference after repair", Err: perr}
	}
	return Result{URI: u, Fixes: sortFixes(t.fixes)}, nil
}

// slashes removes, from the run of "/" at start (once backslashes are
// slashes), all but two, when the run is longer: browsers read the
// authority after any number of them in a URL of a special scheme other
// than file. It is called only when backslashes were there, so that a
// URI reference ("http:///x") is never changed.
func (t *text) slashes(start int) {
	n := 0
	for start+n < len(t.b) && t.b[start+n] == '/' {
		n++
	}
	if n <= 2 {
		return
	}
	t.fix(Slashes, t.src[start+2], t.src[start+n]-t.src[start+2])
	t.b = append(t.b[:start+2], t.b[start+n:]...)
	t.src = append(t.src[:start+2], t.src[start+n:]...)
}

// isDrive reports whether b begins with a Windows drive letter, written
// as browsers read it: a letter, ":" or "|", then the end, "/", "?" or
// "#".
func isDrive(b []byte) bool {
	return len(b) >= 2 && ('a' <= b[0]|0x20 && b[0]|0x20 <= 'z') && (b[1] == ':' || b[1] == '|') &&
		(len(b) == 2 || b[2] == '/' || b[2] == '?' || b[2] == '#')
}

// driveLetter repairs a Windows drive letter at the start of the path of a
// file URL, from start on (after "file:", or at the start of a relative
// reference): its "|" becomes ":", and the path is made absolute, with an
// empty authority when the URL has a scheme and none: "file:C|/x",
// "file:/C|/x" and "//C|/x" are "file:///C:/x", "///C:/x" ; "C|" is "/C:".
func (t *text) driveLetter(start int, hasScheme bool) {
	b := t.b[start:]
	pipe := func(k int) bool { return isDrive(b[k:]) && b[k+1] == '|' }
	at, insert := -1, ""
	switch {
	case len(b) >= 2 && b[0] == '/' && b[1] == '/':
		if pipe(2) {
			at, insert = start+2, "/" // "//C|": a host no URI has, read as a path
			break
		}
		end := 2
		for end < len(b) && b[end] != '/' && b[end] != '?' && b[end] != '#' {
			end++
		}
		if end+1 < len(b) && b[end] == '/' && pipe(end+1) {
			at = start + end + 1 // "file:///C|/"
		}
	case len(b) >= 1 && b[0] == '/' && pipe(1):
		at = start + 1
		if hasScheme {
			insert = "//" // "file:/C|/" is "file:///C:/"
		}
	case pipe(0):
		at, insert = start, "/"
		if hasScheme {
			insert = "///"
		}
	}
	if at < 0 {
		return
	}
	t.b[at+1] = ':'
	off := t.src[at]
	t.fix(DriveLetter, off, 2)
	t.b = append(t.b[:at], append([]byte(insert), t.b[at:]...)...)
	src := make([]int, len(insert))
	for k := range src {
		src[k] = off
	}
	t.src = append(t.src[:at], append(src, t.src[at:]...)...)
}

// schemeLen returns the length of the scheme of s, without its ":", or 0.
func schemeLen(s string) int {
	for k := 0; k < len(s); k++ {
		c := s[k]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case k > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case k > 0 && c == ':':
			return k
		default:
			return 0
		}
	}
	return 0
}

// sortFixes puts fixes in the order of the input: the trimming at the end
// is recorded before the inside is read, backslashes before escapes.
func sortFixes(f []Fix) []Fix {
	slices.SortStableFunc(f, func(a, b Fix) int { return a.Offset - b.Offset })
	return f
}

// compose writes s, split into components as RFC 3986 Appendix B splits
// it, each repaired to match its rule.
func (t *text) compose(out *strings.Builder, s, scheme string, isSpecial bool) *Error {
	p := appendixb.Split(s)
	if scheme == "" && p.Scheme >= 0 {
		// Appendix B sees a scheme where the URL Standard sees none ("a
		// b:c"): the text is a relative path.
		p = appendixb.Split("/" + s)
		p.Path = 0
		p.PathEnd--
		if p.Query >= 0 {
			p.Query--
		}
		if p.Fragment >= 0 {
			p.Fragment--
		}
	}
	if first := s[p.Path:p.PathEnd]; scheme == "" && p.Authority < 0 && strings.IndexByte(first[:strings.IndexByte(first+"/", '/')], ':') >= 0 {
		// A ":" in the first segment of a relative path would make what
		// is before it a scheme (RFC 3986 §4.2).
		out.WriteString("./")
		t.fix(DotSlash, t.src[0], 0)
	}
	if scheme != "" {
		out.WriteString(s[:len(scheme)+1])
	}
	if p.Authority >= 0 {
		out.WriteString("//")
		if err := t.authority(out, s, p.Authority, p.Path, scheme, isSpecial); err != nil {
			return err
		}
	}
	t.escape(out, s, p.Path, p.PathEnd, uri.InPath)
	if p.Query >= 0 {
		out.WriteByte('?')
		end := len(s)
		if p.Fragment >= 0 {
			end = p.Fragment
		}
		t.escape(out, s, p.Query+1, end, uri.InQuery)
	}
	if p.Fragment >= 0 {
		out.WriteByte('#')
		t.escape(out, s, p.Fragment+1, len(s), uri.InFragment)
	}
	return nil
}

// escape writes s[from:to] percent-encoded for component c, keeping the
// escapes already there, and records what it escapes.
func (t *text) escape(out *strings.Builder, s string, from, to int, c uri.Component) {
	for k := from; k < to; k++ {
		ch := s[k]
		switch {
		case c.Literal(ch):
			out.WriteByte(ch)
		case ch == '%' && k+2 < to && isHex(s[k+1]) && isHex(s[k+2]):
			out.WriteString(s[k : k+3])
			k += 2
		default:
			out.WriteString("%" + string(upperHex[ch>>4]) + string(upperHex[ch&15]))
			t.fix(Escaped, t.src[k], 1)
		}
	}
}

const upperHex = "0123456789ABCDEF"

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// idnaProfile is domain to ASCII as the URL Standard asks (UTS #46, not
// transitional, no STD3 rules, no length checks).
var idnaProfile = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.Transitional(false),
	idna.CheckHyphens(false),
	idna.CheckJoiners(true),
	idna.StrictDomainName(false),
	idna.VerifyDNSLength(false),
	idna.RemoveLeadingDots(false),
)

// authority writes the authority s[from:to]: the userinfo up to its last
// "@", the host (an IP literal in brackets), the port after the last ":"
// that follows the host.
func (t *text) authority(out *strings.Builder, s string, from, to int, scheme string, isSpecial bool) *Error {
	a := s[from:to]
	host := from
	if at := strings.LastIndexByte(a, '@'); at >= 0 {
		t.escape(out, s, from, from+at, uri.InUserinfo)
		out.WriteByte('@')
		host = from + at + 1
	}
	hostEnd, port := to, -1
	if strings.HasPrefix(s[host:to], "[") {
		close := strings.IndexByte(s[host:to], ']')
		if close < 0 {
			return &Error{Input: t.in, Offset: t.src[host], Reason: "IP literal " + strconv.Quote(s[host:to]) + " without its \"]\" in host"}
		}
		hostEnd = host + close + 1
		lit := s[host:hostEnd]
		if u, err := uri.Parse("//" + lit); err != nil || u.HostKind() != uri.IPv6 && u.HostKind() != uri.IPvFuture {
			return &Error{Input: t.in, Offset: t.src[host], Reason: "invalid IP literal " + strconv.Quote(lit) + " in host"}
		}
		if hostEnd < to {
			if s[hostEnd] != ':' {
				return &Error{Input: t.in, Offset: t.src[hostEnd], Reason: "invalid character " + strconv.Quote(s[hostEnd:hostEnd+1]) + " after the IP literal in host"}
			}
			port = hostEnd + 1
		}
		out.WriteString(lit)
	} else {
		if c := strings.LastIndexByte(s[host:to], ':'); c >= 0 {
			hostEnd, port = host+c, host+c+1
		}
		if err := t.host(out, s, host, hostEnd, isSpecial); err != nil {
			return err
		}
	}
	if port >= 0 {
		for k := port; k < to; k++ {
			if s[k] < '0' || s[k] > '9' {
				return &Error{Input: t.in, Offset: t.src[k], Reason: "invalid character " + strconv.Quote(s[k:k+1]) + " in port"}
			}
		}
		out.WriteString(s[port-1 : to])
	}
	return nil
}

// host writes the registered name s[from:to]: for a special scheme, in
// A-labels if it holds characters beyond ASCII, and refused if it holds a
// character no domain name has; otherwise percent-encoded.
func (t *text) host(out *strings.Builder, s string, from, to int, isSpecial bool) *Error {
	h := s[from:to]
	if !isSpecial {
		t.escape(out, s, from, to, uri.InHost)
		return nil
	}
	ascii := true
	for k := 0; k < len(h); k++ {
		c := h[k]
		switch {
		case c >= utf8.RuneSelf:
			ascii = false
		case c <= ' ' || c == 0x7F || strings.IndexByte("#/:<>?@[\\]^|", c) >= 0:
			// A forbidden domain code point: browsers refuse the URL.
			return &Error{Input: t.in, Offset: t.src[from+k], Reason: "invalid character " + strconv.Quote(h[k:k+1]) + " in host"}
		}
	}
	if ascii {
		t.escape(out, s, from, to, uri.InHost) // `"`, "{", a bare "%"...
		return nil
	}
	name, err := uri.UnescapeUTF8(h)
	if err != nil {
		return &Error{Input: t.in, Offset: t.src[from], Reason: "host " + strconv.Quote(h) + " is not UTF-8", Err: err}
	}
	a, err := idnaProfile.ToASCII(name)
	if err != nil {
		return &Error{Input: t.in, Offset: t.src[from], Reason: "IDNA refuses host " + strconv.Quote(h), Err: err}
	}
	if a == "" {
		return &Error{Input: t.in, Offset: t.src[from], Reason: "IDNA maps host " + strconv.Quote(h) + " to the empty name"}
	}
	if !uri.Valid("//" + a) {
		return &Error{Input: t.in, Offset: t.src[from], Reason: "host " + strconv.Quote(h) + " is " + strconv.Quote(a) + " in A-labels, no registered name"}
	}
	out.WriteString(a)
	t.fix(ToASCII, t.src[from], t.src[to]-t.src[from])
	return nil
}
