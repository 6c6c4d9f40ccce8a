package zone_test

import (
	"errors"
	"fmt"
	"net/netip"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
	"github.com/abnf-uri/uri/internal/synerr"
	"github.com/abnf-uri/uri/zone"
	"github.com/sebdah/goldie/v2"
)

// zoneCases are URI references with and without zones, what this package
// reads in them, and their normal forms, syntax-based and scheme-based
// (the zone's case kept, RFC 6874 §2). testdata/zone.golden holds them
// too: rewrite it with `go test -run Zone -update ./zone/` after changing
// the table, and read the diff.
var zoneCases = []struct{ sec, in, zone, ip, uri, syntax, scheme string }{
	{"§2", "http://[fe80::a%25en1]", "en1", "fe80::a%en1", "http://[fe80::a]", "", "http://[fe80::a%25en1]/"},
	{"§2", "http://[fe80::1%25eth0]:8080/x?y#z", "eth0", "fe80::1%eth0", "http://[fe80::1]:8080/x?y#z", "", ""},
	{"§2", "HTTP://[FE80::A%25En%311]/", "En%311", "fe80::a%En11", "HTTP://[FE80::A]/", "http://[fe80::a%25En11]/", ""},
	{"§2", "//[FE80:0:0::1%25%2f%7e%5D]", "%2f%7e%5D", "fe80::1%/~]", "//[FE80:0:0::1]", "//[fe80:0:0::1%25%2F~%5D]", "//[fe80::1%25%2F~%5D]"},
	{"§2", "http://[::ffff:1.2.3.4%25x]/", "x", "::ffff:1.2.3.4%x", "http://[::ffff:1.2.3.4]/", "", ""},
	{"RFC 3986", "http://[::1]/", "-", "::1", "http://[::1]/", "", ""},
	{"RFC 3986", "http://a/%25/?%25#%25", "-", "-", "http://a/%25/?%25#%25", "", ""},
	{"RFC 3986", "", "-", "-", "", "", ""},
}

func TestZoneGolden(t *testing.T) {
	var b strings.Builder
	var n uri.Normalizer
	for _, c := range zoneCases {
		u, err := zone.Parse(c.in)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", c.sec, c.in, err)
			continue
		}
		z, ok := u.Zone()
		if !ok {
			z = "-"
		}
		ip := "-"
		if a, ok := u.IP(); ok {
			ip = a.String()
		}
		syntax := u.Normalize(n, uri.SyntaxBased).String()
		scheme := u.Normalize(n, uri.SchemeBased).String()
		want := []string{c.zone, c.ip, c.uri, c.syntax, c.scheme}
		if want[3] == "" {
			want[3] = c.in
		}
		if want[4] == "" {
			want[4] = want[3]
		}
		got := []string{z, ip, u.URI().String(), syntax, scheme}
		if !slices.Equal(got, want) || u.String() != c.in {
			t.Errorf("%s: %q: zone, IP, URI, syntax-based, scheme-based:\n got %q\nwant %q", c.sec, c.in, got, want)
		}
		for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			v := u.Normalize(n, l)
			if again := v.Normalize(n, l); again.String() != v.String() {
				t.Errorf("%s: %v: %q becomes %q, then %q", c.sec, l, c.in, v, again)
			}
		}
		fmt.Fprintf(&b, "%-8s %s\n  zone %s, IP %s, URI %s\n  syntax-based %s\n  scheme-based %s\n", c.sec, c.in, z, ip, u.URI(), syntax, scheme)
	}
	goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden")).Assert(t, "zone", []byte(b.String()))
}

