// Package lint reports what in a URI may be used to attack, or to
// mislead, as RFC 3986 §7 ("Security Considerations") describes, and
// where a browser's reading of it differs from RFC 3986's.
package lint

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri"
)

// Severity is how much a finding of Check matters, in increasing order.
type Severity uint8

const (
	// Info: unusual, harmless by itself, worth knowing.
	Info Severity = iota + 1
	// Warning: what RFC 3986 §7 describes as a means of attack,
	// or what a human reader is likely to misread.
	Warning
	// Error: what RFC 3986 calls an error (a password in the
	// userinfo, §7.5), or a URI its scheme cannot dereference.
	Error
)

var severityNames = [...]string{"", "info", "warning", "error"}

// String names the severity: "info", "warning" or "error".
func (s Severity) String() string {
	if s != 0 && int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "Severity(" + strconv.Itoa(int(s)) + ")"
}

// Finding is something Check reports about a URI.
type Finding struct {
	// Code names the kind of finding; codes are stable (see Check).
	Code string
	// Severity says how much the finding matters: info, warning or
	// error.
	Severity Severity
	// Component is the component the finding is about: "scheme",
	// "userinfo", "host", "port", "path", "query" or "fragment".
	Component string
	// Start and End are the byte offsets in the URI's text of the first
	// byte the finding is about and of the byte after the last.
	Start, End int
	// Section is the section of RFC 3986 the finding is about, as "7.2".
	Section string
	// Message says what was found, in English, without the URI.
	Message string
}

// String formats f as
// `19-21 warning port-well-known (RFC 3986 §7.2) port: MESSAGE`.
func (f Finding) String() string {
	return strconv.Itoa(f.Start) + "-" + strconv.Itoa(f.End) + " " + f.Severity.String() + " " + f.Code +
		" (RFC 3986 §" + f.Section + ") " + f.Component + ": " + f.Message
}

// The codes of Check's findings. Each is stable: a code keeps its meaning,
// severity and section.
const (
	codeSchemeUnregistered       = "scheme-unregistered"
	codePortWellKnown            = "port-well-known"
	codePortOutOfRange           = "port-out-of-range"
	codePctCRLF                  = "pct-encoded-crlf"
	codePctNUL                   = "pct-encoded-nul"
	codeEncodedPathSeparator     = "encoded-path-separator"
	codeEncodedDotSegment        = "encoded-dot-segment"
	codeDotSegment               = "dot-segment"
	codeDeviceName               = "device-name"
	codeRegNameIPv4              = "reg-name-ipv4"
	codeUserinfoPassword         = "userinfo-password"
	codeUserinfoHostLike         = "userinfo-host-like"
	codeUserinfoLong             = "userinfo-long"
	codeHostPctEncodedUnreserved = "host-pct-encoded-unreserved"
	codePctEncodedUnreserved     = "pct-encoded-unreserved"
	codeEmptyHostUNCPath         = "empty-host-unc-path"
	codePctControl               = "pct-encoded-control"
	codeBrowserHostFromPath      = "browser-host-from-path"
	codeBrowserHostIPv4          = "browser-host-ipv4"
	codeBrowserHostIDNA          = "browser-host-idna"
	codeBrowserHostRejected      = "browser-host-rejected"
	codeBrowserHostOther         = "browser-host-other"
	// scheme-syntax and host-obscured are in scheme.go.
)

// codes are the codes, with their severity and section, in the order
// Check's documentation lists them.
var codes = []struct {
	code     string
	severity Severity
	section  string
}{
	{codeSchemeUnregistered, Info, "3.1"},
	{codePortWellKnown, Warning, "7.2"},
	{codePortOutOfRange, Error, "3.2.3"},
	{codePctCRLF, Warning, "7.2"},
	{codePctNUL, Warning, "7.3"},
	{codePctControl, Warning, "7.3"},
	{codeEncodedPathSeparator, Warning, "7.3"},
	{codeEncodedDotSegment, Warning, "7.3"},
	{codeDotSegment, Warning, "7.3"},
	{codeDeviceName, Warning, "7.3"},
	{codeEmptyHostUNCPath, Warning, "7.3"},
	{codeRegNameIPv4, Warning, "7.4"},
	{codeUserinfoPassword, Error, "7.5"},
	{codeUserinfoHostLike, Warning, "7.6"},
	{codeUserinfoLong, Warning, "7.6"},
	{codeHostPctEncodedUnreserved, Warning, "2.3"},
	{codePctEncodedUnreserved, Info, "2.3"},
	{codeBrowserHostFromPath, Warning, "7.6"},
	{codeBrowserHostIPv4, Warning, "7.4"},
	{codeBrowserHostIDNA, Warning, "7.6"},
	{codeBrowserHostRejected, Warning, "7.6"},
	{codeBrowserHostOther, Warning, "7.6"},
	{codeSchemeSyntax, Error, "3.1"},
	{codeHostObscured, Warning, "7.6"},
}

