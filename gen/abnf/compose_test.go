package abnf

import (
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// composeDir holds the RFC grammars that load together.
const composeDir = "../../testdata/compose"

// loadMap loads files, then updates, from a map of file names to texts.
func loadMap(t *testing.T, files map[string]string, names, updates []string) *Grammar {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, text := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(text)}
	}
	g, err := Loader{FS: fsys}.Load(names, updates)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// defsText lists where each definition of rule name is, and its body.
func defsText(g *Grammar, name string) string {
	r := g.Rule(name)
	if r == nil {
		return "<none>"
	}
	var b []string
	for _, d := range r.Defs {
		b = append(b, d.At.String()+" "+Format(d.Body))
	}
	return strings.Join(b, "; ")
}

func replacedText(g *Grammar) string {
	var b []string
	for _, r := range g.Replaced {
		b = append(b, r.Old.At.String()+" by "+r.New.At.String())
	}
	return strings.Join(b, "; ")
}

// TestPlaceholders checks that a rule defined only by a prose-val yields
// to a definition of the same name in another file, in either order, as
// RFC 9110 writes the rules it takes from RFC 3986 ("URI-reference =
// <URI-reference, see [URI], Section 4.1>", Section 4.1).
func TestPlaceholders(t *testing.T) {
	files := map[string]string{
		"http.abnf":  "Location = URI-reference\nURI-reference = <URI-reference, see [URI], Section 4.1>\n",
		"uri.abnf":   "URI-reference = \"u\" / rel\nrel = \"r\"\n",
		"other.abnf": "URI-reference = <URI-reference, see RFC 3986>\n",
		"same.abnf":  "x = <x>\nx = \"x\"\n",
		"ext.abnf":   "URI-reference =/ \"e\"\n",
	}
	tests := []struct {
		name     string
		files    []string
		defs     string // of URI-reference, or x
		replaced string
	}{{
		name:     "placeholder first",
		files:    []string{"http.abnf", "uri.abnf"},
		defs:     `uri.abnf:1:1 "u" / rel`,
		replaced: "http.abnf:2:1 by uri.abnf:1:1",
	}, {
		name:     "placeholder last",
		files:    []string{"uri.abnf", "http.abnf"},
		defs:     `uri.abnf:1:1 "u" / rel`,
		replaced: "http.abnf:2:1 by uri.abnf:1:1",
	}, {
		// Two documents import the same rule: the first stands for both
		// until a definition comes.
		name:     "two placeholders",
		files:    []string{"http.abnf", "other.abnf"},
		defs:     "http.abnf:2:1 <URI-reference, see [URI], Section 4.1>",
		replaced: "other.abnf:1:1 by http.abnf:2:1",
	}, {
		name:     "two placeholders then a definition",
		files:    []string{"http.abnf", "other.abnf", "uri.abnf"},
		defs:     `uri.abnf:1:1 "u" / rel`,
		replaced: "other.abnf:1:1 by http.abnf:2:1; http.abnf:2:1 by uri.abnf:1:1",
	}, {
		// "=/" is not a definition: the placeholder stays, as one of
		// the alternatives.
		name:  "incremental",
		files: []string{"http.abnf", "ext.abnf"},
		defs:  `http.abnf:2:1 <URI-reference, see [URI], Section 4.1>; ext.abnf:1:1 "e"`,
	}, {
		// In one file, a placeholder and a definition are a duplicate
		// for package check to report.
		name:  "same file",
		files: []string{"same.abnf"},
		defs:  `same.abnf:1:1 <x>; same.abnf:2:1 "x"`,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := loadMap(t, files, tt.files, nil)
			name := "URI-reference"
			if tt.files[0] == "same.abnf" {
				name = "x"
			}
			if got := defsText(g, name); got != tt.defs {
				t.Errorf("definitions of %s: %s, want %s", name, got, tt.defs)
			}
			if got := replacedText(g); got != tt.replaced {
				t.Errorf("replaced: %s, want %s", got, tt.replaced)
			}
		})
	}
}

// TestCorePlaceholder checks that a placeholder for a core rule yields to
// the core rule (RFC 5234 Appendix B.1), as it would to a definition in
// another file; "=/" then adds to it (RFC 5234 §3.3). It used to replace
// the core rule, so that nothing matched.
func TestCorePlaceholder(t *testing.T) {
	g := loadMap(t, map[string]string{
		"p.abnf": "x = 1*ALPHA DIGIT\nALPHA = <see RFC 5234 Appendix B.1>\nDIGIT = <see RFC 5234>\nDIGIT =/ \"_\"\n",
	}, []string{"p.abnf"}, nil)
	if got, want := defsText(g, "ALPHA"), "core.abnf:6:1 %x41-5A / %x61-7A"; got != want {
		t.Errorf("ALPHA: %s, want %s", got, want)
	}
	if got, want := defsText(g, "DIGIT"), `core.abnf:23:1 %x30-39; p.abnf:4:1 "_"`; got != want {
		t.Errorf("DIGIT: %s, want %s", got, want)
	}
	if got, want := replacedText(g), "p.abnf:2:1 by core.abnf:6:1; p.abnf:3:1 by core.abnf:23:1"; got != want {
		t.Errorf("replaced: %s, want %s", got, want)
	}
}

