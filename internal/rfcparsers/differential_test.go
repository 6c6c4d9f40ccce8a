package rfcparsers

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	"github.com/abnf-uri/uri/grammar"
	iriast "github.com/abnf-uri/uri/internal/rfcparsers/iri/ast"
	iri "github.com/abnf-uri/uri/internal/rfcparsers/iri/parser"
	zoneast "github.com/abnf-uri/uri/internal/rfcparsers/zone/ast"
	zone "github.com/abnf-uri/uri/internal/rfcparsers/zone/parser"
)

// A subject is a generated parser of one rule with the grammar it was
// generated from: what the differential test compares with the matcher.
type subject struct {
	name, rule string
	grammar    *abnf.Grammar
	nodes      []string
	// parse returns the shape of the tree, kind[pos,end](children...),
	// or the error's offset and expectation.
	parse  func(s string) (tree string, offset int, expected string, ok bool)
	inputs []string // written by hand: non-ASCII, invalid UTF-8, zones
}

func subjects(t *testing.T) []subject {
	load := func(files, updates []string) *abnf.Grammar {
		g, err := abnf.Loader{FS: grammar.FS}.Load(files, updates)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	return []subject{
		{
			name: "RFC 3987 IRI-reference", rule: "IRI-reference",
			grammar: load([]string{grammar.RFC3987}, nil),
			nodes:   strings.Split("IRI,irelative-ref,scheme,iauthority,iuserinfo,ihost,IP-literal,IPv4address,IPv6address,IPvFuture,ireg-name,port,ipath-abempty,ipath-absolute,ipath-noscheme,ipath-rootless,ipath-empty,iquery,ifragment", ","),
			parse: func(s string) (string, int, string, bool) {
				tr, err := iri.Parse(iri.IRIReference, s)
				if err != nil {
					e := err.(*iri.Error)
					return "", e.Offset, e.Expected, false
				}
				return shape(records(len(tr.Records), func(i int) (iriast.Kind, int32, int32, int32) {
					r := tr.Records[i]
					return r.Kind, r.Pos, r.End, r.Next
				})), 0, "", true
			},
			inputs: []string{
				"https://résumé.example/ü?q=€#f", "http://例え.テスト/パス", "http://[::1]/ø", "?\U000F0000", "#\U000F0000",
				"http://a/\xff", "http://a/\xc3", "http://a/\xed\xa0\x80", "http://a/\u200f", "\u00a0", "http://a b",
				"http://\uFDD0/", "ö:x", "//ü@ü:1/ü", "http://a/\U0010FFFD", "http://a/?\U0010FFFD",
			},
		},
		{
			name: "RFC 3986 URI-reference updated by RFC 6874", rule: "URI-reference",
			grammar: load([]string{grammar.RFC3986}, []string{grammar.RFC6874}),
			nodes:   strings.Split("URI,relative-ref,scheme,authority,host,IP-literal,IPv6address,IPv6addrz,ZoneID,IPvFuture,reg-name,port,query,fragment", ","),
			parse: func(s string) (string, int, string, bool) {
				tr, err := zone.Parse(zone.URIReference, s)
				if err != nil {
					e := err.(*zone.Error)
					return "", e.Offset, e.Expected, false
				}
				return shape(records(len(tr.Records), func(i int) (zoneast.Kind, int32, int32, int32) {
					r := tr.Records[i]
					return r.Kind, r.Pos, r.End, r.Next
				})), 0, "", true
			},
			inputs: []string{
				"http://[fe80::1%25eth0]/", "http://[fe80::1%25%65th0]:80/", "http://[fe80::1%eth0]/", "http://[fe80::1%25]/",
				"http://[::1%25x%2]/", "http://[v1.x%25a]/", "//[1::2:3%25é]", "http://[fe80::1%25eth0",
			},
		},
	}
}

// A rec is a node of a tree in pre-order: Next is the index after its
// subtree.
type rec struct {
	name           string
	pos, end, next int
}

// shape writes a tree as kind[pos,end](children...).
func shape(recs []rec) string {
	var b strings.Builder
	var write func(i int) int
	write = func(i int) int {
		r := recs[i]
		fmt.Fprintf(&b, "%s[%d,%d]", r.name, r.pos, r.end)
		if j := i + 1; j < r.next {
			b.WriteByte('(')
			for j < r.next {
				if j > i+1 {
					b.WriteByte(' ')
				}
				j = write(j)
			}
			b.WriteByte(')')
		}
		return r.next
	}
	write(0)
	return b.String()
}

// records converts generated records to recs.
func records[K interface{ String() string }](n int, at func(int) (K, int32, int32, int32)) []rec {
	out := make([]rec, n)
	for i := range out {
		k, pos, end, next := at(i)
		out[i] = rec{k.String(), int(pos), int(end), int(next)}
	}
	return out
}

// TestDifferential compares the generated parsers with the reference
// matcher on strings sampled from each grammar, mutations of them and
// inputs written by hand, non-ASCII and invalid UTF-8 among them: the
// same verdict, the same offset and expectations on failure, the same tree.
func TestDifferential(t *testing.T) {
	for _, sub := range subjects(t) {
		t.Run(sub.name, func(t *testing.T) {
			m, err := match.New(sub.grammar)
			if err != nil {
				t.Fatal(err)
			}
			m.SetNodes(append(slices.Clone(sub.nodes), sub.rule))
			s := sample.New(sub.grammar, 3987)
			r := sub.grammar.Rule(sub.rule)
			inputs := slices.Clone(sub.inputs)
			n := 400
			if testing.Short() {
				n = 40
			}
			for range n {
				if str, ok := s.Sample(r); ok {
					inputs = append(inputs, str, s.Mutate(str))
				}
			}
			bad := 0
			for _, in := range inputs {
				if d := differ(m, sub, in); d != "" {
					t.Errorf("%q: %s", in, d)
					if bad++; bad > 10 {
						t.FailNow()
					}
				}
			}
			t.Logf("%d inputs", len(inputs))
		})
	}
}

func differ(m *match.Matcher, sub subject, in string) string {
	want, err := m.Match(sub.rule, in, true)
	if err != nil {
		return err.Error()
	}
	tree, off, exp, ok := sub.parse(in)
	switch {
	case ok != want.OK:
		return fmt.Sprintf("parser ok=%v, matcher ok=%v", ok, want.OK)
	case !ok:
		if off != want.Offset || !want.Expects(exp) {
			return fmt.Sprintf("parser: offset %d: expected %s; matcher: offset %d: %s", off, exp, want.Offset, want.Message())
		}
		return ""
	}
	if got := match.Shape(want.Tree); tree != got {
		return fmt.Sprintf("tree\n  %s\nmatcher\n  %s", tree, got)
	}
	return ""
}
