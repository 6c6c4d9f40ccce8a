package uri_test

import (
	"fmt"
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
)

// The package reads components with its generated parser, which keeps
// only the spans of components (Find), and derives the rest (the kind of
// host, the path) from their text. They must be what the full parse tree
// of the reference matcher says, on every input: differ checks it on the
// corpora and on samples of URI-reference, TestComponentsAgree on more
// samples.

// treeParts reads the components of in out of its parse tree (with the
// nodes of treeRules), as package uri's Parts gives them.
func treeParts(in string, tree []match.Node) uri.Parts {
	var p uri.Parts
	// child returns the node after node i when it is a child of i.
	child := func(i int) (match.Node, bool) {
		if i+1 < len(tree) && tree[i+1].Parent == i {
			return tree[i+1], true
		}
		return match.Node{}, false
	}
	for i, n := range tree {
		text := in[n.Pos:n.End]
		switch n.Rule {
		case "scheme":
			p.Scheme, p.HasScheme = text, true
		case "authority":
			p.HasAuthority = true
		case "userinfo":
			p.Userinfo, p.HasUserinfo = text, true
		case "host":
			p.Host = text
			p.HostKind = uri.RegName
			switch c, _ := child(i); c.Rule {
			case "IPv4address":
				p.HostKind = uri.IPv4
			case "IP-literal":
				p.HostKind = uri.IPv6
				if c, _ := child(i + 1); c.Rule == "IPvFuture" {
					p.HostKind = uri.IPvFuture
				}
			}
		case "port":
			p.Port, p.HasPort = text, true
		case "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty":
			p.Path = text
		case "query":
			p.Query, p.HasQuery = text, true
		case "fragment":
			p.Fragment, p.HasFragment = text, true
		}
	}
	return p
}

// componentsDiffer compares uri.Parse on in with want, the matcher's
// result for URI-reference on in, and describes the first difference, or
// returns "".
func componentsDiffer(in string, want *match.Result) string {
	u, err := uri.Parse(in)
	switch {
	case want.OK != (err == nil):
		return fmt.Sprintf("uri.Parse: %s; matcher ok=%v", errText(err), want.OK)
	case err != nil:
		return ""
	}
	if got, exp := u.Parts(), treeParts(in, want.Tree); got != exp {
		type fields uri.Parts // printed field by field, not by Parts.String
		return fmt.Sprintf("uri.Parse parts\n  %+v\nmatcher\n  %+v", fields(got), fields(exp))
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

// TestComponentsAgree compares package uri's components with the
// matcher's tree on strings sampled from URI-reference and mutations of
// them; TestDifferentialCorpora compares them on the corpora.
func TestComponentsAgree(t *testing.T) {
	t.Parallel()
	g := rfc3986()
	m := newMatcher(t)
	s := sample.New(g, 7)
	bad, total := 0, 0
	for range 20000 {
		in, _ := s.Sample(g.Rule("URI-reference"))
		for _, in := range []string{in, s.Mutate(in)} {
			total++
			want, err := m.Match("URI-reference", in, true)
			if err != nil {
				t.Fatal(err)
			}
			if d := componentsDiffer(in, want); d != "" {
				if bad++; bad <= 10 {
					t.Errorf("%q: %s", in, d)
				}
			}
		}
	}
	t.Logf("%d inputs, %d disagreements", total, bad)
}
