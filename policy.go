package uri

import (
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/internal/ref"
)

// A Policy says what a program asks of a URI beyond RFC 3986's grammar, as
// a configuration or an API checks a URI it is given: Parse reads a string
// and checks it in one call, Check checks a URI already parsed.
//
// Whatever its fields, a Policy wants a URI with a scheme (RFC 3986 §3),
// not a relative reference: "example.com" and "//evil.example" are
// refused. And it wants a port, if there is one, of at most 65535, and a
// host that reads as an IPv4 address to be one: where the last label of a
// registered name is a number ("1.2.3.400", "10.1", "0x7f.1",
// "example.123"), resolvers that use inet_aton and WHATWG URL parsers read
// an address, another one or none at all (RFC 3986 §7.4), so the host must
// be an IPv4address in dotted-decimal form ("10.0.0.1"). A registered name
// is read after decoding its percent-encoded unreserved characters
// (§6.2.2.2): "%31%30.0.0.1" is refused, written "10.0.0.1" it is not.
//
// The zero Policy asks nothing more. Errors are *Error, with Op "check",
// whose Err is the *SyntaxError of a string that is no URI reference, or
// a *PolicyError naming the rule the URI breaks.
type Policy struct {
	// Schemes are the schemes allowed, compared ignoring case (RFC 3986
	// §3.1); none means any. With Schemes "http" and "https",
	// "localhost:8080" (scheme "localhost") and "mailto:x@y" are
	// refused.
	Schemes []string
	// RequireHost asks for an authority with a host that is not empty
	// (RFC 3986 §3.2.2): "mailto:x@y", "file:///x" and "http:///x" are
	// refused.
	RequireHost bool
	// NoUserinfo refuses a userinfo ("https://user:pw@host/"): a
	// password in a URI is deprecated (RFC 3986 §3.2.1, §7.5), and a
	// userinfo may mislead a reader about the host (§7.6).
	NoUserinfo bool
}

// PolicyError reports a URI that breaks a rule of a Policy.
type PolicyError struct {
	// Rule names the rule broken: "scheme" (no scheme, or one not
	// allowed), "host" (no host where one is required), "userinfo" (a
	// userinfo where none is allowed), "port" (a port above 65535) or
	// "ipv4" (a host that reads as an IPv4 address and is no
	// IPv4address).
	Rule string
	// Offset is where in the URI's text the component that breaks the
	// rule begins: 0 for the scheme, or its absence; after the scheme's
	// ":" for a missing authority.
	Offset int

	msg string
}

// Error formats e as what is wrong, where, and the rule:
// `port "99999" at offset 17 is above 65535 (rule port)`.
func (e *PolicyError) Error() string { return e.msg + " (rule " + e.Rule + ")" }

// Parse parses s as a URI reference, as Parse does, and checks it against
// the policy, as Check does.
func (p Policy) Parse(s string) (URI, error) {
	u, err := Parse(s)
	if err != nil {
		if e, ok := err.(*Error); ok {
			e.Op = "check" // e is new, and no one else's
		}
		return URI{}, err
	}
	if err := p.Check(u); err != nil {
		return URI{}, err
	}
	return u, nil
}

// Check reports whether u is what the policy asks for: nil, or an *Error
// whose *PolicyError names the first rule u breaks, in the order the
// components are written: scheme, userinfo, host, port.
func (p Policy) Check(u URI) error {
	fail := func(rule string, offset int, msg string) error {
		return &Error{Op: "check", Input: redact(u.String()), Err: &PolicyError{Rule: rule, Offset: offset, msg: msg}}
	}
	scheme, ok := u.Scheme()
	if !ok {
		return fail("scheme", 0, "no scheme: a relative reference, not a URI")
	}
	if len(p.Schemes) > 0 && !slices.ContainsFunc(p.Schemes, func(s string) bool { return strings.EqualFold(s, scheme) }) {
		quoted := make([]string, len(p.Schemes))
		for i, s := range p.Schemes {
			quoted[i] = strconv.Quote(s)
		}
		return fail("scheme", 0, "scheme "+strconv.Quote(scheme)+" at offset 0 is not allowed: want "+joinOr(quoted))
	}
	if !u.HasAuthority() {
		if p.RequireHost {
			return fail("host", len(scheme)+1, "no host at offset "+strconv.Itoa(len(scheme)+1)+": the URI has no authority")
		}
		return nil
	}
	if start, _, ok := u.r.Span(ref.Authority); ok && p.NoUserinfo && u.r.Has(ref.Userinfo) {
		// The userinfo itself stays out of the message: it may hold a
		// password.
		return fail("userinfo", start, "userinfo at offset "+strconv.Itoa(start)+": no credentials in a URI here")
	}
	host, _ := u.Host()
	hostAt, _, _ := u.r.Span(ref.Host)
	switch {
	case p.RequireHost && host == "":
		return fail("host", hostAt, "empty host at offset "+strconv.Itoa(hostAt))
	case u.HostKind() == RegName && looksIPv4(host):
		return fail("ipv4", hostAt, "host "+strconv.Quote(host)+" at offset "+strconv.Itoa(hostAt)+
			" reads as an IPv4 address but is no IPv4address: write it in dotted-decimal form, four numbers from 0 to 255")
	}
	if port, ok := u.Port(); ok && !portInRange(port) {
		portAt, _, _ := u.r.Span(ref.Port)
		return fail("port", portAt, "port "+strconv.Quote(port)+" at offset "+strconv.Itoa(portAt)+" is above 65535")
	}
	return nil
}

// joinOr writes list as "a, b or c".
func joinOr(list []string) string {
	if len(list) == 1 {
		return list[0]
	}
	return strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
}

// portInRange reports whether port, digits (RFC 3986 §3.2.3), is at most
// 65535, leading zeros allowed.
func portInRange(port string) bool {
	port = strings.TrimLeft(port, "0")
	if len(port) > 5 {
		return false
	}
	n, err := strconv.Atoi(port)
	return port == "" || err == nil && n <= 65535
}

// looksIPv4 reports whether a registered name reads as an IPv4 address to
// inet_aton and WHATWG URL parsers: once its percent-encoded unreserved
// characters are decoded, its last label, a trailing "." aside, is a
// number, decimal or hexadecimal after "0x".
func looksIPv4(host string) bool {
	if h, err := UnescapeUnreserved(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(host, ".")
	last := host[strings.LastIndexByte(host, '.')+1:]
	if last == "" {
		return false
	}
	digits := "0123456789"
	if len(last) > 2 && last[0] == '0' && (last[1] == 'x' || last[1] == 'X') {
		last, digits = last[2:], "0123456789abcdefABCDEF"
	} else if last == "0x" || last == "0X" {
		return true
	}
	for i := 0; i < len(last); i++ {
		if strings.IndexByte(digits, last[i]) < 0 {
			return false
		}
	}
	return true
}
