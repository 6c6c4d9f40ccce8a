// Package iana holds IANA's registry of URI schemes (RFC 7595): the names
// and statuses of the registered schemes, from the copy embedded beside
// it (uri-schemes.csv; its source and date are in README.md). Package lint
// offers it as RegisteredScheme; package extract reads "word:" in prose as
// a URI only for a registered scheme.
package iana

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"

	"github.com/abnf-uri/uri/parser"
)

//go:embed uri-schemes.csv
var schemesCSV string

// Status is the status of a URI scheme in the registry (RFC 7595 §3, §4,
// §5).
type Status uint8

const (
	// Unregistered: the registry does not list the scheme.
	Unregistered Status = iota
	// Permanent: registered for general use, after review (RFC 7595 §3).
	Permanent
	// Provisional: registered first come, first served (RFC 7595 §4).
	Provisional
	// Historical: registered once, no longer in use (RFC 7595 §5).
	Historical
)

var statusNames = [...]string{"unregistered", "permanent", "provisional", "historical"}

// String names the status in lowercase: "unregistered", "permanent",
// "provisional" or "historical".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "Status(" + strconv.Itoa(int(s)) + ")"
}

// Registry is the embedded registry, read.
type Registry struct {
	Date    string            // "Last Updated", as YYYY-MM-DD
	Schemes map[string]Status // by lowercase name
}

// Schemes returns the embedded registry, read once.
var Schemes = sync.OnceValue(func() *Registry {
	r, err := Parse(schemesCSV)
	if err != "" {
		panic("iana: embedded URI scheme registry: " + err)
	}
	return r
})

// Parse reads the registry's data file: comment lines ("#"), one of them
// "# Last Updated: YYYY-MM-DD"; the header "URI Scheme,Status"; then a
// row "name,Status" per scheme, the name possibly followed by
// " (OBSOLETE)" as the registry writes it. It returns a description of
// the first problem, or "".
func Parse(data string) (*Registry, string) {
	r := &Registry{Schemes: make(map[string]Status, 400)}
	header := false
	for n, line := range strings.Split(strings.TrimSuffix(data, "\n"), "\n") {
		where := "line " + strconv.Itoa(n+1) + ": "
		switch {
		case strings.HasPrefix(line, "#"):
			if d, ok := strings.CutPrefix(line, "# Last Updated: "); ok {
				r.Date = d
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
		var s Status
		switch status {
		case "Permanent":
			s = Permanent
		case "Provisional":
			s = Provisional
		case "Historical":
			s = Historical
		default:
			return nil, where + "unknown status " + strconv.Quote(status)
		}
		key := strings.ToLower(name)
		if !parser.ValidScheme(name) { // RFC 3986 §3.1
			return nil, where + "not a scheme name: " + strconv.Quote(name)
		}
		if _, dup := r.Schemes[key]; dup {
			return nil, where + "scheme " + strconv.Quote(name) + " listed twice"
		}
		r.Schemes[key] = s
	}
	if !header || len(r.Schemes) == 0 {
		return nil, "no schemes"
	}
	if len(r.Date) != len("2006-01-02") {
		return nil, "no \"# Last Updated: YYYY-MM-DD\" line"
	}
	return r, ""
}

// Lookup returns the status of the scheme named name in the embedded
// registry, or Unregistered. Scheme names are case-insensitive (RFC 3986
// §3.1). It does not allocate.
func Lookup(name string) Status {
	m := Schemes().Schemes
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

// Alpha reports whether c is an ASCII letter (RFC 5234's ALPHA).
func Alpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
