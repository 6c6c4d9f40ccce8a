package lint

import (
	"errors"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/scheme"
)

// The codes of the findings about a URI's own scheme (package scheme).
const (
	codeSchemeSyntax = "scheme-syntax"
	codeHostObscured = "host-obscured"
)

// checkSchemeGrammar reports a URI that breaks the grammar of its scheme
// (scheme-syntax), the span marking where its grammar stops matching,
// and, for a scheme whose host is a DNS name, a
// registered name written so that no DNS name reads like it
// (host-obscured).
func (l *linter) checkSchemeGrammar() {
	name, ok := l.u.Scheme()
	if !ok {
		return
	}
	sc, ok := scheme.Lookup(name)
	if !ok {
		return
	}
	s := l.u.String()
	if err := scheme.ValidateScheme(sc, s); err != nil {
		if e, ok := errors.AsType[*uri.SyntaxError](err); ok {
			comp, start, end := l.spanAt(e.Offset)
			if !e.InPassword && l.inPassword(e.Offset, e.Offset+1) {
				hidden := *e
				hidden.Found, hidden.InPassword = "", true
				e = &hidden
			}
			msg := e.Detail()
			l.add(codeSchemeSyntax, comp, start, end,
				"the grammar of scheme "+sc.Name+" ("+sc.Spec+", rule "+e.Rule+") stops matching at offset "+strconv.Itoa(e.Offset)+": "+msg)
		}
	}
	if sc.DNSHost && l.u.HostKind() == uri.RegName && l.host.start >= 0 {
		l.checkObscured(s[l.host.start:l.host.end])
	}
}

// checkObscured reports host, a registered name where a DNS name is
// expected, when it holds a percent-encoded octet that is not
// unreserved (those are host-pct-encoded-unreserved), or when its last
// label is a number that inet_aton does not read as an address (those it
// reads are reg-name-ipv4): a DNS name is ASCII letters, digits and
// hyphens, an internationalized one written as A-labels (RFC 5890
// §2.3.2.1), and its top label is not all-numeric (RFC 3696 §2).
func (l *linter) checkObscured(host string) {
	for i := 0; i+2 < len(host); i++ {
		if host[i] != '%' {
			continue
		}
		if c := chars.Unhex(host[i+1])<<4 | chars.Unhex(host[i+2]); !chars.IsUnreserved(c) {
			l.add(codeHostObscured, "host", l.host.start+i, l.host.end,
				"the host "+quote(host)+" of a scheme whose host is a DNS name holds the percent-encoded octet "+host[i:i+3]+
					": a DNS name is ASCII letters, digits and hyphens (an internationalized one written as A-labels, RFC 5890 §2.3.2.1)")
			return
		}
		i += 2
	}
	plain := unescape(host)
	top := strings.TrimSuffix(plain, ".")
	top = top[strings.LastIndexByte(top, '.')+1:]
	if top == "" || !numeric(top) {
		return
	}
	if _, ok := inetAton(plain); ok {
		return // reg-name-ipv4
	}
	l.add(codeHostObscured, "host", l.host.start, l.host.end,
		"the host "+quote(host)+" of a scheme whose host is a DNS name ends in the numeric label "+quote(top)+
			", which no DNS name has (RFC 3696 §2) and resolvers may read as part of an address")
}

// numeric reports whether label is a number as C writes one: decimal
// digits, or "0x" and hexadecimal digits.
func numeric(label string) bool {
	if len(label) > 2 && label[0] == '0' && label[1]|0x20 == 'x' {
		label = label[2:]
		for i := 0; i < len(label); i++ {
			if !chars.IsHex(label[i]) {
				return false
			}
		}
		return true
	}
	for i := 0; i < len(label); i++ {
		if label[i] < '0' || label[i] > '9' {
			return false
		}
	}
	return true
}

// spanAt returns the component of the URI that offset i (up to the
// length of the URI) is in, and a span in it, never empty, that marks i:
// [i, i+1) inside the component, or the whole of the nearest non-empty
// component before i (after it, if none) when i is on a delimiter, at the
// end, or in an empty component.
func (l *linter) spanAt(i int) (string, int, int) {
	name, _ := l.u.Scheme()
	comps := []struct {
		name string
		sp   span
	}{{"scheme", span{0, len(name)}}, {"userinfo", l.userinfo}, {"host", l.host}, {"port", l.port},
		{"path", l.path}, {"query", l.query}, {"fragment", l.fragment}}
	if name == "" {
		comps[0].sp = span{-1, -1}
	}
	before, after := -1, -1
	for k, c := range comps {
		switch {
		case c.sp.start < 0 || c.sp.start == c.sp.end:
		case c.sp.start <= i && i < c.sp.end:
			return c.name, i, i + 1
		case c.sp.end <= i:
			before = k
		case after < 0:
			after = k
		}
	}
	if before < 0 {
		before = after
	}
	if before < 0 {
		return "path", 0, 0 // the empty URI reference: nothing to mark
	}
	c := comps[before]
	return c.name, c.sp.start, c.sp.end
}
