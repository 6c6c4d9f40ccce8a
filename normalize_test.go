package uri_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
	"github.com/sebdah/goldie/v2"
)

// Test data of normalization and comparison lives in testdata/normalize:
//
//	normalize.golden   every case of normalizeCases, normalized to each level
//	equivalent.golden  every case of equivalentCases, compared
//	schemes.golden     the built-in scheme table
//
// The expectations are in the tables below as well, so a wrong golden file
// cannot pass: rewrite the golden files with `go test -run 'Normal|Equiv|
// Scheme' -update .` after changing a table, and read the diff.
const normTestdata = "testdata/normalize"

// norm normalizes and compares with the built-in scheme table.
var norm uri.Normalizer

// normShared is where the reference corpora are, beside the repository.
const normShared = "../shared/data"

func normGoldie(t *testing.T) *goldie.Goldie {
	return goldie.New(t, goldie.WithFixtureDir(normTestdata), goldie.WithNameSuffix(".golden"))
}

// normalizeCases are URI references and their normal forms, syntax-based
// (RFC 3986 §6.2.2) and scheme-based (§6.2.3) with the built-in table,
// headed by the section they illustrate.
var normalizeCases = []struct {
	sec, in, syntax, scheme string
}{
	// The example of §6.2.2.
	{"§6.2.2", "example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D"},
	{"§6.2.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D"},

	// Case: scheme and host lowercase, hexadecimal digits of
	// percent-encodings uppercase, the other components as they are.
	{"§6.2.2.1", "HTTP://www.EXAMPLE.com/", "http://www.example.com/", "http://www.example.com/"},
	{"§6.2.2.1", "http://www.example.com/", "http://www.example.com/", "http://www.example.com/"},
	{"§6.2.2.1", "http://a/%3a%3A%c3%a9", "http://a/%3A%3A%C3%A9", "http://a/%3A%3A%C3%A9"},
	{"§6.2.2.1", "HTTP://User:PW@Example.COM/Path?Query#Fragment", "http://User:PW@example.com/Path?Query#Fragment", "http://User:PW@example.com/Path?Query#Fragment"},
	{"§6.2.2.1", "Foo+Bar.Baz-9:X", "foo+bar.baz-9:X", "foo+bar.baz-9:X"},
	// §3.2.2: "lowercase for registered names and hexadecimal addresses";
	// the "v" of IPvFuture is case-insensitive too.
	{"§3.2.2", "http://[2001:DB8::A:bC]/", "http://[2001:db8::a:bc]/", "http://[2001:db8::a:bc]/"},
	{"§3.2.2", "http://[::FFFF:192.0.2.1]:80/", "http://[::ffff:192.0.2.1]:80/", "http://[::ffff:192.0.2.1]/"},
	// RFC 5952 §4 at the scheme-based level, for every scheme: the
	// longest run of zero fields is "::" (the first of equal runs), no
	// leading zeros, lowercase; §5: IPv4-mapped addresses end in IPv4.
	{"RFC 5952", "http://[2001:DB8:0:0::1]/", "http://[2001:db8:0:0::1]/", "http://[2001:db8::1]/"},
	{"RFC 5952", "http://[2001:db8::0:1]/", "http://[2001:db8::0:1]/", "http://[2001:db8::1]/"},
	{"RFC 5952", "x-y://[0:0:0:0:0:0:0:1]/", "x-y://[0:0:0:0:0:0:0:1]/", "x-y://[::1]/"},
	{"RFC 5952", "//[1:0:0:2:0:0:0:3]", "//[1:0:0:2:0:0:0:3]", "//[1:0:0:2::3]"},
	{"RFC 5952", "//[1:0:0:2:0:0:3:4]", "//[1:0:0:2:0:0:3:4]", "//[1::2:0:0:3:4]"},
	{"RFC 5952", "//[2001:0db8::0001]", "//[2001:0db8::0001]", "//[2001:db8::1]"},
	{"RFC 5952", "//[::ffff:c000:201]", "//[::ffff:c000:201]", "//[::ffff:192.0.2.1]"},
	{"RFC 5952", "//[2001:db8::1:0:0:1]", "//[2001:db8::1:0:0:1]", "//[2001:db8::1:0:0:1]"},
	{"§3.2.2", "http://[V1A.Foo:BAR]/", "http://[v1a.foo:bar]/", "http://[v1a.foo:bar]/"},
	{"§3.2.2", "http://192.0.2.1/", "http://192.0.2.1/", "http://192.0.2.1/"},
	{"§3.2.2", "http://Ex%41mple.COM/", "http://example.com/", "http://example.com/"},

	// Percent-encoding: unreserved characters decoded in every component,
	// nothing else.
	{"§6.2.2.2", "x-my-scheme:%3C%25%61%2F%62%2F%63%3E", "x-my-scheme:%3C%25a%2Fb%2Fc%3E", "x-my-scheme:%3C%25a%2Fb%2Fc%3E"},
	{"§6.2.2.2", "x-my-scheme:%3C%25a%2Fb%2Fc%3E", "x-my-scheme:%3C%25a%2Fb%2Fc%3E", "x-my-scheme:%3C%25a%2Fb%2Fc%3E"},
	{"§6.2.2.2", "http://host.com/abc%2Fdef", "http://host.com/abc%2Fdef", "http://host.com/abc%2Fdef"},
	{"§6.2.2.2", "http://host.com/abc%2fdef", "http://host.com/abc%2Fdef", "http://host.com/abc%2Fdef"},
	{"§6.2.2.2", "http://a/%7Euser/%7euser", "http://a/~user/~user", "http://a/~user/~user"},
	{"§6.2.2.2", "http://a/%41%5A%61%7A%30%39%2D%2E%5F%7E", "http://a/AZaz09-._~", "http://a/AZaz09-._~"},
	{"§6.2.2.2", "http://a/%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A%40%2F%3F%23%5B%5D%25%20", "http://a/%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A%40%2F%3F%23%5B%5D%25%20", "http://a/%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A%40%2F%3F%23%5B%5D%25%20"},
	// §2.4: decode once: "%25" stays, and what follows it is not read
	// again as a percent-encoding.
	{"§6.2.2.2", "http://a/%25%32%35", "http://a/%2525", "http://a/%2525"},
	{"§6.2.2.2", "http://%75ser%3a@%45xample.%43OM:8080/%7E?%7E=%7e#%7E", "http://user%3A@example.com:8080/~?~=~#~", "http://user%3A@example.com:8080/~?~=~#~"},
	{"§6.2.2.2", "http://%C3%A9.Example/%c3%a9", "http://%C3%A9.example/%C3%A9", "http://%C3%A9.example/%C3%A9"},
	// A host decoded reads again: a reg-name becomes an IPv4address
	// (§3.2.2, first-match-wins).
	{"§6.2.2.2", "http://%31.2.3.4/", "http://1.2.3.4/", "http://1.2.3.4/"},
	{"§6.2.2.2", "http://%31.2.3.4.5/", "http://1.2.3.4.5/", "http://1.2.3.4.5/"},

	// Path segments: remove_dot_segments (§5.2.4) for a URI, a
	// network-path and an absolute-path reference.
	{"§5.2.4", "http://a/b/c/./../../g", "http://a/g", "http://a/g"},
	{"§5.2.4", "http://a/mid/content=5/../6", "http://a/mid/6", "http://a/mid/6"},
	{"§5.4.1", "http://a/b/c/./g", "http://a/b/c/g", "http://a/b/c/g"},
	{"§5.4.1", "http://a/b/c/.", "http://a/b/c/", "http://a/b/c/"},
	{"§5.4.1", "http://a/b/c/./", "http://a/b/c/", "http://a/b/c/"},
	{"§5.4.1", "http://a/b/c/..", "http://a/b/", "http://a/b/"},
	{"§5.4.1", "http://a/b/c/../g", "http://a/b/g", "http://a/b/g"},
	{"§5.4.1", "http://a/b/c/../..", "http://a/", "http://a/"},
	// §5.4.2, with the published algorithm; erratum 4547 (held for
	// document update, not a correction) would keep the "..".
	{"§5.4.2", "http://a/../g", "http://a/g", "http://a/g"},
	{"§5.4.2", "http://a/../../g", "http://a/g", "http://a/g"},
	{"§5.4.2", "http://a/./g", "http://a/g", "http://a/g"},
	{"§5.4.2", "http://a/b/c/g.", "http://a/b/c/g.", "http://a/b/c/g."},
	{"§5.4.2", "http://a/b/c/.g", "http://a/b/c/.g", "http://a/b/c/.g"},
	{"§5.4.2", "http://a/b/c/g..", "http://a/b/c/g..", "http://a/b/c/g.."},
	{"§5.4.2", "http://a/b/c/..g", "http://a/b/c/..g", "http://a/b/c/..g"},
	{"§5.4.2", "http://a/b/c/./../g", "http://a/b/g", "http://a/b/g"},
	{"§5.4.2", "http://a/b/c/./g/.", "http://a/b/c/g/", "http://a/b/c/g/"},
	{"§5.4.2", "http://a/b/c/g/./h", "http://a/b/c/g/h", "http://a/b/c/g/h"},
	{"§5.4.2", "http://a/b/c/g/../h", "http://a/b/c/h", "http://a/b/c/h"},
	{"§5.4.2", "http://a/b/c/g;x=1/./y", "http://a/b/c/g;x=1/y", "http://a/b/c/g;x=1/y"},
	{"§5.4.2", "http://a/b/c/g;x=1/../y", "http://a/b/c/y", "http://a/b/c/y"},
	{"§5.4.2", "http://a/b/c/g?y/./x", "http://a/b/c/g?y/./x", "http://a/b/c/g?y/./x"},
	{"§5.4.2", "http://a/b/c/g#s/../x", "http://a/b/c/g#s/../x", "http://a/b/c/g#s/../x"},
	{"§6.2.2.3", "http://a/x/%2E%2E/%2e/b/%2e", "http://a/b/", "http://a/b/"},
	{"§6.2.2.3", "http://a//b/../c", "http://a//c", "http://a//c"},
	{"§6.2.2.3", "//EXAMPLE.com/a/../b", "//example.com/b", "//example.com/b"},
	{"§6.2.2.3", "/a/./b/../c", "/a/c", "/a/c"},
	{"§6.2.2.3", "/..", "/", "/"},
	// Without an authority a path cannot begin with "//" (§3.3): "/."
	// stays in front.
	{"§3.3", "foo:/a/..//b", "foo:/.//b", "foo:/.//b"},
	{"§3.3", "foo:/.//b", "foo:/.//b", "foo:/.//b"},
	{"§3.3", "foo:/..//b/c", "foo:/.//b/c", "foo:/.//b/c"},
	{"§3.3", "/a/..//b", "/.//b", "/.//b"},
	{"§3.3", "/.//b", "/.//b", "/.//b"},
	{"§3.3", "http://a/.//b", "http://a//b", "http://a//b"},
	// A URI without an authority: its path is resolved as any (§5.2.2).
	{"§5.2.2", "foo:a/./b", "foo:a/b", "foo:a/b"},
	{"§5.2.2", "foo:a/../b", "foo:/b", "foo:/b"},
	{"§5.2.2", "foo:a/..", "foo:/", "foo:/"},
	{"§5.2.2", "foo:../a", "foo:a", "foo:a"},
	{"§5.2.2", "foo:./a:b", "foo:a:b", "foo:a:b"},
	{"§5.2.2", "foo:.", "foo:", "foo:"},
	{"§5.2.2", "urn:example:a/b", "urn:example:a/b", "urn:example:a/b"},
	// Relative-path references: only what holds for every base.
	{"§4.2", "../a", "../a", "../a"},
	{"§4.2", "./../a", "../a", "../a"},
	{"§4.2", "a/../b", "a/../b", "a/../b"},
	{"§4.2", "mid/content=5/../6", "mid/6", "mid/6"}, // §5.2.4's example: "mid" stays first
	{"§4.2", "a/b/../c/././d", "a/c/d", "a/c/d"},
	{"§4.2", "a/b/../../c", "a/../c", "a/../c"}, // the second ".." would pop "a", the first segment
	{"§4.2", "../a/../b", "../a/../b", "../a/../b"},
	{"§4.2", "../a/b/../c", "../a/c", "../a/c"},
	{"§4.2", "a/../b/../c", "a/../c", "a/../c"},
	{"§4.2", "a/b/..", "a/", "a/"},
	{"§4.2", "a//../b", "a/b", "a/b"},
	{"§4.2", "a/./../b", "a/../b", "a/../b"},
	{"§4.2", "./a:b/../c", "./a:b/../c", "./a:b/../c"},
	{"§4.2", "x/../a:b/c/../d", "x/../a:b/d", "x/../a:b/d"},
	{"§4.2", "a/./b/.", "a/b/", "a/b/"},
	{"§4.2", "./a", "a", "a"},
	{"§4.2", "%2E/%2e%2E/a", "../a", "../a"},
	{"§4.2", "a/..", "a/../", "a/../"},
	{"§4.2", "../..", "../../", "../../"},
	{"§4.2", ".", "./", "./"},
	{"§4.2", "./", "./", "./"},
	{"§4.2", "./.", "./", "./"},
	{"§4.2", "..", "../", "../"},
	{"§4.2", "./a:b", "./a:b", "./a:b"},
	{"§4.2", "././a:b/./c", "./a:b/c", "./a:b/c"},
	{"§4.2", ".//a", ".//a", ".//a"},
	{"§4.2", "././/a", ".//a", ".//a"},
	{"§4.2", "g;x=1/./y", "g;x=1/y", "g;x=1/y"},
	{"§4.2", "?Q#F", "?Q#F", "?Q#F"},
	{"§4.2", "?%7e#%7e", "?~#~", "?~#~"},
	{"§4.2", "", "", ""},

	// Scheme-based: the example of §6.2.3, its normal form "http" with
	// a path "/" and no port.
	{"§6.2.3", "http://example.com", "http://example.com", "http://example.com/"},
	{"§6.2.3", "http://example.com/", "http://example.com/", "http://example.com/"},
	{"§6.2.3", "http://example.com:/", "http://example.com:/", "http://example.com/"},
	{"§6.2.3", "http://example.com:80/", "http://example.com:80/", "http://example.com/"},
	// Delimiters of empty components stay.
	{"§6.2.3", "http://example.com/?", "http://example.com/?", "http://example.com/?"},
	{"§6.2.3", "http://example.com?", "http://example.com?", "http://example.com/?"},
	{"§6.2.3", "http://example.com/#", "http://example.com/#", "http://example.com/#"},
	{"§6.2.3", "http://@example.com/", "http://@example.com/", "http://@example.com/"},
	{"§6.2.3", "http://example.com:8080", "http://example.com:8080", "http://example.com:8080/"},
	// A port is a number in decimal (§3.2.3): leading zeros go for the
	// schemes of the table, and "080" is the default 80.
	{"§6.2.3", "http://example.com:080/", "http://example.com:080/", "http://example.com/"},
	{"§6.2.3", "http://example.com:08080/", "http://example.com:08080/", "http://example.com:8080/"},
	{"§6.2.3", "http://example.com:000/", "http://example.com:000/", "http://example.com:0/"},
	{"§6.2.3", "x-unknown://example.com:080/", "x-unknown://example.com:080/", "x-unknown://example.com:080/"},
	{"§6.2.3", "https://example.com:443", "https://example.com:443", "https://example.com/"},
	{"§6.2.3", "https://example.com:80/", "https://example.com:80/", "https://example.com:80/"},
	{"§6.2.3", "HTTP://Example.COM:80?q", "http://example.com:80?q", "http://example.com/?q"},
	{"§6.2.3", "ws://h:80", "ws://h:80", "ws://h/"},
	{"§6.2.3", "wss://h:443/chat", "wss://h:443/chat", "wss://h/chat"},
	{"§6.2.3", "FTP://ftp.host.com/foo.txt", "ftp://ftp.host.com/foo.txt", "ftp://ftp.host.com/foo.txt"},
	{"§6.2.3", "ftp://ftp.host.com:21/foo.txt", "ftp://ftp.host.com:21/foo.txt", "ftp://ftp.host.com/foo.txt"},
	{"§6.2.3", "ftp://ftp.host.com", "ftp://ftp.host.com", "ftp://ftp.host.com"},
	{"§6.2.3", "ldap://h:389/o=x", "ldap://h:389/o=x", "ldap://h/o=x"},
	// An empty port goes for every scheme (§3.2.3), even unknown ones and
	// relative references; a default port only for known schemes.
	{"§3.2.3", "foo://example.com:/", "foo://example.com:/", "foo://example.com/"},
	{"§3.2.3", "foo://example.com:", "foo://example.com:", "foo://example.com"},
	{"§3.2.3", "x-my-scheme://EXAMPLE.com:80", "x-my-scheme://example.com:80", "x-my-scheme://example.com:80"},
	{"§3.2.3", "//example.com:/a", "//example.com:/a", "//example.com/a"},
	// file (RFC 8089 §2): no authority, an empty host and "localhost" are
	// the same; the normal form is the empty authority (§6.2.3).
	{"RFC 8089", "file://localhost/etc/fstab", "file://localhost/etc/fstab", "file:///etc/fstab"},
	{"RFC 8089", "FILE://LocalHost/x", "file://localhost/x", "file:///x"},
	// A file URI has no port (RFC 8089 §2), and WHATWG URL parsers
	// refuse "file://localhost:/x": the empty port stays.
	{"RFC 8089", "file://localhost:/x", "file://localhost:/x", "file://localhost:/x"},
	{"RFC 8089", "file:/x", "file:/x", "file:///x"},
	{"RFC 8089", "file:/x?q#f", "file:/x?q#f", "file:///x?q#f"},
	{"RFC 8089", "file:///x", "file:///x", "file:///x"},
	// An empty host and a path that begins with "//" read as a UNC path
	// (RFC 8089 E.3.2; WHATWG, for http): the path keeps its
	// dot-segments rather than send "file:///.//evil/share" to host
	// "evil", or "http:////evil/../x" from host "evil" to host "x".
	{"RFC 8089", "file:/.//x", "file:/.//x", "file:///.//x"},
	{"RFC 8089", "file:///.//evil/share/x", "file:///.//evil/share/x", "file:///.//evil/share/x"},
	{"RFC 8089", "file:/%2e//evil/share/x", "file:/.//evil/share/x", "file:///.//evil/share/x"},
	{"RFC 8089", "file:///%2E//evil/share/x", "file:///.//evil/share/x", "file:///.//evil/share/x"},
	{"RFC 8089", "file:///a/..//evil/share", "file:///a/..//evil/share", "file:///a/..//evil/share"},
	{"RFC 8089", "file://localhost//evil/share", "file://localhost//evil/share", "file:///.//evil/share"},
	{"RFC 8089", "file:////./evil/x", "file:////./evil/x", "file:////./evil/x"},
	// The share of the UNC path \\evil\.\share\..\x is ".", not "x"
	// (E.3.2): the dot-segments stay.
	{"RFC 8089", "file:////evil/./share/../x", "file:////evil/./share/../x", "file:////evil/./share/../x"},
	{"RFC 8089", "file:////evil/share/./a/../x", "file:////evil/share/x", "file:////evil/share/x"},
	{"RFC 8089", "file:////%45vil/share", "file:////Evil/share", "file:////Evil/share"},
	{"RFC 8089", "http:///.//evil/x", "http:///.//evil/x", "http:///.//evil/x"},
	{"RFC 8089", "http:////evil/../x", "http:////evil/../x", "http:////evil/../x"},
	{"RFC 8089", "http:////evil/./x/../y", "http:////evil/y", "http:////evil/y"},
	// The port stays after an empty host (a browser refuses
	// "http://:/x"), and so do the dot-segments of a network-path
	// reference with an empty host, whose host a browser reads from
	// its path against an http base ("////.." is host "..").
	{"RFC 8089", "//:/.//evil", "//:/.//evil", "//:/.//evil"},
	{"RFC 8089", "////..#", "////..#", "////..#"},
	{"RFC 8089", "file:////../x", "file:////../x", "file:////../x"},
	{"RFC 8089", "file://host.example.com/x", "file://host.example.com/x", "file://host.example.com/x"},
	{"RFC 8089", "file://user@localhost/x", "file://user@localhost/x", "file://user@localhost/x"},
	{"RFC 8089", "file://localhost:8/x", "file://localhost:8/x", "file://localhost:8/x"},
	{"RFC 8089", "file:x", "file:x", "file:x"},
	{"RFC 8089", "file://localhost", "file://localhost", "file://"},
	// Issue 22: no step changes what a browser (WHATWG URL) reaches, nor
	// the UNC host or drive of a file URI's Windows path (RFC 8089).
	// "file://c:/x" is drive C: (E.2): its empty port stays.
	{"RFC 8089 E.2", "file://c:/x/y", "file://c:/x/y", "file://c:/x/y"},
	{"RFC 8089 E.2", "FILE://C:/x", "file://c:/x", "file://c:/x"},
	// An empty port after an empty host stays: removed, it would leave
	// "////", which browsers read as host "evil" and RFC 8089 E.3.2 as
	// a UNC path on "evil".
	{"§3.2.3", "file://://evil/share/x", "file://://evil/share/x", "file://://evil/share/x"},
	{"§3.2.3", "https://://evil.example/", "https://://evil.example/", "https://://evil.example/"},
	{"§3.2.3", "ftp://:///x", "ftp://:///x", "ftp://:///x"},
	{"§3.2.3", "http://:80//evil/", "http://:80//evil/", "http://:80//evil/"},
	{"§3.2.3", "http://:080//evil/", "http://:080//evil/", "http://:80//evil/"},
	{"§3.2.3", "foo://:/x", "foo://:/x", "foo://:/x"},
	// Without a host, a browser reads the host of a special scheme from
	// the path: dot-segments that would move it stay.
	{"§6.2.2.3", "https:///../evil.example/x", "https:///../evil.example/x", "https:///../evil.example/x"},
	{"§6.2.2.3", "https:/.%2e/evil.example/", "https:/../evil.example/", "https:/../evil.example/"},
	{"§6.2.2.3", "http:FILE:../../evil.example", "http:FILE:../../evil.example", "http:FILE:../../evil.example"},
	{"§6.2.2.3", "http:a/..", "http:a/..", "http:a/.."},
	{"§6.2.2.3", "http:/a/./b/../c", "http:/a/c", "http:/a/c"},
	{"§6.2.2.3", "foo:/a/../b", "foo:/b", "foo:/b"},
	// A browser reads that segment as an authority, whose port is
	// digits: with a ":", it keeps its escapes.
	{"§6.2.2.2", "http:/h:%38%30/%7e", "http:/h:%38%30/~", "http:/h:%38%30/~"},
	{"§6.2.2.2", "http:/%68/%7e", "http:/h/~", "http:/h/~"},
	// A host of one encoded letter before a port stays encoded, and so
	// does the port: "file://a:/x" would be drive A: (RFC 8089 E.2).
	{"RFC 8089 E.2", "file://%61:/x", "file://%61:/x", "file://%61:/x"},
	{"RFC 8089 E.2", "HTTP://%61:/", "http://%61:/", "http://%61:/"},
	{"§6.2.2.2", "http://%61/", "http://a/", "http://a/"},
	// Nor a drive: "C:" is the first segment of "file:///C:/../d:/x".
	{"RFC 8089 E.2", "file:///C:/../d:/x", "file:///C:/../d:/x", "file:///C:/../d:/x"},
	{"RFC 8089 E.2", "file://localhost/c:/../d:/x", "file://localhost/c:/../d:/x", "file:///c:/../d:/x"},
	{"RFC 8089 E.2", "file:///c:/a/../b", "file:///c:/b", "file:///c:/b"},
	{"RFC 8089 E.2", "file:///x/../c:/y", "file:///x/../c:/y", "file:///x/../c:/y"},
	{"RFC 8089 E.2", "file:///etc/../usr/x", "file:///usr/x", "file:///usr/x"},
	{"RFC 8089 E.2", "file:///./c%3A/x", "file:///./c%3A/x", "file:///./c%3A/x"},
	// Nor the share of a UNC path: "file://host/c:/../d:/x" is
	// \\host\c:\..\d:\x (E.3.1), where "file://host/d:/x" opens the
	// share "d:".
	{"RFC 8089 E.3.1", "file://host/c:/../d:/x", "file://host/c:/../d:/x", "file://host/c:/../d:/x"},
	{"RFC 8089 E.3.1", "file://[::1]/../evil.example/x", "file://[::1]/../evil.example/x", "file://[::1]/../evil.example/x"},
	{"RFC 8089 E.3.1", "file://host/share/a/../b", "file://host/share/b", "file://host/share/b"},
	{"RFC 8089 E.3.2", "file://///server/sh/../are/file", "file://///server/sh/../are/file", "file://///server/sh/../are/file"},
	{"RFC 8089 E.3.2", "file:////server/share/a/../b", "file:////server/share/b", "file:////server/share/b"},
	// Periods only, three or more, some encoded, stay encoded: "..."
	// is ".." to Windows, which drops the periods that end a name.
	{"§6.2.2.2", "file:///c:/www/..%2e/x", "file:///c:/www/..%2E/x", "file:///c:/www/..%2E/x"},
	{"§6.2.2.2", "http://a/%2e%2e%2e/.%2E./a.%2e/%2e", "http://a/%2E%2E%2E/.%2E./a../", "http://a/%2E%2E%2E/.%2E./a../"},
	{"§6.2.2.2", "..%2e/a", "..%2E/a", "..%2E/a"},

	// mailto (RFC 6068 §2): the domain of each addr-spec is
	// case-insensitive, not the local-part.
	{"RFC 6068", "mailto:Joe@Example.COM", "mailto:Joe@Example.COM", "mailto:Joe@example.com"},
	{"RFC 6068", "MAILTO:Joe@%45xample.COM", "mailto:Joe@Example.COM", "mailto:Joe@example.com"},
	{"RFC 6068", "mailto:A@B.COM,C@D.Org?subject=Hi%20There", "mailto:A@B.COM,C@D.Org?subject=Hi%20There", "mailto:A@b.com,C@d.org?subject=Hi%20There"},
	{"RFC 6068", "mailto:%22Not@Me%22@Example.ORG", "mailto:%22Not@Me%22@Example.ORG", "mailto:%22Not@Me%22@example.org"},
	{"RFC 6068", "mailto:%22Not%40Me%22@Example.ORG", "mailto:%22Not%40Me%22@Example.ORG", "mailto:%22Not%40Me%22@example.org"},
	{"RFC 6068", "mailto:%22A,B@C%22@Example.ORG", "mailto:%22A,B@C%22@Example.ORG", "mailto:%22A,B@C%22@example.org"},
	{"RFC 6068", "mailto:%22A%5C%22,B@C%22@Example.ORG", "mailto:%22A%5C%22,B@C%22@Example.ORG", "mailto:%22A%5C%22,B@C%22@example.org"},
	{"RFC 6068", "mailto:User@%E7%B4%8D%E8%B1%86.Example.ORG", "mailto:User@%E7%B4%8D%E8%B1%86.Example.ORG", "mailto:User@%E7%B4%8D%E8%B1%86.example.org"},
	{"RFC 6068", "mailto:Joe%40Example.COM", "mailto:Joe%40Example.COM", "mailto:Joe%40example.com"},
	{"RFC 6068", "mailto:A%2CB@Example.COM", "mailto:A%2CB@Example.COM", "mailto:A%2CB@example.com"},
	// Not addresses whose domain is known for sure: left as written.
	{"RFC 6068", "mailto:%22Joe@Example.COM", "mailto:%22Joe@Example.COM", "mailto:%22Joe@Example.COM"},
	{"RFC 6068", "mailto:A@B@Example.COM", "mailto:A@B@Example.COM", "mailto:A@B@Example.COM"},
	{"RFC 6068", "mailto:Joe@%5BIPv6:2001:DB8::1%5D", "mailto:Joe@%5BIPv6:2001:DB8::1%5D", "mailto:Joe@%5BIPv6:2001:DB8::1%5D"},
	{"RFC 6068", "mailto:Joe@Example..COM", "mailto:Joe@Example..COM", "mailto:Joe@Example..COM"},
	{"RFC 6068", "mailto:Joe@", "mailto:Joe@", "mailto:Joe@"},
	{"RFC 6068", "mailto:?to=Joe@Example.COM", "mailto:?to=Joe@Example.COM", "mailto:?to=Joe@Example.COM"},
	{"RFC 6068", "mailto:Joe@Example.COM,bad@Ex%20ample.COM", "mailto:Joe@Example.COM,bad@Ex%20ample.COM", "mailto:Joe@example.com,bad@Ex%20ample.COM"},
	// urn (RFC 8141 §3.1): the NID is case-insensitive, the NSS is not.
	{"RFC 8141", "URN:ISBN:0-395-36341-1", "urn:ISBN:0-395-36341-1", "urn:isbn:0-395-36341-1"},
	{"RFC 8141", "urn:Example:A%2fB?+R?=Q#F", "urn:Example:A%2FB?+R?=Q#F", "urn:example:A%2FB?+R?=Q#F"},
	{"RFC 8141", "urn:example:Foo", "urn:example:Foo", "urn:example:Foo"},
	{"RFC 8141", "urn:X", "urn:X", "urn:X"},
	// data (RFC 2397 §3): the media type's type, subtype and parameter
	// names are case-insensitive (RFC 2045 §5.1), and so is ";base64";
	// parameter values and the data are not.
	{"RFC 2397", "data:Text/Plain;Charset=US-ASCII;BASE64,SGk=", "data:Text/Plain;Charset=US-ASCII;BASE64,SGk=", "data:text/plain;charset=US-ASCII;base64,SGk="},
	{"RFC 2397", "DATA:TEXT/%50lain,A%20B", "data:TEXT/Plain,A%20B", "data:text/plain,A%20B"},
	{"RFC 2397", "data:,A%20B", "data:,A%20B", "data:,A%20B"},
	{"RFC 2397", "data:Text/Plain", "data:Text/Plain", "data:Text/Plain"},
}

