package whatwg

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri/internal/idnacap"
	"golang.org/x/net/idna"
)

// A HostKind tells what the host parser made of a host.
type HostKind uint8

// The kinds of host ("Hosts (domains and IP addresses)").
const (
	NoHost     HostKind = iota // the URL has no host
	Domain                     // an ASCII domain, after domain to ASCII
	IPv4                       // an IPv4 address, serialized in dotted decimal
	IPv6                       // an IPv6 address, serialized in brackets
	OpaqueHost                 // the host of a URL that is not special
	EmptyHost                  // the empty host
)

var kindNames = [...]string{"none", "domain", "IPv4", "IPv6", "opaque", "empty"}

// String returns the kind's name: "domain", "IPv4", "opaque"...
func (k HostKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// Steps is a set of host parser steps that changed a host: what makes the
// host a browser reaches differ from the host as written.
type Steps uint16

// The steps of the host parser that can change a host.
const (
	PercentDecoded  Steps = 1 << iota // percent-decoding changed it (host parser step 4)
	Lowercased                        // ASCII upper case letters were folded to lower case
	IDNAMapped                        // UTS #46 ToASCII changed it other than by ASCII lower-casing
	IPv4Hex                           // an IPv4 part was read in hexadecimal ("0x" prefix)
	IPv4Octal                         // an IPv4 part was read in octal (leading "0")
	IPv4Short                         // fewer than four IPv4 parts: the last one fills the rest
	IPv4TrailingDot                   // a trailing "." of an IPv4 address was dropped
	IPv6Rewritten                     // the IPv6 address serializes differently from its input
	OpaqueEncoded                     // opaque-host percent-encoding changed it
)

var stepNames = [...]string{
	"percent-decoded", "lowercased", "IDNA-mapped", "IPv4-hex", "IPv4-octal",
	"IPv4-short", "IPv4-trailing-dot", "IPv6-rewritten", "opaque-encoded",
}

// String lists the steps, separated by "|".
func (s Steps) String() string {
	if s == 0 {
		return "none"
	}
	var b strings.Builder
	for i, name := range stepNames {
		if s&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte('|')
			}
			b.WriteString(name)
		}
	}
	if rest := s &^ (1<<len(stepNames) - 1); rest != 0 {
		if b.Len() > 0 {
			b.WriteByte('|')
		}
		b.WriteString("Steps(" + strconv.Itoa(int(rest)) + ")")
	}
	return b.String()
}

// A HostReport tells what the host parser did with one host.
type HostReport struct {
	Input    string    // the host as given
	Host     string    // the serialized host
	Kind     HostKind  // what the host parser made of it
	Steps    Steps     // the steps that changed it
	Warnings []Warning // validation errors that did not stop the parser; offsets in Input
}

// ParseHost runs the host parser alone ("host parsing") on input, for a
// special URL (http, https, ws, wss, ftp, file) or, when special is false,
// for any other scheme, and returns the serialized host: an ASCII domain,
// a dotted-decimal IPv4 address, an IPv6 address in brackets, or an
// opaque host. Invalid UTF-8 in input is read as U+FFFD.
func ParseHost(input string, special bool) (string, error) {
	r, err := ExplainHost(input, special)
	if err != nil {
		return "", err
	}
	return r.Host, nil
}

// ExplainHost is ParseHost that also tells which steps changed the host.
func ExplainHost(input string, special bool) (HostReport, error) {
	return explainHost(input, special, idnacap.Cap{})
}

// ExplainHostDNS is ExplainHost for a host that is to be a DNS name: it
// also fails where an A-label would be longer than 63 octets
// (idnacap.DNS; RFC 5890 §2.3.2.1), which browsers do not check, with
// code domain-to-ASCII and an *idnacap.LabelError; and it checks that
// before Punycode encodes the label. Every host it returns is the host
// ExplainHost returns.
func ExplainHostDNS(input string, special bool) (HostReport, error) {
	return explainHost(input, special, idnacap.DNS)
}

func explainHost(input string, special bool, c idnacap.Cap) (HostReport, error) {
	r := HostReport{Input: input}
	in := toValidUTF8(input)
	if in == "" && special {
		return r, &Error{Op: "parse host", Input: input, Code: codeHostMissing, Msg: "expected a host, found the empty string"}
	}
	h, herr := parseHost(in, special, c, func(off int, code string) {
		r.Warnings = addWarning(r.Warnings, off, code)
	})
	if herr != nil {
		return r, &Error{Op: "parse host", Input: input, Offset: herr.off, Code: herr.code, Msg: herr.msg, Err: herr.err}
	}
	r.Host, r.Kind, r.Steps = h.host, h.kind, h.steps
	return r, nil
}

