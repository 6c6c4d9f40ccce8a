package whatwg

import (
	"errors"
	"slices"
	"testing"
)

// TestParseFailure checks that Parse fails with the standard's validation
// error, at a byte offset of the input as given (before trimming and tab
// and newline removal).
func TestParseFailure(t *testing.T) {
	tests := []struct {
		in   string
		code string
		off  int
		msg  string
	}{
		{"foo", "missing-scheme-non-relative-URL", 0, ""},
		{"http://a b/", "domain-invalid-code-point", 8,
			`whatwg: parse "http://a b/": offset 8: domain-invalid-code-point: forbidden domain code point ' ' after domain to ASCII`},
		{"  http://a\tb<c/", "domain-invalid-code-point", 12, ""},
		{"http://h:99999/", "port-out-of-range", 9,
			`whatwg: parse "http://h:99999/": offset 9: port-out-of-range: expected a port up to 65535, found "99999"`},
		{"http://h:8a/", "port-invalid", 10, ""},
		{"http://u@/", "host-missing", 9, ""},
		{"http://:80/", "host-missing", 7, ""},
		{"http:///", "host-missing", 8, ""},
		{"  http://[::1/x", "IPv6-unclosed", 13, ""},
		{"http://[1:2]/", "IPv6-too-few-pieces", 11, ""},
		{"http://1.2.3.256/", "IPv4-out-of-range-part", 13, ""},
		{"http://%31.256.0.1/", "IPv4-out-of-range-part", 7, ""}, // found after decoding: the host's start
		{"sc://a<b/", "host-invalid-code-point", 6, ""},
		{"file://a<b/", "domain-invalid-code-point", 8, ""},
		{"http://\u00e9<x/", "domain-invalid-code-point", 7, ""},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in, nil)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want %s", tt.in, err, tt.code)
			continue
		}
		if e.Code != tt.code || e.Offset != tt.off || e.Input != tt.in || e.Op != "parse" {
			t.Errorf("Parse(%q): %v, want %s at offset %d", tt.in, err, tt.code, tt.off)
		}
		if tt.msg != "" && err.Error() != tt.msg {
			t.Errorf("Parse(%q): error %q, want %q", tt.in, err, tt.msg)
		}
	}
}

// TestWarnings checks the validation errors that do not stop the parser:
// the first of each kind, with its byte offset.
func TestWarnings(t *testing.T) {
	tests := []struct {
		in   string
		want []Warning
	}{
		{"http://h/", nil},
		{" http://h/", []Warning{{0, "invalid-URL-unit"}}},
		{"http://h/\n", []Warning{{9, "invalid-URL-unit"}}},
		{"http://h/a\tb", []Warning{{10, "invalid-URL-unit"}}},
		{"https:example.org", []Warning{{6, "special-scheme-missing-following-solidus"}}},
		{"file:/x", []Warning{{5, "special-scheme-missing-following-solidus"}}},
		{"http:\\\\h\\p", []Warning{{5, "special-scheme-missing-following-solidus"}, {8, "invalid-reverse-solidus"}}},
		{"http://u:p@h/", []Warning{{10, "invalid-credentials"}}},
		{"http://h/%zz é", []Warning{{9, "invalid-URL-unit"}}},
		{"http://0x7f.1/", []Warning{{7, "IPv4-non-decimal-part"}}},
		{"file:///C|/x", []Warning{{9, "invalid-URL-unit"}}},
		{"file://C|/x", []Warning{{7, "file-invalid-Windows-drive-letter-host"}}},
		{"sc://%zz/", []Warning{{5, "invalid-URL-unit"}}},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in, nil)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if !slices.Equal(u.Warnings, tt.want) {
			t.Errorf("Parse(%q).Warnings = %v, want %v", tt.in, u.Warnings, tt.want)
		}
	}
}

// TestURLHost checks what Parse records about the host: the host a browser
// reaches, its kind, the steps that changed it and the host as written.
func TestURLHost(t *testing.T) {
	tests := []struct {
		in, base   string
		host, raw  string
		kind       HostKind
		steps      Steps
		hasHost    bool
		href, path string
	}{
		{"http://0x7F.1/", "", "127.0.0.1", "0x7F.1", IPv4, Lowercased | IPv4Hex | IPv4Short, true, "http://127.0.0.1/", "/"},
		{"http://evil.com\\@good.com/", "", "evil.com", "evil.com", Domain, 0, true, "http://evil.com/@good.com/", "/@good.com/"},
		{"http://a%2Eb/", "", "a.b", "a%2Eb", Domain, PercentDecoded, true, "http://a.b/", "/"},
		{"https://x/p", "", "x", "x", Domain, 0, true, "https://x/p", "/p"},
		{"/q", "http://B\u00fc/p", "xn--b-eha", "B\u00fc", Domain, Lowercased | IDNAMapped, true, "http://xn--b-eha/q", "/q"},
		{"file://localhost/x", "", "", "localhost", EmptyHost, 0, true, "file:///x", "/x"},
		{"sc:x", "", "", "", NoHost, 0, false, "sc:x", "x"},
		{"sc://H%41/", "", "H%41", "H%41", OpaqueHost, 0, true, "sc://H%41/", "/"},
	}
	for _, tt := range tests {
		var base *URL
		if tt.base != "" {
			var err error
			if base, err = Parse(tt.base, nil); err != nil {
				t.Fatal(err)
			}
		}
		u, err := Parse(tt.in, base)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if u.Host != tt.host || u.RawHost != tt.raw || u.HostKind != tt.kind || u.HostSteps != tt.steps ||
			u.HasHost != tt.hasHost || u.String() != tt.href || u.Path != tt.path {
			t.Errorf("Parse(%q) = %q host %q raw %q %v %v %v path %q, want %q host %q raw %q %v %v %v path %q", tt.in,
				u, u.Host, u.RawHost, u.HostKind, u.HostSteps, u.HasHost, u.Path,
				tt.href, tt.host, tt.raw, tt.kind, tt.steps, tt.hasHost, tt.path)
		}
	}
}

