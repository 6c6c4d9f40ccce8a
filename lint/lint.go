// Package lint reports what in a URI may be used to attack, or to
// mislead, as RFC 3986 §7 ("Security Considerations") describes, and
// where a browser's reading of it differs from RFC 3986's.
package lint

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/appendixb"
	"github.com/abnf-uri/uri/internal/chars"
	"github.com/abnf-uri/uri/internal/schemes"
	"github.com/abnf-uri/uri/internal/winpath"
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
	// Message says what was found, in English, without the URI; it
	// quotes at most the first 64 bytes of a piece of the URI, and never
	// its password. When the code occurs more than once in the
	// component, it ends with how many more times and where, as
	// "(and 2 more in the path: at 12-14, 15-17)".
	Message string
	// Count is how many times the code occurs in the component, 1 or
	// more. Check reports each code once per component, at its first
	// occurrence (Start, End), and counts the others: a URI of any length
	// has at most as many findings as there are codes times components.
	Count int
	// More are the spans of the occurrences after the first, in order:
	// the first MaxMore of the Count-1 others.
	More []Span
}

// Span is where something is in a URI's text: the byte offsets of its
// first byte and of the byte after its last.
type Span struct{ Start, End int }

// MaxMore is how many spans of the occurrences after its first a
// Finding keeps in More.
const MaxMore = 4

// String formats f as
// `19-21 warning port-well-known (RFC 3986 §7.2) port: MESSAGE`, the
// message ending with "(and N more in the COMPONENT: at START-END, ...)"
// when Count is over 1.
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
	codeUserinfoUserName         = "userinfo-user-name"
	// scheme-syntax and host-obscured are in scheme.go; ipv6-embedded-ipv4
	// in ipv6.go; host-mixed-script and host-confusable in script.go;
	// file-remote-host and windows-file-name in file.go.
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
	{codeHostSiteLookalike, Warning, "7.6"},
	{codeUserinfoPassword, Error, "7.5"},
	{codeUserinfoHostLike, Warning, "7.6"},
	{codeUserinfoUserName, Info, "7.6"},
	{codeUserinfoLong, Warning, "7.6"},
	{codeIPv6EmbeddedIPv4, Warning, "7.4"},
	{codeHostMixedScript, Warning, "7.6"},
	{codeHostConfusable, Warning, "7.6"},
	{codeFileRemoteHost, Warning, "7.3"},
	{codeWindowsFileName, Warning, "7.3"},
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

// codeIndex is the index in codes of each code.
var codeIndex = func() map[string]int {
	m := make(map[string]int, len(codes))
	for i, c := range codes {
		m[c.code] = i
	}
	if len(codes) > maxCodes {
		panic("lint: more codes than maxCodes")
	}
	return m
}()

// maxCodes is at least the number of codes.
const maxCodes = 40

// components are the names of the components a finding is about, in
// their order in a URI.
var components = [...]string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

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
// names and port numbers): those of package internal/schemes.
var defaultPorts = func() map[string]int {
	m := make(map[string]int)
	for _, f := range schemes.All {
		if f.DefaultPort != "" {
			m[f.Name], _ = strconv.Atoi(f.DefaultPort) // decimal: see the table's test
		}
	}
	return m
}()

