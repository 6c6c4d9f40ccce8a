package iri

import (
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/ref"
	"golang.org/x/text/unicode/norm"
)

// A Normalizer normalizes and compares IRIs along the comparison ladder of
// RFC 3987 §5.3, the ladder of RFC 3986 §6.2 that package uri's Normalizer
// climbs, with what IRIs add: characters beyond ASCII, percent-encoded or
// not, are one and the same (§5.3.2.3), and NFC, as an option
// (§5.3.2.2). The zero Normalizer uses package uri's built-in table of
// schemes, without NFC.
type Normalizer struct {
	// Schemes are the rules of scheme-based normalization (§5.3.3), as
	// for package uri's Normalizer: nil means the built-in table.
	Schemes map[string]uri.Scheme

	// NFC applies Unicode Normalization Form C to the characters beyond
	// ASCII (§5.3.2.2), with golang.org/x/text/unicode/norm, in each run
	// of characters between delimiters (so that NFC never joins a
	// character to a delimiter: "=" followed by U+0338 stays two
	// characters, not "\u2260"), where the run, once normalized, holds no
	// other ASCII than letters, digits, "-", ".", "_" and "~" (U+037E,
	// GREEK QUESTION MARK, which NFC makes ";", stays). §5.3.2.2 says
	// that equivalence "MUST rely on the assumption that IRIs are
	// appropriately pre-character-normalized": use it where IRIs come
	// from a source that does not normalize, as §3.1 step 1 and §5.3.2.2
	// allow for conversion from non-digital or non-Unicode forms.
	NFC bool
}

// Normalize returns an IRI reference equivalent to i in the normal form of
// level (RFC 3987 §5.3), so that equivalent IRIs become the same string:
//
//   - SimpleString returns i itself (§5.3.1).
//   - SyntaxBased maps i to a URI (§3.1), normalizes it as package uri's
//     Normalizer does (RFC 3986 §6.2.2: case, percent-encoding and path
//     segment normalization, which §5.3.2.1, §5.3.2.3 and §5.3.2.4 repeat
//     for IRIs) and maps the result back to an IRI (§3.2, FromURI), so
//     that "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9" becomes
//     "example://a/b/c/%7Bfoo%7D/ros\u00e9" (§5.3.2). Only ASCII is
//     lowercased in the host (§5.3.2.1). With NFC, characters are
//     normalized to NFC first.
//   - SchemeBased adds the rules of RFC 3986 §6.2.3 and the Normalizer's
//     table of schemes (§5.3.3).
//
// What FromURI does not decode stays percent-encoded, with uppercase
// digits: a bidirectional formatting character, a byte that is not UTF-8.
// So does an iprivate character in the query ("?%EE%80%80", U+E000),
// which FromURI decodes: §5.3.2.3 decodes what is unreserved, and
// iprivate is not in iunreserved (§2.2), so that "?\ue000" normalizes to
// "?%EE%80%80". Normalizing the result again gives it back.
//
// The IRI is normalized where it is, in one pass that reads a character
// beyond ASCII as the percent-encoded octets it maps to, without making
// the URI; only the scheme-based rules run on the URI's text.
func (n Normalizer) Normalize(i IRI, level uri.Level) IRI {
	if level == uri.SimpleString {
		return i
	}
	un := uri.Normalizer{Schemes: n.Schemes}
	var scheme func(ref.Ref) ref.Ref
	if level >= uri.SchemeBased {
		scheme = func(r ref.Ref) ref.Ref { return schemeBased(un, r) }
	}
	out := i
	// NFC may make what the other steps change (U+212A, KELVIN SIGN, is
	// "K", to lowercase in a host), and decoding may make what NFC
	// changes: a few rounds reach the normal form.
	for range 3 {
		in := out
		if n.NFC {
			in = nfc(in)
		}
		out = IRI{r: ref.Normalize(in.r, ucs, scheme)}
		if !n.NFC || nfc(out).r.S == out.r.S {
			break
		}
	}
	return out
}

// ucs is the repertoire of IRIs (RFC 3987 §2.2) for normalization:
// written or percent-encoded, a character beyond ASCII is the same
// (§5.3.2.3), and is written as FromURI writes it, but for an iprivate
// character in the query, which is not iunreserved and stays encoded.
var ucs = ref.Repertoire{Decode: decodeNorm}

// schemeBased returns r, an IRI in ASCII (its URI, §3.1) normal by
// syntax, normalized by scheme by un (RFC 3986 §6.2.3, §5.3.3).
func schemeBased(un uri.Normalizer, r ref.Ref) ref.Ref {
	return ref.Of(un.Normalize(ref.As[uri.URI](r), uri.SchemeBased))
}

// Equivalent compares a and b up the comparison ladder of RFC 3987 §5.3,
// from SimpleString to level, and stops at the first level at which they
// are equivalent, as package uri's Normalizer.Equivalent does. Simple
// string comparison compares the IRIs as they are, character for
// character (§5.3.1: it "MUST NOT map IRIs to URIs"); the levels above
// compare the URIs they map to (§3.1, §5.1), so that "ros\u00e9" and
// "ros%C3%A9" are equal at SyntaxBased.
func (n Normalizer) Equivalent(a, b IRI, level uri.Level) uri.Comparison {
	if a.r.S == b.r.S {
		return uri.Comparison{Equal: true, Level: uri.SimpleString}
	}
	if level > uri.SimpleString && n.NFC {
		a, b = nfc(a), nfc(b)
	}
	un := uri.Normalizer{Schemes: n.Schemes}
	c := ref.Equivalent(a.r, b.r, ref.Level(level), ucs, func(r ref.Ref) ref.Ref { return schemeBased(un, r) })
	if c.Equal && c.Level == ref.SimpleString {
		c.Level = ref.SyntaxBased // the same once in NFC, not as written
	}
	return uri.Comparison{Equal: c.Equal, Level: uri.Level(c.Level), Differs: c.Differs}
}

// nfc normalizes to NFC each run of characters of i between ASCII
// delimiters that holds characters beyond ASCII, where the result is a run
// of the same kind (see Normalizer.NFC), and returns i if the result is no
// IRI reference.
func nfc(i IRI) IRI {
	s := i.r.S
	var b strings.Builder
	last := 0 // s[:last] is written to b
	for k := 0; k < len(s); {
		if s[k] < utf8.RuneSelf && !chars.IsUnreserved(s[k]) {
			k++
			continue
		}
		run := k
		ascii := true
		for k < len(s) && (s[k] >= utf8.RuneSelf || chars.IsUnreserved(s[k])) {
			ascii = ascii && s[k] < utf8.RuneSelf
			k++
		}
		if ascii || norm.NFC.IsNormalString(s[run:k]) {
			continue
		}
		r := norm.NFC.String(s[run:k])
		ok := true
		for j := 0; j < len(r); j++ {
			if r[j] < utf8.RuneSelf && !chars.IsUnreserved(r[j]) {
				ok = false
			}
		}
		if ok {
			b.WriteString(s[last:run])
			b.WriteString(r)
			last = k
		}
	}
	if last == 0 {
		return i
	}
	b.WriteString(s[last:])
	if v, err := Parse(b.String()); err == nil {
		return v
	}
	return i
}
