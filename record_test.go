package uri

import (
	"reflect"
	"testing"

	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/internal/ref"
)

// TestRecordLayout checks that the spans parser.FindURIReference fills
// are a ref.Spans: each component's node in the slots of its
// ref.Component, so that a URI's record is the parser's, unconverted.
func TestRecordLayout(t *testing.T) {
	var sp ast.Spans
	for i := range sp {
		sp[i] = int32(i)
	}
	for c, k := range map[ref.Component]ast.Kind{
		ref.Scheme: ast.KindScheme, ref.Authority: ast.KindAuthority, ref.Userinfo: ast.KindUserinfo,
		ref.Host: ast.KindHost, ref.Port: ast.KindPort, ref.Query: ast.KindQuery, ref.Fragment: ast.KindFragment,
	} {
		if pos, end, ok := sp.Get(k); !ok || pos != 2*int(c) || end != 2*int(c)+1 {
			t.Errorf("%v: slots %d, %d (%v), want %d, %d", k, pos, end, ok, 2*c, 2*c+1)
		}
	}
	if len(sp) != len(ref.Spans{}) {
		t.Errorf("ast.Spans has %d slots, ref.Spans %d", len(sp), len(ref.Spans{}))
	}
}

// TestRefLayout checks that a URI is a ref.Ref and nothing else, so that
// ref.As and ref.Of convert between them (packages iri and zone hand
// records to package uri that way).
func TestRefLayout(t *testing.T) {
	typ := reflect.TypeFor[URI]()
	if typ.NumField() != 1 || typ.Field(0).Type != reflect.TypeFor[ref.Ref]() || typ.Size() != reflect.TypeFor[ref.Ref]().Size() {
		t.Fatalf("URI is not a struct of one ref.Ref")
	}
	u := MustParse("http://u@h:1/p?q#f")
	if v := ref.As[URI](ref.Of(u)); v != u {
		t.Errorf("As(Of(%q)) = %q", u, v)
	}
}
