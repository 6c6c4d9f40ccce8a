package abnf

import (
	"fmt"
	"strings"
	"testing"
)

func TestRepeatBounds(t *testing.T) {
	tests := []struct {
		repeat   string
		min, max int
		err      string // "" for no error
	}{
		// RFC 5234 §3.6: "*element", any number.
		{repeat: "*", min: 0, max: Unbounded},
		// RFC 5234 §3.6: "<a>*element", at least a.
		{repeat: "1*", min: 1, max: Unbounded},
		{repeat: "0*", min: 0, max: Unbounded},
		// RFC 5234 §3.6: "*<b>element", at most b.
		{repeat: "*4", min: 0, max: 4},
		{repeat: "*0", min: 0, max: 0},
		// RFC 5234 §3.6: "<a>*<b>element".
		{repeat: "1*4", min: 1, max: 4},
		{repeat: "3*3", min: 3, max: 3},
		{repeat: "0*1", min: 0, max: 1},
		// RFC 5234 §3.7: "<n>element" is "<n>*<n>element".
		{repeat: "3", min: 3, max: 3},
		{repeat: "0", min: 0, max: 0},
		// RFC 5234 §4 (repeat = 1*DIGIT / ...): digits are decimal, so
		// leading zeros do not make an octal number.
		{repeat: "010", min: 10, max: 10},
		{repeat: "007*010", min: 7, max: 10},
		// RFC 5234 §3.6 does not forbid a > b; the reader keeps the
		// bounds as written and leaves the check to later stages.
		{repeat: "3*2", min: 3, max: 2},
		// The reader's own limit, 2^24, on either bound.
		{repeat: "16777216", min: 1 << 24, max: 1 << 24},
		{repeat: "16777217", err: "repeat count 16777217 is too large"},
		{repeat: "1*16777217", err: "repeat count 16777217 is too large"},
		{repeat: "16777217*", err: "repeat count 16777217 is too large"},
		{repeat: "99999999999999999999", err: "repeat count 99999999999999999999 is too large"},
	}
	for _, tt := range tests {
		t.Run(tt.repeat, func(t *testing.T) {
			lo, hi, err := repeatBounds(tt.repeat)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("repeatBounds(%q) error = %v, want %q", tt.repeat, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("repeatBounds(%q): %v", tt.repeat, err)
			}
			if lo != tt.min || hi != tt.max {
				t.Errorf("repeatBounds(%q) = %d, %d; want %d, %d", tt.repeat, lo, hi, tt.min, tt.max)
			}
		})
	}
}

func TestKey(t *testing.T) {
	// RFC 5234 §2.1: rule names are case-insensitive; <rulename>,
	// <Rulename>, <RULENAME> and <rUlEnAmE> refer to the same rule.
	tests := []struct{ name, key string }{
		{"rulename", "rulename"},
		{"Rulename", "rulename"},
		{"RULENAME", "rulename"},
		{"rUlEnAmE", "rulename"},
		// Digits and hyphens (RFC 5234 §4, rulename = ALPHA *(ALPHA /
		// DIGIT / "-")) are kept as they are.
		{"IPv6address", "ipv6address"},
		{"URI-reference", "uri-reference"},
		{"h16", "h16"},
		{"ls32", "ls32"},
	}
	for _, tt := range tests {
		if got := Key(tt.name); got != tt.key {
			t.Errorf("Key(%q) = %q, want %q", tt.name, got, tt.key)
		}
	}
}

