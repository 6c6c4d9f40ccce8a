package iana

import "testing"

// TestParse checks that the loader rejects a malformed data file rather
// than embed a wrong registry.
func TestParse(t *testing.T) {
	const head = "# Last Updated: 2024-01-02\nURI Scheme,Status\n"
	good, err := Parse(head + "a,Permanent\nb (OBSOLETE),Historical\n")
	if err != "" || good.Date != "2024-01-02" || good.Schemes["a"] != Permanent || good.Schemes["b"] != Historical {
		t.Errorf("Parse: %+v, %q", good, err)
	}
	for _, bad := range []string{
		"",
		"URI Scheme,Status\na,Permanent\n", // no date
		"# Last Updated: 2024-01-02\na,Permanent\n", // no header
		head,                                  // no schemes
		head + "a,permanent\n",                // status
		head + "a Permanent\n",                // no comma
		head + "1a,Permanent\n",               // not a scheme
		head + ",Permanent\n",                 // empty name
		head + "a,Permanent\nA,Provisional\n", // twice
		"# Last Updated: soon\nURI Scheme,Status\na,Permanent\n", // date
	} {
		if r, err := Parse(bad); err == "" {
			t.Errorf("Parse(%q) = %+v, want an error", bad, r)
		}
	}
}
