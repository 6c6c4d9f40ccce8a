package whatwg

import (
	"errors"
	"testing"
)

// FuzzParse checks that Parse never panics, that a failure is an *Error
// with an offset inside the input, and that the href of a parsed URL
// parses again to the same href (the URL Standard's goal that
// serializing and parsing are idempotent). The host parser alone is
// idempotent too.
func FuzzParse(f *testing.F) {
	for _, c := range loadWPT(f) {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		f.Add(c.Input, base)
	}
	f.Fuzz(func(t *testing.T, input, baseInput string) {
		var base *URL
		if baseInput != "" {
			base, _ = Parse(baseInput, nil)
		}
		u, err := Parse(input, base)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(input) || e.Code == "" {
				t.Fatalf("Parse(%q): error %#v", input, err)
			}
		} else {
			href := u.String()
			v, err := Parse(href, nil)
			if err != nil {
				t.Fatalf("Parse(%q) = %q, which fails to parse: %v", input, href, err)
			}
			if got := v.String(); got != href {
				t.Fatalf("Parse(%q) = %q, which parses to %q", input, href, got)
			}
			for _, w := range u.Warnings {
				if w.Offset < 0 || w.Offset > len(input) {
					t.Fatalf("Parse(%q): warning %+v outside the input", input, w)
				}
			}
		}
		for _, special := range []bool{true, false} {
			h, err := ParseHost(input, special)
			if err != nil {
				continue
			}
			h2, err := ParseHost(h, special)
			if err != nil || h2 != h {
				t.Fatalf("ParseHost(%q, %v) = %q, which parses to %q, %v", input, special, h, h2, err)
			}
		}
	})
}