// Codes returns the codes Check may report, in a fixed order, each with
// its severity and section of RFC 3986 (Message, Component and the span
// are left empty).
func Codes() []Finding {
	out := make([]Finding, len(codes))
	for i, c := range codes {
		out[i] = Finding{Code: c.code, Severity: c.severity, Section: c.section}
	}
	return out
}

// userinfoMax is the length over which a userinfo is unusually long
// (RFC 3986 §7.6), in bytes: the limit of RFC 5321 §4.5.3.1.1 for the
// local part of a mail address, which a user name rarely exceeds.
const userinfoMax = 64

// defaultPorts are the default ports of schemes whose port is a TCP or UDP
// port, from each scheme's specification (and IANA's registry of service
// names and port numbers).
var defaultPorts = map[string]int{
	"http":      80,   // RFC 9110 §4.2.1
	"https":     443,  // RFC 9110 §4.2.2
	"ws":        80,   // RFC 6455 §3
	"wss":       443,  // RFC 6455 §3
	"ftp":       21,   // RFC 1738 §3.2
	"telnet":    23,   // RFC 4248
	"tn3270":    23,   // RFC 6270
	"gopher":    70,   // RFC 4266
	"nntp":      119,  // RFC 5538
	"news":      119,  // RFC 5538
	"snews":     563,  // RFC 5538
	"ldap":      389,  // RFC 4516
	"imap":      143,  // RFC 5092
	"pop":       110,  // RFC 2384
	"rtsp":      554,  // RFC 7826
	"rtspu":     554,  // RFC 2326
	"rtsps":     322,  // RFC 7826
	"snmp":      161,  // RFC 4088
	"tftp":      69,   // RFC 3617
	"dns":       53,   // RFC 4501
	"wais":      210,  // RFC 4156
	"z39.50r":   210,  // RFC 2056
	"z39.50s":   210,  // RFC 2056
	"prospero":  1525, // RFC 4157
	"nfs":       2049, // RFC 2224
	"ipp":       631,  // RFC 3510
	"ipps":      631,  // RFC 7472
	"coap":      5683, // RFC 7252
	"coaps":     5684, // RFC 7252
	"coap+tcp":  5683, // RFC 8323
	"coaps+tcp": 5684, // RFC 8323
	"coap+ws":   80,   // RFC 8323
	"coaps+ws":  443,  // RFC 8323
	"acap":      674,  // RFC 2244
	"icap":      1344, // RFC 3507
	"mtqp":      1038, // RFC 3887
	"iax":       4569, // RFC 5456
	"dict":      2628, // RFC 2229
	"vemmi":     575,  // RFC 2122
	"sieve":     4190, // RFC 5804
	"stun":      3478, // RFC 7064
	"stuns":     5349, // RFC 7064
	"turn":      3478, // RFC 7065
	"turns":     5349, // RFC 7065
	"rsync":     873,  // RFC 5781
	"vnc":       5900, // RFC 7869
	"ssh":       22,   // provisional; IANA port
	"sftp":      22,   // provisional; IANA port
	"git":       9418, // provisional; IANA port
	"svn":       3690, // provisional; IANA port
	"smb":       445,  // provisional; IANA port
	"ldaps":     636,  // provisional; IANA port
}

// devices are the names that Windows reserves for devices in every
// directory, whatever the extension ("con.txt" is the console), in
// lowercase (RFC 3986 §7.3 names "aux" and "lpt"; see Microsoft's "Naming
// Files, Paths, and Namespaces"). "..." is in the list of §7.3 too; "."
// and ".." are dot-segments.
var devices = func() map[string]bool {
	m := map[string]bool{"aux": true, "con": true, "nul": true, "prn": true, "conin$": true, "conout$": true}
	for _, d := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³"} {
		m["com"+d], m["lpt"+d] = true, true
	}
	return m
}()

