// Package doctest finds the command-line examples of a document, runs
// them in process and compares what they print with what the document
// shows, so that the examples of a command's documentation cannot drift
// from what the command does.
//
// An example is a command line with the lines it prints. In a Go doc
// comment (GoDoc) it is an indented code block of lines beginning "$ ",
// each followed by its output, as a terminal shows them:
//
//	$ abnf regex -g embed:rfc3986.abnf -r dec-octet
//	[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]
//
// In Markdown (Markdown), it is an indented code block beginning with the
// command line, the output, if shown, after it. An output line "..." stands
// for any lines, and "..." within a line for any text: the document shows
// the output shortened. "$ cat FILE" followed by lines shows the contents
// of a file that later examples read (see Example.CatFile).
//
// A Runner runs the command lines: the project's own commands, called as
// functions, and a few filters (printf, grep -E, cut -f, sort, uniq -c,
// ls) emulated, joined by pipes; Parse splits a line as a shell would, or
// refuses what it does not emulate. Suite runs the examples of a
// document in order as a test.
package doctest

import (
	"errors"
	"fmt"
	"strings"
)

// An Example is a command line of a document and the output shown after
// it.
type Example struct {
	// Pos is the place of the command line: FILE:LINE.
	Pos string
	// Command is the command line, without the prompt "$ ".
	Command string
	// Output are the lines shown after the command line.
	Output []string
	// Before and After are the lines of a Markdown document before the
	// example's code block, from the last heading or example, and after
	// it, up to the next: the tables and prose in which a document may
	// tell the output instead of showing it.
	Before, After []string
}

// GoDoc returns the examples of src, the source of a Go file named name:
// the lines "$ COMMAND" of its doc comments' code blocks (lines
// "//<TAB>TEXT", and "//" within them), each with the lines after it up to
// the next "$ " line or the end of the block.
func GoDoc(name string, src []byte) []Example {
	var (
		exs  []Example
		cur  *Example // the example whose output is being read
		done = func() {
			if cur != nil {
				cur.Output = trimBlank(cur.Output)
				exs = append(exs, *cur)
				cur = nil
			}
		}
	)
	for i, line := range strings.Split(string(src), "\n") {
		text, code := strings.CutPrefix(line, "//\t")
		if line == "//" {
			text, code = "", true
		}
		switch {
		case !code:
			done()
		case strings.HasPrefix(text, "$ "):
			done()
			cur = &Example{Pos: fmt.Sprintf("%s:%d", name, i+1), Command: text[2:]}
		case cur != nil:
			cur.Output = append(cur.Output, text)
		}
	}
	done()
	return exs
}

// Markdown returns the examples of src, the Markdown document named name:
// the indented code blocks (lines beginning with four spaces, and blank
// lines within them) whose first line begins with prefix, which is the
// command line; the output is the rest of the block.
func Markdown(name string, src []byte, prefix string) []Example {
	lines := strings.Split(string(src), "\n")
	var exs []Example
	prevEnd := -1 // the last line of the last example's code block
	for i := 0; i < len(lines); i++ {
		cmd, ok := strings.CutPrefix(lines[i], "    ")
		// An indented code block begins after a blank line.
		if !ok || !strings.HasPrefix(cmd, prefix) || i > 0 && strings.TrimSpace(lines[i-1]) != "" {
			continue
		}
		ex := Example{Pos: fmt.Sprintf("%s:%d", name, i+1), Command: cmd}
		// The text before the block, from a heading or the last example.
		start := i
		for start-1 > prevEnd && !strings.HasPrefix(lines[start-1], "#") {
			start--
		}
		ex.Before = trimBlank(lines[start:i])
		j := i + 1
		for ; j < len(lines); j++ {
			text, ok := strings.CutPrefix(lines[j], "    ")
			if !ok && strings.TrimSpace(lines[j]) != "" {
				break
			}
			ex.Output = append(ex.Output, strings.TrimRight(text, " "))
		}
		ex.Output = trimBlank(ex.Output)
		// The text after the block, up to a heading or the next example.
		for k := j; k < len(lines) && !strings.HasPrefix(lines[k], "#"); k++ {
			if next, ok := strings.CutPrefix(lines[k], "    "); ok && strings.HasPrefix(next, prefix) {
				break
			}
			ex.After = append(ex.After, lines[k])
		}
		ex.After = trimBlank(ex.After)
		exs = append(exs, ex)
		prevEnd = j - 1
		i = j - 1
	}
	return exs
}

