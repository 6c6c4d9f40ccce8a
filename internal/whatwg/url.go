// Package whatwg reads URL strings the way the WHATWG URL Standard's basic
// URL parser does (https://url.spec.whatwg.org/, "URL parsing"), so that
// what a browser makes of a URL can be compared with what RFC 3986 says.
//
// Parse runs the whole state machine, without a state override, on UTF-8
// input; String serializes the result as the href. ParseHost and
// ExplainHost run the host parser alone and tell which of its steps
// (percent-decoding, UTS #46 ToASCII, the IPv4 number forms) changed a
// host. Domain to ASCII is golang.org/x/net/idna with the options the
// standard asks for; its Unicode tables are those of x/net/idna for the Go
// release in use.
//
// Every function runs in time linear in its input. Punycode encoding
// (RFC 3492) is quadratic in the length of a label, so a label of more than
// 1024 code points to encode or decode fails: an implementation limit the
// standard leaves open (whatwg/url issue 824), the one x/net/idna already
// has for decoding. The worst case is then a few seconds per megabyte of
// non-ASCII host.
package whatwg

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/idnacap"
)

// A URL is the URL Standard's URL record, with its components serialized
// as the URL API's getters give them, less their "?" and "#" prefixes.
type URL struct {
	Scheme      string // lower case, without ":"
	Username    string // percent-encoded
	Password    string // percent-encoded
	Host        string // serialized host, IPv6 in brackets; "" when HasHost is false
	HasHost     bool   // the host is not null (it may be the empty host)
	Port        string // decimal, "" when null or the scheme's default port
	Path        string // the opaque path, or "/" before each path segment
	Query       string // without "?"; see HasQuery
	Fragment    string // without "#"; see HasFragment
	HasQuery    bool   // the query is not null
	HasFragment bool   // the fragment is not null
	Opaque      bool   // the path is an opaque path

	HostKind  HostKind  // what the host parser made of the host
	HostSteps Steps     // the host parser's steps that changed the host
	RawHost   string    // the host as the host parser got it
	Warnings  []Warning // the first validation error of each kind that did not stop the parser
}

// IsSpecial reports whether scheme is a special scheme: ftp, file, http,
// https, ws or wss.
func IsSpecial(scheme string) bool {
	switch scheme {
	case "ftp", "file", "http", "https", "ws", "wss":
		return true
	}
	return false
}

// DefaultPort returns the default port of a special scheme, or "" for file
// and every scheme that is not special.
func DefaultPort(scheme string) string {
	switch scheme {
	case "ftp":
		return "21"
	case "http", "ws":
		return "80"
	case "https", "wss":
		return "443"
	}
	return ""
}

// String returns the URL serializer's output, the href.
func (u *URL) String() string {
	var b strings.Builder
	b.Grow(len(u.Scheme) + len(u.Username) + len(u.Password) + len(u.Host) + len(u.Path) + len(u.Query) + len(u.Fragment) + 16)
	b.WriteString(u.Scheme)
	b.WriteByte(':')
	if u.HasHost {
		b.WriteString("//")
		if u.Username != "" || u.Password != "" {
			b.WriteString(u.Username)
			if u.Password != "" {
				b.WriteByte(':')
				b.WriteString(u.Password)
			}
			b.WriteByte('@')
		}
		b.WriteString(u.Host)
		if u.Port != "" {
			b.WriteByte(':')
			b.WriteString(u.Port)
		}
	} else if !u.Opaque && strings.HasPrefix(u.Path, "//") {
		// A path whose first segment is empty would read as an authority.
		b.WriteString("/.")
	}
	b.WriteString(u.Path)
	if u.HasQuery {
		b.WriteByte('?')
		b.WriteString(u.Query)
	}
	if u.HasFragment {
		b.WriteByte('#')
		b.WriteString(u.Fragment)
	}
	return b.String()
}

// Search returns the URL API's search: "" or "?" and the query.
func (u *URL) Search() string {
	if u.Query == "" {
		return ""
	}
	return "?" + u.Query
}

