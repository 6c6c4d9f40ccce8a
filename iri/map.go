package iri

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/idnacap"
	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/internal/synerr"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// URI maps i to a URI as RFC 3987 §3.1 says, step 2: every character of
// ucschar or iprivate (every character that is not ASCII) becomes its
// UTF-8 octets, each written "%HH" with uppercase hexadecimal digits. What
// is ASCII stays as it is, percent-encodings included ("red%09ros\u00e9"
// becomes "red%09ros%C3%A9", not "red%2509..."), so that the mapping is
// the identity on URIs and applying it twice changes nothing. Step 1 is
// the caller's: i is in UTF-8, so it is not normalized (§3.1 1.c; see
// Normalizer.NFC). The host is percent-encoded as the rest; URIWithIDNA
// writes it in IDNA A-labels instead.
func (i IRI) URI() uri.URI {
	host, _ := i.Host()
	return i.toURI(host)
}

// toURI maps i to a URI as URI does, with host written in place of its
// host, as it is: it writes the URI's text and record together, component
// after component, and parses nothing.
func (i IRI) toURI(host string) uri.URI {
	n := 0
	for k := 0; k < len(i.r.S); k++ {
		if i.r.S[k] >= utf8.RuneSelf {
			n++
		}
	}
	if h, _ := i.Host(); n == 0 && h == host {
		return ref.As[uri.URI](i.r) // a URI is an IRI, and maps to itself
	}
	return ref.As[uri.URI](ref.Rewrite(&i.r, host, len(i.r.S)+2*n+len(host), func(b *ref.Builder, _ ref.Component, s string) {
		encode(b, s)
	}))
}

// encode writes s with every byte that is not ASCII percent-encoded.
func encode(b *ref.Builder, s string) {
	for k := 0; k < len(s); k++ {
		if c := s[k]; c >= utf8.RuneSelf {
			b.Write(pctUpper[c])
		} else {
			b.Byte(c)
		}
	}
}

// pctUpper[c] is "%HH" for byte c, with uppercase hexadecimal digits.
var pctUpper [256]string

func init() {
	for c := range pctUpper {
		pctUpper[c] = "%" + string(chars.UpperHex[c>>4]) + string(chars.UpperHex[c&15])
	}
}

// URIWithIDNA maps i to a URI as URI does, but writes a registered name
// (ireg-name) that holds characters beyond ASCII, as written or
// percent-encoded, in IDNA A-labels: the conversion that RFC 3987 §3.1
// allows for schemes known to use domain names in ireg-name, "to maximize
// interoperability with legacy URI resolvers" ("r\u00e9sum\u00e9.example.org"
// becomes "xn--rsum-bpad.example.org", not "r%C3%A9sum%C3%A9.example.org").
// The conversion is UTS #46 ToASCII with the options of idna.Lookup (IDNA2008,
// STD3 ASCII rules), which lowercases the name; a name it refuses, one
// whose percent-encodings are not UTF-8, and one with an A-label longer
// than 63 octets (RFC 5890 §2.3.2.1, RFC 1034 §3.1: a label of DNS), is an
// *uri.Error with Op "IRI to URI" wrapping the refusal: §3.1 says such an IRI
// "cannot be resolved". The length is checked before Punycode encodes a
// label, on the label as IDNA maps it, so that a long label costs time
// linear in its length (Punycode encoding is quadratic). An ASCII name,
// and any other host, is kept as written.
func (i IRI) URIWithIDNA() (uri.URI, error) {
	host, _ := i.Host()
	if i.HostKind() != uri.RegName || !needsIDNA(host) {
		return i.URI(), nil
	}
	name, err := uri.UnescapeUTF8(host)
	if err != nil {
		return uri.URI{}, &uri.Error{Op: "IRI to URI", Input: synerr.Redact(i.r.S), Err: err}
	}
	ascii, err := idnacap.ToASCII(idna.Lookup, name, idnacap.DNS)
	if err != nil {
		return uri.URI{}, &uri.Error{Op: "IRI to URI", Input: synerr.Redact(i.r.S), Err: err}
	}
	// ToASCII with STD3 rules writes letters, digits, "-" and ".": a
	// reg-name.
	return i.toURI(ascii), nil
}

// needsIDNA reports whether a registered name holds non-ASCII characters,
// as written or percent-encoded.
func needsIDNA(host string) bool {
	for k := 0; k < len(host); k++ {
		switch c := host[k]; {
		case c >= utf8.RuneSelf:
			return true
		case c == '%' && k+1 < len(host) && host[k+1] >= '8':
			return true // "%80" to "%FF"; a valid host has hex digits here
		}
	}
	return false
}

