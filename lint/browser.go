package lint

import (
	"errors"
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/whatwg"
)

// Hosts that browsers read differently: the WHATWG URL Standard's parser,
// which browsers and many libraries follow, is not RFC 3986's. For the
// special schemes (http, https, ws, wss, ftp, file) it finds an authority
// where RFC 3986 has none ("http:example.com/"), skips any number of
// slashes ("http:///example.org/"), percent-decodes the host and maps it
// with IDNA (UTS #46), and reads numbers in several notations as IPv4
// addresses ("0x7f.1.", "127.1"). checkBrowser reads the URI as such a
// parser would, without a base URL (as a URL typed or followed alone),
// and reports each way the host it reaches differs from RFC 3986's.

// checkBrowser compares the host of a URI (with a scheme) with the host
// a WHATWG URL parser reaches.
func (l *linter) checkBrowser() {
	if _, ok := l.u.Scheme(); !ok {
		return // a relative reference: a browser reads it against a base
	}
	w, err := whatwg.Parse(l.u.String(), nil)
	if err != nil {
		var e *whatwg.Error
		if errors.As(err, &e) && browserHostCode(e.Code) {
			comp, start, end := l.hostish(true)
			msg := "browsers (WHATWG URL) reject this URL: " + e.Msg + " (" + e.Code + ")"
			if host, _ := l.u.Host(); strings.Contains(host, "%") {
				msg = "host " + quote(host) + " decodes to " + quote(unescape(host)) + ", and " + msg
			}
			l.add(codeBrowserHostRejected, comp, start, end, msg)
		}
		return
	}
	if !w.HasHost {
		return
	}
	host, hasAuthority := l.u.Host()
	if !hasAuthority || host == "" {
		if w.Host == "" {
			return
		}
		comp, start, end := l.hostish(false)
		reads := "no authority"
		if hasAuthority {
			reads = "an empty host"
		}
		l.add(codeBrowserHostFromPath, comp, start, end,
			"browsers (WHATWG URL) reach host "+quote(w.Host)+" here, where RFC 3986 reads "+reads)
		return
	}
	if browserSameHost(l.u, host, w) {
		return
	}
	dec := unescape(host)
	start, end := l.host.start, l.host.end
	switch {
	case w.HostKind == whatwg.IPv4 && l.u.HostKind() == uri.RegName:
		if a, ok := inetAton(dec); ok && a.String() == w.Host {
			return // reg-name-ipv4 says so already
		}
		l.add(codeBrowserHostIPv4, "host", start, end,
			"reg-name "+quote(host)+" is not an IPv4address, but browsers (WHATWG URL) read it as "+w.Host+
				" ("+browserIPv4Steps(w.HostSteps)+")")
	case w.HostSteps&whatwg.IDNAMapped != 0 || !browserASCII(dec):
		l.add(codeBrowserHostIDNA, "host", start, end,
			"host "+quote(host)+" decodes to "+quote(dec)+", which browsers (WHATWG URL) map with IDNA (UTS #46) to "+
				quote(w.Host))
	default:
		reach := "reach host " + quote(w.Host)
		if w.Host == "" {
			reach = "reach no host (the local machine)"
		}
		l.add(codeBrowserHostOther, "host", start, end,
			"browsers (WHATWG URL) "+reach+", where RFC 3986 reads host "+quote(host))
	}
}

// hostish returns where a finding about the host of a URI goes: the
// host, or where there is none the port (with port) or the path, or the
// scheme.
func (l *linter) hostish(port bool) (component string, start, end int) {
	switch {
	case l.host.end > l.host.start:
		return "host", l.host.start, l.host.end
	case port && l.port.end > l.port.start:
		return "port", l.port.start, l.port.end
	case l.path.end > l.path.start:
		return "path", l.path.start, l.path.end
	case l.port.end > l.port.start:
		return "port", l.port.start, l.port.end
	}
	s, _ := l.u.Scheme()
	return "scheme", 0, len(s)
}

// browserHostCode reports whether a WHATWG validation error that made the
// parser fail is about the host.
func browserHostCode(code string) bool {
	for _, p := range []string{"host-", "domain-", "IPv4", "IPv6"} {
		if strings.HasPrefix(code, p) {
			return true
		}
	}
	return false
}

// browserSameHost reports whether host, the non-empty host of u, is the
// host w reaches: the same address, or the same name once decoded and
// lowercased (RFC 3986 §6.2.2.1, §6.2.2.2); for file, "localhost" is the
// empty host (RFC 8089 §2).
func browserSameHost(u uri.URI, host string, w *whatwg.URL) bool {
	if a, ok := u.IP(); ok {
		b, err := netip.ParseAddr(strings.Trim(w.Host, "[]"))
		return err == nil && a == b
	}
	name := strings.ToLower(unescape(host))
	if w.Scheme == "file" && name == "localhost" {
		name = ""
	}
	got := w.Host
	if w.HostKind == whatwg.OpaqueHost {
		got = strings.ToLower(unescape(got))
	}
	return name == got
}

func browserASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// browserIPv4Steps names the notations a WHATWG parser read an IPv4
// address in.
func browserIPv4Steps(s whatwg.Steps) string {
	var out []string
	for _, n := range []struct {
		step whatwg.Steps
		name string
	}{
		{whatwg.IPv4Hex, "a part in hexadecimal"},
		{whatwg.IPv4Octal, "a part in octal"},
		{whatwg.IPv4Short, "fewer than four parts"},
		{whatwg.IPv4TrailingDot, "a trailing dot"},
		{whatwg.PercentDecoded, "percent-decoded"},
	} {
		if s&n.step != 0 {
			out = append(out, n.name)
		}
	}
	if len(out) == 0 {
		return "a number"
	}
	return strings.Join(out, ", ")
}