// TestNormalize checks every case of normalizeCases at every level, and
// the properties every normalization has.
func TestNormalize(t *testing.T) {
	for _, c := range normalizeCases {
		u, err := uri.Parse(c.in)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", c.sec, c.in, err)
			continue
		}
		if got := norm.Normalize(u, uri.SimpleString); got != u {
			t.Errorf("%s: Normalize(%q, SimpleString) = %q, want it unchanged", c.sec, c.in, got)
		}
		if got := norm.Normalize(u, uri.SyntaxBased).String(); got != c.syntax {
			t.Errorf("%s: Normalize(%q, SyntaxBased) = %q, want %q", c.sec, c.in, got, c.syntax)
		}
		if got := norm.Normalize(u, uri.SchemeBased).String(); got != c.scheme {
			t.Errorf("%s: Normalize(%q, SchemeBased) = %q, want %q", c.sec, c.in, got, c.scheme)
		}
		if got := norm.Normalize(u, uri.SchemeBased+1).String(); got != c.scheme {
			t.Errorf("%s: Normalize(%q, SchemeBased+1) = %q, want %q", c.sec, c.in, got, c.scheme)
		}
		normCheck(t, uri.Normalizer{}, u)
	}
}

// TestNormalizeHostKind checks that the host kind of a normalized URI is
// read from its normalized host.
func TestNormalizeHostKind(t *testing.T) {
	for _, c := range []struct {
		in   string
		kind uri.HostKind
	}{
		{"http://%31.2.3.4/", uri.IPv4},
		{"http://%31.2.3.4.5/", uri.RegName},
		{"http://%32%35%30.1.1.1/", uri.IPv4},
		{"http://%32%35%36.1.1.1/", uri.RegName},
		{"http://[V1.X]/", uri.IPvFuture},
		{"http://[A::B]/", uri.IPv6},
		{"file://localhost/x", uri.RegName},
		{"file:/x", uri.RegName},
		{"foo:/x", uri.NoHost},
	} {
		if got := norm.Normalize(uri.MustParse(c.in), uri.SchemeBased).HostKind(); got != c.kind {
			t.Errorf("Normalize(%q).HostKind() = %v, want %v", c.in, got, c.kind)
		}
	}
}

