package emit

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
)

// TestExternRefused: -extern names a rule the grammar compiles once and
// calls, with no node inside it.
func TestExternRefused(t *testing.T) {
	g, err := (abnf.Loader{}).Load([]string{"../../grammar/rfc3986.abnf"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if g, err = g.Only([]string{"host"}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		extern, nodes, api []string
		want               string
	}{
		{extern: []string{"nope"}, want: "-extern nope: no such rule"},
		{extern: []string{"reg-name"}, want: "-extern reg-name: the rule is not compiled once and called here"},
		{extern: []string{"IP-literal"}, nodes: []string{"IPv6address"}, want: "-extern IP-literal: a node of Parse lies inside the rule"},
		{extern: []string{"IP-literal"}, nodes: []string{"IPvFuture"}, api: []string{"find"}, want: "-extern IP-literal: a node of Find lies inside the rule"},
	} {
		ext := map[string]string{}
		for _, e := range tc.extern {
			ext[e] = "x/other"
		}
		_, err := Generate(Config{Grammar: g, Extern: ext, Nodes: tc.nodes, API: tc.api,
			Parser: Package{Name: "p", Dir: "p", Path: "x/p"}, AST: Package{Name: "ast", Dir: "ast", Path: "x/ast"}})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("-extern %v -nodes %v -api %v: %v, want %q", tc.extern, tc.nodes, tc.api, err, tc.want)
		}
	}
}

// TestExtern generates RFC 3986's host three times in one module: a, the
// package whose IP-literal the others share (PrefixIPLiteral); b, which
// calls a's automaton (-extern IP-literal=a); and c, which compiles its
// own. On sampled hosts, near misses and their mutants, b and c give the
// same verdicts, errors (offset, expected, found), spans and trees, with
// -tables and direct-coded, and b holds no automaton of IP-literal. A
// grammar whose IP-literal is another (RFC 6874's) does not compile with
// a: its DefinitionIPLiteral differs.
func TestExtern(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds a module of generated parsers")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	dir, write := testModule(t, "example.com/ext")
	load := func(updates ...string) *abnf.Grammar {
		t.Helper()
		g, err := (abnf.Loader{}).Load([]string{"../../grammar/rfc3986.abnf"}, updates)
		if err != nil {
			t.Fatal(err)
		}
		if g, err = g.Only([]string{"host"}); err != nil {
			t.Fatal(err)
		}
		return g
	}
	gen := func(name string, cfg Config) map[string][]byte {
		t.Helper()
		cfg.Parser = Package{Name: "p", Dir: name + "/p", Path: "example.com/ext/" + name + "/p"}
		cfg.AST = Package{Name: "ast", Dir: name + "/ast", Path: "example.com/ext/" + name + "/ast"}
		files, err := Generate(cfg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for p, b := range files {
			write(p, b)
		}
		return files
	}
	g := load()
	gen("a", Config{Grammar: g, Tables: true})
	ext := map[string]string{"IP-literal": "example.com/ext/a/p"}
	nodes := []string{"host", "IP-literal", "reg-name"}
	for _, tables := range []bool{false, true} {
		b := fmt.Sprintf("b%v", tables)
		files := gen(b, Config{Grammar: g, Nodes: nodes, Entries: []string{"host", "IP-literal"}, Tables: tables, Extern: ext})
		if src := string(files[b+"/p/rule_ip_literal.go"]); !strings.Contains(src, "p.PrefixIPLiteral(s, i)") || strings.Contains(src, "machine.Table{") || strings.Contains(src, "goto ") {
			t.Errorf("%s/p/rule_ip_literal.go: want a call of PrefixIPLiteral and no automaton:\n%s", b, src)
		}
		gen(fmt.Sprintf("c%v", tables), Config{Grammar: g, Nodes: nodes, Entries: []string{"host", "IP-literal"}, Tables: tables})
	}
	cases := append(verdicts(t, g, 7, []string{"host", "IP-literal"}, 0), verdicts(t, g, 8, []string{"host", "IP-literal"}, 0)...)
	var in strings.Builder
	for _, c := range cases {
		fmt.Fprintf(&in, "\t{%q, %q},\n", c.rule, c.in)
	}
	// Near misses of IP-literal (RFC 3986 §3.2.2), failing at each part.
	near := []string{"[", "[]", "[::1", "[::1]", "[::1]x", "[v1.x]", "[v1.]", "[v.x]", "[V7.a:b]", "[vz.a]",
		"[::]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8:9]", "[::ffff:1.2.3.4]", "[::ffff:1.2.3.256]",
		"[::ffff:1.2.3]", "[1::2::3]", "[12345::]", "[::1%25eth0]", "[\xff]", "[::1]]", "x[::1]"}
	for _, s := range near {
		for _, r := range []string{"host", "IP-literal"} {
			fmt.Fprintf(&in, "\t{%q, %q},\n", r, s)
			cases = append(cases, tcase{rule: r, in: s})
		}
	}
	var body strings.Builder
	for _, tables := range []string{"false", "true"} {
		fmt.Fprintf(&body, `
func TestTables%[1]s(t *testing.T) {
	for _, c := range cases {
		rb, _ := b%[1]s.Lookup(c.rule)
		rc, _ := c%[1]s.Lookup(c.rule)
		eb, ec := fmt.Sprint(b%[1]s.Validate(rb, c.in)), fmt.Sprint(c%[1]s.Validate(rc, c.in))
		if eb != ec {
			t.Errorf("Validate(%%s, %%q): %%s with -extern, %%s without", c.rule, c.in, eb, ec)
		}
		var sb b%[1]sast.Spans
		var sc c%[1]sast.Spans
		eb, ec = fmt.Sprint(b%[1]s.Find(rb, c.in, &sb)), fmt.Sprint(c%[1]s.Find(rc, c.in, &sc))
		if eb != ec || fmt.Sprint(sb) != fmt.Sprint(sc) {
			t.Errorf("Find(%%s, %%q): %%s %%v with -extern, %%s %%v without", c.rule, c.in, eb, sb, ec, sc)
		}
		tb, errb := b%[1]s.Parse(rb, c.in)
		tc, errc := c%[1]s.Parse(rc, c.in)
		if fmt.Sprint(errb) != fmt.Sprint(errc) || errb == nil && fmt.Sprint(tb.Records) != fmt.Sprint(tc.Records) {
			t.Errorf("Parse(%%s, %%q): %%v %%v with -extern, %%v %%v without", c.rule, c.in, tb, errb, tc, errc)
		}
	}
}
`, tables)
	}
	write("ext_test.go", fmt.Appendf(nil, `package ext

import (
	"fmt"
	"testing"

	bfalse "example.com/ext/bfalse/p"
	bfalseast "example.com/ext/bfalse/ast"
	btrue "example.com/ext/btrue/p"
	btrueast "example.com/ext/btrue/ast"
	cfalse "example.com/ext/cfalse/p"
	cfalseast "example.com/ext/cfalse/ast"
	ctrue "example.com/ext/ctrue/p"
	ctrueast "example.com/ext/ctrue/ast"
)

var cases = []struct{ rule, in string }{
%s}
%s`, in.String(), body.String()))
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local")
	for _, args := range [][]string{{"vet", "./..."}, {"test", "-count=1", "."}} {
		cmd := exec.Command(gocmd, args...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	t.Logf("%d inputs", len(cases))

	// RFC 6874's IP-literal is another rule: its parser does not build
	// with a's.
	z := load("../../grammar/rfc6874.abnf")
	gen("z", Config{Grammar: z, API: []string{"validate"}, Extern: ext})
	cmd := exec.Command(gocmd, "build", "./z/...")
	cmd.Dir, cmd.Env = dir, env
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "undefined: p.DefinitionIPLiteral_") {
		t.Errorf("go build of a parser of RFC 6874's IP-literal calling RFC 3986's: %v, want undefined DefinitionIPLiteral\n%s", err, out)
	}
}
