package extract_test

import (
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/gen/extract"
	"github.com/abnf-uri/uri/grammar"
)

// notPrinted lists the grammar files, or the rules of a file, that are
// not the RFC's ABNF as printed, each with the reason. A file listed with
// no rules is not checked at all; a rule listed ("name", or "name =/"
// for its incremental definitions alone) must differ from every
// definition the RFC prints, so that an entry that no longer applies
// fails. Every other rule of every file is checked.
var notPrinted = map[string]struct {
	rules  []string
	reason string
	// rewrite, if not nil, turns the RFC's text into ABNF as the file's
	// header says it was transcribed; the file is checked against that.
	rewrite func(string) string
}{
	"rfc2397-imports.abnf":  {nil, "the RFC names these rules in prose; the file writes them in ABNF", nil},
	"rfc3966-prose.abnf":    {nil, "what the RFC's prose requires, written in ABNF", nil},
	"rfc5538-imports.abnf":  {nil, "what the RFC's prose requires, written in ABNF", nil},
	"rfc5321-imports.abnf":  {nil, "the placeholder of a rule the RFC takes from RFC 5322", nil},
	"rfc5870-prose.abnf":    {nil, "what the RFC's prose requires, written in ABNF", nil},
	"rfc6068-prose.abnf":    {nil, "what the RFC's prose requires, written in ABNF", nil},
	"rfc6455-path.abnf":     {nil, "the placeholder's meaning, written in ABNF", nil},
	"rfc8141-alphanum.abnf": {nil, "a rule the RFC names and does not define", nil},
	"rfc9110-host.abnf":     {nil, "what the RFC's prose requires, written in ABNF", nil},
	"rfc1738.abnf":          {nil, "the RFC writes RFC 822 BNF, not ABNF; the header lists the rewrites", nil},
	"rfc2396.abnf": {[]string{}, `RFC 822 BNF: "|" for "/", "_" in rule names for "-"`, func(s string) string {
		return bnfName.ReplaceAllString(strings.ReplaceAll(s, "|", "/"), "$1-$2")
	}},
	"rfc2397.abnf":            {[]string{}, `RFC 822 BNF: ":=" for "="`, func(s string) string { return strings.ReplaceAll(s, ":=", "=") }},
	"rfc3966.abnf":            {[]string{"local-number-digits"}, "one space added, without which it does not parse", nil},
	"rfc8089-appendix-f.abnf": {[]string{"auth-path =/", "path-absolute =/"}, "two additions the header describes: E.4's backslashes, and a drive letter as the authority", nil},
}

var bnfName = regexp.MustCompile(`([a-z])_([a-z])`)

var rfcHeader = regexp.MustCompile(`^; RFC (\d+)`)

