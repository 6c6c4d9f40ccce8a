package main

import (
	"github.com/abnf-uri/uri/internal/synerr"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/ast"
)

// errorComponent names the component of a URI reference in which s, which
// is none, goes wrong at offset, as the parser found (see synerr.Component);
// needScheme says that s should be a URI, with a scheme.
func errorComponent(s string, offset int, needScheme bool) string {
	return synerr.Component(s, offset, needScheme)
}

// partsOf returns the components of s, a URI reference in which
// parser.Find recorded the spans sp of the node rules, as uri.Parse reads
// them: the host is of the first kind of RFC 3986 §3.2.2 it matches.
func partsOf(s string, sp *ast.Spans) (p uri.Parts) {
	if pos, end, ok := sp.Get(ast.KindScheme); ok {
		p.Scheme, p.HasScheme = s[pos:end], true
	}
	if _, _, ok := sp.Get(ast.KindAuthority); ok {
		p.HasAuthority = true
		if pos, end, ok := sp.Get(ast.KindUserinfo); ok {
			p.Userinfo, p.HasUserinfo = s[pos:end], true
		}
		pos, end, _ := sp.Get(ast.KindHost)
		p.Host = s[pos:end]
		switch {
		case found(sp, ast.KindIPvFuture):
			p.HostKind = uri.IPvFuture
		case found(sp, ast.KindIPv6Address):
			p.HostKind = uri.IPv6
		case found(sp, ast.KindIPv4Address):
			p.HostKind = uri.IPv4
		default:
			p.HostKind = uri.RegName
		}
		if pos, end, ok := sp.Get(ast.KindPort); ok {
			p.Port, p.HasPort = s[pos:end], true
		}
	}
	for _, k := range [...]ast.Kind{ast.KindPathAbempty, ast.KindPathAbsolute, ast.KindPathNoscheme, ast.KindPathRootless, ast.KindPathEmpty} {
		if pos, end, ok := sp.Get(k); ok {
			p.Path = s[pos:end]
			break
		}
	}
	if pos, end, ok := sp.Get(ast.KindQuery); ok {
		p.Query, p.HasQuery = s[pos:end], true
	}
	if pos, end, ok := sp.Get(ast.KindFragment); ok {
		p.Fragment, p.HasFragment = s[pos:end], true
	}
	return p
}

func found(sp *ast.Spans, k ast.Kind) bool {
	_, _, ok := sp.Get(k)
	return ok
}