func TestRuleBody(t *testing.T) {
	tests := []struct {
		name string
		src  string
		rule string // looked up in this spelling
		body string // Format(rule.Body())
		pos  string // rule.Pos()
		defs int
	}{{
		// RFC 5234 §3.3: the example; "=/" alternatives follow the
		// "=" ones in source order, flattened into one alternation.
		name: "§3.3 example",
		src:  "ruleset = alt1 / alt2\nruleset =/ alt3\nruleset =/ alt4 / alt5\n",
		rule: "ruleset",
		body: "alt1 / alt2 / alt3 / alt4 / alt5",
		pos:  "t.abnf:1:1",
		defs: 3,
	}, {
		// RFC 5234 §3.3 and §2.1: the added definitions may spell the
		// name in another case and come after other rules.
		name: "other spelling, other rules between",
		src:  "a = \"1\"\nb = \"x\"\nA =/ \"2\" \"3\"\nc = \"y\"\na =/ \"4\" / ( \"5\" / \"6\" )\n",
		rule: "A",
		body: `"1" / "2" "3" / "4" / ( "5" / "6" )`,
		pos:  "t.abnf:1:1",
		defs: 3,
	}, {
		// RFC 5234 §3.3: an added alternative is a whole alternative;
		// a group is one element and is not flattened.
		name: "group kept",
		src:  "r = ( \"a\" / \"b\" )\nr =/ ( \"c\" / \"d\" )\n",
		rule: "r",
		body: `( "a" / "b" ) / ( "c" / "d" )`,
		pos:  "t.abnf:1:1",
		defs: 2,
	}, {
		// A rule with only "=/" definitions is read as written; its
		// position is its first definition.
		name: "only incremental",
		src:  "x = \"0\"\nr =/ \"a\"\nr =/ \"b\"\n",
		rule: "r",
		body: `"a" / "b"`,
		pos:  "t.abnf:2:1",
		defs: 2,
	}, {
		// Rule.Pos is the "=" definition even when a "=/" one comes
		// first.
		name: "incremental before plain",
		src:  "r =/ \"a\"\nr = \"b\"\n",
		rule: "R",
		body: `"a" / "b"`,
		pos:  "t.abnf:2:1",
		defs: 2,
	}, {
		// One definition: Body is its body, whatever its kind.
		name: "single definition",
		src:  "r = \"a\" \"b\"\n",
		rule: "r",
		body: `"a" "b"`,
		pos:  "t.abnf:1:1",
		defs: 1,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := New(mustParse(t, "t.abnf", []byte(tt.src)))
			r := g.Rule(tt.rule)
			if r == nil {
				t.Fatalf("Rule(%q) = nil", tt.rule)
			}
			if got := Format(r.Body()); got != tt.body {
				t.Errorf("Body() = %s, want %s", got, tt.body)
			}
			if got := r.Pos().String(); got != tt.pos {
				t.Errorf("Pos() = %s, want %s", got, tt.pos)
			}
			if len(r.Defs) != tt.defs {
				t.Errorf("%d definitions, want %d", len(r.Defs), tt.defs)
			}
			if r.Name != r.Defs[0].Name {
				t.Errorf("Name = %q, want the first spelling %q", r.Name, r.Defs[0].Name)
			}
			if len(r.Defs) == 1 && r.Body() != r.Defs[0].Body {
				t.Errorf("Body() of a single definition is not the definition's body")
			}
		})
	}
}

// ruleList lists g's rules as "name" or "name(core)", in order.
func ruleList(g *Grammar) string {
	var names []string
	for _, r := range g.Rules {
		n := r.Name
		if r.Core {
			n += "(core)"
		}
		names = append(names, n)
	}
	return strings.Join(names, " ")
}

