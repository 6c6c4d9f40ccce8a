package scheme

import (
	"cmp"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
	fileparser "github.com/abnf-uri/uri/internal/fileparse/strict/parser"
	"github.com/abnf-uri/uri/parser"
	geo "github.com/abnf-uri/uri/scheme/internal/geo/parser"
	on3986 "github.com/abnf-uri/uri/scheme/internal/on3986/parser"
	tel "github.com/abnf-uri/uri/scheme/internal/tel/parser"
	url1738 "github.com/abnf-uri/uri/scheme/internal/url1738/parser"
)

// The grammars the built-in validators were generated from (generate.go):
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

// builtin is the registry as the package starts: the schemes whose RFCs
// give their syntax in ABNF (or, for RFC 1738's, in a BNF transcribed as
// ABNF), the commonest first, for lookup's scan.
var builtin = []Scheme{
	{Name: "https", subset: true, Spec: "RFC 9110 §4.2.2", Grammar: grammarHTTP, Rule: "https-URI", DefaultPort: "443", DNSHost: true,
		Validate: adaptAt(on3986.ValidateHttpsURIAt)},
	{Name: "http", subset: true, Spec: "RFC 9110 §4.2.1", Grammar: grammarHTTP, Rule: "http-URI", DefaultPort: "80", DNSHost: true,
		Validate: adaptAt(on3986.ValidateHttpURIAt)},
	{Name: "file", subset: true, Spec: "RFC 8089 §2", Grammar: grammarFile, Rule: "file-URI",
		Validate: adaptAt(fileparser.ValidateFileURIAt)},
	{Name: "data", subset: true, Spec: "RFC 2397 §3", Grammar: grammarData, Rule: "dataurl",
		Validate: adapt3986(on3986.ValidateDataurl), Parts: dataParts},
	{Name: "ftp", Spec: "RFC 1738 §3.2", Grammar: grammar1738, Rule: "ftpurl", DefaultPort: "21", DNSHost: true,
		Validate: adapt1738(url1738.ValidateFtpurl), Parts: ftpParts},
	{Name: "geo", Spec: "RFC 5870 §3.3", Grammar: grammarGeo, Rule: "geo-URI",
		Validate: adaptGeo(geo.ValidateGeoURI), Parts: geoParts},
	{Name: "gopher", subset: true, Spec: "RFC 4266 §2", Grammar: grammar1738, Rule: "gopherurl", DefaultPort: "70", DNSHost: true,
		Validate: adapt1738(url1738.ValidateGopherurl), Parts: gopherParts},
	{Name: "mailto", Spec: "RFC 6068 §2", Grammar: grammarMailto, Rule: "mailtoURI",
		Validate: adapt3986(on3986.ValidateMailtoURI), Parts: mailtoParts},
	{Name: "news", Spec: "RFC 5538 §4", Grammar: grammarNews, Rule: "newsURL", DefaultPort: "119", DNSHost: true,
		Validate: adapt3986(on3986.ValidateNewsURL), Parts: newsParts},
	{Name: "nntp", subset: true, Spec: "RFC 5538 §3", Grammar: grammarNews, Rule: "nntpURL", DefaultPort: "119", DNSHost: true,
		Validate: adapt3986(on3986.ValidateNntpURL), Parts: nntpParts},
	{Name: "tel", Spec: "RFC 3966 §3", Grammar: grammarTel, Rule: "telephone-uri",
		Validate: validateTel, Parts: telParts},
	{Name: "telnet", Spec: "RFC 4248 §2", Grammar: grammar1738, Rule: "telneturl", DefaultPort: "23", DNSHost: true,
		Validate: adapt1738(url1738.ValidateTelneturl)},
	{Name: "urn", subset: true, Spec: "RFC 8141 §2", Grammar: grammarURN, Rule: "namestring", Fragment: FragmentInRule,
		Validate: adapt3986(on3986.ValidateNamestring), Parts: urnParts},
	{Name: "ws", subset: true, Spec: "RFC 6455 §3", Grammar: grammarWS, Rule: "ws-URI", DefaultPort: "80", DNSHost: true,
		Fragment: FragmentForbidden, Validate: adapt3986(on3986.ValidateWsURI)},
	{Name: "wss", subset: true, Spec: "RFC 6455 §3", Grammar: grammarWS, Rule: "wss-URI", DefaultPort: "443", DNSHost: true,
		Fragment: FragmentForbidden, Validate: adapt3986(on3986.ValidateWssURI)},
}

// The adapters turn a generated ValidateNAME into a Validator; the
// generated packages each have their own Error type. The direct-coded
// validators of the most common schemes (http, https, file) have a
// ValidateNAMEAt, which reports a failure without allocating.

func adaptAt(f func(string) (int, string)) Validator {
	return func(s string) (int, string, bool) {
		if fail, expected := f(s); fail >= 0 {
			return fail, expected, false
		}
		return 0, "", true
	}
}