// Check reports what in u may be used to attack, or to mislead, as RFC
// 3986 §7 describes, sorted by offset. A clean, ordinary URI
// ("http://example.com:80/", "http://user@example.com/",
// "http://127.0.0.1/") has no findings above Info. The codes:
//
//   - scheme-unregistered (info, §3.1): the scheme is not in IANA's
//     registry (RegisteredScheme).
//   - port-well-known (warning, §7.2): an explicit port from 0 to 1023
//     that is not the default port of the scheme ("http://a:25/", which
//     can make a client talk to a mail server); any such port for a
//     scheme whose default Check does not know.
//   - port-out-of-range (error, §3.2.3): for a scheme whose port is a TCP
//     or UDP port, a port over 65535.
//   - pct-encoded-crlf (warning, §7.2): "%0D" or "%0A", in any
//     component: CR and LF delimit the lines of many protocols.
//   - pct-encoded-nul (warning, §7.3): "%00", which may end a string
//     early in the system the data goes to.
//   - pct-encoded-control (warning, §7.3): another control character
//     ("%09", "%1B", "%7F"): WHATWG URL parsers remove a TAB typed in a
//     URL, and a back end that decodes may drop or act on one, so the
//     text means one thing to one reader and another to the next.
//   - encoded-path-separator (warning, §7.3): "%2F" or "%5C" in the path:
//     decoded, a "/" or "\" that file systems read as a separator.
//   - encoded-dot-segment (warning, §7.3): a path segment that, decoded,
//     is "." or "..", or holds one between "/" or "\" ("%2e%2e",
//     "..%2F"): a dot-segment that resolution does not remove and a file
//     system follows.
//   - dot-segment (warning, §7.3): a "." or ".." segment in the path of a
//     URI with a scheme (in a relative reference they are ordinary).
//   - device-name (warning, §7.3): a path segment, decoded, that names a
//     device on Windows, whatever its case and extension ("aux", "con",
//     "nul", "prn", "com1" to "com9", "lpt1" to "lpt9", "conin$",
//     "conout$"), or "...".
//   - empty-host-unc-path (warning, §7.3): in a file URI or a relative
//     reference, an empty host before a path that begins with "//"
//     ("file:////evil/share/x"): RFC 8089 E.3.2 and
//     Windows read it as the UNC path \\evil\share\x, on host "evil",
//     though RFC 3986 reads no host; the message names the host.
//   - reg-name-ipv4 (warning, §7.4): a registered name that resolvers
//     in the manner of inet_aton read as an IPv4 address ("2130706433",
//     "0x7f.1", "0177.0.0.1", "127.1", "1.2.3.04"); the message gives the
//     address (see the package's inet_aton notes below).
//   - userinfo-password (error, §7.5): a non-empty password in the
//     userinfo ("user:secret@"); the message does not repeat it.
//   - userinfo-host-like (warning, §7.6): a userinfo that reads like a
//     host name or address ("ftp://cnn.example.com&story=breaking_news@10.0.0.1/"):
//     the message names the real host.
//   - userinfo-long (warning, §7.6): a userinfo of more than 64 bytes,
//     long enough to push the host out of sight.
//   - host-pct-encoded-unreserved (warning, §2.3): a letter, digit, "-",
//     ".", "_" or "~" percent-encoded in the host
//     ("http://%77%77%77.example.com/"): obscured text.
//   - pct-encoded-unreserved (info, §2.3): the same in another component.
//
// The last codes are about URIs that browsers read otherwise: URIs with a
// scheme, read as a WHATWG URL parser (the URL Standard's) reads them
// without a base, when the host it reaches is not RFC 3986's host, up to
// case and percent-encoding (§6.2.2); each message names the host a
// browser reaches.
//
//   - browser-host-from-path (warning, §7.6): RFC 3986 reads no authority
//     or an empty host, browsers a host: "http:///example.org/path",
//     "http:/example.com/", "http:example.com/" and "http:@example.com"
//     all reach example.com, for they skip any slashes after the scheme
//     of http, https, ws, wss and ftp.
//   - browser-host-ipv4 (warning, §7.4): a registered name that browsers
//     read as an IPv4 address and inet_aton does not
//     ("http://127.0.0.1./", "http://0x7f.1./", "https://0x.0x.0").
//   - browser-host-idna (warning, §7.6): a host that, percent-decoded and
//     mapped with IDNA (UTS #46), is another name: "https://a%C2%ADb/"
//     (a soft hyphen, which the mapping drops) is "ab",
//     "https://%e2%98%83" is "xn--n3h".
//   - browser-host-rejected (warning, §7.6): browsers reject the host:
//     "http://ho%2Fst/" and "http://good.com%40evil.com/" decode to a
//     delimiter, "http://[v1.x]/" is no IPv6 address, "http://:80/" has
//     none. A back end that decodes the host may still reach one
//     ("evil.com").
//   - browser-host-other (warning, §7.6): any other difference
//     ("file://c:/x" is the path "/c:/x" on the local machine to a
//     browser, host "c" to RFC 3986).
//
// The last codes are about the URI's own scheme, when package scheme
// knows its grammar (scheme.Lookup):
//
//   - scheme-syntax (error, §3.1): the URI breaks the grammar of its
//     scheme's RFC ("mailto:@@@", RFC 6068 §2; "http:///x", an empty
//     host, RFC 9110 §4.2.1); the finding spans the byte where the
//     grammar stops matching, and the message names the rule and what it
//     expects there.
//   - host-obscured (warning, §7.6): for a scheme whose host is a DNS
//     name (http, https, ws, wss, ftp, telnet, gopher, news, nntp), a
//     registered name with a percent-encoded octet that is not
//     unreserved ("http://%65%78%C3%A1mple.com/"), or whose last label
//     is a number that inet_aton does not read as an address
//     ("http://1.2.3.4.5/", "http://example.0x10/"): no DNS name is
//     written so. A host inet_aton reads is reg-name-ipv4 instead.
//
// The host of reg-name-ipv4 is percent-decoded first, then read as
// inet_aton(3) of the GNU C library does: one to four parts separated by
// ".", each a number in C's notation (decimal; octal after "0"; hexadecimal
// after "0x" or "0X"); every part but the last is a byte, the last fills
// the bytes that remain (8, 16, 24 or 32 bits).
//
// A pct-encoded finding spans a run of consecutive triplets of its kind.
func Check(u uri.URI) []Finding {
	l := findSpans(u)
	l.checkScheme()
	if u.HasAuthority() {
		l.checkUserinfo()
		l.checkHost()
		l.checkPort()
	}
	l.checkPath()
	l.checkPercent()
	l.checkBrowser()
	l.checkSchemeGrammar()
	slices.SortStableFunc(l.out, func(a, b Finding) int { return cmp.Or(a.Start-b.Start, a.End-b.End) })
	return l.out
}