// Check reports what in u may be used to attack, or to mislead, as RFC
// 3986 §7 describes, sorted by offset. A clean, ordinary URI
// ("http://example.com:80/", "http://user@example.com/",
// "http://127.0.0.1/") has no findings above Info.
//
// Check reports each code once per component, at its first occurrence,
// with the number of occurrences (Finding.Count) and the spans of the
// next few (Finding.More); the message says how many more and where.
// So "http://a/" and 10 MB of "../" is one dot-segment finding with a
// count of 3,495,253, not that many findings: a URI has at most as many
// findings as there are codes times components, however long it is, and
// Check's time is linear in its length. A message quotes at most 64
// bytes of each piece of the URI it names, and never its password (the
// userinfo after its first ":", RFC 3986 §7.5; where a password is what
// a finding is about, the message says "the password (not shown)").
//
// The codes:
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
//   - host-site-lookalike (warning, §7.6): a registered name whose
//     labels before its site, the registrable domain of the Public
//     Suffix List (golang.org/x/net/publicsuffix), read like a host of
//     another site: "https://www.paypal.com.evil.example/" is of the site
//     "evil.example", where a reader who reads from the left sees the
//     site "paypal.com". Those labels end in "com" or a suffix of two
//     labels or more of the list's ICANN section ("co.uk"), with a label
//     before it, not in another top-level domain, which a site's own
//     host names use ("api.eu.example.com", "www.net.cmu.edu"); the
//     message names both sites.
//   - userinfo-password (error, §7.5): a non-empty password in the
//     userinfo ("user:secret@"); the message does not repeat it.
//   - userinfo-host-like (warning, §7.6): a user name or password that
//     reads like a host name or address, and is not the host's own
//     ("ftp://cnn.example.com&story=breaking_news@10.0.0.1/",
//     "https://trusted.example@evil.example/", "http://0x7f.1@evil.example/"):
//     a run of letters, digits, "-" and "." in it, decoded, is
//     "localhost", an address inet_aton reads with a "." in it, a name
//     of three labels or more, or of two whose first is "www" or whose
//     last is a well-known top-level domain (com, org, ..., and the
//     names RFC 2606 and RFC 6761 reserve: example, test, localhost...)
//     or of two letters; "john.doe" is not. A name of the host's own
//     site (its registrable domain, as for host-site-lookalike) names
//     the authority the URI does ("https://www.example.com@example.com/"):
//     it is no finding here, but a user name (userinfo-user-name). The
//     message names the real host, and its site when that is not the
//     host itself, and quotes a user name but never a password.
//   - userinfo-user-name (info, §7.6): any other user name, without a
//     password, in a URI of a scheme browsers follow (http, https, ws,
//     wss, ftp): "https://mybank@evil.example/". §7.6 says the userinfo
//     is "rarely used" and that its place before the host is what makes
//     the semantic attack; no rule tells "mybank" from "user", so the
//     finding is info, where a name that reads like a host is a warning.
//   - userinfo-long (warning, §7.6): a userinfo of more than 64 bytes,
//     long enough to push the host out of sight.
//   - ipv6-embedded-ipv4 (warning, §7.4): an IPv6 literal that names an
//     IPv4 address: IPv4-mapped ("[::ffff:127.0.0.1]", "[::ffff:7f00:1]",
//     RFC 4291 §2.5.5.2), IPv4-translated (::ffff:0:0:0/96, RFC 2765),
//     IPv4-compatible ("[::127.0.0.1]", deprecated, §2.5.5.1; not "[::]"
//     nor "[::1]"), NAT64 ("[64:ff9b::a9fe:a9fe]", RFC 6052; and
//     64:ff9b:1::/48, RFC 8215, read as a /96), 6to4 (2002::/16, RFC
//     3056) and Teredo (2001::/32, RFC 4380, the client's address). A
//     filter that checks the dotted form does not see them; the message
//     names the IPv4 address and whether it is loopback, private,
//     link-local (169.254.169.254, the cloud metadata service)...
//   - host-mixed-script, host-confusable (warning, §7.6): a label of a
//     registered name, decoded from percent-encoding and from Punycode
//     (an A-label of at most 63 octets), whose letters mix scripts
//     beyond UTS #39 §5.2's Highly Restrictive level
//     ("https://xn--l-7sba6dbr.com/", Cyrillic "раура" and Latin "l"), or
//     are all Cyrillic or all Greek letters that look like Latin ones
//     ("https://xn--80ak6aa92e.com/", "аррӏе", reads as "apple"; not
//     under a top-level label of the same script, ".рф"). The
//     scripts are Unicode's Script property as package unicode has it
//     (it lacks Script_Extensions); Common and Inherited characters
//     (digits, "-", marks) count for none. Not caught: a whole-script
//     confusable with a letter outside the small hand-made table of
//     Cyrillic and Greek lookalikes, confusables of other scripts, and
//     Latin for Latin ("rn" for "m", "paypa1").
//   - file-remote-host (warning, §7.3): in a file URI, a host that is not
//     the local machine ("" or "localhost", RFC 8089 §2): "file://evil/share"
//     is the UNC path \\evil\share to RFC 8089 E.3.1 and Windows, as
//     "file:////evil/share" is (empty-host-unc-path). A drive where the
//     host goes ("file://c:/x") is not reported here, nor the host ".".
//   - windows-file-name (warning, §7.3): in a file URI, a path segment
//     (decoded) or a UNC server name that Windows does not read as the
//     name written: an NTFS stream ("file.txt::$DATA", "x:y"), a name
//     that ends in "." or " " ("secret.txt.", which Windows opens as
//     secret.txt), a character Windows refuses in names, the server ".."
//     ("file://../x") or "." ("file://./COM1" is \\.\COM1, in the Win32
//     device namespace), a device device-name does not know ("COM0").
//     The drive ("c:", "c|") of a local path is no name.
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
		l.checkHostSite()
		l.checkIPv6()
		l.checkHostScripts()
		l.checkPort()
	}
	l.checkFileHost()
	l.checkPath()
	l.checkPercent()
	l.checkBrowser()
	l.checkSchemeGrammar()
	for i := range l.out {
		l.out[i].Message += l.out[i].moreText()
	}
	slices.SortStableFunc(l.out, func(a, b Finding) int { return cmp.Or(a.Start-b.Start, a.End-b.End) })
	return l.out
}

