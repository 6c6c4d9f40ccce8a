package uribeam

import (
	"fmt"
	"strings"
)

// Level is a rung of the comparison ladder of RFC 3986 §6.2, as package
// uri's Level: how much is done to find that two URIs are equivalent.
type Level int

// The rungs of the ladder, in increasing order.
const (
	SimpleString Level = iota // §6.2.1: compared as written
	SyntaxBased               // §6.2.2: case, percent-encoding, dot-segments
	SchemeBased               // §6.2.3: and the rules of the scheme
)

var levelNames = [...]string{"simple-string", "syntax-based", "scheme-based"}

// String names the level after its section of RFC 3986: "simple-string",
// "syntax-based" or "scheme-based".
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel returns the level named s, in any case: "simple", "syntax" or
// "scheme", or the level's whole name ("syntax-based").
func ParseLevel(s string) (Level, error) {
	for i, name := range levelNames {
		short, _, _ := strings.Cut(name, "-")
		if strings.EqualFold(s, short) || strings.EqualFold(s, name) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("uribeam: unknown level %q: want simple, syntax or scheme", s)
}