type linter struct {
	u   uri.URI
	out []Finding
	// Where the components are in u.String(), from its accessors alone;
	// a start of -1 marks an absent component.
	userinfo, host, port, path, query, fragment span
}

// span is the [start, end) of a component in a URI's text.
type span struct{ start, end int }

// findSpans finds the components of u in its text: they follow one
// another with their delimiters (RFC 3986 §5.3).
func findSpans(u uri.URI) linter {
	none := span{-1, -1}
	l := linter{u: u, userinfo: none, host: none, port: none, query: none, fragment: none}
	i := 0
	if scheme, ok := u.Scheme(); ok {
		i = len(scheme) + 1
	}
	if authority, ok := u.Authority(); ok {
		i += 2 // "//"
		end := i + len(authority)
		if ui, ok := u.Userinfo(); ok {
			l.userinfo = span{i, i + len(ui)}
			i += len(ui) + 1
		}
		host, _ := u.Host()
		l.host = span{i, i + len(host)}
		if port, ok := u.Port(); ok {
			l.port = span{end - len(port), end}
		}
		i = end
	}
	l.path = span{i, i + len(u.Path())}
	i = l.path.end
	if q, ok := u.Query(); ok {
		l.query = span{i + 1, i + 1 + len(q)}
	}
	if f, ok := u.Fragment(); ok {
		n := len(u.String())
		l.fragment = span{n - len(f), n}
	}
	return l
}

func (l *linter) add(code, component string, start, end int, msg string) {
	for _, c := range codes {
		if c.code == code {
			l.out = append(l.out, Finding{Code: code, Severity: c.severity, Component: component,
				Start: start, End: end, Section: c.section, Message: msg})
			return
		}
	}
	panic("lint: unknown code " + code)
}

