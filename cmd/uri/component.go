package main

import (
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/parser"
)

// A span is where a component of a URI reference is in its text, with
// the delimiter that goes with it: the ":" after the scheme, "//" before
// the authority's first component, "@" after the userinfo, ":" before the
// port, "?" before the query, "#" before the fragment.
type span struct {
	name       string
	start, end int
	text       string // the component, without delimiters
}

// spans splits s into components as the regular expression of RFC 3986
// Appendix B does, which splits any string, URI reference or not; the
// authority is split at its last "@" and at the ":" of a port, after the
// "]" of an IP-literal. The spans are appended to out, which has room
// for all seven.
func spans(s string, out []span) []span {
	i := 0
	// ^(([^:/?#]+):)?
	for j := 0; j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#'; j++ {
		if s[j] == ':' {
			if j > 0 {
				out = append(out, span{"scheme", 0, j + 1, s[:j]})
				i = j + 1
			}
			break
		}
	}
	// The query and the fragment: (\?([^#]*))?(#(.*))?
	end, query := len(s), -1
	if j := strings.IndexByte(s[i:], '#'); j >= 0 {
		end = i + j
	}
	if j := strings.IndexByte(s[i:end], '?'); j >= 0 {
		query = i + j
	}
	pathEnd := end
	if query >= 0 {
		pathEnd = query
	}
	// (//([^/?#]*))?
	if pathEnd-i >= 2 && s[i] == '/' && s[i+1] == '/' {
		a := i + 2
		e := pathEnd
		if j := strings.IndexByte(s[a:pathEnd], '/'); j >= 0 {
			e = a + j
		}
		start := i // "//" goes with the first component
		if j := strings.LastIndexByte(s[a:e], '@'); j >= 0 {
			out = append(out, span{"userinfo", start, a + j + 1, s[a : a+j]})
			a += j + 1
			start = a
		}
		port := -1 // the ":" of the port
		if strings.HasPrefix(s[a:e], "[") {
			if j := strings.IndexByte(s[a:e], ']'); j >= 0 && a+j+1 < e && s[a+j+1] == ':' {
				port = a + j + 1
			}
		} else if j := strings.LastIndexByte(s[a:e], ':'); j >= 0 {
			port = a + j
		}
		hostEnd := e
		if port >= 0 {
			hostEnd = port
		}
		out = append(out, span{"host", start, hostEnd, s[a:hostEnd]})
		if port >= 0 {
			out = append(out, span{"port", port, e, s[port+1 : e]})
		}
		i = e
	}
	// ([^?#]*)
	out = append(out, span{"path", i, pathEnd, s[i:pathEnd]})
	if query >= 0 {
		out = append(out, span{"query", query, end, s[query+1 : end]})
	}
	if end < len(s) {
		out = append(out, span{"fragment", end, len(s), s[end+1:]})
	}
	return out
}

// validComponent reports whether text matches the rule of the component
// name.
func validComponent(name, text string) bool {
	switch name {
	case "scheme":
		return parser.ValidScheme(text)
	case "userinfo":
		return parser.ValidUserinfo(text)
	case "host":
		return parser.ValidHost(text)
	case "port":
		return parser.ValidPort(text)
	case "path":
		return parser.ValidPath(text)
	case "query":
		return parser.ValidQuery(text)
	}
	return parser.ValidFragment(text)
}

// errorComponent names the component of a URI reference in which s, which
// is none, goes wrong at offset, as the parser found: "scheme",
// "userinfo", "host", "port", "path", "query" or "fragment", split as
// RFC 3986 Appendix B does (see spans); needScheme says that s should be
// a URI, with a scheme. It is
//
//   - "scheme" when s should have one and has none ("//a" for a URI);
//   - else the first component, at or before offset, that does not match
//     its rule on its own ("http://a b/": host; "http://[::1/": host,
//     though the parser stops at the "/" after it; "//a:b:c": host, though
//     the parser, reading "a:b:c" as a userinfo, stops at the end);
//   - else the component where offset is ("http://a/#f" for an
//     absolute-URI, which has no fragment: fragment), or, at the end of
//     s, the last one.
func errorComponent(s string, offset int, needScheme bool) string {
	var buf [7]span
	sp := spans(s, buf[:0])
	if needScheme && sp[0].name != "scheme" {
		return "scheme"
	}
	for _, c := range sp {
		if c.start > offset {
			break
		}
		if !validComponent(c.name, c.text) {
			return c.name
		}
	}
	for _, c := range sp {
		if offset < c.end {
			return c.name
		}
	}
	return sp[len(sp)-1].name
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
