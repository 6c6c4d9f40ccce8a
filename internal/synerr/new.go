package synerr

import (
	"unicode/utf8"
	"unsafe"

	"github.com/abnf-uri/uri/internal/appendixb"
)

// Wrapper is the type of the fields of uri.Error, in their order: the
// type parameter E of New is uri.Error, whose underlying type this is.
type Wrapper = struct {
	Op    string
	Input string
	Err   error
}

// Leaf is the type of the fields of uri.SyntaxError, in their order: the
// type parameter S of New is uri.SyntaxError, whose underlying type this
// is. A field added to one and not to the other stops the module from
// compiling.
type Leaf = struct {
	Offset     int
	Component  string
	Found      string
	Expected   []string
	InPassword bool
	Reason     string
	Rule       string
	Spec       string
	UTF8       bool
	Err        error
}

// Naming says how New names the component of a syntax error.
type Naming uint8

const (
	// ByRule names the component the parser's failure is in, from
	// Params.Nodes (see FromNodes); without them, the first component,
	// as RFC 3986 Appendix B splits the input, that does not match its
	// rule of RFC 3986 on its own, else the one the offset is in (see
	// Component): the errors of package uri, fileuri and scheme.
	ByRule Naming = iota
	// ByPlace names the component the parser's failure is in, from
	// Params.Nodes (see FromNodes); without them, the component the
	// offset is in, as Appendix B splits the input (appendixb.Component):
	// for grammars other than RFC 3986's, whose components RFC 3986's
	// rules do not decide (IRIs, zones).
	ByPlace
	// Given takes Params.Component as it is; "" for text that is a
	// component alone, or no URI reference.
	Given
)

// Params says what a syntax error is about. Offset is into the input.
type Params struct {
	Offset int
	// Expected is what the grammar allows at Offset as a generated
	// parser writes it, "a, b or c"; List, when not nil, is the list
	// itself, and Expected is not read.
	Expected string
	List     []string
	// Naming says how the component is named; Component is the one
	// given, for Given.
	Naming    Naming
	Component string
	// NeedScheme says that the input should be a URI: its component is
	// "scheme" when it has none.
	NeedScheme bool
	// Matches says that the input matches RFC 3986's URI-reference (URI,
	// with NeedScheme), as an input a scheme's grammar refuses may: each
	// of its components matches its rule on its own, and ByRule names the
	// one the offset is in without matching them again.
	Matches bool
	// Nodes, when not nil, are the nodes of the grammar the parser's
	// failure is inside (machine.Error.Nodes): for ByRule and ByPlace
	// the component is then named from them (see FromNodes), and no
	// validator runs again.
	Nodes []string
	// OwnPassword says that the password is input[PasswordFrom:PasswordTo]
	// (an empty range for none), for an input that is not a URI
	// reference but a component (a userinfo); otherwise it is the one
	// RFC 3986 Appendix B or a browser finds in the input (Password).
	OwnPassword              bool
	PasswordFrom, PasswordTo int
	// Reason, Rule, Spec, UTF8 and Err are copied into the leaf (see
	// uri.SyntaxError).
	Reason, Rule, Spec string
	UTF8               bool
	Err                error
}

// pair is an error and its leaf, allocated together.
type pair[E, S any] struct {
	e E
	s S
}

// roomy is a pair with room for the words of its Reason (Plain) where
// they name a character that is no ASCII one: the words that name an
// ASCII character are made once and shared (see sayings).
type roomy[E, S any] struct {
	pair[E, S]
	reason [reasonRoom]byte
}

// block is a pair with room for the Input of an input of up to len(text)
// bytes with a password, redacted: such an error costs one allocation
// too.
type block[E, S any] struct {
	pair[E, S]
	text [128]byte
}

// roomyBlock is a block with room for the words of its Reason.
type roomyBlock[E, S any] struct {
	block[E, S]
	reason [reasonRoom]byte
}

