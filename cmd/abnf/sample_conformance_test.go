package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/parser"
	"github.com/sebdah/goldie/v2"
)

// The conformance suite of RFC 3986 (testdata/conformance/rfc3986.tsv,
// described in the README there) is made by conformanceSuite from the
// classic cases below and the output of "abnf sample"; the reference
// matcher decides what is expected. TestConformanceUpToDate keeps the file
// equal to what conformanceSuite makes: after changing either, regenerate
// it with
//
//	go test ./cmd/abnf -run TestConformanceUpToDate -update

const conformanceDir = "../../testdata/conformance"

// conformanceRules are the rules of the suite, in its order.
var conformanceRules = []string{
	"URI-reference", "URI", "absolute-URI", "relative-ref",
	"scheme", "authority", "userinfo", "host", "port",
	"IP-literal", "IPvFuture", "IPv6address", "IPv4address", "dec-octet", "reg-name",
	"path", "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty",
	"segment", "segment-nz", "segment-nz-nc", "query", "fragment", "pct-encoded",
}

// conformanceSample are the "abnf sample" runs whose strings each rule
// gets, after its classic cases.
var conformanceSample = [][]string{
	{"-cover"},
	{"-n", "16", "-seed", "1"},
	{"-cover", "-invalid", "-seed", "1"},
	{"-invalid", "-n", "16", "-seed", "1"},
}