// TestNormalizeGolden writes every case of normalizeCases, normalized, to
// testdata/normalize/normalize.golden.
func TestNormalizeGolden(t *testing.T) {
	var b strings.Builder
	sec := ""
	for _, c := range normalizeCases {
		if c.sec != sec {
			sec = c.sec
			fmt.Fprintf(&b, "\n# %s\n", sec)
		}
		u := uri.MustParse(c.in)
		fmt.Fprintf(&b, "%s\n", c.in)
		for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			n := norm.Normalize(u, l)
			fmt.Fprintf(&b, "  %-13s %s", l.String()+":", n)
			if k := n.HostKind(); k != uri.NoHost {
				fmt.Fprintf(&b, "  (host %s)", k)
			}
			b.WriteByte('\n')
		}
	}
	normGoldie(t).Assert(t, "normalize", []byte(strings.TrimPrefix(b.String(), "\n")))
}

// TestNormalizeInvalid checks what is not a URI reference: a
// percent-encoded scheme does not parse, and a URI value composed from
// parts that are not a URI reference stays as it is.
func TestNormalizeInvalid(t *testing.T) {
	for _, s := range []string{"x-my-schem%65:abc", "%68ttp://a/", "ht%74p://a/"} {
		if u, err := uri.Parse(s); err == nil {
			t.Errorf("Parse(%q) = %q, want an error: a scheme cannot be percent-encoded (§3.1)", s, u)
		}
	}
	// Nor can a URI value hold what is no URI reference: the parts are
	// refused where they go wrong.
	_, err := uri.Parts{HasScheme: true, Scheme: "HTTP", HasAuthority: true, Host: "A B", Path: "/%7e"}.URI()
	var se *uri.SyntaxError
	if !errors.As(err, &se) || se.Component != "host" || se.Offset != 8 {
		t.Errorf("Parts{Host: \"A B\"}.URI(): %v, want a syntax error in host at offset 8", err)
	}
}

