package emit

import "testing"

func TestGoName(t *testing.T) {
	for _, tt := range []struct{ rule, want string }{
		{"URI-reference", "URIReference"},
		{"IP-literal", "IPLiteral"},
		{"path-abempty", "PathAbempty"},
		{"dec-octet", "DecOctet"},
		{"h16", "H16"},
		{"IPv4address", "IPv4Address"}, // a letter after a digit begins a word
	} {
		if got := goName(tt.rule); got != tt.want {
			t.Errorf("goName(%q) = %q, want %q", tt.rule, got, tt.want)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"Segment", "Segments"},
		{"H16", "H16s"},
		{"Address", "Addresses"},
		{"IPv4Address", "IPv4Addresses"},
		{"Box", "Boxes"},
		{"Match", "Matches"},
		{"Hash", "Hashes"},
		{"Query", "Queries"},
		{"Key", "Keys"},
		{"Tags", "TagsList"},
		{"Params", "ParamsList"},
	} {
		if got := plural(tt.name); got != tt.want {
			t.Errorf("plural(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
