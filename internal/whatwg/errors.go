package whatwg

import (
	"fmt"
	"strconv"
)

// An Error is the validation error that made the parser return failure.
type Error struct {
	Op     string // "parse" or "parse host"
	Input  string // the input as given
	Offset int    // byte offset in Input where the parser stopped
	Code   string // the URL Standard's name for the error, such as "host-missing"
	Msg    string // what was expected there and what was found
	Err    error  // for code domain-to-ASCII, the error of UTS #46 ToASCII; else nil
}

// Error formats the error with the input quoted, as strconv.Quote does.
func (e *Error) Error() string {
	return fmt.Sprintf("whatwg: %s %s: offset %d: %s: %s", e.Op, strconv.Quote(e.Input), e.Offset, e.Code, e.Msg)
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// A Warning is a validation error that did not stop the parser: the URL
// Standard's way of saying that the input is not a valid URL string even
// though it parses.
type Warning struct {
	Offset int    // byte offset in the input
	Code   string // the URL Standard's name for it, such as "invalid-reverse-solidus"
}

// hostError is a failure inside the host parser, with its offset in the
// host's input.
type hostError struct {
	off  int
	code string
	msg  string
	err  error // the error of ToASCII, for codeDomainToASCII
}

// The URL Standard's names of validation errors ("Validation errors").
const (
	codeInvalidURLUnit          = "invalid-URL-unit"
	codeMissingSolidus          = "special-scheme-missing-following-solidus"
	codeMissingScheme           = "missing-scheme-non-relative-URL"
	codeReverseSolidus          = "invalid-reverse-solidus"
	codeInvalidCredentials      = "invalid-credentials"
	codeHostMissing             = "host-missing"
	codePortOutOfRange          = "port-out-of-range"
	codePortInvalid             = "port-invalid"
	codeFileDriveLetter         = "file-invalid-Windows-drive-letter"
	codeFileDriveLetterHost     = "file-invalid-Windows-drive-letter-host"
	codeDomainToASCII           = "domain-to-ASCII"
	codeDomainInvalidCodePoint  = "domain-invalid-code-point"
	codeHostInvalidCodePoint    = "host-invalid-code-point"
	codeIPv4EmptyPart           = "IPv4-empty-part"
	codeIPv4TooManyParts        = "IPv4-too-many-parts"
	codeIPv4NonNumericPart      = "IPv4-non-numeric-part"
	codeIPv4NonDecimalPart      = "IPv4-non-decimal-part"
	codeIPv4OutOfRangePart      = "IPv4-out-of-range-part"
	codeIPv6Unclosed            = "IPv6-unclosed"
	codeIPv6InvalidCompression  = "IPv6-invalid-compression"
	codeIPv6TooManyPieces       = "IPv6-too-many-pieces"
	codeIPv6MultipleCompression = "IPv6-multiple-compression"
	codeIPv6InvalidCodePoint    = "IPv6-invalid-code-point"
	codeIPv6TooFewPieces        = "IPv6-too-few-pieces"
	codeIPv4InIPv6TooManyPieces = "IPv4-in-IPv6-too-many-pieces"
	codeIPv4InIPv6InvalidCode   = "IPv4-in-IPv6-invalid-code-point"
	codeIPv4InIPv6OutOfRange    = "IPv4-in-IPv6-out-of-range-part"
	codeIPv4InIPv6TooFewParts   = "IPv4-in-IPv6-too-few-parts"
)