// TestNormalizeZero checks that the zero URI, the empty reference,
// normalizes to itself.
func TestNormalizeZero(t *testing.T) {
	for _, l := range []uri.Level{uri.SimpleString, uri.SyntaxBased, uri.SchemeBased} {
		if got := norm.Normalize(uri.URI{}, l).String(); got != "" {
			t.Errorf("Normalize(URI{}, %v) = %q, want \"\"", l, got)
		}
	}
	if got := norm.Equivalent(uri.URI{}, uri.MustParse(""), uri.SchemeBased); !got.Equal {
		t.Errorf("Equivalent(URI{}, \"\") = %v, want equal", got)
	}
}

// TestNormalizeComposed checks that a URI from Parts.URI normalizes as
// its text does, whatever HostKind the parts claimed.
func TestNormalizeComposed(t *testing.T) {
	u := mustURI(uri.Parts{HasScheme: true, Scheme: "HTTP", HasAuthority: true, Host: "%31.2.3.4", HostKind: uri.IPv6, Path: "/a/../b"})
	n := norm.Normalize(u, uri.SchemeBased)
	if n.String() != "http://1.2.3.4/b" || n.HostKind() != uri.IPv4 {
		t.Errorf("Normalize(%q) = %q (host %v), want \"http://1.2.3.4/b\" (host ipv4)", u, n, n.HostKind())
	}
}

