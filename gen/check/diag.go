package check

import (
	"strconv"

	"github.com/abnf-uri/uri/gen/abnf"
)

// Severity says how bad a diagnostic is.
type Severity int

const (
	// Info is a fact worth knowing about the grammar, not a problem; Check
	// reports it only with Options.Verbose.
	Info Severity = iota
	// Warning is probably a mistake, or a property that changes how
	// parsers are generated, but the grammar can still be used.
	Warning
	// Error makes the grammar wrong or unusable for the generator.
	Error
)

// String returns "info", "warning" or "error".
func (s Severity) String() string {
	switch s {
	case Info:
		return "info"
	case Warning:
		return "warning"
	case Error:
		return "error"
	}
	return "Severity(" + strconv.Itoa(int(s)) + ")"
}

// Diagnostic is one finding of Check.
type Diagnostic struct {
	// Pos is the offending element, or the rule's definition when the
	// finding is about the rule as a whole. It is the zero Pos for a
	// finding about the options (an undefined start rule).
	Pos abnf.Pos
	// Severity is how bad the finding is. Findings about core rules are
	// lowered to Info.
	Severity Severity
	// Rule is the name of the rule the finding is about, as its first
	// definition spells it; empty for a finding about the options.
	Rule string
	// Msg is the message, without position or severity.
	Msg string
}

// String formats d as "file:line:col: severity: message", the form of
// compiler messages that editors understand, or "severity: message" when
// d has no position.
func (d Diagnostic) String() string {
	if d.Pos == (abnf.Pos{}) {
		return d.Severity.String() + ": " + d.Msg
	}
	return d.Pos.String() + ": " + d.Severity.String() + ": " + d.Msg
}

// HasErrors reports whether any of ds is an Error.
func HasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}
