package lint

import (
	"strconv"

	"github.com/abnf-uri/uri/internal/iana"
)

// SchemeStatus is the status of a URI scheme in IANA's registry of URI
// schemes (RFC 7595 §3, §4, §5).
type SchemeStatus uint8

const (
	// SchemeUnregistered: the registry does not list the scheme.
	SchemeUnregistered SchemeStatus = SchemeStatus(iana.Unregistered)
	// SchemePermanent: registered for general use, after review
	// (RFC 7595 §3).
	SchemePermanent SchemeStatus = SchemeStatus(iana.Permanent)
	// SchemeProvisional: registered first come, first served
	// (RFC 7595 §4).
	SchemeProvisional SchemeStatus = SchemeStatus(iana.Provisional)
	// SchemeHistorical: registered once, no longer in use (RFC 7595 §5).
	SchemeHistorical SchemeStatus = SchemeStatus(iana.Historical)
)

// String names the status in lowercase: "unregistered", "permanent",
// "provisional" or "historical".
func (s SchemeStatus) String() string {
	if s <= SchemeHistorical {
		return iana.Status(s).String()
	}
	return "SchemeStatus(" + strconv.Itoa(int(s)) + ")"
}

// RegisteredScheme returns the status of the scheme named name in IANA's
// registry of URI schemes, or SchemeUnregistered. Scheme names are
// case-insensitive (RFC 3986 §3.1): "HTTP" is "http". The registry is the
// copy built into this package, as of SchemeRegistryDate. It does not
// allocate.
func RegisteredScheme(name string) SchemeStatus { return SchemeStatus(iana.Lookup(name)) }

// SchemeRegistryDate returns the date the built-in copy of IANA's
// registry of URI schemes was last updated by IANA, as YYYY-MM-DD.
func SchemeRegistryDate() string { return iana.Schemes().Date }
