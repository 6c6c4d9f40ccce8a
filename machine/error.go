package machine

import "strconv"

// Error is a failure of Input to match rule Rule of a generated parser:
// where the input stops matching, what the grammar allows there, and the
// input. Each generated package names it Error, of its own Rule type.
type Error[R any] struct {
	Rule     R
	Input    string
	Offset   int    // the first offset no match can go past
	Expected string // what the grammar allows there, as "a, b or c"
	// ExpectedList is Expected as the list of its items (rule names,
	// quoted literals, ranges, "end of input"), from the generated
	// parser's own table: the errors of one place share it, read it, do
	// not change it. It is nil in an Error made otherwise.
	ExpectedList []string
	// Nodes are the nodes of the grammar (abnf gen -nodes) the failure is
	// inside, from the generated parser's own table: for each thread of
	// the automaton where it stopped, in priority order, the rule name of
	// the innermost node that the byte it read last or the byte it would
	// read next is part of, "" for a thread inside none, without repeats.
	// A rule that is called (compiled once for the places that use it) is
	// inside the nodes of its call sites, when they all agree. Nodes is nil
	// where this is not known: a parser generated without nodes, an Error
	// made otherwise, a failure at the end of a called rule's match.
	Nodes []string
	// UTF8 says that the grammar's terminals are code points read as
	// UTF-8 (RFC 5234 §2.4): a byte that begins no UTF-8 encoding is
	// named so (see FoundUTF8).
	UTF8 bool
	// Limit, when set, is the limit that stopped the match before it was
	// decided ("nesting limit reached: ..."), at Offset; Expected is then
	// empty. Only parsers of grammars with recursion (Program) stop so.
	Limit string
}

// Error formats e as "offset N: expected X, found Y", or "offset N:
// nesting limit reached: ..." when Limit is set.
func (e *Error[R]) Error() string {
	return "offset " + strconv.Itoa(e.Offset) + ": " + e.Message()
}

// Message is the error without its offset: "expected X, found Y", or
// Limit when it is set.
func (e *Error[R]) Message() string {
	if e.Limit != "" {
		return e.Limit
	}
	found := Found
	if e.UTF8 {
		found = FoundUTF8
	}
	return "expected " + e.Expected + ", found " + found(e.Input, e.Offset)
}