// classic are inputs every implementation gets wrong at least once, with
// what RFC 3986's grammar says of them: its own examples (§1.1.2, §4.2,
// §5.4), the edges of dec-octet and of IPv6address, hosts that start like
// an IPv4address and are reg-names, what a prioritized-choice (PEG)
// parser rejects (see package gen/peg), and things the RFC leaves out
// (zone identifiers, non-ASCII).
var classic = []struct {
	rule, input string
	valid       bool
}{
	// §3.2.2: a host that is no IPv4address is a reg-name.
	{"URI-reference", "http://1.2.3.400/", true},
	{"URI-reference", "http://1.2.3.4/", true},
	{"URI-reference", "http://250.1.1.1/", true},
	{"URI-reference", "http://1.2.3.4.5/", true},
	{"URI-reference", "http://0.0.0.10/", true},
	// IP-literals.
	{"URI-reference", "http://[1::]/", true},
	{"URI-reference", "http://[::1]:80/", true},
	{"URI-reference", "http://[::250.1.1.1]/", true},
	{"URI-reference", "http://[v1.x]/", true},
	{"URI-reference", "http://[1::2::3]/", false},
	{"URI-reference", "http://[::1/", false},
	{"URI-reference", "http://[::1]x/", false},
	{"URI-reference", "http://[::1.2.3.256]/", false},
	{"URI-reference", "http://[fe80::1%25eth0]/", false}, // RFC 6874, not 3986
	{"URI-reference", "http://[1.2.3.4]/", false},
	// Authority and path.
	{"URI-reference", "http://user:pass@host:8080/p/a/t/h?query=1#frag", true},
	{"URI-reference", "http://host:port/", false},
	{"URI-reference", "http://a:b@c:d@e/", false},
	{"URI-reference", "http://a b/", false},
	{"URI-reference", "http://a/b c", false},
	{"URI-reference", "http://a/%", false},
	{"URI-reference", "http://a/%4", false},
	{"URI-reference", "http://a/%4g", false},
	{"URI-reference", "%zz", false},
	{"URI-reference", "http://a/\x7f", false},
	{"URI-reference", "http://a/é", false}, // an IRI (RFC 3987), not a URI
	{"URI-reference", "http://a/<>", false},
	{"URI-reference", "http://a/{x}", false},
	{"URI-reference", "1http://a", false},
	{"URI-reference", "a:b", true},
	{"URI-reference", "//a", true},
	{"URI-reference", "?q", true},
	{"URI-reference", "#f", true},
	{"URI-reference", "", true},
	{"URI-reference", "#f#g", false},
	// §1.1.2.
	{"URI-reference", "ftp://ftp.is.co.za/rfc/rfc1808.txt", true},
	{"URI-reference", "http://www.ietf.org/rfc/rfc2396.txt", true},
	{"URI-reference", "ldap://[2001:db8::7]/c=GB?objectClass?one", true},
	{"URI-reference", "mailto:John.Doe@example.com", true},
	{"URI-reference", "news:comp.infosystems.www.servers.unix", true},
	{"URI-reference", "tel:+1-816-555-1212", true},
	{"URI-reference", "telnet://192.0.2.16:80/", true},
	{"URI-reference", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", true},
	// §4.2: a colon in the first segment of a relative path.
	{"URI-reference", "this:that", true},
	{"URI-reference", "./this:that", true},
	{"relative-ref", "this:that", false},
	{"relative-ref", "./this:that", true},
	// §5.4: the references of the resolution examples.
	{"URI-reference", "g:h", true},
	{"URI-reference", "g", true},
	{"URI-reference", "./g", true},
	{"URI-reference", "g/", true},
	{"URI-reference", "/g", true},
	{"URI-reference", "//g", true},
	{"URI-reference", "?y", true},
	{"URI-reference", "g?y", true},
	{"URI-reference", "#s", true},
	{"URI-reference", "g#s", true},
	{"URI-reference", "g?y#s", true},
	{"URI-reference", ";x", true},
	{"URI-reference", "g;x", true},
	{"URI-reference", "g;x?y#s", true},
	{"URI-reference", ".", true},
	{"URI-reference", "./", true},
	{"URI-reference", "..", true},
	{"URI-reference", "../", true},
	{"URI-reference", "../g", true},
	{"URI-reference", "../..", true},
	{"URI-reference", "../../", true},
	{"URI-reference", "../../g", true},
	{"URI-reference", "../../../g", true},
	{"URI-reference", "/./g", true},
	{"URI-reference", "/../g", true},
	{"URI-reference", "g.", true},
	{"URI-reference", ".g", true},
	{"URI-reference", "g..", true},
	{"URI-reference", "..g", true},
	{"URI-reference", "./../g", true},
	{"URI-reference", "./g/.", true},
	{"URI-reference", "g/./h", true},
	{"URI-reference", "g/../h", true},
	{"URI-reference", "g;x=1/./y", true},
	{"URI-reference", "g;x=1/../y", true},
	{"URI-reference", "g?y/./x", true},
	{"URI-reference", "g?y/../x", true},
	{"URI-reference", "g#s/./x", true},
	{"URI-reference", "g#s/../x", true},
	{"URI-reference", "http:g", true},
	{"URI", "http://a/b/c/d;p?q", true},
	{"URI", "//a", false},
	{"URI", "a:", true},
	{"absolute-URI", "http://a/b?c", true},
	{"absolute-URI", "http://a/b?c#d", false},
	// scheme.
	{"scheme", "http", true},
	{"scheme", "a+b-c.d", true},
	{"scheme", "H", true},
	{"scheme", "1a", false},
	{"scheme", "a_b", false},
	{"scheme", "+a", false},
	{"scheme", "", false},
	// authority, userinfo, host, port.
	{"authority", "", true},
	{"authority", "u:p@h:80", true},
	{"authority", "[::1]:8080", true},
	{"authority", ":80", true},
	{"authority", "@", true},
	{"authority", "a@b@c", false},
	{"authority", "h:80:90", false},
	{"userinfo", "a:b:c", true},
	{"userinfo", "a@b", false},
	{"host", "example.com", true},
	{"host", "1.2.3.4", true},
	{"host", "1.2.3.400", true},
	{"host", "0.0.0.00", true}, // PEG commits to IPv4address "0.0.0.0"
	{"host", "0.0.0.10", true}, // PEG's dec-octet commits to "1"
	{"host", "[0::]", true},    // PEG's *6( h16 ":" ) takes "0:"
	{"host", "[v7.x]", true},
	{"host", "", true},
	{"host", "[::1", false},
	{"host", "a b", false},
	{"host", "a:b", false},
	{"port", "80", true},
	{"port", "65536", true}, // the grammar has no upper bound
	{"port", "99999999999", true},
	{"port", "-1", false},
	{"port", "8a", false},
	// IP-literal, IPvFuture.
	{"IP-literal", "[::]", true},
	{"IP-literal", "[]", false},
	{"IP-literal", "[1.2.3.4]", false},
	{"IPvFuture", "v1.x", true},
	{"IPvFuture", "V1.x", true},
	{"IPvFuture", "vF.a:b", true},
	{"IPvFuture", "v.x", false},
	{"IPvFuture", "v1.", false},
	{"IPvFuture", "v1", false},
	// IPv6address: every "::" position, the IPv4 tail, too many groups.
	{"IPv6address", "::", true},
	{"IPv6address", "::1", true},
	{"IPv6address", "1::", true},
	{"IPv6address", "1::2", true},
	{"IPv6address", "1:2::", true},
	{"IPv6address", "1:2:3:4:5:6:7::", true},
	{"IPv6address", "::2:3:4:5:6:7:8", true},
	{"IPv6address", "1:2:3:4:5:6:7:8", true},
	{"IPv6address", "1:2:3:4:5:6:1.2.3.4", true},
	{"IPv6address", "::ffff:192.0.2.1", true},
	{"IPv6address", "2001:db8::7", true},
	{"IPv6address", "0::0:0:0:0:0", true}, // PEG's *1( h16 ":" ) takes "0:"
	{"IPv6address", "ABCD:ef01::", true},
	{"IPv6address", "1:2:3:4:5:6:7:8:9", false},
	{"IPv6address", "1::2:3:4:5:6:7:8", false},
	{"IPv6address", "1::2::3", false},
	{"IPv6address", ":::", false},
	{"IPv6address", "1:", false},
	{"IPv6address", ":1", false},
	{"IPv6address", "12345::", false},
	{"IPv6address", "::1.2.3", false},
	{"IPv6address", "::1.2.3.256", false},
	{"IPv6address", "1:2:3:4:5:6:7:1.2.3.4", false},
	{"IPv6address", "g::", false},
	// IPv4address and dec-octet.
	{"IPv4address", "0.0.0.0", true},
	{"IPv4address", "255.255.255.255", true},
	{"IPv4address", "0.0.0.10", true},
	{"IPv4address", "1.2.3.400", false},
	{"IPv4address", "1.2.3", false},
	{"IPv4address", "1.2.3.4.5", false},
	{"IPv4address", "01.2.3.4", false},
	{"IPv4address", "1.2.3.04", false},
	{"IPv4address", "256.0.0.0", false},
	{"IPv4address", "1..3.4", false},
	{"dec-octet", "0", true},
	{"dec-octet", "9", true},
	{"dec-octet", "10", true},
	{"dec-octet", "25", true},
	{"dec-octet", "99", true},
	{"dec-octet", "100", true},
	{"dec-octet", "199", true},
	{"dec-octet", "200", true},
	{"dec-octet", "249", true},
	{"dec-octet", "250", true},
	{"dec-octet", "255", true},
	{"dec-octet", "256", false},
	{"dec-octet", "260", false},
	{"dec-octet", "300", false},
	{"dec-octet", "00", false},
	{"dec-octet", "01", false},
	{"dec-octet", "010", false},
	{"dec-octet", "-1", false},
	{"dec-octet", "1000", false},
	{"dec-octet", "", false},
	{"reg-name", "", true},
	{"reg-name", "a.b", true},
	{"reg-name", "%20", true},
	{"reg-name", "a b", false},
	{"reg-name", "a:b", false},
	// Paths: "path" is empty, or begins with "/", or a segment.
	{"path", "", true},
	{"path", "a:b/c", true},
	{"path", "//a", true},
	{"path-abempty", "", true},
	{"path-abempty", "/", true},
	{"path-abempty", "//", true},
	{"path-abempty", "a", false},
	{"path-absolute", "/", true},
	{"path-absolute", "/a/", true},
	{"path-absolute", "//a", false},
	{"path-absolute", "", false},
	{"path-noscheme", "a/b:c", true},
	{"path-noscheme", "a:b", false},
	{"path-noscheme", "/a", false},
	{"path-rootless", "a:b", true},
	{"path-rootless", "/a", false},
	{"path-empty", "", true},
	{"path-empty", "a", false},
	{"segment", "", true},
	{"segment-nz", "", false},
	{"segment-nz-nc", "@", true},
	{"segment-nz-nc", ":", false},
	// query and fragment.
	{"query", "", true},
	{"query", "a=b&c=d", true},
	{"query", "/?", true},
	{"query", "#", false},
	{"query", "a b", false},
	{"fragment", "s", true},
	{"fragment", "#", false},
	{"pct-encoded", "%00", true},
	{"pct-encoded", "%ff", true},
	{"pct-encoded", "%FF", true},
	{"pct-encoded", "%", false},
	{"pct-encoded", "%0", false},
	{"pct-encoded", "%g0", false},
}

// tsvEscape writes an input for the suite: the printable ASCII
// characters (space to "~") as they are, except the backslash, which is
// doubled; every other byte as \xHH, two lower-case hex digits.
func tsvEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			b.WriteString(`\\`)
		case c >= 0x20 && c <= 0x7e:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, `\x%02x`, c)
		}
	}
	return b.String()
}

