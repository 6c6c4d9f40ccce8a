// Package lenient is a front door for the URLs of the web: it reads what
// browsers accept in an href, a location bar or a crawled page
// ("https://example.com/a b", "http:\\\\example.com\\x", "https://bücher.example/",
// " /search?q=\"x\"\n") and repairs it into a URI reference of RFC 3986,
// or says why it cannot. Each repair is reported, with where it was made,
// so that a caller can log it, or refuse the input.
//
// The repairs are those of the WHATWG URL Standard's parser, made on a
// string RFC 3986 refuses, so that it becomes one RFC 3986 accepts and
// reads as browsers read the string, and no others:
//
//   - leading and trailing C0 controls and spaces are removed (Trimmed),
//     and so are tabs and newlines anywhere (Removed);
//   - in a URL of a special scheme (http, https, ws, wss, ftp, file, or a
//     relative reference against one), a backslash before the query is a
//     "/" (Backslash);
//   - in a URL of a special scheme, the host is the one browsers reach:
//     the URL Standard's host parser (package internal/whatwg) decodes
//     its escapes, maps it with IDNA (UTS #46, the options of the URL
//     Standard's domain to ASCII) and reads IPv4 number forms; where RFC
//     3986 reads another host in the text (escapes decoded, letters in
//     lower case), the host is written as browsers write it: in IDNA
//     A-labels (ToASCII), an IPv4 address in dotted decimal (Host);
//   - in such a URL, the slashes after the scheme are made two, the
//     "//" of the authority browsers read there, removed from a run of
//     three or more ("http:///x/a b" is "http://x/a%20b") or added where there
//     are fewer ("http:x/a b" is "http://x/a%20b", "file:x y" is
//     "file:///x%20y"; Slashes), and a Windows drive letter in the
//     authority of a file URL ("file://C:/x") is made the start of its
//     path ("file:///C:/x", DriveLetter), as browsers read them;
//   - a reference whose scheme is its base's, a special scheme, without
//     "//" after it, is made relative ("http:a b" against an http base
//     is "a%20b"; Relative), as browsers read it and as RFC 3986 §5.2.2
//     allows "for backward compatibility";
//   - a relative reference whose first segment holds a ":" gets "./" in
//     front, so that what comes before the ":" is not read as a scheme
//     (DotSlash);
//   - every byte the grammar of RFC 3986 does not allow where it is,
//     component by component, is percent-encoded (Escaped): space, `"`,
//     "<", ">", `\`, "^", "`", "{", "|", "}", controls, a "%" that begins
//     no escape, a second "#", a "[" or "]" outside an IP literal, and
//     every byte beyond ASCII (characters in UTF-8, RFC 3986 §2.5);
//     and, as browsers escape them, bytes RFC 3986 allows there: a "'"
//     in the query of a URL of a special scheme, and a ";", a "=" and
//     every ":" but the first in a userinfo.
//
// A string that is already a URI reference is returned as it is, without
// a repair, even where a browser reads it otherwise ("http:example.com",
// "http:///example.com/", a host "0x7f.1": package lint reports those;
// package browser reads them as browsers do).
// Repairing twice changes nothing more. What browsers refuse, the
// repairs do not mend: an IP literal or a port that is not one (an
// IPvFuture literal or a port above 65535, in a URL of a special scheme),
// a userinfo or a port in a file URL, a host of a special scheme with a
// character no domain name has, a name IDNA refuses; Parse says why, and
// where. A host is refused, too, when decoding its escapes or IDNA
// mapping would make a delimiter or another character no host has of its
// text: "trusted.example\uFF20evil.example" (FULLWIDTH COMMERCIAL AT),
// "a\u2100b" (ACCOUNT OF, which IDNA maps to "a/c"),
// "trusted.example\u00ad%40evil.example"; browsers refuse them, where
// writing the result would make "evil.example" the host. So the host of a
// repair, in a URL of a special scheme, is always the host browsers reach
// from the input. An A-label longer than 63 octets (RFC 5890 §2.3.2.1,
// RFC 1034 §3.1) is refused, and the length is checked before Punycode
// encodes the label, so that a long label costs time linear in its
// length; another ASCII label is not bounded, as browsers bound none.
//
// # Differences from browsers
//
// The web-platform-tests URL data (url/resources/urltestdata.json) has
// 178 cases where browsers accept an input that is no URI reference, the
// ones this package repairs. Repaired with ParseRef and resolved, 176 of
// them (98.9%) are equivalent to the href browsers make, by RFC 3986
// §6.2's ladder up to scheme-based normalization (§6.2.3,
// uri.Normalizer.Equivalent with uri.SchemeBased); for the 50 whose href
// is no URI reference either ("http://example.com/foo%"), to the href
// with the bytes RFC 3986 does not allow percent-encoded. Every input
// that is a URI reference (896, inputs and bases) is returned unchanged.
//
// Of the 546 cases whose href is a URI reference, inputs that are URI
// references among them, 447 (81.9%) are equivalent (367 the same text).
// The other 99 differ in these ways, each for a reason (counts from that
// data; TestWPT keeps the list complete):
//
//   - A reference with the base's scheme and no "//" (11: "http:foo.com"
//     against "http://example.org/"): browsers read it as relative, which
//     RFC 3986 §5.2.2 allows only "for backward compatibility" and
//     package uri's resolution, strict, does not; the repairs read it so
//     only where the input is no URI reference (Relative).
//   - A special scheme without "//" (36: "http:example.com/",
//     "https:/example.com/", "http:a:b@host"): a URI with a path to RFC
//     3986, a host to browsers.
//   - Slashes before the authority (12: "///example.org/path" against an
//     http base): an empty host and a path to RFC 3986; browsers skip
//     slashes until the host.
//   - An empty userinfo or password (8: "http://@host", "http://a:@host"):
//     part of the URI to RFC 3986 (§3.2.1), dropped by browsers.
//   - IPv4 number forms (12: "http://0x7f.1", "http://256",
//     "http://1.2.3.4."): registered names to RFC 3986 (§3.2.2, §7.4),
//     addresses to browsers.
//   - Escapes in a host (4: "https://%e2%98%83", "https://a%C2%ADb/"):
//     RFC 3986 keeps a valid escape; browsers decode the host and map it
//     with IDNA, removing a soft hyphen.
//   - File URLs (15): browsers drop "localhost" (also in the two inputs
//     that are no URI reference and differ, "file:\\localhost//"), give
//     "file:" an empty host and a "/" path, and keep a base's drive
//     letter ("/" against "file:///C:/a" is "file:///C:/"); RFC 8089
//     leaves those to the reader.
//   - A "'" in the query of a special scheme (1): a sub-delim RFC 3986
//     allows; browsers escape it.
package lenient

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/appendixb"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/idnacap"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/internal/whatwg"
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
	// Slashes are the slashes after the scheme of a URL of a special
	// scheme made the "//" of an authority, as browsers read them:
	// removed from a run of three or more before the authority of a URL
	// of a special scheme other than file ("http:\\\\\\x" and
	// "http:///x/a b" are "http://x" and "http://x/a%20b"), or added
	// where there are fewer than two ("http:x/a b" and "http:/x/a b" are
	// "http://x/a%20b"; "file:x y" is "file:///x%20y", the empty host of
	// a file URL). A URI reference is returned as it is: "http:///x"
	// keeps its empty host, "http:x" its path.
	Slashes
	// DriveLetter is a Windows drive letter in a file URL made the first
	// segment of an absolute path ("C|" and "file:C|/x" are "/C:" and
	// "file:///C:/x"; "file://C:/x y" is "file:///C:/x%20y"), its "|"
	// written ":".
	DriveLetter
	// Host is a host of a URL of a special scheme written as browsers
	// write it, where RFC 3986 reads another host in the text: an IPv4
	// address in dotted decimal ("0x7f.1" is "127.0.0.1"), escapes of a
	// name decoded ("%30x7f.1" is "127.0.0.1"). A host beyond ASCII is
	// ToASCII.
	Host
	// Relative is the scheme of a reference removed, with its ":", where
	// it is the base's, a special scheme, and no "//" follows it: "http:a
	// b" against an http base is "a%20b", as browsers read it and as RFC
	// 3986 §5.2.2 allows a parser to, "for backward compatibility" (a
	// file URL keeps its scheme before a drive letter: "file:c:/x y" is
	// "file:///c:/x%20y"). A URI reference is returned as it is:
	// "http:a" against an http base stays "http:a".
	Relative
)