// addWarning appends a warning unless one with the same code is there.
func addWarning(ws []Warning, off int, code string) []Warning {
	if hasWarning(ws, code) {
		return ws
	}
	return append(ws, Warning{Offset: off, Code: code})
}

func hasWarning(ws []Warning, code string) bool {
	for _, w := range ws {
		if w.Code == code {
			return true
		}
	}
	return false
}

type hostResult struct {
	host  string
	kind  HostKind
	steps Steps
}

// parseHost is the host parser. in is valid UTF-8; offsets in errors and
// warnings are byte offsets in it. special is the negation of the
// standard's isOpaque. c caps the A-labels, beyond the cap of
// domainToASCII.
func parseHost(in string, special bool, c idnacap.Cap, warn func(int, string)) (hostResult, *hostError) {
	if strings.HasPrefix(in, "[") {
		if !strings.HasSuffix(in, "]") {
			return hostResult{}, &hostError{len(in), codeIPv6Unclosed, `expected "]" at the end of an IPv6 address`, nil}
		}
		addr, herr := parseIPv6(in[1 : len(in)-1])
		if herr != nil {
			herr.off++
			return hostResult{}, herr
		}
		h := "[" + serializeIPv6(addr) + "]"
		r := hostResult{host: h, kind: IPv6}
		if h != in {
			r.steps |= IPv6Rewritten
		}
		return r, nil
	}
	if !special {
		return parseOpaqueHost(in, warn)
	}
	if in == "" {
		return hostResult{}, &hostError{0, codeHostMissing, "expected a host, found the empty string", nil}
	}
	var steps Steps
	decoded := percentDecode(in)
	if decoded != in {
		steps |= PercentDecoded
	}
	domain := toValidUTF8(decoded)
	ascii, err := domainToASCII(domain, c)
	if err != nil {
		return hostResult{}, &hostError{0, codeDomainToASCII, "UTS #46 ToASCII failed: " + err.Error(), err}
	}
	lower := asciiLower(domain)
	if lower != domain {
		steps |= Lowercased
	}
	if ascii != lower {
		steps |= IDNAMapped
	}
	// Offsets in ascii are offsets in the input only when no step but
	// lower-casing changed it.
	exact := steps&^Lowercased == 0
	at := func(i int) int {
		if exact {
			return i
		}
		return 0
	}
	for i := 0; i < len(ascii); i++ {
		if isForbiddenDomain(ascii[i]) {
			return hostResult{}, &hostError{at(i), codeDomainInvalidCodePoint,
				"forbidden domain code point " + strconv.QuoteRune(rune(ascii[i])) + " after domain to ASCII", nil}
		}
	}
	if endsInANumber(ascii) {
		v, s, herr := parseIPv4(ascii, func(off int, code string) { warn(at(off), code) })
		if herr != nil {
			herr.off = at(herr.off)
			return hostResult{}, herr
		}
		return hostResult{host: serializeIPv4(v), kind: IPv4, steps: steps | s}, nil
	}
	return hostResult{host: ascii, kind: Domain, steps: steps}, nil
}

// isForbiddenHost reports whether c is a forbidden host code point.
func isForbiddenHost(c rune) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// isForbiddenDomain reports whether c is a forbidden domain code point.
func isForbiddenDomain(c byte) bool {
	return isForbiddenHost(rune(c)) || c < 0x20 || c == '%' || c == 0x7f
}

// parseOpaqueHost is the opaque-host parser.
func parseOpaqueHost(in string, warn func(int, string)) (hostResult, *hostError) {
	var b []byte
	for i, c := range in {
		if isForbiddenHost(c) {
			return hostResult{}, &hostError{i, codeHostInvalidCodePoint,
				"forbidden host code point " + strconv.QuoteRune(c) + " in an opaque host", nil}
		}
		if c == '%' {
			if i+2 >= len(in) || !isHex(rune(in[i+1])) || !isHex(rune(in[i+2])) {
				warn(i, codeInvalidURLUnit)
			}
		} else if !isURLCodePoint(c) {
			warn(i, codeInvalidURLUnit)
		}
		b = appendEncoded(b, c, c0ControlSet)
	}
	h := string(b)
	r := hostResult{host: h, kind: OpaqueHost}
	if h == "" {
		r.kind = EmptyHost
	}
	if h != in {
		r.steps |= OpaqueEncoded
	}
	return r, nil
}