// tsvUnescape reads an input written by tsvEscape.
func tsvUnescape(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		switch {
		case i+1 < len(s) && s[i+1] == '\\':
			b.WriteByte('\\')
			i++
		case i+3 < len(s) && s[i+1] == 'x':
			v, err := strconv.ParseUint(s[i+2:i+4], 16, 8)
			if err != nil {
				return "", fmt.Errorf("bad escape %q", s[i:i+4])
			}
			b.WriteByte(byte(v))
			i += 3
		default:
			return "", fmt.Errorf("bad escape at %d", i)
		}
	}
	return b.String(), nil
}

// conformanceSuite makes the suite.
func conformanceSuite(t *testing.T) []byte {
	g, err := abnf.LoadFiles("embed:rfc3986.abnf")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.WriteString("rule\tinput\texpected\n")
	for _, rule := range conformanceRules {
		seen := map[string]bool{}
		add := func(in string) {
			if seen[in] {
				return
			}
			seen[in] = true
			res, err := m.Match(rule, in, false)
			if err != nil {
				t.Fatal(err)
			}
			expected := "invalid"
			if res.OK {
				expected = "valid"
			}
			fmt.Fprintf(&b, "%s\t%s\t%s\n", rule, tsvEscape(in), expected)
		}
		for _, c := range classic {
			if c.rule != rule {
				continue
			}
			if res, _ := m.Match(rule, c.input, false); res.OK != c.valid {
				t.Errorf("classic case %s %q: the grammar says %v", rule, c.input, res.OK)
			}
			add(c.input)
		}
		for _, flags := range conformanceSample {
			for _, in := range sampleLines(t, append([]string{"-r", rule}, flags...)...) {
				add(in)
			}
		}
	}
	return b.Bytes()
}