// FromURI maps a URI to an IRI as RFC 3987 §3.2 says: it decodes the
// percent-encodings that are safe to decode, and only those. Step 2
// decodes every "%HH" but those of "%", of reserved characters (gen-delims
// and sub-delims: "%2F" stays, as decoding it would make a delimiter) and
// of ASCII characters not allowed in URIs (controls, space, `"<>\^{|}` and
// "`"); unreserved ASCII is decoded ("%7E" becomes "~"). Step 3 encodes
// again the octets that are not part of a well-formed UTF-8 sequence
// ("%FC" stays: it is not guessed to be Latin-1). Step 4 encodes again the
// characters that are not appropriate:
//
//   - those the grammar does not allow in the component (§2.2): C1
//     controls, noncharacters, tags and what else is neither ucschar nor,
//     in the query only, iprivate;
//   - the bidirectional formatting characters of §4.1 (LRM, RLM, LRE,
//     RLE, LRO, RLO, PDF; "%E2%80%AE" stays), and with them, as §6.1
//     leaves to the converter, ALM and the isolates U+2066 to U+2069,
//     which Unicode added since;
//   - what would change the meaning: a dot-segment written with escapes
//     ("%2E%2E" stays, where ".." would be removed by resolution, RFC 3986
//     §5.2.4), and a combining character after a delimiter, an escape
//     kept or the start of a component ("=%CC%B8" stays, where NFC would
//     make "=" and U+0338 one character, "\u2260").
//
// Escapes encoded again are written with uppercase hexadecimal digits;
// those step 2 keeps, as written. The result maps back to u (IRI.URI)
// except for the case of hexadecimal digits and decoded unreserved
// characters, as §3.2 says. Punycode labels ("xn--99zt52a") stay as they
// are. The scheme and the port are ASCII and IP literals hold no escapes:
// they are kept.
func FromURI(u uri.URI) IRI {
	s := u.String()
	if strings.IndexByte(s, '%') < 0 {
		return IRI{r: ref.Of(u)} // a URI is an IRI
	}
	// The text and record are written together, component after
	// component, and nothing is parsed: what decode writes is allowed
	// where it writes it (§2.2).
	r := ref.Of(u)
	host, _ := u.Host()
	return IRI{r: ref.Rewrite(&r, host, len(s), decodeIRI)}
}

// FromURIWithIDNA maps u to an IRI as FromURI does, and writes the IDNA
// A-labels of a registered name as U-labels: "xn--rsum-bpad.example"
// becomes "r\u00e9sum\u00e9.example", the conversion of RFC 5891 §5.2
// that RFC 3987 §3.2 leaves to the application (FromURI keeps
// Punycode). Each label that begins "xn--", in any case, is decoded by
// UTS #46 ToUnicode with the options of idna.Lookup, as URIWithIDNA
// encodes (which checks that the label is one IDNA allows); the other
// labels are kept as written. A label longer than
// 63 octets (RFC 5890 §2.3.2.1), one that IDNA refuses, and a result that
// is not an IRI reference, are an *uri.Error with Op "URI to IRI" wrapping
// the refusal: the name is not a domain name in IDNA's sense, and shown as
// Unicode it would mislead.
func FromURIWithIDNA(u uri.URI) (IRI, error) {
	i := FromURI(u)
	host, _ := i.Host()
	if i.HostKind() != uri.RegName || !hasALabel(host) {
		return i, nil
	}
	fail := func(err error) (IRI, error) {
		return IRI{}, &uri.Error{Op: "URI to IRI", Input: synerr.Redact(u.String()), Err: err}
	}
	var b strings.Builder
	for k, label := range strings.Split(host, ".") {
		if k > 0 {
			b.WriteByte('.')
		}
		if !isALabel(label) {
			b.WriteString(label)
			continue
		}
		if len(label) > 63 {
			return fail(errors.New("label " + strconv.Quote(label[:20]+"...") + " is longer than 63 octets (RFC 5890 §2.3.2.1)"))
		}
		ulabel, err := idna.Lookup.ToUnicode(strings.ToLower(label))
		if err != nil {
			return fail(err)
		}
		b.WriteString(ulabel)
	}
	s := ref.Rewrite(&i.r, b.String(), len(i.r.S)+b.Len(), func(b *ref.Builder, _ ref.Component, s string) { b.Write(s) }).S
	// IDNA2008's U-labels hold letters, digits, marks and "-", which
	// ireg-name allows (RFC 3987 §2.2); parsing checks it.
	return Parse(s)
}

// hasALabel reports whether a registered name has a label that begins
// with IDNA's ACE prefix "xn--" (RFC 5890 §2.3.2.1), in any case.
func hasALabel(host string) bool {
	for label := range strings.SplitSeq(host, ".") {
		if isALabel(label) {
			return true
		}
	}
	return false
}

