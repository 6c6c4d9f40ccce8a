package abnf

import (
	"fmt"
	"strings"
)

// Unbounded is the Max of a repetition without an upper bound ("*x", "1*x").
const Unbounded = -1

// Pos is a place in a grammar file: line and column count from 1, the
// column in characters; Offset counts bytes from 0.
type Pos struct {
	File   string // the name the file was parsed under; "" if none
	Line   int    // from 1
	Col    int    // from 1, in characters; a tab is one
	Offset int    // in bytes, from 0
}

// String formats p as file:line:col.
func (p Pos) String() string {
	if p.File == "" {
		return fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Node is an element of a rule's right-hand side (RFC 5234 §4: alternation,
// concatenation, repetition, group, option, rulename, char-val, num-val,
// prose-val).
type Node interface {
	// Pos is where the element starts in its file.
	Pos() Pos
	node()
}

// Alternation is "a / b / c" (RFC 5234 §3.2). The order of Alts does not
// change the language; it is the priority used to choose one parse tree
// where a string has several.
type Alternation struct {
	At   Pos    // where the first alternative begins
	Alts []Node // in source order
}

// Concatenation is "a b c" (RFC 5234 §3.1).
type Concatenation struct {
	At    Pos    // where the first item begins
	Items []Node // in source order
}

// Repetition is "n*m x" and its short forms (RFC 5234 §3.6, §3.7), or the
// option "[ x ]" (§3.8), which is 0*1 with Option set.
type Repetition struct {
	At     Pos  // the repeat count, or the "[" of an option
	Min    int  // 0 when the count has no lower bound
	Max    int  // Unbounded for no upper bound
	Option bool // written "[ x ]" rather than with a repeat count
	Item   Node // the repeated element
}

// Group is "( x )" (RFC 5234 §3.5). It does not change the meaning of x.
type Group struct {
	At   Pos  // the "("
	Body Node // what is between the parentheses
}

// RuleRef is a reference to a rule by name. Rule names are
// case-insensitive (RFC 5234 §2.1); Name keeps the spelling used here.
type RuleRef struct {
	At   Pos    // where the name begins
	Name string // as written; compare names with Key
}

// CharVal is a quoted literal string (RFC 5234 §2.3, RFC 7405 §2.1).
// Letters match in either case unless CaseSensitive ("%s" prefix).
type CharVal struct {
	At            Pos    // where the prefix, or else the opening quote, is
	Text          string // the characters between the quotes
	CaseSensitive bool   // "%s": letters match only in the case written
	Prefix        string // "", "%s" or "%i", as written
}

// NumVal is a numeric terminal (RFC 5234 §2.3): one value, a
// dot-concatenation of values ("%x0D.0A"), or a range ("%x30-39").
type NumVal struct {
	At     Pos    // the "%"
	Base   byte   // 'b', 'd' or 'x'
	Values []rune // the values; for a range, [low, high]
	Range  bool   // "-": Values is a range, not a concatenation
	Text   string // as written, e.g. "%x30-39"
}

// ProseVal is a prose description "<...>" (RFC 5234 §4), which no machine
// can match; only a zero repetition of it ("0<pchar>") has a meaning: the
// empty string.
type ProseVal struct {
	At   Pos    // the "<"
	Text string // between the angle brackets
}

// Pos returns where the alternation begins in its file.
func (n *Alternation) Pos() Pos { return n.At }

// Pos returns where the concatenation begins in its file.
func (n *Concatenation) Pos() Pos { return n.At }

// Pos returns where the repetition begins in its file.
func (n *Repetition) Pos() Pos { return n.At }

// Pos returns where the group begins in its file.
func (n *Group) Pos() Pos { return n.At }

// Pos returns where the rule reference begins in its file.
func (n *RuleRef) Pos() Pos { return n.At }

// Pos returns where the char-val begins in its file.
func (n *CharVal) Pos() Pos { return n.At }

// Pos returns where the num-val begins in its file.
func (n *NumVal) Pos() Pos { return n.At }

// Pos returns where the prose-val begins in its file.
func (n *ProseVal) Pos() Pos { return n.At }

func (*Alternation) node()   {}
func (*Concatenation) node() {}
func (*Repetition) node()    {}
func (*Group) node()         {}
func (*RuleRef) node()       {}
func (*CharVal) node()       {}
func (*NumVal) node()        {}
func (*ProseVal) node()      {}

// Definition is one "name = elements" or "name =/ elements" line group.
type Definition struct {
	At          Pos    // where the rule name begins
	Name        string // as written
	Incremental bool   // "=/" (RFC 5234 §3.3)
	Body        Node   // the elements right of "=" or "=/"
}

// File is the syntax of one grammar file: its definitions in order.
type File struct {
	Name string        // the name the file was parsed under
	Defs []*Definition // in source order
	// Update marks a file that updates the files before it (as RFC 6874
	// updates RFC 3986): New lets each rule it defines with "=" replace
	// the earlier definitions of that name.
	Update bool
	// RFC is the number of the RFC the file's header, its leading comment
	// block, names first ("9110" of "; RFC 9110, HTTP Semantics"), or ""
	// when it names none: New then takes the RFC from the file name
	// ("rfc9110" of rfc9110-fields.abnf).
	RFC string
	// Cites maps the citation tags the header's reference entries define
	// ("URI", of "; [URI]  Berners-Lee, ... RFC 3986, ...") to the numbers
	// of the RFCs they stand for ("3986"), for the placeholders of every
	// file of the same RFC (see New).
	Cites map[string]string
}

// Rule is a named rule with all of its definitions.
type Rule struct {
	Name string        // the spelling of its first definition
	Defs []*Definition // in source order; "=/" ones add alternatives
	Core bool          // taken from RFC 5234 Appendix B.1
	body Node
}

// Pos is where the rule is defined: its first "=" definition, or its
// first definition when it only has "=/" ones.
func (r *Rule) Pos() Pos {
	for _, d := range r.Defs {
		if !d.Incremental {
			return d.At
		}
	}
	return r.Defs[0].At
}

// Body is the rule's right-hand side, the alternatives of every
// definition joined in source order.
func (r *Rule) Body() Node { return r.body }

func (r *Rule) join() {
	if len(r.Defs) == 1 {
		r.body = r.Defs[0].Body
		return
	}
	alt := &Alternation{At: r.Defs[0].Body.Pos()}
	for _, d := range r.Defs {
		if a, ok := d.Body.(*Alternation); ok {
			alt.Alts = append(alt.Alts, a.Alts...)
		} else {
			alt.Alts = append(alt.Alts, d.Body)
		}
	}
	r.body = alt
}

// Key is the case-folded form of a rule name, under which rules are
// compared (RFC 5234 §2.1).
func Key(name string) string { return strings.ToLower(name) }

// Walk calls f for n and, while f returns true, for each element inside
// it, depth first and in source order.
func Walk(n Node, f func(Node) bool) {
	if !f(n) {
		return
	}
	switch n := n.(type) {
	case *Alternation:
		for _, a := range n.Alts {
			Walk(a, f)
		}
	case *Concatenation:
		for _, a := range n.Items {
			Walk(a, f)
		}
	case *Repetition:
		Walk(n.Item, f)
	case *Group:
		Walk(n.Body, f)
	}
}