func TestLevelString(t *testing.T) {
	for l, want := range map[uri.Level]string{
		uri.SimpleString: "simple-string",
		uri.SyntaxBased:  "syntax-based",
		uri.SchemeBased:  "scheme-based",
		7:                "Level(7)",
	} {
		if got := l.String(); got != want {
			t.Errorf("Level(%d).String() = %q, want %q", uint8(l), got, want)
		}
	}
}

// normKind is the kind of URI reference that normalization keeps: a URI
// with its scheme, or the form of a relative reference (RFC 3986 §4.2).
func normKind(u uri.URI) string {
	if s, ok := u.Scheme(); ok {
		return "URI " + strings.ToLower(s)
	}
	switch p := u.Path(); {
	case u.HasAuthority():
		return "network-path"
	case strings.HasPrefix(p, "/"):
		return "absolute-path"
	case p != "":
		return "relative-path"
	}
	return "empty-path"
}

// normCheck checks the properties of Normalize and Equivalent on u, a
// parsed URI reference: at each level, the result is a URI reference of
// the same kind, it is parsed (its offsets and host kind are those Parse
// gives), normalizing it again changes nothing, it is equivalent to u,
// and scheme-based normalization gives something normal by syntax.
func normCheck(t *testing.T, n uri.Normalizer, u uri.URI) {
	t.Helper()
	var prev uri.URI
	for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
		got := n.Normalize(u, l)
		s := got.String()
		p, err := uri.Parse(s)
		switch {
		case err != nil:
			t.Errorf("Normalize(%q, %v) = %q, not a URI reference: %v", u, l, s, err)
			continue
		case p != got:
			t.Errorf("Normalize(%q, %v) = %q, whose components are not those Parse finds: %+v, want %+v", u, l, s, got.Parts(), p.Parts())
		case normKind(got) != normKind(u):
			t.Errorf("Normalize(%q, %v) = %q: a %s, was a %s", u, l, s, normKind(got), normKind(u))
		case l == uri.SyntaxBased && got.HasAuthority() != u.HasAuthority():
			t.Errorf("Normalize(%q, %v) = %q: authority %v, was %v", u, l, s, got.HasAuthority(), u.HasAuthority())
		}
		if again := n.Normalize(got, l).String(); again != s {
			t.Errorf("Normalize is not idempotent at %v: %q -> %q -> %q", l, u, s, again)
		}
		if h, ok := normUNCHost(got); ok {
			if was, wasOK := normUNCHost(u); !wasOK || !strings.EqualFold(was, h) {
				t.Errorf("Normalize(%q, %v) = %q, which RFC 8089 E.3.2 reads as a UNC path on host %q", u, l, s, h)
			}
		}
		if c := n.Equivalent(u, got, l); !c.Equal {
			t.Errorf("Equivalent(%q, %q, %v) = %v, want equal", u, s, l, c)
		}
		if l == uri.SchemeBased {
			if again := n.Normalize(got, uri.SyntaxBased).String(); again != s {
				t.Errorf("Normalize(%q, SchemeBased) = %q, which syntax-based normalization changes to %q", u, s, again)
			}
			if n.Normalize(prev, l) != got {
				t.Errorf("Normalize(%q, SchemeBased) = %q, but of its syntax-based form %q: %q", u, s, prev, n.Normalize(prev, l))
			}
		}
		prev = got
	}
}