// TestErrors checks what is refused: a bare "%" (RFC 6874 §2: "%" MUST be
// percent-encoded) with a message that says so, an empty zone, a zone in
// an IPvFuture, and RFC 3986's errors elsewhere.
func TestErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://[fe80::1%eth0]/", `uri: parse URI reference with zone "http://[fe80::1%eth0]/": bare "%" before a zone ID in host at offset 15; IPv6addrz (RFC 6874 §2) expects "%25"`},
		{"http://[fe80::1%2]/", `uri: parse URI reference with zone "http://[fe80::1%2]/": bare "%" before a zone ID in host at offset 15; IPv6addrz (RFC 6874 §2) expects "%25"`},
		{"http://[fe80::1%%25]/", `uri: parse URI reference with zone "http://[fe80::1%%25]/": bare "%" before a zone ID in host at offset 15; IPv6addrz (RFC 6874 §2) expects "%25"`},
		{"http://[fe80::1%25]/", `uri: parse URI reference with zone "http://[fe80::1%25]/": invalid character "]" in host at offset 18; expected ZoneID`},
		{"http://[fe80::1%25a%2]/", `uri: parse URI reference with zone "http://[fe80::1%25a%2]/": bad percent-encoding at offset 21: a "%" begins two hex digits, such as "%20", and "%" itself is written "%25"; expected HEXDIG`},
		{"http://[fe80::1%25a:b]/", `uri: parse URI reference with zone "http://[fe80::1%25a:b]/": invalid character ":" in IP literal at offset 19: brackets hold an IPv6 address, such as "[2001:db8::1]", or an IPvFuture, such as "[v1.x]"; expected unreserved, pct-encoded or "]"`},
		{"http://[v1.x%25a]/", `uri: parse URI reference with zone "http://[v1.x%25a]/": invalid character "%" in IP literal at offset 12: brackets hold an IPv6 address, such as "[2001:db8::1]", or an IPvFuture, such as "[v1.x]"; expected unreserved, sub-delims, ":" or "]"`},
		{"http://a b/", `uri: parse URI reference with zone "http://a b/": space in host at offset 8: a host is a name such as "example.com", or an IP address; expected unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or end of input`},
		{"http://u:p w@[::1%25x]/", `uri: parse URI reference with zone "http://u:xxx@[::1%25x]/": invalid character in userinfo at offset 10; expected unreserved, pct-encoded, sub-delims, ":" or "@"`},
	} {
		_, err := zone.Parse(c.in)
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q):\n got %v\nwant %s", c.in, err, c.want)
			continue
		}
		se, ok := errors.AsType[*zone.SyntaxError](err)
		if !ok || (se.Reason == zone.BarePercent) != strings.Contains(c.want, "bare") {
			t.Errorf("Parse(%q): %#v", c.in, err)
		}
		if zone.Valid(c.in) {
			t.Errorf("Valid(%q) = true", c.in)
		}
	}
}

// TestLiteral writes addresses with zones as hosts that parse back to
// them, every character of the zone that is not unreserved escaped.
func TestLiteral(t *testing.T) {
	for _, c := range []struct{ addr, want string }{
		{"fe80::1%eth0", "[fe80::1%25eth0]"},
		{"fe80::1%en 1/]%", "[fe80::1%25en%201%2F%5D%25]"},
		{"FE80:0:0::1", "[fe80::1]"},
		{"192.0.2.1", "192.0.2.1"},
		{"::ffff:192.0.2.1%x", "[::ffff:192.0.2.1%25x]"},
	} {
		a := netip.MustParseAddr(c.addr)
		got := zone.Literal(a)
		if got != c.want {
			t.Errorf("Literal(%v) = %q, want %q", a, got, c.want)
		}
		back, ok := zone.MustParse("http://" + got + "/").IP()
		if !ok || back != a {
			t.Errorf("Literal(%v) = %q, which parses to %v, %v", a, got, back, ok)
		}
	}
	if zone.Literal(netip.Addr{}) != "" {
		t.Error("Literal of the zero Addr is not empty")
	}
}

func newMatcher(t testing.TB) (*abnf.Grammar, *match.Matcher) {
	g, err := abnf.Loader{FS: grammar.FS}.Load([]string{grammar.RFC3986}, []string{grammar.RFC6874})
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	m.SetNodes([]string{"ZoneID", "host"})
	return g, m
}

