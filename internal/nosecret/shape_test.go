package nosecret_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/browser"
	"github.com/abnf-uri/uri/fileuri"
	"github.com/abnf-uri/uri/iri"
	"github.com/abnf-uri/uri/lenient"
	"github.com/abnf-uri/uri/query"
	"github.com/abnf-uri/uri/scheme"
	"github.com/abnf-uri/uri/zone"
)

// second returns the error of a function that returns a value too.
func second[T any](_ T, err error) error { return err }

// TestOneErrorShape checks the one shape of the syntax errors of every
// package: a *uri.Error (the operation and the input) wrapping a
// *uri.SyntaxError (the offset, the component, what the grammar expects
// there), found by errors.As; and, each input holding the password
// "S3CRET" in its userinfo, that neither the message nor any field of
// either shows it (RFC 3986 §3.2.1, §7.5).
func TestOneErrorShape(t *testing.T) {
	for _, tt := range []struct {
		pkg        string
		err        error
		op         string
		offset     int
		component  string
		expected   []string
		inPassword bool
		reason     string
		msg        string
	}{
		{pkg: "uri", err: second(uri.Parse("http://user:S3CRET@a b/")), op: "parse", offset: 20, component: "host",
			expected: []string{"unreserved", "pct-encoded", "sub-delims", `":"`, `"/"`, `"?"`, `"#"`, "end of input"}, reason: `space in host: a host is a name such as "example.com", or an IP address`,
			msg: `uri: parse "http://user:xxxxxx@a b/": space in host at offset 20: a host is a name such as "example.com", or an IP address; expected unreserved, pct-encoded, sub-delims, ":", "/", "?", "#" or end of input`},
		{pkg: "uri", err: second(uri.ParseURI("http://user:S3 CRET@h/")), op: "parse URI", offset: 14, component: "userinfo",
			expected: []string{"unreserved", "pct-encoded", "sub-delims", `":"`, `"@"`}, inPassword: true,
			msg: `uri: parse URI "http://user:xxxxxxx@h/": invalid character in userinfo at offset 14; expected unreserved, pct-encoded, sub-delims, ":" or "@"`},
		{pkg: "iri", err: second(iri.Parse("http://user:S3CRET@ä b/")), op: "parse IRI reference", offset: 21, component: "host",
			expected: []string{"iunreserved", "pct-encoded", "sub-delims", `":"`, `"/"`, `"?"`, `"#"`, "end of input"}, reason: `space in host: a host is a name such as "example.com", or an IP address`,
			msg: `uri: parse IRI reference "http://user:xxxxxx@ä b/": space in host at offset 21: a host is a name such as "example.com", or an IP address; expected iunreserved, pct-encoded, sub-delims, ":", "/", "?", "#" or end of input`},
		{pkg: "iri", err: second(iri.ParseIRI("http://user:S3\xffCRET@ä/")), op: "parse IRI", offset: 14, component: "userinfo",
			expected: []string{"iunreserved", "pct-encoded", "sub-delims", `":"`, `"@"`}, inPassword: true,
			msg: `uri: parse IRI "http://user:xxxxxxx@ä/": invalid character in userinfo at offset 14; expected iunreserved, pct-encoded, sub-delims, ":" or "@"`},
		{pkg: "zone", err: second(zone.Parse("http://user:S3CRET@[fe80::1%eth0]/")), op: "parse URI reference with zone", offset: 27, component: "host",
			expected: []string{`"%25"`}, reason: zone.BarePercent,
			msg: `uri: parse URI reference with zone "http://user:xxxxxx@[fe80::1%eth0]/": bare "%" before a zone ID in host at offset 27; IPv6addrz (RFC 6874 §2) expects "%25"`},
		{pkg: "zone", err: second(zone.Parse("http://user:S3CRET@[::1%25a:b]/")), op: "parse URI reference with zone", offset: 27, component: "host",
			expected: []string{"unreserved", "pct-encoded", `"]"`}, reason: `invalid character ":" in IP literal: brackets hold an IPv6 address, such as "[2001:db8::1]", or an IPvFuture, such as "[v1.x]"`,
			msg: `uri: parse URI reference with zone "http://user:xxxxxx@[::1%25a:b]/": invalid character ":" in IP literal at offset 27: brackets hold an IPv6 address, such as "[2001:db8::1]", or an IPvFuture, such as "[v1.x]"; expected unreserved, pct-encoded or "]"`},
		{pkg: "fileuri", err: fileuri.Validate("file://user:S3CRET@h/a b", fileuri.Lenient), op: "validate lenient file URI", offset: 22, component: "path",
			expected: []string{"pchar", `"/"`, `"\\"`, "end of input", `":"`, `"|"`}, reason: `space in path: write it percent-encoded, "%20"`,
			msg: `uri: validate lenient file URI "file://user:xxxxxx@h/a b": space in path at offset 22: write it percent-encoded, "%20"; expected pchar, "/", "\\", end of input, ":" or "|"`},
		{pkg: "fileuri", err: second(fileuri.ToPath("file://user:S3CRET@h/a b", fileuri.POSIX)), op: "file URI to POSIX path", offset: 22, component: "path",
			expected: []string{"pchar", `"/"`, `"\\"`, "end of input", `":"`, `"|"`}, reason: `space in path: write it percent-encoded, "%20"`},
		{pkg: "scheme", err: scheme.Validate("http://user:S3CRET@host/a b"), op: "validate http URI", offset: 25, component: "path",
			expected: []string{"pchar", `"/"`, `"?"`, `"#"`, "end of input"}, reason: `space in path: write it percent-encoded, "%20"`,
			msg: `uri: validate http URI "http://user:xxxxxx@host/a b": space in path at offset 25: write it percent-encoded, "%20"; URI (RFC 3986 §3) expects pchar, "/", "?", "#" or end of input`},
		{pkg: "scheme", err: scheme.Validate("ftp://user:S3CRET@host/a;type=x"), op: "validate ftp URI", offset: 30, component: "path",
			expected: []string{"ftptype"},
			msg:      `uri: validate ftp URI "ftp://user:xxxxxx@host/a;type=x": invalid character "x" in path at offset 30; ftpurl (RFC 1738 §3.2) expects ftptype`},
		{pkg: "lenient", err: second(lenient.Parse("http://user:S3CRET@[::1/")), op: "repair", offset: 19, component: "host",
			reason: `IP literal "[::1" without its "]" in host`,
			msg:    `uri: repair "http://user:xxxxxx@[::1/": IP literal "[::1" without its "]" in host at offset 19`},
		{pkg: "lenient", err: second(lenient.Parse("http://user:S3CRET@h:8o/")), op: "repair", offset: 22, component: "port",
			expected: []string{"DIGIT"}, reason: `invalid character "o" in port`,
			msg: `uri: repair "http://user:xxxxxx@h:8o/": invalid character "o" in port at offset 22; expected DIGIT`},
		// A query holding a URI with a password (RFC 3986 §3.4 allows
		// ":", "/" and "@" in a query): hidden too.
		{pkg: "query", err: second(query.Parse("u=http://user:S3CRET@h/ x")), op: "parse query", offset: 23, component: "query",
			expected: []string{"pchar", `"/"`, `"?"`, "end of input"}, reason: `space in query: write it percent-encoded, "%20"`,
			msg: `uri: parse query "u=http://user:xxxxxx@h/ x": space in query at offset 23: write it percent-encoded, "%20"; expected pchar, "/", "?" or end of input`},
		{pkg: "browser", err: second(browser.Parse("http://user:S3CRET@h:8o/")), op: "parse as a browser", offset: 22, component: "port",
			reason: `invalid port: expected a digit, "/", "?", "#" or the end in the port, found 'o'`,
			msg:    `uri: parse as a browser "http://user:xxxxxx@h:8o/": invalid port at offset 22: expected a digit, "/", "?", "#" or the end in the port, found 'o'`},
		{pkg: "browser", err: second(browser.Parse("https://user:S3CRET@/")), op: "parse as a browser", offset: 20, component: "host",
			reason: `no host: a URL of a special scheme (http, https, ws, wss, ftp) has one: expected a host after "@", found '/'`},
	} {
		var e *uri.Error
		var se *uri.SyntaxError
		if !errors.As(tt.err, &e) || !errors.As(tt.err, &se) {
			t.Errorf("%s: %#v: want a *uri.Error wrapping a *uri.SyntaxError", tt.pkg, tt.err)
			continue
		}
		if e.Op != tt.op || se.Offset != tt.offset || se.Component != tt.component || !slices.Equal(se.Expected, tt.expected) ||
			se.InPassword != tt.inPassword || se.InPassword && se.Found != "" || se.Reason != tt.reason {
			t.Errorf("%s: %s: got %q, %+v", tt.pkg, tt.err, e.Op, *se)
		}
		if tt.msg != "" && tt.err.Error() != tt.msg {
			t.Errorf("%s:\n got %s\nwant %s", tt.pkg, tt.err, tt.msg)
		}
		if !strings.Contains(e.Input, "user:xxx") {
			t.Errorf("%s: Input %q: want the password written x", tt.pkg, e.Input)
		}
		je, _ := json.Marshal(e)
		jse, _ := json.Marshal(se)
		all := fmt.Sprintf("%v %+v %#v %#v %s %s %s", tt.err, *e, *e, *se, je, jse, se.Detail())
		if strings.Contains(all, "S3") || strings.Contains(all, "CRET") {
			t.Errorf("%s: the error shows the password: %s", tt.pkg, all)
		}
	}
}