// normUNCHost returns the host that RFC 8089 E.3.2 and WHATWG URL
// parsers read in a URI whose host is empty and whose path begins with
// "//" ("file:////host/share", "file://///host/share"): the path's first
// non-empty segment, decoded.
func normUNCHost(u uri.URI) (string, bool) {
	host, _ := u.Host()
	p := u.Path()
	if host != "" || !strings.HasPrefix(p, "//") {
		return "", false
	}
	seg, _, _ := strings.Cut(strings.TrimLeft(p, "/"), "/")
	if d, err := uri.Unescape(seg); err == nil {
		seg = d
	}
	return seg, true
}

// normBases are base URIs of every shape for the resolution property:
// hierarchical ones, one with an empty path, and ones whose path holds
// no "/" (against which "a/../b" and "b" differ).
var normBases = []string{
	"http://a/b/c/d;p?q",
	"http://a",
	"http://a/",
	"foo:bar",
	"foo:",
	"foo:a/b/c",
	"foo:/a/b",
	"foo:/a/..//b/c",
	"file:///x/y",
	"//h/x/",
}

// TestNormalizeResolution checks what makes normalization of a reference
// safe: resolved against any base, the normalized reference has the same
// target as the reference, up to normalizing the target (RFC 3986
// §5.2.2, §6.2.2). Dot-segments spelled with "%2E" are decoded first:
// resolution does not decode them, and normalization does (§6.2.2.2
// comes before §6.2.2.3), so a reference such as "%2E%2E/../a" resolves
// differently before and after, an oddity of RFC 3986 itself.
func TestNormalizeResolution(t *testing.T) {
	refs := normInputs(t, 3000)
	n := 0
	for _, ref := range refs {
		r, err := uri.Parse(normDecodeDots(ref))
		if err != nil {
			t.Fatalf("decoding the dots of %q: %v", ref, err)
		}
		nr := norm.Normalize(r, uri.SyntaxBased)
		for _, b := range normBases {
			base := uri.MustParse(b)
			want := norm.Normalize(normResolve(base, r), uri.SyntaxBased)
			got := norm.Normalize(normResolve(base, nr), uri.SyntaxBased)
			if got != want {
				t.Errorf("base %q: %q resolves to %q (normalized), its normal form %q to %q", b, r, want, nr, got)
				if n++; n > 20 {
					t.FailNow()
				}
			}
		}
	}
}

// TestNormalizeProperties checks normCheck's properties on URI references
// of every kind: sampled from RFC 3986's grammar, built from pieces that
// normalization changes, and read from the corpora beside the repository.
func TestNormalizeProperties(t *testing.T) {
	in := normInputs(t, 5000)
	in = append(in, normCorpus(t)...)
	for _, s := range in {
		u, err := uri.Parse(s)
		if err != nil {
			continue
		}
		normCheck(t, uri.Normalizer{}, u)
		if t.Failed() {
			t.Fatalf("stopped at %q", s)
		}
	}
	t.Logf("%d inputs", len(in))
}

