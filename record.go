package uri

import "github.com/abnf-uri/uri/ast"

// The record of a URI is the ast.Spans that parser.FindURIReference
// fills: where the scheme, authority, userinfo, host, port, query and
// fragment began and ended. What the grammar says of them besides, the
// rule of the path and of the host, follows from their text and where
// they are (pathSpan, hostKindOf), and is not recorded. The operations
// that make a URI without parsing it write the same record as they write
// the text, one span for each node the parser would find there
// (TestRecordAgrees checks every result against the parser's).

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

// clear records that u has no node of rule k.
func (u *URI) clear(k ast.Kind) {
	i := slots[k]
	u.sp[i], u.sp[i+1] = -1, -1
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

// authorityKinds are the rules of the nodes in an authority, which an
// authority copied from one URI to another takes along.
var authorityKinds = [...]ast.Kind{ast.KindAuthority, ast.KindUserinfo, ast.KindHost, ast.KindPort}

// authoritySlots are the slots of authorityKinds.
var authoritySlots = func() (s [len(authorityKinds)]int8) {
	for i, k := range authorityKinds {
		s[i] = slots[k]
	}
	return s
}()

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
		p.HostKind = hostKindOf(p.Host)
	}
	pos, end, _ := u.pathSpan()
	p.Path = u.s[pos:end]
	p.Query, p.HasQuery = u.at(ast.KindQuery)
	p.Fragment, p.HasFragment = u.at(ast.KindFragment)
	return p
}
