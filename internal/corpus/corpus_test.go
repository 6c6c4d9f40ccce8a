package corpus

import (
	"strings"
	"testing"
)

// TestLists checks what Lists reads when the data is there: the five
// lists, no header, no byte order mark.
func TestLists(t *testing.T) {
	lists := Lists()
	if lists == nil {
		t.Skip("no URL lists in " + Dir + " (they sit beside the repository)")
	}
	for _, l := range lists {
		if len(l.Lines) == 0 {
			t.Errorf("%s: no lines", l.Name)
		}
		for _, line := range l.Lines[:1] {
			if strings.HasPrefix(line, "\ufeff") || line == "base" {
				t.Errorf("%s: first line %q", l.Name, line)
			}
		}
	}
	if len(WPTInputs()) < 800 {
		t.Errorf("WPTInputs: %d inputs, want the 869 cases' or so", len(WPTInputs()))
	}
}