// FuzzNormalize checks the properties of normCheck on any URI reference,
// and that Normalize agrees with the reference normalizer.
func FuzzNormalize(f *testing.F) {
	for _, c := range normalizeCases {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if u, err := uri.Parse(s); err == nil {
			normCheck(t, uri.Normalizer{}, u)
			for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
				got := norm.Normalize(u, l)
				if want := uri.RefNormalize(norm, u, l); got.String() != want.String() {
					t.Fatalf("Normalize(%q, %v) = %q, want %q", s, l, got, want)
				}
				if p := uri.MustParse(got.String()); p != got {
					t.Fatalf("Normalize(%q, %v) = %#v; its text has %#v", s, l, got, p)
				}
			}
		}
	})
}

// normInputs returns n URI references: half sampled from RFC 3986's
// URI-reference rule, half built by normPiece, each a valid reference.
func normInputs(t testing.TB, n int) []string {
	if testing.Short() {
		n /= 10
	}
	g, err := abnf.Load(grammar.FS, grammar.RFC3986)
	if err != nil {
		t.Fatal(err)
	}
	s := sample.New(g, 3986)
	rule := g.Rule("URI-reference")
	rng := rand.New(rand.NewPCG(6, 2))
	var out []string
	for len(out) < n {
		var in string
		if len(out)%2 == 0 {
			in, _ = s.Sample(rule)
		} else {
			in = normPiece(rng)
		}
		if _, err := uri.Parse(in); err == nil {
			out = append(out, in)
		}
	}
	return out
}

// normPiece builds a URI reference from parts that normalization
// changes: schemes in any case, known and unknown, hosts with
// percent-encodings, empty and default ports, paths of dot-segments
// (spelled plainly or percent-encoded), empty segments and colons,
// percent-encodings in every component, and empty components with their
// delimiters.
func normPiece(rng *rand.Rand) string {
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	var b strings.Builder
	hasScheme := rng.IntN(3) > 0
	if hasScheme {
		b.WriteString(normCase(rng, pick("http", "https", "ws", "ftp", "file", "mailto", "foo", "x-y.z+1")))
		b.WriteByte(':')
	}
	hasAuthority := rng.IntN(2) == 0
	if hasAuthority {
		b.WriteString("//")
		if rng.IntN(4) == 0 {
			b.WriteString(pick("u", "U%3a", "%75ser", "") + "@")
		}
		b.WriteString(normCase(rng, pick("example.com", "localhost", "%31.2.3.4", "1.2.3.4", "[2001:DB8::a]", "[v1F.Ab:c]", "%41%2d%c3%a9", "")))
		if rng.IntN(3) == 0 {
			b.WriteString(":" + pick("", "80", "443", "21", "080", "8080"))
		}
	}
	var segs []string
	for range rng.IntN(5) {
		segs = append(segs, pick(".", "..", "%2E", "%2e%2E", ".%2E", "a", "B", "", "%7e", "%2F", "c:d", "g;x=1", "%41"))
	}
	path := strings.Join(segs, "/")
	if hasAuthority || rng.IntN(2) == 0 {
		if path != "" || rng.IntN(2) == 0 {
			path = "/" + path
		}
	}
	if !hasAuthority && strings.HasPrefix(path, "//") {
		path = "/." + path
	}
	if !hasScheme && !strings.HasPrefix(path, "/") {
		first, _, _ := strings.Cut(path, "/")
		if strings.Contains(first, ":") {
			path = "./" + path
		}
	}
	b.WriteString(path)
	if rng.IntN(3) == 0 {
		b.WriteString("?" + pick("", "q", "%7e=%7E", "a/../b", "Q%2f"))
	}
	if rng.IntN(3) == 0 {
		b.WriteString("#" + pick("", "f", "%7E", "s/./x"))
	}
	return b.String()
}

// normCase changes the case of some letters of s, percent-encodings'
// hexadecimal digits included.
func normCase(rng *rand.Rand, s string) string {
	b := []byte(s)
	for i, c := range b {
		if rng.IntN(2) == 0 {
			switch {
			case 'a' <= c && c <= 'z':
				b[i] = c - 'a' + 'A'
			case 'A' <= c && c <= 'Z':
				b[i] = c - 'A' + 'a'
			}
		}
	}
	return string(b)
}

// normCorpus returns the URL corpora beside the repository that exist,
// line by line, and the inputs of the Web Platform Tests' URL tests; it
// skips what is missing.
func normCorpus(t testing.TB) []string {
	var out []string
	files, _ := filepath.Glob(filepath.Join(normShared, "urls", "*"))
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		if testing.Short() && len(lines) > 2000 {
			lines = lines[:2000]
		}
		for _, line := range lines {
			if strings.HasSuffix(file, ".csv") {
				base, ref, _ := strings.Cut(line, ",")
				out = append(out, base, ref)
				continue
			}
			out = append(out, line)
		}
	}
	if data, err := os.ReadFile(filepath.Join(normShared, "wpt-urltestdata.json")); err == nil {
		var tests []json.RawMessage
		if err := json.Unmarshal(data, &tests); err != nil {
			t.Fatal(err)
		}
		for _, raw := range tests {
			var c struct{ Input, Base *string }
			if json.Unmarshal(raw, &c) == nil && c.Input != nil {
				out = append(out, *c.Input)
				if c.Base != nil {
					out = append(out, *c.Base)
				}
			}
		}
	}
	if len(out) == 0 {
		t.Log("no corpora in " + normShared + " (they sit beside the repository)")
	}
	return out
}

// normDecodeDots decodes the percent-encoded periods of s ("%2E", "%2e"):
// it stays a URI reference with the same components.
func normDecodeDots(s string) string {
	return strings.NewReplacer("%2E", ".", "%2e", ".").Replace(s)
}

// normResolve resolves ref against base as RFC 3986 §5.2.2 does, with
// merge (§5.2.3) and remove_dot_segments (§5.2.4) written out anew, and
// composes the target (§5.3). A target path that begins with "//" and
// has no authority keeps "/." in front, as normalization writes it.
// TestNormResolve checks it on the examples of §5.4.
func normResolve(base, ref uri.URI) uri.URI {
	b, r := base.Parts(), ref.Parts()
	t := r
	switch {
	case r.HasScheme:
		t.Path = normRemoveDots(r.Path)
	case r.HasAuthority:
		t.Scheme, t.HasScheme = b.Scheme, b.HasScheme
		t.Path = normRemoveDots(r.Path)
	default:
		t = b
		t.HasFragment, t.Fragment = r.HasFragment, r.Fragment
		switch {
		case r.Path == "":
			if r.HasQuery {
				t.HasQuery, t.Query = true, r.Query
			}
		case strings.HasPrefix(r.Path, "/"):
			t.Path = normRemoveDots(r.Path)
			t.HasQuery, t.Query = r.HasQuery, r.Query
		default:
			var merged string
			if b.HasAuthority && b.Path == "" {
				merged = "/" + r.Path
			} else {
				merged = b.Path[:strings.LastIndexByte(b.Path, '/')+1] + r.Path
			}
			t.Path = normRemoveDots(merged)
			t.HasQuery, t.Query = r.HasQuery, r.Query
		}
	}
	if !t.HasAuthority && strings.HasPrefix(t.Path, "//") {
		t.Path = "/." + t.Path
	}
	return mustURI(t)
}

