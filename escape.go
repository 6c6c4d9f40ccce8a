package uri

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// Percent-encoding (RFC 3986 §2.1) component by component.
//
// Which bytes a component may hold as they are is not written out here:
// it is read off the generated parser, once, by asking its validator of
// the component's rule about every single byte. The components' rules
// are all repetitions of single characters or pct-encoded triplets
// ("segment = *pchar", "query = *( pchar / "/" / "?" )", ...), so a byte
// may appear anywhere in a component exactly when the one-byte string
// matches the rule. "%" never does: alone it is no pct-encoded.

// Component is a part of a URI reference (RFC 3986 §3) to percent-encode
// data for: it decides which bytes Escape leaves as they are.
//
// Percent-encoding is done while putting a URI together from its parts
// (RFC 3986 §2.4), one component at a time, so that data never reads as
// the delimiters around it: a "/" in a file name is not a new segment, a
// "#" in a query is not the start of the fragment. The zero Component is
// not a component; Escape panics on it.
type Component uint8

const (
	// InUserinfo is the userinfo (RFC 3986 §3.2.1): unreserved, sub-delims
	// and ":" stay; "@", which ends the userinfo, is escaped. By the
	// deprecated "user:password" convention the first ":" separates a
	// password, so a user name holding ":" needs it escaped by hand
	// ("%3A") before joining; better, keep passwords out of URIs (§7.5).
	InUserinfo Component = iota + 1
	// InHost is a registered name (RFC 3986 §3.2.2, reg-name): unreserved
	// and sub-delims stay; ":" (before a port), "@" and brackets are
	// escaped. RFC 3986 wants escapes in a host only for the bytes of
	// UTF-8 text (or, better, IDNA; §3.2.2). An IP literal
	// ("[2001:db8::1]") is no reg-name: it needs no escaping, and Escape
	// would encode its brackets and colons.
	InHost
	// InPath is a whole path (RFC 3986 §3.3): the segments and the "/"
	// between them, which stays. Escape does not see where the path will
	// go: after an authority a non-empty path must begin with "/"; with no
	// authority it must not begin with "//"; in a relative reference
	// without a scheme its first segment must not hold ":" (escape that
	// segment with InSegmentNoColon).
	InPath
	// InSegment is one path segment (RFC 3986 §3.3, segment): pchar stays
	// (unreserved, sub-delims, ":" and "@"); "/" is escaped, so the data
	// stays one segment.
	InSegment
	// InSegmentNoColon is the first segment of a relative reference
	// without a scheme (RFC 3986 §3.3, segment-nz-nc; §4.2): as InSegment,
	// but ":" is escaped too, so that "a:b" does not read as scheme "a".
	// The rule wants at least one character; Escape("") is still "".
	InSegmentNoColon
	// InQuery is a whole query (RFC 3986 §3.4): pchar, "/" and "?" stay;
	// "#" is escaped. The sub-delims "&", "=", "+" and ";" stay, so that
	// a query built by the application keeps its separators; escape data
	// that goes between them with InQueryParam.
	InQuery
	// InQueryParam is a key or a value inside a query (RFC 3986 §3.4) that
	// the application splits at "&" and "=" (or ";"), and where "+" may be
	// read as a space (HTML forms): InQuery, less those four sub-delims
	// (RFC 3986 §2.2: "the conflicting data must be percent-encoded").
	// It stays within RFC 3986: a space is "%20", never "+".
	InQueryParam
	// InFragment is the fragment (RFC 3986 §3.5): pchar, "/" and "?"
	// stay.
	InFragment

	numComponents = iota + 1
)

var componentNames = [numComponents]string{"", "userinfo", "host", "path", "segment", "segment-nz-nc", "query", "query-param", "fragment"}

// String names the component, after its rule in RFC 3986 where there is
// one: "userinfo", "host", "path", "segment", "segment-nz-nc", "query",
// "query-param", "fragment".
func (c Component) String() string {
	if c < numComponents && c != 0 {
		return componentNames[c]
	}
	return "Component(" + strconv.Itoa(int(c)) + ")"
}

// Literal reports whether byte b may appear as it is in component c: the
// bytes Escape leaves alone. It is false for "%", for every byte that is
// not ASCII and for every byte of an invalid c.
func (c Component) Literal(b byte) bool {
	if c >= numComponents {
		return false
	}
	return literalSet()[c][b]
}

// literalSets are the byte sets of the components, by Component; entry 0,
// not a component, is empty.
type literalSets [numComponents][256]bool

