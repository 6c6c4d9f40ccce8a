package synerr

import (
	"slices"
	"strings"
	"sync/atomic"
	"unsafe"

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
// firstRule says which rule applies. A rule says words, the same for
// every error, or, where its words name the character found, say appends
// them to a buffer with room for them (reasonRoom), so that the error
// still costs one allocation; they are then those of one of the rule's
// forms (see form) and of the character, and for an ASCII character are
// made once (see sayings).
type plainRule struct {
	name  string // for tests
	words string
	forms int
}

// The plain rules, their indices in plainRules.
const (
	emptyScheme = iota
	noScheme
	invalidScheme
	schemeChar
	percentEncoding
	portRule
	unclosedLiteral
	literalRule
	hostRule
	toEncode
)

// plainRules are the rules, in order: the first that applies says it.
var plainRules = [...]plainRule{
	emptyScheme:     {name: "empty scheme", words: "empty scheme: " + schemeHint},
	noScheme:        {name: "no scheme", words: "no scheme: " + schemeHint},
	invalidScheme:   {name: "invalid scheme", words: "invalid scheme: " + schemeRule},
	schemeChar:      {name: "character in scheme", forms: 1},
	percentEncoding: {name: "percent-encoding", words: `bad percent-encoding: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"`},
	portRule:        {name: "port", words: `port is not a number: a port is digits, such as "8080"`},
	unclosedLiteral: {name: "unclosed IP literal", words: `unclosed "[": an IP literal ends with "]"`},
	literalRule:     {name: "IP literal", forms: 2},
	hostRule:        {name: "host", forms: 1},
	toEncode:        {name: "to encode", forms: len(encodeForms)},
}

// reasonRoom is the room New keeps for the words of a plain rule: the
// longest, with a character of 4 bytes quoted and escaped, fits.
const reasonRoom = 160

// sayForms is how many forms the words of the plain rules that name the
// character found have in all (TestSayForms).
const sayForms = 9

// sayings are the words of the plain rules that name the character found,
// for an ASCII character, by the rule's form (formBase) and the
// character: made the first time an error says them, and shared by the
// errors after, which then keep no room for them. A character found is
// never one of a password (see found).
var sayings [sayForms][128]atomic.Pointer[string]

// formBase is where each plain rule's forms begin in sayings.
var formBase = func() (base [len(plainRules)]int) {
	n := 0
	for i := range plainRules {
		base[i] = n
		n += plainRules[i].forms
	}
	return base
}()

// schemeHint is what a URI begins with (RFC 3986 §3.1).
const schemeHint = `a URI begins with a scheme such as "https:"`

// schemeRule is RFC 3986 §3.1's rule of a scheme, in words.
const schemeRule = `a scheme is a letter, then letters, digits, "+", "-" or "."`

// firstRule returns the first plain rule that applies to c, or -1.
func firstRule(c *clue) int {
	switch {
	case c.component == "scheme" && c.offset == 0 && c.found == ":":
		return emptyScheme
	// The scheme's characters run into the end, or a delimiter, before a
	// ":": "example.com/path", "//a/b".
	case c.component == "scheme" && (slices.Contains(c.expected, `":"`) || slices.Contains(c.expected, "scheme")) &&
		(c.found == "" || c.found == "/" || c.found == "?" || c.found == "#"):
		return noScheme
	// Parse("1http://a"): the ":" ends a scheme that is none.
	case c.component == "scheme" && c.found == ":" && c.offset > 0 && c.offset <= len(c.input) &&
		strings.IndexAny(c.input[:c.offset], ":/?#") < 0:
		return invalidScheme
	case c.component == "scheme" && c.found != "":
		return schemeChar
	// RFC 3986 §2.1: "%" HEXDIG HEXDIG.
	case badPercent(c):
		return percentEncoding
	// RFC 3986 §3.2.3: port = *DIGIT.
	case c.component == "port":
		return portRule
	// RFC 3986 §3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]".
	case c.component == "host" && slices.Contains(c.expected, `"]"`) &&
		(c.found == "" || c.found == "/" || c.found == "?" || c.found == "#"):
		return unclosedLiteral
	// A "]" too early: what is missing before it is the grammar's to say.
	case c.component == "host" && c.found != "" && c.found != "]" && strings.HasPrefix(c.host, "["):
		return literalRule
	// A character RFC 3986 allows in a reg-name is refused by another
	// grammar (a scheme's): its words are that grammar's to say.
	case c.component == "host" && c.found != "" && strings.IndexAny(c.found, "/?#:@%") < 0 && !uriChar(c.found) &&
		!strings.HasPrefix(c.host, "["):
		return hostRule
	case encodes(c):
		return toEncode
	}
	return -1
}

// badPercent reports whether c is an error in a percent-encoding.
func badPercent(c *clue) bool {
	if c.inPassword || len(c.expected) != 1 || c.expected[0] != "HEXDIG" || c.offset > len(c.input) {
		return false
	}
	s := c.input[:c.offset]
	return strings.HasSuffix(s, "%") || len(s) >= 2 && s[len(s)-2] == '%' && chars.IsHex(s[len(s)-1])
}

// encodes reports whether what c found is a character to write
// percent-encoded (RFC 3986 §2.1, §2.4) in a path, a query, a fragment
// or a userinfo: a character no component of RFC 3986 has there, not a
// "/" out of place, nor one that RFC 3986 allows and another grammar (a
// scheme's) does not. Text that is in no component is a component alone
// (Escape's, Parts') where the rule is RFC 3986's; in another grammar's
// text (a URI Template's "{}") the character may be that grammar's own,
// not one to encode.
func encodes(c *clue) bool {
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
}

// say appends the words of the plain rule r, one whose words name the
// character found, for c.
func say(b []byte, r int, c *clue) []byte {
	b = appendWhat(b, c)
	switch r {
	case schemeChar:
		return append(b, " in scheme: "+schemeRule...)
	case literalRule:
		if form(r, c) == 1 {
			return append(b, ` after the IP literal in host: a ":" and a port, or the path, come after the "]"`...)
		}
		return append(b, ` in IP literal: brackets hold an IPv6 address, such as "[2001:db8::1]", or an IPvFuture, such as "[v1.x]"`...)
	case hostRule:
		return append(b, ` in host: a host is a name such as "example.com", or an IP address`...)
	}
	// toEncode
	if c.component != "" {
		b = append(append(b, " in "...), c.component...)
	}
	b = append(b, `: write it percent-encoded, "`...)
	for i := 0; i < len(c.found); i++ {
		b = append(b, '%', chars.UpperHex[c.found[i]>>4], chars.UpperHex[c.found[i]&15])
	}
	return append(b, '"')
}

// form returns which form of the words of the plain rule r c gets, from
// 0 to the rule's forms: for "IP literal", 1 where the character found is
// after the "]" of the host; for "to encode", the component's
// (encodeForms).
func form(r int, c *clue) int {
	switch r {
	case literalRule:
		if k := strings.IndexByte(c.host, ']'); k >= 0 && c.hostAt+k < c.offset {
			return 1
		}
	case toEncode:
		switch c.component {
		case "":
			return 0
		case "path":
			return 1
		case "query":
			return 2
		case "fragment":
			return 3
		case "userinfo":
			return 4
		}
		return -1
	}
	return 0
}

// encodeForms are the components of the forms of the words of "to
// encode", in sayings, in the order of form's.
var encodeForms = [...]string{"", "path", "query", "fragment", "userinfo"}

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
	switch r := firstRule(&c); {
	case r < 0:
		return b
	case plainRules[r].forms > 0:
		return say(b, r, &c)
	default:
		return append(b, plainRules[r].words...)
	}
}

