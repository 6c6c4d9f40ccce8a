package golden_test

// The tests of the generated examples (see doc.go): tables of inputs with
// the tree or the error each example's parser must give (TestGolden), the
// same parsers against the reference matcher on those inputs, on strings
// sampled from the grammars and their mutations, and on every short
// string (TestDifferential*), and the API of the generated packages.

import (
	"fmt"
	"iter"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/match"
	"github.com/abnf-uri/uri/gen/sample"
	adjacentrepast "github.com/abnf-uri/uri/internal/golden/adjacentrep/ast"
	adjacentrep "github.com/abnf-uri/uri/internal/golden/adjacentrep/parser"
	alternationast "github.com/abnf-uri/uri/internal/golden/alternation/ast"
	alternation "github.com/abnf-uri/uri/internal/golden/alternation/parser"
	altprefixast "github.com/abnf-uri/uri/internal/golden/altprefix/ast"
	altprefix "github.com/abnf-uri/uri/internal/golden/altprefix/parser"
	ambiguousast "github.com/abnf-uri/uri/internal/golden/ambiguous/ast"
	ambiguous "github.com/abnf-uri/uri/internal/golden/ambiguous/parser"
	ambiguoustablesast "github.com/abnf-uri/uri/internal/golden/ambiguoustables/ast"
	ambiguoustables "github.com/abnf-uri/uri/internal/golden/ambiguoustables/parser"
	charvalast "github.com/abnf-uri/uri/internal/golden/charval/ast"
	charval "github.com/abnf-uri/uri/internal/golden/charval/parser"
	codepointsast "github.com/abnf-uri/uri/internal/golden/codepoints/ast"
	codepoints "github.com/abnf-uri/uri/internal/golden/codepoints/parser"
	concatenationast "github.com/abnf-uri/uri/internal/golden/concatenation/ast"
	concatenation "github.com/abnf-uri/uri/internal/golden/concatenation/parser"
	corerulesast "github.com/abnf-uri/uri/internal/golden/corerules/ast"
	corerules "github.com/abnf-uri/uri/internal/golden/corerules/parser"
	dotconcatast "github.com/abnf-uri/uri/internal/golden/dotconcat/ast"
	dotconcat "github.com/abnf-uri/uri/internal/golden/dotconcat/parser"
	emptycharast "github.com/abnf-uri/uri/internal/golden/emptychar/ast"
	emptychar "github.com/abnf-uri/uri/internal/golden/emptychar/parser"
	emptyloopast "github.com/abnf-uri/uri/internal/golden/emptyloop/ast"
	emptyloop "github.com/abnf-uri/uri/internal/golden/emptyloop/parser"
	emptylooptablesast "github.com/abnf-uri/uri/internal/golden/emptylooptables/ast"
	emptylooptables "github.com/abnf-uri/uri/internal/golden/emptylooptables/parser"
	groupast "github.com/abnf-uri/uri/internal/golden/group/ast"
	group "github.com/abnf-uri/uri/internal/golden/group/parser"
	hostast "github.com/abnf-uri/uri/internal/golden/host/ast"
	host "github.com/abnf-uri/uri/internal/golden/host/parser"
	hosttablesast "github.com/abnf-uri/uri/internal/golden/hosttables/ast"
	hosttables "github.com/abnf-uri/uri/internal/golden/hosttables/parser"
	listsast "github.com/abnf-uri/uri/internal/golden/lists/ast"
	lists "github.com/abnf-uri/uri/internal/golden/lists/parser"
	liststablesast "github.com/abnf-uri/uri/internal/golden/liststables/ast"
	liststables "github.com/abnf-uri/uri/internal/golden/liststables/parser"
	namesast "github.com/abnf-uri/uri/internal/golden/names/ast"
	names "github.com/abnf-uri/uri/internal/golden/names/parser"
	nestedgroupsast "github.com/abnf-uri/uri/internal/golden/nestedgroups/ast"
	nestedgroups "github.com/abnf-uri/uri/internal/golden/nestedgroups/parser"
	numvalast "github.com/abnf-uri/uri/internal/golden/numval/ast"
	numval "github.com/abnf-uri/uri/internal/golden/numval/parser"
	optionast "github.com/abnf-uri/uri/internal/golden/option/ast"
	option "github.com/abnf-uri/uri/internal/golden/option/parser"
	proseast "github.com/abnf-uri/uri/internal/golden/prose/ast"
	prose "github.com/abnf-uri/uri/internal/golden/prose/parser"
	rangesast "github.com/abnf-uri/uri/internal/golden/ranges/ast"
	ranges "github.com/abnf-uri/uri/internal/golden/ranges/parser"
	recursionast "github.com/abnf-uri/uri/internal/golden/recursion/ast"
	recursion "github.com/abnf-uri/uri/internal/golden/recursion/parser"
	repetitionast "github.com/abnf-uri/uri/internal/golden/repetition/ast"
	repetition "github.com/abnf-uri/uri/internal/golden/repetition/parser"
	toolargeast "github.com/abnf-uri/uri/internal/golden/toolarge/ast"
	toolarge "github.com/abnf-uri/uri/internal/golden/toolarge/parser"
)

