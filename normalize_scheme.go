package uri

import (
	"net/netip"
	"strings"

	"github.com/abnf-uri/uri/internal/ref"
)

var builtinHTTP, builtinHTTPS = builtinSchemes["http"], builtinSchemes["https"]

// schemeStep returns r, a URI normal by syntax, normalized by scheme:
// the step of the comparison ladder that ref.Equivalent climbs last.
func (n Normalizer) schemeStep(r ref.Ref) ref.Ref {
	p := r.Parts()
	var b ref.Builder
	return n.schemeBased(&r, &p, &b, false)
}

// schemeBased returns u, whose components are p, normalized by scheme
// (RFC 3986 §6.2.3) after normalizing it by syntax, which b holds when
// changed, else u is normal by syntax already. The edits are made in b, in
// place, so that the text is allocated once; a URI that is normal already
// is returned as it is.
func (n Normalizer) schemeBased(u *ref.Ref, p *ref.Parts, b *ref.Builder, changed bool) ref.Ref {
	s, known := Scheme{}, false
	if p.HasScheme {
		scheme := p.Scheme
		if changed {
			scheme = ref.BytesString(b.Buf[:len(scheme)]) // lowercased
		}
		s, known = n.scheme(scheme)
	}
	var keep ref.KeepOut // what stays; only a port is a question here
	if p.HasPort {
		scheme, host := p.Scheme, p.Host
		if changed {
			scheme, _ = b.Text(ref.Scheme)
			host, _ = b.Text(ref.Host)
		}
		keep = ref.KeptOut(scheme, p.HasScheme, p.HasAuthority, host)
	}
	if !changed && schemeNormal(p, s, known, keep) {
		if known && s.Normalize != nil {
			return n.applyHook(*u, s)
		}
		return *u
	}
	if !changed {
		b.From(*u, ref.Slack)
	}

	// RFC 3986 §3.2.3: an empty port goes, for every scheme, but where
	// a reader would then take the host from the path (ref.KeptOut).
	if v := (URI{r: b.View()}); keep&ref.KeepPort == 0 && v.r.Has(ref.Port) {
		if o, end, _ := v.r.Span(ref.Port); o == end {
			b.Splice(o-1, o, "")
			b.Clear(ref.Port)
		}
	}
	// One IPv6 address, one text: RFC 5952 §4 (netip writes it so).
	if v := (URI{r: b.View()}); v.HostKind() == IPv6 {
		var scratch [64]byte
		host, _ := v.Host()
		if text, ok := canonicalIPv6(scratch[:0], host); ok {
			start, end, _ := v.r.Span(ref.Host)
			b.Splice(start+1, end-1, ref.BytesString(text))
			b.Set(ref.Host, start, start+len(text)+2)
		}
	}
	if known {
		if v := (URI{r: b.View()}); s.DefaultPort != "" {
			if o, end, ok := v.r.Span(ref.Port); ok {
				// A port is a number in decimal (§3.2.3): "080" is 80.
				port := v.r.S[o:end]
				switch p := trimPort(port); {
				case p == s.DefaultPort && keep&ref.KeepPort == 0:
					b.Splice(o-1, end, "")
					b.Clear(ref.Port)
				case p != port && port != "":
					b.Splice(o, end, p)
					b.Set(ref.Port, o, o+len(p))
				}
			}
		}
		if v := (URI{r: b.View()}); s.DefaultHost != "" {
			switch host, _ := v.Host(); {
			case !v.HasAuthority():
				if pos, end, _ := v.r.PathSpan(); strings.HasPrefix(v.r.S[pos:end], "/") {
					// "file:/x" is "file:///x".
					b.Splice(pos, pos, "//")
					b.Set(ref.Authority, pos+2, pos+2)
					b.Set(ref.Host, pos+2, pos+2)
				}
			case !v.r.Has(ref.Userinfo) && !v.r.Has(ref.Port) && defaultHost(host, s.DefaultHost):
				// "file://localhost/x" is "file:///x"; "/." stays before
				// a path that would read as a UNC host, as ref.NormalizeSyntax keeps it.
				start, end, _ := v.r.Span(ref.Host)
				b.Splice(start, end, "")
				b.Set(ref.Host, start, start)
				w := URI{r: b.View()}
				if pos, end, _ := w.r.PathSpan(); strings.HasPrefix(w.r.S[pos:end], "//") {
					b.Splice(pos, pos, "/.")
				}
			}
		}
		if v := (URI{r: b.View()}); s.EmptyPathIsRoot && v.HasAuthority() && v.Path() == "" {
			pos, _, _ := v.r.PathSpan()
			b.Splice(pos, pos, "/")
		}
	}
	w := b.RefOr(*u)
	if known && s.Normalize != nil {
		return n.applyHook(w, s)
	}
	return w
}

// schemeNormal reports whether the scheme-based edits of schemeBased
// leave the URI of components p, normal by syntax, as it is.
func schemeNormal(p *ref.Parts, s Scheme, known bool, keep ref.KeepOut) bool {
	if p.HasPort && p.Port == "" && keep&ref.KeepPort == 0 {
		return false
	}
	if p.HostKind == ref.IPv6 {
		var scratch [64]byte
		if _, ok := canonicalIPv6(scratch[:0], p.Host); ok {
			return false
		}
	}
	if !known {
		return true
	}
	if p.HasPort && s.DefaultPort != "" && p.Port != "" && (p.Port == s.DefaultPort && keep&ref.KeepPort == 0 || trimPort(p.Port) != p.Port) {
		return false
	}
	if s.DefaultHost != "" {
		switch {
		case !p.HasAuthority:
			if strings.HasPrefix(p.Path, "/") {
				return false
			}
		case !p.HasUserinfo && !p.HasPort && defaultHost(p.Host, s.DefaultHost):
			return false
		}
	}
	return !s.EmptyPathIsRoot || !p.HasAuthority || p.Path != ""
}

// applyHook applies the scheme's own Normalize to w, and normalizes what
// it returns by syntax again; a result of another scheme is ignored.
func (n Normalizer) applyHook(w ref.Ref, s Scheme) ref.Ref {
	x := s.Normalize(URI{r: w}).r
	if x.S == w.S {
		return w
	}
	xs, ok := x.Text(ref.Scheme)
	ws, _ := w.Text(ref.Scheme)
	if !ok || !strings.EqualFold(xs, ws) {
		return w
	}
	var b ref.Builder
	if p := x.Parts(); ref.NormalizeSyntax(&x, &p, &b, ref.ASCII) {
		return b.RefOr(x)
	}
	return x
}

// trimPort returns port, digits, without its leading zeros: "0" for
// zeros only.
func trimPort(port string) string {
	if p := strings.TrimLeft(port, "0"); p != "" {
		return p
	}
	return "0"
}

// defaultHost reports whether host, normalized by syntax, is the scheme's
// default host, as normalization by syntax writes it.
func defaultHost(host, def string) bool {
	var scratch [64]byte
	return host == ref.BytesString(ref.AppendNormPercent(scratch[:0], def, true))
}

// canonicalIPv6 appends to b the text of RFC 5952 §4 of the IPv6 address
// of the IP-literal host, brackets aside, and reports whether it differs
// from the one host has.
func canonicalIPv6(b []byte, host string) ([]byte, bool) {
	inner := host[1 : len(host)-1]
	a, err := netip.ParseAddr(inner)
	if err != nil {
		return b, false
	}
	b = a.AppendTo(b)
	return b, ref.BytesString(b) != inner
}