// TestUpdates checks that the "=" definitions of an update replace the
// earlier definitions of the same names, as RFC 6874 §2 replaces RFC
// 3986's IP-literal, and nothing else does.
func TestUpdates(t *testing.T) {
	files := map[string]string{
		"base.abnf":  "a = b / c\nb = \"b\"\nb =/ \"bb\"\nc = <c>\n",
		"more.abnf":  "b =/ \"more\"\n",
		"new.abnf":   "B = \"new\" / d\nd = \"d\"\nc = \"c\"\nb =/ \"also\"\n",
		"twice.abnf": "b = \"1\"\nb = \"2\"\n",
	}
	tests := []struct {
		name           string
		files, updates []string
		defs           string // of b
		replaced       string
	}{{
		// Without an update, each file is a scope: b is base's, and
		// new's b is a rule of its own; the placeholder c yields all
		// the same.
		name:     "no update",
		files:    []string{"base.abnf", "new.abnf"},
		defs:     `base.abnf:2:1 "b"; base.abnf:3:1 "bb"`,
		replaced: "base.abnf:4:1 by new.abnf:3:1",
	}, {
		// Both earlier definitions go, "=" and "=/"; the update's own
		// "=/" adds to its "="; the placeholder c yields silently.
		name:     "update",
		files:    []string{"base.abnf"},
		updates:  []string{"new.abnf"},
		defs:     `new.abnf:1:1 "new" / d; new.abnf:4:1 "also"`,
		replaced: "base.abnf:2:1 by new.abnf:1:1; base.abnf:3:1 by new.abnf:1:1; base.abnf:4:1 by new.abnf:3:1",
	}, {
		// Alternatives an earlier file added go too.
		name:     "update after extension",
		files:    []string{"base.abnf", "more.abnf"},
		updates:  []string{"new.abnf"},
		defs:     `new.abnf:1:1 "new" / d; new.abnf:4:1 "also"`,
		replaced: "base.abnf:2:1 by new.abnf:1:1; base.abnf:3:1 by new.abnf:1:1; more.abnf:1:1 by new.abnf:1:1; base.abnf:4:1 by new.abnf:3:1",
	}, {
		// An update with "=/" only adds.
		name:    "update that adds",
		files:   []string{"base.abnf"},
		updates: []string{"more.abnf"},
		defs:    `base.abnf:2:1 "b"; base.abnf:3:1 "bb"; more.abnf:1:1 "more"`,
	}, {
		// Two "=" in the update itself: the first replaces, the second
		// is a duplicate of it.
		name:     "duplicate in the update",
		files:    []string{"base.abnf"},
		updates:  []string{"twice.abnf"},
		defs:     `twice.abnf:1:1 "1"; twice.abnf:2:1 "2"`,
		replaced: "base.abnf:2:1 by twice.abnf:1:1; base.abnf:3:1 by twice.abnf:1:1",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := loadMap(t, files, tt.files, tt.updates)
			if got := defsText(g, "b"); got != tt.defs {
				t.Errorf("definitions of b: %s, want %s", got, tt.defs)
			}
			if got := replacedText(g); got != tt.replaced {
				t.Errorf("replaced: %s, want %s", got, tt.replaced)
			}
			for i, f := range g.Files {
				if want := i >= len(tt.files); f.Update != want {
					t.Errorf("%s: Update = %v, want %v", f.Name, f.Update, want)
				}
			}
			// The rule keeps its place and takes the spelling of its
			// first definition.
			if g.Rules[1] != g.Rule("b") {
				t.Errorf("b is not the second rule")
			}
			if r := g.Rule("b"); r.Name != r.Defs[0].Name {
				t.Errorf("b is named %q, want %q", r.Name, r.Defs[0].Name)
			}
			// Package peg joins g.Files again: the same grammar.
			if a, b := dumpString(g), dumpString(New(g.Files...)); a != b {
				t.Errorf("New(g.Files...) differs:\n%s\nwant\n%s", b, a)
			}
		})
	}
}

