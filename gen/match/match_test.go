package match

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/grammar"
)

func rfc3986(t testing.TB) *Matcher {
	t.Helper()
	g, err := abnf.Load(grammar.FS, grammar.RFC3986)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(g)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The cases that trip ABNF tools which commit to the first alternative
// that matches locally (RFC 3986 Appendix A; rule URI-reference unless
// named).
func TestRFC3986(t *testing.T) {
	m := rfc3986(t)
	tests := []struct {
		rule, in string
		ok       bool
	}{
		{"URI-reference", "http://1.2.3.400/", true},     // §3.2.2: not an IPv4address, so a reg-name
		{"URI-reference", "http://250.1.1.1/", true},     // dec-octet "25" %x30-35
		{"URI-reference", "http://[1::]/", true},         // IPv6address [ *6( h16 ":" ) h16 ] "::"
		{"URI-reference", "http://[::250.1.1.1]/", true}, // ls32 as IPv4address
		{"URI-reference", "http://[v1.x]/", true},        // IPvFuture
		{"URI-reference", "http://[::1]:80/", true},      // IP-literal then port
		{"URI-reference", "http://1.2.3.4.5/", true},     // five labels: a reg-name
		{"URI-reference", "a:b", true},                   // scheme ":" path-rootless
		{"URI-reference", "//a", true},                   // relative-ref, network-path reference
		{"URI-reference", "?q", true},                    // relative-ref with path-empty
		{"URI-reference", "", true},                      // relative-ref, all empty
		{"URI-reference", "%zz", false},                  // pct-encoded needs two HEXDIG
		{"URI-reference", "http://a b", false},           // SP is in no rule
		{"URI-reference", "http://[::1/", false},         // IP-literal needs "]"
		{"dec-octet", "250", true},                       // "25" %x30-35
		{"dec-octet", "256", false},                      // above 255
		{"dec-octet", "0", true},                         // DIGIT
		{"dec-octet", "01", false},                       // no leading zero
		{"IPv6address", "1:2:3:4:5:6:7:8", true},         // 6( h16 ":" ) ls32
		{"IPv6address", "1:2:3:4:5:6:7:8:9", false},      // one group too many
		{"IPv6address", "1::", true},                     // [ *6( h16 ":" ) h16 ] "::"
		{"IPv6address", "::", true},                      // the last alternative, empty prefix
		{"IPv6address", "1:2:3:4:5:6:7::", true},         // seven groups then "::"
		{"IPv6address", "1:2:3:4:5:6:7:8::", false},      // eight groups leave no room for "::"
		{"IPv6address", "::1.2.3.4", true},               // ls32 as IPv4address
		{"IPv6address", "::1.2.3.256", false},            // not a dec-octet
		{"IPv4address", "1.2.3.4", true},                 // §3.2.2
		{"IPv4address", "1.2.3.04", false},               // leading zero
		{"sub-delims", "'", true},                        // %x27, the ASCII apostrophe
		{"sub-delims", "’", false},                       // U+2019 is not in the grammar
		{"scheme", "HTTP", true},                         // ALPHA is both cases
		{"scheme", "1a", false},                          // must start with ALPHA
		{"path-empty", "", true},                         // 0<pchar>
		{"path-empty", "a", false},                       // 0<pchar> is only the empty string
		{"IPvFuture", "V1.x", true},                      // "v" is case-insensitive (RFC 5234 §2.3)
	}
	for _, tt := range tests {
		r, err := m.Match(tt.rule, tt.in, false)
		if err != nil {
			t.Fatal(err)
		}
		if r.OK != tt.ok {
			t.Errorf("%s %q: ok = %v, want %v (%s)", tt.rule, tt.in, r.OK, tt.ok, r.Message())
		}
	}
}

// On no match the matcher reports the furthest offset and what was
// expected there.
func TestFailure(t *testing.T) {
	m := rfc3986(t)
	tests := []struct {
		rule, in string
		offset   int
		msg      string
	}{
		{"URI-reference", "http://a b", 8, `expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input, found " "`},
		{"URI-reference", "%zz", 1, `expected HEXDIG, found "z"`},
		{"URI-reference", "http://[::1/", 11, `expected HEXDIG, ":", DIGIT, "." or "]", found "/"`},
		{"dec-octet", "256", 2, `expected %x30-35 or end of input, found "6"`},
		{"IPv4address", "1.2.3", 5, `expected DIGIT or ".", found end of input`},
		{"URI", "", 0, `expected scheme, found end of input`}, // the rule matched is never named
	}
	for _, tt := range tests {
		r, err := m.Match(tt.rule, tt.in, false)
		if err != nil {
			t.Fatal(err)
		}
		if r.OK || r.Offset != tt.offset || r.Message() != tt.msg {
			t.Errorf("%s %q: ok=%v offset %d %s\nwant offset %d %s", tt.rule, tt.in, r.OK, r.Offset, r.Message(), tt.offset, tt.msg)
		}
	}
}

func TestTree(t *testing.T) {
	m := rfc3986(t)
	m.SetNodes([]string{"URI", "relative-ref", "scheme", "authority", "userinfo", "host", "IP-literal",
		"IPv4address", "IPv6address", "IPvFuture", "reg-name", "port", "path-abempty", "path-absolute",
		"path-noscheme", "path-rootless", "path-empty", "segment", "segment-nz", "segment-nz-nc", "query", "fragment"})
	tests := []struct{ in, tree string }{
		{"http://1.2.3.4/", "URI(scheme authority(host(IPv4address)) path-abempty(segment))"},
		{"http://1.2.3.400/", "URI(scheme authority(host(reg-name)) path-abempty(segment))"},
		{"http://1.2.3.4.5/", "URI(scheme authority(host(reg-name)) path-abempty(segment))"},
		{"http://01.2.3.4/", "URI(scheme authority(host(reg-name)) path-abempty(segment))"},
		{"http://[::1]/", "URI(scheme authority(host(IP-literal(IPv6address))) path-abempty(segment))"},
		{"http://[v7.a]/", "URI(scheme authority(host(IP-literal(IPvFuture))) path-abempty(segment))"},
		{"http://example.com/", "URI(scheme authority(host(reg-name)) path-abempty(segment))"},
		{"http:///", "URI(scheme authority(host(reg-name)) path-abempty(segment))"},
		{"http://u:p@h:80/a/b?q#f", "URI(scheme authority(userinfo host(reg-name) port) path-abempty(segment segment) query fragment)"},
		{"a/b:c", "relative-ref(path-noscheme(segment-nz-nc segment))"},
		{"", "relative-ref(path-empty)"},
		{"[::1.2.3.4]", ""},
	}
	for _, tt := range tests {
		r, err := m.Match("URI-reference", tt.in, true)
		if err != nil {
			t.Fatal(err)
		}
		if got := shape(r.Tree); got != tt.tree {
			t.Errorf("%q: tree %s, want %s", tt.in, got, tt.tree)
		}
	}
}

// shape writes a tree as rule(children...).
func shape(nodes []Node) string {
	var b strings.Builder
	var write func(i int)
	write = func(i int) {
		b.WriteString(nodes[i].Rule)
		first := true
		for j := i + 1; j < len(nodes); j++ {
			if nodes[j].Parent != i {
				continue
			}
			if first {
				b.WriteByte('(')
				first = false
			} else {
				b.WriteByte(' ')
			}
			write(j)
		}
		if !first {
			b.WriteByte(')')
		}
	}
	for i, n := range nodes {
		if n.Parent == -1 {
			write(i)
		}
	}
	return b.String()
}
