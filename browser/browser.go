// Package browser reads a URL as a web browser does: by the WHATWG URL
// Standard (https://url.spec.whatwg.org/, "URL parsing"), the parser of
// new URL(input, base) in JavaScript, of an href in HTML and of the
// location bar. It is not RFC 3986. Parse gives the href a browser
// makes of the input and its components under the names of the URL
// Standard's API (protocol, username, password, host, hostname, port,
// pathname, search, hash, origin), and, where the href is also a URI
// reference of RFC 3986, the strict uri.URI of it.
//
// Use it to know which URL a browser, or a crawler that must do as one,
// fetches for a string. To keep a string that is already a URI as it is
// and only mend what RFC 3986 refuses, use package lenient; to know
// whether a string is a URI, package uri.
//
// # Where a browser reads otherwise than RFC 3986
//
// The URL Standard accepts more than RFC 3986, and changes what it
// accepts into its own normal form, so the href may differ from the
// input even where the input is a valid URI:
//
//   - leading and trailing C0 controls and spaces are removed, and tabs
//     and newlines anywhere (" http://a/\n" is "http://a/");
//   - in a URL of a special scheme (http, https, ws, wss, ftp, file),
//     a backslash is a "/" ("http:\\a\b" is "http://a/b"), and any
//     number of slashes, or none, may come before the host
//     ("http:a", "http:///a" are "http://a/");
//   - the scheme and the host are written in lower case, the host of a
//     special scheme decoded from its escapes and mapped by IDNA (UTS
//     #46, "https://Bücher.example" is "https://xn--bcher-kva.example/"),
//     and a host that ends in a number read as an IPv4 address in its
//     number forms ("http://0x7f.1" is "http://127.0.0.1/");
//   - the scheme's default port is dropped ("http://a:80/" is
//     "http://a/"), and so are an empty port, an empty userinfo and,
//     for file URLs, the host "localhost";
//   - dot-segments are removed, "%2e" read as "." ("http://a/b/../c" and
//     "http://a/b/%2e%2e/c" are "http://a/c"), and the empty path of a
//     special URL is "/";
//   - characters are percent-encoded by the sets of the URL Standard,
//     which are not RFC 3986's: browsers leave "%", "[", "]", "|",
//     "^" and "`" unescaped in some components (so the href is not
//     always a URI reference: URI says so), and escape some that RFC
//     3986 allows ("'" in the query of a special URL, ";" and "=" in a
//     userinfo).
//
// A relative reference is read against a base (ParseRef); a browser
// reads "http:foo" against an http base as relative, which RFC 3986
// §5.2.2 allows only for backward compatibility.
//
// Package lint reports, for a URI, the places where browsers read it
// otherwise than RFC 3986.
package browser

import (
	"strings"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/internal/whatwg"
)

// A URL is a URL as a browser reads it: the URL Standard's URL record.
// Its methods are the getters of the URL Standard's API. A URL is
// immutable.
type URL struct {
	u    whatwg.URL
	href string
}

// Parse reads s as a browser reads an absolute URL, new URL(s) in
// JavaScript. Where the URL Standard returns failure, the error is a
// *uri.Error with Op "parse as a browser", whose Input is s with the
// password of its userinfo hidden, wrapping a *uri.SyntaxError whose
// Offset is where in s, in bytes, the parser stopped, Component the
// component there ("scheme", "host", "port"), Reason in plain words what
// is wrong, and Rule the URL Standard's name of the validation error
// ("host-missing"), Spec "URL Standard".
func Parse(s string) (*URL, error) { return ParseRef(s, nil) }

// ParseRef reads s as a browser reads an href against base, new URL(s,
// base) in JavaScript: a relative reference is resolved against base. A
// nil base is none; ParseRef(s, nil) is Parse(s). Errors are Parse's.
func ParseRef(s string, base *URL) (*URL, error) {
	var b *whatwg.URL
	if base != nil {
		b = &base.u
	}
	w, err := whatwg.Parse(s, b)
	if err != nil {
		return nil, newError(s, err)
	}
	// The warnings are the parser's own; they are not part of the
	// reading, and their offsets are into s.
	w.Warnings = nil
	return &URL{u: *w, href: w.String()}, nil
}