func (l *linter) checkScheme() {
	name, ok := l.u.Scheme()
	if ok && RegisteredScheme(name) == SchemeUnregistered {
		l.add(codeSchemeUnregistered, "scheme", 0, len(name),
			"scheme "+strconv.Quote(name)+" is not in IANA's registry of URI schemes (as of "+SchemeRegistryDate()+")")
	}
}

func (l *linter) checkPort() {
	port, ok := l.u.Port()
	if !ok || port == "" {
		return
	}
	start, end := l.port.start, l.port.end
	n := 0 // the port's value, at most 1<<20
	for i := 0; i < len(port); i++ {
		n = min(n*10+int(port[i]-'0'), 1<<20)
	}
	scheme, hasScheme := l.u.Scheme()
	scheme = strings.ToLower(scheme)
	def, known := defaultPorts[scheme]
	switch {
	case known && n > 65535:
		l.add(codePortOutOfRange, "port", start, end,
			"port "+port+" is not a TCP or UDP port (0 to 65535), which scheme "+scheme+" uses")
	case n <= 1023 && !(known && n == def):
		msg := "port " + port + " is a well-known port (0 to 1023)"
		switch {
		case known:
			msg += " other than " + strconv.Itoa(def) + ", the default of scheme " + scheme +
				": a client may send to another protocol's server"
		case hasScheme:
			msg += " and the default port of scheme " + scheme + " is not known"
		default:
			msg += " and the reference has no scheme"
		}
		l.add(codePortWellKnown, "port", start, end, msg)
	}
}

func (l *linter) checkUserinfo() {
	ui, ok := l.u.Userinfo()
	if !ok {
		return
	}
	start, end := l.userinfo.start, l.userinfo.end
	if i := strings.IndexByte(ui, ':'); i >= 0 && i+1 < len(ui) {
		l.add(codeUserinfoPassword, "userinfo", start+i+1, end,
			"userinfo has a password (\"user:password\"), deprecated: URIs are shown and logged in clear text")
	}
	host, _ := l.u.Host()
	// A name that is the host's own deceives no one.
	if like := hostLike(stripTabNewline(unescape(ui))); like != "" && !strings.EqualFold(like, unescape(host)) {
		l.add(codeUserinfoHostLike, "userinfo", start, end,
			"userinfo reads like a host name ("+strconv.Quote(like)+"), but the host is "+strconv.Quote(host))
	}
	if len(ui) > userinfoMax {
		l.add(codeUserinfoLong, "userinfo", start, end,
			"userinfo is "+strconv.Itoa(len(ui))+" bytes long (more than "+strconv.Itoa(userinfoMax)+
				"), enough to hide the host "+strconv.Quote(host))
	}
}

func (l *linter) checkHost() {
	host, _ := l.u.Host()
	if l.u.HostKind() != uri.RegName || host == "" {
		return
	}
	if a, ok := inetAton(unescape(host)); ok {
		l.add(codeRegNameIPv4, "host", l.host.start, l.host.end,
			"reg-name "+strconv.Quote(host)+" is not an IPv4address, but resolvers that use inet_aton read it as "+a.String())
	}
}

func (l *linter) checkPath() {
	path := l.u.Path()
	base := l.path.start
	scheme, hasScheme := l.u.Scheme()
	if host, ok := l.u.Host(); ok && host == "" && strings.HasPrefix(path, "//") && (!hasScheme || strings.EqualFold(scheme, "file")) {
		rest := strings.TrimLeft(path, "/") // "file://///host/share" too (E.3.2)
		unc, _, _ := strings.Cut(rest, "/")
		l.add(codeEmptyHostUNCPath, "path", base, base+len(path)-len(rest)+len(unc),
			"empty host before a path that begins with \"//\": RFC 8089 E.3.2 and Windows read it as a UNC path on host "+
				strconv.Quote(unescape(unc))+", RFC 3986 as no host")
	}
	for i := 0; i < len(path); i++ {
		if path[i] != '%' || i+2 >= len(path) {
			continue
		}
		if b := hexByte(path[i+1 : i+3]); b == '/' || b == '\\' {
			l.add(codeEncodedPathSeparator, "path", base+i, base+i+3,
				strconv.Quote(path[i:i+3])+" decodes to "+strconv.Quote(string(rune(b)))+", which file systems read as a separator of path segments")
		}
	}
	// Segments, with their offsets.
	start := 0
	if strings.HasPrefix(path, "/") {
		start = 1
	}
	for start <= len(path) && path != "" {
		end := strings.IndexByte(path[start:], '/')
		if end < 0 {
			end = len(path)
		} else {
			end += start
		}
		l.checkSegment(path[start:end], base+start, base+end)
		start = end + 1
	}
}

