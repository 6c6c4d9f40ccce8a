package uri

import (
	"strings"

	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/parser"
)

// Parts are the components of a URI reference (RFC 3986 §3), as written
// (percent-encoded). A component whose field is not empty is present; one
// whose field is empty is absent, unless its Has field says it is present
// and empty: Parts{Scheme: "https", Host: "example.com", Path: "/"} is
// "https://example.com/", and HasQuery adds an empty query,
// "https://example.com/?". A userinfo or a port makes an authority
// present, as a host does. The path is always present, perhaps empty.
//
// URI puts the parts together, as RFC 3986 §5.3 does, into a URI it has
// checked; Parts of a URI gives them back, with every Has field saying
// whether its component is present.
type Parts struct {
	Scheme       string   // without its ":"
	HasScheme    bool     // a scheme, even empty (which is no URI)
	HasAuthority bool     // "//" and an authority, perhaps empty
	Userinfo     string   // without its "@"
	HasUserinfo  bool     // an "@" in the authority, perhaps after nothing
	Host         string   // brackets included for an IP-literal
	HostKind     HostKind // how Host reads (§3.2.2), in Parts of a URI; URI does not read it
	Port         string   // digits, without the ":"
	HasPort      bool     // a ":" after the host, perhaps with no digits
	Path         string   // always present, perhaps empty
	Query        string   // without its "?"
	HasQuery     bool     // a "?", perhaps with an empty query
	Fragment     string   // without its "#"
	HasFragment  bool     // a "#", perhaps with an empty fragment
}

// Parts returns u's components, each Has field saying whether its
// component is present.
func (u URI) Parts() Parts { return u.parts() }

// URI puts the parts together as RFC 3986 §5.3 does: scheme ":", "//"
// authority, path, "?" query, "#" fragment, each delimiter only with its
// component, and returns the URI reference they make. Each component must
// match its rule of RFC 3986 in its place: a scheme, a userinfo, a host
// (a reg-name, an IPv4address or an IP-literal with its brackets: IPHost
// writes one from a netip.Addr), a port of digits, a path that does not
// begin with "//" without an authority, and has no ":" in its first
// segment without a scheme either (write "./a:b"), a query and a
// fragment. After an authority a path is empty or begins with "/" (RFC
// 3986 §3.3): URI puts the "/" before a path that does not, as net/url's
// URL.String does, so that Parts{Scheme: "https", Host: "example.com",
// Path: "files/x"} is "https://example.com/files/x".
// Otherwise the error is an *Error with Op "build" and the text the parts
// make, whose *SyntaxError names the component and where in the text it
// goes wrong. The text is the only allocation.
func (p Parts) URI() (URI, error) {
	hasScheme, hasAuthority, hasUserinfo, hasPort, hasQuery, hasFragment := p.present()

	var b ref.Builder
	b.Init(len(p.Scheme) + len(p.Userinfo) + len(p.Host) + len(p.Port) + len(p.Path) + len(p.Query) + len(p.Fragment) + 8)
	// Where each component is, to check it on its own: so that an error
	// names it. Components that match their rules make a URI reference
	// with just those components (RFC 3986 §5.3).
	type piece struct {
		name       string
		start, end int
		valid      func(string) error
	}
	var pieces [7]piece
	n := 0
	put := func(name, text string, valid func(string) error) {
		start := b.N()
		b.Write(text)
		pieces[n] = piece{name, start, b.N(), valid}
		n++
	}
	if hasScheme {
		put("scheme", p.Scheme, parser.ValidateScheme)
		b.EndScheme()
	}
	if hasAuthority {
		b.BeginAuthority()
		if hasUserinfo {
			put("userinfo", p.Userinfo, parser.ValidateUserinfo)
			b.EndUserinfo()
		}
		b.BeginHost()
		put("host", p.Host, parser.ValidateHost)
		b.EndHost()
		if hasPort {
			b.Port(p.Port)
			pieces[n] = piece{"port", b.N() - len(p.Port), b.N(), parser.ValidatePort}
			n++
		}
	}
	pathRule := parser.ValidatePathNoscheme
	switch {
	case hasAuthority:
		pathRule = parser.ValidatePathAbempty
	case p.Path == "":
		pathRule = parser.ValidatePathEmpty
	case p.Path[0] == '/':
		pathRule = parser.ValidatePathAbsolute
	case hasScheme:
		pathRule = parser.ValidatePathRootless
	}
	b.BeginPath()
	if hasAuthority && p.Path != "" && p.Path[0] != '/' {
		// RFC 3986 §3.3: after an authority, the path is empty or
		// begins with "/"; as net/url's URL.String does, the "/" is
		// put in.
		start := b.N()
		b.Byte('/')
		b.Write(p.Path)
		pieces[n] = piece{"path", start, b.N(), pathRule}
		n++
	} else {
		put("path", p.Path, pathRule)
	}

	if hasQuery {
		b.BeginQuery()
		put("query", p.Query, parser.ValidateQuery)
	}
	if hasFragment {
		b.BeginFragment()
		put("fragment", p.Fragment, parser.ValidateFragment)
	}
	u := URI{r: b.Ref()}
	for _, c := range pieces[:n] {
		ref.CountParse()
		if err := c.valid(u.r.S[c.start:c.end]); err != nil {
			// The password is after the first ":" of the userinfo, even
			// where the text is no URI and no reader finds it there
			// ("http://u:p/w@h"), and where a reader finds it.
			pwFrom, pwTo := synerr.Password(u.r.S)
			if hasUserinfo {
				if k := strings.IndexByte(p.Userinfo, ':'); k >= 0 {
					ui := pieces[0]
					if hasScheme {
						ui = pieces[1]
					}
					if pwFrom >= pwTo {
						pwFrom, pwTo = ui.start+k+1, ui.end
					} else {
						pwFrom, pwTo = min(pwFrom, ui.start+k+1), max(pwTo, ui.end)
					}
				}
			}
			pe, ok := err.(*parser.Error)
			if !ok {
				return URI{}, &Error{Op: "build", Input: synerr.Mask(u.r.S, pwFrom, pwTo), Err: err}
			}
			return URI{}, newSyntaxError("build", u.r.S, synerr.Params{Offset: c.start + pe.Offset, Expected: pe.Expected, List: pe.ExpectedList,
				Naming: synerr.Given, Component: c.name, OwnPassword: true, PasswordFrom: pwFrom, PasswordTo: pwTo})
		}
	}
	return u, nil
}