// idnaProfile is UTS #46 ToASCII with the options of the URL Standard's
// "domain to ASCII" (beStrict false): CheckHyphens false, CheckBidi true,
// CheckJoiners true, UseSTD3ASCIIRules false, Transitional_Processing false,
// VerifyDnsLength false. MapForLookup turns on the mapping and the label
// validation of UTS #46; the options after it override what it sets.
// Where x/net/idna differs from UTS #46, domainToASCII makes up for it:
//   - IgnoreInvalidPunycode is not an option: invalid Punycode is always
//     an error, which is what false asks for.
//   - A label "xn--" decodes to the empty label without an error;
//     domainToASCII reports it (hasBareACEPrefix).
//   - Punycode decoding stops at 1024 code points a label; domainToASCII
//     refuses to encode longer labels, so that every host it makes parses
//     again.
//   - The tables are those for the Go release's unicode.Version (15.0.0 for
//     Go 1.26): a code point assigned in Unicode 16 or later is an error
//     here, where a browser with newer tables may accept it.
var idnaProfile = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.Transitional(false),
	idna.CheckHyphens(false),
	idna.CheckJoiners(true),
	idna.StrictDomainName(false),
	idna.VerifyDNSLength(false),
	idna.RemoveLeadingDots(false),
)

// domainToASCII is the URL Standard's "domain to ASCII" with beStrict
// false, and A-labels capped at c.Octets.
func domainToASCII(domain string, c idnacap.Cap) (string, error) {
	if isASCII(domain) && !hasPunycodeLabel(domain) {
		// The standard's fast path: equivalent to ASCII lower-casing.
		return asciiLower(domain), nil
	}
	// Punycode encoding is quadratic in the length of a label: a label
	// longer than maxLabel code points fails, as x/net/idna already fails
	// to decode one (an implementation limit in the sense of the Infra
	// Standard, like ICU's; whatwg/url issue 824). The labels to encode
	// are those ToUnicode gives (internal/idnacap).
	c.CodePoints = maxLabel
	r, err := idnacap.ToASCII(idnaProfile, domain, c)
	if err != nil {
		return "", err
	}
	if r == "" {
		return "", ErrEmptyDomain
	}
	if hasEmptyLabel(r) && hasBareACEPrefix(domain) {
		return "", errBareACEPrefix
	}
	return r, nil
}

func hasEmptyLabel(s string) bool {
	return strings.HasPrefix(s, ".") || strings.HasSuffix(s, ".") || strings.Contains(s, "..")
}

// hasBareACEPrefix reports whether a label of domain is "xn--" once
// mapped. UTS #46 (since revision 31) records an error for a label that
// Punycode decodes to the empty string; x/net/idna accepts it. The mapping
// is done one code point at a time: NFC, which UTS #46 applies to the
// whole string, cannot make or unmake a label that is exactly "xn--".
func hasBareACEPrefix(domain string) bool {
	var b strings.Builder
	for _, r := range domain {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			b.WriteRune(r)
			continue
		}
		m, _ := idnaProfile.ToUnicode(string(r)) // the mapped text, even with an error
		b.WriteString(m)
	}
	for label := range strings.SplitSeq(b.String(), ".") {
		if label == "xn--" {
			return true
		}
	}
	return false
}

type stringError string

func (e stringError) Error() string { return string(e) }

// ErrEmptyDomain is the error of domain to ASCII when the result is the
// empty string (a host of soft hyphens, U+00AD, which UTS #46 removes).
const ErrEmptyDomain = stringError("the result is the empty string")

const errBareACEPrefix = stringError(`a label is "xn--", which Punycode decodes to the empty string`)

// maxLabel is the longest label, in code points, that x/net/idna decodes
// from Punycode, and the longest that domainToASCII encodes.
const maxLabel = 1024

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// hasPunycodeLabel reports whether some label of s starts with "xn--",
// ignoring ASCII case.
func hasPunycodeLabel(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (i == 0 || s[i-1] == '.') && strings.EqualFold(s[i:i+4], "xn--") {
			return true
		}
	}
	return false
}

