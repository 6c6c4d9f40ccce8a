package peg

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/abnf-uri/uri/gen/abnf"
)

// classes partitions the terminal values of rules into the classes that
// no terminal tells apart, and returns one representative of each class
// that some terminal matches, encoded as the input would hold it: a byte,
// or for grammars of code points a UTF-8 sequence. Two inputs that differ
// only in members of the same class match the same rules in every
// semantics (PEG decisions depend only on which terminals match), so
// enumerating strings over the representatives is exhaustive.
//
// Representatives are the lowest digit, else the lowest lower-case
// letter, else the lowest upper-case letter, else the lowest printable
// character, else the lowest value of the class; they are listed in that
// order of preference, then by value: the order in which enumeration
// tries them.
func classes(g *abnf.Grammar, rules []*abnf.Rule, utf bool) []string {
	type interval struct{ lo, hi rune }
	var atoms [][]interval
	for _, r := range rules {
		abnf.Walk(r.Body(), func(n abnf.Node) bool {
			switch n := n.(type) {
			case *abnf.CharVal:
				for i := 0; i < len(n.Text); i++ {
					c := rune(n.Text[i])
					a := []interval{{c, c}}
					if !n.CaseSensitive && isLetter(byte(c)) {
						o := c ^ 0x20
						a = append(a, interval{o, o})
					}
					atoms = append(atoms, a)
				}
			case *abnf.NumVal:
				if n.Range {
					atoms = append(atoms, []interval{{n.Values[0], n.Values[1]}})
					break
				}
				for _, v := range n.Values {
					atoms = append(atoms, []interval{{v, v}})
				}
			}
			return true
		})
	}
	top := rune(0xFF)
	if utf {
		top = 0x10FFFF
	}
	// Elementary intervals start at every boundary of an atom.
	bounds := []rune{0}
	for _, a := range atoms {
		for _, iv := range a {
			bounds = append(bounds, iv.lo, iv.hi+1)
		}
	}
	slices.Sort(bounds)
	bounds = slices.Compact(bounds)
	type class struct {
		parts []interval
	}
	bySig := map[string]*class{}
	var order []string
	for i, b := range bounds {
		if b > top {
			break
		}
		hi := top
		if i+1 < len(bounds) {
			hi = min(bounds[i+1]-1, top)
		}
		var sig strings.Builder
		for j, a := range atoms {
			for _, iv := range a {
				if iv.lo <= b && b <= iv.hi {
					sig.WriteString(strconv.Itoa(j))
					sig.WriteByte(',')
					break
				}
			}
		}
		if sig.Len() == 0 {
			continue // no terminal matches these values
		}
		k := sig.String()
		c := bySig[k]
		if c == nil {
			c = &class{}
			bySig[k] = c
			order = append(order, k)
		}
		c.parts = append(c.parts, interval{b, hi})
	}
	prefs := []interval{{'0', '9'}, {'a', 'z'}, {'A', 'Z'}, {0x21, 0x7E}, {0, top}}
	type rep struct {
		pref int
		v    rune
	}
	var reps []rep
	for _, k := range order {
		best := rep{len(prefs), 0}
	search:
		for p, want := range prefs {
			for _, iv := range bySig[k].parts {
				lo, hi := max(iv.lo, want.lo), min(iv.hi, want.hi)
				if lo <= hi {
					best = rep{p, lo}
					break search
				}
			}
		}
		reps = append(reps, best)
	}
	sort.Slice(reps, func(i, j int) bool {
		if reps[i].pref != reps[j].pref {
			return reps[i].pref < reps[j].pref
		}
		return reps[i].v < reps[j].v
	})
	var out []string
	for _, r := range reps {
		if utf {
			out = append(out, string(r.v))
		} else {
			out = append(out, string([]byte{byte(r.v)}))
		}
	}
	return out
}

func isLetter(c byte) bool {
	u := c &^ 0x20
	return 'A' <= u && u <= 'Z'
}