// String puts the parts together as URI does, without checking them, the
// "/" before a path after an authority included: the text they stand
// for, a URI reference or not.
func (p Parts) String() string {
	hasScheme, hasAuthority, hasUserinfo, hasPort, hasQuery, hasFragment := p.present()
	var b strings.Builder
	b.Grow(len(p.Scheme) + len(p.Userinfo) + len(p.Host) + len(p.Port) + len(p.Path) + len(p.Query) + len(p.Fragment) + 8)
	add := func(has bool, before, text, after string) {
		if has {
			b.WriteString(before)
			b.WriteString(text)
			b.WriteString(after)
		}
	}
	add(hasScheme, "", p.Scheme, ":")
	add(hasAuthority, "//", "", "")
	add(hasUserinfo, "", p.Userinfo, "@")
	add(hasAuthority, "", p.Host, "")
	add(hasPort, ":", p.Port, "")
	add(hasAuthority && p.Path != "" && p.Path[0] != '/', "/", "", "")
	b.WriteString(p.Path)
	add(hasQuery, "?", p.Query, "")
	add(hasFragment, "#", p.Fragment, "")
	return b.String()
}

// present says which components p has: a field that is set, or its Has
// field; a userinfo, a host or a port makes an authority.
func (p Parts) present() (scheme, authority, userinfo, port, query, fragment bool) {
	scheme = p.HasScheme || p.Scheme != ""
	userinfo = p.HasUserinfo || p.Userinfo != ""
	port = p.HasPort || p.Port != ""
	authority = p.HasAuthority || userinfo || p.Host != "" || port
	return scheme, authority, userinfo, port, p.HasQuery || p.Query != "", p.HasFragment || p.Fragment != ""
}

// JoinPath returns u with its path followed by the elements elem, as
// net/url's URL.JoinPath does, its query and fragment kept. Each element
// is text, not yet escaped (net/url takes escaped text): every byte not
// allowed in a path (RFC 3986 §3.3, InPath) is percent-encoded, "%"
// included ("100%" is "100%25"), and "/" separates segments. Elements join with one "/": a "/" that ends the path or
// begins an element is not doubled, and after an empty path a "/" comes
// only where there is an authority (§3.3); an empty element adds
// nothing. Where the path is then absolute (it begins with "/"), its dot
// segments are removed (§5.2.4), so that ".." goes up, never above the
// root; unlike net/url, empty segments ("a//b") are kept, for they are
// segments of their own in RFC 3986. The error is Parts.URI's, for a
// path that makes no URI reference ("a:b" in the first segment of a
// relative reference).
func (u URI) JoinPath(elem ...string) (URI, error) {
	p := u.Parts()
	var b strings.Builder
	b.WriteString(p.Path)
	for _, e := range elem {
		if e == "" {
			continue
		}
		path := b.String()
		if path != "" || p.HasAuthority {
			if !strings.HasSuffix(path, "/") {
				b.WriteByte('/')
			}
			e = strings.TrimPrefix(e, "/")
		}
		b.WriteString(Escape(e, InPath))
	}
	p.Path = b.String()
	if strings.HasPrefix(p.Path, "/") {
		p.Path = RemoveDotSegments(p.Path)
	}
	return p.URI()
}

// WithoutFragment returns u without its fragment and its "#" (RFC 3986
// §3.5), if any: "https://a/b?q#top" gives "https://a/b?q", the
// absolute-URI (§4.3) of a URI.
func (u URI) WithoutFragment() URI {
	pos, _, ok := u.r.Span(ref.Fragment)
	if !ok {
		return u
	}
	r := u.r
	r.S = r.S[:pos-1]
	r.Clear(ref.Fragment)
	if r.S == "" {
		return URI{}
	}
	return URI{r: r}
}
