package abnf

import "fmt"

// Encoding says what the terminals of a grammar are, and so how an input
// is read against it.
type Encoding uint8

const (
	// AutoEncoding is UTF8 for a grammar with a num-val above 0xFF and
	// Bytes for any other: the reading RFC 5234 §2.4 leaves to the
	// grammar's author, chosen from what the grammar writes.
	AutoEncoding Encoding = iota
	// Bytes: each terminal value is one byte of the input.
	Bytes
	// UTF8: each terminal value is a Unicode code point, read from the
	// input as UTF-8; a byte sequence that is not UTF-8 matches nothing.
	// %xA0 is U+00A0, the two bytes C2 A0.
	UTF8
)

// ParseEncoding reads the name of an encoding: "bytes", "utf8", or ""
// for AutoEncoding.
func ParseEncoding(s string) (Encoding, error) {
	switch s {
	case "":
		return AutoEncoding, nil
	case "bytes":
		return Bytes, nil
	case "utf8":
		return UTF8, nil
	}
	return 0, fmt.Errorf("encoding %q: want bytes or utf8", s)
}

// String returns "bytes", "utf8" or "auto".
func (e Encoding) String() string {
	switch e {
	case Bytes:
		return "bytes"
	case UTF8:
		return "utf8"
	}
	return "auto"
}

// UTF8 reports whether the terminals of g are code points read as UTF-8:
// g.Encoding says so, or it is AutoEncoding and a num-val of g has a value
// above 0xFF.
func (g *Grammar) UTF8() bool {
	switch g.Encoding {
	case UTF8:
		return true
	case Bytes:
		return false
	}
	return g.CodePoint() != nil
}

// CodePoint returns the first num-val of g with a value above 0xFF, which
// only a grammar of code points can have, or nil.
func (g *Grammar) CodePoint() *NumVal {
	var found *NumVal
	for _, r := range g.Rules {
		Walk(r.Body(), func(n Node) bool {
			if v, ok := n.(*NumVal); ok && found == nil {
				for _, x := range v.Values {
					if x > 0xFF {
						found = v
						break
					}
				}
			}
			return found == nil
		})
		if found != nil {
			break
		}
	}
	return found
}

// CheckEncoding fails with an *Error when g.Encoding is Bytes and g has
// a code point.
func (g *Grammar) CheckEncoding() error {
	if g.Encoding != Bytes {
		return nil
	}
	if v := g.CodePoint(); v != nil {
		return &Error{Pos: v.At, Msg: fmt.Sprintf("num-val %s has values above 0xFF, code points, which -encoding bytes cannot read", v.Text)}
	}
	return nil
}
