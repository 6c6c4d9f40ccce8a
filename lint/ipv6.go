package lint

import (
	"net/netip"
	"strconv"

	"github.com/abnf-uri/uri"
)

// codeIPv6EmbeddedIPv4 is the code of an IPv6 literal that names an IPv4
// address.
const codeIPv6EmbeddedIPv4 = "ipv6-embedded-ipv4"

// embeddings are the IPv6 prefixes whose addresses carry an IPv4
// address, and where: at is the byte of the address where the IPv4
// address begins, -1 for Teredo's (the client's, the last 32 bits
// inverted).
var embeddings = []struct {
	prefix netip.Prefix
	at     int
	name   string
}{
	{netip.MustParsePrefix("::ffff:0:0/96"), 12, "IPv4-mapped (::ffff:0:0/96, RFC 4291 §2.5.5.2)"},
	{netip.MustParsePrefix("::ffff:0:0:0/96"), 12, "IPv4-translated (::ffff:0:0:0/96, RFC 2765 §2.1)"},
	{netip.MustParsePrefix("64:ff9b::/96"), 12, "NAT64, of the well-known prefix (64:ff9b::/96, RFC 6052 §2.1)"},
	// RFC 8215 lets a network choose a longer prefix; the /96 is the
	// common one.
	{netip.MustParsePrefix("64:ff9b:1::/48"), 12, "NAT64, of the local-use prefix (64:ff9b:1::/48, RFC 8215, read as a /96)"},
	{netip.MustParsePrefix("2002::/16"), 2, "6to4 (2002::/16, RFC 3056 §2)"},
	{netip.MustParsePrefix("2001::/32"), -1, "Teredo (2001::/32, RFC 4380 §4, the client's address)"},
	{netip.MustParsePrefix("::/96"), 12, "IPv4-compatible (::/96, deprecated by RFC 4291 §2.5.5.1)"},
}

// checkIPv6 reports an IPv6 literal that names an IPv4 address
// (ipv6-embedded-ipv4): "[::ffff:127.0.0.1]", "[::ffff:7f00:1]" and
// "[64:ff9b::7f00:1]" reach 127.0.0.1, through the IPv4 stack or a NAT64
// gateway, where a filter of addresses that checks the dotted form does
// not look. The message names the IPv4 address and what it is: loopback,
// private, link-local... "[::]" and "[::1]" are IPv6's own unspecified
// and loopback addresses, not IPv4-compatible ones.
func (l *linter) checkIPv6() {
	if l.u.HostKind() != uri.IPv6 {
		return
	}
	a, ok := l.u.IP()
	if !ok || a == netip.IPv6Unspecified() || a == netip.IPv6Loopback() {
		return
	}
	b := a.As16()
	for _, e := range embeddings {
		if !e.prefix.Contains(a) {
			continue
		}
		var v4 netip.Addr
		if e.at < 0 {
			v4 = netip.AddrFrom4([4]byte{^b[12], ^b[13], ^b[14], ^b[15]})
		} else {
			v4 = netip.AddrFrom4([4]byte(b[e.at : e.at+4]))
		}
		host, _ := l.u.Host()
		l.add(codeIPv6EmbeddedIPv4, "host", l.host.start, l.host.end,
			"IPv6 address "+strconv.Quote(host)+" is "+e.name+": it names the IPv4 address "+v4.String()+" ("+ipv4Kind(v4)+
				"), which a filter that checks addresses in dotted form does not see")
		return
	}
}

// ipv4Kind says what the IPv4 address a is, from the IANA IPv4
// Special-Purpose Address Registry (RFC 6890): "loopback", "private (RFC
// 1918)", "link-local", or "public" for none of those.
func ipv4Kind(a netip.Addr) string {
	b := a.As4()
	switch {
	case a == netip.AddrFrom4([4]byte{169, 254, 169, 254}):
		return "link-local: the cloud instance metadata service"
	case b[0] == 0:
		return "\"this network\", 0.0.0.0/8, which many systems read as the local machine"
	case a.IsLoopback():
		return "loopback, the local machine"
	case a.IsPrivate():
		return "private, RFC 1918"
	case b[0] == 100 && b[1]&0xc0 == 64:
		return "shared address space, RFC 6598"
	case a.IsLinkLocalUnicast():
		return "link-local"
	case a.IsMulticast():
		return "multicast"
	case a == netip.AddrFrom4([4]byte{255, 255, 255, 255}):
		return "limited broadcast"
	}
	return "public"
}
