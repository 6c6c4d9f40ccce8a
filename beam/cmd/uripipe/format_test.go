package main

import (
	"testing"

	"github.com/abnf-uri/uri/beam/uribeam"
)

// tricky are strings that JSON writes with escapes: quotes, backslashes,
// controls, bytes that are not UTF-8, HTML's special characters (kept),
// DEL, C1 controls, bidirectional formatting characters and U+2028,
// which termsafe escapes.
var tricky = []string{
	"", "http://a/b", `"quoted"`, `back\slash`, "tab\there", "nl\nand\rcr", "\b\f\x00\x1f", "\xff\xfe", "a<b>&c",
	"del\x7f", "c1\u009b", "bidi\u202e", "ls\u2028ps\u2029", "bücher", "日本", "%zz", "\uFEFFbom",
}

// TestFormats checks that the formats written by hand give the lines
// encoding/json gives through jsonLine, byte for byte.
func TestFormats(t *testing.T) {
	check := func(got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	}
	for _, s := range tricky {
		check(formatValid(s), jsonLine(struct {
			Input string `json:"input"`
			Valid bool   `json:"valid"`
		}{s, true}))
		for _, in := range []uribeam.Invalid{
			{Input: s, Offset: 3, Component: "host", Message: "expected " + s},
			{Input: s, Offset: -1, Message: s},
			{Input: s, Offset: 0, Component: s, Message: ""},
		} {
			check(formatInvalid(in), jsonLine(struct {
				Input string     `json:"input"`
				Error *jsonError `json:"error"`
			}{in.Input, newJSONError(in.Offset, in.Component, in.Message)}))
			check(formatInvalidWithValid(in), jsonLine(struct {
				Input string     `json:"input"`
				Valid bool       `json:"valid"`
				Error *jsonError `json:"error"`
			}{in.Input, false, newJSONError(in.Offset, in.Component, in.Message)}))
		}
		check(formatNormalized(uribeam.Normalized{Input: s, Result: s + "/"}), jsonLine(uribeam.Normalized{Input: s, Result: s + "/"}))
		for _, c := range []uribeam.Class{
			{URI: s, Count: 12, Spellings: []string{s, "x" + s}},
			{URI: s, Count: 0},
		} {
			want := c
			if want.Spellings == nil {
				want.Spellings = []string{}
			}
			check(formatClass(c), jsonLine(want))
		}
	}
}