func isALabel(label string) bool { return len(label) > 4 && strings.EqualFold(label[:4], "xn--") }

// decodeIRI writes the text s of component c of a URI as FromURI does,
// and decodeNorm as normalization does: §3.2 step 4 allows decoding
// iprivate characters in the query, percent-encoding normalization
// (§5.3.2.3) does not, as iprivate is not in iunreserved.
var decodeIRI, decodeNorm = decoder(true), decoder(false)

// decoder returns a writer of the text of a component of a URI with its
// escapes decoded as FromURI says; iprivate says whether iprivate
// characters in the query are decoded.
func decoder(iprivate bool) func(b *ref.Builder, c ref.Component, s string) {
	return func(b *ref.Builder, c ref.Component, s string) {
		switch c {
		case ref.Path:
			for s != "" {
				seg := s
				if k := strings.IndexByte(s, '/'); k >= 0 {
					seg = s[:k+1]
				}
				decodeSegment(b, seg)
				s = s[len(seg):]
			}
		case ref.Query:
			decode(b, s, iprivate)
		default:
			decode(b, s, false)
		}
	}
}

// decodeSegment decodes a path segment, with its "/" if it has one, as
// decode does, but keeps a segment that would decode to "." or ".." as it
// is written.
func decodeSegment(b *ref.Builder, seg string) {
	text := strings.TrimSuffix(seg, "/")
	if strings.IndexByte(text, '%') >= 0 && len(text) <= 6 {
		if d, err := uri.UnescapeUnreserved(text); err == nil && (d == "." || d == "..") {
			b.Write(seg)
			return
		}
	}
	decode(b, seg, false)
}

// decode writes the text of a component of a URI with its escapes decoded
// as FromURI says; query says that iprivate is allowed.
func decode(b *ref.Builder, s string, query bool) {
	data := false // what comes before is a character of data, not a delimiter or an escape kept
	for k := 0; k < len(s); {
		c := s[k]
		if c != '%' { // in a URI, "%" begins an escape
			b.Byte(c)
			data = chars.IsUnreserved(c)
			k++
			continue
		}
		// Octets escaped from k on, as many as a character needs.
		var oct [4]byte
		n := 0
		for j := k; n < 4 && j+2 < len(s) && s[j] == '%'; j += 3 {
			oct[n] = chars.Unhex(s[j+1])<<4 | chars.Unhex(s[j+2])
			n++
		}
		switch r, size := utf8.DecodeRune(oct[:n]); {
		case oct[0] < utf8.RuneSelf && chars.IsUnreserved(oct[0]):
			b.Byte(oct[0]) // step 2
			data = true
			k += 3
		case oct[0] < utf8.RuneSelf:
			b.Write(s[k : k+3]) // step 2: "%", reserved, not allowed in URIs
			data = false
			k += 3
		case r == utf8.RuneError && size <= 1:
			b.Write(pctUpper[oct[0]]) // step 3
			data = false
			k += 3
		case !allowed(r, query) || !data && !norm.NFC.PropertiesString(string(r)).BoundaryBefore():
			for j := range size {
				b.Write(pctUpper[oct[j]]) // step 4
			}
			data = false
			k += 3 * size
		default:
			b.Buf = utf8.AppendRune(b.Buf, r)
			data = true
			k += 3 * size
		}
	}
}

// allowed reports whether r may be written as it is in an IRI: a ucschar
// that is no bidirectional formatting character (RFC 3987 §2.2, §4.1),
// or, in a query, an iprivate.
func allowed(r rune, query bool) bool {
	return isUcschar(r) && !isBidiFormat(r) || query && isIprivate(r)
}

// isUcschar reports whether r is in ucschar (RFC 3987 §2.2).
func isUcschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false
	case r <= 0xFFEF:
		return true
	case r < 0x10000 || r > 0xEFFFD:
		return false
	case r>>16 == 0xE:
		return r >= 0xE1000 && r&0xFFFF <= 0xFFFD
	}
	return r&0xFFFF <= 0xFFFD
}

// isIprivate reports whether r is in iprivate (RFC 3987 §2.2).
func isIprivate(r rune) bool {
	return 0xE000 <= r && r <= 0xF8FF || 0xF0000 <= r && r <= 0xFFFFD || 0x100000 <= r && r <= 0x10FFFD
}

// isBidiFormat reports whether r is a bidirectional formatting character:
// LRM, RLM, LRE, RLE, PDF, LRO and RLO, which RFC 3987 §4.1 names, and ALM
// and the isolates LRI, RLI, FSI and PDI, which Unicode added since.
func isBidiFormat(r rune) bool {
	return r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E || r == 0x061C || 0x2066 <= r && r <= 0x2069
}