// TestSerialize covers the URL serializer's corner cases: the "/." that
// keeps a path starting with an empty segment from reading as an
// authority, opaque paths ending in spaces, and null versus empty query
// and fragment.
func TestSerialize(t *testing.T) {
	tests := []struct{ in, href, search, hash string }{
		{"web+demo:/.//not-a-host/", "web+demo:/.//not-a-host/", "", ""},
		{"web+demo:/path/..//not-a-host/", "web+demo:/.//not-a-host/", "", ""},
		{"sc:a ?q", "sc:a%20?q", "?q", ""},
		{"sc:a  #f", "sc:a %20#f", "", "#f"},
		{"http://h/?#", "http://h/?#", "", ""},
		{"http://h/p", "http://h/p", "", ""},
		{"http://u:@h:80/", "http://u@h/", "", ""},
		{"http://:p@h:81/", "http://:p@h:81/", "", ""},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in, nil)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if u.String() != tt.href || u.Search() != tt.search || u.Hash() != tt.hash {
			t.Errorf("Parse(%q) = %q %q %q, want %q %q %q", tt.in, u, u.Search(), u.Hash(), tt.href, tt.search, tt.hash)
		}
		v, err := Parse(u.String(), nil)
		if err != nil || v.String() != u.String() {
			t.Errorf("Parse(%q) = %v, %v: not idempotent", u.String(), v, err)
		}
	}
}

// TestInvalidUTF8 checks that invalid UTF-8 is read as the Encoding
// Standard's UTF-8 decoder reads it: one U+FFFD for each maximal
// ill-formed subsequence, not one for each byte.
func TestInvalidUTF8(t *testing.T) {
	const fffd = "%EF%BF%BD"
	tests := []struct{ in, path string }{
		{"sc:\xe2\x82a", fffd + "a"},
		{"sc:\xf0\x80", fffd + fffd},
		{"sc:\xed\xa0\x80", fffd + fffd + fffd}, // a surrogate
		{"sc:\xf4\x90\x80\x80", fffd + fffd + fffd + fffd},
		{"sc:\xc0\xaf", fffd + fffd},
		{"sc:\xf0\x9f\x98\x80", "%F0%9F%98%80"},
		{"sc:\xf0\x9f\x98", fffd},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in, nil)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if u.Path != tt.path {
			t.Errorf("Parse(%q).Path = %q, want %q", tt.in, u.Path, tt.path)
		}
	}
}

// TestEncodeSets checks the percent-encode sets ("Percent-encoded bytes")
// against the printable ASCII code points the standard lists for each.
func TestEncodeSets(t *testing.T) {
	want := map[encodeSet]string{
		c0ControlSet:    "",
		fragmentSet:     " \"<>`",
		querySet:        " \"#<>",
		specialQuerySet: " \"#'<>",
		pathSet:         " \"#<>?^`{}",
		userinfoSet:     " \"#/:;<=>?@[\\]^`{|}",
	}
	for s := range numEncodeSets {
		var got []byte
		for c := 0x20; c < 0x7f; c++ {
			if encodeTable[s][c] {
				got = append(got, byte(c))
			}
		}
		if string(got) != want[s] {
			t.Errorf("set %d holds %q, want %q", s, got, want[s])
		}
		for _, c := range []rune{0, 0x1f, 0x7f, 0x80, 0xe9} {
			if c < 0x80 && !encodeTable[s][c] || !inSet(s, c) {
				t.Errorf("set %d misses %U", s, c)
			}
		}
	}
}

func TestSpecialSchemes(t *testing.T) {
	for scheme, port := range map[string]string{"ftp": "21", "file": "", "http": "80", "https": "443", "ws": "80", "wss": "443"} {
		if !IsSpecial(scheme) || DefaultPort(scheme) != port {
			t.Errorf("%s: IsSpecial %v DefaultPort %q, want true %q", scheme, IsSpecial(scheme), DefaultPort(scheme), port)
		}
	}
	for _, scheme := range []string{"", "HTTP", "sc", "gopher"} {
		if IsSpecial(scheme) || DefaultPort(scheme) != "" {
			t.Errorf("%q is special", scheme)
		}
	}
}
