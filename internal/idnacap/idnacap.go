// Package idnacap runs UTS #46 ToASCII (golang.org/x/net/idna) with a cap
// on the length of a label, checked before Punycode encodes it, for
// packages lenient, iri and internal/whatwg. Punycode encoding is
// quadratic in the length of a label: one label of 60 KB takes seconds.
// With a cap, ToASCII takes time linear in the name.
package idnacap

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// DNSOctets is the longest label of a domain name, in octets: 63 (RFC
// 1034 §3.1, RFC 1035 §2.3.4), which an A-label must fit in (RFC 5890
// §2.3.2.1).
const DNSOctets = 63

// A Cap bounds the labels of a name.
type Cap struct {
	// Octets is the longest A-label of the result ("xn--" and the
	// Punycode), in octets. Zero is no bound. Other ASCII labels are not
	// bounded: browsers bound none.
	Octets int
	// CodePoints is the longest label beyond ASCII, once mapped, that
	// is encoded, in code points. Zero is no bound.
	CodePoints int
}

// DNS is the cap of DNS on A-labels: at most 63 octets.
var DNS = Cap{Octets: DNSOctets}

// LabelError is a name with a label longer than the cap.
type LabelError struct {
	Label string // the label, mapped, or its first 20 code points and "..."
	Max   int    // the cap
	Unit  string // "octets" or "code points"
}

// Error says which cap the label is over: `a label is longer than 63
// octets in A-labels: "aaaa..."`.
func (e *LabelError) Error() string {
	if e.Unit == "octets" {
		return "a label is longer than " + strconv.Itoa(e.Max) + " octets in A-labels: " + strconv.Quote(e.Label)
	}
	return "a label to Punycode-encode is longer than " + strconv.Itoa(e.Max) + " code points: " + strconv.Quote(e.Label)
}

func long(label string, max int, unit string) *LabelError {
	if utf8.RuneCountInString(label) > 20 {
		n := 0
		for k := range label {
			if n == 20 {
				label = label[:k] + "..."
				break
			}
			n++
		}
	}
	return &LabelError{Label: label, Max: max, Unit: unit}
}

// ToASCII returns p.ToASCII(s), or a *LabelError when a label is longer
// than c allows, in time linear in s. The checks before encoding:
//
//   - A run of ASCII between dots that begins with "xn--" (in any case)
//     and is longer than c.Octets is an A-label that long (UTS #46 maps
//     ASCII one to one, lowercasing it): it is refused before anything
//     else, Punycode decoding included.
//   - s mapped (p.ToUnicode: the mapping, NFC, the decoding of "xn--"
//     labels; each linear in its input, the decoding capped at 1,024 code
//     points a label by x/net/idna) is split into labels: one beyond ASCII
//     with more than c.CodePoints code points, or more than c.Octets-4,
//     is refused. An A-label is "xn--", the label's ASCII, a "-" if there
//     is some, and at least one Punycode digit for each other code point:
//     at least 4 octets more than the label has code points, so that
//     this bound never refuses a label that fits. The bound is on the
//     mapped label, not on s, because mapping can shrink a label without
//     limit (a soft hyphen, U+00AD, is removed) or expand it (U+FDFA is
//     18 code points).
//
// What is left to encode is labels of at most that many code points, so
// encoding each costs at most a constant. The A-labels of the result are
// then checked against c.Octets. An error of the mapping is returned as
// it is, without encoding: it is the error ToASCII returns too.
func ToASCII(p *idna.Profile, s string, c Cap) (string, error) {
	if c.Octets > 0 {
		for label := range strings.SplitSeq(s, ".") {
			if len(label) > c.Octets && isACE(label) && isASCII(label) {
				return "", long(label, c.Octets, "octets")
			}
		}
	}
	u, err := p.ToUnicode(s)
	if err != nil {
		return "", err
	}
	for label := range strings.SplitSeq(u, ".") {
		if isASCII(label) {
			continue
		}
		n := utf8.RuneCountInString(label)
		if c.CodePoints > 0 && n > c.CodePoints {
			return "", long(label, c.CodePoints, "code points")
		}
		if c.Octets > 0 && n > c.Octets-4 {
			return "", long(label, c.Octets, "octets")
		}
	}
	a, err := p.ToASCII(s)
	if err != nil {
		return "", err
	}
	if c.Octets > 0 {
		for label := range strings.SplitSeq(a, ".") {
			if len(label) > c.Octets && isACE(label) {
				return "", long(label, c.Octets, "octets")
			}
		}
	}
	return a, nil
}

// isACE reports whether label begins with "xn--", in any case.
func isACE(label string) bool {
	return len(label) >= 4 && strings.EqualFold(label[:4], "xn--")
}

func isASCII(s string) bool {
	for k := 0; k < len(s); k++ {
		if s[k] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
