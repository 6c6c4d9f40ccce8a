package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestDoc keeps the package documentation in line with the command table:
// doc.go lists the commands as "abnf help" does, and documents each one,
// starting with its usage line "abnf NAME ...".
func TestDoc(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(src)

	// The list after "The commands are:" is the one usage prints.
	var b bytes.Buffer
	usage(&b)
	var want []string
	for line := range strings.Lines(b.String()) {
		if strings.HasPrefix(line, "\t") {
			want = append(want, "//"+line)
		}
	}
	_, after, ok := strings.Cut(doc, "// The commands are:\n//\n")
	if !ok {
		t.Fatal(`doc.go has no "The commands are:" list`)
	}
	list, _, _ := strings.Cut(after, "//\n")
	if got := strings.Join(want, ""); list != got {
		t.Errorf("doc.go lists the commands as\n%s\nwant, as abnf help does,\n%s", list, got)
	}

	for _, c := range commands {
		if !strings.Contains(doc, "//\tabnf "+c.name+" ") {
			t.Errorf(`doc.go has no usage line "abnf %s ..."`, c.name)
		}
	}
}