func adapt3986(f func(string) error) Validator {
	return func(s string) (int, string, bool) {
		if err := f(s); err != nil {
			e := err.(*on3986.Error)
			return e.Offset, e.Expected, false
		}
		return 0, "", true
	}
}

func adaptTel(f func(string) error) Validator {
	return func(s string) (int, string, bool) {
		if err := f(s); err != nil {
			e := err.(*tel.Error)
			return e.Offset, e.Expected, false
		}
		return 0, "", true
	}
}

// telGrammar matches s against telephone-uri alone.
var telGrammar = adaptTel(tel.ValidateTelephoneUri)

// telOrder is the expectation at a parameter name of a tel URI that does
// not sort after the name before it.
const telOrder = "a parameter name that sorts after the one before it (lexicographical order, no name twice)"

// validateTel matches s against telephone-uri, then checks what RFC 3966
// §3 requires and no regular grammar can say: "followed by any other
// parameters in lexicographical order", and "Each parameter name
// ("pname") ... MUST NOT appear more than once". Names compare without
// regard to case (§4: "URI comparisons are case-insensitive"). The
// grammar (rfc3966-prose.abnf) puts "isub", "ext" and "phone-context"
// before the other parameters and a ";" in no parameter value.
func validateTel(s string) (int, string, bool) {
	if off, exp, ok := telGrammar(s); !ok {
		return off, exp, false
	}
	prev := ""
	for i := strings.IndexByte(s, ';'); i >= 0; {
		start := i + 1
		field := s[start:]
		if i = strings.IndexByte(field, ';'); i >= 0 {
			field, i = field[:i], start+i
		}
		name, _, _ := strings.Cut(field, "=")
		if strings.EqualFold(name, "isub") || strings.EqualFold(name, "ext") || strings.EqualFold(name, "phone-context") {
			continue
		}
		if prev != "" && compareFold(name, prev) <= 0 {
			return start, telOrder, false
		}
		prev = name
	}
	return 0, "", true
}

// compareFold compares a and b as strings.Compare does, after mapping
// ASCII letters to lower case.
func compareFold(a, b string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if x, y := lower(a[i]), lower(b[i]); x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return cmp.Compare(len(a), len(b))
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func adaptGeo(f func(string) error) Validator {
	return func(s string) (int, string, bool) {
		if err := f(s); err != nil {
			e := err.(*geo.Error)
			return e.Offset, e.Expected, false
		}
		return 0, "", true
	}
}

func adapt1738(f func(string) error) Validator {
	return func(s string) (int, string, bool) {
		if err := f(s); err != nil {
			e := err.(*url1738.Error)
			return e.Offset, e.Expected, false
		}
		return 0, "", true
	}
}

// validGeneric reports whether s is a URI (RFC 3986 §3): a URI reference
// (whose automaton is the fastest) that begins with a scheme, which only
// URIs do (a relative reference's first segment has no ":", §4.2).
func validGeneric(s string) bool {
	return schemeEnd(s) > 0 && parser.ValidURIReference(s)
}

// validFragment reports whether s matches RFC 3986's fragment rule (§3.5),
// by the rule's automaton in package parser.
func validFragment(s string) bool { return parser.ValidFragment(s) }

// validateGeneric checks s against RFC 3986's URI rule (§3): a URI with
// a scheme. A string that does not begin with a scheme and ":" fails
// where its scheme does, in one of two states of the URI rule's
// automaton whose expectations are known: its error is built without
// running the parser.
func validateGeneric(s string) error {
	if schemeEnd(s) >= 0 || expectSchemeRest == "" {
		return validateURI(s)
	}
	off, exp := 0, expectScheme
	if s != "" && isAlpha(s[0]) {
		off, exp = 1, expectSchemeRest
		for off < len(s) && chars.IsSchemeChar(s[off]) {
			off++
		}
	}
	return newError(s, Error{Spec: "RFC 3986 §3", Rule: "URI", Offset: off, Expected: exp})
}

// validateURI is validateGeneric by RFC 3986's parser.
func validateURI(s string) error {
	if err := parser.ValidateURI(s); err != nil {
		e := err.(*parser.Error)
		return newError(s, Error{Spec: "RFC 3986 §3", Rule: "URI", Offset: e.Offset, Expected: e.Expected})
	}
	return nil
}

// expectScheme and expectSchemeRest are what RFC 3986's URI rule
// expects at the beginning of the input and after the first letter of a
// scheme, where "" and "a" fail; both "" if they do not fail there.
var expectScheme, expectSchemeRest = func() (string, string) {
	e0, ok0 := parser.ValidateURI("").(*parser.Error)
	e1, ok1 := parser.ValidateURI("a").(*parser.Error)
	if !ok0 || !ok1 || e0.Offset != 0 || e1.Offset != 1 {
		return "", ""
	}
	return e0.Expected, e1.Expected
}()