// TestConformanceUpToDate regenerates the suite in memory and compares it
// with the file (-update rewrites the file).
func TestConformanceUpToDate(t *testing.T) {
	t.Parallel()
	dir, err := filepath.Abs(conformanceDir)
	if err != nil {
		t.Fatal(err)
	}
	gold := goldie.New(t, goldie.WithFixtureDir(dir), goldie.WithNameSuffix(".tsv"))
	gold.Assert(t, "rfc3986", conformanceSuite(t))
}

// TestConformance runs the suite against the generated parser (package
// parser) and the reference matcher.
func TestConformance(t *testing.T) {
	t.Parallel()
	f, err := os.Open(filepath.Join(conformanceDir, "rfc3986.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := abnf.LoadFiles("embed:rfc3986.abnf")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	rows, valid := 0, 0
	for line := 1; sc.Scan(); line++ {
		if line == 1 {
			if sc.Text() != "rule\tinput\texpected" {
				t.Fatalf("header %q", sc.Text())
			}
			continue
		}
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 3 || fields[2] != "valid" && fields[2] != "invalid" {
			t.Fatalf("line %d: %q: want rule, input, valid or invalid", line, sc.Text())
		}
		rule, want := fields[0], fields[2] == "valid"
		in, err := tsvUnescape(fields[1])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		rows++
		if want {
			valid++
		}
		r, ok := parser.Lookup(rule)
		if !ok {
			t.Fatalf("line %d: the parser has no rule %q", line, rule)
		}
		if got := parser.Validate(r, in) == nil; got != want {
			t.Errorf("line %d: parser: %s %q valid = %v, want %v", line, rule, in, got, want)
		}
		if res, _ := m.Match(rule, in, false); res.OK != want {
			t.Errorf("line %d: matcher: %s %q valid = %v, want %v", line, rule, in, res.OK, want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if rows < 1000 || valid == 0 || valid == rows {
		t.Errorf("%d rows, %d valid: too few, or of one kind", rows, valid)
	}
}

func TestTSVEscape(t *testing.T) {
	t.Parallel()
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	for _, s := range []string{"", "a b", `a\b`, "\t\n\r", "é", "\x00\xff", string(all), `\x41`} {
		e := tsvEscape(s)
		if strings.ContainsAny(e, "\t\n\r") {
			t.Errorf("tsvEscape(%q) = %q holds a TAB or a line break", s, e)
		}
		if u, err := tsvUnescape(e); err != nil || u != s {
			t.Errorf("tsvUnescape(tsvEscape(%q)) = %q, %v", s, u, err)
		}
	}
	if got := tsvEscape("a\tb\\\xc3"); got != `a\x09b\\\xc3` {
		t.Errorf("tsvEscape = %q", got)
	}
}