// Hash returns the URL API's hash: "" or "#" and the fragment.
func (u *URL) Hash() string {
	if u.Fragment == "" {
		return ""
	}
	return "#" + u.Fragment
}

// segments returns the path of a URL without an opaque path as a list.
func (u *URL) segments() []string {
	if u.Path == "" {
		return nil
	}
	return strings.Split(strings.TrimPrefix(u.Path, "/"), "/")
}

type state uint8

const (
	schemeStartState state = iota
	schemeState
	noSchemeState
	specialRelativeOrAuthorityState
	pathOrAuthorityState
	relativeState
	relativeSlashState
	specialAuthoritySlashesState
	specialAuthorityIgnoreSlashesState
	authorityState
	hostState
	portState
	fileState
	fileSlashState
	fileHostState
	pathStartState
	pathState
	opaquePathState
	queryState
	fragmentState
)

const eof = -1

type parser struct {
	input string
	in    []rune // the input after trimming and tab and newline removal
	off   []int  // byte offset in input of each rune of in, and of its end
	base  *URL
	u     *URL
	path  []string
	buf   []byte
	opq   []byte // the opaque path
	query []byte
	frag  []byte
	user  []byte
	pass  []byte
	// start is where buf started, for errors.
	start int
}

// Parse runs the basic URL parser on input, against base when base is
// not nil (base should come from Parse). It fails exactly where the
// standard returns failure; the error names the validation error.
// Invalid UTF-8 in input is read as U+FFFD, as the Encoding Standard's
// UTF-8 decoder reads it.
func Parse(input string, base *URL) (*URL, error) {
	p := &parser{input: input, base: base, u: &URL{}}
	if err := p.parse(); err != nil {
		return nil, err
	}
	return p.u, nil
}

func (p *parser) warn(i int, code string) {
	p.u.Warnings = addWarning(p.u.Warnings, p.off[i], code)
}

func (p *parser) fail(i int, code, msg string) error {
	return &Error{Op: "parse", Input: p.input, Offset: p.off[i], Code: code, Msg: msg}
}

// clean decodes the input, trims leading and trailing C0 controls and
// spaces, and removes tabs and newlines.
func (p *parser) clean() {
	rs, offs := decodeUTF8(p.input)
	lo, hi := 0, len(rs)
	for lo < hi && rs[lo] <= ' ' {
		lo++
	}
	for hi > lo && rs[hi-1] <= ' ' {
		hi--
	}
	var ws []Warning
	if lo > 0 {
		ws = addWarning(ws, 0, codeInvalidURLUnit)
	} else if hi < len(rs) {
		ws = addWarning(ws, offs[hi], codeInvalidURLUnit)
	}
	in, off := rs[:0], offs[:0]
	for i := lo; i < hi; i++ {
		if c := rs[i]; c == '\t' || c == '\n' || c == '\r' {
			ws = addWarning(ws, offs[i], codeInvalidURLUnit)
			continue
		}
		in = append(in, rs[i])
		off = append(off, offs[i])
	}
	off = append(off, offs[hi])
	p.in, p.off = in, off
	p.u.Warnings = ws
}

func (p *parser) at(i int) rune {
	if i >= 0 && i < len(p.in) {
		return p.in[i]
	}
	return eof
}

// startsWith reports whether the code points from i on start with s.
func (p *parser) startsWith(i int, s string) bool {
	for _, c := range s {
		if p.at(i) != c {
			return false
		}
		i++
	}
	return true
}

func isAlpha(c rune) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isDigit(c rune) bool { return '0' <= c && c <= '9' }

// startsWithDriveLetter reports whether the code points from i on start
// with a Windows drive letter.
func (p *parser) startsWithDriveLetter(i int) bool {
	if !isAlpha(p.at(i)) || (p.at(i+1) != ':' && p.at(i+1) != '|') {
		return false
	}
	switch p.at(i + 2) {
	case eof, '/', '\\', '?', '#':
		return true
	}
	return false
}