// reasonOf is the Reason of l, an error in s, which splitComponents
// split into sp: Plain's words, the rule's own where they are the same
// for every error, the shared words of sayings where they name an ASCII
// character, else written in room, the room of the error for them (see
// New).
func reasonOf(room []byte, s string, l *Leaf, sp []span) string {
	c := newClue(s, l, sp)
	r := firstRule(&c)
	switch {
	case r < 0:
		return ""
	case plainRules[r].forms == 0:
		return plainRules[r].words
	}
	if len(c.found) == 1 && c.found[0] < 0x80 {
		f := form(r, &c)
		if k := formBase[r] + f; 0 <= f && f < plainRules[r].forms && k < len(sayings) {
			said := &sayings[k][c.found[0]]
			if w := said.Load(); w != nil {
				return *w
			}
			w := string(say(room, r, &c))
			said.Store(&w)
			return w
		}
	}
	if b := say(room, r, &c); len(b) > 0 {
		return unsafe.String(&b[0], len(b))
	}
	return ""
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
func appendWhat(b []byte, c *clue) []byte {
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
func uriChar(found string) bool { return len(found) == 1 && uriChars[found[0]] }

// uriChars holds the bytes of uriChar.
var uriChars = func() (t [256]bool) {
	for c := range 256 {
		t[c] = chars.IsUnreserved(byte(c)) || strings.IndexByte("!$&'()*+,;=:@", byte(c)) >= 0
	}
	return t
}()
