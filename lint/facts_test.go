package lint

import (
	"strconv"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/internal/schemes"
	"github.com/abnf-uri/uri/scheme"
)

// TestSchemeFacts checks the three views of the schemes against the one
// table they are read from, package internal/schemes: no scheme is known
// to package uri's normalization (DefaultSchemes), package scheme's
// registry or this package's default ports with facts that another
// of them, or the table, has otherwise.
func TestSchemeFacts(t *testing.T) {
	norm := uri.DefaultSchemes()
	names := map[string]bool{}
	for name := range norm {
		names[name] = true
	}
	for _, s := range scheme.Schemes() {
		names[s.Name] = true
	}
	for name := range defaultPorts {
		names[name] = true
	}
	for name := range names {
		f, ok := schemes.Lookup(name)
		if !ok {
			t.Errorf("scheme %s: known, and not in internal/schemes", name)
			continue
		}
		if n, ok := norm[name]; ok && (n.DefaultPort != f.DefaultPort || n.EmptyPathIsRoot != f.EmptyPathIsRoot || n.DefaultHost != f.DefaultHost) {
			t.Errorf("scheme %s: uri.DefaultSchemes %+v, internal/schemes %+v", name, n, f)
		}
		if s, ok := scheme.Lookup(name); ok && (s.DefaultPort != f.DefaultPort || s.DNSHost != f.DNSHost || s.Spec != f.Spec || s.Rule != f.Rule) {
			t.Errorf("scheme %s: scheme.Lookup port %q, DNS host %v, %s, rule %s; internal/schemes %+v", name, s.DefaultPort, s.DNSHost, s.Spec, s.Rule, f)
		}
		port, ok := defaultPorts[name]
		if ok != (f.DefaultPort != "") || ok && strconv.Itoa(port) != f.DefaultPort {
			t.Errorf("scheme %s: lint's default port %d (%v), internal/schemes %q", name, port, ok, f.DefaultPort)
		}
	}
}
