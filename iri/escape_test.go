package iri_test

import (
	"testing"

	"github.com/abnf-uri/uri"
	"github.com/abnf-uri/uri/iri"
)

// escapeCases are data and what Escape makes of them for a component: the
// characters RFC 3987 §2.2 allows there beyond ASCII stay, the rest is
// escaped as package uri escapes it.
var escapeCases = []struct {
	in   string
	c    uri.Component
	want string
}{
	{"a b/é", uri.InSegment, "a%20b%2Fé"},
	{"a b/é", uri.InPath, "a%20b/é"},
	{"é:ü", uri.InSegmentNoColon, "é%3Aü"},
	{"ü@x", uri.InUserinfo, "ü%40x"},
	{"bücher.example", uri.InHost, "bücher.example"},
	{"q=€&x#", uri.InQuery, "q=€&x%23"},
	{"q=€&x", uri.InQueryParam, "q%3D€%26x"},
	// iprivate in the query only (§2.2).
	{"\ue000", uri.InQuery, "\ue000"},
	{"\ue000", uri.InQueryParam, "\ue000"},
	{"\ue000", uri.InFragment, "%EE%80%80"},
	// Bidi formatting characters (§4.1), C1 controls, noncharacters and
	// invalid UTF-8 are escaped.
	{"\u202ex\u200e", uri.InPath, "%E2%80%AEx%E2%80%8E"},
	{"\u0085\ufdd0\xff\xc3", uri.InFragment, "%C2%85%EF%B7%90%FF%C3"},
	{"", uri.InPath, ""},
}

// TestEscape checks the table, that the result is valid in its component
// and that package uri's Unescape gives the data back.
func TestEscape(t *testing.T) {
	for _, c := range escapeCases {
		got := iri.Escape(c.in, c.c)
		if got != c.want {
			t.Errorf("Escape(%+q, %v) = %+q, want %+q", c.in, c.c, got, c.want)
		}
		checkEscape(t, c.in, c.c)
	}
	if n := testing.AllocsPerRun(10, func() { iri.Escape("bücher/€", uri.InPath) }); n != 0 {
		t.Errorf("Escape allocates %v times when nothing needs escaping", n)
	}
	defer func() {
		if recover() == nil {
			t.Error("Escape with the zero Component does not panic")
		}
	}()
	iri.Escape("x", 0)
}

// placed puts escaped data in its component of an IRI reference.
var placed = map[uri.Component]func(string) string{
	uri.InUserinfo:       func(s string) string { return "//" + s + "@h" },
	uri.InHost:           func(s string) string { return "//" + s },
	uri.InPath:           func(s string) string { return "//h/" + s },
	uri.InSegment:        func(s string) string { return "/" + s + "/x" },
	uri.InSegmentNoColon: func(s string) string { return s + "/x" },
	uri.InQuery:          func(s string) string { return "?" + s },
	uri.InQueryParam:     func(s string) string { return "?a=" + s + "&b" },
	uri.InFragment:       func(s string) string { return "#" + s },
}

// checkEscape checks that Escape(s, c) is valid in c and unescapes to s.
func checkEscape(t *testing.T, s string, c uri.Component) {
	e := iri.Escape(s, c)
	if c == uri.InSegmentNoColon && e == "" {
		return
	}
	if _, err := iri.Parse(placed[c](e)); err != nil {
		t.Errorf("Escape(%+q, %v) = %+q: %v", s, c, e, err)
	}
	if d, err := uri.Unescape(iri.Escape(s, c)); err != nil || d != s {
		t.Errorf("Unescape(Escape(%+q, %v)) = %+q, %v", s, c, d, err)
	}
}
