// Package schemes is the one table of what the specifications of URI
// schemes say that this module acts on: default ports, default hosts,
// the path an empty path stands for, whether the host is a DNS name, the
// grammar of the scheme's syntax. Package uri's scheme-based
// normalization (RFC 3986 §6.2.3, uri.DefaultSchemes), package scheme's
// registry of validators and package lint's port checks each read their
// view of it, and attach by name what is code: uri its normalization
// rules, scheme its generated validators. The table is data only: a
// program that parses URIs does not link the schemes' grammars.
package schemes

// A Fragment says what the rule of a scheme's grammar makes of the
// fragment (RFC 3986 §3.5); package scheme's FragmentRule has the same
// values.
type Fragment uint8

const (
	// FragmentApart: the rule does not cover the fragment.
	FragmentApart Fragment = iota
	// FragmentInRule: the rule covers the fragment (RFC 8141's namestring).
	FragmentInRule
	// FragmentForbidden: the scheme's RFC forbids fragments (RFC 6455 §3).
	FragmentForbidden
)

// A Scheme is what the table knows of one URI scheme.
type Scheme struct {
	// Name is the scheme's name, in lowercase.
	Name string
	// Spec is the specification of the scheme: for a scheme with a
	// grammar (Rule), the section that gives its syntax, as
	// "RFC 9110 §4.2.1".
	Spec string
	// DefaultPort is the port a URI of the scheme has when its authority
	// names none, in decimal without leading zeros, or "" for none.
	DefaultPort string
	// EmptyPathIsRoot says that an empty path after an authority means
	// "/" (RFC 9110 §4.2.3).
	EmptyPathIsRoot bool
	// DefaultHost is the host an empty host stands for ("localhost" for
	// file, RFC 8089 §2), or "".
	DefaultHost string
	// DNSHost says that the scheme's host is a DNS name or an IP address
	// (RFC 3986 §3.2.2), not any registered name.
	DNSHost bool
	// Normalized says that scheme-based normalization knows the scheme:
	// uri.DefaultSchemes has it, with the facts above.
	Normalized bool
	// Hook says that the scheme has a normalization rule of its own,
	// package uri's Scheme.Normalize, attached by name there.
	Hook bool
	// Grammar and Rule name the grammar files and the rule that package
	// scheme's validator of the scheme was generated from (see
	// scheme.Scheme), "" for a scheme without one.
	Grammar, Rule string
	// Fragment says what Rule makes of the fragment.
	Fragment Fragment
}

// The grammars the validators were generated from (scheme/generate.go):
// the files given to "abnf gen" with -g, then those given with -update.
const (
	grammarHTTP   = "rfc9110.abnf,rfc3986.abnf -update rfc9110-host.abnf"
	grammarWS     = "rfc6455.abnf,rfc3986.abnf -update rfc6455-path.abnf"
	grammarMailto = "rfc5322.abnf,rfc3986.abnf -update rfc6068.abnf,rfc6068-prose.abnf"
	grammarURN    = "rfc8141.abnf,rfc3986.abnf -update rfc8141-alphanum.abnf"
	grammarData   = "rfc2397.abnf,rfc3986.abnf -update rfc2397-imports.abnf"
	grammarNews   = "rfc5538.abnf,rfc3986.abnf -update rfc5538-imports.abnf"
	grammarFile   = "rfc8089.abnf,rfc3986.abnf"
	grammarTel    = "rfc3966.abnf -update rfc3966-prose.abnf"
	grammarGeo    = "rfc5870.abnf -update rfc5870-wgs84.abnf,rfc5870-prose.abnf"
	grammar1738   = "rfc1738.abnf"
)