type linter struct {
	u   uri.URI
	out []Finding
	// Where the components are in u.String(), from its accessors alone;
	// a start of -1 marks an absent component.
	userinfo, host, port, path, query, fragment span
	// pw is where the password is in u.String() (RFC 3986 §7.5), as
	// appendixb.Password finds it for the errors' redaction; empty
	// when there is none.
	pw span
	// file: the scheme is file (RFC 8089).
	file bool
	// slot holds, for each code and component, 1 + the index in out of
	// its finding, or 0.
	slot [maxCodes * len(components)]int32
	// The last percent-encoded path segment decoded, and its decoding.
	prevRaw, prevDec string
	// The last label of the host checkLabel looked at, and the code it
	// reported, if any; labelSeen once there is one.
	prevLabel, prevLabelCode string
	labelSeen                bool
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
	from, to := appendixb.Password(u.String())
	l.pw = span{from, to}
	scheme, _ := u.Scheme()
	l.file = strings.EqualFold(scheme, "file")
	return l
}

// slotOf returns the index in l.slot of code and component.
func slotOf(code, component string) int {
	i, ok := codeIndex[code]
	if !ok {
		panic("lint: unknown code " + code)
	}
	for k, c := range components {
		if c == component {
			return i*len(components) + k
		}
	}
	panic("lint: unknown component " + component)
}

// add reports code in component at [start, end), with the message msg;
// if the code is already reported in the component, it counts one more
// occurrence instead.
func (l *linter) add(code, component string, start, end int, msg string) {
	k := slotOf(code, component)
	if l.slot[k] != 0 {
		l.again(k, start, end)
		return
	}
	c := codes[codeIndex[code]]
	l.out = append(l.out, Finding{Code: code, Severity: c.severity, Component: component,
		Start: start, End: end, Section: c.section, Message: msg, Count: 1})
	l.slot[k] = int32(len(l.out))
}

// addf is add with a message that msg makes, only for the first
// occurrence of the code in the component: the next cost no message.
func (l *linter) addf(code, component string, start, end int, msg func() string) {
	if k := slotOf(code, component); l.slot[k] != 0 {
		l.again(k, start, end)
		return
	}
	l.add(code, component, start, end, msg())
}

