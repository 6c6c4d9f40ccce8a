package zone_test

import (
	"fmt"
	"net/netip"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/zone"
)

func ExampleParse() {
	u, err := zone.Parse("http://[fe80::1%25eth0]:8080/status")
	if err != nil {
		panic(err)
	}
	z, _ := u.Zone()
	ip, _ := u.IP()
	host, _ := u.Host()
	fmt.Println(z, ip, host, u.URI())

	_, err = zone.Parse("http://[fe80::1%eth0]/")
	fmt.Println(err)
	// Output:
	// eth0 fe80::1%eth0 [fe80::1%25eth0] http://[fe80::1]:8080/status
	// uri: parse URI reference with zone "http://[fe80::1%eth0]/": bare "%" before a zone ID in host at offset 15; IPv6addrz (RFC 6874 §2) expects "%25"
}

func ExampleURI_Normalize() {
	u := zone.MustParse("HTTP://[FE80:0::1%25Eth0]:80")
	fmt.Println(u.Normalize(uri.Normalizer{}, uri.SchemeBased))
	// Output: http://[fe80::1%25Eth0]/
}

func ExampleLiteral() {
	fmt.Println("http://" + zone.Literal(netip.MustParseAddr("fe80::1%en0")) + "/")
	// Output: http://[fe80::1%25en0]/
}

func ExampleValid() {
	fmt.Println(zone.Valid("http://[fe80::1%25eth0]/"), uri.Valid("http://[fe80::1%25eth0]/"))
	// Output: true false
}

func ExampleMustParse() {
	fmt.Println(zone.MustParse("//[::1%25lo]").String())
	// Output: //[::1%25lo]
}

func ExampleURI_URI() {
	fmt.Println(zone.MustParse("http://[fe80::1%25eth0]/a").URI().Path())
	// Output: /a
}