// New returns the error of op on input, a *E wrapping a *S, E being
// uri.Error and S uri.SyntaxError (New[uri.Error, uri.SyntaxError]): the
// one place where a syntax error of the module is made, in one
// allocation. The password of the input (RFC 3986 §3.2.1) is hidden here,
// each of its bytes written "x" in the Input of the error (§7.5), and the
// character found at the offset is read from that Input, so that nothing
// of the error refers to the memory of the password; where the offset is
// in the password, Found is "" and InPassword set. (The words of a
// Reason that name an ASCII character are made the first time they are
// said, and shared by the errors that say them after.)
func New[E ~Wrapper, S ~Leaf, PS interface {
	*S
	error
}](op, input string, p Params) *E {
	// Only the window of the input that decides the error is read (see
	// appendixb.Window): the whole of the component the offset is in
	// where validators run again on it. parts is the window split.
	n, pwFrom, pwTo, parts := appendixb.WindowParts(input, p.Offset, p.Naming == ByRule && !p.Matches && !components(p.Nodes))
	t := input[:n]
	var buf [7]span
	var sp []span
	var component string
	switch {
	case p.Naming != Given && p.Nodes != nil:
		sp = splitParts(t, parts, buf[:0])
		var ok bool
		if component, ok = fromNodes(t, parts, sp, p.Offset, p.Nodes, p.NeedScheme); !ok {
			component = componentOf(sp, p.Offset, p.NeedScheme)
		}
	case p.Naming == ByRule:
		sp = splitParts(t, parts, buf[:0])
		if p.Matches && (!p.NeedScheme || sp[0].name == "scheme") {
			component = placeOf(sp, p.Offset)
		} else {
			component = componentOf(sp, p.Offset, p.NeedScheme)
		}
	case p.Naming == ByPlace:
		if p.NeedScheme && parts.Scheme < 0 {
			component = "scheme"
		} else {
			component = appendixb.Component(t, p.Offset)
		}
	default:
		component = p.Component
	}
	if p.OwnPassword {
		pwFrom, pwTo = p.PasswordFrom, p.PasswordTo
	}
	// The words of a plain rule need room in the error only where they
	// may name a character that is no ASCII one: where the character at
	// the offset, which no password hides, begins with a byte of 0x80 or
	// more (the byte is the same in the Input shown).
	room := p.Reason == "" && 0 <= p.Offset && p.Offset < len(input) &&
		!(pwFrom <= p.Offset && p.Offset < pwTo) && input[p.Offset] >= 0x80
	var b *pair[E, S]
	var reason []byte
	shown := input
	switch {
	case pwFrom >= pwTo && !room:
		b = new(pair[E, S])
	case pwFrom >= pwTo:
		r := new(roomy[E, S])
		b, reason = &r.pair, r.reason[:0]
	case len(input) <= len(block[E, S]{}.text):
		var t *block[E, S]
		if room {
			r := new(roomyBlock[E, S])
			t, reason = &r.block, r.reason[:0]
		} else {
			t = new(block[E, S])
		}
		n := copy(t.text[:], input)
		for k := pwFrom; k < pwTo; k++ {
			t.text[k] = 'x'
		}
		b, shown = &t.pair, unsafe.String(&t.text[0], n)
	case room:
		r := new(roomy[E, S])
		b, reason, shown = &r.pair, r.reason[:0], Mask(input, pwFrom, pwTo)
	default:
		b, shown = new(pair[E, S]), Mask(input, pwFrom, pwTo)
	}
	// The leaf is written in place: S is a Leaf.
	l := (*Leaf)(unsafe.Pointer(&b.s))
	l.Offset, l.Component = p.Offset, component
	l.Found, l.InPassword = found(shown, p.Offset, pwFrom, pwTo)
	list := p.List
	if list == nil && p.Expected != "" {
		list = Expected(p.Expected)
	}
	// The errors of one place share their list: full, so that an append
	// to one copies it.
	l.Expected = list[:len(list):len(list)]
	l.Reason, l.Rule, l.Spec, l.UTF8, l.Err = p.Reason, p.Rule, p.Spec, p.UTF8, p.Err
	if l.Reason == "" {
		if pwFrom < pwTo {
			// The words are of the input as shown, its password hidden,
			// which may split otherwise: a "/" of the password is an "x".
			n, _, _ = appendixb.Window(shown, p.Offset, false)
			sp = nil
		}
		if sp == nil {
			sp = splitComponents(shown[:n], buf[:0])
		}
		l.Reason = reasonOf(reason, shown[:n], l, sp)
	}
	b.e = E(Wrapper{Op: op, Input: shown, Err: PS(&b.s)})
	return &b.e
}

// components reports whether nodes, the nodes of a parser's failure,
// name components alone, from which FromNodes names the error's.
func components(nodes []string) bool {
	for _, n := range nodes {
		if _, ok := nodeComponent(n); !ok {
			return false
		}
	}
	return len(nodes) > 0
}

// InvalidUTF8 reports whether found, the Found of an error, is a byte
// that begins no UTF-8 encoding.
func InvalidUTF8(found string) bool {
	r, n := utf8.DecodeRuneInString(found)
	return r == utf8.RuneError && n <= 1 && found != ""
}
