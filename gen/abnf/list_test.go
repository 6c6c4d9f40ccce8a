package abnf

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestParseList checks the expansion of RFC 9110's list extension as the
// sender requirements of §5.6.1.1 write it.
func TestParseList(t *testing.T) {
	tests := []struct{ text, want string }{
		// §5.6.1.1: 1#element => element *( OWS "," OWS element )
		{`1#e`, `e *( OWS "," OWS e )`},
		// #element => [ 1#element ]
		{`#e`, `[ e *( OWS "," OWS e ) ]`},
		// <n>#<m>element => element <n-1>*<m-1>( OWS "," OWS element )
		{`2#4e`, `e 1*3( OWS "," OWS e )`},
		{`3#e`, `e 2*( OWS "," OWS e )`},
		{`#3e`, `[ e *2( OWS "," OWS e ) ]`},
		{`1#1e`, `e`},
		{`#1e`, `[ e ]`},
		{`#0e`, `0e`},
		// A group, and a list inside other elements (RFC 9110 §11.3's
		// challenge), inside a list.
		{`#( a [ b ] )`, `[ ( a [ b ] ) *( OWS "," OWS ( a [ b ] ) ) ]`},
		{`a [ 1*SP ( t / #p ) ]`, `a [ 1*SP ( t / [ p *( OWS "," OWS p ) ] ) ]`},
		{`"*" / 1#e x`, `"*" / ( e *( OWS "," OWS e ) ) x`},
		{`1#( 1#e )`, `( e *( OWS "," OWS e ) ) *( OWS "," OWS ( e *( OWS "," OWS e ) ) )`},
		// "#" in char-vals, prose-vals and comments is text.
		{`"#" <a#b> 1*e ; x #y`, `"#" <a#b> 1*e`},
		{`%s"#"`, `%s"#"`},
	}
	for _, tt := range tests {
		f, err := Reader{}.ParseList("t.abnf", []byte("r = "+tt.text+"\n"))
		if err != nil {
			t.Errorf("%s: %v", tt.text, err)
			continue
		}
		if got := Format(f.Defs[0].Body); got != tt.want {
			t.Errorf("%s expands to %s, want %s", tt.text, got, tt.want)
		}
	}

	// The two copies of the element share no node: automata number
	// their positions by node.
	f, err := Reader{}.ParseList("t.abnf", []byte("r = 1#( a / %x30-39 )\n"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Node]bool{}
	Walk(f.Defs[0].Body, func(n Node) bool {
		if seen[n] {
			t.Errorf("node %s appears twice", Format(n))
		}
		seen[n] = true
		return true
	})
}

// TestParseListErrors checks the messages about lists, and about "#"
// when the extension is not asked for.
func TestParseListErrors(t *testing.T) {
	tests := []struct {
		text string
		list bool
		want string
	}{
		{"r = 1#e\n", false, `t.abnf:1:6: unexpected character "#"; "#" lists (RFC 9110 §5.6.1) are an extension, read only when asked for (abnf -ext list)`},
		{"r = 3#2e\n", true, `t.abnf:1:5: list "3#2" has minimum 3 greater than maximum 2`},
		{"r = e\n  / x 1#\n", true, `t.abnf:2:8: expected an element after the list "1#"`},
		{"r = e #\n", true, `t.abnf:1:7: expected an element after the list "#"`},
		{"r = e#x\n", true, `t.abnf:1:6: unexpected character "#"`},
		{"r = " + strings.Repeat("#(", MaxListNesting+1) + "e" + strings.Repeat(")", MaxListNesting+1) + "\n", true,
			`t.abnf:1:` + strconv.Itoa(5+2*MaxListNesting) + `: lists nested more than 8 deep (each level writes its element twice)`},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		name := filepath.Join(dir, "t.abnf")
		if err := os.WriteFile(name, []byte(tt.text), 0o666); err != nil {
			t.Fatal(err)
		}
		t.Chdir(dir)
		_, err := Loader{List: tt.list}.Load([]string{"t.abnf"}, nil)
		var e *Error
		if !errors.As(err, &e) || err.Error() != tt.want {
			t.Errorf("%q (list %v): %v, want *Error %s", tt.text, tt.list, err, tt.want)
		}
	}
	// Eight levels are allowed.
	text := "r = " + strings.Repeat("#(", MaxListNesting) + "e" + strings.Repeat(")", MaxListNesting) + "\n"
	if _, err := (Reader{}).ParseList("t.abnf", []byte(text)); err != nil {
		t.Errorf("%d nested lists: %v", MaxListNesting, err)
	}
}

// TestListsRFC9110 expands the lists of RFC 9110's sections, as the body
// of the RFC writes them, and compares each with its expansion in
// Appendix A ("In the collected ABNF below, list rules are expanded per
// Section 5.6.1"): the same text.
func TestListsRFC9110(t *testing.T) {
	lists := filepath.Join(composeDir, "rfc9110-lists.abnf")
	appendix := filepath.Join(composeDir, "rfc9110-appendix-a.abnf")
	g, err := Loader{List: true}.Load([]string{lists}, nil)
	if err != nil {
		t.Fatal(err)
	}
	a, err := LoadFiles(appendix)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Files[0].Defs) < 20 {
		t.Fatalf("%d rules in %s, want 22", len(g.Files[0].Defs), lists)
	}
	for _, d := range g.Files[0].Defs {
		r := a.Rule(d.Name)
		if r == nil {
			t.Errorf("%s is not in Appendix A", d.Name)
			continue
		}
		if got, want := Format(d.Body), Format(r.Body()); got != want {
			t.Errorf("%s (%s) expands to\n\t%s\nAppendix A has\n\t%s", d.Name, d.At, got, want)
		}
	}
}

// FuzzParseList feeds arbitrary text to the list reader: it must never
// panic, refuse only with an *Error, and expand to plain ABNF that the
// reader reads back as Format writes it.
func FuzzParseList(f *testing.F) {
	for _, s := range []string{"a = 1#b\n", "a = #( b [ c ] ) / 2#3d\n", "a = \"#\" <#> ; #\n", "a = 3#2b\n", "a = b #\n", "a = #(#(#c))\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) { readBack(t, src, Reader{}.ParseList) })
}