// All is the table. The schemes with a grammar come first, the commonest
// first (package scheme's lookup scans them in this order); it is never
// changed.
//
// Some schemes have no default port on purpose: sip and sips URIs carry
// their port in the path, not in an authority, and RFC 3261 §19.1.4 says
// an explicit port 5060 is not the same as none. The default ports of
// the schemes not Normalized are those their specifications (or IANA's
// registry of service names and port numbers, for the provisional
// schemes) give the service: package lint checks ports against them,
// and normalization leaves them as written.
var All = []Scheme{
	// RFC 9110 §4.2.1, §4.2.2, §4.2.3.
	{Name: "https", Spec: "RFC 9110 §4.2.2", DefaultPort: "443", EmptyPathIsRoot: true, DNSHost: true, Normalized: true,
		Grammar: grammarHTTP, Rule: "https-URI"},
	{Name: "http", Spec: "RFC 9110 §4.2.1", DefaultPort: "80", EmptyPathIsRoot: true, DNSHost: true, Normalized: true,
		Grammar: grammarHTTP, Rule: "http-URI"},
	{Name: "file", Spec: "RFC 8089 §2", DefaultHost: "localhost", Normalized: true,
		Grammar: grammarFile, Rule: "file-URI"},
	// RFC 2397 §3; the media type is case-insensitive (RFC 2045 §5.1).
	{Name: "data", Spec: "RFC 2397 §3", Normalized: true, Hook: true,
		Grammar: grammarData, Rule: "dataurl"},
	{Name: "ftp", Spec: "RFC 1738 §3.2", DefaultPort: "21", DNSHost: true, Normalized: true,
		Grammar: grammar1738, Rule: "ftpurl"},
	{Name: "geo", Spec: "RFC 5870 §3.3",
		Grammar: grammarGeo, Rule: "geo-URI"},
	// RFC 4266 §2; RFC 1738 §3.4.
	{Name: "gopher", Spec: "RFC 4266 §2", DefaultPort: "70", DNSHost: true, Normalized: true,
		Grammar: grammar1738, Rule: "gopherurl"},
	{Name: "mailto", Spec: "RFC 6068 §2", Normalized: true, Hook: true,
		Grammar: grammarMailto, Rule: "mailtoURI"},
	// RFC 5538 §2: "The default <port> associated with NNTP in [RFC3977]
	// is 119", for news and nntp URIs alike.
	{Name: "news", Spec: "RFC 5538 §4", DefaultPort: "119", DNSHost: true, Normalized: true,
		Grammar: grammarNews, Rule: "newsURL"},
	{Name: "nntp", Spec: "RFC 5538 §3", DefaultPort: "119", DNSHost: true, Normalized: true,
		Grammar: grammarNews, Rule: "nntpURL"},
	{Name: "tel", Spec: "RFC 3966 §3",
		Grammar: grammarTel, Rule: "telephone-uri"},
	// RFC 4248 §2; RFC 1738 §3.8.
	{Name: "telnet", Spec: "RFC 4248 §2", DefaultPort: "23", DNSHost: true, Normalized: true,
		Grammar: grammar1738, Rule: "telneturl"},
	// RFC 8141 §2; the NID is case-insensitive (§3.1).
	{Name: "urn", Spec: "RFC 8141 §2", Normalized: true, Hook: true,
		Grammar: grammarURN, Rule: "namestring", Fragment: FragmentInRule},
	{Name: "ws", Spec: "RFC 6455 §3", DefaultPort: "80", EmptyPathIsRoot: true, DNSHost: true, Normalized: true,
		Grammar: grammarWS, Rule: "ws-URI", Fragment: FragmentForbidden},
	{Name: "wss", Spec: "RFC 6455 §3", DefaultPort: "443", EmptyPathIsRoot: true, DNSHost: true, Normalized: true,
		Grammar: grammarWS, Rule: "wss-URI", Fragment: FragmentForbidden},

	// Schemes that normalization knows, without a grammar here.
	{Name: "ldap", Spec: "RFC 4516", DefaultPort: "389", Normalized: true},
	{Name: "imap", Spec: "RFC 5092", DefaultPort: "143", Normalized: true},
	{Name: "pop", Spec: "RFC 2384", DefaultPort: "110", Normalized: true},
	{Name: "rtsp", Spec: "RFC 7826", DefaultPort: "554", Normalized: true}, // and RFC 2326
	{Name: "snmp", Spec: "RFC 4088", DefaultPort: "161", Normalized: true},

	// Default ports only.
	{Name: "tn3270", Spec: "RFC 6270", DefaultPort: "23"},
	{Name: "snews", Spec: "RFC 5538 §8.1", DefaultPort: "563"},
	{Name: "rtspu", Spec: "RFC 2326", DefaultPort: "554"},
	{Name: "rtsps", Spec: "RFC 7826", DefaultPort: "322"},
	{Name: "tftp", Spec: "RFC 3617", DefaultPort: "69"},
	{Name: "dns", Spec: "RFC 4501", DefaultPort: "53"},
	{Name: "wais", Spec: "RFC 4156", DefaultPort: "210"},
	{Name: "z39.50r", Spec: "RFC 2056", DefaultPort: "210"},
	{Name: "z39.50s", Spec: "RFC 2056", DefaultPort: "210"},
	{Name: "prospero", Spec: "RFC 4157", DefaultPort: "1525"},
	{Name: "nfs", Spec: "RFC 2224", DefaultPort: "2049"},
	{Name: "ipp", Spec: "RFC 3510", DefaultPort: "631"},
	{Name: "ipps", Spec: "RFC 7472", DefaultPort: "631"},
	{Name: "coap", Spec: "RFC 7252", DefaultPort: "5683"},
	{Name: "coaps", Spec: "RFC 7252", DefaultPort: "5684"},
	{Name: "coap+tcp", Spec: "RFC 8323", DefaultPort: "5683"},
	{Name: "coaps+tcp", Spec: "RFC 8323", DefaultPort: "5684"},
	{Name: "coap+ws", Spec: "RFC 8323", DefaultPort: "80"},
	{Name: "coaps+ws", Spec: "RFC 8323", DefaultPort: "443"},
	{Name: "acap", Spec: "RFC 2244", DefaultPort: "674"},
	{Name: "icap", Spec: "RFC 3507", DefaultPort: "1344"},
	{Name: "mtqp", Spec: "RFC 3887", DefaultPort: "1038"},
	{Name: "iax", Spec: "RFC 5456", DefaultPort: "4569"},
	{Name: "dict", Spec: "RFC 2229", DefaultPort: "2628"},
	{Name: "vemmi", Spec: "RFC 2122", DefaultPort: "575"},
	{Name: "sieve", Spec: "RFC 5804", DefaultPort: "4190"},
	{Name: "stun", Spec: "RFC 7064", DefaultPort: "3478"},
	{Name: "stuns", Spec: "RFC 7064", DefaultPort: "5349"},
	{Name: "turn", Spec: "RFC 7065", DefaultPort: "3478"},
	{Name: "turns", Spec: "RFC 7065", DefaultPort: "5349"},
	{Name: "rsync", Spec: "RFC 5781", DefaultPort: "873"},
	{Name: "vnc", Spec: "RFC 7869", DefaultPort: "5900"},
	// Provisional schemes: the port IANA assigns the service.
	{Name: "ssh", Spec: "provisional; IANA port", DefaultPort: "22"},
	{Name: "sftp", Spec: "provisional; IANA port", DefaultPort: "22"},
	{Name: "git", Spec: "provisional; IANA port", DefaultPort: "9418"},
	{Name: "svn", Spec: "provisional; IANA port", DefaultPort: "3690"},
	{Name: "smb", Spec: "provisional; IANA port", DefaultPort: "445"},
	{Name: "ldaps", Spec: "provisional; IANA port", DefaultPort: "636"},
}

// Lookup returns the scheme of the table named name, in lowercase.
func Lookup(name string) (Scheme, bool) {
	for _, s := range All {
		if s.Name == name {
			return s, true
		}
	}
	return Scheme{}, false
}
