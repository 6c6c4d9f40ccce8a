package synerr

import (
	"slices"
	"strings"

	"github.com/abnf-uri/uri/internal/appendixb"
	"github.com/abnf-uri/uri/internal/chars"
)

// nodeComponent is the component of a URI reference a node of a generated
// parser (abnf gen -nodes) stands for, and whether it stands for one: its
// rule name in RFC 3986, RFC 3987 (the "i" names) or RFC 6874 (ZoneID,
// inside the host). "" is a failure outside every node, which in a URI
// reference is the path or a delimiter next to it. The authority stands
// for its three components (see FromNodes).
func nodeComponent(node string) (string, bool) {
	switch node {
	case "":
		return "path", true
	case "scheme":
		return "scheme", true
	case "authority", "iauthority":
		return "authority", true
	case "userinfo", "iuserinfo":
		return "userinfo", true
	case "host", "ihost", "ZoneID":
		return "host", true
	case "port":
		return "port", true
	case "query", "iquery":
		return "query", true
	case "fragment", "ifragment":
		return "fragment", true
	}
	return "", false
}

// component is nodeComponent's name alone.
func component(node string) string {
	c, _ := nodeComponent(node)
	return c
}

// FromNodes names the component of s, no URI reference (no URI when
// needScheme), in which a generated parser fails at offset, from nodes,
// the nodes its failure is inside (machine.Error.Nodes): the innermost
// node each of its threads would read the next byte in, in priority
// order, "" for the path. No validator runs. It is
//
//   - "scheme" when s should have one and has none, as RFC 3986 Appendix
//     B splits s ("//a" for a URI), or where offset is in what Appendix
//     B takes for the scheme (the parser's scheme thread is dead there,
//     and no relative reference has a ":" in its first segment: "%ftp:");
//   - else the component Appendix B puts offset in, when the parser has a
//     thread there ("http://a b/": host, though userinfo is open too,
//     Appendix B finding no "@"; "ht tp://a": scheme, though the parser
//     could still be reading a path; a thread in the host counts as one in
//     the userinfo, as the parser ends the userinfo at the first "@" and
//     Appendix B at the last: "//a@b@c/": userinfo; a thread in the
//     authority's own "@" or ":" counts as one in any of its components
//     when no thread is in one of them: "//[::1]x": host);
//   - else the parser's own first component: "http://[::1/": host, where
//     Appendix B puts the "/" in the path. Where that is the authority
//     alone (RFC 3987's iuserinfo is no node), or a userinfo of an
//     authority with no "@" (the parser reads "a:b" in "//a:b/" as a
//     userinfo only because a port has digits alone), it is the host as
//     Appendix B splits the authority (at its last ":") when that holds a
//     ":", else the port: "//a:b/": port, "//a:b:c": host,
//     "//2001:db8::7]/": host.
//
// ok is false when nodes names a node that is no component: then the
// caller names it otherwise.
func FromNodes(s string, offset int, nodes []string, needScheme bool) (name string, ok bool) {
	n, _, _ := appendixb.Window(s, offset, false)
	s = s[:n]
	p := appendixb.Split(s)
	var buf [7]span
	return fromNodes(s, p, splitParts(s, p, buf[:0]), offset, nodes, needScheme)
}

// fromNodes is FromNodes of s, which appendixb.Split split into p and
// splitParts into sp.
func fromNodes(s string, p appendixb.Parts, sp []span, offset int, nodes []string, needScheme bool) (string, bool) {
	if needScheme && p.Scheme < 0 {
		return "scheme", true
	}
	if len(nodes) == 0 {
		return "", false
	}
	for _, n := range nodes {
		if _, ok := nodeComponent(n); !ok {
			return "", false
		}
	}
	place := placeOf(sp, offset)
	// A failure one or two bytes after a "%" is in its escape (RFC 3986
	// §2.1: "%" HEXDIG HEXDIG), which is in the component the "%" is in:
	// "/c=%B?q" fails at the "?" in the path. (The automaton's states
	// after a "%" in the path and in the query are one.)
	if at := pctStart(s, offset); at >= 0 && place != "scheme" {
		place = placeOf(sp, at)
	}
	if place == "scheme" {
		// The parser stops at or before the ":" that ends what Appendix
		// B takes for a scheme: its scheme thread is dead, and no
		// relative reference holds a ":" in its first segment (RFC 3986
		// §4.2), whatever thread is left.
		return place, true
	}
	// The authority's own bytes (its "@" and the ":" of a port) stand
	// for any of its components only where no thread is in one of them.
	split := false
	for _, n := range nodes {
		split = split || inAuthority(component(n))
	}
	for _, n := range nodes {
		c := component(n)
		if c == place || c == "authority" && !split && inAuthority(place) || place == "userinfo" && (c == "host" || c == "port") {
			// (A host or port where Appendix B has a userinfo: the
			// parser ended the userinfo at an "@" before the last.)
			return hostOrPort(place, sp), true
		}
	}
	// Else the parser's own first thread, but for a userinfo where the
	// authority has no "@": the parser reads "a:b" in "//a:b/" as a
	// userinfo only because a port has digits alone.
	noAt := p.Authority >= 0 && !strings.Contains(s[p.Authority:p.Path], "@")
	first := "authority"
	for _, n := range nodes {
		if c := component(n); c != "userinfo" || !noAt {
			first = c
			break
		}
	}
	if first == "authority" {
		// Somewhere in the authority, which the parser does not split
		// (an IRI's iuserinfo is no node) or which has no "@".
		first = "host"
		if slices.ContainsFunc(sp, func(c span) bool { return c.name == "port" }) {
			first = "port"
		}
	}
	return hostOrPort(first, sp), true
}

// pctStart returns where the "%" is that a failure at offset is in the
// escape of, one or two bytes after it, or -1.
func pctStart(s string, offset int) int {
	switch {
	case offset >= 1 && offset <= len(s) && s[offset-1] == '%':
		return offset - 1
	case offset >= 2 && offset <= len(s) && s[offset-2] == '%' && chars.IsHex(s[offset-1]):
		return offset - 2
	}
	return -1
}

// hostOrPort is name, but host for a port where the host of sp, split as
// Appendix B splits it at the authority's last ":", holds a ":" and is
// no IP-literal: an IPv6 address without its brackets (RFC 3986 §3.2.2),
// or a ":" too many.
func hostOrPort(name string, sp []span) string {
	if name == "port" && hostColon(sp) {
		return "host"
	}
	return name
}

// hostColon reports whether the host of sp holds a ":" and is no
// IP-literal.
func hostColon(sp []span) bool {
	for _, c := range sp {
		if c.name == "host" {
			return strings.Contains(c.text, ":") && !strings.HasPrefix(c.text, "[")
		}
	}
	return false
}

// placeOf names the span of sp that offset is in, the last one at the end.
func placeOf(sp []span, offset int) string {
	for _, c := range sp {
		if offset < c.end {
			return c.name
		}
	}
	return sp[len(sp)-1].name
}

// inAuthority reports whether the component name is one of an authority.
func inAuthority(name string) bool { return name == "userinfo" || name == "host" || name == "port" }