// packages are the generated packages of each example, by name.
var packages = map[string]generated{
	"alternation": newGenerated(alternation.Rules, alternation.Validate, alternation.Parse, alternation.Append, alternation.Find, (*alternationast.Spans).Get,
		func(s string, r []alternationast.Record) *alternationast.Tree {
			return &alternationast.Tree{Source: s, Records: r}
		},
		(*alternationast.Tree).Root, alternationast.Children,
		func(e *alternation.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"concatenation": newGenerated(concatenation.Rules, concatenation.Validate, concatenation.Parse, concatenation.Append, concatenation.Find, (*concatenationast.Spans).Get,
		func(s string, r []concatenationast.Record) *concatenationast.Tree {
			return &concatenationast.Tree{Source: s, Records: r}
		},
		(*concatenationast.Tree).Root, concatenationast.Children,
		func(e *concatenation.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"repetition": newGenerated(repetition.Rules, repetition.Validate, repetition.Parse, repetition.Append, repetition.Find, (*repetitionast.Spans).Get,
		func(s string, r []repetitionast.Record) *repetitionast.Tree {
			return &repetitionast.Tree{Source: s, Records: r}
		},
		(*repetitionast.Tree).Root, repetitionast.Children,
		func(e *repetition.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"option": newGenerated(option.Rules, option.Validate, option.Parse, option.Append, option.Find, (*optionast.Spans).Get,
		func(s string, r []optionast.Record) *optionast.Tree { return &optionast.Tree{Source: s, Records: r} },
		(*optionast.Tree).Root, optionast.Children,
		func(e *option.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"group": newGenerated(group.Rules, group.Validate, group.Parse, group.Append, group.Find, (*groupast.Spans).Get,
		func(s string, r []groupast.Record) *groupast.Tree { return &groupast.Tree{Source: s, Records: r} },
		(*groupast.Tree).Root, groupast.Children,
		func(e *group.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"nestedgroups": newGenerated(nestedgroups.Rules, nestedgroups.Validate, nestedgroups.Parse, nestedgroups.Append, nestedgroups.Find, (*nestedgroupsast.Spans).Get,
		func(s string, r []nestedgroupsast.Record) *nestedgroupsast.Tree {
			return &nestedgroupsast.Tree{Source: s, Records: r}
		},
		(*nestedgroupsast.Tree).Root, nestedgroupsast.Children,
		func(e *nestedgroups.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"charval": newGenerated(charval.Rules, charval.Validate, charval.Parse, charval.Append, charval.Find, (*charvalast.Spans).Get,
		func(s string, r []charvalast.Record) *charvalast.Tree { return &charvalast.Tree{Source: s, Records: r} },
		(*charvalast.Tree).Root, charvalast.Children,
		func(e *charval.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"numval": newGenerated(numval.Rules, numval.Validate, numval.Parse, numval.Append, numval.Find, (*numvalast.Spans).Get,
		func(s string, r []numvalast.Record) *numvalast.Tree { return &numvalast.Tree{Source: s, Records: r} },
		(*numvalast.Tree).Root, numvalast.Children,
		func(e *numval.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"ranges": newGenerated(ranges.Rules, ranges.Validate, ranges.Parse, ranges.Append, ranges.Find, (*rangesast.Spans).Get,
		func(s string, r []rangesast.Record) *rangesast.Tree { return &rangesast.Tree{Source: s, Records: r} },
		(*rangesast.Tree).Root, rangesast.Children,
		func(e *ranges.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"dotconcat": newGenerated(dotconcat.Rules, dotconcat.Validate, dotconcat.Parse, dotconcat.Append, dotconcat.Find, (*dotconcatast.Spans).Get,
		func(s string, r []dotconcatast.Record) *dotconcatast.Tree {
			return &dotconcatast.Tree{Source: s, Records: r}
		},
		(*dotconcatast.Tree).Root, dotconcatast.Children,
		func(e *dotconcat.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"emptychar": newGenerated(emptychar.Rules, emptychar.Validate, emptychar.Parse, emptychar.Append, emptychar.Find, (*emptycharast.Spans).Get,
		func(s string, r []emptycharast.Record) *emptycharast.Tree {
			return &emptycharast.Tree{Source: s, Records: r}
		},
		(*emptycharast.Tree).Root, emptycharast.Children,
		func(e *emptychar.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"prose": newGenerated(prose.Rules, prose.Validate, prose.Parse, prose.Append, prose.Find, (*proseast.Spans).Get,
		func(s string, r []proseast.Record) *proseast.Tree { return &proseast.Tree{Source: s, Records: r} },
		(*proseast.Tree).Root, proseast.Children,
		func(e *prose.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"corerules": newGenerated(corerules.Rules, corerules.Validate, corerules.Parse, corerules.Append, corerules.Find, (*corerulesast.Spans).Get,
		func(s string, r []corerulesast.Record) *corerulesast.Tree {
			return &corerulesast.Tree{Source: s, Records: r}
		},
		(*corerulesast.Tree).Root, corerulesast.Children,
		func(e *corerules.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"ambiguous": newGenerated(ambiguous.Rules, ambiguous.Validate, ambiguous.Parse, ambiguous.Append, ambiguous.Find, (*ambiguousast.Spans).Get,
		func(s string, r []ambiguousast.Record) *ambiguousast.Tree {
			return &ambiguousast.Tree{Source: s, Records: r}
		},
		(*ambiguousast.Tree).Root, ambiguousast.Children,
		func(e *ambiguous.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"ambiguoustables": newGenerated(ambiguoustables.Rules, ambiguoustables.Validate, ambiguoustables.Parse, ambiguoustables.Append, ambiguoustables.Find, (*ambiguoustablesast.Spans).Get,
		func(s string, r []ambiguoustablesast.Record) *ambiguoustablesast.Tree {
			return &ambiguoustablesast.Tree{Source: s, Records: r}
		},
		(*ambiguoustablesast.Tree).Root, ambiguoustablesast.Children,
		func(e *ambiguoustables.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"host": newGenerated(host.Rules, host.Validate, host.Parse, host.Append, host.Find, (*hostast.Spans).Get,
		func(s string, r []hostast.Record) *hostast.Tree { return &hostast.Tree{Source: s, Records: r} },
		(*hostast.Tree).Root, hostast.Children,
		func(e *host.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"hosttables": newGenerated(hosttables.Rules, hosttables.Validate, hosttables.Parse, hosttables.Append, hosttables.Find, (*hosttablesast.Spans).Get,
		func(s string, r []hosttablesast.Record) *hosttablesast.Tree {
			return &hosttablesast.Tree{Source: s, Records: r}
		},
		(*hosttablesast.Tree).Root, hosttablesast.Children,
		func(e *hosttables.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"lists": newGenerated(lists.Rules, lists.Validate, lists.Parse, lists.Append, lists.Find, (*listsast.Spans).Get,
		func(s string, r []listsast.Record) *listsast.Tree { return &listsast.Tree{Source: s, Records: r} },
		(*listsast.Tree).Root, listsast.Children,
		func(e *lists.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"liststables": newGenerated(liststables.Rules, liststables.Validate, liststables.Parse, liststables.Append, liststables.Find, (*liststablesast.Spans).Get,
		func(s string, r []liststablesast.Record) *liststablesast.Tree {
			return &liststablesast.Tree{Source: s, Records: r}
		},
		(*liststablesast.Tree).Root, liststablesast.Children,
		func(e *liststables.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"altprefix": newGenerated(altprefix.Rules, altprefix.Validate, altprefix.Parse, altprefix.Append, altprefix.Find, (*altprefixast.Spans).Get,
		func(s string, r []altprefixast.Record) *altprefixast.Tree {
			return &altprefixast.Tree{Source: s, Records: r}
		},
		(*altprefixast.Tree).Root, altprefixast.Children,
		func(e *altprefix.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"adjacentrep": newGenerated(adjacentrep.Rules, adjacentrep.Validate, adjacentrep.Parse, adjacentrep.Append, adjacentrep.Find, (*adjacentrepast.Spans).Get,
		func(s string, r []adjacentrepast.Record) *adjacentrepast.Tree {
			return &adjacentrepast.Tree{Source: s, Records: r}
		},
		(*adjacentrepast.Tree).Root, adjacentrepast.Children,
		func(e *adjacentrep.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"names": newGenerated(names.Rules, names.Validate, names.Parse, names.Append, names.Find, (*namesast.Spans).Get,
		func(s string, r []namesast.Record) *namesast.Tree { return &namesast.Tree{Source: s, Records: r} },
		(*namesast.Tree).Root, namesast.Children,
		func(e *names.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"emptyloop": newGenerated(emptyloop.Rules, emptyloop.Validate, emptyloop.Parse, emptyloop.Append, emptyloop.Find, (*emptyloopast.Spans).Get,
		func(s string, r []emptyloopast.Record) *emptyloopast.Tree {
			return &emptyloopast.Tree{Source: s, Records: r}
		},
		(*emptyloopast.Tree).Root, emptyloopast.Children,
		func(e *emptyloop.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"emptylooptables": newGenerated(emptylooptables.Rules, emptylooptables.Validate, emptylooptables.Parse, emptylooptables.Append, emptylooptables.Find, (*emptylooptablesast.Spans).Get,
		func(s string, r []emptylooptablesast.Record) *emptylooptablesast.Tree {
			return &emptylooptablesast.Tree{Source: s, Records: r}
		},
		(*emptylooptablesast.Tree).Root, emptylooptablesast.Children,
		func(e *emptylooptables.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	// Package interp runs these: no Find.
	"recursion": newGenerated(recursion.Rules, recursion.Validate, recursion.Parse, recursion.Append,
		(func(recursion.Rule, string, *struct{}) error)(nil), (func(*struct{}, recursionast.Kind) (int, int, bool))(nil),
		func(s string, r []recursionast.Record) *recursionast.Tree {
			return &recursionast.Tree{Source: s, Records: r}
		},
		(*recursionast.Tree).Root, recursionast.Children,
		func(e *recursion.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"codepoints": newGenerated(codepoints.Rules, codepoints.Validate, codepoints.Parse, codepoints.Append,
		(func(codepoints.Rule, string, *struct{}) error)(nil), (func(*struct{}, codepointsast.Kind) (int, int, bool))(nil),
		func(s string, r []codepointsast.Record) *codepointsast.Tree {
			return &codepointsast.Tree{Source: s, Records: r}
		},
		(*codepointsast.Tree).Root, codepointsast.Children,
		func(e *codepoints.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
	"toolarge": newGenerated(toolarge.Rules, toolarge.Validate, toolarge.Parse, toolarge.Append,
		(func(toolarge.Rule, string, *struct{}) error)(nil), (func(*struct{}, toolargeast.Kind) (int, int, bool))(nil),
		func(s string, r []toolargeast.Record) *toolargeast.Tree {
			return &toolargeast.Tree{Source: s, Records: r}
		},
		(*toolargeast.Tree).Root, toolargeast.Children,
		func(e *toolarge.Error) failure { return failure{e.Offset, e.Expected, e.Message(), e.Error()} }),
}

// The tests see each example's generated packages through a generated
// value: the rules by name, and Validate, Parse, Append and Find with
// their results in a form common to every example (errors as failures,
// trees as shapes).

// generated is one example's parser package, seen without its types.
type generated struct {
	rules    []string // parser.Rules, by name
	validate func(rule, in string) error
	// parse returns the shape of the tree (see shapeOf) and, for each
	// kind of node in it, the span of its last node.
	parse func(rule, in string) (string, map[string]span, error)
	// append parses into a buffer holding one record already and returns
	// the shape of the tree built after it.
	append func(rule, in string) (string, error)
	// find returns the spans parser.Find records, by kind; nil when the
	// parser has no Find.
	find func(rule, in string) (map[string]span, error)
	// failure unpacks an error of the example's parser (*parser.Error).
	failure func(err error) (failure, bool)
}

// span is where a node begins and ends.
type span struct{ pos, end int }

// failure is a *parser.Error of any example.
type failure struct {
	Offset   int
	Expected string
	Message  string // Message()
	Error    string // Error()
}

// enum is the parser.Rule and the ast.Kind type of every example.
type enum interface {
	~uint8
	String() string
}

// treeNode is the ast.Node interface of every example.
type treeNode[K enum] interface {
	Kind() K
	Pos() int
	End() int
}

// newGenerated adapts an example's packages: parser.Rules,
// parser.Validate, parser.Parse, parser.Append, parser.Find,
// (*ast.Spans).Get, (*ast.Tree).Root (made from a parser.Append result by
// tree), ast.Children and the fields of *parser.Error. find and get are
// nil for parsers without Find.
func newGenerated[R, K enum, T, Rec, S any, N treeNode[K], E error](
	rules []R,
	validate func(R, string) error,
	parse func(R, string) (*T, error),
	appendTo func([]Rec, R, string) ([]Rec, error),
	find func(R, string, *S) error,
	get func(*S, K) (int, int, bool),
	tree func(src string, recs []Rec) *T,
	root func(*T) N,
	children func(N) iter.Seq[N],
	unpack func(E) failure,
) generated {
	byName := map[string]R{}
	var names []string
	for _, r := range rules {
		byName[r.String()] = r
		names = append(names, r.String())
	}
	lookup := func(name string) R {
		r, ok := byName[name]
		if !ok {
			panic("no rule " + name)
		}
		return r
	}
	g := generated{
		rules: names,
		validate: func(rule, in string) error {
			return validate(lookup(rule), in)
		},
		parse: func(rule, in string) (string, map[string]span, error) {
			t, err := parse(lookup(rule), in)
			if err != nil {
				return "", nil, err
			}
			last := map[string]span{}
			var visit func(n N)
			visit = func(n N) {
				last[n.Kind().String()] = span{n.Pos(), n.End()}
				for c := range children(n) {
					visit(c)
				}
			}
			visit(root(t))
			return shapeOf(root(t), children), last, nil
		},
		append: func(rule, in string) (string, error) {
			var zero Rec
			recs, err := appendTo([]Rec{zero}, lookup(rule), in)
			if err != nil {
				if len(recs) != 1 {
					return "", fmt.Errorf("Append changed dst on failure: %d records", len(recs))
				}
				return "", err
			}
			return shapeOf(root(tree(in, recs[1:])), children), nil
		},
		find: func(rule, in string) (map[string]span, error) {
			var spans S
			if err := find(lookup(rule), in, &spans); err != nil {
				return nil, err
			}
			out := map[string]span{}
			for _, r := range rules {
				if pos, end, ok := get(&spans, K(r)); ok {
					out[r.String()] = span{pos, end}
				}
			}
			return out, nil
		},
		failure: func(err error) (failure, bool) {
			e, ok := err.(E)
			if !ok {
				return failure{}, false
			}
			return unpack(e), true
		},
	}
	if find == nil {
		g.find = nil
	}
	return g
}

// shapeOf writes the tree under n as kind[pos,end](children...), the form
// the tables use.
func shapeOf[K enum, N treeNode[K]](n N, children func(N) iter.Seq[N]) string {
	var b strings.Builder
	var write func(n N)
	write = func(n N) {
		fmt.Fprintf(&b, "%s[%d,%d]", n.Kind(), n.Pos(), n.End())
		first := true
		for c := range children(n) {
			if first {
				b.WriteByte('(')
				first = false
			} else {
				b.WriteByte(' ')
			}
			write(c)
		}
		if !first {
			b.WriteByte(')')
		}
	}
	write(n)
	return b.String()
}

// An example is a grammar of internal/golden and its generated packages,
// as a go:generate line of doc.go names them.
type example struct {
	name    string
	grammar string   // NAME/NAME.abnf
	nodes   []string // the -nodes of its go:generate line
	gen     generated
}

var generateLine = regexp.MustCompile(`(?m)^//go:generate go run \.\./\.\./cmd/abnf gen -g (\S+)( -tables)? -nodes (\S+) -o (\S+)$`)

// examples returns the examples in the order of doc.go's go:generate
// lines; every line must have an entry in packages, and every entry a
// line.
func examples(t *testing.T) []example {
	t.Helper()
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []example
	seen := map[string]bool{}
	for _, m := range generateLine.FindAllStringSubmatch(string(src), -1) {
		base, _, _ := strings.Cut(m[1], "/")
		name := base
		if m[2] != "" {
			name += "tables" // the automata of base's grammar as tables
		}
		if m[1] != base+"/"+base+".abnf" || m[4] != name+"/parser" {
			t.Errorf("doc.go: go:generate line for %s does not follow the layout NAME/NAME.abnf -o NAME/parser, or NAME/NAME.abnf -tables -o NAMEtables/parser", m[1])
		}
		gen, ok := packages[name]
		if !ok {
			t.Errorf("doc.go: example %s has no entry in packages", name)
			continue
		}
		seen[name] = true
		out = append(out, example{name: name, grammar: m[1], nodes: strings.Split(m[3], ","), gen: gen})
	}
	for name := range packages {
		if !seen[name] {
			t.Errorf("packages: example %s has no go:generate line in doc.go", name)
		}
	}
	if len(out) == 0 {
		t.Fatal("doc.go: no go:generate lines")
	}
	return out
}

// A tcase is an input to a rule of an example and what the generated
// parser must make of it: the shape of its tree, kind[pos,end](children),
// or the error, "offset N: expected X, found Y".
type tcase struct {
	rule, in, want string
}

// tables are the cases of each example, written by hand from the
// grammar.
var tables = map[string][]tcase{
	// RFC 5234 §3.2.
	"alternation": {
		// "if" is a keyword and a name: the first alternative wins.
		{"token", "if", "token[0,2](keyword[0,2])"},
		{"token", "IF", "token[0,2](keyword[0,2])"},
		{"token", "iN", "token[0,2](keyword[0,2])"},
		{"token", "in", "token[0,2](keyword[0,2])"},
		{"token", "ifx", "token[0,3](name[0,3])"},
		{"token", "i", "token[0,1](name[0,1])"},
		{"token", "42", "token[0,2](number[0,2])"},
		{"token", "", `offset 0: expected keyword, name or number, found end of input`},
		{"token", "If2", `offset 2: expected end of input, found "2"`},
		{"token", "if2", `offset 2: expected end of input or %x61-7A, found "2"`},
		{"token", "iX", `offset 1: expected "f", "n", %x61-7A or end of input, found "X"`},
		{"token", "4a", `offset 1: expected %x30-39 or end of input, found "a"`},
		{"keyword", "if", "keyword[0,2]"},
		{"keyword", "ix", `offset 1: expected "f" or "n", found "x"`},
		{"name", "IF", `offset 0: expected %x61-7A, found "I"`},
		{"number", "", `offset 0: expected %x30-39, found end of input`},
	},
	// RFC 5234 §3.1.
	"concatenation": {
		{"greeting", "hi a,b!", "greeting[0,7](salute[0,2] target[3,6](word[3,4] word[5,6]))"},
		{"greeting", "HELLO abc,de!", "greeting[0,13](salute[0,5] target[6,12](word[6,9] word[10,12]))"},
		{"greeting", "hello a,b", `offset 9: expected %x61-7A or "!", found end of input`},
		{"greeting", "hi  a,b!", `offset 3: expected target, found " "`},
		{"greeting", "hx a,b!", `offset 1: expected "i" or "e", found "x"`},
		{"greeting", "hi a!", `offset 4: expected %x61-7A or ",", found "!"`},
		{"greeting", "hi A,b!", `offset 3: expected target, found "A"`},
		{"target", "a,b", "target[0,3](word[0,1] word[2,3])"},
		{"salute", "hello", "salute[0,5]"},
		{"word", "", `offset 0: expected %x61-7A, found end of input`},
	},
	// RFC 5234 §3.6, §3.7.
	"repetition": {
		{"any", "", "any[0,0]"},
		{"any", "xyx", "any[0,3](item[0,1] item[1,2] item[2,3])"},
		{"any", "X", "any[0,1](item[0,1])"},
		{"any", "xz", `offset 1: expected item or end of input, found "z"`},
		{"between", "x", `offset 1: expected item, found end of input`},
		{"between", "xy", "between[0,2](item[0,1] item[1,2])"},
		{"between", "xyx", "between[0,3](item[0,1] item[1,2] item[2,3])"},
		{"between", "xyxy", `offset 3: expected end of input, found "y"`},
		{"exactly", "xx", `offset 2: expected item, found end of input`},
		{"exactly", "xxx", "exactly[0,3](item[0,1] item[1,2] item[2,3])"},
		{"exactly", "xxxx", `offset 3: expected end of input, found "x"`},
		{"at-most", "", "at-most[0,0]"},
		{"at-most", "yy", "at-most[0,2](item[0,1] item[1,2])"},
		{"at-most", "yyy", `offset 2: expected end of input, found "y"`},
		{"at-least", "y", `offset 1: expected item, found end of input`},
		{"at-least", "yyyyy", "at-least[0,5](item[0,1] item[1,2] item[2,3] item[3,4] item[4,5])"},
		{"at-least", "yy!", `offset 2: expected item or end of input, found "!"`},
		{"item", "", `offset 0: expected "x" or "y", found end of input`},
		{"item", "xy", `offset 1: expected end of input, found "y"`},
	},
	// RFC 5234 §3.8.
	"option": {
		{"number", "7", "number[0,1](digits[0,1])"},
		{"number", "-12.50", "number[0,6](sign[0,1] digits[1,3] digits[4,6])"},
		{"number", "+0", "number[0,2](sign[0,1] digits[1,2])"},
		{"number", "", `offset 0: expected sign or digits, found end of input`},
		{"number", "+", `offset 1: expected digits, found end of input`},
		{"number", "1.", `offset 2: expected digits, found end of input`},
		{"number", "1.2.3", `offset 3: expected %x30-39 or end of input, found "."`},
		{"number", "12a", `offset 2: expected %x30-39, "." or end of input, found "a"`},
		{"number", ".5", `offset 0: expected sign or digits, found "."`},
		{"sign", "+", "sign[0,1]"},
		{"digits", "09", "digits[0,2]"},
	},
	// RFC 5234 §3.5.
	"group": {
		{"pair", "a=1", "pair[0,3](key[0,1] value[2,3])"},
		{"pair", "ab:12,c,de", "pair[0,10](key[0,2] value[3,5] key[6,7] key[8,10])"},
		{"pair", "a-1", `offset 1: expected %x61-7A, "=" or ":", found "-"`},
		{"pair", "a=", `offset 2: expected value, found end of input`},
		{"pair", "a=1,", `offset 4: expected key, found end of input`},
		{"pair", "a=1,2", `offset 4: expected key, found "2"`},
		{"key", "abc", "key[0,3]"},
		{"value", "x", `offset 0: expected %x30-39, found "x"`},
	},
	// RFC 5234 §3.5.
	"nestedgroups": {
		{"list", "()", "list[0,2]"},
		{"list", "(a)", "list[0,3]"},
		{"list", "(!-x-?bc-y)", "list[0,11](mark[1,2] mark[5,6])"},
		{"list", "(B-X)", "list[0,5]"},
		{"list", "(b-!c)", `offset 4: expected "-", mark, "a", "b" or ")", found "c"`},
		{"list", "(bcc)", `offset 3: expected "-", mark, "a", "b" or ")", found "c"`},
		{"list", "(a", `offset 2: expected "-", mark, "a", "b" or ")", found end of input`},
		{"list", "(-x)", `offset 1: expected mark, "a", "b" or ")", found "-"`},
		{"mark", "?", "mark[0,1]"},
	},
	// RFC 5234 §2.3, RFC 7405 §2.1.
	"charval": {
		{"plain", "aBc", "plain[0,3]"},
		{"plain", "ABC", "plain[0,3]"},
		{"plain", "abd", `offset 2: expected "c", found "d"`},
		{"sensitive", "abc", "sensitive[0,3]"},
		{"sensitive", "aBc", `offset 1: expected %s"b", found "B"`},
		{"explicit", "ABC", "explicit[0,3]"},
		{"explicit", "abC", "explicit[0,3]"},
		{"mixed", "AbC-1", "mixed[0,5]"},
		{"mixed", "ABc-1", "mixed[0,5]"},
		{"mixed", "aBc-1", `offset 0: expected %s"A", found "a"`},
		{"mixed", "AbC-L", `offset 4: expected "1", found "L"`},
		// %s"abc" comes first and matches "abc" only.
		{"either", "abc", "either[0,3](sensitive[0,3])"},
		{"either", "Abc", "either[0,3](plain[0,3])"},
		// An error names a case-sensitive letter %s"c": "c" is either case.
		{"either", "ab", `offset 2: expected %s"c" or "c", found end of input`},
	},
	// RFC 5234 §2.3.
	"numval": {
		{"letters", "ABC", "letters[0,3](binary[0,1] decimal[1,2] hex[2,3])"},
		{"letters", "abc", `offset 0: expected binary, found "a"`},
		{"letters", "ABc", `offset 2: expected hex, found "c"`},
		{"letters", "AB", `offset 2: expected hex, found end of input`},
		{"binary", "A", "binary[0,1]"},
		{"binary", "a", `offset 0: expected %b1000001, found "a"`},
		{"decimal", "B", "decimal[0,1]"},
		{"hex", "C", "hex[0,1]"},
	},
	// RFC 5234 §3.4.
	"ranges": {
		{"code", "0Z9a", "code[0,4](bin-digit[0,1] dec-upper[1,2] bin-digit[2,3] hex-lower[3,4])"},
		// "~" is a hex-lower and a tilde: one more iteration of the
		// repetition comes before the option.
		{"code", "~", "code[0,1](hex-lower[0,1])"},
		{"code", "a~", "code[0,2](hex-lower[0,1] hex-lower[1,2])"},
		{"code", "a{", "code[0,2](hex-lower[0,1] hex-lower[1,2])"},
		{"code", "", `offset 0: expected bin-digit, dec-upper or hex-lower, found end of input`},
		{"code", "a/", `offset 1: expected bin-digit, dec-upper, hex-lower, tilde or end of input, found "/"`},
		{"code", "\x7f", `offset 0: expected bin-digit, dec-upper or hex-lower, found "\x7f"`},
		{"bin-digit", "5", "bin-digit[0,1]"},
		{"dec-upper", "Q", "dec-upper[0,1]"},
		{"dec-upper", "q", `offset 0: expected %d65-90, found "q"`},
		{"bin-digit", "a", `offset 0: expected %b110000-111001, found "a"`},
		{"hex-lower", "~", "hex-lower[0,1]"},
		{"hex-lower", "m", "hex-lower[0,1]"},
		{"tilde", "~", "tilde[0,1]"},
		{"tilde", "}", `offset 0: expected %x7E-7E, found "}"`},
	},
	// RFC 5234 §2.3.
	"dotconcat": {
		{"lines", "ab\r\ncd\r\n", "lines[0,8](text[0,2] crlf[2,4] text[4,6] crlf[6,8])"},
		{"lines", "ab\n", `offset 2: expected %x61-7A or crlf, found "\x0a"`},
		{"lines", "ab\r", `offset 3: expected %x0A, %d10 or %b1010, found end of input`},
		{"lines", "ab\r\n\r\n", `offset 4: expected text or end of input, found "\x0d"`},
		{"crlf", "\r\n", "crlf[0,2]"},
		{"text", "Ab", `offset 0: expected %x61-7A, found "A"`},
		{"abc", "abc", "abc[0,3]"},
		{"abc", "ABC", `offset 0: expected %d97, found "A"`},
		{"abc", "ab", `offset 2: expected %d99, found end of input`},
	},
	// RFC 5234 §4.
	"emptychar": {
		{"empty", "", "empty[0,0]"},
		{"empty", "x", `offset 0: expected end of input, found "x"`},
		{"wrapped", "[]", "wrapped[0,2]"},
		{"wrapped", "[x]", `offset 1: expected "]", found "x"`},
		{"maybe", "", "maybe[0,0](tail[0,0])"},
		{"maybe", "a", "maybe[0,1](tail[1,1])"},
		{"maybe", "ab", "maybe[0,2](tail[1,2])"},
		{"maybe", "b", "maybe[0,1](tail[0,1])"},
		{"maybe", "ba", `offset 1: expected end of input, found "a"`},
		{"maybe", "c", `offset 0: expected "a", end of input or "b", found "c"`},
		{"tail", "", "tail[0,0]"},
		{"tail", "B", "tail[0,1]"},
		{"blank", "", "blank[0,0]"},
		// A bounded repetition takes empty iterations up to its maximum,
		// an unbounded one none past its minimum.
		{"blanks", "", "blanks[0,0](blank[0,0] blank[0,0] blank[0,0])"},
		{"blanks", "x", `offset 0: expected end of input, found "x"`},
		{"least", "x", "least[0,1](blank[0,0] blank[0,0])"},
		{"star", "x", "star[0,1]"},
		{"star", "", `offset 0: expected "x", found end of input`},
	},
	// RFC 5234 §4, §3.7.
	"prose": {
		{"path", "", "path[0,0](empty[0,0])"},
		{"path", "abc", "path[0,3](rootless[0,3])"},
		{"path", "1", `offset 0: expected rootless or end of input, found "1"`},
		{"empty", "", "empty[0,0]"},
		{"empty", "a", `offset 0: expected end of input, found "a"`},
		{"rootless", "", `offset 0: expected %x61-7A, found end of input`},
	},
	// RFC 5234 Appendix B.1.
	"corerules": {
		{"literal", "0x1F", "literal[0,4](hex[0,4](HEXDIG[2,3] HEXDIG[3,4]))"},
		{"literal", "0XaB", "literal[0,4](hex[0,4](HEXDIG[2,3] HEXDIG[3,4]))"},
		{"literal", "x1", "literal[0,2](ident[0,2](ALPHA[0,1]))"},
		{"literal", "ab", "literal[0,2](ident[0,2](ALPHA[0,1] ALPHA[1,2]))"},
		{"literal", "042", "literal[0,3](decimal[0,3])"},
		{"literal", "0", "literal[0,1](decimal[0,1])"},
		{"literal", "", `offset 0: expected hex, ident or decimal, found end of input`},
		{"literal", "0x", `offset 2: expected HEXDIG, found end of input`},
		{"literal", "0xg", `offset 2: expected HEXDIG, found "g"`},
		{"literal", "0y", `offset 1: expected "x", DIGIT or end of input, found "y"`},
		{"literal", "a-", `offset 1: expected ALPHA, DIGIT or end of input, found "-"`},
		{"hex", "0x0", "hex[0,3](HEXDIG[2,3])"},
		{"ident", "a1b", "ident[0,3](ALPHA[0,1] ALPHA[2,3])"},
		{"decimal", "1a", `offset 1: expected DIGIT or end of input, found "a"`},
		{"HEXDIG", "f", "HEXDIG[0,1]"},
		{"ALPHA", "Z", "ALPHA[0,1]"},
		{"DIGIT", "x", `offset 0: expected %x30-39, found "x"`},
	},
	// RFC 5234 §3.2, §3.6: priority among several trees.
	"ambiguous": {
		// *ab takes every "b" it can and leaves one for "b"; *bee
		// gets none.
		{"pair", "abbb", "pair[0,4](ab[0,1] ab[1,2] ab[2,3])"},
		{"pair", "b", "pair[0,1]"},
		{"pair", "ab", "pair[0,2](ab[0,1])"},
		{"pair", "a", `offset 1: expected ab or "b", found end of input`},
		{"pair", "bba", `offset 3: expected ab or "b", found end of input`},
		{"pair", "", `offset 0: expected ab or "b", found end of input`},
		// The first xs takes all.
		{"split", "xxx", "split[0,3](xs[0,3] xs[3,3])"},
		{"split", "", "split[0,0](xs[0,0] xs[0,0])"},
		{"split", "xy", `offset 1: expected "x" or end of input, found "y"`},
		// The first alternative before one more iteration: "aa" is two,
		// not one one.
		{"run", "aa", "run[0,2](two[0,2])"},
		{"run", "aaa", "run[0,3](two[0,2] one[2,3])"},
		{"run", "a", "run[0,1](one[0,1])"},
		{"run", "", "run[0,0]"},
		{"run", "ab", `offset 1: expected "a", two, one or end of input, found "b"`},
		{"two", "a", `offset 1: expected "a", found end of input`},
		{"one", "A", "one[0,1]"},
		{"ab", "B", "ab[0,1]"},
		{"bee", "a", `offset 0: expected "b", found "a"`},
		{"xs", "xX", "xs[0,2]"},
		// One more iteration of chunk's repetition before fewer: "aa"
		// first.
		{"chunks", "aaa", "chunks[0,3](chunk[0,2] chunk[2,3])"},
		{"chunks", "aaaa", "chunks[0,4](chunk[0,2] chunk[2,4])"},
		{"chunk", "aaa", `offset 2: expected end of input, found "a"`},
		// The option takes "b" as an ab, leaving nothing to *bee.
		{"greedy", "b", "greedy[0,1](ab[0,1])"},
		{"greedy", "bb", "greedy[0,2](ab[0,1] bee[1,2])"},
		{"greedy", "", "greedy[0,0]"},
		{"greedy", "ba", `offset 1: expected bee or end of input, found "a"`},
	},
	// RFC 3986 §3.2.2 in miniature.
	"host": {
		{"host", "1.2", "host[0,3](ipv4[0,3](dec-octet[0,1] dec-octet[2,3]))"},
		{"host", "255.0", "host[0,5](ipv4[0,5](dec-octet[0,3] dec-octet[4,5]))"},
		// Not an ipv4, so a reg-name.
		{"host", "1.256", "host[0,5](reg-name[0,5])"},
		{"host", "01.2", "host[0,4](reg-name[0,4])"},
		{"host", "1.2.3", "host[0,5](reg-name[0,5])"},
		{"host", "", "host[0,0](reg-name[0,0])"},
		{"host", "example.com", "host[0,11](reg-name[0,11])"},
		// ip-literal's automaton is called from host's.
		{"host", "[1:a:BC:ffff:0:9]", "host[0,17](ip-literal[0,17](h16[1,2] h16[3,4] h16[5,7] h16[8,12] h16[13,14] h16[15,16]))"},
		{"host", "[1:a:BC:ffff]", `offset 12: expected ":", found "]"`},
		{"host", "[", `offset 1: expected h16, found end of input`},
		{"host", "[1:2:3]", `offset 6: expected HEXDIG or ":", found "]"`},
		{"host", "[12345:1:1:1]", `offset 5: expected ":", found "5"`},
		{"host", "a b", `offset 1: expected ALPHA, DIGIT, "-", "." or end of input, found " "`},
		{"host", "1.2 ", `offset 3: expected end of input, DIGIT, %x30-34, "5", ALPHA, "-" or ".", found " "`},
		{"ipv4", "1.2", "ipv4[0,3](dec-octet[0,1] dec-octet[2,3])"},
		{"ipv4", "1.256", `offset 4: expected end of input or %x30-35, found "6"`},
		{"dec-octet", "256", `offset 2: expected end of input or %x30-35, found "6"`},
		{"dec-octet", "199", "dec-octet[0,3]"},
		{"ip-literal", "[a:b:c:d:e:f]", "ip-literal[0,13](h16[1,2] h16[3,4] h16[5,6] h16[7,8] h16[9,10] h16[11,12])"},
		{"ip-literal", "[a:b:c:d:e:f:0]", `offset 12: expected HEXDIG or "]", found ":"`},
		{"ip-literal", "[a:b:c:d]", `offset 8: expected HEXDIG or ":", found "]"`},
		{"reg-name", "a.b-c", "reg-name[0,5]"},
		{"h16", "abcd", "h16[0,4]"},
		{"h16", "abcde", `offset 4: expected end of input, found "e"`},
	},
	// RFC 5234 §2.1, §4: rule references.
	"lists": {
		{"record", "a=1", "record[0,3](field[0,3](name[0,1] value[2,3]))"},
		{"record", "a=b,cd=42;x+yz", "record[0,14](field[0,3](name[0,1] name[2,3]) field[4,9](name[4,6] value[7,9]) tags[10,14](name[10,11] name[12,14]))"},
		{"record", "a=", `offset 2: expected value or name, found end of input`},
		{"record", "a=1;", `offset 4: expected tags, found end of input`},
		{"record", "a=1,,", `offset 4: expected field, found ","`},
		{"record", "a=1;x+", `offset 6: expected name, found end of input`},
		{"record", "=1", `offset 0: expected field, found "="`},
		{"field", "ab=cd", "field[0,5](name[0,2] name[3,5])"},
		{"tags", "a+b+c", "tags[0,5](name[0,1] name[2,3] name[4,5])"},
		{"name", "A", "name[0,1]"},
		{"value", "0a", `offset 1: expected DIGIT or end of input, found "a"`},
		{"ALPHA", "A", "ALPHA[0,1]"},
		{"DIGIT", "5", "DIGIT[0,1]"},
	},
	// RFC 5234 §3.2: "aa" is tried before "a", though "a" is one byte.
	"altprefix": {
		{"line", "aaa", "line[0,3](tag[0,3])"},
		{"line", "aaaa", "line[0,4](tag[0,3])"},
		{"line", "aa", "line[0,2](tag[0,2])"},
		{"line", "a", `offset 1: expected "a", found end of input`},
		{"line", "", `offset 0: expected tag, found end of input`},
		{"line", "aab", `offset 2: expected "a" or end of input, found "b"`},
		{"line", "aaab", `offset 3: expected "a" or end of input, found "b"`},
		{"tag", "aaa", "tag[0,3]"},
		{"tag", "AA", "tag[0,2]"},
		{"tag", "aaaa", `offset 3: expected end of input, found "a"`},
	},
	// RFC 5234 §3.6: one more iteration of the first part before fewer.
	"adjacentrep": {
		{"pair", "", "pair[0,0](part[0,0] part[0,0])"},
		{"pair", "a", "pair[0,1](part[0,1] part[1,1])"},
		{"pair", "aa", "pair[0,2](part[0,2] part[2,2])"},
		{"pair", "aaa", "pair[0,3](part[0,2] part[2,3])"},
		{"pair", "aaaa", "pair[0,4](part[0,2] part[2,4])"},
		{"pair", "aaaaa", `offset 4: expected end of input, found "a"`},
		{"pair", "ab", `offset 1: expected "a" or end of input, found "b"`},
		{"part", "", "part[0,0]"},
		{"part", "aa", "part[0,2]"},
		{"part", "aaa", `offset 2: expected end of input, found "a"`},
	},
	// RFC 5234 §2.1: rule names that the Go names of the generated
	// packages must not clash with.
	"names": {
		{"record", "tflsnnmkv", "record[0,9](text[0,1] spans[3,4] name[4,5] name[5,6] names[6,7] kind-text[7,8])"},
		{"record", "TFLSNNMKV", "record[0,9](text[0,1] spans[3,4] name[4,5] name[5,6] names[6,7] kind-text[7,8])"},
		{"record", "tflsnmkv", `offset 5: expected name, found "m"`},
		{"record", "tflsnnnkv", `offset 6: expected names, found "n"`},
		{"record", "tflsnnmk", `offset 8: expected validate-text, found end of input`},
		{"text", "t", "text[0,1]"},
		{"found", "F", "found[0,1]"},
		{"lookup", "l", "lookup[0,1]"},
		{"spans", "s", "spans[0,1]"},
		{"name", "n", "name[0,1]"},
		{"names", "m", "names[0,1]"},
		{"kind-text", "k", "kind-text[0,1]"},
		{"validate-text", "v", "validate-text[0,1]"},
		{"validate-text", "vv", `offset 1: expected end of input, found "v"`},
	},
	// RFC 5234 §3.6: no empty iteration; priority among the others.
	"emptyloop": {
		{"list", "aA", "list[0,2](pair[0,1](part[0,1] part[1,1]) pair[1,2](part[1,1] part[1,2]))"},
		{"list", "aa", "list[0,2](pair[0,2](part[0,1] part[1,2]))"},
		{"list", "AA", "list[0,2](pair[0,1](part[0,0] part[0,1]) pair[1,2](part[1,1] part[1,2]))"},
		{"list", "Aaa", "list[0,3](pair[0,1](part[0,0] part[0,1]) pair[1,3](part[1,2] part[2,3]))"},
		{"list", "", "list[0,0]"},
		{"list", "b", `offset 0: expected %s"a", "a" or end of input, found "b"`},
		{"pair", "aA", "pair[0,2](part[0,1] part[1,2])"},
		{"pair", "A", "pair[0,1](part[0,0] part[0,1])"},
		{"pair", "", "pair[0,0](part[0,0] part[0,0])"},
		{"pair", "aaa", `offset 2: expected end of input, found "a"`},
		{"part", "a", "part[0,1]"},
		{"part", "A", "part[0,1]"},
		{"part", "", "part[0,0]"},
	},
	// RFC 5234 §2.1, §3.5: recursion, which package interp runs.
	"recursion": {
		{"list", "()", "list[0,2]"},
		{"list", "(ab (c) ((d)))", "list[0,14](item[1,3](word[1,3]) item[3,4] item[4,7](list[4,7](item[5,6](word[5,6]))) item[7,8] item[8,13](list[8,13](item[9,12](list[9,12](item[10,11](word[10,11]))))))"},
		{"list", "(a", `offset 2: expected ALPHA, item or ")", found end of input`},
		{"list", "(a))", `offset 3: expected end of input, found ")"`},
		{"list", "(((", `offset 3: expected item or ")", found end of input`},
		{"list", "", `offset 0: expected "(", found end of input`},
		// list before word; " " is an item that makes no word.
		{"item", "(x)", "item[0,3](list[0,3](item[1,2](word[1,2])))"},
		{"item", "x", "item[0,1](word[0,1])"},
		{"item", " ", "item[0,1]"},
		{"word", "Ab", "word[0,2]"},
		{"word", "", `offset 0: expected ALPHA, found end of input`},
		{"sum", "1+(2+3)+4", "sum[0,9](term[0,1] sum[2,9](term[2,7](sum[3,6](term[3,4] sum[5,6](term[5,6]))) sum[8,9](term[8,9])))"},
		{"sum", "((1))", "sum[0,5](term[0,5](sum[1,4](term[1,4](sum[2,3](term[2,3])))))"},
		{"sum", "1+", `offset 2: expected sum, found end of input`},
		{"sum", "(1+2", `offset 4: expected DIGIT, "+" or ")", found end of input`},
		{"term", "(1)", "term[0,3](sum[1,2](term[1,2]))"},
		{"term", "12", "term[0,2]"},
		// The first part takes every "a": one more iteration before fewer.
		{"split", "aaa", "split[0,3](part[0,3] part[3,3])"},
		{"split", "", "split[0,0](part[0,0] part[0,0])"},
		{"split", "ab", `offset 1: expected "a" or end of input, found "b"`},
		{"part", "aa", "part[0,2]"},
		{"ALPHA", "z", "ALPHA[0,1]"},
		{"DIGIT", "7", "DIGIT[0,1]"},
	},
	// RFC 5234 §3.6, §3.7: the "a" 14 letters from the end.
	// RFC 5234 §2.3, §2.4: code points, read as UTF-8.
	"codepoints": {
		{"word", "abc", "word[0,3](letter[0,1] letter[1,2] letter[2,3])"},
		{"word", "ÀĀ", "word[0,4](letter[0,2] letter[2,4])"},
		{"word", "中文", "word[0,6](letter[0,3] letter[3,6])"},
		{"word", "é", `offset 0: expected letter, found "é"`},
		{"word", "a\xff", `offset 1: expected letter or end of input, found invalid UTF-8 "\xff"`},
		{"word", "a\xc3", `offset 1: expected letter or end of input, found invalid UTF-8 "\xc3"`},
		{"word", "\xed\xa0\x80", `offset 0: expected letter, found invalid UTF-8 "\xed"`},
		{"letter", "Ā", "letter[0,2]"},
		{"letter", "\xc3", `offset 0: expected %x41-5A, %x61-7A, %xC0-D6, %x100-17F or %x4E00-9FFF, found invalid UTF-8 "\xc3"`},
		{"quoted", "“a b”", "quoted[0,9](letter[3,4] letter[5,6])"},
		{"quoted", "“a", `offset 4: expected letter, " " or %x201D, found end of input`},
		{"pair", "‘’", "pair[0,6]"},
		{"pair", "‘x", `offset 3: expected %x2019, found "x"`},
	},
	"toolarge": {
		{"word", "aababababababa", "word[0,14](tail[1,14])"},
		{"word", "bbaababababababa", "word[0,16](tail[3,16])"},
		{"word", "aababababababaa", "word[0,15](tail[2,15])"},
		{"word", "bababababababa", `offset 14: expected ab, "a" or tail, found end of input`},
		{"word", "a", `offset 1: expected ab, "a" or tail, found end of input`},
		{"word", "ac", `offset 1: expected ab, "a" or tail, found "c"`},
		{"tail", "ababababababa", "tail[0,13]"},
		{"tail", "babababababa", `offset 12: expected ab, found end of input`},
		{"ab", "B", "ab[0,1]"},
	},
}

// A result is what every entry point of a generated parser made of an
// input: the shape of its tree, or its failure; or how they disagree.
type result struct {
	shape string
	fail  *failure
	bad   string
}

// String is the shape of the tree or the error, "offset N: expected X,
// found Y", as the tables write them.
func (r result) String() string {
	switch {
	case r.bad != "":
		return "entry points disagree: " + r.bad
	case r.fail != nil:
		return r.fail.Error
	}
	return r.shape
}

// run runs Validate, Parse, Append and Find on in. They must agree: on
// the error, or on the tree, and Find on the spans of the tree's last
// node of each node rule.
func run(ex example, rule, in string) result {
	g := ex.gen
	verr := g.validate(rule, in)
	shape, last, perr := g.parse(rule, in)
	ashape, aerr := g.append(rule, in)
	var spans map[string]span
	var ferr error
	errs := []error{verr, perr, aerr}
	if g.find != nil {
		spans, ferr = g.find(rule, in)
		errs = append(errs, ferr)
	}
	if verr == nil && perr == nil && aerr == nil && ferr == nil {
		want := map[string]span{}
		for k, s := range last {
			if slices.Contains(ex.nodes, k) {
				want[k] = s
			}
		}
		switch {
		case shape != ashape:
			return result{bad: fmt.Sprintf("Parse: %s; Append: %s", shape, ashape)}
		case g.find != nil && !maps.Equal(spans, want):
			return result{bad: fmt.Sprintf("Find: %v; the tree's last nodes: %v", spans, want)}
		}
		return result{shape: shape}
	}
	var fs []failure
	for _, err := range errs {
		f, ok := g.failure(err)
		if !ok {
			return result{bad: fmt.Sprintf("Validate: %v; Parse: %v; Append: %v; Find: %v", verr, perr, aerr, ferr)}
		}
		if f.Error != "offset "+strconv.Itoa(f.Offset)+": "+f.Message || !strings.HasPrefix(f.Message, "expected "+f.Expected+", found ") {
			return result{bad: fmt.Sprintf("inconsistent error: %+v", f)}
		}
		fs = append(fs, f)
	}
	for _, f := range fs[1:] {
		if f != fs[0] {
			return result{bad: fmt.Sprintf("Validate: %v; Parse: %v; Append: %v; Find: %v", verr, perr, aerr, ferr)}
		}
	}
	return result{fail: &fs[0]}
}

// TestGolden checks every case of tables against the generated parsers,
// and that every rule of every example has a case.
func TestGolden(t *testing.T) {
	for _, ex := range examples(t) {
		t.Run(ex.name, func(t *testing.T) {
			cases := casesOf(ex.name)
			covered := map[string]bool{}
			for _, c := range cases {
				covered[c.rule] = true
				if got := run(ex, c.rule, c.in).String(); got != c.want {
					t.Errorf("%s %q:\n got  %s\n want %s", c.rule, c.in, got, c.want)
				}
			}
			for _, r := range ex.gen.rules {
				if !covered[r] && !coreRule(r) {
					t.Errorf("rule %s has no case", r)
				}
			}
		})
	}
	for name := range tables {
		if _, ok := packages[name]; !ok {
			t.Errorf("tables: no example %s", name)
		}
	}
}

// casesOf returns the cases of an example: those of its grammar's, for an
// example whose automata are tables.
func casesOf(name string) []tcase {
	if base, ok := strings.CutSuffix(name, "tables"); ok {
		return tables[base]
	}
	return tables[name]
}

// coreRule reports whether name is a core rule a grammar uses without
// defining it.
func coreRule(name string) bool {
	switch name {
	case "ALPHA", "DIGIT", "HEXDIG":
		return true
	}
	return false
}

// The generated parsers must accept exactly what the reference matcher
// (package gen/match) accepts, stop at the same offset expecting the same
// things, and build the same trees: the first in priority order.

// differ compares the generated parser of ex with the matcher on one
// input and describes the first difference, or returns "".
func differ(ex example, m *match.Matcher, rule, in string) string {
	m.SetNodes(append(slices.Clone(ex.nodes), rule))
	want, err := m.Match(rule, in, true)
	if err != nil {
		return err.Error()
	}
	got := run(ex, rule, in)
	switch {
	case got.bad != "":
		return got.String()
	case want.OK != (got.fail == nil):
		return fmt.Sprintf("%s; matcher ok=%v", got, want.OK)
	case !want.OK:
		f := got.fail
		if f.Offset != want.Offset || !want.Expects(f.Expected) ||
			f.Message != "expected "+f.Expected+", found "+want.Found {
			return fmt.Sprintf("error %s; matcher: offset %d: %s", f.Error, want.Offset, want.Message())
		}
		return ""
	}
	if exp := match.Shape(want.Tree); got.shape != exp {
		return fmt.Sprintf("tree\n  %s\nmatcher\n  %s", got.shape, exp)
	}
	return ""
}

// load reads an example's grammar and makes its matcher.
func load(t *testing.T, ex example) (*abnf.Grammar, *match.Matcher) {
	t.Helper()
	g, err := abnf.LoadFiles(ex.grammar)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range g.Rules {
		names = append(names, r.Name)
	}
	if !slices.Equal(names, ex.gen.rules) {
		t.Fatalf("the grammar's rules are %v, the parser's %v", names, ex.gen.rules)
	}
	return g, m
}

// TestDifferentialTables runs the cases of tables through the matcher:
// the hand-written expectations are the matcher's too.
func TestDifferentialTables(t *testing.T) {
	for _, ex := range examples(t) {
		t.Run(ex.name, func(t *testing.T) {
			_, m := load(t, ex)
			for _, c := range casesOf(ex.name) {
				if d := differ(ex, m, c.rule, c.in); d != "" {
					t.Errorf("%s %q: %s", c.rule, c.in, d)
				}
			}
		})
	}
}

// samplesPerRule is how many strings TestDifferentialSamples draws from
// each rule; each is also tested with four successive mutations.
const samplesPerRule = 300

// TestDifferentialSamples compares parser and matcher on every rule of
// every example, on strings sampled from the grammar and mutations of
// them: near misses that fail in every place a match can fail.
func TestDifferentialSamples(t *testing.T) {
	for i, ex := range examples(t) {
		t.Run(ex.name, func(t *testing.T) {
			t.Parallel()
			g, m := load(t, ex)
			s := sample.New(g, uint64(i+1))
			n := samplesPerRule
			if testing.Short() {
				n /= 10
			}
			for _, rule := range ex.gen.rules {
				bad, total := 0, 0
				for range n {
					in, ok := s.Sample(g.Rule(rule))
					if !ok {
						t.Fatalf("rule %s has no sample", rule)
					}
					for k := range 5 {
						if k > 0 {
							in = s.Mutate(in)
						}
						total++
						if d := differ(ex, m, rule, in); d != "" {
							if bad++; bad <= 5 {
								t.Errorf("%s %q: %s", rule, in, d)
							}
						}
					}
				}
				if bad > 0 {
					t.Logf("%s: %d inputs, %d disagreements", rule, total, bad)
				}
			}
		})
	}
}

// maxExhaustive bounds how many strings TestDifferentialExhaustive tries
// per rule (a tenth with -short).
const maxExhaustive = 30000

// TestDifferentialExhaustive compares parser and matcher on every rule of
// every example, on every string up to some length over one byte of each
// class of bytes the grammar tells apart.
func TestDifferentialExhaustive(t *testing.T) {
	for _, ex := range examples(t) {
		t.Run(ex.name, func(t *testing.T) {
			t.Parallel()
			g, m := load(t, ex)
			alpha := alphabet(g)
			limit := maxExhaustive
			if testing.Short() {
				limit /= 10
			}
			inputs := []string{""}
			for level := []string{""}; len(inputs)+len(level)*len(alpha) <= limit; {
				var next []string
				for _, p := range level {
					for _, c := range alpha {
						next = append(next, p+string(c))
					}
				}
				inputs = append(inputs, next...)
				level = next
			}
			for _, rule := range ex.gen.rules {
				bad := 0
				for _, in := range inputs {
					if d := differ(ex, m, rule, in); d != "" {
						if bad++; bad <= 5 {
							t.Errorf("%s %q: %s", rule, in, d)
						}
					}
				}
				if bad > 0 {
					t.Logf("%s: %d inputs, %d disagreements", rule, len(inputs), bad)
				}
			}
		})
	}
}

// alphabet returns one byte of each class of bytes that the terminals of
// g tell apart (two bytes are in the same class when every character of
// every char-val and every num-val value or range matches both or
// neither), printable ones first, and 0xFF, which no example allows.
func alphabet(g *abnf.Grammar) []byte {
	var atoms []func(c byte) bool
	for _, r := range g.Rules {
		abnf.Walk(r.Body(), func(n abnf.Node) bool {
			switch n := n.(type) {
			case *abnf.CharVal:
				for _, want := range []byte(n.Text) {
					atoms = append(atoms, func(c byte) bool {
						return c == want || !n.CaseSensitive && lower(c) == lower(want)
					})
				}
			case *abnf.NumVal:
				if n.Range {
					atoms = append(atoms, func(c byte) bool { return n.Values[0] <= rune(c) && rune(c) <= n.Values[1] })
					break
				}
				for _, v := range n.Values {
					atoms = append(atoms, func(c byte) bool { return rune(c) == v })
				}
			}
			return true
		})
	}
	seen := map[string]bool{}
	var out []byte
	for i := range 256 {
		c := byte(i + ' ') // from the space, wrapping round to the controls
		var sig []byte
		for _, a := range atoms {
			sig = append(sig, '0')
			if a(c) {
				sig[len(sig)-1] = '1'
			}
		}
		if !seen[string(sig)] {
			seen[string(sig)] = true
			out = append(out, c)
		}
	}
	return append(out, 0xFF)
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// TestTypedViews reads trees through the typed views of package ast: the
// accessors of a node for the node kinds it contains, one or a list.
func TestTypedViews(t *testing.T) {
	tree, err := lists.Parse(lists.RecordRule, "a=b,cd=42;x+yz")
	if err != nil {
		t.Fatal(err)
	}
	record, ok := tree.Root().(listsast.RecordRule)
	if !ok {
		t.Fatalf("root is %T, want ast.RecordRule", tree.Root())
	}
	var got []string
	for f := range record.Fields() {
		var names []string
		for n := range f.Names() {
			names = append(names, n.Text())
		}
		value := "none"
		if v, ok := f.Value(); ok {
			value = strconv.Quote(v.Text())
		}
		got = append(got, fmt.Sprintf("%s: names %q, value %s", f.Text(), names, value))
	}
	tags, ok := record.Tags()
	if !ok {
		t.Fatal("no tags")
	}
	for n := range tags.Names() {
		got = append(got, "tag "+n.Text())
	}
	want := []string{
		`a=b: names ["a" "b"], value none`,
		`cd=42: names ["cd"], value "42"`,
		"tag x",
		"tag yz",
	}
	if !slices.Equal(got, want) {
		t.Errorf("lists:\n got  %q\n want %q", got, want)
	}

	// A root that is no node rule is a Match; its children are typed.
	htree, err := host.Parse(host.Host, "[1:a:BC:ffff:0:9]")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := htree.Root().(hostast.Match); !ok {
		t.Errorf("host root is %T, want ast.Match", htree.Root())
	}
	got = nil
	for c := range hostast.Children(htree.Root()) {
		lit, ok := c.(hostast.IpLiteral)
		if !ok {
			t.Fatalf("child %T, want ast.IpLiteral", c)
		}
		for h := range lit.H16s() {
			got = append(got, h.Text())
		}
	}
	if want := []string{"1", "a", "BC", "ffff", "0", "9"}; !slices.Equal(got, want) {
		t.Errorf("host h16s: got %q, want %q", got, want)
	}
	htree, err = host.Parse(host.Host, "192.168")
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for c := range hostast.Children(htree.Root()) {
		for o := range c.(hostast.Ipv4).DecOctets() {
			got = append(got, o.Text())
		}
	}
	if want := []string{"192", "168"}; !slices.Equal(got, want) {
		t.Errorf("ipv4 dec-octets: got %q, want %q", got, want)
	}

	ctree, err := corerules.Parse(corerules.Literal, "0x1F")
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for c := range corerulesast.Children(ctree.Root()) {
		for d := range c.(corerulesast.Hex).HEXDIGs() {
			got = append(got, d.Text())
		}
	}
	if want := []string{"1", "F"}; !slices.Equal(got, want) {
		t.Errorf("corerules HEXDIGs: got %q, want %q", got, want)
	}

	gtree, err := concatenation.Parse(concatenation.Greeting, "hi ab,c!")
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for c := range concatenationast.Children(gtree.Root()) {
		if target, ok := c.(concatenationast.Target); ok {
			for w := range target.Words() {
				got = append(got, w.Text())
			}
		}
	}
	if want := []string{"ab", "c"}; !slices.Equal(got, want) {
		t.Errorf("concatenation words: got %q, want %q", got, want)
	}
}

// TestWalk visits a tree with ast.Walk: pre-order, skipping a node's
// children when told to, and Visit(nil) after a node's children.
func TestWalk(t *testing.T) {
	tree, err := lists.Parse(lists.RecordRule, "a=1,b=c;x")
	if err != nil {
		t.Fatal(err)
	}
	// Walk calls Visit(nil) after a node's children.
	var got []string
	listsast.Walk(visitor(func(n listsast.Node) bool {
		if n == nil {
			got = append(got, ")")
		} else {
			got = append(got, n.Kind().String()+" "+n.Text())
		}
		return n == nil || n.Kind() != listsast.KindTags // not into tags
	}), tree.Root())
	want := []string{
		"record a=1,b=c;x",
		"field a=1", "name a", ")", "value 1", ")", ")",
		"field b=c", "name b", ")", "name c", ")", ")",
		"tags x",
		")",
	}
	if !slices.Equal(got, want) {
		t.Errorf("Walk:\n got  %q\n want %q", got, want)
	}

}

// TestInspect visits a tree with ast.Inspect: pre-order, skipping a
// node's children when told to.
func TestInspect(t *testing.T) {
	tree, err := lists.Parse(lists.RecordRule, "a=1,b=c;x")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"record a=1,b=c;x",
		"field a=1", "name a", ")", "value 1", ")", ")",
		"field b=c", "name b", ")", "name c", ")", ")",
		"tags x",
		")",
	}
	var got []string
	listsast.Inspect(tree.Root(), func(n listsast.Node) bool {
		if n == nil {
			got = append(got, ")")
			return false
		}
		got = append(got, n.Kind().String()+" "+n.Text())
		return n.Kind() != listsast.KindTags
	})
	if !slices.Equal(got, want) {
		t.Errorf("Inspect:\n got  %q\n want %q", got, want)
	}
}

// TestNamesViews checks the typed views of example names, whose rules
// are named like what the generated packages declare: each keeps its
// meaning, and the nodes still implement ast.Node.
func TestNamesViews(t *testing.T) {
	tree, err := names.Parse(names.RecordRule, "tflsnNmkv")
	if err != nil {
		t.Fatal(err)
	}
	var root namesast.Node = tree.Root()
	record, ok := root.(namesast.RecordRule)
	if !ok {
		t.Fatalf("root is %T, want ast.RecordRule", root)
	}
	if got := record.Text(); got != "tflsnNmkv" {
		t.Errorf("record.Text() = %q", got)
	}
	text, ok := record.TextNode()
	if !ok || text.Text() != "t" || text.Kind() != namesast.KindText {
		t.Errorf("TextNode() = %q, %v, kind %v", text.Text(), ok, text.Kind())
	}
	if spans, ok := record.SpansRule(); !ok || spans.Text() != "s" {
		t.Errorf("SpansRule() = %q, %v", spans.Text(), ok)
	}
	var all []string
	for n := range record.Names() {
		all = append(all, n.Text())
	}
	if !slices.Equal(all, []string{"n", "N"}) {
		t.Errorf("Names() = %q", all)
	}
	if n, ok := record.NamesNode(); !ok || n.Text() != "m" {
		t.Errorf("NamesNode() = %q, %v", n.Text(), ok)
	}
	if k, ok := record.KindTextRule(); !ok || k.Kind() != namesast.KindKindTextRule || k.Kind().String() != "kind-text" {
		t.Errorf("KindTextRule() = %v, kind %v", ok, k.Kind())
	}
	for _, r := range []names.Rule{names.FoundRule, names.LookupRule, names.ValidateTextRule} {
		if got, ok := names.Lookup(r.String()); !ok || got != r {
			t.Errorf("Lookup(%q) = %v, %v", r.String(), got, ok)
		}
	}
	var spans namesast.Spans
	if err := names.Find(names.RecordRule, "tflsnnmkv", &spans); err != nil {
		t.Fatal(err)
	}
	if pos, end, ok := spans.Get(namesast.KindSpansRule); !ok || pos != 3 || end != 4 {
		t.Errorf("Spans.Get(KindSpansRule) = %d, %d, %v", pos, end, ok)
	}
}

// visitor is an ast.Visitor that goes on into a node's children while
// its function says so.
type visitor func(listsast.Node) bool

func (v visitor) Visit(n listsast.Node) listsast.Visitor {
	if v(n) {
		return v
	}
	return nil
}

// TestEntryPoints checks the rest of a generated parser's API: Lookup, the
// per-rule ValidateX, ValidX and FindX, Kind names, and the spans of Find.
func TestEntryPoints(t *testing.T) {
	for _, c := range []struct {
		name string
		want alternation.Rule
		ok   bool
	}{
		{"token", alternation.Token, true},
		{"KEYWORD", alternation.Keyword, true},
		{"Name", alternation.Name, true},
		{"nothing", 0, false},
	} {
		if r, ok := alternation.Lookup(c.name); r != c.want || ok != c.ok {
			t.Errorf("Lookup(%q) = %v, %v; want %v, %v", c.name, r, ok, c.want, c.ok)
		}
	}
	if got := listsast.Kind(200).String(); got != "Kind(200)" {
		t.Errorf("Kind(200).String() = %q", got)
	}
	if got := lists.RecordRule.String(); got != "record" {
		t.Errorf("RecordRule.String() = %q, want the rule's name", got)
	}
	for _, in := range []string{"a=1", "a=", "a=b,cd=42;x+yz", "=1", ""} {
		same := func(what string, got, want error) {
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s(%q) = %v; Validate: %v", what, in, got, want)
			}
		}
		want := lists.Validate(lists.RecordRule, in)
		same("ValidateRecordRule", lists.ValidateRecordRule(in), want)
		var a, b listsast.Spans
		same("FindRecordRule", lists.FindRecordRule(in, &a), want)
		same("Find", lists.Find(lists.RecordRule, in, &b), want)
		if want == nil && a != b {
			t.Errorf("FindRecordRule(%q) spans %v; Find: %v", in, a, b)
		}
		same("ValidateField", lists.ValidateField(in), lists.Validate(lists.Field, in))
		if got := lists.ValidRecordRule(in); got != (want == nil) {
			t.Errorf("ValidRecordRule(%q) = %v; Validate: %v", in, got, want)
		}
		if got, want := lists.ValidField(in), lists.Validate(lists.Field, in); got != (want == nil) {
			t.Errorf("ValidField(%q) = %v; Validate: %v", in, got, want)
		}
	}
	var spans listsast.Spans
	if err := lists.FindRecordRule("a=b,cd=42;x+yz", &spans); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind     listsast.Kind
		pos, end int
		ok       bool
	}{
		{listsast.KindRecordRule, 0, 14, true},
		{listsast.KindField, 4, 9, true}, // the last field
		{listsast.KindName, 12, 14, true},
		{listsast.KindValue, 7, 9, true},
		{listsast.KindTags, 10, 14, true},
		{listsast.KindALPHA, -1, -1, false}, // no node rule
	} {
		if pos, end, ok := spans.Get(c.kind); pos != c.pos || end != c.end || ok != c.ok {
			t.Errorf("Get(%v) = %d, %d, %v; want %d, %d, %v", c.kind, pos, end, ok, c.pos, c.end, c.ok)
		}
	}
}

// TestAllocations pins the promises of the generated documentation:
// Validate and Find do not allocate on a match, nor Append into a buffer
// with room, and ValidX never does.
func TestAllocations(t *testing.T) {
	const in = "a=b,cd=42;x+yz"
	var spans listsast.Spans
	buf := make([]listsast.Record, 0, 16)
	for name, f := range map[string]func(){
		"Validate":         func() { _ = lists.Validate(lists.RecordRule, in) },
		"Find":             func() { _ = lists.Find(lists.RecordRule, in, &spans) },
		"Append":           func() { _, _ = lists.Append(buf[:0], lists.RecordRule, in) },
		"Valid":            func() { _ = lists.ValidRecordRule(in) },
		"Valid (no match)": func() { _ = lists.ValidRecordRule("a=b,") },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", name, n)
		}
	}
}

// TestLayout checks that every grammar of internal/golden is an example
// with a go:generate line in doc.go.
func TestLayout(t *testing.T) {
	generatedSet := map[string]bool{}
	for _, ex := range examples(t) {
		generatedSet[ex.name] = true
	}
	files, err := filepath.Glob("*/*.abnf")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := filepath.Dir(f)
		if f != filepath.Join(name, name+".abnf") {
			t.Errorf("%s: the grammar of example %s is %s.abnf", f, name, name)
		}
		if !generatedSet[name] {
			t.Errorf("%s: no go:generate line in doc.go", f)
		}
	}
}
