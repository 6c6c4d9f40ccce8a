package doctest

import (
	"errors"
	"fmt"
	"strings"
)

// A Command is one stage of a pipeline.
type Command struct {
	// Args are the command's words, its name first.
	Args []string
	// Stdin is the file after "<", or "" when standard input is not
	// redirected.
	Stdin string
}

// special are the bytes that a shell gives a meaning Parse does not
// emulate, when they are not quoted: operators, expansions, globs,
// comments. Parse refuses them rather than read a line otherwise than a
// shell would.
const special = "$`;&>(){}[]*?~#"

// Parse splits line into the stages of a pipeline, as a POSIX shell
// would: words are separated by unquoted blanks, stages by "|", and
// "< FILE" redirects a stage's standard input. A word may join plain text,
// in which a backslash quotes the next byte; single-quoted text, taken as
// it is; and double-quoted text, in which a backslash quotes "$", "`",
// "\"" and "\\" (and is kept before any other byte), and "$(LINE)" is
// replaced by subst(LINE), the output of LINE run as a command, without
// its trailing newlines. Anything else a shell treats specially (see
// special), variables and unquoted "$(...)" included, is an error.
func Parse(line string, subst func(line string) (string, error)) ([]Command, error) {
	var (
		cmds     []Command
		cur      Command
		word     strings.Builder
		inWord   bool // word holds a word, maybe empty ('')
		redirect bool // the next word is the file after "<"
	)
	flush := func() {
		if !inWord {
			return
		}
		if redirect {
			cur.Stdin, redirect = word.String(), false
		} else {
			cur.Args = append(cur.Args, word.String())
		}
		word.Reset()
		inWord = false
	}
	endStage := func() error {
		flush()
		switch {
		case redirect:
			return errors.New(`"<" without a file`)
		case len(cur.Args) == 0:
			return errors.New("empty command")
		}
		cmds = append(cmds, cur)
		cur = Command{}
		return nil
	}
	for i := 0; i < len(line); {
		switch c := line[i]; {
		case c == ' ' || c == '\t':
			flush()
			i++
		case c == '|':
			if err := endStage(); err != nil {
				return nil, err
			}
			i++
		case c == '<':
			flush()
			if redirect || cur.Stdin != "" {
				return nil, errors.New(`more than one "<"`)
			}
			redirect = true
			i++
		case c == '\'':
			n := strings.IndexByte(line[i+1:], '\'')
			if n < 0 {
				return nil, errors.New("unterminated '")
			}
			word.WriteString(line[i+1 : i+1+n])
			inWord = true
			i += n + 2
		case c == '"':
			n, err := doubleQuoted(line[i+1:], &word, subst)
			if err != nil {
				return nil, err
			}
			inWord = true
			i += n + 1
		case c == '\\':
			if i+1 == len(line) {
				return nil, errors.New(`"\" at the end of the line`)
			}
			word.WriteByte(line[i+1])
			inWord = true
			i += 2
		case strings.IndexByte(special, c) >= 0:
			return nil, fmt.Errorf("unquoted %q is not supported", c)
		default:
			word.WriteByte(c)
			inWord = true
			i++
		}
	}
	if err := endStage(); err != nil {
		return nil, err
	}
	return cmds, nil
}

// doubleQuoted writes to w the text of s up to its first unquoted "\"",
// expanded as Parse says, and returns the number of bytes read, the
// closing quote included.
func doubleQuoted(s string, w *strings.Builder, subst func(string) (string, error)) (int, error) {
	for i := 0; i < len(s); {
		switch c := s[i]; c {
		case '"':
			return i + 1, nil
		case '\\':
			if i+1 < len(s) && strings.IndexByte("$`\"\\", s[i+1]) >= 0 {
				w.WriteByte(s[i+1])
				i += 2
				continue
			}
			w.WriteByte(c)
			i++
		case '$':
			if !strings.HasPrefix(s[i:], "$(") {
				return 0, errors.New(`"$" other than "$(...)" is not supported`)
			}
			n, err := closingParen(s[i+2:])
			if err != nil {
				return 0, err
			}
			if subst == nil {
				return 0, errors.New(`"$(...)" is not supported here`)
			}
			out, err := subst(s[i+2 : i+2+n])
			if err != nil {
				return 0, err
			}
			w.WriteString(strings.TrimRight(out, "\n"))
			i += n + 3
		case '`':
			return 0, errors.New("\"`\" is not supported")
		default:
			w.WriteByte(c)
			i++
		}
	}
	return 0, errors.New(`unterminated "`)
}

// closingParen returns the offset in s of the ")" that closes a "$(" just
// before s, skipping quoted text and nested parentheses.
func closingParen(s string) (int, error) {
	depth := 1
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '\'':
			n := strings.IndexByte(s[i+1:], '\'')
			if n < 0 {
				return 0, errors.New("unterminated '")
			}
			i += n + 1
		case '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i, nil
			}
		}
	}
	return 0, errors.New(`unterminated "$("`)
}
