package abnf

import (
	"regexp"
	"strings"
)

// rfcNumber matches an RFC named in prose: "RFC 3986" or "RFC3986".
var rfcNumber = regexp.MustCompile(`\bRFC ?([0-9]+)\b`)

// readHeader reads the leading comment block of a grammar file, its
// comment lines before the first rule (blank lines among them): the RFC
// it names first, outside reference entries, and the citation tags its
// reference entries define, each to the RFC the entry names first.
//
// A reference entry is written as RFCs print their References sections:
// a comment line whose text begins with a tag in brackets and white
// space, continued by the comment lines after it up to an empty comment
// line, a blank line, the next entry or the end of the block:
//
//	; [URI]      Berners-Lee, T., Fielding, R., and L. Masinter, "Uniform
//	;            Resource Identifier (URI): Generic Syntax", STD 66,
//	;            RFC 3986, DOI 10.17487/RFC3986, January 2005,
//	;            <https://www.rfc-editor.org/info/rfc3986>.
//
// binds [URI] to RFC 3986. An entry that names no RFC binds nothing.
func readHeader(src []byte) (rfc string, cites map[string]string) {
	var tag, entry string // the entry being read
	end := func() {
		if tag != "" {
			if m := rfcNumber.FindStringSubmatch(entry); m != nil {
				if cites == nil {
					cites = map[string]string{}
				}
				if _, ok := cites[tag]; !ok {
					cites[tag] = m[1]
				}
			}
		}
		tag, entry = "", ""
	}
	for line := range strings.Lines(string(src)) {
		line = strings.TrimSpace(line)
		if line == "" {
			end()
			continue
		}
		text, ok := strings.CutPrefix(line, ";")
		if !ok {
			break
		}
		text = strings.TrimSpace(text)
		if t, rest, ok := citeEntry(text); ok {
			end()
			tag, entry = t, rest
			continue
		}
		switch {
		case text == "":
			end()
		case tag != "":
			entry += " " + text
		case rfc == "":
			if m := rfcNumber.FindStringSubmatch(text); m != nil {
				rfc = m[1]
			}
		}
	}
	end()
	return rfc, cites
}

// citeEntry splits the first line of a reference entry ("[URI]  Berners-Lee,
// T., ...") into its tag and the rest.
func citeEntry(text string) (tag, rest string, ok bool) {
	if !strings.HasPrefix(text, "[") {
		return "", "", false
	}
	j := strings.IndexByte(text, ']')
	if j < 2 || strings.ContainsAny(text[1:j], "[ \t") || j+1 >= len(text) || text[j+1] != ' ' && text[j+1] != '\t' {
		return "", "", false
	}
	return text[1:j], text[j+1:], true
}

// citedTag returns the tag a placeholder's prose cites ("URI" of "host,
// see [URI], Section 3.2.2"), or "".
func citedTag(text string) string {
	i := strings.IndexByte(text, '[')
	j := strings.IndexByte(text, ']')
	if i < 0 || j < i {
		return ""
	}
	return text[i+1 : j]
}