// TestUpdateRFCs loads the RFCs that update others as printed (RFC 6874
// §2 over RFC 3986, RFC 7405 §2.2 over RFC 5234, RFC 6068 §2 over RFC
// 5322) and RFC 9110 Appendix A over RFC 3986.
func TestUpdateRFCs(t *testing.T) {
	dir := func(name string) string {
		if strings.HasPrefix(name, "embed:") {
			return name
		}
		return filepath.Join(composeDir, name)
	}
	tests := []struct {
		files, updates []string
		rule, body     string
	}{
		{[]string{"embed:rfc3986.abnf"}, []string{"rfc6874.abnf"},
			"IP-literal", `"[" ( IPv6address / IPv6addrz / IPvFuture ) "]"`},
		{[]string{"embed:rfc5234.abnf"}, []string{"rfc7405.abnf"},
			"char-val", "case-insensitive-string / case-sensitive-string"},
		{[]string{"rfc5322-addr-spec.abnf", "embed:rfc3986.abnf"}, []string{"rfc6068.abnf"},
			"addr-spec", `local-part "@" domain`},
		{[]string{"rfc5322-addr-spec.abnf", "embed:rfc3986.abnf"}, []string{"rfc6068.abnf"},
			"local-part", "dot-atom-text / quoted-string"},
		// Placeholders: RFC 3986's definition takes their place.
		{[]string{"rfc9110-uri.abnf", "embed:rfc3986.abnf"}, nil,
			"URI-reference", "URI / relative-ref"},
		{[]string{"embed:rfc3986.abnf", "rfc9110-uri.abnf"}, nil,
			"authority", `[ userinfo "@" ] host [ ":" port ]`},
		// The whole appendix has the field Host, which is RFC 3986's
		// host to ABNF: RFC 3986 comes as an update.
		{[]string{"rfc9110-appendix-a.abnf"}, []string{"embed:rfc3986.abnf"},
			"URI-reference", "URI / relative-ref"},
	}
	for _, tt := range tests {
		var files, updates []string
		for _, f := range tt.files {
			files = append(files, dir(f))
		}
		for _, f := range tt.updates {
			updates = append(updates, dir(f))
		}
		g, err := Loader{}.Load(files, updates)
		if err != nil {
			t.Fatal(err)
		}
		r := g.Rule(tt.rule)
		if r == nil || len(r.Defs) != 1 {
			t.Errorf("%q + update %q: %s has definitions %s, want one", tt.files, tt.updates, tt.rule, defsText(g, tt.rule))
			continue
		}
		if got := Format(r.Body()); got != tt.body {
			t.Errorf("%q + update %q: %s = %s, want %s", tt.files, tt.updates, tt.rule, got, tt.body)
		}
	}
}

// TestUnresolved checks which rules reach an undefined rule: in RFC 5322
// §3.4.1 and the rules it uses, only obs-body (§4.1), whose text (§3.5)
// is left out.
func TestUnresolved(t *testing.T) {
	g, err := LoadFiles(filepath.Join(composeDir, "rfc5322-addr-spec.abnf"))
	if err != nil {
		t.Fatal(err)
	}
	un := g.Unresolved()
	if len(un) != 1 || un[g.Rule("obs-body")] == nil || un[g.Rule("obs-body")].Name != "text" {
		var got []string
		for r, ref := range un {
			got = append(got, r.Name+" → "+ref.Name)
		}
		t.Errorf("Unresolved = %q, want obs-body → text", got)
	}
	d := g.Defined()
	if d.Rule("obs-body") != nil || d.Rule("addr-spec") == nil || len(d.Rules) != len(g.Rules)-1 {
		t.Errorf("Defined has %d of %d rules, obs-body %v: want all but obs-body", len(d.Rules), len(g.Rules), d.Rule("obs-body") != nil)
	}

	// Through other rules, in a cycle, and not at all.
	g = loadMap(t, map[string]string{"u.abnf": "a = b\nb = \"(\" c \")\" / d\nc = b / \"x\"\nd = nothing\ne = \"e\"\n"}, []string{"u.abnf"}, nil)
	un = g.Unresolved()
	for _, name := range []string{"a", "b", "c", "d"} {
		if ref := un[g.Rule(name)]; ref == nil || ref.Name != "nothing" {
			t.Errorf("Unresolved[%s] = %v, want nothing", name, ref)
		}
	}
	if un[g.Rule("e")] != nil {
		t.Errorf("Unresolved[e] = %v, want none", un[g.Rule("e")])
	}
	if d := g.Defined(); len(d.Rules) != 1 || d.Rules[0].Name != "e" {
		t.Errorf("Defined has %d rules, want e alone", len(d.Rules))
	}
}
