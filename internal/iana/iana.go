// Package iana holds IANA's registry of URI schemes (RFC 7595): the names
// and statuses of the registered schemes, as a table (schemes_gen.go)
// generated from IANA's own file beside it (uri-schemes.xml; its source,
// date and refreshing are in README.md). Package lint offers it as
// RegisteredScheme; package extract reads "word:" in prose as a URI only
// for a registered scheme.
package iana

//go:generate go run mkschemes.go -in uri-schemes.xml -origin github.com/larseggert/iana-assignments@f368358c00b3f0a7cc1245cd5881976195256369:uri-schemes/uri-schemes.xml

import (
	"strconv"
	"strings"
	"sync"
)

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

// Registry is the registry, read.
type Registry struct {
	Date    string            // "Last Updated", as YYYY-MM-DD
	Schemes map[string]Status // by lowercase name
}

// Schemes returns the registry, made once from the generated table.
var Schemes = sync.OnceValue(func() *Registry {
	r := &Registry{Date: sourceDate, Schemes: make(map[string]Status, len(registry))}
	for _, s := range registry {
		r.Schemes[s.name] = s.status
	}
	return r
})

// Lookup returns the status of the scheme named name in the registry, or
// Unregistered. Scheme names are case-insensitive (RFC 3986 §3.1). It
// does not allocate.
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
