package uri_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/ast"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/parser"
)

// The package reads components with its own generated parser, which keeps
// only the spans of components (Find). They must be what the full parse
// tree of package parser says, on every input.

// treeParts reads the components of s out of its full parse tree.
func treeParts(t *ast.Tree) uri.Parts {
	var p uri.Parts
	for i := 0; i < len(t.Records); i++ {
		r := t.Records[i]
		text := t.Source[r.Pos:r.End]
		switch r.Kind {
		case ast.KindScheme:
			p.Scheme, p.HasScheme = text, true
		case ast.KindAuthority:
			p.HasAuthority = true
		case ast.KindUserinfo:
			p.Userinfo, p.HasUserinfo = text, true
		case ast.KindHost:
			p.Host = text
			switch t.Records[i+1].Kind {
			case ast.KindIPv4Address:
				p.HostKind = uri.IPv4
			case ast.KindIPLiteral:
				p.HostKind = uri.IPv6
				if t.Records[i+2].Kind == ast.KindIPvFuture {
					p.HostKind = uri.IPvFuture
				}
			default:
				p.HostKind = uri.RegName
			}
		case ast.KindPort:
			p.Port, p.HasPort = text, true
		case ast.KindPathAbempty, ast.KindPathAbsolute, ast.KindPathNoscheme, ast.KindPathRootless, ast.KindPathEmpty:
			p.Path = text
		case ast.KindQuery:
			p.Query, p.HasQuery = text, true
		case ast.KindFragment:
			p.Fragment, p.HasFragment = text, true
		}
	}
	return p
}

func componentsDiffer(in string) string {
	tree, terr := parser.Parse(parser.URIReference, in)
	u, err := uri.Parse(in)
	switch {
	case (terr == nil) != (err == nil):
		return "parser.Parse: " + errText(terr) + "; uri.Parse: " + errText(err)
	case err != nil:
		return ""
	}
	if got, want := u.Parts(), treeParts(tree); got != want {
		return "uri.Parse parts differ from the tree's"
	}
	if u.String() != in {
		return "String() is not the input"
	}
	return ""
}

func errText(err error) string {
	if err == nil {
		return "ok"
	}
	return err.Error()
}

func TestComponentsAgree(t *testing.T) {
	var inputs []string
	for _, lines := range corpusOrNil() {
		inputs = append(inputs, lines...)
	}
	g := rfc3986()
	s := sample.New(g, 7)
	for range 20000 {
		in, _ := s.Sample(g.Rule("URI-reference"))
		inputs = append(inputs, in, s.Mutate(in))
	}
	bad := 0
	for _, in := range inputs {
		if d := componentsDiffer(in); d != "" {
			if bad++; bad <= 10 {
				t.Errorf("%q: %s", in, d)
			}
		}
	}
	t.Logf("%d inputs, %d disagreements", len(inputs), bad)
}
