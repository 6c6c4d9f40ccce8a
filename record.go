package uri

import "github.com/abnf-uri/uri/ast"

// The record of a URI is the ast.Spans that parser.FindURIReference
// fills: for each node rule of the grammar, where its last match began and
// ended. The operations that make a URI without parsing it write the same
// record as they write the text, one span for each node the parser would
// find there (TestRecordAgrees checks every result against the parser's).

// slots is where the span of each node rule is in an ast.Spans, -1 for a
// rule that makes no node, found out once from ast.Spans.Get itself.
var slots = func() (s [64]int8) {
	var probe ast.Spans
	for i := range probe {
		probe[i] = int32(i)
	}
	for k := range s {
		s[k] = -1
		if pos, _, ok := probe.Get(ast.Kind(k)); ok {
			s[k] = int8(pos)
		}
	}
	return s
}()

// recordKinds are the node rules a record holds spans of.
var recordKinds = func() (ks []ast.Kind) {
	for k, i := range slots {
		if i >= 0 {
			ks = append(ks, ast.Kind(k))
		}
	}
	return ks
}()

// noSpans is a record of nothing.
var noSpans = func() (sp ast.Spans) {
	for i := range sp {
		sp[i] = -1
	}
	return sp
}()

// set records that u's node of rule k is u.s[pos:end].
func (u *URI) set(k ast.Kind, pos, end int) {
	i := slots[k]
	u.sp[i], u.sp[i+1] = int32(pos), int32(end)
}

// recorded reports whether u's record has a node of rule k, whatever its
// text (a builder's has none yet).
func (u *URI) recorded(k ast.Kind) bool { return u.sp[slots[k]] >= 0 }

// clear records that u has no node of rule k.
func (u *URI) clear(k ast.Kind) {
	i := slots[k]
	u.sp[i], u.sp[i+1] = -1, -1
}

// setRoot records the node of the whole text, n bytes: a URI with a
// scheme, a relative-ref without one (RFC 3986 §4.1).
func (u *URI) setRoot(n int) {
	root, other := ast.KindRelativeRef, ast.KindURI
	if u.recorded(ast.KindScheme) {
		root, other = other, root
	}
	u.clear(other)
	u.set(root, 0, n)
}

func isPath(k ast.Kind) bool {
	switch k {
	case ast.KindPathAbempty, ast.KindPathAbsolute, ast.KindPathNoscheme, ast.KindPathRootless, ast.KindPathEmpty:
		return true
	}
	return false
}

// pathKind returns the rule a path matches in a URI reference with or
// without a scheme and an authority (RFC 3986 §3.3, §4.2): the path must
// be one of it.
func pathKind(hasScheme, hasAuthority bool, path string) ast.Kind {
	switch {
	case hasAuthority:
		return ast.KindPathAbempty
	case path == "":
		return ast.KindPathEmpty
	case path[0] == '/':
		return ast.KindPathAbsolute
	case hasScheme:
		return ast.KindPathRootless
	}
	return ast.KindPathNoscheme
}

// authorityKinds are the rules of the nodes in an authority, which an authority copied
// from one URI to another takes along.
var authorityKinds = [...]ast.Kind{ast.KindAuthority, ast.KindUserinfo, ast.KindHost, ast.KindPort,
	ast.KindIPLiteral, ast.KindIPvFuture, ast.KindIPv6Address, ast.KindIPv4Address, ast.KindRegName}

// authoritySlots are the slots of authorityKinds.
var authoritySlots = func() (s [len(authorityKinds)]int8) {
	for i, k := range authorityKinds {
		s[i] = slots[k]
	}
	return s
}()

// setHost records the host, text at pos, of kind k, with the nodes the
// host's rule makes: a reg-name, an IPv4address, or an IP-literal and the
// IPvFuture or IPv6address it holds, with the IPv4address that may end an
// IPv6address (ls32).
func (u *URI) setHost(pos int, text string, k HostKind) {
	end := pos + len(text)
	for _, n := range authorityKinds[2:] {
		if n != ast.KindPort {
			u.clear(n)
		}
	}
	u.set(ast.KindHost, pos, end)
	switch k {
	case RegName:
		u.set(ast.KindRegName, pos, end)
	case IPv4:
		u.set(ast.KindIPv4Address, pos, end)
	case IPvFuture:
		if len(text) < 2 {
			return // never for a host that is one
		}
		u.set(ast.KindIPLiteral, pos, end)
		u.set(ast.KindIPvFuture, pos+1, end-1)
	case IPv6:
		if len(text) < 2 {
			return // never for a host that is one
		}
		u.set(ast.KindIPLiteral, pos, end)
		u.set(ast.KindIPv6Address, pos+1, end-1)
		addr := text[1 : len(text)-1]
		if i := lastByte(addr, ':'); i >= 0 && indexByte(addr[i:], '.') >= 0 {
			u.set(ast.KindIPv4Address, pos+1+i+1, end-1)
		}
	}
}

func lastByte(s string, c byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == c {
			return i
		}
	}
	return -1
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// at returns the text of u's node of rule k, and whether u has one; u has
// text. It reads the record directly, as the passes do.
func (u *URI) at(k ast.Kind) (string, bool) {
	i := slots[k]
	if pos := u.sp[i]; pos >= 0 {
		return u.s[pos:u.sp[i+1]], true
	}
	return "", false
}

// parts returns u's components, read off its record once.
func (u *URI) parts() (p Parts) {
	if u.s == "" {
		return p
	}
	p.Scheme, p.HasScheme = u.at(ast.KindScheme)
	if _, p.HasAuthority = u.at(ast.KindAuthority); p.HasAuthority {
		p.Userinfo, p.HasUserinfo = u.at(ast.KindUserinfo)
		p.Host, _ = u.at(ast.KindHost)
		p.Port, p.HasPort = u.at(ast.KindPort)
		p.HostKind = RegName
		switch {
		case u.sp[slots[ast.KindIPvFuture]] >= 0:
			p.HostKind = IPvFuture
		case u.sp[slots[ast.KindIPv6Address]] >= 0:
			p.HostKind = IPv6
		case u.sp[slots[ast.KindIPv4Address]] >= 0:
			p.HostKind = IPv4
		}
		p.Path, _ = u.at(ast.KindPathAbempty)
	} else {
		pos, end, _ := u.pathSpan()
		p.Path = u.s[pos:end]
	}
	p.Query, p.HasQuery = u.at(ast.KindQuery)
	p.Fragment, p.HasFragment = u.at(ast.KindFragment)
	return p
}