// MustParse is Parse that panics on an error, for tests and for URLs
// written in a program.
func MustParse(s string) *URL {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// String returns the href.
func (u *URL) String() string { return u.href }

// Href returns the href: the URL as the URL Standard serializes it.
func (u *URL) Href() string { return u.href }

// Protocol returns the scheme, in lower case, and ":": "https:".
func (u *URL) Protocol() string { return u.u.Scheme + ":" }

// Username returns the username, percent-encoded, or "".
func (u *URL) Username() string { return u.u.Username }

// Password returns the password, percent-encoded, or "".
func (u *URL) Password() string { return u.u.Password }

// Host returns the host and, when it is not the scheme's default, ":"
// and the port: "example.com:8080", "[::1]"; "" when there is no host.
func (u *URL) Host() string {
	if u.u.Port == "" {
		return u.u.Host
	}
	return u.u.Host + ":" + u.u.Port
}

// Hostname returns the host, without the port: a domain in ASCII
// (IDNA A-labels), an IPv4 address in dotted decimal, an IPv6 address in
// brackets, or, for a scheme that is not special, an opaque host; "" when
// there is none.
func (u *URL) Hostname() string { return u.u.Host }

// Port returns the port in decimal, or "" when there is none or it is
// the scheme's default (80 for http).
func (u *URL) Port() string { return u.u.Port }

// Pathname returns the path: "/" and each segment, or the opaque path of
// a URL such as "mailto:a@example.com" ("a@example.com").
func (u *URL) Pathname() string { return u.u.Path }

// Search returns "?" and the query, or "" when the query is empty or
// there is none.
func (u *URL) Search() string { return u.u.Search() }

// Hash returns "#" and the fragment, or "" when the fragment is empty or
// there is none.
func (u *URL) Hash() string { return u.u.Hash() }

// HasQuery reports whether the URL has a query, maybe empty ("http://a/?"
// has one; Search is "" either way).
func (u *URL) HasQuery() bool { return u.u.HasQuery }

// HasFragment reports whether the URL has a fragment, maybe empty.
func (u *URL) HasFragment() bool { return u.u.HasFragment }

// Origin returns the serialization of the URL's origin (URL Standard
// "Origin"; HTML "Serializing an origin"): "https://example.com:8443"
// for http, https, ws, wss and ftp, scheme, host and port; the origin of
// the URL in the path of a blob URL of http or https; and "null", an
// opaque origin, for every other URL, file URLs among them.
func (u *URL) Origin() string {
	switch u.u.Scheme {
	case "http", "https", "ws", "wss", "ftp":
		return u.u.Scheme + "://" + u.Host()
	case "blob":
		if p, err := whatwg.Parse(u.u.Path, nil); err == nil && (p.Scheme == "http" || p.Scheme == "https") {
			return (&URL{u: *p}).Origin()
		}
	}
	return "null"
}

// URI returns the href as a URI of RFC 3986, where it is one: an href
// always has a scheme, but may hold characters RFC 3986 does not allow
// ("%" not followed by two hexadecimal digits, "[", "|", "^" in a path).
// The error is then uri.Parse's, and the URI's String is the href.
func (u *URL) URI() (uri.URI, error) { return uri.Parse(u.href) }

// op is the operation of the errors of Parse and ParseRef.
const op = "parse as a browser"

// newError is the error of reading s, err of package whatwg, in the
// module's shape (see Parse). The *whatwg.Error is not kept: its Input
// shows the password.
func newError(s string, err error) error {
	e, ok := err.(*whatwg.Error)
	if !ok {
		return &uri.Error{Op: op, Input: synerr.Redact(s), Err: err}
	}
	component, reason := explain(e.Code)
	var under error
	switch {
	case e.Code == "domain-to-ASCII" && e.Err != nil:
		under = e.Err // IDNA's error, about the host alone; e.Msg quotes it
	case e.Code != "missing-scheme-non-relative-URL":
		reason += ": " + e.Msg // what was expected and found
	}
	return synerr.New[uri.Error, uri.SyntaxError](op, s, synerr.Params{Offset: e.Offset, Naming: synerr.Given,
		Component: component, Reason: reason, Rule: e.Code, Spec: "URL Standard", Err: under})
}

// explain returns the component a validation error of the URL Standard
// that stops the parser is about, and what is wrong in plain words.
func explain(code string) (component, reason string) {
	switch {
	case code == "missing-scheme-non-relative-URL":
		return "scheme", "no scheme: a URL begins with a scheme such as \"https:\", or is read against a base"
	case code == "host-missing":
		return "host", "no host: a URL of a special scheme (http, https, ws, wss, ftp) has one"
	case code == "port-out-of-range":
		return "port", "port out of range"
	case code == "port-invalid":
		return "port", "invalid port"
	case code == "domain-to-ASCII":
		return "host", "IDNA refuses the host"
	case code == "domain-invalid-code-point", code == "host-invalid-code-point":
		return "host", "invalid character in host"
	case strings.HasPrefix(code, "IPv4-in-IPv6"), strings.HasPrefix(code, "IPv6"):
		return "host", "invalid IPv6 address"
	case strings.HasPrefix(code, "IPv4"):
		return "host", "invalid IPv4 address: a host that ends in a number is one"
	}
	return "", "browsers refuse the URL"
}