// rfcText returns the file of the text of RFC n: in ../shared/rfc, or
// else in testdata/rfc (see its README.md), or "" when neither has it.
func rfcText(n string) string {
	for _, p := range []string{"../../../shared/rfc/rfc" + n + ".txt", "testdata/rfc/rfc" + n + ".txt"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// TestGrammarAsPrinted checks every file of grammar/ against the RFC text
// its header names: each rule it defines is, token for token, a definition
// that Extract finds there, or notPrinted says why not.
func TestGrammarAsPrinted(t *testing.T) {
	shared := true
	if _, err := os.Stat("../../../shared/rfc"); err != nil {
		shared = false
		t.Log("../shared/rfc is absent: only the grammar files whose RFC text testdata/rfc holds are checked")
	}
	names, err := fs.Glob(grammar.FS, "*.abnf")
	if err != nil {
		t.Fatal(err)
	}
	cache := map[string][]extract.Rule{}
	for _, name := range names {
		src, err := fs.ReadFile(grammar.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		m := rfcHeader.FindSubmatch(src)
		if m == nil {
			t.Errorf("%s: the header does not begin \"; RFC NNNN\"", name)
			continue
		}
		decl, listed := notPrinted[name]
		if listed && decl.rules == nil {
			continue
		}
		rfc := rfcText(string(m[1]))
		if rfc == "" {
			if shared {
				t.Logf("%s: no text of RFC %s: not checked", name, m[1])
			}
			continue
		}
		key := rfc
		if decl.rewrite != nil {
			key = name
		}
		printed, ok := cache[key]
		if !ok {
			text, err := os.ReadFile(rfc)
			if err != nil {
				t.Logf("%s: %v: not checked", name, err)
				continue
			}
			if decl.rewrite != nil {
				text = []byte(decl.rewrite(string(text)))
			}
			res := extract.Extract(text)
			printed = res.Rules
			cache[key] = printed
		}
		f, err := abnf.Parse(name, src)
		if err != nil {
			t.Fatal(err)
		}
		own := extract.Extract(src).Rules
		if len(own) != len(f.Defs) {
			t.Errorf("%s: Extract finds %d definitions, the reader %d", name, len(own), len(f.Defs))
			continue
		}
		for _, r := range own {
			toks := r.Tokens()
			found := slices.ContainsFunc(printed, func(p extract.Rule) bool { return slices.Equal(p.Tokens(), toks) })
			excused := slices.Contains(decl.rules, r.Name) || slices.Contains(decl.rules, r.Name+" "+toks[1])
			switch {
			case excused && found:
				t.Errorf("%s:%d: %s is printed so by the RFC: notPrinted need not list it", name, r.Line, r.Name)
			case !excused && !found:
				var near []string
				for _, p := range printed {
					if strings.EqualFold(p.Name, r.Name) {
						near = append(near, p.Text+"\n    (line "+strconv.Itoa(p.Line)+")")
					}
				}
				t.Errorf("%s:%d: %s is not printed so in %s:\n%s\nthe RFC prints:\n%s", name, r.Line, r.Name, rfc, r.Text, strings.Join(near, "\n"))
			}
		}
	}
}

// TestRFC3986 checks what Extract finds in RFC 3986: Appendix A's 36
// rules, and in the body a repeat of each, token for token, and Section
// 5.3's pseudocode line `result = ""`; and that a copy
// of sub-delims with a typographic apostrophe is not one of them.
func TestRFC3986(t *testing.T) {
	text, err := os.ReadFile("../../../shared/rfc/rfc3986.txt")
	if err != nil {
		t.Skip("../shared/rfc/rfc3986.txt is absent:", err)
	}
	res := extract.Extract(text)
	if len(res.Invalid) != 0 {
		t.Errorf("%d definitions do not parse: %v", len(res.Invalid), res.Invalid)
	}
	var appendix, body []extract.Rule
	for _, r := range res.Rules {
		if r.Section == "A" {
			appendix = append(appendix, r)
		} else {
			body = append(body, r)
		}
	}
	if len(appendix) != 36 {
		t.Errorf("Appendix A: %d rules, want 36", len(appendix))
	}
	in := func(r extract.Rule, rs []extract.Rule) bool {
		return slices.ContainsFunc(rs, func(p extract.Rule) bool { return slices.Equal(p.Tokens(), r.Tokens()) })
	}
	repeats := 0
	for _, r := range body {
		switch {
		case in(r, appendix):
			repeats++
		case r.Line == 1916 && r.Text == `result = ""`:
			// Section 5.3's pseudocode, which reads as ABNF: the one
			// definition found that the RFC does not mean as one.
		default:
			t.Errorf("line %d (Section %s): %s is not one of Appendix A's rules:\n%s", r.Line, r.Section, r.Name, r.Text)
		}
	}
	if repeats != 36 {
		t.Errorf("the body repeats %d of Appendix A's rules, want 36", repeats)
	}
	curly := extract.Rule{Text: strings.Replace(`sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
                 / "*" / "+" / "," / ";" / "="`, `"'"`, `"’"`, 1)}
	if in(curly, appendix) {
		t.Error("sub-delims with \"’\" reads as RFC 3986's")
	}
	straight := extract.Rule{Text: strings.Replace(curly.Text, `"’"`, `"'"`, 1)}
	if !in(straight, appendix) {
		t.Error("sub-delims with \"'\" is not RFC 3986's")
	}
}
