package query

import (
	"strings"

	"github.com/abnf-uri/uri"
)

// Encoding says how the names and values of parameters are spelled in a
// query: how they are decoded, and how new ones are encoded.
type Encoding uint8

const (
	// RFC3986 is percent-encoding alone (RFC 3986 §2.1): decoding turns
	// each "%" and two hexadecimal digits into the byte they stand for
	// and leaves "+" a "+"; encoding escapes what the query rule (§3.4)
	// does not allow, and the separators "&", "=", "+" and ";" besides
	// (uri.InQueryParam), so that a space is "%20".
	RFC3986 Encoding = iota
	// Form is the application/x-www-form-urlencoded reading of HTML
	// forms (WHATWG URL Standard §5, the HTML standard's form
	// submission), which goes beyond RFC 3986: "+" is a space. Decoding
	// reads each "+" as a space before it decodes the escapes, so that
	// "%2B" stays "+"; encoding writes a space "+" and a "+" "%2B", and
	// escapes the rest as RFC3986 does.
	Form
)

// String returns "RFC 3986" or "form".
func (e Encoding) String() string {
	if e == Form {
		return "form"
	}
	return "RFC 3986"
}

// Escape encodes s, any bytes, as the name or the value of a parameter:
// the result matches RFC 3986's query rule (§3.4), holds none of the
// separators "&", "=", "+", ";" and "#" as they are, and Unescape gives s
// back. When nothing needs escaping, Escape returns s itself.
func (e Encoding) Escape(s string) string {
	if e != Form || !strings.Contains(s, " ") {
		return uri.Escape(s, uri.InQueryParam)
	}
	var b strings.Builder
	for i, w := range strings.Split(s, " ") {
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(uri.Escape(w, uri.InQueryParam))
	}
	return b.String()
}

// Unescape decodes s, the name or the value of a parameter as written:
// with Form, each "+" is a space first; then every escape is decoded, as
// uri.Unescape does. A "%" not followed by two hexadecimal digits is an
// error, a *uri.Error whose *uri.EscapeError says where in s.
func (e Encoding) Unescape(s string) (string, error) {
	if e != Form || strings.IndexByte(s, '+') < 0 {
		return uri.Unescape(s)
	}
	d, err := uri.Unescape(strings.ReplaceAll(s, "+", " "))
	if err != nil {
		// The same error, at the same offset, on s as given.
		_, err = uri.Unescape(s)
	}
	return d, err
}