// segment looks at one path segment, seg, at [start, end) in the URI.
func (l *linter) checkSegment(seg string, start, end int) {
	if seg == "." || seg == ".." {
		// "/." before "//" is how a path that begins with "//" is
		// written where it would read as an authority or a UNC host
		// (RFC 3986 §3.3; normalization writes it so).
		guard := seg == "." && start == l.path.start+1 && strings.HasPrefix(l.u.Path(), "/.//")
		if l.u.IsAbsolute() && !guard {
			l.add(codeDotSegment, "path", start, end,
				"dot-segment "+strconv.Quote(seg)+" in a URI: removed when resolved, followed by a server that does not")
		}
		return
	}
	dec := unescape(seg)
	if strings.Contains(seg, "%") {
		for _, part := range strings.FieldsFunc(dec, func(r rune) bool { return r == '/' || r == '\\' }) {
			if part == "." || part == ".." {
				l.add(codeEncodedDotSegment, "path", start, end,
					"segment "+strconv.Quote(seg)+" decodes to "+strconv.Quote(dec)+", which holds the dot-segment "+strconv.Quote(part))
				break
			}
		}
	}
	if dec == "..." {
		l.add(codeDeviceName, "path", start, end, "segment "+strconv.Quote(seg)+" is \"...\", a special name on some file systems")
		return
	}
	name, _, _ := strings.Cut(dec, ".")
	if device := strings.ToLower(strings.TrimRight(name, " ")); devices[device] {
		l.add(codeDeviceName, "path", start, end,
			"segment "+strconv.Quote(seg)+" names the device "+strings.ToUpper(device)+" on Windows, whatever the extension")
	}
}

// percent looks at the percent-encodings of every component.
func (l *linter) checkPercent() {
	s := l.u.String()
	type named struct {
		name string
		span
	}
	var spans []named
	for _, sp := range []named{{"userinfo", l.userinfo}, {"host", l.host}, {"path", l.path}, {"query", l.query}, {"fragment", l.fragment}} {
		if sp.start >= 0 {
			spans = append(spans, sp)
		}
	}
	for _, sp := range spans {
		code, runStart, runEnd := "", 0, 0
		flush := func() {
			if code == "" {
				return
			}
			text := strconv.Quote(s[runStart:runEnd])
			var msg string
			switch code {
			case codePctCRLF:
				msg = text + " encodes CR or LF, which end lines in many protocols: it must not be decoded before it is sent"
			case codePctNUL:
				msg = text + " encodes NUL, which may end the data early where it is used"
			case codePctControl:
				msg = text + " encodes a control character, which readers of URLs remove or act on: what one reads, the next may not"
			default:
				dec, _ := uri.Unescape(s[runStart:runEnd])
				msg = text + " encodes " + strconv.Quote(dec) + ": unreserved characters need no encoding, and encoded they obscure the text"
			}
			l.add(code, sp.name, runStart, runEnd, msg)
			code = ""
		}
		for i := sp.start; i < sp.end; i++ {
			if s[i] != '%' {
				continue
			}
			var c string
			switch b := hexByte(s[i+1 : i+3]); {
			case b == '\r' || b == '\n':
				c = codePctCRLF
			case b == 0:
				c = codePctNUL
			case b < 0x20 || b == 0x7f:
				c = codePctControl
			case unreserved(b):
				c = codePctEncodedUnreserved
				if sp.name == "host" {
					c = codeHostPctEncodedUnreserved
				}
			}
			if c != code || i != runEnd {
				flush()
			}
			if c != "" {
				if code == "" {
					runStart = i
				}
				code, runEnd = c, i+3
			}
			i += 2
		}
		flush()
	}
}

// unreserved reports whether c is unreserved (RFC 3986 §2.3).
func unreserved(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '-' || c == '.' || c == '_' || c == '~'
}

// hexByte decodes the two hexadecimal digits of a percent-encoding; the
// parser has checked them.
func hexByte(h string) byte { return unhex(h[0])<<4 | unhex(h[1]) }

// unescape percent-decodes s, which the parser has checked.
func unescape(s string) string {
	d, err := uri.Unescape(s)
	if err != nil {
		return s
	}
	return d
}