func isDriveLetter(s string) bool {
	return len(s) == 2 && isAlpha(rune(s[0])) && (s[1] == ':' || s[1] == '|')
}

func isNormalizedDriveLetter(s string) bool {
	return isDriveLetter(s) && s[1] == ':'
}

func isSingleDot(s string) bool {
	return s == "." || strings.EqualFold(s, "%2e")
}

func isDoubleDot(s string) bool {
	switch strings.ToLower(s) {
	case "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}

// shorten is "shorten a URL's path".
func (p *parser) shorten() {
	if p.u.Scheme == "file" && len(p.path) == 1 && isNormalizedDriveLetter(p.path[0]) {
		return
	}
	if len(p.path) > 0 {
		p.path = p.path[:len(p.path)-1]
	}
}

// checkUnit records invalid-URL-unit for a code point that is not a URL
// code point, or a "%" not followed by two hex digits.
func (p *parser) checkUnit(i int, c rune) {
	if c == '%' {
		if !isHex(p.at(i+1)) || !isHex(p.at(i+2)) {
			p.warn(i, codeInvalidURLUnit)
		}
	} else if !isURLCodePoint(c) {
		p.warn(i, codeInvalidURLUnit)
	}
}

// host runs the host parser on buf and sets the URL's host.
func (p *parser) host(end int) error {
	special := IsSpecial(p.u.Scheme)
	raw := string(p.buf)
	h, herr := parseHost(raw, special, idnacap.Cap{}, func(off int, code string) {
		if !hasWarning(p.u.Warnings, code) {
			p.u.Warnings = append(p.u.Warnings, Warning{Offset: p.off[p.runeIndex(off)], Code: code})
		}
	})
	if herr != nil {
		i := p.runeIndex(herr.off)
		if len(p.buf) == 0 {
			i = end
		}
		return p.fail(i, herr.code, herr.msg)
	}
	if p.u.Scheme == "file" && h.host == "localhost" {
		h.host, h.kind = "", EmptyHost
	}
	p.u.Host, p.u.HasHost, p.u.HostKind, p.u.HostSteps, p.u.RawHost = h.host, true, h.kind, h.steps, raw
	return nil
}

// runeIndex maps a byte offset in buf, which holds the code points from
// p.start on, to an index in p.in.
func (p *parser) runeIndex(off int) int {
	return p.start + utf8.RuneCount(p.buf[:min(off, len(p.buf))])
}

func (p *parser) setEmptyHost() {
	p.u.Host, p.u.HasHost, p.u.HostKind, p.u.HostSteps, p.u.RawHost = "", true, EmptyHost, 0, ""
}

func (p *parser) copyBaseAuthority() {
	b, u := p.base, p.u
	u.Username, u.Password, u.Host, u.HasHost, u.Port = b.Username, b.Password, b.Host, b.HasHost, b.Port
	u.HostKind, u.HostSteps, u.RawHost = b.HostKind, b.HostSteps, b.RawHost
}

func (p *parser) copyBaseQuery() {
	p.query = append(p.query[:0], p.base.Query...)
	p.u.HasQuery = p.base.HasQuery
}

// appendBuf appends c to buf and remembers where buf started.
func (p *parser) appendBuf(i int, c rune) {
	if len(p.buf) == 0 {
		p.start = i
	}
	p.buf = appendRune(p.buf, c)
}

func appendRune(b []byte, c rune) []byte {
	if c < 0x80 {
		return append(b, byte(c))
	}
	return append(b, string(c)...)
}

func (p *parser) parse() error {
	p.clean()
	u, base := p.u, p.base
	st := schemeStartState
	var atSignSeen, insideBrackets, passwordTokenSeen bool
	for ptr := 0; ; ptr++ {
		c := p.at(ptr)
		special := IsSpecial(u.Scheme)
		switch st {
		case schemeStartState:
			if isAlpha(c) {
				p.buf = append(p.buf, byte(c|0x20))
				st = schemeState
			} else {
				st = noSchemeState
				ptr--
			}

		case schemeState:
			switch {
			case isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.':
				if isAlpha(c) {
					c |= 0x20
				}
				p.buf = append(p.buf, byte(c))
			case c == ':':
				u.Scheme = string(p.buf)
				p.buf = p.buf[:0]
				special = IsSpecial(u.Scheme)
				switch {
				case u.Scheme == "file":
					if !p.startsWith(ptr+1, "//") {
						p.warn(ptr+1, codeMissingSolidus)
					}
					st = fileState
				case special && base != nil && base.Scheme == u.Scheme:
					st = specialRelativeOrAuthorityState
				case special:
					st = specialAuthoritySlashesState
				case p.at(ptr+1) == '/':
					st = pathOrAuthorityState
					ptr++
				default:
					u.Opaque = true
					st = opaquePathState
				}
			default:
				p.buf = p.buf[:0]
				st = noSchemeState
				ptr = -1
			}

		case noSchemeState:
			switch {
			case base == nil || base.Opaque && c != '#':
				return p.fail(0, codeMissingScheme, "expected a scheme and \":\" (there is no base URL to resolve against), or a fragment after a base with an opaque path")
			case base.Opaque && c == '#':
				u.Scheme, u.Opaque = base.Scheme, true
				p.opq = append(p.opq[:0], base.Path...)
				p.copyBaseQuery()
				u.HasFragment = true
				st = fragmentState
			case base.Scheme != "file":
				st = relativeState
				ptr--
			default:
				st = fileState
				ptr--
			}

		case specialRelativeOrAuthorityState:
			if c == '/' && p.at(ptr+1) == '/' {
				st = specialAuthorityIgnoreSlashesState
				ptr++
			} else {
				p.warn(ptr, codeMissingSolidus)
				st = relativeState
				ptr--
			}

		case pathOrAuthorityState:
			if c == '/' {
				st = authorityState
			} else {
				st = pathState
				ptr--
			}

		case relativeState:
			u.Scheme = base.Scheme
			special = IsSpecial(u.Scheme)
			switch {
			case c == '/':
				st = relativeSlashState
			case special && c == '\\':
				p.warn(ptr, codeReverseSolidus)
				st = relativeSlashState
			default:
				p.copyBaseAuthority()
				p.path = base.segments()
				p.copyBaseQuery()
				switch c {
				case '?':
					p.query, u.HasQuery = p.query[:0], true
					st = queryState
				case '#':
					u.HasFragment = true
					st = fragmentState
				case eof:
				default:
					p.query, u.HasQuery = p.query[:0], false
					p.shorten()
					st = pathState
					ptr--
				}
			}

		case relativeSlashState:
			switch {
			case special && (c == '/' || c == '\\'):
				if c == '\\' {
					p.warn(ptr, codeReverseSolidus)
				}
				st = specialAuthorityIgnoreSlashesState
			case c == '/':
				st = authorityState
			default:
				p.copyBaseAuthority()
				st = pathState
				ptr--
			}

		case specialAuthoritySlashesState:
			if c == '/' && p.at(ptr+1) == '/' {
				st = specialAuthorityIgnoreSlashesState
				ptr++
			} else {
				p.warn(ptr, codeMissingSolidus)
				st = specialAuthorityIgnoreSlashesState
				ptr--
			}

		case specialAuthorityIgnoreSlashesState:
			if c != '/' && c != '\\' {
				st = authorityState
				ptr--
			} else {
				p.warn(ptr, codeMissingSolidus)
			}

		case authorityState:
			switch {
			case c == '@':
				p.warn(ptr, codeInvalidCredentials)
				if atSignSeen {
					p.buf = append([]byte("%40"), p.buf...)
				}
				atSignSeen = true
				for _, cp := range string(p.buf) {
					if cp == ':' && !passwordTokenSeen {
						passwordTokenSeen = true
						continue
					}
					if passwordTokenSeen {
						p.pass = appendEncoded(p.pass, cp, userinfoSet)
					} else {
						p.user = appendEncoded(p.user, cp, userinfoSet)
					}
				}
				p.buf = p.buf[:0]
			case c == eof || c == '/' || c == '?' || c == '#' || special && c == '\\':
				if atSignSeen && len(p.buf) == 0 {
					return p.fail(ptr, codeHostMissing, "expected a host after \"@\", found "+p.quote(ptr))
				}
				ptr -= utf8.RuneCount(p.buf) + 1
				p.buf = p.buf[:0]
				st = hostState
			default:
				p.buf = appendRune(p.buf, c)
			}

		case hostState:
			switch {
			case c == ':' && !insideBrackets:
				if len(p.buf) == 0 {
					return p.fail(ptr, codeHostMissing, "expected a host before \":\"")
				}
				if err := p.host(ptr); err != nil {
					return err
				}
				p.buf = p.buf[:0]
				st = portState
			case c == eof || c == '/' || c == '?' || c == '#' || special && c == '\\':
				if special && len(p.buf) == 0 {
					return p.fail(ptr, codeHostMissing, "expected a host, found "+p.quote(ptr))
				}
				if err := p.host(ptr); err != nil {
					return err
				}
				p.buf = p.buf[:0]
				st = pathStartState
				ptr--
			default:
				if c == '[' {
					insideBrackets = true
				} else if c == ']' {
					insideBrackets = false
				}
				p.appendBuf(ptr, c)
			}

		case portState:
			switch {
			case isDigit(c):
				if len(p.buf) == 0 {
					p.start = ptr
				}
				p.buf = append(p.buf, byte(c))
			case c == eof || c == '/' || c == '?' || c == '#' || special && c == '\\':
				if len(p.buf) > 0 {
					n := 0
					for _, d := range p.buf {
						n = n*10 + int(d-'0')
						if n > 65535 {
							return p.fail(p.start, codePortOutOfRange, "expected a port up to 65535, found "+strconv.Quote(string(p.buf)))
						}
					}
					if port := strconv.Itoa(n); port == DefaultPort(u.Scheme) {
						u.Port = ""
					} else {
						u.Port = port
					}
					p.buf = p.buf[:0]
				}
				st = pathStartState
				ptr--
			default:
				return p.fail(ptr, codePortInvalid, "expected a digit, \"/\", \"?\", \"#\" or the end in the port, found "+p.quote(ptr))
			}

		case fileState:
			u.Scheme = "file"
			special = true
			p.setEmptyHost()
			switch {
			case c == '/' || c == '\\':
				if c == '\\' {
					p.warn(ptr, codeReverseSolidus)
				}
				st = fileSlashState
			case base != nil && base.Scheme == "file":
				u.Host, u.HasHost, u.HostKind, u.HostSteps, u.RawHost = base.Host, base.HasHost, base.HostKind, base.HostSteps, base.RawHost
				p.path = base.segments()
				p.copyBaseQuery()
				switch c {
				case '?':
					p.query, u.HasQuery = p.query[:0], true
					st = queryState
				case '#':
					u.HasFragment = true
					st = fragmentState
				case eof:
				default:
					p.query, u.HasQuery = p.query[:0], false
					if !p.startsWithDriveLetter(ptr) {
						p.shorten()
					} else {
						p.warn(ptr, codeFileDriveLetter)
						p.path = nil
					}
					st = pathState
					ptr--
				}
			default:
				st = pathState
				ptr--
			}

		case fileSlashState:
			if c == '/' || c == '\\' {
				if c == '\\' {
					p.warn(ptr, codeReverseSolidus)
				}
				st = fileHostState
			} else {
				if base != nil && base.Scheme == "file" {
					u.Host, u.HasHost, u.HostKind, u.HostSteps, u.RawHost = base.Host, base.HasHost, base.HostKind, base.HostSteps, base.RawHost
					if bs := base.segments(); !p.startsWithDriveLetter(ptr) && len(bs) > 0 && isNormalizedDriveLetter(bs[0]) {
						p.path = append(p.path, bs[0])
					}
				}
				st = pathState
				ptr--
			}

		case fileHostState:
			switch c {
			case eof, '/', '\\', '?', '#':
				ptr--
				switch {
				case isDriveLetter(string(p.buf)):
					p.warn(p.start, codeFileDriveLetterHost)
					st = pathState
				case len(p.buf) == 0:
					p.setEmptyHost()
					st = pathStartState
				default:
					if err := p.host(ptr + 1); err != nil {
						return err
					}
					p.buf = p.buf[:0]
					st = pathStartState
				}
			default:
				p.appendBuf(ptr, c)
			}

		case pathStartState:
			switch {
			case special:
				if c == '\\' {
					p.warn(ptr, codeReverseSolidus)
				}
				st = pathState
				if c != '/' && c != '\\' {
					ptr--
				}
			case c == '?':
				p.query, u.HasQuery = p.query[:0], true
				st = queryState
			case c == '#':
				u.HasFragment = true
				st = fragmentState
			case c != eof:
				st = pathState
				if c != '/' {
					ptr--
				}
			}

		case pathState:
			slash := c == '/' || special && c == '\\'
			if c == eof || slash || c == '?' || c == '#' {
				if special && c == '\\' {
					p.warn(ptr, codeReverseSolidus)
				}
				seg := string(p.buf)
				switch {
				case isDoubleDot(seg):
					p.shorten()
					if !slash {
						p.path = append(p.path, "")
					}
				case isSingleDot(seg):
					if !slash {
						p.path = append(p.path, "")
					}
				default:
					if u.Scheme == "file" && len(p.path) == 0 && isDriveLetter(seg) {
						seg = seg[:1] + ":"
					}
					p.path = append(p.path, seg)
				}
				p.buf = p.buf[:0]
				switch c {
				case '?':
					p.query, u.HasQuery = p.query[:0], true
					st = queryState
				case '#':
					u.HasFragment = true
					st = fragmentState
				}
			} else {
				p.checkUnit(ptr, c)
				p.buf = appendEncoded(p.buf, c, pathSet)
			}

		case opaquePathState:
			switch c {
			case '?':
				p.query, u.HasQuery = p.query[:0], true
				st = queryState
			case '#':
				u.HasFragment = true
				st = fragmentState
			case ' ':
				if n := p.at(ptr + 1); n == '?' || n == '#' {
					p.opq = append(p.opq, "%20"...)
				} else {
					p.opq = append(p.opq, ' ')
				}
			case eof:
			default:
				p.checkUnit(ptr, c)
				p.opq = appendEncoded(p.opq, c, c0ControlSet)
			}

		case queryState:
			switch c {
			case '#':
				u.HasFragment = true
				st = fragmentState
			case eof:
			default:
				p.checkUnit(ptr, c)
				set := querySet
				if special {
					set = specialQuerySet
				}
				p.query = appendEncoded(p.query, c, set)
			}

		case fragmentState:
			if c != eof {
				p.checkUnit(ptr, c)
				p.frag = appendEncoded(p.frag, c, fragmentSet)
			}
		}
		if ptr >= len(p.in) {
			break
		}
	}
	if u.Opaque {
		u.Path = string(p.opq)
	} else {
		var b strings.Builder
		for _, s := range p.path {
			b.WriteByte('/')
			b.WriteString(s)
		}
		u.Path = b.String()
	}
	if len(p.user) > 0 || len(p.pass) > 0 {
		u.Username, u.Password = string(p.user), string(p.pass)
	}
	if u.HasQuery {
		u.Query = string(p.query)
	}
	if u.HasFragment {
		u.Fragment = string(p.frag)
	}
	return nil
}

// quote names the code point at i, or the end of the input.
func (p *parser) quote(i int) string {
	if c := p.at(i); c != eof {
		return strconv.QuoteRune(c)
	}
	return "the end"
}
