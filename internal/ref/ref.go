// Package ref is the record of a URI reference that packages uri, iri and
// zone share, and the operations of RFC 3986 that work on it alone:
// reading its components, writing a new one (Builder), resolution (§5.2),
// making a reference relative, removing dot segments (§5.2.4),
// normalization by syntax (§6.2.2, NormalizeSyntax) and the comparison
// ladder (§6.2, Equivalent), whose scheme-based rung (§6.2.3) package uri
// gives, as it reads its table of schemes.
//
// A Ref is a text and where its components are in it: the spans of the
// scheme, authority, userinfo, host, port, query and fragment, as the
// generated parsers record them (the root parser's ast.Spans has this very
// layout); the path is what lies between them. The operations never look
// inside a character that is neither a delimiter nor a dot, so they serve
// URIs (RFC 3986, ASCII) and IRIs (RFC 3987, UTF-8) alike: RFC 3987 §6.5
// applies the algorithms of RFC 3986 "directly, treating the characters
// additionally allowed in IRI references in the same way that unreserved
// characters are". Normalization decodes percent-encodings, and there
// the repertoire matters: a Repertoire says how (RFC 3986 §6.2.2.2 for
// ASCII, RFC 3987 §5.3.2.3 for the UCS). What a Ref holds is valid by the grammar of the
// package that made it, and each operation keeps it so without parsing.
package ref

import "github.com/abnf-uri/uri/parser"

// Component names a component of a URI reference that a Ref records.
type Component uint8

// The components a Ref records, in the order of their spans.
const (
	Scheme Component = iota
	Authority
	Userinfo
	Host
	Port
	Query
	Fragment
	numComponents
)

// Spans holds where each component begins and ends, a pair of offsets
// for each Component in order, -1 for an absent one.
type Spans [2 * numComponents]int32

// NoSpans is the record of nothing.
var NoSpans = Spans{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}

// Ref is a URI reference: its text and its record. The zero Ref is the
// empty relative reference: a Ref whose text is empty has only an empty
// path, whatever its spans say.
type Ref struct {
	S  string
	Sp Spans
}

// Set records that r's component c is r.S[pos:end].
func (r *Ref) Set(c Component, pos, end int) {
	r.Sp[2*c], r.Sp[2*c+1] = int32(pos), int32(end)
}

// Clear records that r has no component c.
func (r *Ref) Clear(c Component) { r.Sp[2*c], r.Sp[2*c+1] = -1, -1 }

// Span returns where r's component c begins and ends, and whether r has
// one.
func (r *Ref) Span(c Component) (pos, end int, ok bool) {
	if p := r.Sp[2*c]; p >= 0 && r.S != "" {
		return int(p), int(r.Sp[2*c+1]), true
	}
	return 0, 0, false
}

// Text returns the text of r's component c, and whether r has one.
func (r *Ref) Text(c Component) (string, bool) {
	if p := r.Sp[2*c]; p >= 0 && r.S != "" {
		return r.S[p:r.Sp[2*c+1]], true
	}
	return "", false
}

// Has reports whether r has a component c.
func (r *Ref) Has(c Component) bool { return r.Sp[2*c] >= 0 && r.S != "" }

// PathKind is the rule a path matches (RFC 3986 §3.3; RFC 3987 §2.2 has
// the same with an "i" before each name).
type PathKind uint8

// The rules of paths.
const (
	PathAbempty PathKind = iota
	PathAbsolute
	PathNoscheme
	PathRootless
	PathEmpty
)

// PathKindOf returns the rule a path matches in a URI reference with or
// without a scheme and an authority (RFC 3986 §3.3, §4.2): the path must
// be one of it.
func PathKindOf(hasScheme, hasAuthority bool, path string) PathKind {
	switch {
	case hasAuthority:
		return PathAbempty
	case path == "":
		return PathEmpty
	case path[0] == '/':
		return PathAbsolute
	case hasScheme:
		return PathRootless
	}
	return PathNoscheme
}

// PathSpan returns where r's path begins and ends, and its rule: the path
// follows the authority, or else the scheme's ":", or else begins the
// text, and ends where the query's "?" or else the fragment's "#" is, or
// else with the text (RFC 3986 §3, §4.2).
func (r *Ref) PathSpan() (pos, end int, k PathKind) {
	if r.S == "" {
		return 0, 0, PathEmpty
	}
	pos, end = r.pathBounds()
	return pos, end, PathKindOf(r.Sp[2*Scheme+1] >= 0, r.Sp[2*Authority+1] >= 0, r.S[pos:end])
}

// pathBounds is where PathSpan says r's path is, for a non-empty r.S.
func (r *Ref) pathBounds() (pos, end int) {
	end = len(r.S)
	if q := r.Sp[2*Query]; q >= 0 {
		end = int(q) - 1
	} else if f := r.Sp[2*Fragment]; f >= 0 {
		end = int(f) - 1
	}
	if authority := r.Sp[2*Authority+1]; authority >= 0 {
		pos = int(authority)
	} else if scheme := r.Sp[2*Scheme+1]; scheme >= 0 {
		pos = int(scheme) + 1
	}
	return pos, end
}

// Path returns r's path.
func (r *Ref) Path() string {
	if r.S == "" {
		return ""
	}
	pos, end := r.pathBounds()
	return r.S[pos:end]
}

// Suffix returns the reference r.S[i:], for i the start of r's path, or
// of the "//" before its authority, the "?" of its query or the "#" of
// its fragment: the components from there on, with where they are,
// without copying. The path is empty when i is past it.
func (r Ref) Suffix(i int) Ref {
	if i == 0 {
		return r
	}
	if i == len(r.S) {
		return Ref{}
	}
	s := Ref{S: r.S[i:], Sp: NoSpans}
	for c := range numComponents {
		// What begins at i is before it (an empty authority or host ends
		// where the path begins).
		if pos, end, ok := r.Span(c); ok && pos > i {
			s.Set(c, pos-i, end-i)
		}
	}
	return s
}

// HostKind says which rule of RFC 3986 §3.2.2 a host matched; package
// uri's HostKind has the same values.
type HostKind uint8

// The kinds of hosts.
const (
	NoHost HostKind = iota
	RegName
	IPv4
	IPv6
	IPvFuture
)

// HostKindOf says which rule of RFC 3986 §3.2.2 a host matches, first
// match first; a host that matches none is taken as a reg-name (an
// ireg-name of RFC 3987 reads the same way: its IP literals and IPv4
// addresses are RFC 3986's). The record holds the host's span only: its
// kind is read off its text, by its first bytes, and for a host that
// begins with a digit by RFC 3986's IPv4address automaton.
func HostKindOf(host string) HostKind {
	switch {
	case host == "":
		return RegName
	case host[0] == '[' && len(host) > 1 && (host[1] == 'v' || host[1] == 'V'):
		return IPvFuture
	case host[0] == '[':
		return IPv6
	case '0' <= host[0] && host[0] <= '9' && ValidIPv4(host):
		return IPv4
	}
	return RegName
}

// ValidIPv4 reports whether host is an IPv4address (RFC 3986 §3.2.2).
func ValidIPv4(host string) bool {
	CountParse()
	return parser.ValidIPv4Address(host)
}

// TestHookParse, when not nil, is called each time a package of the
// module runs one of its generated parsers' automata over text: tests
// count the calls (TestParseCounts).
var TestHookParse func()

// CountParse calls TestHookParse, if set; each package calls it before
// it runs an automaton.
func CountParse() {
	if TestHookParse != nil {
		TestHookParse()
	}
}