// queryParamSeps are the sub-delims InQueryParam escapes on top of
// what the query rule asks.
const queryParamSeps = "&+;="

// literalSet derives the sets from the generated parser the first time
// they are needed.
var literalSet = sync.OnceValue(func() *literalSets {
	// The rules' own entry points, not Validate(rule, ...), so that a
	// program links these rules' automata and no others.
	valid := [numComponents]func(string) bool{
		InUserinfo:       parser.ValidUserinfo,
		InHost:           parser.ValidRegName,
		InPath:           parser.ValidPath,
		InSegment:        parser.ValidSegment,
		InSegmentNoColon: parser.ValidSegmentNzNc,
		InQuery:          parser.ValidQuery,
		InQueryParam:     parser.ValidQuery,
		InFragment:       parser.ValidFragment,
	}
	t := new(literalSets)
	var one [1]byte
	for c := InUserinfo; c < numComponents; c++ {
		for b := range 256 {
			one[0] = byte(b)
			t[c][b] = valid[c](string(one[:]))
		}
	}
	for i := range len(queryParamSeps) {
		t[InQueryParam][queryParamSeps[i]] = false
	}
	return t
})

// Escape percent-encodes s for component c (RFC 3986 §2.1): every byte
// that may not appear as it is in c becomes "%" and two uppercase
// hexadecimal digits, "%" itself included ("%25"). Bytes are bytes: text
// is expected in UTF-8 (RFC 3986 §2.5), each byte of a multi-byte
// character escaped on its own ("é" is "%C3%A9"), but any bytes will do.
//
// The result is valid for c: it matches c's rule of RFC 3986 (for
// InSegmentNoColon, when s is not empty), and Unescape gives s back.
// Escape does not look for escapes already in s: escaping twice encodes
// the "%" of the first (RFC 3986 §2.4). When nothing needs escaping,
// Escape returns s itself without allocating. It panics if c is not one
// of the In constants.
func Escape(s string, c Component) string {
	if c == 0 || c >= numComponents {
		panic("uri: Escape with invalid " + c.String())
	}
	lit := &literalSet()[c]
	n := 0
	for i := 0; i < len(s); i++ {
		if !lit[s[i]] {
			n++
		}
	}
	if n == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 2*n)
	start := 0
	for i := 0; i < len(s); i++ {
		if x := s[i]; !lit[x] {
			b.WriteString(s[start:i])
			b.WriteByte('%')
			b.WriteByte(chars.UpperHex[x>>4])
			b.WriteByte(chars.UpperHex[x&15])
			start = i + 1
		}
	}
	b.WriteString(s[start:])
	return b.String()
}

// EscapeError reports text that cannot be unescaped: a "%" not followed
// by two hexadecimal digits, or, for UnescapeUTF8, decoded bytes that are
// not UTF-8. It is the Err of an *Error whose Input is the text.
type EscapeError struct {
	// Offset is where in the text the problem is, in bytes: the "%" of
	// the malformed escape; or, when UTF8 is set, the first byte of the
	// spelling (a byte or an escape) of the first decoded byte that
	// begins no valid UTF-8 sequence.
	Offset int
	// Found is the text at Offset: the malformed escape, as much of it
	// as there is ("%4g", "%4"), or the spelling of the byte that is not
	// UTF-8 ("%FF", or the byte itself); "" where the text is a URI and
	// Offset is in the password of its userinfo (see Error).
	Found string
	// UTF8 tells the kinds apart: the escapes are well formed, but the
	// bytes decoded are not UTF-8.
	UTF8 bool
}

// Error formats e as
//
//	invalid escape "%4g" at offset 1: "%" must be followed by two hexadecimal digits
//	invalid UTF-8 "%FF" at offset 1
//
// and, Found empty, without saying what is there.
func (e *EscapeError) Error() string {
	found := " "
	if e.Found != "" {
		found = " " + strconv.Quote(e.Found) + " "
	}
	if e.UTF8 {
		return "invalid UTF-8" + found + "at offset " + strconv.Itoa(e.Offset)
	}
	return "invalid escape" + found + "at offset " + strconv.Itoa(e.Offset) + `: "%" must be followed by two hexadecimal digits`
}

// escapeErrorBlock is an *Error and its *EscapeError, allocated together.
type escapeErrorBlock struct {
	e  Error
	ee EscapeError
}