func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// endsInANumber is the "ends in a number" checker: whether the host parser
// reads s as an IPv4 address.
func endsInANumber(s string) bool {
	if strings.HasSuffix(s, ".") {
		s = s[:len(s)-1]
	}
	last := s[strings.LastIndexByte(s, '.')+1:]
	if last == "" {
		return false
	}
	allDigits := true
	for i := 0; i < len(last); i++ {
		if last[i] < '0' || last[i] > '9' {
			allDigits = false
			break
		}
	}
	if allDigits {
		return true
	}
	_, _, ok := parseIPv4Number(last)
	return ok
}

// ipv4Cap is where IPv4 numbers stop growing: every number above 2^32
// fails the same way.
const ipv4Cap = 1 << 40

// parseIPv4Number is the IPv4 number parser. It returns the number
// (capped at ipv4Cap), its radix, and whether s is a number at all.
func parseIPv4Number(s string) (n uint64, radix int, ok bool) {
	if s == "" {
		return 0, 0, false
	}
	radix = 10
	if len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X") {
		s, radix = s[2:], 16
	} else if len(s) >= 2 && s[0] == '0' {
		s, radix = s[1:], 8
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d uint64
		switch {
		case '0' <= c && c <= '9':
			d = uint64(c - '0')
		case radix == 16 && isHex(rune(c)):
			d = uint64(unhex(c))
		default:
			return 0, radix, false
		}
		if d >= uint64(radix) {
			return 0, radix, false
		}
		n = min(n*uint64(radix)+d, ipv4Cap)
	}
	return n, radix, true
}

// parseIPv4 is the IPv4 parser.
func parseIPv4(s string, warn func(int, string)) (uint32, Steps, *hostError) {
	var steps Steps
	if strings.HasSuffix(s, ".") {
		warn(len(s)-1, codeIPv4EmptyPart)
		if len(s) > 1 {
			s = s[:len(s)-1]
			steps |= IPv4TrailingDot
		}
	}
	if strings.Count(s, ".") > 3 {
		return 0, 0, &hostError{0, codeIPv4TooManyParts, "expected at most four parts in an IPv4 address, found " + strconv.Itoa(strings.Count(s, ".")+1), nil}
	}
	var nums [4]uint64
	var offs [4]int
	k := 0
	for off, rest := 0, s; ; k++ {
		part, tail, more := strings.Cut(rest, ".")
		n, radix, ok := parseIPv4Number(part)
		if !ok {
			return 0, 0, &hostError{off, codeIPv4NonNumericPart, "expected a decimal, octal or hexadecimal number, found " + strconv.Quote(part), nil}
		}
		switch radix {
		case 16:
			steps |= IPv4Hex
			warn(off, codeIPv4NonDecimalPart)
		case 8:
			steps |= IPv4Octal
			warn(off, codeIPv4NonDecimalPart)
		}
		nums[k], offs[k] = n, off
		if !more {
			break
		}
		off += len(part) + 1
		rest = tail
	}
	count := k + 1
	if count < 4 {
		steps |= IPv4Short
	}
	for i := range count {
		if nums[i] > 255 {
			warn(offs[i], codeIPv4OutOfRangePart)
			if i < count-1 {
				return 0, 0, &hostError{offs[i], codeIPv4OutOfRangePart, "expected a number up to 255 in an IPv4 address, found " + strconv.FormatUint(nums[i], 10), nil}
			}
		}
	}
	last := nums[count-1]
	if limit := uint64(1) << (8 * (5 - count)); last >= limit {
		return 0, 0, &hostError{offs[count-1], codeIPv4OutOfRangePart, "expected a last IPv4 part below " + strconv.FormatUint(limit, 10), nil}
	}
	v := last
	for i := range count - 1 {
		v += nums[i] << (8 * (3 - i))
	}
	return uint32(v), steps, nil
}

func serializeIPv4(v uint32) string {
	b := make([]byte, 0, 15)
	for i := 3; i >= 0; i-- {
		b = strconv.AppendUint(b, uint64(v>>(8*i)&0xff), 10)
		if i > 0 {
			b = append(b, '.')
		}
	}
	return string(b)
}

