package main

import (
	"strconv"

	"github.com/abnf-uri/uri/internal/termsafe"
)

// What the commands write is read on terminals, and in files and logs
// that are read on terminals later: every command writes text through
// appendText or appendTextMessage, and JSON through termsafe.AppendJSONString,
// which escape what termsafe.Unsafe names.

// appendText appends s, a field of a line of text output (an input, a
// result, a URI found in text), to b: as it is, or, when it holds a
// character termsafe.Unsafe names or a byte that is not UTF-8, or begins with
// a double quote, quoted as a Go string literal (strconv.Quote: "\x1b",
// "\t", "\u009b", "\u202e", "\xff"). Quoted, a field is one line without
// a tab, shows what it holds on any terminal, and reads back with
// strconv.Unquote; a field that begins with a double quote is always
// quoted, so that the two are told apart.
func appendText(b []byte, s string) []byte {
	if len(s) > 0 && s[0] == '"' || termsafe.Index(s) >= 0 {
		return strconv.AppendQuote(b, s)
	}
	return append(b, s...)
}

// appendTextMessage appends msg, a message, the last field of its line,
// to b as appendText does, but for a message that begins with a double
// quote, which is written as it is: messages are read, not read back, and
// many begin with a quoted piece of the input.
func appendTextMessage(b []byte, msg string) []byte {
	if termsafe.Index(msg) >= 0 {
		return strconv.AppendQuote(b, msg)
	}
	return append(b, msg...)
}