// trimBlank returns lines without its leading and trailing empty lines,
// nil if nothing is left.
func trimBlank(lines []string) []string {
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 {
		return nil
	}
	return lines
}

// CatFile reports whether the example's command is "cat FILE", by which a
// document shows the contents of a file that later examples read, and
// returns FILE. The contents are the example's output lines.
func (e Example) CatFile() (string, bool) {
	cmds, err := Parse(e.Command, nil)
	if err != nil || len(cmds) != 1 || len(cmds[0].Args) != 2 || cmds[0].Args[0] != "cat" || cmds[0].Stdin != "" {
		return "", false
	}
	return cmds[0].Args[1], true
}

// Lines splits out, what a command printed, into lines without their line
// endings; a last line without one is a line too.
func Lines(out string) []string {
	if out == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// Ellipsis marks shortened output: as a line, any lines; within a line,
// any text.
const Ellipsis = "..."

// Match reports whether got, the lines a command printed, are the lines
// want shows: a line of want that is Ellipsis, indentation aside, stands
// for any lines, none included, and Ellipsis within a line for any text;
// other lines must be equal.
func Match(want, got []string) bool {
	// m[j] is whether want[i:] matches got[j:], for i from the end.
	m := make([]bool, len(got)+1)
	m[len(got)] = true
	next := make([]bool, len(got)+1)
	for i := len(want) - 1; i >= 0; i-- {
		copy(next, m)
		for j := len(got); j >= 0; j-- {
			if strings.TrimSpace(want[i]) == Ellipsis {
				m[j] = next[j] || j < len(got) && m[j+1]
			} else {
				m[j] = j < len(got) && matchLine(want[i], got[j]) && next[j+1]
			}
		}
	}
	return m[0]
}

// matchLine reports whether s is the line want, Ellipsis in want standing
// for any text.
func matchLine(want, s string) bool {
	parts := strings.Split(want, Ellipsis)
	if len(parts) == 1 {
		return want == s
	}
	first, last := parts[0], parts[len(parts)-1]
	if len(s) < len(first)+len(last) || !strings.HasPrefix(s, first) || !strings.HasSuffix(s, last) {
		return false
	}
	s = s[len(first) : len(s)-len(last)]
	for _, p := range parts[1 : len(parts)-1] {
		k := strings.Index(s, p)
		if k < 0 {
			return false
		}
		s = s[k+len(p):]
	}
	return true
}

// Check compares out, what the example's command printed, with the output
// the example shows (see Match), and returns an error showing both when
// they differ.
func (e Example) Check(out string) error {
	return check(e.Output, Lines(out), false)
}

// CheckExcerpt is Check for an example that shows an excerpt of the
// output: the lines shown must be consecutive lines of what the command
// printed, indentation aside.
func (e Example) CheckExcerpt(out string) error {
	return check(e.Output, Lines(out), true)
}

func check(want, got []string, excerpt bool) error {
	w, g := want, got
	if excerpt {
		w = append([]string{Ellipsis}, trimAll(want)...)
		w = append(w, Ellipsis)
		g = trimAll(got)
	}
	if Match(w, g) {
		return nil
	}
	var b strings.Builder
	if !excerpt && !strings.Contains(strings.Join(want, "\n"), Ellipsis) {
		i := 0
		for i < len(want) && i < len(got) && want[i] == got[i] {
			i++
		}
		fmt.Fprintf(&b, "first difference at output line %d:\n\twant %s\n\tgot  %s\n", i+1, lineAt(want, i), lineAt(got, i))
	}
	what := "want"
	if excerpt {
		what = "want, as consecutive lines of the output (indentation aside)"
	}
	fmt.Fprintf(&b, "%s:\n%s", what, indent(want))
	fmt.Fprintf(&b, "got:\n%s", indent(got))
	return errors.New(strings.TrimSuffix(b.String(), "\n"))
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return fmt.Sprintf("%q", lines[i])
	}
	return "(no more lines)"
}

func trimAll(lines []string) []string {
	t := make([]string, len(lines))
	for i, l := range lines {
		t[i] = strings.TrimSpace(l)
	}
	return t
}

func indent(lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString("\t| " + l + "\n")
	}
	if len(lines) == 0 {
		b.WriteString("\t(nothing)\n")
	}
	return b.String()
}
