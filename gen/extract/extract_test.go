package extract_test

import (
	"slices"
	"testing"

	"github.com/abnf-uri/uri/gen/extract"
)

const page = `RFC 9999                  Example Syntax                   January 2005


3.2.2.  Host

   Prose that mentions host = something, not at a rule's place.

      host        = IP-literal / IPv4address / reg-name
      sub-delims  = "!" / "$" / "&" / "'" / "(" / ")"



Doe                          Standards Track                   [Page 7]
` + "\f" + `
RFC 9999                  Example Syntax                   January 2005


                  / "*" / "+" / "," / ";" / "="

   Prose, and an example that is not ABNF:

      scheme    = $2

Appendix A.  Collected ABNF

   port        =/ *DIGIT ; a comment
   broken      = ( "a" )*DIGIT
`

func TestExtract(t *testing.T) {
	res := extract.Extract([]byte(page))
	want := []extract.Rule{
		{Name: "host", Text: "host        = IP-literal / IPv4address / reg-name", Line: 8, Page: 7, Section: "3.2.2"},
		{Name: "sub-delims", Text: "sub-delims  = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\"\n            / \"*\" / \"+\" / \",\" / \";\" / \"=\"", Line: 9, Page: 7, Section: "3.2.2"},
		{Name: "port", Text: "port        =/ *DIGIT ; a comment", Line: 26, Section: "A"},
	}
	if !slices.Equal(res.Rules, want) {
		t.Errorf("got\n%#v\nwant\n%#v", res.Rules, want)
	}
	if len(res.Invalid) != 1 || res.Invalid[0].Line != 27 || res.Invalid[0].Err.Error() != `27:25: "*" follows ")" without white space; the elements of a concatenation are separated by white space (RFC 5234 §4)` {
		t.Errorf("invalid: %v", res.Invalid)
	}
	if got := want[2].Tokens(); !slices.Equal(got, []string{"port", "=/", "*", "DIGIT"}) {
		t.Errorf("tokens %q", got)
	}
	if got := want[2].SectionName(); got != "Appendix A" {
		t.Errorf("SectionName %q", got)
	}
	if _, err := extract.Rules([]byte(page)); err == nil {
		t.Error("Rules: no error for the rule that does not parse")
	}
}
