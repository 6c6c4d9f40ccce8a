package uri

import (
	"net/netip"
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
	// Hosts, when not empty, are the only hosts allowed, each written as
	// in a URI ("example.com", "192.0.2.1", "[2001:db8::1]"); a URI
	// without a host is refused. A host is compared with each as RFC 3986
	// §6.2.2 normalizes both: letters ignoring case (§6.2.2.1), the
	// percent-encodings of unreserved characters decoded (§6.2.2.2), and
	// IPv6 addresses as addresses ("[2001:DB8:0::1]" is
	// "[2001:db8::1]"). The match is exact: a subdomain is not its
	// parent ("api.example.com" is not "example.com"; list it), and a
	// trailing "." makes another name ("example.com." is not
	// "example.com"), so that a list names every host it lets through.
	Hosts []string
	// NoQuery refuses a query, even empty ("https://a/?x=1", "https://a/?").
	NoQuery bool
	// NoFragment refuses a fragment, even empty ("https://a/#top",
	// "https://a/#"): with it, the URI is an absolute-URI (RFC 3986
	// §4.3), as a base URI is, and as RFC 6749 §3.1.2 asks of an OAuth
	// redirection endpoint. For that endpoint, RFC 6749 §3.1.2 and
	// §3.1.2.1 ask for
	//
	//	Policy{Schemes: []string{"https"}, RequireHost: true, NoFragment: true, Hosts: ...}
	//
	// Hosts being the client's own.
	NoFragment bool
}

// PolicyError reports a URI that breaks a rule of a Policy.
type PolicyError struct {
	// Rule names the rule broken: "scheme" (no scheme, or one not
	// allowed), "host" (no host where one is required, or one not in
	// Hosts), "userinfo" (a userinfo where none is allowed), "port" (a
	// port above 65535), "ipv4" (a host that reads as an IPv4 address and
	// is no IPv4address), "query" or "fragment" (one where none is
	// allowed).
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
// components are written: scheme, userinfo, host, port, query, fragment.
func (p Policy) Check(u URI) error {
	fail := func(rule string, offset int, msg string) error {
		return &Error{Op: "check", Input: redact(u.String()), Err: &PolicyError{Rule: rule, Offset: offset, msg: msg}}
	}
	scheme, ok := u.Scheme()
	switch {
	case u.r.S == "":
		return fail("scheme", 0, "empty: a URI is required here")
	case !ok:
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
		if p.RequireHost || len(p.Hosts) > 0 {
			return fail("host", len(scheme)+1, "no host at offset "+strconv.Itoa(len(scheme)+1)+": the URI has no authority")
		}
		return p.checkRest(u, fail)
	}
	if start, _, ok := u.r.Span(ref.Authority); ok && p.NoUserinfo && u.r.Has(ref.Userinfo) {
		// The userinfo itself stays out of the message: it may hold a
		// password.
		return fail("userinfo", start, "userinfo at offset "+strconv.Itoa(start)+": no credentials in a URI here")
	}
	host, _ := u.Host()
	hostAt, _, _ := u.r.Span(ref.Host)
	switch {
	case (p.RequireHost || len(p.Hosts) > 0) && host == "":
		return fail("host", hostAt, "empty host at offset "+strconv.Itoa(hostAt))
	case u.HostKind() == RegName && looksIPv4(host):
		return fail("ipv4", hostAt, "host "+strconv.Quote(host)+" at offset "+strconv.Itoa(hostAt)+
			" reads as an IPv4 address but is no IPv4address: write it in dotted-decimal form, four numbers from 0 to 255")
	case len(p.Hosts) > 0 && !slices.ContainsFunc(p.Hosts, func(h string) bool { return sameHost(h, host) }):
		quoted := make([]string, len(p.Hosts))
		for i, h := range p.Hosts {
			quoted[i] = strconv.Quote(h)
		}
		return fail("host", hostAt, "host "+strconv.Quote(host)+" at offset "+strconv.Itoa(hostAt)+" is not allowed: want "+joinOr(quoted))
	}
	if port, ok := u.Port(); ok && !portInRange(port) {
		portAt, _, _ := u.r.Span(ref.Port)
		return fail("port", portAt, "port "+strconv.Quote(port)+" at offset "+strconv.Itoa(portAt)+" is above 65535")
	}
	return p.checkRest(u, fail)
}

// checkRest checks u's query and fragment, after its other components.
func (p Policy) checkRest(u URI, fail func(rule string, offset int, msg string) error) error {
	if pos, _, ok := u.r.Span(ref.Query); ok && p.NoQuery {
		return fail("query", pos-1, "query at offset "+strconv.Itoa(pos-1)+": no query here")
	}
	if pos, _, ok := u.r.Span(ref.Fragment); ok && p.NoFragment {
		return fail("fragment", pos-1, "fragment at offset "+strconv.Itoa(pos-1)+": no fragment here")
	}
	return nil
}

// sameHost reports whether host, of a URI, is allowed, the host of
// Policy.Hosts: the same once both are normalized by syntax (RFC 3986
// §6.2.2), IPv6 addresses compared as addresses.
func sameHost(allowed, host string) bool {
	if hostKindOf(host) == IPv6 && len(allowed) > 2 && allowed[0] == '[' && allowed[len(allowed)-1] == ']' {
		a, errA := netip.ParseAddr(allowed[1 : len(allowed)-1])
		b, errB := netip.ParseAddr(host[1 : len(host)-1])
		return errA == nil && errB == nil && a == b
	}
	return ref.EqualNorm(allowed, host, true)
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