var kindNames = [...]string{"", "trimmed", "removed", "backslash", "escaped", "to-ascii", "dot-slash", "slashes", "drive-letter", "host", "relative"}

// String names the kind: "trimmed", "removed", "backslash", "escaped",
// "to-ascii", "dot-slash", "slashes", "drive-letter", "host", "relative".
func (k Kind) String() string {
	if int(k) < len(kindNames) && k != 0 {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// A Fix is one repair: what was done, where in the input, and the input's
// text there. Consecutive bytes repaired the same way are one Fix ("é",
// escaped, is one Fix of two bytes); a DotSlash inserts "./" and has no
// text, nor have Slashes added after a scheme with none ("http:x").
type Fix struct {
	Kind   Kind   // what was done
	Offset int    // in bytes, in the input
	Text   string // the input's text that was repaired, each byte of a password "x"
}

// String describes f: `escaped " " at offset 4`; for a fix without text,
// "dot-slash at offset 0".
func (f Fix) String() string {
	if f.Text == "" {
		return f.Kind.String() + " at offset " + strconv.Itoa(f.Offset)
	}
	return f.Kind.String() + " " + strconv.Quote(f.Text) + " at offset " + strconv.Itoa(f.Offset)
}

// Result is a repaired URI reference and the repairs made, in the order
// of the input; none when the input was already a URI reference.
type Result struct {
	URI   uri.URI
	Fixes []Fix
}

// Error is the leaf of the error of Parse and ParseRef, for a string the
// repairs cannot make a URI reference of: they return a *uri.Error with Op
// "repair", whose Input is the input with each byte of the password of
// its userinfo written "x" (RFC 3986 §3.2.1, §7.5), as RFC 3986 or a
// browser reads the input, so that offsets into the input are offsets
// into Input; its Err is a *uri.SyntaxError whose Offset is where in the
// input, in bytes, Component the component ("host", "port"), Reason what
// is wrong (`invalid IP literal "[::1" in host`) and Err the error of
// IDNA, or package uri's for the text repaired, if any.
//
// Deprecated: Error is uri.SyntaxError; use that.
type Error = uri.SyntaxError

// failure is why the repairs cannot make a URI reference of the input:
// the leaf of the error they return (see Error).
type failure struct {
	offset    int    // into the input
	component string // "host", "port", ...
	reason    string
	expected  []string // what RFC 3986 allows at offset, if the reason says
	err       error
}

// digit is what RFC 3986 allows in a port (§3.2.3).
var digit = []string{"DIGIT"}

// newError is the error of repairing in that f says.
func newError(in string, f *failure) error {
	return synerr.New[uri.Error, uri.SyntaxError]("repair", in, synerr.Params{Offset: f.offset, List: f.expected,
		Naming: synerr.Given, Component: f.component, Reason: f.reason, Err: f.err})
}

// Parse repairs s, a URL as browsers accept it, into a URI reference (see
// the package documentation). A relative reference is repaired as one
// against a base of no special scheme; ParseRef knows the base. A string
// the repairs cannot make a URI reference of is a *uri.Error with Op
// "repair" whose *uri.SyntaxError says why and where (see Error).
func Parse(s string) (Result, error) { return redacted(s)(repair(s, "")) }

// ParseRef repairs s as Parse does, as a reference against base: when s
// has no scheme of its own, it is repaired for base's ("\\x\y" against an
// http base is "//x/y", as browsers read it). The result is the
// reference, not resolved: base.ResolveReference resolves it.
func ParseRef(s string, base uri.URI) (Result, error) {
	scheme, _ := base.Scheme()
	return redacted(s)(repair(s, scheme))
}

// redacted returns a function that returns r and err, the repairs of s,
// with the password of s hidden in the Text of each Fix made in it, each
// byte written "x" (as the Input of err is), so that no exported field
// shows a character of it (RFC 3986 §7.5).
func redacted(s string) func(r Result, err error) (Result, error) {
	return func(r Result, err error) (Result, error) {
		if len(r.Fixes) == 0 {
			return r, err
		}
		from, to := appendixb.Password(s)
		for i, f := range r.Fixes {
			if lo, hi := max(f.Offset, from), min(f.Offset+len(f.Text), to); lo < hi {
				r.Fixes[i].Text = appendixb.Mask(f.Text, lo-f.Offset, hi-f.Offset)
			}
		}
		return r, err
	}
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
		for k := len(scheme); k < len(t.b) && t.b[k] != '?' && t.b[k] != '#'; k++ {
			if t.b[k] == '\\' {
				t.b[k] = '/'
				t.fix(Backslash, t.src[k], 1)
			}
		}
		start := 0
		if scheme != "" {
			start = len(scheme) + 1
		}
		if strings.EqualFold(sp, "file") {
			t.driveLetter(start, scheme != "")
		} else {
			t.slashes(start)
		}
		if scheme != "" && !t.hasSlashes(start) {
			if t.relative(scheme, baseScheme) {
				scheme = ""
			} else {
				t.addSlashes(start, strings.EqualFold(sp, "file"))
			}
		}
		s = string(t.b)
	}
	if uri.Valid(s) && !special(sp) {
		return Result{URI: uri.MustParse(s), Fixes: sortFixes(t.fixes)}, nil
	}
	var out strings.Builder
	out.Grow(len(s) + 16)
	if f := t.compose(&out, s, scheme, special(sp), strings.EqualFold(sp, "file")); f != nil {
		return Result{}, newError(in, f)
	}
	r := out.String()
	u, perr := uri.Parse(r)
	if perr != nil {
		// Each component is repaired to match its rule on its own; what
		// is left is an IP literal, a port or a scheme that is none.
		f := &failure{offset: t.src[0], reason: "no URI reference after repair", err: perr}
		if se, ok := errors.AsType[*uri.SyntaxError](perr); ok {
			f.component = se.Component
		}
		return Result{}, newError(in, f)
	}
	return Result{URI: u, Fixes: sortFixes(t.fixes)}, nil
}

// slashes removes, from the run of "/" at start (once backslashes are
// slashes), all but two, when the run is longer: browsers read the
// authority after any number of them in a URL of a special scheme other
// than file. An input that is a URI reference ("http:///x") is returned
// before this.
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

// hasSlashes reports whether the text has "//" at start.
func (t *text) hasSlashes(start int) bool {
	return len(t.b) >= start+2 && t.b[start] == '/' && t.b[start+1] == '/'
}

// relative removes the scheme, special, from the start of the text, and
// reports whether it did: where it is baseScheme, in any case, and no
// "//" follows it, browsers read the rest as a relative reference (RFC
// 3986 §5.2.2's reading "for backward compatibility"). After "file:", a
// drive letter or a "/" makes an absolute path instead (the URL
// Standard's file state), which addSlashes writes.
func (t *text) relative(scheme, baseScheme string) bool {
	if !strings.EqualFold(scheme, baseScheme) {
		return false
	}
	rest := t.b[len(scheme)+1:]
	if strings.EqualFold(scheme, "file") && isDrive(rest) {
		return false
	}
	t.fix(Relative, t.src[0], len(scheme)+1)
	t.b = t.b[len(scheme)+1:]
	t.src = t.src[len(scheme)+1:]
	return true
}

// addSlashes makes the "/" or nothing at start, after the scheme of a URL
// of a special scheme, the "//" of an authority, as browsers read it: in
// a file URL the "//" of an empty host, before a path that is made
// absolute ("file:x" and "file:/x" are "file:///x").
func (t *text) addSlashes(start int, file bool) {
	slash := start < len(t.b) && t.b[start] == '/'
	insert := "//"
	switch {
	case slash && !file:
		insert = "/"
	case !slash && file:
		insert = "///"
	}
	if slash {
		t.fix(Slashes, t.src[start], 1)
	} else {
		t.fix(Slashes, t.src[start], 0)
	}
	off := t.src[start]
	t.b = append(t.b[:start], append([]byte(insert), t.b[start:]...)...)
	src := make([]int, len(insert))
	for k := range src {
		src[k] = off
	}
	t.src = append(t.src[:start], append(src, t.src[start:]...)...)
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
		if isDrive(b[2:]) {
			// "//C|" and "//C:": a host no URI has, or a host "C" and an
			// empty port, which browsers read as a drive letter (as RFC
			// 8089 E.2 does "file://c:/"), made a path.
			at, insert = start+2, "/"
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
		case k > 0 && chars.IsSchemeChar(c):
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
func (t *text) compose(out *strings.Builder, s, scheme string, isSpecial, file bool) *failure {
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
		if err := t.authority(out, s, p.Authority, p.Path, isSpecial, file); err != nil {
			return err
		}
	}
	t.escape(out, s, p.Path, p.PathEnd, uri.InPath, "")
	if p.Query >= 0 {
		out.WriteByte('?')
		end := len(s)
		if p.Fragment >= 0 {
			end = p.Fragment
		}
		more := ""
		if isSpecial {
			more = "'" // the URL Standard's special-query percent-encode set
		}
		t.escape(out, s, p.Query+1, end, uri.InQuery, more)
	}
	if p.Fragment >= 0 {
		out.WriteByte('#')
		t.escape(out, s, p.Fragment+1, len(s), uri.InFragment, "")
	}
	return nil
}

// escape writes s[from:to] percent-encoded for component c, and the
// bytes of more, which c allows but browsers escape, keeping the escapes
// already there, and records what it escapes.
func (t *text) escape(out *strings.Builder, s string, from, to int, c uri.Component, more string) {
	for k := from; k < to; k++ {
		ch := s[k]
		switch {
		case c.Literal(ch) && strings.IndexByte(more, ch) < 0:
			out.WriteByte(ch)
		case ch == '%' && k+2 < to && chars.IsHex(s[k+1]) && chars.IsHex(s[k+2]):
			out.WriteString(s[k : k+3])
			k += 2
		default:
			out.WriteString("%" + string(chars.UpperHex[ch>>4]) + string(chars.UpperHex[ch&15]))
			t.fix(Escaped, t.src[k], 1)
		}
	}
}

// authority writes the authority s[from:to]: the userinfo up to its last
// "@", the host (an IP literal in brackets), the port after the last ":"
// that follows the host.
func (t *text) authority(out *strings.Builder, s string, from, to int, isSpecial, file bool) *failure {
	a := s[from:to]
	host := from
	if at := strings.IndexByte(a, '@'); at >= 0 && file {
		// Browsers read the whole authority of a file URL as its host.
		return &failure{component: "host", offset: t.src[from+at], reason: `invalid character "@" in host: a file URL has no userinfo`}
	}
	if at := strings.LastIndexByte(a, '@'); at >= 0 {
		// As browsers write a userinfo (the URL Standard's userinfo
		// percent-encode set): ";" and "=" escaped, and every ":" but the
		// one between the username and the password.
		user := from + strings.IndexByte(a[:at]+":", ':')
		t.escape(out, s, from, user, uri.InUserinfo, ":;=")
		if user < from+at {
			out.WriteByte(':')
			t.escape(out, s, user+1, from+at, uri.InUserinfo, ":;=")
		}
		out.WriteByte('@')
		host = from + at + 1
	}
	hostEnd, port := to, -1
	if strings.HasPrefix(s[host:to], "[") {
		close := strings.IndexByte(s[host:to], ']')
		if close < 0 {
			return &failure{component: "host", offset: t.src[host], reason: "IP literal " + strconv.Quote(s[host:to]) + " without its \"]\" in host"}
		}
		hostEnd = host + close + 1
		lit := s[host:hostEnd]
		if u, err := uri.Parse("//" + lit); err != nil || u.HostKind() != uri.IPv6 && u.HostKind() != uri.IPvFuture {
			return &failure{component: "host", offset: t.src[host], reason: "invalid IP literal " + strconv.Quote(lit) + " in host"}
		}
		if _, err := whatwg.ParseHost(lit, true); err != nil && isSpecial {
			// An IPvFuture literal: browsers read IPv6 alone.
			return &failure{component: "host", offset: t.src[host], reason: "browsers refuse IP literal " + strconv.Quote(lit) + " in host"}
		}
		if hostEnd < to {
			if s[hostEnd] != ':' {
				return &failure{component: "host", offset: t.src[hostEnd], reason: "invalid character " + strconv.Quote(s[hostEnd:hostEnd+1]) + " after the IP literal in host"}
			}
			port = hostEnd + 1
		}
		out.WriteString(lit)
	} else {
		if c := strings.LastIndexByte(s[host:to], ':'); c >= 0 {
			hostEnd, port = host+c, host+c+1
		}
		if err := t.host(out, s, host, hostEnd, isSpecial, file); err != nil {
			return err
		}
	}
	if port >= 0 && file {
		return &failure{component: "host", offset: t.src[port-1], reason: `invalid character ":" in host: a file URL has no port`}
	}
	if port >= 0 {
		for k := port; k < to; k++ {
			if s[k] < '0' || s[k] > '9' {
				return &failure{component: "port", offset: t.src[k], reason: "invalid character " + strconv.Quote(s[k:k+1]) + " in port", expected: digit}
			}
		}
		if isSpecial && !portInRange(s[port:to]) {
			return &failure{component: "port", offset: t.src[port], reason: "port " + strconv.Quote(s[port:to]) + " out of range: browsers refuse a port above 65535"}
		}
		out.WriteString(s[port-1 : to])
	}
	return nil
}

// portInRange reports whether the digits p are a port browsers accept: at
// most 65535, or none.
func portInRange(p string) bool {
	p = strings.TrimLeft(p, "0")
	return len(p) < 5 || len(p) == 5 && p <= "65535"
}

// host writes the host s[from:to], not an IP literal. In a URL of a
// special scheme it is the host browsers reach (internal/whatwg's host
// parser: escapes decoded, IDNA mapping, IPv4 number forms), written as
// it is when RFC 3986 reads the same host in it (its escapes decoded and
// its letters in lower case), else as browsers write it; a host the host
// parser refuses, or with an A-label longer than 63 octets (checked
// before Punycode encodes it: whatwg.ExplainHostDNS), is refused.
// Otherwise it is percent-encoded.
func (t *text) host(out *strings.Builder, s string, from, to int, isSpecial, file bool) *failure {
	h := s[from:to]
	if !isSpecial || h == "" && file {
		t.escape(out, s, from, to, uri.InHost, "")
		return nil
	}
	r, err := whatwg.ExplainHostDNS(h, true)
	if err != nil {
		return t.hostError(h, from, to, err)
	}
	if rfcHost(h) == r.Host {
		t.escape(out, s, from, to, uri.InHost, "") // `"`, "{"...
		return nil
	}
	// The host as browsers write it: ASCII without a forbidden domain
	// code point, so that only `"`, "`", "{" and "}" are escaped.
	for k := 0; k < len(r.Host); k++ {
		if c := r.Host[k]; uri.InHost.Literal(c) {
			out.WriteByte(c)
		} else {
			out.WriteString("%" + string(chars.UpperHex[c>>4]) + string(chars.UpperHex[c&15]))
		}
	}
	k := Host
	if r.Steps&whatwg.IDNAMapped != 0 {
		k = ToASCII
	}
	t.fix(k, t.src[from], t.src[to]-t.src[from])
	return nil
}

// rfcHost is the registered name h as RFC 3986 reads it: its escapes
// decoded (§3.2.2), its ASCII letters in lower case (§6.2.2.1); "" if an
// escape is not one.
func rfcHost(h string) string {
	d, err := uri.Unescape(h)
	if err != nil {
		return ""
	}
	return strings.ToLower(d)
}

// hostError says why browsers refuse the host h, s[from:to], as err of
// internal/whatwg's host parser says.
func (t *text) hostError(h string, from, to int, err error) *failure {
	e, ok := errors.AsType[*whatwg.Error](err)
	if !ok {
		return &failure{component: "host", offset: t.src[from], reason: "browsers refuse host " + strconv.Quote(h), err: err}
	}
	at := t.src[from+min(e.Offset, to-from)]
	switch {
	case e.Code == "domain-invalid-code-point" && !hasEscapeOrNonASCII(h):
		// The host parser read h as it is, but for upper case: the
		// offset is that of the character.
		return &failure{component: "host", offset: at, reason: "invalid character " + strconv.Quote(h[e.Offset:e.Offset+1]) + " in host"}
	case e.Code == "domain-invalid-code-point":
		return &failure{component: "host", offset: t.src[from], reason: "host " + strconv.Quote(h) + " holds a character no host has once its escapes are decoded and IDNA maps it (" + e.Msg + ")"}
	case e.Code != "domain-to-ASCII":
		return &failure{component: "host", offset: at, reason: "browsers refuse host " + strconv.Quote(h) + ": " + e.Msg}
	}
	if _, uerr := uri.UnescapeUTF8(h); uerr != nil {
		return &failure{component: "host", offset: t.src[from], reason: "host " + strconv.Quote(h) + " is not UTF-8", err: uerr}
	}
	if _, ok := errors.AsType[*idnacap.LabelError](e.Err); ok {
		return &failure{component: "host", offset: t.src[from], reason: "host " + strconv.Quote(h) + " has a label longer than 63 octets in A-labels"}
	}
	if errors.Is(e.Err, whatwg.ErrEmptyDomain) {
		return &failure{component: "host", offset: t.src[from], reason: "IDNA maps host " + strconv.Quote(h) + " to the empty name"}
	}
	return &failure{component: "host", offset: t.src[from], reason: "IDNA refuses host " + strconv.Quote(h), err: e.Err}
}

// hasEscapeOrNonASCII reports whether h holds an escape ("%" and two
// hexadecimal digits) or a byte beyond ASCII: whether browsers read it
// otherwise than as it is written.
func hasEscapeOrNonASCII(h string) bool {
	for k := 0; k < len(h); k++ {
		if h[k] >= utf8.RuneSelf || h[k] == '%' && k+2 < len(h) && chars.IsHex(h[k+1]) && chars.IsHex(h[k+2]) {
			return true
		}
	}
	return false
}