func TestNewCoreRules(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		rules string // ruleList of New's grammar
	}{{
		// RFC 5234 Appendix B.1: nothing used, nothing added.
		name:  "no core rule used",
		src:   "a = \"x\" b\nb = %x41\n",
		rules: "a b",
	}, {
		// Appendix B.1: DIGIT has no references of its own.
		name:  "DIGIT",
		src:   "a = 2DIGIT\n",
		rules: "a DIGIT(core)",
	}, {
		// Appendix B.1: HEXDIG = DIGIT / "A" / ..., so DIGIT comes too.
		name:  "HEXDIG pulls in DIGIT",
		src:   "a = 1*4HEXDIG\n",
		rules: "a HEXDIG(core) DIGIT(core)",
	}, {
		// RFC 5234 §2.1: a reference in any case names the core rule,
		// which keeps its own spelling; it is added once.
		name:  "reference in lower case",
		src:   "a = hexdig / Digit / HEXDIG\n",
		rules: "a HEXDIG(core) DIGIT(core)",
	}, {
		// Appendix B.1: LWSP = *(WSP / CRLF WSP), WSP = SP / HTAB,
		// CRLF = CR LF: the whole closure, in order of first use.
		name:  "LWSP closure",
		src:   "a = LWSP\n",
		rules: "a LWSP(core) WSP(core) CRLF(core) SP(core) HTAB(core) CR(core) LF(core)",
	}, {
		// Appendix B.1: only the rules used; ALPHA is not in HEXDIG.
		name:  "no unused core rule",
		src:   "a = CRLF\n",
		rules: "a CRLF(core) CR(core) LF(core)",
	}, {
		// core.abnf: "a grammar that defines a rule of the same name
		// uses its own definition": DIGIT is the grammar's, and
		// HEXDIG, taken from the core, refers to it.
		name:  "grammar defines DIGIT",
		src:   "a = HEXDIG\nDIGIT = %x30-37\n",
		rules: "a DIGIT HEXDIG(core)",
	}, {
		// RFC 5234 §2.1: the same, with the definition in another case.
		name:  "grammar defines digit in lower case",
		src:   "a = HEXDIG / DIGIT\ndigit = \"0\"\n",
		rules: "a digit HEXDIG(core)",
	}, {
		// RFC 5234 §3.3: "=/" adds alternatives to a rule; on a core
		// rule it adds to the core definition (see
		// TestNewIncrementalCore).
		name:  "incremental definition of a core rule",
		src:   "a = ALPHA\nALPHA =/ \"_\"\n",
		rules: "a ALPHA",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := New(mustParse(t, "t.abnf", []byte(tt.src)))
			if got := ruleList(g); got != tt.rules {
				t.Errorf("rules = %s\nwant    %s", got, tt.rules)
			}
			// Every reference resolves, and every rule is indexed
			// under its key.
			for _, r := range g.Rules {
				if g.Rule(Key(r.Name)) != r || g.Rule(strings.ToUpper(r.Name)) != r {
					t.Errorf("Rule(%q) does not find the rule", r.Name)
				}
				for _, ref := range Refs(r.Body()) {
					if g.Rule(ref.Name) == nil {
						t.Errorf("%s: reference %s does not resolve", r.Name, ref.Name)
					}
				}
			}
		})
	}
}

// TestNewIncrementalCore checks that "=/" on a core rule adds to RFC 5234
// Appendix B.1's definition (§3.3) rather than replacing it.
func TestNewIncrementalCore(t *testing.T) {
	g := New(mustParse(t, "t.abnf", []byte("a = ALPHA\nALPHA =/ \"_\"\n")))
	const want = `%x41-5A / %x61-7A / "_"`
	if got := Format(g.Rule("ALPHA").Body()); got != want {
		t.Errorf("ALPHA = %s, want %s", got, want)
	}
}

// TestNewCoreSource checks that an added core rule is RFC 5234
// Appendix B.1's definition, with its position in core.abnf.
func TestNewCoreSource(t *testing.T) {
	g := New(mustParse(t, "t.abnf", []byte("a = HEXDIG\n")))
	tests := []struct{ rule, body, pos string }{
		// RFC 5234 Appendix B.1.
		{"HEXDIG", `DIGIT / "A" / "B" / "C" / "D" / "E" / "F"`, "core.abnf:29:1"},
		{"DIGIT", "%x30-39", "core.abnf:23:1"},
	}
	for _, tt := range tests {
		r := g.Rule(tt.rule)
		if r == nil {
			t.Errorf("Rule(%s) = nil", tt.rule)
			continue
		}
		if got := fmt.Sprintf("%s %v", Format(r.Body()), r.Pos()); got != tt.body+" "+tt.pos {
			t.Errorf("%s = %s, want %s %s", tt.rule, got, tt.body, tt.pos)
		}
	}
}

func TestRepeatText(t *testing.T) {
	// RFC 5234 §3.6 and §3.7, the shortest spelling of each form.
	tests := []struct {
		min, max int
		want     string
	}{
		{0, Unbounded, "*"},
		{1, Unbounded, "1*"},
		{0, 4, "*4"},
		{1, 4, "1*4"},
		{3, 3, "3"},
		{0, 0, "0"},
	}
	for _, tt := range tests {
		if got := RepeatText(tt.min, tt.max); got != tt.want {
			t.Errorf("RepeatText(%d, %d) = %q, want %q", tt.min, tt.max, got, tt.want)
		}
		// The text reads back to the same bounds.
		lo, hi, err := repeatBounds(RepeatText(tt.min, tt.max))
		if err != nil || lo != tt.min || hi != tt.max {
			t.Errorf("repeatBounds(RepeatText(%d, %d)) = %d, %d, %v", tt.min, tt.max, lo, hi, err)
		}
	}
}