// stripTabNewline removes TAB, LF and CR from s, as WHATWG URL
// parsers remove them from a URL before reading it: "x\t.com" is read as
// "x.com".
func stripTabNewline(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
}

// hostLike returns the first run of letters, digits, "-" and "." in
// the decoded userinfo s that reads like a host: an IPv4 address, a name
// of three labels or more ("cnn.example.com"), or of two whose first is
// "www" or whose last is a common top-level domain ("example.com"); or
// "localhost". It returns "" if there is none: "john.doe" is no host.
func hostLike(s string) string {
	for _, run := range strings.FieldsFunc(s, func(r rune) bool {
		return !(r < 0x80 && (isAlpha(byte(r)) || isDigit(byte(r)) || r == '-' || r == '.'))
	}) {
		run = strings.Trim(run, ".-")
		labels := strings.Split(run, ".")
		if strings.EqualFold(run, "localhost") {
			return run
		}
		if len(labels) < 2 || slices.Contains(labels, "") {
			continue
		}
		if _, ok := inetAton(run); ok && len(labels) == 4 {
			return run
		}
		last := strings.ToLower(labels[len(labels)-1])
		if !isAlpha(last[0]) {
			continue
		}
		if len(labels) >= 3 || strings.EqualFold(labels[0], "www") ||
			slices.Contains([]string{"com", "net", "org", "edu", "gov", "mil", "int", "info", "biz"}, last) {
			return run
		}
	}
	return ""
}

// ipv4 is an IPv4 address.
type ipv4 [4]byte

// String formats the address in dotted decimal.
func (a ipv4) String() string {
	return strconv.Itoa(int(a[0])) + "." + strconv.Itoa(int(a[1])) + "." + strconv.Itoa(int(a[2])) + "." + strconv.Itoa(int(a[3]))
}

// inetAton reads s as inet_aton(3) of the GNU C library does, and
// reports whether it is an IPv4 address:
//
//   - one to four parts, separated by "."; each begins with a digit and is
//     a number written as in C: hexadecimal after "0x" or "0X", octal
//     after "0", decimal otherwise, with at least one digit (a lone "0"
//     is octal zero; "0x" alone, or "08", is not a number);
//   - every part but the last is at most 255 and is one byte of the
//     address, from the left; the last fills the bytes that remain, and
//     must fit in them: 32 bits for one part ("2130706433"), 24 for two
//     ("127.1"), 16 for three, 8 for four ("1.2.3.04").
//
// Nothing may follow the address but whitespace (" ", "\t", "\n", "\v",
// "\f", "\r"), after which anything may: inet_aton reads "127.1 x", the
// host "127.1%20x" percent-decoded, as 127.0.0.1. A "." at the end is no
// address. A NUL ends the string, as it ends C's.
func inetAton(s string) (ipv4, bool) {
	// A C string ends at its first NUL ("%00" decoded).
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	var a ipv4
	n := 0 // bytes of a done
	i := 0
	for {
		if i >= len(s) || !isDigit(s[i]) {
			return a, false
		}
		base := uint64(10)
		if s[i] == '0' {
			base = 8
			if i+1 < len(s) && (s[i+1] == 'x' || s[i+1] == 'X') {
				base = 16
				i += 2
			}
		}
		start := i
		var v uint64
		for ; i < len(s); i++ {
			d := digit(s[i])
			if d >= base {
				break
			}
			v = v*base + d
			if v > 0xffffffff {
				return a, false
			}
		}
		if i == start {
			return a, false // "0x" with no hexadecimal digit
		}
		if i < len(s) && s[i] == '.' {
			if n == 3 || v > 0xff {
				return a, false
			}
			a[n] = byte(v)
			n++
			i++
			continue
		}
		// The end, or whitespace and then anything.
		if i != len(s) && strings.IndexByte(" \t\n\v\f\r", s[i]) < 0 {
			return a, false
		}
		if v>>(8*(4-n)) != 0 {
			return a, false
		}
		for k := 3; k >= n; k-- {
			a[k] = byte(v)
			v >>= 8
		}
		return a, true
	}
}

// digit returns the value of the digit c in bases up to 16, or 16 if
// c is no digit.
func digit(c byte) uint64 {
	switch {
	case '0' <= c && c <= '9':
		return uint64(c - '0')
	case 'a' <= c|0x20 && c|0x20 <= 'f':
		return uint64(c|0x20-'a') + 10
	}
	return 16
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// unhex returns the value of the hexadecimal digit c.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