// escapeError returns the error of unescaping s, at offset: a malformed
// escape, or with isUTF8 a byte that is not UTF-8.
func escapeError(s string, offset int, isUTF8 bool) error {
	pwFrom, pwTo := synerr.Password(s)
	s = synerr.Mask(s, pwFrom, pwTo)
	b := &escapeErrorBlock{e: Error{Op: "unescape", Input: s}, ee: EscapeError{Offset: offset, UTF8: isUTF8}}
	if offset >= 0 && offset < len(s) && !(pwFrom <= offset && offset < pwTo) {
		n := 1
		if s[offset] == '%' {
			n = 3
		}
		b.ee.Found = s[offset:min(offset+n, len(s))]
	}
	b.e.Err = &b.ee
	return &b.e
}

// Unescape decodes every percent-encoded octet in s (RFC 3986 §2.1), in
// upper or lower case hexadecimal, to the byte it stands for. It is the
// inverse of Escape for every component, to be applied to one component
// (or subcomponent) at a time, after the URI has been split at its
// delimiters (RFC 3986 §2.4, §7.3): decoding first could turn data into
// delimiters. A "%" not followed by two hexadecimal digits is an
// *Error whose *EscapeError says where. Nothing else is changed: "+"
// stays "+".
//
// The bytes decoded may be anything, "%00" included (RFC 3986 §7.3 asks
// applications to reject what they do not expect); UnescapeUTF8 insists
// on text. When s holds no "%", Unescape returns s itself without
// allocating.
func Unescape(s string) (string, error) {
	return unescapeAs(s, true, false)
}

// UnescapeUTF8 is Unescape for text: it also fails, with an *EscapeError
// whose UTF8 is set, when the bytes decoded are not UTF-8 (RFC 3986 §2.5,
// §3.2.2). The offset is the one in s of the first byte that begins no
// valid UTF-8 sequence, whether it was escaped or not.
func UnescapeUTF8(s string) (string, error) {
	return unescapeAs(s, true, true)
}

// UnescapeUnreserved decodes only the escapes of unreserved characters
// (RFC 3986 §2.3: ALPHA, DIGIT, "-", ".", "_", "~") and leaves the others
// as written, hexadecimal case included. It is the percent-encoding
// normalization of RFC 3986 §6.2.2.2, and the one decoding that is safe
// for every component, at any time (§2.4): unreserved characters may
// appear in every component and delimit none, so "%7E" and "~" are the
// same URI, where "%2F" and "/" are not (§2.2). It may be applied to a
// whole URI, which stays a URI with the same components; dot-segments
// spelled "%2E" become "." and are removed by resolution as any other
// (§6.2.2.3). Malformed escapes are an error, as for Unescape.
// When there is nothing to decode, UnescapeUnreserved returns s itself
// without allocating.
func UnescapeUnreserved(s string) (string, error) {
	return unescapeAs(s, false, false)
}

// unescapeAs decodes the escapes in s: all of them, or only those of
// unreserved characters; with wantUTF8, the result must be UTF-8.
func unescapeAs(s string, all, wantUTF8 bool) (string, error) {
	n := 0 // escapes to decode
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		c, ok := chars.Decode(s, i)
		if !ok {
			return "", escapeError(s, i, false)
		}
		if all || chars.IsUnreserved(c) {
			n++
		}
		i += 2
	}
	if n == 0 {
		if wantUTF8 && !utf8.ValidString(s) {
			return "", escapeError(s, invalidUTF8At(s, s), true)
		}
		return s, nil
	}
	var b strings.Builder
	b.Grow(len(s) - 2*n)
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		if c, _ := chars.Decode(s, i); all || chars.IsUnreserved(c) {
			b.WriteString(s[start:i])
			b.WriteByte(c)
			start = i + 3
		}
		i += 2
	}
	b.WriteString(s[start:])
	t := b.String()
	if wantUTF8 && !utf8.ValidString(t) {
		return "", escapeError(s, invalidUTF8At(s, t), true)
	}
	return t, nil
}

// invalidUTF8At returns the offset in s, fully decoded to t, of the
// spelling of the first byte of t that begins no valid UTF-8 sequence.
func invalidUTF8At(s, t string) int {
	d := 0
	for d < len(t) {
		r, size := utf8.DecodeRuneInString(t[d:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		d += size
	}
	// Each byte of t is one byte of s, or one escape.
	i := 0
	for ; d > 0; d-- {
		if s[i] == '%' {
			i += 3
		} else {
			i++
		}
	}
	return i
}
