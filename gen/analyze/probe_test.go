package analyze

import (
	"testing"
	"time"

	"github.com/abnf-uri/uri/gen/abnf"
	"github.com/abnf-uri/uri/grammar"
)

func TestProbe(t *testing.T) {
	g, _ := abnf.Load(grammar.FS, grammar.RFC3986)
	for _, r := range g.Rules {
		st := time.Now()
		a, err := Ambiguous(g, r, nil, 3)
		if err != nil {
			t.Fatal(err)
		}
		if a != nil {
			t.Logf("%s: %q\n  %s\n  %s  (%v)", r.Name, a.Witness, a.Trees[0], a.Trees[1], time.Since(st))
		} else {
			t.Logf("%s: unambiguous (%v)", r.Name, time.Since(st))
		}
	}
	stats, err := Rules(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stats {
		t.Logf("%-14s null=%v min=%d max=%d rec=%v reg=%v dfa=%d first=%v", s.Rule.Name, s.Nullable, s.MinLen, s.MaxLen, s.Recursive, s.Regular, s.DFAStates, s.First)
	}
}
