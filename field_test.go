package uri_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/abnf-uri/uri"
)

// redirectPolicy is the policy of an OAuth 2.0 redirection endpoint (RFC
// 6749 §3.1.2: an absolute URI without a fragment; §3.1.2.1: TLS) on the
// client's own hosts.
type redirectPolicy struct{}

func (redirectPolicy) Policy() uri.Policy {
	return uri.Policy{Schemes: []string{"https"}, RequireHost: true, NoFragment: true, Hosts: []string{"app.example.com"}}
}

type config struct {
	Base     uri.Absolute                  `json:"base,omitzero"`
	Redirect uri.Checked[redirectPolicy]   `json:"redirect,omitzero"`
	Any      uri.URI                       `json:"any,omitzero"`
	List     []uri.Checked[redirectPolicy] `json:"list,omitempty"`
}

// decodeText decodes fields from strings as YAML, TOML and env-var
// libraries do for a type that is an encoding.TextUnmarshaler: by its
// json tag, calling UnmarshalText on the field with the text.
func decodeText(fields map[string]string, v any) error {
	rv := reflect.ValueOf(v).Elem()
	for i := 0; i < rv.NumField(); i++ {
		name, _, _ := strings.Cut(rv.Type().Field(i).Tag.Get("json"), ",")
		text, ok := fields[name]
		if !ok {
			continue
		}
		tu, ok := rv.Field(i).Addr().Interface().(encoding.TextUnmarshaler)
		if !ok {
			continue
		}
		if err := tu.UnmarshalText([]byte(text)); err != nil {
			return err
		}
	}
	return nil
}

// TestFields decodes configuration fields through encoding/json and
// through encoding.TextUnmarshaler, as a YAML library does: Absolute
// takes a URI (RFC 3986 §3) only, Checked what its policy accepts, and
// URI any URI reference (§4.1).
func TestFields(t *testing.T) {
	for _, tt := range []struct {
		field, text string
		rule        string // "" for none; "syntax" for a *SyntaxError
	}{
		{"base", "https://example.com/", ""},
		{"base", "https://example.com/doc#intro", ""}, // §3 allows a fragment
		{"base", "urn:isbn:0451450523", ""},
		{"base", "", "scheme"},
		{"base", "/relative", "scheme"},
		{"base", "example.com", "scheme"},
		{"base", "42", "scheme"}, // YAML's 42, as text
		{"base", "https://example.com:99999/", "port"},
		{"base", "https://1.2.3.400/", "ipv4"},
		{"base", "https://a b/", "syntax"},

		{"redirect", "https://app.example.com/cb", ""},
		{"redirect", "https://APP.example.com/cb?x=1", ""},
		{"redirect", "", "scheme"},
		{"redirect", "http://app.example.com/cb", "scheme"},
		{"redirect", "https://app.example.com/cb#x", "fragment"},
		{"redirect", "https://evil.example/cb", "host"},
		{"redirect", "https:/cb", "host"},

		{"any", "", ""},
		{"any", "/relative", ""},
		{"any", "42", ""},
	} {
		for _, how := range []string{"json", "text"} {
			var c config
			var err error
			if how == "json" {
				b, _ := json.Marshal(map[string]string{tt.field: tt.text})
				err = json.Unmarshal(b, &c)
			} else {
				err = decodeText(map[string]string{tt.field: tt.text}, &c)
			}
			got := map[string]string{"base": c.Base.String(), "redirect": c.Redirect.String(), "any": c.Any.String()}[tt.field]
			var pe *uri.PolicyError
			var se *uri.SyntaxError
			switch {
			case tt.rule == "" && (err != nil || got != tt.text):
				t.Errorf("%s %s %q: %q, %v", how, tt.field, tt.text, got, err)
			case tt.rule == "":
			case got != "":
				t.Errorf("%s %s %q: %q with %v", how, tt.field, tt.text, got, err)
			case tt.rule == "syntax" && !errors.As(err, &se):
				t.Errorf("%s %s %q: %v, want a syntax error", how, tt.field, tt.text, err)
			case tt.rule != "syntax" && (!errors.As(err, &pe) || pe.Rule != tt.rule):
				t.Errorf("%s %s %q: %v, want rule %s", how, tt.field, tt.text, err, tt.rule)
			}
		}
	}
	// A JSON number is no string: encoding/json refuses it before
	// UnmarshalText.
	var c config
	if err := json.Unmarshal([]byte(`{"base": 42}`), &c); err == nil {
		t.Errorf("base 42: no error")
	}
	// On error the field keeps its value.
	c.Base.URI = uri.MustParse("https://kept.example/")
	if err := c.Base.UnmarshalText([]byte("x")); err == nil || c.Base.String() != "https://kept.example/" {
		t.Errorf("Absolute after an error: %q, %v", c.Base, err)
	}
}

// TestFieldsOmit: omitzero omits a zero URI, Absolute and Checked;
// omitempty omits none of them, for they are structs, and the round trip
// through JSON gives the same values.
func TestFieldsOmit(t *testing.T) {
	b, err := json.Marshal(config{})
	if err != nil || string(b) != `{}` {
		t.Errorf("zero config: %s, %v", b, err)
	}
	type empty struct {
		U uri.URI      `json:"u,omitempty"`
		A uri.Absolute `json:"a,omitempty"`
	}
	b, err = json.Marshal(empty{})
	if err != nil || string(b) != `{"u":"","a":""}` {
		t.Errorf("omitempty: %s, %v", b, err)
	}
	var c config
	in := `{"base":"https://a/","redirect":"https://app.example.com/cb","any":"x","list":["https://app.example.com/1"]}`
	if err := json.Unmarshal([]byte(in), &c); err != nil {
		t.Fatal(err)
	}
	if b, err := json.Marshal(c); err != nil || string(b) != in {
		t.Errorf("round trip: %s, %v", b, err)
	}
	if err := json.Unmarshal([]byte(`{"list":["https://app.example.com/1","https://x.example/"]}`), &c); err == nil {
		t.Errorf("list with a host not allowed: no error")
	}
}
