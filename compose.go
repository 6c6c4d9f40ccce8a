package uri

import (
	"strings"

	"github.com/abnf-uri/uri/parser"
)

// Parts are the components of a URI reference (RFC 3986 §3), as written
// (percent-encoded), each with whether it is present. They are what the
// operations of this package take apart and put together; Compose puts
// them together as RFC 3986 §5.3 does.
type Parts struct {
	Scheme       string   // without its ":"
	HasScheme    bool     // a URI, not a relative reference
	HasAuthority bool     // "//" and an authority, perhaps empty
	Userinfo     string   // without its "@"
	HasUserinfo  bool     // an "@" in the authority
	Host         string   // brackets included for an IP-literal
	HostKind     HostKind // how Host reads (§3.2.2); NoHost without an authority
	Port         string   // digits, without the ":"
	HasPort      bool     // a ":" after the host, perhaps with no digits
	Path         string   // always present, perhaps empty
	Query        string   // without its "?"
	HasQuery     bool     // a "?", perhaps with an empty query
	Fragment     string   // without its "#"
	HasFragment  bool     // a "#", perhaps with an empty fragment
}

// Parts returns u's components.
func (u URI) Parts() Parts {
	var p Parts
	p.Scheme, p.HasScheme = u.Scheme()
	p.HasAuthority = u.HasAuthority()
	p.Userinfo, p.HasUserinfo = u.Userinfo()
	p.Host, _ = u.Host()
	p.HostKind = u.hostKind
	p.Port, p.HasPort = u.Port()
	p.Path = u.Path()
	p.Query, p.HasQuery = u.Query()
	p.Fragment, p.HasFragment = u.Fragment()
	return p
}

// Compose writes the components as RFC 3986 §5.3 recomposes them:
// scheme ":", "//" authority, path, "?" query, "#" fragment, each
// delimiter only with its component. It does not check that the result
// is a URI; Parse it when the parts come from outside.
func (p Parts) Compose() URI {
	n := len(p.Scheme) + len(p.Userinfo) + len(p.Host) + len(p.Port) + len(p.Path) + len(p.Query) + len(p.Fragment) + 8
	var b strings.Builder
	b.Grow(n)
	var u URI
	if p.HasScheme {
		b.WriteString(p.Scheme)
		u.scheme = at(b.Len())
		b.WriteByte(':')
	}
	if p.HasAuthority {
		b.WriteString("//")
		u.authority = at(b.Len())
		if p.HasUserinfo {
			b.WriteString(p.Userinfo)
			u.userinfo = at(b.Len())
			b.WriteByte('@')
		}
		u.host = at(b.Len())
		b.WriteString(p.Host)
		u.hEnd = int32(b.Len())
		u.hostKind = p.HostKind
		if u.hostKind == NoHost {
			u.hostKind = hostKindOf(p.Host)
		}
		if p.HasPort {
			b.WriteByte(':')
			u.port = at(b.Len())
			b.WriteString(p.Port)
		}
	}
	u.path = int32(b.Len())
	b.WriteString(p.Path)
	u.pEnd = int32(b.Len())
	if p.HasQuery {
		b.WriteByte('?')
		u.query = at(b.Len())
		b.WriteString(p.Query)
	}
	if p.HasFragment {
		b.WriteByte('#')
		u.fragment = at(b.Len())
		b.WriteString(p.Fragment)
	}
	u.s = b.String()
	return u
}

// hostKindOf says which rule of RFC 3986 §3.2.2 a host matches, first
// match first; a host that matches none is taken as a reg-name.
func hostKindOf(host string) HostKind {
	switch {
	case strings.HasPrefix(host, "[v"), strings.HasPrefix(host, "[V"):
		return IPvFuture
	case strings.HasPrefix(host, "["):
		return IPv6
	case parser.ValidateIPv4Address(host) == nil:
		return IPv4
	}
	return RegName
}