// again counts one more occurrence, at [start, end), of the finding in
// slot k.
func (l *linter) again(k, start, end int) {
	f := &l.out[l.slot[k]-1]
	f.Count++
	if len(f.More) < MaxMore {
		if f.More == nil {
			f.More = make([]Span, 0, MaxMore)
		}
		f.More = append(f.More, Span{start, end})
	}
}

// moreText is what f's message says of the occurrences after the first:
// "" when there are none, " (and 2 more in the path: at 12-14, 15-17)".
func (f *Finding) moreText() string {
	if f.Count <= 1 {
		return ""
	}
	b := []byte(" (and ")
	b = strconv.AppendInt(b, int64(f.Count-1), 10)
	b = append(b, " more in the "...)
	b = append(b, f.Component...)
	b = append(b, ": at "...)
	for i, sp := range f.More {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, int64(sp.Start), 10)
		b = append(b, '-')
		b = strconv.AppendInt(b, int64(sp.End), 10)
	}
	if f.Count-1 > len(f.More) {
		b = append(b, ", ..."...)
	}
	return string(append(b, ')'))
}

// quoteMax is how many bytes of a piece of the URI a message quotes.
const quoteMax = 64

// quote quotes s for a message, as strconv.Quote does: the first
// quoteMax bytes of it (up to a whole character), then "...", when it is
// longer.
func quote(s string) string {
	if len(s) <= quoteMax {
		return strconv.Quote(s)
	}
	n := quoteMax
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strconv.Quote(s[:n]) + "... (" + strconv.Itoa(len(s)) + " bytes)"
}

// inPassword reports whether [start, end) in the URI's text overlaps its
// password.
func (l *linter) inPassword(start, end int) bool {
	return l.pw.start < l.pw.end && start < l.pw.end && l.pw.start < end
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
			"port "+clip(port)+" is not a TCP or UDP port (0 to 65535), which scheme "+scheme+" uses")
	case n <= 1023 && !(known && n == def):
		msg := "port " + clip(port) + " is a well-known port (0 to 1023)"
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

// webSchemes are the schemes whose URIs browsers follow from a link
// (the special schemes of the URL Standard but file, which has no
// userinfo), in lowercase.
var webSchemes = []string{"http", "https", "ws", "wss", "ftp"}

// checkUserinfo looks at the userinfo: a password (§7.5), and a user
// name or password that a reader may take for the host (§7.6). No
// message repeats the password: the part of the userinfo after its first
// ":".
func (l *linter) checkUserinfo() {
	ui, ok := l.u.Userinfo()
	if !ok {
		return
	}
	start, end := l.userinfo.start, l.userinfo.end
	user, password, _ := strings.Cut(ui, ":")
	if password != "" {
		l.add(codeUserinfoPassword, "userinfo", end-len(password), end,
			"userinfo has a password (\"user:password\"), deprecated: URIs are shown and logged in clear text")
	}
	host, _ := l.u.Host()
	plainHost := unescape(host)
	// A name that is the host's own deceives no one, nor one of the
	// host's site (its registrable domain): it names the naming authority
	// the URI identifies (§7.6).
	own := func(like string) bool { return strings.EqualFold(like, plainHost) || sameSite(like, plainHost) }
	name := stripTabNewline(unescape(user))
	like := hostLike(name)
	switch {
	case like != "" && !own(like):
		l.add(codeUserinfoHostLike, "userinfo", start, end,
			"userinfo reads like a host name ("+quote(like)+"), but the host is "+ofSite(host))
	case password != "" && hostLike(stripTabNewline(unescape(password))) != "":
		if p := hostLike(stripTabNewline(unescape(password))); !own(p) {
			l.add(codeUserinfoHostLike, "userinfo", start, end,
				"the password of the userinfo (not shown) reads like a host name, but the host is "+ofSite(host))
		}
	case password == "" && name != "" && !strings.EqualFold(name, plainHost) && l.webScheme():
		l.add(codeUserinfoUserName, "userinfo", start, end,
			"user name "+quote(user)+" comes before the host "+quote(host)+
				", where a reader may take it for the site: the URL reaches "+quote(host))
	}
	if len(ui) > userinfoMax {
		l.add(codeUserinfoLong, "userinfo", start, end,
			"userinfo is "+strconv.Itoa(len(ui))+" bytes long (more than "+strconv.Itoa(userinfoMax)+
				"), enough to hide the host "+quote(host))
	}
}