// differ compares Parse with the reference matcher on in: the same
// verdict; on failure the same offset and expectations, but for a bare
// "%", reported where the "%" is; on success the same host and zone, and
// the text without the zone a URI reference of RFC 3986.
func differ(m *match.Matcher, in string) string {
	want, err := m.Match("URI-reference", in, true)
	if err != nil {
		return err.Error()
	}
	got, err := zone.Parse(in)
	if ok := err == nil; ok != want.OK || zone.Valid(in) != ok {
		return fmt.Sprintf("parser ok=%v (%v), matcher ok=%v", ok, err, want.OK)
	}
	if err != nil {
		se, ok := errors.AsType[*zone.SyntaxError](err)
		if !ok {
			return fmt.Sprintf("error %v is no *SyntaxError", err)
		}
		if se.Reason == zone.BarePercent {
			if in[se.Offset] != '%' || strings.HasPrefix(in[se.Offset:], "%25") || want.Offset > se.Offset+2 {
				return fmt.Sprintf("bare %% at %d; matcher: offset %d: %s", se.Offset, want.Offset, want.Message())
			}
			return ""
		}
		if exp := synerr.JoinOr(se.Expected); se.Offset != want.Offset || !want.Expects(exp) {
			return fmt.Sprintf("parser: offset %d: expected %s; matcher: offset %d: %s", se.Offset, exp, want.Offset, want.Message())
		}
		return ""
	}
	wantZone, wantHost := "-", "-"
	for _, n := range want.Tree {
		switch n.Rule {
		case "ZoneID":
			wantZone = in[n.Pos:n.End]
		case "host":
			wantHost = in[n.Pos:n.End]
		}
	}
	z, ok := got.Zone()
	if !ok {
		z = "-"
	}
	h, ok := got.Host()
	if !ok {
		h = "-"
	}
	if z != wantZone || h != wantHost || got.String() != in {
		return fmt.Sprintf("zone %q host %q text %q; matcher zone %q host %q", z, h, got, wantZone, wantHost)
	}
	// The records written without parsing are the ones the text parses
	// to: the reference without the zone, and the normal forms.
	if p, err := uri.Parse(got.URI().String()); err != nil || p != got.URI() {
		return fmt.Sprintf("URI %q parses to %#v (%v), but is %#v", got.URI(), p, err, got.URI())
	}
	for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
		v := got.Normalize(uri.Normalizer{}, l)
		if p, err := zone.Parse(v.String()); err != nil || p != v {
			return fmt.Sprintf("%v: normal form %q parses to %#v (%v), but is %#v", l, v, p, err, v)
		}
	}
	return ""
}

// zoneInputs are written by hand: zones, bare "%", escapes in zones.
var zoneInputs = []string{
	"http://[fe80::1%25eth0]/", "http://[fe80::1%25%65th0]:80/", "http://[fe80::1%eth0]/", "http://[fe80::1%25]/",
	"http://[::1%25x%2]/", "http://[v1.x%25a]/", "//[1::2:3%25é]", "http://[fe80::1%25eth0", "//[::1%25a]b", "//[::%2",
	"//[::1.2.3.4%25-._~]", "//[::1%", "//[::1%2", "//[::1%25", "//u@[::1%25z]:1?#",
}

// TestDifferential compares Parse with the reference matcher (RFC 3986
// updated by RFC 6874 §2) on inputs written by hand, strings sampled from
// URI-reference and mutations of them.
func TestDifferential(t *testing.T) {
	g, m := newMatcher(t)
	s := sample.New(g, 6874)
	inputs := slices.Clone(zoneInputs)
	n := 400
	if testing.Short() {
		n = 40
	}
	for range n {
		if str, ok := s.Sample(g.Rule("URI-reference")); ok {
			inputs = append(inputs, str, s.Mutate(str))
		}
		if str, ok := s.Sample(g.Rule("IPv6addrz")); ok {
			inputs = append(inputs, "//["+str+"]", s.Mutate("//["+str+"]/"))
		}
	}
	bad := 0
	for _, in := range inputs {
		if d := differ(m, in); d != "" {
			t.Errorf("%q: %s", in, d)
			if bad++; bad > 10 {
				t.FailNow()
			}
		}
	}
	t.Logf("%d inputs", len(inputs))
}

// FuzzParse compares Parse with the reference matcher (see differ) and
// checks that normalizing is idempotent and keeps the zone. Its seed
// corpus is zoneInputs and testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	for _, s := range zoneInputs {
		f.Add(s)
	}
	_, m := newMatcher(f)
	var n uri.Normalizer
	f.Fuzz(func(t *testing.T, in string) {
		if d := differ(m, in); d != "" {
			t.Fatalf("%q: %s", in, d)
		}
		u, err := zone.Parse(in)
		if err != nil {
			return
		}
		for _, l := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			v := u.Normalize(n, l)
			if again := v.Normalize(n, l); again.String() != v.String() {
				t.Fatalf("%v: %q becomes %q, then %q", l, in, v, again)
			}
			_, had := u.Zone()
			if _, has := v.Zone(); had != has {
				t.Fatalf("%v: %q becomes %q", l, in, v)
			}
		}
	})
}
