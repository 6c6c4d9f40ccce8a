package synerr

import (
	"slices"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/machine"
)

// A clue is what a syntax error knows, for saying it in plain words: the
// input as the error shows it (its password hidden), the offset, the
// component, the character found and what the grammar expects.
type clue struct {
	input      string
	offset     int
	component  string
	found      string
	expected   []string
	inPassword bool
	utf8       bool   // code points, read as UTF-8 (Leaf.UTF8)
	rule       string // the rule matched where not RFC 3986's (Leaf.Rule)
	// host is the host of input as RFC 3986 Appendix B splits it
	// (splitComponents), "" for none, and hostAt where it begins, -1
	// for none.
	host   string
	hostAt int
}

// A plainRule says in plain words what is wrong in a common case, for a
// person who does not read ABNF: what, then, after ": ", how to mend it.
// The message puts the offset after what (see uri.SyntaxError.Reason).
// say appends the words to a buffer with room for them (reasonRoom), so
// that the error still costs one allocation.
type plainRule struct {
	name    string // for tests
	applies func(c clue) bool
	say     func(b []byte, c clue) []byte
}

// reasonRoom is the room New keeps for the words of a plain rule: the
// longest, with a character of 4 bytes quoted and escaped, fits.
const reasonRoom = 160

// schemeHint is what a URI begins with (RFC 3986 §3.1).
const schemeHint = `a URI begins with a scheme such as "https:"`

// schemeRule is RFC 3986 §3.1's rule of a scheme, in words.
const schemeRule = `a scheme is a letter, then letters, digits, "+", "-" or "."`

// words is a say that appends s.
func words(s string) func(b []byte, c clue) []byte {
	return func(b []byte, _ clue) []byte { return append(b, s...) }
}

// plainRules are the rules, in order: the first that applies says it.
var plainRules = [...]plainRule{
	{"empty scheme", func(c clue) bool {
		return c.component == "scheme" && c.offset == 0 && c.found == ":"
	}, words("empty scheme: " + schemeHint)},
	// The scheme's characters run into the end, or a delimiter, before a
	// ":": "example.com/path", "//a/b".
	{"no scheme", func(c clue) bool {
		return c.component == "scheme" && (slices.Contains(c.expected, `":"`) || slices.Contains(c.expected, "scheme")) &&
			(c.found == "" || c.found == "/" || c.found == "?" || c.found == "#")
	}, words("no scheme: " + schemeHint)},
	// Parse("1http://a"): the ":" ends a scheme that is none.
	{"invalid scheme", func(c clue) bool {
		return c.component == "scheme" && c.found == ":" && c.offset > 0 && c.offset <= len(c.input) &&
			strings.IndexAny(c.input[:c.offset], ":/?#") < 0
	}, words("invalid scheme: " + schemeRule)},
	{"character in scheme", func(c clue) bool {
		return c.component == "scheme" && c.found != ""
	}, func(b []byte, c clue) []byte { return append(appendWhat(b, c), " in scheme: "+schemeRule...) }},
	// RFC 3986 §2.1: "%" HEXDIG HEXDIG.
	{"percent-encoding", func(c clue) bool {
		if c.inPassword || len(c.expected) != 1 || c.expected[0] != "HEXDIG" || c.offset > len(c.input) {
			return false
		}
		s := c.input[:c.offset]
		return strings.HasSuffix(s, "%") || len(s) >= 2 && s[len(s)-2] == '%' && chars.IsHex(s[len(s)-1])
	}, words(`bad percent-encoding: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"`)},
	// RFC 3986 §3.2.3: port = *DIGIT.
	{"port", func(c clue) bool { return c.component == "port" },
		words(`port is not a number: a port is digits, such as "8080"`)},
	// RFC 3986 §3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]".
	{"unclosed IP literal", func(c clue) bool {
		return c.component == "host" && slices.Contains(c.expected, `"]"`) &&
			(c.found == "" || c.found == "/" || c.found == "?" || c.found == "#")
	}, words(`unclosed "[": an IP literal ends with "]"`)},
	// A "]" too early: what is missing before it is the grammar's to say.
	{"IP literal", func(c clue) bool {
		host, _ := hostOf(c)
		return c.component == "host" && c.found != "" && c.found != "]" && strings.HasPrefix(host, "[")
	}, func(b []byte, c clue) []byte {
		b = appendWhat(b, c)
		if host, at := hostOf(c); strings.IndexByte(host, ']') >= 0 && at+strings.IndexByte(host, ']') < c.offset {
			return append(b, ` after the IP literal in host: a ":" and a port, or the path, come after the "]"`...)
		}
		return append(b, ` in IP literal: brackets hold an IPv6 address, such as "[2001:db8::1]", or an IPvFuture, such as "[v1.x]"`...)
	}},
	// A character RFC 3986 allows in a reg-name is refused by another
	// grammar (a scheme's): its words are that grammar's to say.
	{"host", func(c clue) bool {
		host, _ := hostOf(c)
		return c.component == "host" && c.found != "" && strings.IndexAny(c.found, "/?#:@%") < 0 && !uriChar(c.found) &&
			!strings.HasPrefix(host, "[")
	}, func(b []byte, c clue) []byte {
		return append(appendWhat(b, c), ` in host: a host is a name such as "example.com", or an IP address`...)
	}},
	// What a path, a query, a fragment or a userinfo holds percent-encoded
	// (RFC 3986 §2.1, §2.4): a character no component of RFC 3986 has
	// there, not a "/" out of place, nor one that RFC 3986 allows and
	// another grammar (a scheme's) does not. Text that is in no
	// component is a component alone (Escape's, Parts') where the rule
	// is RFC 3986's; in another grammar's text (a URI Template's "{}")
	// the character may be that grammar's own, not one to encode.
	{"to encode", func(c clue) bool {
		switch c.component {
		case "":
			if c.rule != "" {
				return false
			}
			fallthrough
		case "path", "query", "fragment", "userinfo":
			return c.found != "" && c.found != "/" && c.found != "%" && !uriChar(c.found)
		}
		return false
	}, func(b []byte, c clue) []byte {
		b = appendWhat(b, c)
		if c.component != "" {
			b = append(b, " in "+c.component...)
		}
		b = append(b, `: write it percent-encoded, "`...)
		for i := 0; i < len(c.found); i++ {
			b = append(b, '%', chars.UpperHex[c.found[i]>>4], chars.UpperHex[c.found[i]&15])
		}
		return append(b, '"')
	}},
}

