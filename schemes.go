package uri

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

// The URI scheme registry of IANA (RFC 7595): the names and statuses of
// the registered schemes, from a copy embedded as data. Its source and
// date are in internal/iana/README.md.

//go:embed internal/iana/uri-schemes.csv
var ianaSchemesCSV string

// SchemeStatus is the status of a URI scheme in IANA's registry of URI
// schemes (RFC 7595 §3, §4, §5).
type SchemeStatus uint8

const (
	// SchemeUnregistered: the registry does not list the scheme.
	SchemeUnregistered SchemeStatus = iota
	// SchemePermanent: registered for general use, after review
	// (RFC 7595 §3).
	SchemePermanent
	// SchemeProvisional: registered first come, first served
	// (RFC 7595 §4).
	SchemeProvisional
	// SchemeHistorical: registered once, no longer in use (RFC 7595 §5).
	SchemeHistorical
)

var ianaStatusNames = [...]string{"unregistered", "permanent", "provisional", "historical"}

// String names the status in lowercase: "unregistered", "permanent",
// "provisional" or "historical".
func (s SchemeStatus) String() string {
	if int(s) < len(ianaStatusNames) {
		return ianaStatusNames[s]
	}
	return "SchemeStatus(" + strconv.Itoa(int(s)) + ")"
}

// ianaRegistry is the embedded registry, read once.
type ianaRegistry struct {
	date    string                  // "Last Updated", as YYYY-MM-DD
	schemes map[string]SchemeStatus // by lowercase name
}

var ianaSchemes = sync.OnceValue(func() *ianaRegistry {
	r, err := ianaParse(ianaSchemesCSV)
	if err != "" {
		panic("uri: embedded IANA scheme registry: " + err)
	}
	return r
})

// ianaParse reads the registry's data file: comment lines ("#"), one of
// them "# Last Updated: YYYY-MM-DD"; the header "URI Scheme,Status"; then
// a row "name,Status" per scheme, the name possibly followed by
// " (OBSOLETE)" as the registry writes it. It returns a description of
// the first problem, or "".
func ianaParse(data string) (*ianaRegistry, string) {
	r := &ianaRegistry{schemes: make(map[string]SchemeStatus, 400)}
	header := false
	for n, line := range strings.Split(strings.TrimSuffix(data, "\n"), "\n") {
		where := "line " + strconv.Itoa(n+1) + ": "
		switch {
		case strings.HasPrefix(line, "#"):
			if d, ok := strings.CutPrefix(line, "# Last Updated: "); ok {
				r.date = d
			}
			continue
		case !header:
			if line != "URI Scheme,Status" {
				return nil, where + "want header \"URI Scheme,Status\", found " + strconv.Quote(line)
			}
			header = true
			continue
		}
		name, status, ok := strings.Cut(line, ",")
		if !ok {
			return nil, where + "want NAME,STATUS, found " + strconv.Quote(line)
		}
		name = strings.TrimSuffix(name, " (OBSOLETE)")
		var s SchemeStatus
		switch status {
		case "Permanent":
			s = SchemePermanent
		case "Provisional":
			s = SchemeProvisional
		case "Historical":
			s = SchemeHistorical
		default:
			return nil, where + "unknown status " + strconv.Quote(status)
		}
		key := strings.ToLower(name)
		if name == "" || !ianaIsScheme(name) {
			return nil, where + "not a scheme name: " + strconv.Quote(name)
		}
		if _, dup := r.schemes[key]; dup {
			return nil, where + "scheme " + strconv.Quote(name) + " listed twice"
		}
		r.schemes[key] = s
	}
	if !header || len(r.schemes) == 0 {
		return nil, "no schemes"
	}
	if len(r.date) != len("2006-01-02") {
		return nil, "no \"# Last Updated: YYYY-MM-DD\" line"
	}
	return r, ""
}

// RegisteredScheme returns the status of the scheme named name in IANA's
// registry of URI schemes, or SchemeUnregistered. Scheme names are
// case-insensitive (RFC 3986 §3.1): "HTTP" is "http". The registry is the
// copy this package embeds, as of SchemeRegistryDate.
func RegisteredScheme(name string) SchemeStatus {
	return ianaLookup(ianaSchemes().schemes, name)
}

// SchemeRegistryDate returns the date the embedded copy of IANA's
// registry of URI schemes was last updated by IANA, as YYYY-MM-DD.
func SchemeRegistryDate() string { return ianaSchemes().date }

// ianaLookup looks name up in m, keyed by lowercase names, without
// allocating.
func ianaLookup(m map[string]SchemeStatus, name string) SchemeStatus {
	var buf [64]byte
	if len(name) > len(buf) {
		return m[strings.ToLower(name)]
	}
	b := buf[:len(name)]
	for i := 0; i < len(name); i++ {
		c := name[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return m[string(b)]
}

// ianaIsScheme reports whether s is a scheme (RFC 3986 §3.1):
//
//	scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
func ianaIsScheme(s string) bool {
	if s == "" || !ianaAlpha(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !ianaSchemeChar(s[i]) {
			return false
		}
	}
	return true
}

func ianaAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func ianaDigit(c byte) bool { return '0' <= c && c <= '9' }

func ianaSchemeChar(c byte) bool {
	return ianaAlpha(c) || ianaDigit(c) || c == '+' || c == '-' || c == '.'
}
