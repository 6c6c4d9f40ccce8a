package match

import "testing"

// TestShapeExpects checks the forms tests compare generated parsers with
// the matcher in: trees as rule[pos,end](children...), expectations as a
// set whatever their order.
func TestShapeExpects(t *testing.T) {
	nodes := []Node{{"a", 0, 3, -1}, {"b", 0, 1, 0}, {"c", 1, 3, 0}, {"d", 1, 2, 2}}
	if got, want := Shape(nodes), "a[0,3](b[0,1] c[1,3](d[1,2]))"; got != want {
		t.Errorf("Shape = %q, want %q", got, want)
	}
	r := &Result{Expected: []string{`"/"`, "pchar", EndOfInput}}
	for text, want := range map[string]bool{
		`pchar, "/" or end of input`:      true,
		`end of input, "/" or pchar`:      true,
		`"/" or pchar`:                    false,
		`pchar, "/", "?" or end of input`: false,
	} {
		if got := r.Expects(text); got != want {
			t.Errorf("Expects(%q) = %v, want %v", text, got, want)
		}
	}
}