// newClue is the clue of l, an error in s, which splitComponents split
// into sp.
func newClue(s string, l *Leaf, sp []span) clue {
	c := clue{input: s, offset: l.Offset, component: l.Component, found: l.Found, expected: l.Expected, inPassword: l.InPassword, utf8: l.UTF8, rule: l.Rule, hostAt: -1}
	for _, x := range sp {
		if x.name == "host" {
			c.host, c.hostAt = x.text, x.end-len(x.text)
			break
		}
	}
	if c.inPassword {
		c.found = ""
	}
	return c
}

// Plain appends to b the words of the first plain rule that applies to
// l, an error in s: the Reason New gives an error that has none, so that
// every package's messages say the same of the same mistake. It appends
// nothing where no rule applies. The character of a password is never
// said (l.InPassword), nor is the password read: s is the input as the
// error shows it.
func Plain(b []byte, s string, l *Leaf) []byte {
	var buf [7]span
	return plain(b, s, l, splitComponents(s, buf[:0]))
}

// plain is Plain of s, which splitComponents split into sp.
func plain(b []byte, s string, l *Leaf, sp []span) []byte {
	c := newClue(s, l, sp)
	for i := range plainRules {
		if r := &plainRules[i]; r.applies(c) {
			return r.say(b, c)
		}
	}
	return b
}

// SplitReason splits a Reason at its first ": " outside quotes into what
// is wrong and how to mend it (hint "" where there is no ": "), for the
// message to put the offset after what.
func SplitReason(reason string) (what, hint string) {
	for i := 0; i < len(reason); i++ {
		switch {
		case reason[i] == '"':
			for i++; i < len(reason) && reason[i] != '"'; i++ {
				if reason[i] == '\\' {
					i++
				}
			}
		case strings.HasPrefix(reason[i:], ": "):
			return reason[:i], reason[i+2:]
		}
	}
	return reason, ""
}

// appendWhat names the character found: "space", or `invalid character
// "|"` (`invalid UTF-8 "\xff"` for a byte that begins no UTF-8 encoding,
// in a grammar of code points).
func appendWhat(b []byte, c clue) []byte {
	switch {
	case c.found == " ":
		return append(b, "space"...)
	case c.utf8 && InvalidUTF8(c.found):
		return machine.AppendFound(b, c.found, 0, "invalid UTF-8 ")
	}
	return machine.AppendFound(append(b, "invalid character "...), c.found, 0, "")
}

// uriChar reports whether found is a character that RFC 3986 allows
// literally in a path, a query, a fragment, a userinfo and a reg-name
// alike: unreserved, sub-delims, ":" or "@" (§3.3, pchar).
func uriChar(found string) bool {
	return len(found) == 1 && (chars.IsUnreserved(found[0]) || strings.IndexByte("!$&'()*+,;=:@", found[0]) >= 0)
}

// hostOf returns the host of c's input, as RFC 3986 Appendix B splits it
// (splitComponents), and where it begins; "" and -1 for none.
func hostOf(c clue) (string, int) { return c.host, c.hostAt }
