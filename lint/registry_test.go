package lint

import (
	"strings"
	"testing"

	"github.com/abnf-uri/uri/internal/iana"
	"github.com/abnf-uri/uri/parser"
)

// TestSchemeRegistry checks the embedded copy of IANA's registry of URI
// schemes: its date, its size, each name a scheme (RFC 3986 §3.1), and
// schemes of each status.
func TestSchemeRegistry(t *testing.T) {
	if got := SchemeRegistryDate(); got != "2026-08-13" {
		t.Errorf("SchemeRegistryDate() = %q, want 2026-08-13 (see internal/iana/README.md)", got)
	}
	counts := map[SchemeStatus]int{}
	for name, status := range iana.Schemes().Schemes {
		counts[SchemeStatus(status)]++
		if err := parser.ValidateScheme(name); err != nil || name != strings.ToLower(name) {
			t.Errorf("scheme %q: %v", name, err)
		}
	}
	want := map[SchemeStatus]int{SchemePermanent: 99, SchemeProvisional: 313, SchemeHistorical: 18}
	for s, n := range want {
		if counts[s] != n {
			t.Errorf("%d %s schemes, want %d (see internal/iana/README.md)", counts[s], s, n)
		}
	}
	for name, want := range map[string]SchemeStatus{
		"http": SchemePermanent, "HTTP": SchemePermanent, "Https": SchemePermanent, "urn": SchemePermanent,
		"mailto": SchemePermanent, "file": SchemePermanent, "z39.50s": SchemePermanent, "coap+tcp": SchemePermanent,
		"shttp": SchemePermanent, // "shttp (OBSOLETE)"
		"ssh":   SchemeProvisional, "ms-settings-wifi": SchemeProvisional, "wpid": SchemeHistorical,
		"fax": SchemeHistorical, "gopher": SchemePermanent, "prospero": SchemeHistorical,
		// Changed or added since the copy of 2022-11-18 (internal/iana/README.md).
		"doi": SchemePermanent, "mt": SchemePermanent, "payment": SchemeHistorical,
		"mqtt": SchemeProvisional, "wasm": SchemeProvisional, "ibi-": SchemeProvisional,
		"machineProvisioningProgressReporter": SchemeProvisional, "MACHINEPROVISIONINGPROGRESSREPORTER": SchemeProvisional,
		"": SchemeUnregistered, "foo": SchemeUnregistered, "http:": SchemeUnregistered, "shttp (OBSOLETE)": SchemeUnregistered,
		strings.Repeat("a", 100): SchemeUnregistered,
	} {
		if got := RegisteredScheme(name); got != want {
			t.Errorf("RegisteredScheme(%q) = %s, want %s", name, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { RegisteredScheme("HTTP") }); n != 0 {
		t.Errorf("RegisteredScheme allocates %v times", n)
	}
	for s, name := range map[SchemeStatus]string{SchemeUnregistered: "unregistered", SchemePermanent: "permanent",
		SchemeProvisional: "provisional", SchemeHistorical: "historical", 9: "SchemeStatus(9)"} {
		if s.String() != name {
			t.Errorf("SchemeStatus(%d).String() = %q, want %q", s, s, name)
		}
	}
}
