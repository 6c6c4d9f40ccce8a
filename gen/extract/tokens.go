package extract

import (
	"errors"
	"regexp"
)

// token patterns, in the order RFC 5234's reader tries them.
var tokenRE = regexp.MustCompile(`^(?:` +
	`(;[^\n]*)|([ \t\n]+)|(=/|=)|((?:%[sSiI])?"[^"\n]*")|(<[^>\n]*>)|` +
	`(%[bBdDxX][0-9A-Za-z]+(?:[.-][0-9A-Za-z]+)*)|([0-9]*\*[0-9]*|[0-9]+)|` +
	`([A-Za-z][A-Za-z0-9-]*)|([()\[\]/]))`)

var errNotABNF = errors.New("not ABNF")

// tokens splits s into ABNF tokens, without white space and comments. It
// fails on text that is not made of them, or whose brackets do not
// balance, or with a repeat count that is not followed by an element:
// text that is not meant as ABNF.
func tokens(s string) ([]string, error) {
	var out []string
	depth := 0
	for len(s) > 0 {
		m := tokenRE.FindStringSubmatchIndex(s)
		if m == nil {
			return nil, errNotABNF
		}
		tok := s[:m[1]]
		switch {
		case m[2] >= 0 || m[4] >= 0:
		case m[6] >= 0:
			if len(out) != 1 {
				return nil, errNotABNF
			}
			out = append(out, tok)
		case m[14] >= 0:
			rest := s[m[1]:]
			if rest == "" || rest[0] == ' ' || rest[0] == '\n' || rest[0] == '/' || rest[0] == ')' || rest[0] == ']' || rest[0] == ';' {
				return nil, errNotABNF
			}
			out = append(out, tok)
		case m[18] >= 0:
			switch tok {
			case "(", "[":
				depth++
			case ")", "]":
				depth--
				if depth < 0 {
					return nil, errNotABNF
				}
			}
			out = append(out, tok)
		default:
			out = append(out, tok)
		}
		s = s[m[1]:]
	}
	if depth != 0 {
		return nil, errNotABNF
	}
	return out, nil
}
