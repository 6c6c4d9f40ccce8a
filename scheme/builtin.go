package scheme

import (
	"cmp"
	"strings"

	"github.com/abnf-uri/uri/internal/chars"
	fileparser "github.com/abnf-uri/uri/internal/fileparse/strict/parser"
	"github.com/abnf-uri/uri/internal/ref"
	"github.com/abnf-uri/uri/internal/schemes"
	"github.com/abnf-uri/uri/parser"
	geo "github.com/abnf-uri/uri/scheme/internal/geo/parser"
	on3986 "github.com/abnf-uri/uri/scheme/internal/on3986/parser"
	tel "github.com/abnf-uri/uri/scheme/internal/tel/parser"
	url1738 "github.com/abnf-uri/uri/scheme/internal/url1738/parser"
)

// builtin is the registry as the package starts: the schemes of package
// internal/schemes with a grammar, in its order (the commonest first, for
// lookup's scan), their facts read from there and their validators and
// Parts attached by name (validators).
var builtin = func() []Scheme {
	var out []Scheme
	for _, f := range schemes.All {
		if f.Rule == "" {
			continue
		}
		v := validators[f.Name]
		out = append(out, Scheme{Name: f.Name, Spec: f.Spec, Grammar: f.Grammar, Rule: f.Rule,
			DefaultPort: f.DefaultPort, DNSHost: f.DNSHost, Fragment: FragmentRule(f.Fragment),
			Validate: v.validate, Parts: v.parts, subset: v.subset, opName: opOf(f.Name)})
	}
	return out
}()

// A validator is what package scheme attaches to the facts of a built-in
// scheme: the validator generated from its grammar, its Parts, and
// whether it is a subset scheme (see Scheme).
type validator struct {
	validate Validator
	parts    func(s string) []Part
	subset   bool
}

// validators are the built-in schemes' validators, by name: the schemes
// of package internal/schemes that have a Rule, the schemes whose RFCs
// give their syntax in ABNF (or, for RFC 1738's, in a BNF transcribed as
// ABNF).
var validators = map[string]validator{
	"https":  {subset: true, validate: adaptAt(on3986.ValidateHttpsURIAt)},
	"http":   {subset: true, validate: adaptAt(on3986.ValidateHttpURIAt)},
	"file":   {subset: true, validate: adaptAt(validateFileURIAt)},
	"data":   {subset: true, validate: adapt3986(on3986.ValidateDataurl), parts: dataParts},
	"ftp":    {validate: adapt1738(url1738.ValidateFtpurl), parts: ftpParts},
	"geo":    {validate: adaptGeo(geo.ValidateGeoURI), parts: geoParts},
	"gopher": {subset: true, validate: adapt1738(url1738.ValidateGopherurl), parts: gopherParts},
	"mailto": {validate: adapt3986(on3986.ValidateMailtoURI), parts: mailtoParts},
	"news":   {validate: adapt3986(on3986.ValidateNewsURL), parts: newsParts},
	"nntp":   {subset: true, validate: adapt3986(on3986.ValidateNntpURL), parts: nntpParts},
	"tel":    {validate: validateTel, parts: telParts},
	"telnet": {validate: adapt1738(url1738.ValidateTelneturl)},
	"urn":    {subset: true, validate: adapt3986(on3986.ValidateNamestring), parts: urnParts},
	"ws":     {subset: true, validate: adapt3986(on3986.ValidateWsURI)},
	"wss":    {subset: true, validate: adapt3986(on3986.ValidateWssURI)},
}

// The adapters turn a generated ValidateNAME into a Validator; the
// generated packages each have their own Error type. The direct-coded
// validators of the most common schemes (http, https, file) have a
// ValidateNAMEAt, which reports a failure without allocating.

// validateFileURIAt is fileparser.ValidateFileURIAt without the nodes:
// an error of this package names no component of RFC 8089's own.
func validateFileURIAt(s string) (int, string) {
	fail, expected, _ := fileparser.ValidateFileURIAt(s)
	return fail, expected
}

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
	if schemeEnd(s) <= 0 {
		return false
	}
	ref.CountParse()
	return parser.ValidURIReference(s)
}

// validFragment reports whether s matches RFC 3986's fragment rule (§3.5),
// by the rule's automaton in package parser.
func validFragment(s string) bool {
	ref.CountParse()
	return parser.ValidFragment(s)
}

// validateGeneric checks s against RFC 3986's URI rule (§3): a URI with
// a scheme. A string that does not begin with a scheme and ":" fails
// where its scheme does (by the automaton of RFC 3986's scheme rule, the
// end of s if all of it is a scheme), in one of two states of the URI
// rule's automaton whose expectations are known: its error is built
// without running the URI rule's parser.
func validateGeneric(s string) error {
	if schemeEnd(s) >= 0 || expectSchemeRest == "" {
		return validateURI(s)
	}
	off := schemeFail(s)
	exp := expectSchemeRest
	if off == 0 {
		exp = expectScheme
	}
	return genericError(s, off, exp)
}

// schemeFail returns where s stops matching RFC 3986's scheme rule,
// "ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )" (§3.1), as its automaton
// stops: at the first byte if it is no letter, else at the first byte
// after it that is no scheme character; len(s) where all of s matches. It
// reads the bytes once, from a table, and builds no error.
func schemeFail(s string) int {
	if s == "" || !('a' <= s[0]|0x20 && s[0]|0x20 <= 'z') {
		return 0
	}
	for i := 1; i < len(s); i++ {
		if !chars.IsSchemeChar(s[i]) {
			return i
		}
	}
	return len(s)
}

// validateURI is validateGeneric by RFC 3986's parser.
func validateURI(s string) error {
	ref.CountParse()
	if err := parser.ValidateURI(s); err != nil {
		e := err.(*parser.Error)
		return genericError(s, e.Offset, e.Expected)
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