// parseIPv6 is the IPv6 parser, on the text between the brackets.
func parseIPv6(s string) (addr [8]uint16, herr *hostError) {
	at := func(i int) int {
		if i < len(s) {
			return int(s[i])
		}
		return -1
	}
	fail := func(p int, code, msg string) ([8]uint16, *hostError) {
		return [8]uint16{}, &hostError{p, code, msg, nil}
	}
	isDigit := func(c int) bool { return '0' <= c && c <= '9' }
	piece, compress, p := 0, -1, 0
	if at(p) == ':' {
		if at(p+1) != ':' {
			return fail(p, codeIPv6InvalidCompression, `expected "::" at the start of an IPv6 address, found a single ":"`)
		}
		p += 2
		piece++
		compress = piece
	}
	for at(p) != -1 {
		if piece == 8 {
			return fail(p, codeIPv6TooManyPieces, "expected at most eight pieces in an IPv6 address")
		}
		if at(p) == ':' {
			if compress != -1 {
				return fail(p, codeIPv6MultipleCompression, `expected at most one "::" in an IPv6 address`)
			}
			p++
			piece++
			compress = piece
			continue
		}
		value, length := 0, 0
		for length < 4 && at(p) != -1 && isHex(rune(at(p))) {
			value = value*16 + int(unhex(byte(at(p))))
			p++
			length++
		}
		if at(p) == '.' {
			if length == 0 {
				return fail(p, codeIPv4InIPv6InvalidCode, `expected a digit before "." in an IPv6 address`)
			}
			p -= length
			if piece > 6 {
				return fail(p, codeIPv4InIPv6TooManyPieces, "expected at most six pieces before an embedded IPv4 address")
			}
			seen := 0
			for at(p) != -1 {
				v := -1
				if seen > 0 {
					if at(p) == '.' && seen < 4 {
						p++
					} else {
						return fail(p, codeIPv4InIPv6InvalidCode, `expected "." or "]" in an embedded IPv4 address, found `+quoteAt(s, p))
					}
				}
				if !isDigit(at(p)) {
					return fail(p, codeIPv4InIPv6InvalidCode, "expected a digit in an embedded IPv4 address, found "+quoteAt(s, p))
				}
				for isDigit(at(p)) {
					n := at(p) - '0'
					switch v {
					case -1:
						v = n
					case 0:
						return fail(p, codeIPv4InIPv6InvalidCode, "expected no leading zero in an embedded IPv4 address")
					default:
						v = v*10 + n
					}
					if v > 255 {
						return fail(p, codeIPv4InIPv6OutOfRange, "expected a number up to 255 in an embedded IPv4 address")
					}
					p++
				}
				addr[piece] = addr[piece]<<8 | uint16(v)
				seen++
				if seen == 2 || seen == 4 {
					piece++
				}
			}
			if seen != 4 {
				return fail(p, codeIPv4InIPv6TooFewParts, "expected four parts in an embedded IPv4 address")
			}
			break
		} else if at(p) == ':' {
			p++
			if at(p) == -1 {
				return fail(p, codeIPv6InvalidCodePoint, `expected a piece after ":", found the end of the IPv6 address`)
			}
		} else if at(p) != -1 {
			return fail(p, codeIPv6InvalidCodePoint, `expected a hex digit, ":" or "." in an IPv6 address, found `+quoteAt(s, p))
		}
		addr[piece] = uint16(value)
		piece++
	}
	if compress != -1 {
		swaps := piece - compress
		piece = 7
		for piece != 0 && swaps > 0 {
			addr[piece], addr[compress+swaps-1] = addr[compress+swaps-1], addr[piece]
			piece--
			swaps--
		}
	} else if piece != 8 {
		return fail(len(s), codeIPv6TooFewPieces, "expected eight pieces in an IPv6 address without \"::\", found "+strconv.Itoa(piece))
	}
	return addr, nil
}

// quoteAt quotes the code point of s at byte offset p, or says "the end".
func quoteAt(s string, p int) string {
	if p >= len(s) {
		return "the end"
	}
	for _, c := range s[p:] {
		return strconv.QuoteRune(c)
	}
	return "the end"
}

// serializeIPv6 is the IPv6 serializer, without brackets.
func serializeIPv6(a [8]uint16) string {
	// The first longest run of two or more zero pieces is compressed.
	compress, best := -1, 1
	for i := 0; i < 8; {
		if a[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && a[j] == 0 {
			j++
		}
		if j-i > best {
			compress, best = i, j-i
		}
		i = j
	}
	b := make([]byte, 0, 39)
	for i := 0; i < 8; i++ {
		if i == compress {
			if i == 0 {
				b = append(b, "::"...)
			} else {
				b = append(b, ':')
			}
			i += best - 1
			continue
		}
		b = strconv.AppendUint(b, uint64(a[i]), 16)
		if i != 7 {
			b = append(b, ':')
		}
	}
	return string(b)
}
