// Package machine is what the parsers that abnf gen writes run on: the
// runners of automata held as tables, the errors and how they name the
// input, and the matcher of grammars with recursion.
//
// A generated package holds its grammar's data (automata, byte classes,
// expectations) and calls this package to run it; the API is for that
// code, kept small, and stable within a Generation: a package generated
// for another generation of the runtime fails to build, naming it.
//
// # Automata
//
// A rule whose language is regular is compiled to a deterministic
// automaton; held as a Table, it is run a byte at a time, so that time is
// linear in the input whatever it holds. Validate decides a match; Find
// records where the last match of each node began and ended (spans); Run
// logs the events a parse tree is built from. A state that calls another
// rule (one compiled once and called from many places) hands the call back
// to the generated code, which makes it and resumes the run.
//
// Most of a URI's bytes are read by states that stay in place on a set of
// bytes (a path segment's pchar, a query's): Skip passes such a run in one
// call, reading sixteen or thirty-two bytes a step with the vector unit
// (AVX2 on amd64 where the processor has it, NEON on arm64) from the
// nibble tables the generator derives from the grammar for each set
// (Class), and eight bytes a step from the byte table otherwise. The two
// paths return the same offsets, byte for byte; the build tag purego
// leaves the vector paths out.
//
// # Recursion
//
// A grammar with recursion need not be regular. Its generated package
// holds it as a Program, a flat table of elements, and calls Match. The
// method is exact under ABNF's semantics (RFC 5234 §3: a string matches
// when some choice of alternatives and repetition counts derives it): for
// an element and a start offset it computes the set of offsets where a
// match can end, memoizing rules per offset, then builds the first parse
// tree in priority order (alternatives in order, one more iteration before
// fewer) choosing each step knowing where the rest can still end. Time is
// polynomial in the input: O(n) for grammars whose rules end at a bounded
// number of places from each offset, O(n³) at worst. Left recursion is
// refused when the program is generated.
//
// Rule calls nest as deeply as the input makes them, and so does the
// matcher's recursion; past a limit (Program.MaxDepth) Match stops with a
// Failure that says so instead of exhausting the stack.
//
// The package imports only the standard library, so that abnf gen can
// also write a copy of it beside a parser generated in a module that does
// not require this one.
package machine

// Generation2 is referred to by every generated parser of this generation
// of the runtime: the one whose Table holds its loop sets as Classes.
const Generation2 = true