// webScheme reports whether the URI's scheme is one of webSchemes.
func (l *linter) webScheme() bool {
	scheme, _ := l.u.Scheme()
	for _, w := range webSchemes {
		if strings.EqualFold(scheme, w) {
			return true
		}
	}
	return false
}

func (l *linter) checkHost() {
	host, _ := l.u.Host()
	if l.u.HostKind() != uri.RegName || host == "" {
		return
	}
	if a, ok := inetAton(unescape(host)); ok {
		l.add(codeRegNameIPv4, "host", l.host.start, l.host.end,
			"reg-name "+quote(host)+" is not an IPv4address, but resolvers that use inet_aton read it as "+a.String())
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
				quote(unescape(unc))+", RFC 3986 as no host")
	}
	for i := 0; i+2 < len(path); i++ {
		if path[i] != '%' {
			continue
		}
		if b := chars.Unhex(path[i+1])<<4 | chars.Unhex(path[i+2]); b == '/' || b == '\\' {
			l.addf(codeEncodedPathSeparator, "path", base+i, base+i+3, func() string {
				return strconv.Quote(path[i:i+3]) + " decodes to " + strconv.Quote(string(rune(b))) +
					", which file systems read as a separator of path segments"
			})
		}
	}
	// Segments, with their offsets.
	start := 0
	if strings.HasPrefix(path, "/") {
		start = 1
	}
	first := true
	for start <= len(path) && path != "" {
		end := strings.IndexByte(path[start:], '/')
		if end < 0 {
			end = len(path)
		} else {
			end += start
		}
		l.checkSegment(path[start:end], base+start, base+end, first)
		start = end + 1
		first = false
	}
}

// checkSegment looks at one path segment, seg, at [start, end) in the
// URI; first says it is the first segment of the path.
func (l *linter) checkSegment(seg string, start, end int, first bool) {
	if seg == "." || seg == ".." {
		// "/." before "//" is how a path that begins with "//" is
		// written where it would read as an authority or a UNC host
		// (RFC 3986 §3.3; normalization writes it so).
		guard := seg == "." && start == l.path.start+1 && strings.HasPrefix(l.u.Path(), "/.//")
		if l.u.IsAbsolute() && !guard {
			l.addf(codeDotSegment, "path", start, end, func() string {
				return "dot-segment " + strconv.Quote(seg) + " in a URI: removed when resolved, followed by a server that does not"
			})
		}
		return
	}
	dec := l.decodeSegment(seg)
	reported := false
	if len(dec) != len(seg) { // percent-encoded
		if part := dotPart(dec); part != "" {
			l.addf(codeEncodedDotSegment, "path", start, end, func() string {
				return "segment " + quote(seg) + " decodes to " + quote(dec) + ", which holds the dot-segment " + strconv.Quote(part)
			})
			reported = true
		}
	}
	switch {
	case dec == "...":
		l.addf(codeDeviceName, "path", start, end, func() string {
			return "segment " + quote(seg) + " is \"...\", a special name on some file systems"
		})
	case winpath.NameKind(dec) == winpath.Device:
		l.addf(codeDeviceName, "path", start, end, func() string {
			_, reason := winpath.Name(dec)
			return "segment " + quote(seg) + " " + reason
		})
	case l.file && !reported:
		l.checkWindowsSegment(seg, dec, start, end, first)
	}
}

// decodeSegment returns seg percent-decoded; a segment repeated is
// decoded once.
func (l *linter) decodeSegment(seg string) string {
	if strings.IndexByte(seg, '%') < 0 {
		return seg
	}
	if seg != l.prevRaw {
		l.prevRaw, l.prevDec = seg, unescape(seg)
	}
	return l.prevDec
}