// normRemoveDots is remove_dot_segments (RFC 3986 §5.2.4) on two string
// buffers, as the RFC writes it.
func normRemoveDots(in string) string {
	out := ""
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = strings.TrimPrefix(in, "../")
		case strings.HasPrefix(in, "./"):
			in = strings.TrimPrefix(in, "./")
		case strings.HasPrefix(in, "/./"):
			in = "/" + strings.TrimPrefix(in, "/./")
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../") || in == "/..":
			in = "/" + in[min(len(in), 4):]
			if i := strings.LastIndex(out, "/"); i >= 0 {
				out = out[:i]
			} else {
				out = ""
			}
		case in == "." || in == "..":
			in = ""
		default:
			seg := in
			if i := strings.Index(in[1:], "/"); i >= 0 {
				seg = in[:i+1]
			}
			out += seg
			in = in[len(seg):]
		}
	}
	return out
}

// TestNormResolve checks the resolver of the tests on the examples of
// RFC 3986 §5.4.
func TestNormResolve(t *testing.T) {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for ref, want := range map[string]string{
		// §5.4.1
		"g:h": "g:h", "g": "http://a/b/c/g", "./g": "http://a/b/c/g", "g/": "http://a/b/c/g/",
		"/g": "http://a/g", "//g": "http://g", "?y": "http://a/b/c/d;p?y", "g?y": "http://a/b/c/g?y",
		"#s": "http://a/b/c/d;p?q#s", "g#s": "http://a/b/c/g#s", "g?y#s": "http://a/b/c/g?y#s",
		";x": "http://a/b/c/;x", "g;x": "http://a/b/c/g;x", "g;x?y#s": "http://a/b/c/g;x?y#s",
		"": "http://a/b/c/d;p?q", ".": "http://a/b/c/", "./": "http://a/b/c/", "..": "http://a/b/",
		"../": "http://a/b/", "../g": "http://a/b/g", "../..": "http://a/", "../../": "http://a/",
		"../../g": "http://a/g",
		// §5.4.2
		"../../../g": "http://a/g", "../../../../g": "http://a/g", "/./g": "http://a/g",
		"/../g": "http://a/g", "g.": "http://a/b/c/g.", ".g": "http://a/b/c/.g", "g..": "http://a/b/c/g..",
		"..g": "http://a/b/c/..g", "./../g": "http://a/b/g", "./g/.": "http://a/b/c/g/",
		"g/./h": "http://a/b/c/g/h", "g/../h": "http://a/b/c/h", "g;x=1/./y": "http://a/b/c/g;x=1/y",
		"g;x=1/../y": "http://a/b/c/y", "g?y/./x": "http://a/b/c/g?y/./x",
		"g?y/../x": "http://a/b/c/g?y/../x", "g#s/./x": "http://a/b/c/g#s/./x",
		"g#s/../x": "http://a/b/c/g#s/../x", "http:g": "http:g",
	} {
		if got := normResolve(base, uri.MustParse(ref)).String(); got != want {
			t.Errorf("resolving %q: got %q, want %q", ref, got, want)
		}
	}
	// §5.2.4's second example, and the quirk that makes "a/../b" differ
	// from "b" against a base without "/" in its path.
	for in, want := range map[string]string{"mid/content=5/../6": "mid/6", "a/../b": "/b", "/a/b/c/./../../g": "/a/g"} {
		if got := normRemoveDots(in); got != want {
			t.Errorf("remove_dot_segments(%q) = %q, want %q", in, got, want)
		}
	}
}

// BenchmarkNormalize normalizes URIs that are normal already and URIs
// that are not, at each level.
func BenchmarkNormalize(b *testing.B) {
	for _, in := range []string{
		"http://www.example.com/a/b/c?q=1#f",
		"HTTP://www.Example.COM:80/a/./b/../%7Euser/%3f?q=%41#Top",
	} {
		u := uri.MustParse(in)
		for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			b.Run(l.String(), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					norm.Normalize(u, l)
				}
			})
		}
	}
}

// TestNormalizeOracle compares Normalize, which writes the normal form in
// one pass over the components, with the reference normalizer, which
// works on strings and parses each result again (normalize_ref_test.go),
// on generated inputs and the corpora; and checks that each result is a
// URI whose components are where its text has them.
func TestNormalizeOracle(t *testing.T) {
	inputs := append(normInputs(t, 4000), normCorpus(t)...)
	tables := []uri.Normalizer{{}, {Schemes: map[string]uri.Scheme{}}}
	for _, s := range inputs {
		u, err := uri.Parse(s)
		if err != nil {
			continue
		}
		for _, n := range tables {
			for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
				got := n.Normalize(u, l)
				want := uri.RefNormalize(n, u, l)
				if got.String() != want.String() {
					t.Errorf("Normalize(%q, %v) = %q, want %q", s, l, got, want)
					continue
				}
				if p := uri.MustParse(got.String()); p != got {
					t.Errorf("Normalize(%q, %v) = %q with components\n\t%#v\nbut its text has\n\t%#v", s, l, got, got, p)
				}
			}
		}
	}
}

// TestNormalizeAllocs: a URI in normal form is returned as it is, without
// allocating; any other is written once, in one allocation, at either
// level; the rules of the built-in table have no Normalize of their own
// but mailto's.
func TestNormalizeAllocs(t *testing.T) {
	for _, c := range []struct {
		in             string
		syntax, scheme float64 // allocations at each level
	}{
		{"https://example.com/a/b?q=1#f", 0, 0},
		{"http://[2001:db8::1]:8080/%C3%A9", 0, 0},
		{"urn:isbn:0-395-36341-1", 0, 0},
		{"//example.com/a", 0, 0},
		{"a/b?c", 0, 0},
		{"HTTPS://Example.COM:443/a/./b/../%7Ec?q=%41#%5a", 1, 1},
		{"http://[2001:DB8:0:0::1]:/", 1, 1},
		{"file://localhost/etc/hosts", 0, 1},
		{"http://example.com", 0, 1},
		{"a/b/../c/./d", 1, 1},
	} {
		u := uri.MustParse(c.in)
		for l, want := range map[uri.Level]float64{uri.SyntaxBased: c.syntax, uri.SchemeBased: c.scheme} {
			if n := testing.AllocsPerRun(100, func() { norm.Normalize(u, l) }); n != want {
				t.Errorf("Normalize(%q, %v): %v allocations, want %v", c.in, l, n, want)
			}
		}
		if c.scheme == 0 {
			if v := norm.Normalize(u, uri.SchemeBased); v != u {
				t.Errorf("Normalize(%q) = %#v, want u itself", c.in, v)
			}
		}
	}
	// Equivalent of two URIs in normal form allocates nothing.
	a, b := uri.MustParse("https://example.com/a"), uri.MustParse("https://example.com/b")
	if n := testing.AllocsPerRun(100, func() { norm.Equivalent(a, b, uri.SchemeBased) }); n != 0 {
		t.Errorf("Equivalent: %v allocations, want 0", n)
	}
}
