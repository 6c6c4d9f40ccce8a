package uri_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"testing"

	"github.com/abnf-uri/uri"
)

var (
	_ encoding.TextMarshaler   = uri.URI{}
	_ encoding.TextUnmarshaler = (*uri.URI)(nil)
)

// TestJSON checks that a URI in a struct is written to JSON as its text
// and read back from a string, absent and empty components kept; that an
// invalid string is an error that names where it goes wrong; and that the
// zero URI is the empty string.
func TestJSON(t *testing.T) {
	type config struct {
		Endpoint uri.URI   `json:"endpoint"`
		Mirrors  []uri.URI `json:"mirrors"`
		Base     *uri.URI  `json:"base,omitempty"`
	}
	in := config{
		Endpoint: uri.MustParse("https://user@example.com:8443/api?#"),
		Mirrors:  []uri.URI{uri.MustParse("//h/p"), uri.MustParse("")},
	}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"endpoint":"https://user@example.com:8443/api?#","mirrors":["//h/p",""]}`; string(b) != want {
		t.Errorf("json.Marshal = %s, want %s", b, want)
	}
	var out config
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if out.Endpoint != in.Endpoint || len(out.Mirrors) != 2 || out.Mirrors[0] != in.Mirrors[0] || out.Mirrors[1] != in.Mirrors[1] || out.Base != nil {
		t.Errorf("json.Unmarshal(%s) = %+v, want %+v", b, out, in)
	}
	if q, ok := out.Endpoint.Query(); !ok || q != "" {
		t.Errorf("the empty query is lost: %q, %v", q, ok)
	}
	if err := json.Unmarshal([]byte(`{"base":"http://a/"}`), &out); err != nil || out.Base == nil || out.Base.String() != "http://a/" {
		t.Errorf("json.Unmarshal into *uri.URI: %v, %v", out.Base, err)
	}

	// An invalid URI is an error, and leaves the field as it was.
	keep := out.Endpoint
	err = json.Unmarshal([]byte(`{"endpoint":"http://exa mple.com/"}`), &out)
	var se *uri.SyntaxError
	if !errors.As(err, &se) || se.Offset != 10 || se.Component != "host" {
		t.Errorf("json.Unmarshal of an invalid URI: %v", err)
	}
	if out.Endpoint != keep {
		t.Errorf("json.Unmarshal of an invalid URI changed the field to %q", out.Endpoint)
	}

	var zero uri.URI
	if b, err := zero.MarshalText(); err != nil || string(b) != "" {
		t.Errorf("zero.MarshalText() = %q, %v", b, err)
	}
}

// TestFlag checks that a URI is a flag value through flag.TextVar.
func TestFlag(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var u uri.URI
	fs.TextVar(&u, "base", uri.MustParse("http://default/"), "base URI")
	if u.String() != "http://default/" {
		t.Errorf("default %q", u)
	}
	if err := fs.Parse([]string{"-base", "https://a/b?c"}); err != nil || u.String() != "https://a/b?c" {
		t.Errorf("-base: %q, %v", u, err)
	}
	if err := fs.Parse([]string{"-base", "http://[::1"}); err == nil {
		t.Errorf("-base http://[::1: no error")
	}
}
