package golden_test

import (
	"errors"
	"strings"
	"testing"

	recursion "github.com/abnf-uri/uri/internal/golden/recursion/parser"
)

// TestNestingLimit: a generated parser of a recursive grammar, given
// parentheses nested 200,000 deep (which took package interp past Go's
// stack limit, a fatal error), returns its *Error at the offset where rule
// calls went past the nesting limit of package interp (10,000: list and
// item are two calls a level, so the list at offset 5000), with a message
// that says so rather than what the grammar expects.
func TestNestingLimit(t *testing.T) {
	in := strings.Repeat("(", 200_000) + strings.Repeat(")", 200_000)
	const want = "offset 5000: nesting limit reached: rules nested more than 10000 deep"
	_, perr := recursion.Parse(recursion.List, in)
	for _, err := range []error{recursion.Validate(recursion.List, in), perr} {
		e, ok := errors.AsType[*recursion.Error](err)
		if !ok || e.Offset != 5000 || e.Error() != want || e.Expected != "" || e.Limit == "" {
			t.Errorf("%#v, want an *Error: %s", err, want)
		}
	}
	// Below the limit, the same parser decides.
	in = strings.Repeat("(", 4000) + strings.Repeat(")", 4000)
	if err := recursion.Validate(recursion.List, in); err != nil {
		t.Errorf("4000 deep: %v", err)
	}
	if err := recursion.Validate(recursion.List, in[:7999]+"x"); err == nil || err.Error() != `offset 8000: expected ALPHA, item or ")", found end of input` {
		t.Errorf("4000 deep, invalid: %v", err)
	}
}