// dotPart returns the first part of dec, split at "/" and "\\", that is a
// dot-segment, or "".
func dotPart(dec string) string {
	for i := 0; i <= len(dec); {
		j := i
		for j < len(dec) && dec[j] != '/' && dec[j] != '\\' {
			j++
		}
		if part := dec[i:j]; part == "." || part == ".." {
			return part
		}
		i = j + 1
	}
	return ""
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
			l.addf(code, sp.name, runStart, runEnd, func() string {
				text := quote(s[runStart:runEnd])
				secret := l.inPassword(runStart, runEnd)
				if secret {
					text = "the password (not shown)"
				}
				switch code {
				case codePctCRLF:
					return text + " encodes CR or LF, which end lines in many protocols: it must not be decoded before it is sent"
				case codePctNUL:
					return text + " encodes NUL, which may end the data early where it is used"
				case codePctControl:
					return text + " encodes a control character, which readers of URLs remove or act on: what one reads, the next may not"
				}
				if secret {
					return text + " encodes unreserved characters, which need no encoding, and encoded they obscure the text"
				}
				dec, _ := uri.Unescape(s[runStart:runEnd])
				return text + " encodes " + quote(dec) + ": unreserved characters need no encoding, and encoded they obscure the text"
			})
			code = ""
		}
		for i := sp.start; i < sp.end; i++ {
			if s[i] != '%' {
				continue
			}
			var c string
			switch b := chars.Unhex(s[i+1])<<4 | chars.Unhex(s[i+2]); {
			case b == '\r' || b == '\n':
				c = codePctCRLF
			case b == 0:
				c = codePctNUL
			case b < 0x20 || b == 0x7f:
				c = codePctControl
			case chars.IsUnreserved(b):
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

// hostLike returns the first run of ASCII letters, digits, "-" and "."
// in the decoded userinfo s that reads like a host: "localhost"; an
// address inet_aton reads, with a "." ("10.0.0.1", "0x7f.1", "127.1"); a
// name of three labels or more ("cnn.example.com"); or one of two whose
// first is "www" or whose last is a top-level domain of hostTLDs or of
// two letters (a country's). It returns "" if there is none: "john.doe"
// is no host, nor "v1.2", nor "2130706433" (a number alone).
func hostLike(s string) string {
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '-' || s[j] == '.') {
			j++
		}
		if j == i {
			i++
			continue
		}
		if run := strings.Trim(s[i:j], ".-"); readsLikeHost(run) {
			return run
		}
		i = j
	}
	return ""
}

// hostTLDs are top-level domains that hostLike knows by name: the
// generic ones of RFC 1591 and a few common later ones, and the names
// RFC 2606 and RFC 6761 reserve ("trusted.example").
var hostTLDs = []string{"com", "net", "org", "edu", "gov", "mil", "int", "info", "biz",
	"app", "dev", "xyz", "online", "site", "shop", "bank",
	"example", "test", "invalid", "localhost", "local", "onion", "arpa"}

// readsLikeHost reports whether run, letters, digits, "-" and ".", reads
// like a host, as hostLike says.
func readsLikeHost(run string) bool {
	if strings.EqualFold(run, "localhost") {
		return true
	}
	dot := strings.IndexByte(run, '.')
	if dot < 0 || strings.Contains(run, "..") {
		return false
	}
	if _, ok := inetAton(run); ok {
		return true
	}
	firstLabel, last := run[:dot], run[strings.LastIndexByte(run, '.')+1:]
	if !isAlpha(last[0]) {
		return false
	}
	if strings.Count(run, ".") >= 2 || strings.EqualFold(firstLabel, "www") || len(last) == 2 && isAlpha(last[1]) {
		return true
	}
	for _, tld := range hostTLDs {
		if strings.EqualFold(last, tld) {
			return true
		}
	}
	return false
}

// clip is s, or its first quoteMax bytes and "..." when it is longer.
func clip(s string) string {
	if len(s) <= quoteMax {
		return s
	}
	return s[:quoteMax] + "..."
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
